/**
 * The lab's Catan Horror: where monsters walk and which monster a gate brings are the table's
 * (drawn uniformly from what the prompt offers); the greedy table attacks whenever the shown odds
 * are at least 50 % and otherwise follows the app's suggested action.
 */
import type { CatanHorrorState as S } from '../../rulesets/catan-horror/state';
import { choiceOf, defaultFieldValue, primaryPolicy, randomPolicy } from '../runner';
import type { LabProfile, Policy } from '../types';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = ['monster-moved', 'place-monster', 'declare-victory'];

const ATTACKS = ['knights-attack', 'squad-attack', 'attack-gate', 'raze'];

const greedy: Policy<S> = (ctx) => {
  const attack = ctx.prompt.actions
    .filter((a) => ATTACKS.includes(a.type) && (a.odds ?? 0) >= 0.5)
    .sort((a, b) => (b.odds ?? 0) - (a.odds ?? 0))[0];
  if (attack) return choiceOf(attack, defaultFieldValue);
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

/** The Catan game underneath runs on: from round `pointsRound` on, a sane player reaches 10 points with this chance each turn. */
const table: Policy<S> = (ctx) => {
  const claim = ctx.prompt.actions.find((a) => a.type === 'declare-victory');
  if (!claim) return null;
  const round = Math.ceil(ctx.state.turn / Math.max(1, ctx.state.players.length));
  return round >= (ctx.params.pointsRound ?? 20) && ctx.random() < (ctx.params.pointsChance ?? 0.3)
    ? choiceOf(claim, defaultFieldValue)
    : null;
};

export const catanHorrorProfile: LabProfile<S> = {
  rulesetId: 'catan-horror',
  players: 3,
  params: [
    { key: 'pointsRound', code: 'lab/param/points-round', kind: 'integer', default: 20, min: 1, max: 200 },
    { key: 'pointsChance', code: 'lab/param/points-chance', kind: 'probability', default: 0.3, min: 0, max: 1 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>(TABLE_ONLY) },
  metrics: [
    { key: 'townsMad', code: 'lab/metric/towns-mad', read: (s) => s.towns.filter((t) => t.state === 'mad').length },
    {
      key: 'townsInvaded',
      code: 'lab/metric/towns-invaded',
      read: (s) => s.towns.filter((t) => t.state === 'invaded' || t.state === 'assaulted').length,
    },
    { key: 'knightsLost', code: 'lab/metric/knights-lost', read: (s) => s.knights.filter((k) => !k.alive).length },
    { key: 'gatesOpen', code: 'lab/metric/gates-open', read: (s) => s.gates.filter((g) => g.status === 'open').length },
  ],
  // Catan freed from the horror is everyone's win; otherwise the one player named, if any.
  winners: (s) => (s.winner?.code === 'catan-freed' ? s.players.map((p) => p.id) : s.winner?.player ? [s.winner.player] : []),
  maxSteps: 1500,
};
