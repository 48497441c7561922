/** What the table must do now in The Seven Scions: the phase and instruction (the actions come from their offers). */
import type { Prompt } from '../../engine/ruleset';
import { phaseCode } from '../manifest';
import { sevenScionsManifest } from './manifest';
import { heroesWithoutLevel } from './rules';
import type { SevenScionsState } from './state';

const P = 'seven-scions';

function name(state: SevenScionsState, id: string | null): string {
  return state.players.find((p) => p.id === id)?.name ?? '';
}

export function instructionSevenScions(state: SevenScionsState): Omit<Prompt, 'actions'> {
  const active = state.players[state.active];
  switch (state.phase) {
    case 'setup':
      return { phase: phaseCode(sevenScionsManifest, 'setup'), code: `${P}/prompt/setup`, params: { count: state.players.length } };
    case 'turn':
      return {
        phase: phaseCode(sevenScionsManifest, 'turn'),
        code: `${P}/prompt/turn`,
        params: { hero: active.name, position: state.storm.position },
      };
    case 'storm': {
      const pending = state.pendingStorm;
      if (pending) {
        return {
          phase: phaseCode(sevenScionsManifest, 'storm'),
          code: `${P}/prompt/storm-card`,
          params: { colour: pending.colour, hero: name(state, pending.by), order: pending.order.map((id) => name(state, id)).join(', ') },
        };
      }
      return {
        phase: phaseCode(sevenScionsManifest, 'storm'),
        code: `${P}/prompt/storm-step`,
        params: { hero: active.name, position: state.storm.position },
      };
    }
    case 'event-scions': {
      const pick = state.eventPick!;
      return {
        phase: phaseCode(sevenScionsManifest, 'event'),
        code: `${P}/prompt/event-pick`,
        params: { hero: name(state, pick.order[pick.index]), drawer: name(state, pick.drawer) },
      };
    }
    case 'endgame-prepare': {
      const missing = state.options.cooperative
        ? []
        : heroesWithoutLevel(
            state.players.map((p) => p.id),
            state.levels,
            state.gold,
          );
      return {
        phase: phaseCode(sevenScionsManifest, 'endgame'),
        code: state.options.cooperative
          ? `${P}/prompt/endgame-coop`
          : missing.length > 0
            ? `${P}/prompt/endgame-levels`
            : `${P}/prompt/endgame`,
        params: { x: state.stormlords, missing: missing.map((id) => name(state, id)).join(', ') },
      };
    }
    case 'endgame-shuffle': {
      const run = state.endgame!.runs[state.endgame!.current];
      return { phase: phaseCode(sevenScionsManifest, 'endgame'), code: `${P}/prompt/shuffle`, params: { hero: name(state, run.player) } };
    }
    case 'endgame-fight': {
      const eg = state.endgame!;
      const run = eg.runs[eg.current];
      const hero = run.player === null ? null : name(state, run.player);
      return {
        phase: phaseCode(sevenScionsManifest, 'endgame'),
        code: hero === null ? `${P}/prompt/fight-coop` : `${P}/prompt/fight`,
        params: { hero, stormlord: run.order![run.defeated], defeated: run.defeated, of: state.stormlords },
      };
    }
    case 'over':
      return { phase: phaseCode(sevenScionsManifest, 'over'), code: `${P}/prompt/over` };
  }
}
