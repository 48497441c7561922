/**
 * A monster's attack among the knights in the fight (002:552, 571; ruling catan-horror#10): the
 * current player splits it in whole points; each share at most what that knight can take through its
 * demotions; every point must land unless a share kills its knight — what is left is then lost (no
 * spill-over, the seed's 4-strength example); in a squad no knight is killed while a weaker one lives.
 */
import { refuse } from '../../../engine/result';
import type { CatanHorrorState, Knight } from '../state';
import type { Refusal } from './allowed';
import { damageCap, rankOrder, squadMembers, squadById, takeDamage } from './knights';

export interface Share {
  knightId: string;
  amount: number;
}

/** Reads a strike target: a knight id (the whole blow on it, as much as it can take) or shares `k3:1,k4:3`. */
export function parseShares(target: string, combat: number, fighters: readonly Knight[]): Share[] | null {
  if (!target.includes(':')) {
    const knight = fighters.find((k) => k.id === target);
    return knight ? [{ knightId: knight.id, amount: Math.min(combat, damageCap(knight)) }] : null;
  }
  const shares: Share[] = [];
  for (const part of target.split(',')) {
    const m = /^([\w-]+):(\d+)$/.exec(part.trim());
    if (!m) return null;
    shares.push({ knightId: m[1], amount: Number(m[2]) });
  }
  return shares;
}

/** Writes shares back as a strike target (a lone whole blow is just the knight's id). */
export function sharesTarget(shares: readonly Share[], combat: number, fighters: readonly Knight[]): string {
  if (shares.length === 1) {
    const knight = fighters.find((k) => k.id === shares[0].knightId);
    if (knight && shares[0].amount === Math.min(combat, damageCap(knight))) return knight.id;
  }
  return shares.map((s) => `${s.knightId}:${s.amount}`).join(',');
}

const kills = (state: CatanHorrorState, knight: Knight, amount: number): boolean => takeDamage(state, knight, amount).died;

/** Why these shares of a `combat`-point attack are not allowed, or null. */
export function sharesRefusal(
  state: CatanHorrorState,
  combat: number,
  fighters: readonly Knight[],
  shares: readonly Share[],
): Refusal | null {
  if (shares.length === 0) return refuse('rules/no_shares');
  const seen = new Set<string>();
  let total = 0;
  let someoneDies = false;
  for (const share of shares) {
    const knight = fighters.find((k) => k.id === share.knightId);
    if (!knight || seen.has(knight.id)) return refuse('rules/not_in_fight', { target: share.knightId });
    seen.add(knight.id);
    if (share.amount < 1 || share.amount > damageCap(knight)) {
      return refuse('rules/share_over_cap', {
        knight: knight.name,
        most: damageCap(knight),
      });
    }
    total += share.amount;
    if (kills(state, knight, share.amount)) someoneDies = true;
  }
  if (total > combat) return refuse('rules/share_too_large', { combat, total });
  if (total < combat && !someoneDies)
    return refuse('rules/damage_unassigned', {
      combat,
      total,
    });
  for (const share of shares) {
    const knight = fighters.find((k) => k.id === share.knightId)!;
    if (!knight.squad || !kills(state, knight, share.amount)) continue;
    const squad = squadById(state, knight.squad);
    const weaker = squad ? squadMembers(state, squad).filter((m) => m.id !== knight.id && rankOrder(m.rank) < rankOrder(knight.rank)) : [];
    const spared = weaker.filter((w) => {
      const own = shares.find((s) => s.knightId === w.id);
      return !own || !kills(state, w, own.amount);
    });
    if (spared.length)
      return refuse('rules/squad_weakest_first', {
        knight: knight.name,
        weaker: spared.map((w) => w.name),
      });
  }
  return null;
}

/** Every allowed way to take a `combat`-point attack (at most `limit`), lone whole blows first. */
export function allowedSplits(state: CatanHorrorState, combat: number, fighters: readonly Knight[], limit = 60): Share[][] {
  const out: Share[][] = [];
  const walk = (i: number, left: number, acc: Share[]) => {
    if (out.length >= limit) return;
    if (i === fighters.length) {
      if (acc.length && !sharesRefusal(state, combat, fighters, acc)) out.push(acc);
      return;
    }
    const knight = fighters[i];
    for (let amount = 0; amount <= Math.min(left, damageCap(knight)); amount++) {
      walk(i + 1, left - amount, amount ? [...acc, { knightId: knight.id, amount }] : acc);
    }
  };
  walk(0, combat, []);
  return out.sort((a, b) => a.length - b.length);
}
