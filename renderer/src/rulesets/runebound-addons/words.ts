/** The ruleset's words and narration, English (plain TypeScript: the main process narrates with them too, for the chronicle's search). */
import type { RulesetWords } from '../types';
import { addonCauses, standaloneMessages, standaloneNarrate } from './messages';
import { screenWords } from './screen-words';

export const words: RulesetWords = {
  messages: { ...standaloneMessages, ...screenWords },
  narrate: standaloneNarrate,
  causes: addonCauses,
};
