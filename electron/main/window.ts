/** The hardened main window, per Electron's security checklist. */
import { BrowserWindow, screen, session, shell } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProjectLink } from './external-links';
import { loadTablePlacement, saveTablePlacement, tableDisplayPlacement } from './table-placement';

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The packaged renderer page: the one file (besides the dev server) whose frames may call RPC. */
export const RENDERER_FILE = join(__dirname, '../renderer/index.html');
export const RENDERER_URL = pathToFileURL(RENDERER_FILE).href;

/** No permission is ever granted, every response carries our CSP. Called once, before any window. */
export function hardenSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP] } });
  });
}

/** The only preferences our windows get: isolated, sandboxed, no Node. */
const webPreferences = () => ({
  preload: join(__dirname, '../preload/index.cjs'),
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  webSecurity: true,
  spellcheck: false,
});

/** A campaign's table display (`#/table/<id>`) in our own renderer: the one page a window may open. */
export function isTableDisplayUrl(url: string, devServerUrl = process.env.ELECTRON_RENDERER_URL): boolean {
  const hash = /^(.*)#\/table\/\d+$/.exec(url);
  if (!hash) return false;
  return hash[1] === RENDERER_URL || (!!devServerUrl && hash[1].replace(/\/$/, '') === devServerUrl.replace(/\/$/, ''));
}

/** Remembers where the table display window stands whenever it moves, resizes, changes full-screen or closes. */
function rememberPlacement(table: BrowserWindow, settingsFile: string): void {
  const save = () => {
    if (table.isDestroyed()) return;
    const fullScreen = table.isFullScreen();
    // Full-screen, the bounds to come back to are the normal ones.
    const bounds = fullScreen ? table.getNormalBounds() : table.getBounds();
    saveTablePlacement(settingsFile, { displayId: screen.getDisplayMatching(bounds).id, bounds, fullScreen });
  };
  table.on('moved', save);
  table.on('resized', save);
  table.on('enter-full-screen', save);
  table.on('leave-full-screen', save);
  table.on('close', save);
}

/** The main window; `settingsFile` is where the table display's placement is remembered (in userData). */
export function createMainWindow(settingsFile: string): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    backgroundColor: '#111318',
    title: 'Doomkeeper',
    show: false,
    webPreferences: webPreferences(),
  });

  window.webContents.setWindowOpenHandler(({ url }) => {
    if (isTableDisplayUrl(url)) {
      return {
        action: 'allow',
        overrideBrowserWindowOptions: {
          ...tableDisplayPlacement(screen, loadTablePlacement(settingsFile)),
          backgroundColor: '#000000',
          title: 'Doomkeeper — table display',
          autoHideMenuBar: true,
          webPreferences: webPreferences(),
        },
      };
    }
    if (isProjectLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('did-create-window', (table) => rememberPlacement(table, settingsFile));
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());

  if (process.env.ELECTRON_RENDERER_URL) void window.loadURL(process.env.ELECTRON_RENDERER_URL);
  else void window.loadFile(RENDERER_FILE);
  return window;
}

/** Brings a window to the front (a second launch of the app lands here). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
