import { Alert, Box, Button, EmptyState, Flex, HStack, IconButton, InputGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CameraScanDialog } from '../../../../lib/scan/camera-scan-dialog';
import { useSettings } from '../../../../lib/settings';
import { toastWriteError } from '../../../../lib/sync/quota';
import { useSyncStatus } from '../../../../lib/sync/use-replica';
import { SearchIcon } from '../../../../lib/ui/nav-icons';
import { NoticeAlert } from '../../../../lib/ui/notice-alert';
import { GOODS_FORMATS, lookupBarcode } from '../../shared/barcode';
import { ScanIcon } from '../../shared/icons';
import { useWedgeScanner } from '../../shared/wedge-scanner';
import { useStockCountActions } from '../data/stock-count-repo';
import {
  type CountGood,
  type CountLocation,
  type CountSummary,
  useCountLinesLive,
  useCountSyncLive,
} from '../data/use-stock-count';
import { drinkFilterMode, effectiveQuery } from '../goods-search';
import { CountHeader } from './count-header';
import { CountLineRow } from './count-line-row';
import { CountScopeToggle, useCountScope } from './count-scope';
import { CountFilters, type Filter, type ScanNotice, ScanNoticeAlert, SearchInput } from './count-toolbar';
import { SubmitCountDialog } from './submit-count-dialog';
import { useCountOrder } from './use-count-order';
import type { SaveLine } from './use-line-editor';
import { countRowEstimate, useWindowList } from './use-window-list';

/** How long a scanned good stays highlighted. */
const HIGHLIGHT_MS = 4000;

interface CountViewProps {
  location: CountLocation;
  count: CountSummary;
  goods: CountGood[];
  /** The goods the location stocks (listed by default); undefined or empty: every good. */
  stocked?: ReadonlySet<string> | undefined;
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
export function CountView({
  location,
  count,
  goods: allGoods,
  stocked,
  onChangeLocation,
  onSubmitted,
  onStartNew,
  starting,
}: CountViewProps) {
  const { t, i18n } = useLingui();
  const lines = useCountLinesLive(count.id);
  const sync = useCountSyncLive(count.id);
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

  const {
    goods,
    index,
    categories,
    counted: countedTotal,
    total,
    narrowed,
    partial,
    showEveryGood,
    barcodeIndex,
    goodsById,
  } = useCountScope(allGoods, stocked, lines, activeQuery);
  const { listed, touched } = useCountOrder(index, lines, { query: activeQuery, filter, category, countId: count.id });
  const keys = useMemo(() => listed.map((g) => g.id), [listed]);
  const [estimate] = useState(countRowEstimate);
  const list = useWindowList(keys, { estimate, overscan: 4 });

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
    [actions, count.id, i18n, touched],
  );

  const flushers = useRef(new Map<string, () => Promise<void>>());
  const registerFlush = useCallback((goodId: string, flush: (() => Promise<void>) | null) => {
    if (flush) flushers.current.set(goodId, flush);
    else flushers.current.delete(goodId);
  }, []);

  const openSubmit = useCallback(() => setConfirming(true), []);
  const onTogglePartial = useCallback(
    (goodId: string) => {
      touched.current = true;
      setPartialOpen((open) => (open === goodId ? null : goodId));
    },
    [touched],
  );

  // ── scanning: a code from the camera or a keyboard-wedge scanner jumps to its good ──
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
    [barcodeIndex, goodsById, touched],
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
        showEveryGood(true);
        setJump({ ...jump, reset: true });
      }
      return;
    }
    scrollToIndex(at);
    setHighlight(jump.goodId);
    setPartialOpen((open) => (open === jump.goodId ? open : null));
    setJump(null);
  }, [jump, listed, scrollToIndex, showEveryGood]);
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
        <NoticeAlert status="error" title={<Trans>El servidor rechazó este conteo</Trans>}>
          {sync.countRejected || undefined}
        </NoticeAlert>
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
        top={{ base: '14', sm: '16' }}
        scrollMarginTop={{ base: '14', sm: '16' }}
        zIndex="docked"
        bg="bg.subtle"
        mx={{ base: '-4', sm: '-6', lg: '-8' }}
        px={{ base: '4', sm: '6', lg: '8' }}
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
        {partial && <CountScopeToggle narrowed={narrowed} every={allGoods.length} onToggle={() => showEveryGood(narrowed)} />}
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
          role="list"
          aria-label={t`Mercaderías`}
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
        total={total}
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
