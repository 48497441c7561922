/** How Eldritch Express's events fold into the state. Each event works on a copy; the input is never changed. */
import type { RulesEvent } from '../../../engine/ruleset';
import type { EldritchState } from '../state';
import type { Data } from './common';
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

export function applyEvent(state: EldritchState, event: RulesEvent): EldritchState {
  const s: EldritchState = structuredClone(state);
  const d = event.data as Data;
  if (d.resolves) s.pending.shift();
  if (typeof d.die === 'number') s.lastRoll = { what: event.type, values: [d.die] };
  if (!AREAS.some((area) => area(s, event.type, d))) return state;
  return s;
}
