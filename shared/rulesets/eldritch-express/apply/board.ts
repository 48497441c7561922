/** The board: gates, monsters and clues in the regions, the expedition, the mystery, placements and flying monsters. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { takeFrom } from './common';
import type { EldritchEvent } from '../events';

/** Applies a board event to the copy `s`; false when the event is not one. */
export function applyBoard(s: EldritchState, event: EldritchEvent): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'gate-site-rolled': {
      const region = regionOf(s, event.data.region);
      if (region.gate?.sealed) {
        // The removed token goes back to the gate pool (ruling 3); version 1 events lack the flag and keep it out.
        if (event.data.tokenBack) s.decks.gate.push(region.gate.key);
        region.gate = null;
      }
      else if (region.gate) for (let i = 0; i < event.data.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: event.data.region, reason: 'gate' });
      else {
        push({ kind: 'draw', deck: 'gate', seat: null, region: event.data.region, reason: 'gate' });
        for (let i = 0; i < event.data.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: event.data.region, reason: 'gate' });
      }
      if (event.data.values) s.lastRoll = { what: 'gate', values: event.data.values };
      break;
    }
    case 'gate-opened':
      regionOf(s, event.data.region).gate = { key: event.data.gate, sealed: false };
      takeFrom(s.decks.gate, event.data.gate);
      break;
    case 'monster-spawned':
      regionOf(s, event.data.region).monsters.push(event.data.monster);
      takeFrom(s.decks.monster, event.data.monster);
      break;
    case 'clue-placed':
      if (s.clueSupply > 0) {
        regionOf(s, event.data.region).clues++;
        s.clueSupply--;
      }
      break;
    case 'placement-due':
      push({ kind: 'place', what: event.data.what, seat: event.data.seat, avoid: event.data.avoid });
      break;
    case 'expedition-placed':
      s.expedition = event.data.region;
      break;
    case 'mystery-placed':
      s.mystery = { region: event.data.region, side: event.data.side };
      break;
    case 'mystery-flipped':
      if (s.mystery) s.mystery.side = 'back';
      break;
    case 'mystery-solved':
      s.mystery = null;
      break;
    case 'gate-sealed':
      regionOf(s, event.data.region).gate!.sealed = true;
      break;
    case 'placement-rerolled':
      s.lastRoll = { what: event.data.what, values: [event.data.die] };
      break;
    case 'flying-due':
      push({ kind: 'flying', region: event.data.region, monsters: event.data.monsters, choices: event.data.choices });
      break;
    case 'monsters-flew': {
      const from = regionOf(s, event.data.from);
      for (const m of event.data.monsters) takeFrom(from.monsters, m);
      regionOf(s, event.data.to).monsters.push(...event.data.monsters);
      break;
    }
    case 'monster-destroyed': {
      const region = regionOf(s, event.data.region);
      region.monsters.splice(event.data.index, 1);
      s.decks.monster.push(event.data.monster);
      break;
    }
    case 'destroy-monster-due':
      push({ kind: 'destroy-monster', seat: event.data.seat });
      break;
    default:
      return false;
  }
  return true;
}
