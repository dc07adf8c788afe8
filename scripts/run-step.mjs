// Runs one command and resolves with its exit code: `run` streams its output, `runBuffered` (for
// steps that run side by side) collects it and prints it in one piece when the step ends, so
// concurrent steps never interleave their lines.
import { spawn } from 'node:child_process';

export function run(cmd, args, env = {}, title) {
  if (title) console.log(`\n━━ ${title} ━━`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runBuffered(cmd, args, env = {}, title = cmd) {
  console.log(`━━ ${title}: started ━━`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1', ...env } });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`\n━━ ${title} (exit ${status}) ━━\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(status);
    });
  });
}
