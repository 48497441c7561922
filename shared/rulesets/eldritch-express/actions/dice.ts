/** Step 3, the action dice: roll, set aside (at least one, a threat if any outside a city), re-roll, then modify and confirm; or feed a rumor. */
import { z } from 'zod';
import { firstRefusal } from '../../../engine/define';
import { described, times } from '../../../engine/dice';
import type { Offer, PromptField } from '../../../engine/ruleset';
import { ok, refuse } from '../../../engine/result';
import { allyCard, artifactCard, itemCard } from '../data/cards';
import { RUMOR_CLUES } from '../data/world';
import type { EldritchState, Investigator, TurnState } from '../state';
import { poolSize, skillIs, taskNeedOf } from '../rules';
import { availableModifiers, setAsideProblem } from '../rules/dice';
import { ACTION_FACES, actionDie, handOdds, isThreat, taskOdds } from '../tasks';
import { P } from '../prompt/common';
import { action, atStep, turnOf, unless } from './guard';

const empty = z.object({}).strict() as z.ZodType<Record<string, never>>;

const notRolled = (turn: TurnState) => unless(!turn.dice, 'rules/already_rolled');

export const rollActionDice = action({
  schema: empty,
  available: atStep('dice', (_s, { turn }) => notRolled(turn)),
  offer: (state) => {
    const { inv, turn } = turnOf(state, 'dice');
    const odds = taskOddsFor(state, inv, turn, null);
    return {
      code: `${P}/action/roll-action-dice`,
      params: { count: poolSize(inv) },
      primary: true,
      dice: { dice: times(poolSize(inv), actionDie) },
      ...(odds !== undefined ? { odds } : {}),
    };
  },
  dice: (state) => {
    const inv = state.seats[state.current]?.investigator;
    return inv ? described(times(poolSize(inv), actionDie), `${P}/die/action`) : null;
  },
  decide: (state, _p, dice) =>
    ok([{ type: 'action-dice-rolled', data: { seat: turnOf(state, 'dice').seat, values: dice.map((d) => String(d.value)) } }]),
});

/** Instead of rolling, drop clues on the rumor in this region; four clues resolve it and doom regresses. */
export const feedRumor = action({
  schema: z.object({ count: z.number().int().min(1).max(RUMOR_CLUES) }).strict(),
  available: atStep('dice', (state, { inv, turn }) =>
    firstRefusal(
      () => notRolled(turn),
      () => unless(!!state.rumor && state.rumor.region === inv.region, 'rules/no_rumor'),
      () => unless(inv.clues > 0, 'rules/not_enough_clues', { have: inv.clues }),
    ),
  ),
  offer: (state) => {
    const { inv } = turnOf(state, 'dice');
    const most = Math.min(inv.clues, RUMOR_CLUES - state.rumor!.clues);
    return { code: `${P}/action/feed-rumor`, fields: [{ name: 'count', kind: 'number', min: 1, max: most, default: most }] };
  },
  decide: (state, { count }) => {
    const { inv, seat } = turnOf(state, 'dice');
    const rumor = state.rumor!;
    if (count > inv.clues) return refuse('rules/not_enough_clues', { have: inv.clues });
    const onRumor = Math.min(count, RUMOR_CLUES - rumor.clues);
    return ok([
      {
        type: 'rumor-clues-dropped',
        data: { seat, count: onRumor, total: rumor.clues + onRumor, solved: rumor.clues + onRumor >= RUMOR_CLUES },
      },
    ]);
  },
});

/** `keep-0` … `keep-7`: which of the dice in hand are set aside. */
const MAX_DICE = 8;
/** A die is set aside with `true` (or 1, as the prompter's choice sends it) and re-rolled with `false` (or 0). */
const keepValue = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();
const keepShape = Object.fromEntries(Array.from({ length: MAX_DICE }, (_, i) => [`keep-${i}`, keepValue]));
/** `first`: the die set aside for sure (a threat when one must be), so that every choice of the other dice is a legal set-aside (003:140-141). */
const setAsideSchema = z
  .object({
    ...keepShape,
    first: z
      .number()
      .int()
      .min(0)
      .max(MAX_DICE - 1)
      .optional(),
  })
  .strict();

export const keptIndices = (payload: Record<string, unknown>, count: number): number[] =>
  Array.from({ length: count }, (_, i) => i).filter(
    (i) => payload.first === i || payload[`keep-${i}`] === true || payload[`keep-${i}`] === 1,
  );

const diceInHand = (turn: TurnState) => unless(!!turn.dice && !turn.dice.settled, 'rules/wrong_phase', { why: 'no_dice', step: 'dice' });

