/** The faces the table's movement dice showed (000:35), recorded when the table wants them in the history. */
import type { S } from '../state';

/** The table may record the movement dice it rolled: in the monster-movement step, when dice (not the simple house rule) move the monsters. */
export const movementDiceToRecord = (state: S): number =>
  state.step === 'monster-movement' && !state.options.simpleMonsterMovement ? state.movementDice : 0;

/** The movement dice of this Monster Step not recorded yet (1-based): each is recorded once. */
export const unrecordedDice = (state: S): number[] =>
  Array.from({ length: movementDiceToRecord(state) }, (_, i) => i + 1).filter((die) => !state.movementFaces[die - 1]);
