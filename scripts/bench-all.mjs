// `npm run bench`: runs every `bench:*` script of package.json (but bench:seed, which only
// prepares a data set) one after another, shows their output as it comes, collects the
// `BENCH {…}` lines each prints (bench/lib/report.ts) and ends with ONE table — figure, goal,
// value, ratio — also written to bench/results.json for comparison between runs.
//   npm run bench                 every benchmark
//   npm run bench -- web sync     only bench:web and bench:sync
// A benchmark that fails is reported in the table (its figures so far are kept); the run goes on
// and exits 1 at the end. Timings depend on the machine: compare runs made on the same one.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const wanted = process.argv.slice(2);
const scripts = Object.keys(pkg.scripts)
  .filter((name) => name.startsWith('bench:') && name !== 'bench:seed')
  .filter((name) => wanted.length === 0 || wanted.includes(name.slice('bench:'.length)));
if (scripts.length === 0) {
  console.error(`no bench:* script matches ${wanted.join(', ')}`);
  process.exit(1);
}

/** Runs `npm run -s <script>`, echoing its output, and resolves with its BENCH figures. */
function runScript(script) {
  return new Promise((resolve) => {
    const figures = [];
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^BENCH (\{.*\})\s*$/.exec(line);
        if (!match) continue;
        try {
          figures.push(JSON.parse(match[1]));
        } catch {
          // a malformed line is left in the log
        }
      }
    });
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), figures }),
    );
  });
}

const runs = [];
for (const script of scripts) {
  console.log(`\n━━ npm run ${script} ━━`);
  runs.push(await runScript(script));
}

const fmt = (n) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '-'
    : Math.abs(n) >= 1000
      ? Math.round(n).toLocaleString('en-US')
      : Math.abs(n) >= 10
        ? n.toFixed(1)
        : n.toFixed(n === Math.round(n) ? 0 : 3);
const rows = runs.flatMap((r) =>
  r.figures.map((f) => ({
    bench: f.bench ?? r.script.slice('bench:'.length),
    figure: f.figure,
    goal: f.goal ?? '-',
    value: `${fmt(f.value)} ${f.unit ?? ''}`.trim(),
    ratio: f.ratio === null || f.ratio === undefined ? '-' : `${fmt(f.ratio)}×`,
    ok: f.ok === true ? 'ok' : f.ok === false ? 'MISS' : '',
  })),
);
const headers = { bench: 'bench', figure: 'figure', goal: 'goal', value: 'value', ratio: 'ratio', ok: '' };
const widths = Object.fromEntries(
  Object.keys(headers).map((k) => [k, Math.max(headers[k].length, ...rows.map((r) => String(r[k]).length))]),
);
const line = (r) =>
  Object.keys(headers)
    .map((k) => (k === 'value' || k === 'ratio' ? String(r[k]).padStart(widths[k]) : String(r[k]).padEnd(widths[k])))
    .join('  ')
    .trimEnd();
console.log('\n━━ npm run bench: results ━━');
console.log(line(headers));
console.log(
  Object.values(widths)
    .map((w) => '─'.repeat(w))
    .join('  '),
);
for (const r of rows) console.log(line(r));
for (const r of runs)
  console.log(
    `${r.code === 0 ? 'ran ' : 'FAIL'} ${r.script} (${r.seconds}s, ${r.figures.length} figures${r.code === 0 ? '' : `, exit ${r.code}`})`,
  );

const results = {
  at: new Date().toISOString(),
  node: process.version,
  runs: runs.map(({ script, code, seconds, figures }) => ({ script, code, seconds, figures })),
};
writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('written: bench/results.json');
process.exit(runs.some((r) => r.code !== 0) ? 1 : 0);
