/**
 * Catan Horror's seed read adversarially (issue 29): for each "cannot", "only", "at any point" and
 * each case a sentence lists, the forbidden or the other case tried. Named after the seed lines.
 */
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { act, atActions, clearMonsters, started, tryAct, withKnight, withMonster } from './helpers';

const offered = (s: CatanHorrorState, type: string) => catanHorror.prompt(s).actions.filter((a) => a.type === type);
const refusal = (s: CatanHorrorState, type: string, payload: Record<string, unknown>) => {
  const r = tryAct(s, type, payload);
  return r.ok ? 'accepted' : r.error.code;
};

/** Cid is a mad player: his towns are mad (002:594-596). */
const cidMad = (s: CatanHorrorState): CatanHorrorState => ({
  ...s,
  players: s.players.map((p) => (p.id === 'cid' ? { ...p, mad: true } : p)),
  towns: s.towns.map((t) => (t.owner === 'cid' ? { ...t, state: 'mad' as const } : t)),
});

describe('002:643-644 more than 10 victory points at any point during his turn', () => {
  it('002:643 a claim in step 1 (combat/hide), in the production step, in the monster turn and in the wrap-up is accepted', () => {
    const s = clearMonsters(started());
    const steps = ['player/combat', 'player/production', 'player/actions', 'monster/move', 'monster/sanity', 'wrapup'] as const;
    for (const phase of steps) {
      const at = { ...s, phase };
      expect(offered(at, 'declare-victory'), phase).toHaveLength(1);
      const r = act(at, 'declare-victory', { player: 'ann' });
      expect(catanHorror.outcome!(r.state), phase).toMatchObject({ result: 'won', params: { player: 'Ann' } });
    }
  });

  it('002:643 a claim waits for the question the table is answering (ruling 34); another player cannot claim on Ann’s turn', () => {
    const s = { ...clearMonsters(started()), phase: 'player/combat' as const };
    const waiting: CatanHorrorState = { ...s, pending: [{ kind: 'gate-location' }] };
    expect(offered(waiting, 'declare-victory')).toEqual([]);
    expect(refusal(waiting, 'declare-victory', { player: 'ann' })).toBe('rules/answer_pending');
    expect(refusal(s, 'declare-victory', { player: 'ben' })).toBe('rules/claim_on_own_turn');
    expect(refusal({ ...s, phase: 'setup' }, 'declare-victory', { player: 'ann' })).toBe('rules/wrong_phase');
  });
});

describe('002:419 to build anything, the build must be connected to one of that player’s sane towns', () => {
  it('002:419 a mad player (no sane town) cannot build a settlement: not offered, refused on his turn and in the wrap-up', () => {
    const own = { ...atActions(cidMad(clearMonsters(started()))), current: 2 };
    expect(offered(own, 'add-town')).toEqual([]);
    expect(refusal(own, 'add-town', { owner: 'cid', label: 'Cid Hamlet', size: 'settlement' })).not.toBe('accepted');
    const wrap = { ...cidMad(clearMonsters(started())), phase: 'wrapup' as const };
    expect(offered(wrap, 'add-town').map((o) => o.payload)).toEqual([{ owner: 'ben', size: 'settlement' }]);
    expect(refusal(wrap, 'add-town', { owner: 'cid', label: 'Cid Hamlet', size: 'settlement' })).toBe('rules/build_needs_sane_town');
    expect(act(wrap, 'add-town', { owner: 'ben', label: 'Ben Hamlet', size: 'settlement' }).state.towns.at(-1)).toMatchObject({
      owner: 'ben',
      state: 'sane',
    });
  });

  it('002:419 a sane player whose towns are all invaded or mad has no sane town to build from either', () => {
    const s = clearMonsters(started());
    const lost = {
      ...s,
      phase: 'wrapup' as const,
      towns: s.towns.map((t) => (t.owner === 'ben' ? { ...t, state: t.size === 'city' ? ('invaded' as const) : ('mad' as const) } : t)),
    };
    expect(refusal(lost, 'add-town', { owner: 'ben', label: 'Ben Hamlet', size: 'settlement' })).toBe('rules/build_needs_sane_town');
    expect(offered(lost, 'add-town').map((o) => o.payload?.owner)).toEqual(['cid']);
  });
});

