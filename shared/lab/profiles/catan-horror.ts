/**
 * The lab's Catan Horror: where monsters walk and which monster a gate brings are the table's
 * (drawn uniformly from what the prompt offers); the greedy table attacks whenever the shown odds
 * are at least 50 % and otherwise follows the app's suggested action.
 *
 * The simulated table plays with the pieces a real one has (`allowed`): Catan Horror is played on a
 * Settlers of Catan set with Cities & Knights (002:363), whose box holds each player 5 settlements,
 * 4 cities and 3 city walls, and 3 metropolises for the game; the seed adds no pieces of its own
 * (002:597 "not enough settlement or city pieces" counts on the box's). An offer the table could not
 * make with those pieces — a sixth settlement, a fifth city, a fourth wall, a fourth metropolis — is
 * never picked by either policy, nor is taking a built Fortress off the board (Cities & Knights loses
 * no city improvement; the app's "no Fortress" is a correction of its record). This is the lab's assumption about the table (docs/lab.md), not a
 * rule: the app keeps no supply and still accepts what a real table says it built. Knights are the
 * ruleset's own pieces (`piecesPerRank`); the app does not track roads.
 */
import type { PromptAction } from '../../engine/ruleset';
import type { CatanHorrorState as S, Town } from '../../rulesets/catan-horror/state';
import { choiceOf, defaultFieldValue, primaryPolicy, randomPolicy } from '../runner';
import type { LabProfile, Policy } from '../types';

/** The box of a Settlers of Catan set with Cities & Knights: per player, and metropolises for the whole game. */
export const SUPPLY = { settlement: 5, city: 4, walls: 3, metropolis: 3 } as const;

/** The pieces on the board (every town not destroyed): per owner settlements, cities (a metropolis stands on its city) and walls; metropolises in all. */
export interface PiecesUp {
  settlement: Map<string, number>;
  city: Map<string, number>;
  walls: Map<string, number>;
  metropolis: number;
  /** The towns by id (an offer names its town by id). */
  byId: Map<string, Town>;
}

const piecesByTowns = new WeakMap<readonly Town[], PiecesUp>();

/** Counted once per list of towns (a reducer keeps the list while no town changes). */
export function piecesUp(state: S): PiecesUp {
  let up = piecesByTowns.get(state.towns);
  if (up) return up;
  up = { settlement: new Map(), city: new Map(), walls: new Map(), metropolis: 0, byId: new Map() };
  const add = (map: Map<string, number>, owner: string) => map.set(owner, (map.get(owner) ?? 0) + 1);
  for (const t of state.towns) {
    up.byId.set(t.id, t);
    if (t.state === 'destroyed') continue;
    add(t.size === 'settlement' ? up.settlement : up.city, t.owner);
    if (t.walls) add(up.walls, t.owner);
    if (t.size === 'metropolis') up.metropolis++;
  }
  piecesByTowns.set(state.towns, up);
  return up;
}

const left = (map: Map<string, number>, owner: unknown, supply: number) => (map.get(owner as string) ?? 0) < supply;

/** Whether the table has the piece an offer puts on the board (set-up towns and everything else: yes). */
export function piecesAllow(state: S, offer: PromptAction): boolean {
  if (state.phase === 'setup') return true;
  const payload = offer.payload ?? {};
  switch (offer.type) {
    case 'add-town':
      return left(piecesUp(state).settlement, payload.owner, SUPPLY.settlement);
    case 'colonize': {
      const knight = state.knights.find((k) => k.id === payload.knightId);
      return !knight || left(piecesUp(state).settlement, knight.owner, SUPPLY.settlement);
    }
    case 'upgrade-town': {
      // The offer most asked (one per standing town of each builder, at every build step): the pieces looked up once.
      const up = piecesUp(state);
      const town = up.byId.get(payload.townId as string);
      if (!town) return true;
      return town.size === 'settlement' ? left(up.city, town.owner, SUPPLY.city) : up.metropolis < SUPPLY.metropolis;
    }
    case 'build-walls': {
      const up = piecesUp(state);
      const town = up.byId.get(payload.townId as string);
      return !town || left(up.walls, town.owner, SUPPLY.walls);
    }
    case 'set-fortress':
      // A Fortress once built stays (Cities & Knights loses no city improvement): the table does not take one back.
      return payload.has !== false;
    default:
      return true;
  }
}

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = ['monster-moved', 'place-monster', 'declare-victory'];

const ATTACKS = ['knights-attack', 'squad-attack', 'attack-gate', 'raze'];

const greedy: Policy<S> = (ctx) => {
  const attack = ctx.prompt.actions
    .filter((a) => ATTACKS.includes(a.type) && (a.odds ?? 0) >= 0.5)
    .sort((a, b) => (b.odds ?? 0) - (a.odds ?? 0))[0];
  if (attack) return choiceOf(attack, defaultFieldValue);
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

/** The Catan game underneath runs on: from round `pointsRound` on, a sane player reaches 10 points with this chance each turn. */
const table: Policy<S> = (ctx) => {
  const claim = ctx.prompt.actions.find((a) => a.type === 'declare-victory');
  if (!claim) return null;
  const round = Math.ceil(ctx.state.turn / Math.max(1, ctx.state.players.length));
  return round >= (ctx.params.pointsRound ?? 20) && ctx.random() < (ctx.params.pointsChance ?? 0.3)
    ? choiceOf(claim, defaultFieldValue)
    : null;
};

export const catanHorrorProfile: LabProfile<S> = {
  rulesetId: 'catan-horror',
  players: 3,
  params: [
    { key: 'pointsRound', code: 'lab/param/points-round', kind: 'integer', default: 20, min: 1, max: 200 },
    { key: 'pointsChance', code: 'lab/param/points-chance', kind: 'probability', default: 0.3, min: 0, max: 1 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  allowed: piecesAllow,
  policies: { greedy, random: randomPolicy<S>(TABLE_ONLY) },
  metrics: [
    { key: 'townsMad', code: 'lab/metric/towns-mad', read: (s) => s.towns.filter((t) => t.state === 'mad').length },
    {
      key: 'townsInvaded',
      code: 'lab/metric/towns-invaded',
      read: (s) => s.towns.filter((t) => t.state === 'invaded' || t.state === 'assaulted').length,
    },
    { key: 'knightsLost', code: 'lab/metric/knights-lost', read: (s) => s.knights.filter((k) => !k.alive).length },
    { key: 'gatesOpen', code: 'lab/metric/gates-open', read: (s) => s.gates.filter((g) => g.status === 'open').length },
  ],
  // Catan freed from the horror is everyone's win; otherwise the one player named, if any.
  winners: (s) => (s.winner?.code === 'catan-freed' ? s.players.map((p) => p.id) : s.winner?.player ? [s.winner.player] : []),
  maxSteps: 1500,
};
