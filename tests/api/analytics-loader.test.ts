// The analytics loader of SPEC §7 (issue 37, item 18) on the server: off unless configured — the
// public config route answers null and the Content-Security-Policy allows no other script origin;
// configured with an https address, the route names it and the policy allows exactly its origin to
// load and report; an http address on a public host or a malformed one leaves it off.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { appSecurityHeaders } from '../../server/lib/app-headers';
import { createHarness, type Harness, testEnvVars } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ seed: false });
});
afterAll(async () => {
  await h?.close();
});

async function csp(analyticsSrc: string | null | undefined): Promise<string> {
  const app = new Hono();
  app.use('*', appSecurityHeaders(['<script>boot()</script>'], { hsts: false, analyticsSrc }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('analytics loader, server side', () => {
  it('unconfigured: the route answers null without a token, and no foreign script may load', async () => {
    const res = await h.request('GET', '/public/analytics');
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    const policy = await csp(null);
    expect(directive(policy, 'script-src')).not.toMatch(/https?:\/\//);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://*.googleapis.com");
  });

  it('configured: the address and its data-* attributes, and only its origin in the policy', async () => {
    const env = readEnv(
      testEnvVars({
        NOCTUA_ANALYTICS_SRC: 'https://stats.example.org/js/script.js',
        NOCTUA_ANALYTICS_DATA: 'data-domain=noctua.example, data-api=/api/event, onload=alert(1), src=https://evil.example',
      }),
    );
    expect(env.analytics).toEqual({
      src: 'https://stats.example.org/js/script.js',
      data: { 'data-domain': 'noctua.example', 'data-api': '/api/event' },
    });
    const policy = await csp(env.analytics?.src);
    expect(directive(policy, 'script-src')).toContain('https://stats.example.org');
    expect(directive(policy, 'connect-src')).toContain('https://stats.example.org');
    expect(directive(policy, 'script-src')).not.toContain('/js/script.js');
  });

  it('an address that is not https (but on this machine), or not an address, leaves it off', () => {
    for (const src of ['http://stats.example.org/s.js', 'javascript:alert(1)', 'not a url', '']) {
      expect(readEnv(testEnvVars({ NOCTUA_ANALYTICS_SRC: src })).analytics, src).toBeNull();
    }
    expect(readEnv(testEnvVars({ NOCTUA_ANALYTICS_SRC: 'http://127.0.0.1:9/s.js' })).analytics?.src).toBe(
      'http://127.0.0.1:9/s.js',
    );
  });
});
