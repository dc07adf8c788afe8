// Free entry (entradagratis, 102), the reads and writes of entradas.routes.ts: promoters' guest
// lists per night, created, edited and voided online. Every entry gets an unguessable code (its
// QR); the same document twice on one night is refused (a unique index backs the check against two
// racing requests; voiding an entry frees its document). A closed night's lists are frozen.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  cutoffInstant,
  type FreeEntriesAnswer,
  type FreeEntryDto,
  type freeEntryCreateSchema,
  type freeEntryUpdateSchema,
  type GuestListDto,
} from '../../../src/contract/free-entry';
import type { Db, Tx } from '../../db/client';
import { freeEntries, nights, users, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { NIGHT_NOT_FOUND, requireNotClosed } from '../../domain/night-of';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { ALREADY_VOID, BELOW_ARRIVED, DUPLICATE_DOCUMENT, ENTRY_MISSING } from './entradas.messages';

/** Crockford-style base32 without look-alikes (no I, L, O, U; no 0 or 1): read aloud at the door. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const CODE_LENGTH = 10;

/** ~49 bits from the system's CSPRNG: a code cannot be guessed from another guest's. */
export function newEntryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

type EntryRow = typeof freeEntries.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toDto(row: EntryRow, names: Map<string, string>): FreeEntryDto {
  return {
    id: row.id,
    version: row.version,
    nightId: row.nightId,
    guestName: row.guestName,
    document: row.document,
    promoter: row.promoter,
    people: row.people,
    arrived: row.arrived,
    code: row.code,
    status: row.status,
    validUntil: iso(row.validUntil),
    checkedInAt: iso(row.checkedInAt),
    checkedInBy: row.checkedInBy,
    checkedInByName: row.checkedInBy ? (names.get(row.checkedInBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function userNames(db: Tx, rows: EntryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.checkedInBy).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.name]));
}

/** The night with its venue's clock, when it belongs to the venue. */
async function loadNight(db: Tx, venueId: string, nightId: string) {
  const [row] = await db
    .select({ night: nights, timezone: venues.timezone, cutoffHour: venues.businessDayCutoffHour })
    .from(nights)
    .innerJoin(venues, eq(venues.id, nights.venueId))
    .where(ofVenue(nights, venueId, eq(nights.id, nightId)));
  if (!row) throw new ApiError(404, NIGHT_NOT_FOUND);
  return row;
}

type NightInfo = Awaited<ReturnType<typeof loadNight>>;

function writableNight(night: NightInfo): NightInfo {
  requireNotClosed(night.night);
  return night;
}

function cutoffOf(night: NightInfo, hhmm: string | null): Date | null {
  return hhmm ? cutoffInstant(night.night.businessDate, hhmm, night.timezone, night.cutoffHour) : null;
}

/** The entry of the venue, locked for this transaction. */
async function lockEntry(tx: Tx, venueId: string, id: string): Promise<EntryRow> {
  const [row] = await tx
    .select({ entry: freeEntries, venueId: nights.venueId })
    .from(freeEntries)
    .innerJoin(nights, eq(nights.id, freeEntries.nightId))
    .where(and(eq(freeEntries.id, id), isNull(freeEntries.deletedAt)))
    .for('update', { of: freeEntries });
  if (!row || row.venueId !== venueId) throw new ApiError(404, ENTRY_MISSING);
  return row.entry;
}

async function documentTaken(tx: Tx, nightId: string, document: string | null, exceptId?: string): Promise<boolean> {
  if (document === null) return false;
  const rows = await tx
    .select({ id: freeEntries.id })
    .from(freeEntries)
    .where(
      and(
        eq(freeEntries.nightId, nightId),
        eq(freeEntries.document, document),
        ne(freeEntries.status, 'void'),
        isNull(freeEntries.deletedAt),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

function isDocumentConflict(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { constraint?: unknown }).constraint === 'free_entries_night_document_uq') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A racing twin can pass the pre-check; the unique index still refuses it, with the same message. */
async function refusingDuplicates<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isDocumentConflict(err)) throw new ApiError(409, DUPLICATE_DOCUMENT);
    throw err;
  }
}

function groupByPromoter(entries: FreeEntryDto[]): GuestListDto[] {
  const lists = new Map<string, GuestListDto>();
  for (const e of entries) {
    let list = lists.get(e.promoter);
    if (!list) {
      list = { promoter: e.promoter, entries: [], people: 0, arrived: 0 };
      lists.set(e.promoter, list);
    }
    list.entries.push(e);
    if (e.status !== 'void') {
      list.people += e.people;
      list.arrived += e.arrived;
    }
  }
  return [...lists.values()].sort((a, b) => a.promoter.localeCompare(b.promoter, 'es'));
}

