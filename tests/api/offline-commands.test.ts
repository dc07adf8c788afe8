// Every offline command a feature defines (src/features/<area>/commands/<name>.contract.ts) is
// handled by the app: its resource registered a handler, so a push reaches the command's own
// validation instead of "Operación desconocida" (docs/decisions/0006-offline-command-modules.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyCommandContract, PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

const root = path.resolve(import.meta.dirname, '../..');

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return contractFiles(full);
    return e.name.endsWith('.contract.ts') && path.basename(dir) === 'commands' ? [full] : [];
  });
}

const isContract = (value: unknown): value is AnyCommandContract =>
  !!value && typeof value === 'object' && 'name' in value && 'args' in value && 'lane' in value;

let h: Harness;
let token: string;
let contracts: AnyCommandContract[];
const files = contractFiles(path.join(root, 'src/features'));

beforeAll(async () => {
  h = await createHarness();
  token = await h.login('stock@noctua.test');
  const modules = await Promise.all(files.map((f) => import(f) as Promise<Record<string, unknown>>));
  contracts = modules.flatMap((m) => Object.values(m).filter(isContract));
});
afterAll(async () => {
  await h?.close();
});

async function push(name: string, args: unknown) {
  const id = uuidv7();
  const res = await h.request('POST', '/sync/push', {
    token,
    body: { deviceId: 'probe', commands: [{ id, seq: 0, name, args, createdAt: new Date().toISOString() }] },
  });
  expect(res.status).toBe(200);
  const [result] = ((await res.json()) as PushResponse).results;
  return result;
}

describe('offline commands', () => {
  it('are each defined once, by one contract module', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(contracts).toHaveLength(files.length);
    expect(new Set(contracts.map((c) => c.name)).size).toBe(contracts.length);
  });

  it('are each handled by the server: bad args are refused by the command, not as unknown', async () => {
    for (const contract of contracts) {
      const result = await push(contract.name, { notAnArg: true });
      expect({ name: contract.name, ...result }).toMatchObject({
        name: contract.name,
        status: 'rejected',
        message: 'Los datos de la operación no son válidos',
      });
    }
    expect(await push('nothing.registered', {})).toMatchObject({ status: 'rejected', message: 'Operación desconocida' });
  });
});
