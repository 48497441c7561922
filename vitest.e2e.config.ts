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
import { longestFirst } from './scripts/vitest-longest-first';

/**
 * The e2e files that take longest, longest first (a quiet clean-clone run's times, session 13: 73 s down
 * to 14 s; the other 22 files take 2–14 s). Started first, they no longer end the stage alone on one worker.
 */
const LONGEST = [
  'tests/e2e/accessibility.e2e.ts',
  'tests/e2e/layouts.e2e.ts',
  'tests/e2e/catan-horror.e2e.ts',
  'tests/e2e/one-screen.e2e.ts',
  'tests/e2e/pseudo-locale.e2e.ts',
  'tests/e2e/chronicle-board.e2e.ts',
  'tests/e2e/lab.e2e.ts',
  'tests/e2e/eldritch-express.e2e.ts',
  'tests/e2e/runebound-monster-step.e2e.ts',
  'tests/e2e/live-games.e2e.ts',
  'tests/e2e/lab-choices.e2e.ts',
  'tests/e2e/glance.e2e.ts',
  'tests/e2e/table-inputs.e2e.ts',
  'tests/e2e/packs.e2e.ts',
  'tests/e2e/chronicle.e2e.ts',
  'tests/e2e/history.e2e.ts',
];

export default defineConfig({
  // A test may work out what a screen must say from the renderer's own catalogs (a ruleset's words load with its components).
  plugins: [vue()],
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 3,
    isolate: false,
    sequence: { sequencer: longestFirst(LONGEST) },
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    // A poll waits for what the page will show; a loaded 2-core CI runner can take over the
    // default second to draw it (a roll's history line once did: stop 25). Passing polls end early.
    expect: { poll: { timeout: 10_000 } },
  },
});
