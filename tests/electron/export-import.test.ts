import { readFileSync, existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';

let dir: ReturnType<typeof tempDir>;
let services: Services;
let fresh: Services | null = null;
const { call, attempt } = caller(() => services);
const other = caller(() => fresh!);
const start = (name: string) =>
  startServices({ databasePath: dir.file(name), version: 'test', transport: 'websocket', backupDir: dir.file(`${name}-backups`) });

beforeEach(() => {
  dir = tempDir();
  services = start('campaigns.sqlite');
});
afterEach(() => {
  services.close();
  fresh?.close();
  fresh = null;
  dir.remove();
});

/** A campaign with dice from both sources, a hand adjustment, undo, redo, a rewind, a checkpoint and two sessions. */
function playedCampaign(name = 'Long night') {
  const { id } = call('campaign/create', { name, rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} });
  call('campaign/act', { campaignId: id, action: { type: 'add-counter', payload: { name: 'Doom', min: 0, max: 12, start: 0 } } });
  call('campaign/act', {
    campaignId: id,
    action: { type: 'roll', payload: { count: 2, die: 'd10' }, roll: { source: 'table', values: [0, 7] } },
  });
  call('campaign/act', { campaignId: id, action: { type: 'roll', payload: { count: 3, die: 'd6' }, roll: { source: 'app' } } });
  for (let i = 0; i < 3; i++)
    call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
  call('history/checkpoint', { campaignId: id, name: 'three doom' });
  call('campaign/undo', { campaignId: id });
  call('campaign/redo', { campaignId: id });
  call('session/start', { campaignId: id });
  call('campaign/adjust', { campaignId: id, trackerId: 'c1', value: 9, reason: 'a bad night' });
  const history = call('campaign/history', { campaignId: id });
  call('campaign/rewind', { campaignId: id, toStep: history.find((e) => e.type === 'counter-added')!.step });
  call('campaign/undo', { campaignId: id });
  call('campaign/redo', { campaignId: id });
  call('campaign/act', { campaignId: id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 2 } } });
  return id;
}

/** The database's files, byte for byte. */
const bytes = (name: string) =>
  ['', '-wal'].map((suffix) => (existsSync(dir.file(name) + suffix) ? readFileSync(dir.file(name) + suffix).toString('base64') : ''));

