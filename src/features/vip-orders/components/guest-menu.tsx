import { Box, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { type GuestMenuDto, MAX_ORDER_QUANTITY } from '../../../contract/vip-orders';
import { fMoney } from '../../../lib/format-number';
import { groupByCategory } from '../cart';

type Item = GuestMenuDto['items'][number];

function Stepper({
  item,
  quantity,
  disabled,
  onChange,
}: {
  item: Item;
  quantity: number;
  disabled: boolean;
  onChange(q: number): void;
}) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <HStack gap="1" flexShrink={0}>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t`Quitar uno de ${name}`}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || quantity === 0}
        visibility={quantity === 0 ? 'hidden' : 'visible'}
      >
        −
      </IconButton>
      <Text
        w="7"
        textAlign="center"
        fontWeight="bold"
        aria-live="polite"
        visibility={quantity === 0 ? 'hidden' : 'visible'}
        data-testid="guest-qty"
      >
        {quantity}
      </Text>
      <IconButton
        size="sm"
        colorPalette="brand"
        aria-label={t`Agregar uno de ${name}`}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled || quantity >= MAX_ORDER_QUANTITY}
        data-testid="guest-add"
      >
        +
      </IconButton>
    </HStack>
  );
}

export function GuestMenu({
  items,
  quantities,
  disabled,
  onQuantity,
}: {
  items: Item[];
  quantities: Record<string, number>;
  disabled: boolean;
  onQuantity(productId: string, quantity: number): void;
}) {
  return (
    <Stack gap="5">
      {groupByCategory(items).map((group) => (
        <Stack key={group.category} gap="1" as="section">
          <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {group.category}
          </Heading>
          {group.items.map((item) => {
            const q = quantities[item.productId] ?? 0;
            return (
              <HStack
                key={item.productId}
                justify="space-between"
                gap="3"
                py="2"
                borderBottomWidth="1px"
                data-testid="guest-item"
                data-product-id={item.productId}
              >
                <Box minW="0">
                  <Text fontWeight={q > 0 ? 'semibold' : 'normal'}>{item.name}</Text>
                  <HStack gap="2">
                    <Text fontWeight="semibold" color="brand.fg">
                      {fMoney(item.finalPrice)}
                    </Text>
                    {item.finalPrice < item.price && (
                      <Text textStyle="sm" color="fg.muted" textDecoration="line-through">
                        {fMoney(item.price)}
                      </Text>
                    )}
                  </HStack>
                </Box>
                <Stepper item={item} quantity={q} disabled={disabled} onChange={(n) => onQuantity(item.productId, n)} />
              </HStack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
