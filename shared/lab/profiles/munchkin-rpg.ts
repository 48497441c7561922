/**
 * The lab's Munchkin RPG: what is behind each door (a monster fought and how the fight went), the
 * boss fight, "Backstab!" and the tally are the table's, as stated chances; store prices, traps and
 * sales are numbers off the cards and not simulated. Greedy: open a door every turn, buy a level when
 * offered, reveal and challenge the boss as soon as the app lets it; random: any offered player action.
 */
import { currentPlayer, type MunchkinState as S } from '../../rulesets/munchkin-rpg/state';
import { primaryPolicy, randomPolicy } from '../runner';

import type { LabProfile, LoggedEvent, Policy, PolicyContext } from '../types';
import { chance, firstThisTurn, offer, report } from './kit';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = ['report-combat', 'report-boss-fight', 'change-level', 'defeat-player', 'handshake', 'backstab', 'enter-tally'];
/** Prices, traps and sales are numbers off the cards the lab does not hold. */
const NOT_SIMULATED = ['sell', 'buy', 'trap-boss', 'throw-item', 'gift-basket', 'use-special', 'retrain', 'polymorph-boss'];

const turnOf = (s: S) => s.round * 10 + s.turnInRound;

/** A fight's result as the table reports it: won, died, or ran away. */
const fightResult = (ctx: PolicyContext<S>, win: string) => (chance(ctx, win) ? 'won' : chance(ctx, 'combatDeath') ? 'died' : 'ran-away');

const table: Policy<S> = (ctx) => {
  const { state } = ctx;
  if (offer(ctx, 'report-boss-fight')) return { type: 'report-boss-fight', payload: { result: fightResult(ctx, 'bossWin') } };
  if (state.phase === 'handshake') {
    const stab = offer(ctx, 'backstab');
    if (stab && state.victors.length > 1 && chance(ctx, 'backstab')) return report(ctx, stab);
    return offer(ctx, 'handshake') ? { type: 'handshake', payload: {} } : null;
  }
  if (state.phase === 'tally') {
    const tally = offer(ctx, 'enter-tally');
    return tally ? report(ctx, tally, { itemValue: Math.floor(ctx.random() * 5000) }) : null;
  }
  const door = `door@${turnOf(state)}`;
  const now = currentPlayer(state);
  if (ctx.memo[door] === 'opened' && now && offer(ctx, 'report-combat', { player: now.id })) {
    ctx.memo[door] = 'reported';
    if (chance(ctx, 'monsterBehindDoor'))
      return { type: 'report-combat', payload: { player: now.id, result: fightResult(ctx, 'combatWin'), levels: 1, treasures: 1 } };
  }
  return null;
};

/** The first of these the app offers (and the table can afford), in this order of greed. */
const GREED = ['challenge-boss', 'reveal-boss', 'buy-level', 'go-up-a-level'];

const greedy: Policy<S> = (ctx) => {
  const { state } = ctx;
  const turn = turnOf(state);
  for (const type of GREED) {
    const action = offer(ctx, type);
    if (action && firstThisTurn(ctx, type, turn)) return report(ctx, action);
  }
  const door = `door@${turn}`;
  const menu = offer(ctx, 'menu-action');
  const now = currentPlayer(state);
  if (!ctx.memo[door] && menu && now && menu.payload?.player === now.id) {
    ctx.memo[door] = 'opened';
    return { type: 'menu-action', payload: { player: now.id, action: 'open-door' } };
  }
  return primaryPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED, 'menu-action'])(ctx);
};

/** Any offered player action; a door it opens is answered by the table like the greedy player's. */
const random: Policy<S> = (ctx) => {
  const choice = randomPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED])(ctx);
  if (choice?.type === 'menu-action' && choice.payload.action === 'open-door') ctx.memo[`door@${turnOf(ctx.state)}`] = 'opened';
  return choice;
};

export const munchkinProfile: LabProfile<S> = {
  rulesetId: 'munchkin-rpg',
  players: 3,
  params: [
    { key: 'monsterBehindDoor', code: 'lab/param/monster-behind-door', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'combatWin', code: 'lab/param/combat-win', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'combatDeath', code: 'lab/param/combat-death', kind: 'probability', default: 0.25, min: 0, max: 1 },
    { key: 'bossWin', code: 'lab/param/boss-win', kind: 'probability', default: 0.4, min: 0, max: 1 },
    { key: 'backstab', code: 'lab/param/backstab', kind: 'probability', default: 0.1, min: 0, max: 1 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random },
  metrics: [
    { key: 'topLevel', code: 'lab/metric/top-level', read: (s) => Math.max(...s.players.map((p) => p.level)) },
    { key: 'bossKills', code: 'lab/metric/boss-kills', read: (s) => s.boss.kills },
  ],
  winners: (s) => s.winners,
  maxSteps: 3000,
  tableRates: [
    // Each fight the table reported: won, died, or ran away (002: a combat's end).
    { key: 'combatWin', read: (log) => share(log, 'combat-ended', (r) => r === 'won') },
    {
      key: 'combatDeath',
      read: (log) =>
        share(
          log,
          'combat-ended',
          (r) => r === 'died',
          (r) => r !== 'won',
        ),
    },
    { key: 'bossWin', read: (log) => share(log, 'boss-fight-ended', (r) => r === 'won') },
  ],
};

/** Events of `type` whose result passes `hit`, out of those whose result passes `among`. */
function share(
  log: readonly LoggedEvent[],
  type: string,
  hit: (result: unknown) => boolean,
  among: (result: unknown) => boolean = () => true,
) {
  const results = log.filter((e) => e.type === type).map((e) => e.data.result);
  const considered = results.filter(among);
  return { count: considered.filter(hit).length, of: considered.length };
}
