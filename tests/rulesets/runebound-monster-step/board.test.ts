// @vitest-environment happy-dom
import '../../support/ruleset-words';
import { describe, expect, it } from 'vitest';
import { mount } from '@vue/test-utils';
import Board from '../../../renderer/src/rulesets/runebound-monster-step/Board.vue';
import type { CampaignSummary } from '../../../shared/rpc/contract';
import { act, quietHeroTurn, rules, start, type State } from './helpers';
import { boardView } from '../../../shared/rulesets/runebound-monster-step/view';

const campaign: CampaignSummary = {
  id: 1,
  name: 'Solo',
  rulesetId: 'runebound-monster-step',
  rulesetVersion: 1,
  players: [{ id: 'p1', name: 'Dan' }],
  options: {},
  createdAt: '',
  updatedAt: '',
  archived: false,
  eventCount: 0,
  outcome: null,
};
const draw = (state: State) => mount(Board, { props: { state, prompt: rules.prompt(state), campaign } });

/** Lair 1 sealed at Ashen Hills, Greyhaven closed by the City chart on a 6, a monster holding Forge. */
function tableState(): State {
  let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [2]).state;
  s = act(act(s, 'roll-movement-check', {}, [6]).state, 'monster-entered-city', { monster: 1, city: 'forge' }).state;
  s = act(s, 'monsters-moved').state;
  s = act({ ...s, terror: 2 }, 'event-card-in-play').state;
  s = act(act(s, 'roll-city-chart', {}, [6]).state, 'discard-ally', { none: true }).state;
  return {
    ...s,
    lairs: s.lairs.map((l) => (l.marker === 2 ? { ...l, status: 'sealed' as const, location: 'ashen-hills' as const } : l)),
  };
}

describe('the Monster Step board', () => {
  it('lights the rolled Lair chart row and strikes a sealed location through, with text cues', () => {
    const board = draw(tableState());
    const lit = board.get('[data-testid="lair-row-2"]');
    expect(lit.classes()).toContain('lit');
    expect(lit.text()).toContain('▶');
    const sealed = board.get('[data-testid="lair-row-4"]');
    expect(sealed.classes()).toContain('struck');
    expect(sealed.find('s').text()).toBe('Ashen Hills');
    expect(sealed.text()).toContain('sealed ✖');
  });

  it('lights the City chart row just rolled and strikes closed cities through', () => {
    const board = draw(tableState());
    const row = board.get('[data-testid="city-row-6"]');
    expect(row.classes()).toEqual(expect.arrayContaining(['lit', 'struck']));
    expect(row.text()).toContain('closed ✖');
    expect(board.get('[data-testid="city-greyhaven"]').find('s').text()).toBe('Greyhaven');
    expect(board.get('[data-testid="city-forge"]').text()).toContain('held by monster 1 — 5 turns left');
  });

  it('shows the six lair markers, the Terror track with the outskirts, and the Doom track of the chosen length', () => {
    const board = draw(tableState());
    expect(board.findAll('[data-testid^="lair-"]').filter((w) => /^lair-\d$/.test(w.attributes('data-testid') ?? ''))).toHaveLength(6);
    expect(board.get('[data-testid="lair-1"]').text()).toContain('Bitter Downs');
    expect(board.get('[data-testid="lair-2"]').text()).toContain('✖ sealed');
    // The shared Track draws its label and its value as separate pieces.
    expect(board.get('[data-testid="terror-track"]').text()).toContain('Terror');
    expect(board.get('[data-testid="terror-track"] [data-testid="track-value"]').text()).toBe('3 / 10');
    expect(board.get('[data-testid="outskirts"]').text()).toContain('0 of 4');
    expect(board.get('[data-testid="doom-track"]').findAll('li')).toHaveLength(12);
    expect(board.get('[data-testid="check-movement"]').attributes('aria-current')).toBe('step');
  });

  it('000:49 draws what the ruleset computes: each lair check’s target (marker + life), the hero’s level, the recorded movement dice', () => {
    let s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [4]).state;
    s = act(act(s, 'roll-movement-check', {}, [1]).state, 'hero-moved', { at: 'monster-1' }).state;
    s = act(act(s, 'fight-monster', { result: 'defeated', life: 4 }).state, 'market-done').state;
    s = act(s, 'experience-done', { experience: 2 }).state;
    s = act(act(s, 'roll-lair-chart', {}, [2]).state, 'roll-movement-check', {}, [6]).state;
    s = act(s, 'movement-die-shown', { die: 1, symbol1: 'river', symbol2: 'swamp' }).state;
    const view = boardView(s);
    expect(view.lairs[0]).toMatchObject({ marker: 1, lives: [4], targets: [5], monstersOut: 0 });
    expect(view.hero.level).toBe(3);
    expect(view.checklist.map((c) => c.state)).toEqual(['done', 'done', 'done', 'done', 'now']);
    const board = draw(s);
    expect(board.get('[data-testid="lair-1"]').text()).toContain('life 4 → checks vs 5');
    expect(board.get('[data-testid="movement-faces"]').text()).toContain('die 1: River + Swamp');
    expect(board.text()).toContain('level 3 (2 exp.)');
    expect(board.text()).not.toContain('rms/board/');
  });
});
