/** The taunting calculator: Intimidate against the taunt DC, the target's Will save, pep talks and reckless states ending (002:317-319). */
import { z } from 'zod';
import { allowed, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { TAUNT } from '../data/taunt-identify';
import { d20Odds, tauntDc } from '../rules';
import { owedStep } from '../rules/availability';
import type { DndState, Taunt } from '../state';
import { action, checkDie, empty, modifier, name, pc, pcChoices } from './common';

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

/** The same intimidator's lockout on the same target, if one runs now (002:319). */
const lockout = (state: DndState, intimidator: string, target: string) =>
  state.lockouts.find((l) => l.intimidator === intimidator && l.target.toLowerCase() === target.toLowerCase() && l.until > state.clock);

/** Declare a taunt: the Intimidate DC is the target's HD + Wisdom modifier (002:317). */
export const declareTaunt = action({
  schema: tauntSchema,
  available: (state) => (state.taunt ? refuse('rules/taunt_open') : allowed),
  offer: (state) => ({
    code: 'dnd/declare-taunt',
    fields: [
      { name: 'intimidator', kind: 'choice', choices: pcChoices(state) },
      { name: 'target', kind: 'text', maxLength: 60 },
      { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
      { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
      { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
      { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
    ],
  }),
  decide: (state, p) => {
    const who = pc(state, p.intimidator);
    if (!who.ok) return who;
    const locked = lockout(state, who.value, p.target);
    if (locked)
      return ok([
        { type: 'taunt-locked-out', data: { intimidator: who.value, target: p.target, secondsLeft: locked.until - state.clock } },
      ]);
    return ok([{ type: 'taunt-declared', data: { ...p, intimidator: who.value, dc: tauntDc(p.hd, p.wisdomModifier) } }]);
  },
});

const declared = (state: DndState) =>
  state.taunt && state.taunt.intimidateTotal === null ? allowed : refuse('rules/wrong_phase', { waiting: 'intimidate' });
const saving = (state: DndState) =>
  state.taunt && state.taunt.intimidateTotal !== null ? allowed : refuse('rules/wrong_phase', { waiting: 'will' });
const taunt = (state: DndState): Taunt => state.taunt!;

/** Roll Intimidate against the taunt DC; a success makes the target save. The attempt starts the 24-hour lockout. */
export const rollIntimidate = action({
  schema: empty,
  available: declared,
  offer: (state) => {
    const t = taunt(state);
    return {
      code: 'dnd/roll-intimidate',
      params: { intimidator: t.intimidator, target: t.target, dc: t.dc },
      dice: checkDie('intimidate'),
      odds: d20Odds(t.intimidateModifier, t.dc),
      primary: owedStep(state) === 'roll-intimidate',
    };
  },
  dice: () => checkDie('intimidate'),
  decide: (state, _p, dice) => {
    const t = taunt(state);
    const roll = Number(dice[0].value);
    const total = roll + t.intimidateModifier;
    return ok([
      {
        type: 'taunt-intimidated',
        data: {
          intimidator: t.intimidator,
          target: t.target,
          roll,
          total,
          dc: t.dc,
          success: total >= t.dc,
          lockoutSeconds: TAUNT.lockoutSeconds,
        },
      },
    ]);
  },
});

/** Drop a declared taunt before its Intimidate roll. */
export const withdrawTaunt = action({
  schema: empty,
  available: declared,
  offer: () => ({ code: 'dnd/withdraw-taunt', rare: true }),
  decide: (state) => ok([{ type: 'taunt-withdrawn', data: { intimidator: taunt(state).intimidator, target: taunt(state).target } }]),
});

/** The target's Will save against the Intimidate result; a failure makes it reckless. */
export const rollWillSave = action({
  schema: empty,
  available: saving,
  offer: (state) => {
    const t = taunt(state);
    return {
      code: 'dnd/roll-will-save',
      params: { target: t.target, dc: t.intimidateTotal },
      dice: checkDie('will'),
      odds: d20Odds(t.willSave, t.intimidateTotal!),
      primary: owedStep(state) === 'roll-will-save',
    };
  },
  dice: () => checkDie('will'),
  decide: (state, _p, dice) => {
    const t = taunt(state);
    const dc = t.intimidateTotal!;
    const roll = Number(dice[0].value);
    const total = roll + t.willSave;
    return ok([
      { type: 'taunt-will-saved', data: { intimidator: t.intimidator, target: t.target, roll, total, dc, success: total >= dc } },
    ]);
  },
});

const pepSchema = z.object({ intimidator: z.string().min(1), target: name }).strict();
/** A willing target chooses to be reckless: no rolls, the Strength bonus and the penalties all the same (002:319). */
export const pepTalk = action({
  schema: pepSchema,
  offer: (state) => ({
    code: 'dnd/pep-talk',
    fields: [
      { name: 'intimidator', kind: 'choice', choices: pcChoices(state) },
      { name: 'target', kind: 'text', maxLength: 60 },
    ],
  }),
  decide: (state, { intimidator, target }) => {
    const who = pc(state, intimidator);
    if (!who.ok) return who;
    const locked = lockout(state, who.value, target);
    if (locked)
      return ok([{ type: 'taunt-locked-out', data: { intimidator: who.value, target, secondsLeft: locked.until - state.clock } }]);
    return ok([{ type: 'pep-talk', data: { intimidator: who.value, target, lockoutSeconds: TAUNT.lockoutSeconds } }]);
  },
});

const REASONS = ['defeated', 'out-of-sight'] as const;
const endRecklessSchema = z.object({ id: z.number().int().min(1), reason: z.enum(REASONS) }).strict();
/** A reckless state ends early: the target or the intimidator was defeated, or a full round passed out of sight (002:318). */
export const endReckless = action({
  schema: endRecklessSchema,
  available: (state) => (state.reckless.length > 0 ? allowed : refuse('rules/not_reckless')),
  offer: (state) =>
    state.reckless.map((r) => ({
      code: 'dnd/end-reckless',
      params: { target: r.target },
      payload: { id: r.id },
      fields: [
        {
          name: 'reason',
          kind: 'choice' as const,
          mustChoose: true,
          choices: REASONS.map((reason) => ({ value: reason, code: `dnd/reckless-end/${reason}` })),
        },
      ],
    })),
  decide: (state, { id, reason }) => {
    const r = state.reckless.find((x) => x.id === id);
    if (!r) return refuse('rules/not_reckless', { id, from: 'taunt' });
    return ok([{ type: 'reckless-ended', data: { id, target: r.target, intimidator: r.intimidator, reason } }]);
  },
});
