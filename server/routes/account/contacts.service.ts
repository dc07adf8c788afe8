// The venue's address book (user/account): suppliers, promoters, artists with phone and email.
// Everyone of the venue reads it; 300 or 201 add, edit and delete (routes). Venue-scoped: a
// contact of another venue answers 404. Every write and its audit row in one transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { ContactDto, ContactInput, ContactKind } from '../../../src/contract/account';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';

export const CONTACT_NOT_FOUND = 'Contacto no encontrado';
type Row = typeof contacts.$inferSelect;
type Actor = { venueId: string; userId: string };

function toDto(r: Row): ContactDto {
  return {
    id: r.id,
    kind: r.kind as ContactKind,
    name: r.name,
    phone: r.phone,
    email: r.email,
    notes: r.notes,
    updatedAt: r.updatedAt.toISOString(),
  };
}

const snapshot = (r: Row) => ({ kind: r.kind, name: r.name, phone: r.phone, email: r.email, notes: r.notes });

export async function listContacts(db: Db, venueId: string): Promise<ContactDto[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.venueId, venueId))
    .orderBy(asc(contacts.name), asc(contacts.id));
  return rows.map(toDto);
}

/** The columns of a validated body (the route's schema already trimmed it). */
function clean(body: ContactInput) {
  return { kind: body.kind, name: body.name, phone: body.phone, email: body.email.toLowerCase(), notes: body.notes };
}

export async function createContact(db: Db, actor: Actor, body: ContactInput): Promise<ContactDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({ venueId: actor.venueId, ...clean(body) })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, actor.userId, 'contact.create', 'contacts', row.id, null, snapshot(row));
    return toDto(row);
  });
}

export async function updateContact(db: Db, actor: Actor, id: string, body: ContactInput): Promise<ContactDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.venueId, actor.venueId)))
      .for('update');
    if (!before) throw new ApiError(404, CONTACT_NOT_FOUND);
    const [row] = await tx
      .update(contacts)
      .set({ ...clean(body), updatedAt: new Date() })
      .where(eq(contacts.id, id))
      .returning();
    if (!row) throw new Error('update returned nothing');
    await writeAudit(tx, actor.userId, 'contact.update', 'contacts', id, snapshot(before), snapshot(row));
    return toDto(row);
  });
}

export async function deleteContact(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.venueId, actor.venueId)))
      .returning();
    if (!gone) throw new ApiError(404, CONTACT_NOT_FOUND);
    await writeAudit(tx, actor.userId, 'contact.delete', 'contacts', id, snapshot(gone), null);
  });
}
