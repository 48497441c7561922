/** The action die, dice tasks like `RRI`, the task check (kept dice + clues) and its exact odds. */
import type { DieSpec } from '../../engine/dice';
import type { ActionFace } from './data/cards';

export const ACTION_FACES: readonly ActionFace[] = ['travel', 'rest', 'investigation', 'research', 'health-threat', 'sanity-threat'];

/** The special action die: six named faces. */
export const actionDie: DieSpec = { kind: 'faces', id: 'action-die', faces: ACTION_FACES };

export const isThreat = (face: string): boolean => face === 'health-threat' || face === 'sanity-threat';

export interface TaskNeed {
  research: number;
  investigation: number;
}

/** `RRI` → two research, one investigation. */
export function parseTask(task: string): TaskNeed {
  let research = 0;
  let investigation = 0;
  for (const letter of task.toUpperCase()) {
    if (letter === 'R') research++;
    else if (letter === 'I') investigation++;
  }
  return { research, investigation };
}

export interface TaskCheck {
  met: boolean;
  /** Results the dice lack, before clues. */
  missingResearch: number;
  missingInvestigation: number;
  /** Clues that would cover what is missing (each adds one research or investigation). */
  cluesNeeded: number;
  /** Kept dice the task uses; the rest are left for clues (pairs). */
  usedResearch: number;
  usedInvestigation: number;
}

/**
 * Whether kept dice plus clues (and free results, e.g. the Gate Box) meet a task.
 * `swap` lets investigation and research stand in for each other (Akachi at a gate).
 */
export function checkTask(need: TaskNeed, kept: readonly string[], clues: number, opts: { swap?: boolean; free?: number } = {}): TaskCheck {
  const haveR = kept.filter((f) => f === 'research').length;
  const haveI = kept.filter((f) => f === 'investigation').length;
  let missingResearch: number;
  let missingInvestigation: number;
  let usedResearch: number;
  let usedInvestigation: number;
  if (opts.swap) {
    const total = need.research + need.investigation;
    usedResearch = Math.min(haveR, total);
    usedInvestigation = Math.min(haveI, total - usedResearch);
    const short = Math.max(0, total - usedResearch - usedInvestigation);
    missingResearch = Math.min(short, need.research);
    missingInvestigation = short - missingResearch;
  } else {
    usedResearch = Math.min(haveR, need.research);
    usedInvestigation = Math.min(haveI, need.investigation);
    missingResearch = need.research - usedResearch;
    missingInvestigation = need.investigation - usedInvestigation;
  }
  const cluesNeeded = Math.max(0, missingResearch + missingInvestigation - (opts.free ?? 0));
  return { met: cluesNeeded <= clues, missingResearch, missingInvestigation, cluesNeeded, usedResearch, usedInvestigation };
}

/** One way a roll of n action dice can fall, as far as the odds care: research, investigation, any threat showing. */
interface RollClass {
  research: number;
  investigation: number;
  threat: boolean;
  p: number;
}

const MAX_ODDS_DICE = 12;

/** One die's classes: research 1/6, investigation 1/6, a threat 2/6 (health or sanity), anything else 2/6 (travel, rest). */
const ONE_DIE = [
  { research: 1, investigation: 0, threat: false, p: 1 / 6 },
  { research: 0, investigation: 1, threat: false, p: 1 / 6 },
  { research: 0, investigation: 0, threat: true, p: 2 / 6 },
  { research: 0, investigation: 0, threat: false, p: 2 / 6 },
] as const;

/** The distribution of a roll of n dice, by dice count: index n, built from n - 1 and kept for every later prompt. */
const rollClasses: RollClass[][] = [[{ research: 0, investigation: 0, threat: false, p: 1 }]];

/**
 * The distribution of a roll of n dice over (research, investigation, any threat shown), by dynamic
 * programming over the dice: the roll of k dice is the roll of k - 1 dice and one more die. Each
 * count is worked out once and kept.
 */
function classesOf(n: number): RollClass[] {
  for (let k = rollClasses.length; k <= n; k++) {
    const next = new Map<number, RollClass>();
    for (const roll of rollClasses[k - 1]) {
      for (const die of ONE_DIE) {
        const research = roll.research + die.research;
        const investigation = roll.investigation + die.investigation;
        const threat = roll.threat || die.threat;
        const key = (research * 16 + investigation) * 2 + (threat ? 1 : 0);
        const p = roll.p * die.p;
        const entry = next.get(key);
        if (entry) entry.p += p;
        else next.set(key, { research, investigation, threat, p });
      }
    }
    rollClasses[k] = [...next.values()];
  }
  return rollClasses[n];
}

