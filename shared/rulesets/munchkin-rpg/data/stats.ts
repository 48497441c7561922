/** The three stats (002:44): each player ranks them High, Medium and Low. */
export const STATS = ['strength', 'agility', 'intellect'] as const;
export type Stat = (typeof STATS)[number];
export type Rank = 'high' | 'medium' | 'low';

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
