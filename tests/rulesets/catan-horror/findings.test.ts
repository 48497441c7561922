/** Issue 14: each reader's finding against seed 002, as a scenario named after the seed sentence it checks. */
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { mandatoryStrikes } from '../../../shared/rulesets/catan-horror/rules/flow';
import type { CatanHorrorState, Town } from '../../../shared/rulesets/catan-horror/state';
import {
  act,
  atActions,
  clearMonsters,
  fresh,
  knight,
  PLAYERS,
  reporting,
  started,
  town,
  tryAct,
  types,
  withKnight,
  withMonster,
  withLurker,
} from './helpers';

const offers = (s: CatanHorrorState, type: string) => catanHorror.prompt(s).actions.filter((a) => a.type === type);
const setTown = (s: CatanHorrorState, label: string, patch: Partial<Town>): CatanHorrorState => ({
  ...s,
  towns: s.towns.map((t) => (t.label === label ? { ...t, ...patch } : t)),
});
const fortress = (s: CatanHorrorState, who: string): CatanHorrorState => ({
  ...s,
  players: s.players.map((p) => (p.id === who ? { ...p, hasFortress: true } : p)),
});

describe('assaulted towns are sane', () => {
  it('002:576 a town being assaulted is still a Sane town with defences: recruiting, the General, upgrades and walls are allowed there', () => {
    let s = fortress(atActions(clearMonsters(started())), 'ann');
    s = withMonster(s, 'Ghoul', 'Ann City').state;
    s = setTown(s, 'Ann City', { state: 'assaulted', walls: false });
    s = setTown(s, 'Ann Farm', { state: 'assaulted' });
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    s = strong.state;
    for (const type of ['recruit', 'make-general', 'upgrade-town', 'build-walls', 'militia'])
      expect(offers(s, type).length, type).toBeGreaterThan(0);
    expect(tryAct(s, 'recruit', { unitId: strong.id }).ok).toBe(true);
    expect(tryAct(s, 'make-general', { townId: town(s, 'Ann City').id }).ok).toBe(true);
    expect(tryAct(s, 'build-walls', { townId: town(s, 'Ann City').id }).ok).toBe(true);
    expect(tryAct(s, 'upgrade-town', { townId: town(s, 'Ann Farm').id }).ok).toBe(true);
    // An invaded town is no longer the player's (002:588): no recruit, no militia there.
    const invaded = setTown(s, 'Ann City', { state: 'invaded' });
    expect(tryAct(invaded, 'recruit', { unitId: strong.id })).toMatchObject({ ok: false, error: { code: 'rules/needs_own_sane_town' } });
    expect(tryAct(invaded, 'militia', { townId: town(s, 'Ann City').id })).toMatchObject({
      ok: false,
      error: { code: 'rules/militia_needs_own_town' },
    });
  });
});

describe('invaders and assaulting monsters deal their damage together', () => {
  function invadedFarm(order: ('Ghoul' | 'Elder Thing')[]) {
    let s = setTown(clearMonsters(started()), 'Ben Farm', { state: 'invaded', horror: 3 });
    for (const kind of order) s = withMonster(s, kind, 'Ben Farm').state;
    return act(reporting(s), 'movement-done').state;
  }

  it('002:588 each turn a monster is invading a town, that town takes its horror and combat damage — the same whatever order the monsters are listed in', () => {
    const a = town(invadedFarm(['Elder Thing', 'Ghoul']), 'Ben Farm');
    const b = town(invadedFarm(['Ghoul', 'Elder Thing']), 'Ben Farm');
    // 3 horror + Ghoul (1 horror, 1 combat) + Elder Thing (2, 1): 6 horror, 2 structural, mad.
    expect(a).toMatchObject({ horror: 6, structural: 2, state: 'mad' });
    expect(b).toEqual(a);
  });

  it('002:529 a settlement can take a total of 5 damage of each kind: 3 horror and 2 structural leave it standing and sane', () => {
    let s = setTown(clearMonsters(started()), 'Ben Farm', { horror: 1 });
    s = withMonster(s, 'Elder Thing', 'Ben Farm').state;
    s = setTown(s, 'Ben Farm', { state: 'invaded' });
    const after = town(act(reporting(s), 'movement-done').state, 'Ben Farm');
    expect(after).toMatchObject({ horror: 3, structural: 1, state: 'invaded' });
  });
});

