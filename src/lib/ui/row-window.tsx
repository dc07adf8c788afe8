// How many rows a listing draws at once. Drawing every row of a long list blocks the page: the
// cash movements of a month (1,860 rows in the demo venue) kept the main thread busy for about 12 s
// on the test machine before the screen answered a click. A list draws its first ROW_WINDOW rows
// and the user asks for more; search, sort, exports and totals still cover every row, and printing
// draws them all first (the print button and the browser's own print both).
import { Button, HStack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Rows drawn at first, and added by each "more". */
export const ROW_WINDOW = 100;

export interface RowWindow {
  /** How many rows to draw. */
  limit: number;
  /** Back to the first window (a new search or sort). */
  reset(): void;
  more(): void;
  all(): void;
  /** Draws every row now (synchronously), then prints. */
  print(): void;
}

export function useRowWindow(): RowWindow {
  const [limit, setLimit] = useState(ROW_WINDOW);
  const reset = useCallback(() => setLimit(ROW_WINDOW), []);
  const more = useCallback(() => setLimit((n) => n + ROW_WINDOW), []);
  const all = useCallback(() => setLimit(Number.POSITIVE_INFINITY), []);
  /** Every row in the DOM before this returns (printing lays out what is there). */
  const drawAllNow = useCallback(() => flushSync(() => setLimit(Number.POSITIVE_INFINITY)), []);
  const print = useCallback(() => {
    drawAllNow();
    window.print();
  }, [drawAllNow]);
  useEffect(() => {
    // The browser's own print (Ctrl+P) prints every row too.
    window.addEventListener('beforeprint', drawAllNow);
    return () => window.removeEventListener('beforeprint', drawAllNow);
  }, [drawAllNow]);
  return { limit, reset, more, all, print };
}

/** The count under a list: all its rows, the matches of a search, or the rows drawn so far. */
export function RowCount({
  counts,
  window: rowWindow,
}: {
  counts: { drawn: number; shown: number; total: number };
  window: RowWindow;
}) {
  const { i18n } = useLingui();
  // As the locale writes them (1.860 in Spanish).
  const [drawn, shown, total] = [counts.drawn, counts.shown, counts.total].map((n) => i18n.number(n));
  if (counts.drawn < counts.shown) {
    const next = Math.min(ROW_WINDOW, counts.shown - counts.drawn);
    return (
      <HStack gap="3" wrap="wrap" className="no-print" data-testid="data-table-window">
        <Text textStyle="xs" color="fg.muted">
          <Trans>
            Se muestran {drawn} de {shown} filas
          </Trans>
        </Text>
        <Button size="xs" variant="outline" onClick={rowWindow.more} data-testid="data-table-more">
          <Plural value={next} one="Mostrar # fila más" other="Mostrar # filas más" />
        </Button>
        <Button size="xs" variant="ghost" onClick={rowWindow.all}>
          <Trans>Mostrar todas</Trans>
        </Button>
      </HStack>
    );
  }
  return (
    <Text textStyle="xs" color="fg.muted" className="no-print">
      {counts.shown === counts.total ? (
        <Plural value={counts.total} one="# fila" other="# filas" />
      ) : (
        <Trans>
          {shown} de {total} filas
        </Trans>
      )}
    </Text>
  );
}
