/**
 * End-to-end tests: Playwright drives Debian's Chromium against the browser build (`out/web` + the
 * real services, the server bundled from the sources by `tests/e2e/global-setup.ts`).
 *
 * Three files at a time on two cores: each file starts its own server on a free port, its own
 * database in a temp folder and its own Chromium, and most of a file's time is spent waiting — for
 * a page to draw, an answer, a poll's next look. With two files at a time the whole stage used
 * 0.8 of a core on average (its CPU time over its wall time), so a third file fills the cores'
 * idle time; four failed twice on a machine loaded to 30 (docs/testing.md). A worker runs file after file without a
 * fresh process each (`isolate: false`): a file keeps its state in its own hooks (`useE2E`), and
 * playwright-core and the helpers load once per worker. Figures in docs/testing.md.
 */
import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  // A test may work out what a screen must say from the renderer's own catalogs (a ruleset's words load with its components).
  plugins: [vue()],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 3,
    isolate: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // A poll waits for what the page will show; a loaded 2-core CI runner can take over the
    // default second to draw it (a roll's history line once did: stop 25). Passing polls end early.
    expect: { poll: { timeout: 10_000 } },
  },
});
