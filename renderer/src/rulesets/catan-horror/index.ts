/** Catan Horror's renderer module: words, narration, the table (knight cards first) and a short rules reference. */
import { defineAsyncComponent } from 'vue';
import type { CatanHorrorState } from '../../../../shared/rulesets/catan-horror/state';
import type { RulesetUi } from '../types';
import { words } from './words';
import { CATAN_HORROR_RULINGS } from './rulings';
import { catanHorrorHeadlines } from '../../../../shared/rulesets/catan-horror/headlines';
import { catanHorrorRollLooks } from '../../../../shared/rulesets/catan-horror/roll-looks';
import { roundSeatLine } from '../round-seat';
import { roundAndSeat } from '../../../../shared/rulesets/catan-horror/round-and-seat';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));
/** Its layout on the table display, loaded when a table display first draws it. */
const TableLayout = defineAsyncComponent(() => import('./TableLayout.vue'));

export const catanHorrorUi: RulesetUi = {
  id: 'catan-horror',
  ...words,
  headlines: catanHorrorHeadlines,
  rollLooks: catanHorrorRollLooks,
  board: Board,
  table: TableLayout,
  whoseTurn: (state: CatanHorrorState) =>
    roundSeatLine(roundAndSeat(state)) ?? {
      code: 'catan-horror/whose-turn',
      params: { turn: state.turn, name: state.players[state.current]?.name ?? '' },
    },
  reference: [
    {
      heading: 'What the app keeps',
      phases: ['catan-horror/phase/setup'],
      paragraphs: [
        "Your Catan board, roads, cards and figures stay on the table. The app keeps what has no cardboard: every knight card (rank, damage, sanity, madness, hidden, squad, where it stands), each town's horror and structural damage and state, the gates, the monsters and their wounds, trophies and clues, and whose turn and step it is.",
        'Places are names you choose ("Ann City", "Gate 9", "the bridge"). A knight and a monster with the same place name are together; give a town\'s name to a knight in it. When a figure moves on the board, tell the app its new place.',
      ],
    },
    {
      heading: 'A turn',
      phases: ['catan-horror/phase/player', 'catan-horror/phase/monster', 'catan-horror/phase/wrapup'],
      paragraphs: [
        'Player turn: 1. monsters where your unhidden knights stand strike, hidden knights make Hide checks, assaulted towns are attacked; then your knights strike back. 2. Production: red d6 + yellow d6 + the event die; invaded towns and hexes under a gate draw nothing; a 2 or 12 opens a gate. 3. Build, trade, and 3 knight actions shared by all your knights.',
        "Monster turn: one die per monster (4+ moves, fast 3+, stationary never); move the figures and report them. Invaded towns take each invader's horror and combat damage; nightmarish and overwhelming monsters hurt assaulted towns. Mad towns roll for monsters. Knights in mad or invaded towns lose 1 sanity; madness wanes. Wrap-up: recruits and militia appear; anyone may build.",
      ],
    },
    {
      heading: 'Knights',
      paragraphs: [
        "Strength: Basic 1, Strong 2, Mighty 3, General 4 (a Mighty knight otherwise). Damage equal to strength demotes the knight and removes that damage; a Basic knight dies on any damage; a demotion with no free piece of the lower rank kills. You split a monster's blow among your knights in the fight; a knight's share kills him at most once, and what is left is then lost.",
        'A knight goes mad when its sanity damage passes its strength (Basic at 2 … General at 5). It is mad for 5 − strength turns (General 1), acts as a monster with combat and damage equal to its strength and horror 1, then recovers with its sanity cleared.',
        "Move: as many intersections as the knight's strength, one more when unhidden; a stretch along a road counts half. Leaving a monster's place takes a Hide check (the knight stays hidden or not as before).",
        "Squads: a Strong or Mighty knight forms one with weaker knights of its colour in its place; others join later; never disbanded. One action moves the whole squad at its weakest knight's pace; it hides with its strongest knight; it adds strengths for other actions; in combat it rolls strength + one die per member. Its weakest knights must die first.",
        'Actions: Move, Attack, Calm, Repair, Raze, Hide, Recruit, Form/Join Squad, Rest (1 wheat) cost 1; Harvest 2; Militia and Colonize 3. A clue buys one more action.',
      ],
    },
    {
      heading: 'Checks and combat',
      phases: ['catan-horror/phase/player/combat'],
      paragraphs: [
        "Hide check: d6 + strength + the monster's awareness, +1 in any town; 5 or more succeeds. Raze check: d6 + strength − 1 (settlement), 2 (city) or 4 (metropolis); 5 or more. A trophy spent on a check adds its toughness. The exact chance is shown before every roll.",
        "Combat: dice = the knights' strength − the monster's combat; hits on 5+, on 4+ for knights defending a town under assault. The Attack action lets knights strike first with at least one die. Resistance halves a knight's strength, immunity makes it 0 (Basic knights carry physical weapons, Strong magical, Mighty both). City walls may be given up to cancel one monster's attack.",
        "A squad rolls all its dice first, then spends them monster by monster: dice to overcome the monster's combat, hits to damage it. Killed monsters are the killer's trophies; 5 toughness of trophies buys a clue.",
      ],
    },
    {
      heading: 'Towns and gates',
      paragraphs: [
        'Horror limits: settlement 5, city 10, metropolis 20 — the town goes mad. Structural limits: settlement 5 (it falls), city 10 and metropolis 15 (reduced a size, that damage removed). A reduction can tip horror over the new limit. Mad towns produce monsters at the end of each turn: settlement 5+, city 4+ (toughness 2 or more), metropolis 2+ (toughness 3 or more).',
        "When a monster enters a town (not a mad or invaded one), every knight there, of any colour and a squad as one, answers at once: stay and fight (unhidden, a defender: hits on 4+ while the town is assaulted), stay and hide (turned hidden; a Hide check with the town's +1 as soon as the monster invades, the exact chance shown; found means combat), or flee to an adjacent intersection you name. Only then is the town assaulted or invaded.",
        "A gate takes damage = attacking strength + its token's modifier; at 10 it closes, and the closer may seal it at once with a clue. A gate roll with no free hex showing the number is a monster surge: a monster at every open gate.",
      ],
    },
    {
      heading: 'The end',
      phases: ['catan-horror/phase/over'],
      paragraphs: [
        'A sane player with more than 10 victory points during their turn wins alone (press the button; the app does not count points). Every town mad: all lose. No mad town, no open gate and no monster left: all the Settlers win. Mad players win together by wiping out the sane.',
      ],
    },
    {
      heading: 'Drunkards of Catan (house rule)',
      paragraphs: [
        'Switch on "Drunkards of Catan: barrels and festivals" in the campaign\'s options to play the drinking game alongside. Build barrels for 1 grain + 1 lumber in step 3 (no knight action; anyone in the wrap-up\'s special building phase), trade them with the player whose turn it is, gift them at any time (the receiver drinks once per barrel), or drink one at any time for a resource card from the bank. Every 2 barrels are 1 victory point; add them to your score on the board.',
        'When the red and yellow dice of a production roll show doubles, a festival follows at once: everyone returns half their barrels, rounded up, and drinks once per barrel returned (5 barrels → 2 left, 4 → 2, 1 → 0). The event die never counts toward doubles. A double 1 or double 6 also opens a gate, after the festival.',
      ],
    },
    { heading: 'Our rulings', paragraphs: CATAN_HORROR_RULINGS.map(([n, text]) => `${n}. ${text}`) },
  ],
};
