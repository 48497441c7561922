/** Drunkards of Catan rule predicates (002:15-27), read by the prompt's offers and the actions alike. */
import { ok, type Result } from '../../../engine/result';
import { refuse, allowed, type Availability } from '../../../engine/define';
import { holdsBarrels } from '../../../kits/barrels';
import type { Drinker, DrunkardsState } from '../state';

export function findPlayer(state: DrunkardsState, id: string): Result<Drinker> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player) : refuse('rules/unknown_player', { player: id });
}

/** Whether a player holds this many barrels to give, trade or drink (002:17, 22-23). */
export function holding(player: Drinker, wanted: number): Result<Drinker> {
  return holdsBarrels(player, wanted)
    ? ok(player)
    : refuse('rules/not_enough_barrels', {
        name: player.name,
        barrels: player.barrels,
        wanted,
      });
}

/** Players holding at least one barrel. */
export const holders = (state: DrunkardsState): Drinker[] => state.players.filter((p) => p.barrels > 0);

/** Trading, gifting and drinking need someone with a barrel. */
export const someoneHolds = (state: DrunkardsState): Availability => (holders(state).length ? allowed : refuse('rules/no_barrels'));
