// @vitest-environment happy-dom
/** Advanced Runebound's board draws the ruleset's board view: doom track, heroes, first-turn and experience tables. */
import '../../support/ruleset-words';
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayStore } from '../../../renderer/src/stores/play';
import Board from '../../../renderer/src/rulesets/advanced-runebound/Board.vue';
import type { CampaignSummary } from '../../../shared/rpc/contract';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import type { AdvancedRuneboundState } from '../../../shared/rulesets/advanced-runebound/state';
import { boardView } from '../../../shared/rulesets/advanced-runebound/view';
import { act, place, start } from './helpers';

const campaign: CampaignSummary = {
  id: 1,
  name: 'Tuesday',
  rulesetId: 'advanced-runebound',
  rulesetVersion: 2,
  players: [],
  options: {},
  createdAt: '',
  updatedAt: '',
  archived: false,
  eventCount: 0,
  outcome: null,
};
const draw = (state: AdvancedRuneboundState) => mount(Board, { props: { state, prompt: advancedRunebound.prompt(state), campaign } });

describe('the Advanced Runebound board', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('004:108 the 3-player doom counter: the sixth card brings the first counter to Tamalir, and the board shows what the ruleset computed', () => {
    const state = place(start(3), 'yellow', 'green', 'blue', 'green', 'red');
    const view = boardView(state);
    expect(view.track).toMatchObject({ cards: 1, trigger: 6, counters: 1, countersToEndgame: 8 });
    expect(view.track.spaces[0]).toMatchObject({ space: 1, town: 'Tamalir', colour: 'red', doomed: true, lastPlaced: true });
    expect(view.track.spaces[1]).toMatchObject({ colour: null, doomed: false });
    const board = draw(state);
    expect(board.get('[data-testid="track-cards"]').get('[data-testid="track-value"]').text()).toBe('1 / 6');
    expect(board.get('[data-testid="track-doom-counters"]').get('[data-testid="track-value"]').text()).toBe('1 / 8');
    expect(board.get('[data-testid="space-1"]').text()).toContain('☠ doom counter');
    expect(board.text()).not.toContain('advanced-runebound/');
  });

  it('004:143-148 the first turn: each seat’s movement dice and the lit cell come from the ruleset; the experience price row is lit for the player count', () => {
    const state = start(4);
    const view = boardView(state);
    expect(view.heroes.map((h) => h.firstTurnDice)).toEqual([2, 3, 4, 5]);
    expect(view.firstTurnTable.map((r) => [r.lit, r.litSeat])).toEqual([
      [false, null],
      [false, null],
      [true, 0],
    ]);
    expect(view.experienceTable.filter((r) => r.lit).map((r) => r.points)).toEqual([5]);
    const board = draw(state);
    expect(board.get('[data-testid="hero-p4"]').text()).toContain('5 dice on the first turn');
    const later = act(act(act(act(state, 'end-turn').state, 'end-turn').state, 'end-turn').state, 'end-turn').state;
    expect(boardView(later).heroes.every((h) => h.firstTurnDice === null)).toBe(true);
  });

  it('004:90 in the Endgame the heroes are listed in confrontation order, the one up marked and the eliminated struck', () => {
    let state = start(3);
    state = { ...state, heroes: state.heroes.map((h, i) => ({ ...h, level: [2, 6, 4][i] })) };
    state = advancedRunebound.setTracker(state, 'doom-counters', 7);
    while (state.phase === 'play') state = place(state, 'green');
    state = act(state, 'set-endgame-order').state;
    state = act(state, 'confrontation', { result: 'failed' }).state;
    const view = boardView(state);
    expect(view.heroes.map((h) => [h.name, h.place, h.up, h.eliminated])).toEqual([
      ['Mara', 1, false, true],
      ['Tess', 2, true, false],
      ['John', 3, false, false],
    ]);
    const board = draw(state);
    expect(board.get('[data-testid="hero-p2"]').text()).toContain('eliminated');
    expect(board.get('[data-testid="hero-p3"]').classes()).toContain('current');
    expect(board.find('[data-testid="board-place-green"]').exists()).toBe(false);
  });

  it('a hero’s gold, experience and red cards take ± on the board only where the prompt offers that move for that hero, and send that offer', async () => {
    const state = advancedRunebound.setTracker(start(3), 'gold:p1', 2);
    const board = draw(state);
    const act = vi.spyOn(usePlayStore(), 'act').mockResolvedValue(true);
    const button = (name: string) => board.find(`button[aria-label="${name}"]`);
    expect(button('Mara Gold plus one').exists()).toBe(false);
    await button('John Gold minus one').trigger('click');
    await button('John Unspent experience plus one').trigger('click');
    await button('John Red cards plus one').trigger('click');
    expect(button('John Unspent experience minus one').attributes('disabled')).toBeDefined();
    expect(act.mock.calls).toEqual([
      ['gold-counted', { player: 'p1', gold: 1 }],
      ['gain-experience', { player: 'p1', points: 1 }],
      ['keep-red-challenge', { player: 'p1' }],
    ]);
    const broke = draw(start(3));
    expect(broke.find('button[aria-label="John Gold minus one"]').attributes('disabled')).toBeDefined();
  });
});
