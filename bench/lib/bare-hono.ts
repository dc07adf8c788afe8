// The reference of bench/api.ts: a bare Hono route on @hono/node-server, nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/hello', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, (info) => console.log(`bare hono listening on ${info.port}`));
