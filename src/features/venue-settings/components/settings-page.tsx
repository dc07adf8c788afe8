// configuraciones and general/configuracion (300): ONE screen for the venue-wide settings a manager
// changes — the password policy, how long a sign-in lasts, when a VIP balance counts as stale and
// the business-day cutoff hour — and links to the configuration screens that already exist (not
// copies of them), and the night alerts' thresholds (alert-settings-card.tsx). With `audit`, a second tab holds the audit log viewer;
// with `jobs`, a third one the server's jobs (Trabajos).
import { Input, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { type NavEntryId, visibleEntries } from '../../../contract/navigation';
import { MAX_TOKEN_HOURS, MIN_TOKEN_HOURS, venueSettingsSchema } from '../../../contract/venue-settings';
import { useAuth } from '../../../lib/auth/use-auth';
import { entryLabel } from '../../../lib/i18n/navigation-labels';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineOnlyNotice } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useSaveVenueSettings, useVenueSettingsQuery } from '../api/venue-settings';
import { translateMessage } from '../messages';
import { AlertSettingsCard } from './alert-settings-card';
import { SaveForm } from './save-form';

/** The configuration screens that already exist, linked when the user may open them. */
const OTHER_SCREENS: NavEntryId[] = [
  'configuracion.sistema',
  'configuracion.noche',
  'configuracion.finanzas',
  'cashFlow.configuraciones',
  'servicioVIP.configuraciones',
  'configuracion.stock',
  'resto.configuraciones',
  'user.list',
  'changePass',
];

function SettingsForm() {
  const { t, i18n } = useLingui();
  const query = useVenueSettingsQuery();
  const save = useSaveVenueSettings();
  const form = useValibotForm(venueSettingsSchema);
  const { reset } = form;
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);
  if (query.error) return <QueryFailedAlert query={query} testId="settings-load-error" />;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => toaster.create({ type: 'success', title: t`Cambios guardados` }) }),
  );
  const field = (name: 'passwordMinLength' | 'tokenLifetimeHours' | 'staleBalanceMinutes' | 'cutoffHour') => ({
    ...form.register(name, { valueAsNumber: true }),
    type: 'number',
    inputMode: 'numeric' as const,
    'data-testid': `settings-${name}`,
  });
  const errorOf = (name: Parameters<typeof form.errorText>[0]) => translateMessage(i18n, form.errorText(name));
  return (
    <PanelCard
      title={<Trans>Ajustes del local</Trans>}
      description={<Trans>Valen para todas las personas que trabajan en este local.</Trans>}
      testId="settings-card"
    >
      <SaveForm onSubmit={submit} error={save.error} saving={save.isPending} loaded={!!query.data} testIdPrefix="settings">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField
            label={t`Largo mínimo de contraseña`}
            error={errorOf('passwordMinLength')}
            help={t`Se exige al elegir una contraseña nueva (entre 8 y 64 caracteres).`}
          >
            <Input {...field('passwordMinLength')} min={8} max={64} />
          </FormField>
          <FormField
            label={t`Duración de la sesión (horas)`}
            error={errorOf('tokenLifetimeHours')}
            help={t`Después de este tiempo hay que volver a iniciar sesión (${MIN_TOKEN_HOURS} a ${MAX_TOKEN_HOURS} horas).`}
          >
            <Input {...field('tokenLifetimeHours')} min={MIN_TOKEN_HOURS} max={MAX_TOKEN_HOURS} />
          </FormField>
          <FormField
            label={t`Saldo VIP desactualizado (minutos)`}
            error={errorOf('staleBalanceMinutes')}
            help={t`Sin conexión, un saldo más viejo que esto se marca como desactualizado.`}
          >
            <Input {...field('staleBalanceMinutes')} min={1} max={1440} />
          </FormField>
          <FormField
            label={t`Hora de corte del día comercial`}
            error={errorOf('cutoffHour')}
            help={t`Las ventas antes de esta hora cuentan para la noche anterior (0 a 12).`}
          >
            <Input {...field('cutoffHour')} min={0} max={12} />
          </FormField>
        </SimpleGrid>
        <Text textStyle="xs" color="fg.muted">
          <Trans>Una sesión nueva toma la duración nueva; las sesiones abiertas terminan a su hora.</Trans>
        </Text>
      </SaveForm>
    </PanelCard>
  );
}

function OtherScreens() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const open = new Map(visibleEntries(user?.privi ?? []).map((e) => [e.id, e.path]));
  const links = OTHER_SCREENS.filter((id) => open.has(id));
  if (links.length === 0) return null;
  return (
    <PanelCard
      title={<Trans>Otras configuraciones</Trans>}
      description={<Trans>Cada una tiene su propia pantalla.</Trans>}
      testId="settings-links"
    >
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((id) => (
          <li key={id}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={open.get(id) ?? '/logged/home'}>{entryLabel(i18n, id)}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </PanelCard>
  );
}

export function SettingsPage({
  audit,
  jobs,
  tab,
  onTabChange,
}: {
  audit?: ReactNode;
  jobs?: ReactNode;
  tab?: string;
  onTabChange?(tab: string): void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Configuraciones`);
  const settings = (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
      <Stack gridColumn={{ lg: 'span 2' }} gap="6">
        <SettingsForm />
        <AlertSettingsCard />
      </Stack>
      <OtherScreens />
    </SimpleGrid>
  );
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="settings-page">
      <ScreenHeader
        title={<Trans>Configuraciones</Trans>}
        description={<Trans>Los ajustes generales del local, el registro de cambios y los trabajos del servidor.</Trans>}
      />
      <OfflineOnlyNotice>
        <Trans>Los ajustes, el registro de cambios y los trabajos se leen y se guardan en el servidor.</Trans>
      </OfflineOnlyNotice>
      {audit ? (
        <Tabs.Root
          {...(onTabChange
            ? { value: tab ?? 'ajustes', onValueChange: (e: { value: string }) => onTabChange(e.value) }
            : { defaultValue: 'ajustes' })}
          variant="line"
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="ajustes" data-testid="tab-ajustes">
              <Trans>Ajustes</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="auditoria" data-testid="tab-auditoria">
              <Trans>Auditoría</Trans>
            </Tabs.Trigger>
            {jobs && (
              <Tabs.Trigger value="trabajos" data-testid="tab-trabajos">
                <Trans>Trabajos</Trans>
              </Tabs.Trigger>
            )}
          </Tabs.List>
          <Tabs.Content value="ajustes">{settings}</Tabs.Content>
          <Tabs.Content value="auditoria">{audit}</Tabs.Content>
          {jobs && <Tabs.Content value="trabajos">{jobs}</Tabs.Content>}
        </Tabs.Root>
      ) : (
        settings
      )}
    </Stack>
  );
}
