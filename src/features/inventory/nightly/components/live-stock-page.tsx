import { Alert, Box, Button, Card, HStack, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fToNow } from '../../../../lib/format-date';
import { OfflineNotice, useOnline } from '../../../../lib/ui/online-only';
import { LabelledSelect } from '../../../../lib/ui/select-box';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { useNow } from '../../../../lib/use-now';
import { useNightOptionsQuery } from '../../shared/night-options-query';
import { PageHeader } from '../../shared/page-header';
import { useLiveStockQuery } from '../api/live-stock';
import { BarCard, BarDetail } from './live-stock-bars';
import { NightSelect } from './night-select';
import { EmptyNotice, LoadFailed } from './notices';

export interface LiveStockSelection {
  night?: string;
  bar?: string;
}

interface LiveStockPageProps {
  nightId: string | undefined;
  barId: string | undefined;
  onSelect(next: LiveStockSelection): void;
}

function Freshness({ updatedAt, fetching, onRefresh }: { updatedAt: number; fetching: boolean; onRefresh(): void }) {
  const { t, i18n } = useLingui();
  const now = new Date(useNow(5_000));
  // A clock a little ahead of the server must never say "in 2 seconds".
  const age = now.getTime() - updatedAt;
  const shown = updatedAt > 0 && age >= 10_000 ? fToNow(updatedAt, i18n, now) : null;
  return (
    <HStack gap="2" className="no-print" data-testid="live-freshness">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {updatedAt === 0 ? t`Todavía sin datos` : shown ? t`Actualizado ${shown}` : t`Actualizado hace un momento`}
      </Text>
      {fetching && <Spinner size="xs" color="brand.solid" />}
      <Button size="xs" variant="outline" onClick={onRefresh} disabled={fetching}>
        <Trans>Actualizar</Trans>
      </Button>
    </HStack>
  );
}

export function LiveStockPage({ nightId, barId, onSelect }: LiveStockPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Stock en vivo`);
  const online = useOnline();
  const options = useNightOptionsQuery();
  const live = useLiveStockQuery(nightId, online);
  const data = live.data;
  const night = data?.night ?? null;
  const bars = data?.bars ?? [];
  const bar = bars.find((b) => b.id === barId) ?? bars[0];
  const currency = options.data?.currency;

  let body: ReactNode;
  if (live.isError && !data) {
    body = <LoadFailed error={live.error} onRetry={() => void live.refetch()} />;
  } else if (!data) {
    body = online ? (
      <Stack gap="3">
        <Skeleton height="28" borderRadius="l3" />
        <Skeleton height="64" borderRadius="l3" />
      </Stack>
    ) : null;
  } else if (!night) {
    body = (
      <EmptyNotice
        testId="live-no-night"
        title={<Trans>No hay una noche abierta</Trans>}
        description={<Trans>El stock en vivo se ve durante una noche; elige una noche para ver cómo terminó.</Trans>}
      />
    );
  } else if (!bar) {
    body = <EmptyNotice title={<Trans>No hay barras configuradas</Trans>} />;
  } else {
    body = (
      <Stack gap="6">
        {night.status !== 'open' && (
          <Alert.Root status="info" variant="surface" borderRadius="l3">
            <Alert.Indicator />
            <Alert.Description>
              {night.status === 'closed' ? (
                <Trans>Esta noche ya cerró: las cifras son las del final de la noche.</Trans>
              ) : (
                <Trans>Esta noche todavía no abrió: se ve lo precargado hasta ahora.</Trans>
              )}
            </Alert.Description>
          </Alert.Root>
        )}
        {/* Phones: pick the bar from a list and see its card; wider screens: every bar's card. */}
        <Stack gap="3" display={{ base: 'flex', sm: 'none' }} className="no-print">
          <LabelledSelect
            label={<Trans>Barra</Trans>}
            value={bar.id}
            onChange={(id) => onSelect({ night: night.id, bar: id })}
            options={bars.map((b) => ({ value: b.id, label: b.name }))}
            testId="live-bar-select"
          />
          <BarCard bar={bar} selected={false} currency={currency} />
        </Stack>
        <SimpleGrid columns={{ sm: 2, lg: 3 }} gap="3" display={{ base: 'none', sm: 'grid' }} className="no-print">
          {bars.map((b) => (
            <BarCard
              key={b.id}
              bar={b}
              selected={b.id === bar.id}
              currency={currency}
              onPick={() => onSelect({ night: night.id, bar: b.id })}
            />
          ))}
        </SimpleGrid>
        <Card.Root variant="outline" bg="bg.panel">
          <Card.Body p={{ base: '3', sm: '5' }}>
            <BarDetail key={bar.id} bar={bar} nightDate={night.businessDate} currency={currency} />
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '4', sm: '5' }} data-testid="live-stock-page">
      <PageHeader
        title={t`Stock en vivo`}
        actions={
          data?.night ? (
            <Freshness updatedAt={live.dataUpdatedAt} fetching={live.isFetching} onRefresh={() => void live.refetch()} />
          ) : undefined
        }
      />
      {!online && (
        <OfflineNotice>
          <Trans>Se muestran los últimos datos recibidos; se actualizan solos cuando vuelva la conexión.</Trans>
        </OfflineNotice>
      )}
      <Box maxW={{ sm: '22rem' }} className="no-print">
        <NightSelect
          nights={options.data?.nights ?? []}
          value={night?.id ?? nightId}
          fallback={night}
          onChange={(id) => onSelect({ night: id })}
        />
      </Box>
      {body}
    </Stack>
  );
}
