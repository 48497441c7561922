/** The threats, encounter, rest, clues and move steps. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState, Pending } from '../state';
import { fromSupply, goTo, inv, pushPending, toDeck, withInv, withRegion, withTurn, without, removeAt } from './common';

export type StepEvent = EventIn<
  | 'threats-resolved'
  | 'encounter-resolved'
  | 'rested'
  | 'clues-collected'
  | 'leg-injury-checked'
  | 'flying-checked'
  | 'nothing-to-destroy'
  | 'asset-shipped'
  | 'moved'
>;

export function reduceSteps(s: EldritchState, event: StepEvent): EldritchState {
  switch (event.type) {
    case 'threats-resolved': {
      const { seat, health, sanity, injury, madness } = event.data;
      const hurt = withInv(s, seat, (i) => ({ health: Math.max(0, i.health - health), sanity: Math.max(0, i.sanity - sanity) }));
      const trades: Pending[] = [];
      if (injury) trades.push({ kind: 'draw', deck: 'condition', seat, reason: 'trade', filter: 'injury' });
      if (madness) trades.push({ kind: 'draw', deck: 'condition', seat, reason: 'trade', filter: 'madness' });
      return goTo(pushPending(hurt, ...trades), 'encounter');
    }
    case 'encounter-resolved': {
      const { seat, result, cluesSpent, leftoverResearch, leftoverInvestigation } = event.data;
      let next = withTurn(s, () => ({
        encounterResult: result,
        leftover: { research: leftoverResearch, investigation: leftoverInvestigation },
      }));
      if (cluesSpent > 0)
        next = fromSupply(
          withInv(next, seat, (i) => ({ clues: i.clues - cluesSpent })),
          -cluesSpent,
        );
      return goTo(next, 'rest');
    }
    case 'rested': {
      const { seat, health, sanity, condition } = event.data;
      let next = withInv(s, seat, (i) => ({
        health: Math.min(i.maxHealth, i.health + health),
        sanity: Math.min(i.maxSanity, i.sanity + sanity),
      }));
      if (condition)
        next = toDeck(
          withInv(next, seat, (i) => ({ conditions: without(i.conditions, condition) })),
          'condition',
          condition,
        );
      return goTo(next, 'clues');
    }
    case 'clues-collected': {
      const { seat, count } = event.data;
      const region = inv(s, seat).region;
      let next = region === 'lost' ? s : withRegion(s, region, (r) => ({ clues: r.clues - count }));
      const bonus = Math.min(event.data.bonus, next.clueSupply);
      next = fromSupply(
        withInv(next, seat, (i) => ({ clues: i.clues + count + bonus })),
        bonus,
      );
      return goTo(next, 'move');
    }
    case 'leg-injury-checked': {
      const { seat, paid } = event.data;
      let next = withTurn(s, (t) => ({ legChecked: true, ...(paid ? { travel: t.travel - 1 } : {}) }));
      if (!paid) next = withInv(next, seat, () => ({ delayed: true }));
      return withTurn(next, (t) => (t.travel <= 0 ? { step: 'omen' } : {}));
    }
    case 'flying-checked':
      return withTurn(s, () => ({ flyingChecked: true }));
    case 'nothing-to-destroy':
      return s;
    case 'asset-shipped':
      return withTurn(assetShipped(s, event.data), (t) => ({ travel: t.travel - event.data.cost }));
    case 'moved':
      return withTurn(
        withInv(s, event.data.seat, () => ({ region: event.data.to })),
        (t) => ({ travel: t.travel - event.data.cost, step: 'omen' }),
      );
    default:
      return unhandledEvent(event);
  }
}

/** A clue, an item or a spell goes from one investigator to another. */
function assetShipped(s: EldritchState, { seat, to, asset }: EventIn<'asset-shipped'>['data']): EldritchState {
  if (asset === 'clue')
    return withInv(
      withInv(s, seat, (i) => ({ clues: i.clues - 1 })),
      to,
      (i) => ({ clues: i.clues + 1 }),
    );
  if (asset.startsWith('item:')) {
    const key = asset.slice(5);
    const items = inv(s, seat).items;
    // The item named (a stored event naming one no longer held moves the last one, as it always folded).
    const at = items.findIndex((it) => it.key === key);
    const moved = items.at(at);
    const sent = withInv(s, seat, () => ({ items: removeAt(items, at) }));
    return moved ? withInv(sent, to, (i) => ({ items: [...i.items, moved] })) : sent;
  }
  if (asset.startsWith('spell:')) {
    const spell = asset.slice(6);
    return withInv(
      withInv(s, seat, (i) => ({ spells: without(i.spells, spell) })),
      to,
      (i) => ({ spells: [...i.spells, spell] }),
    );
  }
  return s;
}
