// Bundles the server — server/main.ts and what it imports from server/ and src/contract/ — into
// one ES module, dist-server/main.mjs, that plain node runs (`npm start`, `npm run serve`): no
// TypeScript loader in the running server. Loading the app through tsx took ~170 MB of the
// server's memory and the start-up transpile; bundled it is ~85 MB (bench/memory.ts, issue 20).
// Packages stay outside (node_modules, as installed). The SQL migrations are copied beside the
// bundle: server/db/client.ts finds them next to its own module.
//   node scripts/build-server.mjs                          the server
//   node scripts/build-server.mjs <entry.ts> <name.mjs>    another entry that runs server code the
//                                                          same way (bench/memory.ts), beside it
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-server');
const [entry = 'server/main.ts', name = 'main.mjs'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
rmSync(path.join(out, name), { force: true });
await build({
  entryPoints: [path.resolve(root, entry)],
  outfile: path.join(out, name),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  legalComments: 'none',
  logLevel: 'warning',
});
rmSync(path.join(out, 'migrations'), { recursive: true, force: true });
cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`bundled: dist-server/${name}`);
