/** Advanced Runebound's words that the board and the table display say alike: a board word, a colour, a hero's place, the event in play. */
import type { Colour } from '../../../../shared/rulesets/advanced-runebound/data/tables';
import type { AdvancedRuneboundBoard, HeroRow } from '../../../../shared/rulesets/advanced-runebound/view';
import type { Params } from '../../i18n/catalog';
import { wordsFor } from '../../i18n/words';

const P = 'advanced-runebound';
/** A word of the ruleset's own catalog. */
export const t = (code: string, params?: Params) => wordsFor(P).t(code, params);
/** A word of the board (`advanced-runebound/board/…`). */
export const b = (code: string, params?: Params) => t(`${P}/board/${code}`, params);
export const colourWord = (c: Colour) => t(`${P}/colour/${c}`);
/** The letter beside a colour, in the language shown (`G` green, `Gr` grün, `V` vert). */
export const colourLetter = (c: Colour) => t(`${P}/colour-letter/${c}`);

/** "Event 3 (blue)", or that no event is in play. */
export const eventInPlayWords = (board: AdvancedRuneboundBoard): string =>
  board.eventInPlay ? b('event', { number: board.eventInPlay.number, colour: colourWord(board.eventInPlay.colour) }) : b('no-event');

/** "Seat 2 · 4 dice on the first turn" in the normal game; "3. in the Endgame order" in the Endgame. */
export const heroSubtitle = (hero: HeroRow, phase: AdvancedRuneboundBoard['phase']): string =>
  [
    phase === 'play' ? b('seat', { n: hero.place }) : b('order', { n: hero.place }),
    hero.firstTurnDice !== null ? b('first-turn-dice', { n: hero.firstTurnDice }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
