/**
 * The lab's Advanced Runebound: what the hero meets on the board each turn (an adventure card done
 * and discarded to the doom track, a travel hazard, an Event card, experience, a red challenge kept)
 * and how hazards and Endgame confrontations end are the table's, as stated chances; the greedy hero
 * buys experience whenever he can and otherwise follows the app.
 */
import { HAZARD_NUMBER_RANGE, PLACE_REASONS, TERRAINS } from '../../rulesets/advanced-runebound/data/tables';
import type { AdvancedRuneboundState as S } from '../../rulesets/advanced-runebound/state';
import { primaryPolicy, randomPolicy } from '../runner';
import { pickOne } from '../random';
import type { LabProfile, Policy, PolicyContext } from '../types';
import { chance, firstThisTurn, offer, report } from './kit';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = [
  'place-card',
  'check-hazard',
  'hazard-number',
  'resolve-hazard',
  'draw-event',
  'gain-experience',
  'gold-counted',
  'keep-red-challenge',
  'knocked-out',
  'finish-knockout',
  'correct-card',
  'reshuffle-discards',
  'confrontation',
];

const turnOf = (s: S) => s.round * 10 + s.seat;

/** A card's colour as the table draws it: red with the stated share, else green, yellow or blue alike. */
const cardColour = (ctx: PolicyContext<S>) => (chance(ctx, 'redShare') ? 'red' : pickOne(ctx.random, ['green', 'yellow', 'blue']));

/** Each kind of news once a turn, with its stated chance. */
const news = (ctx: PolicyContext<S>, kind: string, param: string) => firstThisTurn(ctx, kind, turnOf(ctx.state)) && chance(ctx, param);

const table: Policy<S> = (ctx) => {
  const { state } = ctx;
  if (offer(ctx, 'finish-knockout')) return { type: 'finish-knockout', payload: {} };
  if (offer(ctx, 'hazard-number'))
    return { type: 'hazard-number', payload: { symbols: HAZARD_NUMBER_RANGE.min + Math.floor(ctx.random() * 6) } };
  if (state.hazard?.stage === 'resolve') {
    if (chance(ctx, 'challengeWin')) return { type: 'resolve-hazard', payload: { kind: 'challenge-defeated', experience: 1 } };
    return { type: 'resolve-hazard', payload: { kind: 'challenge-failed', knockedOut: chance(ctx, 'knockout') } };
  }
  const confront = offer(ctx, 'confrontation', { result: 'defeated' });
  if (confront) {
    if (chance(ctx, 'confrontWin'))
      return offer(ctx, 'confrontation', { result: 'margath' }) && chance(ctx, 'confrontWin')
        ? { type: 'confrontation', payload: { result: 'margath' } }
        : { type: 'confrontation', payload: { result: 'defeated', reward: 0 } };
    return { type: 'confrontation', payload: { result: 'failed' } };
  }
  if (state.phase === 'endgame-order') {
    // Each hero's gold is counted once, before the order is set.
    const gold = ctx.prompt.actions.find((a) => a.type === 'gold-counted' && !ctx.memo[`gold:${String(a.payload?.player)}`]);
    if (!gold) return null;
    ctx.memo[`gold:${String(gold.payload?.player)}`] = true;
    return report(ctx, gold, { gold: Math.floor(ctx.random() * 20) });
  }
  if (state.phase !== 'play' || state.hazard) return null;
  const hero = state.heroes[state.seat];
  if (offer(ctx, 'check-hazard') && news(ctx, 'travel', 'hazardPerTurn'))
    return { type: 'check-hazard', payload: { player: hero.id, terrain: pickOne(ctx.random, TERRAINS) } };
  if (offer(ctx, 'place-card') && news(ctx, 'adventure', 'adventurePerTurn'))
    return { type: 'place-card', payload: { colour: cardColour(ctx), reason: pickOne(ctx.random, PLACE_REASONS) } };
  const event = offer(ctx, 'draw-event');
  if (event && news(ctx, 'event', 'eventPerTurn'))
    return { type: 'draw-event', payload: { colour: cardColour(ctx), eventNumber: 1 + Math.floor(ctx.random() * 60) } };
  const experience = offer(ctx, 'gain-experience');
  if (experience && news(ctx, 'experience', 'experiencePerTurn')) return report(ctx, experience, { points: 1 });
  if (offer(ctx, 'keep-red-challenge') && news(ctx, 'red', 'redPerTurn'))
    return { type: 'keep-red-challenge', payload: { player: hero.id } };
  return null;
};

/** Buys experience whenever it is offered, sets the Endgame order; otherwise the app's suggested action (the turn ends). */
const greedy: Policy<S> = (ctx) => {
  const buy = offer(ctx, 'buy-experience');
  if (buy && firstThisTurn(ctx, 'buy', turnOf(ctx.state))) return report(ctx, buy);
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

export const advancedRuneboundProfile: LabProfile<S> = {
  rulesetId: 'advanced-runebound',
  players: 2,
  params: [
    { key: 'adventurePerTurn', code: 'lab/param/adventure-per-turn', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'redShare', code: 'lab/param/red-share', kind: 'probability', default: 0.1, min: 0, max: 1 },
    { key: 'hazardPerTurn', code: 'lab/param/hazard-per-turn', kind: 'probability', default: 0.25, min: 0, max: 1 },
    { key: 'challengeWin', code: 'lab/param/challenge-win', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'knockout', code: 'lab/param/knockout', kind: 'probability', default: 0.2, min: 0, max: 1 },
    { key: 'eventPerTurn', code: 'lab/param/event-card', kind: 'probability', default: 0.15, min: 0, max: 1 },
    { key: 'experiencePerTurn', code: 'lab/param/experience', kind: 'probability', default: 0.3, min: 0, max: 1 },
    { key: 'redPerTurn', code: 'lab/param/red-per-turn', kind: 'probability', default: 0.02, min: 0, max: 1 },
    { key: 'confrontWin', code: 'lab/param/confront-win', kind: 'probability', default: 0.5, min: 0, max: 1 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>(TABLE_ONLY) },
  metrics: [
    { key: 'doomCards', code: 'lab/metric/doom-cards', read: (s) => s.track.length },
    { key: 'doomCounters', code: 'lab/metric/doom-counters', read: (s) => s.doomCounters },
  ],
  winners: (s) => s.outcome?.winners ?? [],
  maxSteps: 3000,
};
