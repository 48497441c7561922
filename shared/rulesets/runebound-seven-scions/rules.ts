/** The Seven Scions' rules as small pure functions: storm counter, storm colour, endgame order and winner. */
import type { DieSpec } from '../../engine/dice';
import { orderFromDice, shuffleDice } from '../../kits/dice-shuffle';
import { STORM_ADVANCE, STORM_COLOURS, STORM_TOP, type ChallengeDefeated, type CombatPhase, type StormColour } from './data/seven-scions';
import type { CombatValues, SevenScionsState, StormlordRun } from './state';

/**
 * Why the active hero may not awaken this scion now, as an error code, or null when he may.
 * Awakening happens in his adventure step (001:130-132), on the red jewel he ended his movement on,
 * which is discarded once a scion wakes (001:135): one awakening a turn (ruling 9).
 */
export function awakenBlock(
  state: SevenScionsState,
  space: number,
): 'rules/wrong_phase' | 'rules/scion-awake' | 'rules/one-awakening-per-turn' | null {
  if (state.phase !== 'turn') return 'rules/wrong_phase';
  if (state.scions.find((s) => s.space === space)?.awakenedBy != null) return 'rules/scion-awake';
  if (state.awakenedThisTurn) return 'rules/one-awakening-per-turn';
  return null;
}

/** Where the storm counter goes: it always moves at least one space; past the top stack it comes off the top. */
export function stormMove(position: number, challenge: ChallengeDefeated): { spaces: number; to: number; offTop: boolean } {
  const spaces = STORM_ADVANCE[challenge];
  const to = position + spaces;
  return { spaces, to, offTop: to > STORM_TOP };
}

/** The lowest colour that still has storm cards, or null when only Stormlords remain. */
export function lowestStormColour(deck: Record<StormColour, number>): StormColour | null {
  return STORM_COLOURS.find((c) => deck[c] > 0) ?? null;
}

/** The heroes whose level or gold the table has not entered yet: the endgame order cannot be set without them. */
export function heroesWithoutLevel(
  playerIds: readonly string[],
  levels: Record<string, number | null>,
  gold: Record<string, number | null>,
): string[] {
  return playerIds.filter((id) => levels[id] == null || gold[id] == null);
}

/**
 * Heroes grouped for the endgame order, highest level first and, at equal level, most gold first
 * (004:76); a group of more than one is a tie the dice break.
 */
export function levelGroups(
  playerIds: readonly string[],
  levels: Record<string, number | null>,
  gold: Record<string, number | null>,
): string[][] {
  const groups = new Map<string, { level: number; gold: number; ids: string[] }>();
  for (const id of playerIds) {
    const level = levels[id] ?? 0;
    const coins = gold[id] ?? 0;
    const key = `${level}/${coins}`;
    const group = groups.get(key) ?? { level, gold: coins, ids: [] };
    groups.set(key, { ...group, ids: [...group.ids, id] });
  }
  return [...groups.values()].sort((a, b) => b.level - a.level || b.gold - a.gold).map((g) => g.ids);
}

/** The dice that break every tie in level and gold (004:76 "determine order randomly"; ruling 3), group after group. */
export function tieBreakDice(groups: readonly string[][]): DieSpec[] {
  return groups.flatMap((g) => shuffleDice(g.length));
}

/** The order heroes face the Stormlords in: by level, ties in the order the dice picked. */
export function heroOrderFromDice(groups: readonly string[][], values: readonly number[]): string[] {
  let used = 0;
  return groups.flatMap((g) => {
    const count = Math.max(g.length - 1, 0);
    const mine = values.slice(used, used + count);
    used += count;
    return orderFromDice(g, mine);
  });
}

/**
 * House rule (ruling 12): the first hero who defeated every Stormlord, who wins at once as the
 * first to beat the final Challenge does in Advanced Runebound's endgame (001:228, 004:90); null when none has.
 */
export function firstToDefeatAll(runs: readonly StormlordRun[], stormlords: number): string | null {
  return runs.find((r) => r.player !== null && r.defeated >= stormlords)?.player ?? null;
}

/**
 * Who wins the competitive endgame: most Stormlords defeated; among those tied, the one whose last
 * Stormlord carried the most wounds when the hero fell. Heroes still tied share the win (ruling S-4).
 */
export function stormlordWinners(runs: readonly StormlordRun[]): string[] {
  const best = Math.max(...runs.map((r) => r.defeated));
  let tied = runs.filter((r) => r.defeated === best);
  if (tied.length > 1 && tied.every((r) => r.lastWounds !== null)) {
    const most = Math.max(...tied.map((r) => r.lastWounds ?? 0));
    tied = tied.filter((r) => r.lastWounds === most);
  }
  return tied.map((r) => r.player).filter((p): p is string => p !== null);
}

/**
 * The cooperative group's value for one combat phase: each hero's score and damage (or his scion's,
 * where he replaces one of them), and the group takes the lowest of each.
 */
export function groupCombatValues(
  values: Record<string, Partial<Record<CombatPhase, CombatValues>>>,
  phase: CombatPhase,
): { score: number; damage: number; heroes: number; lowestScoreBy: string; lowestDamageBy: string } | null {
  const entries = Object.entries(values).flatMap(([player, phases]) => {
    const v = phases[phase];
    return v ? [{ player, v }] : [];
  });
  if (entries.length === 0) return null;
  const effective = entries.map(({ player, v }) => ({
    player,
    score: v.replace === 'score' && v.scionScore !== null ? v.scionScore : v.score,
    damage: v.replace === 'damage' && v.scionDamage !== null ? v.scionDamage : v.damage,
  }));
  const lowScore = effective.reduce((a, b) => (b.score < a.score ? b : a));
  const lowDamage = effective.reduce((a, b) => (b.damage < a.damage ? b : a));
  return {
    score: lowScore.score,
    damage: lowDamage.damage,
    heroes: entries.length,
    lowestScoreBy: lowScore.player,
    lowestDamageBy: lowDamage.player,
  };
}
