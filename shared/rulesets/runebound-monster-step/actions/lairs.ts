/** Fighting monsters, recording them against their lairs, closing and sealing lairs. */
import { z } from 'zod';
import { d10, d10InSum, times, type DiceRequest } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import type { MonsterStepEvent } from '../events';
import { fail, ok } from '../../../engine/result';
import { RULES } from '../data/charts';
import { nextPending } from '../chain';
import { lairByMarker, monsterById, type S } from '../state';
import { closableLair, lairTargets, sealableLair } from '../rules/lairs';
import { raiseTerrorTimes } from '../chain';

export { closableLair, lairTargets };
import { inStep } from './guards';

const fightSchema = z
  .object({
    result: z.enum(['defeated', 'knocked-out']),
    life: z.number().int().min(1).max(20).optional(),
    /** Event cards drawn while seeking the monster's challenge; they raise Terror only under the house rule (ruling 16). */
    eventsDrawn: z.number().int().min(0).max(20).optional(),
  })
  .strict()
  .refine((p) => p.result !== 'defeated' || p.life !== undefined, { message: 'a defeated monster needs its life value', path: ['life'] });

/** The monster the hero must fight now: one that appeared on the hero's lair, or the one the hero ended on. */
function monsterToFight(state: S): { monster: number; duringMonsterStep: boolean } | null {
  const owed = nextPending(state);
  if (owed?.kind === 'fight-now') return { monster: owed.monster, duringMonsterStep: true };
  if (owed) return null;
  if (state.step === 'adventure' && state.hero.at.kind === 'monster' && !state.hero.adventured) {
    return { monster: state.hero.at.monster, duringMonsterStep: false };
  }
  return null;
}

export const fightMonster: ActionDef<S, z.infer<typeof fightSchema>> = {
  schema: fightSchema,
  decide: (state, { result, life, eventsDrawn = 0 }) => {
    const fight = monsterToFight(state);
    if (!fight) return fail('rules/no_fight', 'There is no monster to fight now.', { step: state.step });
    const monster = monsterById(state, fight.monster);
    if (!monster) return fail('rules/not_on_board', 'That monster is no longer on the board.', { at: `monster-${fight.monster}` });
    if (eventsDrawn > 0 && !state.options.seekingEventsRaiseTerror) {
      return fail('rules/seeking_events_discarded', 'Event cards drawn while seeking a monster’s challenge are discarded, not put into play (000:43).', { eventsDrawn });
    }
    const seeking: MonsterStepEvent[] = eventsDrawn > 0
      ? [{ type: 'seeking-events-drawn', data: { monster: monster.id, count: eventsDrawn } }, ...raiseTerrorTimes(state.terror, eventsDrawn, 'seeking-event')]
      : [];
    const base = { monster: monster.id, city: monster.city, duringMonsterStep: fight.duringMonsterStep };
    if (result === 'knocked-out') return ok([...seeking, { type: 'hero-knocked-out', data: base }]);
    const lair = monster.lair === null ? undefined : lairByMarker(state, monster.lair);
    const recorded = lair?.status === 'open';
    return ok([...seeking, { type: 'monster-defeated', data: { ...base, lair: monster.lair, life, colour: monster.colour, recorded } }]);
  },
};

export const lairCheckDice = (state: S): number => (state.options.lairCheckOneDie ? 1 : 2);

const planSchema = z.object({ phase: z.enum(['ranged', 'melee', 'magic']), skill: z.number().int().min(0).max(20) }).strict();

export const planLairCheck: ActionDef<S, z.infer<typeof planSchema>> = {
  schema: planSchema,
  decide: (state, { phase, skill }) => {
    const refused = inStep(state, ['adventure']);
    if (refused) return refused;
    const lair = closableLair(state);
    if (!lair) return fail('rules/cannot_close', 'The hero must stand on an open lair with at least one defeated monster, with the adventure unspent.');
    return ok([{ type: 'lair-check-planned', data: { marker: lair.marker, phase, skill, targets: lairTargets(lair), dice: lairCheckDice(state) } }]);
  },
};

const noPayload = z.object({}).strict();

export const cancelLairCheck: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => {
    const refused = inStep(state, ['adventure']);
    if (refused) return refused;
    if (!state.lairCheck) return fail('rules/no_lair_check', 'No lair check is set up.');
    return ok([{ type: 'lair-check-cancelled', data: { marker: state.lairCheck.marker } }]);
  },
};

/** The dice of the planned checks: one or two d10 per defeated monster, in check order. */
export function lairCheckRequest(state: S): DiceRequest | null {
  if (!state.lairCheck) return null;
  return { dice: times(state.lairCheck.targets.length * lairCheckDice(state), d10) };
}

export const rollLairCheck: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  dice: (state) => lairCheckRequest(state),
  decide: (state, _payload, dice) => {
    const refused = inStep(state, ['adventure']);
    if (refused) return refused;
    const plan = state.lairCheck;
    const lair = closableLair(state);
    if (!plan || !lair) return fail('rules/no_lair_check', 'No lair check is set up.');
    const per = lairCheckDice(state);
    const checks = plan.targets.map((target, i) => {
      const values = dice.slice(i * per, i * per + per).map((d) => Number(d.value));
      const total = values.reduce((sum, v) => sum + d10InSum(v), 0) + plan.skill;
      return { values, total, target, success: total >= target };
    });
    const success = checks.every((c) => c.success);
    const events: MonsterStepEvent[] = [{ type: 'lair-check-rolled', data: { marker: lair.marker, phase: plan.phase, skill: plan.skill, checks, success } }];
    if (success) {
      const orphans = state.monsters.filter((m) => m.lair === lair.marker).map((m) => m.id);
      events.push({ type: 'lair-closed', data: { marker: lair.marker, location: lair.location, discarded: lair.defeated, orphans } });
    }
    return ok(events);
  },
};

const sealSchema = z.object({ payment: z.enum(['gold', 'ally']) }).strict();

export const sealLair: ActionDef<S, z.infer<typeof sealSchema>> = {
  schema: sealSchema,
  decide: (state, { payment }) => {
    const refused = inStep(state, ['adventure']);
    if (refused) return refused;
    const lair = sealableLair(state);
    if (!lair) return fail('rules/cannot_seal', 'A lair can be sealed only in the Adventure step in which it closed, before the hero moves.');
    const to = Math.max(0, state.doom - 1);
    return ok([
      { type: 'lair-sealed', data: { marker: lair.marker, location: lair.location, payment, gold: payment === 'gold' ? RULES.sealGold : 0 } },
      { type: 'doom-lowered', data: { from: state.doom, to }, cause: 'lair-sealed' },
    ]);
  },
};
