/**
 * Manifests: a code ruleset whose data is a manifest (`shared/rulesets/<id>/manifest.ts`) plays by
 * it — its id, version, players, options, phases, tracks, headlines and key tracks are the
 * manifest's, and the renderer names it from the manifest before its words load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Ruleset, RulesEvent } from '../../shared/engine/ruleset';
import { CORE, foldEvent, foldEvents } from '../../shared/engine/run';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { trackOfTracker, type ManifestTrack, type RulesetManifest } from '../../shared/rulesets/manifest';
import { manifestOf, rulesetMeta, rulesets } from '../../shared/rulesets/registry';
import { rulesetNames } from '../../renderer/src/rulesets/registry';
import { playRandomly } from '../support/random-play';

const withManifest = CODE_RULESET_IDS.filter((id) => manifestOf(id));

/** Reports that end a game at once, passed over by the random walks so they reach every track (Monster Step's city timers). */
const RARE: Partial<Record<string, readonly string[]>> = { 'runebound-monster-step': ['dragon-rune-gained', 'event-card-in-play'] };

/** Options the walks play besides the defaults, so tracks kept only under a house rule show (Catan Horror's barrels). */
const ALSO: Partial<Record<string, Record<string, unknown>>> = { 'catan-horror': { drunkards: true } };

/** A tracker's top as the manifest declares it: the track's, an option's value, or worked out by the ruleset within the track's. */
function declaredMax(track: ManifestTrack, options: Record<string, unknown>, tracker: { value: number; max: number }): boolean {
  if (track.maxOption !== undefined) return tracker.max === options[track.maxOption];
  if (track.maxFrom === 'value') return tracker.max === Math.max(track.max, tracker.value);
  if (track.maxFrom === 'state') return tracker.max >= track.min && tracker.max <= Math.max(track.max, tracker.value);
  return tracker.max === track.max;
}

/** The moves from one phase to another that the turn order does not declare, in a game's phases as the prompt shows them. */
function undeclaredMoves(manifest: RulesetManifest, phases: readonly string[]): string[] {
  const next = new Map(manifest.phases.map((p) => [p.code, new Set(p.next.map((id) => manifest.phases.find((q) => q.id === id)!.code))]));
  const out: string[] = [];
  for (let i = 1; i < phases.length; i++) {
    const [from, to] = [phases[i - 1], phases[i]];
    if (from !== to && !next.get(from)?.has(to)) out.push(`${from} -> ${to}`);
  }
  return [...new Set(out)];
}

