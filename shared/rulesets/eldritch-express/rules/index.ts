/** Shared reading of the state: who is playing, what a region holds, which abilities work, what a draw may give. */
import { conditionCard, type ConditionKind } from '../data/cards';
import { investigatorCard } from '../data/investigators';
import { monsterKind } from '../data/monsters';
import { regionById, GATES, type Task } from '../data/world';
import type { EldritchState, Encounter, Investigator, Pending, RegionState, Step } from '../state';
import { parseTask, type TaskNeed } from '../tasks';

export const STEPS: readonly Step[] = ['upkeep', 'fight', 'dice', 'threats', 'encounter', 'rest', 'clues', 'move', 'omen'];

/**
 * How the game ended, if it has: the recorded outcome, or a track that stands at 0 (003:84) — also
 * when it was set to 0 by hand, which consequences do not follow; the game is over at once.
 */
export function gameEnd(state: EldritchState): { result: 'won' | 'lost'; code: string } | null {
  if (state.outcome) return state.outcome;
  if (state.stage !== 'play' || !state.ancientOne) return null;
  if (state.elderSign <= 0) return { result: 'won', code: 'elder-signs' };
  if (state.doom <= 0) return { result: 'lost', code: 'doom' };
  return null;
}

export function currentInvestigator(state: EldritchState): Investigator | null {
  return state.seats[state.current]?.investigator ?? null;
}

export function regionOf(state: EldritchState, id: number): RegionState {
  const region = state.regions.find((r) => r.id === id);
  if (!region) throw new Error(`no region ${id}`);
  return region;
}

export const hasCondition = (inv: Investigator, key: string): boolean => inv.conditions.includes(key);

/** How many items an investigator with a Back Injury may carry ("cannot carry items, or only 1": the app reads 1, ruling 31). */
export const BACK_INJURY_ITEMS = 1;

/**
 * The condition that keeps a card of this deck from reaching the investigator, drawn or shipped: Back Injury
 * an item beyond the one carried (003:277), Hallucination a spell (003:287), Paranoia an ally (003:285).
 */
export function cardRefusal(inv: Investigator, deck: string): 'back-injury' | 'hallucination' | 'paranoia' | null {
  if (deck === 'item' && hasCondition(inv, 'back-injury') && inv.items.length >= BACK_INJURY_ITEMS) return 'back-injury';
  if (deck === 'spell' && hasCondition(inv, 'hallucination')) return 'hallucination';
  if (deck === 'ally' && hasCondition(inv, 'paranoia')) return 'paranoia';
  return null;
}
export const skillWorks = (inv: Investigator): boolean => !hasCondition(inv, 'internal-injury');
export const knowledgeWorks = (inv: Investigator): boolean => !hasCondition(inv, 'amnesia');
export const skillIs = (inv: Investigator, skill: string): boolean => skillWorks(inv) && investigatorCard(inv.key).skill === skill;
export const knowledgeIs = (inv: Investigator, knowledge: string): boolean =>
  knowledgeWorks(inv) && investigatorCard(inv.key).knowledge === knowledge;

/** Action dice rolled this turn: five, one more when blessed, one fewer when cursed. */
export function poolSize(inv: Investigator): number {
  return 5 + (hasCondition(inv, 'blessed') ? 1 : 0) - (hasCondition(inv, 'cursed') ? 1 : 0);
}

export function conditionsOfKind(inv: Investigator, kind: ConditionKind): string[] {
  return inv.conditions.filter((c) => conditionCard(c)?.kind === kind);
}

/** The 3-for-1 trade is closed to an investigator who already has all three of that kind. */
export const canTrade = (inv: Investigator, kind: 'injury' | 'madness'): boolean => conditionsOfKind(inv, kind).length < 3;

/** A stack with a No Hiding monster cannot be hidden from. */
export const canHide = (region: RegionState): boolean => !region.monsters.some((m) => monsterKind(m).noHiding);

