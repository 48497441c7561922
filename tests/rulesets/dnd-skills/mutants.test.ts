/**
 * D&D skill variants rules pinned where `npm run mutate -- dnd-skills` found them untested, named after
 * their seed lines: what each calculator's offer asks (fields, limits, defaults), the refusals' details,
 * the events' data, the trackers, and what statistics and headlines read.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import { dndManifest } from '../../../shared/rulesets/dnd-skills/manifest';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';
import { d20, play, players, start } from './helpers';

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

const owlbear = { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };
const ogre = { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: 0, intimidateModifier: 5, willSave: 1 };
const ring = { caster: 'vel', item: 'Ring', effect: 'spell', level: 3, spellcraftModifier: 8 };
const tracker = (state: DndState, id: string) => dndSkills.trackers(state).find((t) => t.id === id);

describe('002:252-255 what a harvest takes when the table leaves a box as it is', () => {
  it('002:254 no synergy unless the 5 ranks are ticked; 002:253 parts decay unless marked as not decaying; the names are trimmed, 1-60 letters', () => {
    const harvested = play(start(), 'harvest', { ...owlbear, creature: '  Owlbear  ' }, d20(12));
    expect(harvested.events[0].data).toMatchObject({ creature: 'Owlbear', synergy: 0, favoredEnemy: 0, total: 18, decays: true });
    const later = play(harvested.state, 'pass-time', { hours: 10 }).state;
    expect(offer(later, 'sell-harvest')?.params).toEqual({ creature: 'Owlbear', worth: 72 });
    expect(refusal(start(), 'harvest', { ...owlbear, creature: '   ' }, d20(12))?.code).toBe('rules/invalid_input');
    expect(refusal(start(), 'harvest', { ...owlbear, creature: 'x'.repeat(61) }, d20(12))?.code).toBe('rules/invalid_input');
    expect(refusal(start(), 'harvest', { ...owlbear, harvester: 'nobody' }, d20(12))).toMatchObject({
      code: 'rules/unknown_player',
      details: { player: 'nobody' },
    });
  });

  it('002:253 with nothing held there is nothing to sell; a lot never harvested is named in the refusal', () => {
    expect(refusal(start(), 'sell-harvest', { lot: 1 })).toMatchObject({ code: 'rules/no_harvest_held' });
    expect(offers(start(), 'preserve-harvest')).toEqual([]);
    const held = play(start(), 'harvest', owlbear, d20(12)).state;
    expect(refusal(held, 'preserve-harvest', { lot: 7 })).toMatchObject({ code: 'rules/unknown_lot', details: { lot: 7 } });
  });
});

describe('002:309-313 research: the bonus wanted, the hours, the one check', () => {
  it('002:309 the PCs can opt to reduce the bonus: wanting exactly what is left is accepted, less is kept as asked, more is refused with what is left', () => {
    const local = { ...beholders, preset: 'local' };
    expect(play(start(), 'start-research', { ...local, wanted: 8 }).state.research).toMatchObject({ wanted: 8 });
    expect(play(start(), 'start-research', { ...local, wanted: 3 }).state.research).toMatchObject({ wanted: 3 });
    expect(play(start(), 'start-research', { ...local, wanted: 3 }).events[0].data).toMatchObject({
      libraryBonus: 8,
      wanted: 3,
      drawn: 0,
      left: 8,
      hoursNeeded: 6,
    });
    expect(refusal(start(), 'start-research', { ...local, wanted: 9 })).toMatchObject({
      code: 'rules/bonus_too_high',
      details: { library: 'Great Library', topic: 'Beholders', left: 8, drawn: 0 },
    });
  });

  it('002:313 once twice the library bonus is drawn, the refusal names the library, the topic and what was drawn', () => {
    const small = { ...beholders, preset: 'small' };
    let state = start();
    for (let i = 0; i < 2; i++) {
      state = play(state, 'start-research', small).state;
      state = play(state, 'research', { hours: 8 }).state;
      state = play(state, 'research-check', {}, d20(1)).state;
    }
    expect(refusal(state, 'start-research', small)).toMatchObject({
      code: 'rules/library_exhausted',
      details: { library: 'Great Library', topic: 'Beholders', drawn: 8 },
    });
  });

  it('002:309 each library and topic keeps its own ledger: a second topic at the same library draws from its own +4', () => {
    const small = { ...beholders, preset: 'small' };
    let state = play(start(), 'start-research', small).state;
    state = play(play(state, 'research', { hours: 8 }).state, 'research-check', {}, d20(1)).state;
    state = play(state, 'start-research', { ...small, topic: 'Liches', newTopic: true, wanted: 2 }).state;
    state = play(play(state, 'research', { hours: 4 }).state, 'research-check', {}, d20(1)).state;
    expect(state.drawn).toEqual([
      { library: 'Great Library', topic: 'Beholders', bonus: 4 },
      { library: 'Great Library', topic: 'Liches', bonus: 2 },
    ]);
    expect(dndSkills.trackers(state).slice(1)).toEqual([
      { id: 'drawn/0', code: 'dnd/tracker/drawn', params: { library: 'Great Library', topic: 'Beholders' }, value: 4, min: 0, max: 200 },
      { id: 'drawn/1', code: 'dnd/tracker/drawn', params: { library: 'Great Library', topic: 'Liches' }, value: 2, min: 0, max: 200 },
    ]);
    state = play(state, 'start-research', { ...small, topic: 'Liches', wanted: 2 }).state;
    state = play(play(state, 'research', { hours: 4 }).state, 'research-check', {}, d20(1)).state;
    expect(state.drawn.map((d) => d.bonus)).toEqual([4, 4]);
  });

  it('002:309 the hours researched today are offered up to the free ones left; asking more than the bonus needs is refused with what is left', () => {
    let state = play(start(), 'start-research', { ...beholders, wanted: 2 }).state;
    expect(offer(state, 'research')).toEqual({
      type: 'research',
      code: 'dnd/research',
      params: { researcher: 'Tardok', free: 8 },
      primary: true,
      fields: [{ name: 'hours', kind: 'number', min: 1, max: 4, default: 4 }],
    });
    expect(refusal(state, 'research', { hours: 5 })).toMatchObject({ code: 'rules/research_done', details: { left: 4 } });
    const one = play(state, 'research', { hours: 3 });
    expect(one.events[0].data).toEqual({ researcher: 'Tardok', hours: 3, total: 3, bonus: 1 });
    state = one.state;
    expect(offer(state, 'research')?.params).toEqual({ researcher: 'Tardok', free: 5 });
    expect(play(state, 'research', { hours: 1 }).events[0].data).toEqual({ researcher: 'Tardok', hours: 1, total: 4, bonus: 2 });
    state = play(state, 'research', { hours: 1 }).state;
    expect(refusal(state, 'research', { hours: 1 })).toMatchObject({ code: 'rules/research_done', details: { left: 0 } });
    expect(refusal(state, 'push-on', {}, d20(20))).toMatchObject({ code: 'rules/research_done', details: { left: 0 } });
    expect(dndSkills.prompt(state).actions.filter((a) => a.primary)).toMatchObject([{ type: 'research-check' }]);
  });

  it('002:310 free hours cannot run past the research day: the refusal says how many are left, and with none left the day must end first', () => {
    let state = play(start(), 'start-research', beholders).state;
    state = play(state, 'pass-time', { hours: 19, minutes: 30 }).state;
    expect(refusal(state, 'research', { hours: 5 })).toMatchObject({ code: 'rules/too_many_hours', details: { most: 4 } });
    state = play(state, 'research', { hours: 4 }).state;
    expect(state.research).toMatchObject({ hoursToday: 4, day: 1 });
    expect(refusal(state, 'research', { hours: 1 })).toMatchObject({ code: 'rules/day_ending', details: { left: 0 } });
    expect(refusal(state, 'push-on', {}, d20(20))).toMatchObject({ code: 'rules/free_hours_left', details: { free: 4 } });
    expect(dndSkills.prompt(state).actions.filter((a) => a.primary)).toMatchObject([{ type: 'sleep' }]);
    const slept = play(state, 'sleep', {});
    expect(slept.events[0].data).toEqual({ researcher: 'Tardok', hours: 8, day: 2 });
    expect(slept.state.research).toMatchObject({ day: 2, hoursToday: 0 });
  });

  it('002:311 past 8 hours the refusal says no free hours are left; each forced hour adds to the bonus; a passed-out researcher is named', () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    expect(refusal(state, 'research', { hours: 1 })).toMatchObject({ code: 'rules/forced_research', details: { free: 0 } });
    expect(offer(state, 'research')).toBeUndefined();
    const pushed = play(state, 'push-on', {}, d20(11));
    expect(pushed.events[0].data).toEqual({ researcher: 'Tardok', extraHour: 1, roll: 11, total: 11, dc: 12, success: false, bonus: 4 });
    const again = play(play(state, 'push-on', {}, d20(12)).state, 'push-on', {}, d20(20));
    expect(again.events[0].data).toMatchObject({ extraHour: 2, dc: 14, success: true, bonus: 5 });
    state = pushed.state;
    expect(refusal(state, 'sleep', {})).toMatchObject({ code: 'rules/passed_out', details: { researcher: 'Tardok' } });
    expect(refusal(state, 'research', { hours: 1 })).toMatchObject({ code: 'rules/passed_out', details: { researcher: 'Tardok' } });
  });

  it('002:309 untrained, the check needs at least +1 from the library: at +1 it is allowed, at 0 refused naming the bonus', () => {
    let state = play(start(), 'start-research', { ...beholders, trained: false }).state;
    expect(refusal(state, 'research-check', {}, d20(10))).toMatchObject({ code: 'rules/untrained_needs_library', details: { bonus: 0 } });
    state = play(state, 'research', { hours: 2 }).state;
    expect(play(state, 'research-check', {}, d20(10)).events[0].data).toMatchObject({ bonus: 1, total: 12 });
    expect(play(start(), 'start-research', beholders).state.research).toMatchObject({ trained: true });
  });

  it('002:312 take 10 is offered with its certainty: 0 when 10 + Knowledge + the bonus falls short of the DC', () => {
    let state = play(start(), 'start-research', { ...beholders, dc: 20 }).state;
    state = play(state, 'research', { hours: 8 }).state;
    expect(offers(state, 'research-check')[1]).toEqual({
      type: 'research-check',
      code: 'dnd/research-take-10',
      params: { researcher: 'Tardok', bonus: 4, dc: 20 },
      payload: { take10: true },
      odds: 0,
    });
    expect(offers(state, 'research-check')[0].odds).toBe(6 / 20);
  });

  it('002:311 sleeping is offered while awake; with nothing under way every research step is refused', () => {
    expect(refusal(start(), 'sleep', {})).toMatchObject({ code: 'rules/no_research' });
    expect(refusal(start(), 'abandon-research', {})).toMatchObject({ code: 'rules/no_research' });
    const state = play(start(), 'start-research', beholders).state;
    expect(offer(state, 'abandon-research')).toEqual({ type: 'abandon-research', code: 'dnd/abandon-research', rare: true });
    expect(play(state, 'abandon-research', {}).events[0].data).toEqual({ researcher: 'Tardok', topic: 'Beholders' });
  });
});

describe('002:317-319 taunting: the rolls, the lockout, the reckless minute', () => {
  it('002:317 the Intimidate check is owed first and may be withdrawn; meeting the DC exactly succeeds; the Will save adds its bonus and meeting the DC saves', () => {
    let state = play(start(), 'declare-taunt', { ...ogre, hd: 10, wisdomModifier: 2 }).state;
    expect(dndSkills.prompt(state)).toMatchObject({ code: 'dnd/roll-waiting' });
    expect(dndSkills.prompt(state).actions.slice(0, 2)).toEqual([
      {
        type: 'roll-intimidate',
        code: 'dnd/roll-intimidate',
        params: { intimidator: 'Vel', target: 'Ogre', dc: 12 },
        dice: checkDie('intimidate'),
        odds: 0.7,
        primary: true,
      },
      { type: 'withdraw-taunt', code: 'dnd/withdraw-taunt', rare: true },
    ]);
    expect(refusal(state, 'roll-will-save', {}, d20(10))).toMatchObject({ code: 'rules/wrong_phase', details: { waiting: 'will' } });
    expect(refusal(state, 'declare-taunt', ogre)).toMatchObject({ code: 'rules/taunt_open' });
    const withdrawn = play(state, 'withdraw-taunt', {});
    expect(withdrawn.events[0].data).toEqual({ intimidator: 'Vel', target: 'Ogre' });
    expect(withdrawn.state.taunt).toBeNull();
    const exactly = play(state, 'roll-intimidate', {}, d20(7));
    expect(exactly.events[0].data).toMatchObject({ total: 12, dc: 12, success: true });
    state = exactly.state;
    expect(refusal(state, 'roll-intimidate', {}, d20(10))).toMatchObject({ code: 'rules/wrong_phase', details: { waiting: 'intimidate' } });
    expect(dndSkills.prompt(state).actions[0]).toEqual({
      type: 'roll-will-save',
      code: 'dnd/roll-will-save',
      params: { target: 'Ogre', dc: 12 },
      dice: checkDie('will'),
      odds: 0.5,
      primary: true,
    });
    const saved = play(state, 'roll-will-save', {}, d20(11));
    expect(saved.events[0].data).toEqual({ intimidator: 'Vel', target: 'Ogre', roll: 11, total: 12, dc: 12, success: true });
    expect(saved.state.reckless).toEqual([]);
    expect(saved.state.taunt).toBeNull();
    const failed = play(state, 'roll-will-save', {}, d20(10));
    expect(failed.events[0].data).toMatchObject({ total: 11, success: false });
    expect(failed.state.reckless).toEqual([{ id: 1, intimidator: 'Vel', target: 'Ogre', since: 0, pepTalk: false }]);
  });

  it('002:319 the lockout is the same intimidator on the same target: another taunt by either leaves it, and the refusal says how long is left', () => {
    const ogre = { intimidator: 'vel', target: 'Ogre', hd: 10, wisdomModifier: 0, intimidateModifier: 5, willSave: 1 };
    let state = play(play(start(), 'declare-taunt', ogre).state, 'roll-intimidate', {}, d20(1)).state;
    state = play(play(state, 'declare-taunt', { ...ogre, target: 'Goblin' }).state, 'roll-intimidate', {}, d20(1)).state;
    state = play(play(state, 'declare-taunt', { ...ogre, intimidator: 'tardok' }).state, 'roll-intimidate', {}, d20(1)).state;
    expect(state.lockouts).toEqual([
      { intimidator: 'Vel', target: 'Ogre', until: 86400 },
      { intimidator: 'Vel', target: 'Goblin', until: 86400 },
      { intimidator: 'Tardok', target: 'Ogre', until: 86400 },
    ]);
    state = play(state, 'pass-time', { hours: 1 }).state;
    const locked = play(state, 'declare-taunt', { ...ogre, target: 'ogre' });
    expect(locked.events[0]).toMatchObject({ type: 'taunt-locked-out', data: { intimidator: 'Vel', target: 'ogre', secondsLeft: 82800 } });
    expect(play(state, 'pep-talk', { intimidator: 'vel', target: 'Goblin' }).events[0]).toMatchObject({
      type: 'taunt-locked-out',
      data: { intimidator: 'Vel', target: 'Goblin', secondsLeft: 82800 },
    });
    expect(play(state, 'declare-taunt', { ...ogre, target: 'Troll' }).events[0].type).toBe('taunt-declared');
    // A day later the pair may try again, and its new lockout replaces the old one.
    state = play(state, 'pass-time', { days: 1 }).state;
    state = play(play(state, 'declare-taunt', ogre).state, 'roll-intimidate', {}, d20(1)).state;
    state = play(state, 'pep-talk', { intimidator: 'tardok', target: 'Ogre' }).state;
    expect(state.lockouts).toEqual([
      { intimidator: 'Vel', target: 'Goblin', until: 86400 },
      { intimidator: 'Vel', target: 'Ogre', until: 2 * 86400 + 3600 },
      { intimidator: 'Tardok', target: 'Ogre', until: 2 * 86400 + 3600 },
    ]);
    // A pep talk locks out its own pair only.
    expect(
      play(state, 'pep-talk', { intimidator: 'vel', target: 'Troll' }).state.lockouts.map((l) => `${l.intimidator}/${l.target}`),
    ).toEqual(['Vel/Goblin', 'Vel/Ogre', 'Tardok/Ogre', 'Vel/Troll']);
  });

  it('002:318 the reckless minute runs from when it began, not from the campaign start', () => {
    let state = play(start(), 'pass-time', { hours: 1 }).state;
    state = play(state, 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    expect(state.reckless).toEqual([{ id: 1, intimidator: 'Vel', target: 'Tardok', since: 3600, pepTalk: true }]);
    state = play(state, 'pass-time', { rounds: 9 }).state;
    expect(state.reckless).toHaveLength(1);
    expect(refusal(start(), 'end-reckless', { id: 1, reason: 'defeated' })).toMatchObject({ code: 'rules/not_reckless' });
  });
});

describe('002:324-326 identify: what the claim costs and whether it goes beyond the check', () => {
  const priced = (roll: number, item = {}) =>
    play(play(start(), 'detect-magic', { ...ring, ...item }).state, 'roll-spellcraft', {}, d20(roll)).state;

  it('002:324 detect magic takes the item as having no subschool and no descriptors unless the table says so', () => {
    const state = play(start(), 'detect-magic', ring).state;
    expect(state.detection).toMatchObject({ hasSubschool: false, descriptors: 0, dc: 18 });
    expect(refusal(start(), 'roll-spellcraft', {}, d20(10))).toMatchObject({
      code: 'rules/wrong_phase',
      details: { waiting: 'spellcraft' },
    });
    expect(play(state, 'drop-detection', {}).events).toEqual([{ type: 'detection-dropped', data: { item: 'Ring' } }]);
  });

  it('002:325 the price follows the claim: the school of an item without a subschool saves 10 gp, with one 5, a claimed subschool counting as one', () => {
    const plain = priced(1);
    const cast = (state: DndState, claim: Record<string, unknown>) => play(state, 'cast-identify', { record: 1, ...claim }).events[0].data;
    expect(cast(plain, {})).toMatchObject({ school: false, subschool: false, descriptors: 0, cost: 110, beyondCheck: false });
    expect(cast(plain, { school: true, knowledgeRight: false })).toMatchObject({
      cost: 100,
      material: 90,
      beyondCheck: true,
      success: false,
      reason: 'wrong',
    });
    expect(cast(plain, { school: true, subschool: true })).toMatchObject({
      cost: 100,
      beyondCheck: true,
      success: false,
      reason: 'not-on-item',
    });
    const withSub = priced(1, { hasSubschool: true, descriptors: 2 });
    expect(cast(withSub, { school: true })).toMatchObject({ cost: 105, beyondCheck: true });
    expect(cast(withSub, { descriptors: 1 })).toMatchObject({ cost: 105, beyondCheck: true, success: true });
    expect(cast(withSub, { subschool: true })).toMatchObject({ cost: 105, beyondCheck: true });
    const known = priced(20, { hasSubschool: true, descriptors: 2 });
    expect(cast(known, { school: true, subschool: true, descriptors: 2 })).toMatchObject({ cost: 90, beyondCheck: false, success: true });
    expect(cast(known, { school: true, subschool: true, descriptors: 1 })).toMatchObject({ cost: 95, beyondCheck: false });
  });

  it('002:326 a failed identify leaves the item to be tried again; an identified one is refused by name, an unknown one by number', () => {
    let state = play(priced(1), 'detect-magic', { ...ring, item: 'Wand' }).state;
    state = play(state, 'roll-spellcraft', {}, d20(1)).state;
    state = play(state, 'cast-identify', { record: 1, school: true, knowledgeRight: false }).state;
    expect(state.identifies.map((i) => i.status)).toEqual(['failed', 'priced']);
    expect(offers(state, 'cast-identify').map((o) => o.params)).toEqual([
      { item: 'Ring', caster: 'Vel' },
      { item: 'Wand', caster: 'Vel' },
    ]);
    state = play(state, 'cast-identify', { record: 1 }).state;
    expect(state.identifies.map((i) => i.status)).toEqual(['identified', 'priced']);
    expect(refusal(state, 'cast-identify', { record: 1 })).toMatchObject({ code: 'rules/already_identified', details: { item: 'Ring' } });
    expect(refusal(state, 'cast-identify', { record: 5 })).toMatchObject({ code: 'rules/unknown_item', details: { record: 5 } });
  });
});

describe('ruling dnd-skills#9 the clock and the trackers the table may correct', () => {
  it('no time passing is refused at the hours box; the clock, the research hours and the bonus drawn can be set by hand', () => {
    expect(refusal(start(), 'pass-time', {})).toMatchObject({
      code: 'rules/invalid_input',
      details: { field: 'hours', issues: [{ field: 'hours', code: 'dnd/input/some-time-must-pass' }] },
    });
    let state = play(start(), 'pass-time', { minutes: 30 }).state;
    state = dndSkills.setTracker(state, 'clock-hours', 5);
    expect(state.clock).toBe(5 * 3600 + 1800);
    expect(dndSkills.prompt(state).params).toEqual({ day: 1, time: '05:30' });
    expect(dndSkills.setTracker(state, 'research-hours', 3)).toBe(state);
    state = play(state, 'start-research', beholders).state;
    state = dndSkills.setTracker(state, 'research-hours', 6);
    state = dndSkills.setTracker(state, 'research-today', 10);
    expect(state.research).toMatchObject({ hours: 6, hoursToday: 10, forcedToday: 2 });
    expect(tracker(state, 'research-hours')?.value).toBe(6);
    expect(dndSkills.setTracker(state, 'research-today', 3).research).toMatchObject({ hoursToday: 3, forcedToday: 0 });
    expect(dndSkills.setTracker(state, 'nothing', 3)).toBe(state);
    state = play(state, 'abandon-research', {}).state;
    const small = { ...beholders, preset: 'small' };
    let drawn = play(state, 'start-research', small).state;
    drawn = play(play(drawn, 'research', { hours: 2 }).state, 'research-check', {}, d20(1)).state;
    drawn = play(drawn, 'start-research', { ...small, topic: 'Liches', newTopic: true }).state;
    drawn = play(play(drawn, 'research', { hours: 2 }).state, 'research-check', {}, d20(1)).state;
    drawn = dndSkills.setTracker(drawn, 'drawn/1', 7);
    expect(drawn.drawn.map((d) => d.bonus)).toEqual([1, 7]);
  });

  it('set-up refuses options it does not know; an options change keeps the chosen forced-research DC', () => {
    expect(dndSkills.setup({ forcedResearchFirstDc: 'dc-99' } as unknown as DndState['options'], players)).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options' },
    });
    const state = foldEvents(dndSkills, undefined, [
      { type: CORE.setup, data: { options: { forcedResearchFirstDc: 'dc-10' }, players } },
      { type: CORE.optionsChanged, data: { to: { forcedResearchFirstDc: 'dc-12' } } },
    ]);
    expect(state.options.forcedResearchFirstDc).toBe('dc-12');
  });
});

describe('ruling dnd-skills#14 libraries and topics the campaign knows', () => {
  const small = { ...beholders, library: 'Candlekeep', preset: 'small' };
  const researched = (state: DndState, payload: Record<string, unknown>) => {
    const started = play(state, 'start-research', payload);
    const hours = play(started.state, 'research', { hours: 8 });
    const checked = play(hours.state, 'research-check', {}, d20(1));
    return { state: checked.state, events: [...started.events, ...hours.events, ...checked.events] };
  };

  it('002:313 a campaign recorded before names were matched keeps one ledger per library and topic whatever their case', () => {
    const first = researched(start(), small);
    // The same session as an older version recorded it, typed in other cases.
    const retyped = first.events.map((e) => ({
      ...e,
      data: {
        ...e.data,
        ...('library' in e.data ? { library: ' candlekeep' } : {}),
        ...('topic' in e.data ? { topic: 'BEHOLDERS ' } : {}),
      },
    }));
    let state = foldEvents(dndSkills, first.state, retyped as RulesEvent[]);
    expect(state.drawn).toEqual([{ library: 'Candlekeep', topic: 'Beholders', bonus: 8 }]);
    expect(refusal(state, 'start-research', small)).toMatchObject({ code: 'rules/library_exhausted', details: { drawn: 8 } });
    // Another topic first recorded under another spelling of the library: asked for as Candlekeep, its ledger is found.
    const liches = researched(state, { ...small, topic: 'Liches', newTopic: true }).events.map((e) => ({
      ...e,
      data: { ...e.data, ...('library' in e.data ? { library: 'CANDLEKEEP' } : {}) },
    }));
    state = foldEvents(dndSkills, state, liches as RulesEvent[]);
    expect(state.drawn).toEqual([
      { library: 'Candlekeep', topic: 'Beholders', bonus: 8 },
      { library: 'CANDLEKEEP', topic: 'Liches', bonus: 4 },
    ]);
    expect(refusal(state, 'start-research', { ...small, topic: 'Liches', wanted: 5 })).toMatchObject({
      code: 'rules/bonus_too_high',
      details: { library: 'Candlekeep', topic: 'Liches', left: 4, drawn: 4 },
    });
  });

  it('002:313 the same topic at another library, or a library whose name only looks alike in capitals (Straße, Strasse), has a ledger of its own', () => {
    let state = researched(start(), { ...small, library: 'Straße' }).state;
    state = researched(state, { ...small, library: 'Straße' }).state;
    state = researched(state, { ...small, library: 'Strasse', newLibrary: true }).state;
    state = researched(state, { ...small, library: 'Candlekeep', newLibrary: true }).state;
    state = researched(state, { ...small, library: 'Candlekeep' }).state;
    expect(state.drawn).toEqual([
      { library: 'Straße', topic: 'Beholders', bonus: 8 },
      { library: 'Strasse', topic: 'Beholders', bonus: 4 },
      { library: 'Candlekeep', topic: 'Beholders', bonus: 8 },
    ]);
    expect(play(state, 'start-research', { ...small, library: 'Strasse' }).events[0].data).toMatchObject({ drawn: 4, left: 4 });
  });

  it('the "new" ticks are named for their fields; a dry topic marks its library, and with every topic dry the libraries stay open', () => {
    let state = researched(researched(start(), small).state, small).state;
    const dry = offer(state, 'start-research')!;
    expect(dry.payload).toEqual({ newTopic: true });
    expect(dry.fields!.slice(1, 4)).toEqual([
      { name: 'topic', kind: 'text', maxLength: 60 },
      {
        name: 'library',
        kind: 'choice',
        free: true,
        choices: [{ value: 'Candlekeep', code: 'dnd/known-name', params: { name: 'Candlekeep' } }],
      },
      { name: 'newLibrary', kind: 'boolean', default: false },
    ]);
    state = researched(state, { ...small, library: 'Waterdeep', newLibrary: true }).state;
    const open = offer(state, 'start-research')!;
    expect(open.payload).toBeUndefined();
    expect(open.fields!.slice(1, 5)).toEqual([
      {
        name: 'topic',
        kind: 'choice',
        free: true,
        choices: [{ value: 'Beholders', code: 'dnd/known-name', params: { name: 'Beholders' } }],
      },
      { name: 'newTopic', kind: 'boolean', default: false },
      {
        name: 'library',
        kind: 'choice',
        free: true,
        choices: [
          { value: 'Waterdeep', code: 'dnd/known-name', params: { name: 'Waterdeep' } },
          { value: 'Candlekeep', code: 'dnd/known-name', params: { name: 'Candlekeep' }, disabled: true },
        ],
      },
      { name: 'newLibrary', kind: 'boolean', default: false },
    ]);
  });
});

describe('more of what the table is offered', () => {
  it('002:254 5 ranks alone give +2: the ability box left as it is counts for nothing', () => {
    expect(play(start(), 'harvest', { ...owlbear, synergyRanks: true }, d20(12)).events[0].data).toMatchObject({ synergy: 2, total: 20 });
  });

  it("002:324 a Spellcraft check waiting behind a taunt is offered, but the taunt's roll is the step", () => {
    let state = play(start(), 'detect-magic', ring).state;
    state = play(state, 'declare-taunt', ogre).state;
    expect(
      dndSkills
        .prompt(state)
        .actions.filter((a) => a.primary)
        .map((a) => a.type),
    ).toEqual(['roll-intimidate']);
    expect(offer(state, 'roll-spellcraft')).toMatchObject({ primary: false });
  });

  it('002:253 the hours unsold count from when the harvest was finished, not from the campaign start', () => {
    let state = play(start(), 'pass-time', { hours: 5 }).state;
    state = play(state, 'harvest', owlbear, d20(12)).state;
    state = play(state, 'pass-time', { hours: 3 }).state;
    expect(offer(state, 'sell-harvest')?.params).toEqual({ creature: 'Owlbear', worth: 84.6 });
    expect(play(state, 'sell-harvest', { lot: 1 }).events[0].data).toMatchObject({ hours: 3, worth: 84.6 });
  });

  it("002:310-311 researching and pushing on are offered behind a taunt's roll, which stays the step", () => {
    let state = play(start(), 'start-research', beholders).state;
    state = play(state, 'declare-taunt', ogre).state;
    expect(offer(state, 'research')).toMatchObject({ primary: false });
    state = play(play(state, 'withdraw-taunt', {}).state, 'research', { hours: 8 }).state;
    state = play(state, 'declare-taunt', ogre).state;
    expect(offer(state, 'push-on')).toMatchObject({ primary: false });
    expect(offer(state, 'sleep')).toMatchObject({ primary: false });
    expect(
      dndSkills
        .prompt(state)
        .actions.filter((a) => a.primary)
        .map((a) => a.type),
    ).toEqual(['roll-intimidate']);
  });

  it('002:318 ending a reckless state when none is under way is refused as such', () => {
    expect(refusal(start(), 'end-reckless', { id: 1, reason: 'defeated' })).toEqual({
      code: 'rules/not_reckless',
      message: 'rules/not_reckless',
    });
  });

  it('names itself in the list of games, offers the forced-research DC with its ruling, and declares its trackers and key tracks', () => {
    expect(dndManifest).toMatchObject({
      id: 'dnd-skills',
      version: 2,
      name: 'D&D skill variants (3.5)',
      players: { min: 1, max: 8 },
      options: [
        { key: 'forcedResearchFirstDc', kind: 'choice', default: 'dc-12', choices: ['dc-12', 'dc-10'], ruling: 'dnd-skills/forced-dc' },
      ],
      phases: [{ id: 'toolkit', code: 'dnd/toolkit', next: [] }],
      tracks: [
        { id: 'clock-hours', scope: 'shared', min: 0, max: 100000, code: 'dnd/tracker/clock' },
        { id: 'research-hours', scope: 'shared', min: 0, max: 120, maxFrom: 'state', code: 'dnd/tracker/research-hours' },
        { id: 'research-today', scope: 'shared', min: 0, max: 24, code: 'dnd/tracker/research-today' },
        { id: 'drawn', scope: 'each', min: 0, max: 200, code: 'dnd/tracker/drawn' },
      ],
      keyTracks: [
        { id: 'harvests', code: 'dnd/key/harvests' },
        { id: 'research', code: 'dnd/key/research' },
        { id: 'identifies', code: 'dnd/key/identifies' },
        { id: 'table-actions', code: 'dnd/key/table-actions' },
      ],
    });
    expect(dndManifest.about).toMatch(/harvesting monsters, library research, taunting and cheaper identify/);
  });
});
