/** The board: gates, monsters and clues in the regions, the expedition, the mystery, placements and flying monsters. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { takeFrom, type Data } from './common';

/** Applies a board event to the copy `s`; false when the event is not one. */
export function applyBoard(s: EldritchState, type: string, d: Data): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (type) {
    case 'gate-site-rolled': {
      const region = regionOf(s, d.region);
      if (region.gate?.sealed) {
        // The removed token goes back to the gate pool (ruling 3); version 1 events lack the flag and keep it out.
        if (d.tokenBack) s.decks.gate.push(region.gate.key);
        region.gate = null;
      }
      else if (region.gate) for (let i = 0; i < d.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: d.region, reason: 'gate' });
      else {
        push({ kind: 'draw', deck: 'gate', seat: null, region: d.region, reason: 'gate' });
        for (let i = 0; i < d.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: d.region, reason: 'gate' });
      }
      if (d.values) s.lastRoll = { what: 'gate', values: d.values };
      break;
    }
    case 'gate-opened':
      regionOf(s, d.region).gate = { key: d.gate, sealed: false };
      takeFrom(s.decks.gate, d.gate);
      break;
    case 'monster-spawned':
      regionOf(s, d.region).monsters.push(d.monster);
      takeFrom(s.decks.monster, d.monster);
      break;
    case 'clue-placed':
      if (s.clueSupply > 0) {
        regionOf(s, d.region).clues++;
        s.clueSupply--;
      }
      break;
    case 'placement-due':
      push({ kind: 'place', what: d.what, seat: d.seat, avoid: d.avoid });
      break;
    case 'expedition-placed':
      s.expedition = d.region;
      break;
    case 'mystery-placed':
      s.mystery = { region: d.region, side: d.side };
      break;
    case 'mystery-flipped':
      if (s.mystery) s.mystery.side = 'back';
      break;
    case 'mystery-solved':
      s.mystery = null;
      break;
    case 'gate-sealed':
      regionOf(s, d.region).gate!.sealed = true;
      break;
    case 'placement-rerolled':
      s.lastRoll = { what: d.what, values: [d.die] };
      break;
    case 'flying-due':
      push({ kind: 'flying', region: d.region, monsters: d.monsters, choices: d.choices });
      break;
    case 'monsters-flew': {
      const from = regionOf(s, d.from);
      for (const m of d.monsters as string[]) takeFrom(from.monsters, m);
      regionOf(s, d.to).monsters.push(...d.monsters);
      break;
    }
    case 'monster-destroyed': {
      const region = regionOf(s, d.region);
      region.monsters.splice(d.index, 1);
      s.decks.monster.push(d.monster);
      break;
    }
    case 'destroy-monster-due':
      push({ kind: 'destroy-monster', seat: d.seat });
      break;
    default:
      return false;
  }
  return true;
}
