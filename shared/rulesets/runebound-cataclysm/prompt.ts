/** What the table must do now in The Cataclysm: the phase and instruction (the actions come from their offers). */
import type { Prompt } from '../../engine/ruleset';
import { phaseCode } from '../manifest';
import { cataclysmManifest } from './manifest';
import { goldOf, victoryTarget } from './rules';
import type { CataclysmState } from './state';

const P = 'cataclysm';

export function instructionCataclysm(state: CataclysmState): Omit<Prompt, 'actions'> {
  switch (state.phase) {
    case 'setup':
      return { phase: phaseCode(cataclysmManifest, 'setup'), code: `${P}/prompt/setup` };
    case 'starting-towns':
      return {
        phase: phaseCode(cataclysmManifest, 'setup'),
        code: `${P}/prompt/starting-town`,
        params: { hero: state.players[state.setupTurn].name },
      };
    case 'cataclysm-draw':
      return { phase: phaseCode(cataclysmManifest, 'setup'), code: `${P}/prompt/draw` };
    case 'quest-counters':
      return {
        phase: phaseCode(cataclysmManifest, 'setup'),
        code: `${P}/prompt/quest-counter`,
        params: { hero: state.players[state.setupTurn].name },
      };
    case 'turn': {
      const hero = state.players[state.active];
      const steps = state.steps;
      return {
        phase: phaseCode(cataclysmManifest, 'turn'),
        code: `${P}/prompt/turn`,
        params: {
          hero: hero.name,
          target: victoryTarget(state.players.length),
          gold: goldOf(state, hero.id),
          step: steps.market ? 'market-done' : steps.adventureOver ? 'adventure-over' : steps.town !== null ? 'adventure' : 'movement',
        },
      };
    }
    case 'curse-attempt': {
      const a = state.attempt!;
      const hero = state.players.find((p) => p.id === a.player)!.name;
      return {
        phase: phaseCode(cataclysmManifest, 'turn'),
        code: `${P}/prompt/attempt-${a.level}`,
        params: { hero, curse: a.curse, town: state.curses[a.curse]!.town },
      };
    }
    case 'over':
      return { phase: phaseCode(cataclysmManifest, 'over'), code: `${P}/prompt/over` };
  }
}
