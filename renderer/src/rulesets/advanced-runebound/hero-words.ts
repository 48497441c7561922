/** How Advanced Runebound names a hero's place under his name, on the board and on the table display alike. */
import type { AdvancedRuneboundBoard, HeroRow } from '../../../../shared/rulesets/advanced-runebound/view';
import type { Params } from '../../i18n/catalog';
import { wordsFor } from '../../i18n/words';

const b = (code: string, params?: Params) => wordsFor('advanced-runebound').t(`advanced-runebound/board/${code}`, params);

/** "Seat 2 · 4 dice on the first turn" in the normal game; "3. in the Endgame order" in the Endgame. */
export const heroSubtitle = (hero: HeroRow, phase: AdvancedRuneboundBoard['phase']): string =>
  [
    phase === 'play' ? b('seat', { n: hero.place }) : b('order', { n: hero.place }),
    hero.firstTurnDice !== null ? b('first-turn-dice', { n: hero.firstTurnDice }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
