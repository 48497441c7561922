/**
 * Long campaigns for the click → drawn bench, written through the real services (the campaign
 * service in process, `campaign/act`): a lab-played game's actions (greedy policy, seeded), sent as
 * the table would send them with the dice it rolled; when a game is over the table goes back to
 * its set-up (one rewind step) and plays the next seeded game. The log grows as a long campaign's
 * does — steps in force, steps undone by the rewinds — and the campaign is left mid-game.
 * The dice tray (no lab profile) has a counter added and nudged, as before.
 */
import type { Services } from '../../electron/main/services/services';
import { labPlayers, simulateGame, type PlayedAction } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import type { PlayView } from '../../shared/rpc/contract';

/** Four players where the game takes four and the issue asks for them; else the lab profile's seats. */
export const FOUR_PLAYERS: ReadonlySet<string> = new Set(['catan-horror', 'eldritch-express']);

export interface LongCampaign {
  rulesetId: string;
  id: number;
  /** Events in the log so far (the campaign's last seq). */
  events: number;
  /** The lab game being replayed, and where in it the campaign is. */
  game: PlayedAction[];
  at: number;
  seed: number;
  /** Lab actions the services refused on replay (each ends its game early). */
  refused: string[];
}

function call(services: Services, method: string, args: unknown): unknown {
  const result = services.dispatch(method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

function labGame(rulesetId: string, seed: number, players: number): PlayedAction[] {
  const subject = labSubject({ rulesetId });
  if (!subject) throw new Error(`no lab profile for ${rulesetId}`);
  const { ruleset, profile } = subject;
  return simulateGame({
    ruleset,
    profile,
    policy: profile.policies.greedy ?? profile.policies.random,
    params: Object.fromEntries(profile.params.map((p) => [p.key, p.default])),
    seed,
    start: { options: {}, players: labPlayers(players) },
    keepActions: true,
  }).actions;
}

/** Creates the campaign (set-up only). */
export function createLong(services: Services, rulesetId: string): LongCampaign {
  if (rulesetId === 'dice-tray') {
    const { id } = call(services, 'campaign/create', { name: `Click ${rulesetId}`, rulesetId, players: [], options: {} }) as { id: number };
    call(services, 'campaign/act', {
      campaignId: id,
      action: { type: 'add-counter', payload: { name: 'Count', min: 0, max: 99999, start: 0 } },
    });
    return { rulesetId, id, events: 2, game: [], at: 0, seed: 0, refused: [] };
  }
  const seats = FOUR_PLAYERS.has(rulesetId) ? 4 : labSubject({ rulesetId })!.profile.players;
  const players = labPlayers(seats).map((p) => p.name);
  const { id } = call(services, 'campaign/create', { name: `Click ${rulesetId}`, rulesetId, players, options: {} }) as { id: number };
  return { rulesetId, id, events: 1, game: labGame(rulesetId, 1, seats), at: 0, seed: 1, refused: [] };
}

/** Plays on until the log holds at least `events` events and the game is not over. */
export function growLong(services: Services, c: LongCampaign, events: number): void {
  if (c.rulesetId === 'dice-tray') {
    for (; c.events < events; c.events++)
      call(services, 'campaign/act', { campaignId: c.id, action: { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } } });
    return;
  }
  const seats = FOUR_PLAYERS.has(c.rulesetId) ? 4 : labSubject({ rulesetId: c.rulesetId })!.profile.players;
  let over = false;
  // Not over, and some way into its game (not left at the set-up a rewind just went back to).
  const underWay = () => !over && c.at >= Math.min(20, c.game.length - 1);
  while (c.events < events || !underWay()) {
    if (c.at >= c.game.length) {
      // The game is over (or the lab stopped it): back to the set-up, as one step, and the next game.
      const view = call(services, 'campaign/rewind', { campaignId: c.id, toStep: 1 }) as PlayView;
      c.events = view.campaign.eventCount;
      c.seed++;
      c.game = labGame(c.rulesetId, c.seed, seats);
      c.at = 0;
      over = false;
      continue;
    }
    const step = c.game[c.at++];
    const roll = step.dice.length ? { roll: { source: 'table' as const, values: step.dice.map((d) => d.value) } } : {};
    const result = services.dispatch('campaign/act', { campaignId: c.id, action: { type: step.type, payload: step.payload, ...roll } });
    if (!result.ok) {
      // The table's replay parted from the lab's game (a rule that reads more than the dice): next game.
      c.refused.push(`${c.seed}:${c.at - 1} ${step.type} ${result.error.code}`);
      c.at = c.game.length;
      over = true;
      continue;
    }
    const view = result.value as PlayView;
    c.events = view.campaign.eventCount;
    over = view.outcome !== null || view.prompt.actions.length === 0 || c.at >= c.game.length;
  }
}
