// The save of a dialog that creates or edits one named record (an account, a category, a point of
// sale, a good): the mutation gets `{ id, input }` (no id creates one); on success a toast —
// "Cambios guardados", or "Se creó «name»" — and the dialog closes; on failure the server's message
// stays in the dialog, with everything that was typed.
import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toaster } from '../toaster';
import { useOnline } from './online-only';
import { errorMessage, type MessageTranslator } from './request-error';

export function useRecordSave<I, R extends { name: string }>(
  mutation: UseMutationResult<R, Error, { id?: string; input: I }>,
  /** The record being edited; undefined creates one. */
  id: string | undefined,
  onClose: () => void,
  translate?: MessageTranslator,
) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  const save = (input: I) => {
    setError(null);
    mutation.mutate(
      { id, input },
      {
        onSuccess: (row) => {
          toaster.create({ type: 'success', title: id ? t`Cambios guardados` : t`Se creó «${row.name}»` });
          onClose();
        },
        onError: (e) => setError(errorMessage(e, i18n, online, translate)),
      },
    );
  };
  return { save, error, pending: mutation.isPending };
}
