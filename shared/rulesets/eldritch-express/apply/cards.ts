/** Cards: draws and picks, a card reaching an investigator, possessions used and recovered, conditions removed. */
import type { Deck, EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { inv, takeFrom, type Data } from './common';

/** Applies a card event to the copy `s`; false when the event is not one. */
export function applyCards(s: EldritchState, type: string, d: Data): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (type) {
    case 'draw-due':
      push({ kind: 'draw', deck: d.deck as Deck, seat: d.seat ?? null, region: d.region, reason: d.reason, filter: d.filter, count: d.count });
      break;
    case 'card-drawn':
      gainCard(s, d);
      break;
    case 'cards-drawn-for-pick':
      push({ kind: 'pick', deck: d.deck, seat: d.seat, cards: d.cards });
      break;
    case 'deck-empty':
    case 'draw-cancelled':
    case 'discard-not-needed':
      break;
    case 'items-discarded': {
      const i = inv(s, d.seat);
      for (const key of d.items as string[]) {
        const at = i.items.findIndex((it) => it.key === key);
        if (at >= 0) i.items.splice(at, 1);
        s.decks.item.push(key);
      }
      break;
    }
    case 'possession-used':
      usePossession(s, d);
      break;
    case 'possessions-recovered': {
      const region = regionOf(s, d.region);
      const at = region.defeated.findIndex((t) => t.investigator === d.investigator);
      const token = region.defeated[at];
      region.defeated.splice(at, 1);
      if (token && d.seat !== undefined) {
        const i = inv(s, d.seat);
        i.items.push(...token.items);
        i.spells.push(...token.spells.filter((sp) => !i.spells.includes(sp)));
        i.artifacts.push(...token.artifacts);
        if (!i.ally && token.ally) i.ally = token.ally;
        i.clues += token.clues;
      }
      break;
    }
    case 'condition-removed': {
      const i = inv(s, d.seat);
      takeFrom(i.conditions, d.condition);
      s.decks.condition.push(d.condition);
      break;
    }
    default:
      return false;
  }
  return true;
}

/** A card reaches an investigator (or the board): the flags were worked out when the action was decided. */
function gainCard(s: EldritchState, d: Data): void {
  const deck = d.deck as Deck;
  if (deck === 'monster') {
    regionOf(s, d.region).monsters.push(d.card);
    takeFrom(s.decks.monster, d.card);
    return;
  }
  if (deck === 'gate') {
    regionOf(s, d.region).gate = { key: d.card, sealed: false };
    takeFrom(s.decks.gate, d.card);
    return;
  }
  if (d.refused) return;
  const i = inv(s, d.seat);
  takeFrom(s.decks[deck], d.card);
  switch (deck) {
    case 'item': i.items.push({ key: d.card, exhausted: false }); break;
    case 'spell': i.spells.push(d.card); break;
    case 'artifact': i.artifacts.push(d.card); break;
    case 'ally':
      if (i.ally) s.decks.ally.push(i.ally);
      i.ally = d.card;
      break;
    case 'condition':
      if (d.cancels) {
        takeFrom(i.conditions, d.cancels);
        s.decks.condition.push(d.cancels, d.card);
        break;
      }
      i.conditions.push(d.card);
      if (d.card === 'paranoia' && i.ally) { s.decks.ally.push(i.ally); i.ally = null; }
      if (d.card === 'hallucination') { s.decks.spell.push(...i.spells); i.spells = []; }
      // Asked at once, before anything else waiting: which item the injured investigator keeps.
      if (d.card === 'back-injury' && d.mustDiscard) s.pending.unshift({ kind: 'discard-items', seat: d.seat, keep: i.items.length - d.mustDiscard, cause: 'back-injury' });
      break;
  }
}

function usePossession(s: EldritchState, d: Data): void {
  const i = inv(s, d.seat);
  if (d.sanityCost) i.sanity = Math.max(0, i.sanity - d.sanityCost);
  if (d.discardItem) {
    const at = i.items.findIndex((it) => it.key === d.discardItem);
    if (at >= 0) i.items.splice(at, 1);
    s.decks.item.push(d.discardItem);
  }
  if (d.exhaustItem) {
    const item = i.items.find((it) => it.key === d.exhaustItem);
    if (item) item.exhausted = true;
  }
  if (d.discardArtifact) {
    takeFrom(i.artifacts, d.discardArtifact);
    s.decks.artifact.push(d.discardArtifact);
  }
  // Another investigator's cast is kept as `<seat>:<spell>` (version 2); the current one's as the spell.
  if (d.spell) s.turnState?.spellsCast.push(d.seat === s.current ? d.spell : `${d.seat}:${d.spell}`);
  // A spell's effect may land on another investigator in the region; the caster paid the sanity.
  const subject = d.target !== undefined ? inv(s, d.target) : i;
  if (d.health) subject.health = Math.min(subject.maxHealth, subject.health + d.health);
  if (d.sanity) subject.sanity = Math.min(subject.maxSanity, subject.sanity + d.sanity);
  if (d.removeCondition) {
    takeFrom(subject.conditions, d.removeCondition);
    s.decks.condition.push(d.removeCondition);
  }
  if (d.clues) {
    const n = Math.min(d.clues, s.clueSupply);
    i.clues += n;
    s.clueSupply -= n;
  }
  if (d.moveTo) subject.region = d.moveTo;
  for (const draw of (d.draws ?? []) as { deck: Deck; filter?: string }[]) {
    s.pending.push({ kind: 'draw', deck: draw.deck, seat: d.seat, reason: 'possession', filter: draw.filter });
  }
}
