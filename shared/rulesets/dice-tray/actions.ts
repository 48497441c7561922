/** Dice tray actions: roll any dice, keep named counters and tracks with limits. */
import { z } from 'zod';
import { dN, d6, d10, times, sumDice, type DieSpec } from '../../engine/dice';
import type { ActionDef } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import type { DiceTrayState } from './state';

export const DIE_KINDS = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd100'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

/** The die a tray kind names; a d10 shows 0-9 like the table's, the rest 1..N. */
export function dieOfKind(kind: DieKind): DieSpec {
  if (kind === 'd6') return d6;
  if (kind === 'd10') return d10;
  return dN(Number(kind.slice(1)));
}

const rollSchema = z.object({ count: z.number().int().min(1).max(30), die: z.enum(DIE_KINDS) }).strict();

export const roll: ActionDef<DiceTrayState, z.infer<typeof rollSchema>> = {
  schema: rollSchema,
  dice: (_state, { count, die }) => ({ dice: times(count, dieOfKind(die)) }),
  decide: (_state, { count, die }, dice) =>
    ok([{ type: 'rolled', data: { notation: `${count}${die}`, values: dice.map((d) => Number(d.value)), total: sumDice(dice) } }]),
};

const counterName = z.string().trim().min(1).max(40);

const addCounterSchema = z
  .object({ name: counterName, min: z.number().int().min(-99999).max(99999), max: z.number().int().min(-99999).max(99999), start: z.number().int() })
  .strict()
  .refine((c) => c.min < c.max, { message: 'the minimum must be below the maximum', path: ['min'] })
  .refine((c) => c.start >= c.min && c.start <= c.max, { message: 'the start must lie between the minimum and maximum', path: ['start'] });

export const addCounter: ActionDef<DiceTrayState, z.infer<typeof addCounterSchema>> = {
  schema: addCounterSchema,
  decide: (state, { name, min, max, start }) => {
    if (state.counters.some((c) => !c.retired && c.name.toLowerCase() === name.toLowerCase())) {
      return fail('rules/duplicate_counter', `There is already a counter called "${name}".`, { name });
    }
    return ok([{ type: 'counter-added', data: { counterId: `c${state.nextCounter}`, name, min, max, value: start } }]);
  },
};

const changeCounterSchema = z.object({ counterId: z.string(), delta: z.number().int().min(-99999).max(99999).refine((d) => d !== 0, 'a change of 0 changes nothing') }).strict();

export const changeCounter: ActionDef<DiceTrayState, z.infer<typeof changeCounterSchema>> = {
  schema: changeCounterSchema,
  decide: (state, { counterId, delta }) => {
    const counter = state.counters.find((c) => c.id === counterId && !c.retired);
    if (!counter) return fail('rules/unknown_counter', 'That counter does not exist.', { counterId });
    const to = counter.value + delta;
    if (to < counter.min || to > counter.max) {
      return fail('rules/counter_limit', `${counter.name} stays between ${counter.min} and ${counter.max}.`, { name: counter.name, min: counter.min, max: counter.max });
    }
    return ok([{ type: 'counter-changed', data: { counterId, name: counter.name, from: counter.value, to } }]);
  },
};

const removeCounterSchema = z.object({ counterId: z.string() }).strict();

export const removeCounter: ActionDef<DiceTrayState, z.infer<typeof removeCounterSchema>> = {
  schema: removeCounterSchema,
  decide: (state, { counterId }) => {
    const counter = state.counters.find((c) => c.id === counterId && !c.retired);
    if (!counter) return fail('rules/unknown_counter', 'That counter does not exist.', { counterId });
    return ok([{ type: 'counter-removed', data: { counterId, name: counter.name } }]);
  },
};
