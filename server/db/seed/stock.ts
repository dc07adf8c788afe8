// Stock: the append-only movement ledger and the documents that write it (purchases, preloads and
// transfer notes here; breakages and counts in stock-breakages.ts and stock-counts.ts). The book
// tracks on-hand per (location, good) in integer thousandths while the story is generated, so
// every decision (what to preload, when to send more to a bar) is taken on the stock the ledger
// will actually show.
import { parLevels, preloads, stockMovements, transferNoteLines, transferNotes } from '../schema';
import { DAY, HOUR, MINUTE, type NightPlan } from './calendar';
import type { Catalogue, GoodRef } from './catalogue';
import { fromMilli, type SeedContext } from './context';
import type { People } from './people';
import type { Rng } from './random';
import type { Location, Venue } from './venue';

type MovementKind = (typeof stockMovements.$inferInsert)['kind'];

export interface Movement {
  kind: MovementKind;
  location: Location;
  good: GoodRef;
  /** Signed thousandths of a unit. */
  milli: number;
  atMs: number;
  nightId?: string;
  sourceType?: string;
  sourceId?: string;
  userId?: string;
  note?: string;
}

interface Par {
  location: Location;
  good: GoodRef;
  ideal: number;
  minimum: number;
}

/** A supplier delivery, for the cash flow (paid by bank transfer). */
export interface Delivery {
  atMs: number;
  supplier: string;
  /** Net cost in cents (VAT is added when paid). */
  amount: number;
  invoiceNumber: string;
}

const ceilUnits = (milli: number) => Math.ceil(milli / 1000 - 1e-9) * 1000;

export class StockBook {
  private readonly onHand = new Map<string, number>();
  private readonly pars: Par[] = [];
  private transferNumber = 0;
  private deliveryNumber = 0;
  readonly deliveries: Delivery[] = [];
  /** One stream for every stock document, breakages and counts included: the draws stay in story order. */
  readonly rng: Rng;

  constructor(
    readonly ctx: SeedContext,
    readonly venue: Venue,
    readonly catalogue: Catalogue,
    readonly people: People,
  ) {
    this.rng = ctx.rng.fork('stock');
  }

  private key(location: Location, good: GoodRef): string {
    return `${location.id}|${good.index}`;
  }

  level(location: Location, good: GoodRef): number {
    return this.onHand.get(this.key(location, good)) ?? 0;
  }

  move(m: Movement): void {
    if (m.milli === 0) return;
    const k = this.key(m.location, m.good);
    this.onHand.set(k, (this.onHand.get(k) ?? 0) + m.milli);
    const at = new Date(m.atMs);
    this.ctx.sink.add(stockMovements, {
      id: this.ctx.ids.at(m.atMs),
      locationId: m.location.id,
      goodId: m.good.id,
      kind: m.kind,
      quantity: fromMilli(m.milli),
      unitCost: this.catalogue.costAt(m.good, m.atMs),
      at,
      nightId: m.nightId ?? null,
      sourceType: m.sourceType ?? null,
      sourceId: m.sourceId ?? null,
      userId: m.userId ?? null,
      note: m.note ?? '',
    });
  }

  /**
   * Par levels from the expected use: a bar holds a busy Saturday's worth plus a margin, a
   * warehouse a refill of every bar plus 1.5 weeks of what they draw, in whole supplier packs.
   */
  setParLevels(saturdayUse: Map<string, Map<number, number>>): void {
    const weekly = new Map<number, number>();
    const barIdeals = new Map<number, number>();
    for (const bar of this.venue.bars) {
      for (const [goodIndex, milli] of saturdayUse.get(bar.id) ?? []) {
        const good = this.catalogue.goods[goodIndex];
        if (!good || milli <= 0) continue;
        const ideal = ceilUnits(milli * 1.2) + 1000;
        this.pars.push({ location: bar, good, ideal, minimum: Math.max(1000, Math.round(milli * 0.4)) });
        barIdeals.set(goodIndex, (barIdeals.get(goodIndex) ?? 0) + ideal);
        // A week is Thursday + Friday + Saturday: 0.6 + 1 + 1.4 Saturday-equivalents of 1.4.
        weekly.set(goodIndex, (weekly.get(goodIndex) ?? 0) + (milli * 3) / 1.4);
      }
    }
    for (const good of this.catalogue.goods) {
      const pack = good.spec.pack * 1000;
      const week = weekly.get(good.index) ?? 0;
      // Enough to refill every bar once and still cover a week and a half.
      const need = week * 1.5 + (barIdeals.get(good.index) ?? 0);
      const ideal = week > 0 ? Math.ceil(need / pack) * pack : pack * (good.spec.pack >= 10 ? 1 : 2);
      this.pars.push({ location: good.warehouse, good, ideal, minimum: Math.round(week > 0 ? week * 0.5 : pack / 2) });
    }
    const created = new Date(this.ctx.epochMs);
    for (const p of this.pars) {
      this.ctx.sink.add(parLevels, {
        id: this.ctx.ids.at(this.ctx.epochMs),
        locationId: p.location.id,
        goodId: p.good.id,
        idealQuantity: fromMilli(p.ideal),
        minimumQuantity: fromMilli(p.minimum),
        createdAt: created,
        updatedAt: created,
      });
    }
  }

