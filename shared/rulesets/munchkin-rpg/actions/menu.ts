/** The action menu (charged in action points): table-only actions, throwing an item, Go Up A Level, retraining and the High stat's special ability. */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import type { Offer } from '../../../engine/ruleset';
import { ACTION_COSTS, TABLE_ONLY_ACTIONS } from '../data/actions';
import { splitStatLine } from '../data/stats';
import { grenadeBonus } from '../rules';
import { inPlay, myAction, someoneWithAPoint, takingTurns, withAPoint } from '../rules/availability';
import { currentPlayer, type Munchkin, type MunchkinState } from '../state';
import { action, actor, findPlayer, me, paid, playerChoice, playerId, playerOnly, statLine, statLineField } from './common';

/** Whether anyone can act on the table now: the current player (their 0-AP actions at least), or anyone casting a spell with a point left. */
function someoneCanAct(state: MunchkinState) {
  const phase = takingTurns(state);
  if (!phase.ok) return phase;
  const now = currentPlayer(state)!;
  if (inPlay(now) || withAPoint(state).length > 0) return allowed;
  return refuse('rules/player_dead', { name: now.name });
}

/** A menu action played out on the table (equip, search, open a door, recycle...): the app charges its points. */
export const menuAction = action({
  schema: z.object({ player: playerId, action: z.enum(TABLE_ONLY_ACTIONS) }).strict(),
  available: someoneCanAct,
  offer: (state) => {
    const now = me(state);
    const offers: Offer[] = [];
    if (inPlay(now)) {
      offers.push({
        code: 'munchkin/menu-action',
        params: { name: now.name, ap: now.ap },
        payload: { player: now.id },
        fields: [
          {
            name: 'action',
            kind: 'choice',
            choices: TABLE_ONLY_ACTIONS.map((a) => ({
              value: a,
              code: `munchkin/menu/${a}`,
              params: { cost: ACTION_COSTS[a] },
              disabled: now.ap < ACTION_COSTS[a],
            })),
          },
        ],
      });
    }
    const casters = withAPoint(state);
    if (casters.length > 0) {
      offers.push({
        code: 'munchkin/menu/cast-spell',
        params: { cost: ACTION_COSTS['cast-spell'] },
        payload: { action: 'cast-spell' },
        fields: [{ name: 'player', kind: 'choice', choices: casters.map(playerChoice) }],
      });
    }
    return offers;
  },
  decide: (state, { player, action }) => {
    const found = actor(state, player, action);
    if (!found.ok) return found;
    return ok([{ type: 'action-taken', data: { ...paid(state, found.value, action), action } }]);
  },
});

/** Throw an item (1 AP, also on another's turn, 002:121): a grenade's bonus, doubled for High Agility unless the thrower declines (002:199). */
export const throwItem = action({
  schema: z.object({ player: playerId, bonus: z.number().int().min(-20).max(20), doubled: z.boolean().default(true) }).strict(),
  available: someoneWithAPoint,
  offer: (state) => ({
    code: 'munchkin/menu/throw-item',
    params: { cost: 1 },
    fields: [
      { name: 'player', kind: 'choice', choices: withAPoint(state).map(playerChoice) },
      { name: 'bonus', kind: 'number', min: -20, max: 20, default: 2 },
      { name: 'doubled', kind: 'boolean', default: true },
    ],
  }),
  decide: (state, { player, bonus, doubled }) => {
    const found = actor(state, player, 'throw-item');
    if (!found.ok) return found;
    const effective = grenadeBonus(bonus, found.value.stats, doubled);
    return ok([{ type: 'grenade-thrown', data: { ...paid(state, found.value, 'throw-item'), bonus, effective } }]);
  },
});

/** A Go Up A Level card (0 AP, 002:117): one level, the card is shuffled into the store inventory. */
export const goUpALevel = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'go-up-a-level'),
  offer: (state) => ({ code: 'munchkin/menu/go-up-a-level', params: { cost: 0 }, payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'go-up-a-level');
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + 1 }, cause: 'munchkin/level-card' }]);
  },
});

