/**
 * Der Monsterschritt (Runebound) auf Deutsch: jeder Code des englischen Katalogs, die Erzählung jedes
 * Ereignisses, die Ursachen und die Regelübersicht. Orts- und Städtenamen Terrinoths bleiben Eigennamen.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { MonsterStepEvent } from '../../../../../shared/rulesets/runebound-monster-step/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';
import { city, place } from '../names';

const TERRAIN: Record<string, string> = {
  plains: 'Ebene',
  road: 'Straße',
  river: 'Fluss',
  hills: 'Hügel',
  forest: 'Wald',
  mountains: 'Gebirge',
  swamp: 'Sumpf',
};
const COMBAT: Record<string, string> = { ranged: 'Fernkampf', melee: 'Nahkampf', magic: 'Magie' };
const COLOUR: Record<string, string> = { green: 'grün', yellow: 'gelb', blue: 'blau' };
const colour = (c: unknown) => COLOUR[String(c)] ?? String(c);
const symbols = (list: unknown) => (Array.isArray(list) ? list.map((s) => TERRAIN[String(s)] ?? String(s)).join(' + ') : '');
const facesText = (faces: unknown): string =>
  Array.isArray(faces)
    ? faces
        .map((f, i) => (Array.isArray(f) ? `Würfel ${i + 1} ${symbols(f)}` : null))
        .filter(Boolean)
        .join('; ')
    : '';
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** „Monster 3 (grün, aus Hort 2)“ — wie die App einen Verderbensmarker nennt. */
const monsterName = (p: Params) => {
  const bits = [
    p.colour ? colour(p.colour) : null,
    p.lair ? `aus Hort ${p.lair}` : 'Hort geschlossen',
    p.city ? `in ${city(p.city)}` : null,
  ];
  return `Monster ${p.monster} (${bits.filter(Boolean).join(', ')})`;
};
const B = 'rms/board';

const screenWords: Catalog = {
  [`${B}/label`]: 'Monsterschritt-Tisch',
  [`${B}/checklist`]: 'Zug-Checkliste',
  [`${B}/turn`]: 'Zug {n}',
  [`${B}/check`]:
    '{step, select, movement {Bewegung} adventure {Abenteuer} market {Markt} experience {Erfahrung} monster {Monsterschritt} other {{step}}}',
  [`${B}/hero`]: 'Held: Stufe {level} ({experience} EP) · zuletzt: {at} · Drachenrunen {runes}/{toWin}',
  [`${B}/hero-at`]: '{kind, select, monster {auf Monster {monster}} lair {auf Hort {marker}} other {nirgends Besonderes}}',
  [`${B}/free-healing`]: ' · diesen Zug freie Heilung',
  [`${B}/terror`]: 'Schrecken',
  [`${B}/city-chart-mark`]: 'Stadttabelle',
  [`${B}/outskirts`]: 'Umland:',
  [`${B}/outskirts-count`]: '{count} von {limit} (das {limit}. erhöht den Schrecken)',
  [`${B}/doom`]: 'Margaths Verderben',
  [`${B}/margath-mark`]: 'Margath',
  [`${B}/lair-chart`]: 'Horttabelle (W10)',
  [`${B}/city-chart`]: 'Stadttabelle (W10)',
  [`${B}/d10`]: 'W10',
  [`${B}/location`]: 'Gegend',
  [`${B}/lair`]: 'Hort',
  [`${B}/city`]: 'Stadt',
  [`${B}/state`]: 'Zustand',
  [`${B}/no-location`]: 'Kein Monster und kein Hort',
  [`${B}/lair-row`]:
    'Hort {marker} · {status, select, free {auf der Leiste} open {offen} closed {geschlossen} sealed {versiegelt} other {{status}}}',
  [`${B}/roll-again`]: 'Neu würfeln',
  [`${B}/city-state`]: '{status, select, open {offen} closed {geschlossen ✖} destroyed {zerstört ✖} other {{status} ✖}}',
  [`${B}/lair-markers`]: 'Hortmarker',
  [`${B}/on-the-track`]: 'Auf der Leiste',
  [`${B}/marker`]: '{status, select, free {○ frei} open {● offen} closed {⊘ geschlossen} sealed {✖ versiegelt} other {{status}}}',
  [`${B}/defeated-here`]: 'Besiegt auf seinem Feld:',
  [`${B}/lives`]: '{lives} → Proben gegen {targets}',
  [`${B}/life`]: 'Leben {life}',
  [`${B}/none`]: 'keine',
  [`${B}/monsters-out`]: '· Monster draußen: {n}',
  [`${B}/monsters`]: 'Monster auf dem Plan ({n} / {max})',
  [`${B}/movement-dice`]: 'Bewegungswürfel: {faces}',
  [`${B}/die-faces`]: 'Würfel {die}: {symbols}',
  [`${B}/no-monsters`]: 'Keine.',
  [`${B}/monster`]:
    '{colour, select, green {grün} yellow {gelb} blue {blau} other {{colour}}} · {lair, select, none {Hort geschlossen} other {aus Hort {lair}}}',
  [`${B}/monster-holds`]: 'hält {city} ({n, plural, one {noch # Zug} other {noch # Züge}})',
  [`${B}/roaming`]: 'unterwegs',
  [`${B}/cities`]: 'Städte',
  [`${B}/city-destroyed`]: '✖ zerstört',
  [`${B}/city-closed`]: '✖ geschlossen',
  [`${B}/city-held`]:
    '⚠ von Monster {monster} gehalten — {n, plural, one {noch # Zug} other {noch # Züge}} (geschlossen, solange es bleibt)',
  [`${B}/city-open`]: 'offen',
  'rms/table/tracks': 'Leisten',
  'rms/table/outskirts': 'Umland',
  'rms/table/hero': 'Der Held',
  'rms/table/level': 'Stufe {level}',
  'rms/table/experience': 'Erfahrung',
  'rms/table/runes': 'Drachenrunen ({n} gewinnen)',
  'rms/table/monsters': 'Monster',
  'rms/table/monsters-of': '{n}/{max}',
  'rms/table/cities': 'Städte',
  'rms/table/held': '⚠ von Monster {monster} gehalten',
  'rms/table/turns-left': 'Züge übrig',
  'rms/table/lairs': 'Horte',
  'rms/table/lair': 'Hort {marker}',
  'rms/table/status': '{status, select, free {auf der Leiste} open {offen} closed {geschlossen} sealed {versiegelt} other {{status}}}',
  'rms/table/monsters-out': 'Monster draußen: {n}',
  'rms/whose-turn': 'Zug {turn} · {name}',
  'rms/whose-turn/nobody': 'Zug {turn}',
  'rms/input/defeated-needs-life': 'ein besiegtes Monster braucht seinen Lebenswert.',
};