/** Set dice aside and re-roll the rest; setting every die aside ends the rolling. */
export const setAside = action({
  schema: setAsideSchema,
  available: atStep('dice', (_s, { turn }) => diceInHand(turn)),
  offer: (state) => setAsideOffer(state),
  dice: (state, payload) => {
    const tray = state.turnState?.dice;
    if (!tray || tray.settled) return null;
    const left = tray.rolled.length - keptIndices(payload, tray.rolled.length).length;
    return left > 0 ? described(times(left, actionDie), `${P}/die/action`) : null;
  },
  decide: (state, payload, dice) => {
    const { turn, seat } = turnOf(state, 'dice');
    const tray = turn.dice!;
    const kept = keptIndices(payload, tray.rolled.length);
    const check = setAsideProblem(turn, kept);
    if (check) return check;
    return ok([
      { type: 'dice-set-aside', data: { seat, kept: kept.map((i) => tray.rolled[i]), rerolled: dice.map((d) => String(d.value)) } },
    ]);
  },
});

/**
 * The set-aside offer: the die set aside for sure (`first`: a threat when one must be, 003:141), then
 * set aside or re-roll for each die. Any choice of these is a legal set-aside (003:140: at least one die).
 */
function setAsideOffer(state: EldritchState): Offer {
  const { inv, turn } = turnOf(state, 'dice');
  const rolled = turn.dice!.rolled;
  const odds = taskOddsFor(state, inv, turn, rolled);
  const mustThreat = rolled.some(isThreat) && turn.assignment?.kind !== 'city';
  const suggested = suggestedKeep(rolled, mustThreat);
  const firstChoices = rolled.flatMap((face, i) =>
    !mustThreat || isThreat(face) ? [{ value: i, code: `${P}/die`, params: { face, n: i + 1 } }] : [],
  );
  const first = mustThreat ? rolled.findIndex(isThreat) : suggested[0];
  return {
    code: `${P}/action/set-aside`,
    primary: true,
    rolls: true,
    fields: [
      { name: 'first', kind: 'choice', default: first, choices: firstChoices },
      // Each die drawn as its face, ticked to set aside (the suggestion ticked), left to re-roll.
      ...rolled.map((face, i): PromptField => ({ name: `keep-${i}`, kind: 'boolean', default: suggested.includes(i), die: { face } })),
    ],
    params: { faces: rolled },
    ...(odds !== undefined ? { odds } : {}),
  };
}

/** A suggestion for the prompter's defaults: set aside research and investigation and one threat if one must go; never nothing. */
function suggestedKeep(hand: readonly string[], mustThreat: boolean): number[] {
  const keep = hand.flatMap((f, i) => (f === 'research' || f === 'investigation' ? [i] : []));
  const threat = hand.findIndex(isThreat);
  if (mustThreat && threat >= 0) keep.push(threat);
  return keep.length > 0 ? keep : [0];
}

const settled = (turn: TurnState) => unless(!!turn.dice?.settled, 'rules/dice_in_hand');

/** The dice are final: travel and rest dice are counted for steps 6 and 8. */
export const confirmDice = action({
  schema: empty,
  available: atStep('dice', (_s, { turn }) => settled(turn)),
  offer: () => ({ code: `${P}/action/confirm-dice`, primary: true }),
  decide: (state) => {
    const { turn, seat } = turnOf(state, 'dice');
    const tray = turn.dice!;
    const count = (face: string) => tray.kept.filter((f) => f === face).length;
    return ok([{ type: 'dice-confirmed', data: { seat, kept: tray.kept, travel: count('travel'), rest: count('rest') } }]);
  },
});

const modifySchema = z
  .object({
    ability: z.string(),
    index: z
      .number()
      .int()
      .min(0)
      .max(MAX_DICE * 2)
      .optional(),
    face: z.enum(ACTION_FACES as unknown as [string, ...string[]]).optional(),
  })
  .strict();

