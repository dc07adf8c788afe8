// A native select over a list of options (phones get their own picker), with an optional first
// option of value '' ("Todos los estados", "Elegir caja…"). The root's props (size, width,
// disabled) are the caller's; `label` names it for screen readers when no visible label does.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectBox({
  value,
  onChange,
  options,
  placeholder,
  label,
  name,
  testId,
  fieldBg,
  ...root
}: {
  value: string;
  onChange(value: string): void;
  options: readonly SelectOption[];
  /** The first option, whose value is ''. */
  placeholder?: string;
  label?: string;
  name?: string;
  testId?: string;
  fieldBg?: string;
} & Omit<NativeSelect.RootProps, 'onChange' | 'children'>) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-label={label}
        name={name}
        bg={fieldBg}
        data-testid={testId}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A small select under a small muted label, the filter rows' field (nightly screens, reports,
 * cancellation requests). `fieldProps` lay out the field (width, flex, grid column); the rest
 * are SelectBox's, size "sm" unless given.
 */
export function LabelledSelect({
  label,
  fieldProps,
  ...select
}: { label: ReactNode; fieldProps?: Field.RootProps } & Omit<ComponentProps<typeof SelectBox>, 'label'>) {
  return (
    <Field.Root {...fieldProps}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <SelectBox size="sm" {...select} />
    </Field.Root>
  );
}
