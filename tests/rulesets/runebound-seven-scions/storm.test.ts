import { describe, expect, it } from 'vitest';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { STORM_TOP } from '../../../shared/rulesets/runebound-seven-scions/data/seven-scions';
import { act, lastEvents, refused, start, type Game } from '../runebound-addons/helpers';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';

type G = Game<SevenScionsState>;
const begin = (n = 2, options: Record<string, unknown> = {}): G => act(start(rs, options, n), 'setup-done');

/** One whole turn: the storm step for this challenge colour, a storm card (if drawn) resolved as given, then end of turn. */
function turn(game: G, challenge: string, result = 'event-resolved'): G {
  let g = act(game, 'storm-step', { challenge });
  if (g.state.pendingStorm) g = act(g, 'resolve-storm-card', { result });
  return act(g, 'end-turn');
}

describe('Seven Scions set-up', () => {
  it('puts the six scions on spaces 1-6, slumbering, each with its counter on the card', () => {
    const g = start(rs, {}, 3);
    expect(g.state.scions.map((s) => s.space)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(g.state.scions.every((s) => s.awakenedBy === null && s.holder === null)).toBe(true);
  });

  it('takes as many storm cards of each colour, and as many Stormlords, as there are players', () => {
    for (const n of [2, 3, 5]) {
      const g = start(rs, {}, n);
      expect(g.state.stormDeck).toEqual({ green: n, yellow: n, blue: n });
      expect(g.state.stormlords).toBe(n);
      const step = g.state.checklist.items.find((i) => i.code === 'seven-scions/step/storm-decks');
      expect(step?.params).toEqual({ count: n });
    }
  });

  it('starts the storm counter below the bottom town and lists returning the red cards', () => {
    const g = start(rs, {}, 2);
    expect(g.state.storm.position).toBe(0);
    expect(g.state.checklist.items.map((i) => i.code)).toContain('seven-scions/step/red-to-box');
  });

  it('refuses more players than there are Stormlords', () => {
    expect(
      rs.setup(
        rs.optionsSchema.parse({}),
        Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, name: `P${i}` })),
      ),
    ).toMatchObject({ ok: false, error: { code: 'rules/player-count' } });
  });

  it('ticks set-up steps on and off, only during set-up', () => {
    let g = start(rs, {}, 2);
    g = act(g, 'setup-check', { item: 'seven-scions/step/storm-counter' });
    expect(g.state.checklist.ticked).toEqual(['seven-scions/step/storm-counter']);
    g = act(g, 'setup-check', { item: 'seven-scions/step/storm-counter' });
    expect(g.state.checklist.ticked).toEqual([]);
    refused(g, 'setup-check', { item: 'nope' }, 'rules/unknown-step');
    refused(act(g, 'setup-done'), 'setup-check', { item: 'seven-scions/step/storm-counter' }, 'rules/wrong_phase');
  });
});

describe('the storm step', () => {
  it.each([
    ['none', 1],
    ['green', 1],
    ['yellow', 2],
    ['blue', 3],
  ])('moves the storm counter for a %s challenge defeated by %i', (challenge, spaces) => {
    const g = act(begin(), 'storm-step', { challenge });
    expect(g.state.storm.position).toBe(spaces);
    expect(g.state.phase).toBe('storm');
  });

  it('after a reset, a blue challenge sends the counter three spaces up its track (the diagram)', () => {
    let g = begin();
    g = turn(g, 'blue');
    g = turn(g, 'blue');
    g = turn(g, 'blue'); // 3, 6, off the top at 9
    expect(g.state.storm.resets).toBe(1);
    expect(g.state.storm.position).toBe(0);
    g = act(g, 'storm-step', { challenge: 'blue' });
    expect(g.state.storm.position).toBe(3);
  });

  it('reaching the top stack exactly does not yet send the counter off the top', () => {
    let g = begin();
    g = turn(g, 'blue');
    g = turn(g, 'blue');
    g = act(g, 'storm-step', { challenge: 'yellow' });
    expect(g.state.storm.position).toBe(STORM_TOP);
    expect(g.state.pendingStorm).toBeNull();
  });

  it('off the top: the counter resets below the bottom, forgetting the spaces left over, and a green storm card is drawn', () => {
    let g = begin();
    g = turn(g, 'blue');
    g = turn(g, 'blue');
    g = turn(g, 'green'); // 7
    const before = g;
    g = act(g, 'storm-step', { challenge: 'blue' }); // 7 + 3 = 10: off the top with 2 spaces to spare
    const types = lastEvents(before, g).map((e) => [e.type, e.cause]);
    expect(types).toEqual([
      ['storm-advanced', undefined],
      ['storm-reset', 'storm-off-top'],
      ['storm-card-drawn', 'storm-counter-reset'],
    ]);
    expect(g.state.storm.position).toBe(0);
    expect(g.state.pendingStorm?.colour).toBe('green');
    expect(g.state.stormDeck.green).toBe(1);
  });

  it('the storm card is resolved starting with the hero who triggered it, then clockwise', () => {
    let g = begin(3);
    g = turn(g, 'blue');
    g = turn(g, 'blue'); // Ann, Ben
    g = act(g, 'storm-step', { challenge: 'blue' }); // Cat triggers
    expect(g.state.pendingStorm?.by).toBe('p3');
    expect(g.state.pendingStorm?.order).toEqual(['p3', 'p1', 'p2']);
  });

  it('draws the lowest colour left: green, then yellow, then blue, then the endgame', () => {
    let g = begin(1);
    const colours: string[] = [];
    for (let i = 0; i < 4; i++) {
      g = turn(g, 'blue');
      g = turn(g, 'blue');
      g = act(g, 'storm-step', { challenge: 'blue' });
      if (g.state.pendingStorm) {
        colours.push(g.state.pendingStorm.colour);
        g = act(act(g, 'resolve-storm-card', { result: 'challenge-defeated' }), 'end-turn');
      }
    }
    expect(colours).toEqual(['green', 'yellow', 'blue']);
    expect(g.state.phase).toBe('endgame-prepare');
    expect(g.events.at(-1)).toMatchObject({ type: 'endgame-begun', cause: 'only-stormlords-left', data: { stormlords: 1 } });
  });

  it('the turn cannot end while a storm card waits', () => {
    let g = begin();
    g = turn(g, 'blue');
    g = turn(g, 'blue');
    g = act(g, 'storm-step', { challenge: 'blue' });
    refused(g, 'end-turn', {}, 'rules/storm-card-pending');
    refused(g, 'storm-step', { challenge: 'none' }, 'rules/wrong_phase');
  });

  it('records how each storm card ended', () => {
    let g = begin();
    g = turn(g, 'blue');
    g = turn(g, 'blue');
    g = act(g, 'storm-step', { challenge: 'blue' });
    g = act(g, 'resolve-storm-card', { result: 'all-knocked-out' });
    expect(g.state.stormLog).toEqual([{ colour: 'green', result: 'all-knocked-out', by: 'p1', round: 2 }]);
    refused(g, 'resolve-storm-card', { result: 'event-resolved' }, 'rules/no-storm-card');
  });

  it('passes the turn clockwise and counts rounds', () => {
    let g = begin(2);
    g = turn(g, 'none');
    expect(g.state.active).toBe(1);
    g = turn(g, 'none');
    expect([g.state.active, g.state.round]).toEqual([0, 2]);
  });

  it('refuses an unknown challenge colour and changes nothing', () => {
    refused(begin(), 'storm-step', { challenge: 'red' }, 'rules/invalid_input');
  });
});
