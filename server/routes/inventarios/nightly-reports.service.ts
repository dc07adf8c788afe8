import {
  type ConsumptionRow,
  INVENTORY_REPORTS,
  type ReportName,
  type ReportQuery,
  type ReportResponse,
} from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { roundQty } from '../../domain/stock-ledger';
import { cents, nightSummary, num } from './nightly-common';
import { type Built, byText, chartOf, consumptionMovements, goodMap, resolveScope, type Scope } from './nightly-report-scope';
import { breakageReport, productReport, topGoodsReport, transferReport, valuedReport } from './nightly-stock-reports.service';
import { varianceByBar } from './nightly-variance.service';

// ───────────────────────────── 411 consumption per bar and night ─────────────────────────────

async function consumptionByBar(db: Db, scope: Scope): Promise<Built<'consumoBarras'>> {
  const rows = await consumptionMovements(db, scope);
  const goodById = await goodMap(
    db,
    scope.venue.id,
    rows.map((r) => r.goodId),
  );
  const out: ConsumptionRow[] = [];
  for (const r of rows) {
    const quantity = roundQty(num(r.quantity));
    const good = goodById.get(r.goodId);
    const night = r.nightId ? scope.nightById.get(r.nightId) : undefined;
    if (quantity === 0 || !good || !night) continue;
    out.push({
      nightId: night.id,
      businessDate: night.businessDate,
      locationId: r.locationId,
      locationName: scope.locations.get(r.locationId)?.name ?? '',
      goodId: good.id,
      goodName: good.name,
      category: good.category,
      quantity,
      cost: cents(r.cost),
    });
  }
  out.sort((a, b) => b.businessDate.localeCompare(a.businessDate) || byText(a.locationName, b.locationName) || b.cost - a.cost);
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── dispatch ─────────────────────────────

const BUILDERS: { [N in ReportName]: (db: Db, scope: Scope) => Promise<Built<N>> } = {
  consumoBarras: consumptionByBar,
  diferencias: varianceByBar,
  roturas: breakageReport,
  transferencias: transferReport,
  valorizado: valuedReport,
  topMercaderias: topGoodsReport,
  consumoProductos: productReport,
};

export async function buildReport<N extends ReportName>(
  db: Db,
  venueId: string,
  name: N,
  query: ReportQuery,
): Promise<ReportResponse<N>> {
  const scope = await resolveScope(db, venueId, query);
  const built = (await BUILDERS[name](db, scope)) as Built<N>;
  const common: Omit<ReportResponse, 'report' | 'code' | 'rows'> = {
    from: scope.from,
    to: scope.to,
    night: scope.night ? nightSummary(scope.night) : null,
    chart: built.chart,
    chartUnit: built.chartUnit,
    currency: scope.venue.currency,
  };
  // The report's name, code and rows belong together (BUILDERS[name] built them); TypeScript
  // cannot follow that through the generic name.
  return { ...common, report: name, code: INVENTORY_REPORTS[name], rows: built.rows } as ReportResponse<N>;
}
