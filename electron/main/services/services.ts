/** Wires the main-process services together — used by the Electron shell and the browser-build server alike. */
import type { Ruleset } from '../../../shared/engine/ruleset';
import { rulesets as allRulesets } from '../../../shared/rulesets/registry';
import { appHandlers } from '../handlers/app';
import { campaignHandlers } from '../handlers/campaign';
import { sessionHandlers } from '../handlers/session';
import { CampaignStore } from './campaign-store';
import { openDatabase, type Db } from './database';
import { rollDice } from './dice-roller';
import { EngineHost } from './engine-host';
import { combineHandlers, createDispatcher, type Dispatch } from './rpc';

export interface Services {
  db: Db;
  dispatch: Dispatch;
  close: () => void;
}

export interface ServiceOptions {
  databasePath: string;
  version: string;
  transport: 'ipc' | 'websocket';
  rulesets?: ReadonlyMap<string, Ruleset>;
  now?: () => string;
}

export function startServices(options: ServiceOptions): Services {
  const db = openDatabase(options.databasePath);
  const rulesets = options.rulesets ?? allRulesets;
  const now = options.now ?? (() => new Date().toISOString());
  const store = new CampaignStore(db);
  const host = new EngineHost({ store, rulesets, rollDice, now });
  const handlers = combineHandlers(
    appHandlers({ version: options.version, databasePath: options.databasePath, transport: options.transport }, rulesets),
    campaignHandlers(store, host, now),
    sessionHandlers(store, now),
  );
  return { db, dispatch: createDispatcher(handlers), close: () => db.close() };
}
