/**
 * How Catan Horror's recorded rolls lie on the table, by the event that carries their dice: the
 * production roll is a red d6, a yellow d6 and the event die (the same looks the dice entry asks by).
 */
import type { RollLooks } from '../../engine/dice';
import { PRODUCTION_LOOKS } from './actions/turn';

export const catanHorrorRollLooks: RollLooks = { 'production-rolled': PRODUCTION_LOOKS };
