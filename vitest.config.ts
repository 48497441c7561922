import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default for a run is one worker fewer than the cores: on a 2-core machine that is one
    // file at a time, and half the machine idles while a test waits on its child processes.
    maxWorkers: '100%',
    testTimeout: 20_000,
  },
});
