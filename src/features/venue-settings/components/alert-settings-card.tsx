// "Alertas de la noche" on configuraciones (300, issue 18): when a running night alerts the
// managers — minutes a terminal may stay silent, the count difference (at cost) and the number of
// cancellation requests per cashier past which an alert goes out. The cash over/short threshold
// is the finance screen's; it is shown here, not edited twice.
import { Input, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { moneyInputText, numberInputText, parseDecimal, parseMoney } from '../../../contract/numbers';
import { MAX_CANCELLATIONS_ALERT, MAX_COUNT_VARIANCE, MAX_SILENT_MINUTES } from '../../../contract/venue-settings';
import { fMoney } from '../../../lib/format-number';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useAlertSettingsQuery, useSaveAlertSettings } from '../api/venue-settings';
import { SaveForm } from './save-form';

export function AlertSettingsCard() {
  const { t, i18n } = useLingui();
  const query = useAlertSettingsQuery();
  const save = useSaveAlertSettings();
  const [minutes, setMinutes] = useState('');
  const [variance, setVariance] = useState('');
  const [cancellations, setCancellations] = useState('');
  const [errors, setErrors] = useState<{ minutes?: string; variance?: string; cancellations?: string }>({});
  useEffect(() => {
    if (!query.data) return;
    setMinutes(numberInputText(query.data.alertSilentMinutes, 0));
    setVariance(moneyInputText(query.data.alertCountVariance));
    setCancellations(numberInputText(query.data.alertCancellations, 0));
  }, [query.data]);
  if (query.error) return <QueryFailedAlert query={query} testId="alerts-load-error" />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const m = parseDecimal(minutes, { decimals: 0, max: MAX_SILENT_MINUTES, allowZero: false });
    const v = parseMoney(variance, { max: MAX_COUNT_VARIANCE / 100 });
    const c = parseDecimal(cancellations, { decimals: 0, max: MAX_CANCELLATIONS_ALERT });
    const next = {
      minutes: m.ok ? undefined : t`Escribe un número entero de minutos entre 1 y ${MAX_SILENT_MINUTES}`,
      variance: v.ok ? undefined : t`Escribe un importe, por ejemplo 20.000`,
      cancellations: c.ok ? undefined : t`Escribe un número entero entre 0 y ${MAX_CANCELLATIONS_ALERT}`,
    };
    setErrors(next);
    if (!m.ok || !v.ok || !c.ok) return;
    save.mutate(
      { alertSilentMinutes: m.value, alertCountVariance: v.value, alertCancellations: c.value },
      { onSuccess: () => toaster.create({ type: 'success', title: t`Cambios guardados` }) },
    );
  };
  const overShort = query.data ? fMoney(query.data.cashOverShortThreshold, undefined, i18n) : '…';
  return (
    <PanelCard
      title={<Trans>Alertas de la noche</Trans>}
      description={<Trans>Con la noche abierta, quienes ven el balance reciben un aviso una sola vez por cada situación.</Trans>}
      testId="alert-settings-card"
    >
      <SaveForm onSubmit={submit} error={save.error} saving={save.isPending} loaded={!!query.data} testIdPrefix="alerts">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
          <FormField label={t`Terminal sin señal (minutos)`} error={errors.minutes}>
            <Input
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              inputMode="numeric"
              data-testid="alerts-minutes"
            />
          </FormField>
          <FormField label={t`Diferencia de conteo a costo ($)`} error={errors.variance}>
            <Input
              value={variance}
              onChange={(e) => setVariance(e.target.value)}
              inputMode="decimal"
              data-testid="alerts-variance"
            />
          </FormField>
          <FormField label={t`Anulaciones por cajero y noche`} error={errors.cancellations}>
            <Input
              value={cancellations}
              onChange={(e) => setCancellations(e.target.value)}
              inputMode="numeric"
              data-testid="alerts-cancellations"
            />
          </FormField>
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            También avisan las barras bajo su mínimo y las cajas con faltante o sobrante mayor que {overShort} (se cambia en
            Finanzas).
          </Trans>
        </Text>
      </SaveForm>
    </PanelCard>
  );
}
