// A venue's e-invoicing settings (configuracion/sistema, 201) and the state of its authority
// (GET /estado). The private key is checked against the certificate, sealed (secret-key.ts) and
// never answered nor written to the audit log; saving a new environment or certificate enqueues the
// pinning of the authority's code tables (authorize.ts `einvoice.params`).
import { and, count, eq, isNull, max } from 'drizzle-orm';
import type {
  EInvoiceEnvironment,
  EInvoiceSettingsBody,
  EInvoiceSettingsDto,
  EInvoiceStatusDto,
} from '../../src/contract/einvoicing';
import { EINVOICE_BAD_PEM } from '../../src/contract/einvoicing';
import type { Db, Tx } from '../db/client';
import { afipParams, einvoicingSettings, invoices, venues } from '../db/schema';
import { writeAudit } from '../domain/audit';
import { ApiError, NO_VENUE } from '../lib/errors';
import type { Jobs } from '../lib/jobs';
import { checkCredentials, daysLeft, PemRejected } from './certificate';
import type { VenueVatCondition } from './letters';
import { paramsJob } from './params-job';
import type { ProviderHealth } from './provider';
import type { EInvoicing } from './runtime';
import { SecretKeyMissing } from './secret-key';

export const KEY_PASSPHRASE = 'La clave privada no debe tener contraseña: expórtala sin cifrar';
export const KEY_MISMATCH = 'La clave privada no corresponde al certificado';
export const CERTIFICATE_OTHER_CUIT = 'El certificado es de otro CUIT';
export const KEY_WITHOUT_CERTIFICATE = 'Sube el certificado junto con la clave privada';
export const KEY_REUPLOAD = 'Vuelve a subir la clave privada: la guardada no sirve para el entorno elegido';
export const SECRET_KEY_MISSING =
  'Este servidor no tiene configurada NOCTUA_SECRET_KEY: solo puede guardar claves para el simulador de AFIP';

/** How long GET /estado waits for the authority's FEDummy. */
const HEALTH_TIMEOUT_MS = 5_000;

type Row = typeof einvoicingSettings.$inferSelect;

function answerOf(row: Row, now: Date): EInvoiceSettingsDto {
  const certificate =
    row.certificatePem && row.certificateSubject && row.certificateNotAfter && row.certificateFingerprint
      ? {
          subject: row.certificateSubject,
          notAfter: row.certificateNotAfter.toISOString(),
          fingerprint: row.certificateFingerprint,
        }
      : null;
  return {
    cuit: row.cuit,
    legalName: row.legalName,
    address: row.address,
    vatCondition: row.vatCondition as VenueVatCondition,
    grossIncomeNumber: row.grossIncomeNumber,
    activityStart: row.activityStart,
    environment: row.environment as EInvoiceEnvironment,
    certificate,
    hasPrivateKey: row.privateKeySealed !== null,
    certificateDaysLeft: row.certificateNotAfter ? daysLeft(row.certificateNotAfter, now) : null,
  };
}

async function stored(db: Db | Tx, venueId: string, lock = false): Promise<Row | undefined> {
  const query = db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The venue's settings; before any is saved, the venue's own data and no credentials. */
export async function settingsAnswer(db: Db, venueId: string, now = new Date()): Promise<EInvoiceSettingsDto> {
  const row = await stored(db, venueId);
  if (row) return answerOf(row, now);
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) throw new ApiError(403, NO_VENUE);
  return {
    cuit: venue.taxId.replace(/\D/g, ''),
    legalName: venue.legalName,
    address: venue.address,
    vatCondition: 'responsable_inscripto',
    grossIncomeNumber: '',
    activityStart: null,
    environment: 'homologacion',
    certificate: null,
    hasPrivateKey: false,
    certificateDaysLeft: null,
  };
}

function pemRefusal(error: PemRejected): ApiError {
  const message = {
    certificate: EINVOICE_BAD_PEM,
    key: EINVOICE_BAD_PEM,
    passphrase: KEY_PASSPHRASE,
    mismatch: KEY_MISMATCH,
    cuit: CERTIFICATE_OTHER_CUIT,
  }[error.reason];
  return new ApiError(422, message);
}

