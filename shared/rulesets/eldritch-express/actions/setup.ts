/** Set-up steps 1-8 with the app's d6 rolls: omen clock, gate and monster, clue, expedition, mystery, Ancient One, first player. */
import { z } from 'zod';
import { refuse, allowed } from '../../../engine/define';
import { d6, dN, type DiceRequest, type DieSpec } from '../../../engine/dice';
import { ok } from '../../../engine/result';
import { ANCIENT_ONES } from '../data/world';
import type { EldritchEvent } from '../events';
import type { EldritchState } from '../state';
import { P } from '../prompt/common';
import { action } from './guard';

/** The Ancient One a set-up d6 picks: 1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth (ruling). */
export const ancientOneForDie = (die: number): string => ['cthulhu', 'shub-niggurath', 'azathoth'][Math.ceil(die / 2) - 1];

/** The set-up roll: gate, clue, expedition, mystery, then the Ancient One (if random) and the first player (if several). */
export function setupDice(state: EldritchState): DieSpec[] {
  const dice: DieSpec[] = [d6, d6, d6, d6];
  if (state.options.ancientOne === 'random') dice.push(d6);
  if (state.seats.length > 1) dice.push(dN(state.seats.length));
  return dice;
}

/** The set-up dice as the table reads them: the gate, clue, expedition and mystery dice, the Ancient One's, the first player's. */
function setupRequest(state: EldritchState): DiceRequest {
  const dice = setupDice(state);
  const names = ['gate', 'clue', 'expedition', 'mystery'];
  if (state.options.ancientOne === 'random') names.push('ancient-one');
  if (state.seats.length > 1) names.push('first-player');
  return { dice, looks: names.map((what) => ({ code: `${P}/die/setup`, params: { what } })) };
}

export const rollSetup = action({
  schema: z.object({}).strict(),
  available: (state) => (state.stage === 'setup' && state.ancientOne === null ? allowed : refuse('rules/wrong_phase', { why: 'set_up' })),
  offer: (state) => ({ code: `${P}/action/roll-setup`, primary: true, dice: { dice: setupDice(state) } }),
  dice: setupRequest,
  decide: (state, _payload, dice) => {
    const values = dice.map((d) => Number(d.value));
    const [gate, clue, expedition, mystery] = values;
    let next = 4;
    const ancientOne = state.options.ancientOne === 'random' ? ancientOneForDie(values[next++]) : state.options.ancientOne;
    const firstSeat = state.seats.length > 1 ? values[next] - 1 : 0;
    const doom = ANCIENT_ONES.find((a) => a.key === ancientOne)!.doom;
    const events: EldritchEvent[] = [
      { type: 'gate-site-rolled', data: { region: gate, monsters: 1, values: [gate] } },
      clue === gate
        ? { type: 'placement-due', data: { what: 'setup-clue', avoid: gate, rolled: clue }, cause: 'clue-not-on-gate' }
        : { type: 'clue-placed', data: { region: clue } },
      { type: 'expedition-placed', data: { region: expedition } },
      { type: 'mystery-placed', data: { region: mystery, side: 'front' } },
      { type: 'investigators-due', data: { seats: state.seats.map((_, i) => i) } },
      { type: 'ancient-one-chosen', data: { ancientOne, doom, random: state.options.ancientOne === 'random' } },
      { type: 'first-player-chosen', data: { seat: firstSeat, name: state.seats[firstSeat].player.name } },
    ];
    return ok(events);
  },
});
