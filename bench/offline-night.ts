// A whole night offline lands in seconds (issue 39, goal 2): one tablet queues a full count of a
// 2,000-good warehouse, 500 door check-ins and 50 breakages offline (tests/e2e/offline-night.ts),
// then the network comes back while the count screen is open. Printed: the time until every
// command is applied (goal ≤ 10 s), commands a second, where the time went (the push requests on
// the server vs the app between them), the main thread's long tasks (goal: none over 50 ms) and
// longest frame gap meanwhile, and whether the server holds everything exactly once.
//   npm run bench:offline-night            embedded PGlite, as `npm start` runs
import { rmSync } from 'node:fs';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { launchBrowser } from '../tests/e2e/browser';
import { drainNight, NIGHT_WORK, nightOnTablet, seedNightVenue, serverNight } from '../tests/e2e/offline-night';
import { startServer, tempDataDir } from '../tests/e2e/server-process';
import { ensureBuild } from './lib/frame-timing';
import { reportFigure } from './lib/report';

const staticDir = ensureBuild();
const dataDir = tempDataDir('noctua-bench-night-');
console.log(`Offline night: PGlite in ${dataDir} (removed afterwards)`);
await seedNightVenue(dataDir, DEMO_PASSWORD);
const server = await startServer({ dataDir, env: { NOCTUA_STATIC_DIR: staticDir }, timeoutMs: 10 * 60_000 });
const browser = await launchBrowser();
try {
  const { context, page, token, night, entriesBefore: pushesBefore } = await nightOnTablet(browser, server.url);
  const commands = 1 + NIGHT_WORK.countLines + NIGHT_WORK.checkIns + NIGHT_WORK.breakages;
  console.log(
    `queued offline: ${commands} commands in ${(night.queueMs / 1000).toFixed(1)} s (${(night.queueMs / commands).toFixed(1)} ms each)`,
  );

  const drained = await drainNight(context, page);
  const pushes = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .filter((e) => e.name.includes('/api/sync/push'))
        .map((e) => {
          const t = e as PerformanceResourceTiming;
          return { ms: t.responseEnd - t.startTime, bytes: t.encodedBodySize };
        }),
    pushesBefore,
  );
  const onServer = pushes.reduce((s, p) => s + p.ms, 0);
  const seconds = drained.ms / 1000;
  console.log(
    `drained: ${commands} commands in ${seconds.toFixed(2)} s (${Math.round(commands / seconds)}/s), ${pushes.length} pushes taking ${(onServer / 1000).toFixed(2)} s (request → last byte), the app ${((drained.ms - onServer) / 1000).toFixed(2)} s between them`,
  );
  const longest = Math.max(0, ...drained.longTasks);
  console.log(
    `main thread meanwhile: ${drained.longTasks.length} long tasks (longest ${longest} ms), ${drained.frameGaps.length} frame gaps over 50 ms (longest ${Math.max(0, ...drained.frameGaps)} ms)`,
  );
  reportFigure({ figure: 'offline night: 2,550 commands applied after reconnecting', value: seconds, unit: 's', max: 10 });
  reportFigure({ figure: 'offline night: commands applied a second', value: commands / seconds, unit: '/s' });
  reportFigure({ figure: 'offline night: longest main-thread task while draining', value: longest, unit: 'ms', max: 50 });

  const held = await serverNight(server.url, token, night);
  const exact =
    drained.rejected === 0 &&
    held.countLines === NIGHT_WORK.countLines &&
    held.arrived === NIGHT_WORK.checkIns &&
    held.breakages === NIGHT_WORK.breakages;
  console.log(
    `server: ${held.countLines} count lines, ${held.arrived} guests in, ${held.breakages} breakages, ${drained.rejected} refused — ${exact ? 'exactly once' : 'NOT as queued'}`,
  );
  await context.close();
  if (!exact) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
