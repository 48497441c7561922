/** Steps 4-8: threats, the encounter (task check and its rewards), rest, move and shipping assets. */
import { z } from 'zod';
import { firstRefusal } from '../../../engine/define';
import type { Offer, PromptField } from '../../../engine/ruleset';
import { ok, refuse } from '../../../engine/result';
import { distance, regionById } from '../data/world';
import type { EldritchEvent, EventIn } from '../events';
import type { EldritchState, Investigator, TurnState } from '../state';
import { hasCondition, knowledgeIs, regionOf } from '../rules';
import { cityOffer, encounterCheck, prevention, reachable, shipCost, shippableAssets, shipReceivers, threatTrades } from '../rules/steps';
import { cardGained, cluesGained } from './gain';
import { P } from '../prompt/common';
import { action, atStep, turnOf, unless } from './guard';

/** The threats' losses: one health per health threat, one sanity per sanity threat; three of a kind may become a condition. */
export function threatsOutcome(
  inv: Investigator,
  turn: TurnState,
  trade: { health?: boolean; sanity?: boolean },
  seat: number,
): EventIn<'threats-resolved'> {
  const kept = turn.dice?.kept ?? [];
  const offers = threatTrades(inv, turn);
  const injury = !!trade.health && offers.health;
  const madness = !!trade.sanity && offers.sanity;
  const prevent = prevention(inv);
  const rawHealth = kept.filter((f) => f === 'health-threat').length - (injury ? 3 : 0);
  const rawSanity = kept.filter((f) => f === 'sanity-threat').length - (madness ? 3 : 0);
  return {
    type: 'threats-resolved',
    data: {
      seat,
      injury,
      madness,
      health: Math.max(0, rawHealth - prevent.health),
      sanity: Math.max(0, rawSanity - prevent.sanity),
      prevented: Math.min(rawHealth, prevent.health) + Math.min(rawSanity, prevent.sanity),
    },
  };
}

const threatsSchema = z.object({ tradeHealth: z.boolean().optional(), tradeSanity: z.boolean().optional() }).strict();

export const resolveThreats = action({
  schema: threatsSchema,
  available: atStep('threats'),
  offer: (state) => {
    const { inv, turn } = turnOf(state, 'threats');
    const trades = threatTrades(inv, turn);
    const fields: PromptField[] = [];
    if (trades.health) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
    if (trades.sanity) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
    return { code: `${P}/action/resolve-threats`, primary: true, fields };
  },
  decide: (state, { tradeHealth, tradeSanity }) => {
    const { inv, turn, seat } = turnOf(state, 'threats');
    return ok([threatsOutcome(inv, turn, { health: tradeHealth, sanity: tradeSanity }, seat)]);
  },
});

const encounterSchema = z
  .object({
    /** Clues spent on a task, one result each (003:157). */
    clues: z.number().int().min(0).max(20).default(0),
    /** In a city: clues spent as extra investigation / research results, one by one (003:157, 003:167). */
    clueInvestigation: z.number().int().min(0).max(20).default(0),
    clueResearch: z.number().int().min(0).max(20).default(0),
    /** In a city: the most items and spells the player takes of those the pairs give ("may gain", 003:167); all when left out. */
    items: z.number().int().min(0).max(10).optional(),
    spells: z.number().int().min(0).max(10).optional(),
  })
  .strict();