describe('002:598 mad players can not trade with sane players', () => {
  const drunk = (s: CatanHorrorState): CatanHorrorState => ({ ...s, players: s.players.map((p) => ({ ...p, barrels: 3 })) });

  it('002:598 a mad player cannot trade barrels with a sane player: neither way, and the sane player is not offered', () => {
    const s = drunk(atActions(cidMad(clearMonsters(started({ drunkards: true })))));
    expect(refusal(s, 'trade-barrels', { giver: 'cid', receiver: 'ann', count: 1 })).toBe('rules/mad_trades_with_mad');
    expect(refusal(s, 'trade-barrels', { giver: 'ann', receiver: 'cid', count: 1 })).toBe('rules/mad_trades_with_mad');
    const offers = offered(s, 'trade-barrels');
    expect(offers.map((o) => o.payload?.giver)).toEqual(['ann', 'ben']);
    for (const o of offers) {
      const receiver = o.fields![0];
      expect(receiver.kind === 'choice' && receiver.choices.map((c) => c.value)).not.toContain('cid');
    }
    expect(act(s, 'trade-barrels', { giver: 'ann', receiver: 'ben', count: 1 }).state.players[1].barrels).toBe(4);
  });

  it('002:598 two mad players may trade with each other', () => {
    const s = drunk(atActions(cidMad(clearMonsters(started({ drunkards: true })))));
    const bothMad = { ...s, current: 2, players: s.players.map((p) => (p.id === 'ben' ? { ...p, mad: true } : p)) };
    expect(act(bothMad, 'trade-barrels', { giver: 'cid', receiver: 'ben', count: 2 }).state.players[1].barrels).toBe(5);
    expect(refusal(bothMad, 'trade-barrels', { giver: 'cid', receiver: 'ann', count: 1 })).toBe('rules/mad_trades_with_mad');
  });
});

describe('002:508 immediately when a gate is closed, and not any point after, the closer may spend a clue token to seal it', () => {
  /** Ann's Strong knight brings Gate 9 to 10 damage: the gate closes and the table is asked about sealing. */
  function closed(clues: number) {
    let s = atActions(clearMonsters(started()));
    s = {
      ...s,
      players: s.players.map((p) => (p.id === 'ann' ? { ...p, clues } : p)),
      gates: s.gates.map((g) => (g.label === 'Gate 9' ? { ...g, damage: 9 } : g)),
    };
    const k = withKnight(s, 'ann', 'strong', 'Gate 9');
    return act(k.state, 'attack-gate', { unitId: k.id, gateId: 'g2' }).state;
  }

  it('002:508 without a clue token the gate cannot be sealed: not offered, refused, only left unsealed', () => {
    const s = closed(0);
    expect(offered(s, 'seal-gate')).toEqual([]);
    expect(refusal(s, 'seal-gate', {})).toBe('rules/seal_needs_clue');
    expect(act(s, 'leave-unsealed').state.gates[1].status).toBe('closed');
  });

  it('002:508 with a clue the seal spends it; once the gate is left unsealed it can never be sealed after', () => {
    const sealed = act(closed(1), 'seal-gate');
    expect(sealed.state.gates[1].status).toBe('sealed');
    expect(sealed.state.players[0].clues).toBe(0);
    const left = act(closed(1), 'leave-unsealed').state;
    expect(offered(left, 'seal-gate')).toEqual([]);
    expect(refusal(left, 'seal-gate', {})).not.toBe('accepted');
  });
});

describe('002:474 if the strength of the knight is 3 or greater, the Harvest action draws two resources', () => {
  it('002:474 a Basic or a Strong knight harvests one resource; a Mighty knight or a General two', () => {
    const s = atActions(clearMonsters(started()));
    const drawn = (rank: 'basic' | 'strong' | 'mighty' | 'general') => {
      const k = withKnight(s, 'ann', rank, 'Coast');
      const offer = offered(k.state, 'harvest').find((o) => o.payload?.unitId === k.id)!;
      const data = act(k.state, 'harvest', { unitId: k.id }).events[0].data;
      expect(offer.params?.resources, `${rank}: the offer says what the action draws`).toBe((data as { resources: number }).resources);
      return data;
    };
    expect(drawn('basic')).toMatchObject({ resources: 1 });
    expect(drawn('strong')).toMatchObject({ resources: 1 });
    expect(drawn('mighty')).toMatchObject({ resources: 2 });
    expect(drawn('general')).toMatchObject({ resources: 2 });
  });
});

