import { describe, expect, it } from 'vitest';
import { runeboundAddons as ra } from '../../../shared/rulesets/runebound-addons';
import { capitalisedWords, nameConflict } from '../../../shared/kits/runebound-addons/rituals';
import { runeboundCataclysm } from '../../../shared/rulesets/runebound-cataclysm';
import { runeboundSevenScions } from '../../../shared/rulesets/runebound-seven-scions';
import { ADDON_CONTENTS, ADDON_SETUP_STEPS, ADDONS } from '../../../shared/kits/runebound-addons/data';
import { act, randomWalk, refused, start } from './helpers';

const slots = (a: string, b: string, c: string, d: string, e: string) => ({ slot1: a, slot2: b, slot3: c, slot4: d, slot5: e });
const FIRE = slots('forest', 'forest', 'hills', 'river', 'mountains');
const playing = (n = 2) => act(start(ra, {}, n), 'setup-done');

describe('the ritual name rule', () => {
  it('reads the capitalised words of a title, the first word included', () => {
    expect(capitalisedWords('Inner Fire')).toEqual(['inner', 'fire']);
    expect(capitalisedWords('Ward of the Deep Stone')).toEqual(['ward', 'deep', 'stone']);
    expect(capitalisedWords('the quiet word')).toEqual([]);
  });

  it('a hero may not own both Inner Fire and Outer Fire, and is told which word clashes', () => {
    const g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    refused(g, 'ritual-add', { owner: 'p1', title: 'Outer Fire', ...FIRE }, 'rules/ritual-name-conflict');
    const result = ra.actions['ritual-add'].decide(g.state, { owner: 'p1', title: 'Outer Fire', ...FIRE }, []);
    expect(result).toMatchObject({ ok: false, error: { details: { word: 'fire', other: 'Inner Fire', owner: 'Ann' } } });
  });

  it('001:11-12 there are no limits to the number of Rituals a Hero can have', () => {
    let g = playing();
    for (const title of ['Inner Fire', 'Stone Ward', 'Wind of Ash', 'Deep Call', 'Black Tide', 'Iron Song'])
      g = act(g, 'ritual-add', { owner: 'p1', title, ...FIRE });
    expect(g.state.addons.rituals.filter((r) => r.owner === 'p1')).toHaveLength(6);
  });

  it('another hero may own it, and words in lower case never clash', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Outer Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: 'Song of fire', ...FIRE });
    expect(g.state.addons.rituals.map((r) => [r.title, r.owner])).toEqual([
      ['Inner Fire', 'p1'],
      ['Outer Fire', 'p2'],
      ['Song of fire', 'p1'],
    ]);
  });

  it('is also checked when a ritual changes hands', () => {
    let g = act(playing(3), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Outer Fire', ...FIRE });
    refused(g, 'ritual-transfer', { ritualId: 'r2', to: 'p1' }, 'rules/ritual-name-conflict');
    expect(nameConflict(g.state.addons.rituals, 'p2', 'Outer Fire', 'r2')).toBeNull();
    // The prompt offers each ritual only to the heroes who may take it.
    const offered = ra.prompt(g.state).actions.filter((a) => a.type === 'ritual-transfer');
    expect(
      offered.map((a) => [a.payload?.ritualId, a.fields?.[0]?.kind === 'choice' ? a.fields[0].choices.map((c) => c.value) : []]),
    ).toEqual([
      ['r1', ['p3']],
      ['r2', ['p3']],
    ]);
    // With only the two of them, no ritual can change hands at all.
    let two = act(playing(2), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    two = act(two, 'ritual-add', { owner: 'p2', title: 'Outer Fire', ...FIRE });
    refused(two, 'ritual-transfer', { ritualId: 'r2', to: 'p1' }, 'rules/no-transfer');
  });
});

