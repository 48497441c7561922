/** What happens when a card reaches an investigator: refusals, Blessed/Cursed cancelling, Dexter's second spell. */
import { conditionCard } from '../data/cards';
import type { EldritchEvent, EventIn } from '../events';
import type { Deck, EldritchState } from '../state';
import { BACK_INJURY_ITEMS, cardRefusal, hasCondition, knowledgeIs, skillIs } from '../rules';

/** The events of a card drawn for a seat (or for the board, for monsters and gates). */
export function cardGained(
  state: EldritchState,
  seat: number | null,
  deck: Deck,
  card: string,
  extra: Record<string, unknown>,
): EldritchEvent[] {
  const data: EventIn<'card-drawn'>['data'] = { seat, deck, card, ...extra };
  const inv = seat !== null ? (state.seats[seat]?.investigator ?? null) : null;
  const events: EldritchEvent[] = [];
  if (inv) {
    const refused = cardRefusal(inv, deck);
    if (refused) data.refused = refused;
    if (deck === 'ally' && inv.ally && !data.refused) data.replaces = inv.ally;
    if (deck === 'condition') {
      const kind = conditionCard(card)?.kind;
      if (kind !== 'boon' && hasCondition(inv, 'blessed')) data.cancels = 'blessed';
      if (kind === 'boon' && hasCondition(inv, 'cursed')) data.cancels = 'cursed';
      if (card === 'paranoia' && inv.ally && !data.cancels) data.losesAlly = inv.ally;
      if (card === 'hallucination' && inv.spells.length > 0 && !data.cancels) data.losesSpells = inv.spells;
      // Back Injury allows one item (ruling): with more held, the player chooses which to keep.
      if (card === 'back-injury' && inv.items.length > BACK_INJURY_ITEMS && !data.cancels)
        data.mustDiscard = inv.items.length - BACK_INJURY_ITEMS;
    }
  }
  events.push({ type: 'card-drawn', data });
  if (
    inv &&
    seat !== null &&
    deck === 'spell' &&
    !data.refused &&
    extra.reason !== 'second-spell' &&
    extra.reason !== 'starting' &&
    knowledgeIs(inv, 'second-spell')
  ) {
    events.push({ type: 'draw-due', data: { seat, deck: 'spell', reason: 'second-spell' }, cause: 'dexter-drake' });
  }
  return events;
}

/** Clues gained by an investigator; Joe Diamond's skill brings one more each time. */
export function cluesGained(state: EldritchState, seat: number, count: number, cause?: string): EldritchEvent[] {
  const inv = state.seats[seat]?.investigator;
  if (!inv || count <= 0) return [];
  const events: EldritchEvent[] = [{ type: 'clue-gained', data: { seat, count }, ...(cause ? { cause } : {}) }];
  if (skillIs(inv, 'second-clue')) events.push({ type: 'clue-gained', data: { seat, count: 1 }, cause: 'joe-diamond' });
  return events;
}
