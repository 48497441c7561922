/**
 * Seed 002: "As soon as a monster enters the same location as a town, each knight in that location
 * must choose how to respond. Either stay and fight, stay and hide or flee." — fight (combat as
 * normal, 4+ defending an assaulted town), hide (a Hide check with the town's +1 as soon as the
 * monster invades; found means combat), flee (to an adjacent intersection the players name).
 */
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { hitsOn } from '../../../shared/rulesets/catan-horror/rules/combat';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import '../../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../../renderer/src/i18n/words';
import { act, clearMonsters, knight, started, town, tryAct, types, withKnight, withMonster } from './helpers';

/** The monster turn's report step, with `foeId` rolled to move. */
const reporting = (s: CatanHorrorState, foeId: string): CatanHorrorState => ({
  ...s,
  phase: 'monster/report',
  pending: [{ kind: 'monster-moves', moving: [foeId] }],
});

/** Ann's Strong knight alone in her settlement (no walls), a Ghoul (awareness −3, combat 1) at Gate 4 about to move. */
function farmScene(extra: Partial<CatanHorrorState['knights'][number]> = {}) {
  const base = clearMonsters(started());
  const k = withKnight(base, 'ann', 'strong', 'Ann Farm', extra);
  const m = withMonster(k.state, 'Ghoul', 'Gate 4');
  return { s: reporting(m.state, m.id), knightId: k.id, ghoul: m.id };
}

/** A knight's answer; fleeing names where to (a new place for the board, confirmed as such). */
const respond = (s: CatanHorrorState, unitId: string, response: string, to?: string) =>
  act(s, 'respond-to-monster', { unitId, response, ...(to ? { fleeTo: to, newPlace: true } : {}) });

const respondActions = (s: CatanHorrorState) => catanHorror.prompt(s).actions.filter((a) => a.type === 'respond-to-monster');

