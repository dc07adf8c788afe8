// SPEC §7 POST /api/generic/consultarCajas: the venue's points of sale (registers) in the replica's
// row shape, inactive ones included (a replica must know a register was switched off). The app's
// legacy pull replaces its pointsOfSale table with this list. Open to the screens of issue 8 that
// pick a register: configuration (201), satélite (101), extraction (141) and cancellations (107).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CajaRow } from '../../../src/contract/pos';
import { pointsOfSale } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

const CODES = ['201', '101', '141', '107'];

export function cajasRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The body is "not shown" in SPEC §7: whatever arrives ({} from the app) is ignored.
  app.post('/consultarCajas', guard(CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const rows = await db
      .select({
        id: pointsOfSale.id,
        venueId: pointsOfSale.venueId,
        kind: pointsOfSale.kind,
        name: pointsOfSale.name,
        active: pointsOfSale.active,
        stockLocationId: pointsOfSale.stockLocationId,
        priceListId: pointsOfSale.priceListId,
        afipPosNumber: pointsOfSale.afipPosNumber,
        version: pointsOfSale.version,
      })
      .from(pointsOfSale)
      .where(and(eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt)))
      .orderBy(asc(pointsOfSale.kind), asc(pointsOfSale.name));
    return c.json<CajaRow[]>(rows.map((r) => ({ ...r, version: Number(r.version) })));
  });
  return app;
}
