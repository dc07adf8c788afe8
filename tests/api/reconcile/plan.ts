// What a random night is made of (tests/api/reconciliation.test.ts): the fast-check arbitrary of
// a night's plan. Each operation is one thing staff or a terminal does during the night, in the
// order they happen; the close (stock counts short and over, blind register counts, confirmation)
// follows them. Small numbers on purpose: a night plays in well under a second and a failure
// shrinks to a handful of operations.
import fc from 'fast-check';

export type TillName = 'bar1' | 'bar2' | 'door';
export type BarName = 'bar1' | 'bar2';
export type Payment = 'cash' | 'card' | 'vip_card' | 'transfer';

export interface SaleLine {
  /** 0–2: the drinks; 3: the entry (only at the door). */
  product: number;
  quantity: number;
  comp: boolean;
}

export type Op =
  | { t: 'sale'; till: TillName; payment: Payment; card: number; lines: SaleLine[] }
  | { t: 'topup'; card: number; amount: number; method: 'cash' | 'card'; till: TillName }
  | { t: 'cancel'; sale: number; approve: boolean }
  | { t: 'comp'; bar: BarName; product: number; quantity: number }
  | { t: 'breakage'; bar: BarName; good: number; quantity: number }
  | { t: 'transfer'; bar: BarName; good: number; quantity: number }
  | { t: 'extraction'; till: TillName; percent: number }
  | { t: 'staffPayment'; amount: number; fromSafe: boolean }
  | { t: 'movement'; kind: 'income' | 'expense'; amount: number; till: TillName | 'safe' }
  | { t: 'order'; card: number; lines: { product: number; quantity: number }[]; deliver: boolean; cancel: boolean }
  | { t: 'reverse'; movement: number }
  | {
      t: 'table';
      vip: boolean;
      /** The reservation's VIP card, or null: its orders go on the bill. */
      card: number | null;
      minimum: number;
      deposit: number;
      orders: { product: number; quantity: number; cancelled: boolean }[][];
      close: boolean;
      method: 'cash' | 'card';
      tips: number;
    }
  | { t: 'rename'; which: 'short' | 'over' | 'bar' };

/**
 * A supplier delivery to the warehouse before the night (issue 38): `units` of a good at `price`
 * cents, its invoice at `invoice` cents a unit (null: not invoiced yet), and `returned` units sent
 * back. Each moves the good's unit cost the way server/domain/purchase-cost.ts says.
 */
export interface Delivery {
  good: number;
  units: number;
  price: number;
  invoice: number | null;
  returned: number;
}

export interface NightPlan {
  /** Deliveries received before the night opens (absent in the older named cases). */
  deliveries?: Delivery[];
  floats: Record<TillName, number>;
  ops: Op[];
  /** Sales that arrive after the registers were counted (a terminal that was offline). */
  late: { till: TillName; payment: Payment; lines: SaleLine[] }[];
  /** Per bar and good: counted − theoretical in tenths of a bottle (0 = counted as expected). */
  counts: Record<BarName, number[]>;
  /** Per register: counted − expected, in cents. */
  cash: Record<TillName, number>;
  closeNight: boolean;
}

const till = fc.constantFrom<TillName>('bar1', 'bar2', 'door');
const bar = fc.constantFrom<BarName>('bar1', 'bar2');
const payment = fc.constantFrom<Payment>('cash', 'card', 'vip_card', 'transfer');
/** Whole pesos, in cents. */
const pesos = (min: number, max: number) => fc.integer({ min, max }).map((p) => p * 100);

