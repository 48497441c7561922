/** The preload: exposes only `invoke` (and `on`) over the one generic channel. */
import { contextBridge, ipcRenderer } from 'electron';
import { NOTICE_CHANNEL, RPC_CHANNEL, type DoomkeeperApi } from '../../shared/rpc/transport';

const api: DoomkeeperApi = {
  invoke: (method: string, args: unknown): Promise<unknown> => ipcRenderer.invoke(RPC_CHANNEL, method, args),
  on: (channel: 'doomkeeper:notice', listener: (payload: unknown) => void): (() => void) => {
    // Only our own channel: a page cannot listen to any other message main sends.
    if (channel !== NOTICE_CHANNEL || typeof listener !== 'function') return () => undefined;
    const wrapped = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, wrapped);
    return () => ipcRenderer.removeListener(channel, wrapped);
  },
};

export type { DoomkeeperApi };

contextBridge.exposeInMainWorld('doomkeeper', api);
