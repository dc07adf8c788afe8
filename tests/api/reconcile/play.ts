// Plays a generated night (plan.ts) through the API as the venue's staff and terminals would, and
// keeps beside it an independent model of the books: what every account, card and bar must hold
// and what each part of the night's result must be, worked out from the plan alone (prices,
// recipes and costs known up front), never read back from the server's figures.
import { expect } from 'vitest';
import { uuidv7 } from '../../../src/contract/uuid';
import { type Harness, json } from '../harness';
import type { BarName, NightPlan, Op, Payment, SaleLine, TillName } from './plan';
import { playTable } from './tables';
import { OPENING, type Venue } from './venue';

/** Σ quantity × unit cost is kept in thousandths of a cent (quantities have 3 decimals), rounded once at the end. */
export const milli = (quantity: number) => Math.round(quantity * 1000);
/** PostgreSQL's round() of a numeric: halves away from zero. */
export const roundCents = (thousandths: number) => Math.sign(thousandths) * Math.round(Math.abs(thousandths) / 1000);

export interface ModelNight {
  sales: number;
  tickets: number;
  /** Thousandths of a cent until read. */
  cogs: number;
  breakage: number;
  comps: number;
  countVariance: number;
  overShort: number;
  otherIncome: number;
  otherExpenses: number;
  staffPayments: number;
}

interface SaleRecord {
  id: string;
  till: TillName;
  payment: Payment;
  card: number;
  total: number;
  lines: SaleLine[];
  status: 'completed' | 'cancelled';
  requested: boolean;
}

export class Books {
  /** `${locationId}|${goodIndex}` → thousandths of a unit. */
  readonly stock = new Map<string, number>();
  readonly cash = new Map<string, number>();
  readonly cards: number[];
  readonly night: ModelNight = {
    sales: 0,
    tickets: 0,
    cogs: 0,
    breakage: 0,
    comps: 0,
    countVariance: 0,
    overShort: 0,
    otherIncome: 0,
    otherExpenses: 0,
    staffPayments: 0,
  };
  readonly sales: SaleRecord[] = [];
  /** Movements typed in by hand, not yet reversed. */
  readonly manual: { id: string; accountId: string; kind: 'income' | 'expense'; amount: number }[] = [];
  /** Per register: what it should hold when counted (the model's expected). */
  readonly expectedAtCount = new Map<string, number>();

  constructor(readonly v: Venue) {
    for (const loc of [v.warehouseId, v.tills.bar1.locationId, v.tills.bar2.locationId] as string[])
      for (const g of v.goods.keys()) this.stock.set(`${loc}|${g}`, milli(OPENING.stock));
    for (const t of Object.values(v.tills)) this.cash.set(t.registerId, 0);
    this.cash.set(v.safeId, OPENING.safe);
    this.cards = v.cards.map(() => OPENING.card);
  }

  move(accountId: string, amount: number) {
    this.cash.set(accountId, (this.cash.get(accountId) ?? 0) + amount);
  }
  balance(accountId: string) {
    return this.cash.get(accountId) ?? 0;
  }
  /** Stock of a good at a location changes by `quantity` units; returns the cost in thousandths of a cent. */
  stockMove(locationId: string, good: number, quantity: number): number {
    const key = `${locationId}|${good}`;
    this.stock.set(key, (this.stock.get(key) ?? 0) + milli(quantity));
    return milli(quantity) * (this.v.goods[good]?.unitCost ?? 0);
  }
  /** Units of a good on hand over all the venue's locations. */
  onHand(good: number): number {
    let thousandths = 0;
    for (const [key, q] of this.stock) if (key.endsWith(`|${good}`)) thousandths += q;
    return thousandths / 1000;
  }
  /** A product's recipe consumed at a bar `units` times (negative: given back); its cost (thousandths). */
  consume(locationId: string | null, product: number, units: number): number {
    if (locationId === null || product > 2) return 0;
    let cost = 0;
    for (const r of this.v.drinks[product]?.recipe ?? []) cost -= this.stockMove(locationId, r.good, -r.quantity * units);
    return cost;
  }
}

