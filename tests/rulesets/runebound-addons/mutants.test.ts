/**
 * Runebound add-ons (VA 46-49) rules pinned where `npm run mutate -- runebound-addons` found them
 * untested, named after their seed lines: the ritual tracker's offers, refusals (codes and details)
 * and events, the set-up checklist, the options and the manifest.
 */
import { describe, expect, it } from 'vitest';
import { rankHeadlines, WEIGHT } from '../../../shared/engine/headlines';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { runeboundAddons as ra, type RuneboundAddonsOptions } from '../../../shared/rulesets/runebound-addons';
import { addonsManifest } from '../../../shared/rulesets/runebound-addons/manifest';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { act, lastEvents, players, refused, start, type Game } from './helpers';

const slots = (a: string, b: string, c: string, d: string, e: string) => ({ slot1: a, slot2: b, slot3: c, slot4: d, slot5: e });
const FIRE = slots('forest', 'forest', 'hills', 'river', 'mountains');
const WARD = slots('plains', 'road', 'hills', 'swamp', 'river');
const playing = (n = 2, options: Record<string, unknown> = {}) => act(start(ra, options, n), 'setup-done');
const offers = <S>(g: Game<S>, type: string) => g.ruleset.prompt(g.state).actions.filter((a) => a.type === type);
const player = (id: string, name: string) => ({ value: id, code: 'addons/player', params: { name } });
/** Options as a stored set-up or a house-rule change may carry them: not always whole, nor of the current shape. */
const stored = (options: unknown) => options as RuneboundAddonsOptions;
const terrains = (...ts: string[]) => ts.map((t) => ({ value: t, code: `terrain/${t}` }));

/** The refusal's code and details (the state is checked unchanged by `refused`). */
function refusal<S>(g: Game<S>, type: string, payload: Record<string, unknown>) {
  const result = runAction(g.ruleset, g.state, type, payload, []);
  if (result.ok) throw new Error(`${type} was accepted`);
  refused(g, type, payload, result.error.code);
  return { code: result.error.code, details: result.error.details };
}

