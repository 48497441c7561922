/** Munchkin RPG's words: every code its engine emits, in English, and the history's narration. */
import type { Catalog } from '../../i18n/catalog';
import type { Narrator } from '../types';

const ap = (n: number) => `${n} AP`;
export const STAT_NAMES: Record<string, string> = { strength: 'Strength', agility: 'Agility', intellect: 'Intellect' };
export const MENU_NAMES: Record<string, string> = {
  equip: 'Equip an item',
  unequip: 'Unequip an item',
  sell: 'Sell an item',
  peek: 'Take a peek',
  'challenge-boss': 'Fight the revealed dungeon boss',
  'go-up-a-level': 'Use a Go Up a Level card',
  stuff: 'Stuff items into the backpack',
  place: 'Place an item on the backpack',
  'throw-item': 'Throw an item',
  'cast-spell': 'Cast a spell',
  buy: 'Buy from the store',
  'frantic-search': 'Frantic searching',
  'gift-basket': 'Gift basket (300 gold)',
  'trap-boss': 'Trap the dungeon boss',
  'careful-search': 'Careful searching',
  'looking-for-trouble': 'Look for trouble',
  'open-door': 'Open a door',
  'reveal-boss': 'Reveal the dungeon boss',
  recycle: 'Recycle the discard pile',
  retrain: 'Retrain stats',
  'polymorph-boss': 'Polymorph the dungeon boss',
  'attack-player': 'Attack a player',
};
export const SPECIAL_NAMES: Record<string, string> = {
  'munchkin-rage': 'MUNCHKIN RAGE!!!',
  'bait-n-switch': 'Bait n’ Switch',
  'hidden-agenda': 'Hidden Agenda',
};
const RESULT: Record<string, string> = { won: 'won', 'ran-away': 'ran away', died: 'died' };
const statLine = (d: Record<string, any>) => `High ${STAT_NAMES[d.high]}, Medium ${STAT_NAMES[d.medium]}, Low ${STAT_NAMES[d.low]}`;

const OUTCOMES: Catalog = {
  'munchkin/won/boss-slain': (p) => `${p.names} slew the dungeon boss and won.`,
  'munchkin/won/handshake': (p) => `${p.names} shook hands over the dungeon boss and won together.`,
  'munchkin/won/backstab': (p) => `“Backstab!” — ${p.names} wins alone.`,
  'munchkin/won/double-backstab': 'Both shouted “Backstab!” at once: they stabbed each other, and both lose.',
  'munchkin/won/richest': (p) => `${p.names} is the richest and wins (The Real Golden Rule).`,
  'munchkin/won/last-man': (p) => `${p.names} is the last one standing and tells the king.`,
};

