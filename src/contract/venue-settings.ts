// Venue-wide settings (issue 16) as they travel between the app and the server:
//   GET/PUT /api/venue-settings/ajustes  (300) — what a manager changes: password policy, token
//     lifetime, stale-balance minutes, business-day cutoff hour (configuraciones);
//   GET/PUT /api/venue-settings/sistema  (201) — the venue's own data (configuracion/sistema).
// The bounds of the stale-balance minutes and the cutoff hour are those of their own screens
// (vip-config.ts, nights-admin.ts): one rule, wherever it is edited.
import * as v from 'valibot';
import { wholeNumber } from './common';
import { nightSettingsSchema } from './nights-admin';
import { vipSettingsSchema } from './vip-config';
import { isTimeZone } from './wall-clock';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH_POLICY = 64;
export const MIN_TOKEN_HOURS = 1;
export const MAX_TOKEN_HOURS = 24;

const PASSWORD_POLICY = 'La longitud mínima debe estar entre 8 y 64 caracteres';
const TOKEN_HOURS = 'La duración de la sesión debe estar entre 1 y 24 horas';

export const venueSettingsAnswerSchema = v.object({
  passwordMinLength: v.number(),
  tokenLifetimeHours: v.number(),
  staleBalanceMinutes: v.number(),
  cutoffHour: v.number(),
});
export type VenueSettingsDto = v.InferOutput<typeof venueSettingsAnswerSchema>;

export const venueSettingsSchema = v.strictObject({
  passwordMinLength: wholeNumber(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH_POLICY, PASSWORD_POLICY),
  tokenLifetimeHours: wholeNumber(MIN_TOKEN_HOURS, MAX_TOKEN_HOURS, TOKEN_HOURS),
  staleBalanceMinutes: vipSettingsSchema.entries.staleBalanceMinutes,
  cutoffHour: nightSettingsSchema.entries.cutoffHour,
});
export type VenueSettingsBody = v.InferInput<typeof venueSettingsSchema>;

// ───────────────────────────── Night alerts (issue 18) ─────────────────────────────
//   GET/PUT /api/venue-settings/alertas (300): when a running night raises an alert. The over/short
//   threshold is the cash one (cashflow finance settings); it is only shown here.

export const MAX_SILENT_MINUTES = 240;
export const MAX_CANCELLATIONS_ALERT = 1000;
/** Largest count-variance threshold: 100 000 000 pesos. */
export const MAX_COUNT_VARIANCE = 10_000_000_000;

export const alertSettingsAnswerSchema = v.object({
  /** A terminal silent this long during an open night is reported (minutes). */
  alertSilentMinutes: v.number(),
  /** A stock count adjusting more than this at cost is reported (cents). */
  alertCountVariance: v.number(),
  /** A cashier with more cancellation requests than this in a night is reported. */
  alertCancellations: v.number(),
  /** Read-only here: the register over/short past which the night is alerted (cents). */
  cashOverShortThreshold: v.number(),
});
export type AlertSettingsDto = v.InferOutput<typeof alertSettingsAnswerSchema>;

const SILENT_MINUTES = 'Los minutos sin señal deben estar entre 1 y 240';
const COUNT_VARIANCE = 'El importe de la diferencia de conteo no es válido';
const CANCELLATIONS_ALERT = 'La cantidad de anulaciones debe estar entre 0 y 1000';

export const alertSettingsSchema = v.strictObject({
  alertSilentMinutes: wholeNumber(1, MAX_SILENT_MINUTES, SILENT_MINUTES),
  alertCountVariance: wholeNumber(0, MAX_COUNT_VARIANCE, COUNT_VARIANCE),
  alertCancellations: wholeNumber(0, MAX_CANCELLATIONS_ALERT, CANCELLATIONS_ALERT),
});
export type AlertSettingsBody = v.InferInput<typeof alertSettingsSchema>;

/** The message a new password shorter than the venue's policy gets (server-side check). */
export const PASSWORD_TOO_SHORT = 'La contraseña es más corta que el mínimo del local';

// ───────────────────────────── System (the venue's own data) ─────────────────────────────

export const venueSystemAnswerSchema = v.object({
  name: v.string(),
  legalName: v.string(),
  taxId: v.string(),
  timezone: v.string(),
  currency: v.string(),
  address: v.string(),
  supportPhone: v.string(),
  supportWhatsappText: v.string(),
  ticketingBackofficeUrl: v.string(),
});
export type VenueSystemDto = v.InferOutput<typeof venueSystemAnswerSchema>;

const BAD_VALUE = 'El valor no es válido';
const TEXT_TOO_LONG = 'El texto es demasiado largo';
const text = (max: number) => v.pipe(v.string(BAD_VALUE), v.trim(), v.maxLength(max, TEXT_TOO_LONG));
const required = (max: number, message: string) => v.pipe(text(max), v.nonEmpty(message));

/** Whether the runtime knows the IANA zone (./wall-clock.ts, where the session's zone is checked too). */
export { isTimeZone };

export const venueSystemSchema = v.strictObject({
  name: required(120, 'El nombre es obligatorio'),
  legalName: required(200, 'La razón social es obligatoria'),
  taxId: v.pipe(required(20, 'El CUIT es obligatorio'), v.regex(/^[0-9][0-9 .-]*[0-9]$/, 'El CUIT no es válido')),
  timezone: v.pipe(v.string(BAD_VALUE), v.trim(), v.check(isTimeZone, 'La zona horaria no es válida')),
  currency: v.pipe(
    v.string(BAD_VALUE),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'La moneda debe ser un código de 3 letras (ARS)'),
  ),
  address: text(300),
  supportPhone: v.pipe(text(40), v.regex(/^[+\d\s().-]*$/, 'El teléfono no es válido')),
  supportWhatsappText: text(500),
  ticketingBackofficeUrl: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.url('La dirección no es válida'),
        v.regex(/^https?:\/\//i, 'La dirección no es válida'),
        v.maxLength(500),
      ),
    ],
    'La dirección no es válida',
  ),
});
export type VenueSystemBody = v.InferInput<typeof venueSystemSchema>;