describe('002:477 any player (even one with no knights) may spend 3 Knight Actions to enact a militia', () => {
  it('002:477 Ann with no knight left calls a militia to a town of hers; never to a mad town', () => {
    let s = atActions(clearMonsters(started()));
    s = { ...s, knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, alive: false } : k)) };
    const city = s.towns.find((t) => t.owner === 'ann' && t.size === 'city')!;
    expect(act(s, 'militia', { townId: city.id }).state.recruits).toMatchObject([{ townId: city.id, via: 'militia' }]);
    const mad = { ...s, towns: s.towns.map((t) => (t.id === city.id ? { ...t, state: 'mad' as const } : t)) };
    expect(refusal(mad, 'militia', { townId: city.id })).toBe('rules/militia_needs_own_town');
    const bens = s.towns.find((t) => t.owner === 'ben')!;
    expect(refusal(s, 'militia', { townId: bens.id })).toBe('rules/militia_needs_own_town');
  });
});

describe('002:545 when combat begins, only the current player’s knights will engage in combat', () => {
  it('002:545 on Ann’s turn a monster beside Ben’s knight neither strikes it nor holds up Ann’s combat step', () => {
    const s0 = clearMonsters(started());
    const ben = withKnight(s0, 'ben', 'mighty', 'Heath');
    const gug = withMonster(ben.state, 'Gug', 'Heath');
    const s = { ...gug.state, phase: 'player/combat' as const };
    expect(refusal(s, 'foe-strike', { foeId: gug.id, target: ben.id })).not.toBe('accepted');
    expect(act(s, 'end-combat').state.phase).toBe('player/production');
  });
});

describe('002:369 the Special Building Phase: any player may build (but not trade nor use Knight Actions) during the Wrap Up', () => {
  it('002:369 in Ann’s wrap-up Ben promotes a knight, but trades no barrels and takes no knight action (no recruit)', () => {
    let s = clearMonsters(started({ drunkards: true }));
    s = { ...s, players: s.players.map((p) => ({ ...p, barrels: 2 })) };
    const strong = withKnight(s, 'ben', 'strong', 'Ben City');
    const wrap = { ...strong.state, phase: 'wrapup' as const };
    const basic = wrap.knights.find((k) => k.owner === 'ben' && k.rank === 'basic')!;
    expect(act(wrap, 'promote', { knightId: basic.id }).state.knights.find((k) => k.id === basic.id)!.rank).toBe('strong');
    expect(refusal(wrap, 'trade-barrels', { giver: 'ben', receiver: 'ann', count: 1 })).toBe('rules/wrong_phase');
    expect(refusal(wrap, 'recruit', { unitId: strong.id })).toBe('rules/wrong_phase');
    expect(offered(wrap, 'recruit')).toEqual([]);
  });
});

describe('002:369 any player may build during the Wrap Up of each other player', () => {
  it('002:369 in her own wrap-up Ann builds nothing (she built in step 3): no settlement, promotion, walls, barrels or clue — refused and not offered; Ben and Cid build', () => {
    let s = clearMonsters(started({ drunkards: true }));
    const trophies = [
      { kind: 'Gug', toughness: 3 },
      { kind: 'Ghoul', toughness: 2 },
    ];
    s = { ...s, players: s.players.map((p) => ({ ...p, barrels: 0, trophies })) };
    const wrap = { ...s, phase: 'wrapup' as const, towns: s.towns.map((t) => ({ ...t, walls: false })) };
    const annKnight = wrap.knights.find((k) => k.owner === 'ann')!;
    const annCity = wrap.towns.find((t) => t.owner === 'ann' && t.size === 'city')!;
    const annFarm = wrap.towns.find((t) => t.owner === 'ann' && t.size === 'settlement')!;
    const tries: [string, Record<string, unknown>][] = [
      ['add-town', { owner: 'ann', label: 'Ann Hamlet', size: 'settlement' }],
      ['promote', { knightId: annKnight.id }],
      ['build-walls', { townId: annCity.id }],
      ['upgrade-town', { townId: annFarm.id }],
      ['build-barrels', { player: 'ann', count: 1 }],
      ['buy-clue', { player: 'ann', trophies: [0, 1] }],
    ];
    for (const [type, payload] of tries) {
      expect(refusal(wrap, type, payload), type).toBe('rules/own_wrapup_no_build');
      expect(JSON.stringify(offered(wrap, type)), type).not.toContain('"ann"');
    }
    const ben = wrap.knights.find((k) => k.owner === 'ben')!;
    expect(act(wrap, 'promote', { knightId: ben.id }).state.knights.find((k) => k.id === ben.id)!.rank).toBe('strong');
    expect(act(wrap, 'build-barrels', { player: 'cid', count: 1 }).state.players[2].barrels).toBe(1);
    // in her step 3 the same builds are hers
    expect(act(atActions(wrap), 'promote', { knightId: annKnight.id }).state.knights.find((k) => k.id === annKnight.id)!.rank).toBe(
      'strong',
    );
  });

  it('002:369 a mad player builds no monster in his own wrap-up, but does in another player’s', () => {
    const s = { ...cidMad(clearMonsters(started())), phase: 'wrapup' as const };
    const town = s.towns.find((t) => t.owner === 'cid')!;
    const own = { ...s, current: 2 };
    expect(refusal(own, 'mad-build-start', { townId: town.id, kind: 'Zombie' })).toBe('rules/own_wrapup_no_build');
    expect(offered(own, 'mad-build-start')).toEqual([]);
    expect(act(s, 'mad-build-start', { townId: town.id, kind: 'Zombie' }).state.towns.find((t) => t.id === town.id)!.building).toBeTruthy();
  });
});

