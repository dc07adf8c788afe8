// The lines a waiter puts together for one table before sending: the menu by category (tap to add),
// and each line's quantity, course, modifiers and note, with the price the area's list charges.
import { Badge, Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_COURSE, MAX_LINE_NOTE } from '../../../contract/resto-orders';
import { fMoney } from '../../../lib/format-number';
import { addItem, changeLine, type Draft, draftTotal, itemPrice, type MenuItem, toggleModifier, unitPrice } from '../composer';

export function OrderComposer({
  draft,
  items,
  priceListId,
  course,
  onCourse,
  onChange,
}: {
  draft: Draft;
  items: readonly MenuItem[];
  priceListId: string | null;
  course: number;
  onCourse(course: number): void;
  onChange(draft: Draft): void;
}) {
  const { t } = useLingui();
  const categories = [...new Set(items.map((i) => i.category))];
  return (
    <Stack gap="4">
      <HStack gap="1" flexWrap="wrap" aria-label={t`Tiempo de las líneas que agregas`}>
        <Text textStyle="sm" color="fg.muted">
          <Trans>Tiempo</Trans>
        </Text>
        {Array.from({ length: MAX_COURSE }, (_, i) => i + 1).map((c) => (
          <Button
            key={c}
            size="sm"
            variant={c === course ? 'solid' : 'outline'}
            onClick={() => onCourse(c)}
            aria-pressed={c === course}
          >
            {c}
          </Button>
        ))}
      </HStack>
      {categories.map((category) => (
        <Stack key={category} gap="2">
          <Heading as="h3" size="sm">
            {category}
          </Heading>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
            {items
              .filter((i) => i.category === category)
              .map((item) => {
                const price = itemPrice(item, priceListId);
                return (
                  <Button
                    key={item.id}
                    variant="outline"
                    h="auto"
                    py="2"
                    whiteSpace="normal"
                    disabled={!item.available || price === null}
                    onClick={() => onChange(addItem(draft, item, course))}
                    data-testid="menu-item"
                  >
                    <Stack gap="0" align="start" w="full">
                      <Text fontWeight="semibold" textAlign="start">
                        {item.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {!item.available ? t`Agotado` : price === null ? t`Sin precio en esta área` : fMoney(price)}
                      </Text>
                    </Stack>
                  </Button>
                );
              })}
          </SimpleGrid>
        </Stack>
      ))}

      {draft.lines.length > 0 && (
        <Stack gap="3" data-testid="draft">
          <Heading as="h3" size="sm">
            <Trans>Por enviar</Trans>
          </Heading>
          {draft.lines.map((line) => {
            const item = items.find((i) => i.productId === line.productId);
            const price = unitPrice(item, line, priceListId);
            return (
              <Box key={line.id} borderWidth="1px" borderRadius="l2" p="2">
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{line.name}</Text>
                  <Text>{price === null ? '—' : fMoney(price * line.quantity)}</Text>
                </HStack>
                <HStack gap="2" mt="1" flexWrap="wrap">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Uno menos`}
                    onClick={() => onChange(changeLine(draft, line.id, { quantity: line.quantity - 1 }))}
                  >
                    −
                  </Button>
                  <Text minW="2ch" textAlign="center">
                    {line.quantity}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Uno más`}
                    onClick={() => onChange(changeLine(draft, line.id, { quantity: line.quantity + 1 }))}
                  >
                    +
                  </Button>
                  <Badge>{t`Tiempo ${line.course}`}</Badge>
                </HStack>
                {item && item.modifiers.length > 0 && (
                  <HStack gap="1" mt="2" flexWrap="wrap">
                    {item.modifiers.map((m) => {
                      const on = line.modifierIds.includes(m.id);
                      return (
                        <Button
                          key={m.id}
                          size="xs"
                          variant={on ? 'solid' : 'outline'}
                          aria-pressed={on}
                          onClick={() => onChange(toggleModifier(draft, line.id, m.id))}
                        >
                          {m.priceDelta ? `${m.name} (+${fMoney(m.priceDelta)})` : m.name}
                        </Button>
                      );
                    })}
                  </HStack>
                )}
                <Input
                  mt="2"
                  size="sm"
                  maxLength={MAX_LINE_NOTE}
                  placeholder={t`Nota para la cocina`}
                  value={line.note}
                  onChange={(e) => onChange(changeLine(draft, line.id, { note: e.target.value }))}
                />
              </Box>
            );
          })}
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              <Trans>Total por enviar</Trans>
            </Text>
            <Text fontWeight="semibold">{fMoney(draftTotal(draft, items, priceListId))}</Text>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
