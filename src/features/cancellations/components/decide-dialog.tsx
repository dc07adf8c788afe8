// Approve or reject one request, with a note (required to reject). Online only: approval cancels the
// sale and gives its stock and card charge back on the server, in one transaction.
import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_DECISION_NOTE } from '../../../contract/cancellations';
import { ticketNumber } from '../../../contract/ticket-number';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { useOnline } from '../../../lib/ui/online-only';
import { useDecideMutation } from '../api/cancellations';
import { approvalEffect } from '../approval-effect';
import { useCancellationActions } from '../data/use-cancellations';
import { BLOCK_REASONS } from '../labels';
import type { RequestView } from '../merge';
import { SaleSummary } from './sale-summary';

export type DecideKind = 'aprobar' | 'rechazar';

export function noteProblem(kind: DecideKind, note: string): 'required' | 'too-long' | null {
  if (kind === 'rechazar' && note.trim() === '') return 'required';
  if (note.trim().length > MAX_DECISION_NOTE) return 'too-long';
  return null;
}

export function useNoteProblemText() {
  const { t } = useLingui();
  return (problem: ReturnType<typeof noteProblem>) =>
    problem === 'required'
      ? t`La nota es obligatoria para rechazar`
      : problem === 'too-long'
        ? t`La nota es demasiado larga`
        : null;
}

export function NoteField({ kind, note, onChange }: { kind: DecideKind; note: string; onChange(v: string): void }) {
  const { t } = useLingui();
  return (
    <Field.Root required={kind === 'rechazar'}>
      <Field.Label>
        {kind === 'rechazar' ? t`Motivo del rechazo` : t`Nota (opcional)`}
        {kind === 'rechazar' && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        value={note}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={MAX_DECISION_NOTE + 50}
        data-testid="decide-note"
      />
    </Field.Root>
  );
}

export function DecideDialog({ request, kind, onClose }: { request: RequestView; kind: DecideKind; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const actions = useCancellationActions();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const mutation = useDecideMutation(async (answer) => {
    await actions.keepDecision(answer);
    const ticket = ticketNumber(answer.request.saleId);
    toaster.create({
      type: 'success',
      title: answer.request.status === 'approved' ? t`Venta #${ticket} anulada` : t`Solicitud rechazada`,
      description:
        answer.reversed.cardAmount > 0
          ? t`Se devolvieron ${fMoney(answer.reversed.cardAmount, 'ARS', i18n)} a la tarjeta VIP.`
          : undefined,
    });
    onClose();
  });
  const problemText = useNoteProblemText();
  const invalid = tried ? problemText(noteProblem(kind, note)) : null;
  const ticket = ticketNumber(request.saleId);
  return (
    <FormDialog
      open
      submitTestId="dialog-confirm"
      errorTestId="dialog-error"
      onClose={onClose}
      title={kind === 'aprobar' ? t`Aprobar la anulación de #${ticket}` : t`Rechazar la anulación de #${ticket}`}
      description={
        kind === 'aprobar'
          ? approvalEffect(i18n, request.sale)
          : t`La venta queda como está. Quien pidió la anulación verá el motivo.`
      }
      submitLabel={kind === 'aprobar' ? t`Aprobar y anular` : t`Rechazar`}
      danger={kind === 'aprobar'}
      pending={mutation.isPending}
      error={mutation.error}
      invalid={invalid}
      blocked={online ? null : i18n._(BLOCK_REASONS.offline)}
      testId={`decide-dialog-${kind}`}
      size="lg"
      onSubmit={() => {
        setTried(true);
        if (noteProblem(kind, note)) return;
        mutation.mutate({ id: request.id, kind, note: note.trim() });
      }}
    >
      <Stack gap="3">
        {request.sale && <SaleSummary sale={request.sale} />}
        <NoteField kind={kind} note={note} onChange={setNote} />
      </Stack>
    </FormDialog>
  );
}