const productOf = (v: Venue, i: number) => (i === 3 ? v.entry : v.drinks[i]) as Venue['entry'];
const priceOf = (v: Venue, l: SaleLine) => (l.comp ? 0 : productOf(v, l.product).price);

export class Player {
  readonly books: Books;
  readonly sessions = new Map<TillName, string>();
  private seq = 0;
  private step = 0;
  private readonly categories: Venue['categories'];

  constructor(
    readonly h: Harness,
    readonly v: Venue,
  ) {
    this.books = new Books(v);
    this.categories = v.categories;
  }

  /** Each operation happens a few seconds after the previous one, all inside the night. */
  private nextAt(): string {
    this.step += 1;
    return new Date(this.v.opensAt.getTime() + this.step * 60_000).toISOString();
  }

  private push(token: string, name: string, args: unknown) {
    return this.h.request('POST', '/sync/push', {
      token,
      body: {
        deviceId: 'reconcile',
        commands: [{ id: uuidv7(), seq: this.seq++, name, args, createdAt: new Date().toISOString() }],
      },
    });
  }
  private async command(token: string, name: string, args: unknown) {
    const answer = await json<{ results: { status: string; message?: string }[] }>(await this.push(token, name, args));
    expect(answer.results[0], `${name} ${JSON.stringify(args)}`).toMatchObject({ status: 'applied' });
  }