describe('one round of combat', () => {
  it('002:564 the monster gets 1 attack and the knights get 1 attack: only where the Attack action was taken do the monsters strike back', () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ann', 'strong', 'Marsh');
    s = withMonster(strong.state, 'Ghoul', 'Marsh').state;
    const maniac = withMonster(s, 'Maniac', 'Moor');
    s = maniac.state;
    s = act(s, 'knights-attack', { knightIds: [strong.id], foeId: 'm3' }, [1]).state;
    expect(mandatoryStrikes(s).map((f) => f.name)).toEqual(['Ghoul']);
    s = act(s, 'foe-strike', { foeId: 'm3', target: strong.id }).state;
    // Leaving the Ghoul: Hide check 6 + 2 − 3 = 5, away to the Maniac's place.
    s = act(s, 'move', { unitId: strong.id, to: 'Moor', newPlace: true }, [6]).state;
    expect(knight(s, strong.id).location).toBe('Moor');
    expect(mandatoryStrikes(s)).toEqual([]);
    expect(tryAct(s, 'end-actions').ok).toBe(true);
  });

  it('002:545 if a knight is not already hidden he can not hide now: no Hide action in step 1, hidden knights only check', () => {
    let s = clearMonsters(started());
    s = withMonster(s, 'Ghoul', 'Ann City').state;
    expect(offers(s, 'hide')).toEqual([]);
    expect(tryAct(s, 'hide', { unitId: 'k1' }, [6])).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
  });
});

describe('a monster strike among several knights', () => {
  function fight() {
    let s: CatanHorrorState = { ...clearMonsters(started({ piecesPerRank: 3 })), phase: 'player/combat' };
    const basic = withKnight(s, 'ann', 'basic', 'Marsh');
    const strong = withKnight(basic.state, 'ann', 'strong', 'Marsh');
    const mighty = withKnight(strong.state, 'ann', 'mighty', 'Marsh');
    s = withMonster(mighty.state, 'Gug', 'Marsh').state; // combat 4
    return { s, basic: basic.id, strong: strong.id, mighty: mighty.id, gug: 'm3' };
  }

  it('002:552 damage is distributed among the available knights in the combat, as the current player decides: a 4-strength monster killing a Basic knight deals 1 and the remaining 3 is lost', () => {
    const f = fight();
    const sacrifice = act(f.s, 'foe-strike', { foeId: f.gug, target: f.basic });
    expect(types(sacrifice.events)).toEqual(['foe-struck', 'knight-killed']);
    expect(sacrifice.events[1].data).toMatchObject({ amount: 1, died: true });
    expect(knight(sacrifice.state, f.strong)).toMatchObject({ rank: 'strong', damage: 0 });
    expect(knight(sacrifice.state, f.mighty)).toMatchObject({ rank: 'mighty', damage: 0 });
  });

  it('002:552 the player may split one attack: 2 to the Strong knight and 2 to the Mighty knight', () => {
    const f = fight();
    const split = act(f.s, 'foe-strike', { foeId: f.gug, target: `${f.strong}:2,${f.mighty}:2` });
    expect(knight(split.state, f.strong)).toMatchObject({ rank: 'basic', damage: 0 });
    expect(knight(split.state, f.mighty)).toMatchObject({ rank: 'mighty', damage: 2 });
    const choices = offers(f.s, 'foe-strike')[0].fields![0];
    expect(choices.kind === 'choice' && choices.choices.map((c) => c.value)).toContain(`${f.strong}:2,${f.mighty}:2`);
  });

  it('002:571 players can not assign more damage to a knight than he has strength combined through his demotions, and every point lands unless a knight dies of his share', () => {
    const f = fight();
    expect(tryAct(f.s, 'foe-strike', { foeId: f.gug, target: `${f.basic}:2,${f.strong}:2` })).toMatchObject({
      ok: false,
      error: { code: 'rules/share_over_cap' },
    });
    expect(tryAct(f.s, 'foe-strike', { foeId: f.gug, target: `${f.strong}:1,${f.mighty}:1` })).toMatchObject({
      ok: false,
      error: { code: 'rules/damage_unassigned' },
    });
    expect(tryAct(f.s, 'foe-strike', { foeId: f.gug, target: `${f.mighty}:5` })).toMatchObject({
      ok: false,
      error: { code: 'rules/share_too_large' },
    });
  });
});

