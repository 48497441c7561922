/** The action dice step: rolling, setting aside, changing dice, confirming, and clues fed to a rumor. */
import type { EldritchState } from '../state';
import { clampTrack, goTo, inv } from './common';
import type { EldritchEvent } from '../events';

/** Applies an action dice event to the copy `s`; false when the event is not one. */
export function applyDice(s: EldritchState, event: EldritchEvent): boolean {
  switch (event.type) {
    case 'action-dice-rolled':
      s.turnState!.dice = { rolled: event.data.values, kept: [], rolls: 1, settled: false, confirmed: false, artifactOrAllyUsed: false, abilitiesUsed: [] };
      break;
    case 'dice-set-aside': {
      const tray = s.turnState!.dice!;
      tray.kept.push(...event.data.kept);
      tray.rolled = event.data.rerolled;
      if (tray.rolled.length > 0) tray.rolls++;
      else tray.settled = true;
      break;
    }
    case 'die-changed': {
      const tray = s.turnState!.dice!;
      tray.kept[event.data.index] = event.data.to;
      markAbility(s, event.data);
      break;
    }
    case 'die-added':
      s.turnState!.dice!.kept.push(event.data.face);
      markAbility(s, event.data);
      break;
    case 'die-removed':
      s.turnState!.dice!.kept.splice(event.data.index, 1);
      markAbility(s, event.data);
      break;
    case 'dice-confirmed': {
      const turn = s.turnState!;
      turn.dice!.confirmed = true;
      turn.travel = event.data.travel;
      turn.rest = event.data.rest;
      goTo(s, 'threats');
      break;
    }
    case 'rumor-clues-dropped': {
      inv(s, event.data.seat).clues -= event.data.count;
      if (s.rumor) s.rumor.clues += event.data.count;
      if (event.data.solved) {
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

function markAbility(s: EldritchState, d: { ability?: string; artifactOrAlly?: boolean }): void {
  const tray = s.turnState!.dice!;
  if (d.artifactOrAlly) tray.artifactOrAllyUsed = true;
  if (d.ability) tray.abilitiesUsed.push(d.ability);
}
