/**
 * A large valid export for the import tests and the bench: one dice-tray campaign played through
 * the real services (counters, rolls with their dice, undos, checkpoints, two sessions), copied
 * under new names and creation times until the file reaches the size asked.
 */
import { startServices } from '../../electron/main/services/services';
import { rpc } from '../support/services-call';
import { tempDir } from '../support/temp-db';
import { must } from './db-mutations';

interface Shape {
  campaigns: { name: string; createdAt: string; events: unknown[] }[];
}

/** Plays a campaign of about `events` events and returns its export (JSON text). */
export function playedCampaignExport(events: number): string {
  const dir = tempDir('doomkeeper-large-export-');
  const services = startServices({ databasePath: dir.file('source.sqlite'), version: 'test', transport: 'websocket' });
  try {
    services.db.pragma('synchronous = OFF'); // seeding only
    const { id } = must(
      rpc(services, 'campaign/create', { name: 'Long night', rulesetId: 'dice-tray', players: ['Ann', 'Bo'], options: {} }),
    );
    const act = (action: Parameters<typeof rpc<'campaign/act'>>[2]['action']) =>
      must(rpc(services, 'campaign/act', { campaignId: id, action }));
    must(rpc(services, 'session/start', { campaignId: id }));
    act({ type: 'add-counter', payload: { name: 'Doom', min: -99999, max: 99999, start: 0 } });
    for (let i = 3; i <= events; i++) {
      if (i === Math.floor(events / 2)) {
        must(rpc(services, 'session/end', { campaignId: id }));
        must(rpc(services, 'session/start', { campaignId: id }));
      }
      if (i % 97 === 0) must(rpc(services, 'campaign/undo', { campaignId: id }));
      else if (i % 1000 === 0) must(rpc(services, 'history/checkpoint', { campaignId: id, name: `Moment ${i}` }));
      else if (i % 6 === 0) act({ type: 'roll', payload: { count: 2, die: 'd6' }, roll: { source: 'app' } });
      else act({ type: 'change-counter', payload: { counterId: 'c1', delta: i % 4 < 2 ? 1 : -1 } });
    }
    return must(rpc(services, 'history/export', { campaignId: id })).content;
  } finally {
    services.close();
    dir.remove();
  }
}

/**
 * An export of at least `bytes` bytes: the played campaign (`perCampaign` events) repeated, each
 * copy a campaign of its own (its own name and creation time, so none is a twin of another).
 */
export function largeExport(bytes: number, perCampaign = 2000): { content: string; campaigns: number; events: number } {
  const one = JSON.parse(playedCampaignExport(perCampaign)) as Shape;
  const [campaign] = one.campaigns;
  const size = Buffer.byteLength(JSON.stringify(campaign, null, 1));
  const copies = Math.max(1, Math.ceil(bytes / size));
  const base = Date.parse(campaign.createdAt);
  one.campaigns = Array.from({ length: copies }, (_, n) => ({
    ...campaign,
    name: `${campaign.name} ${n + 1}`,
    createdAt: new Date(base - n * 60_000).toISOString(),
  }));
  return { content: JSON.stringify(one, null, 1), campaigns: copies, events: copies * campaign.events.length };
}
