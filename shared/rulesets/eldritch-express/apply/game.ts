/** Set-up and the whole game: the Ancient One, the first player, investigators chosen, play beginning, the game won or lost. */
import { investigatorCard } from '../data/investigators';
import type { EldritchState, Pending } from '../state';
import type { EldritchEvent } from '../events';

/** Applies a set-up or game-end event to the copy `s`; false when the event is not one. */
export function applyGame(s: EldritchState, event: EldritchEvent): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'ancient-one-chosen':
      s.ancientOne = event.data.ancientOne;
      s.doomStart = event.data.doom;
      s.doom = event.data.doom;
      s.elderSign = event.data.doom;
      break;
    case 'first-player-chosen':
      s.firstSeat = event.data.seat;
      s.current = event.data.seat;
      break;
    case 'investigators-due':
      for (const seat of event.data.seats) push({ kind: 'investigator', seat });
      break;
    case 'investigator-chosen': {
      const card = investigatorCard(event.data.investigator);
      s.seats[event.data.seat].investigator = {
        key: card.key, health: card.health, sanity: card.sanity, maxHealth: card.health, maxSanity: card.sanity,
        region: card.start, delayed: false, conditions: [], items: [], spells: [], artifacts: [], ally: null, clues: 0,
      };
      const fresh = s.seats[event.data.seat].investigator!;
      // Starting cards are drawn at once, before the next player chooses.
      const draws: Pending[] = [];
      for (const asset of card.assets) {
        if (asset === 'clue') {
          if (s.clueSupply > 0) { fresh.clues++; s.clueSupply--; }
        } else draws.push({ kind: 'draw', deck: asset, seat: event.data.seat, reason: 'starting' });
      }
      s.pending.unshift(...draws);
      break;
    }
    case 'play-began':
      s.stage = 'play';
      s.current = s.firstSeat;
      s.turn = 0;
      break;
    case 'game-won':
      s.stage = 'over';
      s.outcome = { result: 'won', code: event.data.code };
      break;
    case 'game-lost':
      s.stage = 'over';
      s.outcome = { result: 'lost', code: event.data.code };
      break;
    default:
      return false;
  }
  return true;
}
