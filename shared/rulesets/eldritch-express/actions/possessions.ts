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

/** The possessions the current investigator may use now, with the inputs each needs. */
export function usablePossessions(state: EldritchState, inv: Investigator, turn: TurnState): { card: string; fields: PromptField[] }[] {
  const owned = (card: string, kind: string) =>
    kind === 'item' ? inv.items.some((i) => i.key === card) : kind === 'artifact' ? inv.artifacts.includes(card) : inv.spells.includes(card);
  const list: { card: string; fields: PromptField[] }[] = [];
  for (const [card, use] of Object.entries(USABLE)) {
    if (!owned(card, use.kind) || !use.steps.includes(turn.step)) continue;
    if (use.kind === 'spell' && (hasCondition(inv, 'hallucination') || turn.spellsCast.includes(card) || inv.sanity <= 1)) continue;
    if (card === 'cross' && hasCondition(inv, 'blessed')) continue;
    if (card === 'astral-travel' && inv.region === 'lost') continue;
    const fields: PromptField[] = [];
    if (card === 'heal' || card === 'cloud-memory') {
      const kind = card === 'heal' ? 'injury' : 'madness';
      const targets = spellTargets(state, inv);
      const conditions = [...new Set(targets.flatMap((t) => state.seats[t].investigator!.conditions.filter((c) => conditionCard(c)?.kind === kind)))];
      fields.push({
        name: 'choice', kind: 'choice',
        choices: [{ value: 'restore', code: 'eldritch-express/use/restore', params: { card } },
          ...conditions.map((c) => ({ value: c, code: 'eldritch-express/use/discard', params: { key: c } }))],
      });
      if (targets.length > 1) {
        fields.push({ name: 'castOn', kind: 'choice', choices: targets.map((t) => ({ value: t, code: 'eldritch-express/use/target', params: { name: state.seats[t].player.name, investigator: state.seats[t].investigator!.key } })) });
      }
    }
    if (card === 'astral-travel') {
      fields.push({ name: 'region', kind: 'choice', choices: [1, 2, 3, 4, 5, 6].filter((r) => r !== inv.region).map((r) => ({ value: r, code: 'eldritch-express/use/region', params: { region: r } })) });
    }
    list.push({ card, fields });
  }
  return list;
}

/** A spell may be cast on the caster or on another investigator in the same region; the caster comes first. */
export function spellTargets(state: EldritchState, inv: Investigator): number[] {
  const others = state.seats.flatMap((s, i) => (i !== state.current && s.investigator && s.investigator.region === inv.region && inv.region !== 'lost' ? [i] : []));
  return [state.current, ...others];
}

const useSchema = z.object({
  card: z.string(), choice: z.string().optional(), region: z.number().int().min(1).max(6).optional(), castOn: z.number().int().min(0).max(7).optional(),
}).strict();

export const usePossession: ActionDef<EldritchState, z.infer<typeof useSchema>> = {
  schema: useSchema,
  decide: (state, { card, choice, region, castOn: target }) => {
    const step = state.turnState?.step;
    if (!step) return fail('rules/wrong_phase', 'There is no turn in progress.');
    const ctx = inStep(state, step);
    if (!ctx.ok) return ctx;
    const { inv, turn, seat } = ctx.value;
    const usable = usablePossessions(state, inv, turn).find((u) => u.card === card);
    if (!usable) return fail('rules/cannot_use', 'That cannot be used now.', { card });
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
        if (!spellTargets(state, inv).includes(on)) return fail('rules/cannot_use', 'The spell reaches only investigators in the same region.', { target: on });
        const subject = state.seats[on].investigator!;
        if (pick !== 'restore' && !(subject.conditions.includes(pick) && conditionCard(pick)?.kind === kind)) return fail('rules/cannot_use', 'That condition cannot be discarded by this spell.', { choice: pick });
        const restore = pick === 'restore' ? 3 : 0;
        events.push({ type: 'possession-used', data: { ...base, target: on, targetInvestigator: subject.key, spell: card, sanityCost: 1, ...(card === 'heal' ? { health: restore } : { sanity: restore }), ...(pick !== 'restore' ? { removeCondition: pick } : {}) } });
        break;
      }
      case 'astral-travel':
        if (region === undefined || region === inv.region) return fail('rules/cannot_use', 'Choose another region.');
        events.push({ type: 'possession-used', data: { ...base, spell: card, sanityCost: 1, moveTo: region } });
        break;
    }
    return ok(events);
  },
};

