/** The fight step: wounds, monsters killed, items used and spells cast. */
import type { EventIn } from '../events';
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { fromSupply, goTo, inv, pushPending, removeAt, toDeck, withInv, withRegion, withTurn } from './common';

export type FightEvent = EventIn<'fight-resolved'>;

/** The fight's one event; the turn goes on to the dice. */
export function reduceFight(s: EldritchState, event: FightEvent): EldritchState {
  return goTo(fightResolved(s, event.data), 'dice');
}

function fightResolved(s: EldritchState, d: EventIn<'fight-resolved'>['data']): EldritchState {
  const { seat } = d;
  const regionId = inv(s, seat).region as number;
  let next = withInv(s, seat, (i) => ({ sanity: Math.max(0, i.sanity - d.sanityLoss), health: Math.max(0, i.health - d.healthLoss) }));
  // The monsters killed go back to the pool, the highest index first so the others keep theirs.
  for (const index of [...d.killed].sort((a, b) => b - a)) {
    const monster = regionOf(next, regionId).monsters[index];
    next = toDeck(
      withRegion(next, regionId, (r) => ({ monsters: removeAt(r.monsters, index) })),
      'monster',
      monster,
    );
  }
  for (const key of d.itemsUsed) {
    const at = inv(next, seat).items.findIndex((it) => it.key === key && !it.exhausted);
    if (at < 0) continue;
    if (d.itemsDiscarded.includes(key))
      next = toDeck(
        withInv(next, seat, (i) => ({ items: removeAt(i.items, at) })),
        'item',
        key,
      );
    else if (d.itemsExhausted.includes(key))
      next = withInv(next, seat, (i) => ({ items: i.items.map((it, n) => (n === at ? { ...it, exhausted: true } : it)) }));
  }
  next = withTurn(next, (t) => ({ spellsCast: [...t.spellsCast, ...d.spellsCast] }));
  // Other investigators' spells cast into the fight: their sanity pays (fields new in version 2).
  for (const h of d.helpers ?? []) {
    next = withInv(next, h.seat, (i) => ({ sanity: Math.max(0, i.sanity - 1) }));
    next = withTurn(next, (t) => ({ spellsCast: [...t.spellsCast, `${h.seat}:${h.spell}`] }));
  }
  if (d.delayed) next = withInv(next, seat, () => ({ delayed: true }));
  // 003:541: a Delay monster costs the turn it happens in as well (version 1 events lack the flag and went on).
  if (d.delayed && d.losesTurn) next = withTurn(next, () => ({ lostTurn: 'monster-delay' }));
  const clues = Math.min(d.clues ?? 0, next.clueSupply);
  next = fromSupply(
    withInv(next, seat, (i) => ({ clues: i.clues + clues })),
    clues,
  );
  const trades: Pending[] = [];
  if (d.madness) trades.push({ kind: 'draw', deck: 'condition', seat, reason: 'trade', filter: 'madness' });
  if (d.injury) trades.push({ kind: 'draw', deck: 'condition', seat, reason: 'trade', filter: 'injury' });
  return pushPending(next, ...trades);
}
