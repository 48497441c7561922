/** Vitest config for `npm run mutate`: the project's config, narrowed to the test files scripts/mutate.mjs chose. */
import base from '../vitest.config.ts';

const tests = JSON.parse(process.env.DOOMKEEPER_MUTATE_TESTS ?? '[]');
const skipped = JSON.parse(process.env.DOOMKEEPER_MUTATE_EXCLUDE ?? '[]');
if (!tests.length) throw new Error('scripts/mutate-vitest.config.mjs is for scripts/mutate.mjs (npm run mutate -- <ruleset>)');

// Not mergeConfig: it would add these to the base include list instead of replacing it.
export default { ...base, test: { ...base.test, include: tests, exclude: [...(base.test?.exclude ?? []), ...skipped] } };
