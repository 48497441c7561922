/** Whether an action can be taken now, as predicates read by both the prompt's offers and the engine's guards. */
import { allowed, firstRefusal, refuse, type Availability } from '../../../engine/define';
import { ACTION_COSTS, BOSS, GOLD, STORE_SLOTS, type MenuAction } from '../data/actions';
import { currentPlayer, type Munchkin, type MunchkinPhase, type MunchkinState } from '../state';
import { canBuyLevels } from './index';

export function inPhase(state: MunchkinState, ...phases: MunchkinPhase[]): Availability {
  return phases.includes(state.phase) ? allowed : refuse('rules/wrong_phase', { phase: state.phase });
}

/** Turns are being taken: a round of turns, or Last Man Standing. */
export const takingTurns = (state: MunchkinState): Availability => inPhase(state, 'turn', 'last-stand');

/** A player still in the game and alive this round. */
export const inPlay = (p: Munchkin): boolean => !p.dead && !p.out;

export function alive(p: Munchkin): Availability {
  return inPlay(p) ? allowed : refuse('rules/player_dead', { name: p.name });
}

export function hasAp(p: Munchkin, action: MenuAction): Availability {
  const cost = ACTION_COSTS[action];
  return p.ap >= cost ? allowed : refuse('rules/not_enough_ap', { name: p.name, ap: p.ap, cost });
}

export function hasGold(p: Munchkin, price: number): Availability {
  return p.gold >= price ? allowed : refuse('rules/not_enough_gold', { name: p.name, gold: p.gold, price });
}

/** The current player may take a menu action now: turns are on, they are alive, and they have its points (002:102-106). */
export function myAction(state: MunchkinState, action: MenuAction, ...more: ((me: Munchkin) => Availability)[]): Availability {
  const phase = takingTurns(state);
  if (!phase.ok) return phase;
  const me = currentPlayer(state)!;
  return firstRefusal(
    () => alive(me),
    () => hasAp(me, action),
    ...more.map((rule) => () => rule(me)),
  );
}

/** Players who may act off-turn with one point (002:121): alive, in the game, with a point left. */
export const withAPoint = (state: MunchkinState): Munchkin[] => state.players.filter((p) => inPlay(p) && p.ap >= 1);

export function someoneWithAPoint(state: MunchkinState): Availability {
  return firstRefusal(
    () => takingTurns(state),
    () => (withAPoint(state).length > 0 ? allowed : refuse('rules/not_enough_ap', { who: 'nobody', ap: 0, cost: 1 })),
  );
}

/** Store slots still holding a card this round (a bought slot stays empty until the end of the round, 002:122). */
export const openSlots = (state: MunchkinState): number[] =>
  Array.from({ length: STORE_SLOTS }, (_, i) => i + 1).filter((slot) => !state.boughtSlots.includes(slot));

/** Every store card was bought this round: no restock roll can land on a card, so none is rolled (ruling 17). */
export const everySlotBought = (state: MunchkinState): boolean => openSlots(state).length === 0;

export const storeHasCards = (state: MunchkinState) => (): Availability =>
  openSlots(state).length > 0 ? allowed : refuse('rules/store_empty');

/** A level bought with gold: the Medium Intellect bonus (High's too, 002:45), 1000 gold, never to level 10 (002:207). */
export const canBuyALevel =
  (state: MunchkinState) =>
  (p: Munchkin): Availability =>
    firstRefusal(
      () => (canBuyLevels(p.stats, state.options) ? allowed : refuse('rules/needs_medium_intellect', { name: p.name })),
      () => (p.level + 1 === BOSS.levelToFace ? refuse('rules/no_level_ten', { name: p.name }) : allowed),
      () => hasGold(p, GOLD.mediumIntellectLevel),
    );

export const bossStanding = (state: MunchkinState): Availability => (state.boss.defeated ? refuse('rules/boss_defeated') : allowed);

export const bossIdle = (state: MunchkinState): Availability => (state.boss.fighting ? refuse('rules/boss_busy') : allowed);

export const bossRevealed = (state: MunchkinState): Availability => (state.boss.revealed ? allowed : refuse('rules/boss_hidden'));

/** Level 10 to face the boss (002:131, 002:164). */
export function canFaceBoss(p: Munchkin): Availability {
  return p.level >= BOSS.levelToFace
    ? allowed
    : refuse('rules/level_too_low', {
        name: p.name,
        level: p.level,
      });
}
