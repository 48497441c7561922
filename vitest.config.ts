import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

/**
 * Unit, integration and component tests in two groups. Most files are independent (pure engine,
 * rulesets, renderer components, services on their own temp SQLite file) and run side by side,
 * one worker per core. The files that spawn processes or worker threads, hold sockets under load or
 * time themselves run afterwards, one at a time, so they never share a core with another file
 * (a loaded 2-core runner once timed the lab's worker threads out at 20 s).
 */
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
          name: 'side-by-side',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...SERIAL],
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
