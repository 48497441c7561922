/**
 * Issue 28, "every ± on a card goes through the rules": a knight card's − deals harm as the rules deal it (002: damage past
 * strength demotes, a Basic dies; sanity damage past strength drives the knight mad for 5 − strength turns), and a sanity set
 * by hand to the card's limit is offered the madness it means ("0 sanity but not mad — apply madness").
 */
import { describe, expect, it } from 'vitest';
import { CORE, foldEvent } from '../../../shared/engine/run';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { act, atActions, clearMonsters, knight, started, tryAct, types, withKnight } from './helpers';

const game = () => atActions(clearMonsters(started()));

describe('the knight card’s − goes through the rules', () => {
  it('− Sanity twice on a Basic knight (2 on its card) drives it mad, with the madness narrated', () => {
    const { state: s0, id } = withKnight(game(), 'ann', 'basic', 'Ann City');
    const once = act(s0, 'harm-knight', { knightId: id, harm: 'sanity', amount: 1 });
    expect(types(once.events)).toEqual(['knight-sanity']);
    expect(knight(once.state, id).madTurns).toBe(0);
    const twice = act(once.state, 'harm-knight', { knightId: id, harm: 'sanity', amount: 1 });
    expect(types(twice.events)[0]).toBe('knight-went-mad');
    expect(twice.events[0].cause).toBe('table-harm');
    expect(knight(twice.state, id)).toMatchObject({ sanity: 2, madTurns: 4 });
  });

  it('a mad knight loses no more sanity: the − is refused and nothing changes', () => {
    const { state: s0, id } = withKnight(game(), 'ann', 'basic', 'Ann City', { sanity: 2, madTurns: 3 });
    const r = tryAct(s0, 'harm-knight', { knightId: id, harm: 'sanity', amount: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('rules/already_mad');
  });

  it('− Health past zero demotes a Strong knight to Basic, and kills a Basic one', () => {
    const strong = withKnight(game(), 'ann', 'strong', 'Ann City');
    const hurt = act(strong.state, 'harm-knight', { knightId: strong.id, harm: 'health', amount: 2 });
    expect(types(hurt.events)).toEqual(['knight-hurt']);
    expect(hurt.events[0].data).toMatchObject({ fromRank: 'strong', rank: 'basic', demotions: ['strong'] });
    expect(knight(hurt.state, strong.id)).toMatchObject({ rank: 'basic', damage: 0 });
    const killed = act(hurt.state, 'harm-knight', { knightId: strong.id, harm: 'health', amount: 1 });
    expect(types(killed.events)).toEqual(['knight-killed']);
    expect(killed.state.knights.find((k) => k.id === strong.id)!.alive).toBe(false);
  });

  it('is not for set-up before the knights are on the board', () => {
    const r = tryAct({ ...game(), phase: 'setup', knights: [] }, 'harm-knight', { knightId: 'k1', harm: 'health', amount: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('rules/wrong_phase');
  });
});

describe('Adjust by hand says when a value contradicts a rule', () => {
  it('sanity set by hand to the card’s limit: "0 sanity but not mad — apply madness" is offered, and applies it', () => {
    const { state: s0, id } = withKnight(game(), 'ann', 'basic', 'Ann City');
    expect(tryAct(s0, 'apply-madness', { knightId: id }).ok).toBe(false);
    const s1 = foldEvent(catanHorror, s0, { type: CORE.trackerAdjusted, data: { tracker: `knight/${id}/sanity`, to: 2 } });
    const offer = catanHorror.prompt(s1).actions.find((a) => a.type === 'apply-madness');
    expect(offer).toMatchObject({
      code: 'catan-horror/act/apply-madness',
      params: { name: knight(s1, id).name },
      payload: { knightId: id },
    });
    const r = act(s1, 'apply-madness', { knightId: id });
    expect(types(r.events)[0]).toBe('knight-went-mad');
    expect(knight(r.state, id)).toMatchObject({ sanity: 2, madTurns: 4 });
    expect(catanHorror.prompt(r.state).actions.some((a) => a.type === 'apply-madness')).toBe(false);
  });
});