describe('002:463 knights can not form squads with knights of an opposing color', () => {
  it('002:463 Ann’s Strong knight cannot take Ben’s Basic knight into a squad: refused, and not among the choices', () => {
    const s = atActions(clearMonsters(started()));
    const lead = withKnight(s, 'ann', 'strong', 'Heath');
    const other = withKnight(lead.state, 'ben', 'basic', 'Heath');
    expect(refusal(other.state, 'form-squad', { leaderId: lead.id, memberIds: [other.id] })).not.toBe('accepted');
    const own = withKnight(other.state, 'ann', 'basic', 'Heath');
    expect(refusal(own.state, 'form-squad', { leaderId: lead.id, memberIds: [other.id] })).toBe('rules/not_your_knight_joins');
    expect(JSON.stringify(offered(own.state, 'form-squad'))).toContain(`"${own.id}"`);
    expect(JSON.stringify(offered(own.state, 'form-squad'))).not.toContain(`"${other.id}"`);
  });
});

describe('002:642 a fallen player can not be traded with and can not buy or sell anything', () => {
  it('002:642 no barrel trade with a fallen player, either way', () => {
    let s = atActions(clearMonsters(started({ drunkards: true })));
    s = { ...s, players: s.players.map((p) => ({ ...p, barrels: 2, dead: p.id === 'cid' })) };
    expect(refusal(s, 'trade-barrels', { giver: 'ann', receiver: 'cid', count: 1 })).toBe('rules/player_dead_barrels');
    expect(refusal(s, 'trade-barrels', { giver: 'cid', receiver: 'ann', count: 1 })).toBe('rules/player_dead_barrels');
    expect(refusal({ ...s, phase: 'wrapup' }, 'build-barrels', { player: 'cid', count: 1 })).not.toBe('accepted');
  });
});

describe('002:564 only one round of combat is done each turn: the monster gets 1 attack', () => {
  it('002:564 a monster that has struck Ann’s knight this turn cannot strike again', () => {
    const s0 = clearMonsters(started());
    const mighty = withKnight(s0, 'ann', 'mighty', 'Heath');
    const gug = withMonster(mighty.state, 'Gug', 'Heath');
    const s = { ...gug.state, phase: 'player/combat' as const };
    const struck = act(s, 'foe-strike', { foeId: gug.id, target: mighty.id }).state;
    expect(refusal(struck, 'foe-strike', { foeId: gug.id, target: mighty.id })).not.toBe('accepted');
  });
});

describe('002:614 each town can have 1 monster being built in it', () => {
  it('002:614 a second monster cannot be started on a mad town whose card already holds one', () => {
    const s = { ...cidMad(clearMonsters(started())), phase: 'wrapup' as const };
    const town = s.towns.find((t) => t.owner === 'cid')!;
    const one = act(s, 'mad-build-start', { townId: town.id, kind: 'Zombie' }).state;
    expect(refusal(one, 'mad-build-start', { townId: town.id, kind: 'Cultist' })).not.toBe('accepted');
  });
});

describe('002:640 players can gain a General regardless of the knights they do or do not control', () => {
  it('002:640 Ann with the Fortress and no knight at all raises a General on her sane city', () => {
    let s = atActions(clearMonsters(started()));
    s = {
      ...s,
      players: s.players.map((p) => (p.id === 'ann' ? { ...p, hasFortress: true } : p)),
      knights: s.knights.map((k) => (k.owner === 'ann' ? { ...k, alive: false } : k)),
    };
    const city = s.towns.find((t) => t.owner === 'ann' && t.size === 'city')!;
    expect(act(s, 'make-general', { townId: city.id }).state.knights.at(-1)).toMatchObject({ owner: 'ann', rank: 'general' });
  });
});

