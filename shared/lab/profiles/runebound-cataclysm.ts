/**
 * The lab's Cataclysm: whether a hero beats a drawn curse card (Level I or the Level III card) and
 * whether a revealed quest is fulfilled this turn are the table's, as stated chances; the greedy
 * hero attempts a curse card on every turn he can (the Level III card first), the random one picks
 * blindly among what is offered.
 */
import { victoryPoints } from '../../rulesets/runebound-cataclysm/rules';
import type { CataclysmState as S } from '../../rulesets/runebound-cataclysm/state';
import { primaryPolicy, randomPolicy } from '../runner';
import type { LabProfile, Policy } from '../types';
import { chance, firstThisTurn, offer, report } from './kit';
import { RITUAL_PARAMS, RITUAL_TABLE_ONLY, ritualNews, ritualsEmpowered } from './rituals';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = ['curse-result', 'claim-quest', ...RITUAL_TABLE_ONLY];
/** The numbers of a market step or a trade are the table's to enter; the lab's heroes do not shop. */
const NOT_SIMULATED = ['market-step', 'trade'];

const turnOf = (s: S) => s.round * 10 + s.active;

const table: Policy<S> = (ctx) => {
  const { state } = ctx;
  if (state.attempt && offer(ctx, 'curse-result'))
    return { type: 'curse-result', payload: { success: chance(ctx, state.attempt.level === 3 ? 'curseWinThree' : 'curseWinOne') } };
  const quest = offer(ctx, 'claim-quest');
  if (quest && firstThisTurn(ctx, 'quest', turnOf(state)) && chance(ctx, 'questPerTurn')) return report(ctx, quest);
  return state.phase === 'turn' ? ritualNews(ctx, turnOf(state), state.players[state.active].id) : null;
};

/** Attempts the Level III card when offered, else a Level I card, once a turn; otherwise the app's suggested action. */
const greedy: Policy<S> = (ctx) => {
  const attempt = offer(ctx, 'attempt-curse', { level: 3 }) ?? offer(ctx, 'attempt-curse', { level: 1 });
  if (attempt && firstThisTurn(ctx, 'attempt', turnOf(ctx.state))) return report(ctx, attempt);
  return primaryPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED, 'attempt-curse'])(ctx);
};

export const cataclysmProfile: LabProfile<S> = {
  rulesetId: 'runebound-cataclysm',
  players: 3,
  params: [
    { key: 'curseWinOne', code: 'lab/param/curse-win-one', kind: 'probability', default: 0.6, min: 0, max: 1 },
    { key: 'curseWinThree', code: 'lab/param/curse-win-three', kind: 'probability', default: 0.35, min: 0, max: 1 },
    { key: 'questPerTurn', code: 'lab/param/quest-per-turn', kind: 'probability', default: 0.1, min: 0, max: 1 },
    ...RITUAL_PARAMS,
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED]) },
  metrics: [
    { key: 'leaderVp', code: 'lab/metric/leader-vp', read: (s) => Math.max(...s.players.map((p) => victoryPoints(s, p.id))) },
    {
      key: 'townsCursed',
      code: 'lab/metric/towns-cursed',
      read: (s) => Object.values(s.towns).filter((t) => t !== null && t !== 'destroyed').length,
    },
    { key: 'ritualsEmpowered', code: 'lab/metric/rituals-empowered', read: ritualsEmpowered },
  ],
  // Every curse lifted before anyone reaches the target leaves only the market's points, which the lab does not play: stop early.
  winners: (s) => (s.winner ? [s.winner] : []),
  maxSteps: 600,
};
