/** The action dice step: rolling, setting aside, changing dice, confirming, and clues fed to a rumor. */
import type { EldritchState } from '../state';
import { clampTrack, goTo, inv, type Data } from './common';

/** Applies an action dice event to the copy `s`; false when the event is not one. */
export function applyDice(s: EldritchState, type: string, d: Data): boolean {
  switch (type) {
    case 'action-dice-rolled':
      s.turnState!.dice = { rolled: d.values, kept: [], rolls: 1, settled: false, confirmed: false, artifactOrAllyUsed: false, abilitiesUsed: [] };
      break;
    case 'dice-set-aside': {
      const tray = s.turnState!.dice!;
      tray.kept.push(...(d.kept as string[]));
      tray.rolled = d.rerolled;
      if (tray.rolled.length > 0) tray.rolls++;
      else tray.settled = true;
      break;
    }
    case 'die-changed': {
      const tray = s.turnState!.dice!;
      tray.kept[d.index] = d.to;
      markAbility(s, d);
      break;
    }
    case 'die-added':
      s.turnState!.dice!.kept.push(d.face);
      markAbility(s, d);
      break;
    case 'die-removed':
      s.turnState!.dice!.kept.splice(d.index, 1);
      markAbility(s, d);
      break;
    case 'dice-confirmed': {
      const turn = s.turnState!;
      turn.dice!.confirmed = true;
      turn.travel = d.travel;
      turn.rest = d.rest;
      goTo(s, 'threats');
      break;
    }
    case 'rumor-clues-dropped': {
      inv(s, d.seat).clues -= d.count;
      if (s.rumor) s.rumor.clues += d.count;
      if (d.solved) {
        s.clueSupply += s.rumor?.clues ?? 0;
        s.rumor = null;
        s.doom = clampTrack(s, s.doom + 1);
      }
      s.turnState!.lostTurn = 'rumor';
      s.turnState!.step = 'omen';
      break;
    }
    default:
      return false;
  }
  return true;
}

function markAbility(s: EldritchState, d: Data): void {
  const tray = s.turnState!.dice!;
  if (d.artifactOrAlly) tray.artifactOrAllyUsed = true;
  if (d.ability) tray.abilitiesUsed.push(d.ability);
}
