/** What the table must (or may) do now: pending questions first, then the step of the turn, with dice and exact odds. */
import { d6, times } from '../../../engine/dice';
import type { Prompt } from '../../../engine/ruleset';
import type { CatanHorrorState } from '../state';
import { PRODUCTION_DICE, mobileFoes, moveNeeds } from '../actions/turn';
import { d6AtLeast } from '../rules/odds';
import { MAD_PRODUCTION } from '../rules/towns';
import { P, choice } from './common';
import { pendingPrompt } from './pending';
import { combatPrompt } from './combat';
import { actionsPrompt, buildActions } from './actions';
import { withBarrels } from './barrels';

/** The prompt for the state as it stands, with the barrels when the Drunkards house rule is on. */
export function prompt(state: CatanHorrorState): Prompt {
  return withBarrels(state, stepPrompt(state));
}

/** The prompt of the step (or pending question) itself. */
function stepPrompt(state: CatanHorrorState): Prompt {
  const phase = `${P}/phase/${state.phase}`;
  if (state.phase === 'over') return { phase, code: `${P}/over/${state.winner?.code ?? 'ended'}`, actions: [] };
  if (state.pending.length) return pendingPrompt(state, state.pending[0]);
  const player = state.players[state.current];
  switch (state.phase) {
    case 'setup': {
      const ready = state.players.every((pl) => state.towns.some((t) => t.owner === pl.id && t.size !== 'settlement'));
      return {
        phase, code: `${P}/enter-towns`,
        actions: [
          {
            type: 'begin', code: `${P}/act/begin`, primary: ready,
            ...(state.options.startMadPlayer ? { fields: [{ name: 'madPlayer', kind: 'choice' as const, choices: state.players.map((pl) => choice(pl.id, pl.name)) }] } : {}),
          },
          {
            type: 'add-town', code: `${P}/act/add-town`, primary: !ready,
            fields: [
              { name: 'owner', kind: 'choice', choices: state.players.map((pl) => choice(pl.id, pl.name)) },
              { name: 'label', kind: 'text', maxLength: 60 },
              { name: 'size', kind: 'choice', choices: [choice('settlement', 'Settlement'), choice('city', 'City (free walls)'), choice('metropolis', 'Metropolis')] },
            ],
          },
        ],
      };
    }
    case 'player/combat':
      return combatPrompt(state);
    case 'player/production':
      return {
        phase, code: `${P}/roll-production`, params: { player: player.name },
        actions: [{
          type: 'roll-production', code: state.options.drunkards ? `${P}/act/roll-production-festival` : `${P}/act/roll-production`, primary: true,
          dice: { dice: [...PRODUCTION_DICE] }, params: { gateChance: 2 / 36 },
        }],
      };
    case 'player/actions':
      return actionsPrompt(state);
    case 'monster/move': {
      const foes = mobileFoes(state);
      return {
        phase, code: `${P}/roll-movement`, params: { count: foes.length },
        actions: [{
          type: 'roll-monster-movement', code: `${P}/act/roll-monster-movement`, primary: true, dice: { dice: times(foes.length, d6) },
          params: { list: foes.map((f) => `${f.name} ${moveNeeds(f.movement)}+`).join(', ') },
        }],
      };
    }
    case 'monster/report':
      return { phase, code: `${P}/report-moves`, params: { count: 0 }, actions: [{ type: 'movement-done', code: `${P}/act/movement-done`, primary: true }] };
    case 'monster/mad-towns': {
      const mad = state.towns.filter((t) => t.state === 'mad');
      return {
        phase, code: `${P}/roll-mad-towns`, params: { list: mad.map((t) => `${t.label} ${MAD_PRODUCTION[t.size].needs}+ (${Math.round(d6AtLeast(MAD_PRODUCTION[t.size].needs) * 100)}%)`).join(', ') },
        actions: [{ type: 'roll-mad-towns', code: `${P}/act/roll-mad-towns`, primary: true, dice: { dice: times(mad.length, d6) } }],
      };
    }
    case 'wrapup':
      return {
        phase, code: `${P}/wrapup`, params: { player: player.name },
        actions: [{ type: 'end-turn', code: `${P}/act/end-turn`, primary: true }, ...buildActions(state, state.players.filter((p) => !p.dead).map((p) => p.id))],
      };
    default:
      return { phase, code: `${P}/working`, actions: [] };
  }
}


export { squadKillOdds } from './squads';
