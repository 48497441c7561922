/** Automatic consequences of the campaign clock: a reckless state's minute runs out; a researcher's new day begins. */
import type { DndEvent } from './events';
import { TAUNT } from './data/taunt-identify';
import { researchDaysBegun } from './rules';
import type { DndState } from './state';

/** The events that follow by themselves from the state as it stands. */
export function react(state: DndState): DndEvent[] {
  const expired = state.reckless.find((r) => state.clock - r.since >= TAUNT.recklessSeconds);
  if (expired)
    return [
      {
        type: 'reckless-ended',
        data: { id: expired.id, target: expired.target, intimidator: expired.intimidator, reason: 'minute' },
        cause: 'dnd/one-minute',
      },
    ];
  const r = state.research;
  const days = r && !r.passedOut ? researchDaysBegun(r.dayStart, state.clock) : 0;
  if (r && days > 0)
    return [{ type: 'research-day-began', data: { researcher: r.researcher, day: r.day + days, days }, cause: 'dnd/new-day' }];
  return [];
}
