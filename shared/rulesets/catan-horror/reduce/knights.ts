/** Knight actions and the knights' own course: moving, hiding, squads, resting, recruits, clues, madness waning. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState, Knight } from '../state';
import { addOne, changeOne } from './entities';

const names = z.array(z.string());
/** The knight actions an event spent. */
const cost = z.number();

export const knightFacts = {
  /** Calm, Repair or Raze (no check needed) taken by a unit; what it did to the town follows as its own event. */
  'action-taken': z.object({ action: z.enum(['calm', 'repair', 'raze']), unitId: z.string(), names, cost }),
  harvested: z.object({ unitId: z.string(), names, resources: z.number(), cost }),
  /** A knight rests (1 wheat): its damage and sanity damage are now these. */
  'knight-rested': z.object({ knightId: z.string(), name: z.string(), damage: z.number(), sanity: z.number(), cost }),
  /** A knight or squad (its `members`) moves; `cost` 0 when a Hide check to leave already spent the action. */
  'unit-moved': z.object({ unitId: z.string(), names, members: names, from: z.string(), to: z.string(), cost }),
  'unit-unhidden': z.object({ unitId: z.string(), names, members: names }),
  /** Knights of one player form a squad (hidden only if all of them were). */
  'squad-formed': z.object({ squadId: z.string(), owner: z.string(), names, members: names, hidden: z.boolean(), cost }),
  /** A knight joins a squad, hidden as the squad is. */
  'squad-joined': z.object({ squadId: z.string(), name: z.string(), knightId: z.string(), hidden: z.boolean(), cost }),
  /** A knight founds a settlement where it stands (its demotion follows as its own event). */
  colonized: z.object({ knightId: z.string(), name: z.string(), owner: z.string(), townId: z.string(), label: z.string(), cost }),
  /** A unit recruits in a town: a Basic knight of its owner appears there at the end of the turn. */
  'recruit-called': z.object({ unitId: z.string(), names, owner: z.string(), townId: z.string(), label: z.string(), cost }),
  /** A player calls up militia in a town: a Basic knight appears there at the end of the turn. */
  'militia-called': z.object({ townId: z.string(), label: z.string(), player: z.string(), who: z.string(), cost }),
  /** A player trades trophies (the ones at `at` in their list) for a clue token. */
  'clue-bought': z.object({ player: z.string(), who: z.string(), worth: z.number(), spent: names, at: z.array(z.number()) }),
  /** A player spends a clue token for one more knight action. */
  'clue-spent-for-action': z.object({ player: z.string(), who: z.string() }),
  /** A knight takes `amount` sanity damage and stays sane: its sanity damage is now `sanity`. */
  'knight-sanity': z.object({ knightId: z.string(), name: z.string(), owner: z.string(), amount: z.number(), sanity: z.number() }),
  /** A mad knight's madness wanes: `left` turns to go. */
  'madness-waned': z.object({ knightId: z.string(), name: z.string(), left: z.number() }),
  /** A mad knight throws off the madness: sane again, its sanity damage cleared. */
  'knight-recovered': z.object({ knightId: z.string(), name: z.string() }),
};
type KnightEvent = EventOf<typeof knightFacts>;

const spent = (state: CatanHorrorState, cost: number): CatanHorrorState => ({ ...state, actionsLeft: state.actionsLeft - cost });

/** The state with each of these knights changed. */
export const changeKnights = (state: CatanHorrorState, ids: readonly string[], change: Partial<Knight>): CatanHorrorState => ({
  ...state,
  knights: state.knights.map((k) => (ids.includes(k.id) ? { ...k, ...change } : k)),
});

export function foldKnights(state: CatanHorrorState, event: KnightEvent): CatanHorrorState {
  switch (event.type) {
    case 'action-taken':
    case 'harvested':
      return spent(state, event.data.cost);
    case 'knight-rested': {
      const { knightId, damage, sanity, cost } = event.data;
      return spent(
        changeOne(state, 'knights', knightId, () => ({ damage, sanity })),
        cost,
      );
    }
    case 'unit-moved':
      return spent(changeKnights(state, event.data.members, { location: event.data.to }), event.data.cost);
    case 'unit-unhidden':
      return changeKnights(state, event.data.members, { hidden: false });
    case 'squad-formed': {
      const { squadId, owner, members, hidden, cost } = event.data;
      const next = { ...state, squads: [...state.squads, { id: squadId, owner, members }] };
      return spent(changeKnights(next, members, { squad: squadId, hidden }), cost);
    }
    case 'squad-joined': {
      const { squadId, knightId, hidden, cost } = event.data;
      const next = { ...state, squads: state.squads.map((s) => (s.id === squadId ? { ...s, members: [...s.members, knightId] } : s)) };
      return spent(changeKnights(next, [knightId], { squad: squadId, hidden }), cost);
    }
    case 'colonized': {
      const { townId, owner, label, cost } = event.data;
      const town = {
        id: townId,
        owner,
        label,
        size: 'settlement' as const,
        walls: false,
        horror: 0,
        structural: 0,
        state: 'sane' as const,
      };
      return spent(addOne(state, 'towns', town), cost);
    }
    case 'recruit-called': {
      const { owner, townId, label, cost } = event.data;
      return spent(
        {
          ...state,
          recruitedFrom: [...state.recruitedFrom, townId],
          recruits: [...state.recruits, { player: owner, location: label, via: 'recruit', townId }],
        },
        cost,
      );
    }
    case 'militia-called': {
      const { player, townId, label, cost } = event.data;
      return spent({ ...state, recruits: [...state.recruits, { player, location: label, via: 'militia', townId }] }, cost);
    }
    case 'clue-bought': {
      const { player, at } = event.data;
      return changeOne(state, 'players', player, (p) => ({ clues: p.clues + 1, trophies: p.trophies.filter((_, i) => !at.includes(i)) }));
    }
    case 'clue-spent-for-action': {
      const next = changeOne(state, 'players', event.data.player, (p) => ({ clues: p.clues - 1 }));
      return { ...next, actionsLeft: state.actionsLeft + 1 };
    }
    case 'knight-sanity':
      return changeOne(state, 'knights', event.data.knightId, () => ({ sanity: event.data.sanity }));
    case 'madness-waned':
      return changeOne(state, 'knights', event.data.knightId, () => ({ madTurns: event.data.left }));
    case 'knight-recovered':
      return changeOne(state, 'knights', event.data.knightId, () => ({ madTurns: 0, madSince: null, sanity: 0 }));
  }
}
