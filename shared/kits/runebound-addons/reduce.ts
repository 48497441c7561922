/** How the add-on events fold into a carrying ruleset's state. */
import { unhandledEvent } from '../../engine/events';
import type { AddonEvent } from './events';
import type { Ritual } from './rituals';
import type { WithAddons } from './state';

function mapRitual<S extends WithAddons>(state: S, ritualId: string, change: (r: Ritual) => Ritual): S {
  return { ...state, addons: { ...state.addons, rituals: state.addons.rituals.map((r) => (r.id === ritualId ? change(r) : r)) } };
}

/** Folds an add-on event. */
export function reduceAddonEvent<S extends WithAddons>(state: S, event: AddonEvent): S {
  switch (event.type) {
    case 'setup-step-ticked': {
      const { item, done } = event.data;
      const ticked = state.checklist.ticked.filter((t) => t !== item);
      return { ...state, checklist: { ...state.checklist, ticked: done ? [...ticked, item] : ticked } };
    }
    case 'ritual-added': {
      const { ritualId, title, owner, slots } = event.data;
      const ritual: Ritual = { id: ritualId, title, owner, slots: [...slots], filled: slots.map(() => false) };
      return { ...state, addons: { ...state.addons, rituals: [...state.addons.rituals, ritual], nextRitual: state.addons.nextRitual + 1 } };
    }
    case 'ritual-slot-filled': {
      const { slot } = event.data;
      return mapRitual(state, event.data.ritualId, (r) => ({ ...r, filled: r.filled.map((f, i) => f || i === slot) }));
    }
    case 'ritual-empowered':
      return state;
    case 'ritual-transferred': {
      const { to } = event.data;
      return mapRitual(state, event.data.ritualId, (r) => ({ ...r, owner: to, filled: r.filled.map(() => false) }));
    }
    case 'ritual-removed':
      return { ...state, addons: { ...state.addons, rituals: state.addons.rituals.filter((r) => r.id !== event.data.ritualId) } };
    default:
      return unhandledEvent(event);
  }
}
