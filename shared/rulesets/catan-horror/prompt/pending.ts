/** Prompts for what the table was asked mid-chain: gates, monsters from the cup, sealing, squad dice, monster moves, answers to a monster entering a town. */
import { madController, moveRefusal, moveSteps } from '../rules/movement';
import { d6, dN, times } from '../../../engine/dice';
import type { Prompt, PromptAction } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending } from '../state';
import { drawable } from '../actions/gates';
import { squadFoes } from '../actions/combat';
import { cheapestClue } from '../actions/trophies';
import { canRerollGate, madPlayers } from '../actions/mad';
import { allFoes } from '../rules/combat';
import { squadMembers } from '../rules/knights';
import { P, choice } from './common';
import { squadOrders, killsWith, bestOrder } from './squads';
import { invasionHidePrompt, responsePrompt } from './invasion';

const madReroll = (state: CatanHorrorState): PromptAction[] =>
  canRerollGate(state) ? [{ type: 'mad-reroll-gate', code: `${P}/act/mad-reroll-gate`, params: { player: madPlayers(state).map((p) => p.name).join(' / ') } }] : [];

/** What the table was asked mid-chain, before anything else. */
export function pendingPrompt(state: CatanHorrorState, head: Pending): Prompt {
  const phase = `${P}/phase/${state.phase}`;
  switch (head.kind) {
    case 'setup-gate':
      return { phase, code: `${P}/roll-setup-gate`, params: { left: head.left }, actions: [{ type: 'roll-setup-gate', code: `${P}/act/roll-setup-gate`, dice: { dice: times(2, d6) }, primary: true }] };
    case 'gate-location':
      return { phase, code: `${P}/roll-gate-location`, actions: [{ type: 'roll-gate-location', code: `${P}/act/roll-gate-location`, dice: { dice: times(2, d6) }, primary: true }] };
    case 'gate-hex': {
      const mad = state.phase !== 'setup' && madPlayers(state).length > 0;
      return {
        phase, code: mad ? `${P}/choose-gate-hex` : `${P}/roll-gate-hex`, params: { number: head.number, choices: head.choices },
        actions: [
          ...(mad ? [{ type: 'choose-gate-hex', code: `${P}/act/choose-gate-hex`, primary: true, fields: [{ name: 'hex', kind: 'number' as const, min: 1, max: head.choices, default: 1 }] }] : []),
          { type: 'roll-gate-hex', code: `${P}/act/roll-gate-hex`, dice: { dice: [dN(head.choices)] }, primary: !mad },
          ...madReroll(state),
        ],
      };
    }
    case 'gate-token':
      return {
        phase, code: `${P}/gate-token`, params: { number: head.number, hex: head.hex ?? 1 },
        actions: [{ type: 'open-gate', code: `${P}/act/open-gate`, primary: true, fields: [{ name: 'modifier', kind: 'number', min: -5, max: 5, default: 0 }, { name: 'label', kind: 'text', maxLength: 60, optional: true }] }, ...madReroll(state)],
      };
    case 'place-monster':
      return {
        phase, code: `${P}/place-monster`, params: { location: head.location, reason: head.reason, min: head.minToughness },
        actions: [{
          type: 'place-monster', code: `${P}/act/place-monster`, primary: true,
          fields: [{ name: 'kind', kind: 'choice', choices: state.library.map((k) => choice(k.name, `${k.name} (${k.movement}, combat ${k.combatDamage}, toughness ${k.toughness})`, drawable(state, k.name, head.minToughness) !== null)) }],
        }],
      };
    case 'seal-gate': {
      const player = state.players.find((p) => p.id === head.player)!;
      const clue = cheapestClue(player.trophies);
      const actions: PromptAction[] = [];
      if (player.clues > 0) actions.push({ type: 'seal-gate', code: `${P}/act/seal-gate`, primary: true });
      else if (clue) actions.push({ type: 'buy-clue', code: `${P}/act/buy-clue`, params: { player: player.name }, payload: { player: player.id, trophies: clue } });
      actions.push({ type: 'leave-unsealed', code: `${P}/act/leave-unsealed`, primary: player.clues === 0 });
      return { phase, code: `${P}/seal-gate`, params: { player: player.name, clues: player.clues }, actions };
    }
    case 'squad-dice': {
      const squad = state.squads.find((x) => x.id === head.squadId);
      const members = squad ? squadMembers(state, squad) : [];
      const here = members.length ? squadFoes(state, members) : [];
      const orders = squadOrders(here.map((f) => f.id));
      const best = bestOrder(state, members, here, head.values, head.needs, orders);
      return {
        phase, code: `${P}/allocate-squad-dice`, params: { values: head.values.join(', '), needs: head.needs },
        actions: orders.map((order): PromptAction => {
          const result = killsWith(state, members, here, head.values, head.needs, order);
          return {
            type: 'allocate-squad-dice', code: `${P}/act/allocate-squad-dice`, primary: order === best,
            params: { order: order.map((fid) => here.find((f) => f.id === fid)!.name).join(' → '), kills: result },
            payload: { order },
          };
        }),
      };
    }
    case 'monster-response':
      return responsePrompt(state, head);
    case 'invasion-hide':
      return invasionHidePrompt(state, head);
    case 'monster-moves': {
      const foes = allFoes(state).filter((f) => head.moving.includes(f.id) && !moveRefusal(state, f.id));
      const controller = madController(state);
      return {
        phase, code: controller ? `${P}/report-moves-mad` : `${P}/report-moves`, params: { count: foes.length, controller: controller ?? '' },
        actions: [
          ...foes.map((f): PromptAction => ({
            type: 'monster-moved', code: `${P}/act/monster-moved`, params: { name: f.name, from: f.location, how: MOVE_HINT[f.evasive ? 'normal' : f.movement] ?? MOVE_HINT.normal, steps: moveSteps(f.movement) },
            payload: { foeId: f.id }, fields: [{ name: 'to', kind: 'text', maxLength: 60 }],
          })),
          { type: 'movement-done', code: `${P}/act/movement-done`, primary: true },
        ],
      };
    }
  }
}

/** How each kind of monster moves (002:515-524), shown with each move to report. */
const MOVE_HINT: Record<string, string> = {
  normal: 'one intersection, toward the closest (then smallest) town it sees, else an unhidden knight beside it, else at random',
  fast: 'two intersections (roll for each if at random)',
  flying: 'to the closest (then smallest) town, seen or not; over water freely',
  aquatic: 'as normal, but over water freely',
  stalker: 'toward the closest knight, always known',
  unique: 'its own special movement (its card)',
};
