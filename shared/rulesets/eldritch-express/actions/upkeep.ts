/** Step 1, upkeep and assignment: back from lost in time and space, Lily's exchange, hiding, choosing an encounter. */
import { z } from 'zod';
import { firstRefusal } from '../../../engine/define';
import { d6, described } from '../../../engine/dice';
import { ok, refuse } from '../../../engine/result';
import type { EldritchState, Encounter, Investigator } from '../state';
import { canHide, encounterKey, encountersIn, knowledgeIs, regionOf, taskNeedOf } from '../rules';
import { P } from '../prompt/common';
import { action, atStep, turnOf, unless } from './guard';

const empty = z.object({}).strict() as z.ZodType<Record<string, never>>;

const lost = (inv: Investigator) => inv.region === 'lost';
const notLost = (inv: Investigator) => unless(!lost(inv), 'rules/not_lost', { why: 'lost' });

/** Lost in time and space and no longer delayed: a d6 says where the investigator comes back. */
export const returnFromLost = action({
  schema: empty,
  available: atStep('upkeep', (_s, { inv }) => unless(lost(inv), 'rules/not_lost', { why: 'not_lost' })),
  offer: () => ({ code: `${P}/action/return-from-lost`, primary: true, dice: { dice: [d6] } }),
  dice: () => described([d6], `${P}/die/place`, { what: 'lost' }),
  decide: (state, _p, dice) => {
    const region = Number(dice[0].value);
    return ok([{ type: 'returned-from-lost', data: { seat: turnOf(state, 'upkeep').seat, region, die: region } }]);
  },
});

/** Assignment to an encounter of the region or to its city (which refreshes exhausted items). */
export const assign = action({
  schema: z.object({ encounter: z.string() }).strict(),
  available: atStep('upkeep', (_s, { inv }) => notLost(inv)),
  offer: (state) => {
    const region = turnOf(state, 'upkeep').inv.region as number;
    return {
      code: `${P}/action/assign`,
      primary: true,
      fields: [
        {
          name: 'encounter',
          kind: 'choice',
          choices: encountersIn(state, region).map((e) => ({
            value: encounterKey(e),
            code: `${P}/encounter`,
            params: { kind: e.kind, investigator: e.kind === 'defeated' ? e.investigator : null, task: taskLabel(state, region, e) },
          })),
        },
      ],
    };
  },
  decide: (state, { encounter }) => {
    const { inv, seat } = turnOf(state, 'upkeep');
    const region = inv.region as number;
    const chosen = encountersIn(state, region).find((e) => encounterKey(e) === encounter);
    if (!chosen) return refuse('rules/no_encounter', { encounter });
    const refreshed = chosen.kind === 'city' ? inv.items.filter((i) => i.exhausted).map((i) => i.key) : [];
    return ok([{ type: 'assigned', data: { seat, region, encounter: chosen, refreshed } }]);
  },
});

function taskLabel(state: EldritchState, region: number, e: Encounter): string {
  const need = taskNeedOf(state, region, e);
  return need ? 'R'.repeat(need.research) + 'I'.repeat(need.investigation) : '';
}

/** Hiding: the turn is lost, but no monster is met — not in a stack with a No Hiding monster. */
export const hide = action({
  schema: empty,
  available: atStep('upkeep', (state, { inv }) =>
    firstRefusal(
      () => notLost(inv),
      () => unless(canHide(regionOf(state, inv.region as number)), 'rules/no_hiding'),
    ),
  ),
  offer: () => ({ code: `${P}/action/hide` }),
  decide: (state) => {
    const { inv, seat } = turnOf(state, 'upkeep');
    return ok([{ type: 'hid', data: { seat, region: inv.region } }]);
  },
});

/** Lily Chen's knowledge: at the start of her turn she may move points between health and sanity. */
export const exchange = action({
  schema: z.object({ health: z.number().int().min(1).max(12) }).strict(),
  available: atStep('upkeep', (_s, { inv, turn }) =>
    unless(knowledgeIs(inv, 'exchange-health-sanity') && !turn.exchanged, 'rules/no_ability', { why: 'exchange' }),
  ),
  offer: (state) => {
    const { inv } = turnOf(state, 'upkeep');
    const total = inv.health + inv.sanity;
    return {
      code: `${P}/action/exchange`,
      player: state.seats[state.current].player.id,
      fields: [
        {
          name: 'health',
          kind: 'number',
          min: Math.max(1, total - inv.maxSanity),
          max: Math.min(inv.maxHealth, total - 1),
          default: inv.health,
        },
      ],
    };
  },
  decide: (state, { health }) => {
    const { inv, seat } = turnOf(state, 'upkeep');
    const total = inv.health + inv.sanity;
    const sanity = total - health;
    if (health > inv.maxHealth || sanity < 1 || sanity > inv.maxSanity) {
      return refuse('rules/out_of_range', { why: 'bounds', health, sanity });
    }
    return ok([{ type: 'health-sanity-exchanged', data: { seat, health, sanity, fromHealth: inv.health, fromSanity: inv.sanity } }]);
  },
});
