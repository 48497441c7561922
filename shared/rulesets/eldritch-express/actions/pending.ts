/** Actions that answer what the rules are waiting for: card and monster draws, placements, a new investigator, flying monsters. */
import { z } from 'zod';
import { d6, dN, type RolledDie } from '../../../engine/dice';
import type { ActionDef, RulesEvent } from '../../../engine/ruleset';
import { fail, ok, type Result } from '../../../engine/result';
import { diagonal } from '../data/world';
import type { EldritchState, Pending } from '../state';
import { drawCandidates, regionOf } from '../rules';
import { drawCount, freeInvestigators } from '../rules/pending';
import { cardGained } from './gain';

type Kind<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

function front<K extends Pending['kind']>(state: EldritchState, kind: K): Result<Kind<K>> {
  const next = state.pending[0];
  if (!next || next.kind !== kind) return fail('rules/wrong_phase', 'The rules are not waiting for that now.', { kind });
  return ok(next as Kind<K>);
}

const drawSchema = z.object({ card: z.string().optional() }).strict();

/** Draw from a deck or pool: the app rolls a die over what is left, or the table names the card it drew. */
export const draw: ActionDef<EldritchState, z.infer<typeof drawSchema>> = {
  schema: drawSchema,
  dice: (state, { card }) => {
    const p = state.pending[0];
    if (!p || p.kind !== 'draw' || card !== undefined) return null;
    const n = drawCandidates(state, p).length;
    const count = drawCount(state, p);
    return count > 0 ? { dice: Array.from({ length: count }, (_, i) => dN(n - i)) } : null;
  },
  decide: (state, { card }, dice) => {
    const pending = front(state, 'draw');
    if (!pending.ok) return pending;
    const p = pending.value;
    const candidates = drawCandidates(state, p);
    if (candidates.length === 0) return ok([{ type: 'deck-empty', data: { deck: p.deck, resolves: true } }]);
    let cards: string[];
    if (card !== undefined) {
      if (!candidates.includes(card)) return fail('rules/not_in_deck', 'That card is not left to draw.', { card });
      cards = [card];
    } else {
      const left = [...candidates];
      cards = dice.map((die) => left.splice(Number(die.value) - 1, 1)[0]);
    }
    const die = dice.length === 1 ? Number(dice[0].value) : undefined;
    if (cards.length > 1) return ok([{ type: 'cards-drawn-for-pick', data: { seat: p.seat, deck: p.deck, cards, resolves: true } }]);
    const only = cards[0];
    if (p.deck === 'monster') return ok([{ type: 'monster-spawned', data: { region: p.region, monster: only, reason: p.reason, resolves: true, roll: die } }]);
    if (p.deck === 'gate') return ok([{ type: 'gate-opened', data: { region: p.region, gate: only, resolves: true, roll: die } }]);
    return ok(cardGained(state, p.seat, p.deck, only, { reason: p.reason, resolves: true, roll: die }));
  },
};

const pickSchema = z.object({ card: z.string() }).strict();

/** Keep one of the three cards drawn (Buenos Aires, Sydney). */
export const pick: ActionDef<EldritchState, z.infer<typeof pickSchema>> = {
  schema: pickSchema,
  decide: (state, { card }) => {
    const pending = front(state, 'pick');
    if (!pending.ok) return pending;
    const p = pending.value;
    if (!p.cards.includes(card)) return fail('rules/not_offered', 'That card is not one of those drawn.', { card });
    return ok(cardGained(state, p.seat, p.deck, card, { reason: 'city-pick', resolves: true }));
  },
};

