// The certificate's part of "Facturación electrónica" (configuracion/sistema, 201): what the stored
// certificate says — subject, expiry with the days left, SHA-256 fingerprint — with a warning from
// CERTIFICATE_WARNING_DAYS before it expires and an error once it has; and the button that reads a
// chosen PEM file (certificate or key) as text for the settings form (settings-section.tsx), which
// keeps it until "Guardar".
import { Button, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { EInvoiceSettingsDto } from '../../../contract/einvoicing';
import { fDate } from '../../../lib/format-date';
import { NoticeAlert } from '../../../lib/ui/notice-alert';

/** The certificate is alerted from this many days before it expires. */
export const CERTIFICATE_WARNING_DAYS = 30;

export function CertificateFacts({ settings }: { settings: EInvoiceSettingsDto }) {
  const { i18n } = useLingui();
  const cert = settings.certificate;
  if (!cert) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="einvoice-cert-none">
        <Trans>Todavía no hay certificado.</Trans>
      </Text>
    );
  }
  const days = settings.certificateDaysLeft;
  return (
    <Stack gap="2" data-testid="einvoice-cert">
      <Text textStyle="sm" wordBreak="break-word" data-testid="einvoice-cert-subject">
        {cert.subject}
      </Text>
      <Text textStyle="sm" data-testid="einvoice-cert-expiry">
        {days === null ? (
          <Trans>Vence el {fDate(cert.notAfter, i18n)}</Trans>
        ) : days < 0 ? (
          <Trans>Venció el {fDate(cert.notAfter, i18n)}</Trans>
        ) : (
          <Trans>
            Vence el {fDate(cert.notAfter, i18n)} (
            <Plural value={days} _0="hoy" one="falta # día" other="faltan # días" />)
          </Trans>
        )}
      </Text>
      <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
        <Trans>Huella SHA-256: {cert.fingerprint}</Trans>
      </Text>
      {days !== null && days < 0 ? (
        <NoticeAlert status="error" testId="einvoice-cert-expired">
          <Trans>El certificado venció: ARCA no autoriza facturas hasta que cargues uno nuevo.</Trans>
        </NoticeAlert>
      ) : days !== null && days <= CERTIFICATE_WARNING_DAYS ? (
        <NoticeAlert status="warning" testId="einvoice-cert-expiring">
          <Trans>
            El certificado vence pronto. Genera uno nuevo en ARCA (Administración de Certificados Digitales) y cárgalo antes de
            que venza: sin él no se puede facturar.
          </Trans>
        </NoticeAlert>
      ) : null}
    </Stack>
  );
}

export function PemPicker({
  accept,
  label,
  onText,
  testId,
}: {
  accept: string;
  label: string;
  onText(text: string, name: string): void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file picked again must be read again.
          e.target.value = '';
          if (file) void file.text().then((text) => onText(text, file.name));
        }}
      />
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}