describe('002:622 mad players can not win from gaining the required number of victory points', () => {
  it('002:622 a mad player’s claim is refused at every step of his turn, and never offered', () => {
    const s = { ...cidMad(clearMonsters(started())), current: 2 };
    for (const phase of ['player/combat', 'player/production', 'player/actions', 'wrapup'] as const) {
      expect(offered({ ...s, phase }, 'declare-victory'), phase).toEqual([]);
      expect(refusal({ ...s, phase }, 'declare-victory', { player: 'cid' }), phase).toBe('rules/mad_cannot_win_on_points');
    }
  });
});

describe('002:629 during any point when a player could normally build, they may spend 5 toughness worth of trophies for a clue', () => {
  const trophies = [
    { kind: 'Gug', toughness: 3 },
    { kind: 'Zombie', toughness: 1 },
    { kind: 'Ghoul', toughness: 1 },
  ];
  it('002:629 Ben buys a clue in Ann’s wrap-up (anyone builds then), but not in Ann’s step 3 (only Ann builds then)', () => {
    const s0 = clearMonsters(started());
    const s = { ...s0, players: s0.players.map((p) => (p.id === 'ben' ? { ...p, trophies } : p)) };
    expect(act({ ...s, phase: 'wrapup' }, 'buy-clue', { player: 'ben', trophies: [0, 1, 2] }).state.players[1].clues).toBe(1);
    expect(refusal(atActions(s), 'buy-clue', { player: 'ben', trophies: [0, 1, 2] })).not.toBe('accepted');
    expect(offered(atActions(s), 'buy-clue')).toEqual([]);
  });

  it('002:629 trophies worth less than 5 toughness buy no clue', () => {
    const s0 = atActions(clearMonsters(started()));
    const s = { ...s0, players: s0.players.map((p) => (p.id === 'ann' ? { ...p, trophies: trophies.slice(0, 2) } : p)) };
    expect(refusal(s, 'buy-clue', { player: 'ann', trophies: [0, 1] })).not.toBe('accepted');
  });
});

describe('002:532 with 002:419 a reduced metropolis is rebuilt by any player — who, to build anything, needs a sane town of his own', () => {
  it('002:419 a mad player cannot rebuild another player’s reduced metropolis: not offered, refused; a sane player rebuilds it', () => {
    let s = { ...cidMad(clearMonsters(started())), phase: 'wrapup' as const };
    s = { ...s, towns: s.towns.map((t) => (t.label === 'Ann City' ? { ...t, metropolisLost: true } : t)) };
    const city = s.towns.find((t) => t.label === 'Ann City')!;
    const rebuilders = offered(s, 'upgrade-town').filter((o) => o.payload?.townId === city.id);
    expect(rebuilders.map((o) => o.payload?.by)).toEqual(['ben']);
    expect(refusal(s, 'upgrade-town', { townId: city.id, by: 'cid' })).toBe('rules/build_needs_sane_town');
    expect(act(s, 'upgrade-town', { townId: city.id, by: 'ben' }).state.towns.find((t) => t.id === city.id)).toMatchObject({
      size: 'metropolis',
      owner: 'ann',
    });
  });
});

describe('002:607-608 anytime a monster destroys a settlement, the Mad player draws any 2 resources from the bank', () => {
  /** Ben's farm, defended by his knight, assaulted by a Dhole (overwhelming 1) with 4 structural damage already. */
  function assaultedFarm(madCid: boolean) {
    let s = clearMonsters(started());
    if (madCid) s = cidMad(s);
    s = { ...s, towns: s.towns.map((t) => (t.label === 'Ben Farm' ? { ...t, state: 'assaulted' as const, structural: 4 } : t)) };
    s = withKnight(s, 'ben', 'strong', 'Ben Farm').state;
    s = withMonster(s, 'Dhole', 'Ben Farm').state;
    return act({ ...s, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [] }] }, 'movement-done').events;
  }

  it('002:608 a settlement an assaulting monster’s overwhelming damage destroys names the mad players for their 2 resources, as an invader’s does', () => {
    const damaged = assaultedFarm(true).find((e) => e.type === 'town-damaged')!;
    expect(damaged.data).toMatchObject({ label: 'Ben Farm', structural: 1, fell: true, madReward: ['Cid'] });
    expect(assaultedFarm(false).find((e) => e.type === 'town-damaged')!.data).toMatchObject({ fell: true, madReward: [] });
  });
});

