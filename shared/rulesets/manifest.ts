/**
 * A code ruleset's manifest: its data in one place in its folder — what it is called, who plays,
 * its options, its phases and its tracks — read by its `index.ts` (the engine's side) and by the
 * renderer's registry (the name and description, before its module loads). Plain data with type
 * imports only, so the renderer can import it. What data cannot say stays code: actions, reduce,
 * react, the board.
 */
import type { OptionDescriptor } from '../engine/ruleset';
import type { CodeRulesetId } from './ids';

export interface ManifestTrack {
  id: string;
  /** One per game, or one per player (tracker id `<id>/<player>`). */
  scope: 'shared' | 'player';
  min: number;
  max: number;
  /** Its label's catalog code. */
  code: string;
}

export interface RulesetManifest {
  id: CodeRulesetId;
  version: number;
  /** The name and one-line description the campaign list shows before the ruleset's words load. */
  name: string;
  about: string;
  players: { min: number; max: number };
  options: readonly OptionDescriptor[];
  /** The phase codes, in turn order. */
  phases: readonly string[];
  tracks: readonly ManifestTrack[];
}

/** Declares a manifest (checks its shape, keeps its literal types). */
export const defineManifest = <M extends RulesetManifest>(manifest: M): M => manifest;

/** A track of the manifest by id (a ruleset's trackers read their ranges here). */
export function manifestTrack(manifest: RulesetManifest, id: string): ManifestTrack {
  const track = manifest.tracks.find((t) => t.id === id);
  if (!track) throw new Error(`${manifest.id} declares no track "${id}"`);
  return track;
}
