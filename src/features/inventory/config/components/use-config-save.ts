// The save of a stock configuration dialog: check the form against the contract's schema (field
// errors under the fields), then save it as every record dialog does (useRecordSave).
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordSave } from '../../../../lib/ui/use-record-save';
import type { FieldErrors } from '../form-values';
import { translateMessage } from '../messages';

type Checked<I> = { ok: true; value: I } | { ok: false; errors: FieldErrors };

export function useConfigSave<I, R extends { name: string }>(
  mutation: UseMutationResult<R, Error, { id?: string; input: I }>,
  /** The record being edited; undefined creates one. */
  id: string | undefined,
  onClose: () => void,
) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordSave(mutation, id, onClose, translateMessage);

  const save = (result: Checked<I>) => {
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    record.save(result.value);
  };

  /** The props every configuration dialog gives FormDialog. */
  const dialog = {
    onClose,
    pending: record.pending,
    onlineOnly: true,
    error: record.error,
    submitLabel: t`Guardar`,
    submitTestId: 'config-save',
    errorTestId: 'config-save-error',
  };
  return { errors, setErrors, save, dialog };
}
