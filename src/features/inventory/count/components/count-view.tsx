import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Icon,
  IconButton,
  Input,
  InputGroup,
  type InputProps,
  NativeSelect,
  Progress,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fDateTime } from '../../../../lib/format-date';
import { CameraScanDialog } from '../../../../lib/scan/camera-scan-dialog';
import { useSettings } from '../../../../lib/settings';
import { toastWriteError } from '../../../../lib/sync/quota';
import { useSyncStatus } from '../../../../lib/sync/use-replica';
import { IconTile } from '../../../../lib/ui/icon-tile';
import { SearchIcon } from '../../../../lib/ui/nav-icons';
import { CheckIcon, ClockIcon, ScanIcon, SendIcon } from '../../shared/icons';
import { buildBarcodeIndex, GOODS_FORMATS, lookupBarcode } from '../barcode';
import { useStockCountActions } from '../data/stock-count-repo';
import {
  type CountGood,
  type CountLocation,
  type CountScope,
  type CountStatus,
  type CountSummary,
  useCountLines,
  useCountSync,
} from '../data/use-stock-count';
import { categoriesOf, type DrinkFilterMode, drinkFilterMode, effectiveQuery, filterGoods, indexGoods } from '../goods-search';
import { useWedgeScanner } from '../wedge-scanner';
import { CountLineRow } from './count-line-row';
import { LocationIcon } from './location-picker';
import { SubmitCountDialog } from './submit-count-dialog';
import type { SaveLine } from './use-line-editor';
import { useWindowList } from './use-window-list';

/**
 * A row's height before it is measured: what a row measures from the sm breakpoint (480 px) up,
 * and on a phone, where its controls wrap below the name. A right guess spares a re-render when
 * new rows are measured.
 */
export const ROW_ESTIMATE = 73;
const PHONE_ROW_ESTIMATE = 125;
const rowEstimate = () => (typeof window !== 'undefined' && window.innerWidth < 480 ? PHONE_ROW_ESTIMATE : ROW_ESTIMATE);
/** How long a scanned good stays highlighted. */
const HIGHLIGHT_MS = 4000;

type Filter = 'all' | 'todo' | 'done';

export function ScopeBadge({ scope }: { scope: CountScope }) {
  return scope === 'full' ? (
    <Badge colorPalette="purple" variant="subtle" data-testid="count-scope" data-scope="full">
      <Trans>Conteo completo</Trans>
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle" data-testid="count-scope" data-scope="spot">
      <Trans>Conteo parcial</Trans>
    </Badge>
  );
}

/**
 * The search box keeps what is typed in its own state, so a keystroke re-renders only the box
 * (one frame), and hands it to the list in a transition that a next keystroke may interrupt.
 * A change from outside (a scan clearing the search) replaces what it shows.
 */
const SearchInput = memo(function SearchInput({
  value,
  mode,
  onQuery,
  onConfirm,
  ...inputProps
}: Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  mode: DrinkFilterMode;
  onQuery(text: string): void;
  onConfirm(text: string): void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  return (
    <Input
      // The props InputGroup gives its input (the padding for the search icon).
      {...inputProps}
      type="search"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onQuery(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onConfirm(e.currentTarget.value);
      }}
      placeholder={t`Buscar por nombre, SKU, categoría o código`}
      aria-label={t`Buscar mercadería`}
      bg="bg.panel"
      autoComplete="off"
      enterKeyHint="search"
      size="lg"
      fontSize="md"
      data-testid="count-search"
      data-mode={mode}
    />
  );
});

type ScanNotice = { kind: 'unknown'; code: string } | { kind: 'found'; code: string; name: string };

