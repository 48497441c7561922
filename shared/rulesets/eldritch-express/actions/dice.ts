/** Step 3, the action dice: roll, set aside (at least one, a threat if any outside a city), re-roll, then modify and confirm; or feed a rumor. */
import { z } from 'zod';
import { times } from '../../../engine/dice';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { allyCard, artifactCard, itemCard } from '../data/cards';
import { RUMOR_CLUES } from '../data/world';
import type { EldritchState } from '../state';
import { poolSize } from '../rules';
import { availableModifiers, setAsideProblem } from '../rules/dice';
import { ACTION_FACES, actionDie, isThreat } from '../tasks';
import { inStep } from './guard';

const empty = z.object({}).strict() as z.ZodType<Record<string, never>>;

export const rollActionDice: ActionDef<EldritchState, Record<string, never>> = {
  schema: empty,
  dice: (state) => {
    const inv = state.seats[state.current]?.investigator;
    return inv ? { dice: times(poolSize(inv), actionDie) } : null;
  },
  decide: (state, _p, dice) => {
    const ctx = inStep(state, 'dice');
    if (!ctx.ok) return ctx;
    if (ctx.value.turn.dice) return fail('rules/already_rolled', 'The action dice are already rolled this turn.');
    return ok([{ type: 'action-dice-rolled', data: { seat: ctx.value.seat, values: dice.map((d) => String(d.value)) } }]);
  },
};

/** `keep-0` … `keep-7`: which of the dice in hand are set aside. */
const MAX_DICE = 8;
/** A die is set aside with `true` (or 1, as the prompter's choice sends it) and re-rolled with `false` (or 0). */
const keepValue = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();
const keepShape = Object.fromEntries(Array.from({ length: MAX_DICE }, (_, i) => [`keep-${i}`, keepValue]));
const setAsideSchema = z.object(keepShape).strict();
type SetAside = z.infer<typeof setAsideSchema>;

export const keptIndices = (payload: Record<string, unknown>, count: number): number[] =>
  Array.from({ length: count }, (_, i) => i).filter((i) => payload[`keep-${i}`] === true || payload[`keep-${i}`] === 1);

/** Set dice aside and re-roll the rest; setting every die aside ends the rolling. */
export const setAside: ActionDef<EldritchState, SetAside> = {
  schema: setAsideSchema,
  dice: (state, payload) => {
    const tray = state.turnState?.dice;
    if (!tray || tray.settled) return null;
    const left = tray.rolled.length - keptIndices(payload, tray.rolled.length).length;
    return left > 0 ? { dice: times(left, actionDie) } : null;
  },
  decide: (state, payload, dice) => {
    const ctx = inStep(state, 'dice');
    if (!ctx.ok) return ctx;
    const { turn, seat } = ctx.value;
    const tray = turn.dice;
    if (!tray || tray.settled) return fail('rules/wrong_phase', 'There are no dice in hand to set aside.');
    const kept = keptIndices(payload, tray.rolled.length);
    const check = setAsideProblem(turn, kept);
    if (check) return check;
    return ok([{
      type: 'dice-set-aside',
      data: { seat, kept: kept.map((i) => tray.rolled[i]), rerolled: dice.map((d) => String(d.value)) },
    }]);
  },
};

const modifySchema = z.object({
  ability: z.string(),
  index: z.number().int().min(0).max(MAX_DICE * 2).optional(),
  face: z.enum(ACTION_FACES as unknown as [string, ...string[]]).optional(),
}).strict();
type Modify = z.infer<typeof modifySchema>;

