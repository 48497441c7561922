/**
 * The soak's attacker on the local network, run as its own process so the owner's round trip is
 * measured on a quiet event loop: holds `connections` connections to the phone listener that never
 * show the key (silent, slowloris, dripped headers; each one the server closes is opened again a
 * second later) and floods with a phone that has the key (16 views tried, history pages of 2,000
 * and of 200 steps). Prints its tally as one JSON line when `seconds` have passed.
 * Usage: node --import tsx tests/reliability/lan-abuser.ts <host> <cookie> <campaignId> <seconds> [connections] [views]
 */
import WebSocket from 'ws';
import { holdConnections, openView, releaseAll, type HeldConnection } from './lan-harness';

export interface AbuserTally {
  keyless: { opened: number; closedByServer: number; longestHeldMs: number };
  phone: { viewsTried: number; viewsOpen: number; viewsRefused: number; sent: number; answered: Record<string, number>; dropped: number };
}

const [host, cookie, campaignArg, secondsArg, connectionsArg, viewsArg] = process.argv.slice(2);
const campaignId = Number(campaignArg);
const until = Date.now() + Number(secondsArg) * 1000;
const connections = Number(connectionsArg ?? 1_100);
const viewsToTry = Number(viewsArg ?? 16);
const tally: AbuserTally = {
  keyless: { opened: 0, closedByServer: 0, longestHeldMs: 0 },
  phone: { viewsTried: 0, viewsOpen: 0, viewsRefused: 0, sent: 0, answered: {}, dropped: 0 },
};

// The keyless connections: each one closed is opened again a second later, until the end.
const live = new Set<HeldConnection>();
function open(count: number): void {
  for (const held of holdConnections(host, count, 250)) {
    tally.keyless.opened++;
    live.add(held);
    held.socket.once('close', () => {
      live.delete(held);
      tally.keyless.closedByServer++;
      tally.keyless.longestHeldMs = Math.max(tally.keyless.longestHeldMs, held.closedAfter ?? 0);
      if (Date.now() < until) setTimeout(() => open(1), 1_000).unref();
    });
  }
}
open(connections);

// The flooding phone: as many views as it is given, four requests in flight on each.
const views: WebSocket[] = [];
let id = 1;
async function floodWith(view: WebSocket): Promise<void> {
  const send = () => {
    if (Date.now() >= until || view.readyState !== view.OPEN) return;
    tally.phone.sent++;
    view.send(JSON.stringify({ id: id++, method: 'campaign/history-page', args: { campaignId, limit: id % 2 ? 2_000 : 200 } }));
  };
  view.on('message', (raw) => {
    const frame = JSON.parse(String(raw));
    if (frame.notice) return;
    const outcome = frame.result.ok ? 'ok' : frame.result.error.code;
    tally.phone.answered[outcome] = (tally.phone.answered[outcome] ?? 0) + 1;
    send();
  });
  view.on('close', () => {
    if (Date.now() < until) tally.phone.dropped++;
  });
  for (let i = 0; i < 4; i++) send();
}
for (let i = 0; i < viewsToTry; i++) {
  tally.phone.viewsTried++;
  // From another address than the keyless connections: another device, as on a real network.
  const view = await openView(host, cookie, { from: '127.0.0.2' });
  if (view instanceof WebSocket) {
    tally.phone.viewsOpen++;
    views.push(view);
    void floodWith(view);
  } else tally.phone.viewsRefused++;
}

setTimeout(
  () => {
    for (const view of views) view.terminate();
    releaseAll([...live]);
    console.log(JSON.stringify(tally));
    process.exit(0);
  },
  Math.max(0, until - Date.now()),
);
