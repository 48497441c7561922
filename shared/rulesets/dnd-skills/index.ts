/** The `dnd-skills` ruleset: a D&D 3.5 skill toolkit — harvesting, library research, taunting and cheaper identify. */
import { defineRuleset, type RulesetV2 } from '../../engine/define';
import { ok, refuse } from '../../engine/result';
import { passTime } from './actions/time';
import { harvest, preserveHarvest, sellHarvest } from './actions/harvesting';
import { abandonResearch, pushOn, research, researchCheck, sleep, startResearch } from './actions/research';
import { declareTaunt, endReckless, pepTalk, rollIntimidate, rollWillSave, withdrawTaunt } from './actions/taunting';
import { castIdentify, detectMagic, dropDetection, rollSpellcraft } from './actions/identify';
import { RESEARCH } from './data/research';
import { dndEvents } from './events';
import { instruction, PHASE } from './instruction';
import { react } from './react';
import { reduce } from './reduce';
import { hoursForBonus } from './rules';
import { dndOptionsSchema, type DndOptions, type DndState } from './state';
import { dndManifest } from './manifest';
import { manifestTrack } from '../manifest';
import { keyTracks } from './key-tracks';

export { clockText } from './rules';

const CLOCK = manifestTrack(dndManifest, 'clock-hours');
const RESEARCH_HOURS = manifestTrack(dndManifest, 'research-hours');
const RESEARCH_TODAY = manifestTrack(dndManifest, 'research-today');
const DRAWN = manifestTrack(dndManifest, 'drawn');

export const dndSkills: RulesetV2<DndState, DndOptions, typeof dndEvents.schemas> = defineRuleset({
  // Its version (and why it is 2), players and options: the manifest's.
  id: dndManifest.id,
  version: dndManifest.version,
  minPlayers: dndManifest.players.min,
  maxPlayers: dndManifest.players.max,
  optionsSchema: dndOptionsSchema,
  options: dndManifest.options,
  setup: (options, players) => {
    const parsed = dndOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return refuse('rules/invalid_options');
    return ok({
      options: parsed.data,
      players: players.map((p) => ({ id: p.id, name: p.name })),
      clock: 0,
      nextId: 1,
      harvests: [],
      research: null,
      drawn: [],
      researchLog: [],
      taunt: null,
      lockouts: [],
      reckless: [],
      detection: null,
      identifies: [],
      tableActions: 0,
    });
  },
  withOptions: (state, options) => {
    const parsed = dndOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data } : state;
  },
  events: dndEvents,
  headlines: dndManifest.headlines,
  keyTracks,
  /** In the prompt's order: the rolls owed first (taunt, detection, research), then the calculators. */
  actions: {
    'roll-intimidate': rollIntimidate,
    'withdraw-taunt': withdrawTaunt,
    'roll-will-save': rollWillSave,
    'roll-spellcraft': rollSpellcraft,
    'drop-detection': dropDetection,
    research,
    'push-on': pushOn,
    sleep,
    'research-check': researchCheck,
    'abandon-research': abandonResearch,
    harvest,
    'start-research': startResearch,
    'declare-taunt': declareTaunt,
    'pep-talk': pepTalk,
    'detect-magic': detectMagic,
    'sell-harvest': sellHarvest,
    'preserve-harvest': preserveHarvest,
    'cast-identify': castIdentify,
    'end-reckless': endReckless,
    'pass-time': passTime,
  },
  reduce,
  react,
  instruction,
  trackers: (state) => [
    { id: CLOCK.id, code: CLOCK.code, value: Math.floor(state.clock / 3600), min: CLOCK.min, max: CLOCK.max },
    ...(state.research
      ? [
          {
            id: RESEARCH_HOURS.id,
            code: RESEARCH_HOURS.code,
            params: { researcher: state.research.researcher },
            value: state.research.hours,
            min: RESEARCH_HOURS.min,
            // Its top is the session's own: the hours to the bonus it wants.
            max: hoursForBonus(state.research.wanted),
          },
          {
            id: RESEARCH_TODAY.id,
            code: RESEARCH_TODAY.code,
            params: { researcher: state.research.researcher },
            value: state.research.hoursToday,
            min: RESEARCH_TODAY.min,
            max: RESEARCH_TODAY.max,
          },
        ]
      : []),
    ...state.drawn.map((d, i) => ({
      id: `${DRAWN.id}/${i}`,
      code: DRAWN.code,
      params: { library: d.library, topic: d.topic },
      value: d.bonus,
      min: DRAWN.min,
      max: DRAWN.max,
    })),
  ],
  setTracker: (state, trackerId, value) => {
    if (trackerId === CLOCK.id) return { ...state, clock: value * 3600 + (state.clock % 3600) };
    if (trackerId === RESEARCH_HOURS.id && state.research) return { ...state, research: { ...state.research, hours: value } };
    if (trackerId === RESEARCH_TODAY.id && state.research)
      return { ...state, research: { ...state.research, hoursToday: value, forcedToday: Math.max(0, value - RESEARCH.freeHoursPerDay) } };
    if (trackerId.startsWith(`${DRAWN.id}/`)) {
      const index = Number(trackerId.slice(DRAWN.id.length + 1));
      return { ...state, drawn: state.drawn.map((d, i) => (i === index ? { ...d, bonus: value } : d)) };
    }
    return state;
  },
  /** A turn is a table action: the k-th action the table takes (and what it set off) is turn k. */
  turnInfo: (state) => ({ turn: state.tableActions + 1, phase: PHASE }),
});