describe('empowering a ritual', () => {
  it('a movement die showing a terrain on the ritual fills one matching empty slot', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'forest' });
    g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'forest' });
    expect(g.state.addons.rituals[0].filled).toEqual([true, true, false, false, false]);
    refused(g, 'ritual-empower', { ritualId: 'r1', terrain: 'forest' }, 'rules/ritual-no-slot');
    refused(g, 'ritual-empower', { ritualId: 'r1', terrain: 'swamp' }, 'rules/ritual-no-slot');
  });

  it('with all five slots filled the ritual works', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    for (const t of ['forest', 'forest', 'hills', 'river']) g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: t });
    expect(g.events.at(-1)?.type).toBe('ritual-slot-filled');
    g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'mountains' });
    expect(g.events.at(-1)).toMatchObject({ type: 'ritual-empowered', cause: 'ritual-all-slots' });
  });

  it('a ritual that changes owner must be empowered again', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'hills' }), 'ritual-transfer', { ritualId: 'r1', to: 'p2' });
    expect(g.state.addons.rituals[0]).toMatchObject({ owner: 'p2', filled: [false, false, false, false, false] });
    expect(g.events.at(-1)).toMatchObject({ cause: 'ritual-new-owner', data: { cleared: 1 } });
    refused(g, 'ritual-transfer', { ritualId: 'r1', to: 'p2' }, 'rules/same-owner');
  });

  it('a lost ritual leaves the tracker', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-remove', { ritualId: 'r1' });
    expect(g.state.addons.rituals).toEqual([]);
    refused(g, 'ritual-empower', { ritualId: 'r1', terrain: 'hills' }, 'rules/no-ritual-to-empower'); // engine v2: no ritual left to empower at all
  });

  it('refuses a terrain that is not on the movement dice, and an unknown owner', () => {
    refused(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE, slot3: 'lava' }, 'rules/invalid_input');
    refused(playing(), 'ritual-add', { owner: 'p9', title: 'Inner Fire', ...FIRE }, 'rules/unknown-player');
  });
});

describe('the add-ons inside the variant rulesets', () => {
  it('the ritual tracker is there only when Rituals and Runes is chosen', () => {
    const off = act(start(runeboundSevenScions, {}, 2), 'setup-done');
    refused(off, 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE }, 'rules/addon-off');
    expect(runeboundSevenScions.prompt(off.state).actions.some((a) => a.type === 'ritual-add')).toBe(false);
    const on = act(start(runeboundSevenScions, { ritualsAndRunes: true }, 2), 'setup-done');
    expect(runeboundSevenScions.prompt(on.state).actions.some((a) => a.type === 'ritual-add')).toBe(true);
    expect(act(on, 'ritual-add', { owner: 'p2', title: 'Inner Fire', ...FIRE }).state.addons.rituals).toHaveLength(1);
  });

  it('each chosen add-on adds its set-up step to the checklist', () => {
    const codes = (options: Record<string, unknown>) => start(runeboundCataclysm, options, 2).state.checklist.items.map((i) => i.code);
    expect(codes({})).not.toContain('addons/step/weapons-into-market');
    expect(codes({ weaponsOfLegend: true, trapsAndTerrors: true, beastsAndBandits: true, ritualsAndRunes: true })).toEqual(
      expect.arrayContaining([
        'addons/step/weapons-into-market',
        'addons/step/traps-by-colour',
        'addons/step/beasts-by-colour',
        'addons/step/rituals-into-market',
      ]),
    );
  });

  it('001:6-7 001:30-31 001:47 001:58 each add-on brings 30 cards: Rituals and Runes and Weapons of Legend to the market deck, the other two to the adventure decks', () => {
    expect(ADDON_CONTENTS).toEqual({
      ritualsAndRunes: { deck: 'market', cards: 30, parts: { ritualItems: 20, runeItems: 10 } },
      weaponsOfLegend: { deck: 'market', cards: 30, parts: { equippingAllies: 6, items: 12, allies: 12 } },
      trapsAndTerrors: { deck: 'adventure', cards: 30, parts: {} },
      beastsAndBandits: { deck: 'adventure', cards: 30, parts: {} },
    });
    expect(ADDONS.map((a) => ADDON_SETUP_STEPS[a][0])).toEqual([
      'addons/step/rituals-into-market',
      'addons/step/weapons-into-market',
      'addons/step/traps-by-colour',
      'addons/step/beasts-by-colour',
    ]);
  });

  it('the stand-alone add-ons ruleset replays exactly', () => {
    const { accepted } = randomWalk(start(ra, { weaponsOfLegend: true }, 3), 7, 300);
    expect(accepted).toBeGreaterThan(50);
  });
});
