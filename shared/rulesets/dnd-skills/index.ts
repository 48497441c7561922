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
import { dndHeadlines } from './headlines';
import { keyTracks } from './key-tracks';

export { clockText } from './rules';

export const dndSkills: RulesetV2<DndState, DndOptions, typeof dndEvents.schemas> = defineRuleset({
  id: 'dnd-skills',
  /** 2: turns count table actions, research days follow the clock, identify is cast (and can fail), forced research defaults to DC 12. */
  version: 2,
  minPlayers: 1,
  maxPlayers: 8,
  optionsSchema: dndOptionsSchema,
  options: [
    { key: 'forcedResearchFirstDc', kind: 'choice', default: 'dc-12', choices: ['dc-12', 'dc-10'], ruling: 'dnd-skills/forced-dc' },
  ],
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
  headlines: dndHeadlines,
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
    { id: 'clock-hours', code: 'dnd/tracker/clock', value: Math.floor(state.clock / 3600), min: 0, max: 100_000 },
    ...(state.research
      ? [
          {
            id: 'research-hours',
            code: 'dnd/tracker/research-hours',
            params: { researcher: state.research.researcher },
            value: state.research.hours,
            min: 0,
            max: hoursForBonus(state.research.wanted),
          },
          {
            id: 'research-today',
            code: 'dnd/tracker/research-today',
            params: { researcher: state.research.researcher },
            value: state.research.hoursToday,
            min: 0,
            max: 24,
          },
        ]
      : []),
    ...state.drawn.map((d, i) => ({
      id: `drawn/${i}`,
      code: 'dnd/tracker/drawn',
      params: { library: d.library, topic: d.topic },
      value: d.bonus,
      min: 0,
      max: 200,
    })),
  ],
  setTracker: (state, trackerId, value) => {
    if (trackerId === 'clock-hours') return { ...state, clock: value * 3600 + (state.clock % 3600) };
    if (trackerId === 'research-hours' && state.research) return { ...state, research: { ...state.research, hours: value } };
    if (trackerId === 'research-today' && state.research)
      return { ...state, research: { ...state.research, hoursToday: value, forcedToday: Math.max(0, value - RESEARCH.freeHoursPerDay) } };
    if (trackerId.startsWith('drawn/')) {
      const index = Number(trackerId.slice(6));
      return { ...state, drawn: state.drawn.map((d, i) => (i === index ? { ...d, bonus: value } : d)) };
    }
    return state;
  },
  /** A turn is a table action: the k-th action the table takes (and what it set off) is turn k. */
  turnInfo: (state) => ({ turn: state.tableActions + 1, phase: PHASE }),
});
