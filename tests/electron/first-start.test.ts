/**
 * "First start" (issue 27): `npm start` on a fresh machine used to check for Electron's binary
 * before Electron was ever asked, find none, and exit with "run `npm run serve`". It now fetches
 * the binary (Electron's own install script, with its progress), then launches the app; only when
 * the fetch is impossible does it start the browser build. Electron cannot be downloaded here, so
 * the fetch, the app and the browser build are stand-ins that record the order they were asked in.
 */
import { describe, expect, it } from 'vitest';

interface Starters {
  binaryPresent: () => boolean;
  fetchElectron: () => Promise<boolean>;
  launchApp: () => Promise<number>;
  serveBrowser: () => Promise<number>;
  say: (line: string) => void;
}
/** The plain-JavaScript script, typed here (the type check reads no .mjs). */
const script: string = '../../scripts/first-start.mjs';
const { firstStart } = (await import(/* @vite-ignore */ script)) as {
  firstStart: (starters: Starters) => Promise<{ started: 'app' | 'browser'; code: number }>;
};

/** Stand-ins recording what was asked, in order; `installs` says what the fetch does. */
function machine(binary: boolean, installs: 'works' | 'offline' | 'throws' | 'leaves-nothing') {
  const asked: string[] = [];
  const said: string[] = [];
  let present = binary;
  return {
    asked,
    said,
    starters: {
      binaryPresent: () => present,
      fetchElectron: async () => {
        asked.push('fetch');
        if (installs === 'throws') throw new Error('getaddrinfo ENOTFOUND github.com');
        if (installs === 'works') present = true;
        return installs !== 'offline';
      },
      launchApp: async () => {
        asked.push('launch app');
        return 0;
      },
      serveBrowser: async () => {
        asked.push('browser build');
        return 0;
      },
      say: (line: string) => said.push(line),
    },
  };
}

describe('npm start', () => {
  it('with Electron installed: launches the app, fetches nothing', async () => {
    const m = machine(true, 'offline');
    expect(await firstStart(m.starters)).toEqual({ started: 'app', code: 0 });
    expect(m.asked).toEqual(['launch app']);
    expect(m.said).toEqual([]);
  });

  it('on a fresh machine: fetches Electron, then launches the app', async () => {
    const m = machine(false, 'works');
    expect(await firstStart(m.starters)).toEqual({ started: 'app', code: 0 });
    expect(m.asked).toEqual(['fetch', 'launch app']);
    expect(m.said[0]).toContain('fetching the Electron runtime');
  });

  it('offline: the fetch fails, so the browser build starts (and says why)', async () => {
    const m = machine(false, 'offline');
    expect(await firstStart(m.starters)).toEqual({ started: 'browser', code: 0 });
    expect(m.asked).toEqual(['fetch', 'browser build']);
    expect(m.said.at(-1)).toContain('opens in your browser instead');
  });

  it('a fetch that throws, or that ends without a binary, also ends in the browser build, never in nothing', async () => {
    for (const installs of ['throws', 'leaves-nothing'] as const) {
      const m = machine(false, installs);
      expect(await firstStart(m.starters)).toEqual({ started: 'browser', code: 0 });
      expect(m.asked).toEqual(['fetch', 'browser build']);
    }
  });
});
