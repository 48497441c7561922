/**
 * What the table is asked now, in words (engine v2): the phase and instruction codes with their
 * params — a question waiting first, then the step of the turn. The actions listed under it are the
 * offers of every action available now (each action declares its own, in actions/).
 */
import { phaseCode } from '../../manifest';
import { catanHorrorManifest } from '../manifest';
import type { Prompt } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending } from '../state';
import { mobileFoes } from '../rules/movement';
import { madController, moveRefusal } from '../rules/movement';
import { allFoes, foeById } from '../rules/combat';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { d6AtLeast } from '../rules/odds';
import { MAD_PRODUCTION } from '../rules/towns';
import { owedUnit } from '../rules/invasion';
import { madChooses } from '../actions/gates';
import { P } from './common';

type Instruction = Omit<Prompt, 'actions'>;

/** The instruction of a question waiting for an answer. */
function pendingInstruction(state: CatanHorrorState, head: Pending): Instruction {
  const phase = phaseCode(catanHorrorManifest, state.phase);
  switch (head.kind) {
    case 'setup-gate':
      return { phase, code: `${P}/roll-setup-gate`, params: { left: head.left } };
    case 'gate-location':
      return { phase, code: `${P}/roll-gate-location` };
    case 'gate-hex':
      return {
        phase,
        code: madChooses(state) ? `${P}/choose-gate-hex` : `${P}/roll-gate-hex`,
        params: { number: head.number, choices: head.choices },
      };
    case 'gate-token':
      return { phase, code: `${P}/gate-token`, params: { number: head.number, hex: head.hex ?? 1 } };
    case 'place-monster':
      return { phase, code: `${P}/place-monster`, params: { location: head.location, reason: head.reason, min: head.minToughness } };
    case 'seal-gate': {
      const player = state.players.find((p) => p.id === head.player)!;
      return { phase, code: `${P}/seal-gate`, params: { player: player.name, clues: player.clues } };
    }
    case 'squad-dice':
      return { phase, code: `${P}/allocate-squad-dice`, params: { values: head.values.join(', '), needs: head.needs } };
    case 'monster-response': {
      const town = state.towns.find((t) => t.id === head.townId)?.label ?? '';
      return {
        phase,
        code: `${P}/monster-response`,
        params: { foe: foeById(state, head.foeId)?.name ?? '', town, count: head.units.filter((u) => owedUnit(state, head, u)).length },
      };
    }
    case 'invasion-hide':
      return { phase, code: `${P}/invasion-hide`, params: { town: state.towns.find((t) => t.id === head.townId)?.label ?? '' } };
    case 'monster-moves': {
      const controller = madController(state);
      const count = allFoes(state).filter((f) => head.moving.includes(f.id) && !moveRefusal(state, f.id)).length;
      return { phase, code: controller ? `${P}/report-moves-mad` : `${P}/report-moves`, params: { count, controller: controller ?? '' } };
    }
  }
}

/** The phase and instruction of the state as it stands. */
export function instruction(state: CatanHorrorState): Instruction {
  const phase = phaseCode(catanHorrorManifest, state.phase);
  if (state.phase === 'over') return { phase, code: `${P}/over/${state.winner?.code ?? 'ended'}` };
  if (state.pending.length) return pendingInstruction(state, state.pending[0]);
  const player = state.players[state.current];
  switch (state.phase) {
    case 'setup':
      return { phase, code: `${P}/enter-towns` };
    case 'player/combat': {
      const mandatory = mandatoryStrikes(state).length > 0 || pendingHideChecks(state).length > 0;
      return { phase, code: mandatory ? `${P}/resolve-combat` : `${P}/combat-clear`, params: { player: player.name } };
    }
    case 'player/production':
      return { phase, code: `${P}/roll-production`, params: { player: player.name } };
    case 'player/actions':
      return { phase, code: `${P}/knight-actions`, params: { player: player.name, left: state.actionsLeft } };
    case 'monster/move':
      return { phase, code: `${P}/roll-movement`, params: { count: mobileFoes(state).length } };
    case 'monster/report':
      // No roll let a monster move: nothing to ask the table to move, only to go on.
      return state.pending.some((p) => p.kind === 'monster-moves')
        ? { phase, code: `${P}/report-moves`, params: { count: 0 } }
        : { phase, code: `${P}/report-none-moved` };
    case 'monster/mad-towns': {
      const mad = state.towns.filter((t) => t.state === 'mad');
      return {
        phase,
        code: `${P}/roll-mad-towns`,
        params: {
          list: mad
            .map((t) => `${t.label} ${MAD_PRODUCTION[t.size].needs}+ (${Math.round(d6AtLeast(MAD_PRODUCTION[t.size].needs) * 100)}%)`)
            .join(', '),
        },
      };
    }
    case 'wrapup':
      return { phase, code: `${P}/wrapup`, params: { player: player.name } };
    default:
      return { phase, code: `${P}/working` };
  }
}

export { squadKillOdds } from './squads';
