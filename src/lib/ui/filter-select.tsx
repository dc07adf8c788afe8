// The compact select of a list's filters, beside the data table's search box: it shares the row
// on phones and keeps its own width from md up. '' or 'all' is the caller's "everything" option
// (or `allLabel`, shown first with the value ''). Screens with their own filter row pass its
// layout (`minW`, `flex`, `width`) and may leave the field's panel background out. The category
// filter that many lists have is one of them.
import type { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SelectBox, type SelectOption } from './select-box';

export function FilterSelect({
  allLabel,
  panelBg = true,
  ...props
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  allLabel?: string;
  testId?: string;
  /** The field on the panel colour (default) or on the select's own. */
  panelBg?: boolean;
} & Pick<NativeSelect.RootProps, 'minW' | 'flex' | 'width'>) {
  return (
    <SelectBox
      size="sm"
      width="auto"
      minW="9rem"
      flex={{ base: '1 1 9rem', sm: '0 0 auto' }}
      {...props}
      placeholder={allLabel}
      fieldBg={panelBg ? 'bg.panel' : undefined}
    />
  );
}

/** The category filter of a list: every category (''), or one of them. */
export function CategoryFilterSelect({
  categories,
  value,
  onChange,
  testId,
}: {
  categories: readonly string[];
  value: string;
  onChange(value: string): void;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Categoría`}
      value={value}
      onChange={onChange}
      allLabel={t`Todas las categorías`}
      options={categories.map((c) => ({ value: c, label: c }))}
      testId={testId}
    />
  );
}
