// Cash flow (finanzas): accounts, categories, one cash session per register and night, the
// movements money really makes (floats out of the safe, extractions, closing counts back into it,
// card settlements into the bank, suppliers, rent, staff and DJs), and the staff roster.
import {
  cashAccounts,
  cashCategories,
  cashExtractions,
  cashMovements,
  cashSessions,
  sales,
  staffMembers,
  staffPayments,
} from '../schema';
import { atLocal, DAY, HOUR, inflationFactor, localDate, MINUTE, monthIndex } from './calendar';
import type { CardBook } from './cards';
import { cents, must, type SeedContext } from './context';
import { DJS, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import type { PrivateEvent } from './invoices';
import type { People } from './people';
import type { NightRecord } from './sales';
import { staffUserFor } from './sales';
import type { StockBook } from './stock';
import type { PointOfSale, Venue } from './venue';

type MovementKind = (typeof cashMovements.$inferInsert)['kind'];
type Payment = 'cash' | 'card' | 'vip_card' | 'transfer' | 'wallet';

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
type Category = (typeof INCOME)[number] | (typeof EXPENSE)[number];

/** Fixed monthly bills, ARS at today's prices: [category, counterpart, amount]. */
const MONTHLY: [Category, string, number][] = [
  ['Alquiler', 'Costanera Inversiones S.A. (alquiler del local)', 18_000_000],
  ['Servicios (luz, agua, gas, internet)', 'Edenor S.A.', 2_800_000],
  ['Servicios (luz, agua, gas, internet)', 'AySA', 350_000],
  ['Servicios (luz, agua, gas, internet)', 'Metrogas S.A.', 240_000],
  ['Servicios (luz, agua, gas, internet)', 'Telecentro S.A.', 95_000],
  ['Derechos de autor (SADAIC / AADI-CAPIF)', 'SADAIC', 1_100_000],
  ['Derechos de autor (SADAIC / AADI-CAPIF)', 'AADI-CAPIF', 850_000],
  ['Publicidad y redes', 'Meta Platforms (Instagram Ads)', 700_000],
  ['Seguridad privada', 'Custodia Norte S.A.', 2_400_000],
  ['Mantenimiento y limpieza', 'Limpiezas Integrales Delta S.R.L.', 900_000],
  ['Honorarios profesionales', 'Estudio Contable Bianchi & Asoc.', 600_000],
  ['Impuestos y tasas', 'AGIP — Ingresos Brutos', 3_200_000],
];

/** Staff roster: role, head count at 'demo' size, rate per night (ARS today). */
const ROSTER: [string, number, number][] = [
  ['Jefe de barra', 2, 75_000],
  ['Bartender', 14, 55_000],
  ['Barback', 6, 38_000],
  ['Seguridad', 8, 60_000],
  ['Cajero/a', 4, 50_000],
  ['RRPP / Host', 4, 45_000],
  ['Guardarropa', 2, 38_000],
  ['Limpieza', 2, 35_000],
];

export function buildCash(
  ctx: SeedContext,
  venue: Venue,
  people: People,
  nightList: NightRecord[],
  stock: StockBook,
  cards: CardBook,
  events: PrivateEvent[],
): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('cash');
  const created = new Date(ctx.epochMs);
  const deflate = (amountCents: number, ms: number) =>
    Math.round((amountCents * inflationFactor(monthIndex(ctx.nowMs) - monthIndex(ms))) / 100) * 100;

  // Accounts: a register per point of sale, the safe, the bank and the Mercado Pago wallet.
  const account = (kind: 'register' | 'safe' | 'bank' | 'wallet', name: string, pos?: PointOfSale) => {
    const id = ids.at(ctx.epochMs);
    sink.add(cashAccounts, {
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
  const registers = new Map(venue.pos.map((p) => [p.id, account('register', `Caja ${p.name}`, p)]));
  const safe = account('safe', 'Caja fuerte');
  const bank = account('bank', 'Banco Galicia — Cuenta corriente en pesos');
  const wallet = account('wallet', 'Mercado Pago');

  const categories = new Map<Category, string>();
  for (const [kind, names] of [
    ['income', INCOME],
    ['expense', EXPENSE],
  ] as const) {
    for (const name of names) {
      const id = ids.at(ctx.epochMs);
      categories.set(name, id);
      sink.add(cashCategories, { id, venueId: venue.id, kind, name, createdAt: created, updatedAt: created });
    }
  }
  const cat = (name: Category) => must(categories.get(name), `category ${name}`);

  interface MoveOptions {
    nightId?: string;
    category?: Category;
    counterpart?: string;
    note?: string;
    userId?: string;
    group?: string;
  }
  // Running balances; the safe and the wallet are only moved inside the night loop, in order.
  const balances = new Map<string, number>();
  const move = (accountId: string, atMs: number, kind: MovementKind, amount: number, o: MoveOptions = {}): string | null => {
    if (amount === 0 || atMs > ctx.nowMs) return null;
    balances.set(accountId, (balances.get(accountId) ?? 0) + amount);
    const id = ids.at(atMs);
    const at = new Date(atMs);
    sink.add(cashMovements, {
      id,
      accountId,
      at,
      nightId: o.nightId ?? null,
      kind,
      amount,
      categoryId: o.category ? cat(o.category) : null,
      counterpart: o.counterpart ?? '',
      note: o.note ?? '',
      userId: o.userId ?? people.caja.id,
      transferGroupId: o.group ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return id;
  };
  /** Both legs of a transfer (or extraction) share a group id. */
  const transfer = (from: string, to: string, atMs: number, amount: number, kind: MovementKind, o: MoveOptions = {}) => {
    const group = ids.at(atMs);
    move(from, atMs, kind, -amount, { ...o, group });
    move(to, atMs, kind, amount, { ...o, group });
    return group;
  };

  // Opening balances, before the first night of the story.
  const startMs = (nightList[0]?.plan.opensAt.getTime() ?? ctx.nowMs) - 5 * DAY;
  move(bank, startMs, 'income', cents(80_000_000), {
    category: 'Aporte de socios',
    note: 'Saldo inicial',
    userId: people.admin.id,
  });
  move(safe, startMs, 'income', cents(6_000_000), {
    category: 'Aporte de socios',
    note: 'Saldo inicial',
    userId: people.admin.id,
  });

  // Staff roster, interleaved by role so a small size still has one of each.
  const slots = ROSTER.flatMap(([role, count, rate]) =>
    Array.from({ length: count }, (_, k) => ({ role, rate, order: (k + 0.5) / count })),
  );
  slots.sort((a, b) => a.order - b.order);
  const staff = slots.slice(0, ctx.profile.staffMembers).map((slot, i) => {
    const female = rng.chance(0.45);
    const id = ids.at(ctx.epochMs);
    // Two people left half-way through; they stay in the list, inactive.
    const leaves = i >= 6 && i < 8 && ctx.profile.staffMembers > 20;
    const name = `${rng.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${rng.pick(SURNAMES)}`;
    sink.add(staffMembers, {
      id,
      venueId: venue.id,
      name,
      role: slot.role,
      ratePerNight: cents(slot.rate),
      active: !leaves,
      createdAt: created,
      updatedAt: created,
    });
    return { id, name, rate: cents(slot.rate), leaves };
  });

  // Per-night sales totals by point of sale and payment, and the cash ones in time order
  // (cancelled sales took no money).
  const totals = new Map<string, Map<string, Record<Payment, number>>>();
  const cashSales = new Map<string, { atMs: number; amount: number }[]>();
  for (const sale of sink.list(sales)) {
    if (sale.status === 'cancelled') continue;
    const perNight = totals.get(sale.nightId) ?? new Map<string, Record<Payment, number>>();
    totals.set(sale.nightId, perNight);
    const perPos = perNight.get(sale.pointOfSaleId) ?? { cash: 0, card: 0, vip_card: 0, transfer: 0, wallet: 0 };
    perNight.set(sale.pointOfSaleId, perPos);
    perPos[sale.payment] += sale.total;
    if (sale.payment === 'cash') {
      const key = `${sale.nightId}|${sale.pointOfSaleId}`;
      const list = cashSales.get(key) ?? [];
      list.push({ atMs: sale.at.getTime(), amount: sale.total });
      cashSales.set(key, list);
    }
  }
  const categoryFor = (pos: PointOfSale): Category =>
    pos.kind === 'bar' ? 'Ventas de barra' : pos.kind === 'ticket_office' ? 'Entradas' : 'Guardarropa';

  const closedNights = nightList.filter((n) => n.plan.status !== 'planned');
  const midMs = closedNights[Math.floor(closedNights.length / 2)]?.plan.opensAt.getTime() ?? ctx.nowMs;
  let lastDepositWeek = '';
  for (const night of closedNights) {
    const { plan } = night;
    const openMs = plan.opensAt.getTime();
    const closeMs = plan.closesAt.getTime();
    const isOpen = plan.status === 'open';
    const perPos = totals.get(night.id) ?? new Map<string, Record<Payment, number>>();
    const topups = cards.topupsByNight.get(night.id) ?? 0;
    const firstTicketOffice = venue.pos.find((p) => p.kind === 'ticket_office');

    for (const pos of venue.pos) {
      const register = must(registers.get(pos.id), 'register');
      const money = perPos.get(pos.id) ?? { cash: 0, card: 0, vip_card: 0, transfer: 0, wallet: 0 };
      const float = cents(pos.kind === 'ticket_office' ? 150_000 : pos.kind === 'bar' ? 80_000 : 30_000);
      const staffId = staffUserFor(people, pos);
      const cashIn = money.cash + (pos === firstTicketOffice ? topups : 0);
      transfer(safe, register, openMs - 30 * MINUTE, float, 'transfer', {
        nightId: night.id,
        note: 'Fondo fijo de apertura',
        userId: people.caja.id,
      });

      // Cash is booked into the register as it is collected (up to each extraction, then the
      // rest at closing), and extractions take most of it to the safe, witnessed.
      const collected = (cashSales.get(`${night.id}|${pos.id}`) ?? []).sort((a, b) => a.atMs - b.atMs);
      let booked = 0;
      let bookedIndex = 0;
      const bookUntil = (atMs: number, note: string) => {
        let amount = 0;
        while (bookedIndex < collected.length && (collected[bookedIndex]?.atMs ?? 0) <= atMs) {
          amount += collected[bookedIndex]?.amount ?? 0;
          bookedIndex++;
        }
        booked += amount;
        move(register, atMs, 'income', amount, { nightId: night.id, category: categoryFor(pos), note, userId: staffId });
      };
      let extracted = 0;
      const extractions = Math.min(3, Math.floor(money.cash / cents(900_000)));
      for (let e = 1; e <= extractions; e++) {
        const atMs = Math.round(openMs + (e * (closeMs - openMs)) / (extractions + 1.5));
        if (atMs > ctx.nowMs) break;
        bookUntil(atMs - MINUTE, 'Ventas en efectivo (parcial)');
        const amount = cents(Math.floor(((float + booked - extracted) * 0.7) / cents(50_000)) * 50_000);
        if (amount < cents(100_000)) continue;
        extracted += amount;
        const id = ids.at(atMs);
        const group = transfer(register, safe, atMs, amount, 'extraction', {
          nightId: night.id,
          note: `Extracción ${e} — ${pos.name}`,
          userId: staffId,
        });
        sink.add(cashExtractions, {
          id,
          nightId: night.id,
          pointOfSaleId: pos.id,
          amount,
          by: staffId,
          witnessedBy: people.supervisor.id,
          at: new Date(atMs),
          note: `Extracción ${e} de ${pos.name}`,
          transferGroupId: group,
          createdAt: new Date(atMs),
          updatedAt: new Date(atMs),
        });
      }

      const sessionId = ids.at(openMs - 30 * MINUTE);
      if (isOpen) {
        sink.add(cashSessions, {
          id: sessionId,
          accountId: register,
          nightId: night.id,
          openingFloat: float,
          status: 'open',
          openedBy: staffId,
          createdAt: new Date(openMs - 30 * MINUTE),
          updatedAt: new Date(openMs - 30 * MINUTE),
        });
        continue;
      }
      const closeAt = closeMs + 15 * MINUTE;
      bookUntil(closeAt, 'Ventas en efectivo');
      if (pos === firstTicketOffice) {
        move(register, closeAt, 'income', topups, {
          nightId: night.id,
          category: 'Cargas de tarjetas VIP',
          note: 'Cargas de tarjetas VIP en efectivo',
          userId: staffId,
        });
      }
      const expected = float + cashIn - extracted;
      const diff = rng.chance(0.8) ? 0 : cents(rng.int(-30, 12) * 500);
      const counted = expected + diff;
      if (diff !== 0) {
        move(register, closeAt + 5 * MINUTE, diff > 0 ? 'income' : 'expense', diff, {
          nightId: night.id,
          category: diff > 0 ? 'Sobrante de caja' : 'Faltante de caja',
          note: 'Diferencia en el arqueo de cierre',
          userId: people.caja.id,
        });
      }
      transfer(register, safe, closeAt + 10 * MINUTE, counted, 'transfer', {
        nightId: night.id,
        note: 'Cierre de caja: recaudación al tesoro',
      });
      sink.add(cashSessions, {
        id: sessionId,
        accountId: register,
        nightId: night.id,
        openingFloat: float,
        status: 'closed',
        countedAmount: counted,
        expectedAmount: expected,
        differenceReason:
          Math.abs(diff) > cents(5_000)
            ? rng.pick(['Error en el vuelto', 'Billete falso detectado', 'Propina mal registrada'])
            : null,
        openedBy: staffId,
        closedBy: people.caja.id,
        closedAt: new Date(closeAt + 10 * MINUTE),
        createdAt: new Date(openMs - 30 * MINUTE),
        updatedAt: new Date(closeAt + 10 * MINUTE),
      });

      // Electronic payments: Mercado Pago credits at once, card acquirers two days later.
      const cardAt = atLocal(localDate(closeMs + 2 * DAY), 10).getTime();
      move(bank, cardAt, 'income', money.card, {
        nightId: night.id,
        category: categoryFor(pos),
        counterpart: 'Payway (Posnet)',
        note: `Liquidación tarjetas — ${pos.name}`,
      });
      move(bank, cardAt + MINUTE, 'expense', -Math.round(money.card * 0.025), {
        nightId: night.id,
        category: 'Comisiones bancarias y de cobro',
        counterpart: 'Payway (Posnet)',
        note: 'Arancel y retenciones',
      });
      move(wallet, closeAt, 'income', money.wallet, {
        nightId: night.id,
        category: categoryFor(pos),
        counterpart: 'Mercado Pago (QR)',
        note: `Cobros QR — ${pos.name}`,
      });
      move(wallet, closeAt + MINUTE, 'expense', -Math.round(money.wallet * 0.015), {
        nightId: night.id,
        category: 'Comisiones bancarias y de cobro',
        counterpart: 'Mercado Pago',
        note: 'Comisión por cobro con QR',
      });
      move(bank, closeAt, 'income', money.transfer, {
        nightId: night.id,
        category: categoryFor(pos),
        note: `Transferencias recibidas — ${pos.name}`,
      });
    }
    if (isOpen) continue;

    // Staff paid in cash from the safe at closing; the DJ too.
    const payAt = closeMs + 45 * MINUTE;
    const attendance = plan.crowd >= 1.4 ? 0.95 : plan.crowd >= 1 ? 0.85 : 0.6;
    for (const member of staff) {
      if ((member.leaves && openMs > midMs) || !rng.chance(attendance)) continue;
      const amount = deflate(member.rate * (rng.chance(0.1) ? 1.2 : 1), openMs);
      const movementId = move(safe, payAt, 'staff_payment', -amount, {
        nightId: night.id,
        category: 'Sueldos y jornales',
        counterpart: member.name,
        note: `Jornal ${plan.businessDate}`,
      });
      sink.add(staffPayments, {
        id: ids.at(payAt),
        nightId: night.id,
        staffMemberId: member.id,
        amount,
        accountId: safe,
        cashMovementId: movementId,
        createdAt: new Date(payAt),
        updatedAt: new Date(payAt),
      });
    }
    const dj = rng.pick(DJS);
    move(safe, payAt, 'expense', -deflate(cents(plan.crowd >= 1.4 ? 900_000 : plan.crowd >= 1 ? 600_000 : 350_000), openMs), {
      nightId: night.id,
      category: 'DJ y artistas',
      counterpart: dj,
      note: plan.eventName,
    });

    // On the Monday after a weekend the safe's cash goes to the bank, keeping a reserve.
    const monday = atLocal(localDate(closeMs + 2 * DAY), 12).getTime();
    const week = localDate(monday);
    if (plan.weekday === 6 && week !== lastDepositWeek && monday <= ctx.nowMs) {
      lastDepositWeek = week;
      const amount = Math.floor(((balances.get(safe) ?? 0) - cents(4_000_000)) / cents(100_000)) * cents(100_000);
      if (amount > 0) transfer(safe, bank, monday, amount, 'transfer', { note: 'Depósito de efectivo en Banco Galicia' });
      const walletBalance = balances.get(wallet) ?? 0;
      if (walletBalance > 0)
        transfer(wallet, bank, monday + HOUR, walletBalance, 'transfer', { note: 'Retiro de Mercado Pago a cuenta bancaria' });
    }
  }

  // Suppliers are paid by bank transfer two days after each delivery (VAT included).
  for (const d of stock.deliveries) {
    move(bank, d.atMs + 2 * DAY, 'expense', -Math.round(d.amount * 1.21), {
      category: 'Proveedores de bebidas',
      counterpart: d.supplier,
      note: `Pago Factura ${d.invoiceNumber}`,
    });
  }
  // VIP credit accounts paid by transfer.
  for (const p of cards.payments) {
    move(bank, p.atMs, 'income', p.amount, {
      category: 'Cobranzas cuenta corriente VIP',
      counterpart: p.holderName,
      note: 'Pago de cuenta corriente',
    });
  }
  // Corporate events invoiced A, paid by transfer.
  for (const e of events) {
    move(bank, e.atMs, 'income', e.total, {
      category: 'Eventos privados',
      counterpart: e.customer,
      note: `Cobro Factura ${e.invoice}`,
    });
  }
  // Monthly bills on the 5th.
  const firstMonth = localDate(startMs).slice(0, 7);
  const monthEnds: number[] = [];
  for (let month = firstMonth; `${month}-05` <= localDate(ctx.nowMs); ) {
    const dueMs = atLocal(`${month}-05`, 12).getTime();
    if (dueMs >= startMs) {
      for (const [category, counterpart, amount] of MONTHLY) {
        move(bank, dueMs + rng.int(0, 300) * MINUTE, 'expense', -deflate(cents(amount), dueMs), {
          category,
          counterpart,
          note: `${category} ${month}`,
        });
      }
    }
    monthEnds.push(atLocal(`${month}-28`, 18).getTime());
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  // At each month's end the partners take out most of what the bank holds above a reserve.
  // The bank is moved out of order above, so its balance is recomputed from its movements.
  const bankMoves = sink.list(cashMovements).filter((m) => m.accountId === bank);
  let withdrawn = 0;
  for (const endMs of monthEnds) {
    if (endMs > ctx.nowMs || endMs < startMs) continue;
    const balance = bankMoves.reduce((s, m) => s + ((m.at?.getTime() ?? 0) <= endMs ? m.amount : 0), 0) - withdrawn;
    const amount = Math.floor(((balance - cents(30_000_000)) * 0.8) / cents(1_000_000)) * cents(1_000_000);
    if (amount <= 0) continue;
    withdrawn += amount;
    move(bank, endMs, 'expense', -amount, {
      category: 'Retiro de socios',
      counterpart: 'Socios de Noctua Entretenimientos S.R.L.',
      note: 'Distribución mensual',
      userId: people.admin.id,
    });
  }
}
