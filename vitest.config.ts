import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    // One file at a time on 2 cores (Vitest's default): with both cores busy the lab's worker threads
    // and the D&D words check timed out at 20 s under load. Flake-free CI matters more than minutes.
    testTimeout: 20_000,
  },
});
