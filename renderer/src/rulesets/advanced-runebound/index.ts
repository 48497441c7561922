/** Advanced Runebound's renderer module: words, narration, board, table display layout and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { AdvancedRuneboundState } from '../../../../shared/rulesets/advanced-runebound/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { advancedRuneboundHeadlines } from '../../../../shared/rulesets/advanced-runebound/headlines';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/advanced-runebound/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const advancedRuneboundUi: RulesetUi = {
  id: 'advanced-runebound',
  ...words,
  headlines: advancedRuneboundHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: AdvancedRuneboundState) =>
    roundSeatLine(roundAndSeat(state)) ?? {
      code: 'advanced-runebound/whose-turn',
      params: { round: state.round, name: state.heroes[state.seat]?.name ?? '' },
    },
  reference: [
    {
      heading: 'The doom track',
      paragraphs: [
        'The eight market stacks double as a track, counted from Tamalir (space 1) upward: Tamalir, Riverwatch, Dawnsmoor, Vynelvale, space 5, Nerekhall, space 7, Frostgate.',
        'At set-up the top green adventure card goes face-down beside Tamalir. From then on every adventure card that would be discarded — a beaten challenge, a finished encounter, an event that cannot be played or is replaced, a card a player used — goes face-down on the next empty space instead. Record its colour in the app as you place it: hazards read those colours.',
        'When the track holds 4 cards (2 players), 6 (3 players) or 8 (4-6 players), a doom counter is placed: the last card moves down to Tamalir, the rest go to their colour’s discard pile, and a doom counter goes on the next town in order, Tamalir first. The eighth counter lands on Frostgate and starts the Endgame.',
        'Our ruling, from the project rulings: a solo game uses the 2-player figure of 4 cards; the "Solo: doom counter every 3 cards" house rule makes it 3.',
      ],
    },
    {
      heading: 'Travel hazards',
      paragraphs: [
        'A hero who ends movement in a wilderness space with no adventure counter, undefeated adventure counter or other hero rolls 2 movement dice, after everything else done "after moving". Tell the app the terrain and which symbols showed: any symbol matching the terrain means no hazard.',
        'Otherwise roll the 2 dice again and count every symbol showing: that is the hazard number. Count that many cards up the track from Tamalir, starting over at Tamalir when you run out of cards; the colour found is the adventure deck to draw from. The app does the counting.',
        'Resolving the card: only that one card (an encounter or event ends the turn); no Before Combat text or abilities; no escape; no reward — but a defeated challenge still gives its experience, taken from the counter pile (none if the pile cannot make change); a failed challenge goes on the doom track, not the undefeated track.',
        'The app does not know the faces of the movement dice, so it gives no odds for the hazard roll: mountains, forests and swamps strike far more often than plains, roads and rivers.',
      ],
    },
    {
      heading: 'First turn and other changes',
      paragraphs: [
        'Very first turn only: movement dice by seat — 2 players: 4, 5; 3 players: 3, 4, 5; 4 or more: 2, 3, 4, 5, 5, 5. Our ruling: a solo hero reads the 2-player row and rolls 4.',
        'Afterwards a hero outside a town with no exhaustion may roll 5 movement dice instead of 4.',
        'Wounds: only more wounds than Life knock out a hero or kill an ally or enemy; equal is fine. You may not choose exhaustion that would become a wound (the game may still force it).',
        'One card activated per Movement Step, per Market Step, in Before Combat, and per combat round.',
        'Events: a new event is discarded without effect only if its number is lower than the event in play; equal or higher replaces it. Either way the discarded card goes on the doom track.',
        'Healing in the market: 1 gold per wound on the hero or an ally; 1 gold clears all exhaustion from the hero or one ally.',
        'Experience: two counters of different kinds for 6 points (2 players), 5 (3-4), 4 (5) or 3 (6); never one alone, never two of a kind. Our ruling: solo pays the 2-player price. After buying, the hero may discard all wounds and exhaustion. A hero’s level is the total of its counters’ bonuses.',
        'An empty deck: shuffle that colour’s discarded challenges into a new deck; its events and encounters leave the game.',
        'Our ruling 14: the app cannot see the cards, so it does not count wounds, exhaustion, card activations or movement dice after the first turn — apply these rules at the table; the app records what other rules read (knock-outs, healing bought, experience bought, gold).',
      ],
    },
    {
      heading: 'Knock-outs',
      paragraphs: [
        'More wounds than Life: discard all wound, exhaustion and unspent adventure counters; all gold to the bank; the most expensive ally or item face-down under the market deck (your pick among equals); move to the nearest town (your pick among equals); the challenge goes on the undefeated track with its counter on the board, as after an escape; you may swap to a random unused hero, keeping your experience counters.',
        'Our ruling: a hero knocked out by a travel hazard challenge follows the hazard rule for the card — it goes on the doom track, not the undefeated track.',
      ],
    },
    {
      heading: 'The Endgame',
      paragraphs: [
        'Prepare the red deck: remove its events and encounters, return red challenges from the undefeated track (heroes keep the ones they hold), shuffle. Heroes go in order of level, then gold, then at random (the app rolls one die per place among those still tied).',
        'Our ruling 13: the app keeps each hero’s gold because the Endgame reads it. Count it with “gold now” on your turn (healing and knock-outs spend it for you); when the Endgame begins the app asks for the gold of every hero tied on level, and a red challenge beaten in the Endgame asks for the gold reward taken.',
        'On your go, draw a red challenge and resolve it with no escape, no Refresh and no Movement Step. Beat High Lord Margath and you win. Beat another and keep it: with three red challenge cards you win, otherwise draw again. Fail (or be knocked out) and you are eliminated — the card goes back into the deck and you lose nothing else — and the next hero in order goes.',
        'If everyone is eliminated: most red challenge cards wins, then highest level, then most gold. Our rulings: if still tied, those heroes share the win; a solo hero who is eliminated loses.',
      ],
    },
  ],
};
