/** Game time passing: the one clock every calculator shares (harvest decay, reckless states, taunt lockouts, research days). */
import { z } from 'zod';
import { ok } from '../../../engine/result';
import { ROUND_SECONDS } from '../data/taunt-identify';
import { action } from './common';

const timeSchema = z
  .object({
    days: z.number().int().min(0).max(365).default(0),
    hours: z.number().int().min(0).max(23).default(0),
    minutes: z.number().int().min(0).max(59).default(0),
    rounds: z.number().int().min(0).max(100).default(0),
  })
  .strict()
  .refine((t) => t.days + t.hours + t.minutes + t.rounds > 0, { message: 'dnd/input/some-time-must-pass', path: ['hours'] });
/** Time passes in the game: harvests decay, reckless states and taunt lockouts run out, research days turn. */
export const passTime = action({
  schema: timeSchema,
  offer: () => ({
    code: 'dnd/pass-time',
    fields: [
      { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
      { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
      { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
      { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
    ],
  }),
  decide: (_state, { days, hours, minutes, rounds }) =>
    ok([
      {
        type: 'time-passed',
        data: { seconds: days * 86400 + hours * 3600 + minutes * 60 + rounds * ROUND_SECONDS, days, hours, minutes, rounds },
      },
    ]),
});
