import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Icon,
  Input,
  InputGroup,
  Progress,
  SegmentGroup,
  Stack,
  StackSeparator,
  Text,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { fDateTime } from '../../../lib/format-date';
import { toastWriteError } from '../../../lib/sync/quota';
import { useSyncStatus } from '../../../lib/sync/use-replica';
import { IconTile } from '../../../lib/ui/icon-tile';
import { SearchIcon } from '../../../lib/ui/nav-icons';
import { useStockCountActions } from '../data/stock-count-repo';
import {
  type CountGood,
  type CountLocation,
  type CountStatus,
  type CountSummary,
  useCountLines,
  useCountSync,
} from '../data/use-stock-count';
import { filterGoods, indexGoods } from '../goods-search';
import { CheckIcon, PendingIcon, SendIcon } from './count-icons';
import { CountLineRow } from './count-line-row';
import { LocationIcon } from './location-picker';
import { SubmitCountDialog } from './submit-count-dialog';
import type { SaveLine } from './use-line-editor';

/** Rows rendered at first and added per "Mostrar más": enough to scroll, cheap to render. */
export const PAGE_SIZE = 50;

type Filter = 'all' | 'todo' | 'done';

function StatusBadge({ status }: { status: CountStatus }) {
  if (status === 'open') {
    return (
      <Badge colorPalette="green" variant="subtle">
        <Trans>Abierto</Trans>
      </Badge>
    );
  }
  if (status === 'submitted') {
    return (
      <Badge colorPalette="blue" variant="subtle">
        <Trans>Enviado</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="subtle">
      <Trans>Aplicado</Trans>
    </Badge>
  );
}

function SyncSummary({ pending }: { pending: number }) {
  if (pending > 0) {
    return (
      <HStack gap="1.5" color="orange.fg" data-testid="count-sync" data-pending={pending}>
        <Icon as={PendingIcon} boxSize="4" />
        <Text textStyle="sm" fontWeight="medium">
          <Plural
            value={pending}
            one="# cambio guardado en este dispositivo, sin enviar"
            other="# cambios guardados en este dispositivo, sin enviar"
          />
        </Text>
      </HStack>
    );
  }
  return (
    <HStack gap="1.5" color="green.fg" data-testid="count-sync" data-pending={0}>
      <Icon as={CheckIcon} boxSize="4" />
      <Text textStyle="sm" fontWeight="medium">
        <Trans>Todo sincronizado</Trans>
      </Text>
    </HStack>
  );
}

interface CountViewProps {
  location: CountLocation;
  count: CountSummary;
  goods: CountGood[];
  onChangeLocation(): void;
  /** The count was submitted: keep showing it (read-only). */
  onSubmitted(): void;
  /** Start another count at this location (offered once this one is closed). */
  onStartNew(): void;
  starting: boolean;
}

/** An open (editable) or closed (read-only) count: its header, the search and the goods. */
export function CountView({ location, count, goods, onChangeLocation, onSubmitted, onStartNew, starting }: CountViewProps) {
  const { t, i18n } = useLingui();
  const lines = useCountLines(count.id);
  const sync = useCountSync(count.id);
  const online = useSyncStatus()?.online ?? true;
  const actions = useStockCountActions();
  const readOnly = count.status !== 'open';

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Counted goods come first, but once the user works in the list a good counted now stays where
  // it is until the search or the filter changes: rows never jump away from under their thumb.
  // Lines arriving from a sync before that (the first visit on this device) are sorted in.
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const touched = useRef(false);
  const [countedWhenSorted, setCountedWhenSorted] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sorted on purpose only when these change
  useEffect(() => {
    touched.current = false;
    setCountedWhenSorted(new Set(linesRef.current?.keys() ?? []));
    setLimit(PAGE_SIZE);
  }, [deferredQuery, filter, count.id]);
  useEffect(() => {
    if (!lines || touched.current) return;
    setCountedWhenSorted((sorted) =>
      sorted.size === lines.size && [...lines.keys()].every((id) => sorted.has(id)) ? sorted : new Set(lines.keys()),
    );
  }, [lines]);

  const index = useMemo(() => indexGoods(goods), [goods]);
  const matches = useMemo(() => filterGoods(index, deferredQuery), [index, deferredQuery]);
  const listed = useMemo(() => {
    const counted = (g: CountGood) => countedWhenSorted.has(g.id);
    if (filter === 'todo') return matches.filter((g) => !counted(g));
    if (filter === 'done') return matches.filter(counted);
    return [...matches.filter(counted), ...matches.filter((g) => !counted(g))];
  }, [matches, countedWhenSorted, filter]);
  const shown = listed.slice(0, limit);
  const remaining = listed.length - shown.length;

  const countedTotal = useMemo(() => goods.filter((g) => lines?.has(g.id)).length, [goods, lines]);
  const total = goods.length;
  const percent = goods.length > 0 ? Math.round((countedTotal / goods.length) * 100) : 0;

  const onSave = useCallback<SaveLine>(
    async (goodId, quantity) => {
      touched.current = true;
      try {
        await actions.saveLine(count.id, goodId, quantity);
        return true;
      } catch (error) {
        toastWriteError(error, i18n);
        return false;
      }
    },
    [actions, count.id, i18n],
  );

  const flushers = useRef(new Map<string, () => Promise<void>>());
  const registerFlush = useCallback((goodId: string, flush: (() => Promise<void>) | null) => {
    if (flush) flushers.current.set(goodId, flush);
    else flushers.current.delete(goodId);
  }, []);

  const submit = async () => {
    setSubmitting(true);
    try {
      // A value typed a moment ago goes before the submit (same lane, earlier in the outbox).
      await Promise.all([...flushers.current.values()].map((flush) => flush()));
      await actions.submitCount(count.id);
      setConfirming(false);
      onSubmitted();
    } catch (error) {
      toastWriteError(error, i18n);
    } finally {
      setSubmitting(false);
    }
  };

  const startedAt = count.startedAt ? fDateTime(count.startedAt, i18n) : null;
  const submittedAt = count.submittedAt ? fDateTime(count.submittedAt, i18n) : null;

  return (
    <Stack gap="5" data-testid="count-view" data-count-id={count.id} data-status={count.status}>
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body gap="4" p={{ base: '4', md: '5' }}>
          <Flex
            gap="4"
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'center' }}
            justify="space-between"
          >
            <HStack gap="3" minW="0" align="flex-start">
              <IconTile>
                <LocationIcon kind={location.kind} />
              </IconTile>
              <Stack gap="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Heading as="h2" size="md">
                    {location.name}
                  </Heading>
                  <StatusBadge status={count.status} />
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {startedAt && <Trans>Iniciado el {startedAt}</Trans>}
                  {startedAt && submittedAt && ' · '}
                  {submittedAt && <Trans>Enviado el {submittedAt}</Trans>}
                </Text>
              </Stack>
            </HStack>
            <HStack gap="2" justify={{ base: 'space-between', md: 'flex-end' }} flexShrink={0}>
              <Button variant="ghost" onClick={onChangeLocation}>
                <Trans>Cambiar ubicación</Trans>
              </Button>
              {readOnly ? (
                <Button variant="outline" onClick={onStartNew} loading={starting} data-testid="count-start-another">
                  <Trans>Empezar otro conteo</Trans>
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  onClick={() => setConfirming(true)}
                  disabled={countedTotal === 0}
                  data-testid="submit-count-button"
                >
                  <SendIcon />
                  <Trans>Enviar conteo</Trans>
                </Button>
              )}
            </HStack>
          </Flex>
          <Stack gap="2">
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Text
                textStyle="sm"
                fontWeight="semibold"
                data-testid="count-progress"
                data-counted={countedTotal}
                data-total={total}
              >
                <Trans>
                  Contadas {countedTotal} de {total}
                </Trans>
              </Text>
              {sync && <SyncSummary pending={sync.pending} />}
            </Flex>
            <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={t`Avance del conteo`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        </Card.Body>
      </Card.Root>

      {sync?.countRejected !== null && sync?.countRejected !== undefined && (
        <Alert.Root status="error" variant="surface" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>El servidor rechazó este conteo</Trans>
            </Alert.Title>
            {sync.countRejected && <Alert.Description>{sync.countRejected}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {readOnly && (
        <Alert.Root status="info" variant="subtle" borderRadius="l3" data-testid="count-read-only">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {sync?.submitPending ? (
                <Trans>
                  Este conteo fue enviado y ya no se puede modificar. El envío está guardado en este dispositivo y se completa al
                  sincronizar.
                </Trans>
              ) : (
                <Trans>Este conteo fue enviado y ya no se puede modificar.</Trans>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
        <InputGroup flex="1" startElement={<SearchIcon boxSize="4" />}>
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            placeholder={t`Buscar por nombre, SKU o categoría`}
            aria-label={t`Buscar mercadería`}
            bg="bg.panel"
            autoComplete="off"
            fontSize="md"
          />
        </InputGroup>
        <SegmentGroup.Root
          value={filter}
          onValueChange={(e) => setFilter((e.value as Filter | null) ?? 'all')}
          aria-label={t`Mostrar`}
          alignSelf={{ base: 'stretch', md: 'auto' }}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            flex={{ base: '1', md: 'initial' }}
            justifyContent="center"
            items={[
              { value: 'all', label: t`Todas` },
              { value: 'todo', label: t`Sin contar` },
              { value: 'done', label: t`Contadas` },
            ]}
          />
        </SegmentGroup.Root>
      </Flex>

      {listed.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SearchIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {goods.length === 0 ? <Trans>No hay mercaderías cargadas</Trans> : <Trans>Ninguna mercadería coincide</Trans>}
            </EmptyState.Title>
            {deferredQuery.trim() && (
              <EmptyState.Description>
                <Trans>Prueba con otra palabra, el SKU o parte del nombre.</Trans>
              </EmptyState.Description>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="3">
          <Box
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.panel"
            overflow="hidden"
            onFocusCapture={() => {
              touched.current = true;
            }}
          >
            <Stack gap="0" separator={<StackSeparator />} data-testid="count-lines">
              {shown.map((good) => {
                const line = lines?.get(good.id);
                return (
                  <CountLineRow
                    key={good.id}
                    good={good}
                    saved={line?.quantity}
                    sync={sync?.lines.get(good.id)}
                    readOnly={readOnly}
                    onSave={onSave}
                    registerFlush={registerFlush}
                  />
                );
              })}
            </Stack>
          </Box>
          {remaining > 0 && (
            <Button variant="outline" alignSelf="center" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              <Trans>Mostrar más ({remaining} restantes)</Trans>
            </Button>
          )}
        </Stack>
      )}

      <SubmitCountDialog
        open={confirming}
        onOpenChange={setConfirming}
        locationName={location.name}
        counted={countedTotal}
        total={goods.length}
        offline={!online}
        submitting={submitting}
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
