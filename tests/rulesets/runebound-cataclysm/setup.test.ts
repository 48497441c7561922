import { describe, expect, it } from 'vitest';
import { initialValues } from '../../../shared/engine/fields';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import { CATACLYSM_COUNTERS, TOWNS } from '../../../shared/rulesets/runebound-cataclysm/data/cataclysm';
import { countersFromDice } from '../../../shared/rulesets/runebound-cataclysm/rules';
import type { CataclysmState } from '../../../shared/rulesets/runebound-cataclysm/state';
import { act, refused, start, type Game } from '../runebound-addons/helpers';

type G = Game<CataclysmState>;

/** Dice d8..d2 that deal the counters in their listed order (every die picks the first left). */
const FIRST_EACH_TIME = [1, 1, 1, 1, 1, 1, 1];

describe('Cataclysm set-up', () => {
  it('is for 2 to 5 players', () => {
    expect(rc.setup(rc.optionsSchema.parse({}), [{ id: 'p1', name: 'Ann' }])).toMatchObject({
      ok: false,
      error: { code: 'rules/player-count' },
    });
    expect(start(rc, {}, 5).state.phase).toBe('setup');
  });

  it('lists the curse decks in the order I, I, I, II, II, III and the red cards back to the box', () => {
    const codes = start(rc, {}, 3).state.checklist.items.map((i) => i.code);
    expect(codes).toEqual(expect.arrayContaining(['cataclysm/step/curse-decks', 'cataclysm/step/red-to-box']));
  });

  it('heroes take different starting towns, from the last player to the first', () => {
    let g = act(start(rc, {}, 3), 'setup-done');
    expect(rc.prompt(g.state).params).toEqual({ hero: 'Cat' });
    g = act(g, 'place-hero', { town: 'forge' });
    refused(g, 'place-hero', { town: 'forge' }, 'rules/town-taken');
    g = act(act(g, 'place-hero', { town: 'tamalir' }), 'place-hero', { town: 'frostgate' });
    expect(g.state.startingTowns).toEqual({ p3: 'forge', p2: 'tamalir', p1: 'frostgate' });
    expect(g.state.phase).toBe('cataclysm-draw');
  });

  it('the placement form starts on the first free town, and offers exactly the towns the engine accepts (001:269-272)', () => {
    let g = act(start(rc, {}, 3), 'setup-done');
    for (const expected of ['tamalir', 'riverwatch', 'dawnsmoor']) {
      const place = rc.prompt(g.state).actions.find((a) => a.type === 'place-hero')!;
      const town = place.fields![0];
      expect(town).toMatchObject({ name: 'town', kind: 'choice', default: expected });
      const offered = town.kind === 'choice' ? town.choices.map((c) => c.value) : [];
      for (const t of TOWNS) {
        if (offered.includes(t)) expect(() => act(g, 'place-hero', { town: t })).not.toThrow();
        else refused(g, 'place-hero', { town: t }, 'rules/town-taken');
      }
      // Sent untouched, the form is accepted: the hero starts in the town it showed.
      g = act(g, 'place-hero', initialValues(place.fields));
      expect(Object.values(g.state.startingTowns).at(-1)).toBe(expected);
    }
  });

  it('the app deals the eight counters with d8, d7 ... d2: five curses and three destroyed towns', () => {
    const spec = rc.prompt(placed(3).state).actions[0].dice!.dice;
    expect(spec.map((d) => (d.kind === 'dN' ? d.sides : 0))).toEqual([8, 7, 6, 5, 4, 3, 2]);
    const dealt = Object.values(countersFromDice([5, 3, 6, 1, 2, 2, 1]));
    expect([...dealt].sort()).toEqual([...CATACLYSM_COUNTERS].sort());
  });

  it('each die picks one of the counters still face down', () => {
    const towns = countersFromDice([8, 1, 1, 1, 1, 1, 1]);
    expect(towns.tamalir).toBe('destroyed');
    expect(towns.riverwatch).toBe('ashen-flock');
    expect(towns.frostgate).toBe('destroyed');
  });

  it('a cursed town gets that curse’s deck on its market stack; a destroyed town gets none', () => {
    const g = act(placed(2), 'draw-cataclysm', {}, FIRST_EACH_TIME);
    expect(g.state.towns).toMatchObject({
      tamalir: 'ashen-flock',
      riverwatch: 'demon-horde',
      forge: 'winter-lord',
      greyhaven: 'destroyed',
    });
    expect(g.state.curses['winter-lord']).toEqual({
      town: 'forge',
      levelOne: 3,
      levelTwoHidden: 2,
      questsRevealed: 0,
      levelThree: true,
      freedBy: null,
    });
    expect(Object.keys(g.state.curses)).toHaveLength(5);
  });

  it('a hero who started in a town that turns out destroyed is named in the draw', () => {
    let g = act(start(rc, {}, 2), 'setup-done');
    g = act(act(g, 'place-hero', { town: 'greyhaven' }), 'place-hero', { town: 'tamalir' });
    g = act(g, 'draw-cataclysm', {}, FIRST_EACH_TIME);
    expect(g.events.at(-1)?.data.strandedIn).toEqual([{ player: 'Ben', town: 'greyhaven' }]);
  });

  it('each player chooses a different quest counter, then the first player begins', () => {
    let g = act(placed(2), 'draw-cataclysm', {}, FIRST_EACH_TIME);
    g = act(g, 'choose-quest-counter', { space: 4 });
    refused(g, 'choose-quest-counter', { space: 4 }, 'rules/quest-counter-taken');
    refused(g, 'choose-quest-counter', { space: 7 }, 'rules/invalid_input');
    g = act(g, 'choose-quest-counter', { space: 2 });
    expect(g.state.questSpaces).toEqual({ p1: 4, p2: 2 });
    expect([g.state.phase, g.state.active]).toEqual(['turn', 0]);
  });

  it('refuses the draw before every hero is placed, and a wrong die', () => {
    refused(act(start(rc, {}, 2), 'setup-done'), 'draw-cataclysm', {}, 'rules/wrong_phase');
    refused(placed(2), 'draw-cataclysm', {}, 'dice/invalid_value', [9, 1, 1, 1, 1, 1, 1]);
  });
});

