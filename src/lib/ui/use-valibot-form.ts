// The one form pattern new forms use: react-hook-form validated by a valibot schema (usually one
// from src/contract/, so the server refuses exactly what the form refuses), checked when a field
// is left and again on submit, with the schema's Spanish messages translated for the user.
//
//   const form = useValibotForm(loginFormSchema, { defaultValues });
//   <Field.Root invalid={!!form.formState.errors.email}>
//     <Input {...form.register('email')} />
//     <Field.ErrorText>{form.errorText('email')}</Field.ErrorText>
//   </Field.Root>
//   <form onSubmit={form.handleSubmit(save)} noValidate>
//
// The submit handler receives the schema's output (trimmed, converted), not the raw input. A
// server refusal belongs above the fields (or in FormDialog's error), not in a field's error.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { type FieldPath, get, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { translateKnownMessage } from '../i18n/known-messages';

type AnySchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export type ValibotForm<TSchema extends AnySchema> = UseFormReturn<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>> & {
  /** The translated message of a field's error, undefined while the field is valid. */
  errorText(name: FieldPath<v.InferInput<TSchema>>): string | undefined;
};

export function useValibotForm<TSchema extends AnySchema>(
  schema: TSchema,
  options: Omit<UseFormProps<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>, 'resolver'> = {},
): ValibotForm<TSchema> {
  const { i18n } = useLingui();
  const form = useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: valibotResolver(schema),
  });
  const errorText = (name: FieldPath<v.InferInput<TSchema>>) =>
    translateKnownMessage(i18n, (get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  return Object.assign(form, { errorText });
}
