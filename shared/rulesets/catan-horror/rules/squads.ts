/** Leaving a squad: a knight killed or gone mad steps out of its squad (ruling catan-horror#12). */
import type { CatanHorrorState } from '../state';
import { squadById } from './knights';

/**
 * The state with the knight out of its squad (its own `squad` cleared); a squad left with one
 * member breaks up (ruling catan-horror#12): the last member is a lone knight again and the squad
 * keeps no members.
 */
export function leaveSquad(state: CatanHorrorState, knightId: string): CatanHorrorState {
  const knight = state.knights.find((k) => k.id === knightId);
  const squad = knight?.squad ? squadById(state, knight.squad) : undefined;
  const members = squad ? squad.members.filter((id) => id !== knightId) : [];
  const breaksUp = squad !== undefined && members.length < 2;
  const leaving = (id: string) => id === knightId || (breaksUp && members.includes(id));
  return {
    ...state,
    knights: state.knights.map((k) => (leaving(k.id) ? { ...k, squad: null } : k)),
    squads: squad ? state.squads.map((s) => (s.id === squad.id ? { ...s, members: breaksUp ? [] : members } : s)) : state.squads,
  };
}
