/**
 * The lab's add-ons tracker (VA 46-49 beside any Runebound game): it has no game of its own to end,
 * so the lab plays the Rituals and Runes tracker alone — heroes acquire Rituals and spend movement
 * dice on them — and a run ends once each hero has empowered a Ritual. The
 * add-ons' part in a whole game is simulated through Seven Scions and Cataclysm with the add-ons on.
 */
import { isEmpowered } from '../../kits/runebound-addons/rituals';
import type { RuneboundAddonsState as S } from '../../rulesets/runebound-addons/index';
import { primaryPolicy } from '../runner';
import type { LabProfile, Policy } from '../types';
import { offer } from './kit';
import { RITUAL_PARAMS, RITUAL_TABLE_ONLY, ritualNews, ritualsEmpowered } from './rituals';

/** The lab's own turn count: the tracker keeps none, so each hero's roll of the movement dice is one. */
const labTurn = (memo: Record<string, unknown>) => (memo.turn as number | undefined) ?? 0;

const table: Policy<S> = (ctx) => {
  const { state, memo } = ctx;
  if (offer(ctx, 'setup-done')) return { type: 'setup-done', payload: {} };
  // Turns where the dice fit nothing pass quietly: on to the next hero's roll.
  for (let tries = 0; tries < 200; tries++) {
    const turn = labTurn(memo);
    const hero = state.players[turn % state.players.length];
    const news = ritualNews(ctx, turn, hero.id);
    if (news) return news;
    memo.turn = turn + 1;
  }
  return null;
};

/** No player decides anything on the tracker beyond what the table reports: both policies leave it to the table. */
const waiting: Policy<S> = (ctx) => primaryPolicy<S>(RITUAL_TABLE_ONLY)(ctx);

export const runeboundAddonsProfile: LabProfile<S> = {
  rulesetId: 'runebound-addons',
  players: 2,
  params: [{ ...RITUAL_PARAMS[0], default: 0.3 }, RITUAL_PARAMS[1]],
  table,
  tableOnly: RITUAL_TABLE_ONLY,
  policies: { greedy: waiting, random: waiting },
  metrics: [
    { key: 'rituals', code: 'lab/metric/rituals', read: (s) => s.addons.rituals.length },
    { key: 'ritualsEmpowered', code: 'lab/metric/rituals-empowered', read: ritualsEmpowered },
  ],
  ending: (s) =>
    s.phase === 'play' && s.players.every((p) => s.addons.rituals.some((r) => r.owner === p.id && isEmpowered(r)))
      ? { result: 'ended', code: 'lab/ending/rituals-empowered' }
      : null,
  maxSteps: 2000,
};
