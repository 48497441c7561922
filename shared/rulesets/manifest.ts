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
   * trackers were recorded as `vp-<player>` (Advanced Runebound's as `gold:<player>`), and recorded
   * campaigns set them by that id.
   */
  joiner?: '-' | ':';
  /**
   * Its tracker ids when the thing stands inside them, `*` for the thing: Catan Horror's
   * `knight/<id>/damage` is the pattern `knight/` `*` `/damage` (recorded so; a knight has three such tracks).
   */
  pattern?: string;
  /**
   * Where a tracker's top comes from when it is not `max` (a hook in the ruleset works it out):
   * `state` — from the thing tracked (a knight's rank, the Ancient One's doom, an investigator's
   * card), `max` being the highest it can be; `value` — `max`, or the value when play or the table
   * took it past that (a count with no rule for its top).
   */
  maxFrom?: 'state' | 'value';
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
  /** The turn order: the phases in the order play meets them, each with those it may move on to (`turnOrder`). */
  phases: readonly ManifestPhase[];
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

/**
 * A phase of the turn order (boardgame.io's `phases`): the prompt shows its code, and play moves
 * from it only to a phase of its `next` (staying is always allowed).
 */
export interface ManifestPhase<K extends string = string> {
  /** The ruleset's own name for it (`turn`, `step/upkeep`); the prompt finds its code by it (`phaseCode`). */
  id: K;
  /** Its catalog code, as the prompt shows it: the turn order's prefix and the id. */
  code: string;
  /** The phases play may move on to from this one; none where play stays (the game's end, a one-phase toolkit). */
  next: readonly K[];
}

/**
 * Declares a turn order: each phase by id, in the order play meets them (the first is where a game
 * starts), with the phases that may follow it — a `next` naming an undeclared phase does not
 * compile. `prefix` and the id make the phase's catalog code.
 */
export function turnOrder<const F extends Record<keyof F & string, readonly (keyof F & string)[]>>(
  prefix: string,
  flow: F,
): readonly ManifestPhase<keyof F & string>[] {
  return (Object.keys(flow) as (keyof F & string)[]).map((id) => ({ id, code: `${prefix}${id}`, next: flow[id] }));
}

/** The ids a manifest's turn order declares. */
export type PhaseId<M extends RulesetManifest> = M['phases'][number]['id'];

/** The code the prompt shows for a declared phase (the id is checked against the turn order when it compiles). */
export function phaseCode<M extends RulesetManifest>(manifest: M, id: PhaseId<M>): string {
  const phase = manifest.phases.find((p) => p.id === id);
  if (!phase) throw new Error(`${manifest.id} declares no phase "${id}"`);
  return phase.code;
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

/** The manifest track a tracker id belongs to (`storm-position`, `barrels/p1`, `vp-p1`, `knight/k2/damage`), if any. */
export function trackOfTracker(manifest: RulesetManifest, trackerId: string): ManifestTrack | undefined {
  return manifest.tracks.find((t) => {
    if (t.pattern) {
      const [before, after] = t.pattern.split('*');
      return trackerId.length > before.length + after.length && trackerId.startsWith(before) && trackerId.endsWith(after);
    }
    return t.scope === 'shared' ? trackerId === t.id : trackerId.startsWith(`${t.id}${t.joiner ?? '/'}`);
  });
}