/** Roll a d6 to place a token: the set-up clue, the expedition, the mystery, a new clue. */
export const place: ActionDef<EldritchState, Record<string, never>> = {
  schema: z.object({}).strict(),
  dice: () => ({ dice: [d6] }),
  decide: (state, _payload, dice) => {
    const pending = front(state, 'place');
    if (!pending.ok) return pending;
    const p = pending.value;
    const die = Number(dice[0].value);
    if (p.avoid === die) return ok([{ type: 'placement-rerolled', data: { what: p.what, die } }]);
    switch (p.what) {
      case 'setup-clue':
      case 'clue':
        return ok([{ type: 'clue-placed', data: { region: die, die, resolves: true } }]);
      case 'expedition':
        return ok([{ type: 'expedition-placed', data: { region: die, die, resolves: true } }]);
      case 'new-mystery':
        return ok([{ type: 'mystery-placed', data: { region: die, side: 'front', die, resolves: true } }]);
      case 'mystery-move': {
        const from = state.mystery?.region ?? 1;
        const side = die % 2 === 1 ? 'left' : 'right';
        const other = side === 'left' ? 'right' : 'left';
        const region = diagonal(from, side) ?? diagonal(from, other)!;
        return ok([{ type: 'mystery-placed', data: { region, side: 'back', roll: die, direction: side, resolves: true } }]);
      }
      default:
        return fail('rules/wrong_phase', 'The rules are not waiting for that now.');
    }
  },
};

const chooseSchema = z.object({ investigator: z.string() }).strict();

/** A player takes an investigator: full health and sanity, starting region and assets. */
export const chooseInvestigator: ActionDef<EldritchState, z.infer<typeof chooseSchema>> = {
  schema: chooseSchema,
  decide: (state, { investigator }) => {
    const pending = front(state, 'investigator');
    if (!pending.ok) return pending;
    if (!freeInvestigators(state).includes(investigator)) {
      return fail('rules/investigator_taken', 'That investigator is not free.', { investigator });
    }
    return ok([{ type: 'investigator-chosen', data: { seat: pending.value.seat, investigator, resolves: true } }]);
  },
};

/** Flying monsters take off toward an investigator; a die picks among several places. */
export const fly: ActionDef<EldritchState, Record<string, never>> = {
  schema: z.object({}).strict(),
  dice: (state) => {
    const p = state.pending[0];
    return p?.kind === 'flying' && p.choices.length > 1 ? { dice: [dN(p.choices.length)] } : null;
  },
  decide: (state, _payload, dice: readonly RolledDie[]) => {
    const pending = front(state, 'flying');
    if (!pending.ok) return pending;
    const p = pending.value;
    const to = p.choices.length > 1 ? p.choices[Number(dice[0].value) - 1] : p.choices[0];
    return ok([{ type: 'monsters-flew', data: { from: p.region, to, monsters: p.monsters, resolves: true } }]);
  },
};

const destroySchema = z.object({ target: z.string().regex(/^[1-6]:\d+$|^none$/) }).strict();

/** Tokyo's special: destroy one monster anywhere on the board. */
export const destroyMonster: ActionDef<EldritchState, z.infer<typeof destroySchema>> = {
  schema: destroySchema,
  decide: (state, { target }) => {
    const pending = front(state, 'destroy-monster');
    if (!pending.ok) return pending;
    const anyMonster = state.regions.some((r) => r.monsters.length > 0);
    if (target === 'none') {
      if (anyMonster) return fail('rules/invalid_target', 'Choose a monster to destroy.');
      return ok([{ type: 'nothing-to-destroy', data: { resolves: true } }]);
    }
    const [region, index] = target.split(':').map(Number);
    const monster = regionOf(state, region).monsters[index];
    if (!monster) return fail('rules/invalid_target', 'There is no such monster.', { target });
    return ok([{ type: 'monster-destroyed', data: { region, index, monster, resolves: true } }] as RulesEvent[]);
  },
};

const discardItemsSchema = z.object({ keep: z.string() }).strict();

/** Back Injury gained while carrying several items: the player names the one item kept; the others are discarded. */
export const discardItems: ActionDef<EldritchState, z.infer<typeof discardItemsSchema>> = {
  schema: discardItemsSchema,
  decide: (state, { keep }) => {
    const pending = front(state, 'discard-items');
    if (!pending.ok) return pending;
    const p = pending.value;
    const held = state.seats[p.seat]?.investigator?.items ?? [];
    if (!held.some((it) => it.key === keep)) return fail('rules/not_held', 'That item is not carried.', { card: keep });
    const items = held.filter((it) => it.key !== keep).map((it) => it.key);
    return ok([{ type: 'items-discarded', data: { seat: p.seat, kept: [keep], items, resolves: true }, cause: p.cause }]);
  },
};