describe('001:10-22 the ritual tracker', () => {
  it('001:10-11 a Ritual is an item: one lost leaves the tracker, the others stay as they were', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Stone Ward', ...WARD });
    g = act(g, 'ritual-empower', { ritualId: 'r2', terrain: 'road' });
    expect(offers(g, 'ritual-remove')).toEqual([
      {
        type: 'ritual-remove',
        code: 'addons/ritual-remove',
        rare: true,
        fields: [
          {
            name: 'ritualId',
            kind: 'choice',
            choices: [
              { value: 'r1', code: 'addons/ritual-choice', params: { title: 'Inner Fire', owner: 'Ann' } },
              { value: 'r2', code: 'addons/ritual-choice', params: { title: 'Stone Ward', owner: 'Ben' } },
            ],
          },
        ],
      },
    ]);
    expect(refusal(g, 'ritual-remove', { ritualId: 'r9' })).toEqual({ code: 'rules/unknown-ritual', details: { ritualId: 'r9' } });
    const after = act(g, 'ritual-remove', { ritualId: 'r2' });
    expect(lastEvents(g, after)).toEqual([{ type: 'ritual-removed', data: { ritualId: 'r2', title: 'Stone Ward', ownerName: 'Ben' } }]);
    expect(after.state.addons.rituals.map((r) => r.title)).toEqual(['Inner Fire']);
    const kept = act(g, 'ritual-remove', { ritualId: 'r1' });
    expect(kept.state.addons.rituals).toEqual([
      { id: 'r2', title: 'Stone Ward', owner: 'p2', slots: Object.values(WARD), filled: [false, true, false, false, false] },
    ]);
    // With no Ritual left there is nothing to lose or hand over.
    const none = act(kept, 'ritual-remove', { ritualId: 'r2' });
    expect(offers(none, 'ritual-remove')).toEqual([]);
    expect(refusal(none, 'ritual-remove', { ritualId: 'r2' })).toEqual({ code: 'rules/no-rituals', details: undefined });
    expect(refusal(none, 'ritual-transfer', { ritualId: 'r2', to: 'p1' }).code).toBe('rules/no-rituals');
  });

  it('001:11-12 a Hero gains a Ritual: the tracker asks for its owner, its title and its five terrain symbols', () => {
    const g = playing();
    expect(offers(g, 'ritual-add')).toEqual([
      {
        type: 'ritual-add',
        code: 'addons/ritual-add',
        primary: true,
        fields: [
          { name: 'owner', kind: 'choice', choices: [player('p1', 'Ann'), player('p2', 'Ben')] },
          { name: 'title', kind: 'text', maxLength: 60 },
          ...[1, 2, 3, 4, 5].map((n) => ({
            name: `slot${n}`,
            kind: 'choice',
            choices: terrains('plains', 'road', 'hills', 'forest', 'mountains', 'swamp', 'river'),
          })),
        ],
      },
    ]);
    const added = act(g, 'ritual-add', { owner: 'p2', title: '  Inner Fire  ', ...FIRE });
    expect(lastEvents(g, added)).toEqual([
      { type: 'ritual-added', data: { ritualId: 'r1', title: 'Inner Fire', owner: 'p2', ownerName: 'Ben', slots: Object.values(FIRE) } },
    ]);
    expect(refusal(g, 'ritual-add', { owner: 'p9', title: 'Inner Fire', ...FIRE })).toEqual({
      code: 'rules/unknown-player',
      details: { player: 'p9' },
    });
    expect(refusal(g, 'ritual-add', { owner: 'p1', title: '   ', ...FIRE }).code).toBe('rules/invalid_input');
    // Inside a variant the tracker is one action among the turn's, not the primary one.
    const scions = act(start(rs, { ritualsAndRunes: true }, 2), 'setup-done');
    expect(offers(scions, 'ritual-add').map((a) => a.primary)).toEqual([false]);
  });

  it('001:12-14 only words that begin with a capital letter clash; a title without words clashes with nothing', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'the oldStone rite', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: 'an oldStone song', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: '†', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: '‡', ...FIRE });
    expect(g.state.addons.rituals.map((r) => r.title)).toEqual(['the oldStone rite', 'an oldStone song', '†', '‡']);
  });

  it('001:14-15 a Ritual taken from another character: offered to each hero who may hold it, refused with the reason otherwise', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Outer Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p1', title: 'Stone Ward', ...WARD });
    // Neither Fire may change hands (each would clash with the other hero's); Stone Ward may go to Ben.
    expect(offers(g, 'ritual-transfer')).toEqual([
      {
        type: 'ritual-transfer',
        code: 'addons/ritual-transfer',
        rare: true,
        player: 'p1',
        params: { title: 'Stone Ward', owner: 'Ann' },
        payload: { ritualId: 'r3' },
        fields: [{ name: 'to', kind: 'choice', choices: [player('p2', 'Ben')] }],
      },
    ]);
    expect(refusal(g, 'ritual-transfer', { ritualId: 'r2', to: 'p1' })).toEqual({
      code: 'rules/ritual-name-conflict',
      details: { title: 'Outer Fire', other: 'Inner Fire', word: 'fire', owner: 'Ann' },
    });
    expect(refusal(g, 'ritual-transfer', { ritualId: 'r9', to: 'p2' })).toEqual({
      code: 'rules/unknown-ritual',
      details: { ritualId: 'r9' },
    });
    expect(refusal(g, 'ritual-transfer', { ritualId: 'r3', to: 'p9' })).toEqual({
      code: 'rules/unknown-player',
      details: { player: 'p9' },
    });
    expect(refusal(g, 'ritual-transfer', { ritualId: 'r3', to: 'p1' })).toEqual({
      code: 'rules/same-owner',
      details: { title: 'Stone Ward' },
    });
    const moved = act(g, 'ritual-transfer', { ritualId: 'r3', to: 'p2' });
    expect(lastEvents(g, moved)).toEqual([
      {
        type: 'ritual-transferred',
        data: { ritualId: 'r3', title: 'Stone Ward', fromName: 'Ann', to: 'p2', toName: 'Ben', cleared: 0 },
        cause: 'ritual-new-owner',
      },
    ]);
    // A hero alone at the table has nobody to hand a Ritual to.
    const alone = act(playing(1), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    expect(offers(alone, 'ritual-transfer')).toEqual([]);
    expect(refusal(alone, 'ritual-transfer', { ritualId: 'r1', to: 'p1' }).code).toBe('rules/one-hero');
  });

  it('001:16-19 a movement die is placed on its own terrain symbol of the one ritual chosen; the offer lists the empty symbols', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Stone Ward', ...WARD });
    const filled = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'hills' });
    expect(lastEvents(g, filled)).toEqual([
      { type: 'ritual-slot-filled', data: { ritualId: 'r1', title: 'Inner Fire', slot: 2, terrain: 'hills', filled: 1, total: 5 } },
    ]);
    expect(filled.state.addons.rituals.map((r) => r.filled)).toEqual([
      [false, false, true, false, false],
      [false, false, false, false, false],
    ]);
    // Each ritual's offer belongs to its owner and lists the terrains of its empty slots, each once.
    expect(offers(filled, 'ritual-empower')).toEqual([
      {
        type: 'ritual-empower',
        code: 'addons/ritual-empower',
        player: 'p1',
        params: { title: 'Inner Fire', owner: 'Ann' },
        payload: { ritualId: 'r1' },
        fields: [{ name: 'terrain', kind: 'choice', choices: terrains('forest', 'river', 'mountains') }],
      },
      {
        type: 'ritual-empower',
        code: 'addons/ritual-empower',
        player: 'p2',
        params: { title: 'Stone Ward', owner: 'Ben' },
        payload: { ritualId: 'r2' },
        fields: [{ name: 'terrain', kind: 'choice', choices: terrains('plains', 'road', 'hills', 'swamp', 'river') }],
      },
    ]);
    expect(refusal(filled, 'ritual-empower', { ritualId: 'r1', terrain: 'hills' })).toEqual({
      code: 'rules/ritual-no-slot',
      details: { title: 'Inner Fire', terrain: 'hills' },
    });
    expect(refusal(filled, 'ritual-empower', { ritualId: 'r9', terrain: 'hills' })).toEqual({
      code: 'rules/unknown-ritual',
      details: { ritualId: 'r9' },
    });
  });

  it('001:20-21 once all of the symbols are filled the Ritual may be used: a headline, and no more dice are offered for it', () => {
    let g = act(playing(), 'ritual-add', { owner: 'p2', title: 'Inner Fire', ...FIRE });
    for (const t of ['forest', 'forest', 'hills', 'river']) g = act(g, 'ritual-empower', { ritualId: 'r1', terrain: t });
    const done = act(g, 'ritual-empower', { ritualId: 'r1', terrain: 'mountains' });
    const events = lastEvents(g, done);
    expect(events.at(-1)).toEqual({
      type: 'ritual-empowered',
      data: { ritualId: 'r1', title: 'Inner Fire', ownerName: 'Ben' },
      cause: 'ritual-all-slots',
    });
    expect(offers(done, 'ritual-empower')).toEqual([]);
    expect(refusal(done, 'ritual-empower', { ritualId: 'r1', terrain: 'forest' }).code).toBe('rules/no-ritual-to-empower');
    // Another ritual still to empower is offered alone.
    const next = act(done, 'ritual-add', { owner: 'p2', title: 'Stone Ward', ...WARD });
    expect(offers(next, 'ritual-empower').map((a) => a.payload)).toEqual([{ ritualId: 'r2' }]);
    // The empowered ritual is the game's big moment; a ritual changing hands is worth a line; a slot filled is not a headline.
    const moved = act(next, 'ritual-transfer', { ritualId: 'r1', to: 'p1' });
    expect(rankHeadlines(ra.headlines, moved.events).map((h) => [h.event.type, h.weight])).toEqual([
      ['ritual-empowered', WEIGHT.threat],
      ['ritual-transferred', WEIGHT.notable],
    ]);
  });
});