const keyTrackWords: Catalog = {
  'rms/key/terror': 'Schrecken',
  'rms/key/doom': 'Margaths Verderben',
  'rms/key/lairs-open': 'Offene Horte',
  'rms/key/lairs-sealed': 'Versiegelte Horte',
  'rms/key/cities-lost': 'Geschlossene oder zerstörte Städte',
};

export const messages: Catalog = {
  'option/doomLength': 'Länge der Verderbensleiste Margaths',
  'option/doomLength/help': 'Wie viele Verderbensmarker Margath rufen (10 bis 15, Standard 12). Kürzer ist schwerer.',
  'option/lairCheckOneDie': 'Hortproben mit 1W10',
  'option/lairCheckOneDie/help':
    'Einen Hort schließen: 1W10 + Fertigkeit je Probe statt 2W10 + Fertigkeit, wie im Rechenbeispiel der Variante. Viel schwerer.',
  'option/noMarkerToOutskirts': 'Kein freier Hortmarker: Monster ins Umland',
  'option/noMarkerToOutskirts/help':
    'Nennt die Horttabelle eine Gegend ohne Hort und alle sechs Marker sind im Einsatz, geht ein Monster ins Umland, statt dass nichts erscheint.',
  'option/simpleMonsterMovement': 'Einfache Monsterbewegung',
  'option/simpleMonsterMovement/help':
    'Sagt die Bewegungsprobe, dass Monster ziehen, zieht jedes 1 Feld zu seiner nächsten Stadt (2 bei einer 0), statt Bewegungswürfel zu werfen.',
  'option/cityChartClosesHeldCity': 'Stadttabelle schließt eine von einem Monster gehaltene Stadt',
  'option/cityChartClosesHeldCity/help':
    'Nennt die Stadttabelle eine Stadt, die ein Monster hält, schließt sie für immer und das Monster verlässt den Plan, statt neu zu würfeln (eine gehaltene Stadt gilt als geschlossen, 000:37).',
  'option/sealWhileStaying': 'Geschlossenen Hort in einem späteren Zug versiegeln',
  'option/sealWhileStaying/help':
    'Ein geschlossener Hort darf in jedem späteren Zug versiegelt werden, solange ihr ihn nicht verlassen habt; solange ihr bleibt, bringt die Horttabelle dort nichts. Ohne die Regel versiegelt ihr im Abenteuerschritt, in dem ihr ihn geschlossen habt, oder sein Marker geht zurück auf die Leiste.',
  'option/seekingEventsRaiseTerror': 'Beim Suchen eines Monsters gezogene Ereignisse erhöhen den Schrecken',
  'option/seekingEventsRaiseTerror/help':
    'Jede Ereigniskarte, die ihr bei der Suche nach der Herausforderung eines Monsters zieht, zählt als neues Ereignis im Spiel: Schrecken +1. Ohne die Regel frischen diese Ereignisse nur Sonnenstrahlen auf und kommen unter den Stapel (000:43).',
  'rms/ruling/16':
    'Entscheid 16: beim Suchen der Herausforderung eines Monsters gezogene Ereignisse werden abgeworfen, nicht ins Spiel gebracht (000:43, 000:45).',
  'rms/ruling/20':
    'Entscheid 20: eine von einem Monster gehaltene Stadt ist geschlossen (000:37), also würfelt die Stadttabelle neu (000:72).',
  'rms/ruling/22': 'Entscheid 22: ein Hort wird direkt nach dem Schließen versiegelt, ohne Bewegung (000:55, Projektentscheide).',

  'rms/phase/movement': 'Dein Zug · Bewegung',
  'rms/phase/adventure': 'Dein Zug · Abenteuer',
  'rms/phase/market': 'Dein Zug · Markt',
  'rms/phase/experience': 'Dein Zug · Erfahrung',
  'rms/phase/spawn': 'Monsterschritt · A. Erscheinen',
  'rms/phase/movement-check': 'Monsterschritt · B. Bewegungsprobe',
  'rms/phase/monster-movement': 'Monsterschritt · B. Monster ziehen',
  'rms/phase/end-of-turn': 'Zugende',
  'rms/phase/chain': 'Folgen abzuwickeln',
  'rms/phase/game-over': 'Spielende',

  'rms/prompt/movement':
    'Zieh deinen Helden wie üblich. Wo endete er? (Auf einem Monster: bekämpfe es. Auf einem Hort: schließe oder versiegle ihn — bleib darauf, um es erneut zu versuchen.)',
  'rms/prompt/fight': (p) =>
    `Du endest auf ${monsterName(p)}: bekämpfe es. Du bist auf Stufe ${p.level}, also zieh ${colour(p.drawColour)}e Abenteuerkarten, bis eine Herausforderung kommt (ein Ereignis frischt erst Sonnenstrahlen auf; Ereignisse und Begegnungen kommen unter den Stapel). Behalte Gold und Erfahrung, aber nicht die Karte. Wie lief es?`,
  'rms/prompt/fight-now': (p) => `Auf dem Hort, auf dem du stehst, erschien ein Monster: bekämpfe ${monsterName(p)} sofort. Wie lief es?`,
  'rms/prompt/lair-check': (p) =>
    `Du stehst auf Hort ${p.marker} (${place(p.location)}) mit ${count(p.checks, 'besiegtem Monster', 'besiegten Monstern')} auf seinem Feld: du darfst versuchen, ihn mit ${count(p.checks, 'Probe', 'Proben')} zu schließen. Wähle eine Kampfphase und gib ihren Fertigkeitswert ein (keine Gegenstände oder Verbündeten).`,
  'rms/prompt/roll-lair-check': (p) =>
    `Hort ${p.marker} schließen mit ${COMBAT[p.phase] ?? p.phase} ${p.skill}: ${count(p.checks, 'Probe', 'Proben')} mit ${p.dice}W10 + ${p.skill} gegen ${p.targets}. Jede Probe muss gelingen.`,
  'rms/prompt/seal': (p) =>
    `Hort ${p.marker} (${place(p.location)}) ist geschlossen. Versiegle ihn für immer mit ${p.gold} Gold oder durch Abwerfen eines Verbündeten (Verderben −1), oder lass es — ${p.laterTurns ? 'bleib darauf, um ihn in einem späteren Zug zu versiegeln; verlässt du ihn, geht der Marker zurück auf die Leiste' : 'das ist deine einzige Chance: unversiegelt geht sein Marker jetzt zurück auf die Leiste'}.`,
  'rms/prompt/adventure': 'Mach deinen Abenteuerschritt wie üblich und hake ihn ab.',
  'rms/prompt/adventure-spent': 'Dein Abenteuer für diesen Zug ist verbraucht. Hake den Abenteuerschritt ab.',
  'rms/prompt/market': 'Mach deinen Marktschritt wie üblich.',
  'rms/prompt/market-free-healing':
    'Marktschritt: du hast diesen Zug ein Monster in einer Stadt besiegt — heile alle Wunden und Erschöpfung kostenlos.',
  'rms/prompt/experience':
    'Mach deinen Erfahrungsschritt und gib dann ein, wie viele Erfahrungsmarker der Held hat (das bestimmt die Farbe der Monster).',
  'rms/prompt/spawn': (p) =>
    `Monsterschritt. Würfle auf der Horttabelle. Neue Monster sind ${colour(p.colour)} (Heldenstufe ${p.level}). Ein neuer Hort kommt auf ein beliebiges Feld der Gegend ohne Abenteuer-Juwel.`,
  'rms/prompt/movement-check': (p) =>
    p.walking > 0
      ? `Würfle die Bewegungsprobe: ziehen die ${count(p.walking, 'umherziehende Monster', 'umherziehenden Monster')}?`
      : 'Würfle die Bewegungsprobe (kein Monster zieht über den Plan).',
  'rms/prompt/monster-movement': (p) =>
    `Wirf ${p.dice} Bewegungswürfel einmal und zieh damit jedes umherziehende Monster zu seiner nächsten Stadt (ein Monster, das ziehen kann, muss). Du darfst festhalten, was jeder Würfel zeigte. Melde jedes Monster, das eine Stadt betrat, dann bestätige.${facesText(p.faces) ? ` Würfel: ${facesText(p.faces)}.` : ''}`,
  'rms/prompt/monster-movement-simple': (p) =>
    `Zieh jedes umherziehende Monster ${count(p.spaces, 'Feld', 'Felder')} zu seiner nächsten Stadt. Melde jedes Monster, das eine Stadt betrat, dann bestätige.`,
  'rms/prompt/end-of-turn': 'Der Zug endet.',
  'rms/prompt/face-margath': (p) =>
    `Margaths Verderbensleiste ist voll (${p.doom} von ${p.length}). Stell dich Hochlord Margath. Wer hat gewonnen?`,
  'rms/prompt/city-chart': (p) =>
    `Der Schrecken erreichte ${p.terror}: würfle auf der Stadttabelle. Diese Stadt schließt für immer (9, 0, eine geschlossene oder von einem Monster gehaltene Stadt: neu würfeln). Dann wirf einen Verbündeten ab; Margaths Verderben steigt zuletzt.`,
  'rms/prompt/ally-discard': (p) =>
    `Der Schrecken stieg auf ${p.terror}: wirf einen Verbündeten deiner Wahl aus dem Marktstapel einer offenen Stadt unter den Marktstapel ab. Danach steigt Margaths Verderben.`,

  'rms/action/hero-moved': 'Bewegung fertig',
  'rms/action/monster-defeated': 'Monster besiegt',
  'rms/action/knocked-out': 'Von ihm besiegt',
  'rms/action/plan-lair-check': 'Versuchen, den Hort zu schließen',
  'rms/action/roll-lair-check': (p) => `${p.checks * p.dice}W10 würfeln`,
  'rms/action/roll-lair-check/odds': 'jede Probe gelingt',
  'rms/action/cancel-lair-check': 'Fertigkeit ändern',
  'rms/action/seal-gold': 'Für {gold} Gold versiegeln',
  'rms/action/seal-ally': 'Durch Abwerfen eines Verbündeten versiegeln',
  'rms/action/leave-unsealed': 'Nicht versiegeln',
  'rms/action/adventure-done': 'Abenteuerschritt fertig',
  'rms/action/market-done': 'Marktschritt fertig',
  'rms/action/experience-done': 'Erfahrungsschritt fertig',
  'rms/action/event-card': 'Eine neue Ereigniskarte kam ins Spiel',
  'rms/action/dragon-rune': 'Eine Drachenrune erhalten',
  'rms/action/roll-lair-chart': 'Auf der Horttabelle würfeln',
  'rms/die/lair-chart': 'Horttabelle W10',
  'rms/die/movement': 'Bewegungsprobe W10',
  'rms/die/city-chart': 'Stadttabelle W10',
  'rms/die/lair-check': '{count, plural, one {Probe gegen {target}: W10} other {Probe gegen {target}: W10 Nr. {n}}}',
  'rms/action/roll-movement-check': 'Bewegungsprobe würfeln',
  'rms/action/monster-entered-city': 'Ein Monster betrat eine Stadt',
  'rms/action/monsters-moved': 'Monster gezogen',
  'rms/action/movement-die-shown': 'Festhalten, was ein Bewegungswürfel zeigte',
  'rms/action/roll-city-chart': 'Auf der Stadttabelle würfeln',
  'rms/action/ally-discarded': 'Verbündeten abgeworfen',
  'rms/action/no-ally': 'In keinem Marktstapel ist ein Verbündeter übrig',
  'rms/action/margath-hero-won': 'Ich habe Margath besiegt',
  'rms/action/margath-won': 'Margath hat mich besiegt',

  'rms/choice/elsewhere': 'Nirgends Besonderes',
  'rms/choice/die': 'Würfel {die}',
  'rms/choice/monster': (p) => `Auf ${monsterName(p)}`,
  'rms/choice/walker': (p) => monsterName(p),
  'rms/choice/lair': (p) =>
    `Auf Hort ${p.marker}, ${place(p.location)} (${p.status === 'closed' ? 'geschlossen' : count(p.defeated, 'besiegtes Monster', 'besiegte Monster')})`,
  'rms/combat/ranged': 'Fernkampf',
  'rms/combat/melee': 'Nahkampf',
  'rms/combat/magic': 'Magie',
  ...Object.fromEntries(
    ['vynelvale', 'riverwatch', 'dawnsmoor', 'tamalir', 'forge', 'greyhaven', 'nerekhall', 'frostgate'].map((c) => [
      `rms/city/${c}`,
      city(c),
    ]),
  ),

  'field/at': 'Wo der Held endete',
  'field/life': 'Sein Lebenswert',
  'field/phase': 'Kampfphase',
  'field/skill': 'Fertigkeitswert',
  'field/experience': 'Erfahrungsmarker',
  'field/monster': 'Monster',
  'field/city': 'Stadt',
  'field/die': 'Bewegungswürfel',
  'field/stack': 'Aus dem Marktstapel von (freiwillig)',
  'field/eventsDrawn': 'Beim Suchen gezogene Ereigniskarten',
  'field/symbol1': 'Er zeigte',
  'field/symbol2': 'und (freiwillig)',
  'field/symbol3': 'und (freiwillig)',
  'field/symbol4': 'und (freiwillig)',
  ...Object.fromEntries(Object.entries(TERRAIN).map(([k, v]) => [`rms/terrain/${k}`, v])),

  'rms/tracker/doom': 'Margaths Verderben (von {length})',
  'rms/tracker/terror': 'Schrecken',
  'rms/tracker/outskirts': 'Monster im Umland',
  'rms/tracker/experience': 'Erfahrungsmarker',
  'rms/tracker/dragon-runes': 'Drachenrunen',
  'rms/tracker/city-timer': (p) => `${city(p.city)}: Züge übrig (Monster ${p.monster})`,

  'rms/outcome/margath-defeated': 'Sieg: Hochlord Margath ist besiegt.',
  'rms/outcome/margath-won': 'Niederlage: Margath hat gewonnen.',
  'rms/outcome/dragon-runes': 'Sieg: drei Drachenrunen sind dein.',
  'rms/outcome/six-lairs-sealed': 'Sieg: alle sechs Horte sind versiegelt.',
  'rms/outcome/all-cities-closed': 'Niederlage: jede Stadt Terrinoths ist geschlossen.',

  'rules/settle_first': 'Wickle zuerst ab, was wartet (siehe die Ansage).',
  'rules/wrong_phase':
    '{why, select, nothingWaiting {Nichts dieser Art wartet darauf, abgewickelt zu werden.} other {Das gehört nicht zu diesem Schritt des Zuges.}}',
  'rules/not_on_board': 'Dieses Monster oder dieser Hort ist nicht auf dem Plan.',
  'rules/must_fight': 'Du endest auf einem Monster: erst musst du es bekämpfen.',
  'rules/no_more_runes': 'Der Held hat schon drei Drachenrunen.',
  'rules/no_fight': 'Gerade ist kein Monster zu bekämpfen.',
  'rules/cannot_close':
    'Ein Hort wird nur von seinem Feld aus geschlossen, mit mindestens einem besiegten Monster auf seinem Feld und mit dem Abenteuer dieses Zuges noch unverbraucht.',
  'rules/no_lair_check': 'Es ist keine Hortprobe vorbereitet.',
  'rules/cannot_seal':
    'Ein Hort wird nur versiegelt, solange du nach dem Schließen noch darauf stehst (im Abenteuerschritt, in dem er schloss, außer die Hausregel erlaubt es später).',
  'rules/monster_cannot_move':
    '{why, select, noneCanEnter {Kein umherziehendes Monster kann jetzt eine Stadt betreten.} other {Dieses Monster zieht nicht über den Plan (es ist schon in einer Stadt oder fort).}}',
  'rules/city_closed': 'Diese Stadt ist geschlossen: kein Monster kann sie betreten.',
  'rules/city_occupied': 'Ein Monster hält diese Stadt schon.',
  'rules/invalid_options': 'Diese Aufbauoptionen sind ungültig ({fields}).',
  'rules/seeking_events_discarded':
    'Beim Suchen der Herausforderung eines Monsters gezogene Ereigniskarten werden abgeworfen, nicht ins Spiel gebracht (schalte die Hausregel ein, um sie zu zählen).',
  'rules/stack_gone': 'Diese Stadt ist für immer geschlossen: ihr Marktstapel ist fort. Wähle den Stapel einer offenen Stadt.',
  'rules/die_recorded':
    'Bewegungswürfel {die} ist schon festgehalten oder wurde nicht geworfen; nimm den Eintrag zurück, um ihn zu ändern.',
  'rules/no_die_to_record': 'Kein Bewegungswürfel ist mehr festzuhalten (oder die Hausregel einfache Bewegung wirft keine).',

  ...screenWords,
  ...keyTrackWords,
};

