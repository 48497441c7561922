/**
 * Issue 30, per-player records across campaigns: games, finished, wins, deaths and madness, counted
 * from each game's events in force by its ruleset's declaration, players matched by name with case and
 * surrounding spaces ignored — through the real services on a temp SQLite file.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startServices, type Services } from '../../electron/main/services/services';
import { definePlayerRecords, tallyGame } from '../../shared/engine/player-records';
import { ok } from '../../shared/engine/result';
import type { Ruleset } from '../../shared/engine/ruleset';
import { catanHorrorPlayerRecords } from '../../shared/rulesets/catan-horror/player-records';
import { rulesets } from '../../shared/rulesets/registry';
import type { PlayerRecord } from '../../shared/rpc/contract';
import { tempDir } from '../support/temp-db';

/** A skirmish: the table records a fall (a death), a fright (madness) or the winner, as events naming the player. */
type SkirmishEvent =
  | { type: 'fell'; data: { player: string } }
  | { type: 'frightened'; data: { player: string } }
  | { type: 'won-by'; data: { player: string } };
const skirmish: Ruleset<{ winner: string | null }, Record<string, never>> = {
  id: 'skirmish',
  version: 1,
  minPlayers: 1,
  maxPlayers: 4,
  optionsSchema: z.object({}).strict(),
  options: [],
  setup: () => ok({ winner: null }),
  actions: {
    record: {
      schema: z.object({ type: z.enum(['fell', 'frightened', 'won-by']), player: z.string() }).strict(),
      decide: (_s, p) => ok([{ type: p.type, data: { player: p.player } }]),
    },
  },
  apply: (state, event) => (event.type === 'won-by' ? { winner: String(event.data.player) } : state),
  prompt: () => ({ phase: 'skirmish', code: 'skirmish', actions: [] }),
  trackers: () => [],
  setTracker: (state) => state,
  turnInfo: () => ({ turn: 1, phase: 'skirmish' }),
  outcome: (state) => (state.winner ? { result: 'won', code: 'skirmish/won' } : null),
  playerRecords: definePlayerRecords<SkirmishEvent>({
    wins: { 'won-by': (d) => d.player },
    deaths: { fell: (d) => d.player },
    madness: { frightened: (d) => d.player },
  }),
};

let dir: ReturnType<typeof tempDir>;
let services: Services;
beforeEach(() => {
  dir = tempDir();
  services = startServices({
    databasePath: dir.file('campaigns.sqlite'),
    version: 'test',
    transport: 'websocket',
    rulesets: new Map([...rulesets, ['skirmish', skirmish]]),
  });
});
afterEach(() => {
  services.close();
  dir.remove();
});

function value<T>(result: { ok: true; value: unknown } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value as T;
}
const create = (players: string[]) =>
  value<{ id: number; players: { id: string; name: string }[] }>(
    services.dispatch('campaign/create', { name: 'Skirmish', rulesetId: 'skirmish', players, options: {} }),
  );
const record = (campaign: { id: number; players: { id: string; name: string }[] }, type: SkirmishEvent['type'], name: string) =>
  value(
    services.dispatch('campaign/act', {
      campaignId: campaign.id,
      action: { type: 'record', payload: { type, player: campaign.players.find((p) => p.name.trim() === name.trim())!.id } },
    }),
  );
const players = () => value<{ players: PlayerRecord[] }>(services.dispatch('stats/overall', {})).players;

