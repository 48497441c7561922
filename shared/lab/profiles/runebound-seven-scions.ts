/**
 * The lab's Seven Scions: which Challenge the hero defeated this turn, how a storm card ended, an
 * Event card, the Stormlord fights and the heroes' levels are the table's, as stated chances; the
 * greedy hero awakens a scion and takes a counter whenever offered, otherwise follows the app.
 */
import type { SevenScionsState as S } from '../../rulesets/runebound-seven-scions/state';
import { primaryPolicy, randomPolicy } from '../runner';
import { pickOne } from '../random';
import type { LabProfile, Policy } from '../types';
import { chance, firstThisTurn, offer, report } from './kit';
import { RITUAL_PARAMS, RITUAL_TABLE_ONLY, ritualNews, ritualsEmpowered } from './rituals';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = [
  'storm-step',
  'resolve-storm-card',
  'event-drawn',
  'scion-lost',
  'set-hero-level',
  'stormlord-defeated',
  'hero-knocked-out',
  'heroes-knocked-out',
  'record-combat-values',
  ...RITUAL_TABLE_ONLY,
];

const turnOf = (s: S) => s.round * 10 + s.active;

const table: Policy<S> = (ctx) => {
  const { state } = ctx;
  const turn = turnOf(state);
  const event = offer(ctx, 'event-drawn');
  if (event && firstThisTurn(ctx, 'event', turn) && chance(ctx, 'eventPerTurn')) return report(ctx, event);
  // The hero moves (and may spend dice on Rituals) before the storm step.
  const ritual = state.phase === 'turn' ? ritualNews(ctx, turn, state.players[state.active].id) : null;
  if (ritual) return ritual;
  if (offer(ctx, 'storm-step', { challenge: 'none' })) {
    const challenge = chance(ctx, 'challengePerTurn') ? pickOne(ctx.random, ['green', 'yellow', 'blue']) : 'none';
    return { type: 'storm-step', payload: { challenge } };
  }
  const storm = offer(ctx, 'resolve-storm-card');
  if (storm) {
    const result = chance(ctx, 'stormEvent') ? 'event-resolved' : chance(ctx, 'stormWin') ? 'challenge-defeated' : 'all-knocked-out';
    return { type: 'resolve-storm-card', payload: { result } };
  }
  const lost = offer(ctx, 'scion-lost');
  if (lost && firstThisTurn(ctx, 'scion-lost', turn) && chance(ctx, 'scionLostPerTurn')) return report(ctx, lost);
  const level = offer(ctx, 'set-hero-level');
  if (level) {
    const player = level.fields?.find((f) => f.name === 'player');
    const unset = player?.kind === 'choice' ? player.choices.find((c) => state.levels[String(c.value)] == null) : undefined;
    if (unset) {
      const heroLevel = Math.round((ctx.params.heroLevel ?? 8) * (0.5 + ctx.random()));
      return { type: 'set-hero-level', payload: { player: unset.value, level: heroLevel, gold: Math.floor(ctx.random() * 20) } };
    }
  }
  if (offer(ctx, 'stormlord-defeated')) {
    if (chance(ctx, 'stormlordWin')) return { type: 'stormlord-defeated', payload: {} };
    const knocked = offer(ctx, 'hero-knocked-out') ?? offer(ctx, 'heroes-knocked-out');
    if (knocked) return report(ctx, knocked, { wounds: Math.floor(ctx.random() * 6) });
  }
  return null;
};

/** Awakens a scion and takes a counter whenever the table lets it; otherwise the app's suggested action. */
const greedy: Policy<S> = (ctx) => {
  for (const type of ['awaken-scion', 'take-scion-counter', 'face-stormlords', 'shuffle-stormlords']) {
    const action = offer(ctx, type);
    if (action) return report(ctx, action);
  }
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

export const sevenScionsProfile: LabProfile<S> = {
  rulesetId: 'runebound-seven-scions',
  players: 2,
  params: [
    { key: 'challengePerTurn', code: 'lab/param/challenge-per-turn', kind: 'probability', default: 0.5, min: 0, max: 1 },
    { key: 'stormEvent', code: 'lab/param/storm-event', kind: 'probability', default: 0.3, min: 0, max: 1 },
    { key: 'stormWin', code: 'lab/param/storm-win', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'eventPerTurn', code: 'lab/param/event-card', kind: 'probability', default: 0.15, min: 0, max: 1 },
    { key: 'scionLostPerTurn', code: 'lab/param/scion-lost', kind: 'probability', default: 0.05, min: 0, max: 1 },
    { key: 'stormlordWin', code: 'lab/param/stormlord-win', kind: 'probability', default: 0.5, min: 0, max: 1 },
    { key: 'heroLevel', code: 'lab/param/hero-level', kind: 'integer', default: 8, min: 0, max: 40 },
    ...RITUAL_PARAMS,
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>(TABLE_ONLY) },
  metrics: [
    { key: 'storm', code: 'lab/metric/storm', read: (s) => s.storm.position },
    { key: 'scionsAwake', code: 'lab/metric/scions-awake', read: (s) => s.scions.filter((x) => x.awakenedBy !== null).length },
    { key: 'ritualsEmpowered', code: 'lab/metric/rituals-empowered', read: ritualsEmpowered },
  ],
  winners: (s) => s.endgame?.result?.winners ?? [],
  maxSteps: 2000,
};
