// Receiving a sent note: the quantities typed per line (starting from what was sent), their checks
// as they are typed, and the confirmation that records what arrived.
import { useMemo, useState } from 'react';
import type { TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { type NumberResult, numberInputText } from '../../../../contract/numbers';
import { parseLineQuantity } from '../../shared/quantity';
import { useReceiveTransferNote } from '../api/transfer-notes';

/** Each line's typed quantity, checked: lines not yet typed check as empty. */
export type LineChecks = Map<string, NumberResult>;

export function useNoteReceipt(note: TransferNoteDetail, online: boolean) {
  const receive = useReceiveTransferNote();
  const [receiving, setReceiving] = useState(false);
  const [received, setReceived] = useState<Record<string, string>>({});
  const [receiveNote, setReceiveNote] = useState('');

  const start = () => {
    // Start from what was sent: the receiver only corrects what did not arrive.
    setReceived((current) =>
      Object.keys(current).length > 0
        ? current
        : Object.fromEntries(note.lines.map((l) => [l.id, numberInputText(l.quantitySent)])),
    );
    setReceiving(true);
  };

  const checks: LineChecks = useMemo(
    () => new Map(note.lines.map((l) => [l.id, parseLineQuantity(received[l.id] ?? '', { allowZero: true })])),
    [note.lines, received],
  );
  const invalid = receiving && note.lines.some((l) => !checks.get(l.id)?.ok);
  const differing = receiving
    ? note.lines.filter((l) => {
        const c = checks.get(l.id);
        return c?.ok && c.value !== l.quantitySent;
      }).length
    : note.lines.filter((l) => l.difference !== null && l.difference !== 0).length;

  const confirm = () => {
    if (invalid || !online) return;
    receive.mutate(
      {
        id: note.id,
        body: {
          lines: note.lines.map((l) => {
            const c = checks.get(l.id);
            return { lineId: l.id, quantityReceived: c?.ok ? c.value : 0 };
          }),
          ...(receiveNote.trim() ? { note: receiveNote.trim() } : {}),
        },
      },
      { onSuccess: () => setReceiving(false) },
    );
  };

  return {
    receiving,
    start,
    cancel: () => setReceiving(false),
    received,
    setLine: (lineId: string, text: string) => setReceived((r) => ({ ...r, [lineId]: text })),
    receiveNote,
    setReceiveNote,
    checks,
    invalid,
    differing,
    confirm,
    pending: receive.isPending,
    failed: receive.isError,
    error: receive.error,
  };
}

export type NoteReceipt = ReturnType<typeof useNoteReceipt>;