/** Every recorded game among a ruleset's fixtures (`tests/rulesets/<id>/fixtures/*.json`): each event list that starts with a set-up. */
function recordedGames(id: string): { file: string; log: RulesEvent[] }[] {
  const folder = new URL(`./${id}/fixtures/`, import.meta.url);
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const games: { file: string; log: RulesEvent[] }[] = [];
  const visit = (file: string, value: unknown): void => {
    if (Array.isArray(value)) {
      if ((value[0] as RulesEvent | undefined)?.type === CORE.setup) games.push({ file, log: value as RulesEvent[] });
      else value.forEach((v) => visit(file, v));
    } else if (value && typeof value === 'object') Object.values(value).forEach((v) => visit(file, v));
  };
  for (const file of files) visit(file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
  return games;
}

/**
 * The phase the prompt shows after each event of a recorded game, from its set-up on. A log does not
 * mark where a step ends, so a state in the middle of one (a consequence still owed, or a state the
 * table never sees, on which the prompt may fail) is passed over; `shown` counts the states read.
 */
function phasesOf(ruleset: Ruleset, log: readonly RulesEvent[]): { phases: string[]; shown: number } {
  let state: unknown;
  const phases: string[] = [];
  for (const event of log) {
    state = foldEvent(ruleset, state, event);
    if ((ruleset.react?.(state).length ?? 0) > 0) continue;
    try {
      phases.push(ruleset.prompt(state).phase);
    } catch {
      // the middle of a step: the table is never prompted here
    }
  }
  return { phases, shown: phases.length };
}

/** The random walks: three seeds with the defaults, and one more with each ruleset's `ALSO` options. */
const walks = (defaults: Record<string, unknown>, id?: string): [number, Record<string, unknown>][] => [
  [7, defaults],
  [8, defaults],
  [9, defaults],
  ...(id && ALSO[id] ? [[10, { ...defaults, ...ALSO[id] }] as [number, Record<string, unknown>]] : []),
];

describe('manifests', () => {
  it('every code ruleset has one', () => {
    expect(withManifest).toEqual(CODE_RULESET_IDS);
  });

  describe.each(withManifest.map((id) => [id] as const))('%s', (id) => {
    const manifest = manifestOf(id)!;
    const ruleset = rulesets.get(id)!;

    it("the ruleset's id, version, players and options are the manifest's", () => {
      expect(rulesetMeta(ruleset)).toEqual({
        id: manifest.id,
        version: manifest.version,
        minPlayers: manifest.players.min,
        maxPlayers: manifest.players.max,
        options: manifest.options,
      });
    });

    it('is filed under its own id, and names each phase, track and key track once', () => {
      expect(manifest.id).toBe(id);
      for (const ids of [
        manifest.phases.map((p) => p.id),
        manifest.phases.map((p) => p.code),
        manifest.tracks.map((t) => t.id),
        manifest.keyTracks.map((t) => t.id),
      ]) {
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it("its headlines are the manifest's declaration", () => {
      expect(ruleset.headlines).toBe(manifest.headlines);
    });

    it("after every step of random games, every tracker it shows is a manifest track with its code and range (and every track shows), its key tracks are the manifest's", () => {
      const players = Array.from({ length: Math.max(1, manifest.players.min) }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
      const defaults = Object.fromEntries(manifest.options.map((o) => [o.key, o.default]));
      const seen = new Set<string>();
      for (const [seed, options] of walks(defaults, id)) {
        const game = playRandomly(ruleset, options, players, seed, 400, { rare: RARE[id] ?? [] });
        for (const { state } of game.checkpoints) {
          expect(ruleset.keyTracks?.(state).map(({ id, code }) => ({ id, code })) ?? []).toEqual(manifest.keyTracks);
          if (manifest.tableTracks) continue; // the table's own counters: nothing declared to compare
          for (const tracker of ruleset.trackers(state)) {
            const track = trackOfTracker(manifest, tracker.id);
            expect(track, tracker.id).toBeDefined();
            expect({ code: tracker.code, min: tracker.min }, tracker.id).toEqual({ code: track!.code, min: track!.min });
            expect(declaredMax(track!, options, tracker), `${tracker.id}: max ${tracker.max} (value ${tracker.value})`).toBe(true);
            seen.add(track!.id);
          }
        }
      }
      if (manifest.tableTracks) expect(manifest.tracks).toEqual([]); // the table's own counters: nothing declared
      expect(
        manifest.tracks.map((t) => t.id).filter((t) => !seen.has(t)),
        'tracks never shown',
      ).toEqual([]);
    });

    it("random games start in the first phase of its turn order and move only as it declares; the history's turn line names declared phases", () => {
      const players = Array.from({ length: Math.max(1, manifest.players.min) }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
      const defaults = Object.fromEntries(manifest.options.map((o) => [o.key, o.default]));
      for (const [seed, options] of walks(defaults, id)) {
        const game = playRandomly(ruleset, options, players, seed, 400, { rare: RARE[id] ?? [] });
        const start = foldEvents(ruleset, undefined, game.log.slice(0, 1));
        const phases = [start, ...game.checkpoints.map((c) => c.state)].map((state) => ruleset.prompt(state).phase);
        expect(phases[0]).toBe(manifest.phases[0].code);
        expect(undeclaredMoves(manifest, phases), `seed ${seed}`).toEqual([]);
        const turnLines = new Set([start, ...game.checkpoints.map((c) => c.state)].map((state) => ruleset.turnInfo(state).phase));
        expect(manifest.phases.map((p) => p.code)).toEqual(expect.arrayContaining([...turnLines]));
      }
    });

    it('its recorded games (the fixtures) follow the declared turn order, step by step', () => {
      for (const { file, log } of recordedGames(id)) {
        const { phases, shown } = phasesOf(ruleset, log);
        expect(shown, `${file}: states read`).toBeGreaterThan(log.length / 2);
        expect(manifest.phases.map((p) => p.code)).toEqual(expect.arrayContaining([...new Set(phases)]));
        expect(undeclaredMoves(manifest, phases), file).toEqual([]);
      }
    });

    it('the renderer names it from the manifest', () => {
      expect(rulesetNames[`ruleset/${id}`]).toBe(manifest.name);
      expect(rulesetNames[`ruleset/${id}/about`]).toBe(manifest.about);
    });
  });
});
