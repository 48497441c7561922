/** The board: gates, monsters and clues in the regions, the expedition, the mystery, placements and flying monsters. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { fromDeck, pushPending, removeAt, toDeck, withRegion, without } from './common';

export type BoardEvent = EventIn<
  | 'gate-site-rolled'
  | 'gate-opened'
  | 'monster-spawned'
  | 'clue-placed'
  | 'placement-due'
  | 'expedition-placed'
  | 'mystery-placed'
  | 'mystery-flipped'
  | 'mystery-solved'
  | 'gate-sealed'
  | 'placement-rerolled'
  | 'flying-due'
  | 'monsters-flew'
  | 'monster-destroyed'
  | 'destroy-monster-due'
>;

export function reduceBoard(s: EldritchState, event: BoardEvent): EldritchState {
  switch (event.type) {
    case 'gate-site-rolled': {
      const rolled = gateSiteRolled(s, event.data);
      return event.data.values ? { ...rolled, lastRoll: { what: 'gate', values: event.data.values } } : rolled;
    }
    case 'gate-opened':
      return fromDeck(
        withRegion(s, event.data.region, () => ({ gate: { key: event.data.gate, sealed: false } })),
        'gate',
        event.data.gate,
      );
    case 'monster-spawned':
      return fromDeck(
        withRegion(s, event.data.region, (r) => ({ monsters: [...r.monsters, event.data.monster] })),
        'monster',
        event.data.monster,
      );
    case 'clue-placed':
      if (s.clueSupply <= 0) return s;
      return { ...withRegion(s, event.data.region, (r) => ({ clues: r.clues + 1 })), clueSupply: s.clueSupply - 1 };
    case 'placement-due':
      return pushPending(s, { kind: 'place', what: event.data.what, seat: event.data.seat, avoid: event.data.avoid });
    case 'expedition-placed':
      return { ...s, expedition: event.data.region };
    case 'mystery-placed':
      return { ...s, mystery: { region: event.data.region, side: event.data.side } };
    case 'mystery-flipped':
      return s.mystery ? { ...s, mystery: { ...s.mystery, side: 'back' } } : s;
    case 'mystery-solved':
      return { ...s, mystery: null };
    case 'gate-sealed':
      return withRegion(s, event.data.region, (r) => ({ gate: r.gate && { ...r.gate, sealed: true } }));
    case 'placement-rerolled':
      return { ...s, lastRoll: { what: event.data.what, values: [event.data.die] } };
    case 'flying-due':
      return pushPending(s, { kind: 'flying', region: event.data.region, monsters: event.data.monsters, choices: event.data.choices });
    case 'monsters-flew': {
      const { from, to, monsters } = event.data;
      const left = withRegion(s, from, (r) => ({ monsters: monsters.reduce(without, r.monsters) }));
      return withRegion(left, to, (r) => ({ monsters: [...r.monsters, ...monsters] }));
    }
    case 'monster-destroyed':
      return toDeck(
        withRegion(s, event.data.region, (r) => ({ monsters: removeAt(r.monsters, event.data.index) })),
        'monster',
        event.data.monster,
      );
    case 'destroy-monster-due':
      return pushPending(s, { kind: 'destroy-monster', seat: event.data.seat });
    default:
      return unhandledEvent(event);
  }
}

/**
 * A gate site rolled: a sealed gate's token is removed (back to the gate pool, ruling 3 — version 1
 * events lack `tokenBack` and keep it out); an open gate spawns monsters; an empty site draws a gate and its monsters.
 */
function gateSiteRolled(s: EldritchState, d: EventIn<'gate-site-rolled'>['data']): EldritchState {
  const gate = regionOf(s, d.region).gate;
  const monsters = Array.from({ length: d.monsters }, (): Pending => ({
    kind: 'draw',
    deck: 'monster',
    seat: null,
    region: d.region,
    reason: 'gate',
  }));
  if (gate?.sealed) {
    const removed = withRegion(s, d.region, () => ({ gate: null }));
    return d.tokenBack ? toDeck(removed, 'gate', gate.key) : removed;
  }
  if (gate) return pushPending(s, ...monsters);
  return pushPending(s, { kind: 'draw', deck: 'gate', seat: null, region: d.region, reason: 'gate' }, ...monsters);
}
