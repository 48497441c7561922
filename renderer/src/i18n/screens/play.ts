/** The words of the play screen, prompt forms, trackers, dice entry, house rules and board pieces (the `app` namespace; see ../screens.ts). */
import type { Catalog } from '../catalog';

export const playWords: Catalog = {};