  barPars(bar: Location): Par[] {
    return this.pars.filter((p) => p.location.id === bar.id);
  }

  /**
   * The weekly order: every warehouse good under 70 % of its ideal is bought back up, in whole
   * supplier packs, one delivery per supplier. `opening` stocks the empty warehouses.
   */
  purchase(atMs: number, opening = false): void {
    const bySupplier = new Map<string, { good: GoodRef; milli: number }[]>();
    for (const p of this.pars) {
      if (p.location.kind !== 'warehouse') continue;
      const have = this.level(p.location, p.good);
      if (!opening && have >= p.ideal * 0.7) continue;
      const pack = p.good.spec.pack * 1000;
      const milli = Math.ceil((p.ideal - have) / pack) * pack;
      if (milli <= 0) continue;
      const list = bySupplier.get(p.good.spec.supplier) ?? [];
      list.push({ good: p.good, milli });
      bySupplier.set(p.good.spec.supplier, list);
    }
    let offset = 0;
    for (const [supplier, lines] of bySupplier) {
      const at = atMs + offset;
      offset += this.rng.int(10, 50) * MINUTE;
      const deliveryId = this.ctx.ids.at(at);
      const invoiceNumber = `A 0004-${String(10_000 + ++this.deliveryNumber * 7).padStart(8, '0')}`;
      let amount = 0;
      for (const { good, milli } of lines) {
        // No purchase document table yet: the lines of one delivery share a source id and name
        // the supplier's invoice in the note.
        this.move({
          kind: 'purchase',
          location: good.warehouse,
          good,
          milli,
          atMs: at,
          sourceType: 'purchase',
          sourceId: deliveryId,
          userId: this.people.stock.id,
          note: `${supplier} — Factura ${invoiceNumber}`,
        });
        amount += Math.round((this.catalogue.costAt(good, at) * milli) / 1000);
      }
      this.deliveries.push({ atMs: at, supplier, amount, invoiceNumber });
    }
  }

  /**
   * Before the doors open each bar is topped back up to its ideal from the warehouses (goods
   * under 75 % of ideal, whole units). Both legs are 'preload' movements (out of the warehouse,
   * into the bar) with the preload row as source. A planned night gets planned quantities only.
   */
  preload(night: NightPlan, nightId: string, loaded: boolean): void {
    const at = night.opensAt.getTime() - 3 * HOUR;
    for (const bar of this.venue.bars) {
      for (const p of this.barPars(bar)) {
        const have = this.level(bar, p.good);
        if (have >= p.ideal * 0.75) continue;
        const available = Math.floor(Math.max(0, this.level(p.good.warehouse, p.good)) / 1000) * 1000;
        const planned = Math.min(ceilUnits(p.ideal - have), available);
        if (planned <= 0) continue;
        const id = this.ctx.ids.at(at);
        let actual = planned;
        if (loaded && planned >= 2000 && this.rng.chance(0.05)) actual -= 1000; // one short on the shelf
        const loadedAt = at + this.rng.int(0, 90) * MINUTE;
        this.ctx.sink.add(preloads, {
          id,
          nightId,
          locationId: bar.id,
          goodId: p.good.id,
          // The warehouse leg below leaves from here: the preload row says so too.
          sourceLocationId: p.good.warehouse.id,
          plannedQuantity: fromMilli(planned),
          loadedQuantity: loaded ? fromMilli(actual) : null,
          loadedAt: loaded ? new Date(loadedAt) : null,
          loadedBy: loaded ? this.people.stock.id : null,
          createdAt: new Date(at - DAY),
          updatedAt: new Date(loaded ? loadedAt : at - DAY),
        });
        if (!loaded) continue;
        const common = {
          good: p.good,
          atMs: loadedAt,
          nightId,
          sourceType: 'preload',
          sourceId: id,
          userId: this.people.stock.id,
        };
        this.move({ ...common, kind: 'preload', location: p.good.warehouse, milli: -actual, note: `Precarga ${bar.name}` });
        this.move({ ...common, kind: 'preload', location: bar, milli: actual });
      }
    }
  }

