/**
 * Pinia stores against the real services: `window.doomkeeper` — what the preload exposes — is bridged
 * to `startServices` on a SQLite file in a temp folder, and results cross as JSON as they do over
 * IPC. Never a mock of our own database or handlers.
 *
 * Import this module before any store: the API client picks its transport when it is first loaded.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach } from 'vitest';
import { seededRoller } from '../../electron/main/services/dice-roller';
import { startServices, type Services } from '../../electron/main/services/services';
import type { DoomkeeperApi } from '../../shared/rpc/transport';
import { tempDir } from './temp-db';

let current: Services | null = null;

const bridge: DoomkeeperApi = {
  invoke: (method, args) => {
    if (!current) return Promise.reject(new Error('the services start in beforeEach: call useStoreServices() in the test file'));
    return Promise.resolve(JSON.parse(JSON.stringify(current.dispatch(method, args))) as unknown);
  },
  on: () => () => undefined,
};
window.doomkeeper = bridge;

/** Before each test: fresh services on a new database (app dice seeded with `seed`) and a fresh Pinia; after it, both gone. */
export function useStoreServices(seed = 1) {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir('doomkeeper-stores-');
    current = startServices({
      databasePath: dir.file('campaigns.sqlite'),
      version: 'test',
      transport: 'ipc',
      backupDir: dir.file('backups'),
      rollDice: seededRoller(seed),
    });
    setActivePinia(createPinia());
  });
  afterEach(() => {
    current?.close();
    current = null;
    dir.remove();
  });
  return {
    /** The running services, to check what a store did from the database's side. */
    get services(): Services {
      if (!current) throw new Error('the services start in beforeEach');
      return current;
    },
  };
}

/** Lets queued microtasks run (announcements are set in one). */
export const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
