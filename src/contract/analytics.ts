// The analytics loader of SPEC §7 (issue 37, item 18): off unless the operator configures a
// script (NOCTUA_ANALYTICS_SRC, a cookie-less counter such as Plausible or Umami, ideally
// self-hosted) and then loaded only for a user who switched it on in Preferencias, never when the
// browser asks not to be tracked. GET /api/public/analytics says what to load, or null.
import * as v from 'valibot';

export const analyticsConfigSchema = v.pipe(
  v.nullable(
    v.object({
      /** The script's https address (http only for a local address). */
      src: v.string(),
      /** Its data-* attributes (data-domain for Plausible, data-website-id for Umami). */
      data: v.record(v.string(), v.string()),
    }),
  ),
  v.metadata({ ref: 'AnalyticsConfig' }),
);
export type AnalyticsConfig = v.InferOutput<typeof analyticsConfigSchema>;

/** `data-domain=noctua.example,data-api=/stats` → { 'data-domain': 'noctua.example', … }; other names are dropped. */
export function parseAnalyticsData(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? '').split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim().toLowerCase();
    if (/^data-[a-z0-9-]+$/.test(name)) out[name] = pair.slice(eq + 1).trim();
  }
  return out;
}

/** The address when it is https, or http on a local host; otherwise null (the loader stays off). */
export function analyticsSrc(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url.href : null;
  } catch {
    return null;
  }
}
