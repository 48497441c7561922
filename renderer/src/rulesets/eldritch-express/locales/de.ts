/**
 * Eldritch Express auf Deutsch: jeder Code des englischen Katalogs, die Erzählung jedes Ereignisses,
 * die Ursachen und die Regelübersicht mit unseren Entscheiden. Begriffe wie in der deutschen Ausgabe von
 * Eldritch Horror: Verderben, Ältere Zeichen, Großer Alter, Omen, Tor, Gerücht, Ermittler, Zustand.
 * Karten-, Monster- und Ermittlernamen bleiben die Namen der Karten (`../names.ts`).
 */
import type { Catalog, Message, Params } from '../../../i18n/catalog';
import { formatMessage } from '../../../i18n/icu';
import type { EldritchEvent } from '../../../../../shared/rulesets/eldritch-express/events';
import { INVESTIGATORS } from '../../../../../shared/rulesets/eldritch-express/data/investigators';
import { ARTIFACTS, ITEMS, SPELLS } from '../../../../../shared/rulesets/eldritch-express/data/cards';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';
import { FACE_SYMBOL, nameOf as cardName, nameWords } from '../names';

const P = 'eldritch-express';
const REGIONS: Record<number, string> = {
  1: 'Nordamerika',
  2: 'Südamerika',
  3: 'Europa',
  4: 'Afrika',
  5: 'Asien',
  6: 'Australien',
};
const WORDS: Record<string, string> = {
  london: 'London',
  'grand-canyon': 'Grand Canyon',
  amazon: 'Amazonas',
  olympus: 'Olymp',
  pyramids: 'Pyramiden',
  himalaya: 'Himalaya',
  antarctica: 'Antarktis',
  dreamlands: 'Traumlande',
  'lost-carcosa': 'Das verlorene Carcosa',
  'plateau-of-leng': 'Plateau von Leng',
  'great-race': 'Stadt der Großen Rasse',
  abyss: 'Der Abgrund',
  'back-injury': 'Rückenverletzung',
  'internal-injury': 'Innere Verletzung',
  'leg-injury': 'Beinverletzung',
  amnesia: 'Amnesie',
  paranoia: 'Paranoia',
  hallucination: 'Halluzination',
  blessed: 'Gesegnet',
  cursed: 'Verflucht',
  'green-comet': 'Grüner Komet',
  blue: 'Blau (Mythoswürfel)',
  'red-sun': 'Rote Sonne',
  travel: 'Reise',
  rest: 'Rast',
  investigation: 'Ermittlung',
  research: 'Forschung',
  'health-threat': 'Gesundheitsbedrohung',
  'sanity-threat': 'Geistesbedrohung',
};
const nameOf = (key: unknown): string => WORDS[String(key)] ?? cardName(key);
const LOST = 'In Zeit und Raum verloren';
const regionName = (id: unknown): string => (id === 'lost' ? LOST : (REGIONS[Number(id)] ?? String(id)));
const DECK: Record<string, string> = {
  item: 'Gegenstand',
  spell: 'Zauber',
  artifact: 'Artefakt',
  ally: 'Verbündeter',
  condition: 'Zustand',
  monster: 'Monster',
  gate: 'Tormarker',
};
const DECKS: Record<string, string> = {
  item: 'Gegenstände',
  spell: 'Zauber',
  artifact: 'Artefakte',
  ally: 'Verbündete',
  condition: 'Zustände',
  monster: 'Monster',
  gate: 'Tormarker',
};
const deck = (d: unknown) => DECK[String(d)] ?? String(d);
const decks = (d: unknown) => DECKS[String(d)] ?? String(d);
const A_DECK: Record<string, string> = {
  item: 'einen Gegenstand',
  spell: 'einen Zauber',
  artifact: 'ein Artefakt',
  ally: 'einen Verbündeten',
  condition: 'einen Zustand',
  monster: 'ein Monster',
  gate: 'einen Tormarker',
};
/** „einen Zauber“, „ein Artefakt“ (Akkusativ). */
const aDeck = (d: unknown) => A_DECK[String(d)] ?? deck(d);
const face = (f: unknown) => `${FACE_SYMBOL[String(f)] ?? ''} ${nameOf(f)}`.trim();
const faces = (list: unknown) => (Array.isArray(list) && list.length ? list.map(face).join(', ') : 'keine');
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const clues = (n: number) => count(n, 'Hinweis', 'Hinweise');
const travelDice = (n: number) => count(n, 'Reisewürfel', 'Reisewürfel');
const byWhy =
  (text: string): Message =>
  (p) =>
    formatMessage(text, { why: 'other', ...p }, 'de');
const onWhom = (p: Params | undefined) => (p?.target ? ` auf ${String(p.target)} (${nameOf(p.targetInvestigator)})` : '');
const PLACE_WHAT: Record<string, string> = {
  'setup-clue': 'den Aufbau-Hinweis (nicht auf der Torregion)',
  expedition: 'die Expedition (irgendwo neu)',
  'mystery-move': 'das umgedrehte Mysterium: ungerade zieht es zur westlichen Diagonale, gerade zur östlichen',
  'new-mystery': 'ein neues Mysterium',
  clue: 'einen neuen Hinweis',
  lost: 'die Rückkehr aus Zeit und Raum',
};
const ENCOUNTER: Record<string, string> = {
  gate: 'das Tor',
  expedition: 'die Expedition',
  mystery: 'das Mysterium',
  city: 'die Stadt',
  defeated: 'einen besiegten Ermittler',
};
const encounterName = (e: Params | undefined) =>
  e?.kind === 'defeated' ? `besiegte(r) ${nameOf(e.investigator)}` : (ENCOUNTER[String(e?.kind)] ?? String(e?.kind));
const MODIFIERS: Record<string, string> = {
  'blessed-discard': 'Gesegnet: einen Würfel abwerfen',
  'change-face': 'Wilsons Fertigkeit: einen Nicht-Bedrohungswürfel auf jede Seite drehen',
  'cancel-health-threat': 'Wilsons Wissen: eine Gesundheitsbedrohung aufheben',
  'investigation-face': 'Joes Wissen: ein Ermittlungsergebnis hinzufügen',
};
const modifierName = (ability: unknown) => {
  const a = String(ability);
  if (MODIFIERS[a]) return MODIFIERS[a];
  if (a.startsWith('ally:')) return `${nameOf(a.slice(5))}: einen Würfel hinzufügen`;
  if (a.startsWith('artifact:')) return `${nameOf(a.slice(9))}: einen Nicht-Bedrohungswürfel umwandeln`;
  if (a.startsWith('item:')) return `${nameOf(a.slice(5))}: einen Würfel neu werfen`;
  return a;
};
const missing = (p: Params) => {
  const parts: string[] = [];
  if (p.missingResearch) parts.push(count(p.missingResearch, 'Forschung', 'Forschung'));
  if (p.missingInvestigation) parts.push(count(p.missingInvestigation, 'Ermittlung', 'Ermittlung'));
  return parts.length ? parts.join(' und ') : 'nichts';
};
const USE_HINT: Record<string, string> = {
  'ancient-tome': 'abwerfen für einen Hinweis',
  'old-journal': 'abwerfen für einen Hinweis',
  'puzzle-box': 'abwerfen für ein Artefakt',
  cross: 'abwerfen, um gesegnet zu werden',
  necronomicon: 'abwerfen für zwei Zauber',
  'nameless-cults': 'abwerfen für zwei Hinweise',
  heal: '1 geistige Gesundheit: +3 Gesundheit oder eine Verletzung abwerfen',
  'cloud-memory': '1 geistige Gesundheit: +3 geistige Gesundheit oder einen Wahnsinn abwerfen',
  'astral-travel': '1 geistige Gesundheit: in eine beliebige Region ziehen',
};
const helpersText = (helpers: unknown): string => {
  const list = (helpers ?? []) as { seat: number; spell: string }[];
  return list.length
    ? `; für ihn gewirkt: ${list.map((h) => `${nameOf(h.spell)} (Platz ${h.seat + 1}, 1 geistige Gesundheit)`).join(', ')}`
    : '';
};

const fieldNames: Catalog = {};
for (const i of ITEMS) fieldNames[`field/use-${i.key}`] = `${nameOf(i.key)} einsetzen`;
for (const a of ARTIFACTS) fieldNames[`field/use-${a.key}`] = `${nameOf(a.key)} einsetzen`;
for (const s of SPELLS) fieldNames[`field/cast-${s.key}`] = `${nameOf(s.key)} wirken (1 geistige Gesundheit)`;
for (let i = 0; i < 8; i++) fieldNames[`field/keep-${i}`] = `Würfel ${i + 1}`;
for (let i = 0; i < 30; i++) fieldNames[`field/kill-${i}`] = `Monster ${i + 1} vernichten`;
for (let seat = 0; seat < 8; seat++) {
  for (const s of SPELLS) {
    fieldNames[`field/help-${seat}-${s.key}`] = `Platz ${seat + 1} wirkt ${nameOf(s.key)} auf dich (1 seiner geistigen Gesundheit)`;
    if (s.either) fieldNames[`field/shriveling-${seat}-${s.key}`] = `${nameOf(s.key)} von Platz ${seat + 1} richtet an`;
  }
}

