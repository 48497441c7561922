import { describe, expect, it } from 'vitest';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { hazardSpace } from '../../../shared/rulesets/advanced-runebound/state';
import { act, attempt, place, start, types } from './helpers';

/** A four-player table (three players would trigger a counter at six cards) whose track reads, from space 1 up: green, yellow, blue, green, red, yellow. */
const sixCardTrack = () => {
  const state = place(start(4), 'yellow', 'blue', 'green', 'red', 'yellow');
  expect(state.track).toEqual(['green', 'yellow', 'blue', 'green', 'red', 'yellow']);
  return state;
};

describe('rolling for hazards', () => {
  it('John ends in a forest and his dice show no forest symbol: he meets a travel hazard', () => {
    const step = act(start(4), 'check-hazard', { player: 'p1', terrain: 'forest', plains: true, hills: true });
    expect(step.events[0]).toMatchObject({ type: 'hazard-checked', data: { terrain: 'forest', shown: ['plains', 'hills'], hazard: true } });
    expect(step.state.hazard).toMatchObject({ stage: 'number', player: 'p1', terrain: 'forest' });
  });

  it('a single forest symbol would have spared him', () => {
    const step = act(start(4), 'check-hazard', { player: 'p1', terrain: 'forest', forest: true, swamp: true });
    expect(step.events[0].data).toMatchObject({ hazard: false });
    expect(step.state.hazard).toBeNull();
  });

  it('dice that show nothing matching any terrain strike on plains too', () => {
    const step = act(start(2), 'check-hazard', { player: 'p1', terrain: 'plains', mountains: true });
    expect(step.state.hazard?.stage).toBe('number');
  });

  it('a turn cannot end while a hazard is waiting for its roll', () => {
    const state = act(start(2), 'check-hazard', { player: 'p1', terrain: 'swamp' }).state;
    expect(attempt(state, 'end-turn')).toMatchObject({ ok: false, error: { code: 'rules/hazard_pending' } });
  });
});

describe('the hazard colour', () => {
  it('John rolls 6 symbols: the sixth card, beside Nerekhall, is yellow', () => {
    const hazard = act(sixCardTrack(), 'check-hazard', { player: 'p1', terrain: 'forest', road: true }).state;
    const step = act(hazard, 'hazard-number', { symbols: 6 });
    expect(step.events[0]).toMatchObject({ type: 'hazard-colour-found', data: { number: 6, space: 6, colour: 'yellow', looped: false } });
    expect(step.state.hazard).toMatchObject({ stage: 'resolve', colour: 'yellow', space: 6 });
    expect(step.state.lastHazardSpace).toBe(6);
  });

  it('a hazard number of 4 reads the fourth space, Vynelvale', () => {
    const hazard = act(sixCardTrack(), 'check-hazard', { player: 'p1', terrain: 'mountains' }).state;
    expect(act(hazard, 'hazard-number', { symbols: 4 }).state.hazard).toMatchObject({ space: 4, colour: 'green' });
  });

  it('with three cards on the track a hazard number of 5 loops round to the second card', () => {
    const state = place(start(3), 'red', 'blue');
    const hazard = act(state, 'check-hazard', { player: 'p1', terrain: 'swamp' }).state;
    const step = act(hazard, 'hazard-number', { symbols: 5 });
    expect(step.events[0].data).toMatchObject({ space: 2, colour: 'red', looped: true, cardsOnTrack: 3 });
  });

  it('counts loop as often as they need to', () => {
    expect(hazardSpace(5, 3)).toBe(2);
    expect(hazardSpace(3, 3)).toBe(3);
    expect(hazardSpace(7, 3)).toBe(1);
    expect(hazardSpace(12, 1)).toBe(1);
    expect(hazardSpace(6, 6)).toBe(6);
  });

  it('refuses a second roll when no hazard waits for one', () => {
    const refused = attempt(start(3), 'hazard-number', { symbols: 3 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'rules/no_hazard_roll' } });
  });

  it('refuses a hazard number of 0 or over 12', () => {
    const hazard = act(start(3), 'check-hazard', { player: 'p1', terrain: 'swamp' }).state;
    expect(attempt(hazard, 'hazard-number', { symbols: 0 })).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
    expect(attempt(hazard, 'hazard-number', { symbols: 13 })).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
  });
});

