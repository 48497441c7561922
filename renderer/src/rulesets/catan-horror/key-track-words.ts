/** The words of Catan Horror's key tracks (shared/rulesets/catan-horror/key-tracks.ts), which statistics open on. */
import type { Catalog } from '../../i18n/catalog';

export const keyTrackWords: Catalog = {
  'catan-horror/key/towns-mad': 'Towns gone mad',
  'catan-horror/key/towns-fallen': 'Towns fallen',
  'catan-horror/key/gates-open': 'Gates open',
  'catan-horror/key/knights-alive': 'Knights alive',
  'catan-horror/key/knights-mad': 'Knights mad',
  'catan-horror/key/monsters': 'Monsters on the board',
};
