/**
 * The lab's Eldritch Express: every die is the app's, so the table answers nothing here; the
 * greedy table follows the app's suggested action and values, the random one picks blindly.
 */
import type { EldritchState as S } from '../../rulesets/eldritch-express/state';
import { primaryPolicy, randomPolicy } from '../runner';
import type { LabProfile } from '../types';

export const eldritchExpressProfile: LabProfile<S> = {
  rulesetId: 'eldritch-express',
  players: 2,
  params: [],
  table: () => null,
  tableOnly: [],
  policies: { greedy: primaryPolicy<S>(), random: randomPolicy<S>() },
  metrics: [
    { key: 'doom', code: 'lab/metric/doom', read: (s) => s.doom },
    { key: 'elderSign', code: 'lab/metric/elder-sign', read: (s) => s.elderSign },
    { key: 'omen', code: 'lab/metric/omen', read: (s) => s.omen },
    { key: 'retired', code: 'lab/metric/investigators-lost', read: (s) => s.retired.length },
  ],
  maxSteps: 3000,
};
