/** Step 9: the omen clock advances one space and its omen is resolved (green comet, blue mythos dice, red sun). */
import { z } from 'zod';
import { described, d6, times, type DiceRequest, type DieSpec } from '../../../engine/dice';
import { ok } from '../../../engine/result';
import { ANCIENT_ONES, OMEN_CLOCK, RUMOR_DISTANCE, type Omen } from '../data/world';
import { flightChoices } from '../rules/flying';
import { monsterKind } from '../data/monsters';
import type { EldritchEvent } from '../events';
import type { EldritchState } from '../state';
import { P } from '../prompt/common';
import { action, atStep, unless } from './guard';

export const nextOmen = (state: EldritchState): { index: number; omen: Omen } => {
  const index = (state.omen + 1) % OMEN_CLOCK.length;
  return { index, omen: OMEN_CLOCK[index] };
};

const redSunOf = (state: EldritchState) => ANCIENT_ONES.find((a) => a.key === state.ancientOne)?.redSun;

/** Seats with an investigator in play, in seat order. */
const seatsInPlay = (state: EldritchState): number[] => state.seats.flatMap((s, i) => (s.investigator ? [i] : []));

/** The dice the next omen needs: the two mythos dice for blue, per-investigator mythos dice or a rumor d6 for some red suns. */
export function omenDice(state: EldritchState): DieSpec[] {
  const { omen } = nextOmen(state);
  if (omen === 'blue') return [d6, d6];
  if (omen === 'red-sun') {
    const effect = redSunOf(state);
    if (effect === 'mythos-monster-each') return times(2 * seatsInPlay(state).length, d6);
    if (effect === 'rumor-or-regress' && !state.rumor) return [d6];
  }
  return [];
}

/** The omen's dice in the table's words: mythos dice, or the rumor's d6. */
function omenRequest(state: EldritchState): DiceRequest {
  const dice = omenDice(state);
  return described(dice, dice.length === 1 ? `${P}/die/rumor` : `${P}/die/mythos`);
}

export const advanceOmen = action({
  schema: z.object({}).strict(),
  available: atStep('omen', (_s, { turn }) => unless(!turn.omenDone, 'rules/wrong_phase', { why: 'omen_moved', step: 'omen' })),
  offer: (state) => ({
    code: `${P}/action/advance-omen`,
    params: { omen: nextOmen(state).omen },
    primary: true,
    dice: { dice: omenDice(state) },
  }),
  dice: omenRequest,
  decide: (state, _p, dice) => {
    const values = dice.map((d) => Number(d.value));
    const { index, omen } = nextOmen(state);
    const events: EldritchEvent[] = [{ type: 'omen-advanced', data: { index, omen } }];
    if (omen === 'green-comet') events.push({ type: 'doom-advanced', data: { to: state.doom - 1 }, cause: 'green-comet' });
    if (omen === 'blue') events.push(...mythos(state, values[0], values[1]));
    if (omen === 'red-sun') events.push(...redSun(state, values));
    return ok(events);
  },
});

/** Blue: the first die opens a gate (or adds two monsters, or removes a sealed gate), the second places a clue; doubles bring a rumor. */
function mythos(state: EldritchState, gate: number, clue: number): EldritchEvent[] {
  const events: EldritchEvent[] = [
    { type: 'mythos-rolled', data: { values: [gate, clue] } },
    { type: 'gate-site-rolled', data: { region: gate, monsters: 2, had: state.regions[gate - 1].gate, tokenBack: true }, cause: 'blue' },
    { type: 'clue-placed', data: { region: clue }, cause: 'blue' },
  ];
  if (gate === clue) events.push(...rumorArrives(state, gate, 'doubles'));
  return events;
}

function rumorArrives(state: EldritchState, region: number, cause: string): EldritchEvent[] {
  if (state.rumor) return [{ type: 'rumor-regressed', data: { track: state.rumor.track + 1 }, cause }];
  return [{ type: 'rumor-spawned', data: { region, track: Math.max(0, state.doom - RUMOR_DISTANCE) }, cause }];
}

function redSun(state: EldritchState, values: number[]): EldritchEvent[] {
  const effect = redSunOf(state);
  const events: EldritchEvent[] = [];
  if (effect === 'sanity-each') {
    for (const seat of seatsInPlay(state))
      events.push({ type: 'sanity-lost', data: { seat, amount: 1, investigator: state.seats[seat].investigator!.key }, cause: 'red-sun' });
  } else if (effect === 'mythos-monster-each') {
    seatsInPlay(state).forEach((seat, n) => {
      const [yellow, green] = [values[2 * n], values[2 * n + 1]];
      events.push({ type: 'mythos-rolled', data: { values: [yellow, green], seat, what: 'red-sun' } });
      if (yellow >= 4)
        events.push({ type: 'draw-due', data: { deck: 'monster', seat: null, region: green, reason: 'red-sun' }, cause: 'red-sun' });
    });
  } else if (effect === 'rumor-or-regress') {
    events.push(...rumorArrives(state, values[0] ?? 1, 'red-sun'));
  }
  return events;
}

/** After a blue omen: stacks of more than one monster at a gate, with no investigator there, send their flyers toward one. */
export function flyingEvents(state: EldritchState): EldritchEvent[] {
  const occupied = new Set(state.seats.flatMap((s) => (s.investigator && s.investigator.region !== 'lost' ? [s.investigator.region] : [])));
  const events: EldritchEvent[] = [];
  for (const region of state.regions) {
    if (!region.gate || region.gate.sealed || region.monsters.length < 2 || occupied.has(region.id)) continue;
    const flyers = region.monsters.filter((m) => monsterKind(m).flying);
    if (flyers.length === 0) continue;
    events.push({ type: 'flying-due', data: { region: region.id, monsters: flyers, choices: flightChoices(region.id, [...occupied]) } });
  }
  events.push({ type: 'flying-checked', data: { count: events.length } });
  return events;
}
