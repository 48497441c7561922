/** Possessions used outside a fight: clue books, the Puzzle Box, the Cross, the Necronomicon, and the Heal, Cloud Memory and Astral Travel spells. */
import { z } from 'zod';
import { allowed, refuse } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import { ok } from '../../../engine/result';
import { conditionCard } from '../data/cards';
import type { EldritchEvent } from '../events';
import type { EldritchState } from '../state';
import { spellTargetsOf, usablePossessions } from '../rules/possessions';
import { P } from '../prompt/common';
import { cardGained, cluesGained } from './gain';
import { action, inStep } from './guard';

const useSchema = z
  .object({
    card: z.string(),
    choice: z.string().optional(),
    region: z.number().int().min(1).max(6).optional(),
    castOn: z.number().int().min(0).max(7).optional(),
    /** The seat of the investigator who casts, when it is not the current one. */
    by: z.number().int().min(0).max(7).optional(),
  })
  .strict();

/** The possessions usable now, read from the turn in progress at whatever step it is. */
function usableNow(state: EldritchState) {
  const step = state.turnState?.step;
  const ctx = inStep(state, step ?? 'upkeep');
  if (!step || !ctx.ok) return null;
  return { ...ctx.value, usable: usablePossessions(state, ctx.value.inv, ctx.value.turn) };
}

export const usePossession = action({
  schema: useSchema,
  available: (state) => {
    const now = usableNow(state);
    if (!now) return refuse('rules/wrong_phase', { why: 'no_turn' });
    return now.usable.length > 0 ? allowed : refuse('rules/cannot_use', { why: 'nothing' });
  },
  offer: (state) =>
    usableNow(state)!.usable.map((u): Offer => ({
      code: u.by === undefined ? `${P}/action/use` : `${P}/action/use-by`,
      params: {
        card: u.card,
        ...(u.by === undefined ? {} : { name: state.seats[u.by].player.name, investigator: state.seats[u.by].investigator!.key }),
        ...(u.castOn === undefined
          ? {}
          : { target: state.seats[u.castOn].player.name, targetInvestigator: state.seats[u.castOn].investigator!.key }),
      },
      payload: { card: u.card, ...(u.by === undefined ? {} : { by: u.by }), ...(u.castOn === undefined ? {} : { castOn: u.castOn }) },
      player: state.seats[u.by ?? state.current].player.id,
      ...(u.fields.length ? { fields: u.fields } : {}),
    })),
  decide: (state, { card, choice, region, castOn: target, by }) => {
    const { inv, turn, seat: current } = usableNow(state)!;
    const seat = by ?? current;
    const usable = usablePossessions(state, inv, turn).find((u) => u.card === card && (u.by ?? state.current) === seat);
    if (!usable) return refuse('rules/cannot_use', { card });
    const caster = state.seats[seat].investigator!;
    const base = { seat, card };
    const events: EldritchEvent[] = [];
    switch (card) {
      case 'ancient-tome':
      case 'old-journal':
        events.push({ type: 'possession-used', data: { ...base, discardItem: card } }, ...cluesGained(state, seat, 1));
        break;
      case 'puzzle-box':
        events.push({ type: 'possession-used', data: { ...base, discardItem: card, draws: [{ deck: 'artifact' }] } });
        break;
      case 'cross':
        if (!state.decks.condition.includes('blessed')) return refuse('rules/cannot_use', { why: 'no_blessed' });
        events.push(
          { type: 'possession-used', data: { ...base, discardItem: card } },
          ...cardGained(state, seat, 'condition', 'blessed', { reason: 'cross' }),
        );
        break;
      case 'necronomicon':
        events.push({ type: 'possession-used', data: { ...base, discardArtifact: card, draws: [{ deck: 'spell' }, { deck: 'spell' }] } });
        break;
      case 'nameless-cults':
        events.push({ type: 'possession-used', data: { ...base, discardArtifact: card } }, ...cluesGained(state, seat, 2));
        break;
      case 'heal':
      case 'cloud-memory': {
        const pick = choice ?? 'restore';
        const kind = card === 'heal' ? 'injury' : 'madness';
        const on = target ?? seat;
        if (!spellTargetsOf(state, seat).includes(on)) return refuse('rules/cannot_use', { why: 'same_region', target: on });
        const subject = state.seats[on].investigator!;
        if (pick !== 'restore' && !(subject.conditions.includes(pick) && conditionCard(pick)?.kind === kind))
          return refuse('rules/cannot_use', { why: 'condition', choice: pick });
        const restore = pick === 'restore' ? 3 : 0;
        events.push({
          type: 'possession-used',
          data: {
            ...base,
            target: on,
            targetInvestigator: subject.key,
            spell: card,
            sanityCost: 1,
            ...(card === 'heal' ? { health: restore } : { sanity: restore }),
            ...(pick !== 'restore' ? { removeCondition: pick } : {}),
          },
        });
        break;
      }
      case 'astral-travel': {
        const on = target ?? seat;
        if (!spellTargetsOf(state, seat).includes(on)) return refuse('rules/cannot_use', { why: 'same_region', target: on });
        if (region === undefined || region === caster.region) return refuse('rules/cannot_use', { why: 'other_region' });
        events.push({
          type: 'possession-used',
          data: {
            ...base,
            spell: card,
            sanityCost: 1,
            moveTo: region,
            ...(on !== seat ? { target: on, targetInvestigator: state.seats[on].investigator!.key } : {}),
          },
        });
        break;
      }
    }
    return ok(events);
  },
});
