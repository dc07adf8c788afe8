// Block, report lost or reactivate a card, and replace it: each needs a reason. A replacement
// issues a new card that takes the holder, type, limit and balance in one server transaction;
// the screen then opens the new card.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uuidv7 } from '../../../contract/uuid';
import { type CardStatus, MAX_NOTE_LENGTH } from '../../../contract/vip';
import { ActionDialog, type CardDialogProps, TextField } from './action-dialog';

interface BaseProps extends CardDialogProps {
  cardId: string;
  cardNumber: string;
}

function useReason() {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const invalid =
    reason.trim() === '' ? t`El motivo es obligatorio` : reason.length > MAX_NOTE_LENGTH ? t`La nota es demasiado larga` : null;
  return { reason, setReason, invalid };
}

export function StatusDialog({ status, ...props }: BaseProps & { status: CardStatus }) {
  const { t } = useLingui();
  const { reason, setReason, invalid } = useReason();
  const [tried, setTried] = useState(false);
  const number = props.cardNumber;
  const texts: Record<CardStatus, { title: string; description: string; confirm: string }> = {
    active: {
      title: t`Reactivar la tarjeta ${number}`,
      description: t`La tarjeta vuelve a aceptar cargas y consumos.`,
      confirm: t`Reactivar`,
    },
    blocked: {
      title: t`Bloquear la tarjeta ${number}`,
      description: t`Mientras esté bloqueada no acepta cargas ni consumos. Se puede reactivar después.`,
      confirm: t`Bloquear`,
    },
    lost: {
      title: t`Reportar la tarjeta ${number} como perdida`,
      description: t`Una tarjeta perdida no se reactiva: reemplácela para pasar el saldo a una tarjeta nueva.`,
      confirm: t`Reportar pérdida`,
    },
  };
  const text = texts[status];
  return (
    <ActionDialog
      open={props.open}
      onClose={() => {
        setTried(false);
        props.onClose();
      }}
      title={text.title}
      description={text.description}
      submitLabel={text.confirm}
      pending={props.pending}
      error={props.error}
      invalid={tried ? invalid : null}
      danger={status !== 'active'}
      onSubmit={() => {
        setTried(true);
        if (!invalid) props.onRun({ kind: 'estado', cardId: props.cardId, body: { status, reason: reason.trim() } });
      }}
      testId={`vip-dialog-estado-${status}`}
    >
      <TextField label={t`Motivo`} value={reason} onChange={setReason} required autoFocus testId="action-reason" />
    </ActionDialog>
  );
}

export function ReplaceDialog(props: BaseProps) {
  const { t } = useLingui();
  const { reason, setReason, invalid: reasonInvalid } = useReason();
  const [newNumber, setNewNumber] = useState('');
  const [tried, setTried] = useState(false);
  // One Idempotency-Key per opening (the dialog is mounted anew each time): a retry after a lost
  // answer gets the same new card instead of a 409.
  const [key] = useState(() => uuidv7());
  const numberInvalid = /^[0-9A-Za-z-]{0,32}$/.test(newNumber.trim()) ? null : t`El número de tarjeta no es válido`;
  const invalid = numberInvalid ?? reasonInvalid;
  const number = props.cardNumber;
  return (
    <ActionDialog
      open={props.open}
      onClose={() => {
        setTried(false);
        props.onClose();
      }}
      title={t`Reemplazar la tarjeta ${number}`}
      description={t`Se emite una tarjeta nueva con el mismo titular, tipo, límite y saldo; esta queda fuera de uso.`}
      submitLabel={t`Reemplazar`}
      pending={props.pending}
      error={props.error}
      invalid={tried ? invalid : null}
      onSubmit={() => {
        setTried(true);
        if (!invalid)
          props.onRun({
            kind: 'reemplazo',
            cardId: props.cardId,
            body: { newNumber: newNumber.trim(), reason: reason.trim() },
            key,
          });
      }}
      testId="vip-dialog-reemplazo"
    >
      <TextField
        label={t`Número de la tarjeta nueva (opcional)`}
        helper={t`Vacío: el sistema asigna el siguiente número libre.`}
        value={newNumber}
        onChange={setNewNumber}
        autoFocus
        testId="action-new-number"
      />
      <TextField label={t`Motivo`} value={reason} onChange={setReason} required testId="action-reason" />
    </ActionDialog>
  );
}