describe('001:23-25, 001:41, 001:50-51, 001:61-62 set-up', () => {
  it("001:25, 001:41 the table ticks each chosen add-on's set-up step off (and back on) during set-up only", () => {
    let g = start(ra, { weaponsOfLegend: true }, 2);
    expect(g.state.checklist).toEqual({
      items: [{ code: 'addons/step/rituals-into-market' }, { code: 'addons/step/weapons-into-market' }],
      ticked: [],
    });
    expect(g.ruleset.prompt(g.state)).toMatchObject({ phase: 'addons/phase/setup', code: 'addons/prompt/setup' });
    expect(offers(g, 'setup-done')).toEqual([{ type: 'setup-done', code: 'addons/setup-done', primary: true }]);
    g = act(g, 'setup-check', { item: 'addons/step/rituals-into-market' });
    g = act(g, 'setup-check', { item: 'addons/step/weapons-into-market' });
    expect(g.state.checklist.ticked).toEqual(['addons/step/rituals-into-market', 'addons/step/weapons-into-market']);
    const unticked = act(g, 'setup-check', { item: 'addons/step/rituals-into-market' });
    expect(lastEvents(g, unticked)).toEqual([
      { type: 'setup-step-ticked', data: { item: 'addons/step/rituals-into-market', params: {}, done: false } },
    ]);
    expect(unticked.state.checklist.ticked).toEqual(['addons/step/weapons-into-market']);
    expect(refusal(g, 'setup-check', { item: 'addons/step/nope' })).toEqual({
      code: 'rules/unknown-step',
      details: { item: 'addons/step/nope' },
    });
    // Rituals take dice in play, not during set-up (ruling runebound-addons#4).
    expect(refusal(g, 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE })).toEqual({
      code: 'rules/wrong_phase',
      details: { phase: 'setup' },
    });
    const play = act(g, 'setup-done');
    expect(play.ruleset.prompt(play.state)).toMatchObject({ phase: 'addons/phase/play', code: 'addons/prompt/rituals' });
    expect(offers(play, 'setup-done')).toEqual([]);
    expect(refusal(play, 'setup-done', {})).toEqual({ code: 'rules/wrong_phase', details: { phase: 'play' } });
    expect(refusal(play, 'setup-check', { item: 'addons/step/rituals-into-market' })).toEqual({
      code: 'rules/wrong_phase',
      details: { phase: 'play' },
    });
  });

  it('001:6-7, 001:30-31, 001:47, 001:58 each add-on is chosen at set-up: Rituals and Runes on in the stand-alone tracker, every add-on off in the variants', () => {
    const defaults = (options: readonly { key: string; default: unknown }[]) => Object.fromEntries(options.map((o) => [o.key, o.default]));
    const offOn = { ritualsAndRunes: true, weaponsOfLegend: false, trapsAndTerrors: false, beastsAndBandits: false };
    const allOff = { ...offOn, ritualsAndRunes: false };
    expect(defaults(addonsManifest.options)).toEqual(offOn);
    expect(defaults(rs.options)).toMatchObject(allOff);
    expect(defaults(rc.options)).toMatchObject(allOff);
    // A game recorded with no add-on options at all replays with the same choice.
    expect(start(ra, {}, 2).state.addons.enabled).toEqual(offOn);
    const setUp = { type: CORE.setup, data: { options: {}, players: players(2) } };
    for (const state of [foldEvents(rs, undefined, [setUp]), foldEvents(rc, undefined, [setUp])]) {
      expect(state.addons.enabled).toEqual(allOff);
      expect(state.checklist.items.filter((i) => i.code.startsWith('addons/'))).toEqual([]);
    }
    expect(ra.setup(stored({ ritualsAndRunes: 'yes', trapsAndTerrors: 1 }), players(2))).toMatchObject({
      ok: false,
      error: { code: 'rules/invalid_options', details: { fields: 'ritualsAndRunes, trapsAndTerrors' } },
    });
  });

  it('001:6-7 Rituals and Runes switched off mid-campaign hides the ritual tracker; switched back on, the rituals are kept', () => {
    const g = act(playing(), 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE });
    const off = { ...g, state: ra.withOptions!(g.state, stored({ ritualsAndRunes: false, weaponsOfLegend: true })) };
    expect(off.state.options).toMatchObject({ ritualsAndRunes: false, weaponsOfLegend: true });
    expect(off.ruleset.prompt(off.state)).toMatchObject({ code: 'addons/prompt/nothing', actions: [] });
    expect(refusal(off, 'ritual-add', { owner: 'p1', title: 'Stone Ward', ...WARD })).toEqual({
      code: 'rules/addon-off',
      details: { addon: 'ritualsAndRunes' },
    });
    const on = { ...off, state: ra.withOptions!(off.state, stored({ ritualsAndRunes: true })) };
    expect(on.ruleset.prompt(on.state).code).toBe('addons/prompt/rituals');
    expect(on.state.addons.rituals.map((r) => r.title)).toEqual(['Inner Fire']);
    expect(ra.withOptions!(g.state, stored({ ritualsAndRunes: 'no' }))).toBe(g.state);
  });

  it('a campaign with no players (an imported file may carry none) has no tracker, and says why', () => {
    const empty = playing(0);
    expect(empty.ruleset.prompt(empty.state)).toMatchObject({ code: 'addons/prompt/nothing', actions: [] });
    expect(refusal(empty, 'ritual-add', { owner: 'p1', title: 'Inner Fire', ...FIRE })).toEqual({
      code: 'rules/no-players',
      details: undefined,
    });
  });

  it('names itself and what it holds in the list of games, and plays set-up then play', () => {
    expect(addonsManifest.name).toMatch(/Runebound add-ons/);
    expect(addonsManifest.about).toMatch(/ritual tracker for Rituals and Runes/);
    expect(addonsManifest.phases).toEqual([
      { id: 'setup', code: 'addons/phase/setup', next: ['play'] },
      { id: 'play', code: 'addons/phase/play', next: [] },
    ]);
  });
});