describe('002:451 becoming unhidden does not take an action and can be done at any point during the controlling player’s turn', () => {
  it('002:451 Ann unhides in step 1, in the production step and in step 3 with no action left, free; Ben cannot unhide in Ann’s turn', () => {
    const s0 = clearMonsters(started());
    const s = { ...s0, knights: s0.knights.map((k) => ({ ...k, hidden: true })) };
    const ann = s.knights.find((k) => k.owner === 'ann')!;
    const ben = s.knights.find((k) => k.owner === 'ben')!;
    for (const at of [
      { ...s, phase: 'player/combat' as const },
      { ...s, phase: 'player/production' as const },
      { ...atActions(s), actionsLeft: 0 },
    ]) {
      expect(
        offered(at, 'unhide').map((o) => o.payload?.unitId),
        at.phase,
      ).toEqual([ann.id]);
      const r = act(at, 'unhide', { unitId: ann.id }).state;
      expect(r.knights.find((k) => k.id === ann.id)!.hidden, at.phase).toBe(false);
      expect(r.actionsLeft, at.phase).toBe(at.actionsLeft);
      expect(refusal(at, 'unhide', { unitId: ben.id }), at.phase).not.toBe('accepted');
    }
    // ruling 53: "the controlling player's turn" is the player turn (steps 1-3), not the monster turn or the wrap-up
    for (const phase of ['monster/move', 'wrapup'] as const)
      expect(refusal({ ...s, phase }, 'unhide', { unitId: ann.id }), phase).toBe('rules/wrong_phase');
  });
});

describe('002:456-457 Hide checks made in any town (Sane, Invaded or Mad, of the same color or not) grant a +1 bonus', () => {
  it('002:457 a Basic knight rolling 3 hides in Ann’s sane city, Ben’s invaded city and Ben’s mad farm (+1), not on open ground or in a destroyed town', () => {
    let s = atActions(clearMonsters(started()));
    const states: Record<string, 'invaded' | 'mad' | 'destroyed'> = { 'Ben City': 'invaded', 'Ben Farm': 'mad', 'Cid Farm': 'destroyed' };
    s = { ...s, towns: s.towns.map((t) => (states[t.label] ? { ...t, state: states[t.label] } : t)) };
    const hideAt = (place: string) => {
      const k = withKnight(s, 'ann', 'basic', place);
      return act(k.state, 'hide', { unitId: k.id }, [3]).events.find((e) => e.type === 'hide-checked')!.data;
    };
    for (const place of ['Ann City', 'Ben City', 'Ben Farm'])
      expect(hideAt(place), place).toMatchObject({ town: 1, total: 5, success: true });
    for (const place of ['Heath', 'Cid Farm']) expect(hideAt(place), place).toMatchObject({ town: 0, total: 4, success: false });
  });
});

describe('002:445 to Raze a Mad town or a town of an opposing color, a knight must make a Raze check', () => {
  it('002:445 Ann’s Strong knight razing Ben’s sane city must pass a check (d6 + 2 − 2): a 4 wastes the action, a 5 deals 2', () => {
    const s = atActions(clearMonsters(started()));
    const k = withKnight(s, 'ann', 'strong', 'Ben City');
    const city = k.state.towns.find((t) => t.label === 'Ben City')!;
    const offer = offered(k.state, 'raze').find((o) => o.payload?.townId === city.id)!;
    expect(offer.params).toMatchObject({ check: true });
    const failed = act(k.state, 'raze', { unitId: k.id, townId: city.id }, [4]).state;
    expect(failed.towns.find((t) => t.id === city.id)!.structural).toBe(0);
    expect(failed.actionsLeft).toBe(2);
    expect(act(k.state, 'raze', { unitId: k.id, townId: city.id }, [5]).state.towns.find((t) => t.id === city.id)!.structural).toBe(2);
  });
});

describe('002:463 a rule naming a rank needs a knight of that rank in the squad; a rule naming a number, only that much strength', () => {
  it('002:474 with 002:463 a squad of a Strong and a Basic knight (strength 3) harvests two resources', () => {
    const s = atActions(clearMonsters(started()));
    const lead = withKnight(s, 'ann', 'strong', 'Coast');
    const mate = withKnight(lead.state, 'ann', 'basic', 'Coast');
    const squad = act(mate.state, 'form-squad', { leaderId: lead.id, memberIds: [mate.id] });
    const unitId = squad.state.squads.at(-1)!.id;
    expect(act(squad.state, 'harvest', { unitId }).events[0].data).toMatchObject({ resources: 2 });
  });

  it('002:460 with 002:463 a squad whose Strong knight was demoted (two Basic knights) cannot recruit: Recruit names a rank, Strong', () => {
    const s = atActions(clearMonsters(started({ piecesPerRank: 4 })));
    const lead = withKnight(s, 'ann', 'strong', 'Ann City');
    const mate = withKnight(lead.state, 'ann', 'basic', 'Ann City');
    let formed = act(mate.state, 'form-squad', { leaderId: lead.id, memberIds: [mate.id] }).state;
    const unitId = formed.squads.at(-1)!.id;
    expect(offered(formed, 'recruit').map((o) => o.payload?.unitId)).toContain(unitId);
    formed = { ...formed, knights: formed.knights.map((k) => (k.id === lead.id ? { ...k, rank: 'basic' as const } : k)) };
    expect(refusal(formed, 'recruit', { unitId })).toBe('rules/recruit_needs_strong');
    expect(offered(formed, 'recruit').map((o) => o.payload?.unitId)).not.toContain(unitId);
    expect(act(formed, 'harvest', { unitId }).events[0].data).toMatchObject({ resources: 1 });
  });
});

