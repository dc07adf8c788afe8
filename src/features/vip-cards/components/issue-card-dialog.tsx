// Issuing a card: type, holder, an optional printed number (else the next free one), the credit
// limit (the type's default until changed; only for types that allow credit) and an optional
// opening top-up, all in one request so the card never exists without its first load.
import { Field, HStack, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { moneyInputText, parseMoney } from '../../../contract/numbers';
import { MAX_AMOUNT, type MoneyMethod } from '../../../contract/vip';
import { SelectBox } from '../../../lib/ui/select-box';
import { ActionDialog, type CardDialogProps, CashRegisterField, EMAIL, MethodField, TextField } from './action-dialog';
import type { CardTypeView } from './card-rows';
import { TypeDot } from './common';

interface IssueCardDialogProps extends CardDialogProps {
  types: readonly CardTypeView[];
}

export function IssueCardDialog({ types, open, pending, error, onClose, onRun }: IssueCardDialogProps) {
  const { t } = useLingui();
  const active = types.filter((type) => type.active);
  const [typeId, setTypeId] = useState(active[0]?.id ?? '');
  const [holderName, setHolderName] = useState('');
  const [holderDocument, setHolderDocument] = useState('');
  const [holderPhone, setHolderPhone] = useState('');
  const [holderEmail, setHolderEmail] = useState('');
  const [number, setNumber] = useState('');
  /** null: the type's default (follows a change of type until the user types a limit). */
  const [limit, setLimit] = useState<string | null>(null);
  const [topup, setTopup] = useState('');
  const [method, setMethod] = useState<MoneyMethod>('cash');
  const [register, setRegister] = useState('');
  const [tried, setTried] = useState(false);

  const type = active.find((x) => x.id === typeId) ?? active[0];
  const limitText = limit ?? (type ? moneyInputText(type.defaultCreditLimit) : '0');
  const parsedLimit = parseMoney(limitText, { max: MAX_AMOUNT / 100 });
  const limitCents = !type?.creditAllowed ? 0 : parsedLimit.ok ? parsedLimit.value : null;
  // An empty initial top-up is no top-up.
  const parsedTopup = parseMoney(topup, { max: MAX_AMOUNT / 100 });
  const topupCents = parsedTopup.ok ? parsedTopup.value : parsedTopup.error === 'empty' ? 0 : null;

  let invalid: string | null = null;
  if (!type) invalid = t`No hay tipos de tarjeta activos: cree uno en la configuración VIP.`;
  else if (holderName.trim() === '') invalid = t`El nombre del titular es obligatorio`;
  else if (holderEmail.trim() !== '' && !EMAIL.test(holderEmail.trim())) invalid = t`El correo no es válido`;
  else if (!/^[0-9A-Za-z-]{0,32}$/.test(number.trim())) invalid = t`El número de tarjeta no es válido`;
  else if (limitCents === null) invalid = t`El límite de crédito no es válido`;
  else if (topupCents === null) invalid = t`La carga inicial no es válida`;

  const submit = () => {
    setTried(true);
    if (invalid || !type || limitCents === null || topupCents === null) return;
    onRun({
      kind: 'issue',
      body: {
        cardTypeId: type.id,
        holderName: holderName.trim(),
        holderDocument: holderDocument.trim(),
        holderPhone: holderPhone.trim(),
        holderEmail: holderEmail.trim(),
        number: number.trim(),
        creditLimit: limitCents,
        initialTopup:
          topupCents > 0 ? { amount: topupCents, method, pointOfSaleId: method === 'cash' && register ? register : null } : null,
      },
    });
  };

  return (
    <ActionDialog
      open={open}
      onClose={() => {
        setTried(false);
        onClose();
      }}
      title={t`Emitir tarjeta VIP`}
      submitLabel={t`Emitir tarjeta`}
      pending={pending}
      error={error}
      invalid={tried ? invalid : null}
      onSubmit={submit}
      testId="vip-dialog-issue"
    >
      <Field.Root required>
        <Field.Label>
          {t`Tipo de tarjeta`}
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack gap="2" w="full">
          {type && <TypeDot color={type.color} size="3" />}
          <SelectBox
            flex="1"
            value={type?.id ?? ''}
            onChange={setTypeId}
            testId="issue-type"
            options={active.map((x) => ({ value: x.id, label: x.name }))}
          />
        </HStack>
      </Field.Root>
      <TextField label={t`Nombre del titular`} value={holderName} onChange={setHolderName} required testId="issue-holder" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t`Documento`} value={holderDocument} onChange={setHolderDocument} inputMode="numeric" />
        <TextField label={t`Teléfono`} value={holderPhone} onChange={setHolderPhone} inputMode="tel" type="tel" />
        <TextField label={t`Correo`} value={holderEmail} onChange={setHolderEmail} inputMode="email" type="email" />
        <TextField
          label={t`Número (opcional)`}
          helper={t`Vacío: el siguiente número libre.`}
          value={number}
          onChange={setNumber}
          testId="issue-number"
        />
      </SimpleGrid>
      {type?.creditAllowed && (
        <TextField
          label={t`Límite de crédito`}
          helper={t`Por defecto, el del tipo de tarjeta.`}
          value={limitText}
          onChange={setLimit}
          inputMode="decimal"
          testId="issue-limit"
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={t`Carga inicial (opcional)`}
          value={topup}
          onChange={setTopup}
          inputMode="decimal"
          placeholder="0,00"
          testId="issue-topup"
        />
        {topupCents !== null && topupCents > 0 && <MethodField value={method} onChange={setMethod} />}
        {topupCents !== null && topupCents > 0 && method === 'cash' && (
          <CashRegisterField value={register} onChange={setRegister} />
        )}
      </SimpleGrid>
    </ActionDialog>
  );
}
