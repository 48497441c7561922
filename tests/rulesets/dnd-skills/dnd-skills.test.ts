import { describe, expect, it } from 'vitest';
import { foldEvents, runAction } from '../../../shared/engine/run';
import { dndSkills } from '../../../shared/rulesets/dnd-skills';
import { HARVEST_SYNERGY } from '../../../shared/rulesets/dnd-skills/data/harvest';
import { LIBRARY_PRESETS } from '../../../shared/rulesets/dnd-skills/data/research';
import {
  d20Odds,
  forcedResearchDc,
  harvestSynergy,
  harvestWorth,
  identifyCost,
  learned,
  libraryBonusLeft,
  schoolDc,
  tauntDc,
} from '../../../shared/rulesets/dnd-skills/rules';

import { d20, play, refuse, setupEvent, start } from './helpers';

describe('harvesting', () => {
  const owlbear = { harvester: 'vel', creature: 'Owlbear', creatureType: 'magical-beast', hd: 5, knowledgeModifier: 6 };

  it('takes 1 minute per HD and yields the Knowledge result times the HD', () => {
    const outcome = play(start(), 'harvest', owlbear, d20(12));
    expect(outcome.events[0].data).toMatchObject({ roll: 12, total: 18, value: 90, seconds: 300 });
    expect(outcome.state.clock).toBe(300);
  });

  it('5 ranks in the synergy skill give +2; with the ability +4; the ability alone nothing; favored enemy adds', () => {
    expect(HARVEST_SYNERGY['magical-beast']).toEqual({ skill: 'spellcraft', ability: 'familiar' });
    expect([harvestSynergy('dragon', true, false), harvestSynergy('dragon', true, true), harvestSynergy('dragon', false, true)]).toEqual([
      2, 4, 0,
    ]);
    expect(harvestSynergy('monstrous-humanoid', true, true)).toBe(2);
    const outcome = play(start(), 'harvest', { ...owlbear, synergyRanks: true, synergyAbility: true, favoredEnemy: 2 }, d20(12));
    expect(outcome.events[0].data).toMatchObject({ synergy: 4, total: 24, value: 120 });
  });

  it('unsold parts lose 2% of their worth an hour, never below half', () => {
    expect([0, 1, 10, 25, 40].map((h) => harvestWorth(200, h))).toEqual([200, 196, 160, 100, 100]);
  });

  it('selling after 10 hours fetches 80%; preserved parts stop decaying; parts that do not decay keep their worth', () => {
    let state = play(start(), 'harvest', owlbear, d20(14)).state;
    state = play(state, 'harvest', { ...owlbear, creature: 'Golem', creatureType: 'construct', decays: false }, d20(14)).state;
    state = play(state, 'pass-time', { hours: 10 }).state;
    const sold = play(state, 'sell-harvest', { lot: 1 });
    expect(sold.events[0].data).toMatchObject({ value: 100, hours: 10, worth: 80 });
    expect(play(state, 'sell-harvest', { lot: 2 }).events[0].data.worth).toBe(100);
    expect(refuse(sold.state, 'sell-harvest', { lot: 1 })).toBe('rules/lot_closed');
  });
});

