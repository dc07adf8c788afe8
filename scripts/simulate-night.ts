// Plays a night of POS sales against a RUNNING Noctua server so the live screens (stockEnVivo,
// satélite, VIP cards) can be watched moving. It signs in as the demo admin, registers one
// "Simulador" terminal per chosen bar and ticket office through the satélite API (with a fresh API
// key each run), makes sure tonight's night exists and is open, then sends batches of realistic
// sales from each terminal every few seconds through POST /api/ingest/sales, printing one line per
// batch. Now and then it resends a batch, which the server acknowledges as duplicates.
//
//   npm run simulate:night -- --url http://localhost:8080/noctua --minutes 10 --terminals 4
//
// Options: --url (default http://localhost:8080/noctua), --minutes (10), --terminals (4),
// --interval seconds between rounds (3), --email / --password of an account with 101 and 201.
import { parseArgs } from 'node:util';
import type { IngestAnswer } from '../src/contract/ingest';
import type { NightDto, NightsListDto } from '../src/contract/nights-admin';
import type { ApiKeyAnswer, PointOfSaleOption, TerminalDto, TerminalsAnswer } from '../src/contract/satelite';
import type { PullResponse } from '../src/contract/sync';
import { uuidv7 } from '../src/contract/uuid';

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080/noctua' },
    minutes: { type: 'string', default: '10' },
    terminals: { type: 'string', default: '4' },
    interval: { type: 'string', default: '3' },
    email: { type: 'string', default: 'admin@noctua.test' },
    password: { type: 'string', default: 'noctua2026' },
  },
});
const base = `${opts.url.replace(/\/$/, '')}/api`;
const minutes = Number(opts.minutes);
const terminalCount = Math.max(1, Math.min(20, Number(opts.terminals)));
const intervalMs = Math.max(0.5, Number(opts.interval)) * 1000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'es',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {}
    throw new HttpError(res.status, `${method} ${path} → ${res.status} ${message}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const clock = () => new Date().toTimeString().slice(0, 8);

/** Rows of some replicated tables, read through the sync pull the app uses. */
async function pull(token: string, tables: string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const out = new Map<string, Record<string, unknown>[]>(tables.map((t) => [t, []]));
  let cursor: string | undefined;
  for (;;) {
    const q = new URLSearchParams({ tables: tables.join(','), limit: '5000', ...(cursor ? { cursor } : {}) });
    const page = await call<PullResponse>('GET', `/sync/pull?${q}`, token);
    for (const ch of page.changes as unknown as { table: string; op: string; row?: Record<string, unknown> }[]) {
      if (ch.op === 'put' && ch.row) out.get(ch.table)?.push(ch.row);
    }
    cursor = page.cursor;
    if (!page.hasMore) return out;
  }
}

/** Tonight's night, created and opened when needed; null (with advice printed) when it cannot be. */
async function ensureNightOpen(token: string): Promise<NightDto | null> {
  let list: NightsListDto;
  try {
    list = await call<NightsListDto>('GET', '/nights', token);
  } catch (err) {
    console.log(`No pude leer las noches (${(err as Error).message}).`);
    console.log('Crea y abre la noche de hoy en configuracion/noche y vuelve a ejecutar el simulador.');
    return null;
  }
  let night = list.nights.find((n) => n.businessDate === list.today);
  if (!night) {
    console.log(`Creo la noche del ${list.today}…`);
    night = await call<NightDto>('POST', '/nights', token, {
      businessDate: list.today,
      eventName: 'Noche simulada',
      opensAt: '23:00',
      closesAt: '06:00',
    });
  }
  if (night.status === 'closed') {
    console.log(`La noche del ${night.businessDate} está cerrada: reábrela en configuracion/noche (con un motivo) para simular.`);
    return null;
  }
  if (night.status === 'planned') {
    console.log(`Abro la noche del ${night.businessDate}…`);
    night = await call<NightDto>('POST', `/nights/${night.id}/abrir`, token);
  }
  return night;
}

interface SimTerminal {
  pos: PointOfSaleOption;
  key: string;
  items: { productId: string; price: number; kind: string }[];
  last: unknown[] | null;
}

async function main() {
  console.log(`Simulador de noche contra ${base} · ${minutes} min · ${terminalCount} terminales`);
  const { accessToken: token } = await call<{ accessToken: string }>('POST', '/account/login', null, {
    email: opts.email,
    password: opts.password,
  });
  const night = await ensureNightOpen(token);
  if (!night) process.exit(1);
  console.log(`Noche ${night.businessDate} «${night.eventName}»: ${night.status}`);

  const listed = await call<TerminalsAnswer>('GET', '/satelite/terminales', token);
  const bars = listed.pointsOfSale.filter((p) => p.active && p.kind === 'bar');
  const offices = listed.pointsOfSale.filter((p) => p.active && p.kind === 'ticket_office');
  const barShare = Math.max(1, Math.round(terminalCount * 0.7));
  const chosen = [...bars.slice(0, barShare), ...offices.slice(0, terminalCount - Math.min(barShare, bars.length))].slice(
    0,
    terminalCount,
  );
  if (chosen.length === 0) throw new Error('El local no tiene barras ni boleterías activas');

  const data = await pull(token, ['pointsOfSale', 'products', 'priceListItems', 'vipCards']);
  const posRows = new Map((data.get('pointsOfSale') ?? []).map((r) => [r.id as string, r]));
  const productKind = new Map(
    (data.get('products') ?? []).filter((p) => p.active !== false).map((p) => [p.id as string, p.kind as string]),
  );
  const cards = (data.get('vipCards') ?? [])
    .filter((c) => c.status === 'active' && Number(c.balance) + Number(c.creditLimit) > 5_000_000)
    .map((c) => c.number as string);

  const terminals: SimTerminal[] = [];
  for (const pos of chosen) {
    const name = `Simulador ${pos.name}`;
    let terminal: TerminalDto | undefined = listed.terminals.find((t) => t.name === name && t.pointOfSaleId === pos.id);
    terminal ??= await call<TerminalDto>('POST', '/satelite/terminales', token, {
      pointOfSaleId: pos.id,
      name,
      deviceId: `SIM-${uuidv7().slice(-12).toUpperCase()}`,
    });
    const { apiKey } = await call<ApiKeyAnswer>('POST', `/satelite/terminales/${terminal.id}/clave`, token);
    const listId = posRows.get(pos.id)?.priceListId as string | undefined;
    const wanted = pos.kind === 'bar' ? 'drink' : 'entry';
    const items = (data.get('priceListItems') ?? [])
      .filter((i) => i.priceListId === listId && productKind.get(i.productId as string) === wanted)
      .map((i) => ({ productId: i.productId as string, price: Number(i.price), kind: wanted }));
    if (items.length === 0) {
      console.log(`  ${pos.name}: su lista de precios no tiene productos para vender; la salteo`);
      continue;
    }
    terminals.push({ pos, key: apiKey, items, last: null });
    console.log(`  ${name}: clave ${apiKey.slice(0, 15)}…, ${items.length} productos`);
  }

  const makeSale = (t: SimTerminal) => {
    const bar = t.pos.kind === 'bar';
    const count = bar ? pick([1, 1, 1, 2, 2, 3]) : pick([1, 1, 2]);
    const used = new Set<string>();
    const lines: { productId: string; quantity: number; unitPrice: number }[] = [];
    for (let i = 0; i < count; i++) {
      const item = pick(t.items);
      if (used.has(item.productId)) continue;
      used.add(item.productId);
      lines.push({ productId: item.productId, quantity: bar ? pick([1, 1, 1, 2, 2, 3]) : between(1, 4), unitPrice: item.price });
    }
    const vip = bar && cards.length > 0 && Math.random() < 0.15;
    const payment = vip ? 'vip_card' : pick(['cash', 'cash', 'card', 'card', 'wallet', 'transfer']);
    return {
      id: uuidv7(),
      at: new Date().toISOString(),
      payment,
      ...(vip ? { vipCardNumber: pick(cards) } : {}),
      lines,
      total: lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
    };
  };

  const until = Date.now() + minutes * 60_000;
  let stop = false;
  process.on('SIGINT', () => {
    stop = true;
    console.log('\nDetenido.');
  });
  const totals = { applied: 0, duplicate: 0, rejected: 0 };
  while (!stop && Date.now() < until) {
    for (const t of terminals) {
      if (Math.random() < 0.3) continue;
      const resend = t.last !== null && Math.random() < 0.05;
      const sales = resend
        ? (t.last as unknown[])
        : Array.from({ length: between(1, t.pos.kind === 'bar' ? 8 : 5) }, () => makeSale(t));
      try {
        const answer = await call<IngestAnswer>('POST', '/ingest/sales', t.key, {
          terminalVersion: 'simulador-1.0',
          pendingBatches: between(0, 1),
          sales,
        });
        const n = { applied: 0, duplicate: 0, rejected: 0 };
        for (const r of answer.results) n[r.status] += 1;
        totals.applied += n.applied;
        totals.duplicate += n.duplicate;
        totals.rejected += n.rejected;
        const reasons = [...new Set(answer.results.flatMap((r) => (r.reason ? [r.reason] : [])))].join('; ');
        console.log(
          `[${clock()}] ${t.pos.name.padEnd(30)} ${String(sales.length).padStart(2)} ventas${resend ? ' (reenvío)' : ''} → ` +
            `${n.applied} aplicadas, ${n.duplicate} repetidas, ${n.rejected} rechazadas${reasons ? ` (${reasons})` : ''}`,
        );
        t.last = sales;
      } catch (err) {
        console.log(`[${clock()}] ${t.pos.name.padEnd(30)} error: ${(err as Error).message}`);
      }
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  console.log(`Total: ${totals.applied} ventas aplicadas, ${totals.duplicate} repetidas, ${totals.rejected} rechazadas.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
