// The staff screen's dialogs: a member (name, role, rate per night, active) and a payment for a
// night (amount typed as people write it, from an account; the app picks the payment's id once, so
// a retried save books it once).
import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { type StaffMemberDto, type StaffNightLine, staffMemberSchema } from '../../../contract/cashflow-staff';
import { moneyInputText, parseMoney } from '../../../contract/numbers';
import { uuidv7 } from '../../../contract/uuid';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { useAccountsQuery, usePayStaff, useSaveStaffMember } from '../api/cashflow';
import { typedCents } from '../labels';
import { translateMessage } from '../messages';
import { accountOptionLabel } from './blind-balance';
import { Select } from './select';

export function MemberDialog({ member, onClose }: { member: StaffMemberDto | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveStaffMember();
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState(member?.role ?? '');
  const [rate, setRate] = useState(member ? moneyInputText(member.ratePerNight) : '');
  const [active, setActive] = useState(member?.active ?? true);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseMoney(rate || '0');
    if (!parsed.ok) return setInvalid(t`Escribe la paga por noche, por ejemplo 55.000`);
    const result = v.safeParse(staffMemberSchema, { name, role, ratePerNight: parsed.value, active });
    if (!result.success) return setInvalid(translateMessage(i18n, result.issues[0]?.message) ?? null);
    setInvalid(null);
    save.mutate(
      { id: member?.id, input: result.output },
      {
        onSuccess: (m) => {
          toaster.create({ type: 'success', title: member ? t`Cambios guardados` : t`Se agregó a ${m.name}` });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };
  return (
    <FormDialog
      onlineOnly
      title={member ? t`Editar persona` : t`Nueva persona`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={member ? t`Guardar` : t`Agregar`}
      pending={save.isPending}
      error={error}
      invalid={invalid}
      testId="member-dialog"
    >
      <FormField label={t`Nombre`} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="name" autoFocus />
      </FormField>
      <FormField label={t`Función`} required help={t`Bartender, seguridad, cajero/a, RRPP…`}>
        <Input value={role} onChange={(e) => setRole(e.target.value)} maxLength={80} name="role" />
      </FormField>
      <FormField label={t`Paga por noche ($)`}>
        <Input value={rate} onChange={(e) => setRate(e.target.value)} inputMode="decimal" name="rate" placeholder="55.000" />
      </FormField>
      <CheckboxField checked={active} onChange={setActive} label={t`Activo`} />
    </FormDialog>
  );
}

export function PayDialog({ nightId, line, onClose }: { nightId: string; line: StaffNightLine; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const accounts = useAccountsQuery();
  const pay = usePayStaff();
  const [paymentId] = useState(uuidv7);
  const [amount, setAmount] = useState(line.owed > 0 ? moneyInputText(line.owed) : '');
  const [accountId, setAccountId] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cashAccounts = (accounts.data ?? []).filter((a) => a.active);
  const submit = () => {
    const cents = typedCents(amount);
    if (cents === null) return setInvalid(t`Escribe un importe mayor que cero, por ejemplo 55.000`);
    if (!accountId) return setInvalid(t`Elige de qué cuenta sale el pago`);
    setInvalid(null);
    pay.mutate(
      { id: paymentId, nightId, staffMemberId: line.staffMemberId, accountId, amount: cents },
      {
        onSuccess: (p) => {
          toaster.create({ type: 'success', title: t`Pago de ${fMoney(p.amount, undefined, i18n)} a ${line.name} registrado` });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };
  return (
    <FormDialog
      onlineOnly
      title={t`Pagar a ${line.name}`}
      description={t`Se le debe ${fMoney(line.owed, undefined, i18n)} por esta noche.`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t`Pagar`}
      pending={pay.isPending}
      error={error}
      invalid={invalid}
      testId="pay-dialog"
    >
      <FormField label={t`Importe ($)`} required>
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" name="amount" />
      </FormField>
      <FormField label={t`Sale de la cuenta`} required>
        <Select
          value={accountId}
          onChange={setAccountId}
          name="accountId"
          label={t`Sale de la cuenta`}
          placeholder={t`Elige una cuenta`}
          options={cashAccounts.map((a) => ({ value: a.id, label: accountOptionLabel(a, i18n) }))}
        />
      </FormField>
    </FormDialog>
  );
}
