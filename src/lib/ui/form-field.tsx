// A labelled form field with its help text, or in its place the validation message (translated
// with the feature's own contract texts when it passes `translate`).
import { Field } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type MessageTranslator, untranslated } from './request-error';

export function FormField({
  label,
  error,
  help,
  required,
  translate = untranslated,
  children,
}: {
  label: string;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  translate?: MessageTranslator;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error === undefined ? undefined : translate(i18n, error)}</Field.ErrorText>
    </Field.Root>
  );
}
