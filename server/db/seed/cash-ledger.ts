// The cash flow's books: the accounts (a register per point of sale, the safe, the bank and the
// Mercado Pago wallet), the income and expense categories, and the movements between them with
// running balances. The rest of the cash seed only decides when money moves and how much.
import { SYSTEM_CATEGORIES } from '../../domain/cash-ledger';
import { cashAccounts, cashCategories, cashMovements, cashPaymentMethods } from '../schema';
import { inflationFactor, monthIndex } from './calendar';
import { must, type SeedContext } from './context';
import type { People } from './people';
import type { PointOfSale, Venue } from './venue';

export type MovementKind = (typeof cashMovements.$inferInsert)['kind'];

const INCOME = [
  'Ventas de barra',
  'Entradas',
  'Guardarropa',
  'Cargas de tarjetas VIP',
  'Cobranzas cuenta corriente VIP',
  'Eventos privados',
  'Sobrante de caja',
  'Aporte de socios',
] as const;
const EXPENSE = [
  'Proveedores de bebidas',
  'Sueldos y jornales',
  'DJ y artistas',
  'Alquiler',
  'Servicios (luz, agua, gas, internet)',
  'Derechos de autor (SADAIC / AADI-CAPIF)',
  'Publicidad y redes',
  'Seguridad privada',
  'Impuestos y tasas',
  'Comisiones bancarias y de cobro',
  'Mantenimiento y limpieza',
  'Honorarios profesionales',
  'Faltante de caja',
  'Retiro de socios',
] as const;
export type Category = (typeof INCOME)[number] | (typeof EXPENSE)[number];

export interface MoveOptions {
  nightId?: string;
  category?: Category;
  counterpart?: string;
  note?: string;
  userId?: string;
  group?: string;
  /** The domain event that booked it, as the live path records it (a sale, a card entry, a session…). */
  source?: { type: string; id: string };
}

/** An amount at today's prices brought back to what it cost at `ms`, in whole pesos. */
export function deflate(ctx: SeedContext, amountCents: number, ms: number): number {
  return Math.round((amountCents * inflationFactor(monthIndex(ctx.nowMs) - monthIndex(ms))) / 100) * 100;
}

export class CashLedger {
  readonly registers: Map<string, string>;
  readonly safe: string;
  readonly bank: string;
  readonly wallet: string;
  /** Running balances; the safe and the wallet are only moved inside the night loop, in order. */
  readonly balances = new Map<string, number>();
  private readonly categories = new Map<Category, string>();

  constructor(
    private readonly ctx: SeedContext,
    venue: Venue,
    private readonly people: People,
  ) {
    const created = new Date(ctx.epochMs);
    const account = (kind: 'register' | 'safe' | 'bank' | 'wallet', name: string, pos?: PointOfSale) => {
      const id = ctx.ids.at(ctx.epochMs);
      ctx.sink.add(cashAccounts, {
        id,
        venueId: venue.id,
        kind,
        name,
        currency: 'ARS',
        pointOfSaleId: pos?.id ?? null,
        createdAt: created,
        updatedAt: created,
      });
      return id;
    };
    this.registers = new Map(venue.pos.map((p) => [p.id, account('register', `Caja ${p.name}`, p)]));
    this.safe = account('safe', 'Caja fuerte');
    this.bank = account('bank', 'Banco Galicia — Cuenta corriente en pesos');
    this.wallet = account('wallet', 'Mercado Pago');

    // How the venue gets paid (configuracion/finanzas): cards settle into the bank at the acquirer's
    // 2.5 %, QR payments into Mercado Pago at 1.5 % (the commissions cash-registers.ts books).
    const methods: [(typeof cashPaymentMethods.$inferInsert)['method'], string, string | null, number][] = [
      ['cash', 'Efectivo', null, 0],
      ['card', 'Tarjeta de débito / crédito (Payway)', this.bank, 250],
      ['vip_card', 'Tarjeta VIP', null, 0],
      ['transfer', 'Transferencia bancaria', this.bank, 0],
      ['wallet', 'Mercado Pago (QR)', this.wallet, 150],
    ];
    for (const [method, name, settlementAccountId, feeBasisPoints] of methods) {
      ctx.sink.add(cashPaymentMethods, {
        id: ctx.ids.at(ctx.epochMs),
        venueId: venue.id,
        method,
        name,
        settlementAccountId,
        feeBasisPoints,
        createdAt: created,
        updatedAt: created,
      });
    }

    for (const [kind, names] of [
      ['income', INCOME],
      ['expense', EXPENSE],
    ] as const) {
      for (const name of names) {
        const id = ctx.ids.at(ctx.epochMs);
        this.categories.set(name, id);
        // The ones the booking rules use carry their key, as the live path creates them.
        const systemKey = Object.entries(SYSTEM_CATEGORIES).find(([, c]) => c.kind === kind && c.name === name)?.[0] ?? null;
        ctx.sink.add(cashCategories, { id, venueId: venue.id, kind, name, systemKey, createdAt: created, updatedAt: created });
      }
    }
  }

  register(pos: PointOfSale): string {
    return must(this.registers.get(pos.id), 'register');
  }

  /** One movement (none for a zero amount or one after the story's end); returns its id. */
  move(accountId: string, atMs: number, kind: MovementKind, amount: number, o: MoveOptions = {}): string | null {
    if (amount === 0 || atMs > this.ctx.nowMs) return null;
    this.balances.set(accountId, (this.balances.get(accountId) ?? 0) + amount);
    const id = this.ctx.ids.at(atMs);
    const at = new Date(atMs);
    this.ctx.sink.add(cashMovements, {
      id,
      accountId,
      at,
      nightId: o.nightId ?? null,
      kind,
      amount,
      categoryId: o.category ? must(this.categories.get(o.category), `category ${o.category}`) : null,
      counterpart: o.counterpart ?? '',
      note: o.note ?? '',
      userId: o.userId ?? this.people.caja.id,
      transferGroupId: o.group ?? null,
      sourceType: o.source?.type ?? null,
      sourceId: o.source?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  /** Both legs of a transfer (or extraction) share a group id. */
  transfer(from: string, to: string, atMs: number, amount: number, kind: MovementKind, o: MoveOptions = {}): string {
    const group = this.ctx.ids.at(atMs);
    this.move(from, atMs, kind, -amount, { ...o, group });
    this.move(to, atMs, kind, amount, { ...o, group });
    return group;
  }
}
