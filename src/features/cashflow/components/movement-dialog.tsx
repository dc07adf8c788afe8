// A new income, expense or transfer between accounts. The amount is typed as people write it
// ("1.500,50") and read by numbers.ts; the category must be of the movement's kind; counterpart,
// note and night are optional — the night defaults to the one under way, so a DJ paid at 02:00 is
// in that night's result unless someone says otherwise. A register or the safe cannot go below zero
// (the server says how much there is).
import { Input, SegmentGroup, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MovementType } from '../../../contract/cashflow';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { NightPicker } from '../../../lib/ui/night-picker';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useAccountsQuery, useCashNightsQuery, useCategoriesQuery, useCreateMovement } from '../api/cashflow';
import { nightUnderWay, typedCents } from '../labels';
import { translateMessage } from '../messages';
import { accountOptionLabel } from './blind-balance';
import { Select } from './select';

type Field = 'account' | 'to' | 'amount' | 'category';

export function MovementDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const accounts = useAccountsQuery();
  const categories = useCategoriesQuery();
  const nights = useCashNightsQuery();
  const create = useCreateMovement();
  const [type, setType] = useState<MovementType>('expense');
  const [accountId, setAccountId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [counterpart, setCounterpart] = useState('');
  const [note, setNote] = useState('');
  // null until someone picks one (also "Ninguna"): then the night under way.
  const [chosenNight, setNightId] = useState<string | null>(null);
  const nightId = chosenNight ?? nightUnderWay(nights.data);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const active = (accounts.data ?? []).filter((a) => a.active);
  const kinds = (categories.data ?? []).filter((c) => c.kind === type);

  const submit = () => {
    const cents = typedCents(amount);
    const next: Partial<Record<Field, string>> = {};
    if (!accountId) next.account = t`Elige la cuenta`;
    if (type === 'transfer' && !toId) next.to = t`Elige la cuenta de destino`;
    if (type === 'transfer' && toId && toId === accountId) next.to = t`La cuenta de destino debe ser otra`;
    if (cents === null) next.amount = t`Escribe un importe mayor que cero, por ejemplo 1.500,50`;
    if (type !== 'transfer' && !categoryId) next.category = t`Elige una categoría`;
    setErrors(next);
    if (Object.keys(next).length > 0 || cents === null) return;
    setError(null);
    create.mutate(
      {
        type,
        accountId,
        toAccountId: type === 'transfer' ? toId : null,
        amount: cents,
        categoryId: type === 'transfer' ? null : categoryId,
        counterpart: counterpart.trim(),
        note: note.trim(),
        nightId: nightId || null,
      },
      {
        onSuccess: (m) => {
          toaster.create({ type: 'success', title: t`Movimiento de ${fMoney(Math.abs(m.amount), undefined, i18n)} registrado` });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };

  return (
    <FormDialog
      onlineOnly
      title={t`Nuevo movimiento`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t`Registrar`}
      pending={create.isPending}
      error={error}
      testId="movement-dialog"
    >
      <SegmentGroup.Root
        value={type}
        onValueChange={(e) => setType(e.value as MovementType)}
        size="sm"
        data-testid="movement-type"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'expense', label: t`Egreso` },
            { value: 'income', label: t`Ingreso` },
            { value: 'transfer', label: t`Transferencia` },
          ]}
        />
      </SegmentGroup.Root>
      <FormField label={type === 'transfer' ? t`Desde la cuenta` : t`Cuenta`} error={errors.account} required>
        <Select
          value={accountId}
          onChange={setAccountId}
          name="accountId"
          label={t`Cuenta`}
          placeholder={t`Elige una cuenta`}
          options={active.map((a) => ({ value: a.id, label: accountOptionLabel(a, i18n) }))}
        />
      </FormField>
      {type === 'transfer' && (
        <FormField label={t`Hacia la cuenta`} error={errors.to} required>
          <Select
            value={toId}
            onChange={setToId}
            name="toAccountId"
            label={t`Hacia la cuenta`}
            placeholder={t`Elige una cuenta`}
            options={active.filter((a) => a.id !== accountId).map((a) => ({ value: a.id, label: a.name }))}
          />
        </FormField>
      )}
      <FormField label={t`Importe ($)`} error={errors.amount} required>
        <Input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
          name="amount"
          placeholder="1.500,50"
        />
      </FormField>
      {type !== 'transfer' && (
        <FormField label={t`Categoría`} error={errors.category} required>
          <Select
            value={categoryId}
            onChange={setCategoryId}
            name="categoryId"
            label={t`Categoría`}
            placeholder={t`Elige una categoría`}
            options={kinds.map((c) => ({ value: c.id, label: c.name }))}
          />
        </FormField>
      )}
      <FormField label={type === 'income' ? t`Quién paga` : t`A quién`}>
        <Input value={counterpart} onChange={(e) => setCounterpart(e.target.value)} maxLength={500} name="counterpart" />
      </FormField>
      <FormField label={t`Noche`} help={t`Opcional: la noche a la que corresponde (de entrada, la noche en curso).`}>
        <NightPicker
          nights={nights.data ?? []}
          value={nightId}
          onChange={setNightId}
          none={t`Ninguna`}
          label={t`Noche`}
          testId="movement-night"
          withLabel={false}
          inDialog
        />
      </FormField>
      <FormField label={t`Nota`}>
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} name="note" rows={2} />
      </FormField>
    </FormDialog>
  );
}
