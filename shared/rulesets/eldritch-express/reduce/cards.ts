/** Cards: draws and picks, a card reaching an investigator, possessions used and recovered, conditions removed. */
import { unhandledEvent } from '../../../engine/events';
import type { EventIn } from '../events';
import type { EldritchState, Investigator } from '../state';
import { regionOf } from '../rules';
import { fromDeck, fromSupply, inv, pushPending, removeAt, toDeck, withInv, withRegion, withTurn, without, withoutItem } from './common';

export type CardEvent = EventIn<
  | 'draw-due'
  | 'card-drawn'
  | 'cards-drawn-for-pick'
  | 'deck-empty'
  | 'draw-cancelled'
  | 'discard-not-needed'
  | 'items-discarded'
  | 'possession-used'
  | 'possessions-recovered'
  | 'condition-removed'
>;

export function reduceCards(s: EldritchState, event: CardEvent): EldritchState {
  switch (event.type) {
    case 'draw-due': {
      const { deck, seat, region, reason, filter, count } = event.data;
      return pushPending(s, { kind: 'draw', deck, seat: seat ?? null, region, reason, filter, count });
    }
    case 'card-drawn':
      return cardDrawn(s, event.data);
    case 'cards-drawn-for-pick':
      return pushPending(s, { kind: 'pick', deck: event.data.deck, seat: event.data.seat, cards: event.data.cards });
    case 'deck-empty':
    case 'draw-cancelled':
    case 'discard-not-needed':
      return s;
    case 'items-discarded': {
      const { seat, items } = event.data;
      const discarded = withInv(s, seat, (i) => ({ items: items.reduce((held, key) => withoutItem(held, key), i.items) }));
      return toDeck(discarded, 'item', ...items);
    }
    case 'possession-used':
      return possessionUsed(s, event.data);
    case 'possessions-recovered':
      return possessionsRecovered(s, event.data);
    case 'condition-removed': {
      const { seat, condition } = event.data;
      return toDeck(
        withInv(s, seat, (i) => ({ conditions: without(i.conditions, condition) })),
        'condition',
        condition,
      );
    }
    default:
      return unhandledEvent(event);
  }
}

/** A card reaches an investigator (or the board): the flags were worked out when the action was decided. */
function cardDrawn(s: EldritchState, d: EventIn<'card-drawn'>['data']): EldritchState {
  // A monster or a gate drawn as a card names its region; any other card names its seat.
  if (d.deck === 'monster')
    return fromDeck(
      withRegion(s, d.region!, (r) => ({ monsters: [...r.monsters, d.card] })),
      'monster',
      d.card,
    );
  if (d.deck === 'gate')
    return fromDeck(
      withRegion(s, d.region!, () => ({ gate: { key: d.card, sealed: false } })),
      'gate',
      d.card,
    );
  if (d.refused) return s;
  const seat = d.seat!;
  const i = inv(s, seat);
  const taken = fromDeck(s, d.deck, d.card);
  switch (d.deck) {
    case 'item':
      return withInv(taken, seat, () => ({ items: [...i.items, { key: d.card, exhausted: false }] }));
    case 'spell':
      return withInv(taken, seat, () => ({ spells: [...i.spells, d.card] }));
    case 'artifact':
      return withInv(taken, seat, () => ({ artifacts: [...i.artifacts, d.card] }));
    case 'ally':
      return withInv(i.ally ? toDeck(taken, 'ally', i.ally) : taken, seat, () => ({ ally: d.card }));
    case 'condition':
      return conditionGained(taken, seat, i, d);
  }
}

