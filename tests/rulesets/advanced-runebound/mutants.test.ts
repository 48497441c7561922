/**
 * Advanced Runebound pinned for mutation testing ahead of its Stryker run, named after its seed lines:
 * what the first turn's prompt offers (every field, choice and default), what placing a card records,
 * and the trackers the table may correct.
 */
import { describe, expect, it } from 'vitest';
import { advancedRunebound as ar } from '../../../shared/rulesets/advanced-runebound';
import { act, start } from './helpers';

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
