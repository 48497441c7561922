/** The automatic consequences: Doom owed, a full outskirts, city timers, the end of the turn. */
import type { Outcome } from '../../engine/ruleset';
import type { MonsterStepEvent } from './events';
import { CITIES, RULES } from './data/charts';
import { sealedCount, type Pending, type S } from './state';
import { chartClosableCities } from './rules/cities';

/** The first thing the table must settle before play goes on (Doom is settled by the app). */
export function nextPending(state: S): Exclude<Pending, { kind: 'doom' }> | undefined {
  return state.pending.find((p): p is Exclude<Pending, { kind: 'doom' }> => p.kind !== 'doom');
}

/** Terror +1 (with the City chart flagged at 3, 6 and 9), or nothing when Terror is already at its maximum. */
export function raiseTerror(terror: number, cause: string): MonsterStepEvent[] {
  if (terror >= RULES.terrorMax) return [{ type: 'terror-at-max', data: { terror }, cause }];
  const to = terror + 1;
  return [{ type: 'terror-raised', data: { from: terror, to, cityChart: RULES.cityChartAt.includes(to) }, cause }];
}

/** Terror raised `times` times in a row, each rise owing its own City chart, Ally and Doom. */
export function raiseTerrorTimes(terror: number, times: number, cause: string): MonsterStepEvent[] {
  const events: MonsterStepEvent[] = [];
  for (let i = 0; i < times; i++) events.push(...raiseTerror(Math.min(RULES.terrorMax, terror + i), cause));
  return events;
}

/**
 * The end of the Monster Step: each monster that reached its city on an earlier turn counts one
 * end of turn; the one whose count runs out destroys its city (Terror +1).
 */
export function endOfMonsterStep(state: S): MonsterStepEvent[] {
  const events: MonsterStepEvent[] = [];
  let terror = state.terror;
  for (const monster of state.monsters) {
    if (monster.city === null || monster.arrivedTurn === null || monster.arrivedTurn >= state.turn) continue;
    const turnsLeft = Math.max(0, (monster.turnsLeft ?? RULES.cityCountdown) - 1);
    events.push({ type: 'city-timer-ticked', data: { monster: monster.id, city: monster.city, turnsLeft }, cause: 'city-timer' });
    if (turnsLeft === 0) {
      events.push({ type: 'city-destroyed', data: { city: monster.city, monster: monster.id }, cause: 'city-timer' });
      const raised = raiseTerror(terror, 'city-destroyed');
      events.push(...raised);
      if (raised[0].type === 'terror-raised') terror += 1;
    }
  }
  events.push({ type: 'monster-step-ended', data: { turn: state.turn } });
  return events;
}

/** Automatic consequences of the state as it stands; empty when it is quiet or the game is over. */
export function react(state: S): MonsterStepEvent[] {
  if (outcome(state)) return [];
  // Doom is settled by the app, but only in its turn: after the City chart and the Ally of its Terror rise (ruling 15).
  const doomOwed = state.pending[0];
  if (doomOwed?.kind === 'doom') {
    const length = state.options.doomLength;
    const to = Math.min(length, state.doom + 1);
    return [{ type: 'doom-raised', data: { from: state.doom, to, length, full: to >= length }, cause: doomOwed.cause }];
  }
  const owed = nextPending(state);
  if (owed?.kind === 'city-chart' && chartClosableCities(state).length === 0) {
    return [{ type: 'city-chart-skipped', data: { terror: owed.terror, reason: 'no-city-can-close' }, cause: `terror-${owed.terror}` }];
  }
  if (state.outskirts >= RULES.outskirtsLimit) {
    return [
      { type: 'outskirts-cleared', data: { count: state.outskirts }, cause: 'outskirts-full' },
      ...raiseTerror(state.terror, 'outskirts-full'),
    ];
  }
  if (state.step === 'end-of-turn' && state.pending.length === 0) {
    return [{ type: 'turn-ended', data: { turn: state.turn } }];
  }
  return [];
}

/** Won: Margath defeated, 3 Dragon Runes, 6 lairs sealed. Lost: Margath won, or every city closed or destroyed. */
export function outcome(state: S): Outcome | null {
  if (state.margath === 'defeated') return { result: 'won', code: 'rms/outcome/margath-defeated' };
  if (state.margath === 'won') return { result: 'lost', code: 'rms/outcome/margath-won' };
  if (state.hero.dragonRunes >= RULES.dragonRunesToWin) return { result: 'won', code: 'rms/outcome/dragon-runes' };
  if (sealedCount(state) >= RULES.sealedLairsToWin) return { result: 'won', code: 'rms/outcome/six-lairs-sealed' };
  if (CITIES.every((c) => state.cities[c] !== 'open')) return { result: 'lost', code: 'rms/outcome/all-cities-closed' };
  return null;
}
