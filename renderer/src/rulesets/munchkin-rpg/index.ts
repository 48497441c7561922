/** Munchkin RPG's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import { currentPlayer, type MunchkinState } from '../../../../shared/rulesets/munchkin-rpg/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { munchkinHeadlines } from '../../../../shared/rulesets/munchkin-rpg/headlines';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/munchkin-rpg/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const munchkinRpgUi: RulesetUi = {
  id: 'munchkin-rpg',
  ...words,
  headlines: munchkinHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: MunchkinState) => {
    const now = currentPlayer(state);
    const at = roundSeatLine(roundAndSeat(state));
    if (at) return at;
    return state.round
      ? now
        ? { code: 'munchkin/board/turn/player', params: { round: state.round, name: now.name } }
        : { code: 'munchkin/board/turn', params: { round: state.round } }
      : null;
  },
  reference: [
    {
      heading: 'Goal and set-up',
      paragraphs: [
        'Defeat the dungeon boss. Each player picks a High, a Medium and a Low stat among Strength, Agility and Intellect (High also grants that stat’s Medium bonus and a special ability once per life, given back by a death) and may pick a Race from the deck, not a Class.',
        'Build backpacks of exactly 40 cards, at least 12 of each type, chosen blind by type (Packing Your Bag: choose the cards, 4 at a time in turn). Deal 6 treasures face up as the store; the rest is its inventory. Flip door cards until 6 monsters show: one at random is the face-down boss, the others go into the dungeon (Bigger and Scarier: agree on the boss). Draw 6, then discard down to 2. A random player goes first.',
      ],
    },
    {
      heading: 'Stats',
      paragraphs: [
        'Strength — High: +1 per hand used in combat and an extra hand slot; special MUNCHKIN RAGE!!! (+30 in one combat, next combat your level counts 5 lower). Medium (and High): +1 to your minimum (and starting) level — level 2. Low: hand size 1 instead of 2.',
        'Agility — High: grenade bonuses doubled (you may decline) and 2 extra belt slots; special Bait n’ Switch. Medium (and High): grenades (or any item pretending to be one) may go on the belt face down. Low: −1 to Run Away.',
        'Intellect — High: +1 action point a round and 2 extra spellbook slots; special Hidden Agenda. Medium (and High): 1000 gold buys a level whenever you could buy from the store, never level 10. Low: −1 action point a round.',
      ],
    },
    {
      heading: 'Action points',
      paragraphs: [
        '5 a round, +1 from level 4, +1 more from level 8 (at once, usable the same turn), +1 High Intellect, −1 Low Intellect. Spend them on your own turn; only Throw an Item and Cast a Spell may be taken on someone else’s turn, from your own points.',
        '0 AP: equip, unequip, sell (half the cost, 200 for a card without one), take a peek, fight a revealed boss, Go Up a Level card, stuff items into the backpack, place an item on it. 1 AP: throw an item, cast a spell, buy (the cost, 400 without one), frantic searching, gift basket (300 gold), trap the boss. 2 AP: careful searching, looking for trouble. 3 AP: open a door, reveal the boss (level 10). 4 AP: recycle. 6 AP: retrain (new stats at the end of the round). 7 AP: polymorph the revealed boss.',
      ],
    },
    {
      heading: 'Rounds and the store',
      paragraphs: [
        'Play passes to the left; when everyone has had a turn the round ends. Roll a d6 twice, counting store slots from the inventory side: that card is shuffled into the inventory and replaced with the top card (it may come straight back). A slot bought this round is empty: rolling it means rolling again; bought slots are refilled after the two rolls. Action points return; the next player to the left starts the next round.',
        'Monsters pay 200 gold per treasure instead of treasure cards; helpers split the gold as agreed. No looting the room, no buying levels, no playing straight from the hand into combat, hand size 2, end-of-turn discards go under the store inventory.',
      ],
    },
    {
      heading: 'The dungeon boss',
      paragraphs: [
        'A level 10 player may reveal it (3 AP): curses and traps placed on it face down hit the revealer, enhancers join the boss for good. It is level 20 whatever the card says, +2 for good for every player it kills — the fighter and a helper who both fail to run away are two kills, +4 — and its Bad Stuff includes death. Once revealed, fighting it costs no points (level 10 still needed). Only killing or polymorphing (7 AP) gets rid of it.',
        'Win alone, or shake hands with your helper to win together — a “Backstab!” shouted first wins alone; shouted together, both lose. The Real Golden Rule: the richest (gold + item costs + 200 per spell) wins. Last Man Standing: a new round starts and players attack each other (1 AP) until one is left.',
      ],
    },
    {
      heading: 'Our rulings',
      paragraphs: [
        'Revealing the boss costs 3 AP and starts the fight; a revealed boss is challenged for 0 AP. Medium Intellect’s level purchase needs your turn and at least 1 AP left but spends none. Dropping below level 4 or 8 does not take back points already given this round. Medium Strength keeps you at level 2 or more. A dead player’s turn is skipped and they take no action until the end of the round. In Last Man Standing the store stays open but is not restocked. Seats are in the order the players were entered, going left. The endings are exclusive: pick one at set-up. A High stat also grants its Medium bonus (set-up option, on for new campaigns; campaigns from before it keep High’s own line unless switched on). In a lost boss fight the table says whether the helper died too; each death is a kill (+2). Special abilities are recorded and kept to once per life (Bait n’ Switch names the Sucker, another player still in the game; Hidden Agenda a player, yourself included, or a monster; MUNCHKIN RAGE no one); Bait n’ Switch and Hidden Agenda are then played out at the table, as are the cards of table-only actions (the app charges their points) and combat totals. “No buying a level” means no 1000-gold levels except through the Medium Intellect bonus; a sale never gives a level. When every store card was bought in a round, no restock roll is made: the six slots are refilled and the round ends.',
      ],
    },
  ],
};
