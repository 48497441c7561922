/**
 * Manifests: a code ruleset whose data is a manifest (`shared/rulesets/<id>/manifest.ts`) plays by
 * it — its id, version, players, options, phases, tracks, headlines and key tracks are the
 * manifest's, and the renderer names it from the manifest before its words load.
 */
import { describe, expect, it } from 'vitest';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { trackOfTracker } from '../../shared/rulesets/manifest';
import { manifestOf, rulesetMeta, rulesets } from '../../shared/rulesets/registry';
import { rulesetNames } from '../../renderer/src/rulesets/registry';
import { playRandomly } from '../support/random-play';

const withManifest = CODE_RULESET_IDS.filter((id) => manifestOf(id));

/** Reports that end a game at once, passed over by the random walks so they reach every track (Monster Step's city timers). */
const RARE: Partial<Record<string, readonly string[]>> = { 'runebound-monster-step': ['dragon-rune-gained', 'event-card-in-play'] };

describe('manifests', () => {
  it('the rulesets listed in docs/packs/README.md have one', () => {
    expect(withManifest).toEqual([
      'dice-tray',
      'runebound-seven-scions',
      'runebound-cataclysm',
      'runebound-monster-step',
      'drunkards-of-catan',
      'munchkin-rpg',
    ]);
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
      for (const ids of [manifest.phases, manifest.tracks.map((t) => t.id), manifest.keyTracks.map((t) => t.id)]) {
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it("its headlines are the manifest's declaration", () => {
      expect(ruleset.headlines).toBe(manifest.headlines);
    });

    it("after every step of random games, every tracker it shows is a manifest track with its code and range (and every track shows), its phase and key tracks are the manifest's", () => {
      const players = Array.from({ length: Math.max(1, manifest.players.min) }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
      const defaults = Object.fromEntries(manifest.options.map((o) => [o.key, o.default]));
      const seen = new Set<string>();
      for (const seed of [7, 8, 9]) {
        const game = playRandomly(ruleset, defaults, players, seed, 400, { rare: RARE[id] ?? [] });
        for (const { state } of game.checkpoints) {
          expect(manifest.phases).toContain(ruleset.prompt(state).phase);
          expect(ruleset.keyTracks?.(state).map(({ id, code }) => ({ id, code })) ?? []).toEqual(manifest.keyTracks);
          if (manifest.tableTracks) continue; // the table's own counters: nothing declared to compare
          for (const tracker of ruleset.trackers(state)) {
            const track = trackOfTracker(manifest, tracker.id);
            expect(track, tracker.id).toBeDefined();
            const max = track!.maxOption === undefined ? track!.max : defaults[track!.maxOption];
            expect({ code: tracker.code, min: tracker.min, max: tracker.max }).toEqual({ code: track!.code, min: track!.min, max });
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

    it('the renderer names it from the manifest', () => {
      expect(rulesetNames[`ruleset/${id}`]).toBe(manifest.name);
      expect(rulesetNames[`ruleset/${id}/about`]).toBe(manifest.about);
    });
  });
});
