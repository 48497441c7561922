/** What befalls an investigator at any step: lost in time and space, delayed, clues gained, sanity lost, defeat, a seat out. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { clampTrack, inv, type Data } from './common';

/** Applies an investigator event to the copy `s`; false when the event is not one. */
export function applyInvestigators(s: EldritchState, type: string, d: Data): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (type) {
    case 'lost-in-time-and-space': {
      const i = inv(s, d.seat);
      i.region = 'lost';
      i.delayed = d.delayed;
      // 003:159, 003:543: the investigator loses the turn (version 1 events lack the flag and went on).
      if (d.losesTurn && d.seat === s.current && s.turnState && !s.turnState.lostTurn) s.turnState.lostTurn = 'lost';
      break;
    }
    case 'delayed':
      inv(s, d.seat).delayed = true;
      break;
    case 'clue-gained':
      if (s.clueSupply >= d.count) {
        inv(s, d.seat).clues += d.count;
        s.clueSupply -= d.count;
      }
      break;
    case 'sanity-lost': {
      const i = inv(s, d.seat);
      i.sanity = Math.max(0, i.sanity - d.amount);
      break;
    }
    case 'investigator-defeated': {
      const i = inv(s, d.seat);
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
      s.seats[d.seat].investigator = null;
      s.retired.push(i.key);
      s.elderSign = clampTrack(s, s.elderSign + 1);
      push({ kind: 'investigator', seat: d.seat });
      if (d.seat === s.current && s.turnState) {
        s.turnState.lostTurn = 'defeated';
        if (!s.turnState.omenDone) s.turnState.step = 'omen';
      }
      break;
    }
    case 'seat-out':
      s.seats[d.seat].out = true;
      break;
    default:
      return false;
  }
  return true;
}
