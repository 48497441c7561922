/**
 * Issue 35: in the browser build's server bundle (`scripts/build-server.mjs`) each code ruleset is a
 * file of its own, `rulesets/<id>.mjs`, required the first time the registry is asked for it — not at
 * start, where the campaign list needs only the rulesets' manifests. The bundle's registry, imported
 * in a real Node process: it lists every ruleset by its meta, and gets each ruleset whole (the same
 * actions and properties as the sources'); with the other rulesets' files taken away it still lists
 * them all and plays the one it has, and a ruleset is looked for only when it is asked for.
 * (tests/electron/rulesets-on-first-use.test.ts: the registry's stand-ins through the services.)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeRuleset } from '../../shared/rulesets/code-rulesets';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { rulesetMeta } from '../../shared/rulesets/registry';
import { ROOT } from './server-harness';

/** Inside the checkout, so the bundle finds its packages in node_modules. */
const outdir = join(ROOT, 'out', `test-bundle-rulesets-${process.pid}`);
let registry: string;

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server bundle did not build:\n${built.stdout}${built.stderr}`);
  registry = pathToFileURL(
    join(
      outdir,
      'chunks',
      readdirSync(join(outdir, 'chunks')).find((f) => f.startsWith('registry-'))!,
    ),
  ).href;
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Runs `script` (an ES module, `registry` its import) in a fresh Node process; its JSON output. */
function inNode(script: string): unknown {
  const ran = spawnSync(process.execPath, ['--input-type=module', '-e', `const registry = ${JSON.stringify(registry)};\n${script}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (ran.status !== 0) throw new Error(`the script failed:\n${ran.stdout}${ran.stderr}`);
  return JSON.parse(ran.stdout);
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('the server bundle, each ruleset loaded on its first use', () => {
  it("lists every ruleset by its meta, and gets each whole: its properties and actions are the sources'", () => {
    const answered = inNode(`
      const { rulesets, rulesetMeta } = await import(registry);
      const listed = [...rulesets.values()].map(rulesetMeta);
      const loaded = [...rulesets.keys()].map((id) => {
        const ruleset = rulesets.get(id);
        return { id: ruleset.id, keys: Object.keys(ruleset).sort(), actions: Object.keys(ruleset.actions).sort() };
      });
      console.log(JSON.stringify({ listed, loaded }));`);
    expect(answered).toEqual({
      listed: json(CODE_RULESET_IDS.map((id) => rulesetMeta(codeRuleset(id)))),
      loaded: CODE_RULESET_IDS.map((id) => ({
        id,
        keys: Object.keys(codeRuleset(id)).sort(),
        actions: Object.keys(codeRuleset(id).actions).sort(),
      })),
    });
  });

  it("lists and plays without the files of the rulesets not used, and looks for a ruleset's file only when it is asked for", () => {
    for (const file of readdirSync(join(outdir, 'rulesets'))) if (file !== 'dice-tray.mjs') rmSync(join(outdir, 'rulesets', file));
    const answered = inNode(`
      const { rulesets, rulesetMeta } = await import(registry);
      const listed = [...rulesets.values()].map((ruleset) => rulesetMeta(ruleset).id);
      const tray = rulesets.get('dice-tray');
      const state = tray.setup({}, []);
      const refused = tray.actions.roll.schema.safeParse({ count: 0, die: 'd7' }).error.issues.map((issue) => issue.code);
      let missing = null;
      try {
        rulesets.get('catan-horror');
      } catch (error) {
        missing = { code: error.code, file: error.message.includes('rulesets/catan-horror.mjs') };
      }
      console.log(JSON.stringify({ listed, set: state.ok, refused, missing }));`);
    const ruleset = codeRuleset('dice-tray');
    expect(answered).toEqual({
      listed: [...CODE_RULESET_IDS],
      set: true,
      refused: ruleset.actions.roll.schema.safeParse({ count: 0, die: 'd7' }).error!.issues.map((issue) => issue.code),
      missing: { code: 'MODULE_NOT_FOUND', file: true },
    });
  });
});
