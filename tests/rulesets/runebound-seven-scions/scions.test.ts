import { describe, expect, it } from 'vitest';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';
import { act, refused, start, type Game } from '../runebound-addons/helpers';

type G = Game<SevenScionsState>;
const begin = (n = 3): G => act(start(rs, {}, n), 'setup-done');
const holder = (g: G, space: number) => g.state.scions.find((s) => s.space === space)!.holder;
const awake = (g: G, space: number) => g.state.scions.find((s) => s.space === space)!.awakenedBy;
const nextTurn = (g: G): G => act(act(g, 'storm-step', { challenge: 'none' }), 'end-turn');

/** An Event in which every player in turn takes the given scion counter (or passes on null). */
function eventPicks(game: G, picks: (number | null)[]): G {
  let g = act(game, 'event-drawn');
  for (const pick of picks) g = pick === null ? act(g, 'pass-scion-counter') : act(g, 'take-scion-counter', { scion: pick });
  return g;
}

describe('scion counters and Event cards', () => {
  it('on an Event each player, from the drawer clockwise, may take one scion counter', () => {
    let g = act(act(begin(3), 'storm-step', { challenge: 'none' }), 'end-turn'); // Ben is active
    g = act(g, 'event-drawn');
    expect(g.state.eventPick?.order).toEqual(['p2', 'p3', 'p1']);
    g = act(g, 'take-scion-counter', { scion: 4 });
    g = act(g, 'pass-scion-counter');
    g = act(g, 'take-scion-counter', { scion: 1 });
    expect([holder(g, 4), holder(g, 1)]).toEqual(['p2', 'p1']);
    expect(g.state.phase).toBe('turn');
  });

  it('every counter goes back to its scion before the picking starts', () => {
    let g = eventPicks(begin(2), [1, 2]);
    g = act(g, 'event-drawn');
    expect(g.state.scions.every((s) => s.holder === null)).toBe(true);
    expect(g.events.at(-1)?.data.returned).toEqual([
      { space: 1, from: 'Ann' },
      { space: 2, from: 'Ben' },
    ]);
  });

  it('a counter already taken cannot be taken again', () => {
    const g = act(act(begin(2), 'event-drawn'), 'take-scion-counter', { scion: 3 });
    refused(g, 'take-scion-counter', { scion: 3 }, 'rules/counter-taken');
  });

  it('a scion counter is used only during a storm step, and then leaves the player', () => {
    let g = eventPicks(begin(2), [5, null]);
    refused(g, 'use-scion-counter', { scion: 5 }, 'rules/not-storm-step');
    g = act(g, 'storm-step', { challenge: 'none' });
    g = act(g, 'use-scion-counter', { scion: 5 });
    expect(holder(g, 5)).toBeNull();
    refused(g, 'use-scion-counter', { scion: 5 }, 'rules/no-counter');
  });

  it('an Event card is reported during the adventure step, not in the storm step', () => {
    refused(act(begin(), 'storm-step', { challenge: 'none' }), 'event-drawn', {}, 'rules/wrong_phase');
  });
});

