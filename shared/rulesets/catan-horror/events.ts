/**
 * How Catan Horror's events fold: every event carries the resulting values of what it changed
 * (entity patches and turn fields), so folding is a plain merge and replay is exact.
 */
import type { RulesEvent } from '../../engine/ruleset';
import type { CatanHorrorState, Gate, Knight, Monster, MonsterKind, PlayerState, Squad, Town } from './state';

type Patch<T> = Partial<T> & { id: string };

/** Turn fields an event may set outright. */
export type TurnFields = Partial<
  Pick<
    CatanHorrorState,
    'phase' | 'turn' | 'current' | 'actionsLeft' | 'pending' | 'recruits' | 'recruitedFrom' | 'struck' | 'attacked' | 'hideChecked' | 'lastRoll' | 'winner' | 'festivalDue' | 'lastFestival' | 'invasionHiders' | 'fights' | 'found'
  >
>;

/** What an event changes (alongside whatever it carries for narration). */
export interface Changes {
  knights?: Patch<Knight>[];
  towns?: Patch<Town>[];
  monsters?: Patch<Monster>[];
  gates?: Patch<Gate>[];
  players?: Patch<PlayerState>[];
  squads?: Squad[];
  library?: MonsterKind[];
  libraryRemoved?: string[];
  set?: TurnFields;
}

function upsert<T extends { id: string }>(list: readonly T[], patches: readonly Patch<T>[] | undefined): T[] {
  if (!patches?.length) return list as T[];
  const out = [...list];
  for (const patch of patches) {
    const at = out.findIndex((x) => x.id === patch.id);
    if (at >= 0) out[at] = { ...out[at], ...patch };
    else out.push(patch as T);
  }
  return out;
}

/** Folds one event into a new state (the input is never mutated). */
export function applyEvent(state: CatanHorrorState, event: RulesEvent): CatanHorrorState {
  const c = event.data as Changes;
  let library = state.library;
  if (c.library?.length) {
    library = [...library];
    for (const kind of c.library) {
      const at = library.findIndex((k) => k.name.toLowerCase() === kind.name.toLowerCase());
      if (at >= 0) library[at] = kind;
      else library.push(kind);
    }
  }
  if (c.libraryRemoved?.length) library = library.filter((k) => !c.libraryRemoved!.includes(k.name));
  return {
    ...state,
    ...(c.set ?? {}),
    knights: upsert(state.knights, c.knights),
    towns: upsert(state.towns, c.towns),
    monsters: upsert(state.monsters, c.monsters),
    gates: upsert(state.gates, c.gates),
    players: upsert(state.players, c.players),
    squads: upsert(state.squads, c.squads),
    library,
  };
}

/**
 * Builds an action's events one by one, folding each as it goes so later rules see earlier
 * consequences (a demotion freeing a piece, a town already mad).
 */
export class EventBuilder {
  readonly events: RulesEvent[] = [];
  constructor(public state: CatanHorrorState) {}

  emit(type: string, data: Changes & Record<string, unknown>, cause?: string): this {
    const event: RulesEvent = cause ? { type, data, cause } : { type, data };
    this.events.push(event);
    this.state = applyEvent(this.state, event);
    return this;
  }
}
