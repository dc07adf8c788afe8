// The small parts of a transfer note: a labelled fact, when a step happened and by whom, a failed
// action's message, and the confirmation before sending (after which the note is frozen).
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TransferNoteDetail } from '../../../../contract/inventory-transfers';
import { isApiError } from '../../../../lib/api-client';
import { fDateTime } from '../../../../lib/format-date';
import { SendIcon } from '../../shared/icons';
import { SendConfirmDialog } from '../../shared/send-confirm-dialog';
import { noteNumber } from './transfer-note-list';

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
  const { t } = useLingui();
  return (
    <Alert.Root status="error" variant="surface" borderRadius="l3" className="no-print" data-testid="note-action-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{isApiError(error) ? error.message : t`Error desconocido`}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function SendDialog({
  open,
  onOpenChange,
  note,
  sending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  note: TransferNoteDetail;
  sending: boolean;
  onConfirm(): void;
}) {
  const number = noteNumber(note.number);
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
          <SendIcon /> <Trans>Enviar</Trans>
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
    </SendConfirmDialog>
  );
}