const B = 'eldritch-express/board';
const cluesIcu = (n: string) => `{${n}, plural, one {# Hinweis} other {# Hinweise}}`;

const screenWords: Catalog = {
  [B]: 'Eldritch-Express-Tisch',
  [`${B}/turn`]: 'Zug {turn}',
  [`${B}/turn-of`]: 'Zug {turn} · {player} ({investigator})',
  [`${B}/lost`]: 'In Zeit und Raum verloren: {names}',
  [`${B}/delayed-name`]: '{name} (verzögert)',
  [`${B}/investigators`]: 'Ermittler',
  [`${B}/out`]: 'aus dem Spiel',
  [`${B}/delayed`]: 'verzögert',
  [`${B}/health`]: 'Gesundheit',
  [`${B}/sanity`]: 'Geist. Ges.',
  [`${B}/clues`]: 'Hinweise',
  [`${B}/at`]: 'in',
  [`${B}/condition-kind`]: '{kind, select, boon {Segen:} bane {Fluch:} other {Zustand:}}',
  [`${B}/items`]: 'Gegenstände:',
  [`${B}/exhausted`]: '{name} (erschöpft)',
  [`${B}/spells`]: 'Zauber: {names}',
  [`${B}/artifacts`]: 'Artefakte: {names}',
  [`${B}/ally`]: 'Verbündeter: {name}',
  [`${B}/no-investigator`]: 'Noch kein Ermittler.',
  [`${B}/omen-clock`]: 'Omenleiste',
  [`${B}/now`]: ' ◀ jetzt',
  [`${B}/last-roll`]: 'Letzter Wurf ({what}):',
  [`${B}/roll/gate`]: 'Torort',
  [`${B}/roll/mythos`]: 'Mythoswürfel',
  [`${B}/roll/red-sun`]: 'Rote Sonne',
  [`${B}/roll/lost`]: 'Rückkehr',
  [`${B}/roll/clue-placed`]: 'Hinweis',
  [`${B}/roll/expedition-placed`]: 'Expedition',
  [`${B}/roll/mystery-placed`]: 'Mysterium',
  [`${B}/roll/returned-from-lost`]: 'Rückkehr',
  [`${B}/roll/setup-clue`]: 'Aufbau-Hinweis',
  [`${B}/roll/expedition`]: 'Expedition',
  [`${B}/roll/clue`]: 'Hinweis',
  [`${B}/roll/mystery-move`]: 'Mysterium',
  [`${B}/roll/new-mystery`]: 'neues Mysterium',
  [`${B}/roll/placement-rerolled`]: 'Platzierung neu gewürfelt',
  [`${B}/tracks`]: 'Leisten',
  [`${B}/no-ancient-one`]: 'Großer Alter noch nicht gewählt',
  [`${B}/doom`]: 'Verderben',
  [`${B}/elder-signs`]: 'Ältere Zeichen noch',
  [`${B}/rumor-mark`]: 'Gerücht',
  [`${B}/rumor`]: 'Gerücht in {region}: {clues}/4 Hinweise, Marker auf {track}',
  [`${B}/outcome`]: '{result, select, won {✔ Gewonnen} other {✖ Verloren}}',
  [`${B}/dice-tray`]: 'Würfelschale',
  [`${B}/roll-n`]: '· Wurf {n}',
  [`${B}/odds`]: 'die Aufgabe wird von hier erfüllt',
  [`${B}/set-aside`]: 'Beiseite:',
  [`${B}/none-yet`]: 'noch keine',
  [`${B}/in-hand`]: 'In der Hand:',
  [`${B}/set-all-aside`]: 'Alle beiseite (Würfeln beenden)',
  [`${B}/set-aside-reroll`]: '{kept} beiseite & {rest} neu werfen',
  [`${B}/task-check`]: 'Aufgabenprobe',
  [`${B}/task`]: 'Aufgabe {task}:',
  [`${B}/letter`]: '{met, select, true {✔} other {✖}} {letter, select, R {Forschung} other {Ermittlung}}',
  [`${B}/verdict/met`]: 'von den beiseitegelegten Würfeln erfüllt',
  [`${B}/verdict/so-far`]: `bisher {missing, plural, one {fehlt # Ergebnis} other {fehlen # Ergebnisse}}; du hast ${cluesIcu('clues')}`,
  [`${B}/verdict/spent`]:
    '{missing, plural, one {# Ergebnis fehlt} other {# Ergebnisse fehlen}}: erfüllt mit {missing, plural, one {# Hinweis} other {# Hinweisen}}',
  [`${B}/verdict/short`]: `{missing, plural, one {# Ergebnis fehlt} other {# Ergebnisse fehlen}}: nicht erfüllt (nur ${cluesIcu('clues')})`,
  [`${B}/world`]: 'Die Welt (2×3)',
  [`${B}/region`]: '{id}. {name}',
  [`${B}/turn-here`]: '◆ Zug hier',
  [`${B}/just-rolled`]: '◉ gerade gewürfelt',
  [`${B}/gate`]: '◎ Tor: {name}',
  [`${B}/sealed`]: 'versiegelt',
  [`${B}/expedition`]: '▲ Expedition ({site})',
  [`${B}/mystery`]: '? Mysterium ({side})',
  [`${B}/rumor-token`]: '! Gerücht ({clues}/4)',
  [`${B}/region-clues`]: `◇ ${cluesIcu('n')}`,
  [`${B}/defeated`]: '✝ {name} (verdeckt)',
  [`${B}/monsters`]: 'Monster',
  [`${B}/name`]: 'Name',
  [`${B}/horror`]: 'Horror',
  [`${B}/horror-short`]: 'Hor',
  [`${B}/strength`]: 'Stärke',
  [`${B}/strength-short`]: 'Stä',
  [`${B}/toughness`]: 'Zähigkeit',
  [`${B}/toughness-short`]: 'Zäh',
  [`${B}/physical`]: 'Physische Resistenz',
  [`${B}/physical-short`]: 'P.Res',
  [`${B}/magical`]: 'Magische Resistenz',
  [`${B}/magical-short`]: 'M.Res',
  [`${B}/flying`]: 'Fliegend',
  [`${B}/no-hiding`]: 'Kein Verstecken',
  [`${B}/delay`]: 'Verzögern',
  [`${B}/immune`]: 'immun',
  [`${B}/pawn`]: '♟ {investigator} ({player}){delayed, select, true { — verzögert, verdeckt} other {}}',
  'eldritch-express/whose-turn': 'Zug {turn} · {name}',
  'eldritch-express/whose-turn/investigator': 'Zug {turn} · {name} ({investigator})',
  'eldritch-express/whose-round/investigator': 'Runde {round} · {name} als {investigator} (Platz {seat} von {seats})',
};

const keyTrackWords: Catalog = {
  'eldritch-express/key/doom': 'Verderben',
  'eldritch-express/key/elder-sign': 'Ältere Zeichen',
  'eldritch-express/key/omen': 'Omen',
  'eldritch-express/key/gates-open': 'Offene Tore',
  'eldritch-express/key/monsters': 'Monster auf dem Plan',
  'eldritch-express/key/defeated': 'Besiegte Ermittler',
};

