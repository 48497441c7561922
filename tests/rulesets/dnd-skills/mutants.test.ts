/**
 * D&D skill variants (seed 002:246-330): tests for what the mutation run (issue 29) showed unpinned,
 * each named after the seed sentence it tries — what the prompt and the trackers show, the events'
 * words, headlines and statistics.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import type { RulesEvent } from '../../../shared/engine/ruleset';
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
