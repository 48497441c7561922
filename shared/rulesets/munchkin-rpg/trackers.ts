/** Every number the table may correct by hand (the manifest's tracks): each player's level, gold and action points, and the dungeon boss's enhancers and kills. */
import type { Tracker } from '../../engine/ruleset';
import { manifestTrack } from '../manifest';
import { munchkinManifest } from './manifest';
import { apPerRound } from './rules';
import type { MunchkinState } from './state';

const LEVEL = manifestTrack(munchkinManifest, 'level');
const GOLD = manifestTrack(munchkinManifest, 'gold');
const AP = manifestTrack(munchkinManifest, 'ap');
const ENHANCERS = manifestTrack(munchkinManifest, 'boss/enhancers');
const KILLS = manifestTrack(munchkinManifest, 'boss/kills');

/** The manifest's tracks with the state's values. */
export const trackers = (state: MunchkinState): Tracker[] => [
  ...state.players.flatMap((p) => [
    { id: `${LEVEL.id}/${p.id}`, code: LEVEL.code, params: { name: p.name }, value: p.level, min: LEVEL.min, max: LEVEL.max },
    { id: `${GOLD.id}/${p.id}`, code: GOLD.code, params: { name: p.name }, value: p.gold, min: GOLD.min, max: GOLD.max },
    {
      id: `${AP.id}/${p.id}`,
      code: AP.code,
      params: { name: p.name, per: apPerRound(p.level, p.stats) },
      value: p.ap,
      min: AP.min,
      max: AP.max,
    },
  ]),
  { id: ENHANCERS.id, code: ENHANCERS.code, value: state.boss.enhancerLevels, min: ENHANCERS.min, max: ENHANCERS.max },
  { id: KILLS.id, code: KILLS.code, value: state.boss.kills, min: KILLS.min, max: KILLS.max },
];

export function setTracker(state: MunchkinState, trackerId: string, value: number): MunchkinState {
  const [kind, id] = trackerId.split('/');
  if (kind === 'boss')
    return { ...state, boss: id === 'kills' ? { ...state.boss, kills: value } : { ...state.boss, enhancerLevels: value } };
  const field = kind === 'level' ? 'level' : kind === 'gold' ? 'gold' : kind === 'ap' ? 'ap' : null;
  if (!field) return state;
  return { ...state, players: state.players.map((p) => (p.id === id ? { ...p, [field]: value } : p)) };
}
