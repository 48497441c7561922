/** Set-up and the whole game: the Ancient One, the first player, investigators chosen, play beginning, the game won or lost. */
import { unhandledEvent } from '../../../engine/events';
import { investigatorCard } from '../data/investigators';
import type { EventIn } from '../events';
import type { EldritchState, Investigator, Pending } from '../state';
import { pushPending } from './common';

export type GameEvent = EventIn<
  'ancient-one-chosen' | 'first-player-chosen' | 'investigators-due' | 'investigator-chosen' | 'play-began' | 'game-won' | 'game-lost'
>;

export function reduceGame(s: EldritchState, event: GameEvent): EldritchState {
  switch (event.type) {
    case 'ancient-one-chosen': {
      const { ancientOne, doom } = event.data;
      return { ...s, ancientOne, doomStart: doom, doom, elderSign: doom };
    }
    case 'first-player-chosen':
      return { ...s, firstSeat: event.data.seat, current: event.data.seat };
    case 'investigators-due':
      return pushPending(s, ...event.data.seats.map((seat): Pending => ({ kind: 'investigator', seat })));
    case 'investigator-chosen':
      return investigatorChosen(s, event.data.seat, event.data.investigator);
    case 'play-began':
      return { ...s, stage: 'play', current: s.firstSeat, turn: 0 };
    case 'game-won':
      return { ...s, stage: 'over', outcome: { result: 'won', code: event.data.code } };
    case 'game-lost':
      return { ...s, stage: 'over', outcome: { result: 'lost', code: event.data.code } };
    default:
      return unhandledEvent(event);
  }
}

/** A fresh investigator at full health and sanity; starting clues come from the supply, starting cards are drawn at once, before the next player chooses. */
function investigatorChosen(s: EldritchState, seat: number, key: string): EldritchState {
  const card = investigatorCard(key);
  let clues = 0;
  let clueSupply = s.clueSupply;
  const draws: Pending[] = [];
  for (const asset of card.assets) {
    if (asset !== 'clue') draws.push({ kind: 'draw', deck: asset, seat, reason: 'starting' });
    else if (clueSupply > 0) {
      clues++;
      clueSupply--;
    }
  }
  const fresh: Investigator = {
    key: card.key,
    health: card.health,
    sanity: card.sanity,
    maxHealth: card.health,
    maxSanity: card.sanity,
    region: card.start,
    delayed: false,
    conditions: [],
    items: [],
    spells: [],
    artifacts: [],
    ally: null,
    clues,
  };
  return {
    ...s,
    clueSupply,
    seats: s.seats.map((it, n) => (n === seat ? { ...it, investigator: fresh } : it)),
    pending: [...draws, ...s.pending],
  };
}
