/** Fighting monsters, recording them against their lairs, closing and sealing lairs. */
import { z } from 'zod';
import { d10, d10InSum, times, type DiceRequest } from '../../../engine/dice';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { Offer, PromptField } from '../../../engine/ruleset';
import { ok } from '../../../engine/result';
import { monsterColour, RULES } from '../data/charts';
import { nextPending, raiseTerrorTimes } from '../chain';
import type { MonsterStepEvent } from '../events';
import { lairCloseOdds } from '../odds';
import { closableLair, lairTargets, sealableLair } from '../rules/lairs';
import { lairByMarker, monsterById, type S } from '../state';
import { action, monsterParams } from './action';
import { inStep } from './guards';

export { closableLair, lairTargets };

const fightSchema = z
  .object({
    result: z.enum(['defeated', 'knocked-out']),
    life: z.number().int().min(1).max(20).optional(),
    /** Event cards drawn while seeking the monster's challenge; they raise Terror only under the house rule (ruling 16). */
    eventsDrawn: z.number().int().min(0).max(20).optional(),
  })
  .strict()
  .refine((p) => p.result !== 'defeated' || p.life !== undefined, { message: 'rms/input/defeated-needs-life', path: ['life'] });

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

/** The fight's outcome; under the house rule of ruling 16 the table also says how many Event cards it drew on the way. */
function fightOffers(state: S): Offer[] {
  const seeking: PromptField[] = state.options.seekingEventsRaiseTerror
    ? [{ name: 'eventsDrawn', kind: 'number', min: 0, max: 20, default: 0 }]
    : [];
  return [
    {
      code: 'rms/action/monster-defeated',
      payload: { result: 'defeated' },
      fields: [{ name: 'life', kind: 'number', min: 1, max: 20, default: 3 }, ...seeking],
    },
    { code: 'rms/action/knocked-out', payload: { result: 'knocked-out' }, ...(seeking.length ? { fields: seeking } : {}) },
  ];
}

export const fightMonster = action({
  schema: fightSchema,
  available: (state) => (monsterToFight(state) ? allowed : refuse('rules/no_fight', { step: state.step })),
  offer: fightOffers,
  decide: (state, { result, life, eventsDrawn = 0 }) => {
    const fight = monsterToFight(state)!;
    const monster = monsterById(state, fight.monster);
    if (!monster) return refuse('rules/not_on_board', { at: `monster-${fight.monster}` });
    if (eventsDrawn > 0 && !state.options.seekingEventsRaiseTerror) {
      return refuse('rules/seeking_events_discarded', { eventsDrawn });
    }
    const seeking: MonsterStepEvent[] =
      eventsDrawn > 0
        ? [
            { type: 'seeking-events-drawn', data: { monster: monster.id, count: eventsDrawn } },
            ...raiseTerrorTimes(state.terror, eventsDrawn, 'seeking-event'),
          ]
        : [];
    const base = { monster: monster.id, city: monster.city, duringMonsterStep: fight.duringMonsterStep };
    if (result === 'knocked-out') return ok([...seeking, { type: 'hero-knocked-out', data: base }]);
    const lair = monster.lair === null ? undefined : lairByMarker(state, monster.lair);
    const recorded = lair?.status === 'open';
    return ok([
      ...seeking,
      { type: 'monster-defeated', data: { ...base, lair: monster.lair, life: life!, colour: monster.colour, recorded } },
    ]);
  },
});

/** How the prompt states the fight the hero ended on: the level and the colour of the deck to draw from. */
export const fightParams = (state: S, monster: number) => ({
  ...monsterParams(state, monster),
  level: state.hero.experience + 1,
  drawColour: monsterColour(state.hero.experience),
});

export const lairCheckDice = (state: S): number => (state.options.lairCheckOneDie ? 1 : 2);

const planSchema = z.object({ phase: z.enum(['ranged', 'melee', 'magic']), skill: z.number().int().min(0).max(20) }).strict();

/** A lair the hero may try to close, with no check set up yet (000:49). */
const canPlan = (state: S) => (closableLair(state) && !state.lairCheck ? allowed : refuse('rules/cannot_close'));

