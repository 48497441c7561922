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

/** Compositions of n dice over the six faces with their multinomial probabilities. */
function outcomes(n: number): { counts: number[]; p: number }[] {
  const result: { counts: number[]; p: number }[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (face: number, left: number, counts: number[]) => {
    if (face === 5) {
      const all = [...counts, left];
      const ways = fact(n) / all.reduce((acc, c) => acc * fact(c), 1);
      result.push({ counts: all, p: ways / 6 ** n });
      return;
    }
    for (let c = 0; c <= left; c++) walk(face + 1, left - c, [...counts, c]);
  };
  walk(0, n, []);
  return result;
}

/**
 * Exact chance that rolling `dice` action dice with the set-aside / re-roll loop, played as well as
 * possible, ends with the task met, given the research and investigation results still needed and
 * the clues (and free results) that can cover any. Threats must be set aside outside a city.
 * Abilities, items and allies are not counted (the seed's author asks for odds without them).
 */
export function taskOdds(needR: number, needI: number, dice: number, clues: number, opts: { city?: boolean; swap?: boolean } = {}): number {
  const memo = new Map<string, number>();
  const covered = (r: number, i: number) => (opts.swap ? Math.max(0, r + i) : Math.max(0, r) + Math.max(0, i)) <= clues;
  const value = (r: number, i: number, n: number): number => {
    if (covered(r, i)) return 1;
    if (n === 0) return 0;
    const key = `${r},${i},${n}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let total = 0;
    for (const { counts, p } of outcomes(n)) {
      const [, , inv, res, ht, st] = counts;
      const threats = ht + st;
      const forced = threats > 0 && !opts.city ? 1 : 0;
      let best = 0;
      // Useful dice kept, as (research kept, investigation kept); with swap any useful die counts for either.
      const usableR = opts.swap ? res + inv : res;
      for (let kr = 0; kr <= Math.min(usableR, Math.max(0, r)); kr++) {
        const usableI = opts.swap ? res + inv - kr : inv;
        for (let ki = 0; ki <= Math.min(usableI, Math.max(0, i)); ki++) {
          const keep = kr + ki + forced;
          const kept = keep === 0 ? 1 : keep;
          if (kept > n) continue;
          best = Math.max(best, value(r - kr, i - ki, n - kept));
          if (best === 1) break;
        }
        if (best === 1) break;
      }
      // Setting every die aside at once ends the roll.
      const stop = opts.swap ? covered(r - res - inv, i) : covered(r - res, i - inv);
      if (stop) best = 1;
      total += p * best;
    }
    memo.set(key, total);
    return total;
  };
  if (opts.swap) return value(needR + needI, 0, dice);
  return value(needR, needI, dice);
}

/**
 * Best chance from a hand of rolled dice still to be set aside: the best legal set-aside
 * (at least one die, a threat if any show outside a city) followed by best play.
 */
export function handOdds(needR: number, needI: number, hand: readonly string[], clues: number, opts: { city?: boolean; swap?: boolean } = {}): number {
  const res = hand.filter((f) => f === 'research').length;
  const inv = hand.filter((f) => f === 'investigation').length;
  const threats = hand.filter(isThreat).length;
  const forced = threats > 0 && !opts.city ? 1 : 0;
  const n = hand.length;
  const r0 = opts.swap ? needR + needI : needR;
  const i0 = opts.swap ? 0 : needI;
  const usableR = opts.swap ? res + inv : res;
  let best = 0;
  for (let kr = 0; kr <= Math.min(usableR, Math.max(0, r0)); kr++) {
    const usableI = opts.swap ? 0 : inv;
    for (let ki = 0; ki <= Math.min(usableI, Math.max(0, i0)); ki++) {
      const kept = Math.max(1, kr + ki + forced);
      if (kept > n) continue;
      best = Math.max(best, opts.swap ? taskOdds(r0 - kr, 0, n - kept, clues, { ...opts, swap: true }) : taskOdds(r0 - kr, i0 - ki, n - kept, clues, opts));
    }
  }
  return best;
}
