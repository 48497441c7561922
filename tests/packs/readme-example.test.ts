import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { d6 } from '../../shared/engine/dice';
import { runAction } from '../../shared/engine/run';
import { checkPackText, checkPackValue } from '../../shared/packs/check';
import { packRuleset } from '../../shared/packs/ruleset';

/** The worked example in docs/packs/README.md: its first json block. */
const readme = readFileSync(new URL('../../docs/packs/README.md', import.meta.url), 'utf8');
const exampleText = /```json\n([\s\S]*?)\n```/.exec(readme)![1];

describe("docs/packs/README.md's worked example", () => {
  it('is a valid pack', () => {
    const checked = checkPackText(exampleText);
    expect(checked.ok ? 'valid' : checked.problems).toBe('valid');
  });

  it('plays as the README says: odds 1/3, a scream raises Dread by 2, Dread 5 asks whether to flee, only the answer is offered then', () => {
    const checked = checkPackText(exampleText);
    if (!checked.ok) throw new Error('refused');
    const rules = packRuleset(checked.pack);
    const setup = rules.setup({}, [{ id: 'p1', name: 'Ann' }]);
    if (!setup.ok) throw new Error('set-up refused');
    let state = setup.value;
    expect(rules.prompt(state).actions[0]).toMatchObject({ type: 'keep-watch', primary: true, odds: 1 / 3 });
    const watch = (face: number) => {
      const done = runAction(rules, state, 'keep-watch', {}, [{ die: d6, value: face, source: 'table' }]);
      if (!done.ok) throw new Error(done.error.code);
      state = done.value.state;
      return done.value.events;
    };
    watch(6);
    watch(6);
    expect(rules.trackers(state).find((t) => t.id === 'dread')?.value).toBe(4);
    const events = watch(4);
    expect(events.map((e) => e.type)).toEqual(['acted', 'chart-rolled', 'track-changed', 'track-changed', 'asked']);
    expect(rules.prompt(state)).toMatchObject({ code: 'question/flee', actions: [{ type: 'flee-or-stay' }] });
    const fled = runAction(rules, state, 'flee-or-stay', { flees: true }, []);
    expect(fled.ok && rules.trackers(fled.value.state).map((t) => [t.id, t.value])).toEqual([
      ['dread', 3],
      ['night', 5],
    ]);
  });

  it("misspelling the trigger's track is refused with the message the README shows", () => {
    const broken = JSON.parse(exampleText.replace('"track": "dread"', '"track": "dred"'));
    const checked = checkPackValue(broken);
    expect(checked.ok ? [] : checked.problems).toContainEqual({
      pointer: '/triggers/0/on/track',
      code: 'pack/unknown-reference',
      message: 'names the track "dred", which the pack does not declare',
    });
  });
});
