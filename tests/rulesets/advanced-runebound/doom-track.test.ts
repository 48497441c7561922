import { describe, expect, it } from 'vitest';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { DOOM_SPACES } from '../../../shared/rulesets/advanced-runebound/data/tables';
import { act, attempt, place, start, types } from './helpers';

describe('setting up the doom track', () => {
  it('starts with one face-down green card beside Tamalir and no doom counters', () => {
    const state = start(3);
    expect(state.track).toEqual(['green']);
    expect(state.doomCounters).toBe(0);
    expect(DOOM_SPACES[0].town).toBe('Tamalir');
  });

  it('names the eight spaces from Tamalir up to Frostgate, with 5 and 7 by number', () => {
    expect(DOOM_SPACES.map((s) => s.town)).toEqual([
      'Tamalir',
      'Riverwatch',
      'Dawnsmoor',
      'Vynelvale',
      null,
      'Nerekhall',
      null,
      'Frostgate',
    ]);
  });
});

describe('adding cards to the doom track', () => {
  it('puts the first discarded card on Riverwatch, the next on Dawnsmoor, recording each colour', () => {
    const first = act(start(3), 'place-card', { colour: 'yellow', reason: 'challenge-defeated' });
    expect(first.events[0]).toMatchObject({ type: 'card-placed', data: { colour: 'yellow', space: 2, town: 'Riverwatch' } });
    const second = act(first.state, 'place-card', { colour: 'blue', reason: 'encounter-resolved' });
    expect(second.events[0].data).toMatchObject({ space: 3, town: 'Dawnsmoor' });
    expect(second.state.track).toEqual(['green', 'yellow', 'blue']);
  });

  it('accepts a card used from a hand during a travel hazard, but not while a knock-out is unfinished', () => {
    const ko = act(start(2), 'knocked-out', { player: 'p1' }).state;
    expect(attempt(ko, 'place-card', { colour: 'green', reason: 'card-used' })).toMatchObject({
      ok: false,
      error: { code: 'rules/knockout_pending' },
    });
  });
});

describe('adding a doom counter', () => {
  it('in a three-player game, the sixth card on the track brings the first doom counter, on Tamalir', () => {
    let state = place(start(3), 'yellow', 'blue', 'green', 'red');
    expect(state.track).toHaveLength(5);
    expect(state.doomCounters).toBe(0);
    const sixth = act(state, 'place-card', { colour: 'yellow', reason: 'challenge-defeated' });
    expect(types(sixth.events)).toEqual(['card-placed', 'doom-counter-placed']);
    expect(sixth.events[1]).toMatchObject({ cause: 'doom-trigger', data: { counter: 1, town: 'Tamalir', lastCard: 'yellow', trigger: 6 } });
    state = sixth.state;
    expect(state.doomCounters).toBe(1);
    // The sixth card moves to space 1; the other five go to their colours' discard piles.
    expect(state.track).toEqual(['yellow']);
    expect(state.discards).toEqual({ green: 2, yellow: 1, blue: 1, red: 1 });
  });

  it('the second counter goes on Riverwatch, the third on Dawnsmoor', () => {
    let state = place(start(2), 'green', 'green', 'green');
    expect(state.doomCounters).toBe(1);
    state = place(state, 'blue', 'blue', 'blue');
    expect(state.doomCounters).toBe(2);
    const third = act(place(state, 'red', 'red'), 'place-card', { colour: 'red', reason: 'other' });
    expect(third.events[1].data).toMatchObject({ counter: 3, town: 'Dawnsmoor' });
  });

  it.each([
    [2, 4],
    [3, 6],
    [4, 8],
    [5, 8],
    [6, 8],
  ])('with %i players the %i-th card on the track triggers it', (players, trigger) => {
    let state = start(players);
    for (let cards = 1; cards < trigger - 1; cards++) state = place(state, 'green');
    expect(state.track).toHaveLength(trigger - 1);
    expect(state.doomCounters).toBe(0);
    state = place(state, 'blue');
    expect(state.doomCounters).toBe(1);
    expect(state.track).toEqual(['blue']);
  });

  it('a solo game uses the two-player figure of 4 cards', () => {
    const state = place(start(1), 'green', 'green');
    expect(state.doomCounters).toBe(0);
    expect(place(state, 'yellow').doomCounters).toBe(1);
  });

  it('a solo game with the three-card option triggers at 3 cards', () => {
    const state = place(start(1, { soloThreeCards: true }), 'green');
    expect(state.doomCounters).toBe(0);
    expect(place(state, 'yellow').doomCounters).toBe(1);
  });

  it('the three-card option changes nothing with two or more players', () => {
    expect(place(start(2, { soloThreeCards: true }), 'green', 'green').doomCounters).toBe(0);
  });
});

