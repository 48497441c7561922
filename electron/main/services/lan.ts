/**
 * The optional phone view on the local network (off by default): switched on for one campaign, it
 * listens on this computer's LAN address with a fresh random token; switched off, or when the app
 * quits, it stops. The listener itself is `electron/server/lan-server.ts`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { fail, ok, type Result } from '../../../shared/engine/result';
import { LAN_OFF, type LanStatus } from '../../../shared/rpc/contract';
import type { Notice } from '../../../shared/rpc/transport';
import type { LanLimits } from '../../server/lan-door';
import { createLanServer, type LanServer } from '../../server/lan-server';
import type { Dispatch } from './rpc';

export interface LanOptions {
  /** The built renderer the phones are served. */
  staticRoot: string;
  /** The address to listen on; default: the address of the network this computer reaches the world through. */
  address?: string;
  /** The port; default 0, any free one. */
  port?: number;
  /** The listener's bounds (connections, views per phone, work share…); lowered by the tests. */
  limits?: Partial<LanLimits>;
}

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Where phones reach this computer: a network interface's name and its IPv4 address. */
export interface LanNetwork {
  interface: string;
  address: string;
}

/**
 * The interface of the default route in a Linux routing table (`/proc/net/route`): destination and
 * mask 0.0.0.0, up, the lowest metric first; null when there is none.
 */
export function defaultRouteInterface(routeTable: string): string | null {
  let best: { name: string; metric: number } | null = null;
  for (const line of routeTable.split('\n').slice(1)) {
    const [name, destination, , flags, , , metric, mask] = line.trim().split(/\s+/);
    if (!name || destination !== '00000000' || mask !== '00000000' || (Number.parseInt(flags, 16) & 1) === 0) continue;
    if (!best || Number(metric) < best.metric) best = { name, metric: Number(metric) };
  }
  return best?.name ?? null;
}

/** Interfaces of VPNs, containers and virtual machines: phones on the table's network are not there. */
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|tun|tap|wg|utun|tailscale|zt|lxc|lxd|cni|flannel|podman|vEthernet)/i;

/**
 * The network phones reach: the IPv4 address of the default route's interface when it is known,
 * else the first non-internal IPv4 address on an interface that is not virtual, else any
 * non-internal one; null off any network.
 */
export function chooseLanNetwork(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, defaultInterface: string | null): LanNetwork | null {
  const candidates = Object.entries(interfaces).flatMap(([name, addresses]) =>
    (addresses ?? []).filter((a) => a.family === 'IPv4' && !a.internal).map((a) => ({ interface: name, address: a.address })),
  );
  return (
    candidates.find((c) => c.interface === defaultInterface) ?? candidates.find((c) => !VIRTUAL.test(c.interface)) ?? candidates[0] ?? null
  );
}

/** This computer's network for phones (the default route's, read from /proc/net/route on Linux). */
export function lanNetwork(): LanNetwork | null {
  let routes = '';
  try {
    routes = readFileSync('/proc/net/route', 'utf8');
  } catch {
    // Not Linux (or no /proc): the interface names decide.
  }
  return chooseLanNetwork(networkInterfaces(), defaultRouteInterface(routes));
}

/** The interface that holds an address given by the caller (127.0.0.1 in tests). */
function networkOf(address: string): LanNetwork {
  const found = Object.entries(networkInterfaces()).find(([, addresses]) => addresses?.some((a) => a.address === address));
  return { interface: found?.[0] ?? '', address };
}

export class LanService {
  private listener: LanServer | null = null;
  private current: LanStatus = LAN_OFF;

  constructor(private readonly deps: LanOptions & { dispatch: Dispatch; onNotice: (listener: (notice: Notice) => void) => () => void }) {}

  status(): LanStatus {
    return { ...this.current };
  }

  /** Shares one campaign (a new token each time); sharing another campaign replaces the first. */
  start(campaignId: number): Result<LanStatus> {
    if (this.listener && this.current.campaignId === campaignId && this.current.state !== 'failed') return ok(this.status());
    const exists = this.deps.dispatch('campaign/open', { campaignId });
    if (!exists.ok) return exists;
    const network = this.deps.address ? networkOf(this.deps.address) : lanNetwork();
    const address = network?.address;
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
      ...(this.deps.limits ? { limits: this.deps.limits } : {}),
    });
    this.listener = listener;
    this.current = { state: 'starting', campaignId, url: null, problem: null, network };
    listener.server.once('listening', () => {
      if (this.listener !== listener) return;
      const bound = listener.server.address();
      const port = bound !== null && typeof bound === 'object' ? bound.port : 0;
      this.current = {
        state: 'on',
        campaignId,
        url: `http://${address}:${port}/?token=${token}#/table/${campaignId}`,
        problem: null,
        network,
      };
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
        network,
      };
    });
    listener.server.listen(this.deps.port ?? 0, address);
    return ok(this.status());
  }

  /** Stops listening at once: no new connection is accepted, open ones are cut. */
  stop(): LanStatus {
    const listener = this.listener;
    this.listener = null;
    this.current = LAN_OFF;
    if (listener) void listener.close();
    return this.status();
  }
}
