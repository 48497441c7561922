/** The Cataclysm's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { CataclysmState } from '../../../../shared/rulesets/runebound-cataclysm/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { addonReference } from '../runebound-addons/messages';
import { cataclysmHeadlines } from '../../../../shared/rulesets/runebound-cataclysm/headlines';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/runebound-cataclysm/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const runeboundCataclysmUi: RulesetUi = {
  id: 'runebound-cataclysm',
  ...words,
  headlines: cataclysmHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: CataclysmState) =>
    roundSeatLine(roundAndSeat(state)) ??
    (state.round && !['setup', 'starting-towns', 'cataclysm-draw', 'quest-counters'].includes(state.phase)
      ? { code: 'cataclysm/whose-turn', params: { round: state.round, name: state.players[state.active]?.name ?? '' } }
      : null),
  reference: [
    {
      heading: 'Set-up',
      paragraphs: [
        'For 2 to 5 players. The five Curse decks stay apart and unshuffled: three Level I on top, two Level II, one Level III. No items on the market stacks; red adventure cards back to the box.',
        'Heroes start in different towns, placed from the last player to the first. Then the app deals the eight cataclysm counters to the eight towns and flips them: a comet on both sides means destroyed; a curse symbol means that curse’s deck goes on the town’s market stack. Our ruling C-1: the eight counters are the five curses and three destroyed towns. Our ruling C-2: the counters are dealt after the heroes are placed (the same as dealing face down before); a hero standing in a town that turns out destroyed stays on that space and leaves as usual, but cannot come back in.',
        'Each player takes an undefeated encounter token as quest counter; its number is his quest space, where his quest progress counters go. Our ruling C-3: players choose in seat order, first player first.',
      ],
    },
    {
      heading: 'Movement, trading and the market',
      paragraphs: [
        'Destroyed towns cannot be entered; a cursed town counts as the terrain of its tile.',
        'A turn runs: movement (with trading), the adventure step (curse cards), one market step. Our ruling C-13: the adventure step’s curse cards are those of the one cursed town where the hero ended his movement; a failed card or the market step ends the adventure step, and no curse card comes after the market step.',
        'Split the movement dice into a travel pool (rolled and used as usual) and a trading pool (rolled together once, any time during movement — our ruling C-12: so once a turn, before the adventure step). Each trading die showing the hero’s current terrain buys one trade: either draw as many market cards as there are trading dice and buy any of them (the rest are discarded), or pay up to that many gold for healing; either way the hero may also sell items at half price. Trading dice still count as movement dice for card effects and abilities; trading works in cursed towns too. The app does not know the movement dice’s faces, so it shows no odds here.',
        'Market steps only in a freed town, one a turn (step 4). The hero pays the total (healing plus cards) less 1 gold per Curse card of that town he holds: with two such cards, 3 gold of healing and 7 of cards cost 8.',
        'Our ruling C-11: every hero has a gold tracker. Set it to the hero’s starting gold at set-up and correct it whenever the table’s count differs; the app adds the gold of curse cards claimed and takes off what market steps and trades cost (plus what was sold), and refuses a payment the hero cannot make.',
      ],
    },
    {
      heading: 'Curse cards',
      paragraphs: [
        'Each card is worth its level in victory points, and on claiming gives that many experience points and gold.',
        'Level I: a hero who begins his adventure step in a cursed town, holding no Level I card from it, draws a random Level I card there. Fail: his adventure step is over — no more curse cards this turn (our ruling C-4: the card goes back into the deck). Win: he keeps it face down, and a random Level II quest is laid face up beside the stack. One Level I card per deck per hero.',
        'Our ruling C-10: after a success the hero may go on in the same town (a Level I card, then its Level III card). House rule “One curse card an adventure step”: a claimed card ends the adventure step too.',
        'Level II (quests): anyone may work on a revealed quest, tracking progress with counters above his quest space or his quest counter on the card; when done he claims it. One Level II card per deck per hero. Our ruling C-14: a quest is claimed whenever its requirements are met during the hero’s turn, even after his adventure step.',
        'Level III: only a hero holding a Level I or II card of that curse may face it — it is stronger than a Dragon Lord. Defeated: the town is freed, the rest of its curse cards go back to the box, and the hero may take a market step there at once with his discount — our ruling C-9: that is this turn’s one market step. A Level III card gives an ability used like a Dragon Rune.',
        'Knocked out: stay on the space or move to the nearest freed town, if any.',
      ],
    },
    {
      heading: 'Winning',
      paragraphs: [
        'The first hero who has freed at least one town and holds 15 minus the number of players in victory points wins (13 with 2 players, 12 with 3, 11 with 4, 10 with 5). The app checks after every step.',
      ],
    },
    ...addonReference,
  ],
};
