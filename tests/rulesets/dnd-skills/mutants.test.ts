/**
 * D&D skill variants rules pinned where `npm run mutate -- dnd-skills` found them untested, named after
 * their seed lines: what each calculator's offer asks (fields, limits, defaults), the refusals' details,
 * the events' data, the trackers, and what statistics and headlines read.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';
import { d20, play, start } from './helpers';

const pcs = [
  { value: 'tardok', code: 'dnd/pc', params: { name: 'Tardok' } },
  { value: 'vel', code: 'dnd/pc', params: { name: 'Vel' } },
];
const offer = (state: DndState, type: string) => dndSkills.prompt(state).actions.find((a) => a.type === type);
const offers = (state: DndState, type: string) => dndSkills.prompt(state).actions.filter((a) => a.type === type);
const refusal = (state: DndState, type: string, payload: Record<string, unknown> = {}, dice: ReturnType<typeof d20> = []) => {
  const result = runAction(dndSkills, state, type, payload, dice);
  return result.ok ? null : result.error;
};
const checkDie = (check: string) => ({
  dice: [{ kind: 'dN', sides: 20 }],
  looks: [{ code: 'dnd/die/check', params: { check, n: 1, count: 1 } }],
});
const beholders = { researcher: 'tardok', topic: 'Beholders', library: 'Great Library', preset: 'enormous', knowledgeModifier: 1 };
const weight = (e: RulesEvent) => dndSkills.headlines!.weightOf(e);

describe('002:252-255 harvesting', () => {
  it('002:253 a harvest asks the harvester, the creature, its type, its HD (1 minute each) and the Knowledge check; 002:254-255 synergy and favored enemy', () => {
    expect(offer(start(), 'harvest')).toEqual({
      type: 'harvest',
      code: 'dnd/harvest',
      dice: checkDie('knowledge'),
      primary: true,
      fields: [
        { name: 'harvester', kind: 'choice', choices: pcs },
        { name: 'creature', kind: 'text', maxLength: 60 },
        {
          name: 'creatureType',
          kind: 'choice',
          choices: [
            'aberration',
            'animal',
            'construct',
            'dragon',
            'elemental',
            'fey',
            'giant',
            'humanoid',
            'magical-beast',
            'monstrous-humanoid',
            'ooze',
            'outsider',
            'plant',
            'undead',
            'vermin',
          ].map((t) => ({ value: t, code: `dnd/creature/${t}` })),
        },
        { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'synergyRanks', kind: 'boolean', default: false, advanced: true },
        { name: 'synergyAbility', kind: 'boolean', default: false, advanced: true },
        { name: 'favoredEnemy', kind: 'number', min: 0, max: 20, default: 0, advanced: true },
        { name: 'decays', kind: 'boolean', default: true },
      ],
    });
    // A roll owed elsewhere makes the harvest a side calculator, not the table's next step.
    const taunting = play(start(), 'pep-talk', { intimidator: 'vel', target: 'Ogre' }).state;
    expect(offer(taunting, 'harvest')?.primary).toBe(true);
    const declared = play(start(), 'declare-taunt', {
      intimidator: 'vel',
      target: 'Ogre',
      hd: 4,
      wisdomModifier: 0,
      intimidateModifier: 5,
      willSave: 1,
    }).state;
    expect(offer(declared, 'harvest')?.primary).toBe(false);
  });
});

describe('002:309-313 research', () => {
  it('002:309 research asks a topic and a library (small +4, local +8, large +16, enormous +24 or a bonus of its own), the bonus wanted and the checks', () => {
    expect(offer(start(), 'start-research')).toEqual({
      type: 'start-research',
      code: 'dnd/start-research',
      fields: [
        { name: 'researcher', kind: 'choice', choices: pcs },
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
    });
  });

  it("002:309-310 while researching: the hours to the bonus wanted (2 a point) and today's hours are tracked, and a second research is refused", () => {
    const state = play(start(), 'start-research', beholders).state;
    expect(dndSkills.trackers(state)).toEqual([
      { id: 'clock-hours', code: 'dnd/tracker/clock', value: 0, min: 0, max: 100000 },
      { id: 'research-hours', code: 'dnd/tracker/research-hours', params: { researcher: 'Tardok' }, value: 0, min: 0, max: 48 },
      { id: 'research-today', code: 'dnd/tracker/research-today', params: { researcher: 'Tardok' }, value: 0, min: 0, max: 24 },
    ]);
    expect(offer(state, 'start-research')).toBeUndefined();
    expect(refusal(state, 'start-research', beholders)).toMatchObject({
      code: 'rules/research_open',
      details: { researcher: 'Tardok', topic: 'Beholders' },
    });
  });

  it('002:310-311 after 8 hours: push on at DC 12 (a Constitution check) is the step; sleep, the check and take 10 are offered', () => {
    const state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    const params = { researcher: 'Tardok', bonus: 4, dc: 15 };
    expect(dndSkills.prompt(state).actions.filter((a) => ['push-on', 'sleep', 'research-check', 'research'].includes(a.type))).toEqual([
      {
        type: 'push-on',
        code: 'dnd/push-on',
        params: { researcher: 'Tardok', dc: 12 },
        dice: checkDie('constitution'),
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
      { type: 'research-check', code: 'dnd/research-check', params, dice: checkDie('knowledge'), odds: 0.55, primary: false },
      { type: 'research-check', code: 'dnd/research-take-10', params, payload: { take10: true }, odds: 1 },
    ]);
  });
});

describe('002:317-319 taunting', () => {
  it('002:317 a taunt asks the intimidator, the target, its HD and Wisdom modifier, the Intimidate modifier and its Will save; 002:319 a pep talk asks only who and whom', () => {
    const state = start();
    expect(offer(state, 'declare-taunt')).toEqual({
      type: 'declare-taunt',
      code: 'dnd/declare-taunt',
      fields: [
        { name: 'intimidator', kind: 'choice', choices: pcs },
        { name: 'target', kind: 'text', maxLength: 60 },
        { name: 'hd', kind: 'number', min: 1, max: 60, default: 4 },
        { name: 'wisdomModifier', kind: 'number', min: -5, max: 20, default: 0 },
        { name: 'intimidateModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'willSave', kind: 'number', min: -20, max: 80, default: 2 },
      ],
    });
    expect(offer(state, 'pep-talk')).toEqual({
      type: 'pep-talk',
      code: 'dnd/pep-talk',
      fields: [
        { name: 'intimidator', kind: 'choice', choices: pcs },
        { name: 'target', kind: 'text', maxLength: 60 },
      ],
    });
  });
});

describe('002:324 cheaper identify', () => {
  it('002:324 detect magic asks the caster, the item, spell or other effect, its level, the Spellcraft modifier, and the subschool and descriptors it has', () => {
    expect(offer(start(), 'detect-magic')).toEqual({
      type: 'detect-magic',
      code: 'dnd/detect-magic',
      fields: [
        { name: 'caster', kind: 'choice', choices: pcs },
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
    });
  });

  it('002:324 after detect magic the Spellcraft check is the step owed (15 + spell level); a second detection waits for it', () => {
    const ring = { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8, hasSubschool: true, descriptors: 1 };
    const state = play(start(), 'detect-magic', ring).state;
    const prompt = dndSkills.prompt(state);
    expect(prompt).toMatchObject({ phase: 'dnd/toolkit', code: 'dnd/roll-waiting', params: { day: 1, time: '00:00' } });
    expect(prompt.actions.slice(0, 2)).toEqual([
      {
        type: 'roll-spellcraft',
        code: 'dnd/roll-spellcraft',
        params: { caster: 'Vel', item: 'Ring', dc: 18 },
        dice: checkDie('spellcraft'),
        odds: 0.55,
        primary: true,
      },
      { type: 'drop-detection', code: 'dnd/drop-detection', rare: true },
    ]);
    expect(offer(state, 'detect-magic')).toBeUndefined();
    expect(refusal(state, 'detect-magic', ring)).toMatchObject({ code: 'rules/detection_open', details: { item: 'Ring' } });
  });
});

describe('the campaign clock (ruling dnd-skills#9)', () => {
  it('time passes by days, hours, minutes and rounds (6 seconds); the prompt names the day and the time', () => {
    expect(offer(start(), 'pass-time')).toEqual({
      type: 'pass-time',
      code: 'dnd/pass-time',
      fields: [
        { name: 'days', kind: 'number', min: 0, max: 365, default: 0 },
        { name: 'hours', kind: 'number', min: 0, max: 23, default: 1 },
        { name: 'minutes', kind: 'number', min: 0, max: 59, default: 0 },
        { name: 'rounds', kind: 'number', min: 0, max: 100, default: 0 },
      ],
    });
    const passed = play(start(), 'pass-time', { days: 1, hours: 2, minutes: 3, rounds: 4 });
    expect(passed.events[0].data).toEqual({ seconds: 86400 + 7200 + 180 + 24, days: 1, hours: 2, minutes: 3, rounds: 4 });
    expect(dndSkills.prompt(passed.state)).toMatchObject({ code: 'dnd/choose-calculator', params: { day: 2, time: '02:03' } });
    expect(dndSkills.trackers(passed.state)[0]).toMatchObject({ id: 'clock-hours', value: 26 });
  });
});

describe('002:253 selling or preserving harvested parts', () => {
  it('002:253 each held lot is offered for sale or preservation at its worth now (2% off an hour), and a closed lot leaves the offers', () => {
    const owlbear = { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };
    let state = play(start(), 'harvest', owlbear, d20(12)).state;
    state = play(state, 'pass-time', { hours: 3 }).state;
    const lotOffer = (type: string) => ({ type, code: `dnd/${type}`, params: { creature: 'Owlbear', worth: 84.6 }, payload: { lot: 1 } });
    expect(offers(state, 'sell-harvest')).toEqual([lotOffer('sell-harvest')]);
    expect(offers(state, 'preserve-harvest')).toEqual([lotOffer('preserve-harvest')]);
    const preserved = play(state, 'preserve-harvest', { lot: 1 });
    expect(preserved.events[0].data).toEqual({ lot: 1, creature: 'Owlbear', value: 90, hours: 3, worth: 84.6 });
    expect(preserved.state.harvests[0]).toMatchObject({ status: 'preserved', fixedWorth: 84.6 });
    expect(offers(preserved.state, 'sell-harvest')).toEqual([]);
    expect(refusal(preserved.state, 'sell-harvest', { lot: 1 })).toMatchObject({
      code: 'rules/no_harvest_held',
    });
    const two = play(preserved.state, 'harvest', { ...owlbear, creature: 'Bear' }, d20(12)).state;
    expect(refusal(two, 'sell-harvest', { lot: 1 })).toMatchObject({
      code: 'rules/lot_closed',
      details: { creature: 'Owlbear', status: 'preserved' },
    });
    expect(refusal(two, 'sell-harvest', { lot: 9 })).toMatchObject({ code: 'rules/unknown_lot', details: { lot: 9 } });
    expect(play(two, 'sell-harvest', { lot: 2 }).state.harvests.map((h) => h.status)).toEqual(['preserved', 'sold']);
  });
});

describe('002:318 a reckless state ends', () => {
  it('002:318 each reckless character is offered to end early, the reason (defeated or out of sight) chosen by the table', () => {
    let state = play(start(), 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    state = play(state, 'pep-talk', { intimidator: 'tardok', target: 'Vel' }).state;
    const endOffer = (target: string, id: number) => ({
      type: 'end-reckless',
      code: 'dnd/end-reckless',
      params: { target },
      payload: { id },
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
    });
    expect(offers(state, 'end-reckless')).toEqual([endOffer('Tardok', 1), endOffer('Vel', 2)]);
    const ended = play(state, 'end-reckless', { id: 2, reason: 'defeated' });
    expect(ended.events[0].data).toEqual({ id: 2, target: 'Vel', intimidator: 'Tardok', reason: 'defeated' });
    expect(ended.state.reckless.map((r) => r.target)).toEqual(['Tardok']);
    expect(refusal(ended.state, 'end-reckless', { id: 2, reason: 'defeated' })).toMatchObject({
      code: 'rules/not_reckless',
      details: { id: 2, from: 'taunt' },
    });
    const none = play(ended.state, 'end-reckless', { id: 1, reason: 'out-of-sight' }).state;
    expect(offers(none, 'end-reckless')).toEqual([]);
    expect(refusal(none, 'end-reckless', { id: 1, reason: 'defeated' })).toMatchObject({ code: 'rules/not_reckless' });
  });
});

describe('002:324-326 the Spellcraft check and casting identify', () => {
  const ring = { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8, hasSubschool: true, descriptors: 1 };

  it('002:324-325 beating the DC by 5 reveals school and subschool: identify costs 100 gp (90 material, 10 service), offered relying on that', () => {
    const checked = play(play(start(), 'detect-magic', ring).state, 'roll-spellcraft', {}, d20(15));
    expect(checked.events[0].data).toEqual({
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
    });
    expect(offers(checked.state, 'cast-identify')).toEqual([
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
    const cast = play(checked.state, 'cast-identify', { record: 1, school: true, subschool: true });
    expect(cast.events[0].data).toEqual({
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
    });
    expect(offers(cast.state, 'cast-identify')).toEqual([]);
    expect(refusal(cast.state, 'cast-identify', { record: 1 })).toMatchObject({ code: 'rules/nothing_to_identify' });
    expect(dndSkills.keyTracks!(cast.state)).toEqual([
      { id: 'harvests', code: 'dnd/key/harvests', value: 0 },
      { id: 'research', code: 'dnd/key/research', value: 0 },
      { id: 'identifies', code: 'dnd/key/identifies', value: 1 },
      { id: 'table-actions', code: 'dnd/key/table-actions', value: 3 },
    ]);
  });
});

describe('what statistics and headlines read', () => {
  it('research found, a research given up, a taunt that lands, an identify and a harvest make the headlines; failures do not', () => {
    const e = (type: string, data: Record<string, unknown> = {}) => ({ type, data }) as RulesEvent;
    expect(weight(e('research-checked', { success: true }))).toBe(WEIGHT.relief);
    expect(weight(e('research-checked', { success: false }))).toBeNull();
    expect(weight(e('research-abandoned'))).toBe(WEIGHT.notable);
    expect(weight(e('taunt-intimidated', { success: true }))).toBe(WEIGHT.threat);
    expect(weight(e('taunt-intimidated', { success: false }))).toBeNull();
    expect(weight(e('identify-cast'))).toBe(WEIGHT.notable);
    expect(weight(e('harvested'))).toBe(WEIGHT.notable);
    expect(weight(e('time-passed'))).toBeNull();
  });
});
