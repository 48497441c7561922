/** Monster trophies: a bonus on any check (the trophy's toughness, trophy spent) and clue tokens bought with 5 toughness of trophies. */
import { perState } from '../rules/memo';
import { z } from 'zod';
import { ok, type Result } from '../../../engine/result';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, PlayerState, Trophy } from '../state';
import { action, build, currentPlayer, guardPhase, id } from './common';
import { BUILD_STEPS, builders, buildStep, buildTurnRefusal, nothingPending, someOffer } from '../rules/when';
import { P } from '../prompt/common';

/** Toughness of trophies spent for one clue token. */
export const CLUE_PRICE = 5;

/** Optional payload field: the index of the trophy spent on a check. */
export const trophyField = z.number().int().min(0).max(99).optional();

/** A trophy spent on a check: whose, and where it stood in their list. */
export interface SpentTrophy {
  player: string;
  at: number;
}

/** The bonus a spent trophy gives a check (the current player's, or the knight owner's) and which trophy it was, for the check's event. */
export function trophyBonus(
  state: CatanHorrorState,
  index: number | undefined,
  playerId?: string,
): Result<{ bonus: number; trophySpent: { trophySpent?: SpentTrophy } }> {
  if (index === undefined) return ok({ bonus: 0, trophySpent: {} });
  const player = (playerId && state.players.find((p) => p.id === playerId)) || currentPlayer(state);
  const trophy = player.trophies[index];
  if (!trophy) return refuse('rules/no_such_trophy', { index });
  return ok({ bonus: trophy.toughness, trophySpent: { trophySpent: { player: player.id, at: index } } });
}

/** A trophy's bonus as the form holds it, for the odds badge (a trophy that is not there adds nothing; the check refuses it). */
export const spentBonus = (state: CatanHorrorState, index: number | undefined, playerId?: string): number => {
  const bonus = trophyBonus(state, index, playerId);
  return bonus.ok ? bonus.value.bonus : 0;
};

/** The smallest-overshoot set of trophies worth at least 5 toughness (what the prompt offers), or null. */
export function cheapestClue(trophies: readonly Trophy[]): number[] | null {
  const n = Math.min(trophies.length, 12);
  let best: number[] | null = null;
  let bestSum = Infinity;
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = 0;
    const pick: number[] = [];
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        sum += trophies[i].toughness;
        pick.push(i);
      }
    if (sum >= CLUE_PRICE && (sum < bestSum || (sum === bestSum && best && pick.length < best.length))) {
      best = pick;
      bestSum = sum;
    }
  }
  return best;
}

/** Who may build now (buildTurnRefusal, 002:369): the current player in step 3, the others in the wrap-up's special building phase. */
export function builder(state: CatanHorrorState, playerId: string): Result<PlayerState> {
  const phaseError = guardPhase(state, ['player/actions', 'wrapup'], { pendingOk: state.pending[0]?.kind === 'seal-gate' });
  if (phaseError) return phaseError;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return refuse('rules/unknown_player', { player: playerId });
  return buildTurnRefusal(state, player) ?? ok(player);
}

const buyClueSchema = z.object({ player: id, trophies: z.array(z.number().int().min(0).max(99)).min(1).max(20) }).strict();

/** Trades monster trophies worth 5 toughness or more for a clue token (whenever the player could build). */
/** Each builder whose trophies are worth a clue, offered the cheapest set of them. */
const clueOffers = perState((state: CatanHorrorState): Offer[] =>
  builders(state).flatMap((pid) => {
    const player = state.players.find((p) => p.id === pid)!;
    const clue = cheapestClue(player.trophies);
    return clue
      ? [{ code: `${P}/act/buy-clue`, player: pid, params: { player: player.name }, payload: { player: pid, trophies: clue } }]
      : [];
  }),
);

export const buyClue = action({
  schema: buyClueSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state, true),
      () => someOffer(clueOffers(state), 'buy-clue'),
    ),
  offer: clueOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const who = builder(state, p.player);
      if (!who.ok) return who;
      const player = who.value;
      const picked = [...new Set(p.trophies)];
      if (picked.some((i) => !player.trophies[i])) return refuse('rules/no_such_trophy');
      const worth = picked.reduce((sum, i) => sum + player.trophies[i].toughness, 0);
      if (worth < CLUE_PRICE) return refuse('rules/not_enough_trophies', { worth, price: CLUE_PRICE });
      b.emit('clue-bought', {
        player: player.id,
        who: player.name,
        worth,
        spent: picked.map((i) => player.trophies[i].kind),
        at: picked,
      });
    }),
});

const spendClueSchema = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/** Spends a clue token for one more knight action this turn. */
export const spendClueForAction = action({
  schema: spendClueSchema,
  phases: ['player/actions'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => (currentPlayer(state).clues >= 1 ? allowed : refuse('rules/no_clue')),
    ),
  offer: (state) => ({ code: `${P}/act/spend-clue-for-action`, player: currentPlayer(state).id, rare: true }),
  decide: (state) =>
    build(state, (b) => {
      const player = currentPlayer(state);
      b.emit('clue-spent-for-action', {
        player: player.id,
        who: player.name,
      });
    }),
});