/** After the last die is set aside: abilities, the Blessed discard, an artifact or ally, a lucky item's re-roll. */
export const modifyDice: ActionDef<EldritchState, Modify> = {
  schema: modifySchema,
  dice: (_state, { ability }) => (ability.startsWith('item:') ? { dice: [actionDie] } : null),
  decide: (state, { ability, index, face }, dice) => {
    const ctx = inStep(state, 'dice');
    if (!ctx.ok) return ctx;
    const { inv, turn, seat } = ctx.value;
    if (!availableModifiers(state, inv, turn).includes(ability)) return fail('rules/no_ability', 'That modifier cannot be used now.', { ability });
    const kept = turn.dice!.kept;
    const at = (want: (f: string) => boolean) => (index !== undefined && index < kept.length && want(kept[index]) ? index : -1);
    const base = { seat, ability };
    if (ability === 'blessed-discard') {
      const i = at(() => true);
      if (i < 0) return fail('rules/invalid_die', 'Choose a die to discard.');
      return ok([{ type: 'die-removed', data: { ...base, index: i, face: kept[i] } }]);
    }
    if (ability === 'cancel-health-threat') {
      const i = index !== undefined && kept[index] === 'health-threat' ? index : kept.indexOf('health-threat');
      return ok([{ type: 'die-removed', data: { ...base, index: i, face: 'health-threat' } }]);
    }
    if (ability === 'investigation-face') return ok([{ type: 'die-added', data: { ...base, face: 'investigation' } }]);
    if (ability === 'change-face') {
      const i = at((f) => !isThreat(f));
      if (i < 0 || !face) return fail('rules/invalid_die', 'Choose a non-threat die and the face it becomes.');
      return ok([{ type: 'die-changed', data: { ...base, index: i, from: kept[i], to: face } }]);
    }
    if (ability.startsWith('ally:')) {
      return ok([{ type: 'die-added', data: { ...base, face: allyCard(ability.slice(5))!.extraFace, artifactOrAlly: true } }]);
    }
    if (ability.startsWith('artifact:')) {
      const i = at((f) => !isThreat(f));
      if (i < 0) return fail('rules/invalid_die', 'Choose a non-threat die to convert.');
      return ok([{ type: 'die-changed', data: { ...base, index: i, from: kept[i], to: artifactCard(ability.slice(9))!.convert, artifactOrAlly: true } }]);
    }
    const item = ability.slice(5);
    const wantThreat = itemCard(item)?.effect === 'reroll-threat';
    const i = at((f) => isThreat(f) === wantThreat);
    if (i < 0) return fail('rules/invalid_die', wantThreat ? 'Choose a threat die to re-roll.' : 'Choose a non-threat die to re-roll.');
    return ok([
      { type: 'die-changed', data: { ...base, index: i, from: kept[i], to: String(dice[0].value), rerolled: true } },
      { type: 'possession-used', data: { seat, card: item, exhaustItem: item } },
    ]);
  },
};

/** The dice are final: travel and rest dice are counted for steps 6 and 8. */
export const confirmDice: ActionDef<EldritchState, Record<string, never>> = {
  schema: empty,
  decide: (state) => {
    const ctx = inStep(state, 'dice');
    if (!ctx.ok) return ctx;
    const tray = ctx.value.turn.dice;
    if (!tray || !tray.settled) return fail('rules/dice_in_hand', 'Set every die aside first.');
    const count = (face: string) => tray.kept.filter((f) => f === face).length;
    return ok([{ type: 'dice-confirmed', data: { seat: ctx.value.seat, kept: tray.kept, travel: count('travel'), rest: count('rest') } }]);
  },
};

const rumorSchema = z.object({ count: z.number().int().min(1).max(RUMOR_CLUES) }).strict();

/** Instead of rolling, drop clues on the rumor in this region; four clues resolve it and doom regresses. */
export const feedRumor: ActionDef<EldritchState, z.infer<typeof rumorSchema>> = {
  schema: rumorSchema,
  decide: (state, { count }) => {
    const ctx = inStep(state, 'dice');
    if (!ctx.ok) return ctx;
    const { inv, turn, seat } = ctx.value;
    if (turn.dice) return fail('rules/already_rolled', 'The action dice are already rolled this turn.');
    if (!state.rumor || state.rumor.region !== inv.region) return fail('rules/no_rumor', 'There is no rumor in this region.');
    if (count > inv.clues) return fail('rules/not_enough_clues', 'Not enough clues.', { have: inv.clues });
    const onRumor = Math.min(count, RUMOR_CLUES - state.rumor.clues);
    return ok([{ type: 'rumor-clues-dropped', data: { seat, count: onRumor, total: state.rumor.clues + onRumor, solved: state.rumor.clues + onRumor >= RUMOR_CLUES } }]);
  },
};
