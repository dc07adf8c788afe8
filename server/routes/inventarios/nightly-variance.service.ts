// Report 412: the variance per bar and night over a report scope (nightly-report-scope.ts), as
// server/domain/stock-variance.ts defines it (closing count − expected: faltante negative,
// sobrante positive, the same figure ajustes/diferencias shows for an applied count), each line
// marked when the good went below zero at the bar that night (domain/negative-stock.ts).
import type { VarianceRow } from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { belowZeroIndex, belowZeroKey } from '../../domain/negative-stock';
import { barNightVariance } from '../../domain/stock-variance';
import { type Built, barIds, byText, chartOf, goodMap, type Scope } from './nightly-report-scope';

export async function varianceByBar(db: Db, scope: Scope): Promise<Built<'diferencias'>> {
  const bars = barIds(scope);
  const nights = [...scope.nightById.values()];
  const lines = await barNightVariance(db, { nights, barIds: bars });
  if (lines.length === 0) return { rows: [], chart: [], chartUnit: 'money' };
  const goodIds = [...new Set(lines.map((l) => l.goodId))];
  const [goodById, belowZero] = await Promise.all([
    goodMap(db, scope.venue.id, goodIds),
    belowZeroIndex(db, {
      venueId: scope.venue.id,
      nightIds: [...new Set(lines.map((l) => l.nightId))],
      locationIds: [...new Set(lines.map((l) => l.locationId))],
      goodIds,
    }),
  ]);
  const out: VarianceRow[] = [];
  for (const l of lines) {
    const night = scope.nightById.get(l.nightId);
    const good = goodById.get(l.goodId);
    if (!night || !good) continue;
    const flag = belowZero.get(belowZeroKey(l.nightId, l.locationId, l.goodId));
    out.push({
      nightId: night.id,
      businessDate: night.businessDate,
      locationId: l.locationId,
      locationName: scope.locations.get(l.locationId)?.name ?? '',
      goodId: l.goodId,
      goodName: good.name,
      category: good.category,
      opening: l.opening,
      preload: l.preload,
      transfersIn: l.transfersIn,
      transfersOut: l.transfersOut,
      breakage: l.breakage,
      theoretical: l.theoretical,
      other: l.other,
      expected: l.expected,
      closing: l.closing,
      actualUse: l.actualUse,
      variance: l.variance,
      varianceCost: l.value,
      pending: l.pending,
      belowZero: flag ? { lowest: flag.lowest, since: flag.since.toISOString() } : null,
    });
  }
  out.sort(
    (a, b) =>
      b.businessDate.localeCompare(a.businessDate) ||
      byText(a.locationName, b.locationName) ||
      Math.abs(b.varianceCost) - Math.abs(a.varianceCost) ||
      byText(a.goodName, b.goodName),
  );
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.varianceCost])), chartUnit: 'money' };
}
