/**
 * Advanced Runebound pinned for mutation testing ahead of its Stryker run, named after its seed lines:
 * what the first turn's prompt offers (every field, choice and default), what placing a card records,
 * and the trackers the table may correct.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import { advancedRunebound as ar } from '../../../shared/rulesets/advanced-runebound';
import { advancedRuneboundManifest } from '../../../shared/rulesets/advanced-runebound/manifest';
import type { RolledDie } from '../../../shared/engine/dice';
import type { AdvancedRuneboundState, Hero } from '../../../shared/rulesets/advanced-runebound/state';
import { boardView } from '../../../shared/rulesets/advanced-runebound/view';
import { act, attempt, place, start } from './helpers';

const choices = (prefix: string, values: readonly (string | number)[]) =>
  values.map((value) => ({ value, code: `advanced-runebound/${prefix}/${value}` }));
const colours = { name: 'colour', kind: 'choice', mustChoose: true, choices: choices('colour', ['green', 'yellow', 'blue', 'red']) };
const TERRAINS = ['plains', 'road', 'river', 'hills', 'forest', 'mountains', 'swamp'];
const mine = (name: string, player: string) => ({ params: { name }, payload: { player }, player });

describe('004:26-61 the doom track and the first turn', () => {
  it('004:37-43 004:136-148 the first turn names the hero, his movement dice and the card on the track; every record the table may make is offered', () => {
    const s = start(2);
    expect(ar.prompt(s)).toEqual({
      phase: 'advanced-runebound/phase/play',
      code: 'advanced-runebound/first-turn',
      params: { name: 'John', round: 1, seat: 1, dice: 4, cards: 1, trigger: 4, counters: 0 },
      actions: [
        {
          type: 'place-card',
          code: 'advanced-runebound/place-card',
          primary: true,
          params: { space: 2 },
          fields: [
            colours,
            {
              name: 'reason',
              kind: 'choice',
              mustChoose: true,
              choices: choices('reason', ['challenge-defeated', 'encounter-resolved', 'card-used', 'other']),
            },
          ],
        },
        {
          type: 'check-hazard',
          code: 'advanced-runebound/check-hazard',
          ...mine('John', 'p1'),
          fields: [
            { name: 'terrain', kind: 'choice', mustChoose: true, choices: choices('terrain', TERRAINS) },
            ...TERRAINS.map((t) => ({ name: t, kind: 'boolean', default: false })),
          ],
        },
        {
          type: 'draw-event',
          code: 'advanced-runebound/draw-event',
          params: { inPlay: null },
          fields: [colours, { name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }],
        },
        { type: 'end-turn', code: 'advanced-runebound/end-turn', params: { name: 'John' } },
        {
          type: 'gain-experience',
          code: 'advanced-runebound/gain-experience',
          ...mine('John', 'p1'),
          fields: [{ name: 'points', kind: 'number', min: 1, max: 40, default: 1 }],
        },
        {
          type: 'gold-counted',
          code: 'advanced-runebound/gold-counted',
          params: { name: 'John', gold: 0, level: 0 },
          payload: { player: 'p1' },
          player: 'p1',
          fields: [{ name: 'gold', kind: 'number', min: 0, max: 999, default: 0 }],
        },
        { type: 'keep-red-challenge', code: 'advanced-runebound/keep-red-challenge', ...mine('John', 'p1') },
        { type: 'knocked-out', code: 'advanced-runebound/knocked-out', ...mine('John', 'p1'), rare: true },
        { type: 'reshuffle-discards', code: 'advanced-runebound/reshuffle-discards', rare: true, fields: [colours] },
        {
          type: 'correct-card',
          code: 'advanced-runebound/correct-card',
          rare: true,
          fields: [
            {
              name: 'space',
              kind: 'choice',
              choices: [{ value: 1, code: 'advanced-runebound/space-choice', params: { space: 1, colour: 'green' } }],
            },
            colours,
          ],
        },
      ],
    });
  });

  it('004:33-36 a discarded card goes face-down on the next space of the track, by the town it lies beside; the trackers name each hero', () => {
    const placed = act(start(2), 'place-card', { colour: 'green', reason: 'challenge-defeated' });
    expect(placed.events).toEqual([
      { type: 'card-placed', data: { colour: 'green', reason: 'challenge-defeated', space: 2, town: 'Riverwatch' } },
    ]);
    const hero = (id: string, name: string) => [
      { id: `level:${id}`, code: 'advanced-runebound/tracker/level', params: { name }, value: 0, min: 0, max: 99 },
      { id: `gold:${id}`, code: 'advanced-runebound/tracker/gold', params: { name }, value: 0, min: 0, max: 999 },
      { id: `experience:${id}`, code: 'advanced-runebound/tracker/experience', params: { name }, value: 0, min: 0, max: 99 },
      { id: `red:${id}`, code: 'advanced-runebound/tracker/red', params: { name }, value: 0, min: 0, max: 9 },
    ];
    expect(ar.trackers(placed.state)).toEqual([
      { id: 'doom-counters', code: 'advanced-runebound/tracker/doom-counters', value: 0, min: 0, max: 7 },
      ...hero('p1', 'John'),
      ...hero('p2', 'Mara'),
      ...['green', 'yellow', 'blue', 'red'].map((colour) => ({
        id: `discards:${colour}`,
        code: 'advanced-runebound/tracker/discards',
        params: { colour },
        value: 0,
        min: 0,
        max: 99,
      })),
    ]);
  });
});

describe('004:200-224 buying healing and experience', () => {
  it('004:207-223 a hero with the points buys two counters of different kinds, offered by pair, on anyone’s turn; the refusals name the price and the buyer', () => {
    let s = start(2);
    expect(ar.prompt(s).actions.find((a) => a.type === 'buy-experience')).toBeUndefined();
    const short = attempt(s, 'buy-experience', { player: 'p1', pair: 'mind+body' });
    expect(short.ok ? null : short.error).toMatchObject({
      code: 'rules/not_enough_experience',
      details: { cost: 6, have: 0, name: 'John' },
    });
    s = act(s, 'gain-experience', { player: 'p2', points: 7 }).state;
    expect(ar.prompt(s).actions.filter((a) => a.type === 'buy-experience')).toEqual([
      {
        type: 'buy-experience',
        code: 'advanced-runebound/buy-experience',
        params: { name: 'Mara', cost: 6 },
        payload: { player: 'p2' },
        player: 'p2',
        fields: [
          {
            name: 'pair',
            kind: 'choice',
            choices: [
              'mind+body',
              'mind+spirit',
              'mind+life',
              'mind+stamina',
              'body+spirit',
              'body+life',
              'body+stamina',
              'spirit+life',
              'spirit+stamina',
              'life+stamina',
            ].map((pair) => ({
              value: pair,
              code: 'advanced-runebound/counter-pair',
              params: { first: pair.split('+')[0], second: pair.split('+')[1] },
            })),
          },
          { name: 'firstBonus', kind: 'number', min: 1, max: expect.any(Number) as unknown, default: 1 },
          { name: 'secondBonus', kind: 'number', min: 1, max: expect.any(Number) as unknown, default: 1 },
        ],
      },
    ]);
    const same = attempt(s, 'buy-experience', { player: 'p2', first: 'body', second: 'body' });
    expect(same.ok ? null : same.error).toMatchObject({ code: 'rules/same_counter_type', details: { type: 'body' } });
    const bought = act(s, 'buy-experience', { player: 'p2', pair: 'mind+spirit', secondBonus: 2 });
    expect(bought.events).toEqual([
      {
        type: 'experience-bought',
        data: {
          player: 'p2',
          name: 'Mara',
          cost: 6,
          counters: [
            { type: 'mind', bonus: 1 },
            { type: 'spirit', bonus: 2 },
          ],
          level: 3,
          experienceLeft: 1,
        },
      },
    ]);
  });

  it('004:200-206 healing is bought by the hero whose turn it is, 1 gold a wound; the refusals name the cost, the gold and the hero', () => {
    let s = start(2);
    const broke = attempt(s, 'buy-healing', { player: 'p1', wounds: 1 });
    expect(broke.ok ? null : broke.error).toMatchObject({ code: 'rules/not_enough_gold', details: { cost: 1, have: 0, name: 'John' } });
    s = act(s, 'gold-counted', { player: 'p1', gold: 3 }).state;
    expect(ar.prompt(s).actions.find((a) => a.type === 'buy-healing')).toEqual({
      type: 'buy-healing',
      code: 'advanced-runebound/buy-healing',
      params: { name: 'John', gold: 3 },
      payload: { player: 'p1' },
      player: 'p1',
      fields: [
        { name: 'wounds', kind: 'number', min: 0, max: 30, default: 1 },
        { name: 'exhaustion', kind: 'number', min: 0, max: 10, default: 0 },
      ],
    });
    const refusal = (payload: Record<string, unknown>) => {
      const r = attempt(s, 'buy-healing', payload);
      return r.ok ? null : r.error;
    };
    expect(refusal({ player: 'p2', wounds: 1 })).toMatchObject({
      code: 'rules/heal_on_own_turn',
      details: { name: 'Mara', current: 'John' },
    });
    expect(refusal({ player: 'p1' })).toMatchObject({ code: 'rules/nothing_to_heal', details: { field: 'wounds' } });
    expect(refusal({ player: 'p1', wounds: 4 })).toMatchObject({
      code: 'rules/not_enough_gold',
      details: { cost: 4, have: 3, name: 'John' },
    });
    expect(act(s, 'buy-healing', { player: 'p1', wounds: 2 }).events).toEqual([
      { type: 'healing-bought', data: { player: 'p1', name: 'John', wounds: 2, exhaustion: 0, cost: 2, goldLeft: 1 } },
    ]);
  });
});

describe('004:93-135 travel hazards', () => {
  it('004:100-135 no symbol matching the space is a hazard; the second roll counts up the track, looping round its cards; an encounter goes on the track and ends the turn', () => {
    let s = start(2);
    const wrong = attempt(s, 'check-hazard', { player: 'p2', terrain: 'forest' });
    expect(wrong.ok ? null : wrong.error).toMatchObject({ code: 'rules/hazard_on_own_turn', details: { name: 'Mara', moving: 'John' } });
    for (const type of ['hazard-number', 'resolve-hazard']) expect(ar.prompt(s).actions.find((a) => a.type === type)).toBeUndefined();
    let r = act(s, 'check-hazard', { player: 'p1', terrain: 'forest', plains: true, road: true });
    expect(r.events).toEqual([
      { type: 'hazard-checked', data: { player: 'p1', name: 'John', terrain: 'forest', shown: ['plains', 'road'], hazard: true } },
    ]);
    s = r.state;
    const { actions, ...again } = ar.prompt(s);
    expect(again).toEqual({
      phase: 'advanced-runebound/phase/play',
      code: 'advanced-runebound/hazard-roll-again',
      params: { name: 'John', cards: 1 },
    });
    expect(actions[0]).toEqual({
      type: 'hazard-number',
      code: 'advanced-runebound/hazard-number',
      primary: true,
      fields: [{ name: 'symbols', kind: 'number', min: 1, max: 12, default: 2 }],
    });
    expect(actions.find((a) => a.type === 'place-card')?.primary).toBe(false);
    r = act(s, 'hazard-number', { symbols: 3 });
    expect(r.events).toEqual([
      {
        type: 'hazard-colour-found',
        data: { player: 'p1', name: 'John', terrain: 'forest', number: 3, cardsOnTrack: 1, space: 1, colour: 'green', looped: true },
      },
    ]);
    s = r.state;
    const { actions: resolve, ...card } = ar.prompt(s);
    expect(card).toEqual({
      phase: 'advanced-runebound/phase/play',
      code: 'advanced-runebound/hazard-resolve',
      params: { name: 'John', colour: 'green', space: 1, number: 3, town: 'Tamalir' },
    });
    expect(resolve.filter((a) => a.type === 'resolve-hazard')).toEqual([
      {
        type: 'resolve-hazard',
        code: 'advanced-runebound/hazard-challenge-defeated',
        payload: { kind: 'challenge-defeated' },
        fields: [{ name: 'experience', kind: 'number', min: 0, max: 40, default: 0 }],
      },
      {
        type: 'resolve-hazard',
        code: 'advanced-runebound/hazard-challenge-failed',
        payload: { kind: 'challenge-failed' },
        fields: [{ name: 'knockedOut', kind: 'boolean', default: false }],
      },
      { type: 'resolve-hazard', code: 'advanced-runebound/hazard-encounter', payload: { kind: 'encounter' } },
      {
        type: 'resolve-hazard',
        code: 'advanced-runebound/hazard-event',
        payload: { kind: 'event' },
        fields: [{ name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }],
      },
    ]);
    expect(act(s, 'resolve-hazard', { kind: 'encounter' }).events).toEqual([
      { type: 'hazard-resolved', data: { player: 'p1', name: 'John', colour: 'green', kind: 'encounter', experience: 0 } },
      {
        type: 'card-placed',
        data: { colour: 'green', reason: 'encounter-resolved', space: 2, town: 'Riverwatch' },
        cause: 'hazard-discard',
      },
      {
        type: 'turn-ended',
        data: { player: 'p1', name: 'John', next: 'p2', nextName: 'Mara', nextSeat: 1, round: 1 },
        cause: 'hazard-one-card',
      },
    ]);
    const early = [attempt(start(2), 'hazard-number', { symbols: 3 }), attempt(start(2), 'resolve-hazard', { kind: 'encounter' })];
    expect(early.map((e) => (e.ok ? null : e.error.code))).toEqual(['rules/no_hazard_roll', 'rules/no_hazard_card']);
  });
});

describe('004:183-193 knockouts, and what the table records', () => {
  it('004:183-193 a knocked-out hero loses his gold and unspent experience, and the table works the checklist before anything else', () => {
    let s = start(2);
    s = act(s, 'gold-counted', { player: 'p1', gold: 4 }).state;
    s = act(s, 'gain-experience', { player: 'p1', points: 3 }).state;
    const none = attempt(s, 'finish-knockout', {});
    expect(none.ok ? null : none.error.code).toBe('rules/no_knockout');
    const out = act(s, 'knocked-out', { player: 'p1' });
    expect(out.events).toEqual([
      { type: 'hero-knocked-out', data: { player: 'p1', name: 'John', goldLost: 4, experienceLost: 3, hazard: false } },
    ]);
    expect(ar.prompt(out.state)).toEqual({
      phase: 'advanced-runebound/phase/play',
      code: 'advanced-runebound/knockout-checklist',
      params: { name: 'John' },
      actions: [{ type: 'finish-knockout', code: 'advanced-runebound/finish-knockout', primary: true }],
    });
    expect(act(out.state, 'finish-knockout', {}).events).toEqual([
      { type: 'knockout-checklist-done', data: { player: 'p1', name: 'John' } },
    ]);
  });

  it('004:72 a red Challenge kept is counted; the turn passes seat by seat, a new round after the last', () => {
    const s = start(2);
    expect(act(s, 'keep-red-challenge', { player: 'p1' }).events).toEqual([
      { type: 'red-challenge-kept', data: { player: 'p1', name: 'John', redChallenges: 1 } },
    ]);
    const first = act(s, 'end-turn', {});
    expect(first.events).toEqual([
      { type: 'turn-ended', data: { player: 'p1', name: 'John', next: 'p2', nextName: 'Mara', nextSeat: 1, round: 1 } },
    ]);
    expect(act(first.state, 'end-turn', {}).events).toEqual([
      { type: 'turn-ended', data: { player: 'p2', name: 'Mara', next: 'p1', nextName: 'John', nextSeat: 0, round: 2 } },
    ]);
  });
});

describe('004:62-92 the Endgame', () => {
  it('004:74-90 the order is set once, highest level first; each confrontation is offered with the reward it paid, and an eliminated hero passes to the next', () => {
    let s: AdvancedRuneboundState = start(2);
    s = { ...s, heroes: s.heroes.map((h, i) => ({ ...h, level: [2, 5][i], gold: 3 })) };
    s = ar.setTracker(s, 'doom-counters', 7);
    while (s.phase === 'play') s = place(s, 'green');
    expect(ar.prompt(s)).toEqual({
      phase: 'advanced-runebound/phase/endgame',
      code: 'advanced-runebound/endgame-prepare',
      params: { goldTies: [] },
      actions: [{ type: 'set-endgame-order', code: 'advanced-runebound/set-order', primary: true }],
    });
    const ordered = act(s, 'set-endgame-order', {});
    expect(ordered.events).toEqual([
      {
        type: 'endgame-order-set',
        data: {
          order: ['p2', 'p1'],
          names: ['Mara', 'John'],
          ranking: [
            { player: 'p1', level: 2, gold: 3 },
            { player: 'p2', level: 5, gold: 3 },
          ],
          tieRolls: [],
        },
      },
    ]);
    s = ordered.state;
    const again = attempt(s, 'set-endgame-order', {});
    expect(again.ok ? null : again.error).toMatchObject({ code: 'rules/wrong_phase', details: { phase: 'endgame', why: 'orderSetOnce' } });
    const confront = {
      phase: 'advanced-runebound/phase/endgame',
      code: 'advanced-runebound/confront',
      actions: [
        {
          type: 'confrontation',
          code: 'advanced-runebound/confront-defeated',
          payload: { result: 'defeated' },
          fields: [{ name: 'reward', kind: 'number', min: 0, max: 999, default: 0 }],
        },
        { type: 'confrontation', code: 'advanced-runebound/confront-margath', payload: { result: 'margath' } },
        { type: 'confrontation', code: 'advanced-runebound/confront-failed', payload: { result: 'failed' } },
      ],
    };
    expect(ar.prompt(s)).toEqual({ ...confront, params: { name: 'Mara', red: 0, defeated: 0 } });
    expect(act(s, 'confrontation', { result: 'defeated', reward: 2 }).events).toEqual([
      { type: 'endgame-challenge-defeated', data: { player: 'p2', name: 'Mara', redChallenges: 1, reward: 2, gold: 5 } },
    ]);
    const failed = act(s, 'confrontation', { result: 'failed' });
    expect(failed.events).toEqual([{ type: 'endgame-eliminated', data: { player: 'p2', name: 'Mara', next: 'p1', nextName: 'John' } }]);
    expect(ar.prompt(failed.state)).toEqual({ ...confront, params: { name: 'John', red: 0, defeated: 0 } });
    expect(act(s, 'confrontation', { result: 'margath' }).events[0]).toEqual({
      type: 'margath-defeated',
      data: { player: 'p2', name: 'Mara' },
    });
  });
});

describe('004:194-199 Event cards, corrections and reshuffles', () => {
  it('004:194-199 an Event replaces the one in play when its number is equal or higher, else it goes on the track; the prompt names the one in play', () => {
    let s = start(2);
    const first = act(s, 'draw-event', { colour: 'green', eventNumber: 5 });
    expect(first.events).toEqual([{ type: 'event-drawn', data: { colour: 'green', number: 5, inPlay: null, takesEffect: true } }]);
    s = first.state;
    expect(ar.prompt(s).actions.find((a) => a.type === 'draw-event')?.params).toEqual({ inPlay: 5 });
    expect(act(s, 'draw-event', { colour: 'yellow', eventNumber: 5 }).events).toEqual([
      { type: 'event-drawn', data: { colour: 'yellow', number: 5, inPlay: 5, takesEffect: true } },
      {
        type: 'card-placed',
        data: { colour: 'green', reason: 'event-replaced', space: 2, town: 'Riverwatch' },
        cause: 'event-equal-or-higher',
      },
    ]);
    expect(act(s, 'draw-event', { colour: 'blue', eventNumber: 4 }).events).toEqual([
      { type: 'event-drawn', data: { colour: 'blue', number: 4, inPlay: 5, takesEffect: false } },
      { type: 'card-placed', data: { colour: 'blue', reason: 'event-lower', space: 2, town: 'Riverwatch' }, cause: 'event-lower' },
    ]);
  });

  it('004:175-182 a card’s colour on the track can be corrected (an empty space is refused by number); a deck reshuffles its own discards', () => {
    const s = start(2);
    expect(act(s, 'correct-card', { space: 1, colour: 'blue' }).events).toEqual([
      { type: 'card-colour-corrected', data: { space: 1, from: 'green', to: 'blue' } },
    ]);
    const empty = attempt(s, 'correct-card', { space: 3, colour: 'blue' });
    expect(empty.ok ? null : empty.error).toMatchObject({ code: 'rules/empty_space', details: { space: 3 } });
    const discarded = ar.setTracker(s, 'discards:yellow', 4);
    expect(act(discarded, 'reshuffle-discards', { colour: 'yellow' }).events).toEqual([
      { type: 'discards-reshuffled', data: { colour: 'yellow', cards: 4 } },
    ]);
  });
});

describe('what statistics, headlines and the players’ records read', () => {
  it('the game decided and Margath defeated are the outcome, eliminations and knockouts deaths, the track and the Endgame headlines; statistics open on the doom counters, the round and the top level', () => {
    const weightOf = (type: string) => ar.headlines!.weightOf({ type, data: {} });
    expect(
      [
        'game-decided',
        'margath-defeated',
        'endgame-eliminated',
        'hero-knocked-out',
        'endgame-began',
        'doom-counter-placed',
        'card-placed',
        'endgame-challenge-defeated',
        'turn-ended',
      ].map(weightOf),
    ).toEqual([WEIGHT.outcome, WEIGHT.outcome, WEIGHT.death, WEIGHT.death, WEIGHT.threat, WEIGHT.track, WEIGHT.track, WEIGHT.relief, null]);
    let s = start(2);
    s = { ...s, heroes: s.heroes.map((h, i) => ({ ...h, level: [2, 5][i] })) };
    s = act(act(s, 'end-turn', {}).state, 'end-turn', {}).state;
    expect(ar.keyTracks!(s)).toEqual([
      { id: 'doom-counters', code: 'advanced-runebound/key/doom-counters', value: 0 },
      { id: 'round', code: 'advanced-runebound/key/round', value: 2 },
      { id: 'top-level', code: 'advanced-runebound/key/top-level', value: 5 },
    ]);
    const records = ar.playerRecords!;
    const wins = records.wins === 'everyone' ? {} : records.wins;
    expect(wins['game-decided']?.({ players: ['p1', 'p2'] } as never, [])).toEqual(['p1', 'p2']);
    expect(wins['margath-defeated']?.({ player: 'p2' } as never, [])).toBe('p2');
    expect(records.deaths['hero-knocked-out']?.({ player: 'p1' } as never, [])).toBe('p1');
    expect(records.deaths['endgame-eliminated']?.({ player: 'p2' } as never, [])).toBe('p2');
  });

  it('names itself and its house rule in the list of games, and its turn order', () => {
    expect(advancedRuneboundManifest).toMatchObject({
      id: 'advanced-runebound',
      name: 'Advanced Runebound',
      players: { min: 1, max: 6 },
      options: [{ key: 'soloThreeCards', kind: 'boolean', default: false, houseRule: true, ruling: 'rulings.md › Advanced Runebound' }],
    });
    expect(advancedRuneboundManifest.about).toMatch(/doom track of face-down adventure cards, travel hazards, first-turn dice/);
    expect(advancedRuneboundManifest.phases.map((p) => [p.id, p.code, p.next])).toEqual([
      ['play', 'advanced-runebound/phase/play', ['endgame', 'over']],
      ['endgame', 'advanced-runebound/phase/endgame', ['over']],
      ['over', 'advanced-runebound/phase/over', []],
    ]);
  });
});

type Stats = Partial<Pick<Hero, 'level' | 'gold' | 'redChallenges'>>;
/** A table at the start of the Endgame: heroes given these stats, the 8th doom counter just placed. */
function atEndgame(stats: Stats[]): AdvancedRuneboundState {
  let s = start(stats.length);
  s = { ...s, heroes: s.heroes.map((h, i) => ({ ...h, ...stats[i] })) };
  s = ar.setTracker(s, 'doom-counters', 7);
  while (s.phase === 'play') s = place(s, 'green');
  return s;
}
const refusalOf = (s: AdvancedRuneboundState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) => {
  const r = attempt(s, type, payload, dice);
  return r.ok ? null : r.error;
};
const instructionOf = (s: AdvancedRuneboundState) => {
  const { actions: _actions, ...rest } = ar.prompt(s);
  return rest;
};
/** John, whose turn it is, meets a travel hazard (no symbol matching the forest) and rolls this many symbols. */
const hazardAt = (s: AdvancedRuneboundState, symbols?: number) => {
  const checked = act(s, 'check-hazard', { player: 'p1', terrain: 'forest' }).state;
  return symbols === undefined ? checked : act(checked, 'hazard-number', { symbols }).state;
};

