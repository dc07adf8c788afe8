// Create or edit a cash account: kind (fixed once created), name and, for a register, the point of
// sale it belongs to (one active register per point of sale; the server enforces it too).
import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { ACCOUNT_KINDS, type AccountDto, type AccountKind, accountCreateSchema } from '../../../contract/cashflow';
import { type FieldErrors, issuesByField } from '../../../lib/ui/field-errors';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useRecordSave } from '../../../lib/ui/use-record-save';
import { useCashPosQuery, useSaveAccount } from '../api/cashflow';
import { accountKindLabel } from '../labels';
import { translateMessage } from '../messages';
import { Select } from './select';

type Errors = FieldErrors<'kind' | 'name' | 'pointOfSaleId'>;

export function AccountDialog({ account, onClose }: { account: AccountDto | null; onClose(): void }) {
  const { t, i18n } = useLingui();
  const save = useRecordSave(useSaveAccount(), account?.id, onClose, translateMessage);
  const pos = useCashPosQuery();
  const [kind, setKind] = useState<AccountKind>(account?.kind ?? 'safe');
  const [name, setName] = useState(account?.name ?? '');
  const [posId, setPosId] = useState(account?.pointOfSaleId ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const result = v.safeParse(accountCreateSchema, { kind, name, pointOfSaleId: kind === 'register' ? posId || null : null });
    const next: Errors = result.success ? {} : issuesByField(result.issues);
    if (kind === 'register' && !posId) next.pointOfSaleId = t`Elige el punto de venta de la caja`;
    setErrors(next);
    if (!result.success || Object.keys(next).length > 0) return;
    save.save(result.output);
  };

  return (
    <FormDialog
      onlineOnly
      title={account ? t`Editar cuenta` : t`Nueva cuenta`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={account ? t`Guardar` : t`Crear`}
      pending={save.pending}
      error={save.error}
      testId="account-dialog"
    >
      <FormField translate={translateMessage} label={t`Tipo`} error={errors.kind} required>
        {account ? (
          <Input value={accountKindLabel(i18n, kind)} readOnly />
        ) : (
          <Select
            value={kind}
            onChange={(k) => setKind(k as AccountKind)}
            name="kind"
            label={t`Tipo`}
            options={ACCOUNT_KINDS.map((k) => ({ value: k, label: accountKindLabel(i18n, k) }))}
          />
        )}
      </FormField>
      <FormField translate={translateMessage} label={t`Nombre`} error={errors.name} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="name" autoFocus />
      </FormField>
      {kind === 'register' && (
        <FormField
          translate={translateMessage}
          label={t`Punto de venta`}
          error={errors.pointOfSaleId}
          required
          help={t`Cada punto de venta que cobra en efectivo tiene una sola caja registradora activa.`}
        >
          <Select
            value={posId}
            onChange={setPosId}
            name="pointOfSaleId"
            label={t`Punto de venta`}
            placeholder={t`Elige un punto de venta`}
            options={(pos.data ?? []).map((p) => ({
              value: p.id,
              label: p.registerId && p.registerId !== account?.id ? t`${p.name} (ya tiene caja)` : p.name,
              disabled: !p.active || (p.registerId !== null && p.registerId !== account?.id),
            }))}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
