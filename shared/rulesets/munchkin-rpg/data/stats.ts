/** The stat chart: what High, Medium and Low give for Strength, Agility and Intellect (details in the rules reference). */

export const STATS = ['strength', 'agility', 'intellect'] as const;
export type Stat = (typeof STATS)[number];
export type Rank = 'high' | 'medium' | 'low';

/** Effect codes per stat and rank; a High stat also grants its Medium effect and a special ability once per life. */
export const STAT_CHART: Record<Stat, { high: readonly string[]; special: string; medium: readonly string[]; low: readonly string[] }> = {
  strength: { high: ['hand-bonus', 'extra-hand'], special: 'munchkin-rage', medium: ['plus-one-level'], low: ['smaller-hand'] },
  agility: { high: ['double-grenades', 'belt-slots'], special: 'bait-n-switch', medium: ['face-down-grenades'], low: ['run-away-penalty'] },
  intellect: { high: ['extra-ap', 'spellbook-slots'], special: 'hidden-agenda', medium: ['buy-level'], low: ['less-ap'] },
};

/** The six ways to rank the three stats, as `high/medium/low` (002:44): what a player picks at set-up or when retraining. */
export const STAT_LINES = [
  'strength/agility/intellect',
  'strength/intellect/agility',
  'agility/strength/intellect',
  'agility/intellect/strength',
  'intellect/strength/agility',
  'intellect/agility/strength',
] as const;
export type StatLineCode = (typeof STAT_LINES)[number];

/** A stat line's code split into its High, Medium and Low stats. */
export function splitStatLine(line: StatLineCode): { high: Stat; medium: Stat; low: Stat } {
  const [high, medium, low] = line.split('/') as [Stat, Stat, Stat];
  return { high, medium, low };
}
