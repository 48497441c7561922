/** Possessions used outside a fight: clue books, the Puzzle Box, the Cross, the Necronomicon, and the Heal, Cloud Memory and Astral Travel spells. */
import { z } from 'zod';
import type { ActionDef, PromptField, RulesEvent } from '../../../engine/ruleset';
import { fail, ok } from '../../../engine/result';
import { conditionCard } from '../data/cards';
import type { EldritchState, Investigator, TurnState } from '../state';
import { hasCondition } from '../rules';
import { cardGained, cluesGained } from './gain';
import { inStep } from './guard';

/** Cards with an effect of their own, and the steps they may be used in. */
const USABLE: Record<string, { kind: 'item' | 'artifact' | 'spell'; steps: readonly string[] }> = {
  'ancient-tome': { kind: 'item', steps: ['upkeep', 'encounter', 'rest', 'move'] },
  'old-journal': { kind: 'item', steps: ['upkeep', 'encounter', 'rest', 'move'] },
  'puzzle-box': { kind: 'item', steps: ['upkeep', 'rest', 'move'] },
  cross: { kind: 'item', steps: ['upkeep', 'rest', 'move'] },
  necronomicon: { kind: 'artifact', steps: ['upkeep', 'rest', 'move'] },
  'nameless-cults': { kind: 'artifact', steps: ['upkeep', 'encounter', 'rest', 'move'] },
  heal: { kind: 'spell', steps: ['upkeep', 'rest', 'move'] },
  'cloud-memory': { kind: 'spell', steps: ['upkeep', 'rest', 'move'] },
  'astral-travel': { kind: 'spell', steps: ['upkeep', 'move'] },
};

/** Spells another investigator in the current investigator's region may cast now, on themselves or on anyone there (003:225). */
const HELPER_SPELLS = ['heal', 'cloud-memory', 'astral-travel'];

/**
 * The possessions usable now, with the inputs each needs: the current investigator's, and the Heal,
 * Cloud Memory and Astral Travel spells of other investigators in the same region (`by` their seat).
 */
export function usablePossessions(state: EldritchState, inv: Investigator, turn: TurnState): { card: string; by?: number; fields: PromptField[] }[] {
  const list: { card: string; by?: number; fields: PromptField[] }[] = [];
  for (const [card, use] of Object.entries(USABLE)) {
    const usable = usableBy(state, inv, state.current, turn, card, use);
    if (usable) list.push({ card, fields: usable });
  }
  for (const by of spellTargets(state, inv).filter((t) => t !== state.current)) {
    const caster = state.seats[by].investigator!;
    for (const card of HELPER_SPELLS) {
      const usable = usableBy(state, caster, by, turn, card, USABLE[card]);
      if (usable) list.push({ card, by, fields: usable });
    }
  }
  return list;
}

/** The fields of one usable possession of `who` (seated at `by`), or null when it cannot be used now. */
function usableBy(state: EldritchState, who: Investigator, by: number, turn: TurnState, card: string, use: (typeof USABLE)[string]): PromptField[] | null {
  const owned = use.kind === 'item' ? who.items.some((i) => i.key === card) : use.kind === 'artifact' ? who.artifacts.includes(card) : who.spells.includes(card);
  if (!owned || !use.steps.includes(turn.step)) return null;
  const castKey = by === state.current ? card : `${by}:${card}`;
  // A spell costs 1 sanity (003:225); the last one may be spent (ruling 9).
  if (use.kind === 'spell' && (hasCondition(who, 'hallucination') || turn.spellsCast.includes(castKey) || who.sanity < 1)) return null;
  if (card === 'cross' && hasCondition(who, 'blessed')) return null;
  if (card === 'astral-travel' && who.region === 'lost') return null;
  const fields: PromptField[] = [];
  const targets = spellTargetsOf(state, by);
  const targetField = (): PromptField => ({
    name: 'castOn', kind: 'choice', default: by,
    choices: targets.map((t) => ({ value: t, code: 'eldritch-express/use/target', params: { name: state.seats[t].player.name, investigator: state.seats[t].investigator!.key } })),
  });
  if (card === 'heal' || card === 'cloud-memory') {
    const kind = card === 'heal' ? 'injury' : 'madness';
    const conditions = [...new Set(targets.flatMap((t) => state.seats[t].investigator!.conditions.filter((c) => conditionCard(c)?.kind === kind)))];
    fields.push({
      name: 'choice', kind: 'choice', default: 'restore',
      choices: [{ value: 'restore', code: 'eldritch-express/use/restore', params: { card } },
        ...conditions.map((c) => ({ value: c, code: 'eldritch-express/use/discard', params: { key: c } }))],
    });
    if (targets.length > 1) fields.push(targetField());
  }
  if (card === 'astral-travel') {
    if (targets.length > 1) fields.push(targetField());
    fields.push({ name: 'region', kind: 'choice', choices: [1, 2, 3, 4, 5, 6].filter((r) => r !== who.region).map((r) => ({ value: r, code: 'eldritch-express/use/region', params: { region: r } })) });
  }
  return fields;
}

