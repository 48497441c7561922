/** The words of the Packs screen and of the pack refusals (the `app` namespace; see ../screens.ts). */
import type { Catalog } from '../catalog';

export const packsWords: Catalog = {
  'nav/packs': 'Packs',
  'nav/pack-differs': 'A different pack of that name',
  'nav/install-beside': 'Install it beside the other',

  'packs/title': 'Variant packs',
  'packs/campaigns': 'All campaigns',
  'packs/explained':
    'A pack is a variant written as one file. It is checked whole before it is installed; a campaign keeps the exact pack it was started with, so editing or upgrading a pack never changes a game in play.',
  'packs/import': 'Import a pack…',
  'packs/drop': 'Or drop a pack file here',
  'packs/dropped-not-one': 'Drop one pack file at a time.',
  'packs/empty': 'No packs installed yet. Import a pack file to play a variant.',
  'packs/installed': '“{name}” {version} is installed.',
  'packs/already': '“{name}” {version} was already installed.',
  'packs/removed': '“{name}” {version} was removed.',
  'packs/refused-title': '“{file}” was not installed: {n, plural, one {# problem} other {# problems}}',
  'packs/refused-more': '…and {n, plural, one {# more problem} other {# more problems}}.',
  'packs/where': 'Where',
  'packs/what': 'What is wrong',
  'packs/whole-file': '(the whole file)',
  'packs/version': 'version {version}',
  'packs/by': 'by {author} · {licence} · for {baseGame}',
  'packs/players': '{min}–{max} players',
  'packs/used-by': 'Played in {names}',
  'packs/unused': 'No campaign plays it yet',
  'packs/export': 'Export',
  'packs/remove': 'Remove',
  'packs/remove-which': 'Remove “{name}” {version}',
  'packs/export-which': 'Export “{name}” {version}',
  'packs/cannot-remove': 'Kept while {n, plural, one {a campaign plays} other {# campaigns play}} it.',
  'packs/damaged-title': 'Damaged packs',
  'packs/damaged': '“{packId}” {version}: {problem}. Its campaigns do not open; restore a backup to bring it back.',
  'packs/new-campaign-group': 'Variant packs',
  'packs/new-campaign-label': '{name} {version} (pack)',
  'packs/about': '{name} {version} — a variant pack by {author}, for {baseGame}.',

  'packs/invalid': 'The pack was not installed: {count, plural, one {# problem} other {# problems}}. Nothing was changed.',
  'packs/in_use': 'The pack is still played in {campaigns}; it stays installed.',
  'packs/version_taken': 'Another “{name}” {version} with different rules is installed. Give this one a new version number.',
  'packs/not_found': 'That pack is not installed (it may have been removed).',
  'import/pack_differs':
    'The file carries “{name}” {version}, but a different pack of that id and version is installed here. Install the file’s pack beside it (its campaigns keep their own), or cancel?',
  'import/pack_mismatch': 'The file’s pack is not the one its campaign was played with. Nothing was imported.',
  'import/invalid_pack': 'The pack inside the file is refused, so nothing was imported.',
};