describe('survivors of the first Stryker run, by seed line', () => {
  it('004:26-61 the board lights only the space last placed on and the space the hazard counted to; seats, nobody out or winning, and the tables’ rows by players', () => {
    let s = place(start(3), 'yellow');
    let board = boardView(s);
    expect(board.track.spaces.map((sp) => [sp.lastPlaced, sp.hazard])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((space) => [space === 2, false]),
    );
    expect(board.heroes.map((h) => [h.name, h.place, h.up, h.eliminated, h.winner])).toEqual([
      ['John', 1, true, false, false],
      ['Mara', 2, false, false, false],
      ['Tess', 3, false, false, false],
    ]);
    expect(board.firstTurnTable.map((r) => r.players)).toEqual(['2', '3', '4+']);
    expect(board.experienceTable.map((r) => r.players)).toEqual(['2', '3-4', '5', '6']);
    s = hazardAt(s, 2);
    board = boardView(s);
    expect(board.track.spaces.map((sp) => sp.hazard)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((space) => space === 2));
    expect(ar.roundAndSeat!(s)).toEqual({ round: 1, seat: 1, seats: 3, name: 'John' });
    expect(ar.roundAndSeat!(act(start(3), 'end-turn').state)).toEqual({ round: 1, seat: 2, seats: 3, name: 'Mara' });
  });

  it('004:125-135 a hazard card goes on the track saying why; a failed Challenge knocks the hero out only when the table says so, and the checklist says it was a hazard', () => {
    const s = hazardAt(start(2), 1);
    expect(act(s, 'resolve-hazard', { kind: 'challenge-defeated' }).events.at(-1)).toMatchObject({
      type: 'card-placed',
      data: { reason: 'hazard-challenge' },
      cause: 'hazard-discard',
    });
    const failed = act(s, 'resolve-hazard', { kind: 'challenge-failed' });
    expect(failed.events.map((e) => [e.type, e.cause])).toEqual([
      ['hazard-resolved', undefined],
      ['card-placed', 'hazard-failure'],
    ]);
    expect(failed.events[1].data).toMatchObject({ reason: 'hazard-challenge' });
    const out = act(s, 'resolve-hazard', { kind: 'challenge-failed', knockedOut: true });
    expect(out.events.at(-1)).toMatchObject({ type: 'hero-knocked-out', data: { player: 'p1', hazard: true } });
    expect(instructionOf(out.state)).toMatchObject({ code: 'advanced-runebound/knockout-checklist-hazard', params: { name: 'John' } });
    expect(act(s, 'resolve-hazard', { kind: 'event', eventNumber: 3 }).events.at(-1)).toMatchObject({
      type: 'turn-ended',
      cause: 'hazard-one-card',
    });
  });

  it('004:44 004:72 004:175-182 during a travel hazard the table may still correct a card, reshuffle a deck, add experience, keep a red Challenge and count gold; the turn waits', () => {
    const s = hazardAt(start(2));
    for (const [type, payload] of [
      ['correct-card', { space: 1, colour: 'blue' }],
      ['reshuffle-discards', { colour: 'green' }],
      ['gain-experience', { player: 'p1', points: 2 }],
      ['keep-red-challenge', { player: 'p1' }],
      ['gold-counted', { player: 'p1', gold: 3 }],
    ] as const) {
      expect(attempt(s, type, payload).ok).toBe(true);
    }
    expect(refusalOf(s, 'end-turn')).toEqual({
      code: 'rules/hazard_pending',
      message: 'rules/hazard_pending',
      details: { stage: 'number' },
    });
  });

  it('004:183-193 while a knock-out’s checklist is worked, other records are refused naming the hero; a player not at the table is refused by id', () => {
    const s = act(start(2), 'knocked-out', { player: 'p1' }).state;
    expect(refusalOf(s, 'end-turn')).toEqual({
      code: 'rules/knockout_pending',
      message: 'rules/knockout_pending',
      details: { player: 'p1', name: 'John' },
    });
    expect(refusalOf(start(2), 'gain-experience', { player: 'p9', points: 1 })).toEqual({
      code: 'rules/unknown_player',
      message: 'rules/unknown_player',
      details: { player: 'p9' },
    });
  });

  it('004:200-206 healing: 1 gold buys one wound, and gold equal to the cost pays it', () => {
    let s = act(start(2), 'gold-counted', { player: 'p1', gold: 1 }).state;
    expect(ar.prompt(s).actions.some((a) => a.type === 'buy-healing')).toBe(true);
    expect(act(s, 'buy-healing', { player: 'p1', wounds: 1 }).events[0]).toMatchObject({ data: { cost: 1, goldLeft: 0 } });
    s = act(s, 'gold-counted', { player: 'p1', gold: 2 }).state;
    expect(act(s, 'buy-healing', { player: 'p1', wounds: 2 }).events[0]).toMatchObject({ data: { cost: 2, goldLeft: 0 } });
  });

  it('004:207-223 each hero who can pay is offered the purchase once; the pair must be one of the offered choices', () => {
    let s = act(start(2), 'gain-experience', { player: 'p1', points: 6 }).state;
    s = act(s, 'gain-experience', { player: 'p2', points: 6 }).state;
    expect(
      ar
        .prompt(s)
        .actions.filter((a) => a.type === 'buy-experience')
        .map((a) => a.player),
    ).toEqual(['p1', 'p2']);
    const issues = (payload: Record<string, unknown>) =>
      (refusalOf(s, 'buy-experience', { player: 'p1', ...payload })?.details as { issues: unknown }).issues;
    expect(issues({ pair: 'xmind+body' })).toEqual([{ field: 'pair', code: 'input-problem/not-a-choice' }]);
    expect(issues({ pair: 'mind+bodyx' })).toEqual([{ field: 'pair', code: 'input-problem/not-a-choice' }]);
    expect(issues({})).toEqual([{ field: 'pair', code: 'input-problem/not-a-choice' }]);
  });

  it('004:62-76 the Endgame begins with no order set: the normal game’s records and finishing a knock-out are refused, gold only from heroes tied on level', () => {
    const s = atEndgame([{ level: 4 }, { level: 2 }]);
    expect(s.endgame).toEqual({ order: [], up: 0, eliminated: [], defeatedThisTurn: 0, margathDefeatedBy: null });
    expect(ar.trackers(s).some((t) => t.id === 'doom-counters')).toBe(false);
    expect(refusalOf(s, 'end-turn')).toMatchObject({ code: 'rules/wrong_phase', details: { phase: 'endgame-order', why: 'endgameBegun' } });
    expect(refusalOf(s, 'finish-knockout')).toMatchObject({
      code: 'rules/wrong_phase',
      details: { phase: 'endgame-order', why: 'noKnockout' },
    });
    expect(refusalOf(s, 'gold-counted', { player: 'p1', gold: 3 })).toEqual({
      code: 'rules/wrong_phase',
      message: 'rules/wrong_phase',
      details: { phase: 'endgame-order', why: 'goldDecidesNothing' },
    });
    expect(refusalOf(s, 'confrontation', { result: 'failed' })).toEqual({
      code: 'rules/wrong_phase',
      message: 'rules/wrong_phase',
      details: { phase: 'endgame-order', why: 'confrontInEndgame' },
    });
  });

  it('004:76 heroes tied on level and gold: the prompt says the order needs a roll, and the tie-break die is named', () => {
    const s = atEndgame([{ level: 3 }, { level: 3 }]);
    expect(instructionOf(s)).toMatchObject({ code: 'advanced-runebound/endgame-prepare-ties' });
    expect(ar.prompt(s).actions.find((a) => a.type === 'set-endgame-order')).toMatchObject({
      code: 'advanced-runebound/set-order-roll',
      dice: { looks: [{ code: 'advanced-runebound/die/tie-break' }] },
    });
  });

  it('004:83-87 Margath defeated wins at once, naming the hero; three red Challenges win only after one is defeated in the Endgame', () => {
    let s = act(atEndgame([{ level: 5, redChallenges: 3 }, { level: 2 }]), 'set-endgame-order').state;
    expect(s.phase).toBe('endgame');
    expect(instructionOf(s)).toMatchObject({ code: 'advanced-runebound/confront', params: { name: 'John', red: 3 } });
    expect(act(s, 'confrontation', { result: 'margath' }).events.at(-1)).toEqual({
      type: 'game-decided',
      data: { players: ['p1'], names: ['John'], how: 'margath' },
      cause: 'margath-defeated',
    });
    const won = act(s, 'confrontation', { result: 'defeated' });
    expect(won.events.at(-1)).toEqual({
      type: 'game-decided',
      data: { players: ['p1'], names: ['John'], how: 'three-red' },
      cause: 'three-red-challenges',
    });
    s = won.state;
    expect(instructionOf(s)).toEqual({ phase: 'advanced-runebound/phase/over', code: 'advanced-runebound/game-over' });
  });

  it('004:91-92 the winner named when all are eliminated is the hero with the most red Challenges, whoever sat first; a lone hero eliminated loses', () => {
    let s = act(atEndgame([{ level: 5 }, { level: 2, redChallenges: 1 }]), 'set-endgame-order').state;
    s = act(act(s, 'confrontation', { result: 'failed' }).state, 'confrontation', { result: 'failed' }).state;
    expect(ar.outcome!(s)).toEqual({
      result: 'won',
      code: 'advanced-runebound/outcome/tiebreak-red',
      params: { names: ['Mara'], count: 1, hero: 'John' },
    });
    const solo = act(act(atEndgame([{ level: 1 }]), 'set-endgame-order').state, 'confrontation', { result: 'failed' });
    expect(solo.events.at(-1)).toEqual({
      type: 'game-decided',
      data: { players: [], names: ['John'], how: 'solo-eliminated' },
      cause: 'all-eliminated',
    });
  });

  it('004:45-53 a table of no one is refused naming 1 to 6; bad options name their field; the house rule can be switched on later', () => {
    expect(ar.setup({} as never, [])).toEqual({
      ok: false,
      error: { code: 'setup/player_count', message: 'setup/player_count', details: { min: 1, max: 6 } },
    });
    const players = [{ id: 'p1', name: 'John' }];
    expect(ar.setup({ soloThreeCards: 'x' } as never, players)).toMatchObject({
      ok: false,
      error: { code: 'setup/invalid_options', details: { fields: 'soloThreeCards' } },
    });
    const two = ar.setup({ soloThreeCards: 'x', extra: 1 } as never, players);
    expect(two.ok ? null : (two.error.details as { fields: string }).fields).toMatch(/^soloThreeCards, /);
    const s = start(1);
    expect(ar.withOptions!(s, { soloThreeCards: true }).options).toEqual({ soloThreeCards: true });
    expect(ar.setTracker(s, 'nothing:p1', 3)).toBe(s);
  });
});
