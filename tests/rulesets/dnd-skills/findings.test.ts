/** Issue 15's D&D skill findings, each named after its seed sentence: the forced DC, wrong knowledge at identify, research days, turns. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import { dndEvents } from '../../../shared/rulesets/dnd-skills/events';
import { HARVEST_SYNERGY } from '../../../shared/rulesets/dnd-skills/data/harvest';
import type { DndState } from '../../../shared/rulesets/dnd-skills/state';
import { d20, play, players, refuse, start } from './helpers';

const beholders = {
  researcher: 'tardok',
  topic: 'Beholders',
  library: 'Great Library',
  preset: 'enormous',
  knowledgeModifier: 1,
  conModifier: 0,
};

describe('002:256-303 the harvest synergy table', () => {
  it('002:256-303 each creature type has the skill synergy and ability synergy of the table', () => {
    expect(HARVEST_SYNERGY).toEqual({
      aberration: { skill: 'survival', ability: 'calling-magic' },
      animal: { skill: 'heal', ability: 'wild-empathy' },
      construct: { skill: 'disable-device', ability: 'trapfinding' },
      dragon: { skill: 'heal', ability: 'sorcerer-levels' },
      elemental: { skill: 'spellcraft', ability: 'matching-energy-resistance' },
      fey: { skill: 'heal', ability: 'enchantment-save-bonus' },
      giant: { skill: 'heal', ability: 'dodge-vs-giants' },
      humanoid: { skill: 'heal', ability: 'same-subtype' },
      'magical-beast': { skill: 'spellcraft', ability: 'familiar' },
      'monstrous-humanoid': { skill: 'heal', ability: null },
      ooze: { skill: 'survival', ability: 'acid-resistance' },
      outsider: { skill: 'heal', ability: 'teleportation-magic' },
      plant: { skill: 'survival', ability: 'plant-wild-shape' },
      undead: { skill: 'heal', ability: 'channel-energy' },
      vermin: { skill: 'heal', ability: 'disease-poison-resistance' },
    });
  });
});

describe('002:311 forced research', () => {
  it('002:311 the DC is 10 + 2 per extra hour: a new campaign checks the first hour past 8 at DC 12, then 14', () => {
    expect(dndSkills.options[0]).toMatchObject({ key: 'forcedResearchFirstDc', default: 'dc-12' });
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    const first = play(state, 'push-on', {}, d20(12));
    expect(first.events[0].data).toMatchObject({ extraHour: 1, dc: 12, success: true });
    state = first.state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'push-on', params: { dc: 14 }, odds: 7 / 20 });
  });

  it('002:311 a set-up recorded without the option (before DC 12 was the default) keeps DC 10', () => {
    const old = foldEvents(dndSkills, undefined, [{ type: CORE.setup, data: { options: {}, players } }]);
    expect(old.options.forcedResearchFirstDc).toBe('dc-10');
    const state = play(play(old, 'start-research', beholders).state, 'research', { hours: 8 }).state;
    expect(play(state, 'push-on', {}, d20(10)).events[0].data).toMatchObject({ dc: 10, success: true });
  });
});

describe('002:310-311 research days', () => {
  it('002:310 each day, the PCs can research for 8 hours without penalty: 8 hours researched and 16 more passing give 8 free hours again', () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    expect(refuse(state, 'research', { hours: 1 })).toBe('rules/forced_research');
    state = play(state, 'pass-time', { hours: 15 }).state;
    expect(refuse(state, 'research', { hours: 1 })).toBe('rules/forced_research');
    const dawn = play(state, 'pass-time', { hours: 1 });
    expect(dawn.events.map((e) => [e.type, e.cause])).toEqual([
      ['time-passed', undefined],
      ['research-day-began', 'dnd/new-day'],
    ]);
    state = dawn.state;
    expect(state.research).toMatchObject({ hours: 8, hoursToday: 0, forcedToday: 0, day: 2 });
    expect(dndSkills.prompt(state).actions.find((a) => a.type === 'research')?.params).toMatchObject({ free: 8 });
    state = play(state, 'research', { hours: 8 }).state;
    expect(state.research!.hours).toBe(16);
  });

  it('002:311 a new day resets the Forced Research count: the first extra hour of day two checks at DC 12 again', () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    for (let hour = 0; hour < 3; hour++) state = play(state, 'push-on', {}, d20(20)).state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'push-on', params: { dc: 18 } });
    state = play(state, 'pass-time', { hours: 13 }).state;
    expect(state.research).toMatchObject({ forcedToday: 0, hoursToday: 0, day: 2 });
    state = play(state, 'research', { hours: 8 }).state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'push-on', params: { dc: 12 } });
  });

  it("002:310 days pass on the campaign clock whoever moves it: a harvest that runs past the day's end begins the next", () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 8 }).state;
    state = play(state, 'pass-time', { hours: 15, minutes: 30 }).state;
    const harvested = play(
      state,
      'harvest',
      { harvester: 'vel', creature: 'Hydra', creatureType: 'magical-beast', hd: 40, knowledgeModifier: 2 },
      d20(10),
    );
    expect(harvested.events.map((e) => e.type)).toEqual(['harvested', 'research-day-began']);
  });

  it('002:310 free hours cannot run past the end of a research day (they would count for two days)', () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 2 }).state;
    state = play(state, 'pass-time', { hours: 19 }).state;
    expect(dndSkills.prompt(state).actions.find((a) => a.type === 'research')!.fields).toEqual([
      { name: 'hours', kind: 'number', min: 1, max: 3, default: 3 },
    ]);
    expect(refuse(state, 'research', { hours: 4 })).toBe('rules/too_many_hours');
    state = play(state, 'pass-time', { hours: 2, minutes: 30 }).state;
    expect(dndSkills.prompt(state).actions.map((a) => a.type)).not.toContain('research');
    expect(dndSkills.prompt(state).actions.map((a) => a.type)).not.toContain('push-on');
    state = play(state, 'pass-time', { minutes: 30 }).state;
    expect(state.research).toMatchObject({ day: 2, hoursToday: 0 });
  });

  it('002:311 sleeping starts the next day at waking: its 24 hours run from then', () => {
    let state = play(play(start(), 'start-research', beholders).state, 'research', { hours: 6 }).state;
    state = play(state, 'sleep', { hours: 8 }).state;
    expect(state.research).toMatchObject({ day: 2, dayStart: 14 * 3600 });
    state = play(state, 'pass-time', { hours: 23 }).state;
    expect(state.research!.day).toBe(2);
    expect(play(state, 'pass-time', { hours: 1 }).state.research!.day).toBe(3);
  });
});

describe('002:323-326 cheaper identify: casting it', () => {
  /** Vel detects magic on a ring (spell level 3: DC 18; a subschool and 2 descriptors) and rolls `roll` + 8 Spellcraft. */
  function priced(roll: number): DndState {
    let state = play(start(), 'detect-magic', {
      caster: 'vel',
      item: 'Ring',
      effect: 'spell',
      level: 3,
      spellcraftModifier: 8,
      hasSubschool: true,
      descriptors: 2,
    }).state;
    state = play(state, 'roll-spellcraft', {}, d20(roll)).state;
    return state;
  }

  it('002:325 knowing more about an item reduces the cost to identify it: relying on what Spellcraft revealed, the identify succeeds at that price', () => {
    const state = priced(20);
    const cast = dndSkills.prompt(state).actions.find((a) => a.type === 'cast-identify')!;
    expect(cast.payload).toEqual({ record: 1 });
    expect(cast.fields).toEqual([
      { name: 'school', kind: 'boolean', default: true },
      { name: 'subschool', kind: 'boolean', default: true },
      { name: 'descriptors', kind: 'number', min: 0, max: 8, default: 2 },
      { name: 'knowledgeRight', kind: 'boolean', default: true },
    ]);
    const done = play(state, 'cast-identify', { record: 1, school: true, subschool: true, descriptors: 2 });
    expect(done.events[0].data).toMatchObject({ success: true, reason: 'right', material: 80, service: 10, cost: 90 });
    expect(done.state.identifies[0].status).toBe('identified');
    expect(refuse(done.state, 'cast-identify', { record: 1 })).toBe('rules/nothing_to_identify');
  });

  it('002:326 attempting to identify an item with incorrect knowledge of school or subschool or descriptor causes the identify to automatically fail with wasted components', () => {
    const state = priced(11);
    expect(state.identifies[0]).toMatchObject({ school: true, subschool: false, descriptors: 0, cost: 105 });
    const wrong = play(state, 'cast-identify', { record: 1, school: true, subschool: true, descriptors: 1, knowledgeRight: false });
    expect(wrong.events[0].data).toMatchObject({ success: false, reason: 'wrong', beyondCheck: true, cost: 95 });
    expect(wrong.state.identifies[0].status).toBe('failed');
    const tooMany = play(state, 'cast-identify', { record: 1, school: true, descriptors: 3 });
    expect(tooMany.events[0].data).toMatchObject({ success: false, reason: 'not-on-item' });
    const right = play(wrong.state, 'cast-identify', { record: 1, school: true, subschool: true, descriptors: 1 });
    expect(right.events[0].data).toMatchObject({ success: true, cost: 95 });
  });

  it('002:326 only incorrect knowledge fails an identify: one relying on no knowledge succeeds at the full 110 gp whatever the DM is asked (ruling 11)', () => {
    const state = priced(11);
    const bare = play(state, 'cast-identify', { record: 1, school: false, subschool: false, descriptors: 0, knowledgeRight: false });
    expect(bare.events[0].data).toMatchObject({ success: true, reason: 'right', cost: 110 });
    expect(bare.state.identifies[0].status).toBe('identified');
  });

  it('002:326 an identify relying on its descriptors alone relies on knowledge: wrong, it fails', () => {
    const state = priced(20);
    const claim = { record: 1, school: false, subschool: false, descriptors: 1 };
    expect(play(state, 'cast-identify', { ...claim, knowledgeRight: false }).events[0].data).toMatchObject({
      success: false,
      reason: 'wrong',
    });
    expect(play(state, 'cast-identify', { ...claim, knowledgeRight: true }).events[0].data).toMatchObject({ success: true });
  });

  it('002:326 a subschool the item does not have is wrong knowledge at once', () => {
    let state = play(start(), 'detect-magic', {
      caster: 'vel',
      item: 'Wand',
      effect: 'other',
      level: 10,
      spellcraftModifier: 8,
      hasSubschool: false,
      descriptors: 0,
    }).state;
    state = play(state, 'roll-spellcraft', {}, d20(15)).state;
    expect(play(state, 'cast-identify', { record: 1, school: true, subschool: true }).events[0].data).toMatchObject({
      success: false,
      reason: 'not-on-item',
    });
  });

  it('002:324 what the Spellcraft check revealed is offered as right; the DM has the last word, and nothing is left to identify once it is', () => {
    const state = priced(20);
    expect(play(state, 'cast-identify', { record: 1, school: true, knowledgeRight: false }).events[0].data).toMatchObject({
      success: false,
      reason: 'wrong',
      beyondCheck: false,
    });
    expect(refuse(state, 'cast-identify', { record: 9 })).toBe('rules/unknown_item');
    const done = play(state, 'cast-identify', { record: 1, school: true }).state;
    expect(refuse(done, 'cast-identify', { record: 1 })).toBe('rules/nothing_to_identify');
    expect(dndSkills.prompt(done).actions.map((a) => a.type)).not.toContain('cast-identify');
  });
});

