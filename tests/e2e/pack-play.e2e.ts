/**
 * `npm run pack -- play FILE`: the browser build's server with the pack installed (as `serve --pack`
 * installs it) and a scratch campaign of it, pinned to the file's text; it prints the URL, serves the
 * page and answers the RPC for that campaign. A refused pack starts nothing and says why, with the
 * JSON pointer.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { packHash } from '../../electron/main/services/packs';
import { pinnedRulesetId } from '../../shared/packs/pinned';
import { freePort, ROOT, tempDir } from './helpers';

function runPlay(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pack/cli.ts', 'play', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** One RPC over the server's WebSocket, as the renderer sends it. */
function rpc(port: number, method: string, args: unknown): Promise<{ ok: boolean; value?: any; error?: { code: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/rpc`, { origin: `http://127.0.0.1:${port}` });
    ws.on('open', () => ws.send(JSON.stringify({ id: 1, method, args })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.id !== 1) return;
      ws.close();
      resolve(frame.result);
    });
    ws.on('error', reject);
  });
}

describe('npm run pack -- play FILE', () => {
  it('prints the URL of a scratch campaign of the pack, serves the page and plays the campaign over the RPC', async () => {
    const dir = tempDir('doomkeeper-e2e-pack-play-');
    const port = await freePort();
    const play = runPlay(['packs/drunkards-of-catan.json', '--port', String(port), '--db', dir.file('scratch.sqlite')]);
    const rulesetId = pinnedRulesetId('drunkards-of-catan', packHash(readFileSync(join(ROOT, 'packs/drunkards-of-catan.json'), 'utf8')));
    try {
      await expect.poll(play.output, { timeout: 30_000 }).toMatch(/#\/play\/\d+/);
      const url = /http:\/\/127\.0\.0\.1:(\d+)\/#\/play\/(\d+)/.exec(play.output())!;
      expect(Number(url[1])).toBe(port);
      expect(play.output()).toContain(`Drunkards of Catan 1.1.0 installed as ${rulesetId}: a scratch campaign`);

      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="app"');

      const opened = await rpc(port, 'campaign/open', { campaignId: Number(url[2]) });
      expect(opened.ok).toBe(true);
      expect(opened.value.campaign.rulesetId).toBe(rulesetId);
      expect(opened.value.prompt.actions.map((a: { type: string }) => a.type)).toContain('production-roll');
      const pack = await rpc(port, 'ruleset/pack', { rulesetId });
      expect(pack.value.name).toBe('Drunkards of Catan');
    } finally {
      play.child.kill('SIGTERM');
      expect(await play.exited).toBe(0);
      dir.remove();
    }
  });

  it('refuses a broken pack with its JSON pointer, and starts nothing', async () => {
    const dir = tempDir('doomkeeper-e2e-pack-play-bad-');
    const file = dir.file('broken.json');
    writeFileSync(file, JSON.stringify({ format: 1, id: 'Broken Pack' }));
    const play = runPlay([file, '--port', String(await freePort()), '--db', dir.file('scratch.sqlite')]);
    expect(await play.exited).toBe(1);
    expect(play.output()).toContain('refused');
    expect(play.output()).toContain('/id');
    dir.remove();
  });
});
