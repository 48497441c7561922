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
import { addWords, APP, SOURCE_LOCALE, translate } from '../../i18n';
import type { RulesetUi } from '../types';
import PackBoard from './PackBoard.vue';
import { packNarrate, packCauses, packReference, packWords } from './narrate';

/** Builds the module for a pack already fetched (tests build it directly; `loadPackUi` fetches first). */
export function packUi(rulesetId: string, pack: Pack): RulesetUi {
  const rules = packRuleset(pack);
  const words = packWords(pack);
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
    whoseTurn: (state: PackState) => {
      const { turn, phase } = rules.turnInfo(state);
      return { code: 'pack-board/whose-turn', params: { turn, phase: translate([rulesetId, APP], phase) } };
    },
    reference: packReference(pack),
  };
}

/** Fetches the pack a `pack:` ruleset plays and builds its module; refused (an unknown or code ruleset) → an error. */
export async function loadPackUi(rulesetId: string): Promise<RulesetUi> {
  const answer = await invoke('ruleset/pack', { rulesetId });
  if (!answer.ok) throw new Error(answer.error.message);
  return packUi(rulesetId, answer.value);
}
