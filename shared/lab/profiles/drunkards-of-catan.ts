/**
 * The lab's Drunkards of Catan: the production dice are the app's (so festivals on doubles come as
 * often as the dice say); barrels built on the board and the end of the Catan game underneath are
 * the table's, as stated chances. Greedy: every holder drinks a barrel as soon as he has two
 * (a resource card now); random: any offered player action.
 */
import type { DrunkardsState as S } from '../../rulesets/drunkards-of-catan/state';
import { primaryPolicy, randomPolicy } from '../runner';
import { pickOne } from '../random';
import type { LabProfile, Policy } from '../types';
import { chance, firstThisTurn, offer } from './kit';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = ['build-barrel', 'end-game'];

const table: Policy<S> = (ctx) => {
  const { state } = ctx;
  const turn = state.rolls;
  const players = state.players.length;
  const round = Math.ceil(turn / Math.max(1, players));
  if (offer(ctx, 'end-game') && firstThisTurn(ctx, 'end', turn) && round >= (ctx.params.pointsRound ?? 15) && chance(ctx, 'pointsChance'))
    return { type: 'end-game', payload: { winner: pickOne(ctx.random, state.players).id } };
  if (turn > 0 && offer(ctx, 'build-barrel') && firstThisTurn(ctx, 'build', turn) && chance(ctx, 'barrelPerTurn'))
    return { type: 'build-barrel', payload: { player: state.players[(turn - 1) % players].id, count: 1 } };
  return null;
};

const greedy: Policy<S> = (ctx) => {
  const drinker = ctx.state.players.find((p) => p.barrels >= 2);
  const drink = offer(ctx, 'drink-barrel');
  if (drinker && drink) {
    const resource = drink.fields?.find((f) => f.name === 'resource');
    const value = resource?.kind === 'choice' ? resource.choices[0]?.value : undefined;
    if (value !== undefined) return { type: 'drink-barrel', payload: { player: drinker.id, resource: value } };
  }
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

export const drunkardsProfile: LabProfile<S> = {
  rulesetId: 'drunkards-of-catan',
  players: 3,
  params: [
    { key: 'barrelPerTurn', code: 'lab/param/barrel-per-turn', kind: 'probability', default: 0.3, min: 0, max: 1 },
    { key: 'pointsRound', code: 'lab/param/points-round', kind: 'integer', default: 15, min: 1, max: 200 },
    { key: 'pointsChance', code: 'lab/param/points-chance', kind: 'probability', default: 0.3, min: 0, max: 1 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>(TABLE_ONLY) },
  metrics: [
    { key: 'barrels', code: 'lab/metric/barrels', read: (s) => s.players.reduce((a, p) => a + p.barrels, 0) },
    { key: 'drinks', code: 'lab/metric/drinks', read: (s) => s.players.reduce((a, p) => a + p.drinks, 0) },
    { key: 'festivals', code: 'lab/metric/festivals', read: (s) => s.festivals },
  ],
  winners: (s) => (s.winner ? [s.winner] : []),
  maxSteps: 2000,
};