/** Step 5: the task check and the encounter's pass or fail (see the reward table in the reference). */
export const resolveEncounter = action({
  schema: encounterSchema,
  available: atStep('encounter'),
  offer: (state) => encounterOffer(state),
  decide: (state, { clues, clueInvestigation, clueResearch, items, spells }) => {
    const { inv, turn, seat } = turnOf(state, 'encounter');
    if (clues > inv.clues || clueInvestigation + clueResearch > inv.clues) return refuse('rules/not_enough_clues', { have: inv.clues });
    const region = inv.region as number;
    const encounter = turn.assignment!;
    const kept = turn.dice?.kept ?? [];
    const haveR = kept.filter((f) => f === 'research').length;
    const haveI = kept.filter((f) => f === 'investigation').length;
    const events: EldritchEvent[] = [];
    if (encounter.kind === 'city') {
      const offer = cityOffer(kept, clueInvestigation, clueResearch);
      const take = { items: Math.min(items ?? offer.items, offer.items), spells: Math.min(spells ?? offer.spells, offer.spells) };
      events.push(...cityRewards(state, seat, region, take.items, take.spells, offer.special));
      const cluesSpent = clueInvestigation + clueResearch;
      events.push({
        type: 'encounter-resolved',
        data: {
          seat,
          encounter,
          result: 'done',
          cluesSpent,
          leftoverResearch: haveR % 2,
          leftoverInvestigation: haveI % 2,
          items: take.items,
          spells: take.spells,
          ...(cluesSpent > 0 ? { clueInvestigation, clueResearch } : {}),
        },
      });
      return ok(events);
    }
    const found = encounterCheck(state, clues)!;
    const { check, task } = found;
    const passed = check.met;
    const cluesSpent = passed ? check.cluesNeeded : 0;
    const condition: EldritchEvent = { type: 'draw-due', data: { seat, deck: 'condition', reason: 'failed-encounter' } };
    switch (encounter.kind) {
      case 'gate':
        if (passed)
          events.push(
            { type: 'gate-sealed', data: { region, gate: regionOf(state, region).gate!.key } },
            { type: 'elder-sign-advanced', data: { by: 1 }, cause: 'gate-closed' },
          );
        else
          events.push(condition, {
            type: 'lost-in-time-and-space',
            data: { seat, delayed: !knowledgeIs(inv, 'not-delayed-when-lost'), losesTurn: true },
          });
        break;
      case 'expedition':
        events.push(passed ? { type: 'draw-due', data: { seat, deck: 'artifact', reason: 'expedition' } } : condition);
        events.push({ type: 'placement-due', data: { what: 'expedition', avoid: region } });
        break;
      case 'mystery':
        if (state.mystery?.side === 'front') {
          if (passed) events.push({ type: 'mystery-flipped', data: { region } }, { type: 'placement-due', data: { what: 'mystery-move' } });
          else events.push(condition);
        } else if (passed) {
          events.push(
            { type: 'elder-sign-advanced', data: { by: 2 }, cause: 'mystery-solved' },
            { type: 'mystery-solved', data: { region } },
            { type: 'placement-due', data: { what: 'new-mystery' } },
          );
        } else events.push(condition);
        break;
      case 'defeated':
        if (passed) events.push({ type: 'elder-sign-advanced', data: { by: 1 }, cause: 'defeated-encounter' });
        events.push({ type: 'possessions-recovered', data: { seat, region, investigator: encounter.investigator } });
        break;
    }
    events.push({
      type: 'encounter-resolved',
      data: {
        seat,
        encounter,
        task,
        result: passed ? 'passed' : 'failed',
        cluesSpent,
        missingResearch: check.missingResearch,
        missingInvestigation: check.missingInvestigation,
        leftoverResearch: haveR - check.usedResearch,
        leftoverInvestigation: haveI - check.usedInvestigation,
      },
    });
    return ok(events);
  },
});

/** The encounter's offer: the clues to spend on the task, or in a city the clues spent as results and the items and spells taken. */
function encounterOffer(state: EldritchState): Offer {
  const { inv, turn } = turnOf(state, 'encounter');
  const found = encounterCheck(state, inv.clues);
  if (found) {
    const clues = Math.min(found.check.cluesNeeded, inv.clues);
    return {
      code: `${P}/action/resolve-encounter`,
      primary: true,
      odds: found.check.met ? 1 : 0,
      fields: [{ name: 'clues', kind: 'number', min: 0, max: inv.clues, default: clues }],
    };
  }
  // A city: the player takes the items and spells the pairs give ("may gain", 003:167), and may spend clues one by one as results.
  const most = cityOffer(turn.dice?.kept ?? [], inv.clues, inv.clues);
  const fields: PromptField[] = [];
  if (inv.clues > 0) {
    fields.push(
      { name: 'clueInvestigation', kind: 'number', min: 0, max: inv.clues, default: 0 },
      { name: 'clueResearch', kind: 'number', min: 0, max: inv.clues, default: 0 },
    );
  }
  if (most.items > 0) fields.push({ name: 'items', kind: 'number', min: 0, max: most.items, default: most.items });
  if (most.spells > 0) fields.push({ name: 'spells', kind: 'number', min: 0, max: most.spells, default: most.spells });
  return { code: `${P}/action/resolve-encounter`, primary: true, ...(fields.length ? { fields } : {}) };
}

