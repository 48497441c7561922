/**
 * The generic pack module's own words (English, like every ruleset's `messages.ts`): the board's
 * headings and the history's sentences for the events every pack records. A pack's own words
 * (its `words`, per locale) are added over these in the same namespace.
 */
import type { Catalog } from '../../i18n/catalog';

export const packModuleWords: Catalog = {
  'pack-board/label': 'The board',
  'pack-board/turn': 'Turn {turn}',
  'pack-board/steps': 'Steps of the turn',
  'pack-board/tracks': 'Tracks',
  'pack-board/players': 'Players',
  'pack-board/decks': 'Decks',
  'pack-board/cards-left': '{deck}: cards left',
  'pack-board/faces': 'Roll',
  'pack-board/row': 'Result',
  'pack-board/nothing': '—',
  'pack-board/threshold': '▲',
  'pack-board/pieces': '{n, plural, =0 {none} one {# piece} other {# pieces}}',
  'pack-board/no-pieces': 'None on the board.',
  'pack-board/waiting': 'The table is asked',
  'pack-board/ended': 'The game is over',
  'pack-board/by': '{name} by {author} · version {version} · for {baseGame}',
  'pack-board/missing-words': '{n, plural, one {# word} other {# words}} this pack has not written (shown as codes)',
  'pack-board/whose-turn': 'Turn {turn} · {phase}',
  'pack/narrate/acted': '{action}{dice, select, none {} other { — dice {dice}}}',
  'pack/narrate/track-changed': '{track}: {from} → {to}',
  'pack/narrate/chart-rolled': '{chart}: {value} — {row}',
  'pack/narrate/card-drawn': '{deck}: {card}',
  'pack/narrate/piece-placed': '{collection}: {piece} placed',
  'pack/narrate/piece-changed': '{collection} {piece}: {changes}',
  'pack/narrate/piece-removed': '{collection}: {piece} removed',
  'pack/narrate/answered': 'Answered: {question}',
  'pack/narrate/phase-changed': 'Turn {turn}: {phase}{step, select, none {} other { · {step}}}',
  'pack/cause/trigger': 'A rule of the pack ({id})',
};
