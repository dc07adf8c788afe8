import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import type { StockConfigTab } from '../tabs';
import { OfflineNotice } from './config-parts';
import { GoodsPanel } from './goods-panel';
import { LocationsPanel } from './locations-panel';
import { PriceListsPanel } from './price-lists-panel';
import { PriceLookup } from './price-lookup';
import { ProductsPanel } from './products-panel';

/**
 * configuracion/stock: the catalogue behind every stock screen, in four tabs (the tab lives in
 * the URL so a reload or a shared link opens the same one). Online-only: it edits the server's data.
 */
export function StockConfigPage({ tab, onTabChange }: { tab: StockConfigTab; onTabChange(tab: StockConfigTab): void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Configuración de stock`);
  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="stock-config-page">
      <ScreenHeader
        section={<Trans>Configuraciones</Trans>}
        title={t`Configuración de stock`}
        description={
          <Trans>
            Depósitos y barras, mercaderías con sus códigos y costos, productos con sus recetas y listas de precios: lo que usan
            el conteo, las transferencias, el stock en vivo y los costos.
          </Trans>
        }
      />
      <OfflineNotice />
      <ScreenTabs
        value={tab}
        onChange={onTabChange}
        rootProps={{ colorPalette: 'brand' }}
        listProps={{
          overflowX: 'auto',
          overflowY: 'hidden',
          flexWrap: 'nowrap',
          className: 'no-print',
          css: { scrollbarWidth: 'thin' },
        }}
        triggerProps={{ flexShrink: 0 }}
        contentPt="5"
        tabs={[
          {
            value: 'ubicaciones',
            label: <Trans>Depósitos y barras</Trans>,
            testId: 'tab-ubicaciones',
            content: <LocationsPanel />,
          },
          { value: 'mercaderias', label: <Trans>Mercaderías</Trans>, testId: 'tab-mercaderias', content: <GoodsPanel /> },
          { value: 'productos', label: <Trans>Productos y recetas</Trans>, testId: 'tab-productos', content: <ProductsPanel /> },
          {
            value: 'precios',
            label: <Trans>Listas de precios</Trans>,
            testId: 'tab-precios',
            content: (
              <Stack gap="5">
                <PriceLookup />
                <PriceListsPanel />
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
