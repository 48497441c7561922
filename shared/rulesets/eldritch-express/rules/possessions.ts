/** Which possessions may be used now, by whom, and on whom (spells: 003:225). */
import type { PromptField } from '../../../engine/ruleset';
import { conditionCard } from '../data/cards';
import type { EldritchState, Investigator, TurnState } from '../state';
import { hasCondition } from './index';

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
export function usablePossessions(state: EldritchState, inv: Investigator, turn: TurnState): UsablePossession[] {
  const list: UsablePossession[] = [];
  for (const [card, use] of Object.entries(USABLE)) {
    for (const usable of usableBy(state, inv, state.current, turn, card, use)) list.push({ card, ...usable });
  }
  for (const by of spellTargets(state, inv).filter((t) => t !== state.current)) {
    const caster = state.seats[by].investigator!;
    for (const card of HELPER_SPELLS) {
      for (const usable of usableBy(state, caster, by, turn, card, USABLE[card])) list.push({ card, by, ...usable });
    }
  }
  return list;
}

/** One way to use a possession now: the card, who uses it (`by`, when not the current investigator), on whom (`castOn`, Heal and Cloud Memory with several in reach), and the inputs it needs. */
export interface UsablePossession {
  card: string;
  by?: number;
  castOn?: number;
  fields: PromptField[];
}

/**
 * The ways `who` (seated at `by`) can use a possession now, with the inputs each needs; none when it
 * cannot be used. Heal and Cloud Memory with several investigators in reach are one way per target,
 * each offering that target's conditions to discard.
 */
function usableBy(
  state: EldritchState,
  who: Investigator,
  by: number,
  turn: TurnState,
  card: string,
  use: (typeof USABLE)[string],
): { castOn?: number; fields: PromptField[] }[] {
  const owned =
    use.kind === 'item'
      ? who.items.some((i) => i.key === card)
      : use.kind === 'artifact'
        ? who.artifacts.includes(card)
        : who.spells.includes(card);
  if (!owned || !use.steps.includes(turn.step)) return [];
  const castKey = by === state.current ? card : `${by}:${card}`;
  // A spell costs 1 sanity (003:225); the last one may be spent (ruling 9).
  if (use.kind === 'spell' && (hasCondition(who, 'hallucination') || turn.spellsCast.includes(castKey) || who.sanity < 1)) return [];
  if (card === 'cross' && hasCondition(who, 'blessed')) return [];
  if (card === 'astral-travel' && who.region === 'lost') return [];
  const targets = spellTargetsOf(state, by);
  if (card === 'heal' || card === 'cloud-memory') {
    const kind = card === 'heal' ? 'injury' : 'madness';
    return targets.map((target) => {
      const conditions = state.seats[target].investigator!.conditions.filter((c) => conditionCard(c)?.kind === kind);
      const fields: PromptField[] = [
        {
          name: 'choice',
          kind: 'choice',
          default: 'restore',
          choices: [
            { value: 'restore', code: 'eldritch-express/use/restore', params: { card } },
            ...conditions.map((c) => ({ value: c, code: 'eldritch-express/use/discard', params: { key: c } })),
          ],
        },
      ];
      return targets.length > 1 ? { castOn: target, fields } : { fields };
    });
  }
  if (card === 'astral-travel') {
    const fields: PromptField[] = [];
    if (targets.length > 1) {
      fields.push({
        name: 'castOn',
        kind: 'choice',
        default: by,
        choices: targets.map((t) => ({
          value: t,
          code: 'eldritch-express/use/target',
          params: { name: state.seats[t].player.name, investigator: state.seats[t].investigator!.key },
        })),
      });
    }
    fields.push({
      name: 'region',
      kind: 'choice',
      choices: [1, 2, 3, 4, 5, 6]
        .filter((r) => r !== who.region)
        .map((r) => ({ value: r, code: 'eldritch-express/use/region', params: { region: r } })),
    });
    return [{ fields }];
  }
  return [{ fields: [] }];
}

/** A spell may be cast on the caster or on another investigator in the same region; the caster comes first. */
export function spellTargets(state: EldritchState, inv: Investigator): number[] {
  const others = state.seats.flatMap((s, i) =>
    i !== state.current && s.investigator && s.investigator.region === inv.region && inv.region !== 'lost' ? [i] : [],
  );
  return [state.current, ...others];
}

/** The investigators a caster seated at `by` may target: themselves first, then the others in their region. */
export function spellTargetsOf(state: EldritchState, by: number): number[] {
  const caster = state.seats[by].investigator!;
  const others = state.seats.flatMap((s, i) =>
    i !== by && s.investigator && caster.region !== 'lost' && s.investigator.region === caster.region ? [i] : [],
  );
  return [by, ...others];
}
