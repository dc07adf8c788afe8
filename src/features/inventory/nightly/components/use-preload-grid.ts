// The state behind one night and bar's preload grid: typed plan and load quantities (kept as text
// until saved), the filters, the chosen source warehouse, and the two saves. A load saves pending
// plan changes first, so what is loaded is compared with the plan the user sees.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { LocationRef, NightSummary, PreloadsResponse } from '../../../../contract/inventory-nightly';
import { toaster } from '../../../../lib/toaster';
import { useRecordPreloadLoad, useSavePreloadPlan } from '../api/preloads';
import {
  buildRows,
  changedLoadLines,
  changedPlanLines,
  type Drafts,
  isInvalid,
  loadAsPlanned,
  suggestFromPar,
  usualSource,
} from '../preload-grid';
import { errorText } from './notices';

/** The source select's value for "no warehouse" (goods brought from outside). */
export const NO_SOURCE = 'none';

export function usePreloadGrid(data: PreloadsResponse, night: NightSummary, bar: LocationRef) {
  const { t } = useLingui();
  const rows = useMemo(() => buildRows(data, bar.id), [data, bar.id]);
  const [planDrafts, setPlanDrafts] = useState<Drafts>({});
  const [loadDrafts, setLoadDrafts] = useState<Drafts>({});
  const hasLines = rows.some((r) => r.line !== null);
  const [onlyPlanned, setOnlyPlanned] = useState(hasLines);
  const [category, setCategory] = useState('');
  const initialSource = usualSource(data.lines, bar.id);
  const [source, setSource] = useState<string>(
    initialSource === undefined ? (data.warehouses[0]?.id ?? NO_SOURCE) : (initialSource ?? NO_SOURCE),
  );
  const [error, setError] = useState<string | null>(null);
  const savePlan = useSavePreloadPlan();
  const recordLoad = useRecordPreloadLoad();
  const busy = savePlan.isPending || recordLoad.isPending;

  const sourceId = source === NO_SOURCE ? null : source;
  const sourceChanged = initialSource !== undefined && (initialSource ?? NO_SOURCE) !== source;
  const planLines = useMemo(() => {
    const changed = changedPlanLines(rows, planDrafts);
    if (!sourceChanged) {
      // Lines already planned keep their own warehouse; new ones leave from the chosen one.
      const plannedBefore = new Set(rows.filter((r) => r.line !== null).map((r) => r.good.id));
      return changed.map((l) => (plannedBefore.has(l.goodId) ? l : { ...l, sourceLocationId: sourceId }));
    }
    // A warehouse chosen on purpose applies to every line of the bar, not only the retyped ones.
    const typed = new Set(changed.map((l) => l.goodId));
    const others = rows
      .filter((r) => r.line !== null && !typed.has(r.good.id))
      .map((r) => ({ goodId: r.good.id, plannedQuantity: r.planned }));
    return [...changed, ...others];
  }, [rows, planDrafts, sourceChanged, sourceId]);
  const loadLines = useMemo(() => changedLoadLines(rows, loadDrafts), [rows, loadDrafts]);
  const anyInvalid = Object.values(planDrafts).some(isInvalid) || Object.values(loadDrafts).some(isInvalid);

  const warehouseName = useMemo(() => new Map(data.warehouses.map((w) => [w.id, w.name])), [data.warehouses]);
  const categories = useMemo(() => [...new Set(data.goods.map((g) => g.category))].sort(), [data.goods]);
  const shown = rows.filter(
    (r) =>
      (!onlyPlanned || r.planned > 0 || r.loaded !== null || planDrafts[r.good.id] !== undefined) &&
      (!category || r.good.category === category),
  );
  const planned = rows.filter((r) => r.planned > 0).length;
  const loaded = rows.filter((r) => r.loaded !== null).length;
  const pending = rows.filter((r) => r.planned > 0 && r.loaded === null).length;

  const fallbackError = t`No tienes conexión a internet`;
  const doSavePlan = async () => {
    setError(null);
    try {
      await savePlan.mutateAsync({
        nightId: night.id,
        locationId: bar.id,
        sourceLocationId: sourceChanged ? sourceId : undefined,
        lines: planLines,
      });
      setPlanDrafts({});
      toaster.create({ type: 'success', title: t`Plan de precarga guardado` });
      return true;
    } catch (e) {
      setError(errorText(e, fallbackError));
      return false;
    }
  };
  const doRecordLoad = async () => {
    setError(null);
    // Unsaved plan changes go first, so the load is compared with the plan the user sees.
    if (planLines.length > 0 && !(await doSavePlan())) return;
    try {
      const result = await recordLoad.mutateAsync({
        nightId: night.id,
        locationId: bar.id,
        sourceLocationId: sourceId,
        lines: loadLines,
      });
      setLoadDrafts({});
      toaster.create({
        type: 'success',
        title: t`Carga registrada`,
        description: t`${result.movements} movimientos de stock`,
      });
    } catch (e) {
      setError(errorText(e, fallbackError));
    }
  };

  return {
    planDrafts,
    loadDrafts,
    editPlan: (goodId: string, text: string) => setPlanDrafts((d) => ({ ...d, [goodId]: text })),
    editLoad: (goodId: string, text: string) => setLoadDrafts((d) => ({ ...d, [goodId]: text })),
    suggestFromPar: () => setPlanDrafts((d) => ({ ...d, ...suggestFromPar(rows) })),
    loadAsPlanned: () => setLoadDrafts((d) => ({ ...loadAsPlanned(rows, planDrafts), ...d })),
    onlyPlanned,
    setOnlyPlanned,
    category,
    setCategory,
    categories,
    source,
    setSource,
    sourceChanged,
    warehouseName,
    shown,
    counts: { planned, loaded, pending },
    planLines,
    loadLines,
    anyInvalid,
    error,
    busy,
    savingPlan: savePlan.isPending && !recordLoad.isPending,
    recordingLoad: recordLoad.isPending,
    savePlan: () => void doSavePlan(),
    recordLoad: () => void doRecordLoad(),
  };
}

export type PreloadGridState = ReturnType<typeof usePreloadGrid>;
