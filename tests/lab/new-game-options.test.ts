/**
 * The lab plays the rules a new table gets: a simulated game set up with no options named starts from
 * the options a new campaign is created with (the declared defaults the new-campaign form shows), not
 * the options schema's own defaults — which differ where a default changed and still read old set-ups
 * the old way (D&D skills' forced-research DC 10 → 12, Munchkin's high grants medium). Found when
 * lab-played D&D games replayed through `campaign/act` were refused `rules/passed_out` at a check the
 * lab had passed at DC 10. Real SQLite file for the campaign side.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { CORE } from '../../shared/engine/run';
import { labProfiles } from '../../shared/lab/profiles/index';
import { labPlayers, simulateGame } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import { caller } from '../support/services-call';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
let services: Services;
const { call } = caller(() => services);

beforeEach(() => {
  dir = tempDir();
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
});
afterEach(() => {
  services.close();
  dir.remove();
});

const labSetupOptions = (rulesetId: string) => {
  const { ruleset, profile } = labSubject({ rulesetId })!;
  const game = simulateGame({
    ruleset,
    profile,
    policy: profile.policies.greedy ?? profile.policies.random,
    params: Object.fromEntries(profile.params.map((p) => [p.key, p.default])),
    seed: 1,
    start: { options: {}, players: labPlayers(profile.players) },
    keepEvents: true,
  });
  expect(game.events[0].type).toBe(CORE.setup);
  return (game.events[0].data as { options: Record<string, unknown> }).options;
};

describe('a simulated game starts as a new campaign does', () => {
  it.each([...labProfiles.keys()])('%s: the lab’s options with none named are the new campaign’s', (rulesetId) => {
    const players = labPlayers(labProfiles.get(rulesetId)!.players).map((p) => p.name);
    const created = call('campaign/create', { name: `New ${rulesetId}`, rulesetId, players, options: {} });
    expect(labSetupOptions(rulesetId)).toEqual(created.options);
  });

  it('D&D skills: forced research checks at DC 12 and Munchkin’s high grants medium, as the form’s defaults say', () => {
    expect(labSetupOptions('dnd-skills')).toMatchObject({ forcedResearchFirstDc: 'dc-12' });
    expect(labSetupOptions('munchkin-rpg')).toMatchObject({ highGrantsMedium: true });
  });
});
