// SPEC §7 POST /api/generic/consultarCajas: the venue's points of sale (registers) in the replica's
// row shape, inactive ones included (a replica must know a register was switched off). The app's
// legacy pull replaces its pointsOfSale table with this list. Open to the screens of issue 8 that
// pick a register: configuration (201), satélite (101), extraction (141) and cancellations (107).
import { Hono } from 'hono';
import { cajaRowsSchema } from '../../../src/contract/pos';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { venueCajas } from './generic.service';

const CODES = ['201', '101', '141', '107'];

export function cajasRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The body is "not shown" in SPEC §7: whatever arrives ({} from the app) is ignored.
  app.post(
    '/consultarCajas',
    responds(cajaRowsSchema, { summary: "The venue's points of sale in the replica's row shape" }),
    guard(CODES),
    async (c) => c.json(await venueCajas(db, requireVenue(c).id)),
  );
  return app;
}
