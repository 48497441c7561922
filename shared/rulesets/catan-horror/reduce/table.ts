/**
 * The table's side of the game: the Drunkards house rule's barrels, the monster library the players
 * edit, and the mad players' builds and towns.
 */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import { buildBarrels, drinkBarrel, passBarrels } from '../../../kits/barrels';
import type { CatanHorrorState, PlayerState } from '../state';
import { cellarOf } from '../rules/barrels';
import { changeOne } from './entities';
import { monsterKind } from './shapes';

const barrelMove = z.object({ giver: z.string(), receiver: z.string(), from: z.string(), to: z.string(), count: z.number() });

export const tableFacts = {
  'barrels-built': z.object({ player: z.string(), who: z.string(), count: z.number() }),
  /** Barrels traded like any resource: nobody drinks. */
  'barrels-traded': barrelMove,
  /** Barrels gifted: the receiver drinks for them. */
  'barrels-gifted': barrelMove,
  /** A player drinks a barrel and takes `resource` from the bank. */
  'barrel-drunk': z.object({ player: z.string(), who: z.string(), resource: z.string() }),
  /** A monster kind joins the library (`before` null), or its stats are now `kind`. */
  'library-monster-added': z.object({ name: z.string(), before: monsterKind.nullable(), kind: monsterKind }),
  'library-monster-changed': z.object({ name: z.string(), before: monsterKind.nullable(), kind: monsterKind }),
  'library-monster-removed': z.object({ name: z.string(), before: monsterKind }),
  /** A mad player starts building a monster of `kind` on a town's card. */
  'mad-build-started': z.object({ townId: z.string(), label: z.string(), kind: z.string(), toughness: z.number() }),
  /** One more build toward the monster: `progress` of `needed`. */
  'mad-build-added': z.object({ townId: z.string(), label: z.string(), kind: z.string(), progress: z.number(), needed: z.number() }),
  /** The mad players divide their towns: this one passes to `receiver` (named `to`). */
  'mad-town-handed': z.object({ townId: z.string(), label: z.string(), from: z.string(), to: z.string(), receiver: z.string() }),
};
type TableEvent = EventOf<typeof tableFacts>;

/** The state with a player's barrels and drinks worked out from their cellar. */
const withCellar = (state: CatanHorrorState, id: string, cellar: (p: PlayerState) => { barrels: number; drinks: number }) =>
  changeOne(state, 'players', id, (p) => {
    const { barrels, drinks } = cellar(p);
    return { barrels, drinks };
  });

export function foldTable(state: CatanHorrorState, event: TableEvent): CatanHorrorState {
  switch (event.type) {
    case 'barrels-built':
      return withCellar(state, event.data.player, (p) => buildBarrels(cellarOf(p), event.data.count));
    case 'barrels-traded':
    case 'barrels-gifted': {
      const { giver, receiver, count } = event.data;
      const giverOf = state.players.find((p) => p.id === giver)!;
      const receiverOf = state.players.find((p) => p.id === receiver)!;
      const moved = passBarrels(cellarOf(giverOf), cellarOf(receiverOf), count, event.type === 'barrels-gifted');
      return withCellar(
        withCellar(state, giver, () => moved.giver),
        receiver,
        () => moved.receiver,
      );
    }
    case 'barrel-drunk':
      return withCellar(state, event.data.player, (p) => drinkBarrel(cellarOf(p)));
    case 'library-monster-added':
    case 'library-monster-changed': {
      const { kind } = event.data;
      const at = state.library.findIndex((k) => k.name.toLowerCase() === kind.name.toLowerCase());
      return { ...state, library: at >= 0 ? state.library.map((k, i) => (i === at ? kind : k)) : [...state.library, kind] };
    }
    case 'library-monster-removed':
      return { ...state, library: state.library.filter((k) => k.name !== event.data.name) };
    case 'mad-build-started':
      return changeOne(state, 'towns', event.data.townId, () => ({ building: { kind: event.data.kind, progress: 0 } }));
    case 'mad-build-added':
      return changeOne(state, 'towns', event.data.townId, () => ({ building: { kind: event.data.kind, progress: event.data.progress } }));
    case 'mad-town-handed':
      return changeOne(state, 'towns', event.data.townId, () => ({ owner: event.data.receiver }));
  }
}
