// Venue settings (/api/venue-settings, issue 16): the manager's settings (300) and the venue's own
// data (201): privileges, validation (bounds shared with the VIP and night screens), one audit row
// of the changed fields, and the settings read where they act (cutoff in the request venue).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, venues } from '../../server/db/schema';
import type { VenueSettingsDto, VenueSystemDto } from '../../src/contract/venue-settings';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let manager: string;
let config: string;
let nobody: string;

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select({ id: venues.id }).from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  manager = await h.createUser('gerente@noctua.test', ['300'], venueId);
  config = await h.createUser('config@noctua.test', ['201'], venueId);
  nobody = await h.createUser('nadie@noctua.test', [], venueId);
});
afterAll(() => h.close());

const settings: VenueSettingsDto = { passwordMinLength: 10, tokenLifetimeHours: 8, staleBalanceMinutes: 45, cutoffHour: 7 };

describe('/venue-settings/ajustes (300)', () => {
  it('answers 403 without 300 (201 is not enough)', async () => {
    expect((await h.request('GET', '/venue-settings/ajustes', { token: config })).status).toBe(403);
    expect((await h.request('PUT', '/venue-settings/ajustes', { token: nobody, body: settings })).status).toBe(403);
  });

  it('saves the four settings with one audit row of what changed', async () => {
    const before = await json<VenueSettingsDto>(await h.request('GET', '/venue-settings/ajustes', { token: manager }));
    expect(before).toEqual({ passwordMinLength: 8, tokenLifetimeHours: 12, staleBalanceMinutes: 30, cutoffHour: 9 });
    const saved = await json<VenueSettingsDto>(
      await h.request('PUT', '/venue-settings/ajustes', { token: manager, body: settings }),
    );
    expect(saved).toEqual(settings);
    const [row] = await h.database.db.select().from(venues).where(eq(venues.id, venueId));
    expect(row).toMatchObject({
      passwordMinLength: 10,
      tokenLifetimeHours: 8,
      staleBalanceMinutes: 45,
      businessDayCutoffHour: 7,
    });
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'venue_settings.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ passwordMinLength: 8, tokenLifetimeHours: 12, staleBalanceMinutes: 30, cutoffHour: 9 });
    // Saving the same values again changes nothing and writes no audit row.
    await json(await h.request('PUT', '/venue-settings/ajustes', { token: manager, body: settings }));
    expect(await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'venue_settings.update'))).toHaveLength(1);
  });

  it.each([
    [{ tokenLifetimeHours: 0 }, 'La duración de la sesión debe estar entre 1 y 24 horas'],
    [{ tokenLifetimeHours: 25 }, 'La duración de la sesión debe estar entre 1 y 24 horas'],
    [{ passwordMinLength: 6 }, 'La longitud mínima debe estar entre 8 y 64 caracteres'],
    [{ cutoffHour: 13 }, null],
    [{ staleBalanceMinutes: 0 }, null],
    [{ tokenLifetimeHours: 2.5 }, null],
  ])('refuses %o with 422', async (patch, message) => {
    const res = await h.request('PUT', '/venue-settings/ajustes', { token: manager, body: { ...settings, ...patch } });
    expect(res.status).toBe(422);
    if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('translates the validation message', async () => {
    const res = await h.request('PUT', '/venue-settings/ajustes', {
      token: manager,
      body: { ...settings, tokenLifetimeHours: 48 },
      headers: { 'accept-language': 'de' },
    });
    expect(((await res.json()) as { message: string }).message).toBe('Die Sitzungsdauer muss zwischen 1 und 24 Stunden liegen');
  });
});

describe('/venue-settings/sistema (201)', () => {
  const system: VenueSystemDto = {
    name: 'Club Noctua',
    legalName: 'Noctua Entretenimientos S.A.',
    taxId: '30-71234567-9',
    timezone: 'America/Argentina/Cordoba',
    currency: 'ars',
    address: 'Av. Siempreviva 742',
    supportPhone: '+54 9 11 4000-1234',
    supportWhatsappText: 'Hola, quiero activar la boletería',
    ticketingBackofficeUrl: 'https://boleteria.example.test/login',
  };

  it('reads for everyone of the venue, writes only with 201', async () => {
    expect((await h.request('GET', '/venue-settings/sistema', { token: nobody })).status).toBe(200);
    expect((await h.request('PUT', '/venue-settings/sistema', { token: manager, body: system })).status).toBe(403);
  });

  it('saves the venue data (currency upper-cased) with an audit row', async () => {
    const saved = await json<VenueSystemDto>(await h.request('PUT', '/venue-settings/sistema', { token: config, body: system }));
    expect(saved).toEqual({ ...system, currency: 'ARS' });
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'venue_system.update'));
    expect(audit?.after).toMatchObject({ name: 'Club Noctua', timezone: 'America/Argentina/Cordoba' });
    expect(audit?.before).not.toHaveProperty('currency');
  });

  it.each([
    { timezone: 'Mars/Olympus' },
    { timezone: "'; drop table venues; --" },
    { currency: 'PESOS' },
    { taxId: 'abc' },
    { name: '   ' },
    { ticketingBackofficeUrl: 'javascript:alert(1)' },
    { supportPhone: 'llamame' },
    { extra: 1 },
  ])('refuses %o with 422', async (patch) => {
    const res = await h.request('PUT', '/venue-settings/sistema', { token: config, body: { ...system, ...patch } });
    expect(res.status).toBe(422);
  });
});
