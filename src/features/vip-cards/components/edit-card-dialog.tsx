// Editing a card's holder details and credit limit (PUT /api/cards/:id). The balance is never
// edited here: it only moves through ledger entries. A limit below the card's current debt is
// refused by the server with its reason, and the dialog keeps what was typed.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { moneyInputText, parseMoney } from '../../../contract/numbers';
import { MAX_AMOUNT, type VipCardDto } from '../../../contract/vip';
import { ActionDialog, type CardDialogProps, EMAIL, TextField } from './action-dialog';

export type EditableCard = Pick<
  VipCardDto,
  'id' | 'number' | 'holderName' | 'holderDocument' | 'holderPhone' | 'holderEmail' | 'creditLimit'
>;

interface EditCardDialogProps extends CardDialogProps {
  card: EditableCard;
  creditAllowed: boolean;
}

export function EditCardDialog({ card, creditAllowed, open, pending, error, onClose, onRun }: EditCardDialogProps) {
  const { t } = useLingui();
  const [holderName, setHolderName] = useState(card.holderName);
  const [holderDocument, setHolderDocument] = useState(card.holderDocument);
  const [holderPhone, setHolderPhone] = useState(card.holderPhone);
  const [holderEmail, setHolderEmail] = useState(card.holderEmail);
  const [limit, setLimit] = useState(moneyInputText(card.creditLimit));
  const [tried, setTried] = useState(false);
  const parsedLimit = parseMoney(limit, { max: MAX_AMOUNT / 100 });
  const limitCents = !creditAllowed ? 0 : parsedLimit.ok ? parsedLimit.value : null;

  let invalid: string | null = null;
  if (holderName.trim() === '') invalid = t`El nombre del titular es obligatorio`;
  else if (holderEmail.trim() !== '' && !EMAIL.test(holderEmail.trim())) invalid = t`El correo no es válido`;
  else if (limitCents === null) invalid = t`El límite de crédito no es válido`;

  const submit = () => {
    setTried(true);
    if (invalid || limitCents === null) return;
    onRun({
      kind: 'update',
      cardId: card.id,
      body: {
        holderName: holderName.trim(),
        holderDocument: holderDocument.trim(),
        holderPhone: holderPhone.trim(),
        holderEmail: holderEmail.trim(),
        creditLimit: limitCents,
      },
    });
  };

  const number = card.number;
  return (
    <ActionDialog
      open={open}
      onClose={() => {
        setTried(false);
        onClose();
      }}
      title={t`Editar la tarjeta ${number}`}
      description={t`Los datos del titular y el límite de crédito. El saldo solo cambia con movimientos.`}
      submitLabel={t`Guardar`}
      pending={pending}
      error={error}
      invalid={tried ? invalid : null}
      onSubmit={submit}
      testId="vip-dialog-edit"
    >
      <TextField label={t`Nombre del titular`} value={holderName} onChange={setHolderName} required testId="edit-holder" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t`Documento`} value={holderDocument} onChange={setHolderDocument} inputMode="numeric" />
        <TextField label={t`Teléfono`} value={holderPhone} onChange={setHolderPhone} inputMode="tel" type="tel" />
        <TextField label={t`Correo`} value={holderEmail} onChange={setHolderEmail} inputMode="email" type="email" />
        {creditAllowed && (
          <TextField label={t`Límite de crédito`} value={limit} onChange={setLimit} inputMode="decimal" testId="edit-limit" />
        )}
      </SimpleGrid>
    </ActionDialog>
  );
}
