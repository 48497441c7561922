/** Actions that answer what the rules are waiting for: card and monster draws, placements, a new investigator, flying monsters. */
import { z } from 'zod';
import { d6, described, dN } from '../../../engine/dice';
import { ok, refuse } from '../../../engine/result';
import type { PromptChoice } from '../../../engine/ruleset';
import { INVESTIGATORS } from '../data/investigators';
import { diagonal } from '../data/world';
import { drawCandidates, regionOf } from '../rules';
import { drawCount, freeInvestigators } from '../rules/pending';
import { P } from '../prompt/common';
import { cardGained } from './gain';
import { action, pendingFor, pendingOf, waitingFor } from './guard';

const empty = z.object({}).strict() as z.ZodType<Record<string, never>>;

/**
 * The cards the table may name, each once: the same few decks are offered at step after step, so each list is made
 * once and kept (a bounded memory, emptied when it fills) rather than a new choice per card at every prompt.
 */
function cardChoices(deck: string, candidates: readonly string[]): PromptChoice[] {
  const key = `${deck}\n${candidates.join('\n')}`;
  let choices = cardChoiceLists.get(key);
  if (!choices) {
    choices = [...new Set(candidates)].map((c) => ({ value: c, code: `${P}/card`, params: { deck, key: c } }));
    if (cardChoiceLists.size >= CARD_CHOICE_LISTS_KEPT) cardChoiceLists.clear();
    cardChoiceLists.set(key, choices);
  }
  return choices;
}

const CARD_CHOICE_LISTS_KEPT = 1024;
const cardChoiceLists = new Map<string, PromptChoice[]>();

/** Draw from a deck or pool: the app rolls a die over what is left, or the table names the card it drew. */
export const draw = action({
  schema: z.object({ card: z.string().optional() }).strict(),
  available: waitingFor('draw'),
  offer: (state) => {
    const p = pendingFor(state, 'draw');
    const candidates = drawCandidates(state, p);
    const count = drawCount(state, p);
    return [
      {
        code: `${P}/action/draw`,
        params: { deck: p.deck },
        primary: true,
        dice: { dice: Array.from({ length: count }, (_, i) => dN(candidates.length - i)) },
      },
      {
        code: `${P}/action/draw-named`,
        params: { deck: p.deck },
        fields: [
          {
            name: 'card',
            kind: 'choice',
            mustChoose: true,
            choices: cardChoices(p.deck, candidates),
          },
        ],
      },
    ];
  },
  dice: (state, { card }) => {
    const p = pendingOf(state, 'draw');
    if (!p || card !== undefined) return null;
    const n = drawCandidates(state, p).length;
    const count = drawCount(state, p);
    return count > 0
      ? described(
          Array.from({ length: count }, (_, i) => dN(n - i)),
          `${P}/die/draw`,
          { deck: p.deck },
        )
      : null;
  },
  decide: (state, { card }, dice) => {
    const p = pendingFor(state, 'draw');
    const candidates = drawCandidates(state, p);
    if (candidates.length === 0) return ok([{ type: 'deck-empty', data: { deck: p.deck, resolves: true } }]);
    let cards: string[];
    if (card !== undefined) {
      if (!candidates.includes(card)) return refuse('rules/not_in_deck', { card });
      cards = [card];
    } else {
      const left = [...candidates];
      cards = dice.map((die) => left.splice(Number(die.value) - 1, 1)[0]);
    }
    const die = dice.length === 1 ? Number(dice[0].value) : undefined;
    if (cards.length > 1)
      return ok([{ type: 'cards-drawn-for-pick', data: { seat: p.seat!, deck: p.deck as 'item' | 'spell', cards, resolves: true } }]);
    const only = cards[0];
    if (p.deck === 'monster')
      return ok([{ type: 'monster-spawned', data: { region: p.region!, monster: only, reason: p.reason, resolves: true, roll: die } }]);
    if (p.deck === 'gate') return ok([{ type: 'gate-opened', data: { region: p.region!, gate: only, resolves: true, roll: die } }]);
    return ok(cardGained(state, p.seat, p.deck, only, { reason: p.reason, resolves: true, roll: die }));
  },
});

/** Keep one of the three cards drawn (Buenos Aires, Sydney). */
export const pick = action({
  schema: z.object({ card: z.string() }).strict(),
  available: waitingFor('pick'),
  offer: (state) => {
    const p = pendingFor(state, 'pick');
    return {
      code: `${P}/action/pick`,
      primary: true,
      fields: [
        { name: 'card', kind: 'choice', choices: p.cards.map((c) => ({ value: c, code: `${P}/card`, params: { deck: p.deck, key: c } })) },
      ],
    };
  },
  decide: (state, { card }) => {
    const p = pendingFor(state, 'pick');
    if (!p.cards.includes(card)) return refuse('rules/not_offered', { card });
    return ok(cardGained(state, p.seat, p.deck, card, { reason: 'city-pick', resolves: true }));
  },
});