describe('the cup, promotions and rebuilding', () => {
  it('002:574 killed monsters are kept as trophies: they stay out of the cup, so a kind all on the board or in trophies cannot be drawn', () => {
    let s = clearMonsters(started());
    s = { ...s, players: s.players.map((p) => (p.id === 'ben' ? { ...p, trophies: [{ kind: 'Dhole', toughness: 3 }] } : p)) };
    s = { ...s, phase: 'monster/sanity', pending: [{ kind: 'place-monster', location: 'Gate 4', reason: 'gate', minToughness: 0 }] };
    expect(tryAct(s, 'place-monster', { kind: 'Dhole' })).toMatchObject({ ok: false, error: { code: 'rules/none_left_in_cup' } });
    expect(tryAct(s, 'place-monster', { kind: 'Gug' }).ok).toBe(true);
  });

  it('002:421 knights are still promoted by spending a wool and an ore, as in Cities & Knights: a Strong knight becomes Mighty only with the Fortress', () => {
    let s = atActions(clearMonsters(started()));
    const strong = withKnight(s, 'ann', 'strong', 'Ann City');
    s = strong.state;
    expect(tryAct(s, 'promote', { knightId: strong.id })).toMatchObject({ ok: false, error: { code: 'rules/mighty_needs_fortress' } });
    expect(offers(s, 'promote').some((a) => a.payload?.knightId === strong.id)).toBe(false);
    expect(tryAct(s, 'promote', { knightId: 'k1' }).ok).toBe(true);
    s = fortress(s, 'ann');
    expect(act(s, 'promote', { knightId: strong.id }).state.knights.find((k) => k.id === strong.id)!.rank).toBe('mighty');
  });

  it('002:532 a Metropolis which is reduced to a city can be rebuilt by any player', () => {
    let s: CatanHorrorState = { ...clearMonsters(started()), phase: 'wrapup' };
    s = setTown(s, 'Ann City', { size: 'metropolis', structural: 14 });
    const k = withKnight(s, 'ann', 'mighty', 'Ann City');
    s = { ...k.state, phase: 'player/actions', actionsLeft: 3 };
    s = act(s, 'raze', { unitId: k.id, townId: town(s, 'Ann City').id }).state;
    expect(town(s, 'Ann City')).toMatchObject({ size: 'city', metropolisLost: true });
    s = { ...s, phase: 'wrapup' };
    // Ben rebuilds it; an ordinary city of Ann's is hers alone to build up.
    const rebuild = offers(s, 'upgrade-town').find((a) => a.payload?.by === 'ben');
    expect(rebuild?.code).toBe('catan-horror/act/rebuild-metropolis');
    const done = act(s, 'upgrade-town', { townId: town(s, 'Ann City').id, by: 'ben' });
    expect(town(done.state, 'Ann City')).toMatchObject({ size: 'metropolis', owner: 'ann', metropolisLost: false });
    expect(tryAct(s, 'upgrade-town', { townId: town(s, 'Ann Farm').id, by: 'ben' })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_your_town' },
    });
  });
});

describe('monster keywords', () => {
  it('002:549 Evasive monsters are not counted for combat unless they have been forced into combat by being found with a Hide check', () => {
    let s = atActions(clearMonsters(started()));
    s = withLurker(s);
    const strong = withKnight(s, 'ann', 'strong', 'Marsh');
    s = withMonster(strong.state, 'Lurker', 'Marsh').state;
    expect(s.library.find((k) => k.name === 'Lurker')).toMatchObject({ evasive: true, movement: 'aquatic' });
    expect(offers(s, 'knights-attack')).toEqual([]);
    expect(tryAct(s, 'knights-attack', { knightIds: [strong.id], foeId: 'm3' }, [6])).toMatchObject({
      ok: false,
      error: { code: 'rules/evasive_not_found' },
    });
    // 002:433: no Hide check to walk away from it.
    expect(offers(s, 'move').find((a) => a.payload?.unitId === strong.id)?.params).toMatchObject({ check: false });
    // Finding it: the Hide method, 2 + (−1) = +1, so a 4 finds it (1/2).
    const find = offers(s, 'find-monster')[0];
    expect(find.odds).toBeCloseTo(0.5, 10);
    expect(act(s, 'find-monster', { unitId: strong.id, foeId: 'm3' }, [3]).state.found ?? []).toEqual([]);
    s = act(s, 'find-monster', { unitId: strong.id, foeId: 'm3' }, [4]).state;
    expect(s.found).toEqual(['m3']);
    expect(tryAct(s, 'knights-attack', { knightIds: [strong.id], foeId: 'm3' }, [6]).ok).toBe(true);
  });

  it('002:524 fast monsters move two intersections: the move to report says so', () => {
    let s = clearMonsters(started());
    const m = withMonster(s, 'Shoggoth', 'Gate 4');
    s = reporting(m.state, m.id);
    expect(offers(s, 'monster-moved')[0].params).toMatchObject({ steps: 2 });
  });
});

