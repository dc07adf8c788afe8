// configuracion/finanzas (201): how the venue gets paid (a label per payment method, the account it
// settles into, the processor's fee) and the register over/short threshold that needs a reason.
// Each write and its audit row share a transaction under the cash-flow configuration lock.
import { eq } from 'drizzle-orm';
import {
  type FinanceSettingsDto,
  PAYMENT_METHODS,
  type PaymentMethodDto,
  type PaymentMethodInput,
  type PaymentMethodKind,
} from '../../../src/contract/cashflow';
import type { Db, Tx } from '../../db/client';
import { cashAccounts, cashPaymentMethods, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { configWrite } from './config.service';

const SETTLEMENT_NOT_FOUND = 'La cuenta de liquidación no existe o está desactivada';
const CASH_SETTLES_IN_REGISTER = 'El efectivo queda en la caja del punto de venta: no lleva cuenta de liquidación';

export async function listPaymentMethods(db: Db | Tx, venueId: string): Promise<PaymentMethodDto[]> {
  const rows = await db
    .select({ m: cashPaymentMethods, accountName: cashAccounts.name })
    .from(cashPaymentMethods)
    .leftJoin(cashAccounts, eq(cashAccounts.id, cashPaymentMethods.settlementAccountId))
    .where(ofVenue(cashPaymentMethods, venueId));
  const byMethod = new Map(rows.map((r) => [r.m.method, r]));
  return PAYMENT_METHODS.map((method) => {
    const r = byMethod.get(method);
    return {
      method,
      id: r?.m.id ?? null,
      name: r?.m.name ?? '',
      settlementAccountId: r?.m.settlementAccountId ?? null,
      settlementAccountName: r?.accountName ?? null,
      feeBasisPoints: r?.m.feeBasisPoints ?? 0,
      active: r?.m.active ?? false,
    };
  });
}

export async function savePaymentMethod(
  db: Db,
  venueId: string,
  userId: string,
  method: PaymentMethodKind,
  input: PaymentMethodInput,
): Promise<PaymentMethodDto[]> {
  return configWrite(db, venueId, async (tx) => {
    const accountId = input.settlementAccountId ?? null;
    if (method === 'cash' && accountId) throw new ApiError(422, CASH_SETTLES_IN_REGISTER);
    if (accountId) {
      const [acc] = await tx
        .select({ id: cashAccounts.id })
        .from(cashAccounts)
        .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.id, accountId), eq(cashAccounts.active, true)));
      if (!acc) throw new ApiError(422, SETTLEMENT_NOT_FOUND);
    }
    const [before] = await tx
      .select()
      .from(cashPaymentMethods)
      .where(ofVenue(cashPaymentMethods, venueId, eq(cashPaymentMethods.method, method)))
      .for('update');
    const values = {
      name: input.name,
      settlementAccountId: accountId,
      feeBasisPoints: input.feeBasisPoints,
      active: input.active,
    };
    if (before) {
      await tx
        .update(cashPaymentMethods)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cashPaymentMethods.id, before.id));
    } else {
      await tx.insert(cashPaymentMethods).values({ venueId, method, ...values });
    }
    await writeAudit(tx, userId, 'cash_payment_method.save', 'cash_payment_methods', method, before ?? null, values);
    return listPaymentMethods(tx, venueId);
  });
}

export async function financeSettings(db: Db, venueId: string): Promise<FinanceSettingsDto> {
  const [row] = await db.select({ t: venues.cashOverShortThreshold }).from(venues).where(eq(venues.id, venueId));
  return { cashOverShortThreshold: Number(row?.t ?? 0) };
}

export async function saveFinanceSettings(db: Db, venueId: string, userId: string, input: FinanceSettingsDto) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ t: venues.cashOverShortThreshold })
      .from(venues)
      .where(eq(venues.id, venueId))
      .for('update');
    await tx
      .update(venues)
      .set({ cashOverShortThreshold: input.cashOverShortThreshold, updatedAt: new Date() })
      .where(eq(venues.id, venueId));
    await writeAudit(tx, userId, 'venue.cash_threshold', 'venues', venueId, { cashOverShortThreshold: before?.t ?? null }, input);
    return input;
  });
}