describe('002:480 colonize: demote a knight (or remove that knight from the board if it is a Basic Knight); the settlement need not be connected', () => {
  it('002:480 a Mighty knight that colonizes is demoted to Strong and stays; the settlement rises where it stands, never where a town already is', () => {
    const s = atActions(clearMonsters(started()));
    const k = withKnight(s, 'ann', 'mighty', 'Hilltop');
    const r = act(k.state, 'colonize', { knightId: k.id }).state;
    expect(r.knights.find((x) => x.id === k.id)).toMatchObject({ alive: true, rank: 'strong', damage: 0, location: 'Hilltop' });
    expect(r.towns.at(-1)).toMatchObject({ owner: 'ann', label: 'Hilltop', size: 'settlement', state: 'sane' });
    const inTown = withKnight(k.state, 'ann', 'mighty', 'Ben Farm');
    expect(refusal(inTown.state, 'colonize', { knightId: inTown.id })).toBe('rules/town_already_there');
    expect(offered(inTown.state, 'colonize').map((o) => o.payload?.knightId)).not.toContain(inTown.id);
  });

  it('002:480 with 002:419 Ann, whose towns are all invaded, builds no settlement but still colonizes: a colonized settlement need not connect', () => {
    const s0 = atActions(clearMonsters(started()));
    const s = { ...s0, towns: s0.towns.map((t) => (t.owner === 'ann' ? { ...t, state: 'invaded' as const } : t)) };
    const k = withKnight(s, 'ann', 'strong', 'Hilltop');
    expect(refusal(k.state, 'add-town', { owner: 'ann', label: 'Ann Hamlet', size: 'settlement' })).toBe('rules/build_needs_sane_town');
    expect(offered(k.state, 'colonize').map((o) => o.payload?.knightId)).toContain(k.id);
    expect(act(k.state, 'colonize', { knightId: k.id }).state.towns.at(-1)).toMatchObject({
      owner: 'ann',
      label: 'Hilltop',
      state: 'sane',
    });
  });
});

describe('002:553 knights do not take Sanity damage from combat', () => {
  it('002:553 a Gug (horror 2, combat 4) striking Ann’s Mighty knight deals only wounds: a demotion, no sanity', () => {
    const s0 = clearMonsters(started());
    const mighty = withKnight(s0, 'ann', 'mighty', 'Heath');
    const gug = withMonster(mighty.state, 'Gug', 'Heath');
    const struck = act({ ...gug.state, phase: 'player/combat' as const }, 'foe-strike', { foeId: gug.id, target: mighty.id }).state;
    expect(struck.knights.find((k) => k.id === mighty.id)).toMatchObject({ rank: 'strong', damage: 1, sanity: 0, madTurns: 0 });
  });
});

describe('002:622 mad players can only win by wiping the other players off the map; mad players win or lose as a team', () => {
  /** Cid (and, with `benToo`, Ben) mad; Ann's last town, a settlement with 4 structural damage, invaded by a Gug in the monster turn. */
  function lastTownFalls(benToo: boolean) {
    let s = cidMad(clearMonsters(started()));
    if (benToo) s = { ...s, players: s.players.map((p) => (p.id === 'ben' ? { ...p, mad: true } : p)) };
    s = {
      ...s,
      knights: s.knights.map((k) =>
        k.owner === 'cid' || (benToo && k.owner === 'ben') ? { ...k, madTurns: 3 } : k.owner === 'ann' ? { ...k, alive: false } : k,
      ),
      towns: s.towns.map((t) =>
        t.label === 'Ann City'
          ? { ...t, state: 'destroyed' as const }
          : t.label === 'Ann Farm'
            ? { ...t, state: 'invaded' as const, structural: 4 }
            : benToo && t.owner === 'ben'
              ? { ...t, state: 'mad' as const }
              : t,
      ),
    };
    s = withMonster(s, 'Gug', 'Ann Farm').state;
    return act({ ...s, phase: 'monster/report', pending: [{ kind: 'monster-moves', moving: [] }] }, 'movement-done').state;
  }

  it('002:622 the mad players destroy the last sane player’s last town: every town left is theirs and mad, and they win together', () => {
    const end = lastTownFalls(true);
    expect(end.players.find((p) => p.id === 'ann')!.dead).toBe(true);
    expect(end.towns.filter((t) => t.state !== 'destroyed').every((t) => t.state === 'mad')).toBe(true);
    expect(end.winner).toMatchObject({ code: 'mad-players-win' });
  });

  it('002:645 with a sane player still in the game (Ben, with sane towns), Ann falling ends nothing', () => {
    const end = lastTownFalls(false);
    expect(end.players.find((p) => p.id === 'ann')!.dead).toBe(true);
    expect(end.winner).toBeNull();
  });
});

