// "Facturación electrónica" in configuracion/sistema (201): the issuer's CUIT (check digit judged
// as it is typed), legal name, address, VAT condition, gross-income number and activity start;
// the environment (the local simulator, ARCA's homologation or production); the certificate and
// private key ARCA issued for the CUIT. Files are read as text and sent with "Guardar". The key is
// never shown back — not even the one just chosen —: the screen says only that one is stored. The
// certificate's facts and the file picker are certificate-facts.tsx; below the form, the
// authority's state (authority-status.tsx).
import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  EINVOICE_BAD_PEM,
  EINVOICE_ENVIRONMENTS,
  type EInvoiceSettingsDto,
  einvoiceSettingsSchema,
  VENUE_VAT_CONDITIONS,
} from '../../../contract/einvoicing';
import { isApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { FormField } from '../../../lib/ui/form-field';
import { useOnline } from '../../../lib/ui/online-only';
import { PanelCard } from '../../../lib/ui/panel-card';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { errorMessage } from '../../../lib/ui/request-error';
import { SelectBox } from '../../../lib/ui/select-box';
import { ErrorAlert } from '../../../lib/ui/status-alerts';
import { useValibotForm } from '../../../lib/ui/use-valibot-form';
import { useEInvoiceSettings, useSaveEInvoiceSettings } from '../api/settings';
import { digitsOf } from '../form';
import { environmentLabel, VENUE_VAT_NAMES, type VenueVatCondition } from '../labels';
import { translateMessage } from '../messages';
import { AuthorityStatus } from './authority-status';
import { CertificateFacts, PemPicker } from './certificate-facts';
import { CuitHint, liveCuitError } from './customer-fields';

// The form holds what is typed; certificate and key are files, kept apart until "Guardar".
const formSchema = v.omit(einvoiceSettingsSchema, ['certificatePem', 'privateKeyPem']);
type FormValues = v.InferInput<typeof formSchema>;

const EMPTY: FormValues = {
  cuit: '',
  legalName: '',
  address: '',
  vatCondition: 'responsable_inscripto',
  grossIncomeNumber: '',
  activityStart: null,
  environment: 'double',
};

function toForm(s: EInvoiceSettingsDto): FormValues {
  return {
    cuit: s.cuit,
    legalName: s.legalName,
    address: s.address,
    vatCondition: s.vatCondition,
    grossIncomeNumber: s.grossIncomeNumber,
    activityStart: s.activityStart,
    environment: s.environment,
  };
}

const certificateSchema = einvoiceSettingsSchema.entries.certificatePem;
const keySchema = einvoiceSettingsSchema.entries.privateKeyPem;

function SettingsForm({ settings }: { settings: EInvoiceSettingsDto | null }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const save = useSaveEInvoiceSettings();
  const form = useValibotForm(formSchema, { defaultValues: settings ? toForm(settings) : EMPTY });
  const { reset, register } = form;
  // The two selects are set by value (SelectBox is controlled), so they are registered by name.
  useEffect(() => {
    register('vatCondition');
    register('environment');
  }, [register]);
  const [certificate, setCertificate] = useState<{ pem: string; name: string } | null>(null);
  const [keyChosen, setKeyChosen] = useState<string | null>(null);
  // The key's text lives only here, out of every input and out of React state shown anywhere.
  const keyText = useRef<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  useEffect(() => {
    if (settings) reset(toForm(settings));
  }, [settings, reset]);

  const cuit = form.watch('cuit') ?? '';
  const environment = form.watch('environment');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        cuit: digitsOf(values.cuit),
        ...(certificate ? { certificatePem: certificate.pem } : {}),
        ...(keyText.current ? { privateKeyPem: keyText.current } : {}),
      },
      {
        onSuccess: () => {
          setCertificate(null);
          setKeyChosen(null);
          keyText.current = null;
          toaster.create({ type: 'success', title: t`Facturación electrónica guardada` });
        },
      },
    ),
  );
  const errorOf = (name: keyof FormValues) => translateMessage(i18n, form.errorText(name));
  const input = (name: Exclude<keyof FormValues, 'activityStart'>) => ({
    ...form.register(name),
    'data-testid': `einvoice-settings-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="einvoice-settings-form">
      <Stack gap="5">
        <ErrorAlert
          message={save.error ? errorMessage(save.error, i18n, online, translateMessage) : null}
          testId="einvoice-settings-error"
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label={t`CUIT del emisor`} required error={liveCuitError(i18n, cuit) ?? errorOf('cuit')}>
            <Input {...input('cuit')} inputMode="numeric" maxLength={13} placeholder="30-12345678-1" autoComplete="off" />
            {!liveCuitError(i18n, cuit) && !form.formState.errors.cuit && <CuitHint value={cuit} />}
          </FormField>
          <FormField label={t`Razón social`} required error={errorOf('legalName')}>
            <Input {...input('legalName')} maxLength={120} />
          </FormField>
          <FormField label={t`Domicilio comercial`} error={errorOf('address')}>
            <Input {...input('address')} maxLength={200} />
          </FormField>
          <FormField label={t`Condición frente al IVA del local`} required error={errorOf('vatCondition')}>
            <SelectBox
              value={form.watch('vatCondition') ?? 'responsable_inscripto'}
              onChange={(value) => form.setValue('vatCondition', value as VenueVatCondition, { shouldDirty: true })}
              options={VENUE_VAT_CONDITIONS.map((c) => ({ value: c, label: VENUE_VAT_NAMES[c] }))}
              name="vatCondition"
              testId="einvoice-settings-vatCondition"
            />
          </FormField>
          <FormField label={t`Ingresos brutos (número)`} error={errorOf('grossIncomeNumber')}>
            <Input {...input('grossIncomeNumber')} maxLength={40} />
          </FormField>
          <FormField label={t`Inicio de actividades`} error={errorOf('activityStart')}>
            <Input
              type="date"
              {...form.register('activityStart', { setValueAs: (value: string | null) => value || null })}
              data-testid="einvoice-settings-activityStart"
            />
          </FormField>
          <FormField
            label={t`Entorno`}
            required
            error={errorOf('environment')}
            help={
              environment === 'produccion'
                ? t`Las facturas tienen validez fiscal.`
                : environment === 'homologacion'
                  ? t`El entorno de pruebas de ARCA: necesita un certificado de homologación.`
                  : t`Un simulador de ARCA en este servidor, para probar sin certificado.`
            }
          >
            <SelectBox
              value={environment ?? 'double'}
              onChange={(value) => form.setValue('environment', value as FormValues['environment'], { shouldDirty: true })}
              options={EINVOICE_ENVIRONMENTS.map((e) => ({ value: e, label: environmentLabel(i18n, e) }))}
              name="environment"
              testId="einvoice-settings-environment"
            />
          </FormField>
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Stack gap="2">
            <Text fontWeight="medium">
              <Trans>Certificado</Trans>
            </Text>
            {settings && <CertificateFacts settings={settings} />}
            {certificate && (
              <Text textStyle="sm" color="fg.success" data-testid="einvoice-cert-chosen">
                <Trans>Certificado nuevo elegido ({certificate.name}): se guarda con «Guardar».</Trans>
              </Text>
            )}
            <HStack>
              <PemPicker
                accept=".crt,.pem,.cer"
                label={settings?.certificate ? t`Cambiar certificado` : t`Subir certificado`}
                testId="einvoice-cert-upload"
                onText={(text, name) => {
                  if (!v.safeParse(certificateSchema, text).success)
                    return setFileError(translateMessage(i18n, EINVOICE_BAD_PEM));
                  setFileError(null);
                  setCertificate({ pem: text, name });
                }}
              />
            </HStack>
          </Stack>
          <Stack gap="2">
            <Text fontWeight="medium">
              <Trans>Clave privada</Trans>
            </Text>
            <HStack gap="2" wrap="wrap">
              {settings?.hasPrivateKey ? (
                <Badge colorPalette="green" variant="subtle" data-testid="einvoice-key-stored">
                  <Trans>Clave guardada</Trans>
                </Badge>
              ) : (
                <Badge colorPalette="orange" variant="subtle" data-testid="einvoice-key-missing">
                  <Trans>Sin clave</Trans>
                </Badge>
              )}
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              <Trans>Se guarda cifrada y nunca se muestra ni se descarga.</Trans>
            </Text>
            {keyChosen && (
              <Text textStyle="sm" color="fg.success" data-testid="einvoice-key-chosen">
                <Trans>Clave nueva elegida ({keyChosen}): se guarda con «Guardar».</Trans>
              </Text>
            )}
            <HStack>
              <PemPicker
                accept=".key,.pem"
                label={settings?.hasPrivateKey ? t`Reemplazar clave` : t`Subir clave`}
                testId="einvoice-key-upload"
                onText={(text, name) => {
                  if (!v.safeParse(keySchema, text).success) return setFileError(translateMessage(i18n, EINVOICE_BAD_PEM));
                  setFileError(null);
                  keyText.current = text;
                  setKeyChosen(name);
                }}
              />
            </HStack>
          </Stack>
        </SimpleGrid>
        <ErrorAlert message={fileError} testId="einvoice-file-error" />
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={save.isPending}
          disabled={!online}
          data-testid="einvoice-settings-save"
        >
          <Trans>Guardar</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function EInvoicingSettingsSection() {
  const query = useEInvoiceSettings();
  // Nothing configured yet may answer 404: the form starts empty.
  const none = isApiError(query.error) && query.error.status === 404;
  return (
    <Stack gap="6" data-testid="einvoice-settings">
      <PanelCard
        title={<Trans>Facturación electrónica</Trans>}
        description={
          <Trans>
            Los datos del emisor ante ARCA, el entorno y el certificado con su clave. Las facturas se emiten en General → Factura
            electrónica.
          </Trans>
        }
      >
        {query.error && !none ? (
          <QueryFailedAlert query={query} testId="einvoice-settings-load-error" translate={translateMessage} />
        ) : query.data || none ? (
          <SettingsForm settings={query.data ?? null} />
        ) : null}
      </PanelCard>
      <PanelCard title={<Trans>Estado de ARCA</Trans>}>
        <AuthorityStatus />
      </PanelCard>
    </Stack>
  );
}
