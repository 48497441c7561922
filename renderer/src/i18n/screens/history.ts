/** The words of the history panel, chronicle, recap, backups, statistics and recovery screens (the `app` namespace; see ../screens.ts). */
import type { Catalog } from '../catalog';

export const historyWords: Catalog = {
  'chronicle/go-to-turn': 'Go to turn',
  'chronicle/go': 'Go',
  'chronicle/no-such-turn': 'No step was played in that turn or later.',
  'chronicle/abandoned': '(undone, then played over: an abandoned branch)',
  'chronicle/bring-back': '{n, plural, one {bring this back} other {bring these # back}}',
  'chronicle/bring-back-title': 'Bring back {n, plural, one {# abandoned step} other {# abandoned steps}}?',
  'chronicle/bring-back-explained':
    'The game goes back to where these steps were played from and puts them back in force. {taken, plural, =0 {Nothing in force is taken back.} one {The # step played since is taken back.} other {The # steps played since are taken back.}} Nothing is lost: one Undo puts it all as it was.',
  'chronicle/bring-back-go': 'Bring {n, plural, one {it} other {them}} back',
  'stats/point': 'step {n} · turn {turn}',
  'stats/axis-turn': 'turn',
  'stats/axis-step': 'step in force',
  'stats/axis-value': 'value',
  'chronicle/brought-back': 'The abandoned steps are back in force; one undo takes them back out.',
};
