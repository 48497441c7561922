/** End-to-end tests: Playwright drives Debian's Chromium against the browser build (`out/web` + the real services). */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
