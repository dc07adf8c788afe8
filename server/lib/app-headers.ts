// The security headers of the app itself (index.html, the service worker, the manifest, assets):
// the access token lives in localStorage (SPEC), so a strict Content-Security-Policy is its
// backstop against injected script. Scripts only from this origin plus the inline scripts of the
// built pages (index.html's theme-before-paint snippet, login.html's start script), allowed by
// their SHA-256 computed from the built files, so the policy follows the build. Styles allow 'unsafe-inline': Chakra (emotion) injects <style>
// elements at run time. Images may come from https (staff photos are https addresses). connect-src
// adds Google's APIs for the optional push messaging (Firebase). The opt-in analytics script's
// origin (NOCTUA_ANALYTICS_SRC) is allowed to load and to report, only when configured. HSTS only
// behind TLS (a setting).
import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';

/** 'sha256-…' sources of every inline <script> (no src) in the HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function appSecurityHeaders(pages: string[], opts: { hsts: boolean; analyticsSrc?: string | null }) {
  const analytics = opts.analyticsSrc ? [new URL(opts.analyticsSrc).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...new Set(pages.flatMap(inlineScriptHashes)), ...analytics],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://*.googleapis.com', ...analytics],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // Guest table links carry a token in their path: never send it on as a referrer.
    referrerPolicy: 'no-referrer',
    strictTransportSecurity: opts.hsts ? 'max-age=31536000; includeSubDomains' : false,
    // The camera is the barcode and QR scanner's (count, door, VIP cards).
    permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
    crossOriginEmbedderPolicy: false,
  });
}
