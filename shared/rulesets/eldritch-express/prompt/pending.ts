/** Pending rolls and choices, asked before the turn goes on: draws, picks, placements, investigators, flying and destroyed monsters. */
import { d6, dN } from '../../../engine/dice';
import type { Prompt } from '../../../engine/ruleset';
import { INVESTIGATORS } from '../data/investigators';
import type { EldritchState, Pending } from '../state';
import { drawCandidates } from '../rules';
import { drawCount, freeInvestigators } from '../rules/pending';
import { P } from './common';

export function pendingPrompt(state: EldritchState, phase: string, p: Pending): Prompt {
  switch (p.kind) {
    case 'draw': {
      const candidates = drawCandidates(state, p);
      const count = drawCount(state, p);
      const distinct = [...new Set(candidates)];
      return {
        phase, code: `${P}/prompt/draw`, params: { deck: p.deck, reason: p.reason, region: p.region, seat: p.seat, count, left: candidates.length },
        actions: [
          { type: 'draw', code: `${P}/action/draw`, params: { deck: p.deck }, primary: true, dice: { dice: Array.from({ length: count }, (_, i) => dN(candidates.length - i)) } },
          { type: 'draw', code: `${P}/action/draw-named`, params: { deck: p.deck }, fields: [{ name: 'card', kind: 'choice', choices: distinct.map((c) => ({ value: c, code: `${P}/card`, params: { deck: p.deck, key: c } })) }] },
        ],
      };
    }
    case 'pick':
      return { phase, code: `${P}/prompt/pick`, params: { deck: p.deck }, actions: [{ type: 'pick', code: `${P}/action/pick`, primary: true, fields: [{ name: 'card', kind: 'choice', choices: p.cards.map((c) => ({ value: c, code: `${P}/card`, params: { deck: p.deck, key: c } })) }] }] };
    case 'place':
      return { phase, code: `${P}/prompt/place`, params: { what: p.what, avoid: p.avoid }, actions: [{ type: 'place', code: `${P}/action/place`, params: { what: p.what }, primary: true, dice: { dice: [d6] } }] };
    case 'investigator': {
      const free = freeInvestigators(state);
      return {
        phase, code: `${P}/prompt/investigator`, params: { name: state.seats[p.seat].player.name },
        actions: [{ type: 'choose-investigator', code: `${P}/action/choose-investigator`, primary: true, fields: [{ name: 'investigator', kind: 'choice', choices: INVESTIGATORS.map((c) => ({ value: c.key, code: `${P}/investigator`, params: { key: c.key }, disabled: !free.includes(c.key) })) }] }],
      };
    }
    case 'flying':
      return { phase, code: `${P}/prompt/flying`, params: { region: p.region, count: p.monsters.length }, actions: [{ type: 'fly', code: `${P}/action/fly`, primary: true, ...(p.choices.length > 1 ? { dice: { dice: [dN(p.choices.length)] } } : {}) }] };
    case 'destroy-monster': {
      const choices = state.regions.flatMap((r) => r.monsters.map((m, i) => ({ value: `${r.id}:${i}`, code: `${P}/monster-at`, params: { key: m, region: r.id } })));
      return { phase, code: `${P}/prompt/destroy-monster`, actions: [{ type: 'destroy-monster', code: `${P}/action/destroy-monster`, primary: true, fields: [{ name: 'target', kind: 'choice', choices: choices.length > 0 ? choices : [{ value: 'none', code: `${P}/no-monster` }] }] }] };
    }
    case 'discard-items': {
      // No default: the player names the item kept; nothing is chosen for them.
      const items = state.seats[p.seat]?.investigator?.items ?? [];
      return {
        phase, code: `${P}/prompt/discard-items`, params: { cause: p.cause, keep: p.keep, count: items.length, investigator: state.seats[p.seat]?.investigator?.key ?? null },
        actions: [{ type: 'discard-items', code: `${P}/action/discard-items`, primary: true, fields: [{ name: 'keep', kind: 'choice', choices: items.map((it) => ({ value: it.key, code: `${P}/card`, params: { deck: 'item', key: it.key } })) }] }],
      };
    }
  }
}