/** Roll a d6 to place a token: the set-up clue, the expedition, the mystery, a new clue. */
export const place = action({
  schema: empty,
  available: waitingFor('place'),
  offer: (state) => ({ code: `${P}/action/place`, params: { what: pendingFor(state, 'place').what }, primary: true, dice: { dice: [d6] } }),
  dice: (state) => described([d6], `${P}/die/place`, { what: pendingOf(state, 'place')?.what }),
  decide: (state, _payload, dice) => {
    const p = pendingFor(state, 'place');
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
      case 'lost':
        return refuse('rules/wrong_phase');
    }
  },
});

/** A player takes an investigator: full health and sanity, starting region and assets. */
export const chooseInvestigator = action({
  schema: z.object({ investigator: z.string() }).strict(),
  available: waitingFor('investigator'),
  offer: (state) => {
    const free = freeInvestigators(state);
    return {
      code: `${P}/action/choose-investigator`,
      primary: true,
      fields: [
        {
          name: 'investigator',
          kind: 'choice',
          mustChoose: true,
          choices: INVESTIGATORS.map((c) => ({
            value: c.key,
            code: `${P}/investigator`,
            params: { key: c.key },
            disabled: !free.includes(c.key),
          })),
        },
      ],
    };
  },
  decide: (state, { investigator }) => {
    const p = pendingFor(state, 'investigator');
    if (!freeInvestigators(state).includes(investigator)) return refuse('rules/investigator_taken', { investigator });
    return ok([{ type: 'investigator-chosen', data: { seat: p.seat, investigator, resolves: true } }]);
  },
});

/** Flying monsters take off toward an investigator; a die picks among several places. */
export const fly = action({
  schema: empty,
  available: waitingFor('flying'),
  offer: (state) => {
    const p = pendingFor(state, 'flying');
    return { code: `${P}/action/fly`, primary: true, ...(p.choices.length > 1 ? { dice: { dice: [dN(p.choices.length)] } } : {}) };
  },
  dice: (state) => {
    const p = pendingOf(state, 'flying');
    return p && p.choices.length > 1 ? described([dN(p.choices.length)], `${P}/die/fly`) : null;
  },
  decide: (state, _payload, dice) => {
    const p = pendingFor(state, 'flying');
    const to = p.choices.length > 1 ? p.choices[Number(dice[0].value) - 1] : p.choices[0];
    return ok([{ type: 'monsters-flew', data: { from: p.region, to, monsters: p.monsters, resolves: true } }]);
  },
});

/** Tokyo's special: destroy one monster anywhere on the board. */
export const destroyMonster = action({
  schema: z.object({ target: z.string().regex(/^[1-6]:\d+$|^none$/) }).strict(),
  available: waitingFor('destroy-monster'),
  offer: (state) => {
    const choices = state.regions.flatMap((r) =>
      r.monsters.map((m, i) => ({ value: `${r.id}:${i}`, code: `${P}/monster-at`, params: { key: m, region: r.id } })),
    );
    return {
      code: `${P}/action/destroy-monster`,
      primary: true,
      fields: [{ name: 'target', kind: 'choice', choices: choices.length > 0 ? choices : [{ value: 'none', code: `${P}/no-monster` }] }],
    };
  },
  decide: (state, { target }) => {
    const anyMonster = state.regions.some((r) => r.monsters.length > 0);
    if (target === 'none') {
      if (anyMonster) return refuse('rules/invalid_target', { why: 'destroy' });
      return ok([{ type: 'nothing-to-destroy', data: { resolves: true } }]);
    }
    const [region, index] = target.split(':').map(Number);
    const monster = regionOf(state, region).monsters[index];
    if (!monster) return refuse('rules/invalid_target', { why: 'no_monster', target });
    return ok([{ type: 'monster-destroyed', data: { region, index, monster, resolves: true } }]);
  },
});

/** Back Injury gained while carrying several items: the player names the one item kept; the others are discarded. */
export const discardItems = action({
  schema: z.object({ keep: z.string() }).strict(),
  available: waitingFor('discard-items'),
  offer: (state) => {
    // No default: the player names the item kept; nothing is chosen for them.
    const items = state.seats[pendingFor(state, 'discard-items').seat]?.investigator?.items ?? [];
    return {
      code: `${P}/action/discard-items`,
      primary: true,
      fields: [
        {
          name: 'keep',
          kind: 'choice',
          mustChoose: true,
          choices: items.map((it) => ({ value: it.key, code: `${P}/card`, params: { deck: 'item', key: it.key } })),
        },
      ],
    };
  },
  decide: (state, { keep }) => {
    const p = pendingFor(state, 'discard-items');
    const held = state.seats[p.seat]?.investigator?.items ?? [];
    if (!held.some((it) => it.key === keep)) return refuse('rules/not_held', { card: keep });
    const items = held.filter((it) => it.key !== keep).map((it) => it.key);
    return ok([{ type: 'items-discarded', data: { seat: p.seat, kept: [keep], items, resolves: true }, cause: p.cause }]);
  },
});
