// "Stock ideal" (stockIdeal, 103): the par-level grid of a location and the purchase suggestions
// (compras) they produce. Both read and save online only.
import { Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useOnline } from '../../../../lib/ui/online-only';
import { ScreenHeader } from '../../../../lib/ui/screen-header';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useLocationTotalsQuery } from '../api/location-totals';
import { LoadErrorAlert, OfflineNotice } from './page-parts';
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
  const locations = useLocationTotalsQuery();
  const list = locations.data?.locations ?? [];

  return (
    <Stack gap={{ base: '4', md: '6' }} data-testid="par-levels-page">
      <ScreenHeader section={t`Inventarios`} title={tab === 'compras' ? t`Compras sugeridas` : t`Stock ideal`} />
      {!online && <OfflineNotice hasData={Boolean(locations.data)} />}
      {locations.error && !locations.data && (
        <LoadErrorAlert error={locations.error} onRetry={online ? () => void locations.refetch() : undefined} />
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => onChange({ tab: e.value as ParTab, location: locationId })}
        variant="line"
        lazyMount
      >
        <Tabs.List className="no-print">
          <Tabs.Trigger value="ideal" data-testid="tab-ideal">
            {t`Stock ideal por ubicación`}
          </Tabs.Trigger>
          <Tabs.Trigger value="compras" data-testid="tab-compras">
            {t`Compras sugeridas`}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ideal" pt="4">
          <ParGridPanel
            locations={list}
            locationId={locationId}
            onLocationChange={(id) => onChange({ tab, location: id })}
            online={online}
          />
        </Tabs.Content>
        <Tabs.Content value="compras" pt="4">
          <PurchasePanel locations={list} online={online} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
