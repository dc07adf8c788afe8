// The list of every listing screen: a search box, the screen's own filters (children), sortable
// columns, an empty state that says why it is empty, and export of exactly what is shown (CSV,
// XLSX) or printing. Rows are plain objects; each column says how to show, sort and export it.
import { Box, Button, EmptyState, HStack, Input, InputGroup, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { type ExportCell, exportTable } from '../export/table-export';
import { fMoney } from '../format-number';
import { DownloadIcon, PrintIcon } from './icons';
import { SearchIcon } from './nav-icons';
import { useOnline } from './online-only';
import { RowCards } from './row-cards';
import { RowCount, useRowWindow } from './row-window';
import { InboxIcon } from './shell-icons';
import { CompactActionsContext, useTableFit } from './use-table-fit';

export interface DataColumn<T> {
  key: string;
  header: string;
  /** The value sorted on and exported (numbers stay numbers in XLSX). */
  value: (row: T) => string | number | null | undefined;
  /** How the cell shows (defaults to the value). */
  render?: (row: T) => ReactNode;
  numeric?: boolean;
  /** Not sortable (e.g. an actions column). */
  sortable?: boolean;
  /** Left out of exports (actions). */
  exportable?: boolean;
  /** Hidden below the sm breakpoint (600 px: phones) to keep the table readable. */
  hideBelowSm?: boolean;
  /** Hidden below the md breakpoint (900 px: phones and tablets), for secondary columns of wide tables. */
  hideBelowMd?: boolean;
}

export interface DataTableProps<T> {
  rows: readonly T[] | undefined;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  /** The text the search box matches (lower-cased, accents ignored); no search box when absent. */
  searchText?: (row: T) => string;
  searchPlaceholder?: string;
  /** File name (without extension) of exports; no export buttons when absent. */
  exportName?: string;
  /** Shows a print button (window.print; the page's print CSS decides what prints). */
  printable?: boolean;
  /** The screen's filters, shown beside the search box. */
  filters?: ReactNode;
  /** Initial sort. */
  defaultSort?: { key: string; desc?: boolean };
  /** Said when there are no rows at all (not when the search hides them). */
  emptyTitle?: string;
  emptyDescription?: string;
  loading?: boolean;
  /** Row highlight (e.g. low stock). */
  rowTone?: (row: T) => 'danger' | 'warning' | undefined;
  onRowClick?: (row: T) => void;
  /** Extra row(s) below the body, e.g. totals. */
  footer?: ReactNode;
  /**
   * A money list on a phone (issue 37, item 5): below md each row is a card — the `title` column
   * and the `amount` column on its first line, always in view, then the other columns as
   * "Header: value" lines and the row's actions — instead of a table scrolled sideways.
   */
  cards?: { title: string; amount: string };
  testId?: string;
}

/**
 * A column of integer cents: sorted and exported as pesos, shown formatted in the interface
 * language (and the currency, when given), right-aligned.
 */
export function moneyColumn<T>(
  key: string,
  header: string,
  cents: (row: T) => number,
  i18n: I18n,
  more: Partial<DataColumn<T>> & { currency?: (row: T) => string } = {},
): DataColumn<T> {
  const { currency, ...rest } = more;
  return {
    key,
    header,
    value: (r) => cents(r) / 100,
    render: (r) => fMoney(cents(r), currency?.(r), i18n),
    numeric: true,
    ...rest,
  };
}

/** Lower-case and without accents: "Fernét" is found by "fernet". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function columnDisplay<T>(c: DataColumn<T>) {
  if (c.hideBelowMd) return { base: 'none', md: 'table-cell' };
  return c.hideBelowSm ? { base: 'none', sm: 'table-cell' } : undefined;
}

/** The row actions column (key 'actions' by convention) stays in view at the end of a wide table. */
export const ACTIONS_KEY = 'actions';

function stickyEnd(key: string, shadow: boolean) {
  if (key !== ACTIONS_KEY) return undefined;
  return {
    position: 'sticky',
    insetInlineEnd: '0',
    zIndex: '1',
    bg: 'bg.panel',
    // A shadow on its inner edge while columns hide beneath it: the cue that the table scrolls.
    boxShadow: shadow ? '-10px 0 10px -8px rgba(0, 0, 0, 0.25)' : undefined,
  } as const;
}

export const TONE_BG = { danger: 'red.subtle', warning: 'orange.subtle' } as const;

/** A fade on one side of the scroll area while columns hide on that side. */
function ScrollFade({ side }: { side: 'start' | 'end' }) {
  return (
    <Box
      aria-hidden
      position="absolute"
      top="1px"
      bottom="1px"
      insetInlineStart={side === 'start' ? '1px' : undefined}
      insetInlineEnd={side === 'end' ? '1px' : undefined}
      w="6"
      pointerEvents="none"
      zIndex="2"
      borderRadius="l3"
      bgGradient={side === 'start' ? 'to-r' : 'to-l'}
      gradientFrom="bg.panel"
      gradientTo="transparent"
      data-testid={`table-scroll-cue-${side}`}
    />
  );
}

function compare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  searchText,
  searchPlaceholder,
  exportName,
  printable,
  filters,
  defaultSort,
  emptyTitle,
  emptyDescription,
  loading,
  rowTone,
  onRowClick,
  footer,
  cards,
  testId,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const online = useOnline();
  const [scrollRef, fit] = useTableFit();
  const hasActions = columns.some((c) => c.key === ACTIONS_KEY);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const rowWindow = useRowWindow();
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(
    defaultSort ? { key: defaultSort.key, desc: defaultSort.desc ?? false } : null,
  );

  const shown = useMemo(() => {
    if (!rows) return [];
    const needle = normalizeSearch(deferredQuery.trim());
    const filtered = needle && searchText ? rows.filter((r) => normalizeSearch(searchText(r)).includes(needle)) : [...rows];
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (column && sort) {
      filtered.sort((a, b) => {
        const order = compare(column.value(a), column.value(b));
        return sort.desc ? -order : order;
      });
    }
    return filtered;
  }, [rows, deferredQuery, searchText, sort, columns]);
  const drawn = shown.length > rowWindow.limit ? shown.slice(0, rowWindow.limit) : shown;

  const exportColumns = columns.filter((c) => c.exportable !== false);
  const doExport = (format: 'csv' | 'xlsx') => {
    if (!exportName) return;
    exportTable(
      {
        name: exportName,
        headers: exportColumns.map((c) => c.header),
        rows: shown.map((r) => exportColumns.map((c) => c.value(r) as ExportCell)),
      },
      format,
    );
  };

  const toggleSort = (key: string) => {
    rowWindow.reset();
    setSort((current) => (current?.key === key ? (current.desc ? null : { key, desc: true }) : { key, desc: false }));
  };

  const empty = !loading && rows !== undefined && rows.length === 0;
  // Cards only on a phone, decided in script (not hidden by CSS): one copy of each row in the page.
  const phone = useBreakpointValue({ base: true, sm: false }, { ssr: false }) ?? false;
  const asCards = Boolean(cards && phone && rows && shown.length > 0);

  return (
    <Stack gap="3" data-testid={testId}>
      <HStack gap="2" wrap="wrap" className="no-print">
        {searchText && (
          <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1" minW="12rem" maxW={{ sm: '24rem' }}>
            <Input
              value={query}
              onChange={(e) => {
                rowWindow.reset();
                setQuery(e.target.value);
              }}
              placeholder={searchPlaceholder ?? t`Buscar`}
              aria-label={searchPlaceholder ?? t`Buscar`}
              type="search"
            />
          </InputGroup>
        )}
        {filters}
        <HStack gap="2" ms="auto">
          {exportName && (
            <>
              <Button size="sm" variant="outline" onClick={() => doExport('csv')} disabled={shown.length === 0}>
                <DownloadIcon /> CSV
              </Button>
              <Button size="sm" variant="outline" onClick={() => doExport('xlsx')} disabled={shown.length === 0}>
                <DownloadIcon /> XLSX
              </Button>
            </>
          )}
          {printable && (
            <Button size="sm" variant="outline" onClick={rowWindow.print}>
              <PrintIcon /> <Trans>Imprimir</Trans>
            </Button>
          )}
        </HStack>
      </HStack>

      {empty ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3" data-testid="data-table-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <InboxIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>{emptyTitle ?? t`No hay datos para mostrar`}</EmptyState.Title>
            {emptyDescription && <EmptyState.Description>{emptyDescription}</EmptyState.Description>}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          {asCards && cards && (
            <RowCards rows={drawn} columns={columns} cards={cards} rowKey={rowKey} rowTone={rowTone} onRowClick={onRowClick} />
          )}
          {asCards && footer && (
            <Table.Root size="sm" data-testid="data-table-cards-footer">
              <Table.Footer>{footer}</Table.Footer>
            </Table.Root>
          )}
          {!asCards && (
            <Box position="relative">
              {fit.start && <ScrollFade side="start" />}
              {fit.end && !hasActions && <ScrollFade side="end" />}
              <CompactActionsContext.Provider value={fit.compact}>
                <Table.ScrollArea
                  ref={scrollRef}
                  borderWidth="1px"
                  borderRadius="l3"
                  bg="bg.panel"
                  data-overflow={fit.end || fit.start || undefined}
                >
                  <Table.Root size="sm" stickyHeader interactive={Boolean(onRowClick)}>
                    <Table.Header>
                      <Table.Row>
                        {columns.map((c) => {
                          const active = sort?.key === c.key;
                          const sortable = c.sortable !== false;
                          return (
                            <Table.ColumnHeader
                              key={c.key}
                              textAlign={c.numeric ? 'end' : 'start'}
                              display={columnDisplay(c)}
                              aria-sort={active ? (sort?.desc ? 'descending' : 'ascending') : undefined}
                              whiteSpace="nowrap"
                              {...stickyEnd(c.key, fit.end)}
                              data-row-actions={c.key === ACTIONS_KEY || undefined}
                            >
                              {sortable ? (
                                <Box
                                  as="button"
                                  onClick={() => toggleSort(c.key)}
                                  fontWeight="semibold"
                                  cursor="pointer"
                                  _hover={{ color: 'fg' }}
                                  color={active ? 'fg' : 'fg.muted'}
                                >
                                  {c.header}
                                  {active ? (sort?.desc ? ' ↓' : ' ↑') : ''}
                                </Box>
                              ) : (
                                c.header
                              )}
                            </Table.ColumnHeader>
                          );
                        })}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {!rows ? (
                        // No rows at all: loading, offline (a screen that reads the server) or failed —
                        // never "nothing matches", which would say the data is empty.
                        <Table.Row>
                          <Table.Cell colSpan={columns.length}>
                            <Text color="fg.muted" py="4" textAlign="center" data-testid="data-table-no-rows">
                              {!online ? (
                                <Trans>Sin conexión: esta pantalla necesita internet</Trans>
                              ) : loading ? (
                                <Trans>Cargando…</Trans>
                              ) : (
                                <Trans>No se pudieron cargar los datos</Trans>
                              )}
                            </Text>
                          </Table.Cell>
                        </Table.Row>
                      ) : shown.length === 0 ? (
                        <Table.Row>
                          <Table.Cell colSpan={columns.length}>
                            <Text color="fg.muted" py="4" textAlign="center" data-testid="data-table-no-match">
                              <Trans>Ningún resultado coincide con la búsqueda o los filtros</Trans>
                            </Text>
                          </Table.Cell>
                        </Table.Row>
                      ) : (
                        drawn.map((row) => {
                          const tone = rowTone?.(row);
                          return (
                            <Table.Row
                              key={rowKey(row)}
                              onClick={onRowClick ? () => onRowClick(row) : undefined}
                              cursor={onRowClick ? 'pointer' : undefined}
                              bg={tone ? TONE_BG[tone] : undefined}
                              data-tone={tone}
                            >
                              {columns.map((c) => (
                                <Table.Cell
                                  key={c.key}
                                  textAlign={c.numeric ? 'end' : 'start'}
                                  fontVariantNumeric={c.numeric ? 'tabular-nums' : undefined}
                                  display={columnDisplay(c)}
                                  {...stickyEnd(c.key, fit.end)}
                                  bg={c.key === ACTIONS_KEY ? (tone ? TONE_BG[tone] : 'bg.panel') : undefined}
                                >
                                  {c.render ? c.render(row) : (c.value(row) ?? '-')}
                                </Table.Cell>
                              ))}
                            </Table.Row>
                          );
                        })
                      )}
                    </Table.Body>
                    {footer && <Table.Footer>{footer}</Table.Footer>}
                  </Table.Root>
                </Table.ScrollArea>
              </CompactActionsContext.Provider>
            </Box>
          )}
        </>
      )}
      {rows && rows.length > 0 && (
        <RowCount counts={{ drawn: drawn.length, shown: shown.length, total: rows.length }} window={rowWindow} />
      )}
    </Stack>
  );
}
