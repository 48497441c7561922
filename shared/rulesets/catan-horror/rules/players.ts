/** Judging players: still in the game, mad (002:597), or wiped out (002:642); and which towns count for points (002:588). */
import type { CatanHorrorState, PlayerState, Town } from '../state';
import { isSaneTown } from './allowed';
import { isSane } from './knights';
import { standing } from './towns';

/**
 * A player's standing: 'mad' once every town and knight of theirs is mad (002:597); 'wiped-out'
 * once they control no town (an invaded town is no longer controlled, 002:588) and no sane knight,
 * with no recruit waiting to appear (002:642); otherwise null (nothing changes). Mad and fallen
 * players are not judged again.
 */
export function playerVerdict(state: CatanHorrorState, player: PlayerState): 'mad' | 'wiped-out' | null {
  if (player.dead || player.mad) return null;
  // Asked of every player at every step: one still holding a sane town or knight, or with a recruit coming, is found without lists.
  for (const t of state.towns) if (t.owner === player.id && standing(t) && isSaneTown(t)) return null;
  for (const k of state.knights) if (k.alive && k.owner === player.id && isSane(k)) return null;
  const towns = state.towns.filter((t) => t.owner === player.id && standing(t));
  const knights = state.knights.filter((k) => k.alive && k.owner === player.id);
  if (towns.some(isSaneTown) || knights.some(isSane) || state.recruits.some((r) => r.player === player.id)) return null;
  const allMad = towns.length + knights.length > 0 && towns.every((t) => t.state === 'mad') && knights.every((k) => k.madTurns > 0);
  return allMad ? 'mad' : 'wiped-out';
}

/** Whether a town counts for its owner's victory points and produces (002:412, 588): not invaded, not mad, standing. */
export const townCounts = (town: Town): boolean => isSaneTown(town);

/** A player's towns that neither produce nor count for victory points right now (invaded or mad), by label. */
export const townsNotCounting = (state: CatanHorrorState, player: string): string[] =>
  state.towns.filter((t) => t.owner === player && standing(t) && !townCounts(t)).map((t) => `${t.label} (${t.state})`);

/**
 * Whether a town draws resources on a production roll (002:412): never while invaded; a mad town
 * only for a mad player, who builds monsters with them (002:615) — ruling catan-horror#22.
 */
export function townProduces(state: CatanHorrorState, town: Town): boolean {
  if (town.state === 'mad') return state.players.find((p) => p.id === town.owner)?.mad === true;
  return isSaneTown(town);
}

/**
 * The towns a player who goes mad with every town and knight mad takes over (002:597): the other
 * mad towns still standing that no mad player holds.
 */
export const madTownsTaken = (state: CatanHorrorState, playerId: string): Town[] =>
  state.towns.filter((t) => t.state === 'mad' && standing(t) && t.owner !== playerId && !state.players.find((p) => p.id === t.owner)?.mad);
