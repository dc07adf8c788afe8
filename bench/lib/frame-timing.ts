// What the in-browser latency benches share (count screen, VIP search): a build to serve, the
// frame-accurate measure (from the input event's timestamp to the frame after the screen shows the
// result) and the p50/p95/max line. Figures only, nothing asserted.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { reportFigure } from './report';
import { percentile } from './stats';

const root = path.resolve(import.meta.dirname, '../..');

/** NOCTUA_STATIC_DIR or dist/, built first when it has no index.html. */
export function ensureBuild(): string {
  const staticDir = process.env.NOCTUA_STATIC_DIR ?? path.join(root, 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.log(`No build in ${staticDir}: running vite build…`);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', staticDir], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  return staticDir;
}

export function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  // The frame-time goal is p95 ≤ 16 ms; the bare-input baseline is the floor, reported without one.
  reportFigure({
    figure: `${label.trim()} p95`,
    value: percentile(sorted, 95),
    unit: 'ms',
    ...(label.startsWith('baseline') ? {} : { max: 16 }),
  });
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${label.padEnd(44)} n=${String(sorted.length).padStart(4)}  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(
    percentile(sorted, 95),
  )} ms  max ${f(sorted[sorted.length - 1] ?? Number.NaN)} ms`;
}

/** The bare `<input data-testid="bench-bare">` (no React) echoes the typed value: the frame floor. */
export const BARE_ECHO = `(v) => document.querySelector('[data-testid="bench-bare"]').value === v`;

/**
 * Arms a watch before the key or tap: each frame checks `done(arg)`; the first frame it holds, a
 * message posted from that frame's requestAnimationFrame (so, after its paint) stops the clock.
 * `measure` acts, then awaits the watch: ms from the event's timestamp (window.__bench.start, set
 * by the page's capture listeners) to that moment.
 */
export async function measure(page: Page, done: string, arg: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ([doneSource, a]) => {
      const check = new Function('arg', `return (${doneSource})(arg);`) as (arg: string) => boolean;
      const w = globalThis as unknown as { __bench: { start: number; result?: Promise<number> } };
      w.__bench.result = new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + 5000;
        const frame = () => {
          if (check(a)) {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - w.__bench.start);
            channel.port2.postMessage(0);
            return;
          }
          if (performance.now() > deadline) reject(new Error(`timed out: ${doneSource} ${a}`));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    [done, arg] as const,
  );
  await act();
  return page.evaluate(() => (globalThis as unknown as { __bench: { result: Promise<number> } }).__bench.result);
}
