/**
 * One registry: the list of code rulesets (`shared/rulesets/ids.ts`) is what the main registry, the
 * renderer's registry and the prompt ⇔ accept test derive from. Both registries are typed by it (a
 * missing or extra ruleset does not compile); this checks what the types cannot: the order, and
 * that each ruleset and each renderer module is filed under its own id.
 */
import { describe, expect, it } from 'vitest';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { rulesets } from '../../shared/rulesets/registry';
import { isPack, loadEveryRulesetUi, rulesetIds, rulesetNames } from '../../renderer/src/rulesets/registry';

describe('one registry', () => {
  it('the main registry holds the code rulesets of the list, in its order, each under its own id', () => {
    const code = [...rulesets.entries()].filter(([id]) => !isPack(id));
    expect(code.map(([id]) => id)).toEqual([...CODE_RULESET_IDS]);
    for (const [id, ruleset] of code) expect(ruleset.id).toBe(id);
  });

  it("the renderer's registry lists the same ids, names each before it loads, and loads each module under its own id", async () => {
    expect(rulesetIds).toEqual([...CODE_RULESET_IDS]);
    for (const id of CODE_RULESET_IDS) expect(rulesetNames[`ruleset/${id}`], id).toBeTruthy();
    const loaded = await loadEveryRulesetUi();
    for (const id of CODE_RULESET_IDS) expect(loaded.get(id)?.id, id).toBe(id);
  });

  it('no code ruleset id looks like a pack', () => {
    expect(CODE_RULESET_IDS.filter(isPack)).toEqual([]);
  });
});
