/** How Advanced Runebound's events fold into the state. Pure: returns new objects, never mutates. */
import type { RulesEvent } from '../../engine/ruleset';
import { COLOURS, type Colour } from './data/tables';
import { withHero, type AdvancedRuneboundState, type Hazard } from './state';

type Data = Record<string, any>;

export function applyEvent(state: AdvancedRuneboundState, event: RulesEvent): AdvancedRuneboundState {
  const d = event.data as Data;
  switch (event.type) {
    case 'card-placed':
      return { ...state, track: [...state.track, d.colour as Colour], lastPlacedSpace: d.space };
    case 'card-colour-corrected':
      return { ...state, track: state.track.map((c, i) => (i === d.space - 1 ? (d.to as Colour) : c)) };
    case 'doom-counter-placed': {
      const discards = { ...state.discards };
      for (const colour of COLOURS) discards[colour] += (d.returned as Record<Colour, number>)[colour] ?? 0;
      return { ...state, track: [d.lastCard as Colour], doomCounters: d.counter, discards, lastPlacedSpace: 1, lastHazardSpace: null };
    }
    case 'discards-reshuffled':
      return { ...state, discards: { ...state.discards, [d.colour]: 0 } };
    case 'endgame-began':
      return {
        ...state,
        phase: 'endgame-order',
        hazard: null,
        knockout: null,
        endgame: { order: [], up: 0, eliminated: [], defeatedThisTurn: 0, margathDefeatedBy: null },
      };
    case 'turn-ended':
      return { ...state, seat: d.nextSeat, round: d.round, hazard: null, lastHazardSpace: null };
    case 'hazard-checked':
      return d.hazard
        ? { ...state, hazard: { stage: 'number', player: d.player, terrain: d.terrain }, lastHazardSpace: null }
        : { ...state, hazard: null, lastHazardSpace: null };
    case 'hazard-colour-found': {
      const hazard: Hazard = { stage: 'resolve', player: d.player, terrain: state.hazard?.terrain ?? d.terrain, number: d.number, space: d.space, colour: d.colour };
      return { ...state, hazard, lastHazardSpace: d.space };
    }
    case 'hazard-resolved':
      return withHero({ ...state, hazard: null }, d.player, (h) => ({ ...h, experience: h.experience + (d.experience ?? 0) }));
    case 'event-drawn':
      return d.takesEffect ? { ...state, eventInPlay: { colour: d.colour, number: d.number } } : state;
    case 'experience-gained':
      return withHero(state, d.player, (h) => ({ ...h, experience: d.total }));
    case 'experience-bought':
      return withHero(state, d.player, (h) => ({ ...h, experience: d.experienceLeft, level: d.level, counters: [...h.counters, ...d.counters] }));
    case 'healing-bought':
      return withHero(state, d.player, (h) => ({ ...h, gold: d.goldLeft }));
    case 'hero-knocked-out':
      return {
        ...withHero(state, d.player, (h) => ({ ...h, gold: 0, experience: 0 })),
        knockout: { player: d.player, hazard: Boolean(d.hazard) },
      };
    case 'knockout-checklist-done':
      return { ...state, knockout: null };
    case 'red-challenge-kept':
      return withHero(state, d.player, (h) => ({ ...h, redChallenges: d.redChallenges }));
    case 'endgame-order-set':
      return { ...state, phase: 'endgame', endgame: { ...state.endgame!, order: d.order, up: 0, defeatedThisTurn: 0 } };
    case 'gold-counted':
      return withHero(state, d.player, (h) => ({ ...h, gold: d.to }));
    case 'endgame-challenge-defeated':
      return {
        // Version-1 events carry no gold: the hero's gold stays as it was.
        ...withHero(state, d.player, (h) => ({ ...h, redChallenges: d.redChallenges, gold: typeof d.gold === 'number' ? d.gold : h.gold })),
        endgame: { ...state.endgame!, defeatedThisTurn: state.endgame!.defeatedThisTurn + 1 },
      };
    case 'margath-defeated':
      return { ...state, endgame: { ...state.endgame!, margathDefeatedBy: d.player } };
    case 'endgame-eliminated': {
      const endgame = state.endgame!;
      return { ...state, endgame: { ...endgame, eliminated: [...endgame.eliminated, d.player], up: endgame.up + 1, defeatedThisTurn: 0 } };
    }
    case 'game-decided':
      return { ...state, phase: 'over', outcome: { winners: d.players, how: d.how } };
    default:
      return state;
  }
}
