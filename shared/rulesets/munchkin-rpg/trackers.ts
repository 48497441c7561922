/** Every number the table may correct by hand: each player's level, gold and action points, and the dungeon boss's enhancers and kills. */
import type { Tracker } from '../../engine/ruleset';
import { apPerRound } from './rules';
import type { MunchkinState } from './state';

export const trackers = (state: MunchkinState): Tracker[] => [
  ...state.players.flatMap((p) => [
    { id: `level/${p.id}`, code: 'munchkin/tracker/level', params: { name: p.name }, value: p.level, min: 1, max: 99 },
    { id: `gold/${p.id}`, code: 'munchkin/tracker/gold', params: { name: p.name }, value: p.gold, min: 0, max: 1_000_000 },
    {
      id: `ap/${p.id}`,
      code: 'munchkin/tracker/ap',
      params: { name: p.name, per: apPerRound(p.level, p.stats) },
      value: p.ap,
      min: 0,
      max: 20,
    },
  ]),
  { id: 'boss/enhancers', code: 'munchkin/tracker/boss-enhancers', value: state.boss.enhancerLevels, min: -100, max: 200 },
  { id: 'boss/kills', code: 'munchkin/tracker/boss-kills', value: state.boss.kills, min: 0, max: 50 },
];

export function setTracker(state: MunchkinState, trackerId: string, value: number): MunchkinState {
  const [kind, id] = trackerId.split('/');
  if (kind === 'boss')
    return { ...state, boss: id === 'kills' ? { ...state.boss, kills: value } : { ...state.boss, enhancerLevels: value } };
  const field = kind === 'level' ? 'level' : kind === 'gold' ? 'gold' : kind === 'ap' ? 'ap' : null;
  if (!field) return state;
  return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, [field]: value } : p)) };
}
