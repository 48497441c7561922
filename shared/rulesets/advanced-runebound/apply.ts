/** How Advanced Runebound's events fold into the state: one spread-switch over the typed events (engine v2). Never mutates. */
import { unhandledEvent } from '../../engine/events';
import { COLOURS } from './data/tables';
import type { AdvancedRuneboundEvent } from './events';
import { withHero, type AdvancedRuneboundState, type Endgame, type Hazard } from './state';

/** The Endgame under way (the events that read it come only after `endgame-began`). */
const endgameOf = (state: AdvancedRuneboundState): Endgame =>
  state.endgame ?? { order: [], up: 0, eliminated: [], defeatedThisTurn: 0, margathDefeatedBy: null };

export function reduce(state: AdvancedRuneboundState, event: AdvancedRuneboundEvent): AdvancedRuneboundState {
  switch (event.type) {
    case 'card-placed':
      return { ...state, track: [...state.track, event.data.colour], lastPlacedSpace: event.data.space };
    case 'card-colour-corrected':
      return { ...state, track: state.track.map((c, i) => (i === event.data.space - 1 ? event.data.to : c)) };
    case 'doom-counter-placed': {
      const d = event.data;
      const discards = { ...state.discards };
      for (const colour of COLOURS) discards[colour] += d.returned[colour] ?? 0;
      return { ...state, track: [d.lastCard], doomCounters: d.counter, discards, lastPlacedSpace: 1, lastHazardSpace: null };
    }
    case 'discards-reshuffled':
      return { ...state, discards: { ...state.discards, [event.data.colour]: 0 } };
    case 'endgame-began':
      return {
        ...state,
        phase: 'endgame-order',
        hazard: null,
        knockout: null,
        endgame: { order: [], up: 0, eliminated: [], defeatedThisTurn: 0, margathDefeatedBy: null },
      };
    case 'turn-ended':
      return { ...state, seat: event.data.nextSeat, round: event.data.round, hazard: null, lastHazardSpace: null };
    case 'hazard-checked': {
      const d = event.data;
      return d.hazard
        ? { ...state, hazard: { stage: 'number', player: d.player, terrain: d.terrain }, lastHazardSpace: null }
        : { ...state, hazard: null, lastHazardSpace: null };
    }
    case 'hazard-colour-found': {
      const d = event.data;
      const hazard: Hazard = {
        stage: 'resolve',
        player: d.player,
        terrain: state.hazard?.terrain ?? d.terrain,
        number: d.number,
        space: d.space,
        colour: d.colour,
      };
      return { ...state, hazard, lastHazardSpace: d.space };
    }
    case 'hazard-resolved':
      return withHero({ ...state, hazard: null }, event.data.player, (h) => ({ ...h, experience: h.experience + event.data.experience }));
    case 'event-drawn':
      return event.data.takesEffect ? { ...state, eventInPlay: { colour: event.data.colour, number: event.data.number } } : state;
    case 'experience-gained':
      return withHero(state, event.data.player, (h) => ({ ...h, experience: event.data.total }));
    case 'experience-bought': {
      const d = event.data;
      return withHero(state, d.player, (h) => ({
        ...h,
        experience: d.experienceLeft,
        level: d.level,
        counters: [...h.counters, ...d.counters],
      }));
    }
    case 'healing-bought':
      return withHero(state, event.data.player, (h) => ({ ...h, gold: event.data.goldLeft }));
    case 'hero-knocked-out':
      return {
        ...withHero(state, event.data.player, (h) => ({ ...h, gold: 0, experience: 0 })),
        knockout: { player: event.data.player, hazard: event.data.hazard },
      };
    case 'knockout-checklist-done':
      return { ...state, knockout: null };
    case 'red-challenge-kept':
      return withHero(state, event.data.player, (h) => ({ ...h, redChallenges: event.data.redChallenges }));
    case 'gold-counted':
      return withHero(state, event.data.player, (h) => ({ ...h, gold: event.data.to }));
    case 'endgame-order-set':
      return { ...state, phase: 'endgame', endgame: { ...endgameOf(state), order: event.data.order, up: 0, defeatedThisTurn: 0 } };
    case 'endgame-challenge-defeated': {
      const d = event.data;
      const endgame = endgameOf(state);
      return {
        // Version-1 events carry no gold: the hero's gold stays as it was.
        ...withHero(state, d.player, (h) => ({ ...h, redChallenges: d.redChallenges, gold: d.gold ?? h.gold })),
        endgame: { ...endgame, defeatedThisTurn: endgame.defeatedThisTurn + 1 },
      };
    }
    case 'margath-defeated':
      return { ...state, endgame: { ...endgameOf(state), margathDefeatedBy: event.data.player } };
    case 'endgame-eliminated': {
      const endgame = endgameOf(state);
      return {
        ...state,
        endgame: { ...endgame, eliminated: [...endgame.eliminated, event.data.player], up: endgame.up + 1, defeatedThisTurn: 0 },
      };
    }
    case 'game-decided':
      return { ...state, phase: 'over', outcome: { winners: event.data.players, how: event.data.how } };
    default:
      return unhandledEvent(event);
  }
}
