/**
 * The prompt's flags in the Runebound variants: seldom actions are marked rare (the play screen folds
 * them under "Other things that can happen") and a hero's own actions name that hero's player.
 */
import { describe, expect, it } from 'vitest';
import type { PromptAction } from '../../../shared/engine/ruleset';
import { runeboundAddons as ra } from '../../../shared/rulesets/runebound-addons';
import { runeboundCataclysm as rc } from '../../../shared/rulesets/runebound-cataclysm';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { act, start, type Game } from './helpers';

const FIRE = { slot1: 'forest', slot2: 'forest', slot3: 'hills', slot4: 'river', slot5: 'mountains' };
const offers = <S>(g: Game<S>, type: string): PromptAction[] => g.ruleset.prompt(g.state).actions.filter((a) => a.type === type);

describe('rare and per-player actions', () => {
  it('a Ritual changing hands or leaving play is rare; spending a die on it belongs to its owner', () => {
    let g = act(start(ra, {}, 2), 'setup-done');
    g = act(g, 'ritual-add', { owner: 'p2', title: 'Inner Fire', ...FIRE });
    expect(offers(g, 'ritual-add')[0].rare).toBeFalsy();
    expect(offers(g, 'ritual-empower').map((a) => a.player)).toEqual(['p2']);
    expect(offers(g, 'ritual-transfer').map((a) => [a.rare, a.player])).toEqual([[true, 'p2']]);
    expect(offers(g, 'ritual-remove').map((a) => a.rare)).toEqual([true]);
  });

  it('Seven Scions: each player picks a scion counter on his own row; a scion lost is rare', () => {
    let g = act(start(rs, {}, 2), 'setup-done');
    g = act(act(g, 'storm-step', { challenge: 'none' }), 'end-turn'); // Ben is active
    g = act(g, 'event-drawn');
    expect(new Set(offers(g, 'take-scion-counter').map((a) => a.player))).toEqual(new Set(['p2']));
    expect(offers(g, 'pass-scion-counter')[0].player).toBe('p2');
    g = act(g, 'pass-scion-counter');
    expect(offers(g, 'pass-scion-counter')[0].player).toBe('p1');
    g = act(g, 'pass-scion-counter');
    g = act(g, 'awaken-scion', { scion: 1 });
    expect(offers(g, 'scion-lost').map((a) => a.rare)).toEqual([true]);
    expect(offers(g, 'storm-step')[0].rare).toBeFalsy();
  });

  it('Cataclysm: each hero places himself and chooses his quest counter on his own row', () => {
    const g = act(start(rc, {}, 3), 'setup-done');
    const place = offers(g, 'place-hero');
    expect(place).toHaveLength(1);
    expect(place[0].player).toBe(g.state.players[g.state.setupTurn].id);
  });
});
