// A money list on a phone (issue 37, item 5; DataTable's `cards`): each row a card with its title
// and amount on the first line, always in view, the other columns as "Header: value" lines and the
// row's actions last — instead of a table scrolled sideways with the amount out of sight.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ACTIONS_KEY, type DataColumn, TONE_BG } from './data-table';

/** The rows as cards (phones, `cards`): title and amount first, the other columns below, actions last. */
export function RowCards<T>({
  rows,
  columns,
  cards,
  rowKey,
  rowTone,
  onRowClick,
}: {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  cards: { title: string; amount: string };
  rowKey: (row: T) => string;
  rowTone?: (row: T) => 'danger' | 'warning' | undefined;
  onRowClick?: (row: T) => void;
}) {
  const title = columns.find((c) => c.key === cards.title);
  const amount = columns.find((c) => c.key === cards.amount);
  const actions = columns.find((c) => c.key === ACTIONS_KEY);
  const rest = columns.filter((c) => c !== title && c !== amount && c !== actions);
  const cell = (c: DataColumn<T> | undefined, row: T) => (c ? (c.render ? c.render(row) : (c.value(row) ?? '-')) : null);
  return (
    <Stack gap="2" data-testid="data-table-cards">
      {rows.map((row) => {
        const tone = rowTone?.(row);
        return (
          <Box
            key={rowKey(row)}
            borderWidth="1px"
            borderRadius="l3"
            bg={tone ? TONE_BG[tone] : 'bg.panel'}
            p="3"
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            cursor={onRowClick ? 'pointer' : undefined}
            data-tone={tone}
            data-testid="data-table-card"
          >
            <HStack justify="space-between" align="start" gap="3">
              <Box fontWeight="medium" minW="0" flex="1">
                {cell(title, row)}
              </Box>
              <Box
                fontWeight="semibold"
                fontVariantNumeric="tabular-nums"
                textAlign="end"
                whiteSpace="nowrap"
                data-testid="card-amount"
              >
                {cell(amount, row)}
              </Box>
            </HStack>
            <Stack gap="0.5" mt="1.5" textStyle="xs">
              {rest.map((c) => {
                const v = c.value(row);
                if (v === null || v === undefined || v === '') return null;
                return (
                  <HStack key={c.key} gap="1.5" align="baseline" minW="0">
                    <Text color="fg.muted" flexShrink={0}>
                      {c.header}:
                    </Text>
                    <Box minW="0" overflowWrap="anywhere">
                      {cell(c, row)}
                    </Box>
                  </HStack>
                );
              })}
            </Stack>
            {actions && (
              <HStack justify="end" mt="2">
                {cell(actions, row)}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