const line = (entries: boolean) =>
  fc.record({
    product: fc.integer({ min: 0, max: entries ? 3 : 2 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    comp: fc.boolean(),
  });

const saleOp = fc
  .record({ till, payment, card: fc.integer({ min: 0, max: 1 }), lines: fc.array(line(true), { minLength: 1, maxLength: 3 }) })
  .map((s) => ({
    t: 'sale' as const,
    ...s,
    // The door sells entries, the bars drinks; a comp is never on an entry.
    lines: s.lines.map((l) =>
      s.till === 'door' ? { product: 3, quantity: l.quantity, comp: false } : { ...l, product: l.product % 3 },
    ),
  }));

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: saleOp, weight: 8 },
  {
    arbitrary: fc.record({
      t: fc.constant('topup' as const),
      card: fc.integer({ min: 0, max: 1 }),
      amount: pesos(1_000, 50_000),
      method: fc.constantFrom<'cash' | 'card'>('cash', 'card'),
      till,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), sale: fc.nat(40), approve: fc.boolean() }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('comp' as const),
      bar,
      product: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('breakage' as const),
      bar,
      good: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      bar,
      good: fc.integer({ min: 0, max: 2 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ t: fc.constant('extraction' as const), till, percent: fc.integer({ min: 10, max: 90 }) }), weight: 1 },
  {
    arbitrary: fc.record({ t: fc.constant('staffPayment' as const), amount: pesos(5_000, 80_000), fromSafe: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('movement' as const),
      kind: fc.constantFrom<'income' | 'expense'>('income', 'expense'),
      amount: pesos(1_000, 500_000),
      till: fc.constantFrom<TillName | 'safe'>('bar1', 'bar2', 'door', 'safe'),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      card: fc.integer({ min: 0, max: 1 }),
      // A table orders each product once (its quantity says how many).
      lines: fc.uniqueArray(fc.record({ product: fc.integer({ min: 0, max: 2 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
        minLength: 1,
        maxLength: 2,
        selector: (l) => l.product,
      }),
      deliver: fc.boolean(),
      cancel: fc.boolean(),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('table' as const),
      vip: fc.boolean(),
      card: fc.oneof({ arbitrary: fc.constant(null), weight: 2 }, { arbitrary: fc.integer({ min: 0, max: 1 }), weight: 1 }),
      minimum: fc.oneof(fc.constant(0), pesos(1_000, 60_000)),
      deposit: fc.oneof(fc.constant(0), pesos(1_000, 20_000)),
      orders: fc.array(
        fc.array(
          fc.record({
            product: fc.integer({ min: 0, max: 2 }),
            quantity: fc.integer({ min: 1, max: 2 }),
            cancelled: fc.boolean(),
          }),
          { minLength: 1, maxLength: 2 },
        ),
        { maxLength: 3 },
      ),
      close: fc.boolean(),
      method: fc.constantFrom<'cash' | 'card'>('cash', 'card'),
      tips: fc.oneof(fc.constant(0), pesos(100, 5_000)),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('rename' as const),
      which: fc.constantFrom<'short' | 'over' | 'bar'>('short', 'over', 'bar'),
    }),
    weight: 1,
  },
);

const delta = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.integer({ min: -30, max: 30 }), weight: 2 });
const cashDelta = fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: pesos(-20_000, 20_000), weight: 3 });

const deliveryArb: fc.Arbitrary<Delivery> = fc.record({
  good: fc.integer({ min: 0, max: 2 }),
  units: fc.integer({ min: 1, max: 60 }),
  price: fc.integer({ min: 500, max: 30_000 }),
  invoice: fc.oneof(fc.constant(null), fc.integer({ min: 500, max: 30_000 })),
  returned: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 1 }),
});

export const nightArb: fc.Arbitrary<NightPlan> = fc.record({
  deliveries: fc.array(deliveryArb, { maxLength: 3 }),
  floats: fc.record({ bar1: pesos(0, 100_000), bar2: pesos(0, 100_000), door: pesos(0, 100_000) }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 24 }),
  late: fc.array(
    fc
      .record({
        till,
        payment: fc.constantFrom<Payment>('cash', 'card'),
        lines: fc.array(line(false), { maxLength: 1, minLength: 1 }),
      })
      .map((s) => ({
        ...s,
        lines: s.lines.map((l) =>
          s.till === 'door' ? { product: 3, quantity: l.quantity, comp: false } : { ...l, comp: false },
        ),
      })),
    { maxLength: 2 },
  ),
  counts: fc.record({
    bar1: fc.array(delta, { minLength: 3, maxLength: 3 }),
    bar2: fc.array(delta, { minLength: 3, maxLength: 3 }),
  }),
  cash: fc.record({ bar1: cashDelta, bar2: cashDelta, door: cashDelta }),
  closeNight: fc.boolean(),
});
