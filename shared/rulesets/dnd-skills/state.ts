/** D&D skill toolkit: options, state (every calculation's inputs kept), and how its events fold. */
import { z } from 'zod';
import type { RulesEvent } from '../../engine/ruleset';
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

type Data = Record<string, any>;

/** Library bonus already drawn on a topic (library and topic names compared without case). */
export function drawnFrom(state: DndState, library: string, topic: string): number {
  const key = (s: string) => s.trim().toLowerCase();
  return state.drawn.find((d) => key(d.library) === key(library) && key(d.topic) === key(topic))?.bonus ?? 0;
}

function addDrawn(state: DndState, library: string, topic: string, bonus: number): DndState['drawn'] {
  const key = (s: string) => s.trim().toLowerCase();
  const found = state.drawn.some((d) => key(d.library) === key(library) && key(d.topic) === key(topic));
  if (!found) return [...state.drawn, { library, topic, bonus }];
  return state.drawn.map((d) => (key(d.library) === key(library) && key(d.topic) === key(topic) ? { ...d, bonus: d.bonus + bonus } : d));
}

/** Folds one toolkit event into a new state. */
export function applyDnd(state: DndState, event: RulesEvent): DndState {
  const d = event.data as Data;
  // An automatic consequence carries its cause; a table action's event does not (every action decides one event).
  const counted = event.cause === undefined ? { ...state, tableActions: state.tableActions + 1 } : state;
  switch (event.type) {
    case 'time-passed':
      return { ...counted, clock: state.clock + d.seconds };
    case 'harvested':
      return {
        ...counted,
        nextId: state.nextId + 1,
        clock: state.clock + d.seconds,
        harvests: [...state.harvests, {
          id: state.nextId, harvester: d.harvester, creature: d.creature, creatureType: d.creatureType, hd: d.hd, roll: d.roll, modifier: d.modifier,
          synergy: d.synergy, favoredEnemy: d.favoredEnemy, total: d.total, value: d.value, decays: d.decays, at: state.clock + d.seconds, status: 'held', fixedWorth: null,
        }],
      };
    case 'harvest-sold':
    case 'harvest-preserved':
      return { ...counted, harvests: state.harvests.map((h) => (h.id === d.lot ? { ...h, status: event.type === 'harvest-sold' ? 'sold' : 'preserved', fixedWorth: d.worth } : h)) };
    case 'research-started':
      return {
        ...counted,
        research: {
          researcher: d.researcher, topic: d.topic, library: d.library, libraryBonus: d.libraryBonus, wanted: d.wanted, knowledgeModifier: d.knowledgeModifier,
          conModifier: d.conModifier, trained: d.trained, dc: d.dc, hours: 0, hoursToday: 0, forcedToday: 0, day: 1, dayStart: state.clock, passedOut: false,
        },
      };
    case 'researched': {
      const r = state.research!;
      return { ...counted, clock: state.clock + d.hours * 3600, research: { ...r, hours: r.hours + d.hours, hoursToday: r.hoursToday + d.hours } };
    }
    case 'forced-research-hour': {
      const r = state.research!;
      return {
        ...counted,
        clock: state.clock + 3600,
        research: { ...r, hours: r.hours + 1, hoursToday: r.hoursToday + 1, forcedToday: r.forcedToday + 1, passedOut: !d.success },
      };
    }
    case 'researcher-slept': {
      const r = state.research!;
      const clock = state.clock + d.hours * 3600;
      return { ...counted, clock, research: { ...r, hoursToday: 0, forcedToday: 0, day: r.day + 1, dayStart: clock, passedOut: false } };
    }
    case 'research-day-began': {
      const r = state.research!;
      return { ...counted, research: { ...r, hoursToday: 0, forcedToday: 0, day: d.day, dayStart: r.dayStart + d.days * 86400 } };
    }
    case 'research-checked': {
      const r = state.research!;
      return {
        ...counted,
        research: null,
        drawn: addDrawn(state, r.library, r.topic, d.bonus),
        researchLog: [...state.researchLog, { researcher: r.researcher, topic: r.topic, library: r.library, bonus: d.bonus, hours: r.hours, days: r.day, roll: d.roll, total: d.total, dc: r.dc, success: d.success }],
      };
    }
    case 'research-abandoned':
      return { ...counted, research: null };
    case 'taunt-declared':
      return { ...counted, taunt: { intimidator: d.intimidator, target: d.target, hd: d.hd, wisdomModifier: d.wisdomModifier, intimidateModifier: d.intimidateModifier, willSave: d.willSave, dc: d.dc, intimidateTotal: null } };
    case 'taunt-intimidated': {
      const t = state.taunt!;
      const lockouts = [...state.lockouts.filter((l) => !(l.intimidator === t.intimidator && l.target === t.target)), { intimidator: t.intimidator, target: t.target, until: state.clock + d.lockoutSeconds }];
      return { ...counted, lockouts, taunt: d.success ? { ...t, intimidateTotal: d.total } : null };
    }
    case 'taunt-locked-out':
    case 'taunt-withdrawn':
      return { ...counted, taunt: null };
    case 'taunt-will-saved': {
      if (d.success) return { ...counted, taunt: null };
      const t = state.taunt!;
      return { ...counted, taunt: null, nextId: state.nextId + 1, reckless: [...state.reckless, { id: state.nextId, intimidator: t.intimidator, target: t.target, since: state.clock, pepTalk: false }] };
    }
    case 'pep-talk': {
      const lockouts = [...state.lockouts.filter((l) => !(l.intimidator === d.intimidator && l.target === d.target)), { intimidator: d.intimidator, target: d.target, until: state.clock + d.lockoutSeconds }];
      return { ...counted, lockouts, nextId: state.nextId + 1, reckless: [...state.reckless, { id: state.nextId, intimidator: d.intimidator, target: d.target, since: state.clock, pepTalk: true }] };
    }
    case 'reckless-ended':
      return { ...counted, reckless: state.reckless.filter((r) => r.id !== d.id) };
    case 'magic-detected':
      return { ...counted, detection: { caster: d.caster, item: d.item, effect: d.effect, level: d.level, spellcraftModifier: d.spellcraftModifier, hasSubschool: d.hasSubschool, descriptors: d.descriptors, dc: d.dc } };
    case 'spellcraft-checked': {
      const det = state.detection!;
      return {
        ...counted,
        detection: null,
        identifies: [...state.identifies, {
          id: state.identifies.length + 1, caster: det.caster, item: det.item, roll: d.roll, total: d.total, dc: det.dc, school: d.school, hasSubschool: det.hasSubschool,
          subschool: d.subschool, descriptors: d.descriptorsKnown, cost: d.cost, itemDescriptors: det.descriptors, status: 'priced',
        }],
      };
    }
    case 'identify-cast':
      return { ...counted, identifies: state.identifies.map((i) => (i.id === d.record ? { ...i, status: d.success ? 'identified' : 'failed' } : i)) };
    case 'detection-dropped':
      return { ...counted, detection: null };
    default:
      return state;
  }
}
