// What the stock screens say about variance and negative stock, shared by server and app. The
// definitions live on the server: server/domain/stock-variance.ts (variance = counted − expected;
// a shortage, "faltante", is negative, an overage, "sobrante", positive; in units and at cost) and
// server/domain/negative-stock.ts (a good that went below zero at a bar during a night).
import * as v from 'valibot';

/**
 * A good that went below zero at a bar during a night: sold (or taken out) without stock loaded.
 * Live stock flags the line; the variance screens mark it "vendido sin stock cargado", so the
 * positive adjustment of the closing count is not read as a gain.
 */
export const belowZeroSchema = v.object({
  /** The lowest balance the night's movements left (negative, units of the good). */
  lowest: v.number(),
  /** When it first went under zero (ISO timestamp). */
  since: v.string(),
});
export type BelowZeroDto = v.InferOutput<typeof belowZeroSchema>;