function audit(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, action, 'free_entries', id, before, after);
}

export async function listFreeEntries(db: Db, venueId: string, nightId: string): Promise<FreeEntriesAnswer> {
  const { night, timezone } = await loadNight(db, venueId, nightId);
  const rows = await db
    .select()
    .from(freeEntries)
    .where(and(eq(freeEntries.nightId, night.id), isNull(freeEntries.deletedAt)))
    .orderBy(asc(freeEntries.guestName));
  const names = await userNames(db, rows);
  const lists = groupByPromoter(rows.map((r) => toDto(r, names)));
  return {
    night: { id: night.id, businessDate: night.businessDate, eventName: night.eventName, status: night.status },
    timezone,
    lists,
    totals: {
      entries: rows.length,
      people: lists.reduce((s, l) => s + l.people, 0),
      arrived: lists.reduce((s, l) => s + l.arrived, 0),
    },
  };
}

export async function createFreeEntry(
  db: Db,
  venueId: string,
  userId: string,
  body: v.InferOutput<typeof freeEntryCreateSchema>,
): Promise<FreeEntryDto> {
  const night = writableNight(await loadNight(db, venueId, body.nightId));
  const validUntil = cutoffOf(night, body.validUntil);
  const row = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      if (await documentTaken(tx, body.nightId, body.document)) throw new ApiError(409, DUPLICATE_DOCUMENT);
      // A code collision (1 in 2^49 per pair) is retried with a fresh code rather than refused.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [inserted] = await tx
          .insert(freeEntries)
          .values({
            nightId: body.nightId,
            guestName: body.guestName,
            document: body.document,
            promoter: body.promoter,
            people: body.people,
            code: newEntryCode(),
            validUntil,
            createdBy: userId,
          })
          .onConflictDoNothing({ target: freeEntries.code })
          .returning();
        if (!inserted) continue;
        await audit(tx, userId, 'free_entry.create', inserted.id, undefined, guestFields(inserted));
        return inserted;
      }
      throw new Error('could not draw a free-entry code');
    }),
  );
  return toDto(row, new Map());
}

const guestFields = (e: EntryRow) => ({ guestName: e.guestName, document: e.document, promoter: e.promoter, people: e.people });

export async function updateFreeEntry(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  body: v.InferOutput<typeof freeEntryUpdateSchema>,
): Promise<FreeEntryDto> {
  const row = await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const before = await lockEntry(tx, venueId, id);
      const night = writableNight(await loadNight(tx, venueId, before.nightId));
      if (before.status === 'void') throw new ApiError(409, ALREADY_VOID);
      if (body.people < before.arrived) throw new ApiError(409, BELOW_ARRIVED);
      if (await documentTaken(tx, before.nightId, body.document, id)) throw new ApiError(409, DUPLICATE_DOCUMENT);
      const [updated] = await tx
        .update(freeEntries)
        .set({
          guestName: body.guestName,
          document: body.document,
          promoter: body.promoter,
          people: body.people,
          validUntil: cutoffOf(night, body.validUntil),
          // A party made larger is no longer complete; one made as large as who came in is.
          status: before.arrived >= body.people ? 'used' : 'issued',
        })
        .where(eq(freeEntries.id, id))
        .returning();
      if (!updated) throw new ApiError(404, ENTRY_MISSING);
      await audit(tx, userId, 'free_entry.update', id, guestFields(before), guestFields(updated));
      return updated;
    }),
  );
  return toDto(row, await userNames(db, [row]));
}

export async function voidFreeEntry(db: Db, venueId: string, userId: string, id: string): Promise<FreeEntryDto> {
  const row = await db.transaction(async (tx) => {
    const before = await lockEntry(tx, venueId, id);
    writableNight(await loadNight(tx, venueId, before.nightId));
    if (before.status === 'void') throw new ApiError(409, ALREADY_VOID);
    const [updated] = await tx.update(freeEntries).set({ status: 'void' }).where(eq(freeEntries.id, id)).returning();
    if (!updated) throw new ApiError(404, ENTRY_MISSING);
    await audit(tx, userId, 'free_entry.void', id, { status: before.status, arrived: before.arrived }, { status: 'void' });
    return updated;
  });
  return toDto(row, await userNames(db, [row]));
}
