/**
 * Installed packs in the campaign database (issue 32): checked whole before anything is stored,
 * registered at start-up, a campaign pinned to its exact text, removed only when unused, carried by
 * backups, restores and campaign exports, and a damaged row found at start-up. Real SQLite files.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { rulesets } from '../../shared/rulesets/registry';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { vigilText } from '../support/vigil-pack';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);
const start = (file = 'campaigns.sqlite') =>
  (services = startServices({ databasePath: dir.file(file), version: 'test', transport: 'ipc' }));
const candle = (view: { trackers: { id: string; value: number }[] }) => view.trackers.find((t) => t.id === 'candle')?.value;
/** Forgets every pack ruleset registered in this process, as a fresh start of the app would have none. */
const forgetPacks = () => {
  for (const id of [...rulesets.keys()]) if (id.startsWith('pack:candle-vigil@')) (rulesets as Map<string, unknown>).delete(id);
};
/** Version 1.1.0: a gust blows the candle down by 3, not 2. */
const harsher = vigilText((p) => {
  p.version = '1.1.0';
  p.charts[0].rows[1].effects = [{ add: 'candle', by: -3 }];
});
const gust = (campaignId: number) =>
  call('campaign/act', { campaignId, action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } } });

beforeEach(() => {
  dir = tempDir('doomkeeper-packs-');
  forgetPacks();
  start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('importing a pack file', () => {
  it('a broken pack is refused whole, every problem with its pointer and a plain message, and nothing is stored', () => {
    const broken = vigilText((p) => {
      (p.players as { min: unknown }).min = 'one';
      p.actions[0].effects[0] = { roll: 'draft' };
    });
    const refused = attempt('packs/import', { text: broken });
    expect(refused).toMatchObject({ ok: false, error: { code: 'packs/invalid' } });
    const problems = (refused as unknown as { error: { details: { problems: { pointer: string; message: string }[] } } }).error.details
      .problems;
    expect(problems).toEqual([expect.objectContaining({ pointer: '/players/min', message: expect.any(String) })]);
    // Fixed there, the next problem shows: the chart the action names does not exist.
    const next = attempt('packs/import', { text: vigilText((p) => (p.actions[0].effects[0] = { roll: 'draft' } as never)) });
    expect(next).toMatchObject({
      ok: false,
      error: { details: { problems: [{ pointer: '/actions/0/effects/0/roll', code: 'pack/unknown-reference' }] } },
    });
    expect(attempt('packs/import', { text: '{ not json' })).toMatchObject({ ok: false, error: { code: 'packs/invalid' } });
    expect(call('packs/list', {})).toEqual({ packs: [], damaged: [] });
    expect(services.db.prepare('SELECT count(*) FROM packs').pluck().get()).toBe(0);
  });

  it('a whole pack is installed once, listed with its version and author, and offered as a ruleset', () => {
    const { pack, already } = call('packs/import', { text: vigilText() });
    expect(already).toBe(false);
    expect(pack).toMatchObject({ packId: 'candle-vigil', version: '1.0.0', name: 'Candle Vigil', author: 'Test Author', campaigns: [] });
    expect(pack.rulesetId).toBe(`pack:candle-vigil@${pack.hash.slice(0, 12)}`);
    expect(call('packs/import', { text: vigilText() })).toMatchObject({ already: true, pack: { hash: pack.hash } });
    expect(call('ruleset/list', {}).map((r) => r.id)).toContain(pack.rulesetId);
    // Another text under the same id and version is refused: the designer gives it a new version.
    const twin = vigilText((p) => (p.author = 'Someone Else'));
    expect(attempt('packs/import', { text: twin })).toMatchObject({ ok: false, error: { code: 'packs/version_taken' } });
    expect(call('packs/list', {}).packs).toHaveLength(1);
    expect(call('packs/export', { hash: pack.hash }).content).toBe(vigilText());
  });

  it('bad input at the boundary is refused with a clear error and changes nothing', () => {
    expect(attempt('packs/remove', { hash: 'nope' })).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(attempt('packs/import', { text: 42 })).toMatchObject({ ok: false, error: { code: 'rpc/invalid_payload' } });
    expect(attempt('packs/export', { hash: 'a'.repeat(64) })).toMatchObject({ ok: false, error: { code: 'packs/not_found' } });
    expect(attempt('packs/import', { text: 'x'.repeat(1_100_000) })).toMatchObject({ ok: false, error: { code: 'packs/invalid' } });
  });
});

describe('a campaign is pinned to its pack', () => {
  it('plays under the text it was created with after a newer version is installed and the app restarts', () => {
    const v1 = call('packs/import', { text: vigilText() }).pack;
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: v1.rulesetId, players: ['Ann'], options: {} });
    expect(candle(gust(created.id))).toBe(4);

    const v2 = call('packs/import', { text: harsher }).pack;
    expect(v2.rulesetId).not.toBe(v1.rulesetId);
    expect(call('packs/list', {}).packs.map((p) => [p.version, p.campaigns.map((c) => c.name)])).toEqual([
      ['1.0.0', ['Vigil night']],
      ['1.1.0', []],
    ]);

    // A fresh start: the rulesets come from the database alone.
    services.close();
    forgetPacks();
    start();
    const view = call('campaign/open', { campaignId: created.id });
    expect(view.campaign.rulesetId).toBe(v1.rulesetId);
    expect(candle(view)).toBe(4);
    expect(candle(gust(created.id))).toBe(2);
    // A new campaign on the newer version burns faster.
    const newer = call('campaign/create', { name: 'Harsh night', rulesetId: v2.rulesetId, players: ['Ann'], options: {} });
    expect(candle(gust(newer.id))).toBe(3);
  });

  it('a pack is removed only when no campaign uses it; the refusal names them and changes nothing', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    expect(attempt('packs/remove', { hash: pack.hash })).toMatchObject({
      ok: false,
      error: { code: 'packs/in_use', details: { campaigns: 'Vigil night', count: 1 } },
    });
    expect(call('packs/list', {}).packs).toHaveLength(1);
    call('campaign/delete', { campaignId: created.id, confirmName: 'Vigil night' });
    expect(call('packs/remove', { hash: pack.hash })).toEqual({ removed: pack.hash });
    expect(call('packs/list', {}).packs).toEqual([]);
    // The database itself refuses to drop a text a campaign is pinned to.
    const again = call('packs/import', { text: vigilText() }).pack;
    call('campaign/create', { name: 'Second', rulesetId: again.rulesetId, players: ['Ann'], options: {} });
    expect(() => services.db.prepare('DELETE FROM packs WHERE hash = ?').run(again.hash)).toThrow(/FOREIGN KEY/);
  });
});

