/** The Endgame: confrontation order (level, gold, then dice), red-deck confrontations, elimination and the winner. */
import { z } from 'zod';
import { described, dN, type DiceRequest, type RolledDie } from '../../engine/dice';
import { allowed, refuse } from '../../engine/define';
import { ok } from '../../engine/result';
import { action } from './actions-play';
import { endgameRanking, nameOf, type AdvancedRuneboundState, type Hero } from './state';
import { MAX_GOLD } from './rules/gold';

/**
 * Dice that settle the order among heroes tied on level and gold: for each tied group of k heroes,
 * a dk picks who goes first of them, then a d(k-1) among the rest, down to a d2 — every order equally likely.
 */
export function endgameOrderDice(state: AdvancedRuneboundState): DiceRequest | null {
  const dice = endgameRanking(state.heroes).flatMap((group) => Array.from({ length: group.length - 1 }, (_, i) => dN(group.length - i)));
  return dice.length > 0 ? described(dice, 'advanced-runebound/die/tie-break') : null;
}

/** The confrontation order: ranking groups in order, each tied group permuted by its dice. */
export function endgameOrder(
  heroes: readonly Hero[],
  dice: readonly RolledDie[],
): { order: string[]; tieRolls: { players: string[]; rolls: number[] }[] } {
  const order: string[] = [];
  const tieRolls: { players: string[]; rolls: number[] }[] = [];
  let next = 0;
  for (const group of endgameRanking(heroes)) {
    const left = group.map((h) => h.id);
    const rolls: number[] = [];
    while (left.length > 1) {
      const roll = Number(dice[next++].value);
      rolls.push(roll);
      order.push(left.splice(roll - 1, 1)[0]);
    }
    order.push(left[0]);
    if (rolls.length > 0) tieRolls.push({ players: group.map((h) => h.id), rolls });
  }
  return { order, tieRolls };
}

const emptySchema = z.object({}).strict();
const P = 'advanced-runebound';

export const setEndgameOrder = action({
  schema: emptySchema,
  available: (state) =>
    state.phase === 'endgame-order' ? allowed : refuse('rules/wrong_phase', { phase: state.phase, why: 'orderSetOnce' }),
  offer: (state) => {
    const dice = endgameOrderDice(state);
    return { code: dice ? `${P}/set-order-roll` : `${P}/set-order`, primary: true, ...(dice ? { dice } : {}) };
  },
  dice: (state) => (state.phase === 'endgame-order' ? endgameOrderDice(state) : null),
  decide: (state, _payload, dice) => {
    const { order, tieRolls } = endgameOrder(state.heroes, dice);
    const ranking = state.heroes.map((h) => ({ player: h.id, level: h.level, gold: h.gold }));
    return ok([{ type: 'endgame-order-set', data: { order, names: order.map((id) => nameOf(state, id)), ranking, tieRolls } }]);
  },
});

const confrontationSchema = z
  .object({
    result: z.enum(['defeated', 'margath', 'failed']),
    /** Gold the beaten red challenge paid (it is resolved as a normal Challenge, 004:80): the table enters it. */
    reward: z.number().int().min(0).max(MAX_GOLD).optional(),
  })
  .strict();

/**
 * The red challenge the hero who is up drew: defeated (kept; three red cards win), High Lord Margath
 * defeated (wins), or failed (eliminated; the card goes back into the red deck, nothing else is lost).
 */
export const confrontation = action({
  schema: confrontationSchema,
  available: (state) =>
    state.phase === 'endgame' && state.endgame ? allowed : refuse('rules/wrong_phase', { phase: state.phase, why: 'confrontInEndgame' }),
  offer: () => [
    {
      code: `${P}/confront-defeated`,
      payload: { result: 'defeated' },
      fields: [{ name: 'reward', kind: 'number', min: 0, max: MAX_GOLD, default: 0 }],
    },
    { code: `${P}/confront-margath`, payload: { result: 'margath' } },
    { code: `${P}/confront-failed`, payload: { result: 'failed' } },
  ],
  decide: (state, { result, reward = 0 }) => {
    const endgame = state.endgame!;
    const player = endgame.order[endgame.up];
    const hero = state.heroes.find((h) => h.id === player)!;
    switch (result) {
      case 'margath':
        return ok([{ type: 'margath-defeated', data: { player, name: hero.name } }]);
      case 'defeated':
        return ok([
          {
            type: 'endgame-challenge-defeated',
            data: { player, name: hero.name, redChallenges: hero.redChallenges + 1, reward, gold: Math.min(MAX_GOLD, hero.gold + reward) },
          },
        ]);
      case 'failed': {
        const next = endgame.order[endgame.up + 1] ?? null;
        return ok([{ type: 'endgame-eliminated', data: { player, name: hero.name, next, nextName: next ? nameOf(state, next) : null } }]);
      }
    }
  },
});

/** When every hero is eliminated: most red challenges, then highest level, then most gold; a tie after all three shares the win (our ruling). */
export function tiebreakWinners(heroes: readonly Hero[]): { players: string[]; how: string } {
  const steps: { how: string; key: (h: Hero) => number }[] = [
    { how: 'tiebreak-red', key: (h) => h.redChallenges },
    { how: 'tiebreak-level', key: (h) => h.level },
    { how: 'tiebreak-gold', key: (h) => h.gold },
  ];
  let field = [...heroes];
  for (const { how, key } of steps) {
    const best = Math.max(...field.map(key));
    field = field.filter((h) => key(h) === best);
    if (field.length === 1) return { players: [field[0].id], how };
  }
  return { players: field.map((h) => h.id), how: 'tiebreak-shared' };
}