export const messages: Catalog = {
  ...nameWords(WORDS, REGIONS, LOST),
  [`${P}/setup`]: 'Aufbau',
  [`${P}/over`]: 'Spielende',
  [`${P}/step/upkeep`]: '1 · Versorgung und Zuweisung',
  [`${P}/step/fight`]: '2 · Monster bekämpfen',
  [`${P}/step/dice`]: '3 · Aktionswürfel',
  [`${P}/step/threats`]: '4 · Bedrohungen',
  [`${P}/step/encounter`]: '5 · Begegnung',
  [`${P}/step/rest`]: '6 · Rast',
  [`${P}/step/clues`]: '7 · Hinweise sammeln',
  [`${P}/step/move`]: '8 · Bewegen',
  [`${P}/step/omen`]: '9 · Omenleiste',

  [`${P}/prompt/over`]: 'Das Spiel ist vorbei.',
  [`${P}/prompt/wait`]: 'Warte auf die Regeln.',
  [`${P}/prompt/setup`]: 'Würfelt den Aufbau: Tor, Hinweis, Expedition, Mysterium, dann den Großen Alten und den Startspieler.',
  [`${P}/prompt/upkeep`]: (p) => `${p.name} (${nameOf(p.investigator)}): einer Begegnung oder der Stadt zuweisen, oder verstecken.`,
  [`${P}/prompt/fight`]: (p) =>
    `${nameOf(p.investigator)} steht ${count(p.monsters, 'Monster', 'Monstern')} gegenüber (Horror ${p.horror}, Stärke ${p.strength} vor Schaden): wähle Waffen und Zauber und welche Monster der Schaden vernichtet (erst Horror, dann Schaden, dann Stärke).`,
  [`${P}/prompt/roll-dice`]: (p) => `${nameOf(p.investigator)}: wirf ${p.count} Aktionswürfel.`,
  [`${P}/prompt/set-aside`]: (p) =>
    `Lege mindestens einen der ${p.inHand} Würfel in der Hand beiseite${p.mustThreat ? ' — eine Bedrohung liegt, also mindestens eine Bedrohung' : ''}; der Rest wird neu geworfen. Alle beiseitelegen beendet das Würfeln.`,
  [`${P}/prompt/modify`]: (p) => `${nameOf(p.investigator)}: nutze Würfelfähigkeiten, dann bestätige die Würfel.`,
  [`${P}/prompt/threats`]: 'Drei gleiche Bedrohungen: einen Zustand statt drei Verlusten nehmen?',
  [`${P}/prompt/encounter`]: (p) =>
    `Aufgabe ${p.task} bei ${ENCOUNTER[p.kind] ?? p.kind}: ${p.cluesNeeded === 0 ? 'die Würfel erfüllen sie.' : `es fehlt ${missing(p)} — ${clues(p.cluesNeeded)} würden reichen (du hast ${p.clues}).`}`,
  [`${P}/prompt/city`]: (p) =>
    `Die Stadt: ein Gegenstand je zwei Ermittlung, ein Zauber je zwei Forschung, ihr Spezial bei drei gleichen. Die Würfel geben ${p.items} Gegenstand/Gegenstände und ${p.spells} Zauber${p.special ? ' und das Spezial' : ''}. Jeder ausgegebene Hinweis fügt ein Ermittlungs- oder Forschungsergebnis hinzu; nimm weniger, wenn du willst.`,
  [`${P}/prompt/rest`]: (p) =>
    p.city
      ? `${count(p.rest, 'Rastwürfel', 'Rastwürfel')} in einer Stadt: jeder heilt 1 Gesundheit und 1 geistige Gesundheit; drei können stattdessen einen Zustand entfernen.`
      : `${count(p.rest, 'Rastwürfel', 'Rastwürfel')}: jeder heilt 1 Gesundheit oder 1 geistige Gesundheit — wie viele auf Gesundheit?`,
  [`${P}/prompt/move`]: (p) => `${travelDice(p.travel)}: bewegen (Diagonalen zählen als eins) oder Besitz verschicken.`,
  [`${P}/prompt/omen`]: (p) => `Rückt die Omenleiste vor auf: ${nameOf(p.omen)}.`,
  [`${P}/prompt/draw`]: (p) =>
    `Zieht ${p.count > 1 ? `${p.count} ${decks(p.deck)}` : aDeck(p.deck)}${p.region ? ` für ${regionName(p.region)}` : ''} (noch ${p.left}).`,
  [`${P}/prompt/pick`]: (p) => `Behalte eine der gezogenen Karten (${decks(p.deck)}).`,
  [`${P}/prompt/place`]: (p) => `Würfelt einen W6 für ${PLACE_WHAT[p.what] ?? p.what}.`,
  [`${P}/prompt/investigator`]: (p) => `${p.name}: wähle einen Ermittler.`,
  [`${P}/prompt/flying`]: (p) => `Fliegende Monster verlassen ${regionName(p.region)} in Richtung eines Ermittlers.`,
  [`${P}/prompt/destroy-monster`]: 'Tokio: vernichte ein Monster irgendwo auf dem Plan.',
  [`${P}/prompt/discard-items`]: (p) =>
    `Rückenverletzung: ${p.investigator ? nameOf(p.investigator) : 'der Ermittler'} darf nur ${count(p.keep, 'Gegenstand', 'Gegenstände')} tragen. Wähle den, der bleibt; ${p.count - p.keep === 1 ? 'der andere wird' : `die anderen ${p.count - p.keep} werden`} abgeworfen.`,

  [`${P}/action/roll-setup`]: 'Aufbau würfeln',
  [`${P}/action/draw`]: (p) => `${aDeck(p.deck).replace(/^e/, 'E')} ziehen`,
  [`${P}/action/draw-named`]: (p) => `Die am Tisch gezogene Karte nennen (${deck(p.deck)})`,
  [`${P}/action/pick`]: 'Diese Karte behalten',
  [`${P}/action/place`]: 'W6 würfeln',
  [`${P}/action/choose-investigator`]: 'Diesen Ermittler nehmen',
  [`${P}/action/fly`]: 'Die fliegenden Monster ziehen',
  [`${P}/action/destroy-monster`]: 'Vernichten',
  [`${P}/action/discard-items`]: 'Diesen Gegenstand behalten, den Rest abwerfen',
  [`${P}/action/return-from-lost`]: 'Für die Rückkehr aus Zeit und Raum würfeln',
  [`${P}/action/assign`]: 'Zuweisen',
  [`${P}/action/hide`]: 'Verstecken (Zug verlieren)',
  [`${P}/action/exchange`]: 'Gesundheit und geistige Gesundheit tauschen',
  [`${P}/action/fight`]: (p) =>
    Array.isArray(p.monsters) && p.monsters.length > 0
      ? `Kampf: ${(p.monsters as { key: string; n: number }[]).map((m) => `${m.n} ${nameOf(m.key)}`).join(', ')}`
      : 'Kampf',
  [`${P}/action/roll-action-dice`]: (p) => `${p.count} Aktionswürfel werfen`,
  [`${P}/action/feed-rumor`]: 'Stattdessen Hinweise auf das Gerücht legen',
  [`${P}/action/set-aside`]: 'Beiseitelegen und den Rest neu werfen',
  [`${P}/action/confirm-dice`]: 'Würfel bestätigen',
  [`${P}/action/resolve-threats`]: 'Bedrohungen abhandeln',
  [`${P}/action/resolve-encounter`]: 'Begegnung abhandeln',
  [`${P}/action/resolve-encounter/odds`]: 'die Aufgabe ist erfüllt',
  [`${P}/action/roll-action-dice/odds`]: 'die Aufgabe ist erfüllt',
  [`${P}/action/set-aside/odds`]: 'die Aufgabe ist erfüllt',
  [`${P}/action/rest`]: 'Rasten',
  [`${P}/action/move`]: 'Bewegen',
  [`${P}/action/ship`]: (p) => `An ${p.name} (${nameOf(p.investigator)}) verschicken für ${travelDice(p.cost)}`,
  [`${P}/action/advance-omen`]: (p) => `Leiste vorrücken: ${nameOf(p.omen)}`,
  [`${P}/modifier`]: (p) => modifierName(p.ability),
  [`${P}/action/use`]: (p) => `${nameOf(p.card)} einsetzen${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/action/use-by`]: (p) =>
    `${p.name} (${nameOf(p.investigator)}) wirkt ${nameOf(p.card)}${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/use/restore`]: (p) => (p.card === 'heal' ? '+3 Gesundheit' : '+3 geistige Gesundheit'),
  [`${P}/use/discard`]: (p) => `${nameOf(p.key)} abwerfen`,
  [`${P}/use/region`]: (p) => regionName(p.region),
  [`${P}/use/target`]: (p) => `${p.name} (${nameOf(p.investigator)})`,

  [`${P}/encounter`]: (p) =>
    p.kind === 'defeated'
      ? `Besiegte(r) ${nameOf(p.investigator)} (${p.task})`
      : p.kind === 'city'
        ? 'Die Stadt'
        : `${(ENCOUNTER[p.kind] ?? String(p.kind)).replace(/^d/, 'D')} (${p.task})`,
  [`${P}/card`]: (p) => nameOf(p.key),
  [`${P}/investigator`]: (p) => {
    const card = INVESTIGATORS.find((c) => c.key === p.key);
    return card
      ? `${nameOf(p.key)} — Gesundheit ${card.health}, geistige Gesundheit ${card.sanity}, beginnt in ${regionName(card.start)}`
      : nameOf(p.key);
  },
  [`${P}/monster`]: (p) => nameOf(p.key),
  [`${P}/monster-at`]: (p) => `${nameOf(p.key)} in ${regionName(p.region)}`,
  [`${P}/no-monster`]: 'Kein Monster auf dem Plan',
  [`${P}/die`]: (p) => `Würfel ${p.n}: ${face(p.face)}`,
  [`${P}/face`]: (p) => face(p.face),
  [`${P}/die/setup`]:
    '{what, select, gate {Tor W6} clue {Hinweis W6} expedition {Expedition W6} mystery {Mysterium W6} ancient-one {Großer Alter W6} other {Startspielerwürfel}}',
  [`${P}/die/draw`]: (p) => `Würfel ${decks(p.deck)}${Number(p.count) > 1 ? ` ${p.n}` : ''} (eine Seite je übriger Karte)`,
  [`${P}/die/place`]: (p) => `W6 für ${PLACE_WHAT[String(p.what)] ?? 'die Platzierung'}`,
  [`${P}/die/fly`]: 'Flugwürfel (welcher Ort)',
  [`${P}/die/rumor`]: 'Gerücht W6',
  [`${P}/die/mythos`]: 'Mythos W6 {n}',
  [`${P}/die/action`]: 'Aktionswürfel {n}',
  [`${P}/die/item`]: 'Neuwurf-Würfel (Gegenstand)',
  [`${P}/keep`]: (p) => `${face(p.face)}: beiseite`,
  [`${P}/reroll`]: (p) => `${face(p.face)}: neu werfen`,
  [`${P}/condition`]: (p) => nameOf(p.key),
  [`${P}/damage/physical`]: 'Physisch',
  [`${P}/damage/magical`]: 'Magisch',
  [`${P}/region-choice`]: (p) => `${regionName(p.region)} (${p.cost === 0 ? 'bleiben' : travelDice(p.cost)})`,
  [`${P}/asset`]: (p) => (p.asset === 'clue' ? 'Ein Hinweis' : nameOf(String(p.asset).split(':')[1])),
  [`${P}/seat`]: (p) => `${p.name} (${travelDice(p.cost)})`,

  'field/encounter': 'Begegnung',
  'field/first': 'Sicher beiseite',
  'field/health': 'Gesundheit',
  'field/card': 'Karte',
  'field/keep': 'Gegenstand, der bleibt',
  'rules/not_held': 'Dieser Gegenstand wird nicht getragen.',
  'field/investigator': 'Ermittler',
  'field/target': 'Monster',
  'field/count': 'Wie viele',
  'field/shriveling': 'Verdorren richtet an',
  'field/banish': 'Welches Monster verbannen',
  'field/tradeSanity': 'Einen Wahnsinn statt 3 geistiger Gesundheit nehmen',
  'field/tradeHealth': 'Eine Verletzung statt 3 Gesundheit nehmen',
  'field/clues': 'Auszugebende Hinweise',
  'field/clueInvestigation': 'Hinweise als Ermittlung',
  'field/clueResearch': 'Hinweise als Forschung',
  'field/items': 'Gegenstände (höchstens)',
  'field/spells': 'Zauber (höchstens)',
  'field/removeCondition': 'Einen Zustand entfernen (3 Rastwürfel)',
  'field/to': 'Nach',
  'field/asset': 'Besitz',
  'field/index': 'Würfel',
  'field/face': 'Neue Seite',
  'field/choice': 'Wirkung',
  'field/region': 'Region',
  'field/castOn': 'Wirken auf',
  ...fieldNames,

  [`${P}/tracker/doom`]: 'Verderben',
  [`${P}/tracker/elder-sign`]: 'Ältere Zeichen noch',
  [`${P}/tracker/omen`]: 'Feld der Omenleiste (0 grüner Komet, 1 blau, 2 rote Sonne, 3 blau)',
  [`${P}/tracker/rumor-track`]: 'Gerüchtmarker auf der Verderbensleiste',
  [`${P}/tracker/rumor-clues`]: 'Hinweise auf dem Gerücht',
  [`${P}/tracker/health`]: (p) => `${p.name} — ${nameOf(p.investigator)}: Gesundheit`,
  [`${P}/tracker/sanity`]: (p) => `${p.name} — ${nameOf(p.investigator)}: geistige Gesundheit`,
  [`${P}/tracker/clues`]: (p) => `${p.name} — ${nameOf(p.investigator)}: Hinweise`,
  [`${P}/tracker/region-clues`]: (p) => `Hinweise in ${regionName(p.region)}`,

  'option/ancientOne': 'Großer Alter',
  'option/ancientOne/help':
    'Welcher Große Alte erwacht; „zufällig“ würfelt beim Aufbau einen W6 (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth). Legt Verderben und die Leiste der Älteren Zeichen fest.',
  'option/ancientOne/random': 'Zufällig (W6 beim Aufbau)',
  'option/ancientOne/cthulhu': 'Cthulhu (11)',
  'option/ancientOne/shub-niggurath': 'Shub-Niggurath (10)',
  'option/ancientOne/azathoth': 'Azathoth (12)',
  'option/lostTurnAdvancesClock': 'Ein verlorener Zug bewegt die Omenleiste trotzdem',
  'option/lostTurnAdvancesClock/help':
    'Hausregel, standardmäßig aus. Die Vorlage springt zum nächsten Spieler, wenn ein Zug verloren ist (verzögert, versteckt, ein Gerücht genährt, von einem Monster verzögert, in Zeit und Raum verloren), die Omenleiste bewegt sich also nicht. An: so ein Zug endet trotzdem mit Schritt 9. Ein durch Niederlage beendeter Zug endet immer mit Schritt 9 (Entscheid 12).',
  'option/cluePairsSameFace': 'Hinweispaare müssen gleich sein',
  'option/cluePairsSameFace/help':
    'Entscheid zu Schritt 7: ein Hinweis braucht zwei unbenutzte Ermittlungs- oder zwei unbenutzte Forschungswürfel. Aus: zwei beliebige davon bilden ein Paar.',
  [`${P}/lost-turn-clock`]:
    'Entscheid 11: ein verlorener Zug springt ohne Omenleiste zum nächsten Spieler, außer dies ist an; Entscheid 12: eine Niederlage bewegt sie immer.',
  [`${P}/clue-pairs`]: 'Entscheid 23: Hinweispaare sind zwei gleiche Seiten.',

  [`${P}/outcome/elder-signs`]: 'Die Leiste der Älteren Zeichen erreichte 0: der Große Alte ist versiegelt. Die Ermittler gewinnen!',
  [`${P}/outcome/doom`]: 'Das Verderben erreichte 0: der Große Alte erwacht. Die Ermittler verlieren.',
  [`${P}/outcome/no-investigators`]: 'Kein Ermittler ist mehr übrig, um weiterzukämpfen. Die Ermittler verlieren.',

  'rules/cannot_use': byWhy(
    '{why, select, nothing {Jetzt lässt sich nichts einsetzen.} no_blessed {Keine Segen-Karte ist übrig.} same_region {Der Zauber erreicht nur Ermittler in derselben Region.} condition {Dieser Zustand lässt sich mit diesem Zauber nicht abwerfen.} other_region {Wähle eine andere Region.} other {Das lässt sich jetzt nicht einsetzen.}}',
  ),
  'rules/wrong_phase': byWhy(
    '{why, select, set_up {Die Welt ist schon aufgebaut.} no_turn {Es läuft kein Zug.} no_dice {Es sind keine Würfel in der Hand zum Beiseitelegen.} omen_moved {Die Omenleiste hat sich diesen Zug schon bewegt.} step {Nicht jetzt: der Zug ist nicht im Schritt {step, select, upkeep {Versorgung} fight {Kampf} dice {Aktionswürfel} threats {Bedrohungen} encounter {Begegnung} rest {Rast} clues {Hinweise} move {Bewegen} omen {Omenleiste} other {{step}}}.} other {Darauf warten die Regeln gerade nicht.}}',
  ),
  'rules/not_in_deck': 'Diese Karte ist nicht mehr zu ziehen.',
  'rules/not_offered': 'Diese Karte ist keine der gezogenen.',
  'rules/investigator_taken': 'Dieser Ermittler ist schon im Spiel oder wurde besiegt.',
  'rules/invalid_target': byWhy(
    '{why, select, banish {Wähle das zu verbannende Monster.} destroy {Wähle ein zu vernichtendes Monster.} no_monster {Dieses Monster gibt es nicht.} other {Wähle ein Monster auf dem Plan.}}',
  ),
  'rules/not_lost': byWhy(
    '{why, select, lost {In Zeit und Raum verloren: erst zurückkehren.} not_lost {Dieser Ermittler ist nicht in Zeit und Raum verloren.} other {Das passt nicht dazu, wo der Ermittler ist (in Zeit und Raum verloren oder nicht).}}',
  ),
  'rules/out_of_range': byWhy(
    '{why, select, rest {Mehr Gesundheit als Rastwürfel ({dice}).} bounds {Gesundheit und geistige Gesundheit müssen zwischen 1 und ihrem Maximum bleiben.} other {Diese Zahl liegt außerhalb des Bereichs.}}',
  ),
  'rules/no_ability': byWhy(
    '{why, select, no_modifier {Jetzt lässt sich kein Modifikator einsetzen.} exchange {Dieser Ermittler kann Gesundheit und geistige Gesundheit jetzt nicht tauschen.} other {Diese Fähigkeit lässt sich jetzt nicht einsetzen.}}',
  ),
  'rules/no_hiding': 'Ein Monster hier (Kein Verstecken) verhindert das Verstecken.',
  'rules/no_encounter': 'Diese Begegnung gibt es in dieser Region nicht.',
  'rules/not_enough_sanity': 'Jeder Zauber kostet 1 geistige Gesundheit: nicht genug für so viele.',
  'rules/not_enough_damage': 'Dieser Schaden ({physical} physisch, {magical} magisch) kann nicht jedes gewählte Monster vernichten.',
  'rules/already_rolled': 'Die Aktionswürfel sind diesen Zug schon geworfen.',
  'rules/set_aside_one': 'Lege mindestens einen Würfel beiseite.',
  'rules/keep_threat': 'Eine Bedrohung liegt: lege mindestens eine Bedrohung beiseite (außer in einer Stadt).',
  'rules/invalid_die': byWhy(
    '{why, select, discard {Wähle einen abzuwerfenden Würfel.} change {Wähle einen Nicht-Bedrohungswürfel und seine neue Seite.} convert {Wähle einen umzuwandelnden Nicht-Bedrohungswürfel.} reroll_threat {Wähle einen neu zu werfenden Bedrohungswürfel.} reroll {Wähle einen neu zu werfenden Nicht-Bedrohungswürfel.} other {Wähle einen passenden Würfel.}}',
  ),
  'rules/dice_in_hand': 'Lege zuerst jeden Würfel beiseite.',
  'rules/no_rumor': 'In dieser Region gibt es kein Gerücht.',
  'rules/not_enough_clues': 'Nicht genug Hinweise ({have} vorhanden).',
  'rules/cannot_remove': byWhy(
    '{why, select, in_city {Zustände werden durch Rasten in einer Stadt entfernt.} other {Drei Rastwürfel in einer Stadt entfernen einen Zustand, den du hast.}}',
  ),
  'rules/too_far': 'Nicht genug Reisewürfel: das kostet {cost}, du hast {travel}.',
  'rules/no_receiver': 'Kein Ermittler dort kann es empfangen.',
  'rules/no_asset': byWhy('{why, select, nothing {Du hast nichts zu verschicken.} other {Das hast du nicht zu verschicken.}}'),

  ...screenWords,
  ...keyTrackWords,
};

