import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

/**
 * Unit, integration and component tests in five projects, run in three groups.
 *
 * - `pure`: the engine, the rulesets, the rule traces and the kits — code that keeps no state
 *   between files (no database, no process, no registry a file adds to). They share their workers'
 *   loaded modules (`isolate: false`, threads): importing the engine and every ruleset once per
 *   worker instead of once per file cut the group's CPU time by about half (docs/testing.md).
 * - `side-by-side`: the renderer's components and stores, the services on their own temp SQLite
 *   file, the packs. Each file gets a fresh process (a component test's fake timers, a store's
 *   state, a pack registered in the registry must not reach the next file).
 * - `in-process`: the reliability and lab files that only call the services or the lab's runner
 *   on a temp SQLite file in this process (`IN_PROCESS`): fresh process per file, like `side-by-side`.
 * - `one-at-a-time`: the files that spawn processes or worker threads, hold sockets under load or
 *   time themselves run afterwards, one at a time, so they never share a core with another file
 *   (a loaded 2-core runner once timed the lab's worker threads out at 20 s).
 * - `beside-e2e`: the files of SERIAL that spawn processes but time nothing (BESIDE_E2E below).
 *
 * `pure`, `side-by-side` and `in-process` run together, two workers in all (one per core); then
 * `one-at-a-time`; then `beside-e2e` — which `npm test` runs beside the e2e stage instead.
 */
const PURE = ['tests/rulesets/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/kits/**/*.test.ts'];
const SERIAL = [
  'tests/reliability/**/*.test.ts',
  'tests/lab/**/*.test.ts',
  'tests/electron/main-shell.test.ts',
  'tests/electron/campaign-setup.test.ts',
  'tests/electron/replay.test.ts',
];
/**
 * The files under SERIAL's folders that spawn nothing, start no worker thread, hold no socket and
 * time nothing: the services or the lab's runner on a temp SQLite file, in process. They run side
 * by side; a new file under those folders runs one at a time until it is listed here.
 */
const IN_PROCESS = [
  'tests/reliability/db-backup-order.test.ts',
  'tests/reliability/db-campaign-ids.test.ts',
  'tests/reliability/db-damaged.test.ts',
  'tests/reliability/db-foreign.test.ts',
  'tests/reliability/db-full.test.ts',
  'tests/reliability/db-import.test.ts',
  'tests/reliability/db-packs-migration.test.ts',
  'tests/reliability/db-restore.test.ts',
  'tests/reliability/fuzz-rpc.test.ts',
  'tests/reliability/server-memory.test.ts',
  'tests/lab/card.test.ts',
  'tests/lab/cli.test.ts',
  'tests/lab/endings.test.ts',
  'tests/lab/profiles.test.ts',
  'tests/lab/runner.test.ts',
  'tests/lab/seats.test.ts',
  'tests/lab/table-rates.test.ts',
];

/**
 * The files under SERIAL that spawn processes or worker threads but neither time anything nor hold
 * sockets under load: they run one at a time beside the e2e stage (`npm test`), which mostly waits
 * (~0.9 of a core on a quiet machine), instead of before it. The files that time themselves or hold
 * sockets under load (the LAN listener's bounds, the server's bursts, the import's other tab, the
 * lab's worker threads) stay in `one-at-a-time`, alone.
 */
const BESIDE_E2E = [
  'tests/reliability/kill-operations.test.ts',
  'tests/reliability/db-environment.test.ts',
  'tests/reliability/import-packs-background.test.ts',
  'tests/reliability/server-bundle-rulesets.test.ts',
  'tests/reliability/server-bundle-packs.test.ts',
  'tests/lab/same-games.test.ts',
  'tests/lab/pieces.test.ts',
  'tests/lab/new-game-options.test.ts',
  'tests/electron/main-shell.test.ts',
  'tests/electron/campaign-setup.test.ts',
  'tests/electron/replay.test.ts',
];

export default defineConfig({
  plugins: [vue()],
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: PURE,
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'side-by-side',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...PURE, ...SERIAL],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'in-process', include: IN_PROCESS, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'one-at-a-time',
          include: SERIAL,
          exclude: [...IN_PROCESS, ...BESIDE_E2E],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'beside-e2e',
          include: BESIDE_E2E,
          fileParallelism: false,
          // kill-operations.test.ts runs its operations two at a time (describe.concurrent), one per core.
          maxConcurrency: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
