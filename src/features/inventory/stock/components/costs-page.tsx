// "Costos" (gerencia/costos, 309): product costs and margins per price list, and the valued stock
// per location with its total. Online only (the costs and margins of every price list are the
// server's); offline it says whether what is shown was loaded before; load errors follow SPEC §8.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../../lib/ui/online-only';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useCostsQuery } from '../api/costs';
import { CostsPanel } from './costs-panel';
import { OfflineNotice } from './page-parts';
import { ValuedStockPanel } from './valued-stock-panel';

export type CostsTab = 'costos' | 'valorizado';

export function CostsPage({ tab, onTab }: { tab: CostsTab; onTab(tab: CostsTab): void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Costos`);
  const online = useOnline();
  // The notice says whether anything was loaded (the panels' reads share this cache).
  const costs = useCostsQuery();
  return (
    <Stack gap={{ base: '4', sm: '6' }} data-testid="costs-page">
      <ScreenHeader section={t`Gerencia`} title={t`Costos`} />
      {!online && <OfflineNotice hasData={Boolean(costs.data)} />}
      <ScreenTabs
        value={tab}
        onChange={onTab}
        listProps={{ className: 'no-print' }}
        contentPt="4"
        tabs={[
          { value: 'costos', label: t`Costos y márgenes`, testId: 'tab-costos', content: <CostsPanel online={online} /> },
          {
            value: 'valorizado',
            label: t`Stock valorizado`,
            testId: 'tab-valorizado',
            content: <ValuedStockPanel online={online} />,
          },
        ]}
      />
    </Stack>
  );
}
