// @vitest-environment happy-dom
/** Advanced Runebound's board draws the ruleset's board view: doom track, heroes, first-turn and experience tables. */
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
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
    expect(board.get('[data-testid="track-summary"]').text()).toContain('1 of 6 cards · 1 of 8 doom counters');
    expect(board.get('[data-testid="space-1"]').text()).toContain('☠ doom');
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
    expect(board.get('[data-testid="hero-p4"]').text()).toContain('5');
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
    expect(board.get('[data-testid="hero-p2"]').text()).toContain('(eliminated)');
    expect(board.find('[data-testid="board-place-green"]').exists()).toBe(false);
  });
});
