/**
 * Harm the table deals by hand through the rules: a knight card's − (a card or event that hurts a knight outside a fight) deals
 * the damage as any harm is dealt — health past zero demotes or kills, sanity past the card drives the knight mad — and a
 * sanity set by hand to the card's limit is offered the madness it means.
 */
import { perParts } from '../rules/memo';
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import { action, build, id } from './common';
import { hurtKnight, maddenAtLimit, maddenKnight } from '../consequences';
import { canLoseSanity, knightById, liveKnights, madWithoutMadness } from '../rules/knights';
import { P } from '../prompt/common';

/** Harm by hand belongs to the game once it has begun (the knights are on the board, set-up gates may still be rolling). */
const begun = (state: CatanHorrorState) =>
  state.phase === 'setup' && state.knights.length === 0 ? refuse('rules/wrong_phase', { phase: state.phase }) : allowed;

const harmSchema = z.object({ knightId: id, harm: z.enum(['health', 'sanity']), amount: z.number().int().min(1).max(12) }).strict();

/** A knight card's −: damage or sanity damage dealt by the rules, with what follows (demotion, death, madness) narrated. */
export const harmKnight = action({
  schema: harmSchema,
  available: begun,
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight) return refuse('rules/unknown_knight');
      if (p.harm === 'health') {
        hurtKnight(b, knight.id, p.amount, 'table-harm');
        return;
      }
      if (!canLoseSanity(knight)) return refuse('rules/already_mad', { name: knight.name });
      maddenKnight(b, knight.id, p.amount, 'table-harm');
    }),
});

/**
 * Each knight whose sanity was set by hand to the card's limit without going mad: "0 sanity but not mad — apply madness".
 * Asked at every state of the game (the action has no step of its own), so kept while the knights are the same list.
 */
const madnessOffers = perParts(
  (state: CatanHorrorState) => [state.knights],
  (state: CatanHorrorState): Offer[] =>
    liveKnights(state)
      .filter(madWithoutMadness)
      .map((k) => ({ code: `${P}/act/apply-madness`, params: { name: k.name }, payload: { knightId: k.id }, player: k.owner })),
);

/** Applies the madness a sanity set by hand means (the madness rule, which the raw tracker does not run). */
export const applyMadness = action({
  schema: z.object({ knightId: id }).strict(),
  available: (state) =>
    firstRefusal(
      () => begun(state),
      () => (madnessOffers(state).length ? allowed : refuse('rules/not_at_sanity_limit')),
    ),
  offer: madnessOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight || !madWithoutMadness(knight)) return refuse('rules/not_at_sanity_limit');
      maddenAtLimit(b, knight.id, 'sanity-set-by-hand');
    }),
});
