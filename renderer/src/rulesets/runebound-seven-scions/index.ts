/** The Seven Scions' renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { SevenScionsState } from '../../../../shared/rulesets/runebound-seven-scions/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { addonReference } from '../runebound-addons/messages';
import { sevenScionsHeadlines } from '../../../../shared/rulesets/runebound-seven-scions/headlines';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/runebound-seven-scions/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));

export const runeboundSevenScionsUi: RulesetUi = {
  id: 'runebound-seven-scions',
  ...words,
  headlines: sevenScionsHeadlines,
  board: Board,
  whoseTurn: (state: SevenScionsState) =>
    roundSeatLine(roundAndSeat(state)) ??
    (state.round && state.phase !== 'setup'
      ? { code: 'seven-scions/whose-turn', params: { round: state.round, name: state.players[state.active]?.name ?? '' } }
      : null),
  reference: [
    {
      heading: 'Set-up',
      paragraphs: [
        'Six Scion cards, text side up, on undefeated adventure spaces 1-6 (the Archer on 1, the Trickster on 2, and so on), each with an undefeated adventure marker on it: the scion counters.',
        'Of each colour of Storm card (green, yellow, blue) and of the silver Stormlords, take as many at random as there are players. Stormlords are open information. The storm counter (a doom counter) starts just below the lowest town icon by the market stacks. Red adventure cards go back to the box.',
      ],
    },
    {
      heading: 'Turns',
      paragraphs: [
        'Encounter cards are discarded without effect and replaced by a new adventure card.',
        'An Event card refreshes the adventure jewels as usual; then every scion counter goes back to its scion and, from the player who drew the Event clockwise, each player may take one. Then the Event is discarded and the active player draws again.',
        'A storm step comes right after the adventure step, before market and experience.',
      ],
    },
    {
      heading: 'The storm step',
      paragraphs: [
        'The storm counter climbs the market stacks: 1 space if no Challenge or a green Challenge was defeated this turn, 2 for yellow, 3 for blue — always at least 1.',
        'Moving past the top stack: the counter goes back below the bottom stack (spaces left over are lost), and a random storm card of the lowest colour still available is drawn. Storm Events: each hero resolves it, from the one who triggered it clockwise. Storm Challenges: all heroes fight it together — Before Combat from the trigger clockwise, then each phase every hero may attack; allies still attack once; wounds carry over. A hero who escaped must rejoin or escape again each round; only heroes who attacked or dealt damage in the winning round share the reward (Before Combat counts as round one).',
        'The turn goes on once every hero has resolved the Event, the Challenge is beaten, or every hero is knocked out. Our ruling S-10: the table draws the storm card from its deck of the colour the app names; the app counts the cards left.',
        'A slumbering scion’s counter may be discarded at any point of a storm step for the benefit printed on that scion.',
      ],
    },
    {
      heading: 'Scions',
      paragraphs: [
        'A hero who ends movement on a red adventure jewel with a red counter may try to awaken a scion of his choice in his adventure step (the card says how). An awakened scion: the red jewel is discarded, the card leaves its space art side up and joins the hero as an ally outside the ally limit, usable only in storm steps and the endgame. It has no counter. One per hero: awakening another discards the first.',
        'A killed scion slumbers again on its space. Our ruling S-1: a scion discarded (knock-out, or for a second awakening) does the same, and its counter goes back on the card. Our ruling S-2: a counter held by a player goes aside when its scion awakes.',
        'Our ruling S-9: one awakening a turn — the hero stands on one red jewel, and it is discarded once a scion wakes. Several scions can still change hands in a turn: the hero’s previous scion slumbers again, a counter someone held goes aside, and each scion killed in the storm step slumbers again.',
      ],
    },
    {
      heading: 'Endgame',
      paragraphs: [
        'It begins when a storm card is due and only Stormlords remain. X is the number of Stormlords: each player may discard X wounds and X exhaustion from his hero and allies and activate X items.',
        'Competitive: the highest-level hero faces all the Stormlords in a random order, then the next-highest, and so on, with no refresh between them. Most Stormlords defeated wins; a tie goes to the hero whose last Stormlord had the most wounds when he fell. Our ruling S-6: this endgame “works just like” Advanced Runebound’s, where a hero’s level is the total of the bonuses on his experience counters (0 with none) — not counters + 1. Enter every hero’s level and gold: the app sets no order until it has them all. Our ruling S-3: at equal level the hero with the most gold goes first (as in Advanced Runebound); equal level and gold are ordered by a roll (one die per place). Our ruling S-4: heroes still tied (for instance both beat every Stormlord) share the win. House rule S-12 (option): the first hero to defeat every Stormlord wins at once, as the first to beat the final Challenge does in Advanced Runebound.',
        'Cooperative (option): no hero fights another hero, and the players may agree together who takes which slumbering scion’s counter and who awakens which scion. In the endgame the heroes attack as one, one roll per combat phase, using the lowest score and the lowest damage among them (ranged reads mind, melee body, magic spirit). They may pool magic items and abilities, and before rolling any hero may replace his score or his damage with his awakened scion’s. Our ruling S-5: the group faces the Stormlords in one rolled order; beating them all wins, all heroes knocked out loses.',
      ],
    },
    ...addonReference,
  ],
};
