// configuracion/finanzas (201): the venue's money settings. How it gets paid (per payment method: the
// label, the account it settles into, the processor's fee, active) and the register over/short
// threshold past which a closing count needs a written reason. Accounts and categories are on
// cashFlow/configuraciones.
import { Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { type PaymentMethodDto, paymentMethodSchema } from '../../../contract/cashflow';
import { moneyInputText, parseDecimal, parseMoney } from '../../../contract/numbers';
import { fMoney, fPercent } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { ActiveBadge } from '../../../lib/ui/active-badge';
import { CheckboxField } from '../../../lib/ui/checkbox-field';
import { type DataColumn, DataTable } from '../../../lib/ui/data-table';
import { FormDialog } from '../../../lib/ui/form-dialog';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { errorMessage } from '../../../lib/ui/request-error';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import {
  useAccountsQuery,
  useFinanceSettingsQuery,
  usePaymentMethodsQuery,
  useSaveFinanceSettings,
  useSavePaymentMethod,
} from '../api/cashflow';
import { methodLabel } from '../labels';
import { translateMessage } from '../messages';
import { Select } from './select';

function MethodDialog({ method, onClose }: { method: PaymentMethodDto; onClose(): void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const accounts = useAccountsQuery();
  const save = useSavePaymentMethod();
  const [name, setName] = useState(method.name || methodLabel(i18n, method.method));
  const [accountId, setAccountId] = useState(method.settlementAccountId ?? '');
  const [fee, setFee] = useState(method.feeBasisPoints ? String(method.feeBasisPoints / 100).replace('.', ',') : '0');
  const [active, setActive] = useState(method.id ? method.active : true);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const feeParsed = parseDecimal(fee, { decimals: 2, max: 20 });
    const result = v.safeParse(paymentMethodSchema, {
      name,
      settlementAccountId: method.method === 'cash' ? null : accountId || null,
      feeBasisPoints: feeParsed.ok ? Math.round(feeParsed.value * 100) : -1,
      active,
    });
    if (!result.success) {
      setInvalid(translateMessage(i18n, result.issues[0]?.message) ?? null);
      return;
    }
    setInvalid(null);
    save.mutate(
      { method: method.method, input: result.output },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t`Cambios guardados` });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };
  return (
    <FormDialog
      onlineOnly
      title={methodLabel(i18n, method.method)}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t`Guardar`}
      pending={save.isPending}
      error={error}
      invalid={invalid}
      testId="method-dialog"
    >
      <FormField label={t`Nombre que se muestra`} required>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} name="name" />
      </FormField>
      {method.method !== 'cash' && (
        <FormField label={t`Se acredita en`} help={t`La cuenta donde termina el dinero cobrado con este medio.`}>
          <Select
            value={accountId}
            onChange={setAccountId}
            name="settlementAccountId"
            label={t`Se acredita en`}
            placeholder={t`Sin cuenta`}
            options={(accounts.data ?? [])
              .filter((a) => a.active && a.kind !== 'register')
              .map((a) => ({ value: a.id, label: a.name }))}
          />
        </FormField>
      )}
      <FormField label={t`Comisión (%)`} help={t`Lo que retiene el procesador de pagos, por ejemplo 2,5.`}>
        <Input value={fee} onChange={(e) => setFee(e.target.value)} inputMode="decimal" name="fee" />
      </FormField>
      <CheckboxField checked={active} onChange={setActive} label={t`Activo`} />
    </FormDialog>
  );
}

function ThresholdCard() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const settings = useFinanceSettingsQuery();
  const save = useSaveFinanceSettings();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setText(moneyInputText(settings.data.cashOverShortThreshold));
  }, [settings.data]);
  const submit = () => {
    const parsed = parseMoney(text, { max: 10_000_000 });
    if (!parsed.ok) {
      setError(t`Escribe un importe entre 0 y 10.000.000, por ejemplo 5.000`);
      return;
    }
    setError(null);
    save.mutate(
      { cashOverShortThreshold: parsed.value },
      {
        onSuccess: (s) =>
          toaster.create({ type: 'success', title: t`Umbral guardado: ${fMoney(s.cashOverShortThreshold, undefined, i18n)}` }),
        onError: (e) => setError(errorMessage(e, i18n, online, translateMessage)),
      },
    );
  };
  return (
    <Card.Root variant="outline" data-testid="threshold-card">
      <Card.Header>
        <Card.Title>
          <Trans>Diferencia de caja que requiere explicación</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Al cerrar una caja, un faltante o sobrante mayor que este importe necesita un motivo escrito.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <ErrorAlert message={error} testId="threshold-error" />
          <HStack align="end" gap="3" flexWrap="wrap">
            <FormField label={t`Umbral ($)`}>
              <Input value={text} onChange={(e) => setText(e.target.value)} inputMode="decimal" maxW="12rem" name="threshold" />
            </FormField>
            <Button
              colorPalette="brand"
              onClick={submit}
              loading={save.isPending}
              disabled={!online || !settings.data}
              data-testid="threshold-save"
            >
              <Trans>Guardar</Trans>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function FinancePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Finanzas`);
  const methods = usePaymentMethodsQuery();
  const [editing, setEditing] = useState<PaymentMethodDto | null>(null);
  const columns = useMemo<DataColumn<PaymentMethodDto>[]>(
    () => [
      { key: 'method', header: t`Medio de pago`, value: (r) => methodLabel(i18n, r.method) },
      { key: 'name', header: t`Nombre`, value: (r) => r.name, hideBelowSm: true },
      {
        key: 'account',
        header: t`Se acredita en`,
        value: (r) => (r.method === 'cash' ? t`La caja del punto de venta` : (r.settlementAccountName ?? '')),
      },
      {
        key: 'fee',
        header: t`Comisión`,
        value: (r) => r.feeBasisPoints / 10_000,
        render: (r) => fPercent(r.feeBasisPoints / 10_000, i18n),
        numeric: true,
      },
      {
        key: 'active',
        header: t`Estado`,
        value: (r) => (r.active ? t`Activo` : t`Inactivo`),
        render: (r) => (r.id ? <ActiveBadge active={r.active} /> : <Text color="fg.muted">{t`Sin configurar`}</Text>),
      },
      {
        key: 'edit',
        header: '',
        value: () => '',
        sortable: false,
        exportable: false,
        render: (r) => (
          <Button size="xs" variant="outline" onClick={() => setEditing(r)} data-testid={`method-edit-${r.method}`}>
            <Trans>Editar</Trans>
          </Button>
        ),
      },
    ],
    [t, i18n],
  );
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="finance-page">
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={<Trans>Finanzas</Trans>}
        description={
          <Trans>
            Cómo cobra el local: cada medio de pago, dónde se acredita y su comisión; y el umbral de diferencias de caja.
          </Trans>
        }
      />
      <DataTable
        rows={methods.data}
        loading={methods.isLoading}
        columns={columns}
        rowKey={(r) => r.method}
        testId="methods-table"
      />
      <ThresholdCard />
      {editing && <MethodDialog method={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
