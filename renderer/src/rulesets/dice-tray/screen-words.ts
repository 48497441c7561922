/** What the dice tray's board says (merged into its catalog in `index.ts`). */
import type { Catalog } from '../../i18n/catalog';

export const screenWords: Catalog = {
  'dice-tray/board': 'Dice tray',
  'dice-tray/board/last-roll': 'Last roll · {notation}',
  'dice-tray/board/no-roll': 'No dice rolled yet.',
  'dice-tray/board/scale': '{name} from {min} to {max}',
  'dice-tray/input/min-below-max': 'the minimum must be below the maximum.',
  'dice-tray/input/start-in-range': 'the start must lie between the minimum and maximum.',
  'dice-tray/input/zero-change': 'a change of 0 changes nothing.',
};
