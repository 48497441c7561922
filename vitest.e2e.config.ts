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
    // A poll waits for what the page will show; a loaded 2-core CI runner can take over the
    // default second to draw it (a roll's history line once did: stop 25). Passing polls end early.
    expect: { poll: { timeout: 10_000 } },
  },
});