/** A condition card gained: Blessed and Cursed cancel each other; Paranoia loses the ally, Hallucination the spells; Back Injury asks what to keep. */
function conditionGained(s: EldritchState, seat: number, i: Investigator, d: EventIn<'card-drawn'>['data']): EldritchState {
  if (d.cancels)
    return toDeck(
      withInv(s, seat, () => ({ conditions: without(i.conditions, d.cancels!) })),
      'condition',
      d.cancels,
      d.card,
    );
  let next = withInv(s, seat, () => ({ conditions: [...i.conditions, d.card] }));
  if (d.card === 'paranoia' && i.ally) next = withInv(toDeck(next, 'ally', i.ally), seat, () => ({ ally: null }));
  if (d.card === 'hallucination') next = withInv(toDeck(next, 'spell', ...i.spells), seat, () => ({ spells: [] }));
  // Asked at once, before anything else waiting: which item the injured investigator keeps.
  if (d.card === 'back-injury' && d.mustDiscard)
    next = {
      ...next,
      pending: [{ kind: 'discard-items', seat, keep: i.items.length - d.mustDiscard, cause: 'back-injury' }, ...next.pending],
    };
  return next;
}

/**
 * A possession used: the user pays (sanity, a discarded or exhausted card) and gains clues; the
 * effect (health, sanity, a condition removed, a move) lands on the target, the user by default.
 */
function possessionUsed(s: EldritchState, d: EventIn<'possession-used'>['data']): EldritchState {
  const { seat } = d;
  let next = s;
  if (d.sanityCost) next = withInv(next, seat, (i) => ({ sanity: Math.max(0, i.sanity - d.sanityCost!) }));
  if (d.discardItem)
    next = toDeck(
      withInv(next, seat, (i) => ({ items: withoutItem(i.items, d.discardItem!) })),
      'item',
      d.discardItem,
    );
  if (d.exhaustItem) {
    next = withInv(next, seat, (i) => {
      const at = i.items.findIndex((it) => it.key === d.exhaustItem);
      return { items: i.items.map((it, n) => (n === at ? { ...it, exhausted: true } : it)) };
    });
  }
  if (d.discardArtifact)
    next = toDeck(
      withInv(next, seat, (i) => ({ artifacts: without(i.artifacts, d.discardArtifact!) })),
      'artifact',
      d.discardArtifact,
    );
  // Another investigator's cast is kept as `<seat>:<spell>` (version 2); the current one's as the spell.
  if (d.spell && next.turnState)
    next = withTurn(next, (t) => ({ spellsCast: [...t.spellsCast, seat === next.current ? d.spell! : `${seat}:${d.spell}`] }));
  // A spell's effect may land on another investigator in the region; the caster paid the sanity.
  const subject = d.target ?? seat;
  if (d.health) next = withInv(next, subject, (i) => ({ health: Math.min(i.maxHealth, i.health + d.health!) }));
  if (d.sanity) next = withInv(next, subject, (i) => ({ sanity: Math.min(i.maxSanity, i.sanity + d.sanity!) }));
  if (d.removeCondition)
    next = toDeck(
      withInv(next, subject, (i) => ({ conditions: without(i.conditions, d.removeCondition!) })),
      'condition',
      d.removeCondition,
    );
  if (d.clues) {
    const n = Math.min(d.clues, next.clueSupply);
    next = fromSupply(
      withInv(next, seat, (i) => ({ clues: i.clues + n })),
      n,
    );
  }
  if (d.moveTo) next = withInv(next, subject, () => ({ region: d.moveTo! }));
  return pushPending(
    next,
    ...(d.draws ?? []).map((draw) => ({ kind: 'draw' as const, deck: draw.deck, seat, reason: 'possession', filter: draw.filter })),
  );
}

/** A defeated investigator's token found: the finder takes its items, the spells they lack, artifacts, the ally if they have none, and clues. */
function possessionsRecovered(s: EldritchState, d: EventIn<'possessions-recovered'>['data']): EldritchState {
  const defeated = regionOf(s, d.region).defeated;
  const at = defeated.findIndex((t) => t.investigator === d.investigator);
  const token = at >= 0 ? defeated[at] : undefined;
  const next = withRegion(s, d.region, () => ({ defeated: removeAt(defeated, at) }));
  if (!token || d.seat === undefined) return next;
  return withInv(next, d.seat, (i) => ({
    items: [...i.items, ...token.items],
    spells: [...i.spells, ...token.spells.filter((sp) => !i.spells.includes(sp))],
    artifacts: [...i.artifacts, ...token.artifacts],
    ally: !i.ally && token.ally ? token.ally : i.ally,
    clues: i.clues + token.clues,
  }));
}