const causes: Record<string, string> = {
  'lair-opened': 'ein neuer Hort öffnete sich',
  'terror-raised': 'der Schrecken stieg',
  'outskirts-full': 'das 4. Monster im Umland',
  'city-destroyed': 'eine Stadt wurde zerstört',
  'city-timer': 'ein Monster hielt eine Stadt 5 Züge lang',
  'event-card': 'eine neue Ereigniskarte im Spiel',
  'lair-sealed': 'ein Hort wurde versiegelt',
  'left-closed-lair': 'der Held verließ einen geschlossenen, unversiegelten Hort',
  'left-unsealed': 'ein geschlossener Hort blieb unversiegelt (er kann nur direkt nach dem Schließen versiegelt werden)',
  'seeking-event': 'eine beim Suchen eines Monsters gezogene Ereigniskarte (Hausregel)',
  'terror-3': 'der Schrecken erreichte 3',
  'terror-6': 'der Schrecken erreichte 6',
  'terror-9': 'der Schrecken erreichte 9',
};

const REASON: Record<string, string> = {
  sealed: 'sie ist versiegelt',
  closed: 'ihr Hort ist geschlossen',
  'no-marker': 'kein Hortmarker ist frei',
};

const narrate = typedNarration<MonsterStepEvent>({
  'hero-moved': (d) => {
    if (d.to.kind === 'monster') return `Bewegung: der Held endete auf Monster ${d.to.monster}.`;
    if (d.to.kind === 'lair') return `Bewegung: der Held endete auf Hort ${d.to.marker}.`;
    return 'Bewegung fertig.';
  },
  'lair-marker-returned': (d) =>
    `Der Held verließ den geschlossenen Hort ${d.marker} (${place(d.location)}) unversiegelt: sein Marker geht zurück auf die Leiste.`,
  'seeking-events-drawn': (d) =>
    `${count(d.count, 'Ereigniskarte', 'Ereigniskarten')}, beim Suchen der Herausforderung von Monster ${d.monster} gezogen, ${d.count === 1 ? 'kam' : 'kamen'} ins Spiel (Hausregel).`,
  'movement-die-shown': (d) => `Bewegungswürfel ${d.die} zeigte ${symbols(d.symbols)}.`,
  'city-chart-skipped': () =>
    'Keine Stadt ist übrig, die die Stadttabelle schließen könnte (jede ist geschlossen oder von einem Monster gehalten): nichts schließt.',
  'monster-defeated': (d) =>
    `Monster ${d.monster} besiegt (Leben ${d.life})${d.recorded ? ` — auf dem Feld von Hort ${d.lair} festgehalten` : ' — sein Hort ist fort, die Karte wird abgeworfen'}.${d.city ? ` ${city(d.city)} ist wieder frei: im Marktschritt kostenlos heilen.` : ''}`,
  'hero-knocked-out': (d) =>
    `Der Held wurde von Monster ${d.monster} besiegt; es bleibt, seine Wunden entfernt.${d.city ? ` Setze den Held auf ein Feld neben ${city(d.city)} ohne Juwel, Hort oder Monster.` : ''}`,
  'lair-check-planned': (d) => `Hort ${d.marker}: schließen mit ${COMBAT[d.phase] ?? d.phase} ${d.skill} gegen ${d.targets.join(', ')}.`,
  'lair-check-cancelled': (d) => `Hort ${d.marker}: die Probe wurde neu vorbereitet.`,
  'lair-check-rolled': (d) =>
    `Probe für Hort ${d.marker}: ${d.checks.map((c) => `${c.values.join('+')} → ${c.total} gegen ${c.target} ${c.success ? '✓' : '✗'}`).join('; ')} — ${d.success ? 'gelungen' : 'misslungen (bleib darauf, um es nächsten Zug erneut zu versuchen)'}.`,
  'lair-closed': (d) =>
    `Hort ${d.marker} (${place(d.location)}) ist geschlossen; ${count(d.discarded.length, 'Karte', 'Karten')} auf seinem Feld kommen unter ihre Stapel.`,
  'lair-sealed': (d) =>
    `Hort ${d.marker} (${place(d.location)}) ist versiegelt ${d.payment === 'gold' ? `für ${d.gold} Gold` : 'durch einen Verbündeten, der zur Wache bleibt'}; dort öffnet sich nie wieder ein Hort.`,
  'doom-lowered': (d) => `Margaths Verderben ${d.from} → ${d.to}.`,
  'adventure-done': () => 'Abenteuerschritt fertig.',
  'market-done': (d) => (d.freeHealing ? 'Marktschritt fertig (freie Heilung).' : 'Marktschritt fertig.'),
  'experience-recorded': (d) =>
    `Erfahrungsschritt fertig: ${count(d.experience, 'Erfahrungsmarker', 'Erfahrungsmarker')}, Stufe ${d.level} — ${colour(d.colour)}e Monster.`,
  'lair-chart-rolled': (d) =>
    d.location ? `Horttabelle ${d.value}: ${place(d.location)}.` : `Horttabelle ${d.value}: kein Monster und kein Hort.`,
  'spawn-blocked': (d) => `In ${place(d.location)} erscheint nichts: ${REASON[d.reason] ?? d.reason}.`,
  'lair-opened': (d) => `Hort ${d.marker} öffnet sich in ${place(d.location)}.`,
  'monster-spawned': (d) =>
    `Monster ${d.monster} (${colour(d.colour)}) erscheint auf Hort ${d.lair}, ${place(d.location)}.${d.onHero ? ' Es steht auf dem Feld des Helden: sofort bekämpfen.' : ''}`,
  'monster-to-outskirts': (d) =>
    `${d.reason === 'board-full' ? 'Schon sechs Monster ziehen über den Plan' : 'Kein Hortmarker ist frei'}: das Monster geht ins Umland (${d.outskirts}).`,
  'outskirts-cleared': (d) => `Das Umland ist voll (${d.count}): es leert sich.`,
  'terror-raised': (d) => `Schrecken ${d.from} → ${d.to}.`,
  'terror-at-max': () => 'Der Schrecken steht schon auf 10 und steigt nicht weiter.',
  'doom-raised': (d) =>
    d.from === d.to
      ? `Margaths Verderben ist schon voll (${d.to} von ${d.length}).`
      : `Margaths Verderben ${d.from} → ${d.to} von ${d.length}.${d.full ? ' Die Leiste ist voll: stell dich Margath!' : ''}`,
  'ally-discarded': (d) =>
    d.none
      ? 'In keinem Marktstapel war ein Verbündeter zum Abwerfen übrig.'
      : `Ein Verbündeter verließ den Markt${d.stack ? ` von ${city(d.stack)}` : ''}: die Leute fliehen aus Terrinoth.`,
  'city-chart-rolled': (d) =>
    d.result === 'closes'
      ? `Stadttabelle ${d.value}: ${city(d.city)}.`
      : d.result === 'blank'
        ? `Stadttabelle ${d.value}: neu würfeln.`
        : d.result === 'held'
          ? `Stadttabelle ${d.value}: ein Monster hält ${city(d.city)}, also ist sie schon geschlossen — neu würfeln.`
          : `Stadttabelle ${d.value}: ${city(d.city)} ist schon geschlossen — neu würfeln.`,
  'city-closed': (d) =>
    `${city(d.city)} schließt für immer; ihr Marktstapel kommt unter den Marktstapel.${d.monsterRemoved ? ` Monster ${d.monsterRemoved} darin verlässt den Plan.` : ''}`,
  'movement-check-rolled': (d) =>
    d.movementDice === 0
      ? `Bewegungsprobe ${d.value}: kein Monster zieht.`
      : d.walking === 0
        ? `Bewegungsprobe ${d.value}: kein Monster zieht umher.`
        : d.simple
          ? `Bewegungsprobe ${d.value}: jedes Monster zieht ${count(d.movementDice === 3 ? 2 : 1, 'Feld', 'Felder')}.`
          : `Bewegungsprobe ${d.value}: jedes Monster zieht mit ${d.movementDice} Bewegungswürfeln.`,
  'monster-entered-city': (d) =>
    `Monster ${d.monster} betrat ${city(d.city)}${facesText(d.faces) ? ` (Würfel: ${facesText(d.faces)})` : ''}: die Stadt ist geschlossen, solange es bleibt; ${d.turnsLeft} Züge, um es zu besiegen.`,
  'city-timer-ticked': (d) =>
    d.turnsLeft > 0
      ? `${city(d.city)}: noch ${count(d.turnsLeft, 'Zug', 'Züge')}, um Monster ${d.monster} zu besiegen.`
      : `${city(d.city)}: die Zeit ist um.`,
  'city-destroyed': (d) => `${city(d.city)} wird von Monster ${d.monster} zerstört und ist für immer geschlossen.`,
  'monster-step-ended': () => 'Monsterschritt fertig.',
  'turn-ended': (d) => `Ende von Zug ${d.turn}.`,
  'event-card-in-play': () => 'Eine neue Ereigniskarte kam ins Spiel.',
  'dragon-rune-gained': (d) => `Der Held erhält eine Drachenrune (${d.runes} von 3).`,
  'margath-fought': (d) => (d.result === 'hero-won' ? 'Der Held hat Hochlord Margath besiegt!' : 'Margath hat den Helden besiegt.'),
});

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Der Zug',
    paragraphs: [
      'Spiel deine Schritte Bewegung, Abenteuer, Markt und Erfahrung wie üblich und hake sie ab; die App ergänzt, was die Variante daran knüpft. Dann kommt der Monsterschritt: Erscheinen, dann die Bewegungsprobe. Was die Kette schuldet (Verderben, ein abzuwerfender Verbündeter, die Stadttabelle, Margath), wird abgewickelt, bevor es weitergeht.',
      'Eine neue Ereigniskarte, die ins Spiel kommt, erhöht den Schrecken zu jedem Zeitpunkt deines Zuges: drück dafür den Knopf. Unser Entscheid 16: Ereigniskarten, die du bei der Suche nach der Herausforderung eines Monsters ziehst, frischen nur Sonnenstrahlen auf und kommen unter den Stapel (000:43, 000:45), kommen also nie ins Spiel und zählen nicht. Hausregel: zähle jede davon als neues Ereignis (der Kampf fragt dann, wie viele du gezogen hast).',
    ],
  },
  {
    heading: 'A. Erscheinen',
    paragraphs: [
      'Würfle auf der Horttabelle (W10): 1-9 nennt eine Gegend, 0 bringt nichts. Eine Gegend ohne Hort bekommt den freien Hortmarker mit der niedrigsten Nummer (leg ihn auf ein beliebiges Feld der Gegend ohne Abenteuer-Juwel) und ein Monster; Margaths Verderben +1. Eine Gegend mit schon offenem Hort bekommt nur ein Monster. Eine versiegelte Gegend bekommt nie etwas.',
      'Die Monsterfarbe folgt deiner Stufe (Erfahrungsmarker + 1): 1-2 grün, 3-4 gelb, 5 oder mehr blau. Bei sechs Monstern auf dem Plan geht ein neues ins Umland; das 4. Monster dort leert das Umland und erhöht den Schrecken.',
      'Unsere Entscheide: ohne freien Marker erscheint nichts (Hausregel: das Monster geht ins Umland). Ein Monster, das auf dem Hort erscheint, auf dem du stehst, muss sofort bekämpft werden. Mit der Hausregel „in einem späteren Zug versiegeln“ bringt ein geschlossener Hort, auf dem du noch stehst, nichts, solange du ihn bewachst.',
    ],
  },
  {
    heading: 'B. Monsterbewegung',
    paragraphs: [
      'Bewegungsprobe (W10): 1-5 niemand zieht; 6-9 jedes umherziehende Monster zieht mit 2 Bewegungswürfeln zu seiner nächsten Stadt (ein Wurf für alle); 0 mit 3 Würfeln. Wirf deine eigenen Bewegungswürfel, zieh die Figuren und sag der App, welche Monster welche Stadt betraten.',
      'Ein Monster in einer Stadt schließt sie (auch für andere Monster), bis du es besiegst; ist es am 5. Zugende nach seiner Ankunft noch dort, ist die Stadt für immer zerstört und der Schrecken steigt.',
      'Unsere Entscheide: die App kennt die Seiten deiner Bewegungswürfel nicht, also würfelt der Tisch; du darfst festhalten, was jeder Würfel zeigte (Entscheid 23), und die Chronik behält es. Ein Monster in einer Stadt bleibt dort. Das Monster einer zerstörten Stadt verlässt den Plan. Hausregel einfache Bewegung: 1 Feld (2 bei einer 0) statt Bewegungswürfeln.',
    ],
  },
  {
    heading: 'C. Monster und Horte',
    paragraphs: [
      'Beendest du deine Bewegung auf einem Monster (auch einem auf seinem Hort: melde das Monster, nicht den Hort), musst du es bekämpfen: zieh Herausforderungen der Farbe deiner Stufe, bis eine Herausforderung kommt. Gewinnst du, behältst du Gold und Erfahrung; die Karte kommt auf das Feld ihres Horts (gib ihren Lebenswert ein). Gewinnst du in einer Stadt, heilst du im Marktschritt kostenlos. Besiegt: das Monster bleibt, seine Wunden entfernt; in einer Stadt zieh auf ein angrenzendes Feld ohne Juwel, Hort oder Monster.',
      'Stehst du auf einem offenen Hort mit besiegten Monstern auf seinem Feld, darfst du versuchen, ihn zu schließen: eine Probe pro Monster, je 2W10 (Hausregel: 1W10) + die Fertigkeit einer gewählten Kampfphase, ohne Gegenstände oder Verbündete, gegen die Markernummer + das Leben dieses Monsters. Ein W10 mit 0 zählt 10. Alle Proben müssen gelingen; die genaue Chance steht vor dem Wurf. Misslingt es, bleib stehen und versuch es nächsten Zug erneut.',
      'Die Karten eines geschlossenen Horts kommen unter ihre Stapel. Direkt nach dem Schließen, bevor du ziehst, darfst du ihn mit 5 Gold oder durch Abwerfen eines Verbündeten versiegeln: Verderben −1. Unser Entscheid 22 (000:55 und die Projektentscheide): das ist deine einzige Chance — unversiegelt geht sein Marker sofort zurück auf die Leiste. Hausregel: du darfst in einem späteren Zug versiegeln, solange du darauf bleibst; verlässt du ihn, geht der Marker zurück. Unser Entscheid: ein Kampf oder eine Hortprobe ist das Abenteuer des Zuges; Monster, deren Hort geschlossen ist, werden beim Besiegen nirgends festgehalten.',
    ],
  },
  {
    heading: 'D-E. Schrecken und Verderben',
    paragraphs: [
      'Der Schrecken läuft von 0 bis 10. Bei jedem Anstieg, in Toms Reihenfolge (000:74, unser Entscheid 15): bei 3, 6 und 9 zuerst die Stadttabelle — 1-8 eine Stadt, die für immer schließt und ihren Marktstapel verliert; 9, 0 oder eine geschlossene Stadt: neu würfeln; dann einen Verbündeten aus einem Marktstapel deiner Wahl abwerfen (keiner übrig: entfällt); zuletzt Margaths Verderben +1. Unser Entscheid 25: du darfst sagen, aus wessen Marktstapel der Verbündete ging; eine für immer geschlossene Stadt hat keinen Stapel mehr.',
      'Unser Entscheid 20: eine von einem Monster gehaltene Stadt ist geschlossen (000:37), also würfelt die Stadttabelle neu und das Monster bleibt. Hausregel: die Tabelle schließt die gehaltene Stadt für immer und ihr Monster verlässt den Plan. Unser Entscheid 21: ist jede übrige Stadt geschlossen oder gehalten, wird die Tabelle nicht gewürfelt und nichts schließt.',
      'Das Verderben steigt bei jedem neuen Hort und jedem Anstieg des Schreckens und sinkt um 1 für jeden versiegelten Hort (nie unter 0). Seine Länge wird beim Aufbau gewählt, 10-15. Ist es voll, stell dich Margath — auch wenn die Leiste mitten in der Kampagne auf das schon liegende Verderben gekürzt wird (unser Entscheid 24).',
    ],
  },
  {
    heading: 'F. Das Ende',
    paragraphs: [
      'Du gewinnst, wenn du Margath besiegst, 3 Drachenrunen hältst oder alle 6 Horte versiegelst. Du verlierst, wenn Margath dich besiegt oder alle acht Städte geschlossen oder zerstört sind.',
      'Ohne unbesiegte Herausforderungen in dieser Variante: eine Herausforderung, die dich besiegt, kommt unter ihren Stapel.',
    ],
  },
];

export { narrate, causes, reference };
