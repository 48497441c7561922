/** D&D skill toolkit: options, state (every calculation's inputs kept), and how its events fold. */
import { z } from 'zod';
import type { CreatureType } from './data/harvest';
import type { IdentifyKnowledge } from './rules';

export const dndOptionsSchema = z
  .object({
    /**
     * Forced research: the first hour past 8 checks at DC 12 ("10 + 2 per extra hour", 002:311, the
     * option's declared default) or at DC 10 (a forced march's first check). A set-up stored without the
     * key predates the option's default of DC 12 and keeps DC 10.
     */
    forcedResearchFirstDc: z.enum(['dc-10', 'dc-12']).default('dc-10'),
  })
  .strict();
export type DndOptions = z.infer<typeof dndOptionsSchema>;

export interface HarvestLot {
  id: number;
  harvester: string;
  creature: string;
  creatureType: CreatureType;
  hd: number;
  roll: number;
  modifier: number;
  synergy: number;
  favoredEnemy: number;
  total: number;
  value: number;
  decays: boolean;
  /** Campaign clock (seconds) when the harvest was finished. */
  at: number;
  status: 'held' | 'sold' | 'preserved';
  /** Worth fixed by selling or preserving. */
  fixedWorth: number | null;
}

export interface ResearchSession {
  researcher: string;
  topic: string;
  library: string;
  libraryBonus: number;
  /** Bonus the researcher means to draw (no more than the library has left on the topic). */
  wanted: number;
  knowledgeModifier: number;
  conModifier: number;
  trained: boolean;
  dc: number;
  hours: number;
  hoursToday: number;
  forcedToday: number;
  day: number;
  /** Campaign clock (seconds) when this research day began: research started, the researcher woke, or 24 hours passed. */
  dayStart: number;
  passedOut: boolean;
}

export interface ResearchRecord {
  researcher: string;
  topic: string;
  library: string;
  bonus: number;
  hours: number;
  days: number;
  roll: number | null;
  total: number;
  dc: number;
  success: boolean;
}

export interface Taunt {
  intimidator: string;
  target: string;
  hd: number;
  wisdomModifier: number;
  intimidateModifier: number;
  willSave: number;
  dc: number;
  /** The Intimidate result, once rolled and successful: the Will save's DC. */
  intimidateTotal: number | null;
}

export interface Reckless {
  id: number;
  intimidator: string;
  target: string;
  since: number;
  pepTalk: boolean;
}

export interface Detection {
  caster: string;
  item: string;
  effect: 'spell' | 'other';
  level: number;
  spellcraftModifier: number;
  hasSubschool: boolean;
  descriptors: number;
  dc: number;
}

export interface IdentifyRecord extends IdentifyKnowledge {
  /** 1-based, in the order the items were priced. */
  id: number;
  caster: string;
  item: string;
  roll: number;
  total: number;
  dc: number;
  cost: number;
  /** The item's make-up as the table entered it at detect magic. */
  itemDescriptors: number;
  /** Priced only, identified, or the last identify failed on wrong knowledge (002:326). */
  status: 'priced' | 'identified' | 'failed';
}

export interface DndState {
  options: DndOptions;
  players: { id: string; name: string }[];
  /** Campaign clock in seconds since the campaign began. */
  clock: number;
  nextId: number;
  harvests: HarvestLot[];
  research: ResearchSession | null;
  /** Library bonus drawn so far, per library and topic. */
  drawn: { library: string; topic: string; bonus: number }[];
  researchLog: ResearchRecord[];
  taunt: Taunt | null;
  /** Intimidator/target pairs whose next attempt fails until `until`. */
  lockouts: { intimidator: string; target: string; until: number }[];
  reckless: Reckless[];
  detection: Detection | null;
  identifies: IdentifyRecord[];
  /** Table actions taken (automatic consequences not counted): the history's turn number. */
  tableActions: number;
}

/** Library bonus already drawn on a topic (library and topic names compared without case). */
export function drawnFrom(state: DndState, library: string, topic: string): number {
  const key = (s: string) => s.trim().toLowerCase();
  return state.drawn.find((d) => key(d.library) === key(library) && key(d.topic) === key(topic))?.bonus ?? 0;
}
