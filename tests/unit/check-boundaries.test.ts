// The boundary check of `npm run lint` (docs/decisions/0001-import-boundaries.md, and where offline
// commands live: 0006-offline-command-modules.md), run as the lint step runs it, over a small tree
// holding one violation of each rule beside allowed imports. A fixture line that breaks a rule
// other than by its import ends in `// violation`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(__dirname, '../../scripts/check-boundaries.mjs');

const FIXTURE: Record<string, string> = {
  // rule 1: feature -> feature, and inventory sub-area -> sub-area
  'src/features/cards/card-page.tsx': [
    "import { useAuth } from '../../lib/auth/use-auth';",
    "import { parseMoney } from '../../contract/number-input';",
    "import { Other } from '../vip/vip-page';",
  ].join('\n'),
  'src/features/vip/vip-page.tsx': "import { row } from './vip-row';\nexport const Other = row;",
  'src/features/vip/vip-row.tsx': 'export const row = 1;',
  'src/features/inventory/count/count-view.tsx': [
    "import { useNightsLive } from '../shared/use-nights-live';",
    "import { TransferList } from '../transfers/transfer-list';",
  ].join('\n'),
  'src/features/inventory/shared/use-nights-live.ts': 'export const useNightsLive = 1;',
  'src/features/inventory/transfers/transfer-list.tsx': "import type { X } from '../shared/use-nights-live';",
  // rule 2: lib -> features, contract -> outside contract
  'src/lib/sync/engine.ts': [
    "import { db } from '../db/noctua-db';",
    "const lazy = () => import('../../features/cards/card-page');",
    "const topUp = 'card.topUp'; // violation",
  ].join('\n'),
  // the one sanctioned reach from lib into features: loading the commands by convention
  'src/lib/sync/known-commands.ts':
    "import.meta.glob(['../../features/**/commands/*.ts', '!../../features/**/commands/*.test.ts'], { eager: true });",
  'src/lib/sync/loader.ts': "import.meta.glob('../../features/cards/*.tsx');",
  // rule 6 and 7: a command's contract, local effect and handler with its feature
  'src/features/cards/commands/card-top-up.contract.ts': [
    "import * as v from 'valibot';",
    "import { defineCommand } from '../../../contract/sync';",
    "import { fmt } from '../../../lib/format-number';",
    "export const cardTopUp = defineCommand({ name: 'card.topUp', args: v.object({}) });",
  ].join('\n'),
  'src/features/cards/commands/card-top-up.ts': [
    "import { registerCommand } from '../../../lib/sync/command-registry';",
    "import { cardTopUp } from './card-top-up.contract';",
    'registerCommand(cardTopUp, {});',
  ].join('\n'),
  'src/features/cards/data/cards-repo.ts': "export const queued = (e) => e.name === 'card.topUp';",
  'src/features/vip/commands/vip-close.ts': [
    "import { registerCommand } from '../../../lib/sync/command-registry';",
    'registerCommand(null, {}); // violation',
  ].join('\n'),
  'server/routes/cards/cards.commands.ts': [
    "import { cardTopUp } from '../../../src/features/cards/commands/card-top-up.contract';",
    "import { commandHandler } from '../../domain/command-context';",
    'export const cardTopUpHandler = commandHandler(cardTopUp, async () => ({}));',
  ].join('\n'),
  'server/domain/command-context.ts': 'export function commandHandler(c, h) { return { c, h }; }',
  'src/lib/db/noctua-db.ts': "import * as v from 'valibot';",
  'src/contract/number-input.ts': "import { parseMoney } from './money';\nexport { x } from '../lib/format-number';",
  'src/contract/money.ts': 'export const parseMoney = 1;',
  // rule 3: client -> server, server -> client beyond contract
  'sw/sw.ts': "import { pushText } from '../src/lib/push';\nimport { handler } from '../server/routes/push/push.routes';",
  'server/app.ts': [
    "import { schema } from '../src/contract/number-input';",
    "import { Thing } from '../src/features/cards/card-page';",
  ].join('\n'),
  // rule 4: server/lib -> routes or domain, domain -> routes
  'server/lib/messages.ts': "import { cards } from '../routes/cards/cards.messages';\nimport { env } from '../env';",
  'server/lib/db.ts': "// import { x } from '../routes/cards/cards.routes';\nexport const db = 1;",
  'server/domain/card-ledger.ts': [
    "import { db } from '../lib/db';",
    "import { cardsService } from '../routes/cards/cards.service';",
  ].join('\n'),
  // rule 5: one resource -> another's internals; services are fine
  'server/routes/cards/cards.routes.ts': [
    "import { listCards } from './cards.service';",
    "import { cardTopUpHandler } from './cards.commands';",
    'export const cardRoutes = ({ commands }) => commands.register(cardTopUpHandler);',
    "import { nightOf } from '../../domain/night-of';",
    "import { holders } from '../nights/nights.service';",
    "import { nightsApp } from '../nights/nights.routes';",
  ].join('\n'),
  'server/routes/cards/cards.service.ts': "import { db } from '../../lib/db';",
  'server/routes/sync/registry.ts': [
    "import { cardCommands } from '../cards/cards.commands';",
    "import { cardsQuery } from '../cards/cards.queries';",
  ].join('\n'),
  'tests/unit/ignored.test.ts': "import { anything } from '../../server/lib/db';",
};