const who = (d: Params) => (d.investigator ? nameOf(d.investigator) : 'Der Ermittler');
const REFUSED: Record<string, string> = {
  'back-injury': 'eine Rückenverletzung erlaubt nur einen Gegenstand',
  hallucination: 'Halluzination verbietet neue Zauber',
  paranoia: 'Paranoia verbietet Verbündete',
};
const names = (list: unknown) => ((list ?? []) as string[]).map(nameOf).join(', ');

const narrate = typedNarration<EldritchEvent>({
  'gate-site-rolled': (d: Params) =>
    `Der Torwürfel zeigt ${regionName(d.region)}: ${d.had?.sealed ? `das versiegelte Tor dort wird entfernt${d.tokenBack ? ' (sein Marker geht zurück in den Torvorrat)' : ''}` : d.had ? `${d.monsters} weitere Monster kommen durch das offene Tor` : `ein Tor öffnet sich mit ${count(d.monsters, 'Monster', 'Monstern')}`}.`,
  'gate-opened': (d) => `Ein Tor nach ${nameOf(d.gate)} öffnet sich in ${regionName(d.region)}.`,
  'monster-spawned': (d) => `${nameOf(d.monster)} erscheint in ${regionName(d.region)}.`,
  'clue-placed': (d) => `Ein Hinweis erscheint in ${regionName(d.region)}.`,
  'placement-due': (d) => `Würfelt einen W6 für ${PLACE_WHAT[d.what] ?? d.what}.`,
  'placement-rerolled': (d) => `Der W6 zeigt ${d.die}, dort nicht erlaubt: neu würfeln.`,
  'expedition-placed': (d) => `Die Expedition geht nach ${regionName(d.region)}.`,
  'mystery-placed': (d: Params) =>
    `Das Mysterium (${d.side === 'back' ? 'Rückseite' : 'Vorderseite'}) geht nach ${regionName(d.region)}${d.direction ? ` (${d.direction === 'left' ? 'westliche' : 'östliche'} Diagonale)` : ''}.`,
  'mystery-flipped': () => 'Das Mysterium wird auf die Rückseite gedreht.',
  'mystery-solved': (d) => `Das Mysterium in ${regionName(d.region)} ist gelöst.`,
  'investigators-due': () => 'Jeder Spieler wählt einen Ermittler.',
  'investigator-chosen': (d) => `${nameOf(d.investigator)} schließt sich den Ermittlungen an.`,
  'draw-due': (d) => `Zu ziehen: ${deck(d.deck)}${(d.count ?? 1) > 1 ? ` (${d.count}, eine Karte bleibt)` : ''}.`,
  'card-drawn': (d: Params) => {
    if (d.refused) return `${nameOf(d.card)} wird gezogen, aber zurückgegeben: ${REFUSED[d.refused] ?? d.refused}.`;
    if (d.cancels) return `${nameOf(d.card)} und ${nameOf(d.cancels)} heben einander auf; beide werden abgeworfen.`;
    const extra = d.losesAlly
      ? ` Der Verbündete ${nameOf(d.losesAlly)} geht.`
      : d.losesSpells
        ? ' Alle Zauber gehen verloren.'
        : d.replaces
          ? ` ${nameOf(d.replaces)} geht.`
          : d.mustDiscard
            ? ` Nur ein Gegenstand darf getragen werden: ${count(d.mustDiscard, 'Gegenstand muss', 'Gegenstände müssen')} abgeworfen werden.`
            : '';
    return `Erhält ${nameOf(d.card)} (${deck(d.deck)}).${extra}`;
  },
  'cards-drawn-for-pick': (d) => `Gezogen: ${names(d.cards)} — eine bleibt.`,
  'deck-empty': (d) => `Kein ${deck(d.deck)} ist mehr zu ziehen.`,
  'draw-cancelled': () => 'Das Ziehen entfällt: dieser Ermittler ist fort.',
  'items-discarded': (d) => `${names(d.kept)} bleibt; ${names(d.items)} ${d.items.length === 1 ? 'wird' : 'werden'} abgeworfen.`,
  'discard-not-needed': () => 'Kein Gegenstand muss mehr abgeworfen werden.',
  'play-began': () => 'Der Aufbau ist fertig: das Spiel beginnt.',
  'ancient-one-chosen': (d) =>
    `${nameOf(d.ancientOne)} regt sich${d.random ? ' (gewürfelt)' : ''}: Verderben und Ältere Zeichen beginnen bei ${d.doom}.`,
  'first-player-chosen': (d) => `${d.name} beginnt.`,
  'turn-began': (d) => `Zug ${d.turn}: ${d.name}${d.investigator ? ` (${nameOf(d.investigator)})` : ''}.`,
  'delay-ended': () => 'Verzögert: der Ermittler wird aufgedeckt und verliert diesen Zug.',
  'returned-from-lost': (d) => `Zurück aus Zeit und Raum, in ${regionName(d.region)}.`,
  'health-sanity-exchanged': (d) => `Gesundheit ${d.fromHealth} → ${d.health}, geistige Gesundheit ${d.fromSanity} → ${d.sanity}.`,
  hid: (d) => `Versteckt sich in ${regionName(d.region)} und verliert den Zug.`,
  assigned: (d: Params) =>
    `${encounterName(d.encounter).replace(/^d/, 'D').replace(/^e/, 'E').replace(/^b/, 'B')} in ${regionName(d.region)} zugewiesen${(d.refreshed as string[]).length ? `; ${names(d.refreshed)} aufgefrischt` : ''}.`,
  'fight-resolved': (d: Params) => {
    if (d.avoided) return `Den Monstern wird ausgewichen${d.sanityLoss ? ` (${d.sanityLoss} geistige Gesundheit für Zauber)` : ''}.`;
    const killed = (d.killed as number[]).map((i) => nameOf((d.monsters as string[])[i]));
    return `Kampf: Horror ${d.horror} → ${d.sanityLoss} geistige Gesundheit verloren${d.madness ? ' und ein Wahnsinn' : ''}; ${d.physical} physischer und ${d.magical} magischer Schaden ${killed.length ? `vernichten ${killed.join(', ')}` : 'vernichten nichts'}; Stärke ${d.strength} → ${d.healthLoss} Gesundheit verloren${d.injury ? ' und eine Verletzung' : ''}${d.delayed ? `; von einem Dürren Nachtmahr verzögert${d.losesTurn ? ', und der Rest des Zuges ist verloren' : ''}` : ''}${d.clues ? `; ${clues(d.clues)} erhalten` : ''}${helpersText(d.helpers)}.`;
  },
  'rumor-clues-dropped': (d: Params) =>
    `${clues(d.count)} auf das Gerücht gelegt (${d.total} von 4)${d.solved ? ': das Gerücht ist gelöst, das Verderben fällt um 1 zurück' : ''}.`,
  'action-dice-rolled': (d) => `Aktionswürfel: ${faces(d.values)}.`,
  'dice-set-aside': (d) =>
    `Beiseite: ${faces(d.kept)}${d.rerolled.length ? `; neu geworfen: ${faces(d.rerolled)}` : ' — das Würfeln ist vorbei'}.`,
  'die-changed': (d) => `${modifierName(d.ability)}: ${face(d.from)} → ${face(d.to)}.`,
  'die-added': (d) => `${modifierName(d.ability)}: + ${face(d.face)}.`,
  'die-removed': (d) => `${modifierName(d.ability)}: ${face(d.face)} entfernt.`,
  'dice-confirmed': (d) => `Würfel endgültig: ${faces(d.kept)}.`,
  'threats-resolved': (d: Params) =>
    `Bedrohungen: ${d.health} Gesundheit und ${d.sanity} geistige Gesundheit verloren${d.injury ? ', eine Verletzung statt drei' : ''}${d.madness ? ', ein Wahnsinn statt drei' : ''}${d.prevented ? ` (${d.prevented} verhindert)` : ''}.`,
  'encounter-resolved': (d: Params) =>
    d.result === 'done'
      ? `Stadtbesuch: ${count(d.items, 'Gegenstand', 'Gegenstände')}, ${count(d.spells, 'Zauber', 'Zauber')}${d.cluesSpent ? ` (${clues(d.cluesSpent)} als Ergebnisse ausgegeben)` : ''}.`
      : `${encounterName(d.encounter)} (${d.task}): ${d.result === 'passed' ? 'bestanden' : `misslungen — es fehlt ${missing(d)}`}${d.cluesSpent ? `, ${clues(d.cluesSpent)} ausgegeben` : ''}.`,
  'gate-sealed': (d) => `Das Tor nach ${nameOf(d.gate)} in ${regionName(d.region)} ist geschlossen und versiegelt.`,
  'elder-sign-advanced': (d) => `Das Ältere Zeichen rückt um ${d.by} vor.`,
  'elder-sign-regressed': (d) => `Das Ältere Zeichen fällt um ${d.by} zurück.`,
  'lost-in-time-and-space': (d) =>
    `In Zeit und Raum verloren${d.delayed ? ', verzögert' : ''}${d.losesTurn ? '; der Rest des Zuges ist verloren' : ''}.`,
  delayed: () => 'Verzögert.',
  'possessions-recovered': (d) => `Der Marker von ${nameOf(d.investigator)} verlässt den Plan; der Besitz geht an den Finder.`,
  'condition-removed': (d) => `${nameOf(d.condition)} wird entfernt.`,
  'clue-gained': (d) => `${clues(d.count)} erhalten.`,
  rested: (d: Params) =>
    `Rast: +${d.health} Gesundheit, +${d.sanity} geistige Gesundheit${d.condition ? `, ${nameOf(d.condition)} entfernt` : ''}.`,
  'clues-collected': (d) => `${clues(d.count)} aus unbenutzten Paaren gesammelt${d.bonus ? ', und einer mehr aus dem Vorrat' : ''}.`,
  'leg-injury-checked': (d) => (d.paid ? 'Beinverletzung: ein Reisewürfel ausgegeben.' : 'Beinverletzung ohne Reisewürfel: verzögert.'),
  'asset-shipped': (d) => `${d.asset === 'clue' ? 'Ein Hinweis' : nameOf(d.asset.split(':')[1])} verschickt für ${travelDice(d.cost)}.`,
  moved: (d: Params) => (d.from === d.to ? `Bleibt in ${regionName(d.to)}.` : `Zieht von ${regionName(d.from)} nach ${regionName(d.to)}.`),
  'omen-advanced': (d) => `Die Omenleiste rückt vor auf: ${nameOf(d.omen)}.`,
  'doom-advanced': (d) => `Das Verderben rückt auf ${d.to} vor.`,
  'rumor-failed': () => 'Das Verderben erreicht das Gerücht: beide Gerüchtmarker werden abgeworfen.',
  'rumor-spawned': (d) => `Ein Gerücht verbreitet sich in ${regionName(d.region)}; sein Marker steht auf ${d.track} der Verderbensleiste.`,
  'rumor-regressed': (d) => `Der Marker des Gerüchts zieht auf ${d.track}.`,
  'mythos-rolled': (d) => `Mythoswürfel: ${d.values.join(' und ')}${d.what === 'red-sun' ? ' (rote Sonne)' : ''}.`,
  'flying-due': (d) => `Fliegende Monster in ${regionName(d.region)} heben ab: ${names(d.monsters)}.`,
  'flying-checked': (d) => (d.count ? 'Fliegende Monster geprüft.' : 'Keine fliegenden Monster heben ab.'),
  'monsters-flew': (d) => `${names(d.monsters)} fliegen von ${regionName(d.from)} nach ${regionName(d.to)}.`,
  'monster-destroyed': (d) => `${nameOf(d.monster)} in ${regionName(d.region)} ist vernichtet.`,
  'destroy-monster-due': () => 'Tokio: ein Monster irgendwo darf vernichtet werden.',
  'nothing-to-destroy': () => 'Kein Monster auf dem Plan zu vernichten.',
  'sanity-lost': (d) => `${who(d)} verliert ${d.amount} geistige Gesundheit.`,
  'possession-used': (d: Params) => {
    const parts: string[] = [];
    if (d.sanityCost) parts.push(`${d.sanityCost} geistige Gesundheit ausgegeben`);
    if (d.targetInvestigator && d.target !== d.seat) parts.push(`auf ${nameOf(d.targetInvestigator)} gewirkt`);
    if (d.health) parts.push(`+${d.health} Gesundheit`);
    if (d.sanity) parts.push(`+${d.sanity} geistige Gesundheit`);
    if (d.removeCondition) parts.push(`${nameOf(d.removeCondition)} abgeworfen`);
    if (d.moveTo) parts.push(`jetzt in ${regionName(d.moveTo)}`);
    if (d.draws?.length) parts.push(`${d.draws.length} ${d.draws.length === 1 ? deck(d.draws[0].deck) : decks(d.draws[0].deck)} zu ziehen`);
    if (d.discardItem || d.discardArtifact) parts.push('abgeworfen');
    if (d.exhaustItem) parts.push('erschöpft');
    return `${nameOf(d.card)} wird eingesetzt${parts.length ? `: ${parts.join(', ')}` : ''}.`;
  },
  'investigator-defeated': (d: Params) =>
    `${nameOf(d.investigator)} ist besiegt (${d.by === 'health' ? 'Gesundheit' : d.by === 'sanity' ? 'geistige Gesundheit' : d.by} auf 0) und liegt verdeckt${d.region === 'lost' ? '' : ` in ${regionName(d.region)}`}; das Ältere Zeichen fällt um 1 zurück.`,
  'seat-out': (d) => `Für ${d.name} ist kein Ermittler mehr übrig; er scheidet aus.`,
  'turn-ended': () => 'Der Zug endet.',
  'game-won': () => 'Die Leiste der Älteren Zeichen erreicht 0: die Ermittler gewinnen!',
  'game-lost': (d) =>
    d.code === 'doom' ? 'Das Verderben erreicht 0: der Große Alte erwacht.' : 'Kein Ermittler ist mehr übrig: das Spiel ist verloren.',
});

