/** The stand-alone add-ons' table display words: what its table layout says around the state (merged into its catalog). */
import type { Catalog } from '../../i18n/catalog';

const T = 'addons/table';

export const screenWords: Catalog = {
  [`${T}/in-play`]: 'Add-ons in this game',
  [`${T}/none-in-play`]: 'No add-on chosen',
  [`${T}/checklist`]: 'Set-up checklist — {done} of {total} done',
  [`${T}/step-done`]: 'done',
  [`${T}/step-to-do`]: 'to do',
  [`${T}/heroes`]: 'Heroes’ Rituals',
  [`${T}/rituals-of`]: 'Rituals of {name}',
  [`${T}/ritual-count`]: '{n, plural, =0 {no Ritual} one {# Ritual} other {# Rituals}}',
  [`${T}/ritual-empowered-count`]: '{n} of {total} empowered',
  [`${T}/no-ritual`]: 'No Ritual yet: {names}',
  [`${T}/ritual`]: '{title} ({owner})',
  [`${T}/symbols`]: 'Terrain symbols',
  [`${T}/counters`]: 'Counters',
  [`${T}/empowered`]: '✔ Empowered',
  [`${T}/slot-filled`]: '{terrain}, covered',
  [`${T}/slot-empty`]: '{terrain}, empty',
  [`${T}/rituals-off`]: 'Rituals and Runes is not in this game: no Ritual to track.',
  [`${T}/remember`]: 'Remember',
  [`${T}/remember/die`]: 'A movement die showing a terrain on one of your Rituals may cover that symbol instead of moving.',
  [`${T}/remember/names`]: 'No hero may own two Rituals whose titles share a capitalised word.',
  [`${T}/remember/new-owner`]: 'A Ritual that changes owner loses its counters.',
  [`${T}/remember/equipping`]: 'Weapons of Legend: an Equipping Ally kept as an item carries an exhaustion counter.',
};
