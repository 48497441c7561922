/**
 * When an action can be taken at all (engine v2 availability): the step of the turn, a question the
 * table must answer first, the knight actions left, who may build now. Each guard returns `allowed`
 * or the refusal the engine gives; actions list them in this fixed order with `firstRefusal`.
 */
import { allowed, firstRefusal, inPhase, refuse, type Availability } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import { ok, type Result } from '../../../engine/result';
import type { CatanHorrorState, Pending, Phase, PlayerState } from '../state';
import type { Refusal } from './allowed';

/** In one of these steps of the turn. */
export const inStep = (state: CatanHorrorState, ...phases: readonly Phase[]): Availability => inPhase(state.phase, ...phases);

/** Nothing the table was asked is waiting for an answer. */
export const nothingPending = (state: CatanHorrorState): Availability =>
  state.pending.length ? refuse('rules/answer_pending', { pending: state.pending[0].kind }) : allowed;

/**
 * The table's questions (the ruleset's `questions`): the kind of the one waiting first, or null. An action that answers
 * one declares it (`asks`), and while another or none waits the engine refuses it as `notAsked` does: `rules/not_asked`
 * with the question that does wait.
 */
export const questionOf = (state: CatanHorrorState): Pending['kind'] | null => state.pending[0]?.kind ?? null;
export const notAsked = (state: CatanHorrorState): Availability => refuse('rules/not_asked', { expected: questionOf(state) });

/** The current player has this many knight actions left. */
export const canPay = (state: CatanHorrorState, cost: number): Availability =>
  state.actionsLeft >= cost ? allowed : refuse('rules/no_actions_left', { cost, left: state.actionsLeft });

/** The step knight actions are taken in (step 3): the knight actions' `phases`, so the prompt asks none of them in another step. */
export const KNIGHT_STEPS: readonly Phase[] = ['player/actions'];

/** The steps one builds in: the current player's step 3, and the wrap-up's special building phase (the build actions' `phases`). */
export const BUILD_STEPS: readonly Phase[] = ['player/actions', 'wrapup'];

/** A knight action of this cost: step 3, nothing waiting, the actions to pay for it. */
export const knightStep = (state: CatanHorrorState, cost: number): Availability =>
  // Outside step 3 the phase refuses at once (the knight actions declare KNIGHT_STEPS, so the engine refuses first).
  !KNIGHT_STEPS.includes(state.phase)
    ? inStep(state, ...KNIGHT_STEPS)
    : firstRefusal(
        () => nothingPending(state),
        () => canPay(state, cost),
      );

/**
 * Building (app tracks): the current player in step 3, anyone in the wrap-up's special building
 * phase, with nothing waiting — or, when `sealing` is true, while a closed gate waits to be sealed
 * (a clue can still be bought or a barrel built then).
 */
export function buildStep(state: CatanHorrorState, sealing = false): Availability {
  if (!BUILD_STEPS.includes(state.phase)) return inStep(state, ...BUILD_STEPS);
  return sealing && state.pending.every((x) => x.kind === 'seal-gate') ? allowed : nothingPending(state);
}

/**
 * Whose build it is (002:369): the current player in step 3; in the wrap-up's Special Building Phase
 * "any player may build … during the Wrap Up of each other player" — everyone still in the game but the
 * player whose wrap-up it is (who built in his own step 3). A fallen player builds nothing (002:642).
 * Returns the refusal, or null when this player may build in this step.
 */
export function buildTurnRefusal(state: CatanHorrorState, player: PlayerState): Refusal | null {
  if (player.dead) return refuse('rules/player_dead', { player: player.name });
  const now = state.players[state.current];
  if (state.phase === 'wrapup') return player.id === now.id ? refuse('rules/own_wrapup_no_build', { player: player.name }) : null;
  return player.id === now.id ? null : refuse('rules/others_build_in_wrapup', { player: player.name });
}

/** The players who may build now (buildStep allowed): buildTurnRefusal allows them. */
export const builders = (state: CatanHorrorState): string[] => state.players.filter((p) => !buildTurnRefusal(state, p)).map((p) => p.id);

/**
 * Allowed when the prompt has something to offer for this action here; otherwise the refusal that
 * says nothing on the board can take it (`rules/nothing_to_do`, with the action named for the catalog).
 */
export const someOffer = (offers: readonly Offer[], action: string): Availability =>
  offers.length ? allowed : refuse('rules/nothing_to_do', { action });

/** One thing on the board that might take an action (a knight, a town, a monster…): its offer when the rule allows it, else the rule's refusal. */
export type Candidate = Result<Offer>;

/** A candidate the rule allows. */
export const open = (offer: Offer): Candidate => ok(offer);

/** The offers among the candidates. */
export const offersOf = (candidates: readonly Candidate[]): Offer[] => candidates.flatMap((c) => (c.ok ? [c.value] : []));

/**
 * Allowed when some candidate is open; otherwise the rule that refuses the last one — the knight
 * or town most recently put on the board, usually the one the table means (a lone Basic knight asked
 * to recruit hears "needs a Strong knight") — or `rules/nothing_to_do` when there is none.
 */
export function someCandidate(candidates: readonly Candidate[], action: string): Availability {
  if (candidates.some((c) => c.ok)) return allowed;
  const last = candidates.at(-1);
  return last && !last.ok ? { ok: false, error: last.error } : someOffer([], action);
}
