/**
 * The process the environment tests starve of file handles: it takes every handle it may have
 * (under a low `ulimit -n`), so the services' damage check meets EMFILE, then gives them back.
 * Prints one JSON line per observation. Usage: node --import tsx db-environment-child.ts <start|full-check> <db>
 */
import { closeSync, openSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startServices } from '../../electron/main/services/services';

const [mode, databasePath] = process.argv.slice(2);
const say = (what: string, value: unknown) => process.stdout.write(`${JSON.stringify({ what, value })}\n`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Opens /dev/null until the system says EMFILE; returns the handles, to give back. */
function takeEveryHandle(): number[] {
  const held: number[] = [];
  for (;;) {
    try {
      held.push(openSync('/dev/null', 'r'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EMFILE') throw error;
      return held;
    }
    if (held.length > 100_000) throw new Error('the handle limit was not lowered');
  }
}
const giveBack = (held: number[]) => held.forEach((fd) => closeSync(fd));
const damagedCopies = () => readdirSync(dirname(databasePath)).filter((n) => n.includes('.damaged-'));
const listCode = (services: ReturnType<typeof startServices>) => {
  const listed = services.dispatch('campaign/list', {});
  return listed.ok ? 'ok' : listed.error.code;
};

// Every module the services load on demand (the rulesets) is loaded while handles are plenty:
// what is starved is the database check, not the module loader.
const warm = startServices({ databasePath, version: 'env-test', transport: 'websocket', backupEveryMinutes: 0, fullCheckAfterMs: null });
warm.dispatch('campaign/open', { campaignId: 1 });
warm.dispatch('campaign/history-page', { campaignId: 1 });
warm.close();

if (mode === 'start') {
  const held = takeEveryHandle();
  const services = startServices({
    databasePath,
    version: 'env-test',
    transport: 'websocket',
    backupEveryMinutes: 0,
    fullCheckAfterMs: null,
  });
  const starved = services.status;
  const starvedList = listCode(services);
  giveBack(held);
  say('starved', { status: starved, list: starvedList });
  for (let i = 0; i < 50 && services.status.state !== 'ok'; i++) await sleep(100);
  say('after', { status: services.status, list: listCode(services), damagedCopies: damagedCopies() });
  services.close();
} else if (mode === 'full-check') {
  const services = startServices({
    databasePath,
    version: 'env-test',
    transport: 'websocket',
    backupEveryMinutes: 0,
    fullCheckAfterMs: 600,
  });
  const held = takeEveryHandle();
  // Handles the event loop gives back meanwhile are taken again at once, until well after the check's timer.
  const topUp = setInterval(() => held.push(...takeEveryHandle()), 5);
  await sleep(1500);
  clearInterval(topUp);
  giveBack(held);
  say('after', { status: services.status, list: listCode(services), damagedCopies: damagedCopies() });
  say('checked again', services.fullCheck());
  services.close();
}
say('alive', true);
