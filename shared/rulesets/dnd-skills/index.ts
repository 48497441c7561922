/** The `dnd-skills` ruleset: a D&D 3.5 skill toolkit — harvesting, library research, taunting and cheaper identify. */
import type { PromptAction, PromptChoice, Ruleset, RulesEvent } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { d20 } from './actions/common';
import { passTime } from './actions/time';
import { harvest, preserveHarvest, sellHarvest } from './actions/harvesting';
import { abandonResearch, nextForcedDc, pushOn, research, researchCheck, sleep, startResearch } from './actions/research';
import { declareTaunt, endReckless, pepTalk, rollIntimidate, rollWillSave, withdrawTaunt } from './actions/taunting';
import { detectMagic, dropDetection, rollSpellcraft } from './actions/identify';
import { CREATURE_TYPES } from './data/harvest';
import { LIBRARY_PRESETS, RESEARCH } from './data/research';
import { TAUNT } from './data/taunt-identify';
import { bonusAfter, d20Odds, harvestWorth, hoursForBonus } from './rules';
import { applyDnd, dndOptionsSchema, type DndOptions, type DndState } from './state';

const PHASE = 'dnd/toolkit';

function calculators(state: DndState): PromptAction[] {
  const pcs: PromptChoice[] = state.players.map((p) => ({ value: p.id, code: 'dnd/pc', params: { name: p.name } }));
  const actions: PromptAction[] = [
    {
      type: 'harvest', code: 'dnd/harvest', dice: { dice: [d20] },
      fields: [
        { name: 'harvester', kind: 'choice', choices: pcs },
        { name: 'creature', kind: 'text', maxLength: 60 },
        { name: 'creatureType', kind: 'choice', choices: CREATURE_TYPES.map((t) => ({ value: t, code: `dnd/creature/${t}` })) },
        { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'synergyRanks', kind: 'boolean', default: false },
        { name: 'synergyAbility', kind: 'boolean', default: false },
        { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0 },
        { name: 'decays', kind: 'boolean', default: true },
      ],
    },
  ];
  if (!state.research) {
    actions.push({
      type: 'start-research', code: 'dnd/start-research',
      fields: [
        { name: 'researcher', kind: 'choice', choices: pcs },
        { name: 'topic', kind: 'text', maxLength: 60 },
        { name: 'library', kind: 'text', maxLength: 60 },
        { name: 'preset', kind: 'choice', choices: [...LIBRARY_PRESETS.map((l) => ({ value: l.id, code: `dnd/library/${l.id}`, params: { bonus: l.bonus } })), { value: 'custom', code: 'dnd/library/custom' }] },
        { name: 'libraryBonus', kind: 'number', min: 1, max: 60, default: 8 },
        { name: 'wanted', kind: 'number', min: 0, max: 60, default: 0 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'trained', kind: 'boolean', default: true },
        { name: 'conModifier', kind: 'number', min: -5, max: 20, default: 0 },
        { name: 'dc', kind: 'number', min: 0, max: 80, default: 15 },
      ],
    });
  }
  if (!state.taunt) {
    actions.push(
      {
        type: 'declare-taunt', code: 'dnd/declare-taunt',
        fields: [
          { name: 'intimidator', kind: 'choice', choices: pcs },
          { name: 'target', kind: 'text', maxLength: 60 },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
          { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
        ],
      },
      { type: 'pep-talk', code: 'dnd/pep-talk', fields: [{ name: 'intimidator', kind: 'choice', choices: pcs }, { name: 'target', kind: 'text', maxLength: 60 }] },
    );
  }
  if (!state.detection) {
    actions.push({
      type: 'detect-magic', code: 'dnd/detect-magic',
      fields: [
        { name: 'caster', kind: 'choice', choices: pcs },
        { name: 'item', kind: 'text', maxLength: 60 },
        { name: 'effect', kind: 'choice', choices: [{ value: 'spell', code: 'dnd/effect/spell' }, { value: 'other', code: 'dnd/effect/other' }] },
        { name: 'level', kind: 'number', min: 0, max: 40, default: 3 },
        { name: 'spellcraftModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'hasSubschool', kind: 'boolean', default: false },
        { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
      ],
    });
  }
  for (const lot of state.harvests.filter((h) => h.status === 'held')) {
    const worth = lot.decays ? harvestWorth(lot.value, Math.floor((state.clock - lot.at) / 3600)) : lot.value;
    actions.push(
      { type: 'sell-harvest', code: 'dnd/sell-harvest', params: { creature: lot.creature, worth }, payload: { lot: lot.id } },
      { type: 'preserve-harvest', code: 'dnd/preserve-harvest', params: { creature: lot.creature, worth }, payload: { lot: lot.id } },
    );
  }
  for (const r of state.reckless) {
    actions.push({ type: 'end-reckless', code: 'dnd/end-reckless', params: { target: r.target }, payload: { id: r.id }, fields: [{ name: 'reason', kind: 'choice', choices: [{ value: 'defeated', code: 'dnd/reckless-end/defeated' }, { value: 'out-of-sight', code: 'dnd/reckless-end/out-of-sight' }] }] });
  }
  actions.push({
    type: 'pass-time', code: 'dnd/pass-time',
    fields: [
      { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
      { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
      { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
      { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
    ],
  });
  return actions;
}

/** The rolls waiting to be made, most urgent first; the first is the primary step. */
function pending(state: DndState): PromptAction[] {
  const actions: PromptAction[] = [];
  const t = state.taunt;
  if (t && t.intimidateTotal === null) {
    actions.push(
      { type: 'roll-intimidate', code: 'dnd/roll-intimidate', params: { intimidator: t.intimidator, target: t.target, dc: t.dc }, dice: { dice: [d20] }, odds: d20Odds(t.intimidateModifier, t.dc) },
      { type: 'withdraw-taunt', code: 'dnd/withdraw-taunt' },
    );
  } else if (t) {
    actions.push({ type: 'roll-will-save', code: 'dnd/roll-will-save', params: { target: t.target, dc: t.intimidateTotal }, dice: { dice: [d20] }, odds: d20Odds(t.willSave, t.intimidateTotal!) });
  }
  const det = state.detection;
  if (det) {
    actions.push(
      { type: 'roll-spellcraft', code: 'dnd/roll-spellcraft', params: { caster: det.caster, item: det.item, dc: det.dc }, dice: { dice: [d20] }, odds: d20Odds(det.spellcraftModifier, det.dc) },
      { type: 'drop-detection', code: 'dnd/drop-detection' },
    );
  }
  const r = state.research;
  if (r) {
    const bonus = bonusAfter(r.hours, r.wanted);
    const left = hoursForBonus(r.wanted) - r.hours;
    const free = RESEARCH.freeHoursPerDay - r.hoursToday;
    const checkParams = { researcher: r.researcher, bonus, dc: r.dc };
    const check: PromptAction = { type: 'research-check', code: 'dnd/research-check', params: checkParams, dice: { dice: [d20] }, odds: d20Odds(r.knowledgeModifier + bonus, r.dc) };
    const take10: PromptAction = { type: 'research-check', code: 'dnd/research-take-10', params: checkParams, payload: { take10: true }, odds: 10 + r.knowledgeModifier + bonus >= r.dc ? 1 : 0 };
    if (r.passedOut || left <= 0) {
      actions.push(check, take10);
    } else {
      if (free > 0) actions.push({ type: 'research', code: 'dnd/research', params: { researcher: r.researcher, free }, fields: [{ name: 'hours', kind: 'number', min: 1, max: Math.min(free, left), default: Math.min(free, left) }] });
      else actions.push({ type: 'push-on', code: 'dnd/push-on', params: { researcher: r.researcher, dc: nextForcedDc(state, r) }, dice: { dice: [d20] }, odds: d20Odds(r.conModifier, nextForcedDc(state, r)) });
      actions.push({ type: 'sleep', code: 'dnd/sleep', params: { researcher: r.researcher }, fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }] }, check, take10);
    }
    actions.push({ type: 'abandon-research', code: 'dnd/abandon-research' });
  }
  return actions;
}

export const dndSkills: Ruleset<DndState, DndOptions> = {
  id: 'dnd-skills',
  version: 1,
  minPlayers: 1,
  maxPlayers: 8,
  optionsSchema: dndOptionsSchema,
  options: [{ key: 'forcedResearchFirstDc', kind: 'choice', default: 'dc-10', choices: ['dc-10', 'dc-12'], ruling: 'dnd-skills/forced-dc' }],
  setup: (options, players) => {
    const parsed = dndOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return fail('rules/invalid_options', 'These set-up options are not valid for the D&D skill toolkit.');
    return ok({
      options: parsed.data, players: players.map((p) => ({ id: p.id, name: p.name })), clock: 0, nextId: 1, harvests: [], research: null, drawn: [], researchLog: [],
      taunt: null, lockouts: [], reckless: [], detection: null, identifies: [], steps: 0,
    });
  },
  withOptions: (state, options) => {
    const parsed = dndOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data } : state;
  },
  actions: {
    'pass-time': passTime,
    harvest,
    'sell-harvest': sellHarvest,
    'preserve-harvest': preserveHarvest,
    'start-research': startResearch,
    research,
    'push-on': pushOn,
    sleep,
    'research-check': researchCheck,
    'abandon-research': abandonResearch,
    'declare-taunt': declareTaunt,
    'roll-intimidate': rollIntimidate,
    'roll-will-save': rollWillSave,
    'withdraw-taunt': withdrawTaunt,
    'pep-talk': pepTalk,
    'end-reckless': endReckless,
    'detect-magic': detectMagic,
    'roll-spellcraft': rollSpellcraft,
    'drop-detection': dropDetection,
  },
  apply: applyDnd,
  react: (state): RulesEvent[] => {
    const expired = state.reckless.find((r) => state.clock - r.since >= TAUNT.recklessSeconds);
    return expired ? [{ type: 'reckless-ended', data: { id: expired.id, target: expired.target, intimidator: expired.intimidator, reason: 'minute' }, cause: 'dnd/one-minute' }] : [];
  },
  prompt: (state) => {
    const waiting = pending(state);
    const rest = calculators(state);
    const actions = [...waiting, ...rest].map((a, i) => (i === 0 ? { ...a, primary: true } : a));
    return { phase: PHASE, code: waiting.length > 0 ? 'dnd/roll-waiting' : 'dnd/choose-calculator', params: { day: Math.floor(state.clock / 86400) + 1, time: clockText(state.clock) }, actions };
  },
  trackers: (state) => [
    { id: 'clock-hours', code: 'dnd/tracker/clock', value: Math.floor(state.clock / 3600), min: 0, max: 100_000 },
    ...(state.research
      ? [
        { id: 'research-hours', code: 'dnd/tracker/research-hours', params: { researcher: state.research.researcher }, value: state.research.hours, min: 0, max: hoursForBonus(state.research.wanted) },
        { id: 'research-today', code: 'dnd/tracker/research-today', params: { researcher: state.research.researcher }, value: state.research.hoursToday, min: 0, max: 24 },
      ]
      : []),
    ...state.drawn.map((d, i) => ({ id: `drawn/${i}`, code: 'dnd/tracker/drawn', params: { library: d.library, topic: d.topic }, value: d.bonus, min: 0, max: 200 })),
  ],
  setTracker: (state, trackerId, value) => {
    if (trackerId === 'clock-hours') return { ...state, clock: value * 3600 + (state.clock % 3600) };
    if (trackerId === 'research-hours' && state.research) return { ...state, research: { ...state.research, hours: value } };
    if (trackerId === 'research-today' && state.research) return { ...state, research: { ...state.research, hoursToday: value, forcedToday: Math.max(0, value - RESEARCH.freeHoursPerDay) } };
    if (trackerId.startsWith('drawn/')) {
      const index = Number(trackerId.slice(6));
      return { ...state, drawn: state.drawn.map((d, i) => (i === index ? { ...d, bonus: value } : d)) };
    }
    return state;
  },
  turnInfo: (state) => ({ turn: state.steps, phase: PHASE }),
};

/** The time of day on the campaign clock as a 24-hour `HH:MM` (the day is given separately). */
export function clockText(seconds: number): string {
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