describe('data safety', () => {
  it('a damaged pack row is found by the start-up check; its campaign does not open, the rest do', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    const dice = call('campaign/create', { name: 'Dice', rulesetId: 'dice-tray', players: [], options: {} });
    services.db.prepare('UPDATE packs SET text = replace(text, ?, ?)').run('"by": -2', '"by": -6');
    services.close();
    forgetPacks();
    start();
    const listed = call('packs/list', {});
    expect(listed.packs).toEqual([]);
    expect(listed.damaged).toEqual([
      expect.objectContaining({ packId: 'candle-vigil', version: '1.0.0', problem: expect.stringMatching(/does not match its hash/) }),
    ]);
    expect(attempt('campaign/open', { campaignId: created.id })).toMatchObject({ ok: false });
    expect(call('campaign/open', { campaignId: dice.id }).campaign.name).toBe('Dice');
  });

  it('a whole-database restore brings back the packs with their campaigns', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    gust(created.id);
    const backup = call('backup/create', {});
    call('campaign/delete', { campaignId: created.id, confirmName: 'Vigil night' });
    call('packs/remove', { hash: pack.hash });
    expect(call('packs/list', {}).packs).toEqual([]);

    forgetPacks();
    call('backup/restore', { name: backup.name });
    expect(call('packs/list', {}).packs.map((p) => [p.hash, p.campaigns.length])).toEqual([[pack.hash, 1]]);
    expect(candle(call('campaign/open', { campaignId: created.id }))).toBe(4);
    expect(call('backup/contents', { name: backup.name }).campaigns.map((c) => c.rulesetId)).toEqual([pack.rulesetId]);
  });

  it('one campaign restored from a backup brings its pack back', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    gust(created.id);
    const backup = call('backup/create', {});
    call('campaign/delete', { campaignId: created.id, confirmName: 'Vigil night' });
    call('packs/remove', { hash: pack.hash });
    const restored = call('backup/restore-campaign', { name: backup.name, campaignId: created.id, as: 'copy' });
    expect(candle(call('campaign/open', { campaignId: restored.campaign.id }))).toBe(4);
    expect(call('packs/list', {}).packs.map((p) => p.campaigns.length)).toEqual([1]);
  });

  it('a campaign export carries its pack: importing installs it where missing, and asks when a different text has its id and version', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    gust(created.id);
    const exported = call('history/export', { campaignId: created.id }).content;
    expect(JSON.parse(exported).campaigns[0].pack.text).toBe(vigilText());

    // Into a database without the pack: installed with the campaign.
    services.close();
    forgetPacks();
    start('other.sqlite');
    const imported = call('history/import', { content: exported }).imported[0];
    expect(candle(call('campaign/open', { campaignId: imported.id }))).toBe(4);
    expect(call('packs/list', {}).packs.map((p) => p.hash)).toEqual([pack.hash]);

    // Into a database holding a different text of candle-vigil 1.0.0: the table is asked first.
    services.close();
    forgetPacks();
    start('third.sqlite');
    const other = call('packs/import', { text: vigilText((p) => (p.author = 'Someone Else')) }).pack;
    expect(attempt('history/import', { content: exported })).toMatchObject({
      ok: false,
      error: { code: 'import/pack_differs', details: { packId: 'candle-vigil', version: '1.0.0' } },
    });
    expect(call('campaign/list', {})).toEqual([]);
    expect(call('packs/list', {}).packs.map((p) => p.hash)).toEqual([other.hash]);
    const kept = call('history/import', { content: exported, keepBothPacks: true }).imported[0];
    expect(candle(call('campaign/open', { campaignId: kept.id }))).toBe(4);
    expect(
      call('packs/list', {})
        .packs.map((p) => p.hash)
        .sort(),
    ).toEqual([other.hash, pack.hash].sort());
  });

  it('an export whose pack text was tampered with is refused whole', () => {
    const { pack } = call('packs/import', { text: vigilText() });
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: pack.rulesetId, players: ['Ann'], options: {} });
    gust(created.id);
    const file = JSON.parse(call('history/export', { campaignId: created.id }).content);
    file.campaigns[0].pack.text = harsher;
    expect(attempt('history/import', { content: JSON.stringify(file) })).toMatchObject({
      ok: false,
      error: { code: 'import/pack_mismatch' },
    });
    file.campaigns[0].pack.text = '{}';
    expect(attempt('history/import', { content: JSON.stringify(file) })).toMatchObject({
      ok: false,
      error: { code: 'import/invalid_pack' },
    });
    expect(call('campaign/list', {})).toHaveLength(1);
  });
});

