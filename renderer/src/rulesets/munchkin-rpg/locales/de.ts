/**
 * Munchkin RPG auf Deutsch: jeder Code, die Erzählung jedes Ereignisses, die Ursachen und die Regelübersicht.
 * Begriffe wie in den deutschen Munchkin-Ausgaben: Stufe, Schatz, Fluch, Monsterverstärker, Abhauen, Schlimme Dinge.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import { formatMessage } from '../../../i18n/icu';
import type { MunchkinEvent } from '../../../../../shared/rulesets/munchkin-rpg/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const ap = (n: number) => `${n} AP`;
const STAT: Record<string, string> = { strength: 'Stärke', agility: 'Geschick', intellect: 'Intellekt' };
const MENU: Record<string, string> = {
  equip: 'Gegenstand ausrüsten',
  unequip: 'Gegenstand ablegen',
  sell: 'Gegenstand verkaufen',
  peek: 'Einen Blick werfen',
  'challenge-boss': 'Den aufgedeckten Dungeon-Boss bekämpfen',
  'go-up-a-level': 'Karte „Steige eine Stufe auf“ nutzen',
  stuff: 'Gegenstände in den Rucksack stopfen',
  place: 'Einen Gegenstand auf den Rucksack legen',
  'throw-item': 'Einen Gegenstand werfen',
  'cast-spell': 'Einen Zauber wirken',
  buy: 'Im Laden kaufen',
  'frantic-search': 'Hektisches Suchen',
  'gift-basket': 'Geschenkkorb (300 Gold)',
  'trap-boss': 'Dem Dungeon-Boss eine Falle stellen',
  'careful-search': 'Sorgfältiges Suchen',
  'looking-for-trouble': 'Ärger suchen',
  'open-door': 'Eine Tür öffnen',
  'reveal-boss': 'Den Dungeon-Boss aufdecken',
  recycle: 'Den Ablagestapel recyceln',
  retrain: 'Werte neu verteilen',
  'polymorph-boss': 'Den Dungeon-Boss verwandeln',
  'attack-player': 'Einen Spieler angreifen',
};
const SPECIAL: Record<string, string> = {
  'munchkin-rage': 'MUNCHKIN-WUT!!!',
  'bait-n-switch': 'Köder und Tausch',
  'hidden-agenda': 'Geheimer Plan',
};
const RESULT: Record<string, string> = { won: 'hat gewonnen', 'ran-away': 'ist abgehauen', died: 'ist gestorben' };
const statLine = (d: { high: string; medium: string; low: string }) =>
  `Hoch ${STAT[d.high] ?? d.high}, Mittel ${STAT[d.medium] ?? d.medium}, Niedrig ${STAT[d.low] ?? d.low}`;
const stufen = (n: number) => `${n} ${n === 1 ? 'Stufe' : 'Stufen'}`;

const OUTCOMES: Catalog = {
  'munchkin/won/boss-slain': '{names} hat den Dungeon-Boss erschlagen und gewonnen.',
  'munchkin/won/handshake': '{names} haben sich über dem Dungeon-Boss die Hand gegeben und gemeinsam gewonnen.',
  'munchkin/won/backstab': '„Hinterhalt!“ — {names} gewinnt allein.',
  'munchkin/won/double-backstab': 'Beide riefen gleichzeitig „Hinterhalt!“: sie haben sich gegenseitig erstochen, und beide verlieren.',
  'munchkin/won/richest': '{names} ist am reichsten und gewinnt (Die wahre goldene Regel).',
  'munchkin/won/last-man': '{names} steht als Letzte(r) und erzählt es dem König.',
};

export const messages: Catalog = {
  'option/packingYourBag': 'Rucksack packen',
  'option/packingYourBag/help':
    'Aufbau: statt zufälliger Rucksäcke wählen die Spieler reihum je 4 Tür- oder Schatzkarten, bis jeder 40 hat.',
  'option/biggerAndScarier': 'Größer und gruseliger',
  'option/biggerAndScarier/help': 'Aufbau: die Spieler einigen sich auf den Dungeon-Boss, statt Türkarten dafür aufzudecken.',
  'option/ending': 'Spielende',
  'option/ending/help':
    'Wie das Spiel gewonnen wird, sobald der Dungeon-Boss fällt: der Handschlag (Standard), Die wahre goldene Regel (der Reichste gewinnt) oder Der Letzte steht (alle kämpfen, bis einer übrig ist).',
  'option/ending/handshake': 'Handschlag (Standard)',
  'option/ending/real-golden-rule': 'Die wahre goldene Regel',
  'option/ending/last-man-standing': 'Der Letzte steht',
  'option/highGrantsMedium': 'Ein hoher Wert gibt auch seinen mittleren Bonus',
  'option/highGrantsMedium/help':
    'Wie die Wertetabelle sagt (002:45): hohe Stärke beginnt auf Stufe 2 und fällt nie darunter; hoher Intellekt kann Stufen für 1000 Gold kaufen; hohes Geschick darf Granaten verdeckt an den Gürtel hängen. Kampagnen von vor dieser Option spielen ohne sie (hoch gibt nur die eigene Zeile); schaltet sie in den Kampagneneinstellungen ein, um der Tabelle zu folgen.',
  'munchkin/ruling/high-grants-medium':
    'Unser Entscheid (munchkin-rpg #13): an für neue Kampagnen; aus hält nur ältere Kampagnen so, wie sie gespielt wurden.',
  'munchkin/phase/stats': 'Aufbau · Werte',
  'munchkin/phase/first-player': 'Aufbau · Startspieler',
  'munchkin/phase/turn': 'Runde · Züge',
  'munchkin/phase/restock': 'Rundenende · Laden auffüllen',
  'munchkin/phase/handshake': 'Sieg · der Handschlag',
  'munchkin/phase/tally': 'Sieg · Die wahre goldene Regel',
  'munchkin/phase/last-stand': 'Der Letzte steht',
  'munchkin/phase/over': 'Spielende',
  'munchkin/choose-stats': (p) =>
    `Jeder Spieler wählt einen hohen, einen mittleren und einen niedrigen Wert (noch ${p.count} zu wählen). Baut derweil die Rucksäcke, legt 6 Ladenkarten aus und versteckt den Dungeon-Boss — siehe die Checkliste auf dem Tisch.`,
  'munchkin/set-stats': 'Werte festlegen',
  'munchkin/choose-first-player': (p) => `Wer beginnt? Würfelt einen W${p.sides} (1 = der erste Platz) oder sagt, wer.`,
  'munchkin/roll-first-player': 'Startspieler auswürfeln',
  'munchkin/die/first-player': 'Startspielerwürfel (eine Seite je Spieler)',
  'munchkin/die/restock': 'W6 Laden auffüllen',
  'munchkin/pick-first-player': 'Der Tisch hat gewählt',
  'munchkin/turn-of': (p) =>
    `Runde ${p.round}: ${p.name} ist am Zug — noch ${ap(p.ap)}. Andere dürfen mit eigenen Punkten Gegenstände werfen oder Zauber wirken.`,
  'munchkin/end-turn': (p) => `Zug von ${p.name} beenden (ungenutzte Punkte verfallen)`,
  'munchkin/menu-action': (p) => `${p.name} handelt am Tisch (noch ${ap(p.ap)})`,
  ...Object.fromEntries(Object.entries(MENU).map(([id, name]) => [`munchkin/menu/${id}`, (p: Params) => `${name} · ${ap(p.cost)}`])),
  'munchkin/buy-level': 'Eine Stufe für 1000 Gold kaufen (mittlerer Intellekt)',
  'munchkin/use-special': 'Eine Sonderfähigkeit nutzen (einmal pro Leben)',
  'munchkin/use-special-of': (p) => `${p.name}: ${SPECIAL[p.special as string] ?? p.special} (einmal pro Leben)`,
  'rules/special_target':
    '{why, select, missing {Köder und Tausch braucht den Trottel: Ein anderer Spieler, der noch im Spiel ist, nimmt den Platz von {name} ein.} none {MUNCHKIN-WUT nennt niemanden.} other {{special, select, bait-n-switch {Der Trottel muss ein anderer Spieler sein, der noch im Spiel ist, nicht {name}.} other {Dieser Spieler sitzt nicht am Tisch.}}}}',
  'munchkin/report-combat': (p) => `Den Kampf von ${p.name} mit einem Monster melden`,
  'munchkin/report-other-combat': 'Den Kampf eines anderen Spielers melden (ein Trottel, ein Kampf zwischen Spielern)',
  'munchkin/report-boss-fight-helper-died': (p) =>
    `Der Helfer von ${p.name} konnte vor dem Dungeon-Boss der Stufe ${p.level} nicht abhauen und ist gestorben`,
  ...Object.fromEntries(
    ['strength', 'agility', 'intellect'].flatMap((high) =>
      ['strength', 'agility', 'intellect']
        .filter((m) => m !== high)
        .map((medium) => {
          const low = ['strength', 'agility', 'intellect'].find((s) => s !== high && s !== medium)!;
          return [`munchkin/stat-line/${high}/${medium}/${low}`, statLine({ high, medium, low })];
        }),
    ),
  ),
  'munchkin/report-boss-fight': (p) => `Wie endete der Kampf von ${p.name} mit dem Dungeon-Boss der Stufe ${p.level}?`,
  'munchkin/change-level': 'Eine Stufe auf andere Weise gewonnen oder verloren',
  'munchkin/defeat-player': 'Ein Spieler wurde besiegt (aus dem Spiel)',
  'munchkin/restock-now': (p) =>
    `Rundenende: Auffüllwurf ${p.done + 1} von ${p.of}. Zählt den W6 von der Vorratsseite; diese Karte wird zurückgemischt und ersetzt.${p.empty ? ` Plätze ${p.empty} wurden gekauft: trifft man einen, wird neu gewürfelt; sie werden danach aufgefüllt.` : ''}`,
  'munchkin/restock-roll': 'Für den Ladenplatz würfeln (W6)',
  'munchkin/restock-all-bought': 'Jede Ladenkarte wurde gekauft: die sechs Plätze auffüllen und die Runde beenden',
  'munchkin/restock-roll/chance-of': 'trifft einen Platz, der noch eine Karte hat',
  'munchkin/handshake-now':
    '{names} haben den Boss gemeinsam besiegt: gebt euch die Hand, um beide zu gewinnen — außer jemand ruft zuerst „Hinterhalt!“.',
  'munchkin/handshake': 'Handschlag vollzogen',
  'munchkin/backstab': '„Hinterhalt!“',
  'munchkin/double-backstab': 'Beide riefen gleichzeitig „Hinterhalt!“',
  'munchkin/tally-now':
    'Die wahre goldene Regel: jeder Spieler zählt ausgerüstete, Gürtel- und Handgegenstände (Kosten) und Zauber zusammen; die App addiert sein Gold und 200 je Zauber.',
  'munchkin/enter-tally': 'Die Summe eines Spielers eingeben',
  'munchkin/enter-tally-for': 'Summe von {name}',
  'munchkin/game-over': 'Das Spiel ist vorbei.',
  'munchkin/player': '{name}',
  'munchkin/stat/strength': 'Stärke',
  'munchkin/stat/agility': 'Geschick',
  'munchkin/stat/intellect': 'Intellekt',
  'munchkin/result/won': 'Gewonnen',
  'munchkin/result/ran-away': 'Abgehauen',
  'munchkin/result/died': 'Gestorben',
  'munchkin/slot': 'Platz {slot}',
  'munchkin/trap/curse': 'Fluch oder Falle',
  'munchkin/placement/equip': 'Jetzt ausrüsten (ein Platz ist frei)',
  'munchkin/placement/backpack': 'Oben auf den Rucksack legen',
  'munchkin/trap/enhancer': 'Monsterverstärker',
  'munchkin/tracker/level': '{name}: Stufe',
  'munchkin/tracker/gold': '{name}: Gold',
  'munchkin/tracker/ap': '{name}: Aktionspunkte ({per} pro Runde)',
  'munchkin/tracker/boss-enhancers': 'Dungeon-Boss: Stufen aus Verstärkern',
  'munchkin/tracker/boss-kills': 'Dungeon-Boss: getötete Spieler (je +2)',
  ...OUTCOMES,
  'field/player': 'Spieler',
  'field/line': 'Werte (hoch · mittel · niedrig)',
  'field/high': 'Hoher Wert',
  'field/medium': 'Mittlerer Wert',
  'field/low': 'Niedriger Wert',
  'field/action': 'Aktion',
  'field/result': 'Ergebnis',
  'field/helper': 'Helfer',
  'field/helperGold': 'Gold für den Helfer',
  'field/helperDied': 'Der Helfer konnte nicht abhauen und starb auch',
  'field/target': 'Ziel',
  'field/bonus': 'Granatenbonus auf der Karte',
  'field/doubled': 'Verdoppeln (hohes Geschick)',
  'field/cost': 'Kartenkosten (Gold)',
  'field/costless': 'Die Karte hat keine Kosten',
  'field/slot': 'Ladenplatz',
  'field/placement': 'Dann',
  'field/kind': 'Karte',
  'field/levels': 'Stufen',
  'field/treasures': 'Schätze',
  'field/by': 'Stufen (+/−)',
  'field/itemValue': 'Gesamtkosten der Gegenstände',
  'field/spells': 'Gehaltene Zauber',
  'rules/unknown_player':
    '{role, select, helper {Der Helfer muss ein anderer lebender Spieler an diesem Tisch sein.} other {Dieser Spieler sitzt nicht an diesem Tisch.}}',
  'rules/wrong_phase': 'Das geht an dieser Stelle des Spiels nicht.',
  'rules/invalid_options': 'Diese Aufbauoptionen sind für dieses Spiel ungültig.',
  'rules/player_dead': '{who, select, everyone {Alle sind bis zum Rundenende tot.} other {{name} ist bis zum Rundenende tot.}}',
  'rules/not_your_turn': 'Im Zug eines anderen darf man nur Gegenstände werfen oder Zauber wirken.',
  'rules/not_enough_ap':
    '{who, select, nobody {Niemand hat noch einen Aktionspunkt.} other {{name} hat noch {ap, plural, one {# Aktionspunkt} other {# Aktionspunkte}}; das braucht {cost}.}}',
  'rules/not_enough_gold': '{name} hat {gold} Gold; das kostet {price}.',
  'rules/store_empty': 'Jeder Ladenplatz wurde diese Runde gekauft; am Rundenende wird aufgefüllt.',
  'rules/slot_empty': 'Ladenplatz {slot} wurde diese Runde gekauft und bleibt bis zum Rundenende leer.',
  'rules/needs_medium_intellect': 'Nur ein Munchkin mit mittlerem Intellekt kann eine Stufe kaufen.',
  'rules/no_level_ten': 'Stufe 10 kann man nicht mit Gold kaufen.',
  'rules/no_stats': '{name} hat noch keine Werte.',
  'rules/special_used':
    '{who, select, everyone {Jede Sonderfähigkeit wurde in diesem Leben schon genutzt.} other {{name} hat die Sonderfähigkeit in diesem Leben schon genutzt.}}',
  'rules/boss_defeated': 'Der Dungeon-Boss ist schon besiegt.',
  'rules/level_too_low': '{name} muss Stufe 10 sein, um dem Dungeon-Boss entgegenzutreten (jetzt {level}).',
  'rules/boss_revealed': 'Der Dungeon-Boss ist schon aufgedeckt.',
  'rules/boss_hidden': 'Der Dungeon-Boss ist noch nicht aufgedeckt.',
  'rules/boss_busy': 'Jemand kämpft gegen den Dungeon-Boss; meldet zuerst diesen Kampf.',
  'rules/no_boss_fight': 'Niemand kämpft gegen den Dungeon-Boss.',
  'rules/split_too_large': 'Der Anteil des Helfers kann nicht mehr sein als die gewonnenen {gold} Gold.',
  'rules/no_helper': 'Nur ein Helfer kann neben dem Kämpfer sterben; wählt zuerst den Helfer.',
  'rules/helper_died_in_victory': 'Ein gewonnener Kampf tötet niemanden.',
  'rules/not_a_victor': 'Nur wer den Boss besiegt hat, kann „Hinterhalt!“ rufen.',
  'rules/bad_target':
    '{why, select, nobody_left {Niemand sonst ist zum Angreifen übrig.} out {Dieser Spieler ist schon ausgeschieden.} other {Wählt einen anderen Spieler, der noch im Spiel ist.}}',

  'munchkin/board': 'Munchkin-RPG-Tisch',
  'munchkin/board/players': 'Munchkins',
  'munchkin/board/checklist': 'Aufbau-Checkliste',
  'munchkin/board/checklist/stats': 'Werte wählen (hoch, mittel, niedrig) — markiert sie mit etwas, das ihr später ändern könnt.',
  'munchkin/board/checklist/race': 'Wahlweise eine Rasse aus dem Stapel nehmen (keine Klasse).',
  'munchkin/board/checklist/packing': 'Rucksack packen: reihum nimmt jeder je 4 Tür-/Schatzkarten, bis alle 40 haben.',
  'munchkin/board/checklist/backpack':
    'Jeder wählt, wie viele Tür- und Schatzkarten (40 insgesamt, je mindestens 12) er will, und bekommt sie zufällig und ungesehen.',
  'munchkin/board/checklist/store': 'Legt 6 Schätze offen aus: der Laden. Der Rest ist der Ladenvorrat.',
  'munchkin/board/checklist/bigger': 'Größer und gruseliger: einigt euch auf den Dungeon-Boss und legt ihn verdeckt hin.',
  'munchkin/board/checklist/boss':
    'Deckt Türkarten auf, bis 6 Monster liegen; eines zufällig ist der verdeckte Boss, die anderen 5 kommen in den Dungeon.',
  'munchkin/board/checklist/draw': 'Zieht 6 aus eurem Rucksack, dann werft bis auf 2 ab.',
  'munchkin/board/seats': 'Sitzordnung dieser Runde',
  'munchkin/board/seats/heading': '{round, plural, =0 {Zugreihenfolge} other {Runde # · Zugreihenfolge}}',
  'munchkin/board/seats/first': 'Startspieler dieser Runde',
  'munchkin/board/seats/first-badge': '1.',
  'munchkin/board/seats/current': 'am Zug',
  'munchkin/board/seats/passing': 'Es geht nach links; die nächste Runde beginnt einen Platz weiter links.',
  'munchkin/board/dead': '✝ tot',
  'munchkin/board/out': '✗ raus',
  'munchkin/board/quick': '{name} gibt aus:',
  'munchkin/board/quick/frantic-search': 'Hektisch suchen · {cost} AP',
  'munchkin/board/quick/careful-search': 'Sorgfältig suchen · {cost} AP',
  'munchkin/board/quick/open-door': 'Tür öffnen · {cost} AP',
  'munchkin/board/quick/recycle': 'Recyceln · {cost} AP',
  'munchkin/board/store': 'Laden',
  'munchkin/board/store/label': 'Der Laden',
  'munchkin/board/store/sold': 'verkauft',
  'munchkin/board/store/rolled': '◆ gewürfelt',
  'munchkin/board/store/new': 'neu',
  'munchkin/board/store/card': 'Karte',
  'munchkin/board/store/note': 'Platz 1 liegt am nächsten zum Vorrat. Verkaufte Plätze bleiben bis zum Rundenende leer.',
  'munchkin/board/boss': 'Dungeon-Boss',
  'munchkin/board/boss/label': 'Der Dungeon-Boss',
  'munchkin/board/boss/defeated': '✓ Besiegt',
  'munchkin/board/boss/face-down':
    'Verdeckt · {curses, plural, one {# Fluch} other {# Flüche}} und {enhancers, plural, one {# Verstärker} other {# Verstärker}} warten darauf',
  'munchkin/board/boss/revealed': 'Aufgedeckt · Stufe',
  'munchkin/board/boss/level-sum':
    '20 Basis + {kills, plural, one {# Tötung} other {# Tötungen}} × 2 + {enhancers} aus Verstärkern{revealed, select, true {} other { (+{hidden} verdeckt)}}',
  'munchkin/board/boss/fighting': '⚔ {name} kämpft gegen ihn',
  'munchkin/board/boss/state': '{state, select, defeated {besiegt} revealed {aufgedeckt} other {verdeckt}}',
  'munchkin/board/boss/level': 'Stufe',
  'munchkin/board/boss/kills': 'Tötungen',
  'munchkin/board/boss/curses': 'Wartende Flüche',
  'munchkin/board/card/level': 'Stufe',
  'munchkin/board/card/gold': 'Gold',
  'munchkin/board/card/tally': 'Summe',
  'munchkin/board/card/ap': 'Aktionspunkte',
  'munchkin/board/card/stats': 'Hoch {high} · Mittel {medium} · Niedrig {low}',
  'munchkin/board/card/no-stats': 'Noch keine Werte.',
  'munchkin/board/card/retraining': 'Neu verteilt → Hoch {high}, Mittel {medium}, Niedrig {low} am Rundenende',
  'munchkin/board/card/special': 'Sonderfähigkeit:',
  'munchkin/board/card/ready': '{special} ✓ bereit',
  'munchkin/board/card/tired': ' · erschöpft: −5 Stufen im nächsten Kampf',
  'munchkin/board/turn': 'Runde {round}',
  'munchkin/board/turn/player': 'Runde {round} · {name}',
  'munchkin/input/zero-change': 'eine Änderung um 0 ändert nichts.',
  'munchkin/key/round': 'Runde',
  'munchkin/key/top-level': 'Höchste Stufe',
  'munchkin/key/boss-kills': 'Vom Boss getötete Spieler',
};

const onTurn = (d: { name: string; onTurnOf?: string | null }) => (d.onTurnOf && d.onTurnOf !== d.name ? `, im Zug von ${d.onTurnOf}` : '');
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;

const narrate = typedNarration<MunchkinEvent>({
  'stats-chosen': (d) => `${d.name} wählte ${statLine(d)}.`,
  'stats-complete': () => 'Alle haben Werte. Zieht 6 Karten, dann werft bis auf 2 ab.',
  'first-player-chosen': (d) => `${d.name} beginnt. Runde 1 beginnt.`,
  'action-taken': (d) =>
    `${d.name}: ${MENU[d.action] ?? d.action}${d.targetName ? ` gegen ${d.targetName}` : ''} (${ap(d.cost)}${onTurn(d)}).`,
  'item-sold': (d) =>
    `${d.name} verkaufte eine Karte${d.cost === null ? ' ohne Kosten' : ` mit Kosten ${d.cost}`} für ${d.gold} Gold; sie kommt unter den Ladenvorrat.`,
  'item-bought': (d) =>
    `${d.name} kaufte Ladenplatz ${d.slot} für ${d.price} Gold (${ap(d.cost)}); ${d.placement === 'equip' ? 'sofort ausgerüstet' : d.placement === 'backpack' ? 'er kommt oben auf den Rucksack' : 'ausrüsten oder oben auf den Rucksack legen'}.`,
  'gift-basket': (d) =>
    `${d.name} zahlte ${d.price} Gold für einen Geschenkkorb: mischt den Ladenvorrat und legt seine oberste Karte ungesehen auf den Rucksack.`,
  'grenade-thrown': (d) =>
    `${d.name} warf einen ${signed(d.bonus)}-Gegenstand${d.effective !== d.bonus ? `, durch hohes Geschick verdoppelt auf ${signed(d.effective)}` : ''} (${ap(d.cost)}${onTurn(d)}).`,
  'level-bought': (d) => `${d.name} zahlte ${d.price} Gold für Stufe ${d.to}.`,
  'level-changed': (d) => `${d.name}: Stufe ${d.from} → ${d.to}.`,
  'special-used': (d) =>
    `${d.name} nutzte ${SPECIAL[d.special] ?? d.special}${d.targetName ? ` gegen ${d.targetName}` : ''}.${d.special === 'munchkin-rage' ? ' +30 in diesem Kampf; im nächsten Kampf zählt die Stufe 5 weniger.' : ''}`,
  'retrain-chosen': (d) => `${d.name} verteilt neu auf ${statLine(d)}, ab Rundenende (${ap(d.cost)}).`,
  'combat-ended': (d) =>
    d.result === 'won'
      ? `${d.name} gewann den Kampf: ${stufen(d.levels)} und ${d.gold} Gold${d.helperName ? `; ${d.helperName} bekommt ${d.helperGold} Gold` : ''}.`
      : `${d.name} ${RESULT[d.result] ?? d.result}.`,
  'player-died': (d) =>
    `${d.name} ist gestorben: die 3 teuersten Gegenstände kommen oben auf den Ladenvorrat, die anderen plündert jeder von links einen. Zurück am Rundenende mit 4 neuen Karten.`,
  'boss-trapped': (d) =>
    `${d.name} legte ${d.kind === 'enhancer' ? `einen Monsterverstärker (${signed(d.levels)})` : 'einen Fluch'} auf den Dungeon-Boss, ${d.faceDown ? 'verdeckt' : 'offen'} (${ap(d.cost)}).`,
  'boss-revealed': (d) =>
    `${d.name} deckte den Dungeon-Boss auf (${ap(d.cost)}): ${d.curses} ${d.curses === 1 ? 'Fluch trifft' : 'Flüche treffen'} ${d.name}, ${d.enhancers} Verstärker (${signed(d.enhancerLevels)}) schließen sich dem Boss an. Kampf!`,
  'boss-challenged': (d) => `${d.name} fordert den Dungeon-Boss heraus.`,
  'boss-polymorphed': (d) =>
    `${d.name} verwandelte den Dungeon-Boss (${ap(d.cost)}): deckt Dungeonkarten auf bis zu einem Monster — der neue Boss der Stufe 20.`,
  'boss-fight-ended': (d) => {
    const helped = d.helperNames?.length ? ` mit Hilfe von ${d.helperNames.join(' & ')}` : d.helpers?.length ? ' mit Hilfe' : '';
    const kills = d.kills ? ` Er tötete ${d.kills}: +${2 * d.kills} Stufen für den Boss, für immer.` : '';
    return `${d.name} ${RESULT[d.result] ?? d.result} gegen den Dungeon-Boss${helped}.${kills}`;
  },
  'victory-claimed': (d) =>
    d.next === 'tally' ? 'Der Dungeon-Boss ist tot. Zählt eure Reichtümer.' : 'Der Dungeon-Boss ist tot. Zeit für den Handschlag…',
  'game-won': (d: Params) => {
    const text = OUTCOMES[d.code];
    return typeof text === 'function' ? text(d) : text ? formatMessage(text, d, 'de') : String(d.code);
  },
  'tally-entered': (d) => `${d.name}: ${d.gold} Gold + ${d.itemValue} in Gegenständen + ${d.spells} Zauber = ${d.total}.`,
  'last-stand-began': () => 'Der Boss ist tot — jetzt gehen alle aufeinander los. Eine neue Runde beginnt.',
  'player-defeated': (d) => `${d.name} ist raus.`,
  'turn-ended': (d) =>
    d.nextName ? `Der Zug von ${d.name} endet; ${d.nextName} ist als Nächstes dran.` : `Der Zug von ${d.name} endet; die Runde ist vorbei.`,
  'restock-rerolled': (d) => `Der Auffüllwürfel zeigt ${d.slot}: dieser Platz wurde gekauft und ist leer — neu würfeln.`,
  'store-restocked': (d) => `Auffüllen ${d.count}: Platz ${d.slot} wird in den Vorrat gemischt und durch die oberste Karte ersetzt.`,
  'store-refilled': (d) =>
    `${d.slots.length === 1 ? 'Gekaufter Platz' : 'Gekaufte Plätze'} ${d.slots.join(', ')} ${d.slots.length === 1 ? 'wird' : 'werden'} aus dem Vorrat aufgefüllt.`,
  'round-ended': (d) =>
    `Runde ${d.round} endet. Aktionspunkte sind wieder voll${d.retrained.length ? `; ${d.retrained.join(', ')} neu verteilt` : ''}${d.revived.length ? `; ${d.revived.join(', ')} ${d.revived.length === 1 ? 'kehrt' : 'kehren'} zurück (Ablage in den Rucksack mischen, 4 ziehen)` : ''}. ${d.nextFirstName} beginnt Runde ${d.round + 1}.`,
});

const causes: Record<string, string> = {
  'munchkin/level-card': 'Karte „Steige eine Stufe auf“',
  'munchkin/table': 'Vom Tisch gemeldet',
  'munchkin/boss-kill': 'Vom Dungeon-Boss getötet (+2 Stufen für ihn je Tod)',
  'munchkin/combat-death': 'Im Kampf gestorben',
  'munchkin/empty-slot': 'Ein leerer Ladenplatz wird neu gewürfelt',
  'munchkin/all-bought': 'Jede Ladenkarte wurde diese Runde gekauft: kein Auffüllwurf, die sechs Plätze werden aufgefüllt',
  'munchkin/end-of-round': 'Jeder Spieler war am Zug',
  'munchkin/last-man-standing': 'Der Letzte steht',
  'munchkin/real-golden-rule': 'Die wahre goldene Regel',
  'munchkin/helped': 'Ein Helfer teilt den Sieg',
  'munchkin/out': 'Ausgeschiedene Spieler werden übersprungen',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Ziel und Aufbau',
    paragraphs: [
      'Besiegt den Dungeon-Boss. Jeder Spieler wählt unter Stärke, Geschick und Intellekt einen hohen, einen mittleren und einen niedrigen Wert (hoch gibt auch den mittleren Bonus dieses Werts und eine Sonderfähigkeit einmal pro Leben, die ein Tod zurückgibt) und darf eine Rasse aus dem Stapel nehmen, keine Klasse.',
      'Baut Rucksäcke aus genau 40 Karten, je Art mindestens 12, blind nach Art gewählt (Rucksack packen: die Karten wählen, reihum je 4). Legt 6 Schätze offen als Laden aus; der Rest ist sein Vorrat. Deckt Türkarten auf, bis 6 Monster liegen: eines zufällig ist der verdeckte Boss, die anderen kommen in den Dungeon (Größer und gruseliger: einigt euch auf den Boss). Zieht 6, dann werft bis auf 2 ab. Ein zufälliger Spieler beginnt.',
    ],
  },
  {
    heading: 'Werte',
    paragraphs: [
      'Stärke — hoch: +1 je im Kampf benutzter Hand und ein zusätzlicher Handplatz; Sonderfähigkeit MUNCHKIN-WUT!!! (+30 in einem Kampf, im nächsten zählt deine Stufe 5 weniger). Mittel (und hoch): +1 auf deine Mindest- (und Start-)Stufe — Stufe 2. Niedrig: Handgröße 1 statt 2.',
      'Geschick — hoch: Granatenboni verdoppelt (du darfst ablehnen) und 2 zusätzliche Gürtelplätze; Sonderfähigkeit Köder und Tausch. Mittel (und hoch): Granaten (oder jeder Gegenstand, der eine vorgibt) dürfen verdeckt an den Gürtel. Niedrig: −1 auf Abhauen.',
      'Intellekt — hoch: +1 Aktionspunkt pro Runde und 2 zusätzliche Zauberbuchplätze; Sonderfähigkeit Geheimer Plan. Mittel (und hoch): 1000 Gold kaufen eine Stufe, wann immer du im Laden kaufen könntest, nie Stufe 10. Niedrig: −1 Aktionspunkt pro Runde.',
    ],
  },
  {
    heading: 'Aktionspunkte',
    paragraphs: [
      '5 pro Runde, +1 ab Stufe 4, +1 mehr ab Stufe 8 (sofort, im selben Zug nutzbar), +1 hoher Intellekt, −1 niedriger Intellekt. Gib sie in deinem eigenen Zug aus; nur Gegenstand werfen und Zauber wirken gehen im Zug eines anderen, mit eigenen Punkten.',
      '0 AP: ausrüsten, ablegen, verkaufen (halbe Kosten, 200 für eine Karte ohne), einen Blick werfen, einen aufgedeckten Boss bekämpfen, Karte „Steige eine Stufe auf“, Gegenstände in den Rucksack stopfen, einen Gegenstand darauf legen. 1 AP: Gegenstand werfen, Zauber wirken, kaufen (die Kosten, 400 ohne), hektisches Suchen, Geschenkkorb (300 Gold), dem Boss eine Falle stellen. 2 AP: sorgfältiges Suchen, Ärger suchen. 3 AP: eine Tür öffnen, den Boss aufdecken (Stufe 10). 4 AP: recyceln. 6 AP: neu verteilen (neue Werte am Rundenende). 7 AP: den aufgedeckten Boss verwandeln.',
    ],
  },
  {
    heading: 'Runden und der Laden',
    paragraphs: [
      'Es geht nach links; war jeder am Zug, endet die Runde. Würfelt zweimal einen W6 und zählt die Ladenplätze von der Vorratsseite: diese Karte wird in den Vorrat gemischt und durch die oberste ersetzt (sie kann gleich zurückkommen). Ein diese Runde gekaufter Platz ist leer: trifft man ihn, wird neu gewürfelt; gekaufte Plätze werden nach den zwei Würfen aufgefüllt. Aktionspunkte kehren zurück; der nächste Spieler links beginnt die nächste Runde.',
      'Monster zahlen 200 Gold je Schatz statt Schatzkarten; Helfer teilen das Gold nach Absprache. Kein Raum plündern, keine Stufen kaufen, nichts direkt aus der Hand in den Kampf spielen, Handgröße 2, Abwürfe am Zugende kommen unter den Ladenvorrat.',
    ],
  },
  {
    heading: 'Der Dungeon-Boss',
    paragraphs: [
      'Ein Spieler der Stufe 10 darf ihn aufdecken (3 AP): verdeckt darauf gelegte Flüche und Fallen treffen den Aufdeckenden, Verstärker bleiben für immer beim Boss. Er hat Stufe 20, was auch immer die Karte sagt, +2 für immer für jeden getöteten Spieler — der Kämpfer und ein Helfer, die beide nicht abhauen, sind zwei Tötungen, +4 — und seine Schlimmen Dinge schließen den Tod ein. Einmal aufgedeckt, kostet ihn zu bekämpfen keine Punkte (Stufe 10 bleibt nötig). Nur Töten oder Verwandeln (7 AP) wird ihn los.',
      'Gewinnt allein, oder gebt eurem Helfer die Hand, um gemeinsam zu gewinnen — wer zuerst „Hinterhalt!“ ruft, gewinnt allein; rufen beide gleichzeitig, verlieren beide. Die wahre goldene Regel: der Reichste (Gold + Gegenstandskosten + 200 je Zauber) gewinnt. Der Letzte steht: eine neue Runde beginnt und die Spieler greifen einander an (1 AP), bis einer übrig ist.',
    ],
  },
  {
    heading: 'Unsere Entscheide',
    paragraphs: [
      'Den Boss aufzudecken kostet 3 AP und beginnt den Kampf; ein aufgedeckter Boss wird für 0 AP herausgefordert. Der Stufenkauf mit mittlerem Intellekt braucht deinen Zug und mindestens 1 übrigen AP, gibt aber keinen aus. Unter Stufe 4 oder 8 zu fallen nimmt diese Runde schon gegebene Punkte nicht zurück. Mittlere Stärke hält dich auf Stufe 2 oder mehr. Der Zug eines toten Spielers wird übersprungen, und er handelt bis zum Rundenende nicht. Bei Der Letzte steht bleibt der Laden offen, wird aber nicht aufgefüllt. Die Plätze folgen der Reihenfolge, in der die Spieler eingetragen wurden, nach links. Die Spielenden schließen einander aus: wählt eines beim Aufbau. Ein hoher Wert gibt auch seinen mittleren Bonus (Aufbauoption, an für neue Kampagnen; Kampagnen von davor behalten die eigene Zeile des hohen Werts, außer eingeschaltet). In einem verlorenen Bosskampf sagt der Tisch, ob auch der Helfer starb; jeder Tod ist eine Tötung (+2). Sonderfähigkeiten werden festgehalten und auf einmal pro Leben begrenzt; Köder und Tausch und Geheimer Plan werden dann am Tisch ausgespielt, ebenso die Karten reiner Tischaktionen (die App berechnet ihre Punkte) und Kampfsummen. „Keine Stufen kaufen“ heißt keine 1000-Gold-Stufen außer über den Bonus des mittleren Intellekts; ein Verkauf gibt nie eine Stufe. Wurde in einer Runde jede Ladenkarte gekauft, wird kein Auffüllwurf gemacht: die sechs Plätze werden aufgefüllt und die Runde endet.',
    ],
  },
];

export { narrate, causes, reference };