describe('per-player records across campaigns', () => {
  it('counts games, finished, wins, deaths and madness, matching "Ann", " ann " and "ANN" as one player', () => {
    const first = create(['Ann', 'Ben']);
    record(first, 'fell', 'Ann');
    record(first, 'frightened', 'Ben');
    record(first, 'won-by', 'Ben');
    const second = create([' ann ', 'Cid']);
    record(second, 'fell', ' ann ');
    record(second, 'fell', ' ann ');
    record(second, 'won-by', ' ann ');
    const third = create(['ANN']); // not finished
    record(third, 'frightened', 'ANN');
    expect(players()).toEqual([
      { name: 'Ann', games: 3, finished: 2, wins: 1, deaths: 3, madness: 1, spellings: ['ann', 'ANN'] },
      { name: 'Ben', games: 1, finished: 1, wins: 1, deaths: 0, madness: 1, spellings: [] },
      { name: 'Cid', games: 1, finished: 1, wins: 0, deaths: 0, madness: 0, spellings: [] },
    ]);
  });

  it('credits the Drunkards of Catan winner the table names (a game that ends "ended", not "won")', () => {
    const game = value<{ id: number; players: { id: string; name: string }[] }>(
      services.dispatch('campaign/create', { name: 'Barrels', rulesetId: 'drunkards-of-catan', players: ['Eve', 'Fay'], options: {} }),
    );
    const fay = game.players.find((p) => p.name === 'Fay')!.id;
    const ended = value<{ outcome: { result: string } | null }>(
      services.dispatch('campaign/act', { campaignId: game.id, action: { type: 'end-game', payload: { winner: fay } } }),
    );
    expect(ended.outcome?.result).toBe('ended');
    expect(players()).toEqual([
      { name: 'Eve', games: 1, finished: 1, wins: 0, deaths: 0, madness: 0, spellings: [] },
      { name: 'Fay', games: 1, finished: 1, wins: 1, deaths: 0, madness: 0, spellings: [] },
    ]);
  });

  it('leaves out what was undone, and counts a player of a ruleset without a declaration in games only', () => {
    const game = create(['Dee']);
    record(game, 'fell', 'Dee');
    value(services.dispatch('campaign/undo', { campaignId: game.id }));
    value(services.dispatch('campaign/create', { name: 'Tray', rulesetId: 'dice-tray', players: ['dee'], options: {} }));
    expect(players()).toEqual([{ name: 'Dee', games: 2, finished: 0, wins: 0, deaths: 0, madness: 0, spellings: ['dee'] }]);
  });

  it('reads Catan Horror’s events: a knight killed (or hurt to death) is its owner’s death, a knight or player gone mad their madness, the declared victor wins', () => {
    const table = [
      { id: 'p1', name: 'Ann' },
      { id: 'p2', name: 'Ben' },
    ];
    const tally = tallyGame(
      catanHorrorPlayerRecords,
      table,
      [
        { type: 'knight-killed', data: { owner: 'p1' } },
        { type: 'knight-hurt', data: { owner: 'p1', died: true } },
        { type: 'knight-hurt', data: { owner: 'p2', died: false } },
        { type: 'knight-went-mad', data: { owner: 'p2' } },
        { type: 'player-went-mad', data: { player: 'p2' } },
        { type: 'victory-declared', data: { player: 'p1' } },
        { type: 'knight-killed', data: {} }, // an older shape names nobody
      ],
      true,
    );
    expect(Object.fromEntries(tally)).toEqual({
      p1: { won: true, deaths: 2, madness: 0 },
      p2: { won: false, deaths: 0, madness: 2 },
    });
    // A campaign recorded by version 1 (retired `v1/` types, the same fields) keeps its records.
    const v1 = tallyGame(
      catanHorrorPlayerRecords,
      table,
      [
        { type: 'v1/knight-killed', data: { owner: 'p2' } },
        { type: 'v1/knight-went-mad', data: { owner: 'p1' } },
        { type: 'v1/player-went-mad', data: { player: 'p1' } },
        { type: 'v1/victory-declared', data: { player: 'p2' } },
      ],
      true,
    );
    expect(Object.fromEntries(v1)).toEqual({ p1: { won: false, deaths: 0, madness: 2 }, p2: { won: true, deaths: 1, madness: 0 } });
    // Catan freed: everyone at the table wins; a game that did not end won makes no winner.
    expect(
      [...tallyGame(catanHorrorPlayerRecords, table, [{ type: 'game-ended', data: { code: 'catan-freed' } }], true).values()].map(
        (t) => t.won,
      ),
    ).toEqual([true, true]);
    expect(
      [...tallyGame(catanHorrorPlayerRecords, table, [{ type: 'victory-declared', data: { player: 'p1' } }], false).values()].map(
        (t) => t.won,
      ),
    ).toEqual([false, false]);
  });
});
