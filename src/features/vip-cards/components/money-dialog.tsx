// The dialogs that write one ledger entry with an amount: top-up, payment against credit, refund,
// manual adjustment (signed) and a charge ("Registrar consumo"). Amounts are typed in pesos and
// sent as cents; the server applies the sign of the action and checks credit and balance.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { parseMoney } from '../../../contract/numbers';
import { uuidv7 } from '../../../contract/uuid';
import { MAX_AMOUNT, MAX_NOTE_LENGTH, type MoneyMethod } from '../../../contract/vip';
import { fMoney } from '../../../lib/format-number';
import { ActionDialog, type CardDialogProps, CashRegisterField, MethodField, TextField } from './action-dialog';

export type MoneyKind = 'carga' | 'pago' | 'devolucion' | 'ajuste' | 'consumo';

interface MoneyDialogProps extends CardDialogProps {
  kind: MoneyKind;
  cardId: string;
  cardNumber: string;
}

export function MoneyDialog({ kind, cardId, cardNumber, open, pending, error, onClose, onRun }: MoneyDialogProps) {
  const { t, i18n } = useLingui();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<MoneyMethod>('cash');
  const [register, setRegister] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  // The submit's Idempotency-Key: kept while the same action is sent again (a retry after a
  // timeout replays it on the server), new when the action changes or the dialog opens again.
  const idempotency = useRef<{ action: string; key: string } | null>(null);
  useEffect(() => {
    if (!open) idempotency.current = null;
  }, [open]);
  const keyFor = (action: unknown): string => {
    const signature = JSON.stringify(action);
    if (idempotency.current?.action !== signature) idempotency.current = { action: signature, key: uuidv7() };
    return idempotency.current.key;
  };

  const signed = kind === 'ajuste';
  const parsed = parseMoney(amount, { signed, max: MAX_AMOUNT / 100 });
  const cents = parsed.ok ? parsed.value : null;
  const needsReason = kind === 'devolucion' || kind === 'ajuste';
  const hasMethod = kind === 'carga' || kind === 'pago' || kind === 'devolucion';

  let invalid: string | null = null;
  if (cents === null) invalid = t`Escribe un importe válido, por ejemplo 1.234,50`;
  else if (cents === 0) invalid = signed ? t`El importe no puede ser cero` : t`El importe debe ser mayor que cero`;
  else if (needsReason && text.trim() === '') invalid = t`El motivo es obligatorio`;
  else if (text.length > MAX_NOTE_LENGTH) invalid = t`La nota es demasiado larga`;

  const titles: Record<MoneyKind, string> = {
    carga: t`Cargar saldo a la tarjeta ${cardNumber}`,
    pago: t`Registrar un pago de la tarjeta ${cardNumber}`,
    devolucion: t`Devolver saldo de la tarjeta ${cardNumber}`,
    ajuste: t`Ajuste manual de la tarjeta ${cardNumber}`,
    consumo: t`Registrar consumo con la tarjeta ${cardNumber}`,
  };
  const confirm: Record<MoneyKind, string> = {
    carga: t`Cargar`,
    pago: t`Registrar pago`,
    devolucion: t`Devolver`,
    ajuste: t`Ajustar`,
    consumo: t`Cobrar consumo`,
  };
  const descriptions: Record<MoneyKind, string> = {
    carga: t`El importe se suma al saldo de la tarjeta.`,
    pago: t`El titular paga su deuda: el importe se suma al saldo y libera crédito.`,
    devolucion: t`Se devuelve saldo prepago al titular; el importe se descuenta del saldo.`,
    ajuste: t`Corrige el saldo con un movimiento firmado (negativo para descontar). Queda registrado con su motivo.`,
    consumo: t`El importe se descuenta del saldo (o del crédito disponible).`,
  };

  const close = () => {
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (invalid || cents === null) return;
    const note = text.trim();
    const pointOfSaleId = method === 'cash' && register ? register : null;
    const keyed = <A extends { kind: string; cardId: string; body: unknown }>(action: A) => ({ ...action, key: keyFor(action) });
    if (kind === 'carga' || kind === 'pago') onRun(keyed({ kind, cardId, body: { amount: cents, method, note, pointOfSaleId } }));
    else if (kind === 'devolucion') onRun(keyed({ kind, cardId, body: { amount: cents, method, reason: note, pointOfSaleId } }));
    else if (kind === 'ajuste') onRun(keyed({ kind, cardId, body: { amount: cents, reason: note } }));
    else onRun(keyed({ kind, cardId, body: { amount: cents, note } }));
  };

  return (
    <ActionDialog
      open={open}
      onClose={close}
      title={titles[kind]}
      description={descriptions[kind]}
      submitLabel={confirm[kind]}
      pending={pending}
      error={error}
      invalid={tried ? invalid : null}
      onSubmit={submit}
      danger={kind === 'devolucion'}
      testId={`vip-dialog-${kind}`}
    >
      <TextField
        label={signed ? t`Importe (usa − para descontar)` : t`Importe`}
        value={amount}
        onChange={setAmount}
        inputMode={signed ? 'text' : 'decimal'}
        placeholder={signed ? '-1.500,00' : '1.500,00'}
        required
        autoFocus
        testId="action-amount"
      />
      {cents !== null && cents !== 0 && (
        <Text textStyle="sm" color="fg.muted" mt="-2" data-testid="action-amount-preview">
          {fMoney(cents, undefined, i18n)}
        </Text>
      )}
      {hasMethod && <MethodField value={method} onChange={setMethod} />}
      {hasMethod && method === 'cash' && <CashRegisterField value={register} onChange={setRegister} />}
      <TextField
        label={needsReason ? t`Motivo` : t`Nota (opcional)`}
        value={text}
        onChange={setText}
        required={needsReason}
        testId="action-reason"
      />
    </ActionDialog>
  );
}
