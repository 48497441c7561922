/**
 * Die Runebound-Erweiterungen VA 46-49 auf Deutsch: die Worte, die Erzählung, die Ursachen und die
 * Regelübersicht des eigenständigen Regelwerks, und (als weitere Exporte) die Bausteine, die The Seven
 * Scions und The Cataclysm auf Deutsch mit sich tragen, wie ihre englischen Dateien die aus `../messages.ts`.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { AddonEvent } from '../../../../../shared/kits/runebound-addons/events';
import type { RuneboundAddonsEvent } from '../../../../../shared/rulesets/runebound-addons/index';
import type { RulesetTranslation } from '../../types';
import type { Narrator } from '../../types';
import { typedNarration } from '../../typed-narration';

export const TERRAIN_NAMES: Record<string, string> = {
  plains: 'Ebene',
  road: 'Straße',
  hills: 'Hügel',
  forest: 'Wald',
  mountains: 'Gebirge',
  swamp: 'Sumpf',
  river: 'Fluss',
};

const ADDON_STEP_TEXT: Record<string, string> = {
  'addons/step/rituals-into-market':
    'Rituale und Runen: seine 30 Marktkarten (20 Ritual-Gegenstände, 10 Runen-Gegenstände) in den Marktstapel mischen.',
  'addons/step/weapons-into-market':
    'Legendäre Waffen: seine 30 Marktkarten (6 ausrüstende Verbündete, 12 Gegenstände, 12 Verbündete) in den Marktstapel mischen.',
  'addons/step/traps-by-colour':
    'Fallen und Schrecken: seine 30 Abenteuerkarten nach Farbe sortieren und jede Farbe in den Abenteuerstapel dieser Farbe mischen.',
  'addons/step/beasts-by-colour':
    'Bestien und Banditen: seine 30 Abenteuerkarten nach Farbe sortieren und jede Farbe in den Abenteuerstapel dieser Farbe mischen.',
};

export function checklistMessages(steps: Record<string, string | ((p: Params) => string)>): Catalog {
  return { ...ADDON_STEP_TEXT, ...steps };
}

const cap = (word: unknown) => {
  const w = String(word ?? '');
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const slotList = (slots: readonly string[]) => slots.map((s) => TERRAIN_NAMES[s] ?? s).join(', ');

export const addonMessages: Catalog = {
  ...Object.fromEntries(Object.entries(TERRAIN_NAMES).map(([k, v]) => [`terrain/${k}`, v])),
  'addons/player': '{name}',
  'addons/ritual-add': 'Rituale: ein Held erhält ein Ritual (Titel und seine fünf Geländesymbole)',
  'addons/ritual-empower': 'Rituale: einen Bewegungswürfel für {title} ({owner}) ausgeben',
  'addons/ritual-transfer': 'Rituale: {title} ({owner}) wechselt den Besitzer (es muss neu aufgeladen werden)',
  'addons/ritual-remove': 'Rituale: ein Ritual verlässt seinen Besitzer (verloren, verkauft oder abgeworfen)',
  'addons/ritual-choice': '{title} ({owner})',
  'field/owner': 'Besitzer',
  'field/title': 'Titel wie gedruckt',
  'field/slot1': 'Symbol 1',
  'field/slot2': 'Symbol 2',
  'field/slot3': 'Symbol 3',
  'field/slot4': 'Symbol 4',
  'field/slot5': 'Symbol 5',
  'field/ritualId': 'Ritual',
  'field/terrain': 'Würfel zeigt',
  'field/to': 'Neuer Besitzer',
  'field/item': 'Schritt',
  'option/ritualsAndRunes': 'VA 46 Rituale und Runen',
  'option/ritualsAndRunes/help':
    'Fügt seinen Aufbauschritt und die Ritualanzeige hinzu: fünf Geländefelder je Ritual, gefüllt durch Bewegungswürfel, geleert, wenn das Ritual den Besitzer wechselt, und kein Held darf zwei Rituale besitzen, deren Titel ein großgeschriebenes Wort teilen.',
  'option/weaponsOfLegend': 'VA 47 Legendäre Waffen',
  'option/weaponsOfLegend/help':
    'Fügt seinen Aufbauschritt hinzu (30 Marktkarten in den Marktstapel). Ausrüstende Verbündete: siehe Regelübersicht.',
  'option/trapsAndTerrors': 'VA 48 Fallen und Schrecken',
  'option/trapsAndTerrors/help': 'Fügt seinen Aufbauschritt hinzu (30 Abenteuerkarten, nach Farbe in die Abenteuerstapel sortiert).',
  'option/beastsAndBandits': 'VA 49 Bestien und Banditen',
  'option/beastsAndBandits/help': 'Fügt seinen Aufbauschritt hinzu (30 Abenteuerkarten, nach Farbe in die Abenteuerstapel sortiert).',
  'rules/addon-off': 'Rituale und Runen ist nicht Teil dieser Kampagne (in den Hausregeln einschalten).',
  'rules/unknown-step': 'Das ist kein Schritt dieses Aufbaus.',
  'rules/unknown-player': 'Diesen Spieler gibt es in dieser Kampagne nicht.',
  'rules/ritual-name-conflict': (p) =>
    `${p.owner} kann ${p.title} nicht halten: es teilt das großgeschriebene Wort „${cap(p.word)}“ mit ${p.other}, das ${p.owner} schon hält. Ein Held darf keine zwei Rituale besitzen, deren Titel ein großgeschriebenes Wort teilen.`,
  'rules/unknown-ritual': 'Dieses Ritual ist nicht mehr im Spiel.',
  'rules/ritual-no-slot': (p) => `${p.title} hat kein leeres Feld ${TERRAIN_NAMES[p.terrain as string] ?? p.terrain} für diesen Würfel.`,
  'rules/same-owner': '{title} gehört schon diesem Helden.',
  'rules/no-rituals': 'Noch ist kein Ritual im Spiel.',
  'rules/no-ritual-to-empower': 'Jedes Ritual im Spiel ist schon aufgeladen.',
  'rules/one-hero': 'Es gibt keinen anderen Helden, der ein Ritual nehmen könnte.',
  'rules/no-players': 'Es gibt keine Helden, die ein Ritual besitzen könnten.',
  'rules/no-transfer':
    'Kein Ritual kann den Besitzer wechseln: jeder andere Held hielte zwei Rituale mit einem gemeinsamen großgeschriebenen Wort.',
  'rules/invalid_options': 'Diese Aufbauoptionen sind ungültig: {fields}.',
  'rules/player-count': 'Dieses Spiel ist für {min} bis {max} Spieler.',
  'addons/board/label': 'Runebound-Erweiterungen',
  'addons/board/checklist': 'Aufbau-Checkliste',
  'addons/board/rituals': 'Rituale',
  'addons/board/ritual-tracker': 'Ritualanzeige',
  'addons/board/no-rituals': 'Noch hält kein Held ein Ritual. Fügt eines über die Aktionen hinzu, wenn ein Held es erhält.',
  'addons/board/slot': '{terrain} Feld {n}: {filled, select, true {gefüllt} other {leer, einen Würfel ausgeben}}',
  'addons/board/empowered': '✔ aufgeladen',
  'addons/board/filled': '{filled}/{total}',
};

/** Erzählt einen abgehakten Aufbauschritt mit seinem Text (die eigenen Schritte des Regelwerks, dann die der Erweiterungen). */
export function checklistNarrator(steps: Record<string, string | ((p: Params) => string)>): Narrator {
  return (d) => {
    const step = steps[d.item] ?? ADDON_STEP_TEXT[d.item] ?? String(d.item);
    const text = typeof step === 'function' ? step(d.params ?? {}) : step;
    return d.done ? `Aufbauschritt erledigt: ${text}` : `Aufbauschritt doch nicht erledigt: ${text}`;
  };
}

