/** A squad's dice: the orders it may take monsters on in, the kills each order gives, and the exact kill-all odds. */
import type { CatanHorrorState, Knight } from '../state';
import { allocateSquadDice, squadOvercomeCost, type Foe } from '../rules/combat';
import { atLeast } from '../rules/odds';

/** Probability that a squad's roll lets it kill every foe listed, spending its dice in the best order (chosen after the roll). */
export function squadKillOdds(dice: number, needs: number, targets: readonly { cost: number; health: number }[]): number {
  const p = (7 - needs) / 6;
  const orders = squadOrders(targets.map((_, i) => String(i)));
  let total = 0;
  for (let hits = 0; hits <= dice; hits++) {
    const values = [...Array(dice - hits).fill(1), ...Array(hits).fill(6)];
    const killsAll = orders.some((order) => {
      const ordered = order.map((i) => ({ foeId: i, cost: targets[Number(i)].cost, hits: targets[Number(i)].health }));
      return allocateSquadDice(values, needs, ordered).every((a, k) => a.engaged && a.damage.length >= ordered[k].hits);
    });
    if (killsAll) total += atLeast(dice, hits, p) - atLeast(dice, hits + 1, p);
  }
  return total;
}

/** Orders a squad may take the monsters on in: every order for up to 4 monsters, otherwise each one first. */
export function squadOrders(ids: readonly string[]): string[][] {
  if (ids.length <= 4) {
    const perms = (xs: readonly string[]): string[][] =>
      xs.length <= 1 ? [[...xs]] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
    return perms(ids);
  }
  return ids.map((first) => [first, ...ids.filter((x) => x !== first)]);
}

/** Monsters killed by spending the rolled dice in this order. */
export function killsWith(
  state: CatanHorrorState,
  members: readonly Knight[],
  here: readonly Foe[],
  values: readonly number[],
  needs: number,
  order: readonly string[],
): number {
  const targets = order
    .map((fid) => here.find((f) => f.id === fid)!)
    .map((f) => ({ foeId: f.id, cost: squadOvercomeCost(members, f), hits: f.healthLeft }));
  return allocateSquadDice(values, needs, targets).filter((a, i) => a.engaged && a.damage.length >= targets[i].hits).length;
}

export const bestOrder = (
  state: CatanHorrorState,
  members: readonly Knight[],
  here: readonly Foe[],
  values: readonly number[],
  needs: number,
  orders: readonly string[][],
) =>
  orders.reduce(
    (best, o) => (killsWith(state, members, here, values, needs, o) > killsWith(state, members, here, values, needs, best) ? o : best),
    orders[0],
  );
