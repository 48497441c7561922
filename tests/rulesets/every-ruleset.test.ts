/**
 * Every registered ruleset, played at random through its own prompts: nothing throws, replay is
 * exact, the state stays plain JSON, and every code it shows the table has words.
 */
import { describe, expect, it } from 'vitest';
import type { Player, Ruleset } from '../../shared/engine/ruleset';
import { foldEvents } from '../../shared/engine/run';
import { rulesets } from '../../shared/rulesets/registry';
import { rulesetNames, rulesetUi } from '../../renderer/src/rulesets/registry';
import '../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../renderer/src/i18n/words';
import { promptCodes } from '../support/catalog-coverage';
import { playRandomly } from '../support/random-play';
import { isRulesetV2 } from '../../shared/engine/define';
import { tallyGame } from '../../shared/engine/player-records';

const NAMES = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve', 'Flo'];
const playersFor = (ruleset: Ruleset, count: number): Player[] =>
  NAMES.slice(0, Math.min(Math.max(count, ruleset.minPlayers), ruleset.maxPlayers)).map((name, i) => ({ id: `p${i + 1}`, name }));
/** Rulesets whose events name no player's win, death or madness (a toolkit, a tray, a checklist beside another game). */
const NO_PLAYER_RECORDS = ['dnd-skills', 'dice-tray', 'runebound-addons'];
/** Rulesets with no figures of their own to open statistics on (the add-ons' checklists sit beside another game). */
const NO_KEY_TRACKS = ['runebound-addons'];
const defaults = (ruleset: Ruleset) => ruleset.optionsSchema.parse(Object.fromEntries(ruleset.options.map((o) => [o.key, o.default])));

describe.each([...rulesets.values()].map((r) => [r.id, r] as const))('%s', (id, ruleset) => {
  const games = [1, 2, 3].map((seed) => playRandomly(ruleset, defaults(ruleset), playersFor(ruleset, seed + 1), seed * 7919, 300));

  it('has a renderer module with its name and description', () => {
    expect(rulesetUi(id), id).toBeDefined();
    // Its name and description are known before its module loads (the campaign list shows them).
    expect(rulesetNames[`ruleset/${id}`]).toBeDefined();
    expect(rulesetNames[`ruleset/${id}/about`]).toBeDefined();
  });

  it('replays its recorded events to exactly the state reached step by step', () => {
    for (const game of games) {
      for (const checkpoint of game.checkpoints.filter((_, i) => i % 25 === 0)) {
        expect(foldEvents(ruleset, undefined, game.log.slice(0, checkpoint.events))).toEqual(checkpoint.state);
      }
      expect(foldEvents(ruleset, undefined, game.log)).toEqual(game.state);
    }
  });

  it('keeps its state plain JSON (it is cached as snapshots)', () => {
    for (const game of games) expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
  });

  it('moves the game on: random play through its prompts reaches an end or goes on for many actions', () => {
    for (const game of games) {
      const ended = ruleset.outcome?.(game.state) ?? null;
      expect(ended !== null || game.checkpoints.length >= 20, `${game.checkpoints.length} actions accepted`).toBe(true);
    }
  });

  it('names the key tracks statistics open on: unique ids, whole numbers, and random play moves at least one', () => {
    if (!ruleset.keyTracks) return expect(NO_KEY_TRACKS).toContain(id);
    const start = ruleset.keyTracks(games[0].checkpoints[0]?.state ?? games[0].state);
    expect(new Set(start.map((t) => t.id)).size).toBe(start.length);
    const moved = new Set<string>();
    for (const game of games)
      for (const { state } of game.checkpoints)
        for (const track of ruleset.keyTracks(state)) {
          expect(Number.isInteger(track.value), `${track.id} = ${track.value}`).toBe(true);
          if (track.value !== start.find((t) => t.id === track.id)?.value) moved.add(track.id);
        }
    expect(moved.size, 'no key track moved in three random games').toBeGreaterThan(0);
  });

  it('declares whose win, death or madness its events are, on event types of its own, and counts random games', () => {
    const rules = ruleset.playerRecords;
    if (!rules) return expect(NO_PLAYER_RECORDS).toContain(id);
    const known = new Set(isRulesetV2(ruleset) ? ruleset.events.types : []);
    const declared = [
      ...Object.keys(rules.deaths),
      ...Object.keys(rules.madness),
      ...(rules.wins === 'everyone' ? [] : Object.keys(rules.wins)),
    ];
    expect(declared.filter((type) => !known.has(type))).toEqual([]);
    for (const game of games) {
      const players = playersFor(ruleset, game === games[0] ? 2 : game === games[1] ? 3 : 4);
      const tally = tallyGame(rules, players, game.log, ruleset.outcome?.(game.state)?.result === 'won');
      for (const t of tally.values()) expect(t.deaths >= 0 && t.madness >= 0).toBe(true);
    }
  });

  it('has words for every phase, prompt, action, choice, tracker, key track, event and refusal it showed', () => {
    const words = wordsFor(id);
    const missing = new Set<string>();
    const check = (code: string, params?: Record<string, unknown>) => {
      const text = words.t(code, params);
      if (text === code || /\{\w+\}|undefined/.test(text)) missing.add(code);
    };
    for (const game of games) {
      for (const { code, params } of game.prompts.flatMap(promptCodes)) check(code, params);
      for (const tracker of ruleset.trackers(game.state)) check(tracker.code, tracker.params);
      for (const track of ruleset.keyTracks?.(game.state) ?? []) check(track.code, track.params);
      for (const event of game.log.filter((e) => !e.type.startsWith('core/'))) {
        const text = words.narrate(event);
        if (text === event.type || /undefined|NaN/.test(text)) missing.add(`event ${event.type}`);
        if (event.cause && words.cause(event.cause) === event.cause) missing.add(`cause ${event.cause}`);
      }
      for (const code of game.errors) if (words.error({ code, message: '' }) === '') missing.add(`error ${code}`);
    }
    for (const option of ruleset.options) check(`option/${option.key}`);
    expect([...missing]).toEqual([]);
  }, 60_000); // a whole random game and every word it showed: past 20 s beside another file on a loaded runner
});
