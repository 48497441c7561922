/**
 * D&D skill variants (seed 002:246-330): tests for what the mutation run (issue 29) showed unpinned,
 * each named after the seed sentence it tries — what the prompt and the trackers show, the events'
 * words, headlines and statistics.
 */
import { describe, expect, it } from 'vitest';
import type { RolledDie } from '../../../shared/engine/dice';
import { WEIGHT } from '../../../shared/engine/headlines';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import { dndManifest } from '../../../shared/rulesets/dnd-skills/manifest';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';
import { d20, play, start } from './helpers';

const blueDragons = {
  researcher: 'tardok',
  topic: 'Blue Dragons',
  library: 'Local library',
  preset: 'local',
  knowledgeModifier: 3,
  conModifier: 2,
  dc: 25,
};
const instructionOf = (state: DndState) => {
  const { actions: _actions, ...rest } = dndSkills.prompt(state);
  return rest;
};
const weights = (events: readonly RulesEvent[]) =>
  events
    .map((e) => [e.type, dndSkills.headlines!.weightOf(e as RulesEvent & { data: Record<string, unknown> })])
    .filter(([, w]) => w !== null);

describe('002:309-313 library research as the table sees it', () => {
  it('002:310 each day the PCs research: the prompt names the day and the hour, and waits for the check once a session runs; the clock, the session and what each library gave are kept and corrected by hand', () => {
    let state = start();
    expect(instructionOf(state)).toEqual({ phase: 'dnd/toolkit', code: 'dnd/choose-calculator', params: { day: 1, time: '00:00' } });
    state = play(state, 'start-research', blueDragons).state;
    state = play(state, 'research', { hours: 8 }).state;
    expect(instructionOf(state)).toEqual({ phase: 'dnd/toolkit', code: 'dnd/roll-waiting', params: { day: 1, time: '08:00' } });
    expect(dndSkills.trackers(state)).toEqual([
      { id: 'clock-hours', code: 'dnd/tracker/clock', value: 8, min: 0, max: 100_000 },
      { id: 'research-hours', code: 'dnd/tracker/research-hours', params: { researcher: 'Tardok' }, value: 8, min: 0, max: 16 },
      { id: 'research-today', code: 'dnd/tracker/research-today', params: { researcher: 'Tardok' }, value: 8, min: 0, max: 24 },
    ]);
    const corrected = dndSkills.setTracker(dndSkills.setTracker(state, 'research-hours', 6), 'research-today', 10);
    expect(corrected.research).toMatchObject({ hours: 6, hoursToday: 10, forcedToday: 2 });
    expect(dndSkills.setTracker(state, 'research-today', 5).research).toMatchObject({ hoursToday: 5, forcedToday: 0 });
    const later = dndSkills.setTracker(dndSkills.setTracker(state, 'clock-hours', 30), 'nothing', 3);
    expect(later.clock).toBe(30 * 3600);
    const checked = play(state, 'research-check', {}, d20(20));
    expect(checked.events).toEqual([
      {
        type: 'research-checked',
        data: {
          researcher: 'Tardok',
          topic: 'Blue Dragons',
          library: 'Local library',
          bonus: 4,
          roll: 20,
          take10: false,
          total: 27,
          dc: 25,
          success: true,
          hours: 8,
          days: 1,
        },
      },
    ]);
    state = checked.state;
    expect(dndSkills.trackers(state)).toEqual([
      { id: 'clock-hours', code: 'dnd/tracker/clock', value: 8, min: 0, max: 100_000 },
      { id: 'drawn/0', code: 'dnd/tracker/drawn', params: { library: 'Local library', topic: 'Blue Dragons' }, value: 4, min: 0, max: 200 },
    ]);
    expect(dndSkills.setTracker(state, 'drawn/0', 7).drawn[0]).toMatchObject({ bonus: 7 });
    expect(dndSkills.setTracker(state, 'research-hours', 7)).toBe(state);
    expect(dndSkills.keyTracks!(state)).toEqual([
      { id: 'harvests', code: 'dnd/key/harvests', value: 0 },
      { id: 'research', code: 'dnd/key/research', value: 1 },
      { id: 'identifies', code: 'dnd/key/identifies', value: 0 },
      { id: 'table-actions', code: 'dnd/key/table-actions', value: 3 },
    ]);
    expect(dndSkills.turnInfo(state)).toEqual({ turn: 4, phase: 'dnd/toolkit' });
  });
});

describe('002:245-330 what the history headlines', () => {
  it('002:312 a Research check that finds the answer, 002:317 an Intimidate check that lands and 002:253 a harvest are headlines; a check that fails is not', () => {
    let state = play(start(), 'start-research', blueDragons).state;
    state = play(state, 'research', { hours: 8 }).state;
    const failed = play(state, 'research-check', {}, d20(1));
    const found = play(state, 'research-check', {}, d20(20));
    const harvested = play(
      start(),
      'harvest',
      { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 },
      d20(12),
    );
    const taunt = { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 };
    const declared = play(start(), 'declare-taunt', taunt).state;
    const landed = play(declared, 'roll-intimidate', {}, d20(10));
    const missed = play(play(start(), 'declare-taunt', { ...taunt, hd: 30 }).state, 'roll-intimidate', {}, d20(1));
    expect(weights([...failed.events, ...found.events, ...harvested.events, ...landed.events, ...missed.events])).toEqual([
      ['research-checked', WEIGHT.relief],
      ['harvested', WEIGHT.notable],
      ['taunt-intimidated', WEIGHT.threat],
    ]);
  });
});

describe('the list of games', () => {
  it('002:245-248 the D&D skill variants are a toolkit for 1-8 players with one option, the first forced research DC (12)', () => {
    expect(dndManifest).toMatchObject({ id: 'dnd-skills', version: 2, name: 'D&D skill variants (3.5)', players: { min: 1, max: 8 } });
    expect(dndManifest.about).toMatch(/harvesting.*research.*taunting.*identify/);
    expect(dndSkills.options).toEqual([
      { key: 'forcedResearchFirstDc', kind: 'choice', default: 'dc-12', choices: ['dc-12', 'dc-10'], ruling: 'dnd-skills/forced-dc' },
    ]);
    expect(dndManifest.phases).toEqual([{ id: 'toolkit', code: 'dnd/toolkit', next: [] }]);
  });
});

