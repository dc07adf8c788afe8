// Books that reconcile after ANY night (issue 31): fast-check plays random nights — sales by every
// payment method, VIP top-ups and table orders, cancellations approved and rejected, comps,
// breakage, transfers, extractions, staff payments, movements filed to the night, renamed system
// categories, blind register counts short and over, stock counts short and over, sales that arrive
// after the count — each in a venue of its own, through the API, and after each checks that the
// balance sheet's result equals the model's and an independent sum over the ledgers; that cash,
// card and stock ledgers equal the balances every screen shows; and that every register card adds
// up. RECONCILE_NIGHTS sets how many nights (default 100 on each database: 200 in `npm test`);
// `npm run test:reconcile` plays more. A failure prints its seed and shrunk plan: keep it as a
// named case in REGRESSIONS below.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { createHarness, type Harness } from './harness';
import { checkBooks } from './reconcile/books';
import { type NightPlan, nightArb } from './reconcile/plan';
import { Player } from './reconcile/play';
import { buildVenue } from './reconcile/venue';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function playNight(plan: NightPlan) {
  const venue = await buildVenue(h, ALL_PRIVILEGE_CODES);
  const player = new Player(h, venue);
  await player.receiveDeliveries(plan.deliveries);
  await player.openRegisters(plan.floats);
  for (const op of plan.ops) await player.play(op);
  await player.countStock(plan.counts);
  await player.closeRegisters(plan);
  if (plan.closeNight) await player.closeNight();
  await checkBooks(h, venue, player.books);
}

/** Shrunk failures kept as named cases: each replays exactly as found. */
const REGRESSIONS: Record<string, NightPlan> = {
  // Found by the property: a sale that reached the register after its blind count was counted in the
  // card's expected, so the card showed an expected the count was never compared with.
  'a cash sale after the count is not in what the count expected': {
    floats: { bar1: 0, bar2: 0, door: 0 },
    ops: [{ t: 'rename', which: 'short' }],
    late: [{ till: 'bar1', payment: 'cash', lines: [{ product: 0, quantity: 1, comp: false }] }],
    counts: { bar1: [0, 0, 0], bar2: [0, 0, 0] },
    cash: { bar1: 0, bar2: 0, door: 0 },
    closeNight: false,
  },
  // The first figure: a register short and one over, each counted once in the result.
  'a short and an over count': {
    floats: { bar1: 8_000_000, bar2: 0, door: 15_000_000 },
    ops: [{ t: 'sale', till: 'bar1', payment: 'cash', card: 0, lines: [{ product: 0, quantity: 2, comp: false }] }],
    late: [],
    counts: { bar1: [0, 0, 0], bar2: [0, 0, 0] },
    cash: { bar1: -1_250_000, bar2: 0, door: 500_000 },
    closeNight: true,
  },
  // Issue 35: a VIP table's orders — one on the reservation's card, one on the bill with a cancelled
  // line — and its bill closed in cash short of the minimum, with tips; a walk-in-like reservation
  // without minimum closed by card.
  'a VIP table short of its minimum, closed in cash with tips': {
    floats: { bar1: 0, bar2: 0, door: 0 },
    ops: [
      {
        t: 'table',
        vip: true,
        card: 0,
        minimum: 6_000_000,
        deposit: 500_000,
        orders: [[{ product: 0, quantity: 2, cancelled: false }]],
        close: true,
        method: 'cash',
        tips: 100_000,
      },
      {
        t: 'table',
        vip: true,
        card: null,
        minimum: 6_000_000,
        deposit: 500_000,
        orders: [
          [
            { product: 1, quantity: 1, cancelled: false },
            { product: 2, quantity: 2, cancelled: true },
          ],
        ],
        close: true,
        method: 'cash',
        tips: 100_000,
      },
      {
        t: 'table',
        vip: false,
        card: null,
        minimum: 0,
        deposit: 0,
        orders: [[{ product: 2, quantity: 1, cancelled: false }]],
        close: true,
        method: 'card',
        tips: 0,
      },
    ],
    late: [],
    counts: { bar1: [0, 0, 0], bar2: [0, 0, 0] },
    cash: { bar1: 0, bar2: 0, door: 0 },
    closeNight: true,
  },
};

const NIGHTS = Number(process.env.RECONCILE_NIGHTS ?? 100);

describe('reconciliation', () => {
  for (const [name, plan] of Object.entries(REGRESSIONS)) it(`regression: ${name}`, () => playNight(plan));

  it(`${NIGHTS} random nights reconcile`, async () => {
    const seed = process.env.RECONCILE_SEED ? Number(process.env.RECONCILE_SEED) : undefined;
    await fc.assert(fc.asyncProperty(nightArb, playNight), { numRuns: NIGHTS, seed, verbose: 0 });
    expect(NIGHTS).toBeGreaterThan(0);
  }, 1_800_000);
});