  /**
   * A mid-night restock: for every bar, goods under their minimum go out on one transfer note per
   * warehouse, brought back to ideal. About one note in fifteen arrives short (a bottle missing),
   * which the receipt records and flags.
   */
  restockBars(atMs: number, nightId: string): void {
    for (const bar of this.venue.bars) {
      const low = this.barPars(bar).filter((p) => this.level(bar, p.good) < p.minimum);
      for (const warehouse of Object.values(this.venue.warehouses)) {
        const lines = low
          .filter((p) => p.good.warehouse.id === warehouse.id)
          .map((p) => {
            const available = Math.floor(Math.max(0, this.level(warehouse, p.good)) / 1000) * 1000;
            return { good: p.good, milli: Math.min(ceilUnits(p.ideal - this.level(bar, p.good)), available) };
          })
          .filter((l) => l.milli > 0);
        if (lines.length > 0) this.transfer(warehouse, bar, lines, atMs, nightId, 'received');
      }
    }
  }

  transfer(
    from: Location,
    to: Location,
    lines: { good: GoodRef; milli: number }[],
    atMs: number,
    nightId: string | null,
    status: 'draft' | 'sent' | 'received',
  ): void {
    const id = this.ctx.ids.at(atMs);
    const sentAt = atMs + this.rng.int(3, 10) * MINUTE;
    const receivedAt = sentAt + this.rng.int(4, 15) * MINUTE;
    const short = status === 'received' && this.rng.chance(1 / 15) ? lines.findIndex((l) => l.milli >= 2000) : -1;
    const sender = this.people.stock.id;
    const receiver = this.people.staff.bartender[this.venue.bars.indexOf(to)]?.id ?? this.people.supervisor.id;
    this.ctx.sink.add(transferNotes, {
      id,
      venueId: this.venue.id,
      number: ++this.transferNumber,
      fromLocationId: from.id,
      toLocationId: to.id,
      nightId,
      status,
      createdBy: sender,
      sentAt: status === 'draft' ? null : new Date(sentAt),
      sentBy: status === 'draft' ? null : sender,
      receivedAt: status === 'received' ? new Date(receivedAt) : null,
      receivedBy: status === 'received' ? receiver : null,
      hasDifferences: short >= 0,
      note:
        short >= 0
          ? 'Llegó una botella menos; se avisó al depósito'
          : status === 'received'
            ? 'Reposición durante la noche'
            : 'Reposición para la próxima noche',
      createdAt: new Date(atMs),
      updatedAt: new Date(status === 'received' ? receivedAt : atMs),
    });
    lines.forEach((l, i) => {
      const received = i === short ? l.milli - 1000 : l.milli;
      this.ctx.sink.add(transferNoteLines, {
        id: this.ctx.ids.at(atMs),
        transferNoteId: id,
        goodId: l.good.id,
        quantitySent: fromMilli(l.milli),
        quantityReceived: status === 'received' ? fromMilli(received) : null,
        createdAt: new Date(atMs),
        updatedAt: new Date(atMs),
      });
      const common = { good: l.good, nightId: nightId ?? undefined, sourceType: 'transfer_note', sourceId: id, userId: sender };
      if (status !== 'draft') this.move({ ...common, kind: 'transfer_out', location: from, milli: -l.milli, atMs: sentAt });
      if (status === 'received') {
        this.move({ ...common, kind: 'transfer_in', location: to, milli: received, atMs: receivedAt, userId: receiver });
      }
    });
  }
}
