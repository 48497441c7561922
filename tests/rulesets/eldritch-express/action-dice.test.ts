import { initialValues } from '../../../shared/engine/fields';
import { describe, expect, it } from 'vitest';
import { act, expectRefused, setUp } from './helpers';
import { eldritchExpress as ee } from '../../../shared/rulesets/eldritch-express';

/** Joe Diamond in North America (region 1), the gate far away in Australia (6). */
const game = (conditions: string[] = []) => {
  const g = setUp({ gate: 6, clue: 2, expedition: 1, mystery: 4, investigators: [{ key: 'joe-diamond', cards: ['knife'] }] });
  for (const c of conditions) g.state.seats[0].investigator!.conditions.push(c);
  return g;
};

describe('action dice', () => {
  it('rolls five dice, six when blessed, four when cursed', () => {
    expect(ee.prompt(assigned(game())).actions[0].dice?.dice).toHaveLength(5);
    expect(ee.prompt(assigned(game(['blessed']))).actions[0].dice?.dice).toHaveLength(6);
    expect(ee.prompt(assigned(game(['cursed']))).actions[0].dice?.dice).toHaveLength(4);
  });

  it('must set aside at least one die', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'travel', 'rest']);
    expectRefused(g.state, 'set-aside', {}, ['rest', 'rest', 'rest', 'rest', 'rest'], 'rules/set_aside_one');
  });

  it('must set aside a threat when one shows, outside a city', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['research', 'health-threat', 'rest', 'travel', 'rest']);
    expectRefused(g.state, 'set-aside', { 'keep-0': true }, ['rest', 'rest', 'rest', 'rest'], 'rules/keep_threat');
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true }, ['investigation', 'investigation', 'travel']);
    expect(g.state.turnState!.dice).toMatchObject({
      kept: ['research', 'health-threat'],
      rolled: ['investigation', 'investigation', 'travel'],
      rolls: 2,
    });
  });

  it('in a city a threat need not be set aside', () => {
    const g = game();
    act(g, 'assign', { encounter: 'city' });
    act(g, 'roll-action-dice', {}, ['research', 'health-threat', 'rest', 'travel', 'rest']);
    act(g, 'set-aside', { 'keep-0': true }, ['rest', 'rest', 'rest', 'rest']);
    expect(g.state.turnState!.dice!.kept).toEqual(['research']);
  });

  it('re-rolls until every die is set aside, then the dice can be modified and confirmed', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'travel', 'rest']);
    act(g, 'set-aside', { 'keep-0': true }, ['investigation', 'travel', 'rest', 'sanity-threat']);
    act(g, 'set-aside', { 'keep-0': true, 'keep-3': true }, ['investigation', 'travel']);
    act(g, 'set-aside', { 'keep-0': true, 'keep-1': true });
    const tray = g.state.turnState!.dice!;
    expect(tray.settled).toBe(true);
    expect(tray.kept).toEqual(['research', 'investigation', 'sanity-threat', 'investigation', 'travel']);
    // Joe Diamond's knowledge adds an investigation face once a turn
    const prompt = ee.prompt(g.state);
    expect(prompt.actions.map((a) => a.params?.ability).filter(Boolean)).toContain('investigation-face');
    act(g, 'modify-dice', { ability: 'investigation-face' });
    expect(g.state.turnState!.dice!.kept.filter((f) => f === 'investigation')).toHaveLength(3);
    expectRefused(g.state, 'modify-dice', { ability: 'investigation-face' }, [], 'rules/no_ability');
    act(g, 'confirm-dice');
    // no three of a kind: the sanity threat is resolved at once
    expect(g.state.seats[0].investigator!.sanity).toBe(3);
    expect(g.state.turnState!.step).toBe('encounter');
  });

  it('a blessed investigator may discard one die after rolling', () => {
    const g = game(['blessed']);
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'travel', 'rest', 'sanity-threat']);
    act(g, 'set-aside', Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`keep-${i}`, true])));
    act(g, 'modify-dice', { ability: 'blessed-discard', index: 5 });
    expect(g.state.turnState!.dice!.kept).toEqual(['research', 'travel', 'rest', 'travel', 'rest']);
  });

  it('the wrong number of dice or a face the die lacks is refused', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    expectRefused(g.state, 'roll-action-dice', {}, ['research', 'travel'], 'dice/wrong_count');
    expectRefused(g.state, 'roll-action-dice', {}, ['research', 'travel', 'rest', 'travel', 'elder-sign'], 'dice/invalid_value');
  });

  it('instead of rolling, clues may be dropped on a rumor in the region; four resolve it and doom regresses', () => {
    const g = game();
    g.state.rumor = { region: 1, track: 5, clues: 3 };
    g.state.doom = 9;
    act(g, 'assign', { encounter: 'city' });
    act(g, 'feed-rumor', { count: 1 });
    expect(g.state.rumor).toBeNull();
    expect(g.state.doom).toBe(10);
    // 003:149 "your turn is over": the next turn begins without the omen clock (house rule off, the default)
    expect(g.state.turn).toBe(2);
    expect(g.state.omen).toBe(0);
  });
});

describe('the set-aside prompt', () => {
  it('suggests setting aside research, investigation and one threat; its defaults are a legal set-aside', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['travel', 'research', 'health-threat', 'sanity-threat', 'investigation']);
    const action = ee.prompt(g.state).actions.find((a) => a.type === 'set-aside')!;
    // As the form starts them; each die is drawn as its face (issue 28), ticked when the suggestion sets it aside.
    const defaults = initialValues(action.fields);
    // `first` (engine v2): the die set aside for sure — the first threat, as one must be set aside here.
    expect(defaults).toEqual({ first: 2, 'keep-0': false, 'keep-1': true, 'keep-2': true, 'keep-3': false, 'keep-4': true });
    expect(action.fields!.filter((f) => f.kind === 'boolean' && f.die).map((f) => (f.kind === 'boolean' ? f.die!.face : ''))).toEqual([
      'travel',
      'research',
      'health-threat',
      'sanity-threat',
      'investigation',
    ]);
    act(g, 'set-aside', defaults, ['rest', 'rest']);
    expect(g.state.turnState!.dice!.kept).toEqual(['research', 'health-threat', 'investigation']);
  });

  it('003:140-141 asks first for the die set aside for sure (a threat, when one must be), so every answer to the rest is a legal set-aside', () => {
    const g = game();
    act(g, 'assign', { encounter: 'expedition' });
    act(g, 'roll-action-dice', {}, ['travel', 'research', 'health-threat', 'sanity-threat', 'investigation']);
    const first = ee
      .prompt(g.state)
      .actions.find((a) => a.type === 'set-aside')!
      .fields!.find((f) => f.name === 'first')!;
    expect(first.kind === 'choice' && first.choices.map((c) => c.value)).toEqual([2, 3]);
    act(g, 'set-aside', { first: 3, 'keep-0': 0, 'keep-1': 0, 'keep-2': 0, 'keep-3': 0, 'keep-4': 0 }, ['rest', 'rest', 'rest', 'rest']);
    expect(g.state.turnState!.dice!.kept).toEqual(['sanity-threat']);
    expect(g.state.turnState!.dice!.rolled).toEqual(['rest', 'rest', 'rest', 'rest']);
  });
});

function assigned(g: ReturnType<typeof game>) {
  act(g, 'assign', { encounter: 'expedition' });
  return g.state;
}
