/** The words of the history panel, chronicle, recap, backups, statistics and recovery screens (the `app` namespace; see ../screens.ts). */
import type { Catalog } from '../catalog';

export const historyWords: Catalog = {
  'chronicle/go-to-turn': 'Go to turn',
  'chronicle/go': 'Go',
  'chronicle/no-such-turn': 'No step was played in that turn or later.',
};