export const planLairCheck = action({
  schema: planSchema,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['adventure']),
      () => canPlan(state),
    ),
  offer: (state) => ({
    code: 'rms/action/plan-lair-check',
    primary: true,
    fields: [
      {
        name: 'phase',
        kind: 'choice',
        choices: (['ranged', 'melee', 'magic'] as const).map((p) => ({ value: p, code: `rms/combat/${p}` })),
      },
      { name: 'skill', kind: 'number', min: 0, max: 20, default: state.hero.lastSkill.melee },
    ],
  }),
  decide: (state, { phase, skill }) => {
    const lair = closableLair(state)!;
    return ok([
      { type: 'lair-check-planned', data: { marker: lair.marker, phase, skill, targets: lairTargets(lair), dice: lairCheckDice(state) } },
    ]);
  },
});

const noPayload = z.object({}).strict();

/** A lair check set up and still rollable. */
const planned = (state: S) => (state.lairCheck && closableLair(state) ? allowed : refuse('rules/no_lair_check'));

export const cancelLairCheck = action({
  schema: noPayload,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['adventure']),
      () => planned(state),
    ),
  offer: () => ({ code: 'rms/action/cancel-lair-check', rare: true }),
  decide: (state) => ok([{ type: 'lair-check-cancelled', data: { marker: state.lairCheck!.marker } }]),
});

/** The dice of the planned checks: one or two d10 per defeated monster, in check order. */
export function lairCheckRequest(state: S): DiceRequest | null {
  if (!state.lairCheck) return null;
  const each = lairCheckDice(state);
  const targets = state.lairCheck.targets;
  return {
    dice: times(targets.length * each, d10),
    looks: targets.flatMap((target) =>
      times(each, d10).map((_, i) => ({ code: 'rms/die/lair-check', params: { target, n: i + 1, count: each } })),
    ),
  };
}

export const rollLairCheck = action({
  schema: noPayload,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['adventure']),
      () => planned(state),
    ),
  offer: (state) => {
    const plan = state.lairCheck!;
    const dice = lairCheckDice(state);
    return {
      code: 'rms/action/roll-lair-check',
      params: { checks: plan.targets.length, dice },
      dice: lairCheckRequest(state) ?? undefined,
      odds: lairCloseOdds(dice, plan.skill, plan.targets),
      primary: true,
    };
  },
  dice: (state) => lairCheckRequest(state),
  decide: (state, _payload, dice) => {
    const plan = state.lairCheck!;
    const lair = closableLair(state)!;
    const per = lairCheckDice(state);
    const checks = plan.targets.map((target, i) => {
      const values = dice.slice(i * per, i * per + per).map((d) => Number(d.value));
      const total = values.reduce((sum, v) => sum + d10InSum(v), 0) + plan.skill;
      return { values, total, target, success: total >= target };
    });
    const success = checks.every((c) => c.success);
    const events: MonsterStepEvent[] = [
      { type: 'lair-check-rolled', data: { marker: lair.marker, phase: plan.phase, skill: plan.skill, checks, success } },
    ];
    if (success) {
      const orphans = state.monsters.filter((m) => m.lair === lair.marker).map((m) => m.id);
      events.push({ type: 'lair-closed', data: { marker: lair.marker, location: lair.location, discarded: lair.defeated, orphans } });
    }
    return ok(events);
  },
});

const sealSchema = z.object({ payment: z.enum(['gold', 'ally']) }).strict();

export const sealLair = action({
  schema: sealSchema,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['adventure']),
      () => (sealableLair(state) ? allowed : refuse('rules/cannot_seal')),
    ),
  offer: () => [
    { code: 'rms/action/seal-gold', payload: { payment: 'gold' }, params: { gold: RULES.sealGold }, primary: true },
    { code: 'rms/action/seal-ally', payload: { payment: 'ally' } },
  ],
  decide: (state, { payment }) => {
    const lair = sealableLair(state)!;
    const to = Math.max(0, state.doom - 1);
    return ok([
      {
        type: 'lair-sealed',
        data: { marker: lair.marker, location: lair.location, payment, gold: payment === 'gold' ? RULES.sealGold : 0 },
      },
      { type: 'doom-lowered', data: { from: state.doom, to }, cause: 'lair-sealed' },
    ]);
  },
});