describe('a monster entering a town: each knight there must choose', () => {
  it('asks every knight in the town, of any colour, before the town is assaulted or invaded', () => {
    let s = clearMonsters(started());
    const ben = withKnight(s, 'ben', 'strong', 'ann city');
    const m = withMonster(ben.state, 'Ghoul', 'Gate 4');
    s = reporting(m.state, m.id);
    const moved = act(s, 'monster-moved', { foeId: m.id, to: 'Ann City' });
    expect(types(moved.events)).toEqual(['monster-moved']);
    expect(moved.events[0].data).toMatchObject({ asks: ['Ann #1', `ben-strong-${ben.id}`] });
    expect(moved.state.pending[0]).toEqual({ kind: 'monster-response', townId: 't1', foeId: m.id, units: ['k1', ben.id] });
    expect(moved.state.pending).toHaveLength(1); // the Ghoul's own move is reported
    expect(town(moved.state, 'Ann City').state).toBe('sane');

    const prompt = catanHorror.prompt(moved.state);
    expect(prompt.code).toBe('catan-horror/monster-response');
    const offers = respondActions(moved.state);
    // Each unit: stay (fight or hide) as one offer, flee (asking where to) as another.
    expect(offers.map((a) => a.payload)).toEqual([
      { unitId: 'k1' },
      { unitId: 'k1', response: 'flee' },
      { unitId: ben.id },
      { unitId: ben.id, response: 'flee' },
    ]);
    expect(offers[2].params).toMatchObject({ player: 'Ben', foe: 'Ghoul', town: 'Ann City' });
    const choices = offers[0].fields!.find((f) => f.name === 'response');
    expect(choices?.kind === 'choice' && choices.choices.map((c) => c.value)).toEqual(['fight', 'hide']);
    expect(offers[1]).toMatchObject({
      code: 'catan-horror/act/flee-from-monster',
      fields: [
        { name: 'fleeTo', kind: 'choice', free: true },
        { name: 'newPlace', kind: 'boolean' },
      ],
    });
    const words = wordsFor('catan-horror');
    const texts = [
      words.t(prompt.code, prompt.params),
      ...offers.flatMap((a) => [
        words.t(a.code!, a.params),
        ...(choices?.kind === 'choice' ? choices.choices.map((c) => words.t(c.code, c.params)) : []),
      ]),
    ];
    for (const text of texts) expect(text).not.toMatch(/\{\w+\}|undefined|^catan-horror\//);
    expect(texts[0]).toBe('Ghoul has entered Ann City. Each knight there chooses now: stay and fight, stay and hide, or flee.');
    // Nothing else moves on while the knights choose.
    expect(tryAct(moved.state, 'movement-done')).toMatchObject({ ok: false, error: { code: 'rules/answer_pending' } });
    expect(tryAct(moved.state, 'monster-moved', { foeId: m.id, to: 'Marsh', newPlace: true })).toMatchObject({
      ok: false,
      error: { code: 'rules/answer_pending' },
    });
  });

  it('asks nothing when the monster stays where it is, or enters a mad town or a town with no knights', () => {
    let s = clearMonsters(started());
    const m = withMonster(s, 'Ghoul', 'Ann City');
    s = reporting(m.state, m.id);
    expect(act(s, 'monster-moved', { foeId: m.id, to: 'Ann City' }).state.pending.some((p) => p.kind === 'monster-response')).toBe(false);
    const mad = {
      ...s,
      towns: s.towns.map((t) => (t.label === 'Ann City' ? { ...t, state: 'mad' as const } : t)),
      monsters: s.monsters.map((x) => (x.id === m.id ? { ...x, location: 'Gate 4' } : x)),
    };
    expect(act(mad, 'monster-moved', { foeId: m.id, to: 'Ann City' }).state.pending.some((p) => p.kind === 'monster-response')).toBe(false);
    const empty = act({ ...s, monsters: mad.monsters }, 'monster-moved', { foeId: m.id, to: 'Ben Farm' });
    expect(types(empty.events)).toEqual(['monster-moved', 'town-invaded']);
  });
});

describe('stay and fight', () => {
  it('keeps the knight face up as a defender: the town is assaulted, the monster strikes in step 1 and the defenders hit on 4+', () => {
    const { s, knightId, ghoul } = farmScene({ hidden: true });
    const moved = act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' });
    const r = respond(moved.state, knightId, 'fight');
    expect(types(r.events)).toEqual(['monster-response', 'town-assaulted']);
    expect(r.events[0]).toMatchObject({ cause: 'monster-enters-town', data: { response: 'fight', label: 'Ann Farm', foe: 'Ghoul' } });
    expect(knight(r.state, knightId)).toMatchObject({ hidden: false, location: 'Ann Farm' });
    expect(r.state.pending).toEqual([]);
    expect(hitsOn(r.state, 'Ann Farm')).toBe(4);
    // Ann's next turn, step 1: the Ghoul strikes her knight, then she strikes back needing 4+.
    const combat = { ...r.state, phase: 'player/combat' as const, pending: [] };
    expect(catanHorror.prompt(combat).actions.map((a) => a.type)).toContain('foe-strike');
    const struck = act(combat, 'foe-strike', { foeId: ghoul, target: knightId }).state;
    const attack = catanHorror.prompt(struck).actions.find((a) => a.type === 'knights-attack')!;
    expect(attack.params).toMatchObject({ needs: 4, dice: 1 });
    expect(attack.odds).toBeCloseTo(3 / 6, 10);
  });
});

describe('stay and hide', () => {
  it('turns the knight hidden; with nobody defending the town is invaded and the hider checks at once, odds shown first (+1 in town)', () => {
    const { s, knightId, ghoul } = farmScene();
    const moved = act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' });
    // Strong 2 + Ghoul awareness −3 + 1 town = 0: a 5 or 6, shown on the choice before choosing.
    const hideChoice = respondActions(moved.state)[0].fields!.find((f) => f.name === 'response');
    expect(hideChoice?.kind === 'choice' && hideChoice.choices[1].params).toMatchObject({ odds: '33.3%' });
    const r = respond(moved.state, knightId, 'hide');
    expect(types(r.events)).toEqual(['monster-response', 'town-invaded']);
    expect(r.events[1]).toMatchObject({ cause: 'undefended', data: { hiders: [`ann-strong-${knightId}`] } });
    expect(knight(r.state, knightId).hidden).toBe(true);
    expect(r.state.pending[0]).toEqual({ kind: 'invasion-hide', townId: 't2', units: [knightId] });
    const prompt = catanHorror.prompt(r.state);
    expect(prompt.code).toBe('catan-horror/invasion-hide');
    const check = prompt.actions.find((a) => a.type === 'invasion-hide-check')!;
    expect(check.odds).toBeCloseTo(2 / 6, 10);
    expect(check.dice).toMatchObject({ dice: [{ kind: 'd6' }], looks: [{ code: 'catan-horror/die/hide' }] });
    // The monster turn waits for the check.
    expect(tryAct(r.state, 'movement-done')).toMatchObject({ ok: false, error: { code: 'rules/answer_pending' } });
  });

  it('a check that succeeds keeps the knight hidden in the invaded town; the monster turn goes on', () => {
    const { s, knightId, ghoul } = farmScene();
    let t = respond(act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' }).state, knightId, 'hide').state;
    const r = act(t, 'invasion-hide-check', { unitId: knightId }, [5]);
    expect(types(r.events)).toEqual(['hide-checked']);
    expect(r.events[0]).toMatchObject({
      cause: 'invasion-hide',
      data: { value: 5, strength: 2, awareness: -3, town: 1, total: 5, success: true, invasion: true },
    });
    expect(knight(r.state, knightId).hidden).toBe(true);
    expect(r.state.pending).toEqual([]);
    expect(r.state.invasionHiders).toEqual([]);
    t = act(r.state, 'movement-done').state;
    expect(town(t, 'Ann Farm').state).toBe('invaded');
  });

  it("a check that fails finds the knight: face up, and combat with the invader at its owner's step 1 (hits on 5+ in an invaded town)", () => {
    const { s, knightId, ghoul } = farmScene();
    const t = respond(act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' }).state, knightId, 'hide').state;
    const r = act(t, 'invasion-hide-check', { unitId: knightId }, [4]);
    expect(r.events[0]).toMatchObject({ cause: 'found', data: { total: 4, success: false } });
    expect(knight(r.state, knightId).hidden).toBe(false);
    expect(town(r.state, 'Ann Farm').state).toBe('invaded');
    const combat = { ...r.state, phase: 'player/combat' as const, pending: [], hideChecked: [] };
    const strike = catanHorror.prompt(combat).actions.find((a) => a.type === 'foe-strike')!;
    expect(strike.payload).toEqual({ foeId: ghoul });
    expect(hitsOn(combat, 'Ann Farm')).toBe(5);
  });

  it('behind walls the town is only assaulted; the hider checks when the walls fall and the monster invades', () => {
    let s = clearMonsters(started());
    const m = withMonster(s, 'Ghoul', 'Gate 4');
    s = reporting(m.state, m.id);
    s = act(s, 'monster-moved', { foeId: m.id, to: 'Ann City' }).state;
    const r = respond(s, 'k1', 'hide');
    expect(types(r.events)).toEqual(['monster-response', 'town-assaulted']);
    expect(r.state.invasionHiders).toEqual([{ knightId: 'k1', townId: 't1' }]);
    expect(r.state.pending).toEqual([]);
    // Ann's step 1: the Ghoul's blow is taken by the walls; now undefended, the town is invaded and the hider checks.
    const combat = { ...r.state, phase: 'player/combat' as const, hideChecked: ['k1'] };
    const fell = act(combat, 'foe-strike', { foeId: m.id, target: 'walls' });
    expect(types(fell.events)).toEqual(['walls-sacrificed', 'town-invaded']);
    expect(fell.events[1].cause).toBe('defences-fell');
    expect(fell.state.pending).toEqual([{ kind: 'invasion-hide', townId: 't1', units: ['k1'] }]);
    // Basic 1 − 3 + 1 = −1: only a 6.
    expect(catanHorror.prompt(fell.state).actions.find((a) => a.type === 'invasion-hide-check')!.odds).toBeCloseTo(1 / 6, 10);
    expect(tryAct(fell.state, 'end-combat')).toMatchObject({ ok: false, error: { code: 'rules/answer_pending' } });
    const ok = act(fell.state, 'invasion-hide-check', { unitId: 'k1' }, [6]);
    expect(ok.events[0].data).toMatchObject({ total: 5, success: true });
    expect(act(ok.state, 'end-combat').state.phase).toBe('player/production');
  });

  it("a hider of another colour may spend its own owner's trophy on the check", () => {
    let s = clearMonsters(started());
    s = { ...s, players: s.players.map((p) => (p.id === 'ben' ? { ...p, trophies: [{ kind: 'Zombie', toughness: 1 }] } : p)) };
    const ben = withKnight(s, 'ben', 'basic', 'Ann Farm');
    const m = withMonster(ben.state, 'Ghoul', 'Gate 4');
    let t = act(reporting(m.state, m.id), 'monster-moved', { foeId: m.id, to: 'Ann Farm' }).state;
    t = respond(t, ben.id, 'hide').state;
    const offer = catanHorror.prompt(t).actions.find((a) => a.type === 'invasion-hide-check')!;
    expect(offer.fields?.map((f) => f.name)).toEqual(['trophy']);
    const r = act(t, 'invasion-hide-check', { unitId: ben.id, trophy: 0 }, [6]);
    expect(r.events[0].data).toMatchObject({ value: 6, total: 6, trophyBonus: 1, success: true });
    expect(r.state.players.find((p) => p.id === 'ben')!.trophies).toEqual([]);
  });
});

describe('flee', () => {
  it('moves the knight to the adjacent intersection the players name; no check, no knight action; the town left undefended is invaded', () => {
    const { s, knightId, ghoul } = farmScene({ hidden: true });
    const moved = act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' }).state;
    const r = respond(moved, knightId, 'flee', 'Crossroads');
    expect(types(r.events)).toEqual(['monster-response', 'town-invaded']);
    expect(r.events[0].data).toMatchObject({ response: 'flee', to: 'Crossroads' });
    expect(knight(r.state, knightId)).toMatchObject({ location: 'Crossroads', hidden: true });
    expect(r.state.actionsLeft).toBe(s.actionsLeft);
    expect(r.state.pending).toEqual([]);
  });
});

describe('squads answer as one', () => {
  it('one answer for the whole squad: hide turns every member hidden and the check uses its strongest knight; flee moves them all', () => {
    let s = clearMonsters(started());
    const strong = withKnight(s, 'ann', 'strong', 'Ann Farm');
    const basic = withKnight(strong.state, 'ann', 'basic', 'Ann Farm');
    s = {
      ...basic.state,
      squads: [{ id: 's1', owner: 'ann', members: [strong.id, basic.id] }],
      knights: basic.state.knights.map((k) => ([strong.id, basic.id].includes(k.id) ? { ...k, squad: 's1' } : k)),
    };
    const m = withMonster(s, 'Ghoul', 'Gate 4');
    const moved = act(reporting(m.state, m.id), 'monster-moved', { foeId: m.id, to: 'Ann Farm' }).state;
    expect(moved.pending[0]).toMatchObject({ kind: 'monster-response', units: ['s1'] });
    expect(respondActions(moved).map((a) => a.payload)).toEqual([{ unitId: 's1' }, { unitId: 's1', response: 'flee' }]);
    expect(tryAct(moved, 'respond-to-monster', { unitId: basic.id, response: 'fight' })).toMatchObject({
      ok: false,
      error: { code: 'rules/no_response_due' },
    });

    const hid = respond(moved, 's1', 'hide');
    expect([knight(hid.state, strong.id).hidden, knight(hid.state, basic.id).hidden]).toEqual([true, true]);
    expect(hid.state.pending[0]).toEqual({ kind: 'invasion-hide', townId: 't2', units: ['s1'] });
    // Strongest member 2 − 3 + 1 = 0: a 5 or 6.
    expect(catanHorror.prompt(hid.state).actions.find((a) => a.type === 'invasion-hide-check')!.odds).toBeCloseTo(2 / 6, 10);
    const found = act(hid.state, 'invasion-hide-check', { unitId: 's1' }, [1]);
    expect([knight(found.state, strong.id).hidden, knight(found.state, basic.id).hidden]).toEqual([false, false]);

    const fled = respond(moved, 's1', 'flee', 'Hill road');
    expect([knight(fled.state, strong.id).location, knight(fled.state, basic.id).location]).toEqual(['Hill road', 'Hill road']);
  });
});

describe('refused input changes nothing', () => {
  it('refuses a flee with no place or back into the town, a place for fight or hide, a knight not asked, and answers nobody asked for', () => {
    const { s, knightId, ghoul } = farmScene();
    const moved = act(s, 'monster-moved', { foeId: ghoul, to: 'Ann Farm' }).state;
    const before = JSON.stringify(moved);
    const refusals: [Record<string, unknown>, string][] = [
      [{ unitId: knightId, response: 'flee' }, 'rules/flee_needs_place'],
      [{ unitId: knightId, response: 'flee', fleeTo: ' ann farm ' }, 'rules/same_location'],
      [{ unitId: knightId, response: 'hide', fleeTo: 'Marsh', newPlace: true }, 'rules/only_flee_moves'],
      [{ unitId: 'k2', response: 'fight' }, 'rules/no_response_due'],
      [{ unitId: knightId, response: 'dance' }, 'rules/invalid_input'],
    ];
    for (const [payload, code] of refusals) {
      expect(tryAct(moved, 'respond-to-monster', payload)).toMatchObject({ ok: false, error: { code } });
    }
    expect(tryAct(moved, 'invasion-hide-check', { unitId: knightId }, [6])).toMatchObject({
      ok: false,
      error: { code: 'rules/not_asked' },
    });
    expect(tryAct(s, 'respond-to-monster', { unitId: knightId, response: 'fight' })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_asked' },
    });
    const hiding = respond(moved, knightId, 'hide').state;
    expect(tryAct(hiding, 'invasion-hide-check', { unitId: 'k1' }, [6])).toMatchObject({
      ok: false,
      error: { code: 'rules/no_check_due' },
    });
    expect(JSON.stringify(moved)).toBe(before);
    expect(catanHorror.prompt(moved)).toEqual(catanHorror.prompt(JSON.parse(before)));
  });
});

describe('history', () => {
  it('replaying the recorded events folds to exactly the state reached step by step', () => {
    const { s, ghoul } = farmScene();
    const ben = withKnight(s, 'ben', 'mighty', 'Ann Farm');
    const cid = withKnight(ben.state, 'cid', 'basic', 'Ann Farm');
    const start = cid.state;
    const log: RulesEvent[] = [];
    let state = start;
    const step = (type: string, payload: Record<string, unknown>, dice: number[] = []) => {
      const r = act(state, type, payload, dice);
      log.push(...r.events);
      state = r.state;
    };
    step('monster-moved', { foeId: ghoul, to: 'Ann Farm' });
    const [ann] = (state.pending[0] as { units: string[] }).units;
    step('respond-to-monster', { unitId: ann, response: 'hide' });
    step('respond-to-monster', { unitId: ben.id, response: 'flee', fleeTo: 'Crossroads', newPlace: true });
    step('respond-to-monster', { unitId: cid.id, response: 'hide' });
    expect(town(state, 'Ann Farm').state).toBe('invaded');
    step('invasion-hide-check', { unitId: ann }, [6]);
    step('invasion-hide-check', { unitId: cid.id }, [2]);
    step('movement-done', {});
    expect(foldEvents(catanHorror, start, log)).toEqual(state);
    expect(knight(state, cid.id).hidden).toBe(false);
    // Every event and cause has words.
    const words = wordsFor('catan-horror');
    for (const event of log) {
      expect(words.narrate(event)).not.toMatch(/undefined|NaN/);
      if (event.cause) expect(words.cause(event.cause)).not.toBe(event.cause);
    }
    const lines = log.map((e) => words.narrate(e));
    expect(lines).toContain(
      "Cid's cid-basic-" + cid.id + ' stays in Ann Farm and hides from the Ghoul: a Hide check (+1 in the town) if it invades.',
    );
    expect(lines.join('\n')).toContain('flees Ann Farm before the Ghoul, to Crossroads');
  });
});
