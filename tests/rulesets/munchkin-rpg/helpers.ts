/** Shared set-up for the Munchkin RPG tests: four Munchkins seated Ann, Bob, Cy, Dee (play passes in that order). */
import { d6, dN, type RolledDie } from '../../../shared/engine/dice';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { CORE, foldEvents, runAction } from '../../../shared/engine/run';
import { munchkinRpg } from '../../../shared/rulesets/munchkin-rpg';
import type { MunchkinState } from '../../../shared/rulesets/munchkin-rpg/state';

export const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'bob', name: 'Bob' },
  { id: 'cy', name: 'Cy' },
  { id: 'dee', name: 'Dee' },
];
/** The options of a new campaign: the declared defaults (as the set-up screen fills them), then `options`. */
export const newCampaignOptions = (options = {}) => ({
  ...Object.fromEntries(munchkinRpg.options.map((o) => [o.key, o.default])),
  ...options,
});
export const setupEvent = (options = {}): RulesEvent => ({ type: CORE.setup, data: { options: newCampaignOptions(options), players } });
export const table = (die: RolledDie['die'], ...values: number[]): RolledDie[] => values.map((value) => ({ die, value, source: 'table' }));
export const d6s = (...values: number[]) => table(d6, ...values);

/** Runs an action that must succeed, returning its state and events. */
export function play(state: MunchkinState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []) {
  const result = runAction(munchkinRpg, state, type, payload, dice);
  if (!result.ok) throw new Error(`${type}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** Runs an action that must fail, returning its error code. */
export function refuse(state: MunchkinState, type: string, payload: Record<string, unknown> = {}, dice: RolledDie[] = []): string {
  const result = runAction(munchkinRpg, state, type, payload, dice);
  if (result.ok) throw new Error(`${type} was accepted`);
  return result.error.code;
}

export const start = (options = {}) => foldEvents(munchkinRpg, undefined, [setupEvent(options)]);

type Stats = { high: string; medium: string; low: string };

/** A stat line as the set-up and retrain prompts send it (`high/medium/low`). */
export const line = (stats: Stats) => ({ line: `${stats.high}/${stats.medium}/${stats.low}` });
const PLAIN: Stats = { high: 'strength', medium: 'intellect', low: 'agility' };

/** Everyone chooses stats (by default High Strength, Medium Intellect, Low Agility: 5 points a round), then the d4 picks `firstSeat`. */
export function seated(stats: Partial<Record<string, Stats>> = {}, firstSeat = 0, options = {}): MunchkinState {
  let state = start(options);
  for (const p of players) state = play(state, 'set-stats', { player: p.id, ...line(stats[p.id] ?? PLAIN) }).state;
  return play(state, 'roll-first-player', {}, table(dN(4), firstSeat + 1)).state;
}

export const who = (state: MunchkinState, id: string) => state.players.find((p) => p.id === id)!;
export const current = (state: MunchkinState) => state.players[(state.firstSeat + state.turnInRound) % state.players.length].id;

/** Sets a player's numbers directly, as the table would by hand. */
export function adjust(state: MunchkinState, id: string, values: { level?: number; gold?: number; ap?: number }): MunchkinState {
  let next = state;
  for (const [kind, value] of Object.entries(values)) next = munchkinRpg.setTracker(next, `${kind}/${id}`, value);
  return next;
}
