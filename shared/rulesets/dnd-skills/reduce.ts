/** How the D&D skill toolkit's events fold into its state. */
import { unhandledEvent } from '../../engine/events';
import type { DndEvent } from './events';
import type { DndState } from './state';

function addDrawn(state: DndState, library: string, topic: string, bonus: number): DndState['drawn'] {
  const key = (s: string) => s.trim().toLowerCase();
  const found = state.drawn.some((d) => key(d.library) === key(library) && key(d.topic) === key(topic));
  if (!found) return [...state.drawn, { library, topic, bonus }];
  return state.drawn.map((d) => (key(d.library) === key(library) && key(d.topic) === key(topic) ? { ...d, bonus: d.bonus + bonus } : d));
}

/** Folds one toolkit event into a new state: one spread-switch over the typed events. */
export function reduce(state: DndState, event: DndEvent): DndState {
  // An automatic consequence carries its cause; a table action's event does not (every action decides one event).
  const counted = event.cause === undefined ? { ...state, tableActions: state.tableActions + 1 } : state;
  switch (event.type) {
    case 'time-passed': {
      const d = event.data;
      return { ...counted, clock: state.clock + d.seconds };
    }
    case 'harvested': {
      const d = event.data;
      return {
        ...counted,
        nextId: state.nextId + 1,
        clock: state.clock + d.seconds,
        harvests: [
          ...state.harvests,
          {
            id: state.nextId,
            harvester: d.harvester,
            creature: d.creature,
            creatureType: d.creatureType,
            hd: d.hd,
            roll: d.roll,
            modifier: d.modifier,
            synergy: d.synergy,
            favoredEnemy: d.favoredEnemy,
            total: d.total,
            value: d.value,
            decays: d.decays,
            at: state.clock + d.seconds,
            status: 'held',
            fixedWorth: null,
          },
        ],
      };
    }
    case 'harvest-sold':
    case 'harvest-preserved': {
      const d = event.data;
      return {
        ...counted,
        harvests: state.harvests.map((h) =>
          h.id === d.lot ? { ...h, status: event.type === 'harvest-sold' ? 'sold' : 'preserved', fixedWorth: d.worth } : h,
        ),
      };
    }
    case 'research-started': {
      const d = event.data;
      return {
        ...counted,
        research: {
          researcher: d.researcher,
          topic: d.topic,
          library: d.library,
          libraryBonus: d.libraryBonus,
          wanted: d.wanted,
          knowledgeModifier: d.knowledgeModifier,
          conModifier: d.conModifier,
          trained: d.trained,
          dc: d.dc,
          hours: 0,
          hoursToday: 0,
          forcedToday: 0,
          day: 1,
          dayStart: state.clock,
          passedOut: false,
        },
      };
    }
    case 'researched': {
      const d = event.data;
      const r = state.research!;
      return {
        ...counted,
        clock: state.clock + d.hours * 3600,
        research: { ...r, hours: r.hours + d.hours, hoursToday: r.hoursToday + d.hours },
      };
    }
    case 'forced-research-hour': {
      const d = event.data;
      const r = state.research!;
      return {
        ...counted,
        clock: state.clock + 3600,
        research: { ...r, hours: r.hours + 1, hoursToday: r.hoursToday + 1, forcedToday: r.forcedToday + 1, passedOut: !d.success },
      };
    }
    case 'researcher-slept': {
      const d = event.data;
      const r = state.research!;
      const clock = state.clock + d.hours * 3600;
      return { ...counted, clock, research: { ...r, hoursToday: 0, forcedToday: 0, day: r.day + 1, dayStart: clock, passedOut: false } };
    }
    case 'research-day-began': {
      const d = event.data;
      const r = state.research!;
      return { ...counted, research: { ...r, hoursToday: 0, forcedToday: 0, day: d.day, dayStart: r.dayStart + d.days * 86400 } };
    }
    case 'research-checked': {
      const d = event.data;
      const r = state.research!;
      return {
        ...counted,
        research: null,
        drawn: addDrawn(state, r.library, r.topic, d.bonus),
        researchLog: [
          ...state.researchLog,
          {
            researcher: r.researcher,
            topic: r.topic,
            library: r.library,
            bonus: d.bonus,
            hours: r.hours,
            days: r.day,
            roll: d.roll,
            total: d.total,
            dc: r.dc,
            success: d.success,
          },
        ],
      };
    }
    case 'research-abandoned': {
      return { ...counted, research: null };
    }
    case 'taunt-declared': {
      const d = event.data;
      return {
        ...counted,
        taunt: {
          intimidator: d.intimidator,
          target: d.target,
          hd: d.hd,
          wisdomModifier: d.wisdomModifier,
          intimidateModifier: d.intimidateModifier,
          willSave: d.willSave,
          dc: d.dc,
          intimidateTotal: null,
        },
      };
    }
    case 'taunt-intimidated': {
      const d = event.data;
      const t = state.taunt!;
      const lockouts = [
        ...state.lockouts.filter((l) => !(l.intimidator === t.intimidator && l.target === t.target)),
        { intimidator: t.intimidator, target: t.target, until: state.clock + d.lockoutSeconds },
      ];
      return { ...counted, lockouts, taunt: d.success ? { ...t, intimidateTotal: d.total } : null };
    }
    case 'taunt-locked-out':
    case 'taunt-withdrawn': {
      return { ...counted, taunt: null };
    }
    case 'taunt-will-saved': {
      const d = event.data;
      if (d.success) return { ...counted, taunt: null };
      const t = state.taunt!;
      return {
        ...counted,
        taunt: null,
        nextId: state.nextId + 1,
        reckless: [
          ...state.reckless,
          { id: state.nextId, intimidator: t.intimidator, target: t.target, since: state.clock, pepTalk: false },
        ],
      };
    }
    case 'pep-talk': {
      const d = event.data;
      const lockouts = [
        ...state.lockouts.filter((l) => !(l.intimidator === d.intimidator && l.target === d.target)),
        { intimidator: d.intimidator, target: d.target, until: state.clock + d.lockoutSeconds },
      ];
      return {
        ...counted,
        lockouts,
        nextId: state.nextId + 1,
        reckless: [
          ...state.reckless,
          { id: state.nextId, intimidator: d.intimidator, target: d.target, since: state.clock, pepTalk: true },
        ],
      };
    }
    case 'reckless-ended': {
      const d = event.data;
      return { ...counted, reckless: state.reckless.filter((r) => r.id !== d.id) };
    }
    case 'magic-detected': {
      const d = event.data;
      return {
        ...counted,
        detection: {
          caster: d.caster,
          item: d.item,
          effect: d.effect,
          level: d.level,
          spellcraftModifier: d.spellcraftModifier,
          hasSubschool: d.hasSubschool,
          descriptors: d.descriptors,
          dc: d.dc,
        },
      };
    }
    case 'spellcraft-checked': {
      const d = event.data;
      const det = state.detection!;
      return {
        ...counted,
        detection: null,
        identifies: [
          ...state.identifies,
          {
            id: state.identifies.length + 1,
            caster: det.caster,
            item: det.item,
            roll: d.roll,
            total: d.total,
            dc: det.dc,
            school: d.school,
            hasSubschool: det.hasSubschool,
            subschool: d.subschool,
            descriptors: d.descriptorsKnown,
            cost: d.cost,
            itemDescriptors: det.descriptors,
            status: 'priced',
          },
        ],
      };
    }
    case 'identify-cast': {
      const d = event.data;
      return {
        ...counted,
        identifies: state.identifies.map((i) => (i.id === d.record ? { ...i, status: d.success ? 'identified' : 'failed' } : i)),
      };
    }
    case 'detection-dropped': {
      return { ...counted, detection: null };
    }
    default:
      return unhandledEvent(event);
  }
}