/** A refusal's code and details: what the table is told. */
const ROLLS = ['push-on', 'research-check', 'roll-intimidate', 'roll-will-save', 'roll-spellcraft'];
function refusal(state: DndState, type: string, payload: Record<string, unknown> = {}, dice = ROLLS.includes(type) ? d20(10) : []) {
  const result = runAction(dndSkills, state, type, payload, dice);
  if (result.ok) throw new Error(`${type} was accepted`);
  return { code: result.error.code, details: result.error.details };
}

describe('each refusal says what stands in the way', () => {
  it('002:309-313 research: one session at a time, no more bonus than the library has left on the topic, 8 free hours then forced hours, nothing after passing out', () => {
    let state = play(start(), 'start-research', { ...blueDragons, library: 'Great Library', preset: 'enormous' }).state;
    expect(refusal(state, 'start-research', { ...blueDragons, researcher: 'vel' })).toEqual({
      code: 'rules/research_open',
      details: { researcher: 'Tardok', topic: 'Blue Dragons' },
    });
    expect(refusal(state, 'push-on')).toEqual({ code: 'rules/free_hours_left', details: { free: 8 } });
    state = play(state, 'research', { hours: 8 }).state;
    expect(refusal(state, 'research', { hours: 1 })).toEqual({ code: 'rules/forced_research', details: { free: 0 } });
    state = play(state, 'push-on', {}, d20(1)).state;
    expect(refusal(state, 'push-on')).toEqual({ code: 'rules/passed_out', details: { researcher: 'Tardok' } });
    const small = { ...blueDragons, preset: 'small' };
    state = play(play(start(), 'start-research', small).state, 'research', { hours: 8 }).state;
    expect(refusal(state, 'push-on')).toEqual({ code: 'rules/research_done', details: { left: 0 } });
    state = play(state, 'research-check', {}, d20(10)).state;
    expect(refusal(state, 'start-research', { ...small, wanted: 8 })).toEqual({
      code: 'rules/bonus_too_high',
      details: { library: 'Local library', topic: 'Blue Dragons', left: 4, drawn: 4 },
    });
    state = play(play(state, 'start-research', small).state, 'research', { hours: 8 }).state;
    state = play(state, 'research-check', {}, d20(10)).state;
    expect(refusal(state, 'start-research', small)).toEqual({
      code: 'rules/library_exhausted',
      details: { library: 'Local library', topic: 'Blue Dragons', drawn: 8 },
    });
    expect(refusal(state, 'start-research', { ...blueDragons, researcher: 'zed' })).toEqual({
      code: 'rules/unknown_player',
      details: { player: 'zed' },
    });
  });

  it('002:253 parts already sold or preserved cannot be sold again: the refusal names the creature and what became of it', () => {
    const owlbear = { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };
    let state = play(start(), 'harvest', owlbear, d20(12)).state;
    state = play(state, 'harvest', { ...owlbear, creature: 'Griffon' }, d20(12)).state;
    state = play(state, 'preserve-harvest', { lot: 1 }).state;
    expect(refusal(state, 'sell-harvest', { lot: 1 })).toEqual({
      code: 'rules/lot_closed',
      details: { creature: 'Owlbear', status: 'preserved' },
    });
    expect(refusal(state, 'sell-harvest', { lot: 9 })).toEqual({ code: 'rules/unknown_lot', details: { lot: 9 } });
  });

  it('002:317-319 a taunt waits for its Intimidate check, then its Will save; a reckless state ended twice is named back', () => {
    const taunt = { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 };
    expect(refusal(start(), 'roll-intimidate')).toEqual({ code: 'rules/wrong_phase', details: { waiting: 'intimidate' } });
    const declared = play(start(), 'declare-taunt', taunt).state;
    expect(refusal(declared, 'roll-will-save')).toEqual({ code: 'rules/wrong_phase', details: { waiting: 'will' } });
    const reckless = play(start(), 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    expect(refusal(reckless, 'end-reckless', { id: 5, reason: 'defeated' })).toEqual({
      code: 'rules/not_reckless',
      details: { id: 5, from: 'taunt' },
    });
  });

  it('002:324-326 a detection waits for its Spellcraft check; an item identified is not identified again', () => {
    const ring = { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8, hasSubschool: false, descriptors: 0 };
    expect(refusal(start(), 'roll-spellcraft')).toEqual({ code: 'rules/wrong_phase', details: { waiting: 'spellcraft' } });
    let state = play(start(), 'detect-magic', ring).state;
    expect(refusal(state, 'detect-magic', { ...ring, item: 'Wand' })).toEqual({ code: 'rules/detection_open', details: { item: 'Ring' } });
    state = play(state, 'roll-spellcraft', {}, d20(20)).state;
    const payload = { record: 1, school: true, subschool: false, descriptors: 0 };
    expect(refusal(state, 'cast-identify', { ...payload, record: 4 })).toEqual({ code: 'rules/unknown_item', details: { record: 4 } });
    state = play(state, 'cast-identify', payload).state;
    expect(refusal(state, 'cast-identify', payload)).toEqual({ code: 'rules/nothing_to_identify', details: undefined });
  });
});

describe('002:249-326 the calculators as the table sees them', () => {
  it('002:251-253 harvesting, 002:309 research at a library of the four sizes, 002:317 taunting and its pep talk, 002:324 detect magic, and the clock: each calculator with its inputs and their defaults', () => {
    expect(dndSkills.prompt(start()).actions).toEqual([
      {
        type: 'harvest',
        code: 'dnd/harvest',
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'knowledge', n: 1, count: 1 } }] },
        primary: true,
        fields: [
          {
            name: 'harvester',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'creature', kind: 'text', maxLength: 60 },
          {
            name: 'creatureType',
            kind: 'choice',
            choices: [
              { value: 'aberration', code: 'dnd/creature/aberration' },
              { value: 'animal', code: 'dnd/creature/animal' },
              { value: 'construct', code: 'dnd/creature/construct' },
              { value: 'dragon', code: 'dnd/creature/dragon' },
              { value: 'elemental', code: 'dnd/creature/elemental' },
              { value: 'fey', code: 'dnd/creature/fey' },
              { value: 'giant', code: 'dnd/creature/giant' },
              { value: 'humanoid', code: 'dnd/creature/humanoid' },
              { value: 'magical-beast', code: 'dnd/creature/magical-beast' },
              { value: 'monstrous-humanoid', code: 'dnd/creature/monstrous-humanoid' },
              { value: 'ooze', code: 'dnd/creature/ooze' },
              { value: 'outsider', code: 'dnd/creature/outsider' },
              { value: 'plant', code: 'dnd/creature/plant' },
              { value: 'undead', code: 'dnd/creature/undead' },
              { value: 'vermin', code: 'dnd/creature/vermin' },
            ],
          },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'synergyRanks', kind: 'boolean', default: false, advanced: true },
          { name: 'synergyAbility', kind: 'boolean', default: false, advanced: true },
          { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0, advanced: true },
          { name: 'decays', kind: 'boolean', default: true },
        ],
      },
      {
        type: 'start-research',
        code: 'dnd/start-research',
        fields: [
          {
            name: 'researcher',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'topic', kind: 'text', maxLength: 60 },
          { name: 'library', kind: 'text', maxLength: 60 },
          {
            name: 'preset',
            kind: 'choice',
            choices: [
              { value: 'small', code: 'dnd/library/small', params: { bonus: 4 } },
              { value: 'local', code: 'dnd/library/local', params: { bonus: 8 } },
              { value: 'large', code: 'dnd/library/large', params: { bonus: 16 } },
              { value: 'enormous', code: 'dnd/library/enormous', params: { bonus: 24 } },
              { value: 'custom', code: 'dnd/library/custom' },
            ],
          },
          { name: 'libraryBonus', kind: 'number', min: 1, max: 60, default: 8 },
          { name: 'wanted', kind: 'number', min: 0, max: 60, default: 0 },
          { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'trained', kind: 'boolean', default: true },
          { name: 'conModifier', kind: 'number', min: -5, max: 20, default: 0 },
          { name: 'dc', kind: 'number', min: 0, max: 80, default: 15 },
        ],
      },
      {
        type: 'declare-taunt',
        code: 'dnd/declare-taunt',
        fields: [
          {
            name: 'intimidator',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'target', kind: 'text', maxLength: 60 },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
          { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
        ],
      },
      {
        type: 'pep-talk',
        code: 'dnd/pep-talk',
        fields: [
          {
            name: 'intimidator',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'target', kind: 'text', maxLength: 60 },
        ],
      },
      {
        type: 'detect-magic',
        code: 'dnd/detect-magic',
        fields: [
          {
            name: 'caster',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'item', kind: 'text', maxLength: 60 },
          {
            name: 'effect',
            kind: 'choice',
            choices: [
              { value: 'spell', code: 'dnd/effect/spell' },
              { value: 'other', code: 'dnd/effect/other' },
            ],
          },
          { name: 'level', kind: 'number', min: 0, max: 40, default: 3 },
          { name: 'spellcraftModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'hasSubschool', kind: 'boolean', default: false },
          { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
        ],
      },
      {
        type: 'pass-time',
        code: 'dnd/pass-time',
        fields: [
          { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
          { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
          { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
          { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
        ],
      },
    ]);
  });

  it('002:310-312 with a session under way its hours, sleep and the check come first; 002:253 held parts are offered for sale or preservation at their worth now; 002:318 a reckless state may be ended early', () => {
    let state = play(
      start(),
      'harvest',
      { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 },
      d20(12),
    ).state;
    state = play(state, 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    state = play(state, 'start-research', blueDragons).state;
    expect(dndSkills.prompt(state).actions).toEqual([
      {
        type: 'research',
        code: 'dnd/research',
        params: { researcher: 'Tardok', free: 8 },
        primary: true,
        fields: [{ name: 'hours', kind: 'number', min: 1, max: 8, default: 8 }],
      },
      {
        type: 'sleep',
        code: 'dnd/sleep',
        params: { researcher: 'Tardok' },
        primary: false,
        fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }],
      },
      {
        type: 'research-check',
        code: 'dnd/research-check',
        params: { researcher: 'Tardok', bonus: 0, dc: 25 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'knowledge', n: 1, count: 1 } }] },
        odds: 0,
        primary: false,
      },
      {
        type: 'research-check',
        code: 'dnd/research-take-10',
        params: { researcher: 'Tardok', bonus: 0, dc: 25 },
        payload: { take10: true },
        odds: 0,
      },
      { type: 'abandon-research', code: 'dnd/abandon-research', rare: true },
      {
        type: 'harvest',
        code: 'dnd/harvest',
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'knowledge', n: 1, count: 1 } }] },
        primary: false,
        fields: [
          {
            name: 'harvester',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'creature', kind: 'text', maxLength: 60 },
          {
            name: 'creatureType',
            kind: 'choice',
            choices: [
              { value: 'aberration', code: 'dnd/creature/aberration' },
              { value: 'animal', code: 'dnd/creature/animal' },
              { value: 'construct', code: 'dnd/creature/construct' },
              { value: 'dragon', code: 'dnd/creature/dragon' },
              { value: 'elemental', code: 'dnd/creature/elemental' },
              { value: 'fey', code: 'dnd/creature/fey' },
              { value: 'giant', code: 'dnd/creature/giant' },
              { value: 'humanoid', code: 'dnd/creature/humanoid' },
              { value: 'magical-beast', code: 'dnd/creature/magical-beast' },
              { value: 'monstrous-humanoid', code: 'dnd/creature/monstrous-humanoid' },
              { value: 'ooze', code: 'dnd/creature/ooze' },
              { value: 'outsider', code: 'dnd/creature/outsider' },
              { value: 'plant', code: 'dnd/creature/plant' },
              { value: 'undead', code: 'dnd/creature/undead' },
              { value: 'vermin', code: 'dnd/creature/vermin' },
            ],
          },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'synergyRanks', kind: 'boolean', default: false, advanced: true },
          { name: 'synergyAbility', kind: 'boolean', default: false, advanced: true },
          { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0, advanced: true },
          { name: 'decays', kind: 'boolean', default: true },
        ],
      },
      {
        type: 'declare-taunt',
        code: 'dnd/declare-taunt',
        fields: [
          {
            name: 'intimidator',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'target', kind: 'text', maxLength: 60 },
          { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
          { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
          { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
        ],
      },
      {
        type: 'pep-talk',
        code: 'dnd/pep-talk',
        fields: [
          {
            name: 'intimidator',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'target', kind: 'text', maxLength: 60 },
        ],
      },
      {
        type: 'detect-magic',
        code: 'dnd/detect-magic',
        fields: [
          {
            name: 'caster',
            kind: 'choice',
            choices: [
              { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
              { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
            ],
          },
          { name: 'item', kind: 'text', maxLength: 60 },
          {
            name: 'effect',
            kind: 'choice',
            choices: [
              { value: 'spell', code: 'dnd/effect/spell' },
              { value: 'other', code: 'dnd/effect/other' },
            ],
          },
          { name: 'level', kind: 'number', min: 0, max: 40, default: 3 },
          { name: 'spellcraftModifier', kind: 'number', min: -20, max: 80, default: 5 },
          { name: 'hasSubschool', kind: 'boolean', default: false },
          { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
        ],
      },
      { type: 'sell-harvest', code: 'dnd/sell-harvest', params: { creature: 'Owlbear', worth: 90 }, payload: { lot: 1 } },
      { type: 'preserve-harvest', code: 'dnd/preserve-harvest', params: { creature: 'Owlbear', worth: 90 }, payload: { lot: 1 } },
      {
        type: 'end-reckless',
        code: 'dnd/end-reckless',
        params: { target: 'Tardok' },
        payload: { id: 2 },
        fields: [
          {
            name: 'reason',
            kind: 'choice',
            mustChoose: true,
            choices: [
              { value: 'defeated', code: 'dnd/reckless-end/defeated' },
              { value: 'out-of-sight', code: 'dnd/reckless-end/out-of-sight' },
            ],
          },
        ],
      },
      {
        type: 'pass-time',
        code: 'dnd/pass-time',
        fields: [
          { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
          { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
          { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
          { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
        ],
      },
    ]);
  });
});

describe('002:249-326 one session at the table as the history tells it', () => {
  it("002:253 a harvest's worth and its decay, 002:309-312 a research session across a night's sleep checked by taking 10, 002:317-319 a taunt, its lockout and a pep talk, 002:318 recklessness ended early or by the minute, 002:324-325 detect magic, Spellcraft and the identify it prices", () => {
    let state = start();
    const step = (type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) => {
      const result = play(state, type, payload, dice);
      state = result.state;
      return result.events;
    };
    expect(
      step(
        'harvest',
        {
          harvester: 'vel',
          creature: 'Owlbear',
          creatureType: 'magical-beast',
          hd: 5,
          knowledgeModifier: 6,
          synergyRanks: true,
          favoredEnemy: 2,
        },
        d20(12),
      ),
    ).toEqual([
      {
        type: 'harvested',
        data: {
          harvester: 'Vel',
          creature: 'Owlbear',
          creatureType: 'magical-beast',
          hd: 5,
          roll: 12,
          modifier: 6,
          synergy: 2,
          favoredEnemy: 2,
          total: 22,
          value: 110,
          decays: true,
          seconds: 300,
        },
      },
    ]);
    expect(
      step(
        'harvest',
        { harvester: 'tardok', creature: 'Golem', creatureType: 'construct', hd: 2, knowledgeModifier: 1, decays: false },
        d20(3),
      ),
    ).toEqual([
      {
        type: 'harvested',
        data: {
          harvester: 'Tardok',
          creature: 'Golem',
          creatureType: 'construct',
          hd: 2,
          roll: 3,
          modifier: 1,
          synergy: 0,
          favoredEnemy: 0,
          total: 4,
          value: 8,
          decays: false,
          seconds: 120,
        },
      },
    ]);
    expect(step('pass-time', { hours: 5 })).toEqual([
      { type: 'time-passed', data: { seconds: 18000, days: 0, hours: 5, minutes: 0, rounds: 0 } },
    ]);
    expect(step('sell-harvest', { lot: 1 })).toEqual([
      { type: 'harvest-sold', data: { lot: 1, creature: 'Owlbear', value: 110, hours: 5, worth: 99 } },
    ]);
    expect(step('preserve-harvest', { lot: 2 })).toEqual([
      { type: 'harvest-preserved', data: { lot: 2, creature: 'Golem', value: 8, hours: 5, worth: 8 } },
    ]);
    expect(
      step('start-research', {
        researcher: 'tardok',
        topic: 'Blue Dragons',
        library: 'Great Library',
        preset: 'enormous',
        knowledgeModifier: 3,
        conModifier: 2,
        dc: 25,
        wanted: 10,
      }),
    ).toEqual([
      {
        type: 'research-started',
        data: {
          researcher: 'Tardok',
          topic: 'Blue Dragons',
          library: 'Great Library',
          libraryBonus: 24,
          wanted: 10,
          knowledgeModifier: 3,
          trained: true,
          conModifier: 2,
          dc: 25,
          drawn: 0,
          left: 24,
          hoursNeeded: 20,
        },
      },
    ]);
    expect(step('research', { hours: 8 })).toEqual([{ type: 'researched', data: { researcher: 'Tardok', hours: 8, total: 8, bonus: 4 } }]);
    expect(step('push-on', {}, d20(15))).toEqual([
      { type: 'forced-research-hour', data: { researcher: 'Tardok', extraHour: 1, roll: 15, total: 17, dc: 12, success: true, bonus: 4 } },
    ]);
    expect(step('sleep', { hours: 8 })).toEqual([{ type: 'researcher-slept', data: { researcher: 'Tardok', hours: 8, day: 2 } }]);
    expect(step('research', { hours: 3 })).toEqual([{ type: 'researched', data: { researcher: 'Tardok', hours: 3, total: 12, bonus: 6 } }]);
    expect(step('research-check', { take10: true })).toEqual([
      {
        type: 'research-checked',
        data: {
          researcher: 'Tardok',
          topic: 'Blue Dragons',
          library: 'Great Library',
          bonus: 6,
          roll: null,
          take10: true,
          total: 19,
          dc: 25,
          success: false,
          hours: 12,
          days: 2,
        },
      },
    ]);
    expect(
      step('start-research', {
        researcher: 'vel',
        topic: 'Liches',
        library: 'Great Library',
        preset: 'enormous',
        knowledgeModifier: 0,
        trained: false,
        newTopic: true,
      }),
    ).toEqual([
      {
        type: 'research-started',
        data: {
          researcher: 'Vel',
          topic: 'Liches',
          library: 'Great Library',
          libraryBonus: 24,
          wanted: 24,
          knowledgeModifier: 0,
          trained: false,
          conModifier: 0,
          dc: 15,
          drawn: 0,
          left: 24,
          hoursNeeded: 48,
        },
      },
    ]);
    expect(step('abandon-research', {})).toEqual([{ type: 'research-abandoned', data: { researcher: 'Vel', topic: 'Liches' } }]);
    expect(
      step('declare-taunt', { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 }),
    ).toEqual([
      {
        type: 'taunt-declared',
        data: { intimidator: 'Vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1, dc: 3 },
      },
    ]);
    expect(step('roll-intimidate', {}, d20(10))).toEqual([
      {
        type: 'taunt-intimidated',
        data: { intimidator: 'Vel', target: 'Ogre', roll: 10, total: 15, dc: 3, success: true, lockoutSeconds: 86400 },
      },
    ]);
    expect(step('roll-will-save', {}, d20(2))).toEqual([
      { type: 'taunt-will-saved', data: { intimidator: 'Vel', target: 'Ogre', roll: 2, total: 3, dc: 15, success: false } },
    ]);
    expect(
      step('declare-taunt', { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 }),
    ).toEqual([{ type: 'taunt-locked-out', data: { intimidator: 'Vel', target: 'Ogre', secondsLeft: 86400 } }]);
    expect(step('pep-talk', { intimidator: 'tardok', target: 'Vel' })).toEqual([
      { type: 'pep-talk', data: { intimidator: 'Tardok', target: 'Vel', lockoutSeconds: 86400 } },
    ]);
    expect(step('end-reckless', { id: 3, reason: 'out-of-sight' })).toEqual([
      { type: 'reckless-ended', data: { id: 3, target: 'Ogre', intimidator: 'Vel', reason: 'out-of-sight' } },
    ]);
    expect(step('pass-time', { rounds: 10 })).toEqual([
      { type: 'time-passed', data: { seconds: 60, days: 0, hours: 0, minutes: 0, rounds: 10 } },
      { type: 'reckless-ended', data: { id: 4, target: 'Vel', intimidator: 'Tardok', reason: 'minute' }, cause: 'dnd/one-minute' },
    ]);
    expect(
      step('detect-magic', {
        caster: 'vel',
        item: 'Ring',
        effect: 'spell',
        level: 3,
        spellcraftModifier: 8,
        hasSubschool: true,
        descriptors: 1,
      }),
    ).toEqual([
      {
        type: 'magic-detected',
        data: { caster: 'Vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8, hasSubschool: true, descriptors: 1, dc: 18 },
      },
    ]);
    expect(step('roll-spellcraft', {}, d20(15))).toEqual([
      {
        type: 'spellcraft-checked',
        data: {
          caster: 'Vel',
          item: 'Ring',
          roll: 15,
          total: 23,
          dc: 18,
          school: true,
          subschool: true,
          hasSubschool: true,
          descriptorsKnown: 0,
          cost: 100,
          material: 90,
          saved: 10,
        },
      },
    ]);
    expect(step('cast-identify', { record: 1, school: true, subschool: true, descriptors: 0 })).toEqual([
      {
        type: 'identify-cast',
        data: {
          record: 1,
          caster: 'Vel',
          item: 'Ring',
          school: true,
          subschool: true,
          descriptors: 0,
          beyondCheck: false,
          success: true,
          reason: 'right',
          material: 90,
          service: 10,
          cost: 100,
        },
      },
    ]);
  });
});

describe('002:311-326 the roll owed comes first, with its DC and odds', () => {
  const OWED = [
    'roll-intimidate',
    'withdraw-taunt',
    'roll-will-save',
    'roll-spellcraft',
    'drop-detection',
    'research',
    'push-on',
    'sleep',
    'research-check',
    'abandon-research',
    'cast-identify',
  ];
  const owed = (state: DndState) => dndSkills.prompt(state).actions.filter((a) => OWED.includes(a.type));

  it('002:317 the Intimidate check against HD + Wisdom, then the Will save against the Intimidate result; the taunt may be withdrawn', () => {
    const taunt = { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 };
    let state = play(start(), 'declare-taunt', taunt).state;
    expect(owed(state)).toEqual([
      {
        type: 'roll-intimidate',
        code: 'dnd/roll-intimidate',
        params: { intimidator: 'Vel', target: 'Ogre', dc: 3 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'intimidate', n: 1, count: 1 } }] },
        odds: 1,
        primary: true,
      },
      { type: 'withdraw-taunt', code: 'dnd/withdraw-taunt', rare: true },
    ]);
    state = play(state, 'roll-intimidate', {}, d20(10)).state;
    expect(owed(state)).toEqual([
      {
        type: 'roll-will-save',
        code: 'dnd/roll-will-save',
        params: { target: 'Ogre', dc: 15 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'will', n: 1, count: 1 } }] },
        odds: 0.35,
        primary: true,
      },
    ]);
  });

  it('002:324 the Spellcraft check against 15 + half the caster level for other effects; 002:325 the identify then offered with what it revealed', () => {
    let state = play(start(), 'detect-magic', {
      caster: 'vel',
      item: 'Ring',
      effect: 'other',
      level: 9,
      spellcraftModifier: 8,
      hasSubschool: true,
      descriptors: 2,
    }).state;
    expect(owed(state)).toEqual([
      {
        type: 'roll-spellcraft',
        code: 'dnd/roll-spellcraft',
        params: { caster: 'Vel', item: 'Ring', dc: 19 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'spellcraft', n: 1, count: 1 } }] },
        odds: 0.5,
        primary: true,
      },
      { type: 'drop-detection', code: 'dnd/drop-detection', rare: true },
    ]);
    state = play(state, 'roll-spellcraft', {}, d20(20)).state;
    expect(owed(state)).toEqual([
      {
        type: 'cast-identify',
        code: 'dnd/cast-identify',
        params: { item: 'Ring', caster: 'Vel' },
        payload: { record: 1 },
        fields: [
          { name: 'school', kind: 'boolean', default: true },
          { name: 'subschool', kind: 'boolean', default: true },
          { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 0 },
          { name: 'knowledgeRight', kind: 'boolean', default: true },
        ],
      },
    ]);
  });

  it('002:311 each hour past 8 a Constitution check at 10 + 2 per extra hour (DC 12 first), or sleep; 002:312 the Knowledge check, rolled or taking 10', () => {
    let state = play(start(), 'start-research', { ...blueDragons, library: 'Great Library', preset: 'enormous', wanted: 10 }).state;
    state = play(state, 'research', { hours: 8 }).state;
    expect(owed(state)).toEqual([
      {
        type: 'push-on',
        code: 'dnd/push-on',
        params: { researcher: 'Tardok', dc: 12 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'constitution', n: 1, count: 1 } }] },
        odds: 0.55,
        primary: true,
      },
      {
        type: 'sleep',
        code: 'dnd/sleep',
        params: { researcher: 'Tardok' },
        primary: false,
        fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }],
      },
      {
        type: 'research-check',
        code: 'dnd/research-check',
        params: { researcher: 'Tardok', bonus: 4, dc: 25 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'knowledge', n: 1, count: 1 } }] },
        odds: 0.15,
        primary: false,
      },
      {
        type: 'research-check',
        code: 'dnd/research-take-10',
        params: { researcher: 'Tardok', bonus: 4, dc: 25 },
        payload: { take10: true },
        odds: 0,
      },
      { type: 'abandon-research', code: 'dnd/abandon-research', rare: true },
    ]);
    state = play(state, 'push-on', {}, d20(15)).state;
    expect(owed(state)).toEqual([
      {
        type: 'push-on',
        code: 'dnd/push-on',
        params: { researcher: 'Tardok', dc: 14 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'constitution', n: 1, count: 1 } }] },
        odds: 0.45,
        primary: true,
      },
      {
        type: 'sleep',
        code: 'dnd/sleep',
        params: { researcher: 'Tardok' },
        primary: false,
        fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }],
      },
      {
        type: 'research-check',
        code: 'dnd/research-check',
        params: { researcher: 'Tardok', bonus: 4, dc: 25 },
        dice: { dice: [{ kind: 'dN', sides: 20 }], looks: [{ code: 'dnd/die/check', params: { check: 'knowledge', n: 1, count: 1 } }] },
        odds: 0.15,
        primary: false,
      },
      {
        type: 'research-check',
        code: 'dnd/research-take-10',
        params: { researcher: 'Tardok', bonus: 4, dc: 25 },
        payload: { take10: true },
        odds: 0,
      },
      { type: 'abandon-research', code: 'dnd/abandon-research', rare: true },
    ]);
  });
});

