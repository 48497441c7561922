/** The Monster Step's renderer module: words, narration, board and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { MonsterStepState } from '../../../../shared/rulesets/runebound-monster-step/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { monsterStepHeadlines } from '../../../../shared/rulesets/runebound-monster-step/headlines';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const runeboundMonsterStepUi: RulesetUi = {
  id: 'runebound-monster-step',
  ...words,
  headlines: monsterStepHeadlines,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: MonsterStepState) =>
    state.players[0]
      ? { code: 'rms/whose-turn', params: { turn: state.turn, name: state.players[0].name } }
      : { code: 'rms/whose-turn/nobody', params: { turn: state.turn } },
  reference: [
    {
      heading: 'The turn',
      paragraphs: [
        'Play your Movement, Adventure, Market and Experience steps as usual and tick them off; the app adds what the variant hooks into them. Then comes the Monster Step: spawn, then the movement check. Anything the chain owes (Doom, an Ally to discard, the City chart, Margath) is settled before play goes on.',
        'A new Event card coming into play raises Terror at any point of your turn: press the button for it. Our ruling 16: Event cards you draw while looking for a monster’s challenge only refresh sunbursts and go to the bottom of the deck (000:43, 000:45), so they never come into play and do not count. House rule: count each of them as a new Event (the fight then asks how many you drew).',
      ],
    },
    {
      heading: 'A. Spawning',
      paragraphs: [
        'Roll the Lair chart (d10): 1-9 names a location, 0 brings nothing. A location with no lair gets the lowest-numbered free lair marker (put it on any hex of the location without an adventure jewel) and a monster; Margath’s Doom +1. A location that already has an open lair gets only a monster. A sealed location gets nothing, ever.',
        'Monster colour follows your level (experience counters + 1): 1-2 green, 3-4 yellow, 5 or more blue. With six monsters on the board a new one goes to the outskirts; the 4th monster there empties the outskirts and raises Terror.',
        'Our rulings: with no free marker, nothing appears (house rule: the monster goes to the outskirts). A monster appearing on the lair you stand on must be fought at once. With the “seal on a later turn” house rule, a closed lair you still stand on brings nothing while you guard it.',
      ],
    },
    {
      heading: 'B. Monster movement',
      paragraphs: [
        'Movement check (d10): 1-5 nobody moves; 6-9 every roaming monster moves toward its nearest city with 2 movement dice (one roll for all); 0 with 3 dice. Roll your own movement dice, move the figures, and tell the app which monsters entered which city.',
        'A monster in a city closes it (to other monsters too) until you defeat it; if it is still there at the 5th end of turn after it arrived, the city is destroyed for good and Terror rises.',
        'Our rulings: the app does not know your movement dice’s faces, so the table rolls them; you may record what each die showed (ruling 23) and the history keeps it. A monster in a city stays there. A destroyed city’s monster leaves the board. House rule, simple movement: 1 space (2 on a 0) instead of movement dice.',
      ],
    },
    {
      heading: 'C. Monsters and lairs',
      paragraphs: [
        'End your movement on a monster (also one standing on its lair: report the monster, not the lair) and you must fight it: draw challenges of your level’s colour until a challenge comes up. Win and you keep its gold and experience; the card goes on its lair’s space (enter its life value). Win in a city and you heal for free in the Market step. Knocked out: the monster stays with its wounds removed; in a city, move to an adjacent space with no jewel, lair or monster.',
        'Standing on an open lair with defeated monsters on its space, you may try to close it: one check per monster, each 2d10 (house rule: 1d10) + the skill of one combat phase you choose, no items or allies, against the marker’s number + that monster’s life. A d10 showing 0 counts 10. All checks must succeed; the exact chance is shown before you roll. If it fails, stay put to try again next turn.',
        'A closed lair’s cards go to the bottom of their decks. Right after closing it, before you move, you may seal it with 5 gold or by discarding an Ally: Doom −1. Our ruling 22 (000:55 and the project rulings): that is your only chance — left unsealed, its marker goes back to the track at once. House rule: you may seal it on a later turn as long as you stay on it; stepping off returns the marker. Our ruling: a fight or a lair check is the turn’s adventure; monsters whose lair has closed are not recorded anywhere when beaten.',
      ],
    },
    {
      heading: 'D-E. Terror and Doom',
      paragraphs: [
        'Terror runs 0-10. Every rise, in Tom’s order (000:74, our ruling 15): at 3, 6 and 9 first roll the City chart — 1-8 a city, which closes for good and loses its market stack; 9, 0 or a closed city: roll again; then discard one Ally from a market stack of your choice (none left: skip); last, Margath’s Doom +1. Our ruling 25: you may say whose market stack the Ally left; a city closed for good has no stack left.',
        'Our ruling 20: a city a monster holds is closed (000:37), so the City chart rolls again and the monster stays. House rule: the chart closes the held city for good and its monster leaves the board. Our ruling 21: when every city left is closed or held, the chart is not rolled and nothing closes.',
        'Doom rises for each new lair and each Terror rise, and falls by 1 for each sealed lair (never below 0). Its length is chosen at set-up, 10-15. When it is full, face Margath — also when the track is shortened mid-campaign to the Doom already on it (our ruling 24).',
      ],
    },
    {
      heading: 'F. The end',
      paragraphs: [
        'You win by defeating Margath, holding 3 Dragon Runes, or sealing all 6 lairs. You lose if Margath defeats you or all eight cities are closed or destroyed.',
        'Without undefeated challenges in this variant: a challenge that knocks you out goes to the bottom of its deck.',
      ],
    },
  ],
};
