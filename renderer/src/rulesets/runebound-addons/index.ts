/** The stand-alone VA 46-49 add-ons' renderer module (the same pieces serve The Seven Scions and The Cataclysm). */
import type { RulesetUi } from '../types';
import Board from './Board.vue';
import { addonCauses, addonReference, standaloneMessages, standaloneNarrate } from './messages';

export const runeboundAddonsUi: RulesetUi = {
  id: 'runebound-addons',
  messages: standaloneMessages,
  narrate: standaloneNarrate,
  causes: addonCauses,
  board: Board,
  reference: addonReference,
};
