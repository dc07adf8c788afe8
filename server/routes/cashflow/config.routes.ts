// Cash-flow configuration under /cashflow: accounts and categories (cashFlow/configuraciones) and
// payment methods with the over/short threshold (configuracion/finanzas). Writes need 201; the
// account and category lists are also read by every cash-flow screen that picks one. An account's
// balance is withheld (null) when it is a register counted blind and the caller lacks 207.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type AccountDto,
  accountCreateSchema,
  accountSchema,
  accountUpdateSchema,
  activeSchema,
  cashPointOfSaleSchema,
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
  financeSettingsAnswerSchema,
  financeSettingsSchema,
  idParamSchema,
  paymentMethodAnswerSchema,
  paymentMethodParamSchema,
  paymentMethodSchema,
} from '../../../src/contract/cashflow';
import type { ServerDeps } from '../../deps';
import { withheldRegisters } from '../../domain/cash-registers';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import {
  cashPointsOfSale,
  createAccount,
  createCategory,
  deleteAccount,
  listAccounts,
  listCategories,
  renameCategory,
  retireCategory,
  setAccountActive,
  updateAccount,
} from './config.service';
import { financeSettings, listPaymentMethods, saveFinanceSettings, savePaymentMethod } from './finance.service';

export const CONFIG = ['201'] as const;
/** Every cash-flow screen picks accounts or categories. */
export const CASH_READERS = ['201', '204', '206', '207', '209', '211'] as const;

export function configRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const id = validate('param', idParamSchema);
  const who = (c: { var: AuthVariables }) => ({ venueId: requireVenue(c).id, userId: c.var.user.id });

  /** Account answers without the balance of the registers the caller may not see (counted blind). */
  const blindSafe = async (c: { var: AuthVariables }, accounts: AccountDto[]) => {
    const withheld = await withheldRegisters(db, requireVenue(c).id, c.var.user.privi);
    return accounts.map((a) => (withheld.has(a.id) ? { ...a, balance: null } : a));
  };
  const one = async (c: { var: AuthVariables }, account: AccountDto) => (await blindSafe(c, [account]))[0];

  app.get(
    '/cuentas',
    responds(v.array(accountSchema), { summary: 'The venue’s accounts with their balance: safe, banks, wallets, registers' }),
    guard(CASH_READERS),
    async (c) => c.json(await blindSafe(c, await listAccounts(db, requireVenue(c).id))),
  );
  app.get(
    '/cuentas/puntos-de-venta',
    responds(v.array(cashPointOfSaleSchema), { summary: 'The points of sale a register may belong to, with the one each has' }),
    guard(CONFIG),
    async (c) => c.json(await cashPointsOfSale(db, requireVenue(c).id)),
  );
  app.post(
    '/cuentas',
    responds(accountSchema, { status: 201, summary: 'Create an account' }),
    guard(CONFIG),
    validate('json', accountCreateSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await one(c, await createAccount(db, venueId, userId, c.req.valid('json'))), 201);
    },
  );
  app.put(
    '/cuentas/:id',
    responds(accountSchema, { summary: 'Rename an account or move a register' }),
    guard(CONFIG),
    id,
    validate('json', accountUpdateSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await one(c, await updateAccount(db, venueId, userId, c.req.valid('param').id, c.req.valid('json'))));
    },
  );
  app.post(
    '/cuentas/:id/activo',
    responds(accountSchema, { summary: 'Activate or deactivate an account' }),
    guard(CONFIG),
    id,
    validate('json', activeSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(
        await one(c, await setAccountActive(db, venueId, userId, c.req.valid('param').id, c.req.valid('json').active)),
      );
    },
  );
  app.delete(
    '/cuentas/:id',
    respondsWithout({ status: 204 }, { summary: 'Delete an account without history' }),
    guard(CONFIG),
    id,
    async (c) => {
      const { venueId, userId } = who(c);
      await deleteAccount(db, venueId, userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.get(
    '/categorias',
    responds(v.array(categorySchema), { summary: 'Income and expense categories (retired ones not listed)' }),
    guard(CASH_READERS),
    async (c) => c.json(await listCategories(db, requireVenue(c).id)),
  );
  app.post(
    '/categorias',
    responds(categorySchema, { status: 201, summary: 'Create a category' }),
    guard(CONFIG),
    validate('json', categoryCreateSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await createCategory(db, venueId, userId, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/categorias/:id',
    responds(categorySchema, { summary: 'Rename a category' }),
    guard(CONFIG),
    id,
    validate('json', categoryUpdateSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await renameCategory(db, venueId, userId, c.req.valid('param').id, c.req.valid('json').name));
    },
  );
  app.delete(
    '/categorias/:id',
    respondsWithout({ status: 204 }, { summary: 'Retire a category (history keeps it)' }),
    guard(CONFIG),
    id,
    async (c) => {
      const { venueId, userId } = who(c);
      await retireCategory(db, venueId, userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.get(
    '/medios-de-pago',
    responds(v.array(paymentMethodAnswerSchema), { summary: 'Every payment method with its label, settlement account and fee' }),
    guard(CONFIG),
    async (c) => c.json(await listPaymentMethods(db, requireVenue(c).id)),
  );
  app.put(
    '/medios-de-pago/:method',
    responds(v.array(paymentMethodAnswerSchema), { summary: 'Configure a payment method: answers every method' }),
    guard(CONFIG),
    validate('param', paymentMethodParamSchema),
    validate('json', paymentMethodSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await savePaymentMethod(db, venueId, userId, c.req.valid('param').method, c.req.valid('json')));
    },
  );

  app.get(
    '/ajustes',
    responds(financeSettingsAnswerSchema, { summary: 'The register over/short threshold' }),
    guard(CONFIG),
    async (c) => c.json(await financeSettings(db, requireVenue(c).id)),
  );
  app.put(
    '/ajustes',
    responds(financeSettingsAnswerSchema, { summary: 'Set the register over/short threshold' }),
    guard(CONFIG),
    validate('json', financeSettingsSchema),
    async (c) => {
      const { venueId, userId } = who(c);
      return c.json(await saveFinanceSettings(db, venueId, userId, c.req.valid('json')));
    },
  );

  return app;
}