describe('research', () => {
  it('library presets: small +4, local +8, large +16, enormous +24', () => {
    expect(LIBRARY_PRESETS.map((l) => [l.id, l.bonus])).toEqual([
      ['small', 4],
      ['local', 8],
      ['large', 16],
      ['enormous', 24],
    ]);
  });

  it('Tardok at his local library: +4 on day one, +6 after a 12-hour day two, then only +6 left', () => {
    const blueDragons = {
      researcher: 'tardok',
      topic: 'Blue Dragons',
      library: 'Local library',
      preset: 'local',
      knowledgeModifier: 3,
      conModifier: 2,
      dc: 30,
    };
    // Day one: 8 hours, +4, nothing learned.
    let state = play(start(), 'start-research', blueDragons).state;
    expect(state.research).toMatchObject({ libraryBonus: 8, wanted: 8 });
    state = play(state, 'research', { hours: 8 }).state;
    let checked = play(state, 'research-check', {}, d20(5));
    expect(checked.events[0].data).toMatchObject({ bonus: 4, total: 12, success: false });
    state = checked.state;
    // Day two: 12 hours, the last 4 forced with Constitution checks, +6.
    state = play(state, 'start-research', blueDragons).state;
    state = play(state, 'research', { hours: 8 }).state;
    const dcs: number[] = [];
    for (let hour = 0; hour < 4; hour++) {
      const pushed = play(state, 'push-on', {}, d20(15));
      dcs.push(pushed.events[0].data.dc as number);
      state = pushed.state;
    }
    expect(dcs).toEqual([12, 14, 16, 18]);
    checked = play(state, 'research-check', {}, d20(5));
    expect(checked.events[0].data).toMatchObject({ bonus: 6, hours: 12, success: false });
    state = checked.state;
    // Day three: +10 drawn of the +16 the library holds on the topic: +6 at most.
    expect(libraryBonusLeft(8, 10)).toBe(6);
    expect(refuse(state, 'start-research', { ...blueDragons, wanted: 8 })).toBe('rules/bonus_too_high');
    state = play(state, 'start-research', blueDragons).state;
    expect(state.research).toMatchObject({ wanted: 6 });
    state = play(state, 'research', { hours: 8 }).state;
    for (let hour = 0; hour < 4; hour++) state = play(state, 'push-on', {}, d20(20)).state;
    expect(refuse(state, 'push-on', {}, d20(20))).toBe('rules/research_done');
    expect(play(state, 'research-check', {}, d20(5)).events[0].data).toMatchObject({ bonus: 6 });
    state = play(state, 'research-check', {}, d20(5)).state;
    // After that the library has nothing more on Blue Dragons, but plenty on other topics.
    expect(refuse(state, 'start-research', blueDragons)).toBe('rules/library_exhausted');
    expect(refuse(state, 'start-research', { ...blueDragons, topic: 'Red Dragons' })).toBe('rules/unknown_name');
    expect(play(state, 'start-research', { ...blueDragons, topic: 'Red Dragons', newTopic: true }).state.research).toMatchObject({
      wanted: 8,
    });
  });

  it('every point of library bonus takes 2 hours', () => {
    let state = play(start(), 'start-research', {
      researcher: 'vel',
      topic: 'Liches',
      library: 'Athenaeum',
      preset: 'custom',
      libraryBonus: 3,
      knowledgeModifier: 0,
    }).state;
    state = play(state, 'research', { hours: 5 }).state;
    expect(dndSkills.prompt(state).actions.find((a) => a.type === 'research-check')?.params).toMatchObject({ bonus: 2 });
    expect(state.clock).toBe(5 * 3600);
  });

  it('beyond 8 hours a day each hour needs a Constitution check; a failure is passing out, and the check comes now', () => {
    let state = play(start(), 'start-research', {
      researcher: 'tardok',
      topic: 'Beholders',
      library: 'Great Library',
      preset: 'enormous',
      knowledgeModifier: 1,
      conModifier: 0,
    }).state;
    expect(refuse(state, 'research', { hours: 9 })).toBe('rules/invalid_input');
    state = play(state, 'research', { hours: 8 }).state;
    expect(refuse(state, 'research', { hours: 1 })).toBe('rules/forced_research');
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'push-on', primary: true, odds: 9 / 20, params: { dc: 12 } });
    state = play(state, 'push-on', {}, d20(9)).state;
    expect(state.research).toMatchObject({ passedOut: true, hours: 9 });
    expect(refuse(state, 'push-on', {}, d20(20))).toBe('rules/passed_out');
    expect(refuse(state, 'sleep', {})).toBe('rules/passed_out');
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'research-check', primary: true });
    expect(play(state, 'research-check', {}, d20(10)).events[0].data).toMatchObject({ bonus: 4 });
  });

  it('sleeping resets forced research: the next day has 8 free hours again, and the time spills over', () => {
    let state = play(start(), 'start-research', {
      researcher: 'tardok',
      topic: 'Beholders',
      library: 'Great Library',
      preset: 'large',
      knowledgeModifier: 1,
    }).state;
    state = play(state, 'research', { hours: 8 }).state;
    state = play(state, 'push-on', {}, d20(15)).state;
    state = play(state, 'sleep', { hours: 8 }).state;
    expect(state.research).toMatchObject({ hours: 9, hoursToday: 0, forcedToday: 0, day: 2 });
    state = play(state, 'research', { hours: 8 }).state;
    expect(state.research!.hours).toBe(17);
  });

  it('the forced-march reading (an option) makes the first forced hour DC 10', () => {
    expect([forcedResearchDc(1, false), forcedResearchDc(3, false), forcedResearchDc(1, true), forcedResearchDc(3, true)]).toEqual([
      10, 14, 12, 16,
    ]);
    let state = play(start({ forcedResearchFirstDc: 'dc-10' }), 'start-research', {
      researcher: 'tardok',
      topic: 'Ghouls',
      library: 'Hall',
      preset: 'large',
      knowledgeModifier: 1,
    }).state;
    state = play(state, 'research', { hours: 8 }).state;
    expect(play(state, 'push-on', {}, d20(9)).events[0].data).toMatchObject({ dc: 10, success: false });
  });

  it('take 10 but never 20; untrained needs at least +1 from the library', () => {
    let state = play(start(), 'start-research', {
      researcher: 'vel',
      topic: 'Planes',
      library: 'Hall',
      preset: 'small',
      knowledgeModifier: 0,
      trained: false,
      dc: 12,
    }).state;
    expect(refuse(state, 'research-check', { take10: true })).toBe('rules/untrained_needs_library');
    state = play(state, 'research', { hours: 4 }).state;
    expect(refuse(state, 'research-check', { take20: true })).toBe('rules/invalid_input');
    expect(play(state, 'research-check', { take10: true }).events[0].data).toMatchObject({ roll: null, total: 12, success: true });
  });
});

