/**
 * A pack's words, its events told as sentences for the history and the rule behind a cause — all
 * read from the pack. Plain TypeScript (the speaker's words): the main process narrates a pack's
 * events with these too, for the chronicle's text search.
 */
import type { Pack } from '../../../../shared/packs/schema';
import { APP, hasWords, SOURCE_LOCALE, translate } from '../../i18n/speaker';
import type { Catalog, Params } from '../../i18n/catalog';
import type { Narrator } from '../types';
import { packModuleWords } from './words';

/** The pack's English words over the module's own: a pack may name its things, the board's headings are the app's. */
export function packWords(pack: Pack): Catalog {
  return { ...packModuleWords, ...pack.words[SOURCE_LOCALE] };
}

/** The words of a code a pack may leave unwritten: the pack's, else the code itself (so the author sees what is missing). */
const say = (rulesetId: string) => (code: string, params?: Params) => translate([rulesetId, APP], code, params);

export function packNarrate(rulesetId: string, pack: Pack): Record<string, Narrator> {
  const t = say(rulesetId);
  /** A property's value in words when the pack names it (`location/ashen-hills`), else the value. */
  const valueWord = (key: string, value: unknown) =>
    hasWords(rulesetId, `${key}/${String(value)}`) ? t(`${key}/${String(value)}`) : String(value);
  const actionWord = (id: string) => pack.actions.find((a) => a.id === id)?.word ?? `action/${id}`;
  const rowWord = (chart: string, row: number) => pack.charts.find((c) => c.id === chart)?.rows[row]?.word;
  const questionWord = (id: string) => pack.questions.find((q) => q.id === id)?.word ?? `question/${id}`;
  const stepWord = (phase: string, step: string) =>
    pack.phases.find((p) => p.id === phase)?.steps?.find((s) => s.id === step)?.word ?? `step/${step}`;
  const phaseWord = (phase: string) => pack.phases.find((p) => p.id === phase)?.word ?? `phase/${phase}`;
  return {
    acted: (d) =>
      t('pack/narrate/acted', {
        action: t(actionWord(String(d.action)), { ...(d.fields as Params) }),
        dice: (d.dice as unknown[]).length ? (d.dice as unknown[]).join(', ') : 'none',
      }),
    'track-changed': (d) =>
      t('pack/narrate/track-changed', { track: t(`track/${String(d.track)}`, { name: d.player ?? '' }), from: d.from, to: d.to }),
    'chart-rolled': (d) => {
      const word = rowWord(String(d.chart), Number(d.row));
      return t('pack/narrate/chart-rolled', {
        chart: t(`chart/${String(d.chart)}`),
        value: d.value,
        row: word ? t(word) : t('pack-board/nothing'),
      });
    },
    'card-drawn': (d) => t('pack/narrate/card-drawn', { deck: t(`deck/${String(d.deck)}`), card: t(`card/${String(d.card)}`) }),
    'piece-placed': (d) =>
      t('pack/narrate/piece-placed', { collection: t(`collection/${String(d.collection)}`), piece: String((d.piece as Params).id ?? '') }),
    'piece-changed': (d) =>
      t('pack/narrate/piece-changed', {
        collection: t(`collection/${String(d.collection)}`),
        piece: String(d.piece),
        changes: Object.entries(d.set as Params)
          .map(([key, value]) => `${key} ${valueWord(key, value)}`)
          .join(', '),
      }),
    'piece-removed': (d) =>
      t('pack/narrate/piece-removed', { collection: t(`collection/${String(d.collection)}`), piece: String(d.piece) }),
    asked: (d) => t(questionWord(String(d.question)), d.params as Params),
    answered: (d) => t('pack/narrate/answered', { question: t(questionWord(String(d.question))) }),
    'phase-changed': (d) =>
      t('pack/narrate/phase-changed', {
        turn: d.turn,
        phase: t(phaseWord(String(d.phase))),
        step: d.step === null ? 'none' : t(stepWord(String(d.phase), String(d.step))),
      }),
    announced: (d) => t(String(d.word), d.params as Params),
    'game-ended': (d) => t(String(d.word), d.params as Params),
  };
}

/** `action/<id>` causes read as the action's words; a trigger as its `trigger/<id>` word when the pack has one. */
export function packCauses(rulesetId: string, pack: Pack): Record<string, string> {
  const causes: Record<string, string> = {};
  const en = pack.words[SOURCE_LOCALE];
  for (const trigger of pack.triggers) {
    const code = `trigger/${trigger.id}`;
    causes[code] = en[code] ?? translate([rulesetId, APP], 'pack/cause/trigger', { id: trigger.id });
  }
  return causes;
}
