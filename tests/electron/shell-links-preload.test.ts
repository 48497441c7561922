/**
 * Issue 27 finding 11, the shell's part: only the project's own links go to the system browser
 * (never `https://user:pass@…` or any other address), and the preload's `on()` listens to our one
 * notice channel only. The preload stays CommonJS requiring nothing but `electron`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isProjectLink, PROJECT_LINKS } from '../../electron/main/external-links';
import { NOTICE_CHANNEL, type DoomkeeperApi } from '../../shared/rpc/transport';

const bridge = vi.hoisted(() => {
  const state: { exposed: unknown; listening: string[] } = { exposed: null, listening: [] };
  return state;
});
vi.mock('electron', () => {
  const module = {
    contextBridge: { exposeInMainWorld: (_name: string, api: unknown) => (bridge.exposed = api) },
    ipcRenderer: {
      invoke: () => Promise.resolve(null),
      on: (channel: string) => bridge.listening.push(channel),
      removeListener: () => undefined,
    },
  };
  return { ...module, default: module };
});

describe('links handed to the system browser', () => {
  const own = ['https://doomkeeper.example/help', 'https://github.com/doomkeeper/doomkeeper/'];
  it("opens the project's own links only", () => {
    expect(isProjectLink('https://doomkeeper.example/help', own)).toBe(true);
    expect(isProjectLink('https://doomkeeper.example/help/rules#catan', own)).toBe(true);
    expect(isProjectLink('https://github.com/doomkeeper/doomkeeper/issues', own)).toBe(true);
  });

  it('refuses credentials, other ports, look-alike hosts and paths, other schemes and other sites', () => {
    for (const url of [
      'https://user:pass@doomkeeper.example/help',
      'https://user@doomkeeper.example/help',
      'https://doomkeeper.example:8443/help',
      'https://doomkeeper.example.evil.example/help',
      'https://doomkeeper.example/helpdesk',
      'https://github.com/doomkeeper/doomkeeper-evil/',
      'http://doomkeeper.example/help',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://example.org/',
      'not a url',
    ])
      expect(isProjectLink(url, own), url).toBe(false);
  });

  it('the app offers no external link today, so nothing is opened', () => {
    expect(PROJECT_LINKS).toEqual([]);
    expect(isProjectLink('https://example.org/rules')).toBe(false);
  });
});

describe('the preload', () => {
  it('listens to our notice channel only: any other name is ignored and returns a no-op', async () => {
    await import('../../electron/preload/index');
    const api = bridge.exposed as DoomkeeperApi;
    const stop = (api.on as (channel: string, listener: (p: unknown) => void) => () => void)('doomkeeper:rpc', () => undefined);
    (api.on as (channel: string, listener: (p: unknown) => void) => () => void)('ELECTRON_BROWSER_WINDOW_ALERT', () => undefined);
    expect(bridge.listening).toEqual([]);
    expect(stop()).toBeUndefined();
    api.on(NOTICE_CHANNEL, () => undefined);
    expect(bridge.listening).toEqual([NOTICE_CHANNEL]);
  });

  it('requires nothing but electron (it runs sandboxed, as CommonJS)', () => {
    const source = readFileSync(join(import.meta.dirname, '../../electron/preload/index.ts'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    // The shared module is inlined by the build (electron.vite.config.ts: only `electron` is external).
    expect(imports.filter((m) => !m.startsWith('../../shared/'))).toEqual(['electron']);
    const config = readFileSync(join(import.meta.dirname, '../../electron.vite.config.ts'), 'utf8');
    expect(config).toMatch(/external: \['electron'\],\s*output: \{ format: 'cjs'/);
  });
});