describe('moving a campaign to a newer version of its pack, explicitly', () => {
  function played() {
    const v1 = call('packs/import', { text: vigilText() }).pack;
    const created = call('campaign/create', { name: 'Vigil night', rulesetId: v1.rulesetId, players: ['Ann'], options: {} });
    call('campaign/act', { campaignId: created.id, action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [2] } } });
    gust(created.id);
    gust(created.id); // undone: not in force, so not replayed
    call('campaign/undo', { campaignId: created.id });
    call('campaign/act', { campaignId: created.id, action: { type: 'relight', payload: {} } });
    const v2 = call('packs/import', { text: harsher }).pack;
    return { v1, v2, campaignId: created.id };
  }

  it('shows the first step that differs and the trackers before and after, writing nothing', () => {
    const { v2, campaignId } = played();
    const before = call('campaign/history', { campaignId });
    const preview = call('packs/upgrade-preview', { campaignId, hash: v2.hash });
    expect(preview).toMatchObject({ from: { version: '1.0.0' }, to: { version: '1.1.0', hash: v2.hash }, steps: 4, refused: null });
    // Set-up and a still night agree; the gust (step 3 in force) burns 2 under 1.0.0 and 3 under 1.1.0.
    expect(preview.firstDifference).toMatchObject({ n: 3, action: 'keep-vigil' });
    const at = (list: { id: string; value: number }[]) => list.find((t) => t.id === 'candle')?.value;
    expect([at(preview.firstDifference!.before), at(preview.firstDifference!.after)]).toEqual([4, 3]);
    expect(preview.trackers.find((t) => t.id === 'candle')).toMatchObject({ before: 5, after: 4 });
    expect(preview.trackers.find((t) => t.id === 'dawn')).toMatchObject({ before: 3, after: 3 });
    expect(call('campaign/history', { campaignId })).toEqual(before);
    expect(call('campaign/list', {})).toHaveLength(1);
  });

  it('upgrades: the game replayed under the new version takes the name, the old one is kept archived, and undo brings it back', () => {
    const { v1, v2, campaignId } = played();
    const oldView = call('campaign/open', { campaignId });
    const { campaign, previous } = call('packs/upgrade', { campaignId, hash: v2.hash });
    expect(previous).toEqual({ id: campaignId, name: 'Vigil night' });
    expect(campaign).toMatchObject({ name: 'Vigil night', rulesetId: v2.rulesetId });
    const upgraded = call('campaign/open', { campaignId: campaign.id });
    expect(candle(upgraded)).toBe(4);
    expect(candle(gust(campaign.id))).toBe(1);
    expect(call('campaign/list', { includeArchived: true }).map((c) => [c.name, c.archived])).toEqual(
      expect.arrayContaining([
        ['Vigil night', false],
        ['Vigil night (1.0.0)', true],
      ]),
    );
    expect(call('packs/list', {}).packs.map((p) => [p.version, p.campaigns.length])).toEqual([
      ['1.0.0', 1],
      ['1.1.0', 1],
    ]);
    // The old campaign is untouched: same log, same trackers, still its own pinned text.
    expect(call('campaign/open', { campaignId }).trackers).toEqual(oldView.trackers);
    expect(call('campaign/open', { campaignId }).campaign.rulesetId).toBe(v1.rulesetId);

    const undone = call('packs/undo-upgrade', { campaignId: campaign.id, previousId: campaignId });
    expect(undone.campaign).toMatchObject({ id: campaignId, name: 'Vigil night', archived: false });
    expect(call('campaign/list', { includeArchived: true }).map((c) => c.name)).toEqual(['Vigil night']);
    expect(services.backups.list().map((b) => b.reason)).toEqual(expect.arrayContaining(['before-upgrade']));
  });

  it('is refused with the step when the new version refuses it, and for another pack, the same text or a code ruleset', () => {
    const { v1, campaignId } = played();
    const stricter = call('packs/import', {
      text: vigilText((p) => {
        p.version = '2.0.0';
        p.actions[1].when = { '<': [{ var: 'tracks.candle' }, 0] };
      }),
    }).pack;
    expect(call('packs/upgrade-preview', { campaignId, hash: stricter.hash }).refused).toMatchObject({ n: 4, action: 'relight' });
    expect(attempt('packs/upgrade', { campaignId, hash: stricter.hash })).toMatchObject({
      ok: false,
      error: { code: 'packs/upgrade_refused', details: { n: 4 } },
    });
    expect(attempt('packs/upgrade', { campaignId, hash: v1.hash })).toMatchObject({ ok: false, error: { code: 'packs/same_text' } });
    const dice = call('campaign/create', { name: 'Dice', rulesetId: 'dice-tray', players: [], options: {} });
    expect(attempt('packs/upgrade-preview', { campaignId: dice.id, hash: v1.hash })).toMatchObject({
      ok: false,
      error: { code: 'packs/not_a_pack_campaign' },
    });
    expect(
      call('campaign/list', {})
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Dice', 'Vigil night']);
  });
});