describe('awakened scions', () => {
  it('an awakened scion belongs to the hero and has no counter to take', () => {
    let g = eventPicks(begin(2), [null, 2]);
    g = act(g, 'awaken-scion', { scion: 2 }); // Ann awakens the Trickster, whose counter Ben held
    expect(awake(g, 2)).toBe('p1');
    expect(holder(g, 2)).toBeNull();
    expect(g.events.at(-1)?.data.counterFrom).toBe('Ben');
    g = act(g, 'event-drawn');
    refused(g, 'take-scion-counter', { scion: 2 }, 'rules/scion-awake');
  });

  it('001:143-144 a hero keeps only one awakened scion: awakening a second returns the first to slumber', () => {
    let g = act(begin(2), 'awaken-scion', { scion: 1 });
    g = nextTurn(nextTurn(g)); // Ann's next turn
    g = act(g, 'awaken-scion', { scion: 3 });
    expect([awake(g, 1), awake(g, 3)]).toEqual([null, 'p1']);
    expect(g.events.at(-1)?.data.previous).toBe(1);
  });

  it('001:135 once a scion is awakened the red jewel is discarded: one awakening a turn', () => {
    const g = act(begin(2), 'awaken-scion', { scion: 1 });
    refused(g, 'awaken-scion', { scion: 3 }, 'rules/one-awakening-per-turn');
    expect(rs.prompt(g.state).actions.map((a) => a.type)).not.toContain('awaken-scion');
    expect(awake(act(nextTurn(g), 'awaken-scion', { scion: 3 }), 3)).toBe('p2');
  });

  it('001:135-144 several scions change hands in one turn: each one is handled', () => {
    // Ann holds the counter of scion 4 and has scion 2 awake; Ben holds scion 5 awake and the counter of scion 1.
    let g = eventPicks(begin(2), [4, 1]);
    g = act(g, 'awaken-scion', { scion: 2 });
    g = act(nextTurn(g), 'awaken-scion', { scion: 5 });
    g = nextTurn(g); // Ann's turn
    // Ann awakens scion 1, whose counter Ben holds: scion 2 slumbers again with its counter home, Ben loses his counter.
    g = act(g, 'awaken-scion', { scion: 1 });
    expect(g.events.at(-1)?.data).toMatchObject({ scion: 1, previous: 2, counterFrom: 'Ben' });
    expect([awake(g, 1), awake(g, 2), holder(g, 1), holder(g, 2), holder(g, 4)]).toEqual(['p1', null, null, null, 'p1']);
    // In the storm step a Storm Challenge kills both awakened scions: each slumbers again on its space.
    g = act(g, 'storm-step', { challenge: 'green' });
    g = act(g, 'scion-lost', { scion: 1, reason: 'killed' });
    g = act(g, 'scion-lost', { scion: 5, reason: 'killed' });
    expect(g.state.scions.every((s) => s.awakenedBy === null)).toBe(true);
    g = act(g, 'use-scion-counter', { scion: 4 });
    expect(holder(g, 4)).toBeNull();
    // At the next Event every slumbering scion's counter is there to take, scion 1's and 2's included.
    g = act(act(g, 'end-turn'), 'event-drawn');
    expect(
      rs
        .prompt(g.state)
        .actions.filter((a) => a.type === 'take-scion-counter')
        .map((a) => a.payload?.scion),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a scion that is already awake cannot be awakened again', () => {
    refused(nextTurn(act(begin(2), 'awaken-scion', { scion: 1 })), 'awaken-scion', { scion: 1 }, 'rules/scion-awake');
  });

  it('a killed scion slumbers again on its space and can be awakened anew', () => {
    let g = act(begin(2), 'awaken-scion', { scion: 6 });
    g = act(g, 'scion-lost', { scion: 6, reason: 'killed' });
    expect(awake(g, 6)).toBeNull();
    refused(g, 'scion-lost', { scion: 6, reason: 'killed' }, 'rules/scion-asleep');
    expect(awake(act(nextTurn(nextTurn(g)), 'awaken-scion', { scion: 6 }), 6)).toBe('p1');
  });

  it('refuses a scion number off the track', () => {
    refused(begin(2), 'awaken-scion', { scion: 7 }, 'rules/invalid_input');
  });
});

describe('house rules changed mid-campaign', () => {
  it('switching to the cooperative version changes how the endgame is fought', () => {
    const g = begin(2);
    const coop = rs.withOptions!(g.state, { ...g.state.options, cooperative: true });
    expect(coop.options.cooperative).toBe(true);
    expect(g.state.options.cooperative).toBe(false);
  });

  it('a ticked set-up step is recorded with its numbers, for the history', () => {
    const g = act(start(rs, {}, 3), 'setup-check', { item: 'seven-scions/step/storm-decks' });
    expect(g.events.at(-1)?.data).toEqual({ item: 'seven-scions/step/storm-decks', params: { count: 3 }, done: true });
  });
});