describe('monster movement and mad players', () => {
  it('002:513 for each monster, roll a die; on a 4+ the monster moves: a move is accepted only after that roll, once', () => {
    let s = clearMonsters(started());
    const m = withMonster(s, 'Ghoul', 'Gate 4');
    s = { ...m.state, phase: 'monster/report', pending: [] };
    expect(tryAct(s, 'monster-moved', { foeId: m.id, to: 'Marsh', newPlace: true })).toMatchObject({
      ok: false,
      error: { code: 'rules/no_move_rolled' },
    });
    expect(tryAct({ ...m.state, phase: 'player/actions' }, 'monster-moved', { foeId: m.id, to: 'Marsh', newPlace: true }).ok).toBe(false);
    s = { ...m.state, phase: 'monster/move' };
    s = act(s, 'roll-monster-movement', {}, [4]).state;
    s = act(s, 'monster-moved', { foeId: m.id, to: 'Marsh', newPlace: true }).state;
    expect(s.monsters.find((x) => x.id === m.id)!.location).toBe('Marsh');
    expect(
      tryAct({ ...s, pending: [{ kind: 'monster-moves', moving: ['m1'] }] }, 'monster-moved', { foeId: m.id, to: 'Moor', newPlace: true }),
    ).toMatchObject({ ok: false, error: { code: 'rules/no_move_rolled' } });
  });

  it("002:604 a Mad player's knights can be fully controlled: they move as the mad player says, with no movement roll, and the prompt names who chooses (002:601)", () => {
    let s = clearMonsters(started({ startMadPlayer: true }));
    s = {
      ...s,
      players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)),
      knights: s.knights.map((k) => (k.owner === 'cid' ? { ...k, madTurns: 3 } : k)),
    };
    const madKnight = s.knights.find((k) => k.owner === 'cid')!.id;
    s = { ...s, phase: 'monster/move' };
    const rolled = act(s, 'roll-monster-movement', {}, []);
    expect(rolled.state.pending[0]).toMatchObject({ kind: 'monster-moves', moving: [madKnight] });
    const prompt = catanHorror.prompt(rolled.state);
    expect(prompt.code).toBe('catan-horror/report-moves-mad');
    expect(prompt.params).toMatchObject({ controller: 'Cid' });
    expect(
      act(rolled.state, 'monster-moved', { foeId: madKnight, to: 'Ann Farm' }).state.knights.find((k) => k.id === madKnight)!.location,
    ).toBe('Ann Farm');
  });

  it('002:642 if a player loses control of all his towns and knights, he is dead: towns all invaded and no sane knight', () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.filter((k) => k.owner !== 'ben') };
    s = setTown(s, 'Ben City', { state: 'invaded' });
    s = setTown(s, 'Ben Farm', { state: 'mad' });
    s = withMonster(s, 'Ghoul', 'Ben City').state;
    const r = act(s, 'end-combat');
    expect(types(r.events)).toContain('player-fell');
    expect(r.state.players.find((p) => p.id === 'ben')).toMatchObject({ dead: true, mad: false });
    // With every town and knight mad instead, the player becomes mad (002:597).
    const allMad = setTown(setTown(s, 'Ben City', { state: 'mad' }), 'Ben Farm', { state: 'mad' });
    expect(act(allMad, 'end-combat').state.players.find((p) => p.id === 'ben')).toMatchObject({ mad: true, dead: false });
  });
});

describe('set-up', () => {
  it('002:374 each player places a settlement and a road then a city and a road: one of each at set-up, no metropolis', () => {
    let s = fresh();
    s = act(s, 'add-town', { owner: 'ann', label: 'Ann City', size: 'city' }).state;
    s = act(s, 'add-town', { owner: 'ann', label: 'Ann Farm', size: 'settlement' }).state;
    expect(tryAct(s, 'add-town', { owner: 'ann', label: 'Ann Two', size: 'city' })).toMatchObject({
      ok: false,
      error: { code: 'rules/setup_one_settlement_one_city' },
    });
    expect(tryAct(s, 'add-town', { owner: 'ann', label: 'Ann Hamlet', size: 'settlement' })).toMatchObject({
      ok: false,
      error: { code: 'rules/setup_one_settlement_one_city' },
    });
    expect(tryAct(s, 'add-town', { owner: 'ben', label: 'Ben Metro', size: 'metropolis' })).toMatchObject({
      ok: false,
      error: { code: 'rules/setup_one_settlement_one_city' },
    });
    expect(tryAct(s, 'add-town', { owner: 'ben', label: 'Ben Farm', size: 'settlement', walls: true })).toMatchObject({
      ok: false,
      error: { code: 'rules/walls_need_city' },
    });
  });

  it('002:625 it is suggested to start with only a single Mad player, but not a requirement: two may begin mad, never everyone', () => {
    let s = fresh({ startMadPlayer: true });
    for (const p of PLAYERS) s = act(s, 'add-town', { owner: p.id, label: `${p.name} City`, size: 'city' }).state;
    expect(tryAct(s, 'begin', { madPlayers: ['ann', 'ben', 'cid'] })).toMatchObject({
      ok: false,
      error: { code: 'rules/mad_start_needs_sane' },
    });
    const two = act(s, 'begin', { madPlayers: ['ben', 'cid'] }).state;
    expect(two.players.filter((p) => p.mad).map((p) => p.id)).toEqual(['ben', 'cid']);
    expect(tryAct(fresh(), 'begin', { madPlayers: ['ben'] })).toMatchObject({ ok: false });
  });
});