function ScanNoticeAlert({ notice, onClose }: { notice: ScanNotice; onClose(): void }) {
  const { t } = useLingui();
  const code = notice.code;
  return (
    <Alert.Root
      status={notice.kind === 'unknown' ? 'warning' : 'success'}
      variant="surface"
      borderRadius="l3"
      py="2"
      data-testid={notice.kind === 'unknown' ? 'scan-unknown' : 'scan-found'}
      data-code={code}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {notice.kind === 'unknown' ? (
            <Trans>
              El código <strong>{code}</strong> no corresponde a ninguna mercadería de este local.
            </Trans>
          ) : (
            <Trans>
              Código {code}: <strong>{notice.name}</strong>
            </Trans>
          )}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="center" onClick={onClose} aria-label={t`Cerrar`} />
    </Alert.Root>
  );
}

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
        <Icon as={ClockIcon} boxSize="4" />
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

interface CountHeaderProps {
  location: CountLocation;
  count: CountSummary;
  counted: number;
  total: number;
  /** Commands of this count not yet sent (undefined while unknown). */
  pending: number | undefined;
  starting: boolean;
  onChangeLocation(): void;
  onStartNew(): void;
  onSubmit(): void;
}

/** Where and what is counted, how far, and the submit button (re-renders only when these change). */
const CountHeader = memo(function CountHeader({
  location,
  count,
  counted,
  total,
  pending,
  starting,
  onChangeLocation,
  onStartNew,
  onSubmit,
}: CountHeaderProps) {
  const { t, i18n } = useLingui();
  const readOnly = count.status !== 'open';
  const percent = total > 0 ? Math.round((counted / total) * 100) : 0;
  const startedAt = count.startedAt ? fDateTime(count.startedAt, i18n) : null;
  const submittedAt = count.submittedAt ? fDateTime(count.submittedAt, i18n) : null;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between">
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
                <ScopeBadge scope={count.scope} />
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {startedAt && <Trans>Iniciado el {startedAt}</Trans>}
                {startedAt && submittedAt && ' · '}
                {submittedAt && <Trans>Enviado el {submittedAt}</Trans>}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" justify={{ base: 'space-between', md: 'flex-end' }} flexShrink={0} wrap="wrap">
            <Button variant="ghost" size={{ base: 'md', sm: 'lg' }} px={{ base: '2', sm: '4' }} onClick={onChangeLocation}>
              <Trans>Cambiar ubicación</Trans>
            </Button>
            {readOnly ? (
              <Button
                variant="outline"
                size={{ base: 'md', sm: 'lg' }}
                onClick={onStartNew}
                loading={starting}
                data-testid="count-start-another"
              >
                <Trans>Empezar otro conteo</Trans>
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                size={{ base: 'md', sm: 'lg' }}
                onClick={onSubmit}
                disabled={counted === 0}
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
            <Text textStyle="sm" fontWeight="semibold" data-testid="count-progress" data-counted={counted} data-total={total}>
              <Trans>
                Contadas {counted} de {total}
              </Trans>
            </Text>
            {pending !== undefined && <SyncSummary pending={pending} />}
          </Flex>
          <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={t`Avance del conteo`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

/** The category and counted/uncounted filters (memoised: a keystroke in the search leaves them be). */
const CountFilters = memo(function CountFilters({
  category,
  categories,
  filter,
  onCategory,
  onFilter,
}: {
  category: string;
  categories: { name: string; goods: number }[];
  filter: Filter;
  onCategory(category: string): void;
  onFilter(filter: Filter): void;
}) {
  const { t } = useLingui();
  return (
    <Flex gap="3" flex={{ base: '1 1 100%', lg: '0 1 auto' }} minW="0" wrap={{ base: 'wrap', sm: 'nowrap' }}>
      <NativeSelect.Root size="lg" flex={{ base: '1 1 100%', sm: '1 1 12rem', lg: '0 0 14rem' }} minW="0">
        <NativeSelect.Field
          value={category}
          onChange={(e) => onCategory(e.currentTarget.value)}
          aria-label={t`Categoría`}
          bg="bg.panel"
          data-testid="count-category"
        >
          <option value="">{t`Todas las categorías`}</option>
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.goods})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <SegmentGroup.Root
        value={filter}
        onValueChange={(e) => onFilter((e.value as Filter | null) ?? 'all')}
        aria-label={t`Mostrar`}
        size="lg"
        bg="bg.panel"
        flex={{ base: '1 1 100%', sm: '0 0 auto' }}
        data-testid="count-filter"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          flex={{ base: '1', sm: 'initial' }}
          justifyContent="center"
          items={[
            { value: 'all', label: t`Todas` },
            { value: 'todo', label: t`Sin contar` },
            { value: 'done', label: t`Contadas` },
          ]}
        />
      </SegmentGroup.Root>
    </Flex>
  );
});

/** The same goods (a re-sort that changes nothing keeps the list as it is, without a render). */
function sameIds(sorted: ReadonlySet<string>, lines: ReadonlyMap<string, unknown>): boolean {
  if (sorted.size !== lines.size) return false;
  for (const id of lines.keys()) if (!sorted.has(id)) return false;
  return true;
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

/**
 * An open (editable) or closed (read-only) count: its header, the search, filters and scanning,
 * and the goods as a windowed list (only the rows near the viewport exist in the DOM).
 */
export function CountView({ location, count, goods, onChangeLocation, onSubmitted, onStartNew, starting }: CountViewProps) {
  const { t, i18n } = useLingui();
  const lines = useCountLines(count.id);
  const sync = useCountSync(count.id);
  const online = useSyncStatus()?.online ?? true;
  const actions = useStockCountActions();
  const mode = drinkFilterMode(useSettings().drinkFilter);
  const readOnly = count.status !== 'open';

  const [query, setQuery] = useState('');
  const [confirmed, setConfirmed] = useState('');
  // The list follows the box in a transition (see SearchInput): typing stays at one frame.
  const activeQuery = effectiveQuery(mode, query, confirmed);
  const onQuery = useCallback((text: string) => startTransition(() => setQuery(text)), []);
  const [category, setCategory] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [partialOpen, setPartialOpen] = useState<string | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [jump, setJump] = useState<{ goodId: string; reset: boolean } | null>(null);
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const toolbar = useRef<HTMLDivElement | null>(null);
  const listBox = useRef<HTMLDivElement | null>(null);

  // Counted goods come first, but once the user works in the list a good counted now stays where
  // it is until the search or the filters change: rows never jump away from under their thumb.
  // Lines arriving from a sync before that (the first visit on this device) are sorted in.
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const touched = useRef(false);
  const [countedWhenSorted, setCountedWhenSorted] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sorted on purpose only when these change
  useEffect(() => {
    touched.current = false;
    const now = linesRef.current;
    setCountedWhenSorted((sorted) => (sameIds(sorted, now ?? new Map()) ? sorted : new Set(now?.keys() ?? [])));
  }, [activeQuery, filter, category, count.id]);
  useEffect(() => {
    if (!lines || touched.current) return;
    setCountedWhenSorted((sorted) => (sameIds(sorted, lines) ? sorted : new Set(lines.keys())));
  }, [lines]);

  const index = useMemo(() => indexGoods(goods), [goods]);
  const categories = useMemo(() => categoriesOf(goods), [goods]);
  const barcodeIndex = useMemo(
    () =>
      buildBarcodeIndex(
        goods.flatMap((g) => g.barcodes.map((barcode) => ({ goodId: g.id, barcode }))),
        goods,
      ),
    [goods],
  );
  const matches = useMemo(() => {
    const found = filterGoods(index, activeQuery);
    return category ? found.filter((g) => g.category === category) : found;
  }, [index, activeQuery, category]);
  const listed = useMemo(() => {
    const counted = (g: CountGood) => countedWhenSorted.has(g.id);
    if (filter === 'todo') return matches.filter((g) => !counted(g));
    if (filter === 'done') return matches.filter(counted);
    return [...matches.filter(counted), ...matches.filter((g) => !counted(g))];
  }, [matches, countedWhenSorted, filter]);
  const keys = useMemo(() => listed.map((g) => g.id), [listed]);
  const [estimate] = useState(rowEstimate);
  const list = useWindowList(keys, { estimate, overscan: 4 });

  const countedTotal = useMemo(() => goods.filter((g) => lines?.has(g.id)).length, [goods, lines]);
  const total = goods.length;

  const onSave = useCallback<SaveLine>(
    async (goodId, quantity, weighedGrams) => {
      touched.current = true;
      try {
        await actions.saveLine(count.id, goodId, quantity, weighedGrams);
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

  const openSubmit = useCallback(() => setConfirming(true), []);
  const onTogglePartial = useCallback((goodId: string) => {
    touched.current = true;
    setPartialOpen((open) => (open === goodId ? null : goodId));
  }, []);

  // ── scanning: a code from the camera or a keyboard-wedge scanner jumps to its good ──
  const goodsById = useMemo(() => new Map(goods.map((g) => [g.id, g])), [goods]);
  const onScan = useCallback(
    (code: string) => {
      const goodId = lookupBarcode(barcodeIndex, code);
      const good = goodId ? goodsById.get(goodId) : undefined;
      if (!good) {
        setNotice({ kind: 'unknown', code: code.trim() });
        return;
      }
      touched.current = true;
      setNotice({ kind: 'found', code: code.trim(), name: good.name });
      setJump({ goodId: good.id, reset: false });
    },
    [barcodeIndex, goodsById],
  );
  useWedgeScanner(onScan, !confirming && !cameraOpen);

  const { scrollToIndex } = list;
  useEffect(() => {
    if (!jump) return;
    const at = listed.findIndex((g) => g.id === jump.goodId);
    if (at < 0) {
      // Hidden by the search or a filter: show every good, then jump (this effect runs again).
      if (jump.reset) setJump(null);
      else {
        setQuery('');
        setConfirmed('');
        setCategory('');
        setFilter('all');
        setJump({ ...jump, reset: true });
      }
      return;
    }
    scrollToIndex(at);
    setHighlight(jump.goodId);
    setPartialOpen((open) => (open === jump.goodId ? open : null));
    setJump(null);
  }, [jump, listed, scrollToIndex]);
  useEffect(() => {
    if (!highlight) return;
    const id = setTimeout(() => setHighlight(null), HIGHLIGHT_MS);
    return () => clearTimeout(id);
  }, [highlight]);
  // An unknown code is said where the toolbar is: on a phone it may have scrolled away.
  useEffect(() => {
    if (notice?.kind !== 'unknown' || !toolbar.current) return;
    if (toolbar.current.getBoundingClientRect().top < 0) toolbar.current.scrollIntoView?.({ block: 'start' });
  }, [notice]);
  useEffect(() => {
    if (notice?.kind !== 'found') return;
    const id = setTimeout(() => setNotice(null), HIGHLIGHT_MS);
    return () => clearTimeout(id);
  }, [notice]);

  // A new search or filter starts at the top of the list, not somewhere in the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search or filters change
  useEffect(() => {
    const el = listBox.current;
    const bar = toolbar.current;
    if (!el || !bar || jump) return;
    const top = el.getBoundingClientRect().top;
    const barBottom = bar.getBoundingClientRect().bottom;
    if (top < barBottom) window.scrollBy({ top: top - barBottom - 8 });
  }, [activeQuery, filter, category]);

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

  const shown = listed.slice(list.range.start, list.range.end);
  const filtered = activeQuery.trim() !== '' || category !== '' || filter !== 'all';

  return (
    <Stack gap="4" data-testid="count-view" data-count-id={count.id} data-status={count.status} data-scope={count.scope}>
      <CountHeader
        location={location}
        count={count}
        counted={countedTotal}
        total={total}
        pending={sync?.pending}
        starting={starting}
        onChangeLocation={onChangeLocation}
        onStartNew={onStartNew}
        onSubmit={openSubmit}
      />

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

      {/* From tablet size up, the search, filters and scanner stay under the top bar while the list
          scrolls (its height: 14 / 16); on a phone they would cover half the screen, so they scroll. */}
      <Stack
        ref={toolbar}
        gap="3"
        position={{ base: 'static', sm: 'sticky' }}
        top={{ base: '14', md: '16' }}
        scrollMarginTop={{ base: '14', md: '16' }}
        zIndex="docked"
        bg="bg.subtle"
        mx={{ base: '-4', md: '-6', xl: '-8' }}
        px={{ base: '4', md: '6', xl: '8' }}
        py="3"
        data-testid="count-toolbar"
      >
        <Flex gap="3" wrap="wrap">
          <HStack gap="2" flex="1 1 18rem" minW="0">
            <InputGroup flex="1" startElement={<SearchIcon boxSize="4" />}>
              <SearchInput value={query} mode={mode} onQuery={onQuery} onConfirm={setConfirmed} />
            </InputGroup>
            {mode === 'enter' && (
              <IconButton
                size="lg"
                variant="outline"
                bg="bg.panel"
                aria-label={t`Buscar`}
                onClick={() => setConfirmed(query)}
                data-testid="count-search-button"
              >
                <SearchIcon />
              </IconButton>
            )}
            <Button
              size="lg"
              colorPalette="brand"
              variant="solid"
              onClick={() => setCameraOpen(true)}
              title={t`Escanear con la cámara (un lector de códigos USB o Bluetooth funciona en cualquier momento)`}
              data-testid="scan-camera"
            >
              <ScanIcon boxSize="5" />
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                <Trans>Escanear</Trans>
              </Box>
            </Button>
          </HStack>
          <CountFilters
            category={category}
            categories={categories}
            filter={filter}
            onCategory={setCategory}
            onFilter={setFilter}
          />
        </Flex>
        {notice && <ScanNoticeAlert notice={notice} onClose={() => setNotice(null)} />}
      </Stack>

      {listed.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="l3" bg="bg.panel" data-testid="count-empty" data-query={activeQuery}>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SearchIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {goods.length === 0 ? <Trans>No hay mercaderías cargadas</Trans> : <Trans>Ninguna mercadería coincide</Trans>}
            </EmptyState.Title>
            {filtered && (
              <EmptyState.Description>
                <Trans>Prueba con otra palabra, el SKU, parte del nombre o quita los filtros.</Trans>
              </EmptyState.Description>
            )}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box
          ref={(el: HTMLDivElement | null) => {
            listBox.current = el;
            list.containerRef(el);
          }}
          borderWidth="1px"
          borderBottomWidth="0"
          borderRadius="l3"
          bg="bg.panel"
          overflow="hidden"
          onFocusCapture={() => {
            touched.current = true;
          }}
          data-testid="count-lines"
          data-listed={listed.length}
          data-query={activeQuery}
          style={{ paddingTop: list.paddingTop, paddingBottom: list.paddingBottom }}
        >
          {shown.map((good) => {
            const line = lines?.get(good.id);
            const lineSync = sync?.lines.get(good.id);
            return (
              <CountLineRow
                key={good.id}
                good={good}
                saved={line?.quantity}
                savedGrams={line?.weighedGrams ?? null}
                syncState={lineSync?.state}
                syncMessage={lineSync?.message ?? null}
                readOnly={readOnly}
                onSave={onSave}
                registerFlush={registerFlush}
                highlighted={highlight === good.id}
                partialOpen={partialOpen === good.id}
                onTogglePartial={onTogglePartial}
                measureRef={list.measureRef}
              />
            );
          })}
        </Box>
      )}

      <SubmitCountDialog
        open={confirming}
        onOpenChange={setConfirming}
        locationName={location.name}
        scope={count.scope}
        counted={countedTotal}
        total={goods.length}
        offline={!online}
        submitting={submitting}
        onConfirm={() => void submit()}
      />
      <CameraScanDialog
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        formats={GOODS_FORMATS}
        aim="band"
        title={<Trans>Escanear con la cámara</Trans>}
        hint={<Trans>Apunta al código de barras de la botella; se lee solo.</Trans>}
        testId="camera-scan-dialog"
        onScan={(code) => {
          setCameraOpen(false);
          onScan(code);
        }}
      />
    </Stack>
  );
}
