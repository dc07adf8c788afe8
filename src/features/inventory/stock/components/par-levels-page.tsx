// "Stock ideal" (stockIdeal, 103): the par-level grid of a location and the purchase suggestions
// (compras) they produce. The locations and the grid read the replica (offline too, with their
// "Datos al …"); saving the grid and the suggestions (which count transfers on their way) are online.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../../lib/ui/online-only';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { ScreenTabs } from '../../../../lib/ui/screen-tabs';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useLocationTotalsLive } from '../data/use-stock-board-live';
import { ParGridPanel } from './par-grid-panel';
import { PurchasePanel } from './purchase-panel';

export type ParTab = 'ideal' | 'compras';

export function ParLevelsPage({
  tab,
  locationId,
  onChange,
}: {
  tab: ParTab;
  locationId: string | undefined;
  onChange(next: { tab?: ParTab; location?: string }): void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Stock ideal`);
  const online = useOnline();
  const locations = useLocationTotalsLive();
  const list = locations?.locations ?? [];

  return (
    <Stack gap={{ base: '4', sm: '6' }} data-testid="par-levels-page">
      <ScreenHeader section={t`Inventarios`} title={tab === 'compras' ? t`Compras sugeridas` : t`Stock ideal`} />
      <ScreenTabs
        value={tab}
        onChange={(next) => onChange({ tab: next, location: locationId })}
        listProps={{ className: 'no-print' }}
        contentPt="4"
        tabs={[
          {
            value: 'ideal',
            label: t`Stock ideal por ubicación`,
            testId: 'tab-ideal',
            content: (
              <ParGridPanel
                locations={list}
                locationId={locationId}
                onLocationChange={(id) => onChange({ tab, location: id })}
                online={online}
              />
            ),
          },
          {
            value: 'compras',
            label: t`Compras sugeridas`,
            testId: 'tab-compras',
            content: <PurchasePanel locations={list} online={online} />,
          },
        ]}
      />
    </Stack>
  );
}
