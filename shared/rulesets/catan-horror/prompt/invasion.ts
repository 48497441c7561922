/** Offers for a monster entering a town: each knight or squad there answers fight / hide / flee; hiders check when it invades. */
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending } from '../state';
import { foeById } from '../rules/combat';
import { hideOdds } from '../rules/checks';
import { owedUnit, RESPONSES } from '../rules/invasion';
import { P, names, trophyFields, HIDE_DIE } from './common';
import { newPlaceField, placeField } from '../rules/places';

const ownerName = (state: CatanHorrorState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;

/**
 * Each unit's answer to the monster: stay and fight or stay and hide (hide shows its Hide check's
 * exact odds), or flee — a second offer, which asks where to.
 */
export function responseOffers(state: CatanHorrorState): Offer[] {
  const head = state.pending[0] as Extract<Pending, { kind: 'monster-response' }>;
  const town = state.towns.find((t) => t.id === head.townId)?.label ?? '';
  const foe = foeById(state, head.foeId)?.name ?? '';
  return head.units.flatMap((unitId, i): Offer[] => {
    const unit = owedUnit(state, head, unitId);
    if (!unit) return [];
    const odds = `${(hideOdds(state, unit) * 100).toFixed(1)}%`;
    const params = { knights: names(unit), player: ownerName(state, unit.owner), foe, town };
    return [
      {
        code: `${P}/act/respond-to-monster`,
        primary: i === 0,
        params,
        payload: { unitId: unit.id },
        fields: [
          {
            name: 'response',
            kind: 'choice',
            choices: STAY.map((r) => ({ value: r, code: `${P}/response/${r}`, params: { odds, town } })),
          },
        ],
      },
      {
        code: `${P}/act/flee-from-monster`,
        params,
        payload: { unitId: unit.id, response: 'flee' },
        fields: [placeField(state, 'fleeTo', [town]), newPlaceField],
      },
    ];
  });
}

/** The answers that stay in the town. */
const STAY = RESPONSES.filter((r) => r !== 'flee');

/** The hiders' Hide checks as the monster invades, each with its exact odds (+1 in the town) before the roll. */
export function invasionHideOffers(state: CatanHorrorState): Offer[] {
  const head = state.pending[0] as Extract<Pending, { kind: 'invasion-hide' }>;
  const town = state.towns.find((t) => t.id === head.townId);
  return head.units.flatMap((unitId, i): Offer[] => {
    const unit = owedUnit(state, head, unitId);
    if (!unit) return [];
    return [
      {
        code: `${P}/act/invasion-hide-check`,
        primary: i === 0,
        params: { knights: names(unit), player: ownerName(state, unit.owner), town: town?.label ?? '' },
        payload: { unitId: unit.id },
        dice: HIDE_DIE,
        odds: hideOdds(state, unit),
        fields: trophyFields(state, unit.owner),
      },
    ];
  });
}
