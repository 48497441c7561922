/** Munchkin RPG's action menu: what each action costs in action points, and which may be taken on another player's turn. */

export const ACTION_COSTS = {
  equip: 0,
  unequip: 0,
  sell: 0,
  peek: 0,
  'challenge-boss': 0,
  'go-up-a-level': 0,
  stuff: 0,
  place: 0,
  'throw-item': 1,
  'cast-spell': 1,
  buy: 1,
  'frantic-search': 1,
  'gift-basket': 1,
  'trap-boss': 1,
  'careful-search': 2,
  'looking-for-trouble': 2,
  'open-door': 3,
  'reveal-boss': 3,
  recycle: 4,
  retrain: 6,
  'polymorph-boss': 7,
  /** Last Man Standing only: attack another player instead of opening a door. */
  'attack-player': 1,
} as const;

export type MenuAction = keyof typeof ACTION_COSTS;

/** Actions a player may take (paying from their own round's points) during someone else's turn. */
export const OFF_TURN_ACTIONS: readonly MenuAction[] = ['throw-item', 'cast-spell'];

/** Menu actions whose effect lives entirely on the physical table: the app only charges the points. */
export const TABLE_ONLY_ACTIONS = [
  'equip',
  'unequip',
  'peek',
  'stuff',
  'place',
  'cast-spell',
  'frantic-search',
  'careful-search',
  'looking-for-trouble',
  'open-door',
  'recycle',
] as const satisfies readonly MenuAction[];

/** Gold amounts of the gold rules. */
export const GOLD = {
  perTreasure: 200,
  costlessSale: 200,
  costlessPurchase: 400,
  giftBasket: 300,
  mediumIntellectLevel: 1000,
} as const;

/** Action points: the base per round and the levels that add one each. */
export const ACTION_POINTS = { base: 5, milestoneLevels: [4, 8] as readonly number[] } as const;

/** The dungeon boss: its base level, what each player it kills adds, and the level a player needs to face it. */
export const BOSS = { baseLevel: 20, levelsPerKill: 2, levelToFace: 10 } as const;

/** The store shows this many cards; the restock roll is a d6 counted from the inventory side. */
export const STORE_SLOTS = 6;
/** Cards replaced by roll at the end of each round. */
export const RESTOCK_ROLLS = 2;
