import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

/**
 * Unit, integration and component tests in three groups.
 *
 * - `pure`: the engine, the rulesets, the rule traces and the kits — code that keeps no state
 *   between files (no database, no process, no registry a file adds to). They share their workers'
 *   loaded modules (`isolate: false`, threads): importing the engine and every ruleset once per
 *   worker instead of once per file cut the group's CPU time by about half (docs/testing.md).
 * - `side-by-side`: the renderer's components and stores, the services on their own temp SQLite
 *   file, the packs. Each file gets a fresh process (a component test's fake timers, a store's
 *   state, a pack registered in the registry must not reach the next file).
 * - `one-at-a-time`: the files that spawn processes or worker threads, hold sockets under load or
 *   time themselves run afterwards, one at a time, so they never share a core with another file
 *   (a loaded 2-core runner once timed the lab's worker threads out at 20 s).
 *
 * `pure` and `side-by-side` run together, two workers in all (one per core).
 */
const PURE = ['tests/rulesets/**/*.test.ts', 'tests/rules/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/kits/**/*.test.ts'];
const SERIAL = [
  'tests/reliability/**/*.test.ts',
  'tests/lab/**/*.test.ts',
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
        test: { name: 'one-at-a-time', include: SERIAL, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