describe('the eighth doom counter', () => {
  it('placed on Frostgate, ends the normal game and begins the Endgame', () => {
    let state = start(2);
    for (let counter = 1; counter <= 7; counter++) state = place(state, 'green', 'green', 'green');
    expect(state.doomCounters).toBe(7);
    expect(state.phase).toBe('play');
    const last = act(place(state, 'green', 'green'), 'place-card', { colour: 'yellow', reason: 'other' });
    expect(types(last.events)).toEqual(['card-placed', 'doom-counter-placed', 'endgame-began']);
    expect(last.events[1].data).toMatchObject({ counter: 8, town: 'Frostgate' });
    expect(last.events[2].cause).toBe('eighth-doom-counter');
    expect(last.state.phase).toBe('endgame-order');
  });

  it('a doom-counter count set by hand to 7 still needs a full track for the 8th', () => {
    const state = advancedRunebound.setTracker(start(3), 'doom-counters', 7);
    expect(place(state, 'green', 'green', 'green', 'green').phase).toBe('play');
    expect(place(state, 'green', 'green', 'green', 'green', 'green').phase).toBe('endgame-order');
  });

  it('after the Endgame begins, no card goes on the track any more', () => {
    let state = start(2);
    for (let counter = 1; counter <= 8; counter++) state = place(state, 'green', 'green', 'green');
    const refused = attempt(state, 'place-card', { colour: 'green', reason: 'other' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
  });
});

describe('correcting and reshuffling', () => {
  it('corrects the colour recorded for a card on the track', () => {
    const state = act(place(start(3), 'yellow'), 'correct-card', { space: 2, colour: 'blue' }).state;
    expect(state.track).toEqual(['green', 'blue']);
  });

  it('refuses to correct an empty space', () => {
    expect(attempt(start(3), 'correct-card', { space: 4, colour: 'blue' })).toMatchObject({
      ok: false,
      error: { code: 'rules/empty_space' },
    });
  });

  it('a deck that ran out takes its discard pile back (the pile empties)', () => {
    const full = place(start(2), 'yellow', 'yellow', 'green');
    expect(full.discards.yellow).toBe(2);
    const reshuffled = act(full, 'reshuffle-discards', { colour: 'yellow' });
    expect(reshuffled.events[0].data).toMatchObject({ colour: 'yellow', cards: 2 });
    expect(reshuffled.state.discards.yellow).toBe(0);
  });
});

describe('the event-card rule', () => {
  it('the first event drawn takes effect and nothing goes on the track', () => {
    const step = act(start(3), 'draw-event', { colour: 'green', eventNumber: 5 });
    expect(step.state.eventInPlay).toEqual({ colour: 'green', number: 5 });
    expect(step.state.track).toHaveLength(1);
  });

  it('a lower-numbered event is discarded without effect onto the doom track', () => {
    const inPlay = act(start(3), 'draw-event', { colour: 'green', eventNumber: 5 }).state;
    const step = act(inPlay, 'draw-event', { colour: 'yellow', eventNumber: 4 });
    expect(step.state.eventInPlay).toEqual({ colour: 'green', number: 5 });
    expect(step.events[1]).toMatchObject({ type: 'card-placed', cause: 'event-lower', data: { colour: 'yellow', space: 2 } });
  });

  it('an equal-numbered event replaces the one in play, which goes on the doom track', () => {
    const inPlay = act(start(3), 'draw-event', { colour: 'green', eventNumber: 5 }).state;
    const step = act(inPlay, 'draw-event', { colour: 'blue', eventNumber: 5 });
    expect(step.state.eventInPlay).toEqual({ colour: 'blue', number: 5 });
    expect(step.events[1]).toMatchObject({ type: 'card-placed', cause: 'event-equal-or-higher', data: { colour: 'green' } });
  });

  it('a higher-numbered event replaces the one in play', () => {
    const inPlay = act(start(3), 'draw-event', { colour: 'green', eventNumber: 5 }).state;
    expect(act(inPlay, 'draw-event', { colour: 'red', eventNumber: 9 }).state.eventInPlay).toEqual({ colour: 'red', number: 9 });
  });

  it('a discarded event that fills the track brings a doom counter', () => {
    let state = act(start(2), 'draw-event', { colour: 'green', eventNumber: 5 }).state;
    state = place(state, 'yellow', 'yellow');
    const step = act(state, 'draw-event', { colour: 'blue', eventNumber: 1 });
    expect(types(step.events)).toEqual(['event-drawn', 'card-placed', 'doom-counter-placed']);
    expect(step.state.track).toEqual(['blue']);
  });
});
