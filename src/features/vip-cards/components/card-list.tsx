// The card list: search box, type/status/balance filters, the count of results and the
// virtualised rows (only the rows near the viewport exist in the DOM, inside the page's own
// scroll). The index is built when the cards change and re-sorted when the sort changes; a
// keystroke only filters (see card-search.ts).
import { Box, EmptyState, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CARD_STATUSES, type CardStatus, SALDO_FILTERS, type SaldoFilter } from '../../../contract/vip';
import { minWidthMedia } from '../../../lib/breakpoints';
import { formatCount } from '../../../lib/sync/sync-text';
import { SearchIcon } from '../../../lib/ui/nav-icons';
import { SelectBox } from '../../../lib/ui/select-box';
import {
  type CardIndex,
  type CardSort,
  type CardSortKey,
  createCardFilter,
  indexCards,
  resortIndex,
  type SearchableCard,
} from '../card-search';
import { type FiltersStore, useFilter, useFilters } from '../filters-store';
import { SALDO_LABELS, STATUS_LABELS } from '../labels';
import { type CardTypeView, COMPACT_ROW_HEIGHT, CompactRow, cardListCss, WIDE_ROW_HEIGHT, WideRow } from './card-rows';
import { CardIcon, useMedia } from './common';

interface CardListProps<C extends SearchableCard> {
  cards: readonly C[] | undefined;
  types: ReadonlyMap<string, CardTypeView>;
  filters: FiltersStore;
  sort: CardSort;
  onSort(next: CardSort): void;
  hrefFor(id: string): string;
  onOpen(id: string): void;
  loading?: boolean;
}

const WIDE_MEDIA = minWidthMedia('sm');

function SearchBox({ filters }: { filters: FiltersStore }) {
  const { t } = useLingui();
  const query = useFilter(filters, 'query');
  return (
    <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1" minW="12rem">
      <Input
        value={query}
        onChange={(e) => filters.set({ query: e.target.value })}
        placeholder={t`Número, titular, documento o teléfono`}
        aria-label={t`Buscar tarjeta`}
        type="search"
        autoComplete="off"
        data-testid="vip-card-search"
      />
    </InputGroup>
  );
}

const FilterBar = memo(function FilterBar({
  filters,
  types,
  sort,
  onSort,
  wide,
}: {
  filters: FiltersStore;
  types: ReadonlyMap<string, CardTypeView>;
  sort: CardSort;
  onSort(next: CardSort): void;
  wide: boolean;
}) {
  const { t, i18n } = useLingui();
  const typeId = useFilter(filters, 'typeId');
  const status = useFilter(filters, 'status');
  const saldo = useFilter(filters, 'saldo');
  const typeList = useMemo(() => [...types.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')), [types]);
  const half = 'calc(50% - 0.25rem)';
  return (
    <HStack gap="2" wrap="wrap" className="no-print">
      <SearchBox filters={filters} />
      <SelectBox
        size="md"
        width={{ base: half, sm: '11rem' }}
        value={typeId}
        onChange={(typeId) => filters.set({ typeId })}
        label={t`Tipo de tarjeta`}
        testId="vip-filter-type"
        placeholder={t`Todos los tipos`}
        options={typeList.map((type) => ({ value: type.id, label: type.name }))}
      />
      <SelectBox
        size="md"
        width={{ base: half, sm: '10rem' }}
        value={status}
        onChange={(status) => filters.set({ status: status as CardStatus | '' })}
        label={t`Estado`}
        testId="vip-filter-status"
        placeholder={t`Todos los estados`}
        options={CARD_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
      />
      <SelectBox
        size="md"
        width={{ base: half, sm: '11rem' }}
        value={saldo}
        onChange={(saldo) => filters.set({ saldo: saldo as SaldoFilter })}
        label={t`Saldo`}
        testId="vip-filter-saldo"
        options={SALDO_FILTERS.map((s) => ({ value: s, label: i18n._(SALDO_LABELS[s]) }))}
      />
      {!wide && (
        <SelectBox
          size="md"
          width={half}
          value={`${sort.key}:${sort.desc ? 'desc' : 'asc'}`}
          onChange={(value) => {
            const [key, dir] = value.split(':');
            onSort({ key: key as CardSortKey, desc: dir === 'desc' });
          }}
          label={t`Ordenar por`}
          testId="vip-sort"
          options={[
            { value: 'number:asc', label: t`Por número` },
            { value: 'holder:asc', label: t`Por titular` },
            { value: 'balance:desc', label: t`Mayor saldo` },
            { value: 'balance:asc', label: t`Menor saldo` },
            { value: 'lastMovement:desc', label: t`Último movimiento` },
          ]}
        />
      )}
    </HStack>
  );
});

interface BodyProps<C extends SearchableCard> {
  index: CardIndex<C>;
  sort: CardSort;
  onSort(next: CardSort): void;
  filters: FiltersStore;
  types: ReadonlyMap<string, CardTypeView>;
  wide: boolean;
  total: number;
  loading?: boolean;
  hrefFor(id: string): string;
  onOpen(id: string): void;
}

/** What a keystroke re-renders: the count, the empty state or the visible rows. */
function ListBody<C extends SearchableCard>({
  index,
  sort,
  onSort,
  filters,
  types,
  wide,
  total,
  loading,
  hrefFor,
  onOpen,
}: BodyProps<C>) {
  const { t, i18n } = useLingui();
  const current = useFilters(filters);
  const filterRef = useRef(createCardFilter<C>());
  const result = useMemo(() => filterRef.current(index, current), [index, current]);
  const rowHeight = wide ? WIDE_ROW_HEIGHT : COMPACT_ROW_HEIGHT;

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasRows = result.count > 0;
  // Where the list starts in the page: measured after layout (a ResizeObserver callback), never by
  // forcing a layout in the middle of a keystroke's render.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || !hasRows) return;
    const update = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((m) => (Math.abs(m - top) > 0.5 ? top : m));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [hasRows]);
  const virtualizer = useWindowVirtualizer({
    count: result.count,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollMargin,
  });
  // Another row height (phone ↔ tablet) invalidates every cached position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again when the height changes
  useLayoutEffect(() => virtualizer.measure(), [rowHeight]);

  const shown = result.count;
  const shownText = formatCount(i18n, shown);
  const totalText = formatCount(i18n, total);
  const availableLabel = t`Disponible`;
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <p className="vc-count" data-testid="vip-card-count" aria-live="polite">
        {shown === total ? (
          <Trans>{shownText} tarjetas</Trans>
        ) : (
          <Trans>
            {shownText} de {totalText} tarjetas
          </Trans>
        )}
      </p>
      <div className="vc-frame" data-testid="vip-card-list" data-query={current.query} data-count={shown}>
        {wide && <WideHeader sort={sort} onSort={onSort} />}
        {shown === 0 && !loading ? (
          <EmptyState.Root size="sm" data-testid="vip-card-empty">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <CardIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>{total === 0 ? t`No hay tarjetas` : t`Ninguna tarjeta coincide`}</EmptyState.Title>
              <EmptyState.Description>
                {total === 0
                  ? t`Las tarjetas emitidas en este local aparecen aquí.`
                  : t`Prueba con otro número, nombre, documento o teléfono, o quita los filtros.`}
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const card = index.cards[result.positions[item.index] as number] as C;
              const props = {
                card,
                type: types.get(card.cardTypeId),
                top: item.start - scrollMargin,
                href: hrefFor(card.id),
                i18n,
                availableLabel,
                onOpen,
              };
              return wide ? <WideRow key={card.id} {...props} /> : <CompactRow key={card.id} {...props} />;
            })}
          </div>
        )}
      </div>
    </>
  );
}