describe('taunting', () => {
  const taunt = { intimidator: 'vel', target: 'Ogre', hd: 4, wisdomModifier: -1, intimidateModifier: 5, willSave: 1 };

  it('the Intimidate DC is HD + Wisdom modifier, a negative modifier lowering it', () => {
    expect([tauntDc(4, -1), tauntDc(6, 2)]).toEqual([3, 8]);
    const state = play(start(), 'declare-taunt', taunt).state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'roll-intimidate', odds: 1, params: { dc: 3 } });
  });

  it('a successful Intimidate sets the Will DC; a failed save makes the target reckless', () => {
    let state = play(start(), 'declare-taunt', { ...taunt, hd: 10, wisdomModifier: 2 }).state;
    const intimidated = play(state, 'roll-intimidate', {}, d20(10));
    expect(intimidated.events[0].data).toMatchObject({ total: 15, dc: 12, success: true });
    state = intimidated.state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'roll-will-save', params: { dc: 15 }, odds: d20Odds(1, 15) });
    state = play(state, 'roll-will-save', {}, d20(13)).state;
    expect(state.reckless).toHaveLength(1);
  });

  it('a failed Intimidate check ends the attempt with no save', () => {
    const outcome = play(play(start(), 'declare-taunt', { ...taunt, hd: 12 }).state, 'roll-intimidate', {}, d20(2));
    expect(outcome.state.taunt).toBeNull();
    expect(refuse(outcome.state, 'roll-will-save', {}, d20(2))).toBe('rules/wrong_phase');
  });

  it('after an attempt, the same intimidator fails on the same target for 24 hours', () => {
    let state = play(play(start(), 'declare-taunt', taunt).state, 'roll-intimidate', {}, d20(10)).state;
    state = play(state, 'roll-will-save', {}, d20(20)).state;
    const again = play(state, 'declare-taunt', taunt);
    expect(again.events[0]).toMatchObject({ type: 'taunt-locked-out' });
    expect(play(state, 'declare-taunt', { ...taunt, intimidator: 'tardok' }).events[0].type).toBe('taunt-declared');
    state = play(state, 'pass-time', { hours: 23, minutes: 59 }).state;
    expect(play(state, 'declare-taunt', taunt).events[0].type).toBe('taunt-locked-out');
    state = play(state, 'pass-time', { minutes: 1 }).state;
    expect(play(state, 'declare-taunt', taunt).events[0].type).toBe('taunt-declared');
  });

  it('recklessness lasts at most a minute (10 rounds), or ends early when the table says so', () => {
    let state = play(start(), 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state;
    expect(state.reckless[0]).toMatchObject({ target: 'Tardok', pepTalk: true });
    state = play(state, 'pass-time', { rounds: 9 }).state;
    expect(state.reckless).toHaveLength(1);
    const minute = play(state, 'pass-time', { rounds: 1 });
    expect(minute.events[1]).toMatchObject({ type: 'reckless-ended', cause: 'dnd/one-minute' });
    expect(minute.state.reckless).toHaveLength(0);
    const early = play(play(start(), 'pep-talk', { intimidator: 'vel', target: 'Tardok' }).state, 'end-reckless', {
      id: 1,
      reason: 'out-of-sight',
    });
    expect(early.state.reckless).toHaveLength(0);
  });
});

