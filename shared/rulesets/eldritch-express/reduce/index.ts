/**
 * How Eldritch Express's events fold into the state (engine v2): one switch hands each event type to
 * the area of the game it belongs to, each area a spread-switch over its part of the event union.
 * Every fold returns a new state and shares what did not change; the input is never edited.
 */
import { unhandledEvent } from '../../../engine/events';
import type { EldritchEvent } from '../events';
import type { EldritchState } from '../state';
import { reduceBoard } from './board';
import { reduceCards } from './cards';
import { reduceDice } from './dice';
import { reduceFight } from './fight';
import { reduceGame } from './game';
import { reduceInvestigators } from './investigators';
import { reduceOmen } from './omen';
import { reduceSteps } from './steps';
import { reduceTurn } from './turn';

/**
 * Folds one typed event. Any event may carry `resolves` (it answers the first pending roll or choice,
 * taken off before the event's own fold) and `die` (a roll lit on the board, unless the fold lights another).
 */
export function reduce(state: EldritchState, event: EldritchEvent): EldritchState {
  let s = state;
  if (event.data.resolves) s = { ...s, pending: s.pending.slice(1) };
  if (typeof event.data.die === 'number') s = { ...s, lastRoll: { what: event.type, values: [event.data.die] } };
  return reduceArea(s, event);
}

function reduceArea(s: EldritchState, event: EldritchEvent): EldritchState {
  switch (event.type) {
    case 'ancient-one-chosen':
    case 'first-player-chosen':
    case 'investigators-due':
    case 'investigator-chosen':
    case 'play-began':
    case 'game-won':
    case 'game-lost':
      return reduceGame(s, event);
    case 'gate-site-rolled':
    case 'gate-opened':
    case 'monster-spawned':
    case 'clue-placed':
    case 'placement-due':
    case 'expedition-placed':
    case 'mystery-placed':
    case 'mystery-flipped':
    case 'mystery-solved':
    case 'gate-sealed':
    case 'placement-rerolled':
    case 'flying-due':
    case 'monsters-flew':
    case 'monster-destroyed':
    case 'destroy-monster-due':
      return reduceBoard(s, event);
    case 'draw-due':
    case 'card-drawn':
    case 'cards-drawn-for-pick':
    case 'deck-empty':
    case 'draw-cancelled':
    case 'discard-not-needed':
    case 'items-discarded':
    case 'possession-used':
    case 'possessions-recovered':
    case 'condition-removed':
      return reduceCards(s, event);
    case 'lost-in-time-and-space':
    case 'delayed':
    case 'clue-gained':
    case 'sanity-lost':
    case 'investigator-defeated':
    case 'seat-out':
      return reduceInvestigators(s, event);
    case 'turn-began':
    case 'delay-ended':
    case 'returned-from-lost':
    case 'health-sanity-exchanged':
    case 'hid':
    case 'assigned':
    case 'turn-ended':
      return reduceTurn(s, event);
    case 'fight-resolved':
      return reduceFight(s, event);
    case 'action-dice-rolled':
    case 'dice-set-aside':
    case 'die-changed':
    case 'die-added':
    case 'die-removed':
    case 'dice-confirmed':
    case 'rumor-clues-dropped':
      return reduceDice(s, event);
    case 'threats-resolved':
    case 'encounter-resolved':
    case 'rested':
    case 'clues-collected':
    case 'leg-injury-checked':
    case 'flying-checked':
    case 'nothing-to-destroy':
    case 'asset-shipped':
    case 'moved':
      return reduceSteps(s, event);
    case 'omen-advanced':
    case 'doom-advanced':
    case 'elder-sign-advanced':
    case 'elder-sign-regressed':
    case 'rumor-failed':
    case 'rumor-spawned':
    case 'rumor-regressed':
    case 'mythos-rolled':
      return reduceOmen(s, event);
    default:
      return unhandledEvent(event);
  }
}
