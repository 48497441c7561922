/** The words of "what just happened": the play screen's strip, the undo/redo toast, the table display's headlines and "tonight" (the `app` namespace). */
import type { Catalog } from '../catalog';

export const glanceWords: Catalog = {
  'glance/just-happened': 'Just happened',
  'glance/undone': 'Undone: {what}',
  'glance/redone': 'Redone: {what}',
  'glance/undone-nothing-named': 'Undone: the last step',
  'glance/redone-nothing-named': 'Redone: the last step',
  'glance/toast-redo': 'Redo',
  'glance/toast-undo': 'Undo',
  'glance/toast-close': 'Close this notice',
  'glance/toast-label': 'Undo and redo',
  'glance/tonight': 'Tonight',
  'glance/tonight-empty': 'Nothing big yet tonight.',
  'glance/read-aloud': 'Read headlines aloud',
  'glance/read-aloud-help': 'Uses this computer’s own voice; nothing leaves the machine.',
  'glance/headline-label': 'Headline',
  'recap/more-headlines': '…and {n, plural, one {# more headline} other {# more headlines}}',
  'recap/more-highlights': '…and {n, plural, one {# lighter moment} other {# lighter moments}}: the chronicle lists every one.',
  'recap/headlines': 'Headlines',
  'stats/show-still': 'Show the {n, plural, one {# track} other {# tracks}} that never moved',
  'stats/hide-still': 'Hide the {n, plural, one {# track} other {# tracks}} that never moved',
};
