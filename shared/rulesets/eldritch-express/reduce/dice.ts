/** The action dice step: rolling, setting aside, changing dice, confirming, and clues fed to a rumor. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState } from '../state';
import { clampTrack, goTo, removeAt, withInv, withTray, withTurn } from './common';

export type DiceEvent = EventIn<
  'action-dice-rolled' | 'dice-set-aside' | 'die-changed' | 'die-added' | 'die-removed' | 'dice-confirmed' | 'rumor-clues-dropped'
>;

export function reduceDice(s: EldritchState, event: DiceEvent): EldritchState {
  switch (event.type) {
    case 'action-dice-rolled':
      return withTurn(s, () => ({
        dice: {
          rolled: event.data.values,
          kept: [],
          rolls: 1,
          settled: false,
          confirmed: false,
          artifactOrAllyUsed: false,
          abilitiesUsed: [],
        },
      }));
    case 'dice-set-aside': {
      const { kept, rerolled } = event.data;
      return withTray(s, (tray) => ({
        kept: [...tray.kept, ...kept],
        rolled: rerolled,
        ...(rerolled.length > 0 ? { rolls: tray.rolls + 1 } : { settled: true }),
      }));
    }
    case 'die-changed':
      return markAbility(
        withTray(s, (tray) => ({ kept: tray.kept.map((f, n) => (n === event.data.index ? event.data.to : f)) })),
        event.data,
      );
    case 'die-added':
      return markAbility(
        withTray(s, (tray) => ({ kept: [...tray.kept, event.data.face] })),
        event.data,
      );
    case 'die-removed':
      return markAbility(
        withTray(s, (tray) => ({ kept: removeAt(tray.kept, event.data.index) })),
        event.data,
      );
    case 'dice-confirmed': {
      const confirmed = withTray(s, () => ({ confirmed: true }));
      return goTo(
        withTurn(confirmed, () => ({ travel: event.data.travel, rest: event.data.rest })),
        'threats',
      );
    }
    case 'rumor-clues-dropped':
      return rumorCluesDropped(s, event.data);
    default:
      return unhandledEvent(event);
  }
}

/** A die ability used: once a turn each, and one artifact or ally ability a turn. */
function markAbility(s: EldritchState, d: { ability?: string; artifactOrAlly?: boolean }): EldritchState {
  if (!d.artifactOrAlly && !d.ability) return s;
  return withTray(s, (tray) => ({
    ...(d.artifactOrAlly ? { artifactOrAllyUsed: true } : {}),
    ...(d.ability ? { abilitiesUsed: [...tray.abilitiesUsed, d.ability] } : {}),
  }));
}

/** Clues dropped on the rumor instead of rolling: four resolve it (the clues go back, doom regresses); the turn is spent. */
function rumorCluesDropped(s: EldritchState, d: EventIn<'rumor-clues-dropped'>['data']): EldritchState {
  let next = withInv(s, d.seat, (i) => ({ clues: i.clues - d.count }));
  const rumor = next.rumor ? { ...next.rumor, clues: next.rumor.clues + d.count } : null;
  next = { ...next, rumor };
  if (d.solved) next = { ...next, clueSupply: next.clueSupply + (rumor?.clues ?? 0), rumor: null, doom: clampTrack(next, next.doom + 1) };
  return withTurn(next, () => ({ lostTurn: 'rumor', step: 'omen' }));
}
