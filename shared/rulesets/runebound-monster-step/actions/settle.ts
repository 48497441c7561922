/** What the chain asks of the table: the City chart, an Ally to discard, facing Margath. */
import { z } from 'zod';
import { d10 } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import type { MonsterStepEvent } from '../events';
import { fail, ok } from '../../../engine/result';
import { CITIES, cityChartCity } from '../data/charts';
import { nextPending } from '../chain';
import { occupant, type S } from '../state';
import { allyStacks, cityChartResult } from '../rules/cities';
import { owing } from './guards';

export const rollCityChart: ActionDef<S, Record<string, never>> = {
  schema: z.object({}).strict(),
  dice: () => ({ dice: [d10] }),
  decide: (state, _payload, dice) => {
    const refused = owing(state, 'city-chart');
    if (refused) return refused;
    const owed = nextPending(state);
    const cause = `terror-${owed?.kind === 'city-chart' ? owed.terror : state.terror}`;
    const value = Number(dice[0].value);
    const city = cityChartCity(value);
    const result = city === null ? 'blank' : cityChartResult(state, city);
    const events: MonsterStepEvent[] = [{ type: 'city-chart-rolled', data: { value, city, result }, cause }];
    if (city && result === 'closes') {
      // Only the `cityChartClosesHeldCity` house rule lets the chart close a held city; its monster then leaves with it.
      events.push({ type: 'city-closed', data: { city, monsterRemoved: occupant(state, city)?.id ?? null }, cause });
    }
    return ok(events);
  },
};

const allySchema = z
  .object({ none: z.boolean(), stack: z.enum(CITIES).optional() })
  .strict()
  .refine((p) => !(p.none && p.stack), { message: 'with no Ally to discard there is no market stack to name', path: ['stack'] });

/** The Ally a Terror rise costs (000:61); the table may say whose market stack it left, which must still have one (ruling 25). */
export const discardAlly: ActionDef<S, z.infer<typeof allySchema>> = {
  schema: allySchema,
  decide: (state, { none, stack }) => {
    const refused = owing(state, 'ally-discard');
    if (refused) return refused;
    if (stack && !allyStacks(state).includes(stack)) {
      return fail('rules/stack_gone', 'That city is closed: its market stack is gone (000:74).', { city: stack });
    }
    const owed = nextPending(state);
    return ok([{ type: 'ally-discarded', data: { none, terror: owed?.kind === 'ally-discard' ? owed.terror : state.terror, ...(stack ? { stack } : {}) } }]);
  },
};

const margathSchema = z.object({ result: z.enum(['hero-won', 'margath-won']) }).strict();

export const faceMargath: ActionDef<S, z.infer<typeof margathSchema>> = {
  schema: margathSchema,
  decide: (state, { result }) => owing(state, 'face-margath') ?? ok([{ type: 'margath-fought', data: { result } }]),
};
