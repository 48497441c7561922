/** The prompt marks corrections and seldom moves `rare` (folded away) and a hero's own moves with that hero (`player`). */
import { describe, expect, it } from 'vitest';
import type { PromptAction } from '../../../shared/engine/ruleset';
import { advancedRunebound } from '../../../shared/rulesets/advanced-runebound';
import { act, place, start } from './helpers';

/** The Endgame about to be ordered, with John and Mara tied on level (so gold decides between them). */
function goldTieEndgame() {
  let state = start(3);
  state = { ...state, heroes: state.heroes.map((h, i) => ({ ...h, level: [5, 5, 2][i] })) };
  state = advancedRunebound.setTracker(state, 'doom-counters', 7);
  while (state.phase === 'play') state = place(state, 'green');
  return state;
}

const offered = (actions: readonly PromptAction[], type: string) => actions.filter((a) => a.type === type);

describe('prompt flags', () => {
  it('a hero’s own moves name the hero up; the table’s moves name nobody', () => {
    const mara = advancedRunebound.setTracker(act(start(3), 'end-turn').state, 'gold:p2', 3);
    const actions = advancedRunebound.prompt(mara).actions;
    for (const type of ['check-hazard', 'gain-experience', 'buy-healing', 'gold-counted', 'keep-red-challenge', 'knocked-out'])
      expect(offered(actions, type).map((a) => a.player)).toEqual(['p2']);
    for (const type of ['place-card', 'draw-event', 'end-turn']) expect(offered(actions, type)[0].player).toBeUndefined();
  });

  it('corrections and seldom moves are rare; the moves of every turn are not', () => {
    const actions = advancedRunebound.prompt(start(3)).actions;
    const rare = actions.filter((a) => a.rare).map((a) => a.type);
    expect(rare.sort()).toEqual(['correct-card', 'knocked-out', 'reshuffle-discards']);
    expect(actions.find((a) => a.primary)?.rare).toBeUndefined();
  });

  it('in the Endgame order, each hero tied on level is asked for their own gold', () => {
    const actions = advancedRunebound.prompt(goldTieEndgame()).actions;
    const gold = offered(actions, 'gold-counted');
    expect(gold.map((a) => a.player)).toEqual(['p1', 'p2']);
  });
});
