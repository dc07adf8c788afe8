import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useNightOptionsQuery } from '../../shared/night-options-query';
import { PageHeader } from '../../shared/page-header';
import { usePreloadsQuery } from '../api/preloads';
import { NightSelect } from './night-select';
import { EmptyNotice, LoadFailed } from './notices';
import { PreloadGrid } from './preload-grid-panel';
import { BarSelect, LoadingGrid } from './preload-parts';

export interface PreloadSelection {
  night?: string;
  bar?: string;
}

interface PreloadsPageProps {
  nightId: string | undefined;
  barId: string | undefined;
  onSelect(next: PreloadSelection): void;
}

/**
 * "Precargas": what each bar receives from the warehouses before a night. Plan the quantities per
 * good, then record what was actually loaded; only the difference ever reaches the ledger.
 */
export function PreloadsPage({ nightId, barId, onSelect }: PreloadsPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Precargas`);
  const online = useOnline();
  const options = useNightOptionsQuery();
  const preloads = usePreloadsQuery(nightId);
  const data = preloads.data;
  const night = data?.night ?? null;
  const bars = data?.bars ?? [];
  const bar = bars.find((b) => b.id === barId) ?? bars[0];

  let body: ReactNode;
  if (preloads.isError && !data) {
    body = <LoadFailed error={preloads.error} onRetry={() => void preloads.refetch()} />;
  } else if (!data) {
    body = online ? <LoadingGrid /> : null;
  } else if (!night) {
    body = (
      <EmptyNotice
        testId="preloads-no-night"
        title={<Trans>No hay una noche abierta ni planificada</Trans>}
        description={<Trans>Elige una noche para ver o planificar sus precargas.</Trans>}
      />
    );
  } else if (!bar) {
    body = (
      <EmptyNotice
        title={<Trans>No hay barras configuradas</Trans>}
        description={<Trans>Las barras se crean en Configuración › Stock.</Trans>}
      />
    );
  } else {
    body = <PreloadGrid key={`${night.id}|${bar.id}`} data={data} night={night} bar={bar} online={online} />;
  }

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="preloads-page">
      <PageHeader title={t`Precargas`} />
      {!online && (
        <OfflineNotice>
          <Trans>
            Las precargas se consultan y se guardan en el servidor. Lo que escribas se conserva hasta que vuelva la conexión.
          </Trans>
        </OfflineNotice>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW={{ sm: '44rem' }} className="no-print">
        <NightSelect
          nights={options.data?.nights ?? []}
          value={night?.id ?? nightId}
          fallback={night}
          onChange={(id) => onSelect({ night: id, bar: bar?.id })}
        />
        {bars.length > 0 && bar && (
          <BarSelect bars={bars} value={bar.id} onChange={(id) => onSelect({ night: night?.id, bar: id })} />
        )}
      </SimpleGrid>
      {body}
    </Stack>
  );
}
