// Cash extractions (gerencia/extraccion, 141) as they travel between the app and /api/extracciones
// (server/routes/extracciones/): cash taken from a register to the venue's safe during a night,
// counted by one person and witnessed by another. Money is integer cents.
import * as v from 'valibot';
import { personRefSchema, registerLiveSchema, SESSION_STATUSES } from './cash-registers';
import { centsAnswer } from './cashflow';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, nightStateSchema, stringOrNull, trimmedText } from './common';

export const MAX_EXTRACTION_CENTS = 100_000_000_000; // $ 1.000 millones: far above any register
export const MAX_EXTRACTION_NOTE = 500;

const BAD_AMOUNT = 'El importe debe ser un número entero de centavos mayor que cero';
const BAD_DATE = 'La fecha no es válida';

const uuid = uuidField;

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
  note: v.optional(trimmedText(MAX_EXTRACTION_NOTE, 'La nota es demasiado larga'), ''),
});
export type ExtractionBody = v.InferInput<typeof extractionBodySchema>;

export const extractionListQuerySchema = v.object({
  nightId: uuid,
  pointOfSaleId: v.optional(uuid),
});

export const extractionSummaryQuerySchema = v.object({ nightId: uuid });

export type { PersonRef } from './cash-registers';

const count = integerAnswer;

export const extractionSchema = v.object({
  id: v.string(),
  nightId: v.string(),
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  /** Cents. */
  amount: centsAnswer,
  /** Who took it. */
  by: personRefSchema,
  witness: v.nullable(personRefSchema),
  /** When the cash left the register, ISO 8601. */
  at: v.string(),
  note: v.string(),
  /** Both cash-flow legs (register −amount, safe +amount) carry this id. */
  transferGroupId: stringOrNull,
});
export type ExtractionDto = v.InferOutput<typeof extractionSchema>;

export type { NightStatus } from './common';

/** A night: GET /extracciones/noches lists the opened ones (never planned), newest first, at most 120. */
export const extractionNightSchema = nightStateSchema;
export type ExtractionNight = v.InferOutput<typeof extractionNightSchema>;

/**
 * One register on one night: its float and extractions for everyone, and — for 207 holders only —
 * its card's figures (float + cash in − cash out = expected): whoever may count the register blind
 * never receives what it should hold. Money in cents.
 */
export const registerSummarySchema = v.object({
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  accountId: v.string(),
  accountName: v.string(),
  /** The register's cash session of the night (null: none was opened). */
  sessionId: stringOrNull,
  sessionStatus: v.nullable(v.picklist(SESSION_STATUSES)),
  openingFloat: centsAnswer,
  /** Σ and number of the night's extractions of its point of sale. */
  extracted: centsAnswer,
  count,
  /** The card's figures (server/domain/register-expected.ts); null for callers without 207. */
  live: v.nullable(registerLiveSchema),
  /** The closing count, once the session was counted. */
  countedAmount: v.nullable(centsAnswer),
  /** What the count was compared with (the expected snapshot taken with it), once counted. */
  expectedAtCount: v.nullable(centsAnswer),
});
export type RegisterSummary = v.InferOutput<typeof registerSummarySchema>;

export const extractionSummarySchema = v.object({
  night: extractionNightSchema,
  registers: v.array(registerSummarySchema),
  /** `cashIn`, `cashOut` and `expected` are null for callers without 207. */
  totals: v.object({
    extracted: centsAnswer,
    count,
    cashIn: v.nullable(centsAnswer),
    cashOut: v.nullable(centsAnswer),
    expected: v.nullable(centsAnswer),
  }),
});
export type ExtractionSummary = v.InferOutput<typeof extractionSummarySchema>;

/** Who may witness an extraction: the venue's other active users holding a cash code, by name. */
export const witnessSchema = v.object({ ...idNameSchema.entries, position: v.string() });
export type WitnessDto = v.InferOutput<typeof witnessSchema>;

/** The 409 answer when asking for more than the register holds: `available` in cents (207 holders only). */
export interface OverAvailableAnswer {
  message: string;
  available?: number;
}
