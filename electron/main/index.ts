/** The Electron shell: one instance, one owner of the database file, RPC over one IPC channel. */
import { app, BrowserWindow, dialog, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { dirname, join } from 'node:path';
import { NOTICE_CHANNEL, RPC_CHANNEL } from '../../shared/rpc/transport';
import { acquireDatabaseLock } from './services/database-lock';
import { guarded } from './services/guarded';
import { startServices, type Services } from './services/services';
import { isTrustedSenderUrl } from './sender';
import { createMainWindow, focusWindow, hardenSession, RENDERER_FILE, RENDERER_URL } from './window';

let services: Services | null = null;
let releaseDatabase: (() => void) | null = null;
let mainWindow: BrowserWindow | null = null;

/** Only our own window's top frame, loaded from our own renderer file (or the dev server), may call RPC. */
function trustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return (
    !!frame &&
    frame.parent === null &&
    isTrustedSenderUrl(frame.url, { rendererUrl: RENDERER_URL, devServerUrl: process.env.ELECTRON_RENDERER_URL })
  );
}

function start(): void {
  const databasePath = join(app.getPath('userData'), 'doomkeeper.sqlite');
  // The browser build (npm run serve) may have this file open: one process owns it.
  const lock = acquireDatabaseLock(databasePath, 'the Doomkeeper app');
  if (!lock.ok) {
    dialog.showErrorBox('Doomkeeper is already open', lock.message);
    app.quit();
    return;
  }
  releaseDatabase = lock.release;
  try {
    services = startServices({
      databasePath,
      version: app.getVersion(),
      transport: 'ipc',
      // The lab's and the import's workers are built beside this file (electron.vite.config.ts).
      labWorkerUrl: new URL('./lab-worker.js', import.meta.url),
      importWorkerUrl: new URL('./import-worker.js', import.meta.url),
      // The phone view (off until switched on) serves the same renderer the windows load, on this
      // computer's LAN address (DOOMKEEPER_LAN_ADDRESS chooses another, e.g. loopback in tests).
      lan: {
        staticRoot: dirname(RENDERER_FILE),
        ...(process.env.DOOMKEEPER_LAN_ADDRESS ? { address: process.env.DOOMKEEPER_LAN_ADDRESS } : {}),
      },
    });
  } catch (error) {
    dialog.showErrorBox('Doomkeeper cannot open its campaigns', error instanceof Error ? error.message : String(error));
    app.quit();
    return;
  }
  // Every window follows every change (the table display and a second window alike).
  services.onNotice((notice) =>
    setImmediate(
      guarded('Telling the windows of a change', () => {
        for (const window of BrowserWindow.getAllWindows()) if (!window.isDestroyed()) window.webContents.send(NOTICE_CHANNEL, notice);
      }),
    ),
  );
  ipcMain.handle(RPC_CHANNEL, (event, method: unknown, args: unknown) => {
    if (!trustedSender(event))
      return { ok: false, error: { code: 'rpc/untrusted_sender', message: 'Request refused: it did not come from Doomkeeper.' } };
    // A call that arrives as the app closes (every window gone, the services stopped) is answered, not thrown.
    if (!services) return { ok: false, error: { code: 'rpc/closing', message: 'Doomkeeper is closing; nothing was changed.' } };
    return services.dispatch(method, args);
  });
  hardenSession();
  mainWindow = createMainWindow(join(app.getPath('userData'), 'window-settings.json'));
}

// A second launch hands over to the first (which comes to the front) and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow && !mainWindow.isDestroyed()) focusWindow(mainWindow);
  });
  app.enableSandbox();
  void app.whenReady().then(start);

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  app.on('window-all-closed', () => {
    services?.close();
    services = null;
    app.quit();
  });

  // Cmd+Q / app.quit() skip window-all-closed: the services (and the phone view's listener) stop here too.
  app.on('will-quit', () => {
    services?.close();
    services = null;
    releaseDatabase?.();
    releaseDatabase = null;
  });
}
