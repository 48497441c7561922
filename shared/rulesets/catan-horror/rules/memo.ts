/** Per-state memory for derived lists (foes, units, offers): the engine's `perState`, named here for the rules. */
export { perState } from '../../../engine/per-state';