describe('cheaper identify', () => {
  it('the Spellcraft DC is 15 + spell level, or 15 + half the caster level', () => {
    expect([schoolDc('spell', 3), schoolDc('other', 9)]).toEqual([18, 19]);
  });

  it('beating the DC by 5 reveals the subschool, by 10 every descriptor', () => {
    expect(learned(18, 18, true, 2)).toEqual({ school: true, hasSubschool: true, subschool: false, descriptors: 0 });
    expect(learned(23, 18, true, 2)).toMatchObject({ subschool: true, descriptors: 0 });
    expect(learned(28, 18, true, 2)).toMatchObject({ subschool: true, descriptors: 2 });
    expect(learned(17, 18, true, 2)).toMatchObject({ school: false, subschool: false });
  });

  it('costs 110 gp, less 10 for the school (5 if there is a subschool), 5 for the subschool, 5 per descriptor', () => {
    expect(identifyCost({ school: false, hasSubschool: false, subschool: false, descriptors: 0 }).total).toBe(110);
    expect(identifyCost({ school: true, hasSubschool: false, subschool: false, descriptors: 0 }).total).toBe(100);
    expect(identifyCost({ school: true, hasSubschool: true, subschool: false, descriptors: 0 }).total).toBe(105);
    expect(identifyCost({ school: true, hasSubschool: true, subschool: true, descriptors: 2 }).total).toBe(90);
    expect(identifyCost({ school: true, hasSubschool: false, subschool: false, descriptors: 30 })).toMatchObject({
      material: 0,
      total: 10,
    });
  });

  it('detect magic then Spellcraft prices the identify, keeping the inputs', () => {
    let state = play(start(), 'detect-magic', {
      caster: 'vel',
      item: 'Ring',
      effect: 'spell',
      level: 3,
      spellcraftModifier: 8,
      hasSubschool: true,
      descriptors: 1,
    }).state;
    expect(dndSkills.prompt(state).actions[0]).toMatchObject({ type: 'roll-spellcraft', odds: d20Odds(8, 18) });
    const checked = play(state, 'roll-spellcraft', {}, d20(20));
    expect(checked.events[0].data).toMatchObject({ total: 28, school: true, subschool: true, descriptorsKnown: 1, cost: 95 });
    state = checked.state;
    expect(state.identifies[0]).toMatchObject({ item: 'Ring', caster: 'Vel', cost: 95 });
  });
});

describe('odds and refusals', () => {
  it('d20 odds include both ends', () => {
    expect([d20Odds(0, 21), d20Odds(0, 20), d20Odds(5, 15), d20Odds(0, 1), d20Odds(10, 5)]).toEqual([0, 1 / 20, 11 / 20, 1, 1]);
  });

  it('rolls with nothing to roll for are refused and change nothing', () => {
    const state = start();
    const before = JSON.stringify(state);
    expect(refuse(state, 'roll-intimidate', {}, d20(5))).toBe('rules/wrong_phase');
    expect(refuse(state, 'roll-spellcraft', {}, d20(5))).toBe('rules/wrong_phase');
    expect(refuse(state, 'research', { hours: 2 })).toBe('rules/no_research');
    expect(
      refuse(state, 'harvest', { harvester: 'nobody', creature: 'Rat', creatureType: 'vermin', hd: 1, knowledgeModifier: 0 }, d20(5)),
    ).toBe('rules/unknown_player');
    expect(
      refuse(state, 'harvest', { harvester: 'vel', creature: 'Rat', creatureType: 'vermin', hd: 1, knowledgeModifier: 0 }, d20(21)),
    ).toBe('dice/invalid_value');
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('replay', () => {
  it('folding the recorded events gives the state reached step by step', () => {
    let seed = 20110312;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
    const log = [setupEvent()];
    let state = foldEvents(dndSkills, undefined, log);
    let accepted = 0;
    for (let step = 0; step < 800; step++) {
      const action = pick(dndSkills.prompt(state).actions);
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.kind === 'choice') payload[field.name] = pick(field.choices).value;
        else if (field.kind === 'number') payload[field.name] = field.min + Math.floor(random() * Math.min(10, field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
        else payload[field.name] = pick(['Ogre', 'Lich', 'Ring']);
      }
      const request = dndSkills.actions[action.type].dice?.(state, payload) ?? { dice: [] };
      const dice = request.dice.map(() => d20(1 + Math.floor(random() * 20))[0]);
      const result = runAction(dndSkills, state, action.type, payload, dice);
      if (!result.ok) continue;
      accepted++;
      state = result.value.state;
      log.push(...result.value.events);
    }
    expect(accepted).toBeGreaterThan(200);
    expect(foldEvents(dndSkills, undefined, log)).toEqual(state);
  });
});

describe('where the play screen shows each action', () => {
  it('giving up research and dropping a detection are folded away as seldom; the checks are not', () => {
    let state = play(start(), 'start-research', {
      researcher: 'tardok',
      topic: 'Blue Dragons',
      library: 'Local library',
      preset: 'local',
      knowledgeModifier: 3,
      conModifier: 2,
      dc: 30,
    }).state;
    const actions = () => dndSkills.prompt(state).actions;
    expect(actions().find((a) => a.type === 'abandon-research')).toMatchObject({ rare: true });
    expect(actions().find((a) => a.type === 'research')?.rare).toBeUndefined();
    state = play(state, 'detect-magic', {
      caster: 'vel',
      item: 'Ring',
      effect: 'spell',
      level: 3,
      spellcraftModifier: 8,
      hasSubschool: true,
      descriptors: 1,
    }).state;
    expect(actions().find((a) => a.type === 'drop-detection')).toMatchObject({ rare: true });
    expect(actions().find((a) => a.type === 'roll-spellcraft')?.rare).toBeUndefined();
  });
});
