import { Alert, Box, Button, Card, Flex, Heading, HStack, RadioCard, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { AsOf } from '../../../../lib/sync/as-of';
import { toastWriteError } from '../../../../lib/sync/quota';
import { useReplica, useSyncStatus, useTableFreshnessLive } from '../../../../lib/sync/use-replica';
import { IconTile } from '../../../../lib/ui/icon-tile';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { useDocumentTitle } from '../../../../lib/ui/use-document-title';
import { NoReplicaNotice } from '../../shared/no-replica-notice';
import { useStockCountActions } from '../data/stock-count-repo';
import {
  type CountLocation,
  type CountScope,
  useCountGoodsLive,
  useLocationStockedLive,
  useOpenCountsLive,
  useStockCountLive,
  useStockLocationsLive,
} from '../data/use-stock-count';
import { CountView } from './count-view';
import { LocationIcon, LocationPicker } from './location-picker';

export interface CountSelection {
  location?: string;
  count?: string;
}

interface StockCountPageProps {
  locationId: string | undefined;
  countId: string | undefined;
  /** Moves to another location or count (the route keeps them in the URL). */
  onSelect(next: CountSelection, replace: boolean): void;
}

/** The replica opens a moment after sign-in; only after that grace is "no replica" an answer. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
  return elapsed;
}

function NoReplica() {
  return (
    <NoReplicaNotice title={<Trans>No hay datos guardados en este dispositivo</Trans>}>
      <Trans>
        El conteo trabaja con los datos del local guardados en este dispositivo, y no están disponibles: tu usuario no tiene un
        local asignado o este navegador no permite guardar datos (por ejemplo, en una ventana privada).
      </Trans>
    </NoReplicaNotice>
  );
}

function LoadingList() {
  return (
    <Stack gap="3" data-testid="count-loading">
      <Skeleton height="20" borderRadius="l3" />
      <Skeleton height="12" borderRadius="l3" />
      <Skeleton height="64" borderRadius="l3" />
    </Stack>
  );
}

/** Before the first sync has brought the venue's data there is nothing to count yet. */
function FirstSyncNotice({ online }: { online: boolean }) {
  if (!online) {
    return (
      <NoticeAlert status="warning" title={<Trans>Sin conexión y sin datos en este dispositivo</Trans>} testId="count-first-sync">
        <Trans>
          Conéctate a internet una vez para descargar los depósitos, las barras y las mercaderías; después el conteo funciona sin
          conexión.
        </Trans>
      </NoticeAlert>
    );
  }
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="count-first-sync">
      <Card.Body>
        <HStack gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Text>
            <Trans>Descargando los datos del local a este dispositivo…</Trans>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function MissingNotice({ title, onBack }: { title: string; onBack(): void }) {
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="l3" data-testid="count-missing">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{title}</Alert.Title>
        <Box>
          <Button size="sm" variant="outline" onClick={onBack}>
            <Trans>Elegir ubicación</Trans>
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

function StartCountCard({
  location,
  starting,
  onStart,
  onChangeLocation,
}: {
  location: CountLocation;
  starting: boolean;
  onStart(scope: CountScope): void;
  onChangeLocation(): void;
}) {
  const { t } = useLingui();
  const [scope, setScope] = useState<CountScope>('spot');
  const options: { value: CountScope; title: string; description: string }[] = [
    {
      value: 'spot',
      title: t`Conteo parcial`,
      description: t`Solo se ajustan las mercaderías que cuentes. Para controlar algunas botellas.`,
    },
    {
      value: 'full',
      title: t`Conteo completo`,
      description: t`Se cuenta todo: lo que no cuentes quedará en 0 al aplicar el conteo.`,
    },
  ];
  return (
    <Card.Root variant="outline" bg="bg.panel" data-testid="count-start">
      <Card.Body gap="4" p={{ base: '4', sm: '6' }}>
        <HStack gap="3" align="flex-start">
          <IconTile>
            <LocationIcon kind={location.kind} />
          </IconTile>
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md">
              {location.name}
            </Heading>
            <Text color="fg.muted">
              <Trans>No hay un conteo abierto en esta ubicación.</Trans>
            </Text>
          </Stack>
        </HStack>
        <RadioCard.Root
          value={scope}
          onValueChange={(e) => setScope(e.value === 'full' ? 'full' : 'spot')}
          colorPalette="brand"
          size="lg"
          data-testid="count-scope-choice"
        >
          <RadioCard.Label>
            <Trans>¿Qué vas a contar?</Trans>
          </RadioCard.Label>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align="stretch">
            {options.map((option) => (
              <RadioCard.Item key={option.value} value={option.value} flex="1" data-testid={`count-scope-${option.value}`}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{option.title}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </Flex>
        </RadioCard.Root>
        <Flex gap="2" justify="flex-end" wrap="wrap">
          <Button variant="ghost" size="lg" onClick={onChangeLocation}>
            <Trans>Cambiar ubicación</Trans>
          </Button>
          <Button
            colorPalette="brand"
            size="lg"
            onClick={() => onStart(scope)}
            loading={starting}
            data-testid="count-start-button"
          >
            <Trans>Empezar conteo</Trans>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "Conteo de stock": choose a warehouse or bar, start (or continue) its open count and record
 * what is on the shelves. Reads only the local replica, so it works offline after the first sync.
 */
export function StockCountPage({ locationId, countId, onSelect }: StockCountPageProps) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Conteo de stock`);
  const replica = useReplica();
  const graceOver = useElapsed(2500);
  const status = useSyncStatus();
  const locationsSyncedAt = useTableFreshnessLive('stockLocations');
  const locations = useStockLocationsLive();
  const goods = useCountGoodsLive();
  const stocked = useLocationStockedLive(locationId);
  const openCounts = useOpenCountsLive();
  const chosenCount = useStockCountLive(countId);
  const actions = useStockCountActions();
  const [starting, setStarting] = useState(false);

  const location = locationId ? locations?.find((l) => l.id === locationId) : undefined;
  const count = countId ? chosenCount : locationId ? (openCounts?.get(locationId)?.[0] ?? null) : null;

  const pickLocation = (id: string) => onSelect({ location: id }, false);
  const changeLocation = () => onSelect({}, false);
  const start = async (scope: CountScope = 'spot') => {
    if (!locationId) return;
    setStarting(true);
    try {
      const id = await actions.openCount(locationId, scope);
      onSelect({ location: locationId, count: id }, true);
    } catch (error) {
      toastWriteError(error, i18n);
    } finally {
      setStarting(false);
    }
  };

  let body: ReactNode;
  if (!replica) {
    body = graceOver ? <NoReplica /> : <LoadingList />;
  } else if (locations === undefined || goods === undefined || openCounts === undefined || locationsSyncedAt === undefined) {
    body = <LoadingList />;
  } else if (locations.length === 0 && locationsSyncedAt === null) {
    body = <FirstSyncNotice online={status?.online ?? true} />;
  } else if (!locationId) {
    body = <LocationPicker locations={locations} openCounts={openCounts} onPick={pickLocation} />;
  } else if (!location) {
    body = <MissingNotice title={t`Esta ubicación no existe o ya no está activa`} onBack={changeLocation} />;
  } else if (count === undefined) {
    body = <LoadingList />;
  } else if (count === null && countId) {
    body = <MissingNotice title={t`No se encontró el conteo en este dispositivo`} onBack={changeLocation} />;
  } else if (count === null || count.locationId !== location.id) {
    body = (
      <StartCountCard
        location={location}
        starting={starting}
        onStart={(scope) => void start(scope)}
        onChangeLocation={changeLocation}
      />
    );
  } else {
    body = (
      <CountView
        key={count.id}
        location={location}
        count={count}
        goods={goods}
        stocked={stocked}
        onChangeLocation={changeLocation}
        onSubmitted={() => onSelect({ location: location.id, count: count.id }, true)}
        onStartNew={() => onSelect({ location: location.id }, false)}
        starting={starting}
      />
    );
  }

  return (
    <Stack gap={{ base: '5', sm: '6' }} data-testid="stock-count-page">
      <Flex
        gap="2"
        justify="space-between"
        align={{ base: 'flex-start', sm: 'flex-end' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted" fontWeight="medium">
            <Trans>Inventarios</Trans>
          </Text>
          <Heading as="h1" size={{ base: 'xl', sm: '2xl' }} data-testid="stock-count-title">
            <Trans>Conteo de stock</Trans>
          </Heading>
        </Stack>
        {replica && <AsOf table="goods" />}
      </Flex>
      {body}
    </Stack>
  );
}
