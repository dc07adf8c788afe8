// "Consultar precios": type a product, see what it costs on every price list — from the replica,
// so it answers at the bar without Wi-Fi ("Datos al …" says how old the prices are). The lists in
// force today first; the editor below changes prices (online).
import { Badge, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { fMoney } from '../../../../lib/format-number';
import { AsOf } from '../../../../lib/sync/as-of';
import { useTableFreshnessLive } from '../../../../lib/sync/use-replica';
import { venueDay } from '../../../../lib/venue-day';
import { searchPrices, useReplicaPrices } from '../../shared/replica-prices';

export function PriceLookup() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const all = useReplicaPrices(venueDay());
  const found = useMemo(() => (all ? searchPrices(all, deferred) : []), [all, deferred]);
  // A device that never pulled the prices (a user without the price codes) has none to look up:
  // "nothing matches" would be untrue.
  const pulled = useTableFreshnessLive('priceListItems');
  if (all === null || !pulled) return null;
  return (
    <Card.Root variant="outline" size="sm" data-testid="price-lookup">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">
            <Trans>Consultar precios</Trans>
          </Text>
          <AsOf table="priceListItems" />
        </HStack>
        <Input
          size="sm"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Producto, por ejemplo «fernet»`}
          aria-label={t`Buscar el precio de un producto`}
          data-testid="price-lookup-search"
        />
        {deferred.trim() && found.length === 0 && all !== undefined && (
          <Text textStyle="sm" color="fg.muted">
            <Trans>Ningún producto con precio coincide.</Trans>
          </Text>
        )}
        <Stack gap="2" as="ul" listStyleType="none">
          {found.map((p) => (
            <Stack as="li" key={p.productId} gap="1" borderTopWidth="1px" pt="2" data-testid="price-lookup-product">
              <Text fontWeight="medium">
                {p.name}{' '}
                <Text as="span" color="fg.muted" textStyle="xs">
                  {p.category}
                </Text>
              </Text>
              <HStack gap="2" wrap="wrap">
                {p.prices.map((price) => (
                  <Badge
                    key={price.listId}
                    variant={price.current ? 'subtle' : 'outline'}
                    colorPalette={price.current ? 'brand' : 'gray'}
                    size="md"
                    title={price.current ? undefined : t`Lista fuera de vigencia hoy`}
                  >
                    {price.listName}: {fMoney(price.price, undefined, i18n)}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
