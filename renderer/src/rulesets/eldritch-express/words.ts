/** The ruleset's words and narration, English (plain TypeScript: the main process narrates with them too, for the chronicle's search). */
import type { RulesetWords } from '../types';
import { causes, messages, narrate } from './messages';
import { screenWords } from './screen-words';
import { keyTrackWords } from './key-track-words';

export const words: RulesetWords = {
  messages: { ...messages, ...screenWords, ...keyTrackWords },
  narrate,
  causes,
};