/** Retrain (6 AP, 002:135): new High, Medium and Low stats, in effect at the end of the round. */
export const retrain = action({
  schema: z.object({ player: playerId, line: statLine }).strict(),
  available: (state) => myAction(state, 'retrain'),
  offer: (state) => ({ code: 'munchkin/menu/retrain', params: { cost: 6 }, payload: { player: me(state).id }, fields: [statLineField()] }),
  decide: (state, { player, line }) => {
    const found = actor(state, player, 'retrain');
    if (!found.ok) return found;
    return ok([{ type: 'retrain-chosen', data: { ...paid(state, found.value, 'retrain'), ...splitStatLine(line) } }]);
  },
});

const SPECIALS = { strength: 'munchkin-rage', agility: 'bait-n-switch', intellect: 'hidden-agenda' } as const;
type Special = (typeof SPECIALS)[keyof typeof SPECIALS];
/** Players whose High stat's special ability is ready (once per life, 002:45). */
const specialReady = (state: MunchkinState) => state.players.filter((p) => p.stats && !p.specialUsed && inPlay(p));

/**
 * Whom a special ability may name (002:212-216): MUNCHKIN RAGE names nobody; Bait n' Switch names the Sucker, "another
 * Munchkin of his choice" who takes the Jerk's place, so another player still in play; Hidden Agenda may be cast on a
 * player, the Illusionist himself included, or on a monster (no player named).
 */
export function specialTargets(state: MunchkinState, user: Munchkin, special: Special): { required: boolean; players: Munchkin[] } {
  if (special === 'munchkin-rage') return { required: false, players: [] };
  if (special === 'bait-n-switch') return { required: true, players: state.players.filter((p) => p.id !== user.id && inPlay(p)) };
  return { required: false, players: state.players };
}

/** The High stat's special ability, once per life (a death gives it back): recorded here, played out at the table (ruling 15). */
export const useSpecial = action({
  schema: z.object({ player: playerId, target: playerId.optional() }).strict(),
  available: (state) =>
    firstRefusal(
      () => takingTurns(state),
      () => (specialReady(state).length > 0 ? allowed : refuse('rules/special_used', { who: 'everyone' })),
    ),
  // One offer per player whose ability is ready, naming only whom that ability may name.
  offer: (state) =>
    specialReady(state).map((p): Offer => {
      const special = SPECIALS[p.stats!.high];
      const targets = specialTargets(state, p, special);
      return {
        code: 'munchkin/use-special-of',
        params: { name: p.name, special },
        payload: { player: p.id },
        player: p.id,
        // Once per life: folded away with the seldom moves rather than one panel per player every turn.
        rare: true,
        ...(special === 'munchkin-rage'
          ? {}
          : { fields: [{ name: 'target', kind: 'choice', optional: !targets.required, choices: targets.players.map(playerChoice) }] }),
      };
    }),
  decide: (state, { player, target }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const p = found.value;
    if (!inPlay(p)) return refuse('rules/player_dead', { name: p.name });
    if (!p.stats) return refuse('rules/no_stats', { name: p.name });
    if (p.specialUsed) return refuse('rules/special_used', { name: p.name });
    const special = SPECIALS[p.stats.high];
    const named = target === undefined ? undefined : findPlayer(state, target);
    if (named && !named.ok) return named;
    const allowedTargets = specialTargets(state, p, special);
    if (target === undefined && allowedTargets.required) return refuse('rules/special_target', { special, name: p.name, why: 'missing' });
    if (target !== undefined && !allowedTargets.players.some((t) => t.id === target))
      return refuse('rules/special_target', { special, name: p.name, why: special === 'munchkin-rage' ? 'none' : 'other' });
    const targetName = named?.ok ? named.value.name : null;
    return ok([{ type: 'special-used', data: { player, name: p.name, special, target: target ?? null, targetName } }]);
  },
});
