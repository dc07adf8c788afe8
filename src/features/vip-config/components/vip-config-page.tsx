// Configuración VIP: the venue's card types and the VIP settings (the bar that serves the VIP tables,
// the stale-balance age). One page behind two routes
// (servicioVIP/configuraciones with 308, configuracion/tarjetas with 201). Online only: it edits the
// server's data; without network it shows what it has, read-only.
import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OfflineNotice, useOnline } from '../../../lib/ui/online-only';
import { ScreenHeader } from '../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { CardTypesPanel } from './card-types-panel';
import { ServiceBarCard } from './service-bar-card';
import { StaleBalanceCard } from './stale-balance-card';

export function VipConfigPage({ area }: { area: 'vip' | 'configuracion' }) {
  const { t } = useLingui();
  const online = useOnline();
  useDocumentTitle(t`Configuración de tarjetas VIP`);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="vip-config-page">
      <ScreenHeader
        section={area === 'vip' ? <Trans>Servicio VIP</Trans> : <Trans>Configuraciones</Trans>}
        title={<Trans>Configuración de tarjetas VIP</Trans>}
        description={
          <Trans>
            Los tipos de tarjeta con su descuento, crédito, color y beneficios, la barra que sirve las mesas VIP y el aviso de
            saldo desactualizado.
          </Trans>
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>
            Puedes ver los tipos de tarjeta que ya estaban cargados, pero no crear, cambiar ni borrar hasta que vuelva la
            conexión.
          </Trans>
        </OfflineNotice>
      )}
      <CardTypesPanel />
      <ServiceBarCard />
      <StaleBalanceCard />
    </Stack>
  );
}
