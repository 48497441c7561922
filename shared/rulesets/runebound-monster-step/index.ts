/** The `runebound-monster-step` ruleset: the solo Runebound variant's Monster Step, Terror and Doom tracks. */
import type { Tracker } from '../../engine/ruleset';
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { reduce } from './apply';
import { monsterStepEvents } from './events';
import { outcome, react } from './chain';
import { instruction } from './prompt';
import { initialState, optionsSchema, type MonsterStepOptions, type MonsterStepState, type S } from './state';
import { adventureDone, dragonRuneGained, eventCardInPlay, experienceDone, heroMoved, marketDone } from './actions/hero-turn';
import { cancelLairCheck, fightMonster, planLairCheck, rollLairCheck, sealLair } from './actions/lairs';
import { monsterEnteredCity, monstersMoved, movementDieShown, rollLairChart, rollMovementCheck } from './actions/monster-step';
import { discardAlly, faceMargath, rollCityChart } from './actions/settle';
import { monsterStepManifest } from './manifest';
import { manifestTrack, phaseCode, type ManifestTrack } from '../manifest';
import { monsterStepPlayerRecords } from './player-records';
import { keyTracks } from './key-tracks';

const [DOOM, TERROR, OUTSKIRTS, EXPERIENCE, DRAGON_RUNES, TIMER] = [
  'doom',
  'terror',
  'outskirts',
  'experience',
  'dragon-runes',
  'timer',
].map((id) => manifestTrack(monsterStepManifest, id));

/** The manifest's tracks with the state's values: Doom as long as the game's option, a timer per monster in a city. */
function trackers(state: S): Tracker[] {
  const shared = (track: ManifestTrack, value: number, max = track.max): Tracker => ({
    id: track.id,
    code: track.code,
    value,
    min: track.min,
    max,
  });
  const list: Tracker[] = [
    { ...shared(DOOM, state.doom, state.options.doomLength), params: { length: state.options.doomLength } },
    shared(TERROR, state.terror),
    shared(OUTSKIRTS, Math.min(state.outskirts, OUTSKIRTS.max)),
    shared(EXPERIENCE, state.hero.experience),
    shared(DRAGON_RUNES, state.hero.dragonRunes),
  ];
  for (const m of state.monsters) {
    if (m.city === null || m.turnsLeft === null) continue;
    list.push({
      id: `${TIMER.id}-${m.id}`,
      code: TIMER.code,
      params: { city: m.city, monster: m.id },
      value: m.turnsLeft,
      min: TIMER.min,
      max: TIMER.max,
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
  // Its version (and why it is 2), players and options: the manifest's.
  id: monsterStepManifest.id,
  version: monsterStepManifest.version,
  minPlayers: monsterStepManifest.players.min,
  maxPlayers: monsterStepManifest.players.max,
  optionsSchema,
  options: monsterStepManifest.options,
  events: monsterStepEvents,
  keyTracks,
  headlines: monsterStepManifest.headlines,
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
  turnInfo: (state) => ({ turn: state.turn, phase: phaseCode(monsterStepManifest, state.step) }),
  outcome,
});