export const messages: Catalog = {
  'option/packingYourBag': 'Packing Your Bag',
  'option/packingYourBag/help':
    'Set-up: instead of drawing random backpacks, players take turns choosing 4 door or treasure cards at a time until each has 40.',
  'option/biggerAndScarier': 'Bigger and Scarier',
  'option/biggerAndScarier/help': 'Set-up: the players agree on the dungeon boss instead of flipping door cards for it.',
  'option/ending': 'Ending',
  'option/ending/help':
    'How the game is won once the dungeon boss falls: the handshake (standard), The Real Golden Rule (the richest wins) or Last Man Standing (everyone fights until one is left).',
  'option/ending/handshake': 'Handshake (standard)',
  'option/ending/real-golden-rule': 'The Real Golden Rule',
  'option/ending/last-man-standing': 'Last Man Standing',
  'option/highGrantsMedium': 'High stat also grants its Medium bonus',
  'option/highGrantsMedium/help':
    'As the stat table says (002:45): High Strength starts at level 2 and never drops below it; High Intellect can buy levels for 1000 gold; High Agility may belt grenades face down. Campaigns started before this option existed play with it off (High gives only its own line); switch it on in the campaign settings to follow the table.',
  'munchkin/ruling/high-grants-medium':
    'Our ruling (munchkin-rpg #13): on for new campaigns; off only keeps older campaigns as they were played.',

  'munchkin/phase/stats': 'Set-up · stats',
  'munchkin/phase/first-player': 'Set-up · first player',
  'munchkin/phase/turn': 'Round · turns',
  'munchkin/phase/restock': 'End of round · store restock',
  'munchkin/phase/handshake': 'Victory · the handshake',
  'munchkin/phase/tally': 'Victory · The Real Golden Rule',
  'munchkin/phase/last-stand': 'Last Man Standing',
  'munchkin/phase/over': 'Game over',

  'munchkin/choose-stats': (p) =>
    `Each player chooses a High, a Medium and a Low stat (${p.count} still to choose). Build the backpacks, lay out 6 store cards and hide the dungeon boss meanwhile — see the checklist on the board.`,
  'munchkin/set-stats': 'Set stats',
  'munchkin/choose-first-player': (p) => `Who goes first? Roll a d${p.sides} (1 = the first seat), or say who.`,
  'munchkin/roll-first-player': 'Roll for the first player',
  'munchkin/die/first-player': 'First player die (one face per player)',
  'munchkin/die/restock': 'Store restock d6',
  'munchkin/pick-first-player': 'The table chose',
  'munchkin/turn-of': (p) =>
    `Round ${p.round}: ${p.name}’s turn — ${ap(p.ap)} left. Others may throw items or cast spells from their own points.`,
  'munchkin/end-turn': (p) => `End ${p.name}’s turn (unused points are lost)`,
  'munchkin/menu-action': (p) => `${p.name} acts on the table (${ap(p.ap)} left)`,
  ...Object.fromEntries(
    Object.entries(MENU_NAMES).map(([id, name]) => [`munchkin/menu/${id}`, (p: Record<string, any>) => `${name} · ${ap(p.cost)}`]),
  ),
  'munchkin/buy-level': 'Buy a level for 1000 gold (Medium Intellect)',
  'munchkin/use-special': 'Use a special ability (once per life)',
  'munchkin/use-special-of': (p) => `${p.name}: ${SPECIAL_NAMES[p.special] ?? p.special} (once per life)`,
  'munchkin/report-combat': (p) => `Report ${p.name}’s combat with a monster`,
  'munchkin/report-other-combat': 'Report another player’s combat (a Sucker, a fight between players)',
  'munchkin/report-boss-fight-helper-died': (p) => `${p.name}’s helper failed to run away from the level ${p.level} dungeon boss and died`,
  ...Object.fromEntries(
    ['strength', 'agility', 'intellect'].flatMap((high) =>
      ['strength', 'agility', 'intellect']
        .filter((m) => m !== high)
        .map((medium) => {
          const low = ['strength', 'agility', 'intellect'].find((s) => s !== high && s !== medium)!;
          return [`munchkin/stat-line/${high}/${medium}/${low}`, statLine({ high, medium, low })];
        }),
    ),
  ),
  'munchkin/report-boss-fight': (p) => `How did ${p.name}’s fight with the level ${p.level} dungeon boss end?`,
  'munchkin/change-level': 'A level gained or lost another way',
  'munchkin/defeat-player': 'A player was defeated (out of the game)',
  'munchkin/restock-now': (p) =>
    `End of round: restock roll ${p.done + 1} of ${p.of}. Count the d6 from the inventory side; that card is shuffled back and replaced.${p.empty ? ` Slots ${p.empty} were bought: rolling one means rolling again; they are refilled afterwards.` : ''}`,
  'munchkin/restock-roll': 'Roll for the store slot (d6)',
  'munchkin/restock-all-bought': 'Every store card was bought: refill the six slots and end the round',
  'munchkin/restock-roll/chance-of': 'lands on a slot that still holds a card',
  'munchkin/handshake-now': (p) =>
    `${p.names} defeated the boss together: shake hands to both win — unless someone shouts “Backstab!” first.`,
  'munchkin/handshake': 'Handshake completed',
  'munchkin/backstab': '“Backstab!”',
  'munchkin/double-backstab': 'Both shouted “Backstab!” at once',
  'munchkin/tally-now':
    'The Real Golden Rule: each player adds up equipped, belt and hand items (cost) and spells; the app adds their gold and 200 per spell.',
  'munchkin/enter-tally': 'Enter a player’s tally',
  'munchkin/enter-tally-for': '{name}’s tally',
  'munchkin/game-over': 'The game is over.',

  'munchkin/player': '{name}',
  'munchkin/stat/strength': 'Strength',
  'munchkin/stat/agility': 'Agility',
  'munchkin/stat/intellect': 'Intellect',
  'munchkin/result/won': 'Won',
  'munchkin/result/ran-away': 'Ran away',
  'munchkin/result/died': 'Died',
  'munchkin/slot': 'Slot {slot}',
  'munchkin/trap/curse': 'Curse or trap',
  'munchkin/placement/equip': 'Equip it now (a slot is free)',
  'munchkin/placement/backpack': 'Put it on top of the backpack',
  'munchkin/trap/enhancer': 'Monster enhancer',

  'munchkin/tracker/level': '{name}: level',
  'munchkin/tracker/gold': '{name}: gold',
  'munchkin/tracker/ap': (p) => `${p.name}: action points (${p.per} a round)`,
  'munchkin/tracker/boss-enhancers': 'Dungeon boss: levels from enhancers',
  'munchkin/tracker/boss-kills': 'Dungeon boss: players killed (+2 each)',
  ...OUTCOMES,

  'field/player': 'Player',
  'field/line': 'Stats (High · Medium · Low)',
  'field/high': 'High stat',
  'field/medium': 'Medium stat',
  'field/low': 'Low stat',
  'field/action': 'Action',
  'field/result': 'Result',
  'field/helper': 'Helper',
  'field/helperGold': 'Gold to the helper',
  'field/helperDied': 'The helper failed to run away and died too',
  'field/target': 'Target',
  'field/bonus': 'Grenade bonus on the card',
  'field/doubled': 'Double it (High Agility)',
  'field/cost': 'Card cost (gold)',
  'field/costless': 'The card has no cost',
  'field/slot': 'Store slot',
  'field/placement': 'Then',
  'field/kind': 'Card',
  'field/levels': 'Levels',
  'field/treasures': 'Treasures',
  'field/by': 'Levels (+/−)',
  'field/itemValue': 'Items’ total cost',
  'field/spells': 'Spells held',

  'rules/unknown_player':
    '{role, select, helper {The helper must be another living player at this table.} other {That player is not at this table.}}',
  'rules/wrong_phase': 'That cannot be done at this point of the game.',
  'rules/invalid_options': 'These set-up options are not valid for this game.',
  'rules/player_dead':
    '{who, select, everyone {Everyone is dead until the end of the round.} other {{name} is dead until the end of the round.}}',
  'rules/not_your_turn': 'Only throwing an item or casting a spell can be done on someone else’s turn.',
  'rules/not_enough_ap':
    '{who, select, nobody {Nobody has an action point left.} other {{name} has {ap, plural, one {# action point} other {# action points}} left; that needs {cost}.}}',
  'rules/not_enough_gold': '{name} has {gold} gold; that costs {price}.',
  'rules/store_empty': 'Every store slot was bought this round; it is restocked at the end of the round.',
  'rules/slot_empty': 'Store slot {slot} was bought this round and stays empty until the end of the round.',
  'rules/needs_medium_intellect': 'Only a Munchkin with Medium Intellect can buy a level.',
  'rules/no_level_ten': 'Gold cannot buy level 10.',
  'rules/no_stats': '{name} has no stats yet.',
  'rules/special_used':
    '{who, select, everyone {Every special ability has been used this life.} other {{name} has used the special ability this life already.}}',
  'rules/special_target':
    '{why, select, missing {Bait n’ Switch needs the Sucker: another player still in the game takes {name}’s place.} none {MUNCHKIN RAGE names no one.} other {{special, select, bait-n-switch {The Sucker must be another player still in the game, not {name}.} other {That player is not at the table.}}}}',
  'rules/boss_defeated': 'The dungeon boss is already defeated.',
  'rules/level_too_low': '{name} must be level 10 to face the dungeon boss (now {level}).',
  'rules/boss_revealed': 'The dungeon boss is already revealed.',
  'rules/boss_hidden': 'The dungeon boss has not been revealed yet.',
  'rules/boss_busy': 'Someone is fighting the dungeon boss; report that fight first.',
  'rules/no_boss_fight': 'Nobody is fighting the dungeon boss.',
  'rules/split_too_large': 'The helper’s share cannot be more than the {gold} gold won.',
  'rules/no_helper': 'Only a helper can die beside the fighter; choose the helper first.',
  'rules/helper_died_in_victory': 'A won fight kills nobody.',
  'rules/not_a_victor': 'Only a player who beat the boss can shout “Backstab!”.',
  'rules/bad_target':
    '{why, select, nobody_left {Nobody else is left to attack.} out {That player is already out.} other {Choose another player who is still in the game.}}',
};

