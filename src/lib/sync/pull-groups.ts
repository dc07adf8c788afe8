// How the engine pulls a replica's tables: in groups, each with its own cursor (price lists and VIP
// cards first, then the rest), and how far a first sync has come across the groups.
import { PRIORITY_TABLES, type SyncTable } from '../../contract/sync';
import type { PullProgress } from './apply-pull';
import type { FirstSyncProgress } from './sync-status';

/**
 * The pull groups of these tables, each with its own cursor: price lists and VIP cards first (a
 * bar can charge as soon as they are in), then the rest. Empty groups are left out unless asked.
 */
export function pullGroups(tables: readonly SyncTable[], { keepEmpty = false } = {}): SyncTable[][] {
  const groups = [tables.filter((t) => PRIORITY_TABLES.includes(t)), tables.filter((t) => !PRIORITY_TABLES.includes(t))];
  return keepEmpty ? groups : groups.filter((g) => g.length > 0);
}

/** A group's pull before its first page. */
export const NOTHING_PULLED: PullProgress = { pages: 0, changes: 0, puts: 0, deletes: 0 };

/**
 * A first sync's progress within one table group: the rows of the groups before it and this
 * group's, and what is expected once this group's snapshot has said what it sends (never less than
 * what came: the delta pull after a snapshot brings what changed meanwhile).
 */
export function firstSyncProgress(
  phase: FirstSyncProgress['phase'],
  before: { received: number; expected: number | undefined },
  p: PullProgress,
): FirstSyncProgress {
  const received = before.received + p.changes;
  const expected = p.expected === undefined ? before.expected : before.received + p.expected;
  return { phase, received, ...(expected === undefined ? {} : { expected: Math.max(expected, received) }) };
}
