/** How Eldritch Express's events fold into the state. Each event works on a copy; the input is never changed. */
import type { RulesEvent } from '../../../engine/ruleset';
import type { EldritchState } from '../state';
import { eldritchEvents } from '../events';
import { applyGame } from './game';
import { applyBoard } from './board';
import { applyCards } from './cards';
import { applyInvestigators } from './investigators';
import { applyTurn } from './turn';
import { applyFight } from './fight';
import { applyDice } from './dice';
import { applySteps } from './steps';
import { applyOmen } from './omen';

/** Each area of the game folds its own events; every event type belongs to exactly one. */
const AREAS = [applyGame, applyBoard, applyCards, applyInvestigators, applyTurn, applyFight, applyDice, applySteps, applyOmen];

/** Folds one stored event: checked against its schema first (a damaged or foreign event throws EventShapeError). */
export function applyEvent(state: EldritchState, stored: RulesEvent): EldritchState {
  const event = eldritchEvents.parse(stored);
  const s: EldritchState = structuredClone(state);
  if (event.data.resolves) s.pending.shift();
  if (typeof event.data.die === 'number') s.lastRoll = { what: event.type, values: [event.data.die] };
  if (!AREAS.some((area) => area(s, event))) return state;
  return s;
}
