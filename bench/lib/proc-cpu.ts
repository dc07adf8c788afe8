// CPU time of processes, read from /proc (Linux): what a benchmark's server, its database and its
// load generator each spent per request. On a small machine where all three share the cores,
// req/s moves ±15 % from run to run; the CPU each side spends per request moves much less, and it
// says where the time goes.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = 100; // USER_HZ: 100 on every Linux kernel node runs on

/** A process's command name and CPU seconds (user + system, all threads); null when it cannot be read. */
function readStat(pid: number | string): { command: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S,
    };
  } catch {
    return null; // gone meanwhile, or not Linux
  }
}

/** Seconds of CPU (user + system, all threads) a process has used; 0 when it cannot be read. */
export function processCpuSeconds(pid: number | undefined): number {
  return pid === undefined ? 0 : (readStat(pid)?.seconds ?? 0);
}

/**
 * Seconds of CPU used so far by each process with this command name (PostgreSQL's backends:
 * `postgres`), by pid. Compare two readings with `cpuSince`: a backend that ended in between
 * took its time with it, so a plain sum could go down.
 */
export function commandCpuSeconds(command: string): Map<number, number> {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.command === command) byPid.set(Number(entry), stat.seconds);
  }
  return byPid;
}

/** CPU seconds the processes of `after` used since `before` (a process started in between counts from 0). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += Math.max(0, seconds - (before.get(pid) ?? 0));
  return total;
}

/** This process's own CPU seconds (the load generator, when it runs in the benchmark's process). */
export const ownCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
