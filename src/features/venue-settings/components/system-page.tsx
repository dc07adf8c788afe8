// configuracion/sistema (201): the venue's own data — names, tax id, timezone, currency, address,
// the support contact the ticketing button offers and the ticketing backoffice URL — and, below,
// the sections other features add to it (e-invoicing), passed in by the route.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { type VenueSystemBody, venueSystemSchema } from '../../../contract/venue-settings';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { OfflineOnlyNotice, useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useSaveVenueSystem, useVenueSystemQuery } from '../api/venue-settings';
import { translateMessage } from '../messages';
import { SaveForm } from './save-form';

export function SystemPage({ more }: { more?: ReactNode }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Sistema`);
  const query = useVenueSystemQuery();
  const online = useOnline();
  const save = useSaveVenueSystem();
  const form = useValibotForm(venueSystemSchema);
  const { reset } = form;
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => toaster.create({ type: 'success', title: t`Cambios guardados` }) }),
  );
  const input = (name: keyof VenueSystemBody) => ({ ...form.register(name), 'data-testid': `system-${name}` });
  const errorOf = (name: keyof VenueSystemBody) => translateMessage(i18n, form.errorText(name));
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="system-page">
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={<Trans>Sistema</Trans>}
        description={<Trans>Los datos del local: razón social, impuestos, zona horaria y el contacto de soporte.</Trans>}
      />
      <OfflineOnlyNotice>
        <Trans>Los datos del local se leen y se guardan en el servidor.</Trans>
      </OfflineOnlyNotice>
      {!online && !query.data ? null : query.error ? (
        <QueryFailedAlert query={query} testId="system-load-error" />
      ) : (
        <SaveForm
          onSubmit={submit}
          error={save.error}
          saving={save.isPending}
          loaded={!!query.data}
          testIdPrefix="system"
          gap="6"
        >
          <PanelCard title={<Trans>El local</Trans>}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label={t`Nombre`} required error={errorOf('name')}>
                <Input {...input('name')} maxLength={120} />
              </FormField>
              <FormField label={t`Razón social`} required error={errorOf('legalName')}>
                <Input {...input('legalName')} maxLength={200} />
              </FormField>
              <FormField label={t`CUIT`} required error={errorOf('taxId')}>
                <Input {...input('taxId')} maxLength={20} inputMode="numeric" />
              </FormField>
              <FormField label={t`Dirección`} error={errorOf('address')}>
                <Input {...input('address')} maxLength={300} />
              </FormField>
              <FormField
                label={t`Zona horaria`}
                error={errorOf('timezone')}
                help={t`Por ejemplo America/Argentina/Buenos_Aires.`}
              >
                <Input {...input('timezone')} maxLength={60} />
              </FormField>
              <FormField label={t`Moneda`} error={errorOf('currency')} help={t`Código de 3 letras, por ejemplo ARS.`}>
                <Input {...input('currency')} maxLength={3} textTransform="uppercase" />
              </FormField>
            </SimpleGrid>
          </PanelCard>
          <PanelCard
            title={<Trans>Soporte y boletería</Trans>}
            description={<Trans>Lo que ofrece el botón de boletería a quien todavía no la tiene activa.</Trans>}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label={t`Teléfono de soporte`} error={errorOf('supportPhone')}>
                <Input {...input('supportPhone')} maxLength={40} inputMode="tel" />
              </FormField>
              <FormField label={t`URL del backoffice de boletería`} error={errorOf('ticketingBackofficeUrl')}>
                <Input {...input('ticketingBackofficeUrl')} maxLength={500} inputMode="url" placeholder="https://" />
              </FormField>
              <FormField
                label={t`Texto del mensaje de WhatsApp`}
                error={errorOf('supportWhatsappText')}
                help={t`El mensaje que se escribe solo al abrir el chat de soporte.`}
              >
                <Textarea {...input('supportWhatsappText')} maxLength={500} rows={3} />
              </FormField>
            </SimpleGrid>
          </PanelCard>
        </SaveForm>
      )}
      {more}
    </Stack>
  );
}