/** Saves the venue's settings (the key sealed, checked against the certificate) with its audit row. */
export async function saveSettings(
  db: Db,
  deps: { jobs: Jobs; einvoicing: EInvoicing },
  actor: { venueId: string; userId: string },
  body: EInvoiceSettingsBody,
  now = new Date(),
): Promise<EInvoiceSettingsDto> {
  const { keys } = deps.einvoicing;
  const cuit = body.cuit.replace(/\D/g, '');
  await db.transaction(async (tx) => {
    const before = await stored(tx, actor.venueId, true);
    const environment = body.environment;
    const certificatePem = body.certificatePem ?? before?.certificatePem ?? null;
    // The key to check the certificate against: the new one, or the stored one opened for this environment.
    let keyPem: string | undefined = body.privateKeyPem;
    let sealed = before?.privateKeySealed ?? null;
    let keyId = before?.privateKeyKeyId ?? null;
    if (keyPem === undefined && sealed && keyId) {
      const opened = keys.open(sealed, keyId, environment);
      if (opened === null) throw new ApiError(422, KEY_REUPLOAD);
      keyPem = opened;
    }
    if (keyPem !== undefined && !certificatePem) throw new ApiError(422, KEY_WITHOUT_CERTIFICATE);
    let info: ReturnType<typeof checkCredentials> | null = null;
    if (certificatePem) {
      try {
        info = checkCredentials({ certificatePem, privateKeyPem: keyPem, cuit });
      } catch (error) {
        if (error instanceof PemRejected) throw pemRefusal(error);
        throw error;
      }
    }
    if (body.privateKeyPem !== undefined) {
      try {
        ({ sealed, keyId } = keys.seal(keyPem as string, environment));
      } catch (error) {
        if (error instanceof SecretKeyMissing) throw new ApiError(409, SECRET_KEY_MISSING);
        throw error;
      }
    }
    const values = {
      venueId: actor.venueId,
      cuit,
      legalName: body.legalName,
      address: body.address,
      vatCondition: body.vatCondition,
      grossIncomeNumber: body.grossIncomeNumber,
      activityStart: body.activityStart,
      environment,
      certificatePem,
      certificateSubject: info?.subject ?? null,
      certificateFingerprint: info?.fingerprint ?? null,
      certificateNotAfter: info?.notAfter ?? null,
      privateKeySealed: sealed,
      privateKeyKeyId: keyId,
      updatedAt: now,
    };
    await tx
      .insert(einvoicingSettings)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: einvoicingSettings.venueId, set: values });
    // What changed, for the audit log: never the key, the certificate only by its fingerprint.
    const visible = (r: Partial<Row> | undefined) => ({
      cuit: r?.cuit,
      legalName: r?.legalName,
      address: r?.address,
      vatCondition: r?.vatCondition,
      grossIncomeNumber: r?.grossIncomeNumber,
      activityStart: r?.activityStart,
      environment: r?.environment,
      certificate: r?.certificateFingerprint ?? null,
    });
    const b: Record<string, unknown> = {};
    const a: Record<string, unknown> = {};
    const was = visible(before);
    const is = visible(values);
    for (const key of Object.keys(is) as (keyof typeof is)[])
      if (was[key] !== is[key]) {
        b[key] = was[key] ?? null;
        a[key] = is[key];
      }
    if (body.privateKeyPem !== undefined) a.privateKey = 'replaced';
    if (Object.keys(a).length > 0)
      await writeAudit(tx, actor.userId, 'einvoicing_settings.update', 'einvoicing_settings', actor.venueId, b, a);
    const credentialsChanged = environment !== before?.environment || info?.fingerprint !== before?.certificateFingerprint;
    if (credentialsChanged && sealed && info) await deps.jobs.enqueue(tx, paramsJob, { venueId: actor.venueId });
  });
  return settingsAnswer(db, actor.venueId, now);
}

async function health(einvoicing: EInvoicing, db: Db, venueId: string): Promise<ProviderHealth | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const provider = await einvoicing.providerFor(db, venueId);
    return await Promise.race([
      provider.health(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The authority's FEDummy, when the tables were pinned, and what waits to be authorised. */
export async function einvoicingStatus(db: Db, einvoicing: EInvoicing, venueId: string): Promise<EInvoiceStatusDto> {
  const row = await stored(db, venueId);
  const environment = (row?.environment ?? 'homologacion') as EInvoiceEnvironment;
  const configured = Boolean(row?.certificatePem && row.privateKeySealed);
  const [params] = await db
    .select({ at: max(afipParams.fetchedAt) })
    .from(afipParams)
    .where(eq(afipParams.environment, environment));
  const waiting = async (status: 'pending' | 'uncertain') => {
    const [r] = await db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.venueId, venueId), eq(invoices.status, status), isNull(invoices.deletedAt)));
    return r?.n ?? 0;
  };
  return {
    environment,
    configured,
    authority: configured ? await health(einvoicing, db, venueId) : null,
    paramsFetchedAt: params?.at ? new Date(params.at).toISOString() : null,
    uncertainCount: await waiting('uncertain'),
    pendingCount: await waiting('pending'),
  };
}