const causes: Record<string, string> = {
  'clue-not-on-gate': 'Aufbau: ein Hinweis beginnt nicht auf der Torregion',
  'gate-closed': 'Ein geschlossenes Tor lässt das Ältere Zeichen um 1 vorrücken',
  'mystery-solved': 'Die bestandene Rückseite des Mysteriums lässt das Ältere Zeichen um 2 vorrücken',
  'defeated-encounter': 'Die bestandene Begegnung mit einem besiegten Ermittler lässt das Ältere Zeichen um 1 vorrücken',
  'dexter-drake': 'Dexter Drakes Wissen: ein zweiter Zauber beim Erhalt eines Zaubers',
  'joe-diamond': 'Joe Diamonds Fertigkeit: ein zweiter Hinweis beim Erhalt von Hinweisen',
  'city-special': 'Drei gleiche in einer Stadt: das Spezial der Stadt',
  blue: 'Blaues Omen: die Mythoswürfel',
  'green-comet': 'Grüner Komet: das Verderben rückt vor',
  'red-sun': 'Rote Sonne: der Effekt des Großen Alten',
  doubles: 'Mythos-Pasch: ein Gerücht',
  'rumor-reached': 'Das Verderben erreichte den Gerüchtmarker',
  'no-investigator-left': 'Besiegt, ohne dass ein Ermittler übrig ist',
  'back-injury': 'Rückenverletzung: nur ein Gegenstand darf getragen werden',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Ziel',
    paragraphs: [
      'Verderben und die Leiste der Älteren Zeichen beginnen beide beim Wert des Großen Alten (Cthulhu 11, Shub-Niggurath 10, Azathoth 12) und zählen abwärts. Ältere Zeichen auf 0: der Tisch gewinnt. Verderben auf 0: der Tisch verliert.',
    ],
  },
  {
    heading: 'Aufbau (die App würfelt)',
    paragraphs: [
      'Omenleiste auf dem grünen Kometen. Ein W6 setzt ein Tor mit einem Monster; ein W6 setzt einen Hinweis (neu gewürfelt, wenn er das Tor trifft); je ein W6 für die Expedition und das Mysterium (Vorderseite oben). Jeder Spieler nimmt einen Ermittler mit voller Gesundheit und geistiger Gesundheit, in seiner Startregion, mit seinem Startbesitz. Der Große Alte und der Startspieler werden zufällig bestimmt.',
    ],
  },
  {
    heading: 'Ein Zug',
    paragraphs: [
      '1 Versorgung: ein verzögerter Ermittler steht auf und verliert den Zug (es geht zum nächsten Spieler); einer, der in Zeit und Raum verloren ist, würfelt einen W6 für die Rückkehr. Verstecken (Zug verlieren, keinem Monster begegnen), außer ein Monster mit Kein Verstecken ist da, oder einer Begegnung der Region oder ihrer Stadt zuweisen (das frischt erschöpfte Gegenstände auf).',
      '2 Bekämpfe jedes Monster der Region auf einmal: verliere geistige Gesundheit in Höhe ihres gesamten Horrors, verteile deinen physischen und magischen Schaden nach Wahl (Resistenzen ignorieren die ersten Punkte ihrer Art, „immun“ alle), dann verliere Gesundheit in Höhe der Stärke der Überlebenden; ein überlebendes Monster mit Verzögern kostet den Rest des Zuges und verzögert dich. Drei Verluste dürfen eine Verletzung oder ein Wahnsinn werden. Zauber kosten je 1 geistige Gesundheit, und andere Ermittler in deiner Region dürfen ihre für dich wirken.',
      '3 Aktionswürfel: wirf 5 (6 gesegnet, 4 verflucht). Lege bei jedem Wurf mindestens einen Würfel beiseite — mindestens eine Bedrohung, falls welche liegen, außer in einer Stadt — und wirf den Rest neu, bis alle beiseite liegen. Dann dürfen Fähigkeiten, Artefakte oder Verbündete (einer pro Zug) Würfel ändern. Oder lege statt zu würfeln Hinweise auf das Gerücht deiner Region.',
      '4 Bedrohungen: jede Gesundheitsbedrohung kostet 1 Gesundheit, jede Geistesbedrohung 1 geistige Gesundheit, nichts in einer Stadt; drei gleiche dürfen eine Verletzung oder ein Wahnsinn werden.',
      '5 Begegnung: die beiseitegelegten Forschungs- (R) und Ermittlungswürfel (I) plus Hinweise (jeder fügt ein R oder I hinzu) müssen die Aufgabe abdecken, z. B. RRI. Die Schale zeigt, welche Buchstaben erfüllt sind und was fehlt.',
      '6 Rast: jeder Rastwürfel heilt 1 Gesundheit oder 1 geistige Gesundheit; in einer Stadt je 1, und drei Rastwürfel dürfen einen Zustand entfernen. 7 Hinweise: jedes unbenutzte Paar aus Ermittlungs- oder Forschungswürfeln nimmt einen Hinweis der Region auf. 8 Bewege dich eine Region je Reisewürfel (Diagonalen zählen als eins); Besitz zu verschicken kostet 1 Reisewürfel plus 1 je Region dazwischen.',
      '9 Omenleiste: ein Feld vor. Grüner Komet: Verderben −1; erreicht es den Gerüchtmarker, wird das Gerücht abgeworfen und das Ältere Zeichen fällt zurück. Blau: Mythoswürfel — der erste öffnet ein Tor mit zwei Monstern (ein offenes Tor bekommt zwei Monster mehr, ein versiegeltes wird entfernt), der zweite setzt einen Hinweis, ein Pasch bringt ein Gerücht vier Felder vor dem Verderben (oder rückt den Marker eines Gerüchts eins näher). Fliegende Monster eines bewachten Torstapels, bei dem niemand ist, fliegen ein Feld zu einem Ermittler. Rote Sonne: der Effekt des Großen Alten.',
    ],
  },
  {
    heading: 'Begegnungen',
    paragraphs: [
      'Tor: bestanden — versiegelt, Älteres Zeichen +1; misslungen — ein Zustand, in Zeit und Raum verloren und verzögert, und der Rest des Zuges ist verloren. Expedition: bestanden — ein Artefakt; misslungen — ein Zustand; danach zieht sie in eine andere Region. Mysterium Vorderseite: bestanden — umgedreht und in eine diagonale Region gezogen (ungerade West, gerade Ost). Mysterium Rückseite (Aufgabe plus I und R): bestanden — Älteres Zeichen +2 und ein neues Mysterium; misslungen — ein Zustand. Stadt: bis zu ein Gegenstand je zwei I und ein Zauber je zwei R (Hinweise dürfen Ergebnisse hinzufügen), das Spezial der Stadt bei drei gleichen. Besiegter Ermittler: bestanden — Älteres Zeichen +1; so oder so nimmst du seinen Besitz und der Marker geht.',
    ],
  },
  {
    heading: 'Niederlage',
    paragraphs: [
      'Bei 0 Gesundheit oder geistiger Gesundheit liegt ein Ermittler verdeckt mit seinem Besitz in der Region, das Ältere Zeichen fällt um 1 zurück, und der Spieler nimmt einen neuen Ermittler (ein besiegter kehrt nie zurück). Ist keiner übrig, scheidet der Spieler aus; scheiden alle aus, ist das Spiel verloren.',
    ],
  },
  {
    heading: 'Chancen',
    paragraphs: [
      'Vor den Aktionswürfeln und bei jedem Beiseitelegen zeigt die App die genaue Chance, dass die noch zu werfenden Würfel, so gut wie möglich mit der Neuwurf-Schleife gespielt, plus deine Hinweise die Aufgabe erfüllen. Fähigkeiten, Artefakte und Verbündete werden nicht gezählt.',
    ],
  },
  {
    heading: 'Die Entscheide der App (wo die Vorlage schweigt; nummeriert wie in docs/rulings/eldritch-express.md)',
    paragraphs: [
      '1. Die Karte: Regionen 1-6 in drei Spalten zu zwei, Norden über Süden — 1 Nordamerika, 2 Südamerika | 3 Europa, 4 Afrika | 5 Asien, 6 Australien. Diagonale Nachbarn zählen als ein Schritt; die Welt läuft nicht herum.',
      '2. Ein Mysterium, das „diagonal“ zieht, geht zum diagonalen Nachbarn im Westen (ungerader Wurf) oder Osten (gerader Wurf); gibt es dort keinen, zum anderen.',
      '3. Der Marker eines versiegelten Tors, den ein blaues Omen entfernt, geht zurück in den Torvorrat und kann wieder öffnen. Ist der Vorrat leer, öffnet ein Torerscheinen kein Tor (seine Monster kommen trotzdem).',
      '4. Eine ziehende Expedition würfelt neu, bis der Würfel eine andere Region nennt.',
      '5. Zufälliges Ziehen: die App würfelt über die übrigen Karten oder Monster; oder nennt die Karte, die der Tisch gezogen hat. Abgeworfene Karten, genutzte Zustände und vernichtete Monster gehen sofort zurück.',
      '6. Ein Gerücht zur Zeit: sein Marker auf einer Region und sein Leistenmarker vier Felder vor dem Verderben; ein zweites Gerücht (oder Azathoths rote Sonne) rückt den Marker eins näher. Erreicht das Verderben den Marker, wird das Gerücht abgeworfen und das Ältere Zeichen fällt zurück. Hinweise werden statt zu würfeln aus seiner Region darauf gelegt; der vierte entfernt es und das Verderben fällt zurück.',
      '7. Ein zufälliger Großer Alter ist ein W6 (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth); der Startspieler ist ein Würfel über die Plätze.',
      '8. Verderben und Älteres Zeichen steigen nie über ihren Start.',
      '9. Ein Zauber kostet 1 geistige Gesundheit, nicht mehr: die letzte darf ausgegeben werden (und der Wirkende ist besiegt). Ein Zauber bleibt und wirkt einmal pro Zug und Wirkendem.',
      '10. Du kämpfst, wie du entscheidest: jeder nutzbare Gegenstand, jedes Artefakt und jeder Zauber wird angeboten, mit einem Schalter je Monster, wohin der Schaden geht. Standardmäßig werden wiederverwendbare Waffen und Artefakte genutzt und die Schalter schlagen vor, was sie vernichten können (meiste verhinderte Stärke zuerst). Schaden, der auf mehr Monster zielt, als er vernichten kann, vernichtet die meiste Stärke, die er unter ihnen kann; die anderen überleben.',
      '11. Hausregel, standardmäßig aus: ein Zug, der durch Verzögerung, Verstecken, ein Gerücht, das Verzögern eines Monsters oder Zeit und Raum verloren ist, springt ohne Omenleiste zum nächsten Spieler (wie die Vorlage sagt). An: so ein Zug endet trotzdem mit Schritt 9.',
      '12. Ein durch Niederlage beendeter Zug endet trotzdem mit der Omenleiste.',
      '13. Das Verzögern eines Monsters kostet den Rest dieses Zuges und dreht den Marker um; der nächste Zug ist bei der Versorgung ebenfalls verloren.',
      '14. Ein Tor nicht bestehen: der Rest des Zuges ist verloren (keine Rast, Hinweise oder Bewegung), der Ermittler ist in Zeit und Raum verloren und verzögert (Akachi nicht), der nächste Zug ist verloren, und im übernächsten bringt ein W6 ihn zurück.',
      '15. Beinverletzung gibt beim Bewegen einen Reisewürfel aus; ohne einen ist der Ermittler verzögert (der nächste Zug ist verloren).',
      '16. Der Kampf läuft: Zauber bezahlt, 1 Horror (geistige Gesundheit), 2 Schaden, 3 Stärke (Gesundheit). Ist die geistige Gesundheit bei 1 verbraucht, ist das dort eine Niederlage: kein Schaden, kein Gesundheitsverlust. Große Verbannung entfernt ihr Monster vor dem Kampf.',
      '17. Lege je Wurf mindestens einen Würfel beiseite, und eine Bedrohung, falls welche liegen (nicht in einer Stadt); alle beiseite beendet das Würfeln. Die Aufforderung fragt zuerst nach dem sicher beiseitegelegten Würfel (eine Bedrohung, wenn nötig), dann nach den anderen.',
      '18. Nach dem letzten Beiseitelegen: Gesegnet darf einen Würfel abwerfen; Joe Diamond fügt ein Ermittlungsergebnis hinzu; Wilson Richards ändert einen Nicht-Bedrohungswürfel und hebt eine Gesundheitsbedrohung auf; ein Artefakt- oder Verbündetenwürfel pro Zug; Schutzamulett / Hasenpfote werfen einen Würfel neu und werden erschöpft.',
      '19. Genau drei Verluste tauschen gegen eine Verletzung oder einen Wahnsinn (deine Wahl); der Rest geht trotzdem verloren; gesperrt, wenn alle drei dieser Art gehalten werden.',
      '20. Zustände aus einem Misserfolg kommen aus den Verletzungen, Wahnsinnen und Verflucht (nie Gesegnet), gehaltene übersprungen. Gesegnet und Verflucht heben einander auf.',
      '21. Waffen und Artefakte mit physischem und magischem Schaden richten beides an. Diana Stanley senkt den gesamten Horror um 1. Lily Chens und Dexter Drakes +1 und das +1 von Verbündeten zählen ohne Waffe. Fremdartige Statue, Verzauberter Schmuck, Tom Murphy und Eric Colt verhindern 1 im Kampf und 1 im Bedrohungsschritt. Whiskey und Verband werden beim Einsatz erschöpft.',
      '22. In einer Stadt nimmst du bis zu einen Gegenstand je zwei Ermittlung und einen Zauber je zwei Forschung (standardmäßig alle, weniger, wenn du willst); dort ausgegebene Hinweise fügen Ergebnisse einzeln hinzu; drei gleiche (Hinweise gezählt) geben das Spezial der Stadt. Alexandria entfernt einen Fluch, falls verflucht, sonst segnet sie.',
      '23. Hinweispaare sind zwei unbenutzte Würfel derselben Seite (Hausregel), begrenzt durch die Hinweise der Region, und werden immer gesammelt. Joe Diamond erhält jedes Mal einen Hinweis mehr, wenn er Hinweise erhält.',
      '24. Bei einer Aufgabe sagst du, wie viele Hinweise du ausgibst: eine erfüllte Aufgabe gibt nur die nötigen aus; eine unerfüllte keine.',
      '25. Shub-Nigguraths rote Sonne würfelt die zwei Mythoswürfel einmal je Ermittler.',
      '26. Fliegende Monster eines bewachten Torstapels, bei dem niemand ist, fliegen gemeinsam ein Feld zum nächsten Ermittler: in eine benachbarte Region mit einem Ermittler, sonst zu einem Nachbarn eine Region näher (ein Würfel wählt unter mehreren); ohne Ermittler auf dem Plan zu einem zufälligen Nachbarn.',
      '27. Ein besiegter Ermittler ist für das Spiel aus; sein Marker behält seinen Besitz für den, der ihm begegnet (in Zeit und Raum verloren, geht der Besitz zurück in die Stapel). Ein Spieler ohne übrigen Ermittler scheidet aus; scheiden alle aus, ist das Spiel verloren. Startzauber bringen Dexter Drake keinen zweiten Zauber.',
      '28. Chancen zählen Würfel und Hinweise (bestes Beiseitelegen), nicht Fähigkeiten, Artefakte oder Verbündete.',
      '29. Aus der Ansage eingesetzt: Uralter Foliant / Altes Tagebuch (ein Hinweis), Unaussprechliche Kulte (zwei Hinweise), Rätselkästchen (ein Artefakt), Kreuz (Gesegnet), Necronomicon (zwei Zauber) — jeweils abgeworfen; Heilen / Gedächtnisnebel (1 geistige Gesundheit: +3 Gesundheit / +3 geistige Gesundheit oder eine Verletzung / einen Wahnsinn abwerfen); Astralreise (1 geistige Gesundheit: jede Region, bei der Versorgung oder beim Bewegen).',
      '30. Jeder Ermittler in der Region des aktuellen Ermittlers darf während des Zuges Heilen, Gedächtnisnebel oder Astralreise auf sich oder jeden dort wirken, und Kampfzauber in den laufenden Kampf; der Wirkende zahlt. Gegenstände werden nicht für andere eingesetzt — verschickt sie.',
      '31. Rückenverletzung („kann keine Gegenstände tragen, oder nur 1“) erlaubt einen Gegenstand: erhältst du einen, während du mehr trägst, wählst du den, der bleibt, der Rest wird abgeworfen; ein neuer Gegenstand wird abgelehnt, solange einer gehalten wird.',
      '32. Verderben oder Älteres Zeichen von Hand auf 0 gesetzt beendet das Spiel sofort; wieder über 0 gesetzt, geht es weiter.',
      '33. Die Begegnung mit dem Marker eines besiegten Ermittlers gibt jeden Besitz darauf, bestanden oder nicht; bestanden rückt außerdem das Ältere Zeichen vor.',
      '34. Das Spezial von Tokio vernichtet ein Monster deiner Wahl irgendwo auf dem Plan.',
      '35. Den echten Plan, Marker und Würfel und die Designnotizen des Autors führt die App nicht.',
      '36. Die Omenleiste läuft grüner Komet, blau, rote Sonne, blau, ab dem grünen Kometen; jeder Zug bewegt sie ein Feld (Projektentscheid).',
      '37. Verderben und Älteres Zeichen beginnen beim Wert des Großen Alten und zählen abwärts: Verderben 0 verliert, Älteres Zeichen 0 gewinnt (Projektentscheid).',
      '38. Eine Aufgabe wie RRI ist erfüllt, wenn die behaltenen Würfel plus Hinweise sie abdecken (Projektentscheid).',
    ],
  },
];

export { narrate, causes, reference };
