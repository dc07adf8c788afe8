import { Button, Field, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MAX_NOTE_LENGTH } from '../../../contract/vip';
import type { MobileOrderDto } from '../../../contract/vip-orders';
import { DialogFrame } from '../../../lib/ui/dialog-frame';

interface RejectDialogProps {
  order: MobileOrderDto | null;
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(reason: string): void;
}

/** The reason is shown to the guest on their phone, so it is required. */
export function RejectDialog({ order, busy, error, onClose, onConfirm }: RejectDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (order) {
      setReason('');
      setTouched(false);
    }
  }, [order]);
  const empty = reason.trim() === '';
  const table = order?.tableLabel ?? '-';
  return (
    <DialogFrame
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      size={{ base: 'xs', sm: 'sm' }}
      testId="reject-dialog"
      title={<Trans>Rechazar la orden de {table}</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={onClose} type="button">
            <Trans>Cancelar</Trans>
          </Button>
          <Button colorPalette="red" type="submit" loading={busy} data-testid="reject-confirm">
            <Trans>Rechazar</Trans>
          </Button>
        </>
      }
      form={{
        onSubmit: (e) => {
          e.preventDefault();
          setTouched(true);
          if (!empty) onConfirm(reason.trim());
        },
      }}
    >
      <Field.Root invalid={touched && empty} required>
        <Field.Label>
          <Trans>Motivo (lo ve la mesa)</Trans>
        </Field.Label>
        <Textarea
          value={reason}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t`Ej.: no queda ese champagne`}
          autoFocus
          name="reason"
        />
        <Field.ErrorText>
          <Trans>El motivo es obligatorio</Trans>
        </Field.ErrorText>
      </Field.Root>
      {error && (
        <Text color="red.fg" textStyle="sm" mt="2" role="alert">
          {error}
        </Text>
      )}
    </DialogFrame>
  );
}
