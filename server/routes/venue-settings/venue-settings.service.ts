// Venue-wide settings (issue 16): what a manager changes (configuraciones, 300) and the venue's own
// data (configuracion/sistema, 201), both columns of `venues`. The stale-balance minutes and the
// cutoff hour are the same columns the VIP and night settings screens edit, with the same bounds.
// Each PUT locks the venue row and writes the row and one audit entry (changed fields only) in one
// transaction.
import { eq } from 'drizzle-orm';
import type { AlertSettingsDto, VenueSettingsDto, VenueSystemDto } from '../../../src/contract/venue-settings';
import type { Db, Tx } from '../../db/client';
import { venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError, NO_VENUE } from '../../lib/errors';

const SETTINGS = {
  passwordMinLength: venues.passwordMinLength,
  tokenLifetimeHours: venues.tokenLifetimeHours,
  staleBalanceMinutes: venues.staleBalanceMinutes,
  cutoffHour: venues.businessDayCutoffHour,
};

const ALERTS = {
  alertSilentMinutes: venues.alertSilentMinutes,
  alertCountVariance: venues.alertCountVariance,
  alertCancellations: venues.alertCancellations,
};

const SYSTEM = {
  name: venues.name,
  legalName: venues.legalName,
  taxId: venues.taxId,
  timezone: venues.timezone,
  currency: venues.currency,
  address: venues.address,
  supportPhone: venues.supportPhone,
  supportWhatsappText: venues.supportWhatsappText,
  ticketingBackofficeUrl: venues.ticketingBackofficeUrl,
};

/** The column of `venues` behind each settings field (cutoffHour is business_day_cutoff_hour). */
const COLUMN: Record<string, keyof typeof venues.$inferInsert> = { cutoffHour: 'businessDayCutoffHour' };

/** The fields whose value changed: before and after, for the audit row. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** The settings or the system fields of the venue (locked for update inside a write). */
type Shape = 'settings' | 'system' | 'alerts';
const SHAPES = { settings: SETTINGS, system: SYSTEM, alerts: ALERTS } as const;
const ACTIONS: Record<Shape, string> = {
  settings: 'venue_settings.update',
  system: 'venue_system.update',
  alerts: 'venue_alerts.update',
};

async function read(db: Db | Tx, venueId: string, shape: Shape, lock = false): Promise<Record<string, unknown>> {
  const base = db.select(SHAPES[shape] as typeof SETTINGS).from(venues);
  const query = base.where(eq(venues.id, venueId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(403, NO_VENUE);
  return row;
}

async function write(
  db: Db,
  actor: { venueId: string; userId: string },
  shape: Shape,
  body: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = diff(await read(tx, actor.venueId, shape, true), body);
    if (!changed) return;
    const set: Record<string, unknown> = { updatedAt: new Date() };
    for (const [key, value] of Object.entries(changed.after)) set[COLUMN[key] ?? key] = value;
    await tx.update(venues).set(set).where(eq(venues.id, actor.venueId));
    await writeAudit(tx, actor.userId, ACTIONS[shape], 'venues', actor.venueId, changed.before, changed.after);
  });
}

export async function venueSettings(db: Db, venueId: string): Promise<VenueSettingsDto> {
  return (await read(db, venueId, 'settings')) as unknown as VenueSettingsDto;
}

export async function setVenueSettings(db: Db, actor: { venueId: string; userId: string }, body: VenueSettingsDto) {
  await write(db, actor, 'settings', { ...body });
  return venueSettings(db, actor.venueId);
}

export async function venueSystem(db: Db, venueId: string): Promise<VenueSystemDto> {
  return (await read(db, venueId, 'system')) as unknown as VenueSystemDto;
}

export async function setVenueSystem(db: Db, actor: { venueId: string; userId: string }, body: VenueSystemDto) {
  await write(db, actor, 'system', { ...body });
  return venueSystem(db, actor.venueId);
}

/** When a running night raises an alert (issue 18), with the cash over/short threshold it also uses. */
export async function alertSettings(db: Db, venueId: string): Promise<AlertSettingsDto> {
  const [row] = await db
    .select({ ...ALERTS, cashOverShortThreshold: venues.cashOverShortThreshold })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!row) throw new ApiError(403, NO_VENUE);
  return row;
}

export async function setAlertSettings(
  db: Db,
  actor: { venueId: string; userId: string },
  body: Omit<AlertSettingsDto, 'cashOverShortThreshold'>,
) {
  await write(db, actor, 'alerts', { ...body });
  return alertSettings(db, actor.venueId);
}