export const addonNarrate: Record<string, Narrator> = {
  ...typedNarration<AddonEvent>({
    'ritual-added': (d) =>
      `${d.ownerName} erhält das Ritual ${d.title} (braucht ${slotList(d.slots)}); es hat keine Kraft, bis alle fünf gefüllt sind.`,
    'ritual-slot-filled': (d) =>
      `${d.title}: ein Würfel ${TERRAIN_NAMES[d.terrain] ?? d.terrain} füllt Feld ${d.slot + 1} (${d.filled} von ${d.total}).`,
    'ritual-empowered': (d) => `${d.title} ist voll aufgeladen: ${d.ownerName} darf es jetzt nutzen.`,
    'ritual-transferred': (d) =>
      `${d.title} geht von ${d.fromName} an ${d.toName}; seine ${d.cleared} Marker kommen herunter, es muss neu aufgeladen werden.`,
    'ritual-removed': (d) => `${d.ownerName} hält ${d.title} nicht mehr.`,
  }),
  'setup-step-ticked': checklistNarrator({}),
};

export const addonCauses: Record<string, string> = {
  'ritual-all-slots': 'Alle fünf Geländefelder sind gefüllt',
  'ritual-new-owner': 'Ein Ritual, das den Besitzer wechselt, verliert seine Kraft',
};

