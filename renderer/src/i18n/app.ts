/**
 * The `app` namespace in English: every catalog of the app's own words in one (the screens', the
 * engine's and host's codes, the lab's). `./locales/<lang>.ts` translates exactly these keys, plus
 * every ruleset's name and description (`rulesetNames` in ../rulesets/registry.ts);
 * `tests/renderer/locale-keys.test.ts` holds the key sets equal.
 */
import type { Catalog } from './catalog';
import { coreMessages } from './core';
import { screenMessages } from './screens';
import { historyWords } from './screens/history';
import { listsWords } from './screens/lists';
import { packsWords } from './screens/packs';
import { playWords } from './screens/play';
import { glanceWords } from './screens/glance';
import { iconWords } from './screens/icons';
import { labMessages } from '../lab/messages';

export const appMessages: Catalog = {
  ...coreMessages,
  ...screenMessages,
  ...historyWords,
  ...playWords,
  ...glanceWords,
  ...listsWords,
  ...packsWords,
  ...iconWords,
  ...labMessages,
};
