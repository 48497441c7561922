/**
 * The lab's D&D skill variants: a simulated "game" is one library research project (002 research
 * rules: 2 hours a point of bonus, forced research when tired, one check at the end), from the
 * table's character and library numbers to the check. The d20 is the app's, so the check comes off
 * as the dice say; the lab measures how long a project takes and how often it succeeds.
 * Greedy: research as the app suggests, take 10 when that cannot fail; random: any research step.
 */
import type { DndState as S } from '../../rulesets/dnd-skills/state';
import { primaryPolicy, randomPolicy } from '../runner';
import type { LabProfile, Policy } from '../types';
import { offer } from './kit';

/** The table's own numbers (character, library): reported from the stated parameters. */
const TABLE_ONLY = ['start-research'];
/** The other variants (harvesting, taunting, identify) are not part of a research project. */
const NOT_SIMULATED = [
  'harvest',
  'sell-harvest',
  'preserve-harvest',
  'declare-taunt',
  'pep-talk',
  'roll-intimidate',
  'roll-will-save',
  'withdraw-taunt',
  'end-reckless',
  'detect-magic',
  'roll-spellcraft',
  'drop-detection',
  'cast-identify',
  'pass-time',
  'abandon-research',
];

const table: Policy<S> = (ctx) => {
  const { state, params } = ctx;
  if (state.research || state.researchLog.length > 0 || !offer(ctx, 'start-research')) return null;
  return {
    type: 'start-research',
    payload: {
      researcher: state.players[0].id,
      topic: 'Lab topic',
      library: 'Lab library',
      newTopic: true,
      newLibrary: true,
      preset: 'custom',
      libraryBonus: params.libraryBonus ?? 8,
      wanted: params.wanted ?? 6,
      knowledgeModifier: params.knowledge ?? 5,
      trained: true,
      conModifier: params.con ?? 1,
      dc: params.dc ?? 24,
    },
  };
};

const greedy: Policy<S> = (ctx) => {
  const sure = offer(ctx, 'research-check', { take10: true });
  if (sure?.odds === 1) return { type: 'research-check', payload: { take10: true } };
  return primaryPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED])(ctx);
};

export const dndSkillsProfile: LabProfile<S> = {
  rulesetId: 'dnd-skills',
  players: 1,
  params: [
    { key: 'knowledge', code: 'lab/param/knowledge', kind: 'integer', default: 5, min: -5, max: 40 },
    { key: 'con', code: 'lab/param/con', kind: 'integer', default: 1, min: -5, max: 10 },
    { key: 'libraryBonus', code: 'lab/param/library-bonus', kind: 'integer', default: 8, min: 1, max: 60 },
    { key: 'wanted', code: 'lab/param/wanted', kind: 'integer', default: 6, min: 0, max: 60 },
    { key: 'dc', code: 'lab/param/dc', kind: 'integer', default: 24, min: 0, max: 80 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random: randomPolicy<S>([...TABLE_ONLY, ...NOT_SIMULATED]) },
  metrics: [
    { key: 'hours', code: 'lab/metric/research-hours', read: (s) => s.research?.hours ?? s.researchLog.at(-1)?.hours ?? 0 },
    { key: 'days', code: 'lab/metric/research-days', read: (s) => s.research?.day ?? s.researchLog.at(-1)?.days ?? 0 },
  ],
  checkSucceeded: (type, events) => {
    if (type !== 'research-check') return null;
    const checked = events.find((e) => e.type === 'research-checked');
    return checked && checked.data.take10 !== true ? Boolean(checked.data.success) : null;
  },
  ending: (s) => {
    const done = s.researchLog.at(-1);
    if (!done) return null;
    return done.success ? { result: 'won', code: 'lab/ending/research-succeeded' } : { result: 'lost', code: 'lab/ending/research-failed' };
  },
  maxSteps: 400,
};
