/** The words of the campaign list, new campaign, lab, table display, phone view and my-seat screens (the `app` namespace; see ../screens.ts). */
import type { Catalog } from '../catalog';

export const listsWords: Catalog = {};
