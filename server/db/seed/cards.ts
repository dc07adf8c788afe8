// VIP cards: types, holders and the card ledger (cuenta corriente). The book keeps each card's balance as the story
// runs: a prepaid card is topped up before it pays, a credit card stays within its limit, debts are paid between nights.
import { cardLedger, cardTypes, vipCards } from '../schema';
import { DAY, HOUR, MINUTE } from './calendar';
import { cents, type SeedContext } from './context';
import { type Holder, randomHolder } from './holders';
import type { People } from './people';
import { type Rng, WeightedPicker } from './random';
import type { Venue } from './venue';

type LedgerKind = (typeof cardLedger.$inferInsert)['kind'];

interface CardType {
  id: string;
  name: string;
  prefix: string;
  discount: number;
  credit: boolean;
  /** Default credit limit, cents. */
  limit: number;
  share: number;
}

export interface Card {
  id: string;
  number: string;
  holderName: string;
  type: CardType;
  limit: number;
  balance: number;
  issuedMs: number;
  /** Blocked or lost from this instant on (Infinity when active). */
  endsMs: number;
  status: 'active' | 'blocked' | 'lost';
  replacement?: Card;
  lastMs: number;
  /** How often the holder comes and pays with the card. */
  weight: number;
}

/** Credit-card debt settled between nights, for the cash flow. */
export interface CardPayment {
  atMs: number;
  amount: number;
  holderName: string;
}

const TYPES = [
  {
    name: 'Clásica',
    prefix: '1',
    discount: 0,
    credit: false,
    limit: 0,
    share: 0.72,
    color: '#64748b',
    benefits: 'Saldo prepago para consumir en todas las barras; carga en boletería o por Mercado Pago.',
  },
  {
    name: 'Gold',
    prefix: '2',
    discount: 10,
    credit: true,
    limit: 150_000,
    share: 0.2,
    color: '#d4a017',
    benefits: 'Cuenta corriente hasta $150.000, 10 % de descuento en barras e ingreso por puerta VIP.',
  },
  {
    name: 'Black',
    prefix: '3',
    discount: 20,
    credit: true,
    limit: 500_000,
    share: 0.05,
    color: '#111827',
    benefits: 'Cuenta corriente hasta $500.000, 20 % de descuento, mesa reservada los sábados y champagne de cumpleaños.',
  },
  {
    name: 'Staff',
    prefix: '9',
    discount: 30,
    credit: false,
    limit: 0,
    share: 0.03,
    color: '#0ea5e9',
    benefits: 'Tarjeta del personal: 30 % de descuento fuera del horario de trabajo.',
  },
] as const;

export class CardBook {
  readonly cards: Card[] = [];
  readonly payments: CardPayment[] = [];
  /** Cash taken at the ticket offices for top-ups, per night id. */
  /** The cash top-ups taken at the ticket office, per night: each books its register income (source = the entry). */
  readonly topupsByNight = new Map<string, { entryId: string; atMs: number; amount: number; userId: string | null }[]>();
  private picker: WeightedPicker<Card> | null = null;
  private readonly rng: Rng;
  private readonly pendingStatus: Card[] = [];

  constructor(
    private readonly ctx: SeedContext,
    private readonly people: People,
  ) {
    this.rng = ctx.rng.fork('cards');
  }

