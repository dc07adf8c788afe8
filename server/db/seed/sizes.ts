// How much the seed writes. 'test' is the API suites' starting point and must stay fast (< 2 s on
// in-memory PGlite); 'demo' is what a new install shows; 'large' stresses card lists and search.

export type SeedSize = 'test' | 'demo' | 'large';

export interface SizeProfile {
  /** Closed nights before the current/next one. */
  pastNights: number;
  /** How many goods and products to take (null: the whole catalogue). */
  goods: number | null;
  products: number | null;
  cards: number;
  /** Sale lines on an average night; Saturdays sell ×1.4, Thursdays ×0.6. */
  linesPerNight: number;
  staffMembers: number;
  /** Recent nights that have free-entry lists, and guests per list night. */
  freeEntryNights: number;
  freeEntriesPerNight: [number, number];
  cancellations: { pending: number; approved: number; rejected: number };
  invoices: number;
  reservations: number;
  mobileOrderNights: number;
}

const DEMO: SizeProfile = {
  pastNights: 60,
  goods: null,
  products: null,
  cards: 2000,
  linesPerNight: 830,
  staffMembers: 42,
  freeEntryNights: 6,
  freeEntriesPerNight: [25, 60],
  cancellations: { pending: 5, approved: 6, rejected: 4 },
  invoices: 14,
  reservations: 48,
  mobileOrderNights: 10,
};

export const SIZES: Record<SeedSize, SizeProfile> = {
  test: {
    pastNights: 3,
    goods: 20,
    products: 10,
    cards: 30,
    linesPerNight: 100,
    staffMembers: 10,
    freeEntryNights: 2,
    freeEntriesPerNight: [4, 8],
    cancellations: { pending: 2, approved: 1, rejected: 1 },
    invoices: 3,
    reservations: 6,
    mobileOrderNights: 2,
  },
  demo: DEMO,
  /** The demo's venue and history with many more VIP cards. */
  large: { ...DEMO, cards: 50_000 },
};
