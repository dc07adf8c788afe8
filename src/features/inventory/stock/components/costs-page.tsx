// "Costos" (gerencia/costos, 309): product costs and margins per price list, and the valued stock
// per location with its total. Online only; load errors follow SPEC §8.
import { Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../../lib/ui/online-only';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { CostsPanel } from './costs-panel';
import { OfflineNotice } from './page-parts';
import { ValuedStockPanel } from './valued-stock-panel';

export type CostsTab = 'costos' | 'valorizado';

export function CostsPage({ tab, onTab }: { tab: CostsTab; onTab(tab: CostsTab): void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Costos`);
  const online = useOnline();
  return (
    <Stack gap={{ base: '4', md: '6' }} data-testid="costs-page">
      <ScreenHeader section={t`Gerencia`} title={t`Costos`} />
      {!online && <OfflineNotice hasData />}
      <Tabs.Root value={tab} onValueChange={(e) => onTab(e.value as CostsTab)} variant="line" lazyMount>
        <Tabs.List className="no-print">
          <Tabs.Trigger value="costos" data-testid="tab-costos">
            {t`Costos y márgenes`}
          </Tabs.Trigger>
          <Tabs.Trigger value="valorizado" data-testid="tab-valorizado">
            {t`Stock valorizado`}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="costos" pt="4">
          <CostsPanel online={online} />
        </Tabs.Content>
        <Tabs.Content value="valorizado" pt="4">
          <ValuedStockPanel online={online} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
