/** The Drunkards festival as an automatic consequence: it follows a production roll with doubles on the red and yellow dice. */
import type { EventBuilder } from './events';
import { afterFestival } from '../../kits/barrels';
import { cellarOf, cellarPatch, festivalFor } from './rules/barrels';

/** Holds the festival the last production roll earned: everyone returns half their barrels, rounded up, one drink each. */
export function holdFestival(b: EventBuilder): void {
  const roll = b.state.lastRoll;
  const [red, yellow] = roll?.kind === 'production' ? [Number(roll.values[0]), Number(roll.values[1])] : [0, 1];
  const shares = festivalFor(b.state, red, yellow) ?? [];
  const players = shares.map((share) =>
    cellarPatch(share.playerId, afterFestival(cellarOf(b.state.players.find((p) => p.id === share.playerId)!), share)),
  );
  b.emit(
    'festival-held',
    {
      red,
      yellow,
      shares,
      players,
      set: { festivalDue: false, lastFestival: { turn: b.state.turn, shares } },
    },
    'drunkards-doubles',
  );
}
