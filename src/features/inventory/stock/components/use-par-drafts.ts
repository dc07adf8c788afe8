// The typed state of the ideal stock grid: text per cell kept per location until saved, the
// contract's checks as the user types, the server's refusals after a save, and the save itself.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ParLevelRow } from '../../../../contract/inventory-stock';
import { isApiError } from '../../../../lib/api-client';
import { useReplica } from '../../../../lib/sync/use-replica';
import { toaster } from '../../../../lib/toaster';
import { useSaveParLevels } from '../api/par-levels';
import { loaderErrorMessage } from '../load-error';
import { collectChanges, editCell, type ParDrafts, type ParErrors, type ParField, serverIssuesToErrors } from '../par-grid';

/** The grid's drafts, their checks and their save, as the grid and its save bar read them. */
export type ParDraftsState = ReturnType<typeof useParDrafts>;

export function useParDrafts(locationId: string | undefined, rows: readonly ParLevelRow[] | undefined) {
  const { t, i18n } = useLingui();
  const save = useSaveParLevels();
  const replica = useReplica();
  const [draftsByLocation, setDraftsByLocation] = useState<Record<string, ParDrafts>>({});
  const [serverErrorsByLocation, setServerErrorsByLocation] = useState<Record<string, ParErrors>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showErrorsHint, setShowErrorsHint] = useState(false);

  const drafts = (locationId && draftsByLocation[locationId]) || {};
  const serverErrors = (locationId && serverErrorsByLocation[locationId]) || {};
  const changes = useMemo(() => collectChanges(rows ?? [], drafts), [rows, drafts]);
  const errorCount = Object.values(changes.errors).reduce((n, e) => n + Object.keys(e).length, 0);
  const dirtyCount = changes.lines.length;

  const errorOf = (goodId: string, field: ParField): string | undefined =>
    changes.errors[goodId]?.[field] ?? serverErrors[goodId]?.[field];

  const onEdit = (row: ParLevelRow, field: ParField, text: string) => {
    if (!locationId) return;
    setDraftsByLocation((all) => ({ ...all, [locationId]: editCell(all[locationId] ?? {}, row, field, text) }));
    setServerErrorsByLocation((all) => {
      const mine = all[locationId]?.[row.goodId];
      if (!mine?.[field]) return all;
      const { [field]: _dropped, ...rest } = mine;
      return { ...all, [locationId]: { ...all[locationId], [row.goodId]: rest } };
    });
    setSaveError(null);
  };

  const discard = () => {
    if (!locationId) return;
    setDraftsByLocation((all) => ({ ...all, [locationId]: {} }));
    setServerErrorsByLocation((all) => ({ ...all, [locationId]: {} }));
    setSaveError(null);
    setShowErrorsHint(false);
  };

  const savedText = (saved: number, removed: number, where: string) =>
    t`${saved} actualizados y ${removed} quitados en ${where}.`;

  const submit = () => {
    if (!locationId || !rows) return;
    if (errorCount > 0) {
      setShowErrorsHint(true);
      return;
    }
    setShowErrorsHint(false);
    if (dirtyCount === 0) return;
    const sent = changes.goodIds;
    save.mutate(
      { locationId, lines: changes.lines },
      {
        onSuccess: async (result) => {
          setServerErrorsByLocation((all) => ({ ...all, [locationId]: {} }));
          setSaveError(null);
          // The grid reads the replica: the typed values stay until the saved par levels are pulled.
          await replica?.engine.sync().catch(() => undefined);
          setDraftsByLocation((all) => ({ ...all, [locationId]: {} }));
          toaster.create({
            type: 'success',
            title: t`Stock ideal guardado`,
            description: savedText(result.saved, result.removed, result.location.name),
          });
        },
        onError: (error) => {
          // Keep every typed value; mark the cells the server refused.
          const data = isApiError(error) ? (error.data as { issues?: unknown } | undefined) : undefined;
          setServerErrorsByLocation((all) => ({ ...all, [locationId]: serverIssuesToErrors(data?.issues, sent) }));
          setSaveError(loaderErrorMessage(error, i18n));
        },
      },
    );
  };

  return {
    drafts,
    serverErrors,
    changes,
    errorCount,
    dirtyCount,
    errorOf,
    onEdit,
    discard,
    submit,
    saveError,
    showErrorsHint,
    saving: save.isPending,
  };
}