describe('002:378, 002:493 players do not draw resources from hexes covered with a gate', () => {
  it('002:493 a production 4 names Gate 4’s hex as producing nothing; once the gate is closed its hex produces again', () => {
    const s = { ...clearMonsters(started()), phase: 'player/production' as const };
    const rolled = (st: CatanHorrorState, red: number, yellow: number) =>
      act(st, 'roll-production', {}, [red, yellow, 'ship']).events.find((e) => e.type === 'production-rolled')!.data;
    expect(rolled(s, 1, 3)).toMatchObject({ gated: ['Gate 4'] });
    expect(rolled(s, 4, 5)).toMatchObject({ gated: ['Gate 9'] });
    expect(rolled(s, 2, 3)).toMatchObject({ gated: [] });
    const closed = { ...s, gates: s.gates.map((g) => (g.label === 'Gate 4' ? { ...g, status: 'closed' as const } : g)) };
    expect(rolled(closed, 1, 3)).toMatchObject({ gated: [] });
  });
});

describe('002:468 if a member of a squad is killed or goes Mad, he is immediately removed from the squad', () => {
  it('002:468 a Gug kills the Basic knight of Ann’s Mighty–Strong–Basic squad: the squad fights on with two members', () => {
    let s = atActions(clearMonsters(started({ piecesPerRank: 4 })));
    const mighty = withKnight(s, 'ann', 'mighty', 'Heath');
    const strong = withKnight(mighty.state, 'ann', 'strong', 'Heath');
    const basic = withKnight(strong.state, 'ann', 'basic', 'Heath');
    s = act(basic.state, 'form-squad', { leaderId: mighty.id, memberIds: [strong.id, basic.id] }).state;
    const squadId = s.squads.at(-1)!.id;
    const gug = withMonster(s, 'Gug', 'Heath');
    const struck = act({ ...gug.state, phase: 'player/combat' as const }, 'foe-strike', { foeId: gug.id, target: basic.id }).state;
    expect(struck.knights.find((k) => k.id === basic.id)).toMatchObject({ alive: false, squad: null });
    expect(struck.squads.find((q) => q.id === squadId)!.members).toEqual([mighty.id, strong.id]);
  });
});

describe('002:419, 532 what the build refusals tell the table', () => {
  it('002:419 the refusals name who has no sane town, whose town it is not, and that a metropolis is the top size', () => {
    let s = { ...cidMad(clearMonsters(started())), phase: 'wrapup' as const };
    s = { ...s, towns: s.towns.map((t) => (t.label === 'Ben City' ? { ...t, size: 'metropolis' as const } : t)) };
    const error = (type: string, payload: Record<string, unknown>) => {
      const r = tryAct(s, type, payload);
      return r.ok ? 'accepted' : r.error;
    };
    expect(error('add-town', { owner: 'cid', label: 'Cid Hamlet', size: 'settlement' })).toMatchObject({
      code: 'rules/build_needs_sane_town',
      details: { player: 'Cid' },
    });
    const annFarm = s.towns.find((t) => t.label === 'Ann Farm')!;
    expect(error('upgrade-town', { townId: annFarm.id, by: 'ben' })).toMatchObject({
      code: 'rules/not_your_town',
      details: { town: 'Ann Farm' },
    });
    const benCity = s.towns.find((t) => t.label === 'Ben City')!;
    expect(error('upgrade-town', { townId: benCity.id })).toMatchObject({ code: 'rules/top_size' });
    expect(offered(s, 'upgrade-town').map((o) => o.payload?.townId)).not.toContain(benCity.id);
    expect(error('promote', { knightId: s.knights.find((k) => k.owner === 'ann')!.id })).toMatchObject({
      code: 'rules/own_wrapup_no_build',
      details: { player: 'Ann' },
    });
  });
});
