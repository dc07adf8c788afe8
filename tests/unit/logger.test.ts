import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { accessLogPath, createAccessLog, createLogger, safeError } from '../../server/lib/logger';

describe('accessLogPath', () => {
  it('masks JWT and long random segments, keeps names and uuids', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ2ZW51ZUlkIjoiMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(accessLogPath(`/noctua/api/public/mesa/${jwt}/orden`)).toBe('/noctua/api/public/mesa/[token]/orden');
    expect(accessLogPath('/noctua/api/x/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy')).toBe('/noctua/api/x/[token]');
    const id = '3f1c2b9a-1234-4abc-8def-0123456789ab';
    expect(accessLogPath(`/noctua/api/cards/${id}/carga`)).toBe(`/noctua/api/cards/${id}/carga`);
    expect(accessLogPath('/noctua/api/inventarios/stock-en-vivo')).toBe('/noctua/api/inventarios/stock-en-vivo');
  });
});

describe('safeError', () => {
  it('logs a database error without its parameters or the quoted value', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-guest-name"'), { code: '22P02' });
    const err = Object.assign(new Error('Failed query: select * from users where id = $1\nparams: secret-guest-name'), {
      query: 'select * from users where id = $1',
      params: ['secret-guest-name'],
      cause,
    });
    const logged = JSON.stringify(safeError(err));
    expect(logged).not.toContain('secret-guest-name');
    expect(logged).toContain('22P02');
    expect(logged).toContain('where id = $1');
  });

  it('keeps the message of an error that is not the database’s', () => {
    expect(safeError(new TypeError('x is undefined'))).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
  });

  it('is the serializer the logger uses for err', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.warn({ err: Object.assign(new Error('params: 4111'), { query: 'select $1', params: ['4111'] }) }, 'failed');
    expect(lines.join('')).not.toContain('4111');
  });
});

describe('createAccessLog', () => {
  it('writes one line per request with the path masked and the time it took', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const accessLog = createAccessLog(createLogger('info', sink));
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlc2lnbmF0dXJl';
    accessLog({
      reqId: 'r1',
      method: 'GET',
      path: `/noctua/api/public/mesa/${jwt}/orden`,
      status: 200,
      started: performance.now(),
    });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] as string);
    expect(line).toMatchObject({
      msg: 'request',
      reqId: 'r1',
      method: 'GET',
      path: '/noctua/api/public/mesa/[token]/orden',
      status: 200,
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(lines[0]).not.toContain(jwt);
  });
});

describe('createBackoff', () => {
  it('lets `free` attempts through per window, then blocks with doubling delays; a success refunds', async () => {
    const { createBackoff } = await import('../../server/lib/ip-budget');
    const b = createBackoff(3, 60_000, 10_000);
    const t = 1_000_000;
    expect([b.claim('ip', t), b.claim('ip', t), b.claim('ip', t)]).toEqual([null, null, null]);
    expect(b.claim('ip', t)).toBe(1000);
    expect(b.claim('ip', t + 500)).toBe(500); // still blocked, nothing counted
    expect(b.claim('ip', t + 1000)).toBe(2000);
    expect(b.claim('ip', t + 3000)).toBe(4000);
    expect(b.claim('ip', t + 7000)).toBe(8000);
    expect(b.claim('ip', t + 15_000)).toBe(10_000); // capped
    expect(b.claim('other', t)).toBeNull();
    b.refund('other');
    expect(b.claim('ip', t + 61_000 + 25_000)).toBeNull(); // a new window
  });
});