/** A spell may be cast on the caster or on another investigator in the same region; the caster comes first. */
export function spellTargets(state: EldritchState, inv: Investigator): number[] {
  const others = state.seats.flatMap((s, i) => (i !== state.current && s.investigator && s.investigator.region === inv.region && inv.region !== 'lost' ? [i] : []));
  return [state.current, ...others];
}

/** The investigators a caster seated at `by` may target: themselves first, then the others in their region. */
function spellTargetsOf(state: EldritchState, by: number): number[] {
  const caster = state.seats[by].investigator!;
  const others = state.seats.flatMap((s, i) => (i !== by && s.investigator && caster.region !== 'lost' && s.investigator.region === caster.region ? [i] : []));
  return [by, ...others];
}

const useSchema = z.object({
  card: z.string(), choice: z.string().optional(), region: z.number().int().min(1).max(6).optional(), castOn: z.number().int().min(0).max(7).optional(),
  /** The seat of the investigator who casts, when it is not the current one. */
  by: z.number().int().min(0).max(7).optional(),
}).strict();

export const usePossession: ActionDef<EldritchState, z.infer<typeof useSchema>> = {
  schema: useSchema,
  decide: (state, { card, choice, region, castOn: target, by }) => {
    const step = state.turnState?.step;
    if (!step) return fail('rules/wrong_phase', 'There is no turn in progress.');
    const ctx = inStep(state, step);
    if (!ctx.ok) return ctx;
    const { inv, turn } = ctx.value;
    const seat = by ?? ctx.value.seat;
    const usable = usablePossessions(state, inv, turn).find((u) => u.card === card && (u.by ?? state.current) === seat);
    if (!usable) return fail('rules/cannot_use', 'That cannot be used now.', { card });
    const caster = state.seats[seat].investigator!;
    const base = { seat, card };
    const events: RulesEvent[] = [];
    switch (card) {
      case 'ancient-tome':
      case 'old-journal':
        events.push({ type: 'possession-used', data: { ...base, discardItem: card } }, ...cluesGained(state, seat, 1));
        break;
      case 'puzzle-box':
        events.push({ type: 'possession-used', data: { ...base, discardItem: card, draws: [{ deck: 'artifact' }] } });
        break;
      case 'cross':
        if (!state.decks.condition.includes('blessed')) return fail('rules/cannot_use', 'No Blessed card is left.');
        events.push({ type: 'possession-used', data: { ...base, discardItem: card } }, ...cardGained(state, seat, 'condition', 'blessed', { reason: 'cross' }));
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
        if (!spellTargetsOf(state, seat).includes(on)) return fail('rules/cannot_use', 'The spell reaches only investigators in the same region.', { target: on });
        const subject = state.seats[on].investigator!;
        if (pick !== 'restore' && !(subject.conditions.includes(pick) && conditionCard(pick)?.kind === kind)) return fail('rules/cannot_use', 'That condition cannot be discarded by this spell.', { choice: pick });
        const restore = pick === 'restore' ? 3 : 0;
        events.push({ type: 'possession-used', data: { ...base, target: on, targetInvestigator: subject.key, spell: card, sanityCost: 1, ...(card === 'heal' ? { health: restore } : { sanity: restore }), ...(pick !== 'restore' ? { removeCondition: pick } : {}) } });
        break;
      }
      case 'astral-travel': {
        const on = target ?? seat;
        if (!spellTargetsOf(state, seat).includes(on)) return fail('rules/cannot_use', 'The spell reaches only investigators in the same region.', { target: on });
        if (region === undefined || region === caster.region) return fail('rules/cannot_use', 'Choose another region.');
        events.push({ type: 'possession-used', data: { ...base, spell: card, sanityCost: 1, moveTo: region, ...(on !== seat ? { target: on, targetInvestigator: state.seats[on].investigator!.key } : {}) } });
        break;
      }
    }
    return ok(events);
  },
};

