/**
 * The renderer module of any variant pack (`pack:<id>`): made at run time from the pack the main
 * process plays (`ruleset/pack`), so the play screen, the chronicle, the table display and the
 * phones work for a pack unchanged. Its words are the pack's own (per locale, ICU), its board the
 * generic one drawn from the shared board pieces.
 */
import { h, type Component, type FunctionalComponent } from 'vue';
import { packHeadlines } from '../../../../shared/packs/headlines';
import { packRuleset } from '../../../../shared/packs/ruleset';
import type { Pack } from '../../../../shared/packs/schema';
import type { PackState } from '../../../../shared/packs/state';
import { invoke } from '../../api/client';
import { addWords, APP, i18n, SOURCE_LOCALE } from '../../i18n';
import type { RulesetUi } from '../types';
import PackBoard from './PackBoard.vue';
import { packNarrate, packCauses, packWords } from './narrate';

/** Builds the module for a pack already fetched (tests build it directly; `loadPackUi` fetches first). */
export function packUi(rulesetId: string, pack: Pack): RulesetUi {
  const rules = packRuleset(pack);
  const words = packWords(pack);
  // Its English words first: its causes are read from them (`pack/cause/trigger`), as main reads them.
  addWords(rulesetId, words);
  // Every language the pack speaks beyond English; a word it lacks there reads in English.
  for (const [locale, catalog] of Object.entries(pack.words)) if (locale !== SOURCE_LOCALE) addWords(rulesetId, catalog, locale);
  // The campaign list and the history name the ruleset by `ruleset/<id>`, from the app's words.
  addWords(APP, { [`ruleset/${rulesetId}`]: pack.name, [`ruleset/${rulesetId}/about`]: `${pack.baseGame} · ${pack.author}` });
  const Board: FunctionalComponent = (_, { attrs }) => h(PackBoard as Component, { ...attrs, pack, rules, rulesetId });
  return {
    id: rulesetId,
    messages: words,
    narrate: packNarrate(rulesetId, pack),
    headlines: packHeadlines(pack),
    causes: packCauses(rulesetId, pack),
    board: Board,
    // The table display names the phase itself, after this.
    whoseTurn: (state: PackState) => ({ code: 'pack-board/whose-turn', params: { turn: rules.turnInfo(state).turn } }),
    reference: packReference(pack),
  };
}

/** Fetches the pack a `pack:` ruleset plays and builds its module; refused (an unknown or code ruleset) → an error. */
export async function loadPackUi(rulesetId: string): Promise<RulesetUi> {
  const answer = await invoke('ruleset/pack', { rulesetId });
  if (!answer.ok) throw new Error(answer.error.message);
  return packUi(rulesetId, answer.value);
}

/** The pack's `reference/<part>` words as the rules reference, one section each, in the app's language when the pack has it. */
export function packReference(pack: Pack): RulesetUi['reference'] {
  const locale = i18n.global.locale.value;
  const words = { ...pack.words[SOURCE_LOCALE], ...(pack.words[locale] ?? {}) };
  return Object.entries(words)
    .filter(([key]) => key.startsWith('reference/') && !key.endsWith('/heading'))
    .map(([key, text]) => ({ heading: words[`${key}/heading`] ?? pack.name, paragraphs: text.split(/\n\s*\n/) }));
}
