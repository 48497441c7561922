/** What befalls an investigator at any step: lost in time and space, delayed, clues gained, sanity lost, defeat, a seat out. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { clampTrack, inv } from './common';
import type { EldritchEvent } from '../events';

/** Applies an investigator event to the copy `s`; false when the event is not one. */
export function applyInvestigators(s: EldritchState, event: EldritchEvent): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'lost-in-time-and-space': {
      const i = inv(s, event.data.seat);
      i.region = 'lost';
      i.delayed = event.data.delayed;
      // 003:159, 003:543: the investigator loses the turn (version 1 events lack the flag and went on).
      if (event.data.losesTurn && event.data.seat === s.current && s.turnState && !s.turnState.lostTurn) s.turnState.lostTurn = 'lost';
      break;
    }
    case 'delayed':
      inv(s, event.data.seat).delayed = true;
      break;
    case 'clue-gained':
      if (s.clueSupply >= event.data.count) {
        inv(s, event.data.seat).clues += event.data.count;
        s.clueSupply -= event.data.count;
      }
      break;
    case 'sanity-lost': {
      const i = inv(s, event.data.seat);
      i.sanity = Math.max(0, i.sanity - event.data.amount);
      break;
    }
    case 'investigator-defeated': {
      const i = inv(s, event.data.seat);
      if (i.region !== 'lost') {
        regionOf(s, i.region).defeated.push({
          investigator: i.key, items: i.items.map((it) => ({ ...it, exhausted: false })), spells: i.spells, artifacts: i.artifacts, ally: i.ally, clues: i.clues,
        });
      } else {
        // Lost in time and space there is no token to find: the possessions go back to their decks.
        s.clueSupply += i.clues;
        s.decks.item.push(...i.items.map((it) => it.key));
        s.decks.spell.push(...i.spells);
        s.decks.artifact.push(...i.artifacts);
        if (i.ally) s.decks.ally.push(i.ally);
      }
      for (const c of i.conditions) s.decks.condition.push(c);
      s.seats[event.data.seat].investigator = null;
      s.retired.push(i.key);
      s.elderSign = clampTrack(s, s.elderSign + 1);
      push({ kind: 'investigator', seat: event.data.seat });
      if (event.data.seat === s.current && s.turnState) {
        s.turnState.lostTurn = 'defeated';
        if (!s.turnState.omenDone) s.turnState.step = 'omen';
      }
      break;
    }
    case 'seat-out':
      s.seats[event.data.seat].out = true;
      break;
    default:
      return false;
  }
  return true;
}
