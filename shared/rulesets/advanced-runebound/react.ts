/** Automatic consequences: doom counters from a full track, the Endgame from the 8th counter, and the winner. */
import type { AdvancedRuneboundEvent } from './events';
import { COLOURS, DOOM_COUNTERS_TO_ENDGAME, DOOM_SPACES, RED_CHALLENGES_TO_WIN, type Colour } from './data/tables';
import { tiebreakWinners } from './actions-endgame';
import { doomTrigger, heroById, nameOf, type AdvancedRuneboundState } from './state';

export function react(state: AdvancedRuneboundState): AdvancedRuneboundEvent[] {
  if (state.phase === 'play') {
    const trigger = doomTrigger(state.heroes.length, state.options);
    if (state.track.length >= trigger && state.doomCounters < DOOM_COUNTERS_TO_ENDGAME) {
      const lastCard = state.track[state.track.length - 1];
      const returned = Object.fromEntries(COLOURS.map((c) => [c, 0])) as Record<Colour, number>;
      for (const colour of state.track.slice(0, -1)) returned[colour] += 1;
      const counter = state.doomCounters + 1;
      return [
        {
          type: 'doom-counter-placed',
          data: { counter, space: counter, town: DOOM_SPACES[counter - 1].town, lastCard, returned, trigger },
          cause: 'doom-trigger',
        },
      ];
    }
    if (state.doomCounters >= DOOM_COUNTERS_TO_ENDGAME) {
      return [{ type: 'endgame-began', data: { counters: state.doomCounters }, cause: 'eighth-doom-counter' }];
    }
    return [];
  }
  if (state.phase === 'endgame' && state.endgame) {
    const endgame = state.endgame;
    if (endgame.margathDefeatedBy) {
      return [
        {
          type: 'game-decided',
          data: { players: [endgame.margathDefeatedBy], names: [nameOf(state, endgame.margathDefeatedBy)], how: 'margath' },
          cause: 'margath-defeated',
        },
      ];
    }
    const up = heroById(state, endgame.order[endgame.up] ?? '');
    if (up && endgame.defeatedThisTurn > 0 && up.redChallenges >= RED_CHALLENGES_TO_WIN) {
      return [{ type: 'game-decided', data: { players: [up.id], names: [up.name], how: 'three-red' }, cause: 'three-red-challenges' }];
    }
    if (endgame.eliminated.length >= endgame.order.length) {
      if (state.heroes.length === 1) {
        return [
          {
            type: 'game-decided',
            data: { players: [], names: [nameOf(state, state.heroes[0].id)], how: 'solo-eliminated' },
            cause: 'all-eliminated',
          },
        ];
      }
      const decided = tiebreakWinners(state.heroes);
      return [
        { type: 'game-decided', data: { ...decided, names: decided.players.map((id) => nameOf(state, id)) }, cause: 'all-eliminated' },
      ];
    }
  }
  return [];
}