describe('resolving the hazard card', () => {
  const yellowHazard = () =>
    act(act(sixCardTrack(), 'check-hazard', { player: 'p1', terrain: 'forest' }).state, 'hazard-number', { symbols: 6 }).state;

  it('a defeated hazard challenge gives its experience but no reward, and the card is discarded to the track', () => {
    const step = act(yellowHazard(), 'resolve-hazard', { kind: 'challenge-defeated', experience: 2 });
    expect(types(step.events)).toEqual(['hazard-resolved', 'card-placed']);
    expect(step.events[1]).toMatchObject({ cause: 'hazard-discard', data: { colour: 'yellow', space: 7 } });
    expect(step.state.heroes[0].experience).toBe(2);
    expect(step.state.hazard).toBeNull();
    expect(step.state.seat).toBe(0);
  });

  it('a failed hazard challenge still goes on the doom track, not the undefeated track', () => {
    const step = act(yellowHazard(), 'resolve-hazard', { kind: 'challenge-failed' });
    expect(step.events[1]).toMatchObject({ type: 'card-placed', cause: 'hazard-failure', data: { colour: 'yellow' } });
    expect(step.state.track).toHaveLength(7);
  });

  it('004:134 you receive the usual experience points for defeating the adventure if it is a Challenge card — a failed challenge or an encounter brings none', () => {
    const state = yellowHazard();
    for (const kind of ['challenge-failed', 'encounter']) {
      expect(attempt(state, 'resolve-hazard', { kind, experience: 3 })).toMatchObject({
        ok: false,
        error: { code: 'rules/invalid_input' },
      });
    }
    const offers = advancedRunebound.prompt(state).actions.filter((a) => a.type === 'resolve-hazard');
    const withExperience = offers.filter((a) => a.fields?.some((f) => f.name === 'experience')).map((a) => a.payload?.kind);
    expect(withExperience).toEqual(['challenge-defeated']);
  });

  it('a hero knocked out by a hazard challenge loses gold and unspent experience and works the checklist', () => {
    let state = yellowHazard();
    state = { ...state, heroes: state.heroes.map((h) => (h.id === 'p1' ? { ...h, gold: 4, experience: 3 } : h)) };
    const step = act(state, 'resolve-hazard', { kind: 'challenge-failed', knockedOut: true });
    expect(types(step.events)).toEqual(['hazard-resolved', 'card-placed', 'hero-knocked-out']);
    expect(step.events[2].data).toMatchObject({ goldLost: 4, experienceLost: 3, hazard: true });
    expect(step.state.knockout).toEqual({ player: 'p1', hazard: true });
    expect(step.state.heroes[0]).toMatchObject({ gold: 0, experience: 0 });
  });

  it('an encounter is resolved, discarded to the track, and the turn ends (one card only)', () => {
    const step = act(yellowHazard(), 'resolve-hazard', { kind: 'encounter' });
    expect(types(step.events)).toEqual(['hazard-resolved', 'card-placed', 'turn-ended']);
    expect(step.events[2].cause).toBe('hazard-one-card');
    expect(step.state.seat).toBe(1);
  });

  it('an event follows the event rule and the turn ends', () => {
    const step = act(yellowHazard(), 'resolve-hazard', { kind: 'event', eventNumber: 3 });
    expect(types(step.events)).toEqual(['hazard-resolved', 'event-drawn', 'turn-ended']);
    expect(step.state.eventInPlay).toEqual({ colour: 'yellow', number: 3 });
    expect(step.state.seat).toBe(1);
  });

  it('the hazard card that fills the track brings a doom counter', () => {
    const state = place(start(2), 'blue', 'red');
    const hazard = act(act(state, 'check-hazard', { player: 'p1', terrain: 'hills' }).state, 'hazard-number', { symbols: 2 }).state;
    const step = act(hazard, 'resolve-hazard', { kind: 'challenge-defeated', experience: 0 });
    expect(types(step.events)).toEqual(['hazard-resolved', 'card-placed', 'doom-counter-placed']);
    expect(step.state.track).toEqual(['blue']);
    // The space the hazard counted to is cleared with the track, so the board no longer lights it.
    expect(step.state.lastHazardSpace).toBeNull();
  });

  it('refuses to resolve a hazard before its colour is known', () => {
    const hazard = act(start(3), 'check-hazard', { player: 'p1', terrain: 'swamp' }).state;
    expect(attempt(hazard, 'resolve-hazard', { kind: 'encounter' })).toMatchObject({ ok: false, error: { code: 'rules/no_hazard_card' } });
  });
});
