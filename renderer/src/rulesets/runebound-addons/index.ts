/** The stand-alone VA 46-49 add-ons' renderer module (the same pieces serve The Seven Scions and The Cataclysm). */
import { defineAsyncComponent } from 'vue';
import type { RulesetUi } from '../types';
import { addonCauses, addonReference, standaloneMessages, standaloneNarrate } from './messages';

/** The board loads when it is first drawn, apart from the words. */
const Board = defineAsyncComponent(() => import('./Board.vue'));

export const runeboundAddonsUi: RulesetUi = {
  id: 'runebound-addons',
  messages: standaloneMessages,
  narrate: standaloneNarrate,
  causes: addonCauses,
  board: Board,
  reference: addonReference,
};