/** After the last die is set aside: abilities, the Blessed discard, an artifact or ally, a lucky item's re-roll. */
export const modifyDice = action({
  schema: modifySchema,
  available: atStep('dice', (state, { inv, turn }) =>
    firstRefusal(
      () => settled(turn),
      () => unless(availableModifiers(state, inv, turn).length > 0, 'rules/no_ability', { why: 'no_modifier' }),
    ),
  ),
  offer: (state) => modifierOffers(state),
  dice: (_state, { ability }) => (ability.startsWith('item:') ? described([actionDie], `${P}/die/item`) : null),
  decide: (state, { ability, index, face }, dice) => {
    const { inv, turn, seat } = turnOf(state, 'dice');
    if (!availableModifiers(state, inv, turn).includes(ability)) return refuse('rules/no_ability', { ability });
    const kept = turn.dice!.kept;
    const at = (want: (f: string) => boolean) => (index !== undefined && index < kept.length && want(kept[index]) ? index : -1);
    const base = { seat, ability };
    if (ability === 'blessed-discard') {
      const i = at(() => true);
      if (i < 0) return refuse('rules/invalid_die', { why: 'discard' });
      return ok([{ type: 'die-removed', data: { ...base, index: i, face: kept[i] } }]);
    }
    if (ability === 'cancel-health-threat') {
      const i = index !== undefined && kept[index] === 'health-threat' ? index : kept.indexOf('health-threat');
      return ok([{ type: 'die-removed', data: { ...base, index: i, face: 'health-threat' } }]);
    }
    if (ability === 'investigation-face') return ok([{ type: 'die-added', data: { ...base, face: 'investigation' } }]);
    if (ability === 'change-face') {
      const i = at((f) => !isThreat(f));
      if (i < 0 || !face) return refuse('rules/invalid_die', { why: 'change' });
      return ok([{ type: 'die-changed', data: { ...base, index: i, from: kept[i], to: face } }]);
    }
    if (ability.startsWith('ally:')) {
      return ok([{ type: 'die-added', data: { ...base, face: allyCard(ability.slice(5))!.extraFace!, artifactOrAlly: true } }]);
    }
    if (ability.startsWith('artifact:')) {
      const i = at((f) => !isThreat(f));
      if (i < 0) return refuse('rules/invalid_die', { why: 'convert' });
      return ok([
        {
          type: 'die-changed',
          data: { ...base, index: i, from: kept[i], to: artifactCard(ability.slice(9))!.convert!, artifactOrAlly: true },
        },
      ]);
    }
    const item = ability.slice(5);
    const wantThreat = itemCard(item)?.effect === 'reroll-threat';
    const i = at((f) => isThreat(f) === wantThreat);
    if (i < 0) return refuse('rules/invalid_die', { why: wantThreat ? 'reroll_threat' : 'reroll' });
    return ok([
      { type: 'die-changed', data: { ...base, index: i, from: kept[i], to: String(dice[0].value), rerolled: true } },
      { type: 'possession-used', data: { seat, card: item, exhaustItem: item } },
    ]);
  },
});

/** One offer per modifier usable now, with the die (and face) it asks for. */
function modifierOffers(state: EldritchState): Offer[] {
  const { inv, turn } = turnOf(state, 'dice');
  const kept = turn.dice!.kept;
  const indexField = (want: (f: string) => boolean): PromptField => ({
    name: 'index',
    kind: 'choice',
    choices: kept.map((f, i) => ({ value: i, code: `${P}/die`, params: { face: f, n: i + 1 }, disabled: !want(f) })),
  });
  return availableModifiers(state, inv, turn).map((ability): Offer => {
    const base = { code: `${P}/modifier`, params: { ability }, payload: { ability } };
    if (ability === 'cancel-health-threat') return { ...base, fields: [indexField((f) => f === 'health-threat')] };
    if (ability === 'blessed-discard') return { ...base, fields: [indexField(() => true)] };
    if (ability === 'change-face')
      return {
        ...base,
        fields: [
          indexField((f) => !isThreat(f)),
          { name: 'face', kind: 'choice', choices: ACTION_FACES.map((f) => ({ value: f, code: `${P}/face`, params: { face: f } })) },
        ],
      };
    if (ability.startsWith('artifact:')) return { ...base, fields: [indexField((f) => !isThreat(f))] };
    if (ability.startsWith('item:'))
      return {
        ...base,
        dice: described([actionDie], `${P}/die/item`),
        fields: [indexField((f) => isThreat(f) === (ability === 'item:protective-amulet'))],
      };
    return base;
  });
}

/** The task and the odds of meeting it with the dice still to roll (003:515: without abilities, items or allies). */
function taskOddsFor(state: EldritchState, inv: Investigator, turn: TurnState, hand: readonly string[] | null): number | undefined {
  if (!turn.assignment || turn.assignment.kind === 'city' || inv.region === 'lost') return undefined;
  const need = taskNeedOf(state, inv.region, turn.assignment);
  if (!need) return undefined;
  const atGate = turn.assignment.kind === 'gate';
  const swap = atGate && skillIs(inv, 'swap-at-gates');
  const clues = inv.clues + (atGate && inv.artifacts.includes('gate-box') ? 1 : 0);
  const kept = turn.dice?.kept ?? [];
  const r = Math.max(0, need.research - kept.filter((f) => f === 'research').length);
  const i = Math.max(0, need.investigation - kept.filter((f) => f === 'investigation').length);
  const opts = { city: false, swap };
  return hand ? handOdds(r, i, hand, clues, opts) : taskOdds(r, i, poolSize(inv), clues, opts);
}
