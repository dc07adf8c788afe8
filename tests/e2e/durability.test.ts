// An acknowledged write survives `kill -9` of the server on the embedded PGlite database.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, tempDataDir } from './server-process';

const dataDir = tempDataDir('noctua-durability-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('durability on PGlite', () => {
  it('keeps every acknowledged account activation across 5 kill -9 restarts', async () => {
    const emails: string[] = [];
    for (let round = 0; round <= 5; round++) {
      const server = await startServer({
        dataDir,
        env: { NOCTUA_SEED: 'none', NOCTUA_JWT_SECRET: 'durability-test-secret', NOCTUA_LOG_LINKS: '1' },
      });
      try {
        // Everything acknowledged in earlier rounds is still there.
        for (const email of emails) {
          const res = await fetch(`${server.url}/noctua/api/account/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'noche-de-prueba' }),
          });
          expect(res.status, `${email} after restart ${round}`).toBe(200);
        }
        if (round === 5) break;
        const email = `durable-${round}@noctua.test`;
        const asked = await fetch(`${server.url}/noctua/api/account/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'noche-de-prueba', firstName: 'Dura', lastName: `Ble ${round}` }),
        });
        expect(asked.status).toBe(202);
        // The account is written when its activation link (logged: NOCTUA_LOG_LINKS=1) is opened.
        // The log is written asynchronously: wait for the line rather than reading it at once.
        let token: string | undefined;
        for (let tries = 0; !token && tries < 200; tries++) {
          token = /"activationLink":"[^"]*token=([\w-]+)"/.exec(server.output())?.[1];
          if (!token) await new Promise((r) => setTimeout(r, 50));
        }
        expect(token, 'activation link in the log').toBeTruthy();
        const res = await fetch(`${server.url}/noctua/api/account/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        expect(res.status).toBe(201);
        emails.push(email);
      } finally {
        // Killed right after the acknowledgement: no shutdown, no checkpoint.
        await server.stop('SIGKILL');
      }
    }
    expect(emails).toHaveLength(5);
    // Six server starts on PGlite: about 20 s each on a loaded two-core machine.
  }, 300_000);
});