describe("the editor's live preview", () => {
  it('plays a scratch campaign in memory, and a valid change restarts it under the new text with the steps played so far', () => {
    const first = call('packs/preview', { text: vigilText(), players: ['Player 1', 'Player 2'] });
    expect(first.campaign.players.map((p) => p.name)).toEqual(['Player 1']);
    expect(first.prompt.actions.map((a) => a.type)).toContain('keep-vigil');
    let view = call('packs/preview-act', { action: { type: 'keep-vigil', payload: {}, roll: { source: 'table', values: [5] } } });
    expect(candle(view)).toBe(4);
    view = call('packs/preview-act', { action: { type: 'keep-vigil', payload: {}, roll: { source: 'app' } } });
    const rolled = view.lastStep[0].dice![0].value as number;
    expect(candle(view)).toBe(rolled >= 4 ? 2 : 4);
    view = call('packs/preview-undo', {});
    expect(candle(view)).toBe(4);

    // The designer makes gusts harsher: the preview restarts under it and plays the gust again.
    const edited = call('packs/preview', { text: harsher, players: ['Player 1'] });
    expect(edited.replayed).toBe(1);
    expect(candle(edited)).toBe(3);
    // A broken text is refused with its problems; the preview stays as it was.
    expect(attempt('packs/preview', { text: '{', players: ['Player 1'] })).toMatchObject({ ok: false, error: { code: 'packs/invalid' } });
    expect(candle(call('packs/preview-act', { action: { type: 'relight', payload: {} } }))).toBe(4);
    expect(candle(call('packs/preview', { text: harsher, players: ['Player 1'], fresh: true }))).toBe(6);

    // Nothing of it reached the campaign file.
    expect(call('campaign/list', { includeArchived: true })).toEqual([]);
    expect(call('packs/list', {}).packs).toEqual([]);
    expect(attempt('packs/preview', { text: vigilText(), players: [] })).toMatchObject({
      ok: false,
      error: { code: 'rpc/invalid_payload' },
    });
  });
});
