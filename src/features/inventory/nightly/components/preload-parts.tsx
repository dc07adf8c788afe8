// The small parts of the preloads screen: the bar picker, the quantity cell (a field, or the saved
// figure once the night is closed), a row's load status and the skeleton shown while loading.
import { Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LocationRef } from '../../../../contract/inventory-nightly';
import { fQty } from '../../../../lib/format-number';
import { intlLocale } from '../../../../lib/sync/sync-text';
import { LabelledSelect } from '../../../../lib/ui/select-box';
import { type BadgeLook, StateBadge } from '../../../../lib/ui/state-badge';
import { effective, type GridRow, isInvalid } from '../preload-grid';

/** The text a quantity input starts from: the saved figure, without grouping, in the user's locale. */
function inputText(value: number | null, i18n: I18n): string {
  if (value === null) return '';
  return new Intl.NumberFormat(intlLocale(i18n), { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

export function LoadingGrid() {
  return (
    <Stack gap="3" data-testid="preloads-loading">
      <Skeleton height="16" borderRadius="l3" />
      <Skeleton height="10" borderRadius="l3" />
      <Skeleton height="64" borderRadius="l3" />
    </Stack>
  );
}

export function BarSelect({ bars, value, onChange }: { bars: LocationRef[]; value: string; onChange(id: string): void }) {
  const { t } = useLingui();
  return (
    <LabelledSelect
      label={t`Barra`}
      fieldProps={{ minW: '0' }}
      value={value}
      onChange={onChange}
      options={bars.map((b) => ({ value: b.id, label: b.name }))}
      testId="bar-select"
    />
  );
}

export function QuantityInput({
  label,
  saved,
  draft,
  disabled,
  readOnly,
  onChange,
}: {
  label: string;
  saved: number | null;
  draft: string | undefined;
  disabled: boolean;
  /** A closed night: the figure as text, no field. */
  readOnly: boolean;
  onChange(text: string): void;
}) {
  const { i18n } = useLingui();
  if (readOnly) {
    return (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {fQty(saved, i18n)}
      </Text>
    );
  }
  const invalid = isInvalid(draft);
  const changed = draft !== undefined && !invalid && effective(draft, saved) !== saved;
  return (
    <Input
      size="sm"
      w={{ base: '4.5rem', sm: '6rem' }}
      ms="auto"
      display="block"
      textAlign="end"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      value={draft ?? inputText(saved, i18n)}
      onChange={(e) => onChange(e.target.value)}
      borderColor={invalid ? 'border.error' : changed ? 'brand.solid' : undefined}
      borderWidth={changed || invalid ? '2px' : undefined}
      bg={changed ? 'brand.subtle' : undefined}
    />
  );
}

const LOAD_LOOKS = {
  loaded: { palette: 'green', label: msg`Cargado` },
  differs: { palette: 'orange', label: msg`Cargado con diferencia` },
  pending: { palette: 'gray', label: msg`Pendiente` },
} satisfies Record<string, BadgeLook>;

export function StatusBadge({ row }: { row: GridRow }) {
  if (row.loaded !== null) return <StateBadge look={row.loaded === row.planned ? LOAD_LOOKS.loaded : LOAD_LOOKS.differs} />;
  return row.planned > 0 ? <StateBadge look={LOAD_LOOKS.pending} /> : null;
}
