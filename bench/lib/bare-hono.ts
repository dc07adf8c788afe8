// The references of bench/api.ts, each a Hono app on @hono/node-server:
// - bare: one route, nothing else (the reference);
// - SHAPED_BODY_FILE set: the same one route answering as the API does — the session user's JSON
//   from that file, the API's security headers, cache-control and a request id, and one access log
//   line per request through the server's logger — but no token, no database, no router of 400
//   routes. What a route costs that must answer in that shape, before any work of its own.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { apiAnswerHeaders } from '../../server/lib/api-answers';
import { createAccessLog, createLogger } from '../../server/lib/logger';

const app = new Hono();
const shapedBody = process.env.SHAPED_BODY_FILE ? readFileSync(process.env.SHAPED_BODY_FILE, 'utf8') : null;
if (shapedBody === null) {
  app.get('/hello', (c) => c.json({ hello: 'world' }));
} else {
  const headers = { ...apiAnswerHeaders(false), 'Content-Type': 'application/json' };
  const length = String(Buffer.byteLength(shapedBody));
  const accessLog = createAccessLog(createLogger('info'));
  app.get('/hello', (c) => {
    const started = performance.now();
    const reqId = randomUUID();
    const res = new Response(shapedBody, { headers: { ...headers, 'X-Request-Id': reqId, 'Content-Length': length } });
    accessLog({ reqId, method: c.req.method, path: c.req.path, status: 200, started });
    return res;
  });
}
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, (info) => console.log(`bare hono listening on ${info.port}`));
