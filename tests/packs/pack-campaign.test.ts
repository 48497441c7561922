import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { checkPackText } from '../../shared/packs/check';
import { packRuleset } from '../../shared/packs/ruleset';
import { registerRuleset, rulesets } from '../../shared/rulesets/registry';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

const checked = checkPackText(readFileSync(new URL('../../packs/drunkards-of-catan.json', import.meta.url), 'utf8'));
if (!checked.ok) throw new Error('the shipped pack is refused');
const drunkards = packRuleset(checked.pack);

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call, attempt } = caller(() => services);
const start = () => startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
const barrels = (view: { trackers: { id: string; value: number }[] }, id: string) => view.trackers.find((t) => t.id === id)?.value;

beforeAll(() => {
  expect(registerRuleset(drunkards).ok).toBe(true);
});
afterAll(() => {
  (rulesets as Map<string, unknown>).delete(drunkards.id);
});
beforeEach(() => {
  dir = tempDir();
  services = start();
});
afterEach(() => {
  services.close();
  dir.remove();
});

describe('a pack registered at run time plays through the real services, unchanged', () => {
  it('a campaign of the pack: act with table dice, undo, redo, reopen from the SQLite file, export and import', () => {
    const created = call('campaign/create', {
      name: 'Pack night',
      rulesetId: 'pack:drunkards-of-catan',
      players: ['Ann', 'Bob'],
      options: {},
    });
    let view = call('campaign/open', { campaignId: created.id });
    const ann = (view.state as { players: { id: string }[] }).players[0].id;
    expect(view.prompt.actions.map((a) => a.type)).toEqual(['production-roll', 'build-barrel', 'end-game']);
    view = call('campaign/act', { campaignId: created.id, action: { type: 'build-barrel', payload: { player: ann, count: 3 } } });
    expect(barrels(view, `barrels/${ann}`)).toBe(3);
    view = call('campaign/act', {
      campaignId: created.id,
      action: { type: 'production-roll', payload: {}, roll: { source: 'table', values: [2, 2] } },
    });
    expect(barrels(view, `barrels/${ann}`)).toBe(1);
    expect(barrels(view, `drinks/${ann}`)).toBe(2);
    view = call('campaign/undo', { campaignId: created.id });
    expect(barrels(view, `barrels/${ann}`)).toBe(3);
    view = call('campaign/redo', { campaignId: created.id });
    expect(barrels(view, `drinks/${ann}`)).toBe(2);

    services.close();
    services = start();
    view = call('campaign/open', { campaignId: created.id });
    expect(barrels(view, `drinks/${ann}`)).toBe(2);
    const history = call('campaign/history', { campaignId: created.id });
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['acted', 'track-changed', 'announced']));

    const exported = call('history/export', { campaignId: created.id });
    const imported = call('history/import', { content: exported.content, keepBoth: true });
    const copy = call('campaign/open', { campaignId: imported.imported[0].id });
    expect(copy.trackers).toEqual(view.trackers);
  });

  it('refuses an action the pack does not offer with the same code the prompt would, and writes nothing', () => {
    const created = call('campaign/create', { name: 'Dry', rulesetId: 'pack:drunkards-of-catan', players: ['Ann', 'Bob'], options: {} });
    const before = call('campaign/history', { campaignId: created.id }).length;
    expect(
      attempt('campaign/act', { campaignId: created.id, action: { type: 'drink-barrel', payload: { player: 'x', resource: 'ore' } } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'rules/no-barrels' },
    });
    expect(call('campaign/history', { campaignId: created.id })).toHaveLength(before);
  });

  it('a code ruleset keeps its id: registering another ruleset under it is refused', () => {
    expect(registerRuleset({ ...drunkards, id: 'dice-tray' })).toMatchObject({ ok: false, error: { code: 'rulesets/id_taken' } });
    expect(rulesets.get('dice-tray')?.id).toBe('dice-tray');
  });

  it('gives the renderer the pack a `pack:` ruleset plays (its generic board draws it), and refuses a code ruleset or an unknown id', () => {
    const pack = call('ruleset/pack', { rulesetId: 'pack:drunkards-of-catan' });
    expect(pack).toEqual(checked.ok && checked.pack);
    expect(attempt('ruleset/pack', { rulesetId: 'drunkards-of-catan' })).toMatchObject({
      ok: false,
      error: { code: 'ruleset/not_a_pack' },
    });
    expect(attempt('ruleset/pack', { rulesetId: 'pack:nobody' })).toMatchObject({ ok: false, error: { code: 'ruleset/not_a_pack' } });
    expect(attempt('ruleset/pack', { rulesetId: '' })).toMatchObject({ ok: false });
  });
});
