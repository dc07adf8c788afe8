// A figure of the management screens: its value, what it is, optionally how it compares with the
// previous night and the weekday's average, and a click that opens the rows behind it.
import { Badge, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fMoney, fPercent } from '../../../lib/format-number';

export interface Delta {
  label: string;
  base: number;
}

/** +12,5 % against a base (null when the base is zero). */
function DeltaBadge({
  value,
  delta,
  money,
  lowerIsBetter,
}: {
  value: number;
  delta: Delta;
  money: boolean;
  lowerIsBetter?: boolean;
}) {
  const { i18n } = useLingui();
  const diff = value - delta.base;
  const ratio = delta.base === 0 ? null : diff / Math.abs(delta.base);
  const better = lowerIsBetter ? diff < 0 : diff > 0;
  const color = diff === 0 ? 'gray' : better ? 'green' : 'red';
  const sign = diff > 0 ? '+' : '';
  const amount = money ? fMoney(diff, undefined, i18n) : `${diff}`;
  return (
    <HStack gap="1" textStyle="xs" color="fg.muted" flexWrap="wrap">
      <Badge colorPalette={color} variant="subtle" size="sm">
        {sign}
        {ratio === null ? amount : fPercent(ratio, i18n)}
      </Badge>
      <Text as="span">{delta.label}</Text>
    </HStack>
  );
}

export function FigureCard({
  label,
  value,
  money = true,
  display,
  help,
  deltas,
  lowerIsBetter,
  tone,
  onOpen,
  testId,
  children,
}: {
  label: string;
  value: number;
  money?: boolean;
  /** Shown instead of the formatted value. */
  display?: string;
  help?: ReactNode;
  deltas?: Delta[];
  /** A rise is bad news (costs): deltas up show red. */
  lowerIsBetter?: boolean;
  tone?: 'danger' | 'success';
  onOpen?: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const color = tone === 'danger' ? 'fg.error' : tone === 'success' ? 'fg.success' : 'fg';
  return (
    // Rendered as plain boxes, not <dl>/<dt>/<dd>: a clickable figure is a button, and a help
    // line and deltas inside a <dl> are not list items (axe: definition-list, dlitem).
    <Stat.Root
      as="div"
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      bg="bg.panel"
      data-testid={testId}
      data-value={value}
      cursor={onOpen ? 'pointer' : undefined}
      _hover={onOpen ? { borderColor: 'border.emphasized' } : undefined}
      onClick={onOpen}
      onKeyDown={onOpen ? (e) => (e.key === 'Enter' || e.key === ' ') && onOpen() : undefined}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
    >
      <Stat.Label as="div">{label}</Stat.Label>
      <Stat.ValueText as="div" color={color} fontVariantNumeric="tabular-nums">
        {display ?? (money ? fMoney(value, undefined, i18n) : value.toLocaleString(i18n.locale))}
      </Stat.ValueText>
      {(help || deltas?.length) && (
        <Stack gap="1">
          {help && <Stat.HelpText>{help}</Stat.HelpText>}
          {deltas?.map((d) => (
            <DeltaBadge key={d.label} value={value} delta={d} money={money} lowerIsBetter={lowerIsBetter} />
          ))}
        </Stack>
      )}
      {children}
    </Stat.Root>
  );
}
