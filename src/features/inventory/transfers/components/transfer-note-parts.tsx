// The small parts of a transfer note: a labelled fact, when a step happened and by whom, a failed
// action's message, and the confirmation before sending (after which the note is frozen) — which
// lists the lines that take more than the origin holds and then asks to send anyway (README "Closed
// nights and stock below zero": a confirmation, not a code).
import { Alert, Box, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TransferNoteDetail, TransferShortage } from '../../../../contract/inventory-transfers';
import { isApiError } from '../../../../lib/api-client';
import { fDateTime } from '../../../../lib/format-date';
import { fQty } from '../../../../lib/format-number';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { ErrorText } from '../../../../lib/ui/status-alerts';
import { documentNumber } from '../../shared/document-number';
import { SendIcon } from '../../shared/icons';
import { SendConfirmDialog } from '../../shared/send-confirm-dialog';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box fontWeight="medium">{children}</Box>
    </Stack>
  );
}

/** When a step of the note happened, and who did it. */
export function StepFact({ label, at, by }: { label: string; at: string | null; by: string | null }) {
  const { i18n } = useLingui();
  return (
    <Fact label={label}>
      {fDateTime(at, i18n)}
      {by && (
        <Text textStyle="xs" color="fg.muted" fontWeight="normal">
          {by}
        </Text>
      )}
    </Fact>
  );
}

export function ActionError({ error }: { error: unknown }) {
  return (
    <NoticeAlert status="error" testId="note-action-error" noPrint>
      <ErrorText error={error} />
    </NoticeAlert>
  );
}

/** The shortages a refused send answered (409 below zero), or null. */
export function refusedShortages(error: unknown): TransferShortage[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as { message?: string; shortages?: TransferShortage[] } | null;
  return Array.isArray(data?.shortages) ? data.shortages : null;
}

/** The lines that take more than the origin holds: the server's answer if it refused, else the replica's stock. */
export function shortagesOf(
  note: TransferNoteDetail,
  onHand: Map<string, number> | undefined,
  error: unknown,
): TransferShortage[] {
  const refused = refusedShortages(error);
  if (refused) return refused;
  if (note.status !== 'draft' || !onHand) return [];
  return note.lines
    .map((l) => ({ goodId: l.goodId, goodName: l.goodName, onHand: onHand.get(l.goodId) ?? 0, quantity: l.quantitySent }))
    .filter((s) => Math.round((s.onHand - s.quantity) * 1000) < 0);
}

function ShortageList({ shortages }: { shortages: TransferShortage[] }) {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l2" data-testid="send-shortages">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>El origen queda en negativo</Trans>
        </Alert.Title>
        <List.Root gap="1" ps="4" textStyle="sm">
          {shortages.map((s) => {
            const name = s.goodName;
            const held = fQty(s.onHand, i18n);
            const sent = fQty(s.quantity, i18n);
            const left = fQty(Math.round((s.onHand - s.quantity) * 1000) / 1000, i18n);
            return (
              <List.Item key={s.goodId}>
                <Trans>
                  {name}: en stock {held}, se envían {sent}, quedan {left}
                </Trans>
              </List.Item>
            );
          })}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SendDialog({
  open,
  onOpenChange,
  note,
  sending,
  shortages,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  note: TransferNoteDetail;
  sending: boolean;
  /** Lines going below zero: listed, and the button then sends anyway. */
  shortages: TransferShortage[];
  onConfirm(): void;
}) {
  const number = documentNumber(note.number);
  const origin = note.from.name;
  const destination = note.to.name;
  const count = note.lines.length;
  return (
    <SendConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>¿Enviar el remito N° {number}?</Trans>}
      confirmLabel={
        <>
          <SendIcon /> {shortages.length > 0 ? <Trans>Enviar igual</Trans> : <Trans>Enviar</Trans>}
        </>
      }
      onConfirm={onConfirm}
      pending={sending}
      testId="send-dialog"
      confirmTestId="send-confirm"
    >
      <Text color="fg.muted">
        {count === 1 ? (
          <Trans>
            La mercadería sale ahora del stock de {origin} hacia {destination}. Después de enviarlo, el remito ya no se puede
            modificar.
          </Trans>
        ) : (
          <Trans>
            Las {count} mercaderías salen ahora del stock de {origin} hacia {destination}. Después de enviarlo, el remito ya no se
            puede modificar.
          </Trans>
        )}
      </Text>
      {shortages.length > 0 && <ShortageList shortages={shortages} />}
    </SendConfirmDialog>
  );
}