/** A city: the items and spells the player takes (one per pair at most), the city's special on three of a kind. */
function cityRewards(state: EldritchState, seat: number, region: number, items: number, spells: number, special: boolean): EldritchEvent[] {
  const inv = state.seats[seat].investigator!;
  const events: EldritchEvent[] = [];
  for (let i = 0; i < items; i++) events.push({ type: 'draw-due', data: { seat, deck: 'item', reason: 'city' } });
  for (let i = 0; i < spells; i++) events.push({ type: 'draw-due', data: { seat, deck: 'spell', reason: 'city' } });
  if (!special) return events;
  const cause = 'city-special';
  switch (regionById(region).citySpecial) {
    case 'gain-ally':
      events.push({ type: 'draw-due', data: { seat, deck: 'ally', reason: 'city-special' }, cause });
      break;
    case 'spell-of-three':
      events.push({ type: 'draw-due', data: { seat, deck: 'spell', reason: 'city-special', count: 3 }, cause });
      break;
    case 'item-of-three':
      events.push({ type: 'draw-due', data: { seat, deck: 'item', reason: 'city-special', count: 3 }, cause });
      break;
    case 'clue-and-spawn':
      events.push(...cluesGained(state, seat, 1, cause), { type: 'placement-due', data: { what: 'clue' }, cause });
      break;
    case 'bless-or-uncurse':
      if (hasCondition(inv, 'cursed')) events.push({ type: 'condition-removed', data: { seat, condition: 'cursed' }, cause });
      else if (!hasCondition(inv, 'blessed') && state.decks.condition.includes('blessed'))
        events.push(...cardGained(state, seat, 'condition', 'blessed', { reason: 'city-special' }));
      break;
    case 'destroy-monster':
      events.push({ type: 'destroy-monster-due', data: { seat }, cause });
      break;
  }
  return events;
}

const restSchema = z.object({ health: z.number().int().min(0).max(8).default(0), removeCondition: z.string().optional() }).strict();

/** Step 6: each rest die heals 1 health or 1 sanity — both in a city, where three can remove a condition instead. */
export const rest = action({
  schema: restSchema,
  available: atStep('rest'),
  offer: (state) => {
    const { inv, turn } = turnOf(state, 'rest');
    const fields: PromptField[] =
      turn.assignment?.kind === 'city'
        ? turn.rest >= 3 && inv.conditions.length > 0
          ? [
              {
                name: 'removeCondition',
                kind: 'choice',
                optional: true,
                choices: inv.conditions.map((c) => ({ value: c, code: `${P}/condition`, params: { key: c } })),
              },
            ]
          : []
        : [{ name: 'health', kind: 'number', min: 0, max: turn.rest, default: Math.min(turn.rest, inv.maxHealth - inv.health) }];
    return { code: `${P}/action/rest`, primary: true, fields };
  },
  decide: (state, { health, removeCondition }) => {
    const { inv, turn, seat } = turnOf(state, 'rest');
    const dice = turn.rest;
    if (turn.assignment?.kind === 'city') {
      let left = dice;
      if (removeCondition) {
        if (!inv.conditions.includes(removeCondition) || dice < 3) return refuse('rules/cannot_remove', { why: 'condition_held' });
        left -= 3;
      }
      return ok([{ type: 'rested', data: { seat, health: left, sanity: left, condition: removeCondition ?? null, city: true } }]);
    }
    if (removeCondition) return refuse('rules/cannot_remove', { why: 'in_city' });
    if (health > dice) return refuse('rules/out_of_range', { why: 'rest', dice });
    return ok([{ type: 'rested', data: { seat, health, sanity: dice - health, condition: null, city: false } }]);
  },
});

