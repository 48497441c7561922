/** Shapes shared by the stored events and the reducers that fold them: a monster kind as the library keeps it. */
import { z } from 'zod';
import { MOVEMENTS, WEAPON_DEFENCES } from '../state';

export const monsterKind = z.object({
  name: z.string(),
  movement: z.enum(MOVEMENTS),
  awareness: z.number(),
  horrorDamage: z.number(),
  combatDamage: z.number(),
  toughness: z.number(),
  physical: z.enum(WEAPON_DEFENCES),
  magical: z.enum(WEAPON_DEFENCES),
  nightmarish: z.number(),
  overwhelming: z.number(),
  count: z.number(),
  notes: z.array(z.string()),
  evasive: z.boolean().optional(),
});