describe('002:310-326 new days, withdrawn attempts and identifies cast', () => {
  it("002:310 a researcher's new day begins with the clock; 002:317 a taunt withdrawn; 002:324 a detection dropped; 002:326 an identify that claims what the item lacks or what the DM rules wrong fails, paying for the components claimed", () => {
    let state = start();
    const step = (type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) => {
      const result = play(state, type, payload, dice);
      state = result.state;
      return result.events;
    };
    expect(
      step('start-research', {
        researcher: 'tardok',
        topic: 'Blue Dragons',
        library: 'Great Library',
        preset: 'enormous',
        knowledgeModifier: 3,
      }),
    ).toEqual([
      {
        type: 'research-started',
        data: {
          researcher: 'Tardok',
          topic: 'Blue Dragons',
          library: 'Great Library',
          libraryBonus: 24,
          wanted: 24,
          knowledgeModifier: 3,
          trained: true,
          conModifier: 0,
          dc: 15,
          drawn: 0,
          left: 24,
          hoursNeeded: 48,
        },
      },
    ]);
    expect(step('research', { hours: 6 })).toEqual([{ type: 'researched', data: { researcher: 'Tardok', hours: 6, total: 6, bonus: 3 } }]);
    expect(step('pass-time', { days: 2, hours: 3 })).toEqual([
      { type: 'time-passed', data: { seconds: 183600, days: 2, hours: 3, minutes: 0, rounds: 0 } },
      { type: 'research-day-began', data: { researcher: 'Tardok', day: 3, days: 2 }, cause: 'dnd/new-day' },
    ]);
    expect(
      step('declare-taunt', { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 }),
    ).toEqual([
      {
        type: 'taunt-declared',
        data: { intimidator: 'Vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1, dc: 3 },
      },
    ]);
    expect(step('withdraw-taunt', {})).toEqual([{ type: 'taunt-withdrawn', data: { intimidator: 'Vel', target: 'Ogre' } }]);
    expect(step('detect-magic', { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8 })).toEqual([
      {
        type: 'magic-detected',
        data: {
          caster: 'Vel',
          item: 'Ring',
          effect: 'spell',
          level: 3,
          spellcraftModifier: 8,
          hasSubschool: false,
          descriptors: 0,
          dc: 18,
        },
      },
    ]);
    expect(step('drop-detection', {})).toEqual([{ type: 'detection-dropped', data: { item: 'Ring' } }]);
    expect(
      step('detect-magic', {
        caster: 'vel',
        item: 'Wand',
        effect: 'spell',
        level: 1,
        spellcraftModifier: 0,
        hasSubschool: true,
        descriptors: 2,
      }),
    ).toEqual([
      {
        type: 'magic-detected',
        data: { caster: 'Vel', item: 'Wand', effect: 'spell', level: 1, spellcraftModifier: 0, hasSubschool: true, descriptors: 2, dc: 16 },
      },
    ]);
    expect(step('roll-spellcraft', {}, d20(1))).toEqual([
      {
        type: 'spellcraft-checked',
        data: {
          caster: 'Vel',
          item: 'Wand',
          roll: 1,
          total: 1,
          dc: 16,
          school: false,
          subschool: false,
          hasSubschool: true,
          descriptorsKnown: 0,
          cost: 110,
          material: 100,
          saved: 0,
        },
      },
    ]);
    expect(step('cast-identify', { record: 1, school: false, subschool: false, descriptors: 3 })).toEqual([
      {
        type: 'identify-cast',
        data: {
          record: 1,
          caster: 'Vel',
          item: 'Wand',
          school: false,
          subschool: false,
          descriptors: 3,
          beyondCheck: true,
          success: false,
          reason: 'not-on-item',
          material: 85,
          service: 10,
          cost: 95,
        },
      },
    ]);
    expect(step('cast-identify', { record: 1, school: true, subschool: false, descriptors: 0, knowledgeRight: false })).toEqual([
      {
        type: 'identify-cast',
        data: {
          record: 1,
          caster: 'Vel',
          item: 'Wand',
          school: true,
          subschool: false,
          descriptors: 0,
          beyondCheck: true,
          success: false,
          reason: 'wrong',
          material: 95,
          service: 10,
          cost: 105,
        },
      },
    ]);
    expect(step('cast-identify', { record: 1, school: true, subschool: false, descriptors: 0 })).toEqual([
      {
        type: 'identify-cast',
        data: {
          record: 1,
          caster: 'Vel',
          item: 'Wand',
          school: true,
          subschool: false,
          descriptors: 0,
          beyondCheck: true,
          success: true,
          reason: 'right',
          material: 95,
          service: 10,
          cost: 105,
        },
      },
    ]);
    expect(state.identifies[0]).toMatchObject({ status: 'identified' });
  });
});

describe('002:313 what a library gave on a topic, and whom a taunt locks out', () => {
  it('002:313 each library keeps what it gave on each topic: names match whatever their case and spacing, another topic or library starts afresh', () => {
    const small = { ...blueDragons, preset: 'small' };
    const session = (state: DndState, payload: Record<string, unknown>) =>
      play(play(play(state, 'start-research', payload).state, 'research', { hours: 8 }).state, 'research-check', {}, d20(10));
    let state = session(start(), small).state;
    const again = play(state, 'start-research', { ...small, topic: ' blue DRAGONS ', library: 'LOCAL library ' });
    expect(again.events[0].data).toMatchObject({ topic: 'Blue Dragons', library: 'Local library', drawn: 4, left: 4 });
    state = session(state, { ...small, topic: 'blue dragons' }).state;
    state = session(state, { ...small, topic: 'Red Dragons', newTopic: true }).state;
    state = session(state, { ...small, library: 'Great Library', newLibrary: true }).state;
    state = session(state, { ...small, topic: 'Red Dragons' }).state;
    expect(dndSkills.trackers(state).filter((t) => t.id.startsWith('drawn/'))).toEqual([
      { id: 'drawn/0', code: 'dnd/tracker/drawn', params: { library: 'Local library', topic: 'Blue Dragons' }, value: 8, min: 0, max: 200 },
      { id: 'drawn/1', code: 'dnd/tracker/drawn', params: { library: 'Local library', topic: 'Red Dragons' }, value: 8, min: 0, max: 200 },
      { id: 'drawn/2', code: 'dnd/tracker/drawn', params: { library: 'Great Library', topic: 'Blue Dragons' }, value: 4, min: 0, max: 200 },
    ]);
    expect(refusal(state, 'start-research', { ...small, topic: ' Blue Dragns ' })).toEqual({
      code: 'rules/did_you_mean',
      details: { field: 'topic', place: 'Blue Dragns', suggestion: 'Blue Dragons' },
    });
    expect(refusal(state, 'start-research', { ...small, topic: ' Liches ' })).toEqual({
      code: 'rules/unknown_name',
      details: { field: 'topic', place: 'Liches' },
    });
    const owlbear = { harvester: 'vel', creature: ' Owlbear ', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };
    expect(play(start(), 'harvest', owlbear, d20(12)).events[0].data).toMatchObject({ creature: 'Owlbear' });
  });

  it('002:319 all further attempts from that intimidator to affect that target fail for 24 hours: only that pair is locked out, a taunt or a pep talk by another pair leaves it', () => {
    const taunt = { intimidator: 'vel', target: 'Ogre', hd: 30, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 };
    const attempt = (state: DndState, payload: Record<string, unknown>) =>
      play(play(state, 'declare-taunt', { ...taunt, ...payload }).state, 'roll-intimidate', {}, d20(1)).state;
    let state = attempt(start(), {});
    state = attempt(state, { target: 'Troll' });
    state = attempt(state, { intimidator: 'tardok' });
    state = play(state, 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    const tried = (intimidator: string, target: string) => play(state, 'declare-taunt', { ...taunt, intimidator, target }).events[0].type;
    expect([tried('vel', 'Ogre'), tried('vel', 'Troll'), tried('tardok', 'Ogre'), tried('tardok', 'Troll')]).toEqual([
      'taunt-locked-out',
      'taunt-locked-out',
      'taunt-locked-out',
      'taunt-declared',
    ]);
  });

  it('002:309 untrained, the Research check needs at least +1 from the library: the refusal names the bonus so far', () => {
    let state = play(start(), 'start-research', { ...blueDragons, trained: false }).state;
    state = play(state, 'research', { hours: 1 }).state;
    expect(refusal(state, 'research-check')).toEqual({ code: 'rules/untrained_needs_library', details: { bonus: 0 } });
    state = play(state, 'research', { hours: 1 }).state;
    expect(play(state, 'research-check', {}, d20(10)).events[0].data).toMatchObject({ bonus: 1 });
  });
});

describe('002:317-326 the other cases the sentences list', () => {
  it('002:317 an Intimidate check equal to the DC succeeds, and a Will save equal to the Intimidate result resists; a second taunt waits for the first', () => {
    const taunt = { intimidator: 'vel', target: 'Ogre', hd: 10, wisdomModifier: 2, intimidateModifier: 5, willSave: 1 };
    let state = play(start(), 'declare-taunt', taunt).state;
    expect(refusal(state, 'declare-taunt', { ...taunt, intimidator: 'tardok' })).toEqual({ code: 'rules/taunt_open', details: undefined });
    const intimidated = play(state, 'roll-intimidate', {}, d20(7));
    expect(intimidated.events[0].data).toMatchObject({ total: 12, dc: 12, success: true });
    state = intimidated.state;
    const saved = play(state, 'roll-will-save', {}, d20(11));
    expect(saved.events[0].data).toMatchObject({ total: 12, dc: 12, success: true });
    expect(saved.state.reckless).toEqual([]);
  });

  it('002:324 a detection waits behind an open taunt: the Intimidate check is the primary step, Spellcraft not', () => {
    let state = play(start(), 'detect-magic', { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8 }).state;
    expect(dndSkills.prompt(state).actions.find((a) => a.type === 'roll-spellcraft')?.primary).toBe(true);
    state = play(state, 'declare-taunt', {
      intimidator: 'tardok',
      target: 'Ogre',
      hd: 4,
      wisdomModifier: 0,
      intimidateModifier: 5,
      willSave: 1,
    }).state;
    expect(
      dndSkills
        .prompt(state)
        .actions.filter((a) => a.primary)
        .map((a) => a.type),
    ).toEqual(['roll-intimidate']);
  });

  it('002:325 the base cost is 110 gp, 100 gp if the school is known and the item has no subschool; an identify relying on nothing claims nothing; an item identified is not identified again', () => {
    let state = play(start(), 'detect-magic', { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8 }).state;
    state = play(state, 'roll-spellcraft', {}, d20(1)).state;
    state = play(state, 'detect-magic', { caster: 'vel', item: 'Wand', effect: 'spell', level: 1, spellcraftModifier: 0 }).state;
    state = play(state, 'roll-spellcraft', {}, d20(1)).state;
    expect(play(state, 'cast-identify', { record: 1 }).events[0].data).toMatchObject({
      school: false,
      subschool: false,
      descriptors: 0,
      cost: 110,
      success: true,
    });
    state = play(state, 'cast-identify', { record: 1, school: true }).state;
    expect(state.identifies[0]).toMatchObject({ status: 'identified' });
    expect(
      dndSkills
        .prompt(state)
        .actions.filter((a) => a.type === 'cast-identify')
        .map((a) => a.payload),
    ).toEqual([{ record: 2 }]);
    expect(refusal(state, 'cast-identify', { record: 1 })).toEqual({ code: 'rules/already_identified', details: { item: 'Ring' } });
    expect(play(state, 'cast-identify', { record: 2, school: true }).events[0].data).toMatchObject({ material: 90, cost: 100 });
  });
});

describe('002:253, 002:318-319 harvested parts and pep talks, case by case', () => {
  it('002:253 parts lose worth from the hour they were harvested; only parts still held are offered; with none held there is nothing to sell', () => {
    const owlbear = { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };
    expect(refusal(start(), 'sell-harvest', { lot: 1 })).toEqual({ code: 'rules/no_harvest_held', details: undefined });
    let state = play(start(), 'pass-time', { hours: 4 }).state;
    state = play(state, 'harvest', owlbear, d20(14)).state;
    state = play(state, 'harvest', { ...owlbear, creature: 'Griffon' }, d20(14)).state;
    state = play(state, 'pass-time', { hours: 5 }).state;
    const sold = play(state, 'sell-harvest', { lot: 1 });
    expect(sold.events[0].data).toMatchObject({ hours: 5, value: 100, worth: 90 });
    state = sold.state;
    expect(dndSkills.prompt(state).actions.filter((a) => a.type === 'sell-harvest')).toEqual([
      { type: 'sell-harvest', code: 'dnd/sell-harvest', params: { creature: 'Griffon', worth: 90 }, payload: { lot: 2 } },
    ]);
  });

  it('002:319 a willing target of a pep talk is locked out from the same intimidator for 24 hours too; a reckless state is ended only while one runs', () => {
    expect(refusal(start(), 'end-reckless', { id: 1, reason: 'defeated' })).toEqual({ code: 'rules/not_reckless', details: undefined });
    let state = play(start(), 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    state = play(state, 'pass-time', { hours: 3 }).state;
    expect(play(state, 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).events).toEqual([
      { type: 'taunt-locked-out', data: { intimidator: 'Vel', target: 'Tardok', secondsLeft: 21 * 3600 } },
    ]);
    state = play(state, 'pass-time', { minutes: 1 }).state;
    expect(dndSkills.prompt(state).actions.filter((a) => a.type === 'end-reckless')).toEqual([]);
  });
});

describe('002:310 time at the table', () => {
  it('002:310 some time must pass on the clock; a researcher cannot put in more hours than his bonus still needs', () => {
    expect(refusal(start(), 'pass-time', { days: 0, hours: 0, minutes: 0, rounds: 0 })).toMatchObject({
      code: 'rules/invalid_input',
      details: { field: 'hours', issues: [{ field: 'hours', code: 'dnd/input/some-time-must-pass' }] },
    });
    let state = play(start(), 'start-research', { ...blueDragons, preset: 'small' }).state;
    state = play(state, 'research', { hours: 5 }).state;
    expect(refusal(state, 'research', { hours: 4 })).toEqual({ code: 'rules/research_done', details: { left: 3 } });
  });
});
