/** The board's course: gates sealed or left, towns assaulted and freed, monsters wounded and killed, players falling, the game's end. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState } from '../state';
import { hidersWithout } from '../rules/invasion';
import { changeOne } from './entities';

const names = z.array(z.string());

export const boardFacts = {
  /** A player spends a clue to seal the closed gate the table was asked about: no gate opens there again. */
  'gate-sealed': z.object({ gateId: z.string(), label: z.string(), player: z.string(), who: z.string() }),
  /** The closed gate the table was asked about is left unsealed. */
  'gate-left-unsealed': z.object({ gateId: z.string() }),
  /** Monsters stand at a defended town: it is assaulted. */
  'town-assaulted': z.object({ townId: z.string(), label: z.string(), foes: names }),
  /** No monster is left at the town: it is sane again, and nobody hides there from an invasion any more. */
  'town-freed': z.object({ townId: z.string(), label: z.string() }),
  /** A monster takes hits and lives: `wounds` of `toughness`. */
  'monster-wounded': z.object({ monsterId: z.string(), kind: z.string(), hits: z.number(), wounds: z.number(), toughness: z.number() }),
  /** A monster is killed; `byPlayer` (if any) takes it as a trophy worth `toughness`. */
  'monster-killed': z.object({
    monsterId: z.string(),
    kind: z.string(),
    hits: z.number(),
    wounds: z.number(),
    byPlayer: z.string().nullable(),
    who: z.string().nullable(),
    toughness: z.number(),
  }),
  /** A player has lost every town and knight: out of the game. */
  'player-fell': z.object({ player: z.string(), who: z.string() }),
  /** A player with more than 10 victory points wins alone. */
  'victory-declared': z.object({ player: z.string(), who: z.string() }),
  /** The game ends without a single winner (`code`: Catan fallen, freed, the mad players win…). */
  'game-ended': z.object({ code: z.string() }),
};
type BoardEvent = EventOf<typeof boardFacts>;

export function foldBoard(state: CatanHorrorState, event: BoardEvent): CatanHorrorState {
  switch (event.type) {
    case 'gate-sealed': {
      const sealed = changeOne(state, 'gates', event.data.gateId, () => ({ status: 'sealed' as const }));
      return { ...changeOne(sealed, 'players', event.data.player, (p) => ({ clues: p.clues - 1 })), pending: state.pending.slice(1) };
    }
    case 'gate-left-unsealed':
      return { ...state, pending: state.pending.slice(1) };
    case 'town-assaulted':
      return changeOne(state, 'towns', event.data.townId, () => ({ state: 'assaulted' as const }));
    case 'town-freed': {
      const { townId } = event.data;
      const freed = changeOne(state, 'towns', townId, () => ({ state: 'sane' as const }));
      return (state.invasionHiders ?? []).some((h) => h.townId === townId)
        ? { ...freed, invasionHiders: hidersWithout(state, townId) }
        : freed;
    }
    case 'monster-wounded':
      return changeOne(state, 'monsters', event.data.monsterId, () => ({ wounds: event.data.wounds }));
    case 'monster-killed': {
      const { monsterId, kind, wounds, byPlayer, toughness } = event.data;
      const killed = changeOne(state, 'monsters', monsterId, () => ({ wounds, alive: false }));
      return byPlayer ? changeOne(killed, 'players', byPlayer, (p) => ({ trophies: [...p.trophies, { kind, toughness }] })) : killed;
    }
    case 'player-fell':
      return changeOne(state, 'players', event.data.player, () => ({ dead: true }));
    case 'victory-declared':
      return { ...state, phase: 'over', winner: { code: 'sole-winner', player: event.data.player } };
    case 'game-ended':
      return { ...state, phase: 'over', winner: { code: event.data.code, player: null } };
  }
}
