/** Dice tray actions, each declared once: payload, availability, how the prompt offers it, dice and decision. */
import { z } from 'zod';
import { defineAction } from '../../engine/define';
import { described, dN, d6, d10, times, sumDice, type DieSpec } from '../../engine/dice';
import { ok, refuse } from '../../engine/result';
import type { DiceTrayEvent } from './events';
import { anyCounter, liveCounter, liveCounters, nameTaken, withinLimits } from './rules/counters';
import type { DiceTrayState } from './state';

export const DIE_KINDS = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'd100'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

/** The die a tray kind names; a d10 shows 0-9 like the table's, the rest 1..N. */
export function dieOfKind(kind: DieKind): DieSpec {
  if (kind === 'd6') return d6;
  if (kind === 'd10') return d10;
  return dN(Number(kind.slice(1)));
}

const action = defineAction<DiceTrayState, DiceTrayEvent>();

export const roll = action({
  schema: z.object({ count: z.number().int().min(1).max(30), die: z.enum(DIE_KINDS) }).strict(),
  offer: () => ({
    code: 'dice-tray/roll',
    primary: true,
    rolls: true,
    payload: { count: 1 },
    fields: [
      { name: 'count', kind: 'number', min: 1, max: 30, default: 2 },
      {
        name: 'die',
        kind: 'choice',
        default: 'd6',
        choices: DIE_KINDS.map((k) => ({ value: k, code: 'dice-tray/die', params: { die: k } })),
      },
    ],
  }),
  dice: (_state, { count, die }) => described(times(count, dieOfKind(die)), 'dice-tray/die/nth', { die }),
  decide: (_state, { count, die }, dice) =>
    ok([{ type: 'rolled', data: { notation: `${count}${die}`, values: dice.map((d) => Number(d.value)), total: sumDice(dice) } }]),
});

const counterName = z.string().trim().min(1).max(40);
const limit = z.number().int().min(-99999).max(99999);

export const addCounter = action({
  schema: z
    .object({ name: counterName, min: limit, max: limit, start: z.number().int() })
    .strict()
    .refine((c) => c.min < c.max, { message: 'dice-tray/input/min-below-max', path: ['min'] })
    .refine((c) => c.start >= c.min && c.start <= c.max, {
      message: 'dice-tray/input/start-in-range',
      path: ['start'],
    }),
  offer: () => ({
    code: 'dice-tray/add-counter',
    fields: [
      { name: 'name', kind: 'text', maxLength: 40 },
      { name: 'min', kind: 'number', min: -99999, max: 99999, default: 0 },
      { name: 'max', kind: 'number', min: -99999, max: 99999, default: 10 },
      { name: 'start', kind: 'number', min: -99999, max: 99999, default: 0 },
    ],
  }),
  decide: (state, { name, min, max, start }) => {
    if (nameTaken(state, name)) return refuse('rules/duplicate_counter', { name });
    return ok([{ type: 'counter-added', data: { counterId: `c${state.nextCounter}`, name, min, max, value: start } }]);
  },
});

export const changeCounter = action({
  schema: z.object({ counterId: z.string(), delta: limit.refine((d) => d !== 0, 'dice-tray/input/zero-change') }).strict(),
  available: anyCounter,
  offer: (state) =>
    liveCounters(state).flatMap((c) => [
      ...(withinLimits(c, -1) ? [{ code: 'dice-tray/decrement', params: { name: c.name }, payload: { counterId: c.id, delta: -1 } }] : []),
      ...(withinLimits(c, 1) ? [{ code: 'dice-tray/increment', params: { name: c.name }, payload: { counterId: c.id, delta: 1 } }] : []),
    ]),
  decide: (state, { counterId, delta }) => {
    const counter = liveCounter(state, counterId);
    if (!counter) return refuse('rules/unknown_counter', { counterId });
    if (!withinLimits(counter, delta)) {
      return refuse('rules/counter_limit', { name: counter.name, min: counter.min, max: counter.max });
    }
    return ok([{ type: 'counter-changed', data: { counterId, name: counter.name, from: counter.value, to: counter.value + delta } }]);
  },
});

/** Sent by the board's remove button, not listed in the prompt. */
export const removeCounter = action({
  schema: z.object({ counterId: z.string() }).strict(),
  available: anyCounter,
  decide: (state, { counterId }) => {
    const counter = liveCounter(state, counterId);
    if (!counter) return refuse('rules/unknown_counter', { counterId });
    return ok([{ type: 'counter-removed', data: { counterId, name: counter.name } }]);
  },
});
