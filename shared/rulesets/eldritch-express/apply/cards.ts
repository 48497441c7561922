/** Cards: draws and picks, a card reaching an investigator, possessions used and recovered, conditions removed. */
import type { EldritchState, Pending } from '../state';
import { regionOf } from '../rules';
import { inv, takeFrom } from './common';
import type { EldritchEvent, EventIn } from '../events';

/** Applies a card event to the copy `s`; false when the event is not one. */
export function applyCards(s: EldritchState, event: EldritchEvent): boolean {
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'draw-due':
      push({ kind: 'draw', deck: event.data.deck, seat: event.data.seat ?? null, region: event.data.region, reason: event.data.reason, filter: event.data.filter, count: event.data.count });
      break;
    case 'card-drawn':
      gainCard(s, event.data);
      break;
    case 'cards-drawn-for-pick':
      push({ kind: 'pick', deck: event.data.deck, seat: event.data.seat, cards: event.data.cards });
      break;
    case 'deck-empty':
    case 'draw-cancelled':
    case 'discard-not-needed':
      break;
    case 'items-discarded': {
      const i = inv(s, event.data.seat);
      for (const key of event.data.items) {
        const at = i.items.findIndex((it) => it.key === key);
        if (at >= 0) i.items.splice(at, 1);
        s.decks.item.push(key);
      }
      break;
    }
    case 'possession-used':
      usePossession(s, event.data);
      break;
    case 'possessions-recovered': {
      const region = regionOf(s, event.data.region);
      const at = region.defeated.findIndex((t) => t.investigator === event.data.investigator);
      const token = region.defeated[at];
      region.defeated.splice(at, 1);
      if (token && event.data.seat !== undefined) {
        const i = inv(s, event.data.seat);
        i.items.push(...token.items);
        i.spells.push(...token.spells.filter((sp) => !i.spells.includes(sp)));
        i.artifacts.push(...token.artifacts);
        if (!i.ally && token.ally) i.ally = token.ally;
        i.clues += token.clues;
      }
      break;
    }
    case 'condition-removed': {
      const i = inv(s, event.data.seat);
      takeFrom(i.conditions, event.data.condition);
      s.decks.condition.push(event.data.condition);
      break;
    }
    default:
      return false;
  }
  return true;
}

/** A card reaches an investigator (or the board): the flags were worked out when the action was decided. */
function gainCard(s: EldritchState, d: EventIn<'card-drawn'>['data']): void {
  const deck = d.deck;
  // A monster or a gate drawn as a card names its region; any other card names its seat.
  if (deck === 'monster') {
    regionOf(s, d.region!).monsters.push(d.card);
    takeFrom(s.decks.monster, d.card);
    return;
  }
  if (deck === 'gate') {
    regionOf(s, d.region!).gate = { key: d.card, sealed: false };
    takeFrom(s.decks.gate, d.card);
    return;
  }
  if (d.refused) return;
  const seat = d.seat!;
  const i = inv(s, seat);
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
      if (d.card === 'back-injury' && d.mustDiscard) s.pending.unshift({ kind: 'discard-items', seat, keep: i.items.length - d.mustDiscard, cause: 'back-injury' });
      break;
  }
}

function usePossession(s: EldritchState, d: EventIn<'possession-used'>['data']): void {
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
  for (const draw of d.draws ?? []) {
    s.pending.push({ kind: 'draw', deck: draw.deck, seat: d.seat, reason: 'possession', filter: draw.filter });
  }
}
