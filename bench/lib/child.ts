// A benchmark's child process (the bundled server, a reference server): `node <args>` (a TypeScript
// entry through tsx, a .mjs as it is), resolved once its output matches `ready`. Until then the
// output is kept (and shown if it exits); afterwards only a short tail. The access log is a line per
// request: appending it all and testing the regex on it took a core away from the load generator.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** `started` gets the child at once (to be stopped at the end even if it never becomes ready). */
export function startChild(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  started: ChildProcess[] = [],
): Promise<ChildProcess> {
  const loader = args.at(-1)?.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let isReady = false;
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-4000);
      if (!isReady && ready.test(out)) {
        isReady = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      if (!isReady) reject(new Error(`${args.join(' ')} exited ${code}:\n${out.slice(-2000)}`));
    });
  });
}
