/**
 * A new campaign's players and the campaign list's glance (issue 18, "Set-up, list"): each name
 * once, each player with a colour; every listed campaign shows its turn, what the table does now
 * and its key tracks. Real SQLite files in a temp folder.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyTracks } from '../../electron/main/services/campaign-glance';
import { CampaignStore } from '../../electron/main/services/campaign-store';
import { openDatabase } from '../../electron/main/services/database';
import { EngineHost } from '../../electron/main/services/engine-host';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Player, Tracker } from '../../shared/engine/ruleset';
import { PLAYER_COLOURS, playerColour } from '../../shared/rpc/players';
import { rulesets } from '../../shared/rulesets/registry';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('players of a new campaign', () => {
  it('refuses two players of the same name at the boundary, whatever their case and spaces, naming the seat', () => {
    const result = attempt('campaign/create', { name: 'Twins', rulesetId: 'catan-horror', players: ['Ana', 'Ben', ' ana '], options: {} });
    expect(result).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(!result.ok && result.error.message).toContain('players.2: two players are called “ana”');
    expect(call('campaign/list', { includeArchived: true })).toEqual([]);
  });

  it('the service refuses them too, when called without the boundary', () => {
    const db = openDatabase(dir.file('direct.sqlite'));
    try {
      const host = new EngineHost({ store: new CampaignStore(db), rulesets, rollDice: () => [], now: () => '2026-03-01T20:00:00.000Z' });
      expect(host.create({ name: 'Twins', rulesetId: 'catan-horror', players: ['Ana', { name: 'ANA' }], options: {} })).toMatchObject({
        ok: false,
        error: { code: 'campaign/duplicate_player' },
      });
      expect(new CampaignStore(db).listCampaigns(true)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('gives each player a colour: the one chosen, else the first of the palette no one took; stored with the player and in the set-up', () => {
    const created = call('campaign/create', {
      name: 'Colours',
      rulesetId: 'catan-horror',
      players: [{ name: 'Ana', color: '#7CC4FF' }, 'Ben', { name: 'Cy' }],
      options: {},
    });
    expect(created.players).toEqual([
      { id: 'p1', name: 'Ana', color: '#7cc4ff' },
      { id: 'p2', name: 'Ben', color: PLAYER_COLOURS[0] },
      { id: 'p3', name: 'Cy', color: PLAYER_COLOURS[2] },
    ]);
    const setup = call('campaign/history', { campaignId: created.id })[0];
    expect(setup.data.players).toEqual(created.players);
    // The colours travel in an export and come back with an import.
    const file = call('history/export', { campaignId: created.id });
    const imported = call('history/import', { content: file.content, keepBoth: true }).imported[0];
    expect(imported.players).toEqual(created.players);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(
      attempt('campaign/create', { name: 'Bad', rulesetId: 'catan-horror', players: [{ name: 'Ana', color: 'red' }, 'Ben'], options: {} }),
    ).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
  });

  it('a campaign made before colours shows the palette colour of each seat, the same every time', () => {
    const old: Player[] = [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Ben' },
    ];
    expect(old.map((p, i) => playerColour(p, i))).toEqual([PLAYER_COLOURS[0], PLAYER_COLOURS[1]]);
    expect(playerColour({ color: '#123456' }, 0)).toBe('#123456');
  });
});

describe('the campaign list at a glance', () => {
  it('shows each campaign’s turn, what the table does now and its key tracks, and follows every change', () => {
    const { id } = call('campaign/create', { name: 'Glance', rulesetId: 'runebound-monster-step', players: ['Solo'], options: {} });
    const first = call('campaign/list', {})[0].glance!;
    const view = call('campaign/open', { campaignId: id });
    expect(first).toEqual({
      turn: 1,
      phase: view.prompt.phase,
      instruction: { code: view.prompt.code, ...(view.prompt.params ? { params: view.prompt.params } : {}) },
      tracks: view.trackers.slice(0, 3),
    });
    expect(first.tracks.map((t) => t.id)).toEqual(['doom', 'terror', 'outskirts']);
    call('campaign/adjust', { campaignId: id, trackerId: 'terror', value: 4 });
    expect(call('campaign/list', {})[0].glance!.tracks.find((t) => t.id === 'terror')!.value).toBe(4);
    call('campaign/undo', { campaignId: id });
    expect(call('campaign/list', {})[0].glance!.tracks.find((t) => t.id === 'terror')!.value).toBe(0);
  });

  it('picks the game’s own tracks first, then one kind of the players’ tracks at a time', () => {
    const players = [
      { id: 'p1', name: 'Ana' },
      { id: 'p2', name: 'Ben' },
    ];
    const t = (id: string, code: string, params?: Record<string, unknown>): Tracker => ({
      id,
      code,
      ...(params ? { params } : {}),
      value: 0,
      min: 0,
      max: 9,
    });
    const trackers = [
      t('level/p1', 'level', { name: 'Ana' }),
      t('gold/p1', 'gold', { name: 'Ana' }),
      t('level/p2', 'level', { name: 'Ben' }),
      t('gold/p2', 'gold', { name: 'Ben' }),
      t('doom', 'doom'),
    ];
    expect(keyTracks(trackers, players).map((x) => x.id)).toEqual(['doom', 'level/p1', 'level/p2']);
  });

  it('lists a long campaign’s glance from the newest snapshot and the steps after it, as opening does', () => {
    const { id } = call('campaign/create', { name: 'Long', rulesetId: 'dice-tray', players: [], options: {} });
    call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } } });
    for (let i = 0; i < 1200; i++)
      call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    services.close();
    // A fresh start: nothing held in memory, the glance is read from the file.
    services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
    const started = performance.now();
    expect(call('campaign/list', {})).toMatchObject([{ eventCount: 1202, glance: { tracks: [{ id: 'c1', value: 1200 }] } }]);
    // At most 250 steps are replayed after the snapshot: well under the time a table would notice.
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
