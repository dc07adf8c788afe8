import { Stack, Tabs } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import type { StockConfigTab } from '../tabs';
import { OfflineNotice } from './config-parts';
import { GoodsPanel } from './goods-panel';
import { LocationsPanel } from './locations-panel';
import { PriceListsPanel } from './price-lists-panel';
import { ProductsPanel } from './products-panel';

/**
 * configuracion/stock: the catalogue behind every stock screen, in four tabs (the tab lives in
 * the URL so a reload or a shared link opens the same one). Online-only: it edits the server's data.
 */
export function StockConfigPage({ tab, onTabChange }: { tab: StockConfigTab; onTabChange(tab: StockConfigTab): void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Configuración de stock`);
  return (
    <Stack gap={{ base: '5', md: '6' }} data-testid="stock-config-page">
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
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onTabChange(e.value as StockConfigTab)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden" flexWrap="nowrap" className="no-print" css={{ scrollbarWidth: 'thin' }}>
          <Tabs.Trigger value="ubicaciones" flexShrink={0} data-testid="tab-ubicaciones">
            <Trans>Depósitos y barras</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="mercaderias" flexShrink={0} data-testid="tab-mercaderias">
            <Trans>Mercaderías</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="productos" flexShrink={0} data-testid="tab-productos">
            <Trans>Productos y recetas</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="precios" flexShrink={0} data-testid="tab-precios">
            <Trans>Listas de precios</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ubicaciones" pt="5">
          <LocationsPanel />
        </Tabs.Content>
        <Tabs.Content value="mercaderias" pt="5">
          <GoodsPanel />
        </Tabs.Content>
        <Tabs.Content value="productos" pt="5">
          <ProductsPanel />
        </Tabs.Content>
        <Tabs.Content value="precios" pt="5">
          <PriceListsPanel />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
