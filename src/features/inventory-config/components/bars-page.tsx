import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/ui/use-document-title';
import { ConfigHeader, OfflineNotice } from './config-parts';
import { LocationsPanel } from './locations-panel';

/**
 * configuracion/barras: the venue's bars as stock locations. Their points of sale (registers and
 * terminals, price list per bar) come with the night operations release and are only counted here.
 */
export function BarsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Barras`);
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="bars-page">
      <ConfigHeader
        title={t`Barras`}
        intro={
          <Trans>
            Las barras del local como ubicaciones de stock: lo que tienen, su valor al costo, altas, nombres y bajas. Los puntos
            de venta de cada barra (cajas, terminales y su lista de precios) se configuran en una próxima entrega, con las
            operaciones de la noche.
          </Trans>
        }
      />
      <OfflineNotice />
      <LocationsPanel kind="bar" />
    </Stack>
  );
}