const EXPECTED = [
  "server/app.ts -> src/features/cards/card-page (3: server code imports only src/contract and the features' command contracts from src/)",
  'server/domain/card-ledger.ts -> server/routes/cards/cards.service (4: server/domain never imports server/routes)',
  'server/lib/messages.ts -> server/routes/cards/cards.messages (4: server/lib never imports server/routes or server/domain)',
  "server/routes/cards/cards.routes.ts -> server/routes/nights/nights.routes (5: a resource imports another resource's *.service.ts only)",
  "server/routes/sync/registry.ts -> server/routes/cards/cards.commands (5: a resource imports another resource's *.service.ts only)",
  "server/routes/sync/registry.ts -> server/routes/cards/cards.queries (5: a resource imports another resource's *.service.ts only)",
  'src/contract/number-input.ts -> src/lib/format-number (2: src/contract imports nothing outside src/contract)',
  'src/features/cards/card-page.tsx -> src/features/vip/vip-page (1: a feature never imports another feature)',
  'src/features/cards/commands/card-top-up.contract.ts -> src/lib/format-number (6: a command contract imports only src/contract and other command contracts)',
  'src/features/inventory/count/count-view.tsx -> src/features/inventory/transfers/transfer-list (1: an inventory sub-area never imports another sub-area (share through inventory/shared))',
  'src/features/vip/commands/vip-close.ts: registers a command whose contract is not beside it (7: an offline command lives with its feature)',
  'src/lib/sync/engine.ts -> src/features/cards/card-page (2: src/lib never imports features, app or routes)',
  'src/lib/sync/engine.ts: names the offline command card.topUp, which belongs to src/features/cards (7: an offline command lives with its feature)',
  'src/lib/sync/loader.ts -> src/features/cards/*.tsx (2: src/lib never imports features, app or routes)',
  'sw/sw.ts -> server/routes/push/push.routes (3: client code never imports server/)',
];

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${text}\n`);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-boundaries', () => {
  it('reports exactly one line per violation and fails', () => {
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual(EXPECTED);
  });

  it('passes once the violations are gone', () => {
    const clean = mkdtempSync(path.join(tmpdir(), 'boundaries-clean-'));
    try {
      for (const [file, text] of Object.entries(FIXTURE)) {
        const kept = text
          .split('\n')
          .filter((line) => !line.endsWith('// violation'))
          .filter((line) => !EXPECTED.some((v) => v.startsWith(`${file} -> `) && line.includes(`'${relativeTarget(file, v)}`)))
          .join('\n');
        mkdirSync(path.dirname(path.join(clean, file)), { recursive: true });
        writeFileSync(path.join(clean, file), `${kept}\n`);
      }
      const run = spawnSync(process.execPath, [SCRIPT, clean], { encoding: 'utf8' });
      expect(run.stdout).toBe('');
      expect(run.status).toBe(0);
    } finally {
      rmSync(clean, { recursive: true, force: true });
    }
  });
});

/** The relative specifier the fixture file used for a reported target. */
function relativeTarget(file: string, violation: string): string {
  const target = violation.split(' -> ')[1]?.split(' (')[0] ?? '';
  const rel = path.posix.relative(path.posix.dirname(file), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}
