/** Game time passing: the one clock every calculator shares (harvest decay, reckless states, taunt lockouts). */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { ok } from '../../../engine/result';
import { ROUND_SECONDS } from '../data/taunt-identify';
import type { DndState } from '../state';

const timeSchema = z
  .object({ days: z.number().int().min(0).max(365).default(0), hours: z.number().int().min(0).max(23).default(0), minutes: z.number().int().min(0).max(59).default(0), rounds: z.number().int().min(0).max(100).default(0) })
  .strict()
  .refine((t) => t.days + t.hours + t.minutes + t.rounds > 0, { message: 'some time must pass', path: ['hours'] });
/** Time passes in the game: harvests decay, reckless states and taunt lockouts run out. */
export const passTime: ActionDef<DndState, z.infer<typeof timeSchema>> = {
  schema: timeSchema,
  decide: (_state, { days, hours, minutes, rounds }) =>
    ok([{ type: 'time-passed', data: { seconds: days * 86400 + hours * 3600 + minutes * 60 + rounds * ROUND_SECONDS, days, hours, minutes, rounds } }]),
};