export const addonReference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'VA 46 Rituale und Runen',
    paragraphs: [
      'Aufbau: seine 30 Marktkarten (20 Ritual-Gegenstände, 10 Runen-Gegenstände) kommen in den Marktstapel.',
      'Ein Ritual ist ein Gegenstand, gekauft oder genommen wie jeder andere, aber es wirkt erst, wenn seine fünf Geländesymbole bedeckt sind. Im Bewegungsschritt darf jeder Bewegungswürfel, der ein auf einem Ritual des Helden gedrucktes Gelände zeigt, statt für die Bewegung für dieses Ritual ausgegeben werden: ein Marker bedeckt das Symbol. Mehrere Würfel dürfen so in einem Zug ausgegeben werden. Tragt jedes Ritual mit seinen fünf Symbolen in die Anzeige ein; der Tisch zeigt die gefüllten Felder.',
      'Wechselt ein Ritual den Besitzer, kommen seine Marker herunter und der neue Besitzer muss es neu aufladen. Unser Entscheid R-A3: ein Würfel bedeckt das erste leere Feld mit seinem Gelände (Ebene, Straße, Hügel, Wald, Gebirge, Sumpf, Fluss). Unser Entscheid R-A4: tragt jeden Würfel beim Ausgeben im Bewegungsschritt in die Anzeige ein.',
      'Namensregel: ein Held darf keine zwei Rituale besitzen, deren Titel ein großgeschriebenes Wort teilen (Inner Fire und Outer Fire teilen Fire). Die App prüft das, wenn ein Ritual hinzukommt oder den Besitzer wechselt, und sagt, welches Wort kollidiert. Unser Entscheid R-A1: jedes großgeschriebene Wort zählt, auch das erste Wort eines Titels; kleingeschriebene Wörter kollidieren nie.',
    ],
  },
  {
    heading: 'VA 47 Legendäre Waffen',
    paragraphs: [
      'Aufbau: seine 30 Marktkarten (6 ausrüstende Verbündete, 12 Gegenstände, 12 Verbündete) kommen in den Marktstapel.',
      'Ein ausrüstender Verbündeter darf als Verbündeter ohne seine Textfähigkeit behalten werden, oder als Gegenstand: dann nutzt er seine Textfähigkeit, ignoriert Leben und Kampfwerte und trägt einen Erschöpfungsmarker, der zeigt, dass er ein Gegenstand ist.',
    ],
  },
  {
    heading: 'VA 48 Fallen und Schrecken · VA 49 Bestien und Banditen',
    paragraphs: [
      'Nur Aufbau: die 30 Abenteuerkarten jedes Sets nach Farbe sortieren und in den Abenteuerstapel dieser Farbe mischen.',
      'Unser Entscheid R-A2: in The Seven Scions und The Cataclysm, die die roten Abenteuerkarten in die Schachtel zurücklegen, kommen auch die roten Karten dieser Sets in die Schachtel.',
      'Unser Entscheid R-A5: die Karten dieser Erweiterungen (Runen-Gegenstände, Legendäre Waffen, ausrüstende Verbündete, Fallen, Bestien und Banditen) werden gespielt, wie ihr Text sagt; die App listet ihren Aufbau und verfolgt nur das Aufladen der Rituale.',
    ],
  },
];

const T = 'addons/table';

export const messages: Catalog = {
  ...addonMessages,
  ...checklistMessages({}),
  'addons/phase/setup': 'Aufbau',
  'addons/phase/play': 'Spiel',
  'addons/prompt/setup': 'Hakt die Schritte der Aufbau-Checkliste unten ab, während der Tisch sie erledigt, dann beginnt.',
  'addons/prompt/rituals': 'Verfolgt die Rituale der Helden, während sie sie erhalten und aufladen.',
  'addons/prompt/nothing': 'Der Aufbau ist fertig; ohne Rituale und Runen gibt es nichts zu verfolgen.',
  'addons/setup-done': 'Aufbau fertig — losspielen',
  'rules/wrong_phase': 'Das ist gerade nicht dran.',
  [`${T}/in-play`]: 'Erweiterungen in diesem Spiel',
  [`${T}/none-in-play`]: 'Keine Erweiterung gewählt',
  [`${T}/checklist`]: 'Aufbau-Checkliste — {done} von {total} erledigt',
  [`${T}/step-done`]: 'erledigt',
  [`${T}/step-to-do`]: 'offen',
  [`${T}/heroes`]: 'Rituale der Helden',
  [`${T}/rituals-of`]: 'Rituale von {name}',
  [`${T}/ritual-count`]: '{n, plural, =0 {kein Ritual} one {# Ritual} other {# Rituale}}',
  [`${T}/ritual-empowered-count`]: '{n} von {total} aufgeladen',
  [`${T}/no-ritual`]: 'Noch kein Ritual: {names}',
  [`${T}/ritual`]: '{title} ({owner})',
  [`${T}/symbols`]: 'Geländesymbole',
  [`${T}/counters`]: 'Marker',
  [`${T}/empowered`]: '✔ Aufgeladen',
  [`${T}/slot-filled`]: '{terrain}, bedeckt',
  [`${T}/slot-empty`]: '{terrain}, leer',
  [`${T}/rituals-off`]: 'Rituale und Runen ist nicht in diesem Spiel: kein Ritual zu verfolgen.',
  [`${T}/remember`]: 'Denkt daran',
  [`${T}/remember/die`]: 'Ein Bewegungswürfel mit einem Gelände eines eurer Rituale darf statt zu ziehen dieses Symbol bedecken.',
  [`${T}/remember/names`]: 'Kein Held darf zwei Rituale besitzen, deren Titel ein großgeschriebenes Wort teilen.',
  [`${T}/remember/new-owner`]: 'Ein Ritual, das den Besitzer wechselt, verliert seine Marker.',
  [`${T}/remember/equipping`]: 'Legendäre Waffen: ein als Gegenstand behaltener ausrüstender Verbündeter trägt einen Erschöpfungsmarker.',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  ...typedNarration<RuneboundAddonsEvent>({ 'setup-finished': () => 'Aufbau fertig.' }),
};

export { narrate, addonCauses as causes, addonReference as reference };
