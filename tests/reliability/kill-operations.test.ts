/**
 * Issue 12 cases 1 and 4 (short version; `npm run soak` runs the long one): a real child process
 * is SIGKILLed at random points of a restore (20 times), of one campaign restored in place from a
 * backup (12), of appends, backups, imports and a
 * migration; after each kill the app restarts with the old data or the new, never a broken file,
 * never an acknowledged write lost, never a partial backup listed.
 *
 * The operations run two at a time (`describe.concurrent`, the `one-at-a-time` project's
 * `maxConcurrency: 2`), each on its own database, as `npm run soak` runs them: a child spends much
 * of its short life starting up, and the restart's checks run while the other operation's child works.
 * The migration runs last, alone: its kills land within 40 ms of the child opening the file, which
 * the other operation's restart checks (synchronous, in this process) could delay past the migration.
 */
import { describe, it } from 'vitest';
import { killRuns, type KillOperation } from './kill-harness';

/** Run two at a time. */
const KILLS: Partial<Record<KillOperation, number>> = { restore: 20, 'restore-campaign': 12, append: 4, backup: 4, import: 8 };
/** Run afterwards, alone. */
const MIGRATION_KILLS = 4;

function killTest(operation: KillOperation, kills: number): void {
  it(
    `${kills} kills during ${operation}: the restart finds whole data, old or new`,
    async ({ expect }) => {
      const row = await killRuns(operation, kills);
      expect(row.problems).toEqual([]);
      expect(row).toMatchObject({ tried: kills, accepted: kills, dataLost: 0 });
    },
    kills * 10_000,
  );
}

describe.concurrent('SIGKILL at random points loses nothing', () => {
  for (const [operation, kills] of Object.entries(KILLS) as [KillOperation, number][]) killTest(operation, kills);
});

describe('SIGKILL at random points of a migration loses nothing', () => {
  killTest('migration', MIGRATION_KILLS);
});
