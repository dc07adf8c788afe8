// The table's bill (issue 35, "Bottle service and the bill"): requests, answers and THE arithmetic
// of its figures (billFigures), used by the server (server/domain/resto-bill.ts) and the bill panel
// (src/features/resto-bill/) alike.
//
// - consumed: Σ of the served orders' sales (whatever paid them: card-charged orders count towards
//   the minimum too); onBill: the part put on the table's bill (not charged to a VIP card);
// - minimum spend: the reservation's, else its table's; deposit: paid when booking, credited;
// - shortfall = max(minimum − consumed, 0), charged at the close as its own line (its own sale);
// - due = max(onBill + shortfall − deposit, 0): what is collected at the close; depositLeft: the
//   deposit not used (max(deposit − onBill − shortfall, 0));
// - tips: recorded apart — not a sale, not towards the minimum, not in the due.
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { integerAnswer } from './common';

export const BILL_BAD_TIPS = 'La propina no es válida';
export const BILL_WHICH = 'Indica la reserva o la mesa';

export interface BillParts {
  consumed: number;
  onBill: number;
  minimumSpend: number;
  deposit: number;
}

export interface BillFigures extends BillParts {
  shortfall: number;
  due: number;
  depositLeft: number;
}

/** THE figures of a bill from its parts (integer cents). */
export function billFigures(p: BillParts): BillFigures {
  const shortfall = Math.max(p.minimumSpend - p.consumed, 0);
  const charged = p.onBill + shortfall;
  return { ...p, shortfall, due: Math.max(charged - p.deposit, 0), depositLeft: Math.max(p.deposit - charged, 0) };
}

/** How a bill's due (and its tips) may be paid at the close. */
export const BILL_METHODS = ['cash', 'card', 'transfer', 'wallet'] as const;
export type BillMethod = (typeof BILL_METHODS)[number];

const which = {
  reservationId: v.optional(uuidField),
  tableId: v.optional(uuidField),
  nightId: v.optional(uuidField),
};
const oneOf = <T extends { reservationId?: string; tableId?: string }>(i: T) => Boolean(i.reservationId ?? i.tableId);

export const billQuerySchema = v.pipe(v.object(which), v.check(oneOf, BILL_WHICH));
export type BillQuery = v.InferOutput<typeof billQuerySchema>;

const tips = v.pipe(
  v.number(BILL_BAD_TIPS),
  v.integer(BILL_BAD_TIPS),
  v.minValue(0, BILL_BAD_TIPS),
  v.maxValue(1e11, BILL_BAD_TIPS),
);
export const closeBillSchema = v.pipe(
  v.object({
    ...which,
    method: v.picklist(BILL_METHODS),
    tips: v.optional(tips, 0),
    tipsMethod: v.optional(v.picklist(BILL_METHODS)),
  }),
  v.check(oneOf, BILL_WHICH),
);
export type CloseBillBody = v.InferOutput<typeof closeBillSchema>;

const cents = integerAnswer;
const method = v.nullable(v.picklist(BILL_METHODS));
export const billSchema = v.object({
  nightId: v.string(),
  tableId: v.string(),
  tableName: v.string(),
  reservationId: v.nullable(v.string()),
  reservationName: v.nullable(v.string()),
  consumed: cents,
  /** Charged to VIP cards as the orders were served. */
  chargedToCards: cents,
  onBill: cents,
  minimumSpend: cents,
  deposit: cents,
  shortfall: cents,
  due: cents,
  depositLeft: cents,
  /** Served orders counted. */
  orders: integerAnswer,
  closed: v.boolean(),
  closedAt: v.nullable(v.string()),
  paid: v.nullable(cents),
  method,
  tips: cents,
  tipsMethod: method,
});
export type BillDto = v.InferOutput<typeof billSchema>;
