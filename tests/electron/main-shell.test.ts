/**
 * The Electron shell, tested without the Electron binary: `electron/main` is loaded with a
 * recording stand-in for the `electron` module, and the test asserts what the real one would be
 * asked (issue 19 item 4; issue 12 cases 2, 7 and 10).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/temp-db';

type Listener = (...args: any[]) => any;

/** Everything the shell asked of Electron, in the order it asked. */
const electron = vi.hoisted(() => {
  const record = {
    calls: [] as string[],
    singleInstance: true,
    userData: '',
    appListeners: new Map<string, Listener>(),
    ipcHandlers: new Map<string, Listener>(),
    errorBoxes: [] as { title: string; message: string }[],
    windows: [] as any[],
    opened: [] as string[],
    displays: [{ id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } }] as {
      id: number;
      bounds: { x: number; y: number; width: number; height: number };
    }[],
    permissionRequest: null as Listener | null,
    permissionCheck: null as Listener | null,
    headers: null as Listener | null,
    ready: null as Promise<void> | null,
  };
  class BrowserWindow {
    readonly options: any;
    readonly contentsListeners = new Map<string, Listener>();
    readonly listeners = new Map<string, Listener[]>();
    bounds = { x: 0, y: 0, width: 800, height: 600 };
    normalBounds = { x: 0, y: 0, width: 800, height: 600 };
    fullScreen = false;
    windowOpenHandler: Listener | null = null;
    loaded: string | null = null;
    minimized = true;
    focused = 0;
    readonly webContents = {
      setWindowOpenHandler: (handler: Listener) => {
        this.windowOpenHandler = handler;
      },
      on: (event: string, listener: Listener) => {
        this.contentsListeners.set(event, listener);
      },
    };
    constructor(options: any) {
      this.options = options;
      record.windows.push(this);
      record.calls.push('new BrowserWindow');
    }
    once() {}
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }
    emit(event: string) {
      for (const listener of this.listeners.get(event) ?? []) listener();
    }
    getBounds() {
      return { ...this.bounds };
    }
    getNormalBounds() {
      return { ...this.normalBounds };
    }
    isFullScreen() {
      return this.fullScreen;
    }
    loadFile(file: string) {
      this.loaded = file;
      return Promise.resolve();
    }
    loadURL(url: string) {
      this.loaded = url;
      return Promise.resolve();
    }
    isMinimized() {
      return this.minimized;
    }
    isDestroyed() {
      return false;
    }
    restore() {
      this.minimized = false;
    }
    show() {}
    focus() {
      this.focused++;
    }
  }
  const module = {
    app: {
      requestSingleInstanceLock: () => {
        record.calls.push('requestSingleInstanceLock');
        return record.singleInstance;
      },
      quit: () => record.calls.push('quit'),
      enableSandbox: () => record.calls.push('enableSandbox'),
      whenReady: () => (record.ready = Promise.resolve()),
      on: (event: string, listener: Listener) => record.appListeners.set(event, listener),
      getPath: (name: string) => (name === 'userData' ? record.userData : '/nowhere'),
      getVersion: () => '0.0.0-test',
    },
    ipcMain: { handle: (channel: string, handler: Listener) => record.ipcHandlers.set(channel, handler) },
    dialog: { showErrorBox: (title: string, message: string) => record.errorBoxes.push({ title, message }) },
    shell: {
      openExternal: (url: string) => {
        record.opened.push(url);
        return Promise.resolve();
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => {
          record.permissionRequest = handler;
        },
        setPermissionCheckHandler: (handler: Listener) => {
          record.permissionCheck = handler;
        },
        webRequest: {
          onHeadersReceived: (handler: Listener) => {
            record.headers = handler;
          },
        },
      },
    },
    screen: {
      getPrimaryDisplay: () => ({ id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } }),
      getAllDisplays: () => record.displays,
      getDisplayMatching: (r: { x: number; y: number }) =>
        record.displays.find(
          (d) => r.x >= d.bounds.x && r.x < d.bounds.x + d.bounds.width && r.y >= d.bounds.y && r.y < d.bounds.y + d.bounds.height,
        ) ?? record.displays[0],
    },
    BrowserWindow,
  };
  return { record, module };
});

