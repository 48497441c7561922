/** Prompt pieces every Munchkin RPG step uses: a player to choose, a stat line, a card's price. */
import type { PromptChoice, PromptField } from '../../../engine/ruleset';
import { STATS } from '../data/stats';
import type { Munchkin } from '../state';

export const playerChoice = (p: Munchkin): PromptChoice => ({ value: p.id, code: 'munchkin/player', params: { name: p.name } });
export const statFields = (): PromptField[] =>
  (['high', 'medium', 'low'] as const).map((name, i) => ({
    name,
    kind: 'choice',
    choices: [...STATS.slice(i), ...STATS.slice(0, i)].map((s) => ({ value: s, code: `munchkin/stat/${s}` })),
  }));
export const priceFields: PromptField[] = [
  { name: 'cost', kind: 'number', min: 0, max: 100_000, default: 0 },
  { name: 'costless', kind: 'boolean', default: false },
];
