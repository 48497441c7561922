/** The fight step: wounds, monsters killed, items used and spells cast. */
import type { EldritchState } from '../state';
import { regionOf } from '../rules';
import { goTo, inv } from './common';
import type { EldritchEvent, EventIn } from '../events';

/** Applies a fight event to the copy `s`; false when the event is not one. */
export function applyFight(s: EldritchState, event: EldritchEvent): boolean {
  switch (event.type) {
    case 'fight-resolved':
      foldFight(s, event.data);
      goTo(s, 'dice');
      break;
    default:
      return false;
  }
  return true;
}

function foldFight(s: EldritchState, d: EventIn<'fight-resolved'>['data']): void {
  const i = inv(s, d.seat);
  const region = regionOf(s, i.region as number);
  i.sanity = Math.max(0, i.sanity - d.sanityLoss);
  i.health = Math.max(0, i.health - d.healthLoss);
  for (const index of [...d.killed].sort((a, b) => b - a)) {
    s.decks.monster.push(region.monsters[index]);
    region.monsters.splice(index, 1);
  }
  for (const key of d.itemsUsed) {
    const item = i.items.find((it) => it.key === key && !it.exhausted);
    if (!item) continue;
    if (d.itemsDiscarded.includes(key)) {
      i.items.splice(i.items.indexOf(item), 1);
      s.decks.item.push(key);
    } else if (d.itemsExhausted.includes(key)) item.exhausted = true;
  }
  s.turnState!.spellsCast.push(...d.spellsCast);
  // Other investigators' spells cast into the fight: their sanity pays (fields new in version 2).
  for (const h of d.helpers ?? []) {
    const caster = inv(s, h.seat);
    caster.sanity = Math.max(0, caster.sanity - 1);
    s.turnState!.spellsCast.push(`${h.seat}:${h.spell}`);
  }
  if (d.delayed) i.delayed = true;
  // 003:541: a Delay monster costs the turn it happens in as well (version 1 events lack the flag and went on).
  if (d.delayed && d.losesTurn) s.turnState!.lostTurn = 'monster-delay';
  const clues = Math.min(d.clues ?? 0, s.clueSupply);
  i.clues += clues;
  s.clueSupply -= clues;
  if (d.madness) s.pending.push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'madness' });
  if (d.injury) s.pending.push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'injury' });
}