/** The encounters an investigator may be assigned to in a region. */
export function encountersIn(state: EldritchState, regionId: number): Encounter[] {
  const region = regionOf(state, regionId);
  const list: Encounter[] = [];
  if (region.gate && !region.gate.sealed) list.push({ kind: 'gate' });
  if (state.expedition === regionId) list.push({ kind: 'expedition' });
  if (state.mystery?.region === regionId) list.push({ kind: 'mystery' });
  for (const token of region.defeated) list.push({ kind: 'defeated', investigator: token.investigator });
  list.push({ kind: 'city' });
  return list;
}

export const encounterKey = (e: Encounter): string => (e.kind === 'defeated' ? `defeated:${e.investigator}` : e.kind);

/** The task of an encounter, or null for a city (which has rewards, not a task). */
export function taskOf(state: EldritchState, regionId: number, encounter: Encounter): Task | null {
  const region = regionById(regionId);
  switch (encounter.kind) {
    case 'gate': {
      const gate = regionOf(state, regionId).gate;
      return gate ? (GATES.find((g) => g.key === gate.key)?.task ?? null) : null;
    }
    case 'expedition':
      return region.expedition.task;
    case 'mystery':
      return state.mystery?.side === 'back' ? `${region.mysteryTask}IR` : region.mysteryTask;
    case 'defeated':
      return investigatorCard(encounter.investigator).defeatedTask;
    case 'city':
      return null;
  }
}

export function taskNeedOf(state: EldritchState, regionId: number, encounter: Encounter): TaskNeed | null {
  const task = taskOf(state, regionId, encounter);
  return task ? parseTask(task) : null;
}

/** Cards a pending draw may give, in deck order; duplicates of what the investigator holds are skipped. */
export function drawCandidates(state: EldritchState, pending: Extract<Pending, { kind: 'draw' }>): string[] {
  const deck = state.decks[pending.deck];
  const inv = pending.seat !== null ? (state.seats[pending.seat]?.investigator ?? null) : null;
  if (pending.deck === 'condition') {
    const kinds: ConditionKind[] =
      pending.filter === 'injury'
        ? ['injury']
        : pending.filter === 'madness'
          ? ['madness']
          : pending.filter === 'blessed'
            ? ['boon']
            : ['injury', 'madness', 'bane'];
    return deck.filter((c) => kinds.includes(conditionCard(c)!.kind) && !(inv && inv.conditions.includes(c)));
  }
  if (pending.deck === 'spell' && inv) return deck.filter((c) => !inv.spells.includes(c));
  return [...deck];
}

/** Seats in play order after `seat`. */
export function nextSeat(state: EldritchState, seat: number): number {
  for (let step = 1; step <= state.seats.length; step++) {
    const next = (seat + step) % state.seats.length;
    if (!state.seats[next].out) return next;
  }
  return seat;
}

/** The first step from `from` onward that has something to do for the current investigator. */
export function firstNeededStep(state: EldritchState, from: Step): Step {
  const inv = currentInvestigator(state);
  const turn = state.turnState;
  if (!inv || !turn || turn.lostTurn) return 'omen';
  const inCity = turn.assignment?.kind === 'city';
  for (const step of STEPS.slice(STEPS.indexOf(from))) {
    switch (step) {
      case 'fight':
        if (inv.region !== 'lost' && regionOf(state, inv.region).monsters.length > 0) return step;
        break;
      case 'threats':
        if (!inCity && (turn.dice?.kept ?? []).some((f) => f.endsWith('threat'))) return step;
        break;
      case 'rest':
        if (turn.rest > 0) return step;
        break;
      case 'clues':
        if (collectableClues(state) > 0) return step;
        break;
      case 'move':
        if (inv.region !== 'lost' && (turn.travel > 0 || hasCondition(inv, 'leg-injury'))) return step;
        break;
      default:
        return step;
    }
  }
  return 'omen';
}

/** Clues the current investigator collects from unused pairs, limited by the clues lying in the region. */
export function collectableClues(state: EldritchState): number {
  const inv = currentInvestigator(state);
  const turn = state.turnState;
  if (!inv || !turn || inv.region === 'lost' || turn.assignment?.kind === 'city') return 0;
  const { research, investigation } = turn.leftover;
  const pairs = state.options.cluePairsSameFace
    ? Math.floor(research / 2) + Math.floor(investigation / 2)
    : Math.floor((research + investigation) / 2);
  return Math.min(pairs, regionOf(state, inv.region).clues);
}
