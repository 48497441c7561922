/** Vitest config for `npm run mutate`: the project's config, narrowed to the test files scripts/mutate.mjs chose. */
import base from '../vitest.config.ts';

const tests = JSON.parse(process.env.DOOMKEEPER_MUTATE_TESTS ?? '[]');
const skipped = JSON.parse(process.env.DOOMKEEPER_MUTATE_EXCLUDE ?? '[]');
if (!tests.length) throw new Error('scripts/mutate-vitest.config.mjs is for scripts/mutate.mjs (npm run mutate -- <ruleset>)');

// One plain project instead of the side-by-side and one-at-a-time groups: Stryker runs one worker anyway.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { projects, ...test } = base.test ?? {};
export default { ...base, test: { ...test, include: tests, exclude: ['tests/e2e/**', 'node_modules/**', ...skipped] } };