/** Odds already worked out, for every prompt of the session: keyed by need, dice, clues and the two switches. */
const oddsCache = new Map<number, number>();
const oddsKey = (r: number, i: number, n: number, clues: number, city: boolean, swap: boolean): number =>
  ((((Math.min(r, 63) * 64 + Math.min(i, 63)) * 16 + n) * 64 + Math.min(clues, 63)) * 2 + (city ? 1 : 0)) * 2 + (swap ? 1 : 0);

/**
 * Exact chance that rolling `dice` action dice with the set-aside / re-roll loop, played as well as
 * possible, ends with the task met, given the research and investigation results still needed and
 * the clues (and free results) that can cover any. Threats must be set aside outside a city.
 * Abilities, items and allies are not counted (the seed's author asks for odds without them, 003:515).
 * Each (need, dice, clues) value is computed once and cached across prompts.
 */
export function taskOdds(needR: number, needI: number, dice: number, clues: number, opts: { city?: boolean; swap?: boolean } = {}): number {
  const city = !!opts.city;
  const swap = !!opts.swap;
  // With the swap any useful die counts for either letter: one need of r + i results.
  return swap
    ? oddsOf(Math.max(0, needR) + Math.max(0, needI), 0, Math.min(dice, MAX_ODDS_DICE), clues, city, true)
    : oddsOf(Math.max(0, needR), Math.max(0, needI), Math.min(dice, MAX_ODDS_DICE), clues, city, false);
}

function oddsOf(r: number, i: number, n: number, clues: number, city: boolean, swap: boolean): number {
  if (r + i <= clues) return 1;
  if (n === 0) return 0;
  const key = oddsKey(r, i, n, clues, city, swap);
  const known = oddsCache.get(key);
  if (known !== undefined) return known;
  let total = 0;
  for (const roll of classesOf(n)) {
    const useful = swap ? roll.research + roll.investigation : roll.research;
    // Setting every useful die aside covers the task: certain.
    if (Math.max(0, r - useful) + Math.max(0, i - (swap ? 0 : roll.investigation)) <= clues) {
      total += roll.p;
      continue;
    }
    const forced = roll.threat && !city ? 1 : 0;
    let best = 0;
    for (let kr = 0; kr <= Math.min(useful, r) && best < 1; kr++) {
      const usableI = swap ? 0 : roll.investigation;
      for (let ki = 0; ki <= Math.min(usableI, i) && best < 1; ki++) {
        const kept = Math.max(1, kr + ki + forced);
        if (kept > n) continue;
        best = Math.max(best, oddsOf(r - kr, i - ki, n - kept, clues, city, swap));
      }
    }
    total += roll.p * best;
  }
  oddsCache.set(key, total);
  return total;
}

/**
 * Best chance from a hand of rolled dice still to be set aside: the best legal set-aside
 * (at least one die, a threat if any show outside a city) followed by best play.
 */
export function handOdds(
  needR: number,
  needI: number,
  hand: readonly string[],
  clues: number,
  opts: { city?: boolean; swap?: boolean } = {},
): number {
  const city = !!opts.city;
  const swap = !!opts.swap;
  let res = 0;
  let inv = 0;
  let threats = 0;
  for (const f of hand) {
    if (f === 'research') res++;
    else if (f === 'investigation') inv++;
    else if (isThreat(f)) threats++;
  }
  const forced = threats > 0 && !city ? 1 : 0;
  const n = Math.min(hand.length, MAX_ODDS_DICE);
  const r0 = swap ? Math.max(0, needR) + Math.max(0, needI) : Math.max(0, needR);
  const i0 = swap ? 0 : Math.max(0, needI);
  const usableR = swap ? res + inv : res;
  const usableI = swap ? 0 : inv;
  let best = 0;
  for (let kr = 0; kr <= Math.min(usableR, r0); kr++) {
    for (let ki = 0; ki <= Math.min(usableI, i0); ki++) {
      const kept = Math.max(1, kr + ki + forced);
      if (kept > n) continue;
      // Dice left in hand after the set-aside are re-rolled: the loop goes on with n - kept dice.
      const left = r0 - kr + (i0 - ki) <= clues ? 1 : oddsOf(r0 - kr, i0 - ki, n - kept, clues, city, swap);
      best = Math.max(best, left);
    }
  }
  return best;
}
