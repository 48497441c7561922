/** The instruction while a roll or choice is pending: draws, picks, placements, investigators, flying and destroyed monsters. */
import type { EldritchState, Pending } from '../state';
import { drawCandidates } from '../rules';
import { drawCount } from '../rules/pending';
import { P } from './common';

export function pendingInstruction(state: EldritchState, p: Pending): { code: string; params?: Record<string, unknown> } {
  switch (p.kind) {
    case 'draw':
      return {
        code: `${P}/prompt/draw`,
        params: {
          deck: p.deck,
          reason: p.reason,
          region: p.region,
          seat: p.seat,
          count: drawCount(state, p),
          left: drawCandidates(state, p).length,
        },
      };
    case 'pick':
      return { code: `${P}/prompt/pick`, params: { deck: p.deck } };
    case 'place':
      return { code: `${P}/prompt/place`, params: { what: p.what, avoid: p.avoid } };
    case 'investigator':
      return { code: `${P}/prompt/investigator`, params: { name: state.seats[p.seat].player.name } };
    case 'flying':
      return { code: `${P}/prompt/flying`, params: { region: p.region, count: p.monsters.length } };
    case 'destroy-monster':
      return { code: `${P}/prompt/destroy-monster` };
    case 'discard-items': {
      const inv = state.seats[p.seat]?.investigator;
      return {
        code: `${P}/prompt/discard-items`,
        params: { cause: p.cause, keep: p.keep, count: inv?.items.length ?? 0, investigator: inv?.key ?? null },
      };
    }
  }
}
