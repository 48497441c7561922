/**
 * Issue 35: the `ws` package (~20 ms of CPU to load: its client side loads Node's https and tls) is
 * loaded by the phone view's server when the phone view is first switched on, not with the
 * services (the app's own views use IPC; the browser build's page socket loads it in `serve.ts`'s
 * start). Node's module cache is read, so "not loaded" is measured. Switched on, the phone view
 * listens and serves its page as before (the rest of its behaviour: `lan.test.ts`).
 * A fresh process per file (the `side-by-side` project); this file imports nothing that loads `ws`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let services: Services;
let temp: ReturnType<typeof tempDir>;
const { call } = caller(() => services);
const wsLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => /[/\\]node_modules[/\\]ws[/\\]/.test(file));

beforeAll(() => {
  temp = tempDir('doomkeeper-lan-first-');
  const web = temp.file('web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Doomkeeper</title>');
  services = startServices({
    databasePath: temp.file('lan.sqlite'),
    version: 'test',
    transport: 'ipc',
    lan: { staticRoot: web, address: '127.0.0.1' },
  });
});
afterAll(() => {
  services.close();
  temp.remove();
});

describe('the phone view’s server, loaded when first switched on', () => {
  it('starts the services, lists and opens campaigns and answers the phone view’s status without loading ws', () => {
    const { id } = call('campaign/create', { name: 'Table', rulesetId: 'dice-tray', players: [], options: {} });
    expect(call('campaign/list', {})).toHaveLength(1);
    call('campaign/open', { campaignId: id });
    expect(call('lan/status', {}).state).toBe('off');
    expect(wsLoaded()).toBe(false);
  });

  it('loads ws when switched on, then listens and serves the page with the token as before', async () => {
    const [{ id }] = call('campaign/list', {});
    call('lan/start', { campaignId: id });
    expect(wsLoaded()).toBe(true);
    await expect.poll(() => call('lan/status', {}).state).toBe('on');
    const url = new URL(call('lan/status', {}).url!);
    const page = await fetch(`http://${url.host}/?token=${url.searchParams.get('token')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Doomkeeper</title>');
    expect((await fetch(`http://${url.host}/`)).status).toBe(401);
    expect(call('lan/stop', {}).state).toBe('off');
  });
});