describe('export and import', () => {
  it("writes format 3 with each player's colour, and a format-2 file (players without colours) still imports", () => {
    const { id } = call('campaign/create', {
      name: 'Colours',
      rulesetId: 'dice-tray',
      players: [{ name: 'Ann', color: '#aa3355' }, 'Bo'],
      options: {},
    });
    call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'table', values: [4] } },
    });
    const file = JSON.parse(call('history/export', { campaignId: id }).content) as {
      formatVersion: number;
      campaigns: { players: { name: string; color?: string }[] }[];
    };
    expect(file.formatVersion).toBe(4);
    expect(file.campaigns[0].players.find((p) => p.name === 'Ann')?.color).toBe('#aa3355');

    const formatTwo = {
      ...file,
      formatVersion: 2,
      campaigns: file.campaigns.map((c) => ({ ...c, players: c.players.map(({ color: _color, ...p }) => p) })),
    };
    fresh = start('fresh.sqlite');
    const { imported } = other.call('history/import', { content: JSON.stringify(formatTwo) });
    const copy = other.call('campaign/open', { campaignId: imported[0].id });
    const original = call('campaign/open', { campaignId: id });
    expect(copy.state).toEqual(original.state);
    expect(copy.trackers).toEqual(original.trackers);
    expect(copy.campaign.players.map((p) => p.name)).toEqual(['Ann', 'Bo']);
  });

  it('round-trips a campaign into a fresh profile: the state after import deep-equals the original', () => {
    const id = playedCampaign();
    const original = call('campaign/open', { campaignId: id });
    const exported = call('history/export', { campaignId: id });
    expect(exported.fileName).toMatch(/^doomkeeper-long-night-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(exported.content);
    expect(file).toMatchObject({ format: 'doomkeeper-campaigns', campaigns: [{ rulesetId: 'dice-tray', rulesetVersion: 1 }] });

    fresh = start('fresh.sqlite');
    const { imported } = other.call('history/import', { content: exported.content });
    expect(imported).toHaveLength(1);
    const copy = other.call('campaign/open', { campaignId: imported[0].id });
    expect(copy.state).toEqual(original.state);
    expect(copy.trackers).toEqual(original.trackers);
    expect(copy.canUndo).toBe(original.canUndo);
    expect(copy.canRedo).toBe(original.canRedo);
    expect(copy.campaign).toMatchObject({
      name: 'Long night',
      createdAt: original.campaign.createdAt,
      eventCount: original.campaign.eventCount,
    });
    const strip = (entries: { sessionId: number | null }[]) =>
      entries.map(({ sessionId, ...rest }) => ({ ...rest, session: sessionId === null ? null : 'set' }));
    expect(strip(other.call('history/chronicle', { campaignId: imported[0].id }).entries)).toEqual(
      strip(call('history/chronicle', { campaignId: id }).entries),
    );
    expect(other.call('session/list', { campaignId: imported[0].id }).map((s) => s.number)).toEqual([1, 2]);
    expect(other.call('history/chronicle', { campaignId: imported[0].id }).checkpoints.map((c) => c.name)).toEqual(['three doom']);
    // The re-export of the import is the same log.
    expect(JSON.parse(other.call('history/export', { campaignId: imported[0].id }).content).campaigns).toEqual(file.campaigns);
  });

  it('exports every campaign at once and imports them all', () => {
    playedCampaign('First');
    playedCampaign('Second');
    const all = call('history/export-all', {});
    expect(JSON.parse(all.content).campaigns.map((c: { name: string }) => c.name)).toEqual(['First', 'Second']);
    fresh = start('fresh.sqlite');
    expect(other.call('history/import', { content: all.content }).imported.map((c) => c.name)).toEqual(['First', 'Second']);
  });

  it('asks before importing a campaign that is already here, and keeps both when told to', () => {
    const id = playedCampaign();
    const { content } = call('history/export', { campaignId: id });
    const before = bytes('campaigns.sqlite');
    expect(attempt('history/import', { content })).toMatchObject({
      ok: false,
      error: { code: 'import/exists', details: { names: 'Long night' } },
    });
    expect(bytes('campaigns.sqlite')).toEqual(before);
    const { imported } = call('history/import', { content, keepBoth: true });
    expect(imported[0].name).toBe('Long night (imported)');
    expect(
      call('campaign/list', {})
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Long night', 'Long night (imported)']);
    expect(services.backups.list().map((b) => b.reason)).toContain('before-import');
  });

  describe('refuses a bad file whole, with the reason, leaving the database byte-identical', () => {
    const corruptions: [string, (file: any) => unknown, string][] = [
      ['not JSON at all', () => '{"format": "doomkeeper-campaigns", "campaigns": [', 'import/not_json'],
      ['JSON that is no export', () => ({ hello: 'world' }), 'import/not_export'],
      ['a newer export format', (f) => ({ ...f, formatVersion: 99 }), 'import/newer_format'],
      [
        'a missing field',
        (f) => {
          delete f.campaigns[0].events[2].type;
          return f;
        },
        'import/invalid_file',
      ],
      [
        'an unknown ruleset',
        (f) => {
          f.campaigns[0].rulesetId = 'chess';
          return f;
        },
        'import/unknown_ruleset',
      ],
      [
        'a newer ruleset version',
        (f) => {
          f.campaigns[0].rulesetVersion = 7;
          return f;
        },
        'import/newer_ruleset',
      ],
      [
        'a gap in the log',
        (f) => {
          f.campaigns[0].events.splice(3, 1);
          return f;
        },
        'import/bad_log',
      ],
      [
        'a log without its set-up',
        (f) => {
          f.campaigns[0].events[0].type = 'rolled';
          return f;
        },
        'import/bad_log',
      ],
      [
        'house rules these rules do not have',
        (f) => {
          f.campaigns[0].events[0].data.options = { colour: 'red' };
          return f;
        },
        'import/invalid_options',
      ],
      [
        'an event that does not replay',
        (f) => {
          delete f.campaigns[0].events[0].data.players;
          return f;
        },
        'import/replay_failed',
      ],
      [
        'a rewind to nowhere',
        (f) => {
          const e = f.campaigns[0].events.find((x: any) => x.type === 'core/rewind');
          e.data.toStep = 4000;
          return f;
        },
        'import/bad_log',
      ],
      [
        'one good and one bad campaign',
        (f) => {
          const bad = structuredClone(f.campaigns[0]);
          bad.rulesetId = 'chess';
          f.campaigns.unshift({ ...f.campaigns[0], name: 'Good', createdAt: '2020-01-01T00:00:00.000Z' });
          f.campaigns.push(bad);
          return f;
        },
        'import/unknown_ruleset',
      ],
    ];
    for (const [what, corrupt, code] of corruptions) {
      it(what, () => {
        const id = playedCampaign();
        const file = JSON.parse(call('history/export', { campaignId: id }).content);
        call('campaign/delete', { campaignId: id, confirmName: 'Long night' });
        const corrupted = corrupt(file);
        const content = typeof corrupted === 'string' ? corrupted : JSON.stringify(corrupted);
        const backupsBefore = services.backups.list().length;
        const before = bytes('campaigns.sqlite');
        const result = attempt('history/import', { content });
        expect(result).toMatchObject({ ok: false, error: { code } });
        expect(!result.ok && result.error.message.length).toBeGreaterThan(20);
        expect(bytes('campaigns.sqlite')).toEqual(before);
        expect(call('campaign/list', { includeArchived: true })).toEqual([]);
        expect(services.backups.list()).toHaveLength(backupsBefore);
      });
    }
  });
});
