// A count's scope (issue 37): what its location stocks (a stock or par level there) and what was
// counted here already — its list and its progress. Every good on request, or when a scanned code
// is one the location never had; a typed search looks through every good (what is searched for by
// name is wanted, stocked here or not).
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { buildBarcodeIndex } from '../../shared/barcode';
import type { CountGood } from '../data/use-stock-count';
import { categoriesOf, indexGoods } from '../goods-search';

export function useCountScope(
  allGoods: CountGood[],
  stocked: ReadonlySet<string> | undefined,
  lines: ReadonlyMap<string, unknown> | undefined,
  query: string,
) {
  const [everyGood, setEveryGood] = useState(false);
  const narrowed = !everyGood && !!stocked && stocked.size > 0;
  const scope = useMemo(
    () => (narrowed && stocked ? allGoods.filter((g) => stocked.has(g.id) || lines?.has(g.id)) : allGoods),
    [narrowed, stocked, allGoods, lines],
  );
  const searching = query.trim() !== '';
  // Both kept, so the first keystroke does not index every good again.
  const scopeIndex = useMemo(() => indexGoods(scope), [scope]);
  const allIndex = useMemo(() => indexGoods(allGoods), [allGoods]);
  const categories = useMemo(() => categoriesOf(scope), [scope]);
  const counted = useMemo(() => scope.filter((g) => lines?.has(g.id)).length, [scope, lines]);
  // A scanned code is looked up among every good.
  const barcodeIndex = useMemo(
    () =>
      buildBarcodeIndex(
        allGoods.flatMap((g) => g.barcodes.map((barcode) => ({ goodId: g.id, barcode }))),
        allGoods,
      ),
    [allGoods],
  );
  const goodsById = useMemo(() => new Map(allGoods.map((g) => [g.id, g])), [allGoods]);
  return {
    /** The goods listed now: the scope, or every good while searching. */
    goods: searching ? allGoods : scope,
    index: searching ? allIndex : scopeIndex,
    categories,
    counted,
    total: scope.length,
    narrowed,
    /** The location's goods are a part of all goods: the toggle below has something to say. */
    partial: !!stocked && stocked.size > 0 && allGoods.length > stocked.size,
    showEveryGood: setEveryGood,
    barcodeIndex,
    goodsById,
  };
}

export function CountScopeToggle({ narrowed, every, onToggle }: { narrowed: boolean; every: number; onToggle(): void }) {
  return (
    <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted" data-testid="count-scope-goods">
      <Text>
        {narrowed ? <Trans>Se listan las mercaderías de este lugar.</Trans> : <Trans>Se listan todas las mercaderías.</Trans>}
      </Text>
      <Button
        variant="plain"
        size="sm"
        h="auto"
        minH="6"
        px="0"
        color="brand.fg"
        textDecoration="underline"
        onClick={onToggle}
        data-testid="count-every-good"
      >
        {narrowed ? <Trans>Mostrar todas ({every})</Trans> : <Trans>Solo las de este lugar</Trans>}
      </Button>
    </HStack>
  );
}
