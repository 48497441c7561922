/** The Monster Step's `defineAction`, bound to its state and events, and the pieces several offers share. */
import { defineAction } from '../../../engine/define';
import type { PromptChoice } from '../../../engine/ruleset';
import type { MonsterStepEvent } from '../events';
import { monsterById, type S } from '../state';

export const action = defineAction<S, MonsterStepEvent>();

/** How the prompt names a monster: its number, lair, colour and city. */
export function monsterParams(state: S, id: number) {
  const m = monsterById(state, id);
  return { monster: id, lair: m?.lair ?? null, colour: m?.colour ?? null, city: m?.city ?? null };
}

/** Where the hero may have ended the Movement step: nowhere special, on a monster, on an open or closed lair. */
export function positionChoices(state: S): PromptChoice[] {
  const choices: PromptChoice[] = [{ value: 'elsewhere', code: 'rms/choice/elsewhere' }];
  for (const m of state.monsters)
    choices.push({ value: `monster-${m.id}`, code: 'rms/choice/monster', params: monsterParams(state, m.id) });
  for (const l of state.lairs) {
    if (l.status !== 'open' && l.status !== 'closed') continue;
    choices.push({
      value: `lair-${l.marker}`,
      code: 'rms/choice/lair',
      params: { marker: l.marker, location: l.location, status: l.status, defeated: l.defeated.length },
    });
  }
  return choices;
}