describe("the history's turn", () => {
  it('a turn is one table action: the k-th action, with what it set off, is turn k', () => {
    let state = start();
    const turns: number[] = [];
    const act = (type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) => {
      turns.push(dndSkills.turnInfo(state).turn);
      const outcome = play(state, type, payload, dice);
      state = outcome.state;
      return outcome.events;
    };
    act('pep-talk', { intimidator: 'vel', target: 'Tardok' });
    const minute = act('pass-time', { minutes: 2 });
    expect(minute).toHaveLength(2);
    act('harvest', { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 }, d20(12));
    expect(turns).toEqual([1, 2, 3]);
    expect(state.tableActions).toBe(3);
  });
});

describe('version 1 campaigns', () => {
  const fixture = JSON.parse(readFileSync(new URL('./fixtures/v1-campaign.json', import.meta.url), 'utf8')) as {
    events: RulesEvent[];
    turns: number[];
    final: DndState & { steps: number };
  };

  it('events recorded by version 1 replay to the state version 1 reached, now counting table actions', () => {
    const state = foldEvents(dndSkills, undefined, fixture.events);
    const { steps, identifies, ...rest } = fixture.final;
    const { tableActions, identifies: nowIdentifies, ...now } = state;
    expect(now).toEqual(rest);
    expect(nowIdentifies).toEqual(identifies.map((x, i) => ({ ...x, id: i + 1, itemDescriptors: 1, status: 'priced' })));
    expect(steps).toBe(fixture.events.length - 1);
    expect(tableActions).toBe(fixture.events.filter((e) => e.type !== CORE.setup && e.cause === undefined).length);
    expect(state.options.forcedResearchFirstDc).toBe('dc-10');
  });

  it('every event type version 1 wrote (hand-played and random games) passes the version 2 schemas and folds to the game version 1 reached', () => {
    const read = (file: string) => JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8'));
    type V1State = Omit<DndState, 'tableActions'> & { steps: number };
    const games = [
      ...(read('v1-random-play.json') as { games: { events: RulesEvent[]; final: V1State }[] }).games,
      ...['v1-campaign.json', 'v1-campaign-2.json'].map((f) => read(f) as { events: RulesEvent[]; final: V1State }),
    ];
    const types = new Set<string>();
    for (const game of games) {
      const { tableActions, research, identifies, ...now } = foldEvents(dndSkills, undefined, game.events);
      const { steps, research: wasResearch, identifies: wereIdentifies, ...then } = game.final;
      expect(now).toEqual(then);
      expect(research === null ? null : (({ dayStart: _added, ...r }) => r)(research)).toEqual(wasResearch);
      expect(identifies.map(({ id: _id, itemDescriptors: _d, status: _s, ...x }) => x)).toEqual(wereIdentifies);
      expect(tableActions).toBeLessThanOrEqual(steps);
      for (const e of game.events) types.add(e.type);
    }
    const v2Only = ['research-day-began', 'identify-cast'];
    expect([...dndEvents.types].filter((t) => !types.has(t) && !v2Only.includes(t))).toEqual([]);
  });

  it('an item priced by version 1 can be identified now', () => {
    const state = foldEvents(dndSkills, undefined, fixture.events);
    expect(play(state, 'cast-identify', { record: 1, school: true, subschool: true, descriptors: 1 }).events[0].data).toMatchObject({
      success: true,
      cost: 95,
    });
  });
});
