/**
 * The players of a new campaign: each name once (compared without case or surrounding spaces), and
 * a colour each. The schema of `campaign/create` and the engine host both read these, so a
 * duplicate is refused at the boundary and by the service alike. Campaigns made before colours
 * were kept show the palette's colour for their seat.
 */
import type { Player } from '../engine/ruleset';

/** Distinct on the app's dark panels (contrast ≥ 4.5 against #171a21) and apart in hue. */
export const PLAYER_COLOURS = [
  '#f0b429',
  '#7cc4ff',
  '#ff6b6b',
  '#5fd38d',
  '#c792ea',
  '#ff9e64',
  '#4dd0c8',
  '#f78fb3',
  '#c3e88d',
  '#a0a8ff',
  '#e0c080',
  '#9ad1ff',
] as const;

/** A colour as stored with a player: `#rrggbb`. */
export const COLOUR = /^#[0-9a-f]{6}$/i;

/** The name two players share (the later one as typed), with the seats, or null when every name is different. */
export function duplicatePlayer(names: readonly string[]): { name: string; first: number; second: number } | null {
  const seen = new Map<string, number>();
  for (const [i, name] of names.entries()) {
    const key = name.trim().toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return { name: name.trim(), first, second: i };
    seen.set(key, i);
  }
  return null;
}

/** The colour a player is drawn in: their own, or the palette's for their seat (campaigns made before colours). */
export function playerColour(player: Pick<Player, 'color'>, seat: number): string {
  return player.color ?? PLAYER_COLOURS[seat % PLAYER_COLOURS.length];
}

/** Colours for new players: each keeps the one chosen, the others get the first palette colours no one took. */
export function assignColours(chosen: readonly (string | undefined)[]): string[] {
  const taken = new Set(chosen.filter((c): c is string => c !== undefined).map((c) => c.toLowerCase()));
  const free = PLAYER_COLOURS.filter((c) => !taken.has(c));
  let next = 0;
  return chosen.map((c, seat) => c ?? free[next++] ?? PLAYER_COLOURS[seat % PLAYER_COLOURS.length]);
}