  private ledger(
    card: Card,
    atMs: number,
    kind: LedgerKind,
    amount: number,
    note: string,
    o: { saleId?: string; userId?: string; mobileOrderId?: string; method?: 'cash' | 'transfer' } = {},
  ): string | null {
    const { saleId, userId, mobileOrderId, method } = o;
    if (amount === 0) return null;
    card.balance += amount;
    card.lastMs = Math.max(card.lastMs, atMs);
    const at = new Date(atMs);
    const id = this.ctx.ids.at(atMs);
    this.ctx.sink.add(cardLedger, {
      id,
      cardId: card.id,
      at,
      kind,
      amount,
      method: method ?? null,
      saleId: saleId ?? null,
      mobileOrderId: mobileOrderId ?? null,
      userId: userId ?? null,
      note,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  /** Card types, cards and each card's opening top-up. `firstNightMs` splits old and new cards. */
  issue(venue: Venue, firstNightMs: number): void {
    const { sink, ids, profile } = this.ctx;
    const rng = this.rng;
    const created = new Date(this.ctx.epochMs);
    const types: CardType[] = TYPES.map((t) => {
      const id = ids.at(this.ctx.epochMs);
      sink.add(cardTypes, {
        id,
        venueId: venue.id,
        name: t.name,
        discountPercent: t.discount,
        creditAllowed: t.credit,
        defaultCreditLimit: cents(t.limit),
        color: t.color,
        benefits: t.benefits,
        createdAt: created,
        updatedAt: created,
      });
      return {
        id,
        name: t.name,
        prefix: t.prefix,
        discount: t.discount,
        credit: t.credit,
        limit: cents(t.limit),
        share: t.share,
      };
    });
    const typePicker = new WeightedPicker(types, (t) => t.share);
    const documents = new Set<string>();
    let serial = 0;
    const span = firstNightMs - this.ctx.epochMs;

    const addCard = (holder: Holder, type: CardType, issuedMs: number, userId: string | null): Card => {
      serial++;
      const creditFactor = rng.pick([0.5, 1, 1, 1, 1.5, 2]);
      const card: Card = {
        id: ids.at(issuedMs),
        number: `${type.prefix}${String(serial).padStart(7, '0')}`,
        holderName: holder.name,
        type,
        limit: type.credit ? Math.round(type.limit * creditFactor) : 0,
        balance: 0,
        issuedMs,
        endsMs: Number.POSITIVE_INFINITY,
        status: 'active',
        lastMs: issuedMs,
        // A few regulars do most of the spending (heavy-tailed weights).
        weight: rng.next() ** 3 + 0.01,
      };
      this.cards.push(card);
      sink.add(vipCards, {
        id: card.id,
        venueId: venue.id,
        number: card.number,
        holderName: holder.name,
        holderDocument: holder.document,
        holderPhone: holder.phone,
        holderEmail: holder.email,
        userId,
        cardTypeId: type.id,
        status: 'active',
        creditLimit: card.limit,
        createdAt: new Date(issuedMs),
        updatedAt: new Date(issuedMs),
      });
      const opening = type.name === 'Staff' ? rng.int(2, 6) * 5000 : rng.int(4, 20) * 5000;
      this.ledger(card, issuedMs + 5 * MINUTE, 'topup', cents(opening), 'Carga inicial', {
        userId: this.people.staff.cashier[0]?.id,
      });
      return card;
    };

    // The VIP manager's own cards, used often: her user page lists them.
    const vipHolder: Holder = {
      name: `${this.people.vip.firstName} ${this.people.vip.lastName}`,
      document: '33456789',
      phone: '+54 9 11 5432-1098',
      email: this.people.vip.email,
    };
    documents.add(vipHolder.document);
    for (const typeName of ['Black', 'Clásica']) {
      const type = types.find((t) => t.name === typeName) ?? typePicker.pick(rng);
      addCard(vipHolder, type, this.ctx.epochMs + 10 * DAY, this.people.vip.id).weight = 3;
    }

    for (let i = 0; i < profile.cards - 2; i++) {
      const holder = randomHolder(rng, documents);
      const old = rng.chance(0.7);
      const issuedMs = old
        ? this.ctx.epochMs + rng.next() * span
        : firstNightMs + rng.next() * (this.ctx.nowMs - firstNightMs - DAY);
      const card = addCard(holder, typePicker.pick(rng), Math.round(issuedMs), null);
      const fate = rng.next();
      if (fate < 0.06) {
        card.status = fate < 0.02 ? 'lost' : 'blocked';
        card.endsMs = Math.round(card.issuedMs + rng.next() * (this.ctx.nowMs - card.issuedMs));
        this.pendingStatus.push(card);
        if (card.status === 'lost') {
          // The holder gets a new card of the same type; the old one points at it.
          const replacement = addCard(holder, card.type, card.endsMs + HOUR, null);
          replacement.weight = card.weight;
          card.replacement = replacement;
        }
      }
    }
    this.picker = new WeightedPicker(this.cards, (c) => c.weight);
    // Final statuses on the card rows (the ledger decides balances).
    const rows = sink.list(vipCards);
    const byId = new Map(this.cards.map((c) => [c.id, c]));
    for (const row of rows) {
      const card = row.id ? byId.get(row.id) : undefined;
      if (!card || card.status === 'active') continue;
      row.status = card.status;
      row.replacedById = card.replacement?.id ?? null;
      row.updatedAt = new Date(card.endsMs);
    }
  }

  /** Blocks and losses up to `untilMs`: a lost card's balance moves to its replacement. */
  applyStatusChanges(untilMs: number): void {
    for (let i = this.pendingStatus.length - 1; i >= 0; i--) {
      const card = this.pendingStatus[i];
      if (!card || card.endsMs > untilMs) continue;
      this.pendingStatus.splice(i, 1);
      if (card.replacement && card.balance !== 0) {
        const amount = card.balance;
        const by = this.people.vip.id;
        const note = `Traspaso de saldo a la tarjeta ${card.replacement.number} (extravío)`;
        this.ledger(card, card.endsMs + 30 * MINUTE, 'adjustment', -amount, note, { userId: by });
        const from = `Saldo traspasado desde la tarjeta ${card.number}`;
        this.ledger(card.replacement, card.endsMs + 30 * MINUTE, 'adjustment', amount, from, { userId: by });
      }
    }
  }

  /** A card that can pay at `atMs`, or null (the sale then goes to cash). */
  pick(atMs: number): Card | null {
    if (!this.picker) return null;
    for (let attempt = 0; attempt < 6; attempt++) {
      const card = this.picker.pick(this.rng);
      if (card.issuedMs < atMs && atMs < card.endsMs) return card;
    }
    return null;
  }

  /**
   * Charges a sale to the card. A prepaid card short of balance (or a credit card at its limit)
   * is topped up at the ticket office a few minutes before, as holders do. A delivered table
   * order's charge also names the order and says so (as domain/mobile-order-sale.ts writes it).
   */
  charge(card: Card, atMs: number, amount: number, ids: ChargeIds, nightId: string, nightOpensMs: number): void {
    const available = card.balance + (card.type.credit ? card.limit : 0);
    if (available < amount) {
      const pesos = Math.ceil((amount - available) / 100 / 10_000) * 10_000 + this.rng.int(0, 4) * 10_000;
      const topupAt = Math.max(nightOpensMs, atMs - this.rng.int(3, 40) * MINUTE);
      const userId = this.people.staff.cashier[0]?.id ?? null;
      const entryId = this.ledger(card, topupAt, 'topup', cents(pesos), 'Carga en boletería', {
        userId: userId ?? undefined,
        method: 'cash',
      });
      if (entryId) {
        const list = this.topupsByNight.get(nightId) ?? [];
        list.push({ entryId, atMs: topupAt, amount: cents(pesos), userId });
        this.topupsByNight.set(nightId, list);
      }
    }
    const { saleId, userId, order } = ids;
    this.ledger(card, atMs, 'consumption', -amount, order?.note ?? '', { saleId, userId, mobileOrderId: order?.id });
    if (!order && this.rng.chance(0.003)) {
      // A manual adjustment (306 + 308), as the back office records it: no sale of its own.
      const note = 'Reintegro: trago mal preparado, se devolvió el importe';
      this.ledger(card, atMs + 15 * MINUTE, 'adjustment', amount, note, { userId: this.people.supervisor.id });
    }
  }

  refund(card: Card, atMs: number, amount: number, saleId: string, userId: string): void {
    // As the live cancellation gives a card charge back (domain/sale-reversal.ts): an adjustment.
    this.ledger(card, atMs, 'adjustment', amount, 'Reintegro por anulación de venta', { saleId, userId });
  }

  /** Between two nights some credit holders pay what they owe (by transfer). */
  settleDebts(fromMs: number, toMs: number): void {
    for (const card of this.cards) {
      if (!card.type.credit || card.balance >= 0 || card.endsMs < fromMs) continue;
      if (!this.rng.chance(0.45)) continue;
      const atMs = Math.round(fromMs + 8 * HOUR + this.rng.next() * Math.max(HOUR, toMs - fromMs - 16 * HOUR));
      if (atMs > this.ctx.nowMs) continue;
      const amount = this.rng.chance(0.8) ? -card.balance : Math.round(-card.balance / 2 / 100) * 100;
      const note = 'Pago de cuenta corriente por transferencia';
      this.ledger(card, atMs, 'payment', amount, note, { userId: this.people.caja.id, method: 'transfer' });
      this.payments.push({ atMs, amount, holderName: card.holderName });
    }
  }

  /** Closing touches: birthday credits and a few holders who asked for their balance back. */
  finish(): void {
    const rng = this.rng;
    for (const card of this.cards) {
      if (card.status !== 'active') continue;
      if (rng.chance(0.02)) {
        const atMs = Math.round(card.issuedMs + rng.next() * (this.ctx.nowMs - card.issuedMs));
        this.ledger(card, atMs, 'adjustment', cents(10_000), 'Bonificación por cumpleaños', { userId: this.people.vip.id });
      }
      if (!card.type.credit && card.balance > 0 && rng.chance(0.08)) {
        const atMs = Math.min(this.ctx.nowMs - HOUR, card.lastMs + rng.int(1, 5) * DAY);
        if (atMs > card.lastMs)
          this.ledger(card, atMs, 'adjustment', -card.balance, 'Devolución de saldo al titular en efectivo', {
            userId: this.people.caja.id,
          });
      }
    }
  }
}

/** The sale a charge pays, who charged it and, for a delivered table order, the order. */
export interface ChargeIds {
  saleId: string;
  userId: string;
  order?: { id: string; note: string };
}