describe('production and points of mad and invaded towns', () => {
  it('002:412 any town currently Invaded does not draw resources, and (002:588) does not count for victory points: the roll and the victory claim say which', () => {
    let s = clearMonsters(started());
    s = setTown(s, 'Ann Farm', { state: 'invaded' });
    s = withMonster(s, 'Ghoul', 'Ann Farm').state;
    s = setTown(s, 'Ben Farm', { state: 'mad' });
    s = { ...s, phase: 'player/production' };
    const rolled = act(s, 'roll-production', {}, [2, 3, 'ship']);
    expect(rolled.events[0].data).toMatchObject({ invaded: ['Ann Farm'], madIdle: ['Ben Farm'] });
    const claim = offers(rolled.state, 'declare-victory')[0];
    expect(claim.params).toMatchObject({ notCounting: 'Ann Farm (invaded)' });
  });
});

describe('the Drunkards festival under Catan Horror', () => {
  it("002:27 on a production roll showing doubles, all players have a festival — under Catan Horror a house rule: an option flagged as one, with its text, and the festival recorded in the history as the house rule's", async () => {
    const option = catanHorror.options.find((o) => o.key === 'drunkards')!;
    expect(option).toMatchObject({ houseRule: true, default: false, ruling: 'catan-horror/drunkards' });
    const { barrelMessages } = await import('../../../renderer/src/rulesets/catan-horror/barrel-messages');
    const { barrelCauses, barrelNarration } = await import('../../../renderer/src/rulesets/catan-horror/barrel-narration');
    expect(String(barrelMessages['option/drunkards/help'])).toMatch(/^House rule from the Drunkards of Catan/);
    let s = clearMonsters(started({ drunkards: true }));
    s = { ...s, phase: 'player/production' };
    const rolled = act(s, 'roll-production', {}, [3, 3, 'ship']);
    const festival = rolled.events.find((e) => e.type === 'festival-held')!;
    expect(festival.cause).toBe('drunkards-doubles');
    expect(barrelCauses['drunkards-doubles']).toContain('house rule');
    expect(barrelNarration['festival-held'](festival.data, festival)).toContain('house rule');
  });
});

describe('assaults and walls, in one order', () => {
  it("002:585 city walls can be sacrificed to negate an attack from 1 monster: an assaulting monster strikes at its town owner's step 1, the walls take the blow, and the town left without defences is invaded", () => {
    let s = clearMonsters(started());
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, location: 'Elsewhere' } : k)) };
    const zombie = withMonster(s, 'Zombie', 'Gate 4');
    s = act(reporting(zombie.state, zombie.id), 'monster-moved', { foeId: zombie.id, to: 'Ann City' }).state;
    expect(town(s, 'Ann City').state).toBe('assaulted');
    // Step 2 of the monster turn: a Zombie has no nightmarish or overwhelming, so the walls stand.
    s = act(s, 'movement-done').state;
    expect(town(s, 'Ann City')).toMatchObject({ walls: true, state: 'assaulted', horror: 0, structural: 0 });
    // Ann's step 1: the Zombie must strike first; only the walls are there to take it.
    s = { ...s, phase: 'player/combat', current: 0, struck: [], pending: [] };
    expect(mandatoryStrikes(s).map((f) => f.id)).toEqual([zombie.id]);
    const target = offers(s, 'foe-strike')[0].fields![0];
    expect(target.kind === 'choice' && target.choices.map((c) => c.value)).toEqual(['walls']);
    expect(tryAct(s, 'end-combat')).toMatchObject({ ok: false, error: { code: 'rules/combat_unresolved' } });
    const r = act(s, 'foe-strike', { foeId: zombie.id, target: 'walls' });
    expect(types(r.events)).toEqual(['walls-sacrificed', 'town-invaded']);
  });
});
