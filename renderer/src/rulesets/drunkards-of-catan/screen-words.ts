/** What Drunkards of Catan's board says (merged into its catalog in `index.ts`). */
import type { Catalog } from '../../i18n/catalog';

export const screenWords: Catalog = {
  'drunkards/board': 'Barrels of alcohol',
  'drunkards/board/last-roll': 'Last production roll',
  'drunkards/board/festival': '★ Doubles — festival!',
  'drunkards/board/no-roll': 'No production roll yet.',
  'drunkards/board/tally': 'Rolls {rolls} · festivals {festivals}{off, select, true { (off)} other {}}',
  'drunkards/board/caption': 'Barrels, victory points and drinks per player',
  'drunkards/board/player': 'Player',
  'drunkards/board/barrels': 'Barrels',
  'drunkards/board/vp': 'VP from barrels',
  'drunkards/board/drinks': 'Drinks',
  'drunkards/board/last-festival': 'Last festival',
  'drunkards/board/build': 'Build',
  'drunkards/board/returned': '(−{returned}, {drinks, plural, one {# drink} other {# drinks}})',
  'drunkards/board/nothing-returned': 'nothing to return',
  'drunkards/board/build-one': '+1 barrel',
  'drunkards/board/build-one-for': '+1 barrel for {name}',
  'drunkards/board/hint':
    'A barrel costs 1 grain + 1 lumber · 2 barrels = 1 VP · doubles: everyone returns half (rounded up), one drink each.',
  'drunkards/whose-turn': 'Roll {roll}',
  'drunkards/input/gift-to-self': 'a player cannot give barrels to themself.',
};