/** Set-up done and every hero placed in the first free towns. */
export function placed(n: number): G {
  let g = act(start(rc, {}, n), 'setup-done');
  for (let i = 0; i < n; i++) g = act(g, 'place-hero', { town: TOWNS.filter((t) => !Object.values(g.state.startingTowns).includes(t))[0] });
  return g;
}

describe('the seed’s illustrated game', () => {
  /** Dice that put the Savage Brood on Riverwatch and ruin Vynelvale (d8 1, d7 3, d6 1, d5 3, then 1s). */
  const ILLUSTRATED = [1, 3, 1, 3, 1, 1, 1];

  it('Vynelvale destroyed, the Savage Brood on Riverwatch: one quest revealed, one beneath the Level I cards, the Level III below', () => {
    let g = act(placed(2), 'draw-cataclysm', {}, ILLUSTRATED);
    expect(g.state.towns.vynelvale).toBe('destroyed');
    expect(g.state.towns.riverwatch).toBe('savage-brood');
    g = act(act(g, 'choose-quest-counter', { space: 1 }), 'choose-quest-counter', { space: 2 });
    g = act(act(g, 'attempt-curse', { curse: 'savage-brood', level: 1 }), 'curse-result', { success: true });
    expect(g.state.curses['savage-brood']).toMatchObject({ town: 'riverwatch', questsRevealed: 1, levelTwoHidden: 1, levelThree: true });
    // Only a hero holding a Level I or II Savage Brood card may try the Level III card.
    const ben = act(g, 'end-turn');
    refused(ben, 'attempt-curse', { curse: 'savage-brood', level: 3 }, 'rules/needs-lower-card');
    const annAgain = act(ben, 'end-turn');
    expect(act(annAgain, 'attempt-curse', { curse: 'savage-brood', level: 3 }).state.attempt).toEqual({
      player: 'p1',
      curse: 'savage-brood',
      level: 3,
    });
  });
});

describe('house rules changed mid-campaign', () => {
  it('turning Rituals and Runes on opens the ritual tracker; the checklist stays as it was', () => {
    const g = act(placed(2), 'draw-cataclysm', {}, FIRST_EACH_TIME);
    const s = rc.withOptions!(g.state, { ...g.state.options, ritualsAndRunes: true });
    expect(s.addons.enabled.ritualsAndRunes).toBe(true);
    expect(rc.prompt({ ...s, phase: 'turn' }).actions.some((a) => a.type === 'ritual-add')).toBe(true);
    expect(rc.withOptions!(g.state, { bogus: 3 } as never)).toEqual(g.state);
  });
});
