/**
 * Per-state memory for derived lists (foes, units, offers): the engine's `perState`, named here for the rules, and
 * `perParts` for what only a few of the state's lists decide (kept while those lists are the same objects).
 */
export { perParts, perState } from '../../../engine/per-state';
