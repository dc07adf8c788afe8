// The save of a stock configuration dialog: check the form against the contract's schema (field
// errors under the fields), then save; on success a toast and the dialog closes, on failure the
// server's message stays in the dialog with everything that was typed.
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '../../../../lib/toaster';
import { useOnline } from '../../../../lib/ui/online-only';
import { errorMessage } from '../../../../lib/ui/request-error';
import type { FieldErrors } from '../form-values';
import { translateMessage } from '../messages';

type Checked<I> = { ok: true; value: I } | { ok: false; errors: FieldErrors };

export function useConfigSave<I, R extends { name: string }>(
  mutation: UseMutationResult<R, Error, { id?: string; input: I }>,
  /** The record being edited; undefined creates one. */
  id: string | undefined,
  onClose: () => void,
) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = (result: Checked<I>) => {
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaveError(null);
    mutation.mutate(
      { id, input: result.value },
      {
        onSuccess: (row) => {
          toaster.create({ type: 'success', title: id ? t`Cambios guardados` : t`Se creó «${row.name}»` });
          onClose();
        },
        onError: (error) => setSaveError(errorMessage(error, i18n, online, translateMessage)),
      },
    );
  };

  /** The props every configuration dialog gives FormDialog. */
  const dialog = {
    onClose,
    pending: mutation.isPending,
    onlineOnly: true,
    error: saveError,
    submitLabel: t`Guardar`,
    submitTestId: 'config-save',
    errorTestId: 'config-save-error',
  };
  return { errors, setErrors, save, dialog };
}