  /**
   * Supplier deliveries before the night (issue 38): each received at the warehouse through the
   * offline command, invoiced and partly returned through the API. The model moves each good's
   * unit cost by its own reckoning of the weighted average, and the night's costs follow it.
   */
  async receiveDeliveries(deliveries: NightPlan['deliveries']) {
    const { v, books } = this;
    const at = new Date(v.opensAt.getTime() - 3_600_000).toISOString();
    for (const d of deliveries ?? []) {
      const good = v.goods[d.good] as Venue['goods'][number];
      const held = books.onHand(d.good);
      // The supplier's price for the good is the delivery's: the stock enters at it.
      const priced = await this.h.request('PUT', `/compras/proveedores/${v.supplierId}`, {
        token: v.tokens.admin,
        body: { name: 'Distribuidora', goods: [{ goodId: good.id, packSize: 1, lastPrice: d.price }] },
      });
      expect(priced.status, await priced.clone().text()).toBe(200);
      const receiptId = uuidv7();
      await this.command(v.tokens.admin, 'goodsReceipt.record', {
        receiptId,
        supplierId: v.supplierId,
        locationId: v.warehouseId,
        reason: 'Entrega del proveedor',
        at,
        lines: [{ goodId: good.id, units: d.units }],
      });
      // Weighted average over what is on hand (none below zero) and the delivery.
      const kept = Math.max(held, 0);
      good.unitCost = Math.round((kept * good.unitCost + d.units * d.price) / (kept + d.units));
      books.stockMove(v.warehouseId, d.good, d.units);
      const receivedAt = d.price;
      if (d.invoice !== null) {
        const receipt = await json<{ lines: { id: string }[] }>(
          await this.h.request('GET', `/compras/recepciones/${receiptId}`, { token: v.tokens.admin }),
        );
        const res = await this.h.request('POST', '/compras/facturas', {
          token: v.tokens.admin,
          body: {
            receiptId,
            number: `F-${receiptId.slice(-8)}`,
            issuedOn: at.slice(0, 10),
            lines: [{ receiptLineId: receipt.lines[0]?.id, quantity: d.units, unitPrice: d.invoice }],
          },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        // All the invoiced units are still on hand (nothing was sold since): they take the difference.
        const onHand = Math.max(held + d.units, 0);
        const moved = Math.min(d.units, onHand);
        good.unitCost =
          onHand > 0
            ? Math.max(0, Math.round((onHand * good.unitCost + moved * (d.invoice - receivedAt)) / onHand))
            : good.unitCost;
      }
      if (d.returned > 0) {
        const res = await this.h.request('POST', '/compras/devoluciones', {
          token: v.tokens.admin,
          body: {
            supplierId: v.supplierId,
            locationId: v.warehouseId,
            reason: 'Devolución al proveedor',
            lines: [{ goodId: good.id, quantity: d.returned, creditPrice: d.invoice ?? receivedAt }],
          },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        books.stockMove(v.warehouseId, d.good, -d.returned);
      }
    }
  }

  async openRegisters(floats: NightPlan['floats']) {
    for (const name of ['bar1', 'bar2', 'door'] as TillName[]) {
      const till = this.v.tills[name];
      const s = await json<{ id: string }>(
        await this.h.request('POST', '/cashflow/cajas/abrir', {
          token: this.v.tokens.cashier,
          body: { nightId: this.v.nightId, pointOfSaleId: till.posId, amount: floats[name] },
        }),
        201,
      );
      this.sessions.set(name, s.id);
      this.books.move(this.v.safeId, -floats[name]);
      this.books.move(till.registerId, floats[name]);
    }
  }

  async sale(s: { till: TillName; payment: Payment; card?: number; lines: SaleLine[] }, at = this.nextAt()) {
    const { v, books } = this;
    const till = v.tills[s.till];
    const total = s.lines.reduce((sum, l) => sum + l.quantity * priceOf(v, l), 0);
    const card = s.card ?? 0;
    const id = uuidv7();
    const body = {
      sales: [
        {
          id,
          at,
          payment: s.payment,
          ...(s.payment === 'vip_card' ? { vipCardNumber: v.cards[card]?.number } : {}),
          lines: s.lines.map((l) => ({
            productId: productOf(v, l.product).id,
            quantity: l.quantity,
            unitPrice: priceOf(v, l),
            ...(l.comp ? { comp: { reason: 'vip', authorisedBy: v.supervisorEmail } } : {}),
          })),
          total,
        },
      ],
    };
    const answer = await json<{ results: { status: string; reason?: string }[] }>(
      await this.h.request('POST', '/ingest/sales', { body, headers: { authorization: `Bearer ${till.key}` } }),
    );
    const overdrawn = s.payment === 'vip_card' && total > (books.cards[card] ?? 0);
    expect(answer.results[0]?.status, JSON.stringify(answer.results[0])).toBe(overdrawn ? 'rejected' : 'applied');
    if (overdrawn) return;
    books.night.sales += total;
    books.night.tickets += 1;
    for (const l of s.lines) {
      const cost = books.consume(till.locationId, l.product, l.quantity);
      if (l.comp) books.night.comps += cost;
      else books.night.cogs += cost;
    }
    if (s.payment === 'cash') books.move(till.registerId, total);
    if (s.payment === 'vip_card') books.cards[card] = (books.cards[card] ?? 0) - total;
    books.sales.push({
      id,
      till: s.till,
      payment: s.payment,
      card,
      total,
      lines: s.lines,
      status: 'completed',
      requested: false,
    });
  }

  async play(op: Op) {
    const { v, books, h } = this;
    const bar = (b: BarName) => v.tills[b].locationId as string;
    switch (op.t) {
      case 'sale':
        return this.sale(op);
      case 'topup': {
        const till = v.tills[op.till];
        await json(
          await h.request('POST', `/cards/${v.cards[op.card]?.id}/carga`, {
            token: v.tokens.admin,
            body: { amount: op.amount, method: op.method, ...(op.method === 'cash' ? { pointOfSaleId: till.posId } : {}) },
          }),
        );
        books.cards[op.card] = (books.cards[op.card] ?? 0) + op.amount;
        if (op.method === 'cash') books.move(till.registerId, op.amount);
        return;
      }
      case 'cancel': {
        const open = books.sales.filter((s) => s.status === 'completed' && !s.requested);
        const sale = open[op.sale % Math.max(1, open.length)];
        if (!sale) return;
        sale.requested = true;
        const requestId = uuidv7();
        await this.command(v.tokens.cashier, 'cancellation.request', { requestId, saleId: sale.id, reason: 'Cobro equivocado' });
        const path = `/tickets/anulaciones/${requestId}/${op.approve ? 'aprobar' : 'rechazar'}`;
        await json(await h.request('POST', path, { token: v.tokens.supervisor, body: { note: 'Revisado' } }));
        if (!op.approve) return;
        sale.status = 'cancelled';
        books.night.sales -= sale.total;
        books.night.tickets -= 1;
        const till = v.tills[sale.till];
        for (const l of sale.lines) {
          const cost = books.consume(till.locationId, l.product, -l.quantity);
          if (l.comp) books.night.comps += cost;
          else books.night.cogs += cost;
        }
        if (sale.payment === 'cash') books.move(till.registerId, -sale.total);
        if (sale.payment === 'vip_card') books.cards[sale.card] = (books.cards[sale.card] ?? 0) + sale.total;
        return;
      }
      case 'comp': {
        await this.command(v.tokens.stock, 'comp.record', {
          compId: uuidv7(),
          locationId: bar(op.bar),
          productId: productOf(v, op.product).id,
          quantity: op.quantity,
          reason: 'artist',
          authorisedBy: v.supervisorId,
          at: this.nextAt(),
        });
        books.night.comps += books.consume(bar(op.bar), op.product, op.quantity);
        return;
      }
      case 'breakage': {
        await this.command(v.tokens.stock, 'breakage.record', {
          breakageId: uuidv7(),
          locationId: bar(op.bar),
          goodId: v.goods[op.good]?.id,
          quantity: op.quantity,
          reason: 'Se cayó de la barra',
          at: this.nextAt(),
        });
        books.night.breakage -= books.stockMove(bar(op.bar), op.good, -op.quantity);
        return;
      }
      case 'transfer': {
        const token = v.tokens.admin;
        const note = await json<{ id: string; lines: { id: string }[] }>(
          await h.request('POST', '/inventarios/remitos', {
            token,
            body: {
              fromLocationId: v.warehouseId,
              toLocationId: bar(op.bar),
              nightId: v.nightId,
              lines: [{ goodId: v.goods[op.good]?.id, quantity: op.quantity }],
            },
          }),
          201,
        );
        await json(await h.request('POST', `/inventarios/remitos/${note.id}/enviar`, { token, body: { allowBelowZero: true } }));
        const lines = note.lines.map((l) => ({ lineId: l.id, quantityReceived: op.quantity }));
        await json(await h.request('POST', `/inventarios/remitos/${note.id}/recibir`, { token, body: { lines } }));
        books.stockMove(v.warehouseId, op.good, -op.quantity);
        books.stockMove(bar(op.bar), op.good, op.quantity);
        return;
      }
      case 'extraction': {
        const till = v.tills[op.till];
        const amount = Math.floor((books.balance(till.registerId) * op.percent) / 100 / 100) * 100;
        if (amount <= 0) return;
        await json(
          await h.request('POST', '/extracciones', {
            token: v.tokens.cashier,
            body: {
              id: uuidv7(),
              nightId: v.nightId,
              pointOfSaleId: till.posId,
              amount,
              witnessedBy: v.supervisorId,
              at: new Date().toISOString(),
            },
          }),
          201,
        );
        books.move(till.registerId, -amount);
        books.move(v.safeId, amount);
        return;
      }
      case 'staffPayment': {
        const register = v.tills.bar1.registerId;
        const accountId = op.fromSafe || books.balance(register) < op.amount ? v.safeId : register;
        const body = { id: uuidv7(), nightId: v.nightId, staffMemberId: v.staffMemberId, accountId, amount: op.amount };
        const res = await h.request('POST', '/cashflow/personal/pagos', { token: v.tokens.admin, body });
        if (books.balance(accountId) < op.amount) return void (await json(res, 409));
        expect([200, 201], await res.clone().text()).toContain(res.status);
        books.move(accountId, -op.amount);
        books.night.staffPayments += op.amount;
        return;
      }
      case 'movement': {
        const want = op.till === 'safe' ? v.safeId : v.tills[op.till].registerId;
        const accountId = op.kind === 'expense' && books.balance(want) < op.amount ? v.safeId : want;
        const categoryId = op.kind === 'income' ? this.categories.income : this.categories.expense;
        const body = {
          type: op.kind,
          accountId,
          amount: op.amount,
          categoryId,
          nightId: v.nightId,
          counterpart: '',
          note: 'Noche al azar',
        };
        const res = await h.request('POST', '/cashflow/movimientos', { token: v.tokens.admin, body });
        // Money out of an account that does not hold it is refused, and nothing is booked.
        if (op.kind === 'expense' && books.balance(accountId) < op.amount) return void (await json(res, 409));
        const made = await json<{ id: string }>(res, 201);
        books.manual.push({ id: made.id, accountId, kind: op.kind, amount: op.amount });
        books.move(accountId, op.kind === 'income' ? op.amount : -op.amount);
        if (op.kind === 'income') books.night.otherIncome += op.amount;
        else books.night.otherExpenses += op.amount;
        return;
      }
      case 'reverse': {
        // A manual income reversed takes money out of its account: only while the account holds it.
        const candidates = books.manual.filter((m) => m.kind === 'expense' || books.balance(m.accountId) >= m.amount);
        const m = candidates[op.movement % Math.max(1, candidates.length)];
        if (!m) return;
        books.manual.splice(books.manual.indexOf(m), 1);
        await json(
          await h.request('POST', `/cashflow/movimientos/${m.id}/revertir`, {
            token: v.tokens.admin,
            body: { note: 'Cargado por error' },
          }),
          201,
        );
        books.move(m.accountId, m.kind === 'income' ? -m.amount : m.amount);
        if (m.kind === 'income') books.night.otherIncome -= m.amount;
        else books.night.otherExpenses -= m.amount;
        return;
      }
      case 'order':
        return this.order(op);
      case 'table':
        return playTable(this, op);
      case 'rename': {
        const id = this.categories.system[op.which];
        if (!id) return;
        await json(
          await h.request('PUT', `/cashflow/categorias/${id}`, {
            token: v.tokens.admin,
            body: { name: `Renombrada ${uuidv7().slice(-6)}` },
          }),
        );
        return;
      }
    }
  }

  /**
   * A VIP table order: the guest orders through the table's link, staff accept it and deliver it
   * from Barra 1 (a sale charged to the card, consuming the recipe there) or reject it; a delivered
   * one may be cancelled like any sale.
   */
  async order(op: Extract<Op, { t: 'order' }>) {
    const { v, books, h } = this;
    const card = v.cards[op.card] as Venue['cards'][number];
    const link = await json<{ token: string }>(
      await h.request('POST', '/vip/mesas/link', { token: v.tokens.admin, body: { table: 'Mesa 4', cardId: card.id } }),
      201,
    );
    const id = uuidv7();
    const lines = op.lines.map((l) => ({ productId: productOf(v, l.product).id, quantity: l.quantity }));
    await json(await h.request('POST', `/public/mesa/${link.token}/orden`, { body: { id, lines, note: '' } }), 201);
    await json(await h.request('POST', `/vip/ordenes/${id}/aceptar`, { token: v.tokens.admin }));
    if (!op.deliver) {
      await json(
        await h.request('POST', `/vip/ordenes/${id}/rechazar`, { token: v.tokens.admin, body: { reason: 'Sin stock' } }),
      );
      return;
    }
    const total = op.lines.reduce((sum, l) => sum + l.quantity * productOf(v, l.product).price, 0);
    const res = await h.request('POST', `/vip/ordenes/${id}/entregar`, {
      token: v.tokens.admin,
      body: { pointOfSaleId: v.tills.bar1.posId },
    });
    if (total > (books.cards[op.card] ?? 0)) {
      expect(res.status, 'an order over the card balance is not delivered').toBe(409);
      return;
    }
    const order = await json<{ sale: { id: string } | null }>(res);
    const saleId = order.sale?.id as string;
    expect(saleId, 'a delivered order is a sale').toBeTruthy();
    const saleLines = op.lines.map((l) => ({ ...l, comp: false }));
    books.night.sales += total;
    books.night.tickets += 1;
    for (const l of saleLines) books.night.cogs += books.consume(v.tills.bar1.locationId, l.product, l.quantity);
    books.cards[op.card] = (books.cards[op.card] ?? 0) - total;
    books.sales.push({
      id: saleId,
      till: 'bar1',
      payment: 'vip_card',
      card: op.card,
      total,
      lines: saleLines,
      status: 'completed',
      requested: false,
    });
    if (op.cancel)
      await this.play({
        t: 'cancel',
        sale: books.sales.filter((s) => s.status === 'completed' && !s.requested).length - 1,
        approve: true,
      });
  }

  /** Stock counts of both bars: counted = theoretical + the plan's difference (never below zero). */
  async countStock(counts: NightPlan['counts']) {
    const { v, books } = this;
    for (const name of ['bar1', 'bar2'] as BarName[]) {
      const locationId = v.tills[name].locationId as string;
      const countId = uuidv7();
      await this.command(v.tokens.stock, 'stockCount.open', { countId, locationId, scope: 'spot' });
      const countedAt = new Date().toISOString();
      for (const [g, good] of v.goods.entries()) {
        const theoretical = (books.stock.get(`${locationId}|${g}`) ?? 0) / 1000;
        const counted = Math.max(0, Math.round((theoretical + (counts[name][g] ?? 0) / 10) * 1000) / 1000);
        await this.command(v.tokens.stock, 'stockCount.upsertLine', { countId, goodId: good.id, quantity: counted, countedAt });
        // Each adjustment is valued on its own, rounded to the cent (server/domain/stock-variance.ts).
        books.night.countVariance += roundCents(books.stockMove(locationId, g, counted - theoretical)) * 1000;
      }
      await this.command(v.tokens.stock, 'stockCount.submit', { countId });
    }
  }

  /** Blind counts (cashier) of the model's expected + the plan's difference; late sales; confirmations (supervisor). */
  async closeRegisters(plan: NightPlan) {
    const { v, books, h } = this;
    const counted = new Map<TillName, number>();
    for (const name of ['bar1', 'bar2', 'door'] as TillName[]) {
      const till = v.tills[name];
      const expected = books.balance(till.registerId);
      books.expectedAtCount.set(till.registerId, expected);
      const amount = Math.max(0, expected + plan.cash[name]);
      counted.set(name, amount);
      const body = { amount, ...(amount !== expected ? { reason: 'Diferencia al contar' } : {}) };
      await json(await h.request('POST', `/cashflow/cajas/${this.sessions.get(name)}/contar`, { token: v.tokens.cashier, body }));
    }
    for (const late of plan.late) await this.sale(late, new Date().toISOString());
    for (const name of ['bar1', 'bar2', 'door'] as TillName[]) {
      const till = v.tills[name];
      await json(
        await h.request('POST', `/cashflow/cajas/${this.sessions.get(name)}/confirmar`, {
          token: v.tokens.supervisor,
          body: { reason: 'Revisado' },
        }),
      );
      const amount = counted.get(name) ?? 0;
      const difference = amount - (books.expectedAtCount.get(till.registerId) ?? 0);
      books.night.overShort += difference;
      books.move(till.registerId, difference - amount);
      books.move(v.safeId, amount);
    }
  }

  async closeNight() {
    await json(await this.h.request('POST', `/nights/${this.v.nightId}/cerrar`, { token: this.v.tokens.admin }));
  }
}
