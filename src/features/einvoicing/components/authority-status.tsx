// "Estado de ARCA" in configuracion/sistema (201), below the e-invoicing settings: the environment
// and whether it is configured, whether FEDummy answers (each of its servers' state), when ARCA's
// code tables were last fetched, and how many invoices are being authorised or are uncertain.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { fDateTimeLocal } from '../../../lib/format-date';
import { QueryFailedAlert } from '../../../lib/ui/query-failed-alert';
import { useEInvoiceStatus } from '../api/settings';
import { environmentLabel } from '../labels';
import { translateMessage } from '../messages';

export function AuthorityStatus() {
  const { i18n } = useLingui();
  const status = useEInvoiceStatus();
  const data = status.data;
  if (status.error && !data)
    return <QueryFailedAlert query={status} testId="einvoice-status-error" translate={translateMessage} />;
  if (!data) return null;
  const servers = data.authority
    ? ([
        ['AppServer', data.authority.appServer],
        ['DbServer', data.authority.dbServer],
        ['AuthServer', data.authority.authServer],
      ] as const)
    : [];
  return (
    <Stack gap="2" data-testid="einvoice-authority-status">
      <HStack gap="2" wrap="wrap">
        <Text textStyle="sm">
          <Trans>Entorno: {environmentLabel(i18n, data.environment)}</Trans>
        </Text>
        {!data.configured && (
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Sin configurar</Trans>
          </Badge>
        )}
      </HStack>
      {data.authority ? (
        <HStack gap="2" wrap="wrap" data-testid="einvoice-fedummy">
          <Text textStyle="sm">FEDummy:</Text>
          {servers.map(([name, value]) => (
            <Badge key={name} colorPalette={value === 'OK' ? 'green' : 'red'} variant="subtle">
              {name} {value}
            </Badge>
          ))}
        </HStack>
      ) : (
        <Text textStyle="sm" color="orange.fg" data-testid="einvoice-fedummy">
          <Trans>ARCA no respondió a FEDummy.</Trans>
        </Text>
      )}
      <Text textStyle="sm" color="fg.muted">
        {data.paramsFetchedAt ? (
          <Trans>Tablas de códigos de ARCA al {fDateTimeLocal(data.paramsFetchedAt, i18n)}</Trans>
        ) : (
          <Trans>Las tablas de códigos de ARCA todavía no se descargaron.</Trans>
        )}
      </Text>
      <Text textStyle="sm" data-testid="einvoice-counts">
        <Plural value={data.pendingCount} _0="Ninguno autorizándose" one="# autorizándose" other="# autorizándose" /> ·{' '}
        <Plural value={data.uncertainCount} _0="ninguno incierto" one="# incierto" other="# inciertos" />
      </Text>
    </Stack>
  );
}
