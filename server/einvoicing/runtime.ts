// What the e-invoicing code needs from the process, built once at start (server/main.ts) and handed
// to the routes (ServerDeps) and the jobs (JobContext): the sealed-key box and the provider of each
// venue. `providerFor(db, venueId)` reads the venue's einvoicing_settings, opens its private key and
// connects to the environment it names — the local double of AFIP (at NOCTUA_AFIP_DOUBLE_URL),
// homologation or production — through the AFIP client (`connect`: server/einvoicing/afip's
// createAfipProvider, whose options AfipConnection matches). Tests pass their own `providerFor`
// (an in-memory authority).
import { eq } from 'drizzle-orm';
import type { EInvoiceEnvironment } from '../../src/contract/einvoicing';
import type { Db } from '../db/client';
import { einvoicingSettings } from '../db/schema';
import type { Env } from '../env';
import { type AfipEndpoints, afipEndpointsFor } from './afip/endpoints';
import type { EInvoiceProvider } from './provider';
import { createPrivateKeyBox, type PrivateKeyBox } from './secret-key';
import { createTicketStore, type TicketStore } from './ticket-store';

/** How long one call to the authority may take before its answer counts as lost (uncertain). */
export const AUTHORITY_TIMEOUT_MS = 30_000;

/** Everything the AFIP client needs to act for one venue (its createAfipProvider options). */
export interface AfipConnection {
  endpoints: AfipEndpoints;
  environment: EInvoiceEnvironment;
  /** 11 digits. */
  cuit: string;
  certificatePem: string;
  /** Opened for this call only; never logged. */
  privateKeyPem: string;
  /** SHA-256 of the certificate's DER, hex: the tickets' key with the environment and service. */
  certificateFingerprint: string;
  tickets: TicketStore;
  timeoutMs: number;
}

/** Builds the AFIP provider of a connection (server/einvoicing/afip: createAfipProvider). */
export type AfipConnector = (connection: AfipConnection) => EInvoiceProvider;

/** Why a venue cannot reach its authority now; the job retries, a route answers 409 with it. */
export class ProviderUnavailable extends Error {
  constructor(readonly spanishMessage: string) {
    super(spanishMessage);
  }
}

export const NOT_CONFIGURED = 'Configura la facturación electrónica del local (CUIT, certificado y clave) antes de facturar';
export const KEY_UNREADABLE =
  'La clave privada guardada no se puede abrir en este servidor: vuelve a subirla en la configuración de facturación';
export const DOUBLE_NOT_MOUNTED = 'El simulador de AFIP no está disponible en este servidor';
export const CLIENT_NOT_AVAILABLE = 'El cliente de AFIP no está disponible en este servidor';

export interface EInvoicing {
  keys: PrivateKeyBox;
  /** The venue's provider; throws ProviderUnavailable when the venue or this server is not set up for it. */
  providerFor(db: Db, venueId: string): Promise<EInvoiceProvider>;
}

export interface EInvoicingInput {
  env: Pick<Env, 'secretKey' | 'afipDoubleUrl'>;
  /** The AFIP client (server/einvoicing/afip). Without it only `providerFor` overrides can authorise. */
  connect?: AfipConnector;
  /** Replaces the settings-based factory (tests: an in-memory authority). */
  providerFor?: EInvoicing['providerFor'];
}

export function createEInvoicing(input: EInvoicingInput): EInvoicing {
  const keys = createPrivateKeyBox(input.env.secretKey);
  const { connect } = input;
  async function fromSettings(db: Db, venueId: string): Promise<EInvoiceProvider> {
    const [s] = await db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
    if (!s?.certificatePem || !s.certificateFingerprint || !s.privateKeySealed || !s.privateKeyKeyId)
      throw new ProviderUnavailable(NOT_CONFIGURED);
    const environment = s.environment as EInvoiceEnvironment;
    const privateKeyPem = keys.open(s.privateKeySealed, s.privateKeyKeyId, environment);
    if (!privateKeyPem) throw new ProviderUnavailable(KEY_UNREADABLE);
    const doubleUrl = input.env.afipDoubleUrl;
    if (environment === 'double' && !doubleUrl) throw new ProviderUnavailable(DOUBLE_NOT_MOUNTED);
    const endpoints = afipEndpointsFor(environment, doubleUrl);
    if (!connect) throw new ProviderUnavailable(CLIENT_NOT_AVAILABLE);
    return connect({
      environment,
      endpoints,
      timeoutMs: AUTHORITY_TIMEOUT_MS,
      cuit: s.cuit.replace(/\D/g, ''),
      certificatePem: s.certificatePem,
      privateKeyPem,
      certificateFingerprint: s.certificateFingerprint,
      tickets: createTicketStore(db),
    });
  }
  return { keys, providerFor: input.providerFor ?? fromSettings };
}