vi.mock('electron', () => ({ ...electron.module, default: electron.module }));

const dirs: { remove: () => void }[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));
const { record } = electron;

/** Loads the shell afresh, as a new launch would, and lets `whenReady` run. */
async function launch(): Promise<void> {
  vi.resetModules();
  await import('../../electron/main/index');
  await record.ready;
  await new Promise((done) => setTimeout(done, 0));
}

beforeEach(() => {
  const dir = tempDir('doomkeeper-shell-');
  dirs.push(dir);
  Object.assign(record, {
    calls: [],
    singleInstance: true,
    userData: dir.dir,
    errorBoxes: [],
    windows: [],
    opened: [],
    displays: [{ id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } }],
    permissionRequest: null,
    permissionCheck: null,
    headers: null,
    ready: null,
  });
  record.appListeners.clear();
  record.ipcHandlers.clear();
  delete process.env.ELECTRON_RENDERER_URL;
});

const rpc = (url: string, method: unknown, args: unknown = {}, parent: unknown = null) =>
  record.ipcHandlers.get('doomkeeper:rpc')!({ senderFrame: { url, parent } }, method, args);

describe('the Electron shell, as Electron would be asked', () => {
  it('takes the single-instance lock first, then the database lock, and opens one hardened window', async () => {
    await launch();
    expect(record.calls.slice(0, 2)).toEqual(['requestSingleInstanceLock', 'enableSandbox']);
    expect(record.windows).toHaveLength(1);
    const lock = JSON.parse(readFileSync(join(record.userData, 'doomkeeper.sqlite.lock'), 'utf8'));
    expect(lock).toMatchObject({ pid: process.pid, entry: 'the Doomkeeper app' });

    const [window] = record.windows;
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.options.webPreferences.preload).toMatch(/preload[/\\]index\.cjs$/);
    expect(window.loaded).toMatch(/renderer[/\\]index\.html$/);
  });

  it('a second launch focuses the first window (restoring it) through second-instance', async () => {
    await launch();
    const [window] = record.windows;
    record.appListeners.get('second-instance')!();
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(1);
  });

  it('the second launch itself quits at once when the lock is taken: no window, no database', async () => {
    record.singleInstance = false;
    await launch();
    expect(record.calls).toEqual(['requestSingleInstanceLock', 'quit']);
    expect(record.windows).toHaveLength(0);
    expect(existsSync(join(record.userData, 'doomkeeper.sqlite'))).toBe(false);
  });

  it('when the browser build holds the database, a dialog names it and the app quits', async () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(
        join(record.userData, 'doomkeeper.sqlite.lock'),
        JSON.stringify({
          pid: sleeper.pid,
          entry: 'the browser build (npm run serve)',
          host: hostname(),
          startedAt: '2026-11-23T12:00:00.000Z',
        }),
      );
      await launch();
      expect(record.errorBoxes).toHaveLength(1);
      const [box] = record.errorBoxes;
      console.log(`dialog: ${box.title} — ${box.message}`);
      expect(box.title).toBe('Doomkeeper is already open');
      expect(box.message).toContain(`already open in the browser build (npm run serve) (process ${sleeper.pid}`);
      expect(record.calls).toContain('quit');
      expect(record.windows).toHaveLength(0);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it("denies navigation, window.open (only the project's own links open in the browser), webviews and every permission; sets the CSP", async () => {
    await launch();
    const [window] = record.windows;
    expect(window.windowOpenHandler({ url: 'https://example.org/rules' })).toEqual({ action: 'deny' });
    expect(window.windowOpenHandler({ url: 'https://user:pass@example.org/' })).toEqual({ action: 'deny' });
    expect(window.windowOpenHandler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(window.windowOpenHandler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    // Issue 27 finding 11: any https address used to be handed to the system browser.
    expect(record.opened).toEqual([]);

    // The one page a window may open: a campaign's table display in our own renderer, as sandboxed
    // as the main window, full-screen on the second display when there is one.
    const rendererUrl = window.loaded!.startsWith('file:') ? window.loaded! : `file://${window.loaded!}`;
    expect(window.windowOpenHandler({ url: `${rendererUrl}#/table/3` })).toMatchObject({
      action: 'allow',
      overrideBrowserWindowOptions: {
        width: 1280,
        height: 720,
        webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
      },
    });
    record.displays.push({ id: 2, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } });
    expect(window.windowOpenHandler({ url: `${rendererUrl}#/table/3` })).toMatchObject({
      action: 'allow',
      overrideBrowserWindowOptions: { x: 1366, width: 1920, fullscreen: true },
    });
    expect(window.windowOpenHandler({ url: 'https://evil.example/#/table/3' })).toEqual({ action: 'deny' });
    expect(window.windowOpenHandler({ url: `${rendererUrl}#/table/3/../x` })).toEqual({ action: 'deny' });

    const navigation = { preventDefault: vi.fn() };
    window.contentsListeners.get('will-navigate')!(navigation, 'https://evil.example/');
    expect(navigation.preventDefault).toHaveBeenCalled();

    const contentsListeners = new Map<string, Listener>();
    record.appListeners.get('web-contents-created')!({}, { on: (event: string, fn: Listener) => contentsListeners.set(event, fn) });
    const attach = { preventDefault: vi.fn() };
    contentsListeners.get('will-attach-webview')!(attach);
    expect(attach.preventDefault).toHaveBeenCalled();

    const granted = vi.fn();
    record.permissionRequest!({}, 'media', granted);
    expect(granted).toHaveBeenCalledWith(false);
    expect(record.permissionCheck!({}, 'geolocation')).toBe(false);

    const headers = vi.fn();
    record.headers!({ responseHeaders: { 'X-Kept': ['1'] } }, headers);
    const csp = headers.mock.calls[0][0].responseHeaders['Content-Security-Policy'][0] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.mock.calls[0][0].responseHeaders['X-Kept']).toEqual(['1']);
  });

  it('remembers the table display per machine: its display, bounds and full-screen, in a settings file in userData', async () => {
    record.displays.push({ id: 2, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } });
    await launch();
    const [main] = record.windows;
    const rendererUrl = main.loaded!.startsWith('file:') ? main.loaded! : `file://${main.loaded!}`;
    const open = () => main.windowOpenHandler({ url: `${rendererUrl}#/table/3` }).overrideBrowserWindowOptions;
    // First time: full-screen on the second display.
    expect(open()).toMatchObject({ x: 1366, y: 0, width: 1920, height: 1080, fullscreen: true });

    // The table leaves full-screen and is dragged to a corner of the second display, then closed.
    const table = new (main.constructor as new (o: unknown) => typeof main)(open());
    main.contentsListeners.get('did-create-window')!(table, { url: `${rendererUrl}#/table/3` });
    table.bounds = { x: 1500, y: 100, width: 1000, height: 700 };
    table.emit('moved');
    const settingsFile = join(record.userData, 'window-settings.json');
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({
      tableDisplay: { displayId: 2, bounds: { x: 1500, y: 100, width: 1000, height: 700 }, fullScreen: false },
    });
    table.emit('close');
    expect(open()).toMatchObject({ x: 1500, y: 100, width: 1000, height: 700, fullscreen: false });

    // Full-screen again: the normal bounds are kept to come back to.
    table.fullScreen = true;
    table.bounds = { x: 1366, y: 0, width: 1920, height: 1080 };
    table.normalBounds = { x: 1400, y: 50, width: 900, height: 600 };
    table.emit('enter-full-screen');
    expect(open()).toMatchObject({ x: 1400, y: 50, width: 900, height: 600, fullscreen: true });

    // A new launch on the same machine remembers it.
    await launch();
    const again = record.windows.at(-1);
    expect(again.windowOpenHandler({ url: `${rendererUrl}#/table/3` }).overrideBrowserWindowOptions).toMatchObject({
      x: 1400,
      y: 50,
      fullscreen: true,
    });

    // The projector unplugged: the default placement, not a window off every screen.
    record.displays.pop();
    expect(again.windowOpenHandler({ url: `${rendererUrl}#/table/3` }).overrideBrowserWindowOptions).toMatchObject({
      width: 1280,
      height: 720,
    });
    expect(again.windowOpenHandler({ url: `${rendererUrl}#/table/3` }).overrideBrowserWindowOptions.x).toBeUndefined();

    // A damaged settings file is ignored, not a crash.
    writeFileSync(settingsFile, '{ not json');
    record.displays.push({ id: 2, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } });
    expect(again.windowOpenHandler({ url: `${rendererUrl}#/table/3` }).overrideBrowserWindowOptions).toMatchObject({
      x: 1366,
      fullscreen: true,
    });
  });

  it('IPC answers exactly the packaged renderer page (case 10) and dispatches own names only (case 7)', async () => {
    await launch();
    const page = `file://${record.windows[0].loaded}`;
    expect(rpc(page, 'app/info')).toMatchObject({ ok: true, value: { transport: 'ipc', version: '0.0.0-test' } });
    expect(rpc(`${page}#/campaign/1`, 'campaign/list')).toMatchObject({ ok: true, value: [] });

    for (const stranger of [
      'file:///home/me/Downloads/renderer/index.html',
      'https://evil.example/renderer/',
      'file:///tmp/out/renderer/index.html',
    ]) {
      expect(rpc(stranger, 'campaign/list')).toMatchObject({ ok: false, error: { code: 'rpc/untrusted_sender' } });
    }
    expect(rpc(page, 'campaign/list', {}, { url: page })).toMatchObject({ ok: false, error: { code: 'rpc/untrusted_sender' } }); // a subframe

    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', { method: 1 }, null]) {
      expect(rpc(page, name)).toMatchObject({ ok: false, error: { code: 'rpc/unknown_method' } });
    }
  });

  it('trusts the dev server origin in development only', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    await launch();
    expect(record.windows[0].loaded).toBe('http://localhost:5173');
    expect(rpc('http://localhost:5173/#/', 'campaign/list')).toMatchObject({ ok: true });
    expect(rpc('http://localhost:5174/', 'campaign/list')).toMatchObject({ ok: false, error: { code: 'rpc/untrusted_sender' } });
  });

  it("the phone view serves the windows' renderer and stops when the app quits (Cmd+Q skips window-all-closed)", async () => {
    process.env.DOOMKEEPER_LAN_ADDRESS = '127.0.0.1';
    try {
      await launch();
      const page = `file://${record.windows[0].loaded}`;
      const { value: campaign } = rpc(page, 'campaign/create', { name: 'Shared', rulesetId: 'dice-tray', players: [], options: {} });
      expect(rpc(page, 'lan/start', { campaignId: campaign.id })).toMatchObject({ ok: true, value: { state: 'starting' } });
      await expect.poll(() => rpc(page, 'lan/status').value.state).toBe('on');
      const url = new URL(rpc(page, 'lan/status').value.url);
      expect(url.hostname).toBe('127.0.0.1');
      const answer = await fetch(`http://${url.host}/?token=${url.searchParams.get('token')}`);
      expect(answer.status).not.toBe(401); // the renderer folder may not be built here: 200 or "not built"
      record.appListeners.get('will-quit')!();
      await expect(fetch(`http://${url.host}/?token=${url.searchParams.get('token')}`)).rejects.toThrow();
    } finally {
      delete process.env.DOOMKEEPER_LAN_ADDRESS;
    }
  });

  it('closing the last window closes the database and quits; quitting releases the lock', async () => {
    await launch();
    const lockFile = join(record.userData, 'doomkeeper.sqlite.lock');
    expect(existsSync(lockFile)).toBe(true);
    record.appListeners.get('window-all-closed')!();
    expect(record.calls.at(-1)).toBe('quit');
    // Issue 27 finding 11: a call still on its way once every window has closed used to throw.
    const page = `file://${record.windows[0].loaded}`;
    expect(rpc(page, 'campaign/list')).toEqual({
      ok: false,
      error: { code: 'rpc/closing', message: 'Doomkeeper is closing; nothing was changed.' },
    });
    record.appListeners.get('will-quit')!();
    expect(existsSync(lockFile)).toBe(false);
  });
});
