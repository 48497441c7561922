/** What the chain asks of the table: the City chart, an Ally to discard, facing Margath. */
import { z } from 'zod';
import { d10, described } from '../../../engine/dice';
import { ok, refuse } from '../../../engine/result';
import { CITIES, cityChartCity } from '../data/charts';
import { nextPending } from '../chain';
import type { MonsterStepEvent } from '../events';
import { allyStacks, cityChartResult } from '../rules/cities';
import { occupant } from '../state';
import { action } from './action';
import { owing } from './guards';

const oneD10 = described([d10], 'rms/die/city-chart');

export const rollCityChart = action({
  schema: z.object({}).strict(),
  available: (state) => owing(state, 'city-chart'),
  offer: () => ({ code: 'rms/action/roll-city-chart', dice: oneD10, primary: true }),
  dice: () => oneD10,
  decide: (state, _payload, dice) => {
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
});

const allySchema = z
  .object({ none: z.boolean(), stack: z.enum(CITIES).optional() })
  .strict()
  .refine((p) => !(p.none && p.stack), { path: ['stack'] }); // with no Ally to discard there is no market stack to name

/** The Ally a Terror rise costs (000:61); the table may say whose market stack it left, which must still have one (ruling 25). */
export const discardAlly = action({
  schema: allySchema,
  available: (state) => owing(state, 'ally-discard'),
  offer: (state) => [
    {
      code: 'rms/action/ally-discarded',
      payload: { none: false },
      primary: true,
      fields: [
        { name: 'stack', kind: 'choice', optional: true, choices: allyStacks(state).map((c) => ({ value: c, code: `rms/city/${c}` })) },
      ],
    },
    { code: 'rms/action/no-ally', payload: { none: true } },
  ],
  decide: (state, { none, stack }) => {
    if (stack && !allyStacks(state).includes(stack)) {
      return refuse('rules/stack_gone', { city: stack });
    }
    const owed = nextPending(state);
    return ok([
      {
        type: 'ally-discarded',
        data: { none, terror: owed?.kind === 'ally-discard' ? owed.terror : state.terror, ...(stack ? { stack } : {}) },
      },
    ]);
  },
});

const margathSchema = z.object({ result: z.enum(['hero-won', 'margath-won']) }).strict();

export const faceMargath = action({
  schema: margathSchema,
  available: (state) => owing(state, 'face-margath'),
  offer: () => [
    { code: 'rms/action/margath-hero-won', payload: { result: 'hero-won' } },
    { code: 'rms/action/margath-won', payload: { result: 'margath-won' } },
  ],
  decide: (_state, { result }) => ok([{ type: 'margath-fought', data: { result } }]),
});
