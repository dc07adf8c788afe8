// Picking a good by typing part of its name, SKU or category (accents and case ignored), with
// the keyboard or a finger. Shows at most 50 matches so a catalogue of thousands stays quick.
// `clearOnSelect` suits "add a line" (the field empties for the next good); otherwise the chosen
// good stays shown, as a filter or a form field does.
import { Box, Combobox, createListCollection, HStack, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { fQty } from '../../../lib/format-number';
import { unitShortLabel } from './unit-names';
import { type Good, searchGoods } from './use-inventory-replica';

interface GoodComboboxProps {
  goods: readonly Good[];
  value: string | null;
  onChange(goodId: string | null): void;
  label?: string;
  placeholder?: string;
  clearOnSelect?: boolean;
  /** Goods not offered (already on the note). */
  exclude?: ReadonlySet<string>;
  /** On hand per good at the relevant place, shown beside each match. */
  onHand?: Map<string, number>;
  disabled?: boolean;
  invalid?: boolean;
  testId?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function GoodCombobox({
  goods,
  value,
  onChange,
  label,
  placeholder,
  clearOnSelect,
  exclude,
  onHand,
  disabled,
  invalid,
  testId,
  size = 'md',
}: GoodComboboxProps) {
  const { t, i18n } = useLingui();
  const selected = value ? goods.find((g) => g.id === value) : undefined;
  const [input, setInput] = useState(selected?.name ?? '');
  const deferred = useDeferredValue(input);

  // A value set from outside (a reset, a URL filter) shows its name.
  useEffect(() => {
    if (clearOnSelect) return;
    setInput(selected?.name ?? '');
  }, [selected?.name, clearOnSelect]);

  const matches = useMemo(() => {
    const pool = goods.filter((g) => (g.active || g.id === value) && !exclude?.has(g.id));
    // What is in stock at the place comes first: that is what gets sent or breaks there.
    if (onHand) pool.sort((a, b) => Number((onHand.get(b.id) ?? 0) > 0) - Number((onHand.get(a.id) ?? 0) > 0));
    // The chosen good's own name as the query would list only it: show everything instead.
    const query = selected && deferred === selected.name ? '' : deferred;
    return searchGoods(pool, query);
  }, [goods, exclude, deferred, selected, value, onHand]);

  const collection = useMemo(
    () => createListCollection({ items: matches, itemToString: (g) => g.name, itemToValue: (g) => g.id }),
    [matches],
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={input}
      onInputValueChange={(e) => {
        setInput(e.inputValue);
        if (!clearOnSelect && e.inputValue === '' && value) onChange(null);
      }}
      value={value ? [value] : []}
      onValueChange={(e) => {
        const id = e.value[0] ?? null;
        onChange(id);
        if (clearOnSelect) setInput('');
      }}
      selectionBehavior={clearOnSelect ? 'clear' : 'replace'}
      inputBehavior="autohighlight"
      openOnClick
      disabled={disabled}
      invalid={invalid}
      size={size}
      width="full"
      data-testid={testId}
    >
      {label && <Combobox.Label>{label}</Combobox.Label>}
      <Combobox.Control>
        <Combobox.Input placeholder={placeholder ?? t`Buscar mercadería por nombre o código`} />
        <Combobox.IndicatorGroup>
          {!clearOnSelect && <Combobox.ClearTrigger aria-label={t`Borrar`} />}
          <Combobox.Trigger aria-label={t`Ver mercaderías`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto">
            <Combobox.Empty>
              <Trans>Ninguna mercadería coincide</Trans>
            </Combobox.Empty>
            {collection.items.map((g) => (
              <Combobox.Item item={g} key={g.id}>
                <HStack justify="space-between" w="full" gap="3" minW="0">
                  <Box minW="0">
                    <Text truncate>{g.name}</Text>
                    <Text textStyle="xs" color="fg.muted" truncate>
                      {g.sku} · {g.category}
                    </Text>
                  </Box>
                  {onHand && (
                    <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {fQty(onHand.get(g.id) ?? 0, i18n)} {unitShortLabel(i18n, g.unit)}
                    </Text>
                  )}
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
