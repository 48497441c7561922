/**
 * The phone listener's door: how many connections it holds at once (each costs a file descriptor
 * the owner's own listener and the database need too), how long one may take to show the key, and
 * each phone's (remote address's) views and share of the work. Beyond a bound a connection is
 * closed at once; one that has not shown the key by its deadline is closed then.
 */
import type { Socket } from 'node:net';
import { WorkShare } from './rpc-socket';

/** What the listener holds at most, and how long it waits; lowered by the tests. */
export interface LanLimits {
  /** Connections open at once, in any state (each costs a file descriptor the owner's side needs too). */
  connections: number;
  /** Connections that have not shown the key yet, from all addresses and from one address. */
  unauthenticated: number;
  unauthenticatedPerAddress: number;
  /** How long a connection has to send a complete request that carries the key. */
  authenticateMs: number;
  /** WebSocket views open at once, in all and per phone (remote address). */
  sockets: number;
  socketsPerPhone: number;
  /** The most history steps a phone reads in one request (its table display asks 200). */
  pageLimit: number;
  /** Milliseconds of answering per second one phone may use, its burst, and all phones together. */
  workMsPerSecond: number;
  workBurstMs: number;
  allPhonesWorkMsPerSecond: number;
  /** A socket is pinged this often and closed when the previous ping got no answer. */
  heartbeatMs: number;
}

/** Phones and tabs at once: a table, not a crowd. */
export const LAN_LIMITS: LanLimits = {
  connections: 64,
  unauthenticated: 32,
  unauthenticatedPerAddress: 8,
  authenticateMs: 5_000,
  sockets: 16,
  socketsPerPhone: 4,
  pageLimit: 200,
  workMsPerSecond: 25,
  workBurstMs: 50,
  allPhonesWorkMsPerSecond: 100,
  heartbeatMs: 20_000,
};

interface Connection {
  address: string;
  /** Cleared once the connection has shown the key. */
  deadline: NodeJS.Timeout | null;
}

export class LanDoor {
  private readonly connections = new Map<Socket, Connection>();
  private readonly phones = new Map<string, { views: number; share: WorkShare }>();
  private readonly allPhones: WorkShare;
  /** Connections closed at the door (over a bound) and at their deadline: what the tests and the soak count. */
  readonly turnedAway = { overBound: 0, noKeyInTime: 0 };

  constructor(readonly limits: LanLimits) {
    this.allPhones = new WorkShare(limits.allPhonesWorkMsPerSecond, limits.workBurstMs * 2);
  }

  private waiting(address?: string): number {
    let n = 0;
    for (const c of this.connections.values()) if (c.deadline && (address === undefined || c.address === address)) n++;
    return n;
  }

  /** A new TCP connection: counted, with a deadline to show the key (true), or closed at once when a bound is reached. */
  admit(socket: Socket): boolean {
    const address = socket.remoteAddress ?? '?';
    const { limits } = this;
    if (
      this.connections.size >= limits.connections ||
      this.waiting() >= limits.unauthenticated ||
      this.waiting(address) >= limits.unauthenticatedPerAddress
    ) {
      this.turnedAway.overBound++;
      // A reset, not a close: no TIME_WAIT is left on our side for each of thousands of attempts.
      socket.resetAndDestroy();
      return false;
    }
    const deadline = setTimeout(() => {
      this.turnedAway.noKeyInTime++;
      socket.resetAndDestroy();
    }, limits.authenticateMs);
    deadline.unref();
    this.connections.set(socket, { address, deadline });
    socket.once('close', () => {
      const connection = this.connections.get(socket);
      if (connection?.deadline) clearTimeout(connection.deadline);
      this.connections.delete(socket);
    });
    return true;
  }

  /** The connection sent a request carrying the key: it stays (an HTTP keep-alive or a view's socket). */
  authenticated(socket: Socket): void {
    const connection = this.connections.get(socket);
    if (!connection?.deadline) return;
    clearTimeout(connection.deadline);
    connection.deadline = null;
  }

  /** Why one more view (WebSocket) from this address is refused, or null. */
  viewRefusal(address: string | undefined, openViews: number): [number, string] | null {
    if (openViews >= this.limits.sockets) return [503, 'Too many phones are connected.'];
    if ((this.phones.get(address ?? '?')?.views ?? 0) >= this.limits.socketsPerPhone)
      return [429, 'This phone already has the most views open: close one first.'];
    return null;
  }

  /** A view opened from this address: its phone's share of the work, and what to call when it closes. */
  openView(address: string | undefined): { share: WorkShare; release: () => void } {
    const key = address ?? '?';
    const phone = this.phones.get(key) ?? {
      views: 0,
      share: new WorkShare(this.limits.workMsPerSecond, this.limits.workBurstMs, this.allPhones),
    };
    phone.views++;
    this.phones.set(key, phone);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (--phone.views === 0) this.phones.delete(key);
    };
    return { share: phone.share, release };
  }

  /** Connections open now, and how many of them have not shown the key. */
  counts(): { open: number; waiting: number } {
    return { open: this.connections.size, waiting: this.waiting() };
  }

  /** Closes every connection it holds (the listener stops). */
  close(): void {
    for (const [socket, c] of this.connections) {
      if (c.deadline) clearTimeout(c.deadline);
      socket.destroy();
    }
  }
}
