// Cash extractions (gerencia/extraccion, 141) as they travel between the app and /api/extracciones
// (server/routes/extracciones/): cash taken from a register to the venue's safe during a night,
// counted by one person and witnessed by another. Money is integer cents.
import * as v from 'valibot';
import type { RegisterLive } from './cash-registers';

export const MAX_EXTRACTION_CENTS = 100_000_000_000; // $ 1.000 millones: far above any register
export const MAX_EXTRACTION_NOTE = 500;

const BAD_ID = 'El identificador no es válido';
const BAD_AMOUNT = 'El importe debe ser un número entero de centavos mayor que cero';
const BAD_DATE = 'La fecha no es válida';

const uuid = v.pipe(v.string(BAD_ID), v.uuid(BAD_ID));

export const extractionBodySchema = v.strictObject({
  /** Chosen by the app: sending the same extraction again (a retry, a double tap) books it once. */
  id: v.optional(uuid),
  nightId: uuid,
  pointOfSaleId: uuid,
  amount: v.pipe(
    v.number(BAD_AMOUNT),
    v.integer(BAD_AMOUNT),
    v.gtValue(0, BAD_AMOUNT),
    v.maxValue(MAX_EXTRACTION_CENTS, 'El importe es demasiado grande'),
  ),
  witnessedBy: uuid,
  /** When the cash left the register; the server's clock when absent. */
  at: v.optional(v.pipe(v.string(BAD_DATE), v.isoTimestamp(BAD_DATE))),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_EXTRACTION_NOTE, 'La nota es demasiado larga')), ''),
});
export type ExtractionBody = v.InferInput<typeof extractionBodySchema>;

export const extractionListQuerySchema = v.object({
  nightId: uuid,
  pointOfSaleId: v.optional(uuid),
});

export const extractionSummaryQuerySchema = v.object({ nightId: uuid });

export interface PersonRef {
  id: string;
  name: string;
}

export interface ExtractionDto {
  id: string;
  nightId: string;
  pointOfSaleId: string;
  pointOfSaleName: string;
  amount: number;
  by: PersonRef;
  witness: PersonRef | null;
  at: string;
  note: string;
  /** Both cash-flow legs (register −amount, safe +amount) carry this id. */
  transferGroupId: string | null;
}

export type NightStatus = 'planned' | 'open' | 'closed';

export interface ExtractionNight {
  id: string;
  businessDate: string;
  eventName: string;
  status: NightStatus;
}

/**
 * One register on one night: its float and extractions for everyone, and — for 207 holders only —
 * its card's figures (float + cash in − cash out = expected): whoever may count the register blind
 * never receives what it should hold.
 */
export interface RegisterSummary {
  pointOfSaleId: string;
  pointOfSaleName: string;
  accountId: string;
  accountName: string;
  /** The register's cash session of the night (null: none was opened). */
  sessionId: string | null;
  sessionStatus: 'open' | 'counting' | 'closed' | null;
  openingFloat: number;
  extracted: number;
  count: number;
  /** The card's figures (server/domain/register-expected.ts); null for callers without 207. */
  live: RegisterLive | null;
  /** The closing count, once the session was counted. */
  countedAmount: number | null;
  /** What the count was compared with (the expected snapshot taken with it), once counted. */
  expectedAtCount: number | null;
}

export interface ExtractionSummary {
  night: ExtractionNight;
  registers: RegisterSummary[];
  /** `cashIn`, `cashOut` and `expected` are null for callers without 207. */
  totals: { extracted: number; count: number; cashIn: number | null; cashOut: number | null; expected: number | null };
}

export interface WitnessDto {
  id: string;
  name: string;
  position: string;
}

/** The 409 answer when asking for more than the register holds: `available` in cents (207 holders only). */
export interface OverAvailableAnswer {
  message: string;
  available?: number;
}
