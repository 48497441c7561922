/** What The Cataclysm's actions share: the typed action builder, the phase guard and names. */
import { z } from 'zod';
import { allowed, defineAction, refuse } from '../../../engine/define';
import type { Availability } from '../../../engine/ruleset';
import type { CataclysmEvent } from '../events';
import type { CataclysmState, Phase } from '../state';

export const action = defineAction<CataclysmState, CataclysmEvent>();
export const none = z.object({}).strict();
export const P = 'cataclysm';
export const nameOf = (state: CataclysmState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;

export function inPhase(state: CataclysmState, wanted: Phase): Availability {
  return state.phase === wanted ? allowed : refuse('rules/wrong_phase', { phase: state.phase, wanted: [wanted] });
}
