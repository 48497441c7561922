/**
 * Issue 12 cases 1 and 4 (short version; `npm run soak` runs the long one): a real child process
 * is SIGKILLed at random points of a restore (20 times), of one campaign restored in place from a
 * backup (12), of appends, backups, imports and a
 * migration; after each kill the app restarts with the old data or the new, never a broken file,
 * never an acknowledged write lost, never a partial backup listed.
 */
import { describe, expect, it } from 'vitest';
import { killRuns, type KillOperation } from './kill-harness';

const KILLS: Record<KillOperation, number> = { restore: 20, 'restore-campaign': 12, append: 4, backup: 4, import: 8, migration: 4 };

describe('SIGKILL at random points loses nothing', () => {
  for (const [operation, kills] of Object.entries(KILLS) as [KillOperation, number][]) {
    it(
      `${kills} kills during ${operation}: the restart finds whole data, old or new`,
      async () => {
        const row = await killRuns(operation, kills);
        expect(row.problems).toEqual([]);
        expect(row).toMatchObject({ tried: kills, accepted: kills, dataLost: 0 });
      },
      kills * 10_000,
    );
  }
});
