/** The monster library: players edit and extend the monster stats; every change is an event in the campaign's history. */
import { z } from 'zod';
import { refuse } from '../../../engine/result';
import { onBoardOfKind } from '../rules/gates';
import { MOVEMENTS, WEAPON_DEFENCES } from '../state';
import { action, build } from './common';
import { kindByName } from '../rules/combat';

const kindSchema = z
  .object({
    name: z.string().trim().min(1).max(40),
    movement: z.enum(MOVEMENTS),
    awareness: z.number().int().min(-5).max(5),
    horrorDamage: z.number().int().min(0).max(10),
    combatDamage: z.number().int().min(0).max(10),
    toughness: z.number().int().min(1).max(10),
    physical: z.enum(WEAPON_DEFENCES),
    magical: z.enum(WEAPON_DEFENCES),
    nightmarish: z.number().int().min(0).max(5),
    overwhelming: z.number().int().min(0).max(5),
    count: z.number().int().min(0).max(20),
    evasive: z.boolean().optional(),
    notes: z.array(z.string().max(120)).max(6).optional(),
  })
  .strict();

/** Adds a monster kind, or replaces the stats of one already in the library (matched by name). */
export const librarySet = action({
  schema: kindSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const before = kindByName(state, p.name);
      const kind = { ...p, name: before?.name ?? p.name, notes: p.notes ?? before?.notes ?? [] };
      b.emit(before ? 'library-monster-changed' : 'library-monster-added', { name: kind.name, before: before ?? null, kind });
    }),
});

const removeSchema = z.object({ name: z.string().min(1).max(40) }).strict();

/** Takes a kind out of the library (refused while one is on the board). */
export const libraryRemove = action({
  schema: removeSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const kind = kindByName(state, p.name);
      if (!kind) return refuse('rules/unknown_monster', { kind: p.name });
      if (onBoardOfKind(state, kind.name) > 0) return refuse('rules/monster_on_board', { kind: kind.name });
      b.emit('library-monster-removed', { name: kind.name, before: kind });
    }),
});