function WideHeader({ sort, onSort }: { sort: CardSort; onSort(next: CardSort): void }) {
  const { t } = useLingui();
  const header = (key: CardSortKey | null, label: string, numeric = false, xlOnly = false) => {
    const className = `${xlOnly ? 'vc-xl ' : ''}${numeric ? 'vc-num ' : ''}vc-head-cell`;
    const active = key !== null && sort.key === key;
    return (
      <span className={className}>
        {key ? (
          <button
            type="button"
            className="vc-head-cell"
            aria-pressed={active}
            onClick={() => onSort({ key, desc: active ? !sort.desc : false })}
          >
            {label}
            {active ? (sort.desc ? ' ↓' : ' ↑') : ''}
          </button>
        ) : (
          label
        )}
      </span>
    );
  };
  return (
    <div className="vc-head">
      {header('number', t`Número`)}
      {header('holder', t`Titular`)}
      {header(null, t`Tipo`)}
      {header(null, t`Estado`)}
      {header('balance', t`Saldo`, true)}
      {header(null, t`Límite`, true, true)}
      {header('available', t`Disponible`, true)}
      {header('lastMovement', t`Último mov.`, false, true)}
    </div>
  );
}

export function CardList<C extends SearchableCard>({
  cards,
  types,
  filters,
  sort,
  onSort,
  hrefFor,
  onOpen,
  loading,
}: CardListProps<C>) {
  const wide = useMedia(WIDE_MEDIA);
  const creditAllowed = useMemo(() => {
    return (typeId: string) => types.get(typeId)?.creditAllowed ?? false;
  }, [types]);
  // Built once per change of the replica (or of the types), from the previous one (the cards whose
  // text did not change keep their haystack); the sort is applied apart below.
  const previousIndex = useRef<CardIndex<C> | undefined>(undefined);
  const baseIndex = useMemo(() => {
    const next = indexCards(cards ?? [], creditAllowed, undefined, previousIndex.current);
    previousIndex.current = next;
    return next;
  }, [cards, creditAllowed]);
  const index = useMemo(
    () => (sort.key === 'number' && !sort.desc ? baseIndex : resortIndex(baseIndex, sort)),
    [baseIndex, sort],
  );

  // This frame (and its one big stylesheet) renders when the cards, types or sort change, never
  // on a keystroke: only ListBody and the search box read the query.
  return (
    <Stack gap="3">
      <FilterBar filters={filters} types={types} sort={sort} onSort={onSort} wide={wide} />
      <Box css={cardListCss}>
        <ListBody
          index={index}
          sort={sort}
          onSort={onSort}
          filters={filters}
          types={types}
          wide={wide}
          total={cards?.length ?? 0}
          loading={loading}
          hrefFor={hrefFor}
          onOpen={onOpen}
        />
      </Box>
    </Stack>
  );
}
