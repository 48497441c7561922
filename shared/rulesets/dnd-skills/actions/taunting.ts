/** The taunting calculator: Intimidate against the taunt DC, the target's Will save, pep talks and reckless states ending. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { TAUNT } from '../data/taunt-identify';
import { tauntDc } from '../rules';
import type { DndState } from '../state';
import { d20, empty, modifier, name, pc } from './common';

const tauntSchema = z
  .object({
    intimidator: z.string().min(1),
    target: name,
    hd: z.number().int().min(1).max(60),
    wisdomModifier: z.number().int().min(-5).max(20),
    intimidateModifier: modifier,
    willSave: modifier,
  })
  .strict();
/** Declare a taunt: the Intimidate DC is the target's HD + Wisdom modifier. */
export const declareTaunt: ActionDef<DndState, z.infer<typeof tauntSchema>> = {
  schema: tauntSchema,
  decide: (state, p) => {
    if (state.taunt) return fail('rules/taunt_open', 'Finish the taunt under way first.');
    const who = pc(state, p.intimidator);
    if (!who.ok) return who;
    const locked = state.lockouts.find((l) => l.intimidator === who.value && l.target.toLowerCase() === p.target.toLowerCase() && l.until > state.clock);
    if (locked) return ok([{ type: 'taunt-locked-out', data: { intimidator: who.value, target: p.target, secondsLeft: locked.until - state.clock } }]);
    return ok([{ type: 'taunt-declared', data: { ...p, intimidator: who.value, dc: tauntDc(p.hd, p.wisdomModifier) } }]);
  },
};

/** Roll Intimidate against the taunt DC; a success makes the target save. The attempt starts the 24-hour lockout. */
export const rollIntimidate: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const t = state.taunt;
    if (!t || t.intimidateTotal !== null) return fail('rules/wrong_phase', 'There is no taunt waiting for its Intimidate check.');
    const roll = Number(dice[0].value);
    const total = roll + t.intimidateModifier;
    return ok([{ type: 'taunt-intimidated', data: { intimidator: t.intimidator, target: t.target, roll, total, dc: t.dc, success: total >= t.dc, lockoutSeconds: TAUNT.lockoutSeconds } }]);
  },
};

/** The target's Will save against the Intimidate result; a failure makes it reckless. */
export const rollWillSave: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const t = state.taunt;
    if (!t || t.intimidateTotal === null) return fail('rules/wrong_phase', 'There is no Will save to make.');
    const roll = Number(dice[0].value);
    const total = roll + t.willSave;
    return ok([{ type: 'taunt-will-saved', data: { intimidator: t.intimidator, target: t.target, roll, total, dc: t.intimidateTotal, success: total >= t.intimidateTotal } }]);
  },
};

/** Drop a declared taunt before its Intimidate roll. */
export const withdrawTaunt: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => (state.taunt && state.taunt.intimidateTotal === null
    ? ok([{ type: 'taunt-withdrawn', data: { intimidator: state.taunt.intimidator, target: state.taunt.target } }])
    : fail('rules/wrong_phase', 'There is no declared taunt to withdraw.')),
};

const pepSchema = z.object({ intimidator: z.string().min(1), target: name }).strict();
/** A willing target chooses to be reckless: no rolls, the Strength bonus and the penalties all the same. */
export const pepTalk: ActionDef<DndState, z.infer<typeof pepSchema>> = {
  schema: pepSchema,
  decide: (state, { intimidator, target }) => {
    const who = pc(state, intimidator);
    if (!who.ok) return who;
    const locked = state.lockouts.find((l) => l.intimidator === who.value && l.target.toLowerCase() === target.toLowerCase() && l.until > state.clock);
    if (locked) return ok([{ type: 'taunt-locked-out', data: { intimidator: who.value, target, secondsLeft: locked.until - state.clock } }]);
    return ok([{ type: 'pep-talk', data: { intimidator: who.value, target, lockoutSeconds: TAUNT.lockoutSeconds } }]);
  },
};

const endRecklessSchema = z.object({ id: z.number().int().min(1), reason: z.enum(['defeated', 'out-of-sight']) }).strict();
/** A reckless state ends early: the target or the intimidator was defeated, or a full round passed out of sight. */
export const endReckless: ActionDef<DndState, z.infer<typeof endRecklessSchema>> = {
  schema: endRecklessSchema,
  decide: (state, { id, reason }) => {
    const r = state.reckless.find((x) => x.id === id);
    if (!r) return fail('rules/not_reckless', 'Nobody is reckless by that taunt any more.', { id });
    return ok([{ type: 'reckless-ended', data: { id, target: r.target, intimidator: r.intimidator, reason } }]);
  },
};
