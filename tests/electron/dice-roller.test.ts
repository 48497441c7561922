/** The app's dice: crypto-random by default; a seeded roller, injected through ServiceOptions, makes a run reproducible. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { d6, d10, dieFaces, dN, times } from '../../shared/engine/dice';
import { rollDice, seededRoller } from '../../electron/main/services/dice-roller';
import { startServices, type Services } from '../../electron/main/services/services';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

describe('seededRoller', () => {
  it('rolls the same faces for the same seed and requests, and other faces for another seed', () => {
    const requests = [{ dice: times(3, d6) }, { dice: times(2, d10) }, { dice: [dN(20)] }];
    const run = (seed: number) => requests.map(seededRoller(seed)).map((dice) => dice.map((d) => d.value));
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('rolls only faces the die has, each about equally often (6,000 d6: every face 850-1,150 times)', () => {
    const roll = seededRoller(42);
    const counts = new Map<unknown, number>();
    for (const die of roll({ dice: times(6000, d6) })) counts.set(die.value, (counts.get(die.value) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(dieFaces(d6));
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(850);
      expect(count).toBeLessThan(1150);
    }
    expect(roll({ dice: times(200, d10) }).every((d) => dieFaces(d10).includes(d.value) && d.source === 'app')).toBe(true);
  });

  it('leaves the default roller crypto-random: two runs of 50 d20 differ', () => {
    const values = () => rollDice({ dice: times(50, dN(20)) }).map((d) => d.value);
    expect(values()).not.toEqual(values());
  });
});

describe('services with a seeded roller', () => {
  let dir: ReturnType<typeof tempDir>;
  let services: Services;
  const { call } = caller(() => services);
  beforeEach(() => {
    dir = tempDir();
    services = startServices({
      databasePath: dir.file('campaigns.sqlite'),
      version: 'test',
      transport: 'websocket',
      backupDir: dir.file('backups'),
      rollDice: seededRoller(2026),
    });
  });
  afterEach(() => {
    services.close();
    dir.remove();
  });

  it('rolls the app dice the seed says, in order', () => {
    const known = seededRoller(2026);
    const { id } = call('campaign/create', { name: 'Known dice', rulesetId: 'dice-tray', players: [], options: {} });
    const first = call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 3, die: 'd6' }, roll: { source: 'app' } },
    });
    expect((first.state as { lastRoll: { values: number[] } }).lastRoll.values).toEqual(known({ dice: times(3, d6) }).map((d) => d.value));
    const second = call('campaign/act', {
      campaignId: id,
      action: { type: 'roll', payload: { count: 2, die: 'd10' }, roll: { source: 'app' } },
    });
    expect((second.state as { lastRoll: { values: number[] } }).lastRoll.values).toEqual(
      known({ dice: times(2, d10) }).map((d) => d.value),
    );
  });
});