const moveSchema = z.object({ to: z.number().int().min(1).max(6) }).strict();

/** Step 8: move up to one region per travel die, diagonals included. */
const onTheBoard = (inv: Investigator) => unless(inv.region !== 'lost', 'rules/not_lost', { why: 'lost' });

export const move = action({
  schema: moveSchema,
  available: atStep('move', (_s, { inv }) => onTheBoard(inv)),
  offer: (state) => {
    const { inv, turn } = turnOf(state, 'move');
    const from = inv.region as number;
    return {
      code: `${P}/action/move`,
      primary: true,
      fields: [
        {
          name: 'to',
          kind: 'choice',
          choices: reachable(from, turn.travel).map((r) => ({
            value: r,
            code: `${P}/region-choice`,
            params: { region: r, cost: distance(from, r) },
          })),
        },
      ],
    };
  },
  decide: (state, { to }) => {
    const { inv, turn, seat } = turnOf(state, 'move');
    if (inv.region === 'lost') return refuse('rules/not_lost', { why: 'lost' });
    const cost = distance(inv.region, to);
    if (cost > turn.travel) return refuse('rules/too_far', { cost, travel: turn.travel });
    return ok([{ type: 'moved', data: { seat, from: inv.region, to, cost } }]);
  },
});

const shipSchema = z.object({ asset: z.string(), to: z.number().int().min(0).max(7) }).strict();

/** Step 8: send a clue, item or spell to another investigator: one travel die, plus one per region crossed (003:193). One offer per receiver in reach. */
export const ship = action({
  schema: shipSchema,
  available: atStep('move', (state, { inv, turn, seat }) => {
    const onBoard = shipReceivers(state, seat, Infinity);
    const inReach = shipReceivers(state, seat, turn.travel);
    const nearest = Math.min(...onBoard.map((to) => shipCost(inv.region as number, state.seats[to].investigator!.region as number)));
    return firstRefusal(
      () => onTheBoard(inv),
      () => unless(onBoard.length > 0, 'rules/no_receiver'),
      () => unless(inReach.length > 0, 'rules/too_far', { cost: nearest, travel: turn.travel }),
      () =>
        unless(
          inReach.some((to) => shippableAssets(inv, state.seats[to].investigator!).length > 0),
          'rules/no_asset',
          { why: 'nothing' },
        ),
    );
  }),
  offer: (state) => {
    const { inv, turn, seat } = turnOf(state, 'move');
    return shipReceivers(state, seat, turn.travel).flatMap((to): Offer[] => {
      const target = state.seats[to].investigator!;
      const assets = shippableAssets(inv, target);
      if (assets.length === 0) return [];
      return [
        {
          code: `${P}/action/ship`,
          params: {
            name: state.seats[to].player.name,
            investigator: target.key,
            cost: shipCost(inv.region as number, target.region as number),
          },
          payload: { to },
          fields: [{ name: 'asset', kind: 'choice', choices: assets.map((a) => ({ value: a, code: `${P}/asset`, params: { asset: a } })) }],
        },
      ];
    });
  },
  decide: (state, { asset, to }) => {
    const { inv, turn, seat } = turnOf(state, 'move');
    const target = state.seats[to]?.investigator;
    if (!target || to === seat || target.region === 'lost' || inv.region === 'lost') return refuse('rules/no_receiver');
    if (!shippableAssets(inv, target).includes(asset)) return refuse('rules/no_asset', { asset });
    const cost = shipCost(inv.region, target.region);
    if (cost > turn.travel) return refuse('rules/too_far', { cost, travel: turn.travel });
    return ok([{ type: 'asset-shipped', data: { seat, to, asset, cost } }]);
  },
});
