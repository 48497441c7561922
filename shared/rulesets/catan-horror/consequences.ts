/** Consequences shared by actions and automatic steps: hurting and maddening knights, damaging towns, wounding foes. */
import type { EventBuilder } from './events';
import { knightById, strengthOf, takeDamage, takeSanity } from './rules/knights';
import { damageTown } from './rules/towns';
import { foeById, kindByName, type Foe } from './rules/combat';

const playerName = (b: EventBuilder, id: string): string => b.state.players.find((p) => p.id === id)?.name ?? id;

/** Mad players, who are paid when monsters kill sane knights or destroy settlements (the table hands the cards over). */
const madPlayerNames = (b: EventBuilder): string[] => b.state.players.filter((p) => p.mad && !p.dead).map((p) => p.name);

/** Deals damage to a knight (demotions, death; the fold works them out again from `amount`); returns the damage actually taken. */
export function hurtKnight(b: EventBuilder, knightId: string, amount: number, cause: string, extra: { byPlayer?: string } = {}): number {
  const knight = knightById(b.state, knightId);
  if (!knight || amount <= 0) return 0;
  const result = takeDamage(b.state, knight, amount);
  const reward = result.died && cause === 'monster-strike' ? madPlayerNames(b) : [];
  b.emit(
    result.died ? 'knight-killed' : 'knight-hurt',
    {
      ...extra,
      knightId,
      name: knight.name,
      owner: knight.owner,
      amount: result.taken,
      fromRank: knight.rank,
      rank: result.rank,
      died: result.died,
      demotions: result.demotions,
      damage: result.damage,
      ownerName: playerName(b, knight.owner),
      madReward: reward,
    },
    cause,
  );
  return result.taken;
}

/** Adds sanity damage; past its strength the knight goes mad, leaves its squad and is unhidden. */
export function maddenKnight(b: EventBuilder, knightId: string, amount: number, cause: string): void {
  const knight = knightById(b.state, knightId);
  if (!knight || knight.madTurns > 0 || amount <= 0) return;
  const result = takeSanity(knight, amount);
  if (!result.mad) {
    b.emit(
      'knight-sanity',
      {
        knightId,
        name: knight.name,
        owner: knight.owner,
        amount,
        sanity: result.sanity,
      },
      cause,
    );
    return;
  }
  b.emit(
    'knight-went-mad',
    {
      knightId,
      name: knight.name,
      owner: knight.owner,
      amount,
      sanity: result.sanity,
      turns: result.madTurns,
      strength: strengthOf(knight),
    },
    cause,
  );
}

/** Drives mad a knight whose sanity damage already fills its card (set by hand): the madness the rule means, nothing more taken. */
export function maddenAtLimit(b: EventBuilder, knightId: string, cause: string): void {
  const knight = knightById(b.state, knightId);
  if (!knight || knight.madTurns > 0) return;
  const result = takeSanity(knight, 0);
  if (!result.mad) return;
  b.emit(
    'knight-went-mad',
    {
      knightId,
      name: knight.name,
      owner: knight.owner,
      amount: 0,
      sanity: result.sanity,
      turns: result.madTurns,
      strength: strengthOf(knight),
    },
    cause,
  );
}

/**
 * The causes by which a monster damages a town (002:608 "anytime a monster destroys a settlement"): its
 * invaders, and the nightmarish / overwhelming damage of monsters assaulting it (002:583).
 */
const MONSTER_HARM: readonly string[] = ['invader', 'nightmarish-overwhelming'];

/** Deals horror and structural damage to a town (negative amounts remove it) and records what followed (the fold works it out again with damageTown). */
export function harmTown(
  b: EventBuilder,
  townId: string,
  horror: number,
  structural: number,
  type: 'town-damaged' | 'town-calmed' | 'town-repaired' | 'town-razed',
  cause: string,
  extra: { foe?: string } = {},
): void {
  const town = b.state.towns.find((t) => t.id === townId);
  if (!town || town.state === 'destroyed') return;
  const after = damageTown(town, horror, structural);
  const reward = after.fell && town.size === 'settlement' && MONSTER_HARM.includes(cause) ? madPlayerNames(b) : [];
  b.emit(
    type,
    {
      ...extra,
      townId,
      label: town.label,
      owner: town.owner,
      horror,
      structural,
      horrorNow: after.horror,
      structuralNow: after.structural,
      size: after.size,
      reduced: after.reduced,
      wentMad: after.wentMad,
      fell: after.fell,
      lostWalls: town.walls && !after.walls,
      madReward: reward,
    },
    cause,
  );
}

/** Lands hits on a foe: wounds a monster (killed at its toughness, a trophy to the player) or hurts a mad knight. */
export function woundFoe(b: EventBuilder, foe: Foe, hits: number, playerId: string, cause: string): void {
  if (hits <= 0) return;
  if (foe.type === 'mad-knight') {
    hurtKnight(b, foe.id, hits, cause, { byPlayer: playerId });
    return;
  }
  const monster = b.state.monsters.find((m) => m.id === foe.id)!;
  const kind = kindByName(b.state, monster.kind);
  const wounds = monster.wounds + hits;
  const killed = wounds >= foe.toughness;
  if (!killed) {
    b.emit('monster-wounded', { monsterId: foe.id, kind: foe.name, hits, wounds, toughness: foe.toughness }, cause);
    return;
  }
  const player = b.state.players.find((p) => p.id === playerId);
  b.emit(
    'monster-killed',
    {
      monsterId: foe.id,
      kind: foe.name,
      hits,
      wounds,
      byPlayer: player?.id ?? null,
      who: player?.name ?? null,
      toughness: kind?.toughness ?? foe.toughness,
    },
    cause,
  );
}

export { foeById };
