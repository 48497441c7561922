/**
 * The optional phone view on the local network (off by default): switched on for one campaign, it
 * listens on this computer's LAN address with a fresh random token; switched off, or when the app
 * quits, it stops. The listener itself is `electron/server/lan-server.ts`.
 */
import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { LanStatus } from '../../../shared/rpc/contract';
import type { Notice } from '../../../shared/rpc/transport';
import { createLanServer, type LanServer } from '../../server/lan-server';
import type { Dispatch } from './rpc';

export interface LanOptions {
  /** The built renderer the phones are served. */
  staticRoot: string;
  /** The address to listen on; default: this computer's first LAN (non-internal IPv4) address. */
  address?: string;
  /** The port; default 0, any free one. */
  port?: number;
}

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** This computer's first non-internal IPv4 address, or null off any network. */
export function lanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return null;
}

export class LanService {
  private listener: LanServer | null = null;
  private current: LanStatus = { state: 'off', campaignId: null, url: null, problem: null };

  constructor(private readonly deps: LanOptions & { dispatch: Dispatch; onNotice: (listener: (notice: Notice) => void) => () => void }) {}

  status(): LanStatus {
    return { ...this.current };
  }

  /** Shares one campaign (a new token each time); sharing another campaign replaces the first. */
  start(campaignId: number): Result<LanStatus> {
    if (this.listener && this.current.campaignId === campaignId && this.current.state !== 'failed') return ok(this.status());
    const exists = this.deps.dispatch('campaign/open', { campaignId });
    if (!exists.ok) return exists;
    const address = this.deps.address ?? lanAddress();
    if (!address) return fail('lan/no_network', 'This computer is not on a local network, so phones cannot reach it.');
    this.stop();
    const token = newToken();
    const listener = createLanServer({
      dispatch: this.deps.dispatch,
      onNotice: this.deps.onNotice,
      staticRoot: this.deps.staticRoot,
      address,
      token,
      campaignId,
    });
    this.listener = listener;
    this.current = { state: 'starting', campaignId, url: null, problem: null };
    listener.server.once('listening', () => {
      if (this.listener !== listener) return;
      const bound = listener.server.address();
      const port = bound !== null && typeof bound === 'object' ? bound.port : 0;
      this.current = { state: 'on', campaignId, url: `http://${address}:${port}/?token=${token}#/table/${campaignId}`, problem: null };
    });
    listener.server.once('error', (error: NodeJS.ErrnoException) => {
      if (this.listener !== listener) return;
      this.listener = null;
      void listener.close();
      this.current = {
        state: 'failed',
        campaignId,
        url: null,
        problem: error.code === 'EADDRINUSE' ? `Port ${this.deps.port} is already in use.` : error.message,
      };
    });
    listener.server.listen(this.deps.port ?? 0, address);
    return ok(this.status());
  }

  /** Stops listening at once: no new connection is accepted, open ones are cut. */
  stop(): LanStatus {
    const listener = this.listener;
    this.listener = null;
    this.current = { state: 'off', campaignId: null, url: null, problem: null };
    if (listener) void listener.close();
    return this.status();
  }
}
