/** The Electron shell: opens the database under the user-data folder and serves RPC over one IPC channel. */
import { app, ipcMain, dialog, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { RPC_CHANNEL } from '../../shared/rpc/transport';
import { startServices, type Services } from './services/services';
import { isTrustedSenderUrl } from './sender';
import { createMainWindow } from './window';

let services: Services | null = null;

/** Only our own window's top frame, loaded from our own files, may call RPC. */
function trustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && isTrustedSenderUrl(frame.url, process.env.ELECTRON_RENDERER_URL);
}

app.enableSandbox();

app.whenReady().then(() => {
  try {
    services = startServices({
      databasePath: join(app.getPath('userData'), 'doomkeeper.sqlite'), version: app.getVersion(), transport: 'ipc',
      // The lab's worker is built beside this file (electron.vite.config.ts).
      labWorkerUrl: new URL('./lab-worker.js', import.meta.url),
    });
  } catch (error) {
    dialog.showErrorBox('Doomkeeper cannot open its campaigns', error instanceof Error ? error.message : String(error));
    app.quit();
    return;
  }
  ipcMain.handle(RPC_CHANNEL, (event, method: unknown, args: unknown) => {
    if (!trustedSender(event)) return { ok: false, error: { code: 'rpc/untrusted_sender', message: 'Request refused: it did not come from Doomkeeper.' } };
    return services!.dispatch(method, args);
  });
  createMainWindow();
});

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

app.on('window-all-closed', () => {
  services?.close();
  services = null;
  app.quit();
});