export const narrate: Record<string, Narrator> = {
  'stats-chosen': (d) => `${d.name} chose ${statLine(d)}.`,
  'stats-complete': () => 'Everyone has stats. Draw 6 cards, then discard down to 2.',
  'first-player-chosen': (d) => `${d.name} goes first. Round 1 begins.`,
  'action-taken': (d) =>
    `${d.name}: ${MENU_NAMES[d.action] ?? d.action}${d.targetName ? ` on ${d.targetName}` : ''} (${ap(d.cost)}${d.onTurnOf && d.onTurnOf !== d.name ? `, on ${d.onTurnOf}’s turn` : ''}).`,
  'item-sold': (d) =>
    `${d.name} sold a card${d.cost === null ? ' without a cost' : ` costing ${d.cost}`} for ${d.gold} gold; it goes under the store inventory.`,
  'item-bought': (d) =>
    `${d.name} bought store slot ${d.slot} for ${d.price} gold (${ap(d.cost)}); ${d.placement === 'equip' ? 'equipped at once' : d.placement === 'backpack' ? 'it goes on top of the backpack' : 'equip it or put it on top of the backpack'}.`,
  'gift-basket': (d) =>
    `${d.name} paid ${d.price} gold for a gift basket: shuffle the store inventory and put its top card on the backpack unseen.`,
  'grenade-thrown': (d) =>
    `${d.name} threw a ${d.bonus >= 0 ? '+' : ''}${d.bonus} item${d.effective !== d.bonus ? `, doubled to ${d.effective >= 0 ? '+' : ''}${d.effective} by High Agility` : ''} (${ap(d.cost)}${d.onTurnOf && d.onTurnOf !== d.name ? `, on ${d.onTurnOf}’s turn` : ''}).`,
  'level-bought': (d) => `${d.name} paid ${d.price} gold for level ${d.to}.`,
  'level-changed': (d) => `${d.name}: level ${d.from} → ${d.to}.`,
  'special-used': (d) =>
    `${d.name} used ${SPECIAL_NAMES[d.special] ?? d.special}${d.targetName ? ` on ${d.targetName}` : ''}.${d.special === 'munchkin-rage' ? ' +30 in this combat; the next combat counts the level 5 lower.' : ''}`,
  'retrain-chosen': (d) => `${d.name} retrains to ${statLine(d)}, from the end of the round (${ap(d.cost)}).`,
  'combat-ended': (d) =>
    d.result === 'won'
      ? `${d.name} won the fight: ${d.levels} level${d.levels === 1 ? '' : 's'} and ${d.gold} gold${d.helperName ? `; ${d.helperName} gets ${d.helperGold} gold` : ''}.`
      : `${d.name} ${RESULT[d.result]}.`,
  'player-died': (d) =>
    `${d.name} died: the 3 most expensive items go on top of the store inventory, the others are looted one each from the left. Back at the end of the round with 4 new cards.`,
  'boss-trapped': (d) =>
    `${d.name} put a ${d.kind === 'enhancer' ? `monster enhancer (${d.levels >= 0 ? '+' : ''}${d.levels})` : 'curse'} on the dungeon boss, face ${d.faceDown ? 'down' : 'up'} (${ap(d.cost)}).`,
  'boss-revealed': (d) =>
    `${d.name} revealed the dungeon boss (${ap(d.cost)}): ${d.curses} curse${d.curses === 1 ? '' : 's'} hit ${d.name}, ${d.enhancers} enhancer${d.enhancers === 1 ? '' : 's'} (${d.enhancerLevels >= 0 ? '+' : ''}${d.enhancerLevels}) join the boss. Fight!`,
  'boss-challenged': (d) => `${d.name} challenges the dungeon boss.`,
  'boss-polymorphed': (d) =>
    `${d.name} polymorphed the dungeon boss (${ap(d.cost)}): flip dungeon cards until a monster — the new level-20 boss.`,
  'boss-fight-ended': (d) => {
    const helped = d.helperNames?.length ? ` with ${d.helperNames.join(' & ')}’s help` : d.helpers?.length ? ' with help' : '';
    const kills = d.kills ? ` It killed ${d.kills}: +${2 * d.kills} levels to the boss for good.` : '';
    return `${d.name} ${RESULT[d.result]} against the dungeon boss${helped}.${kills}`;
  },
  'victory-claimed': (d) =>
    d.next === 'tally' ? 'The dungeon boss is dead. Count up your riches.' : 'The dungeon boss is dead. Time for the handshake…',
  'game-won': (d) => {
    const text = OUTCOMES[d.code];
    return typeof text === 'function' ? text(d) : String(text ?? d.code);
  },
  'tally-entered': (d) =>
    `${d.name}: ${d.gold} gold + ${d.itemValue} in items + ${d.spells} spell${d.spells === 1 ? '' : 's'} = ${d.total}.`,
  'last-stand-began': () => 'The boss is dead — now everyone turns on each other. A new round begins.',
  'player-defeated': (d) => `${d.name} is out.`,
  'turn-ended': (d) => (d.nextName ? `${d.name}’s turn ends; ${d.nextName} is next.` : `${d.name}’s turn ends; the round is over.`),
  'restock-rerolled': (d) => `The restock die shows ${d.slot}: that slot was bought and is empty — roll again.`,
  'store-restocked': (d) => `Restock ${d.count}: slot ${d.slot} is shuffled into the inventory and replaced with the top card.`,
  'store-refilled': (d) =>
    `Bought slot${d.slots.length === 1 ? '' : 's'} ${d.slots.join(', ')} ${d.slots.length === 1 ? 'is' : 'are'} refilled from the inventory.`,
  'round-ended': (d) =>
    `Round ${d.round} ends. Action points are restored${d.retrained.length ? `; ${d.retrained.join(', ')} retrained` : ''}${d.revived.length ? `; ${d.revived.join(', ')} return${d.revived.length === 1 ? 's' : ''} (shuffle discard into backpack, draw 4)` : ''}. ${d.nextFirstName} starts round ${d.round + 1}.`,
};

export const causes: Record<string, string> = {
  'munchkin/level-card': 'Go Up a Level card',
  'munchkin/table': 'Reported by the table',
  'munchkin/boss-kill': 'Killed by the dungeon boss (+2 levels to it for each death)',
  'munchkin/combat-death': 'Died in combat',
  'munchkin/empty-slot': 'An empty store slot is rolled again',
  'munchkin/all-bought': 'Every store card was bought this round: no restock roll, the six slots are refilled',
  'munchkin/end-of-round': 'Every player has had a turn',
  'munchkin/last-man-standing': 'Last Man Standing',
  'munchkin/real-golden-rule': 'The Real Golden Rule',
  'munchkin/helped': 'A helper shares the victory',
  'munchkin/out': 'Players who are out are skipped',
};
