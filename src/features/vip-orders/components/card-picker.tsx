// The VIP card search as a combobox (the table QR's dialog; the reservation dialog, composed by its
// route): arrow keys move through the matching cards and Enter picks one.
import { Button, Combobox, createListCollection, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type CardChoice, useCardSearch } from '../api/card-lookup';

/** The card picked so far: what the picker shows (a reservation's card carries no status). */
export type PickedCard = Pick<CardChoice, 'id' | 'number' | 'holderName'>;

/**
 * Picks an active VIP card by number or holder: the replica's cards when this device has them,
 * else one answer of the server searched in memory (api/card-lookup.ts). `testId` names the chosen
 * card (`<testId>-chosen`) and the options (`<testId>-option`).
 */
export function CardPicker({
  value,
  onChange,
  testId = 'qr-card',
}: {
  value: PickedCard | null;
  onChange(card: PickedCard | null): void;
  testId?: string;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const { results } = useCardSearch(query, value === null);
  const collection = useMemo(
    () => createListCollection({ items: results ?? [], itemToString: (c) => c.number, itemToValue: (c) => c.id }),
    [results],
  );
  if (value) {
    return (
      <HStack w="full" justify="space-between" borderWidth="1px" borderRadius="l2" px="3" py="2" data-testid={`${testId}-chosen`}>
        <Text truncate>
          {value.number} · {value.holderName}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
          <Trans>Cambiar</Trans>
        </Button>
      </HStack>
    );
  }
  // A combobox: the arrow keys move through the matching cards and Enter picks one (issue 19: the
  // suggestions were buttons a keyboard user could not reach from the field).
  return (
    <Combobox.Root
      collection={collection}
      inputValue={query}
      onInputValueChange={(e) => setQuery(e.inputValue)}
      onValueChange={(e) => {
        const chosen = results?.find((c) => c.id === e.value[0]);
        if (chosen) onChange(chosen);
      }}
      inputBehavior="autohighlight"
      selectionBehavior="clear"
      width="full"
    >
      <Combobox.Control>
        <Combobox.Input placeholder={t`Número o titular`} name="card-search" autoComplete="off" aria-label={t`Buscar tarjeta`} />
      </Combobox.Control>
      {/* Inside the dialog, not in a portal: the dialog keeps focus and stacking. */}
      <Combobox.Positioner>
        <Combobox.Content maxH="56" overflowY="auto">
          <Combobox.Empty>
            <Trans>Ninguna tarjeta activa coincide</Trans>
          </Combobox.Empty>
          {collection.items.map((c) => (
            <Combobox.Item item={c} key={c.id} data-testid={`${testId}-option`}>
              <Text truncate>
                {c.number} · {c.holderName}
              </Text>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
