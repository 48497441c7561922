/** The rules of steps 4-8: preventions, the three-of-a-kind trade, the task check, a city's offer, where travel reaches. */
import { allyCard, artifactCard } from '../data/cards';
import { distance, REGIONS } from '../data/world';
import type { EldritchState, Investigator, TurnState } from '../state';
import { checkTask, type TaskCheck } from '../tasks';
import { canTrade, cardRefusal, skillIs, taskNeedOf, taskOf } from './index';

/** Losses one fight or one threat step's protections prevent: artifacts and allies, one point each. */
export function prevention(inv: Investigator): { health: number; sanity: number } {
  let health = 0;
  let sanity = 0;
  for (const a of inv.artifacts) {
    health += artifactCard(a)?.healthPrevent ?? 0;
    sanity += artifactCard(a)?.sanityPrevent ?? 0;
  }
  const ally = inv.ally ? allyCard(inv.ally) : undefined;
  health += ally?.healthPrevent ?? 0;
  sanity += ally?.sanityPrevent ?? 0;
  return { health, sanity };
}

/** Whether the threats step offers the three-of-a-kind trade. */
export function threatTrades(inv: Investigator, turn: TurnState): { health: boolean; sanity: boolean } {
  const kept = turn.dice?.kept ?? [];
  return {
    health: kept.filter((f) => f === 'health-threat').length >= 3 && canTrade(inv, 'injury'),
    sanity: kept.filter((f) => f === 'sanity-threat').length >= 3 && canTrade(inv, 'madness'),
  };
}

/** The task check for the current assignment with a number of clues offered. */
export function encounterCheck(state: EldritchState, clues: number): { task: string; check: TaskCheck } | null {
  const inv = state.seats[state.current]?.investigator;
  const turn = state.turnState;
  if (!inv || !turn?.assignment || inv.region === 'lost') return null;
  const need = taskNeedOf(state, inv.region, turn.assignment);
  const task = taskOf(state, inv.region, turn.assignment);
  if (!need || !task) return null;
  const atGate = turn.assignment.kind === 'gate';
  const swap = atGate && skillIs(inv, 'swap-at-gates');
  const free = atGate && inv.artifacts.includes('gate-box') ? 1 : 0;
  return { task, check: checkTask(need, turn.dice?.kept ?? [], clues, { swap, free }) };
}

/** What a city gives for the kept dice plus the clues spent there: items and spells by pairs, the special on three of a kind. */
export function cityOffer(kept: readonly string[], clueInvestigation: number, clueResearch: number) {
  const investigation = kept.filter((f) => f === 'investigation').length + clueInvestigation;
  const research = kept.filter((f) => f === 'research').length + clueResearch;
  return { items: Math.floor(investigation / 2), spells: Math.floor(research / 2), special: investigation >= 3 || research >= 3 };
}

/** Regions reachable with the travel dice left. */
export const reachable = (from: number, travel: number): number[] => REGIONS.filter((r) => distance(from, r.id) <= travel).map((r) => r.id);

/** Shipping costs one travel die plus one per region crossed (003:193). */
export const shipCost = (from: number, to: number): number => 1 + distance(from, to);

/** The seats an asset can be shipped to from `seat` with this much travel: other investigators on the board within reach. */
export function shipReceivers(state: EldritchState, seat: number, travel: number): number[] {
  const from = state.seats[seat]?.investigator?.region;
  if (from === undefined || from === 'lost') return [];
  return state.seats.flatMap((s, i) =>
    i !== seat && s.investigator && s.investigator.region !== 'lost' && shipCost(from, s.investigator.region) <= travel ? [i] : [],
  );
}

/**
 * What `inv` can ship to `target`: a clue, an item, a spell the receiver does not already know — no item to a
 * receiver whose Back Injury allows no more, no spell to a hallucinated one (the conditions a drawn card meets).
 */
export function shippableAssets(inv: Investigator, target: Investigator): string[] {
  return [
    ...new Set([
      ...(inv.clues > 0 ? ['clue'] : []),
      ...(cardRefusal(target, 'item') ? [] : inv.items.map((i) => `item:${i.key}`)),
      ...(cardRefusal(target, 'spell') ? [] : inv.spells.filter((s) => !target.spells.includes(s)).map((s) => `spell:${s}`)),
    ]),
  ];
}
