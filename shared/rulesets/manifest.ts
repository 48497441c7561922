/**
 * A code ruleset's manifest: its data in one place in its folder — what it is called, who plays,
 * its options, its phases, its tracks, its headlines and its key tracks — read by its `index.ts` (the
 * engine's side) and by the renderer's registry (the name and description, before its module
 * loads). Plain data (its headlines and data tables are plain modules too), so the renderer can
 * import it. What data cannot say stays code: actions, reduce, react, the key tracks' values, the board.
 */
import type { Headlines } from '../engine/headlines';
import type { OptionDescriptor } from '../engine/ruleset';
import type { CodeRulesetId } from './ids';

export interface ManifestTrack {
  id: string;
  /**
   * One per game (tracker id `<id>`), one per player (`<id>/<player>`), or one per thing the game
   * holds, such as the Cataclysm's curse decks (`<id>/<thing>`).
   */
  scope: 'shared' | 'player' | 'each';
  /**
   * What joins the id and its player or thing in a tracker id, `/` unless said: the Cataclysm's
   * trackers were recorded as `vp-<player>`, and recorded campaigns set them by that id.
   */
  joiner?: '-';
  /**
   * An integer option whose value is the track's max in a game (Monster Step's Doom track length);
   * `max` is then that option's highest value.
   */
  maxOption?: string;
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
  /**
   * The trackers the table can set. Empty with `tableTracks` when the table names its own counters
   * as it plays (the dice tray): there is nothing to declare.
   */
  tracks: readonly ManifestTrack[];
  tableTracks?: true;
  /** The game's big moments: the `defineHeadlines` declaration of its `headlines.ts`. */
  headlines: Headlines;
  /** The tracks statistics open on, in order (their values are the `keyTracks` hook's). */
  keyTracks: readonly ManifestKeyTrack[];
}

export interface ManifestKeyTrack {
  id: string;
  /** Its label's catalog code. */
  code: string;
}

/** Declares a manifest (checks its shape, keeps its literal types). */
export const defineManifest = <M extends RulesetManifest>(manifest: M): M => manifest;

/** A track of the manifest by id (a ruleset's trackers read their ranges here). */
export function manifestTrack(manifest: RulesetManifest, id: string): ManifestTrack {
  const track = manifest.tracks.find((t) => t.id === id);
  if (!track) throw new Error(`${manifest.id} declares no track "${id}"`);
  return track;
}

/**
 * A key track of the manifest with its value (a ruleset's `keyTracks` hook computes the value; the
 * id and label are the manifest's).
 */
export function keyTrackValue(manifest: RulesetManifest, id: string, value: number): { id: string; code: string; value: number } {
  const track = manifest.keyTracks.find((t) => t.id === id);
  if (!track) throw new Error(`${manifest.id} declares no key track "${id}"`);
  return { id: track.id, code: track.code, value };
}

/** The manifest track a tracker id belongs to (`storm-position`, `barrels/p1`, `vp-p1`), if any. */
export function trackOfTracker(manifest: RulesetManifest, trackerId: string): ManifestTrack | undefined {
  return manifest.tracks.find((t) => (t.scope === 'shared' ? trackerId === t.id : trackerId.startsWith(`${t.id}${t.joiner ?? '/'}`)));
}
