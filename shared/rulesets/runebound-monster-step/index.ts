/** The `runebound-monster-step` ruleset: the solo Runebound variant's Monster Step, Terror and Doom tracks. */
import type { OptionDescriptor, Tracker } from '../../engine/ruleset';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { RULES } from './data/charts';
import { reduce } from './apply';
import { monsterStepEvents } from './events';
import { outcome, react } from './chain';
import { instruction } from './prompt';
import { initialState, optionsSchema, type MonsterStepOptions, type MonsterStepState, type S } from './state';
import { adventureDone, dragonRuneGained, eventCardInPlay, experienceDone, heroMoved, marketDone } from './actions/hero-turn';
import { cancelLairCheck, fightMonster, planLairCheck, rollLairCheck, sealLair } from './actions/lairs';
import { monsterEnteredCity, monstersMoved, movementDieShown, rollLairChart, rollMovementCheck } from './actions/monster-step';
import { discardAlly, faceMargath, rollCityChart } from './actions/settle';
import { monsterStepHeadlines } from './headlines';
import { monsterStepPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';

const RULING = 'Runebound: Monster Step';

export const options: readonly OptionDescriptor[] = [
  {
    key: 'doomLength',
    kind: 'integer',
    default: RULES.doomLength.default,
    min: RULES.doomLength.min,
    max: RULES.doomLength.max,
    ruling: RULING,
  },
  { key: 'lairCheckOneDie', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
  { key: 'noMarkerToOutskirts', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
  { key: 'simpleMonsterMovement', kind: 'boolean', default: false, houseRule: true, ruling: RULING },
  { key: 'cityChartClosesHeldCity', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/20' },
  { key: 'sealWhileStaying', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/22' },
  { key: 'seekingEventsRaiseTerror', kind: 'boolean', default: false, houseRule: true, ruling: 'rms/ruling/16' },
];

function trackers(state: S): Tracker[] {
  const list: Tracker[] = [
    {
      id: 'doom',
      code: 'rms/tracker/doom',
      params: { length: state.options.doomLength },
      value: state.doom,
      min: 0,
      max: state.options.doomLength,
    },
    { id: 'terror', code: 'rms/tracker/terror', value: state.terror, min: 0, max: RULES.terrorMax },
    {
      id: 'outskirts',
      code: 'rms/tracker/outskirts',
      value: Math.min(state.outskirts, RULES.outskirtsLimit - 1),
      min: 0,
      max: RULES.outskirtsLimit - 1,
    },
    { id: 'experience', code: 'rms/tracker/experience', value: state.hero.experience, min: 0, max: 30 },
    { id: 'dragon-runes', code: 'rms/tracker/dragon-runes', value: state.hero.dragonRunes, min: 0, max: RULES.dragonRunesToWin },
  ];
  for (const m of state.monsters) {
    if (m.city === null || m.turnsLeft === null) continue;
    list.push({
      id: `timer-${m.id}`,
      code: 'rms/tracker/city-timer',
      params: { city: m.city, monster: m.id },
      value: m.turnsLeft,
      min: 1,
      max: RULES.cityCountdown,
    });
  }
  return list;
}

/** A correction by hand: sets the number, with no chain reaction (the table is putting the app right). */
function setTracker(state: S, id: string, value: number): S {
  switch (id) {
    case 'doom':
      return { ...state, doom: value };
    case 'terror':
      return { ...state, terror: value };
    case 'outskirts':
      return { ...state, outskirts: value };
    case 'experience':
      return { ...state, hero: { ...state.hero, experience: value } };
    case 'dragon-runes':
      return { ...state, hero: { ...state.hero, dragonRunes: value } };
    default: {
      const monster = Number(id.replace(/^timer-/, ''));
      return { ...state, monsters: state.monsters.map((m) => (m.id === monster && m.city !== null ? { ...m, turnsLeft: value } : m)) };
    }
  }
}

/**
 * House rules or the Doom track's length changed mid-campaign. A track shortened to the Doom already
 * on it is full: Margath must be faced, as when the track fills (000:78, ruling 24); lengthened past
 * it, Margath no longer waits.
 */
export function withOptions(state: S, opts: unknown): S {
  const parsed = optionsSchema.safeParse(opts ?? {});
  if (!parsed.success) return state;
  const options = parsed.data;
  const doom = Math.min(state.doom, options.doomLength);
  const full = doom >= options.doomLength && state.margath === 'waiting';
  const waiting = state.pending.some((p) => p.kind === 'face-margath');
  const pending =
    full && !waiting
      ? [{ kind: 'face-margath' as const }, ...state.pending]
      : !full && waiting
        ? state.pending.filter((p) => p.kind !== 'face-margath')
        : state.pending;
  return { ...state, options, doom, pending };
}

export const runeboundMonsterStep: RulesetV2<MonsterStepState, MonsterStepOptions, typeof monsterStepEvents.schemas> = defineRuleset({
  id: 'runebound-monster-step',
  /** 2: City chart re-rolls held cities, Tom's Terror order, sealing in the closing turn, movement faces (events of version 1 replay unchanged). */
  version: 2,
  minPlayers: 1,
  maxPlayers: 1,
  optionsSchema,
  options,
  events: monsterStepEvents,
  keyTracks,
  headlines: monsterStepHeadlines,
  playerRecords: monsterStepPlayerRecords,
  setup: (opts, players) => {
    const parsed = optionsSchema.safeParse(opts ?? {});
    if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
    return ok(initialState(parsed.data, players));
  },
  // In the order the prompt lists them: what the chain owes, the turn's steps, the Monster Step, then anytime reports.
  actions: {
    'face-margath': faceMargath,
    'roll-city-chart': rollCityChart,
    'discard-ally': discardAlly,
    'fight-monster': fightMonster,
    'hero-moved': heroMoved,
    'plan-lair-check': planLairCheck,
    'roll-lair-check': rollLairCheck,
    'cancel-lair-check': cancelLairCheck,
    'seal-lair': sealLair,
    'adventure-done': adventureDone,
    'market-done': marketDone,
    'experience-done': experienceDone,
    'roll-lair-chart': rollLairChart,
    'roll-movement-check': rollMovementCheck,
    'monster-entered-city': monsterEnteredCity,
    'monsters-moved': monstersMoved,
    'movement-die-shown': movementDieShown,
    'event-card-in-play': eventCardInPlay,
    'dragon-rune-gained': dragonRuneGained,
  },
  reduce,
  react,
  instruction,
  trackers,
  setTracker,
  withOptions,
  turnInfo: (state) => ({ turn: state.turn, phase: `rms/phase/${state.step}` }),
  outcome,
});
