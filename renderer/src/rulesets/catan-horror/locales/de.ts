/**
 * Catan Horror auf Deutsch: jeder Code des englischen Katalogs (messages, screen-words, key-track-words,
 * Fässer), die Erzählung jedes Ereignisses, die Ursachen und die Regelübersicht mit unseren Regelentscheiden.
 * Begriffe wie in den deutschen Ausgaben: Siedlung, Stadt, Metropole, Stadtmauer, Ritter (einfacher,
 * starker, mächtiger), Festung; Arkham Horror: Tor, Monsterschwemme, Hinweismarker, Zähigkeit, Horror.
 */
import type { Catalog } from '../../../i18n/catalog';
import type { CatanHorrorEvent } from '../../../../../shared/rulesets/catan-horror/events';
import type { RulesetTranslation } from '../../registry';
import { typedNarration } from '../../typed-narration';

const P = 'catan-horror';
const RANK: Record<string, string> = { basic: 'einfacher', strong: 'starker', mighty: 'mächtiger', general: 'General' };
const RANK_NAME: Record<string, string> = { basic: 'Einfach', strong: 'Stark', mighty: 'Mächtig', general: 'General' };
const rank = (r: string) => RANK_NAME[r] ?? r;
const SIZE: Record<string, string> = { settlement: 'Siedlung', city: 'Stadt', metropolis: 'Metropole' };
const size = (s: string) => SIZE[s] ?? s;
const RESOURCE: Record<string, string> = { brick: 'Lehm', lumber: 'Holz', wool: 'Wolle', grain: 'Getreide', ore: 'Erz' };
const RANK_SELECT = '{rank, select, basic {einfach} strong {stark} mighty {mächtig} general {General} other {{rank}}}';
const SIZE_SELECT = '{size, select, settlement {Siedlung} city {Stadt} metropolis {Metropole} other {{size}}}';
const list = (xs: readonly unknown[] | undefined) => (xs && xs.length ? xs.join(', ') : 'keine');
const names = (d: { names?: readonly string[]; name?: string }) => (d.names ? d.names.join(' + ') : String(d.name ?? ''));
const signed = (n: number) => `${n >= 0 ? '+' : '−'} ${Math.abs(n)}`;
const fass = (n: number) => `${n} ${n === 1 ? 'Fass' : 'Fässer'}`;
const schluck = (n: number) => `${n} ${n === 1 ? 'Schluck' : 'Schlucke'}`;
const madReward = (r: readonly string[] | undefined, what: string) =>
  r && r.length ? ` Wahnsinnige Spieler ${r.join(' / ')} ${what}.` : '';

const barrelMessages: Catalog = {
  'option/drunkards': 'Drunkards of Catan: Fässer und Feste',
  'option/drunkards/help':
    'Hausregel aus dem Trinkspiel Drunkards of Catan: Fässer mit Alkohol (1 Getreide + 1 Holz, im Bau-/Handelsschritt ohne Ritteraktion gebaut) werden gehandelt, verschenkt (der Beschenkte trinkt pro Fass einmal) und gegen eine Rohstoffkarte getrunken; je 2 Fässer sind 1 Siegpunkt. Zeigen roter und gelber Würfel eines Produktionswurfs einen Pasch (der Ereigniswürfel zählt nicht), feiern alle ein Fest: jeder gibt die Hälfte seiner Fässer ab, aufgerundet, und trinkt pro abgegebenem Fass einmal.',
  [`${P}/drunkards`]:
    'Unser Entscheid: nur die zwei Zahlenwürfel ergeben einen Pasch; das Fest folgt sofort auf den Produktionswurf (bevor eine 2 oder 12 ihr Tor öffnet); ausgeschiedene Spieler setzen aus.',
  [`${P}/act/roll-production-festival`]: 'Produktion würfeln (Pasch auf Rot und Gelb: Fest)',
  [`${P}/act/build-barrels`]: '{player} baut Fässer (je 1 Getreide + 1 Holz)',
  [`${P}/act/build-barrels-anyone`]: 'Fässer bauen (je 1 Getreide + 1 Holz)',
  [`${P}/act/trade-barrels`]: '{player} handelt Fässer (mit dem Spieler am Zug; niemand trinkt)',
  [`${P}/act/gift-barrels`]: '{player} verschenkt Fässer (der Beschenkte trinkt pro Fass einmal)',
  [`${P}/act/drink-barrel`]: 'Ein Fass trinken, für eine Rohstoffkarte',
  ...Object.fromEntries(Object.entries(RESOURCE).map(([id, name]) => [`${P}/resource/${id}`, name])),
  [`${P}/tracker/barrels`]: '{name}: Fässer ({vp} SP)',
  [`${P}/tracker/drinks`]: '{name}: Schlucke',
  'field/player': 'Spieler',
  'field/count': 'Wie viele',
  'field/giver': 'Von',
  'field/receiver': 'An',
  'field/resource': 'Genommene Rohstoffkarte',
  'rules/own_wrapup_no_build': '{player} hat in Schritt 3 gebaut: Die besondere Bauphase im Abschluss ist für die anderen Spieler.',
  'rules/drunkards_off': 'Fässer sind eine Hausregel, die diese Kampagne nicht spielt (Option „Drunkards of Catan“).',
  'rules/not_enough_barrels': '{name} hat nur {barrels, plural, =0 {keine Fässer} one {# Fass} other {# Fässer}}.',
  'rules/trade_with_current': 'Fässer werden mit dem Spieler am Zug gehandelt ({player}).',
  'rules/mad_trades_with_mad': 'Wahnsinnige Spieler handeln nicht mit gesunden ({mad} ist wahnsinnig, {sane} gesund).',
};

const keyTrackWords: Catalog = {
  'catan-horror/key/towns-mad': 'Wahnsinnige Orte',
  'catan-horror/key/towns-fallen': 'Gefallene Orte',
  'catan-horror/key/gates-open': 'Offene Tore',
  'catan-horror/key/knights-alive': 'Lebende Ritter',
  'catan-horror/key/knights-mad': 'Wahnsinnige Ritter',
  'catan-horror/key/monsters': 'Monster auf dem Plan',
};

const screenWords: Catalog = {
  'catan-horror/screen/barrels-panel/barrels-of-alcohol-drunkards-of-catan': 'Fässer mit Alkohol (Hausregel Drunkards of Catan)',
  'catan-horror/screen/barrels-panel/barrels': 'Fässer',
  'catan-horror/screen/barrels-panel/drunkards-of-catan-house-rule': 'Hausregel Drunkards of Catan',
  'catan-horror/screen/barrels-panel/doubles-on-red-and-yellow-festival': '★ Pasch auf Rot und Gelb — Fest!',
  'catan-horror/screen/barrels-panel/barrels-victory-points-from-barrels-drinks':
    'Fässer, Siegpunkte aus Fässern, Schlucke und das letzte Fest je Spieler',
  'catan-horror/screen/barrels-panel/player': 'Spieler',
  'catan-horror/screen/barrels-panel/vp-from-barrels': 'SP aus Fässern',
  'catan-horror/screen/barrels-panel/drinks': 'Schlucke',
  'catan-horror/screen/barrels-panel/last-festival': 'Letztes Fest',
  'catan-horror/screen/barrels-panel/turn': '(Zug {turn})',
  'catan-horror/screen/barrels-panel/returned': '(−{returned}, {drinks, plural, one {# Schluck} other {# Schlucke}})',
  'catan-horror/screen/barrels-panel/nothing-to-return': 'nichts abzugeben',
  'catan-horror/screen/barrels-panel/a-barrel-costs-1-grain-1':
    'Ein Fass kostet 1 Getreide + 1 Holz · 2 Fässer = 1 SP · Pasch auf Rot und Gelb: alle geben die Hälfte ab (aufgerundet), je ein Schluck.',
  'catan-horror/screen/board/catan-horror-table': 'Catan-Horror-Tisch',
  'catan-horror/screen/board/turn': 'Zug {turn} · {player}',
  'catan-horror/screen/board/player-stock': 'Trophäen {trophies} (Zähigkeit {worth}) · Hinweise {clues} · freie Figuren: {free}',
  'catan-horror/screen/board/intersections': '{n, plural, one {# Kreuzung} other {# Kreuzungen}}',
  'catan-horror/screen/board/monster-line': 'bei {location} — Kampf {combat}, Horror {horror}, Leben {health}/{toughness},',
  'catan-horror/screen/board/turn-steps': 'Zugschritte',
  'catan-horror/screen/board/event': 'Ereignis:',
  'catan-horror/screen/board/a-gate-opens': '⚠ ein Tor öffnet sich',
  'catan-horror/screen/board/festival': '★ Fest',
  'catan-horror/screen/board/now': '▶ jetzt',
  'catan-horror/screen/board/mad-player': '☠ wahnsinnig',
  'catan-horror/screen/board/fallen': '✕ ausgeschieden',
  'catan-horror/screen/board/appearing-at-the-end-of-the': 'Erscheinen am Ende des Zuges:',
  'catan-horror/screen/board/fortress': '· Festung',
  'catan-horror/screen/board/no-knights': 'Keine Ritter.',
  'catan-horror/screen/board/towns': 'Orte',
  'catan-horror/screen/board/towns-with-their-damage-and-state': 'Orte mit Schaden und Zustand',
  'catan-horror/screen/board/town': 'Ort',
  'catan-horror/screen/board/owner': 'Besitzer',
  'catan-horror/screen/board/size': 'Größe',
  'catan-horror/screen/board/walls': 'Mauer',
  'catan-horror/screen/board/horror': 'Horror',
  'catan-horror/screen/board/structural': 'Bauschaden',
  'catan-horror/screen/board/state': 'Zustand',
  'catan-horror/screen/board/seen-from': 'Gesehen von',
  'catan-horror/screen/board/building': 'im Bau',
  'catan-horror/screen/board/draws-nothing-no-victory-points': 'kein Ertrag, keine Siegpunkte',
  'catan-horror/screen/board/gates': 'Tore',
  'catan-horror/screen/board/gates-number-damage-toward-closing-state': 'Tore: Zahl, Schaden bis zum Schließen, Zustand',
  'catan-horror/screen/board/gate': 'Tor',
  'catan-horror/screen/board/hex': 'Feld',
  'catan-horror/screen/board/modifier': 'Modifikator',
  'catan-horror/screen/board/damage': 'Schaden',
  'catan-horror/screen/board/monsters-on-the-board': 'Monster auf dem Plan ({count})',
  'catan-horror/screen/board/evasive': ', ausweichend',
  'catan-horror/screen/board/player-stock-short': 'Trophäen {trophies} ({worth}) · Hinweise {clues} · frei {free}',
  'catan-horror/screen/board/foe-short': 'Kampf {combat}, Horror {horror}, Leben {health}/{toughness}',
  'catan-horror/screen/board/towns-of': 'Orte von {player} mit Schaden und Zustand',
  'catan-horror/screen/board/gate-hex': 'Feld {hex}',
  'catan-horror/screen/board/monsters-here': 'Monster hier',
  'catan-horror/screen/board/monsters-roaming': 'Monster anderswo ({count})',
  'catan-horror/screen/combat-resolver/combat-resolver': 'Kampfrechner',
  'catan-horror/screen/combat-resolver/combat-resolver-2': '⚔ Kampfrechner',
  'catan-horror/screen/combat-resolver/no-monster-on-the-board': 'Kein Monster auf dem Plan.',
  'catan-horror/screen/combat-resolver/at': 'Bei {place}',
  'catan-horror/screen/combat-resolver/odds': '{dice, plural, one {# Würfel} other {# Würfel}}, Treffer {needs}+, Tötung {kill}',
  'catan-horror/screen/combat-resolver/defending-an-assaulted-town-hits-on': 'Verteidigung eines belagerten Orts: Treffer ab 4',
  'catan-horror/screen/combat-resolver/monsters-at': 'Monster bei',
  'catan-horror/screen/combat-resolver/monster': 'Monster',
  'catan-horror/screen/combat-resolver/combat': 'Kampf',
  'catan-horror/screen/combat-resolver/horror': 'Horror',
  'catan-horror/screen/combat-resolver/health': 'Leben',
  'catan-horror/screen/combat-resolver/awareness': 'Wahrnehmung',
  'catan-horror/screen/combat-resolver/defences': 'Verteidigung',
  'catan-horror/screen/combat-resolver/chosen-knights': 'Gewählte Ritter',
  'catan-horror/screen/combat-resolver/struck': '(hat zugeschlagen)',
  'catan-horror/screen/combat-resolver/attack-app-rolls': 'Angriff (App würfelt)',
  'catan-horror/screen/combat-resolver/monsters-strike-first': '— Monster schlagen zuerst zu',
  'catan-horror/screen/combat-resolver/pick-knights': 'Ritter wählen',
  'catan-horror/screen/combat-resolver/knights-here': 'Ritter hier',
  'catan-horror/screen/combat-resolver/hidden': ', versteckt',
  'catan-horror/screen/combat-resolver/squad': ', Trupp',
  'catan-horror/screen/combat-resolver/attacked': ', hat angegriffen',
  'catan-horror/screen/knight-card/hidden': '◐ versteckt',
  'catan-horror/screen/knight-card/squad': '⚑ Trupp',
  'catan-horror/screen/knight-card/name-it-after-the-mark-on': 'Nach der Markierung auf der Figur benennen',
  'catan-horror/screen/knight-card/new-name': 'Neuer Name',
  'catan-horror/screen/knight-card/save': 'Speichern',
  'catan-horror/screen/knight-card/mad': '☠ WAHNSINNIG — noch {turns, plural, one {# Zug} other {# Züge}}',
  'catan-horror/screen/knight-card/at': 'bei',
  'catan-horror/screen/knight-card/hiding': '⚠ versteckt — Probe, falls {town} fällt',
  'catan-horror/screen/library-panel/monster-library': 'Monsterbibliothek ({kinds} Arten)',
  'catan-horror/screen/library-panel/monster-stats-as-catan-horror-reads': 'Monsterwerte, wie Catan Horror sie liest',
  'catan-horror/screen/library-panel/monster': 'Monster',
  'catan-horror/screen/library-panel/movement': 'Bewegung',
  'catan-horror/screen/library-panel/combat': 'Kampf',
  'catan-horror/screen/library-panel/horror': 'Horror',
  'catan-horror/screen/library-panel/toughness': 'Zähigkeit',
  'catan-horror/screen/library-panel/awareness': 'Wahrnehmung',
  'catan-horror/screen/library-panel/physical': 'Physisch',
  'catan-horror/screen/library-panel/magical': 'Magisch',
  'catan-horror/screen/library-panel/nightm-overwh': 'Albtr. / Überw.',
  'catan-horror/screen/library-panel/cup-out': 'Becher (draußen)',
  'catan-horror/screen/library-panel/edit': 'Ändern',
  'catan-horror/screen/library-panel/evasive': '; ausweichend',
  'catan-horror/screen/library-panel/remove': 'Entfernen',
  'catan-horror/screen/library-panel/add-or-change-a-monster': 'Monster hinzufügen oder ändern',
  'catan-horror/screen/library-panel/name': 'Name',
  'catan-horror/screen/library-panel/evasive-found-before-fought': 'Ausweichend (erst finden, dann kämpfen)',
  'catan-horror/screen/library-panel/nightmarish': 'Albtraumhaft',
  'catan-horror/screen/library-panel/overwhelming': 'Überwältigend',
  'catan-horror/screen/library-panel/in-the-cup': 'Im Becher',
  'catan-horror/screen/library-panel/save-to-the-library': 'In der Bibliothek speichern',
  'catan-horror/screen/board/step':
    '{step, select, combat {1 Kampf / Verstecken} production {2 Produktion} actions {3 Ritteraktionen} monsters {Monsterzug} other {Abschluss}}',
  'catan-horror/screen/board/die-showing': '{colour, select, red {roter Würfel zeigt {value}} other {gelber Würfel zeigt {value}}}',
  'catan-horror/screen/board/event-die':
    '{event, select, ship {Schiff} trade {Handel (gelbes Tor)} politics {Politik (blaues Tor)} science {Wissenschaft (grünes Tor)} other {{event}}}',
  'catan-horror/screen/board/free-pieces': '{basic} einfache, {strong} starke, {mighty} mächtige',
  'catan-horror/screen/board/move-note': '{movesOn, select, never {würfelt nie für Bewegung} other {zieht ab {movesOn}}}',
  'catan-horror/screen/combat-resolver/weapon-defence':
    '{weapon, select, physical {physische} other {magische}} {defence, select, resistant {Resistenz} immune {Immunität} other {{defence}}}',
  'catan-horror/screen/combat-resolver/nightmarish': 'albtraumhaft {n}',
  'catan-horror/screen/combat-resolver/overwhelming': 'überwältigend {n}',
  'catan-horror/screen/combat-resolver/evasive': 'Ausweichend',
  'catan-horror/screen/knight-card/rank': '{rank, select, basic {Einfach} strong {Stark} mighty {Mächtig} other {General}}',
  'catan-horror/screen/knight-card/rename': '{name} umbenennen',
  'catan-horror/screen/knight-card/health': 'Gesundheit',
  'catan-horror/screen/knight-card/sanity': 'Geist. Gesundheit',
  'catan-horror/screen/library-panel/move-note':
    '{movement, select, stationary {bewegt sich nie} unique {besonders (neu gezogen, außer erlaubt)} fast {schnell: {needs}+, {steps, plural, one {ein Schritt} =2 {zwei Schritte} other {# Schritte}}} flying {fliegend: {needs}+, zum nächsten Ort} aquatic {Wasserwesen: {needs}+, frei über Wasser} stalker {Pirscher: {needs}+, zum nächsten Ritter} other {zieht ab {needs}}}',
  'catan-horror/screen/library-panel/movement-kind':
    '{movement, select, normal {normal} fast {schnell} stationary {ortsfest} flying {fliegend} aquatic {Wasserwesen} stalker {Pirscher} unique {einzigartig} other {{movement}}}',
  'catan-horror/screen/library-panel/defence': '{defence, select, none {keine} resistant {resistent} immune {immun} other {{defence}}}',
  'catan-horror/screen/board/size-word': '{size, select, settlement {Siedlung} city {Stadt} metropolis {Metropole} other {{size}}}',
  'catan-horror/screen/board/horror-of': 'Horror {value} von {limit}',
  'catan-horror/screen/board/structural-of': 'Bauschaden {value} von {limit}',
  'catan-horror/screen/library-panel/edit-kind': '{name} ändern',
  'catan-horror/screen/library-panel/remove-kind': '{name} entfernen',
  'catan-horror/screen/library-panel/remove-title': '{onBoard, select, yes {Eines steht auf dem Plan} other {Aus der Bibliothek nehmen}}',
  'catan-horror/screen/board/gates-none': 'Tore: kein Tor auf dem Plan.',
  'catan-horror/table/knight-actions': 'Ritteraktionen',
  'catan-horror/table/knights': 'Ritter',
  'catan-horror/table/clues': 'Hinweise',
  'catan-horror/table/trophies': 'Trophäen',
  'catan-horror/table/no-knights': 'Keine Ritter.',
  'catan-horror/table/towns': 'Orte',
  'catan-horror/table/gates-monsters': 'Tore und Monster',
  'catan-horror/table/hex': 'Feld {n}',
  'catan-horror/table/damage-to-close': 'Schaden bis zum Schließen',
  'catan-horror/table/monsters': 'Monster',
  'catan-horror/table/on-board': '{n} auf dem Plan',
  'catan-horror/table/foe-at': 'bei {location} · {left}/{toughness}',
  'catan-horror/town/owned': `${SIZE_SELECT} von {owner}{walls, select, yes {, Mauer} other {}}`,
  'catan-horror/town/state':
    '{state, select, sane {gesund} assaulted {belagert} invaded {ÜBERFALLEN} mad {WAHNSINNIG} destroyed {zerstört} other {{state}}}',
  'catan-horror/town/horror': 'Horror',
  'catan-horror/town/structural': 'Bauschaden',
  'catan-horror/town/building': 'baut {kind} {progress}/{needs}',
  'catan-horror/town/counts-nothing': 'kein Ertrag, keine Siegpunkte',
};

export const messages: Catalog = {
  'catan-horror/input/gift-to-self': 'man kann sich nicht selbst Fässer schenken.',
  'catan-horror/whose-turn': 'Zug {turn} · {name}',
  [`${P}/phase/setup`]: 'Aufbau',
  [`${P}/phase/player/combat`]: '1. Kampf von Rittern und Orten / Verstecken',
  [`${P}/phase/player/production`]: '2. Produktionswurf',
  [`${P}/phase/player/actions`]: '3. Bauen, Handeln, Ritteraktionen',
  [`${P}/phase/monster/move`]: 'Monsterzug: Bewegung',
  [`${P}/phase/monster/report`]: 'Monsterzug: Figuren ziehen',
  [`${P}/phase/monster/invaded`]: 'Monsterzug: überfallene Orte nehmen Schaden',
  [`${P}/phase/monster/mad-towns`]: 'Monsterzug: Monster aus wahnsinnigen Orten',
  [`${P}/phase/monster/sanity`]: 'Monsterzug: geistige Gesundheit und Wahnsinn',
  [`${P}/phase/wrapup`]: 'Abschluss: Rekruten erscheinen, Sonderbauphase',
  [`${P}/phase/over`]: 'Das Spiel ist vorbei',

  [`${P}/enter-towns`]:
    'Tragt die Startorte jedes Spielers ein, wie sie auf dem Plan stehen (je eine Siedlung und eine Stadt; Städte erhalten eine Stadtmauer gratis), dann beginnt.',
  [`${P}/roll-setup-gate`]: 'Würfelt 2W6, wo sich ein Aufbau-Tor öffnet (noch {left}). 2, 6, 7, 8 und 12 werden neu gewürfelt.',
  [`${P}/roll-gate-location`]: 'Eine 2 oder 12: würfelt erneut 2W6, wo sich das neue Tor öffnet.',
  [`${P}/roll-gate-hex`]: '{choices} freie Felder zeigen die {number}: würfelt eines aus (in Leserichtung zählen, oben links zuerst).',
  [`${P}/choose-gate-hex`]:
    '{choices} freie Felder zeigen die {number}: der wahnsinnige Spieler wählt eines (in Leserichtung gezählt) oder würfelt.',
  [`${P}/allocate-squad-dice`]:
    'Der Trupp würfelte {values} (Treffer ab {needs}). Wählt die Reihenfolge der Monster: jedes bekommt die niedrigsten Fehlwürfe gegen seinen Kampfwert, dann Treffer.',
  [`${P}/gate-token`]:
    'Zieht einen Tormarker für das Feld {number} (#{hex}): tragt seinen aufgedruckten Modifikator ein und, wenn ihr wollt, einen Namen für den Ort.',
  [`${P}/place-monster`]: (p) =>
    `Zieht ein Monster aus dem Becher für ${p.location}${Number(p.min) > 0 ? ` (Zähigkeit ${p.min} oder mehr; sonst neu ziehen)` : ''} und sagt, welches es ist.`,
  [`${P}/seal-gate`]:
    '{player} hat ein Tor geschlossen. Jetzt mit einem Hinweismarker versiegeln ({clues} vorhanden)? Später geht es nicht mehr.',
  [`${P}/report-moves`]: 'Zieht die Figuren der Monster, die sich bewegen, und sagt, wohin jedes ging. Fertig, wenn der Plan stimmt.',
  [`${P}/report-none-moved`]: 'Kein Monsterwurf erlaubt diesen Zug eine Bewegung: auf dem Plan ist nichts zu ziehen.',
  [`${P}/resolve-combat`]:
    '{player}: Monster bei euren Rittern schlagen zuerst zu; versteckte Ritter legen Proben ab; dann schlagen eure Ritter zurück.',
  [`${P}/combat-clear`]: '{player}: kein Kampf fällig. Schlagt zurück, wo ihr könnt, oder weiter zur Produktion.',
  [`${P}/roll-production`]: '{player}: würfelt roten W6, gelben W6 und den Ereigniswürfel.',
  [`${P}/knight-actions`]:
    '{player}: baut und handelt frei; {left, plural, =0 {keine Ritteraktion mehr} one {noch # Ritteraktion} other {noch # Ritteraktionen}}.',
  [`${P}/roll-movement`]: 'Würfelt für jedes Monster, das sich bewegen kann ({count}): normal 4+, schnell 3+.',
  [`${P}/roll-mad-towns`]: 'Würfelt für jeden wahnsinnigen Ort: {list}.',
  [`${P}/wrapup`]: 'Rekruten und Miliz stehen auf dem Plan. Sonderbauphase: jeder darf bauen. Dann endet der Zug von {player}.',
  [`${P}/monster-response`]:
    '{foe} ist in {town} eingedrungen. Jeder Ritter dort wählt jetzt: bleiben und kämpfen, bleiben und verstecken oder fliehen.',
  [`${P}/invasion-hide`]:
    '{town} ist überfallen: die Ritter, die sich versteckt haben, legen jetzt ihre Versteckprobe ab (W6 + Stärke + Wahrnehmung + 1 im Ort, 5+).',
  [`${P}/working`]: 'Einen Moment…',
  [`${P}/over/sole-winner`]: 'Ein Spieler hat allein gewonnen.',
  [`${P}/over/catan-fallen`]: 'Catan ist den Großen Alten verfallen.',
  [`${P}/over/catan-freed`]: 'Catan ist frei: die Siedler gewinnen.',
  [`${P}/over/mad-players-win`]: 'Die Wahnsinnigen haben die Gesunden ausgelöscht.',
  [`${P}/over/all-fallen`]: 'Alle Spieler sind ausgeschieden.',
  [`${P}/over/ended`]: 'Das Spiel ist vorbei.',
  [`${P}/choice`]: '{label}',
  [`${P}/choice/size-settlement`]: 'Siedlung',
  [`${P}/choice/size-city`]: 'Stadt (Mauer gratis)',
  [`${P}/choice/size-metropolis`]: 'Metropole',
  [`${P}/choice/trophy`]: '{kind} (+{toughness})',
  [`${P}/choice/monster`]: '{name} ({movement}, Kampf {combat}, Zähigkeit {toughness})',
  [`${P}/choice/monster-toughness`]: '{name} (Zähigkeit {toughness})',
  [`${P}/choice/player-barrels`]: '{name} ({barrels})',
  [`${P}/choice/strike-one`]: `{name} (${RANK_SELECT}, Schaden {damage})`,
  [`${P}/choice/strike-part`]: `{name} (${RANK_SELECT}, Schaden {damage}): nimmt {amount}, der Rest verfällt`,
  [`${P}/choice/strike-split`]: '{shares}',
  [`${P}/choice/walls`]: 'Stadtmauer von {town}',

  [`${P}/act/add-town`]: 'Einen Ort von {player} hinzufügen',
  [`${P}/act/apply-madness`]: '{name} hat keine geistige Gesundheit mehr, ist aber nicht wahnsinnig — Wahnsinn anwenden',
  [`${P}/die/red`]: 'Roter W6',
  [`${P}/die/yellow`]: 'Gelber W6',
  [`${P}/die/event`]: 'Ereigniswürfel',
  [`${P}/die/attack`]: 'Angriffswürfel {n}',
  [`${P}/die/squad`]: 'Truppwürfel {n}',
  [`${P}/die/hide`]: 'W6 Versteckprobe',
  [`${P}/die/raze`]: 'W6 Schleifprobe',
  [`${P}/die/gate`]: 'Torwurf W6 {n}',
  [`${P}/die/gate-hex`]: 'Welches Feld: W{hexes}',
  [`${P}/die/moves`]: '{name} (ab {needs} bewegt es sich)',
  [`${P}/die/mad-town`]: '{town}: Monsterwürfel',
  [`${P}/act/begin`]: 'Beginnen: einfache Ritter auf die Städte, die zwei Tore auswürfeln',
  [`${P}/ask/begin-anyway`]: (p) =>
    `${new Intl.ListFormat('de', { type: 'conjunction' }).format(p.players as string[])} ${p.count === 1 ? 'hat' : 'haben'} noch keine Siedlung auf dem Plan — trotzdem beginnen?`,
  [`${P}/act/roll-setup-gate`]: 'Ein Aufbau-Tor auswürfeln',
  [`${P}/act/roll-gate-location`]: 'Würfeln, wo sich das Tor öffnet',
  [`${P}/act/roll-gate-hex`]: 'Das Feld auswürfeln',
  [`${P}/act/open-gate`]: 'Tor öffnen (ohne Namen: „{label}“)',
  [`${P}/act/choose-gate-hex`]: 'Der wahnsinnige Spieler wählt das Feld',
  [`${P}/act/mad-reroll-gate`]: '{player} (wahnsinnig) zahlt 1 Getreide, um den Ort des Tors neu zu würfeln',
  [`${P}/act/mad-build-start`]: 'Auf der Ortskarte von {town} ein Monster bauen (aus dem Becher gezogen)',
  [`${P}/act/mad-town-to`]: 'Den wahnsinnigen Ort {town} einem anderen wahnsinnigen Spieler geben',
  [`${P}/act/mad-build-add`]: 'Am {kind} auf {town} bauen ({progress}/{needed}; 2 Wolle, 1 Getreide, 1 Holz)',
  [`${P}/act/place-monster`]: 'Monster einsetzen',
  [`${P}/act/seal-gate`]: 'Versiegeln (einen Hinweis ausgeben)',
  [`${P}/act/leave-unsealed`]: 'Nicht versiegeln',
  [`${P}/act/buy-clue`]: '{player}: Trophäen gegen einen Hinweismarker tauschen',
  [`${P}/act/monster-moved`]:
    '{name} (bei {from}; {movement, select, fast {schnell: zwei Kreuzungen, bei Zufall je ein Wurf} flying {fliegend: zum nächsten, dann kleinsten Ort, gesehen oder nicht; frei über Wasser} aquatic {Wasserwesen: wie normal, frei über Wasser} stalker {Pirscher: zum nächsten Ritter, immer bekannt} unique {eigene Sonderbewegung, siehe Karte} other {eine Kreuzung zum nächsten, dann kleinsten sichtbaren Ort, sonst zu einem unversteckten Ritter daneben, sonst zufällig}}) zog nach…',
  [`${P}/act/movement-done`]: 'Die Figuren sind gezogen',
  [`${P}/act/nothing-moved`]: 'Weiter (kein Monster zog)',
  [`${P}/act/end-combat`]: 'Kampf fertig: zur Produktion',
  [`${P}/act/roll-production`]: 'Produktion würfeln',
  [`${P}/act/end-actions`]: 'Ritteraktionen beenden: Monsterzug',
  [`${P}/act/roll-monster-movement`]: 'Monsterbewegung würfeln ({list})',
  [`${P}/act/roll-mad-towns`]: 'Für die wahnsinnigen Orte würfeln',
  [`${P}/act/end-turn`]: 'Zug beenden',
  [`${P}/act/declare-victory`]:
    '{player} hat mehr als 10 Punkte: gewinnt allein (überfallene und wahnsinnige Orte zählen nicht: {notCounting})',
  [`${P}/act/foe-strike`]: '{foe} schlägt mit {damage} bei {location} zu: wer nimmt den Schlag?',
  [`${P}/act/knights-attack`]: (p) => `${p.knights} greifen ${p.foe} an: ${p.dice} Würfel, Treffer ab ${p.needs}, ${p.health} zum Töten`,
  [`${P}/act/squad-attack`]:
    'Trupp {knights} greift an: {dice, plural, one {# Würfel} other {# Würfel}}, Treffer ab {needs}, gegen {foes} (Chance: alle sterben)',
  [`${P}/act/allocate-squad-dice`]: (p) => `${p.order}: tötet ${p.kills}`,
  [`${P}/act/hide-check`]: 'Versteckprobe für {knights}',
  [`${P}/act/respond-to-monster`]: '{player}: {knights} in {town} — gegen {foe} bleiben und kämpfen oder bleiben und verstecken?',
  [`${P}/act/flee-from-monster`]: '{player}: {knights} fliehen aus {town} vor {foe}, zu einer angrenzenden Kreuzung',
  [`${P}/act/invasion-hide-check`]: 'Versteckprobe für {knights} von {player}, versteckt in {town}',
  [`${P}/response/fight`]: 'Bleiben und kämpfen ({town} verteidigen: Treffer ab 4)',
  [`${P}/response/hide`]: 'Bleiben und verstecken (Versteckprobe beim Überfall: {odds})',
  [`${P}/response/flee`]: 'Zu einer angrenzenden Kreuzung fliehen (unten angeben, wohin)',
  [`${P}/act/move`]: (p) =>
    `${p.knights} bewegen: bis zu ${p.reach} ${Number(p.reach) === 1 ? 'Kreuzung' : 'Kreuzungen'}, Straßen zählen halb${p.check ? ' (Versteckprobe, um das Monster zu verlassen)' : ''}`,
  [`${P}/act/hide`]: '{knights} verstecken',
  [`${P}/act/hide/odds`]: 'die Versteckprobe gelingt',
  [`${P}/act/move/odds`]: 'die Versteckprobe zum Verlassen gelingt',
  [`${P}/act/find-monster/odds`]: '{foe} wird gefunden',
  [`${P}/act/raze/odds`]: 'die Schleifprobe gelingt',
  [`${P}/act/knights-attack/odds`]: '{foe} wird getötet',
  [`${P}/act/squad-attack/odds`]: 'alle sterben',
  [`${P}/act/hide-check/odds`]: '{knights} bleiben versteckt',
  [`${P}/act/invasion-hide-check/odds`]: '{knights} bleiben versteckt',
  [`${P}/act/unhide`]: '{knights} zeigen sich (gratis)',
  [`${P}/act/attack-gate`]: '{knights} greifen {gate} an: {dealt} Schaden (jetzt {damage}/10)',
  [`${P}/act/calm`]: '{knights} beruhigen {town} (−{amount} Horror)',
  [`${P}/act/repair`]: '{knights} reparieren {town} (−{amount} Bauschaden)',
  [`${P}/act/raze`]: (p) => `${p.knights} schleifen ${p.town} (${p.amount} Bauschaden${p.check ? ', Schleifprobe' : ', ohne Probe'})`,
  [`${P}/act/recruit`]: '{knights} rekrutieren einen einfachen Ritter in {town}',
  [`${P}/act/harvest`]: '{knights} ernten {resources} Rohstoff(e) (2 Aktionen)',
  [`${P}/act/rest`]: '{knight} rastet (1 Getreide zahlen)',
  [`${P}/act/form-squad`]: '{knight} bildet einen Trupp mit {members}',
  [`${P}/act/join-squad`]: '{knight} schließt sich Trupp {squad} an',
  [`${P}/act/colonize`]: '{knight} besiedelt {location} (3 Aktionen, Siedlungskosten, Abstieg)',
  [`${P}/act/militia`]: 'Miliz in {town} (3 Aktionen)',
  [`${P}/act/spend-clue-for-action`]: 'Hinweis ausgeben: eine Ritteraktion mehr',
  [`${P}/act/promote`]: '{knight} befördern: {to, select, strong {stark} mighty {mächtig} general {General} other {{to}}} (Wolle + Erz)',
  [`${P}/act/upgrade-town`]: `{town} ausbauen (jetzt ${SIZE_SELECT})`,
  [`${P}/act/build-walls`]: 'Stadtmauer für {town}',
  [`${P}/act/make-general`]: 'In {town} einen General aufstellen (eine Siegpunktkarte abwerfen)',
  [`${P}/act/build-settlement`]: '{player} baut eine Siedlung',
  [`${P}/act/set-fortress`]: (p) => `${p.player} ${p.has ? 'hat die Festung gebaut' : 'hat keine Festung mehr'}`,

  [`${P}/tracker/actions`]: 'Ritteraktionen übrig',
  [`${P}/tracker/knight-damage`]: '{name}: Schaden',
  [`${P}/tracker/knight-sanity`]: '{name}: geistiger Schaden',
  [`${P}/tracker/knight-mad`]: '{name}: Wahnsinnszüge übrig',
  [`${P}/tracker/town-horror`]: '{name}: Horror',
  [`${P}/tracker/town-structural`]: '{name}: Bauschaden',
  [`${P}/tracker/gate-damage`]: '{name}: Torschaden',
  [`${P}/tracker/monster-wounds`]: '{name}: Wunden',
  [`${P}/tracker/clues`]: '{name}: Hinweismarker',

  'option/piecesPerRank': 'Ritterfiguren je Rang und Farbe',
  'option/piecesPerRank/help':
    'Städte & Ritter gibt jeder Farbe 2 einfache, 2 starke und 2 mächtige Figuren. Ein Abstieg auf einen Rang ohne freie Figur tötet den Ritter; Rekruten und Miliz brauchen eine freie einfache Figur; ein General steht auf einer mächtigen Figur.',
  ...Object.fromEntries(
    [3, 4, 5, 6, 8, 9, 10, 11].flatMap((n) => [
      [`option/chits${n}`, `Felder mit der ${n}`],
      [`option/chits${n}/short`, `${n}`],
      [
        `option/chits${n}/help`,
        `Wie viele Zahlenchips die ${n} zeigen, nachdem 2 und 12 ersetzt sind. Auf einem davon öffnet sich ein Tor; ist keiner mehr frei, bringt ein Torwurf von ${n} stattdessen eine Monsterschwemme.`,
      ],
    ]),
  ),
  [`option-group/${P}/chits`]: 'Felder je Zahl',
  'option/specialMovementMonsters': 'Monster mit Sonderbewegung (grün) behalten',
  'option/specialMovementMonsters/help':
    'Aus (der Rat der Vorlage): ein aus dem Becher gezogener Chthonier oder Hund des Tindalos geht zurück, ein anderes wird gezogen. An: sie kommen ins Spiel und bewegen sich wie normale Monster.',
  'option/startMadPlayer': 'Mit einem wahnsinnigen Spieler beginnen',
  'option/startMadPlayer/help':
    'Optionale Regel: ein Spieler beginnt wahnsinnig und arbeitet gegen die anderen (gewählt bei Spielbeginn). Unser Entscheid: seine Orte beginnen als wahnsinnige Orte, sein Ritter beginnt wahnsinnig; die Ritter eines wahnsinnigen Spielers bleiben wahnsinnig.',
  'option/deadBecomeMad': 'Ausgelöschte Spieler werden wahnsinnig',
  'option/deadBecomeMad/help': 'Optionale Regel: wer jeden Ort und Ritter verliert, wird ein wahnsinniger Spieler, statt auszuscheiden.',
  [`${P}/chits`]:
    'Unser Entscheid: die App sieht euren Plan nicht, also tragt ein, wie viele Felder jede Zahl zeigen. Standard: ein Standardplan, dessen 2 und 12 durch eine 4 und eine 10 ersetzt sind.',
  [`${P}/pieces`]: 'Je Farbe gezählt; wartende Rekruten belegen eine einfache Figur.',

  [`${P}/outcome/sole-winner`]: '{player} hat einen Weg gefunden, die Monster zu besiegen — allein.',
  [`${P}/outcome/catan-fallen`]: 'Jeder Ort ist wahnsinnig: Catan ist gefallen.',
  [`${P}/outcome/catan-freed`]: 'Kein wahnsinniger Ort, kein offenes Tor, kein Monster: alle Siedler gewinnen.',
  [`${P}/outcome/mad-players-win`]: 'Die Wahnsinnigen haben die Gesunden ausgelöscht.',
  [`${P}/outcome/all-fallen`]: 'Alle Spieler sind ausgeschieden.',

  'field/owner': 'Spieler',
  'field/label': 'Name auf dem Plan',
  'field/size': 'Größe',
  'field/modifier': 'Modifikator des Tormarkers',
  'field/kind': 'Gezogenes Monster',
  'field/target': 'Nimmt den Schlag',
  'field/to': 'Jetzt bei',
  'field/madPlayer': 'Beginnt wahnsinnig',
  'field/hex': 'Feldnummer',
  'field/trophy': 'Trophäe einsetzen (+ihre Zähigkeit)',
  'field/response': 'Antwort',
  'field/fleeTo': 'Flieht nach',
  'field/newPlace': 'Ein neuer Ort (noch nicht auf dem Plan)',

  'rules/wrong_phase': 'Nicht jetzt: das gehört zu einem anderen Schritt des Zuges.',
  'rules/nothing_to_do': 'Nichts auf dem Plan kann das jetzt tun.',
  'rules/did_you_mean': 'Meintet ihr {suggestion}? („{place}“ ist kein Ort auf dem Plan; kreuzt „Ein neuer Ort“ an, wenn er neu ist.)',
  'rules/unknown_place':
    '„{place}“ ist noch kein Ort auf dem Plan: kreuzt „Ein neuer Ort“ an, um ihn hinzuzufügen, oder wählt einen aus der Liste.',
  'rules/answer_pending': 'Beantwortet zuerst, was der Tisch gefragt wurde.',
  'rules/not_asked': 'Danach wurde der Tisch jetzt nicht gefragt.',
  'rules/no_actions_left': 'Das braucht {cost, plural, one {# Ritteraktion} other {# Ritteraktionen}}; noch {left}.',
  'rules/unknown_knight': 'Diesen Ritter gibt es nicht.',
  'rules/already_mad': '{name} ist schon wahnsinnig: bis zur Genesung geht keine geistige Gesundheit mehr verloren.',
  'rules/not_at_sanity_limit': 'Kein Ritter steht an der Grenze seiner geistigen Gesundheit, ohne wahnsinnig zu sein.',
  'rules/not_your_knight': 'Dieser Ritter gehört einem anderen Spieler.',
  'rules/knight_mad': 'Einem wahnsinnigen Ritter befiehlt man nichts.',
  'rules/unknown_player': 'Diesen Spieler gibt es nicht.',
  'rules/duplicate_location': 'Es gibt schon einen Ort namens „{label}“.',
  'rules/build_settlement_first': 'Im Spiel beginnt ein neuer Ort als Siedlung; danach ausbauen.',
  'rules/walls_need_city': 'Eine Stadtmauer steht nur um eine Stadt oder Metropole.',
  'rules/already_begun': 'Das Spiel hat schon begonnen.',
  'rules/needs_city': 'Jeder Spieler braucht vor Spielbeginn eine Stadt auf dem Plan.',
  'rules/unknown_monster': 'Die Monsterbibliothek kennt kein „{kind}“.',
  'rules/redraw_special_movement': '{kind} hat eine Sonderbewegung: zurücklegen und neu ziehen.',
  'rules/redraw_weak_monster': '{kind} ist hier zu schwach (Zähigkeit unter {min}): neu ziehen.',
  'rules/none_left_in_cup': 'Alle {count} {kind} sind schon auf dem Plan.',
  'rules/no_clue': 'Ihr habt keinen Hinweismarker auszugeben.',
  'rules/combat_unresolved': 'Erst muss jedes Monster hier zuschlagen und jeder versteckte Ritter seine Probe ablegen.',
  'rules/no_strike_due': 'Dieses Monster hat jetzt keinen Angriff.',
  'rules/no_walls': 'Hier gibt es keine Stadtmauer aufzugeben.',
  'rules/not_in_fight': 'Dieser Ritter ist nicht in diesem Kampf.',
  'rules/squad_weakest_first': 'In einem Trupp fallen die schwächsten Ritter zuerst.',
  'rules/monsters_strike_first': 'Ohne die Aktion Angriff schlagen die Monster zuerst zu.',
  'rules/squad_fights_together': 'Ein Ritter im Trupp kämpft mit seinem Trupp.',
  'rules/hidden_knight': 'Ein versteckter Ritter ist nicht im Kampf; erst zeigen.',
  'rules/already_attacked': 'Jeder Ritter greift einmal pro Zug an.',
  'rules/no_attack_dice': 'Ihre Stärke überwindet {foe} nicht: keine Würfel.',
  'rules/no_foe_here': 'Hier ist kein Monster zu bekämpfen.',
  'rules/no_check_due': 'Dieser Ritter schuldet jetzt keine Versteckprobe.',
  'rules/no_such_trophy': 'Diese Trophäe liegt nicht im Stapel.',
  'rules/not_enough_trophies': 'Ein Hinweis kostet Trophäen mit Zähigkeit {price}; diese sind {worth} wert.',
  'rules/player_dead': '{player} ist ausgeschieden und baut nicht mehr.',
  'rules/not_your_turn': 'Nicht im Zug eines anderen Spielers.',
  'rules/same_location': 'Der Ritter ist schon dort.',
  'rules/already_hidden': 'Schon versteckt.',
  'rules/not_hidden': 'Nicht versteckt.',
  'rules/no_open_gate': 'Dieses offene Tor gibt es nicht.',
  'rules/not_at_gate': 'Der Ritter muss bei {gate} stehen.',
  'rules/unknown_town': 'Diesen Ort gibt es nicht.',
  'rules/not_in_town': 'Der Ritter muss in {town} sein.',
  'rules/town_invaded': 'Ein überfallener Ort lässt sich nicht beruhigen.',
  'rules/town_mad': 'Ein wahnsinniger Ort ist nicht zu beruhigen; schleift ihn.',
  'rules/nothing_to_calm': 'Der Ort hat keinen Horror.',
  'rules/nothing_to_repair': 'Der Ort hat keinen Bauschaden.',
  'rules/needs_strong': 'Das braucht einen starken Ritter oder besser.',
  'rules/needs_own_sane_town': 'Rekrutieren braucht einen gesunden Ort eurer Farbe.',
  'rules/one_recruit_per_town': '{town} hat diesen Zug schon einen Rekruten gestellt.',
  'rules/no_free_piece': 'Keine freie {rank, select, basic {einfache} strong {starke} mighty {mächtige} other {General-}} Ritterfigur.',
  'rules/already_in_squad': 'Dieser Ritter ist schon in einem Trupp.',
  'rules/squad_needs_weaker': 'Der Gründer bildet einen Trupp mit schwächeren Rittern ({knight} ist nicht schwächer).',
  'rules/not_here': 'Truppmitglieder müssen am selben Ort stehen ({knight} ist woanders).',
  'rules/nothing_to_heal': '{knight} ist unverletzt.',
  'rules/top_rank': 'Ein mächtiger Ritter oder General kann nicht weiter befördert werden.',
  'rules/needs_sane_city': 'Ein General erscheint auf einer eurer gesunden Städte.',
  'rules/needs_fortress': 'Ein General braucht die Stadtausbaustufe Festung.',
  'rules/one_general': 'Ein Spieler hat höchstens einen General.',
  'rules/general_and_two_mighty': 'Kein General neben zwei mächtigen Rittern.',
  'rules/needs_sane_town': 'Nur ein gesunder Ort wird ausgebaut.',
  'rules/build_needs_sane_town': '{player} hat keinen gesunden Ort: ein Bau muss an einen gesunden Ort des Bauenden anschließen.',
  'rules/top_size': 'Größer als eine Metropole wird kein Ort.',
  'rules/already_walled': 'Der Ort hat schon eine Mauer.',
  'rules/monster_on_board': 'Ein {kind} ist auf dem Plan.',
  'rules/mad_cannot_win_on_points': 'Wahnsinnige und ausgeschiedene Spieler gewinnen nicht nach Punkten.',
  'rules/invalid_options': 'Diese Optionen sind ungültig ({fields}).',
  'rules/mad_players_divide': 'Nur wahnsinnige Spieler geben einander wahnsinnige Orte.',
  'rules/invalid_order': 'Jedes Monster wird einmal angegangen.',
  'rules/no_mad_reroll': 'Nur ein wahnsinniger Spieler darf den Ort eines neuen Tors neu würfeln, einmal pro Tor.',
  'rules/no_mad_player': 'Nur ein wahnsinniger Spieler wählt, wo sich ein Tor öffnet.',
  'rules/no_such_hex': '{choices, plural, one {Nur # Feld zeigt} other {Nur # Felder zeigen}} die {number}.',
  'rules/needs_mad_players_town': 'Monster werden nur in einem wahnsinnigen Ort eines wahnsinnigen Spielers gebaut.',
  'rules/already_building': '{town} baut schon ein Monster.',
  'rules/not_building': 'Auf dieser Ortskarte wird nichts gebaut.',
  'rules/build_complete': 'Das Monster ist fertig; es erscheint im Schritt Monsterproduktion.',
  'rules/no_mad_start': 'Mit einem wahnsinnigen Spieler zu beginnen ist eine Option beim Aufbau.',
  'rules/too_few_players': 'Catan Horror braucht mindestens {min} Spieler.',
  'rules/no_response_due': 'Dieser Ritter schuldet diesem Monster keine Antwort.',
  'rules/flee_needs_place': 'Sagt, wohin der Ritter flieht: eine Kreuzung neben dem Ort.',
  'rules/only_flee_moves': 'Nur ein fliehender Ritter zieht; lasst „Flieht nach“ leer, um zu kämpfen oder sich zu verstecken.',
  'rules/evasive_not_found': 'Ein ausweichendes Monster muss erst gefunden werden (eine Versteckprobe), bevor man es bekämpft.',
  'rules/not_evasive': 'Nur ein noch nicht gefundenes ausweichendes Monster muss gesucht werden; {foe} ist schon im Kampf.',
  'rules/no_move_rolled': 'Nur ein Monster, dessen Bewegungswurf es diesen Monsterzug ziehen ließ, wird gezogen, einmal.',
  [`${P}/act/find-monster`]: '{knights}: das ausweichende {foe} finden (Versteckprobe)',
  [`${P}/report-moves-mad`]:
    'Zieht die Figuren, deren Wurf sie ziehen lässt; die wahnsinnigen Spieler ({controller}) wählen, wohin, und dürfen die üblichen Bewegungsregeln missachten.',
  'rules/share_too_large': 'Das Monster teilt {combat} aus; die Anteile ergeben {total}.',
  'rules/damage_unassigned':
    'Jeder Punkt der {combat} des Monsters trifft, außer ein Ritter stirbt an seinem Anteil (die Anteile ergeben {total}).',
  'rules/setup_one_settlement_one_city': 'Beim Aufbau setzt jeder Spieler eine Siedlung und eine Stadt (keine Metropole).',
  'rules/mad_start_needs_sane': 'Mindestens ein Spieler muss gesund beginnen.',
  'rules/mighty_needs_fortress': 'Ein starker Ritter wird nur mit der Festung mächtig (wie in Städte & Ritter).',
  'rules/not_your_town': 'Nur sein Besitzer baut einen Ort aus; jeder darf eine zur Stadt reduzierte Metropole wieder aufbauen.',
  [`${P}/act/rebuild-metropolis`]:
    '{player}: die Metropole von {town} wieder aufbauen (4 ihrer Handelsware, 5, wenn ihr Besitzer den letzten Ausbau gebaut hat)',

  'rules/barrels_not_begun': 'Fässer kommen ins Spiel, sobald es begonnen hat.',
  'rules/player_dead_barrels': '{player} ist ausgeschieden und handelt nicht mehr mit Fässern.',
  'rules/no_strikes_due': 'Kein Monster hat jetzt einen Angriff.',
  'rules/not_your_knight_fights': 'Nur eure eigenen gesunden Ritter kämpfen.',
  'rules/knight_not_with_monster': 'Dieser Ritter ist nicht dort, wo das Monster ist.',
  'rules/no_such_monster': 'Dieses Monster ist nicht auf dem Plan.',
  'rules/unknown_squad': 'Diesen Trupp gibt es nicht.',
  'rules/hidden_squad': 'Ein versteckter Trupp ist nicht im Kampf; erst zeigen.',
  'rules/monster_not_with_squad': 'Dieses Monster ist nicht dort, wo der Trupp ist.',
  'rules/no_checks_due': 'Kein versteckter Ritter schuldet jetzt eine Versteckprobe.',
  'rules/unknown_unit': 'Diesen Ritter oder Trupp gibt es nicht.',
  'rules/duplicate_gate': 'Es gibt schon ein offenes Tor namens „{label}“.',
  'rules/seal_needs_clue': 'Ein Tor zu versiegeln kostet einen Hinweismarker; {player} hat keinen.',
  'rules/squad_needs_strong': 'Ein Trupp wird von einem starken oder mächtigen Ritter gebildet.',
  'rules/town_already_there': 'Dort steht schon ein Ort.',
  'rules/not_your_knight_squads': 'Nur eure eigenen gesunden Ritter bilden Trupps.',
  'rules/founder_in_squad': 'Dieser Ritter ist schon in einem Trupp; andere schließen sich an.',
  'rules/not_your_knight_joins': 'Nur eure eigenen gesunden Ritter schließen sich an.',
  'rules/no_squad_of_yours': 'Ihr habt keinen solchen Trupp.',
  'rules/not_with_squad': 'Der Ritter muss dort sein, wo der Trupp ist.',
  'rules/not_your_knight_rests': 'Nur eure eigenen gesunden Ritter rasten.',
  'rules/nothing_to_heal_unit': 'Dieser Ritter ist unverletzt.',
  'rules/not_your_knight_colonizes': 'Nur eure eigenen gesunden Ritter besiedeln.',
  'rules/monster_not_with_knight': 'Dieses Monster ist nicht dort, wo der Ritter ist.',
  'rules/not_in_a_town': 'Der Ritter muss in einem Ort sein („{town}“ ist keiner).',
  'rules/others_build_in_wrapup': 'Andere bauen im Abschluss (der Sonderbauphase), nicht im Zug von {player}.',
  'rules/strike_back_first': 'Die Monster, die eure Ritter angegriffen haben, schlagen zuerst zurück.',
  'rules/claim_on_own_turn': 'Der Punktsieg wird im eigenen Zug erklärt ({player} ist nicht am Zug).',
  'rules/knight_mad_promote': 'Ein wahnsinniger Ritter wird nicht befördert.',
  'rules/no_piece_for_general': 'Keine mächtige Figur ist frei, um den General darzustellen.',
  'rules/recruit_needs_strong': 'Nur ein starker Ritter oder besser rekrutiert.',
  'rules/no_basic_piece': 'Ihr habt keine einfache Ritterfigur mehr.',
  'rules/militia_needs_own_town': 'Miliz erhebt sich nur in einem nicht wahnsinnigen Ort, den ihr beherrscht.',
  'rules/repair_invaded': 'Ein überfallener Ort lässt sich nicht reparieren.',
  'rules/no_shares': 'Nennt die Ritter, die der Schlag trifft.',
  'rules/share_over_cap': '{knight} kann nicht mehr als {most} Schaden bekommen: seine Stärke über alle Abstiege.',

  ...barrelMessages,
  ...screenWords,
  ...keyTrackWords,
};

const townLine = (verb: string) => (d: Extract<CatanHorrorEvent, { type: 'town-damaged' }>['data']) => {
  const bits = [`${d.label} ${verb}: Horror ${d.horrorNow}, Bauschaden ${d.structuralNow}.`];
  if (d.reduced && d.reduced.length) bits.push(`Reduziert zur ${size(String(d.size))}${d.lostWalls ? ', die Mauer verloren' : ''}.`);
  if (d.wentMad) bits.push(`${d.label} verfällt dem WAHNSINN.`);
  if (d.fell) bits.push(`${d.label} fällt.${madReward(d.madReward, 'ziehen 2 beliebige Rohstoffe aus der Bank')}`);
  return bits.join(' ');
};

const damageLine = (d: Extract<CatanHorrorEvent, { type: 'knight-hurt' }>['data']) => {
  if (d.died)
    return `${d.name} ist tot (${rank(d.fromRank)}, ${d.amount} Schaden genommen).${madReward(d.madReward, `zieht 1 Rohstoff aus der Hand von ${d.ownerName}`)}`;
  const demoted = d.demotions && d.demotions.length ? `, steigt ab zu ${rank(d.rank)}` : '';
  return `${d.name} nimmt ${d.amount} Schaden${demoted} (jetzt ${d.damage} Schaden).`;
};

const narrate = typedNarration<CatanHorrorEvent>({
  'town-added': (d) => `${size(d.size)} ${d.label} von ${d.who ?? d.owner} steht auf dem Plan${d.walls ? ', mit Stadtmauer' : ''}.`,
  'knight-added': (d) => `${d.name}, ein ${RANK[d.rank] ?? d.rank} Ritter, steht bei ${d.location}.`,
  'setup-gates-begin': () => 'Das Spiel beginnt: würfelt die zwei Aufbau-Tore aus.',
  'setup-gate-reroll': (d) => `Aufbau-Torwurf ${d.total}${d.noHex ? ' (kein freies Feld zeigt ihn)' : ''}: neu würfeln.`,
  'gate-location-rolled': (d) => `Torwurf ${d.total}: ${d.free} freie(s) Feld(er) zeigen ihn.`,
  'gate-hex-rolled': (d) => `Feld #${d.hex} von ${d.of} mit der ${d.number} bekommt das Tor.`,
  'gate-location-rerolled': (d) => `${d.who} (wahnsinnig) zahlt 1 Getreide: der Ort des Tors wird neu gewürfelt.`,
  'gate-hex-chosen': (d) => `${d.who} (wahnsinnig) setzt das Tor auf Feld #${d.hex} von ${d.of} mit der ${d.number}.`,
  'mad-town-handed': (d) => `Die Wahnsinnigen teilen ihre Orte: ${d.label} geht von ${d.from} an ${d.to}.`,
  'mad-build-started': (d) => `Auf der Ortskarte von ${d.label} wird ein ${d.kind} gebaut (${d.toughness} Bauten).`,
  'mad-build-added': (d) => `Der ${d.kind} auf ${d.label}: ${d.progress}/${d.needed} gebaut.`,
  'gate-opened': (d) =>
    `Auf der ${d.number} öffnet sich ein Tor: ${d.label} (Modifikator ${d.modifier >= 0 ? '+' : ''}${d.modifier}). Sein Feld produziert nichts.`,
  'monster-surge': (d) =>
    `Torwurf ${d.total}: kein freies Feld zeigt ihn. MONSTERSCHWEMME: ein Monster an jedem offenen Tor (${list(d.gateLabels)}).`,
  'monster-appeared': (d) => `Ein ${d.kind} erscheint bei ${d.location}.`,
  'gate-sealed': (d) => `${d.who} versiegelt ${d.label} mit einem Hinweis: dort öffnet sich nie wieder ein Tor.`,
  'gate-left-unsealed': () => 'Das geschlossene Tor bleibt unversiegelt.',
  'phase-changed': (d) => {
    const phase = messages[`${P}/phase/${d.to}`];
    return `Jetzt: ${typeof phase === 'string' ? phase : d.to}.`;
  },
  'game-started': (d) => `Alle ziehen Startrohstoffe von ihrer Stadt (keine von einem Feld unter einem Tor). Zug 1: ${d.who} beginnt.`,
  'turn-began': (d) => `Zug ${d.turn}: ${d.who} ist am Zug.`,
  'production-rolled': (d) => {
    const bits = [`Produktion: Rot ${d.red} + Gelb ${d.yellow} = ${d.total}; Ereigniswürfel ${d.event}.`];
    if (d.invaded && d.invaded.length) bits.push(`Überfallene Orte bringen nichts und zählen keine Siegpunkte: ${list(d.invaded)}.`);
    if (d.madIdle && d.madIdle.length)
      bits.push(`Wahnsinnige Orte gesunder Spieler bringen nichts und zählen keine Siegpunkte: ${list(d.madIdle)}.`);
    const madPlayers = (d.mad ?? []).filter((m) => !(d.madIdle ?? []).includes(m));
    if (d.madIdle && madPlayers.length) bits.push(`Orte wahnsinniger Spieler produzieren für die Wahnsinnigen: ${list(madPlayers)}.`);
    if (d.gated && d.gated.length) bits.push(`Felder unter einem Tor bringen nichts: ${list(d.gated)}.`);
    if (d.cityGate) bits.push(`Das ${d.cityGate} Stadttor mit Rot ${d.red}: Fortschrittskarten wie in Städte & Ritter.`);
    if (d.opensGate) bits.push('Ein Tor kann sich öffnen!');
    if (d.festival) bits.push('Pasch: ein Fest!');
    return bits.join(' ');
  },
  'monster-movement-rolled': (d) => {
    if (!d.rolls.length) return 'Kein Monster kann sich bewegen.';
    return `Monsterbewegung: ${d.rolls.map((r) => `${r.name} ${r.value} (${r.needs}+) ${r.moves ? 'ZIEHT' : 'bleibt'}`).join('; ')}.`;
  },
  'monster-moved': (d) =>
    `${d.name} zieht von ${d.from} nach ${d.to}.${d.asks && d.asks.length ? ` Die Ritter dort müssen wählen: kämpfen, verstecken oder fliehen (${list(d.asks)}).` : ''}`,
  'monster-response': (d) => {
    const who = `${names(d)} von ${d.ownerName}`;
    const pl = d.squad;
    if (d.response === 'flee') return `${who} ${pl ? 'fliehen' : 'flieht'} vor ${d.foe} aus ${d.label}, nach ${d.to}.`;
    if (d.response === 'hide')
      return `${who} ${pl ? 'bleiben' : 'bleibt'} in ${d.label} und ${pl ? 'verstecken' : 'versteckt'} sich vor ${d.foe}: eine Versteckprobe (+1 im Ort), falls es überfällt.`;
    return `${who} ${pl ? 'bleiben' : 'bleibt'}, um ${d.foe} bei ${d.label} zu bekämpfen.`;
  },
  'answers-lapsed': (d) => `${d.count} Ritter können dem Monster nicht mehr antworten (fort, wahnsinnig oder weggezogen).`,
  'monster-movement-done': () => 'Die Figuren sind gezogen.',
  'mad-towns-rolled': (d) =>
    `Wahnsinnige Orte: ${d.rolls.map((r) => `${r.label} ${r.value} (${r.needs}+) ${r.produces ? 'ERZEUGT EIN MONSTER' : 'nichts'}`).join('; ')}.`,
  'victory-declared': (d) => `${d.who} hat mehr als 10 Siegpunkte und gewinnt allein.`,
  'walls-sacrificed': (d) => `Die Stadtmauer von ${d.label} wird gegen ${d.name} aufgegeben.`,
  'foe-struck': (d) =>
    d.shares && d.shares.length > 1
      ? `${d.name} schlägt mit ${d.damage} zu, aufgeteilt: ${d.shares.map((s) => `${s.name} ${s.amount}`).join(', ')}.`
      : `${d.name} schlägt ${d.targetName} mit ${d.damage}.`,
  'monster-sought': (d) =>
    `${names(d)} suchen das ausweichende ${d.foe}: ${d.value} + ${d.total - d.value} = ${d.total} — ${d.success ? 'GEFUNDEN: es kann diesen Zug bekämpft werden' : 'nicht gefunden'}.`,
  'knight-hurt': damageLine,
  'knight-killed': damageLine,
  'knight-sanity': (d) => `${d.name} nimmt ${d.amount} geistigen Schaden (jetzt ${d.sanity}).`,
  'knight-went-mad': (d) =>
    `${d.name} VERFÄLLT DEM WAHNSINN (geistiger Schaden ${d.sanity}) für ${d.turns} Zug/Züge: ein Monster mit Kampf ${d.strength}, Horror 1.`,
  'madness-waned': (d) => `Der Wahnsinn von ${d.name} lässt nach: noch ${d.left} Zug/Züge.`,
  'knight-recovered': (d) => `${d.name} schüttelt den Wahnsinn ab; geistiger Schaden getilgt.`,
  'town-damaged': (d) => `${d.foe ? `${d.foe}: ` : ''}${townLine('wird verletzt')(d)}`,
  'town-calmed': townLine('wird beruhigt'),
  'town-repaired': townLine('wird repariert'),
  'town-razed': townLine('wird geschleift'),
  'monster-wounded': (d) => `${d.kind} nimmt ${d.hits} Treffer: ${d.wounds} von ${d.toughness}.`,
  'monster-killed': (d) => `${d.kind} ist tot${d.who ? `: eine Trophäe für ${d.who} (Zähigkeit ${d.toughness})` : ''}.`,
  'knights-attacked': (d) =>
    `${names(d)} greifen ${d.foe} an${d.attackAction ? ' (Aktion Angriff)' : ''}: ${list(d.values)} — ${d.hits} Treffer ab ${d.needs}.`,
  'squad-attacked': (d) => {
    const parts = d.allocation.map((a) =>
      a.engaged
        ? `${a.foe}: ${a.overcome.map((i) => d.values[i]).join(',') || '—'} überwunden, ${a.damage.map((i) => d.values[i]).join(',') || 'keine'} Treffer`
        : `${a.foe}: nicht genug Würfel`,
    );
    return `Trupp ${names(d)} würfelt ${d.values.join(', ')} (Treffer ab ${d.needs}). ${parts.join('; ')}.`;
  },
  'squad-rolled': (d) => `Trupp ${names(d)} würfelt ${list(d.values)}: ${d.hits} Treffer ab ${d.needs}.`,
  'hide-checked': (d) =>
    `${names(d)} ${d.leaving ? 'versucht sich davonzustehlen' : d.invasion ? `versucht versteckt zu bleiben, während ${d.label} überfallen wird` : 'versteckt sich'}: ${d.value} + Stärke ${d.strength} + Wahrnehmung ${d.awareness}${d.town ? ' + 1 Ort' : ''}${d.trophyBonus ? ` + ${d.trophyBonus} Trophäe` : ''} = ${d.total}: ${d.success ? 'gelungen' : d.start || d.invasion ? 'GEFUNDEN' : 'misslungen'}.`,
  'unit-moved': (d) => `${names(d)} ziehen von ${d.from} nach ${d.to}.`,
  'unit-unhidden': (d) => `${names(d)} kommen aus dem Versteck.`,
  'gate-attacked': (d) =>
    `${names(d)} greifen ${d.label} an: ${d.strength} ${signed(d.modifier)} = ${d.dealt} Schaden, jetzt ${d.damage}/10${d.closed ? ': DAS TOR SCHLIESST SICH' : ''}.`,
  'action-taken': (d) => `${names(d)}: ${{ calm: 'beruhigen', repair: 'reparieren', raze: 'schleifen' }[d.action] ?? d.action}.`,
  'raze-checked': (d) =>
    `Schleifprobe bei ${d.label}: ${d.value} ${signed(d.modifier)}${d.trophyBonus ? ` + ${d.trophyBonus} Trophäe` : ''} = ${d.total}: ${d.success ? 'gelungen' : 'die wahnsinnigen Bürger halten sie auf'}.`,
  'recruit-called': (d) => `${names(d)} rekrutieren in ${d.label}: ein einfacher Ritter erscheint am Ende des Zuges.`,
  'militia-called': (d) => `${d.who} ruft die Miliz in ${d.label}: ein einfacher Ritter erscheint am Ende des Zuges.`,
  'squad-formed': (d) => `Trupp gebildet: ${names(d)}.`,
  'squad-joined': (d) => `${d.name} schließt sich dem Trupp an.`,
  'knight-rested': (d) => `${d.name} rastet (1 Getreide): Schaden ${d.damage}, geistiger Schaden ${d.sanity}.`,
  harvested: (d) => `${names(d)} ernten ${d.resources} Rohstoff(e) von einem angrenzenden Feld.`,
  colonized: (d) => `${d.name} gründet eine Siedlung bei ${d.label} (Siedlungskosten zahlen).`,
  'clue-bought': (d) => `${d.who} tauscht Trophäen (${list(d.spent)}, Zähigkeit ${d.worth}) gegen einen Hinweismarker.`,
  'clue-spent-for-action': (d) => `${d.who} gibt einen Hinweis für eine weitere Ritteraktion aus.`,
  'knight-promoted': (d) => `${d.name} wird von ${rank(d.from)} zu ${rank(d.to)} befördert.`,
  'general-raised': (d) => `${d.name}, ein General (Stärke 4), steht bei ${d.location}.`,
  'fortress-set': (d) => `${d.who} ${d.has ? 'hat' : 'hat keine'} Festung${d.has ? '' : ' mehr'}.`,
  'town-upgraded': (d) => `${d.label} wächst von ${size(d.from)} zu ${size(d.to)}.`,
  'walls-built': (d) => `${d.label} baut eine Stadtmauer.`,
  'knight-renamed': (d) => `${d.from} heißt jetzt ${d.to}.`,
  'library-monster-added': (d) => `Monsterbibliothek: ${d.name} hinzugefügt.`,
  'library-monster-changed': (d) => `Monsterbibliothek: Werte von ${d.name} geändert.`,
  'library-monster-removed': (d) => `Monsterbibliothek: ${d.name} entfernt.`,
  'town-freed': (d) => `${d.label} ist wieder frei von Monstern (der Schaden bleibt).`,
  'town-assaulted': (d) => `${list(d.foes)} belagern ${d.label}: die Verteidiger kämpfen (Treffer ab 4).`,
  'town-invaded': (d) =>
    `${list(d.foes)} ÜBERFALLEN ${d.label}: es produziert nichts und nimmt jeden Monsterzug Schaden.${d.hiders && d.hiders.length ? ` Dort versteckt, müssen ${list(d.hiders)} sofort eine Versteckprobe ablegen.` : ''}`,
  'player-went-mad': (d) => `${d.who} wird ein WAHNSINNIGER Spieler${d.takes && d.takes.length ? ` und übernimmt ${list(d.takes)}` : ''}.`,
  'player-fell': (d) => `${d.who} hat jeden Ort und Ritter verloren und scheidet aus.`,
  'game-ended': (d) => {
    const outcome = messages[`${P}/outcome/${d.code}`];
    return (typeof outcome === 'string' ? outcome : d.code).replace('{player}', '');
  },
  'barrels-built': (d) => `${d.who} baut ${fass(d.count)} (zahlt ${d.count} Getreide und ${d.count} Holz).`,
  'barrels-traded': (d) => `${d.from} gibt ${d.to} im Handel ${fass(d.count)}.`,
  'barrels-gifted': (d) => `${d.from} schenkt ${d.to} ${fass(d.count)}; ${d.to} trinkt ${schluck(d.count)}.`,
  'barrel-drunk': (d) => `${d.who} trinkt ein Fass und nimmt ${RESOURCE[d.resource] ?? d.resource} aus der Bank.`,
  'festival-held': (d) => {
    const shares = d.shares.filter((s) => s.returned > 0);
    const head = `Fest (Hausregel Drunkards of Catan)! Rot ${d.red} und Gelb ${d.yellow} sind ein Pasch.`;
    if (shares.length === 0) return `${head} Niemand hatte ein Fass abzugeben.`;
    return `${head} ${shares.map((s) => `${s.name} gibt ${s.returned} von ${s.before} ab (${schluck(s.returned)}, ${s.after} übrig)`).join('; ')}.`;
  },
});

const causes: Record<string, string> = {
  'setup-knight': 'Aufbau: ein einfacher Ritter auf die Stadt jedes Spielers',
  'setup-gate-reroll': 'Aufbau-Tore würfeln 2, 6, 7, 8 und 12 neu',
  'setup-gate': 'Aufbau: das Spiel beginnt mit zwei Toren',
  'production-2-12': 'Eine Produktion von 2 oder 12 öffnet ein Tor',
  'no-free-hex': 'Kein freies Feld zeigt die Zahl: Monsterschwemme',
  'monster-gate': 'Ein neues Tor bringt ein Monster',
  'monster-surge': 'Monsterschwemme: ein Monster an jedem offenen Tor',
  'monster-setup': 'Aufbau: ein Monster an jedem offenen Tor',
  'monster-mad-town': 'Monsterproduktion wahnsinniger Orte',
  'monster-strike': 'Der Angriff eines Monsters (ohne Übertrag)',
  'walls-negate-attack': 'Die Stadtmauer hebt den Angriff eines Monsters auf',
  'walls-only-defence': 'Eine Mauer als einzige Verteidigung fällt dem Bauschaden zum Opfer',
  'attack-action': 'Die Aktion Angriff: Ritter schlagen zuerst zu, mindestens ein Würfel',
  found: 'Eine misslungene Versteckprobe: gefunden, der Kampf beginnt',
  'leaving-a-monster': 'Wer den Ort eines Monsters verlässt, braucht eine Versteckprobe',
  calm: 'Beruhigen: Horror in Höhe der Stärke entfernt',
  repair: 'Reparieren: Bauschaden in Höhe der Stärke entfernt',
  raze: 'Schleifen: Bauschaden in Höhe der Stärke',
  colonize: 'Besiedeln lässt den Ritter absteigen (ein einfacher verlässt den Plan)',
  'table-harm': 'Eine Karte oder ein Ereignis verletzt den Ritter (das − der Ritterkarte)',
  'sanity-set-by-hand': 'Geistige Gesundheit von Hand auf die Grenze gesetzt: der Ritter wird wahnsinnig',
  'knight-hits': 'Treffer der Ritter',
  'squad-hits': 'Treffer des Trupps',
  'in-mad-town': 'Ritter in einem wahnsinnigen Ort verlieren jeden Zug 1 geistige Gesundheit',
  'in-invaded-town': 'Ritter in einem überfallenen Ort verlieren jeden Zug 1 geistige Gesundheit',
  'madness-over': 'Wahnsinn dauert 5 − Stärke Züge',
  invader: 'Eindringlinge richten jeden Zug Horror- und Kampfschaden an',
  'nightmarish-overwhelming': 'Albtraumhaft / überwältigend verletzen einen belagerten Ort',
  recruit: 'Rekruten erscheinen am Ende des Zuges',
  militia: 'Miliz erscheint am Ende des Zuges',
  'wiped-out': 'Keine Orte und keine Ritter mehr',
  'mad-player-gate': 'Ein wahnsinniger Spieler setzt neue Tore',
  'monster-built': 'Das Monster eines wahnsinnigen Spielers ist fertig (Schritt Monsterproduktion)',
  'starts-mad': 'Optionale Regel: ein Spieler beginnt wahnsinnig',
  'all-mad': 'Jeder Ort und Ritter wahnsinnig',
  'every-town-mad': 'Jeder Ort auf dem Plan ist wahnsinnig',
  'no-sane-player': 'Kein gesunder Spieler ist übrig',
  'horrors-cleared': 'Kein wahnsinniger Ort, kein offenes Tor, kein Monster übrig',
  'more-than-10-vp': 'Mehr als 10 Siegpunkte',
  'invaders-defeated': 'Alle Eindringlinge besiegt',
  'assault-over': 'Kein Monster belagert den Ort mehr',
  'monster-at-town': 'Ein Monster bei einem verteidigten Ort belagert ihn',
  'defences-fell': 'Die letzte Verteidigung des Orts ist gefallen',
  undefended: 'Ein Monster erreichte einen Ort ohne Verteidigung',
  'monster-enters-town': 'Ein Monster dringt in einen Ort ein: jeder Ritter dort bleibt und kämpft, bleibt und versteckt sich oder flieht',
  'invasion-hide': 'Versteckte Ritter legen ihre Probe ab, sobald das Monster überfällt (+1 im Ort)',
  'knight-gone': 'Ein Ritter, der fort, wahnsinnig oder woanders ist, schuldet keine Antwort',
  'drunkards-doubles': 'Drunkards of Catan (Hausregel): ein Pasch auf rotem und gelbem Würfel bringt ein Fest',
};

const RULINGS: readonly string[] = [
  'Orte sind Namen. Ritter, Monster, Orte und Tore stehen bei Ortsnamen, die ihr vergebt („Anns Stadt“, „Tor 9“, „die Brücke“); derselbe Name (ohne Groß-/Kleinschreibung und Leerzeichen) ist derselbe Ort. Der Name eines Orts ist sein Standort; der Name eines Tors ist, wo seine Monster erscheinen.',
  'Zahlenchips: ihr tragt ein, wie viele Felder jede Zahl zeigen (Optionen chits3 … chits11; Standard ist ein Standardplan, dessen 2 und 12 zu 4 und 10 wurden). Ein Feld unter einem offenen Tor oder mit einem Älteren Zeichen versiegelt zählt nicht; ein geschlossenes Tor gibt sein Feld frei.',
  'Welches Feld: zeigen mehrere freie Felder die gewürfelte Zahl, wählt ein Würfel mit einer Seite pro Feld, gezählt in Leserichtung (oben links zuerst). Ein Aufbau-Torwurf, dessen Zahl kein freies Feld hat, wird neu gewürfelt, wie 2, 6, 7, 8 und 12.',
  'Monsterschwemme: ein Torwurf von 2, 7 oder 12 (kein Chip zeigt sie) oder einer Zahl, deren Felder alle bedeckt sind, ist eine Monsterschwemme.',
  'Monster aus dem Becher zieht der Tisch; die App fragt, welches kam, und lehnt ab (mit der Bitte, neu zu ziehen): ein Monster mit Sonderbewegung (grün), sofern die Option es nicht erlaubt, ein zu schwaches Monster für eine wahnsinnige Stadt oder Metropole, oder eine Art, deren Becheranzahl ganz draußen ist (auf dem Plan, auf der Karte eines wahnsinnigen Orts oder als Trophäe).',
  'Monsterbewegung: die App würfelt einen Würfel pro Monster und pro wahnsinnigem Ritter (4+, schnell 3+, ortsfest nie); ihr zieht die Figuren nach den Sichtregeln der Vorlage und meldet jeden neuen Ort. Ein Zug wird nur für eine Figur angenommen, deren Wurf sie in diesem Monsterzug ziehen ließ, einmal; die zwei Kreuzungen eines schnellen Monsters sind eine Meldung.',
  'Wahnsinn dauert 5 − Stärke Züge (einfach 4, stark 3, mächtig 2, General 1), wie unsere gemeinsamen Entscheide es festlegen; das eigene Beispiel der Vorlage (3/2/1) widerspricht ihrer Formel. Der Countdown läuft am Ende jedes Monsterzugs, nicht im Zug, in dem der Ritter wahnsinnig wurde; bei der Genesung wird aller geistige Schaden getilgt.',
  'Wahnsinnige Ritter sind Feinde jedes gesunden Ritters an ihrem Ort, mit Wahrnehmung 0; Treffer auf einen wahnsinnigen Ritter sind Ritterschaden (Abstieg oder Tod) und bringen keine Trophäe. Die Ritter eines wahnsinnigen Spielers bleiben wahnsinnig, solange ihr Spieler es ist.',
  'Verstecken ohne Monster würfelt trotzdem (Wahrnehmung 0). Gegen mehrere Monster gilt die schlechteste (niedrigste) Wahrnehmung. Ein Trupp versteckt sich mit der Stärke seines stärksten Mitglieds.',
  'Der Angriff eines Monsters wird auf die Ritter im Kampf verteilt, wie der Spieler am Zug entscheidet, in ganzen Punkten. Jeder Anteil ist höchstens, was dieser Ritter über alle Abstiege nehmen kann. Jeder Punkt trifft, außer ein Anteil tötet seinen Ritter: der Rest verfällt dann, nie mit Übertrag (das Monster mit Stärke 4 der Vorlage, das einen einfachen Ritter tötet, richtet 1 an, die anderen 3 verfallen). Die Stadtmauer kann stattdessen den ganzen Schlag nehmen.',
  'In einem Trupp stirbt kein Ritter, solange ein Mitglied niedrigeren Rangs lebt (ein stärkeres darf verletzt werden); eine Aufteilung, die beide tötet, trifft zuerst den schwächeren.',
  'Ein Trupp mit nur einem Mitglied löst sich auf (ein Trupp aus einem Ritter ist nur ein Ritter).',
  'Ein General steigt zu Mächtig auf seiner eigenen (mächtigen) Figur ab, braucht also keine freie mächtige Figur. Er wird nur mit der Festung aufgestellt (ein Schalter je Spieler), auf einer gesunden Stadt des Spielers (eine belagerte Stadt ist gesund); höchstens einer und nie neben zwei mächtigen Rittern.',
  'Ritter werden wie in Städte & Ritter „weiterhin befördert“: ein starker Ritter wird nur mit der Festung mächtig, und nur mit einer freien mächtigen Figur. Befördern ist ein Bau, also befördern andere in der Sonderbauphase des Abschlusses.',
  'Waffen: einfache Ritter physisch, starke magisch; mächtige Ritter und Generäle nutzen, was gegen das Monster besser ist (die App wählt). Resistenz halbiert die Stärke eines Ritters, Immunität macht sie 0; eine Gruppe addiert die Hälften und rundet dann ab.',
  'Figuren je Rang und Farbe: Standard 2 (Städte & Ritter); wartende Rekruten belegen eine einfache Figur.',
  'Einzelne Ritter an einem Ort dürfen sich gegen ein Monster zusammentun; ein Trupp kämpft als eigene Gruppe.',
  'Truppwürfel: der Trupp würfelt zuerst Stärke + Mitglieder; dann wählt ihr die Reihenfolge der Monster. Für jedes Monster nacheinander verbraucht die App die niedrigsten Nicht-Treffer, um seinen Kampfwert zu überwinden, dann Treffer für den Schaden (so viele Tötungen wie jede Verteilung von Hand). Die gezeigte Chance ist, dass eine Reihenfolge sie alle tötet. Resistenz oder Immunität kostet den Trupp so viele Würfel mehr, wie seine Mitglieder an Stärke verlieren.',
  'Das Trupp-Beispiel der Vorlage nennt 2 einfache + starken + mächtigen Ritter „Kampfstärke 10“; nach der Mitgliederregel hat dieser Trupp 7 + 4 = 11. Der Test der App stellt die 10 Würfel des Beispiels mit einem mächtigen und zwei starken Rittern nach (7 + 3 = 10).',
  'Kampfreihenfolge: in Schritt 1 schlagen die Monster zuerst zu, dann dürfen die Ritter zurückschlagen (kein Mindestwürfel). Mit der Aktion Angriff (Schritt 3) schlagen die Ritter zuerst mit mindestens einem Würfel zu, und die Monster an diesem Ort schlagen zurück, bevor der Schritt endet — nur dort: ein Ritter, der anderswo oder in Schritt 1 angriff, zieht dort, wohin er als Nächstes geht, keinen Schlag auf sich. Jeder Ritter greift einmal pro Zug an; jedes Monster schlägt einmal zu.',
  'Zugbeginn: die Aktion Verstecken ist eine Ritteraktion in Schritt 3. Zu Beginn eines Zuges (Schritt 1) legen versteckte Ritter neben einem Monster ihre Versteckprobe ab; ein noch nicht versteckter Ritter kann sich jetzt nicht verstecken (er kämpft).',
  'Wahnsinnige und überfallene Orte: ein überfallener Ort bringt nichts und zählt keine Siegpunkte; ein wahnsinniger Ort bringt Rohstoffe nur einem wahnsinnigen Spieler (der damit Monster baut) und zählt keine Punkte. Der Produktionswurf nennt sie, und der Siegesanspruch listet sie auf.',
  'Treffer ab 4 gibt es nur für Ritter bei einem Ort im Zustand „belagert“; sonst ab 5.',
  'Gefunden in Schritt 3: eine misslungene Aktion Verstecken, wo ein Monster steht, lässt den Ritter unversteckt; der Kampf kommt im nächsten Schritt 1 des Spielers (Monster schlagen zuerst), außer die Ritter nehmen vorher die Aktion Angriff.',
  'Schwellen von Orten werden erreicht, nicht überschritten, und jede Art zählt für sich: eine Siedlung wird bei 5 Horror wahnsinnig und fällt bei 5 Bauschaden („insgesamt 5“ von einem davon); eine Stadt wird bei 10 Horror wahnsinnig und bei 10 Bauschaden reduziert; eine Metropole bei 20 wahnsinnig, bei 15 reduziert. Nach jedem Schaden wird zuerst die Bauschadengrenze geprüft (Reduktion oder Fall), dann Horror gegen die (neue) Grenze; eine Siedlung, die beides zugleich erreicht, fällt.',
  'Eine zur Siedlung reduzierte Stadt verliert ihre Mauer (eine Mauer braucht eine Stadt).',
  'Belagert oder überfallen: ein Monster bei einem Ort mit Verteidiger (ein unversteckter gesunder Ritter beliebiger Farbe oder eine Mauer) belagert ihn, und der Ort bleibt gesund; ohne Verteidiger überfällt es ihn. Ein überfallener Ort bleibt es, bis jedes Monster dort fort ist. Wahnsinnige und zerstörte Orte werden übergangen.',
  'Ein Monster dringt in einen gesunden oder belagerten Ort ein: jeder gesunde Ritter dort, jeder Farbe (ein Trupp als einer), antwortet vor allem anderen — kämpfen (bleibt unversteckt, ein Verteidiger), verstecken (sofort versteckt, ohne Wurf oder Aktion; eine Versteckprobe mit dem +1 des Orts, sobald der Ort überfallen wird) oder fliehen (an den angrenzenden Ort, den ihr nennt, ohne Probe, ohne Aktion). Erst dann wird der Ort belagert oder überfallen. Ein gefundener Versteckter kämpft im nächsten Schritt 1 seines Besitzers.',
  'Ein belagerndes Monster schlägt im Schritt 1 des Ortsbesitzers zu („zu Beginn jedes Zuges“), gegen dessen Ritter dort oder gegen die Mauer, die den Schlag aufhebt. Albtraumhafter und überwältigender Schaden kommt in Schritt 2 des Monsterzugs, alle Monster zusammen; eine Mauer hält ihn nicht auf und wird aufgegeben, wenn der Ort ohne andere Verteidigung Bauschaden nimmt. Ohne Verteidigung wird der Ort sofort überfallen.',
  'Getötete Monster bleiben als Trophäen aus dem Becher; eine für eine Probe oder einen Hinweis ausgegebene Trophäe geht in den Becher zurück.',
  'Eindringlinge richten ihren Schaden gemeinsam an: jeden Monsterzug nimmt ein überfallener Ort die Summe von Horror- und Kampfschaden aller Eindringlinge auf einmal, das Ergebnis hängt also nie von der Reihenfolge der Monster ab.',
  'Ein wahnsinniger Ort lässt sich nicht beruhigen („nicht mehr zu retten“), aber reparieren und schleifen. Schleifen braucht eine Probe für einen wahnsinnigen Ort, den Ort einer anderen Farbe oder einen überfallenen Ort.',
  'Torschaden = angreifende Stärke (die Stärken eines Trupps summiert, ohne Mitgliederbonus) + der aufgedruckte Modifikator des Tormarkers, nie unter 0; bei 10 schließt es sich. Erst dann darf der Schließende es mit einem Hinweis versiegeln (oder vorher einen aus Trophäen kaufen).',
  'Den Punktsieg erklärt der Tisch (die App zählt keine Catan-Punkte), in jedem Schritt des Zuges des Anspruchstellers (Kampf, Produktion, Bauen, Monsterzug und Abschluss), sobald die Frage, die der Tisch beantwortet, geklärt ist; abgelehnt für wahnsinnige oder ausgeschiedene Spieler und für jeden außer dem Spieler am Zug.',
  'Spieler werden nach jedem Schritt beurteilt: alle Orte und Ritter eines Spielers wahnsinnig → ein wahnsinniger Spieler, der die übrigen wahnsinnigen Orte ohne wahnsinnigen Besitzer übernimmt. Ein Spieler, der keinen Ort beherrscht (ein überfallener Ort gehört ihm nicht mehr) und keinen gesunden Ritter und keinen wartenden Rekruten hat, ist ausgelöscht: aus dem Spiel, oder wahnsinnig mit der Option „Ausgelöschte Spieler werden wahnsinnig“.',
  'Wahnsinnig beginnen (Option): die bei Spielbeginn gewählten Spieler beginnen wahnsinnig — beliebig viele, solange einer gesund beginnt; ihre Orte sind wahnsinnige Orte und ihre Ritter wahnsinnig.',
  'Wahnsinnige Spieler und Tore: solange ein wahnsinniger Spieler im Spiel ist, wählt er das Feld eines neuen Tors (wenn mehrere die Zahl zeigen) und darf 1 Getreide zahlen, um den Ort neu zu würfeln, einmal pro Tor, bevor der Marker liegt (nicht beim Aufbau).',
  'Monster wahnsinniger Spieler werden auf der Karte eines wahnsinnigen Orts gebaut: eines nach dem anderen je Ort, aus dem Becher genommen (die App prüft die Anzahl), ein Bau (2 Wolle, 1 Getreide, 1 Holz, am Tisch bezahlt) pro Punkt Zähigkeit; ein fertiges Monster erscheint bei diesem Ort im nächsten Schritt Monsterproduktion.',
  'Mehrere wahnsinnige Spieler teilen ihre wahnsinnigen Orte nach Absprache: der wahnsinnige Ort jedes wahnsinnigen Spielers kann einem anderen wahnsinnigen Spieler gegeben werden (ein Ereignis in der Chronik). Kartenhandel bleibt am Tisch; Fässer, die die App führt, werden nur zwischen zwei Wahnsinnigen oder zwei Gesunden gehandelt.',
  'Monstersteuerung: die wahnsinnigen Spieler wählen, wohin die ziehenden Monster gehen, und dürfen die üblichen Bewegungsregeln missachten (die Zugaufforderung nennt sie); ob ein Monster zieht, folgt weiter seinem Wurf. Die eigenen wahnsinnigen Ritter eines wahnsinnigen Spielers werden voll gesteuert: sie ziehen ohne Wurf.',
  'Spielenden werden nach jedem Schritt geprüft: kein gesunder Spieler mehr → die Wahnsinnigen gewinnen (sie haben die anderen vom Plan gefegt, auch wenn jeder noch stehende Ort ihrer und wahnsinnig ist), oder alle sind gefallen, wenn es keinen Wahnsinnigen gibt; jeder stehende Ort wahnsinnig, solange ein gesunder Spieler bleibt → Catan ist gefallen, alle verlieren; kein wahnsinniger Ort, kein offenes Tor, kein Monster oder wahnsinniger Ritter → die Siedler gewinnen.',
  'Eine zur Stadt reduzierte Metropole darf jeder Spieler an Ort und Stelle wieder aufbauen: der Ort bleibt seinem Besitzer; der Aufbauende zahlt 4 der Handelsware, 5, wenn der Besitzer den letzten Stadtausbau gebaut hat (am Tisch bezahlt; die App hält fest, wer aufbaute). Wie bei jedem Bau braucht der Aufbauende einen eigenen gesunden Ort, an den er anschließt (002:419), also kann ein Wahnsinniger keine wieder aufbauen.',
  'Ausweichende Monster (eine Markierung in der Bibliothek): ein Ritter verlässt eines ohne Versteckprobe; es bleibt jedem Kampf fern, bis es gefunden ist. Es zu finden ist eine Ritteraktion nach der Versteckmethode (W6 + Stärke + seine Wahrnehmung + 1 im Ort, 5+); gefunden, kann es den Rest des Zuges bekämpft werden.',
  'Fliegende, Wasser-, Pirscher- und schnelle Monster, Flüsse und Seefahrer: ihr zieht die Figuren, also nennt die App die Bewegung jedes Monsters bei seinem Zug (schnell zwei Kreuzungen, fliegend zum nächsten Ort, gesehen oder nicht, Wasser über Wasser, Pirscher zum nächsten Ritter); Fluss- und Schiffsrouten-Übergänge verfolgt ihr auf dem Plan.',
  'Aufbaugrenzen: jeder Spieler trägt eine Siedlung und eine Stadt ein (keine Metropole); nur die Stadt erhält die Gratismauer. Das Spiel beginnt, sobald jeder Spieler eine Stadt hat (der einfache Ritter und die Mauer kommen dorthin).',
  'Drunkards-Hausregel (Option): ein Pasch sind nur roter und gelber Würfel; der Ereigniswürfel zählt nie. Das Fest folgt sofort auf den Produktionswurf, als automatische Folge in der Chronik; bei doppelter 1 oder 6 kommt es vor dem Wurf für den Ort des neuen Tors.',
  'Drunkards-Hausregel: ein Fass bauen (1 Getreide + 1 Holz, auf dem Plan bezahlt) kostet keine Ritteraktion — der Spieler am Zug in Schritt 3, die anderen Spieler im Abschluss (Entscheid 52); gehandelt wird zwischen dem Spieler am Zug und einem anderen; Schenken und Trinken sind jederzeit erlaubt, sobald das Spiel begonnen hat. Ausgeschiedene handeln nicht mit Fässern und feiern keine Feste; Wahnsinnige tun beides, handeln Fässer aber nur mit Wahnsinnigen.',
  'Drunkards-Hausregel: Siegpunkte aus Fässern (1 je 2) zeigen das Fässerfeld und die Anzeige; der Tisch zählt sie zu seiner Wertung. Wird die Option mitten in der Kampagne eingeschaltet, beginnen alle mit 0 Fässern; ausgeschaltet verschwinden die Fässer und Feste enden.',
  'Ein neues Tor, das der Tisch nicht benennt, heißt „Gate N“ („Gate N (h)“, wenn mehrere Felder N zeigen); hat ein offenes Tor schon diesen Namen, wird das nächste freie „#2“, „#3“… angehängt, der Standard wird also nie abgelehnt. Das Formular des Tormarkers zeigt den Namen, den es bekommt.',
  'Ein Monster mit Kampfschaden 0 (Dürrer Nachtmahr, Dimensionsschlurfer) richtet beim Zuschlagen nichts an, also verlangt die App keinen Schlag von ihm: der Kampfschritt kann enden, und Ritter greifen es an, ohne auf einen Schlag zu warten.',
  'Orte sind Einheiten: die App kennt die Orte der Kampagne (Orte, Tore und jeden Ort, an dem ein Ritter oder Monster stand). Wohin ein Ritter zieht oder flieht und wohin ein Monster zieht, wird daraus gewählt (ein Feld zum Tippen, mit der Liste); ein Name, der nicht auf dem Plan ist, wird nur angenommen, wenn ihr „Ein neuer Ort“ ankreuzt. Ein Name, der sich um höchstens 2 Buchstaben von einem bekannten Ort unterscheidet (jede Schreibweise), ohne Kreuz, wird mit „Meintet ihr …?“ neben dem Feld abgelehnt, so trennt „Arkam“ nie ein Monster von den Rittern in Arkham. Ein bekannter Ort in anderer Schreibweise wird in seiner eigenen Schreibweise festgehalten.',
  'Besondere Bauphase (002:369: jeder Spieler darf bauen „während des Abschlusses jedes anderen Spielers“): im Abschluss eines Spielers bauen die anderen Spieler, die noch im Spiel sind — Siedlungen, Beförderungen, Mauern, Ausbauten, Generäle, Hinweise, Fässer und die Monster eines Wahnsinnigen; der Spieler, dessen Abschluss es ist, hat in seinem eigenen Schritt 3 gebaut und baut dann nichts. Kampagnen, die vor Version 4 aufgezeichnet wurden, behalten solche Bauten wie gespielt.',
  'Aufdecken (002:451 „zu jedem Zeitpunkt während des Zugs des kontrollierenden Spielers“) ist frei — keine Ritteraktion, auch wenn keine mehr übrig ist — in den Schritten des eigenen Zugs dieses Spielers: im Kampfschritt, im Ertragsschritt und im Bau-/Handels-/Ritteraktionsschritt, sobald die Frage, die der Tisch gerade beantwortet, geklärt ist; nicht im Monsterzug oder im Abschluss, und nie bei einem Ritter eines anderen Spielers.',
];

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Was die App führt',
    phases: ['catan-horror/phase/setup'],
    paragraphs: [
      'Euer Catan-Plan, Straßen, Karten und Figuren bleiben auf dem Tisch. Die App führt, was keinen Karton hat: jede Ritterkarte (Rang, Schaden, geistige Gesundheit, Wahnsinn, versteckt, Trupp, Standort), Horror, Bauschaden und Zustand jedes Orts, die Tore, die Monster und ihre Wunden, Trophäen und Hinweise, und wer am Zug und in welchem Schritt ist.',
      'Orte sind Namen, die ihr wählt („Anns Stadt“, „Tor 9“, „die Brücke“). Ein Ritter und ein Monster mit demselben Ortsnamen sind zusammen; gebt einem Ritter in einem Ort den Namen des Orts. Zieht eine Figur auf dem Plan, sagt der App ihren neuen Ort.',
    ],
  },
  {
    heading: 'Ein Zug',
    phases: ['catan-horror/phase/player', 'catan-horror/phase/monster', 'catan-horror/phase/wrapup'],
    paragraphs: [
      'Spielerzug: 1. Monster bei euren unversteckten Rittern schlagen zu, versteckte Ritter legen Versteckproben ab, belagerte Orte werden angegriffen; dann schlagen eure Ritter zurück. 2. Produktion: roter W6 + gelber W6 + Ereigniswürfel; überfallene Orte und Felder unter einem Tor bringen nichts; eine 2 oder 12 öffnet ein Tor. 3. Bauen, handeln und 3 Ritteraktionen für alle eure Ritter zusammen.',
      'Monsterzug: ein Würfel pro Monster (4+ zieht, schnell 3+, ortsfest nie); zieht die Figuren und meldet sie. Überfallene Orte nehmen Horror- und Kampfschaden jedes Eindringlings; albtraumhafte und überwältigende Monster verletzen belagerte Orte. Wahnsinnige Orte würfeln für Monster. Ritter in wahnsinnigen oder überfallenen Orten verlieren 1 geistige Gesundheit; Wahnsinn lässt nach. Abschluss: Rekruten und Miliz erscheinen; jeder darf bauen.',
    ],
  },
  {
    heading: 'Ritter',
    paragraphs: [
      'Stärke: einfach 1, stark 2, mächtig 3, General 4 (sonst ein mächtiger Ritter). Schaden in Höhe der Stärke lässt den Ritter absteigen und entfernt diesen Schaden; ein einfacher Ritter stirbt an jedem Schaden; ein Abstieg ohne freie Figur des niedrigeren Rangs tötet. Ihr teilt den Schlag eines Monsters unter euren Rittern im Kampf auf; der Anteil eines Ritters tötet ihn höchstens einmal, der Rest verfällt dann.',
      'Ein Ritter wird wahnsinnig, wenn sein geistiger Schaden seine Stärke übersteigt (einfach bei 2 … General bei 5). Er ist 5 − Stärke Züge wahnsinnig (General 1), handelt als Monster mit Kampf und Schaden in Höhe seiner Stärke und Horror 1 und erholt sich dann mit getilgtem geistigem Schaden.',
      'Bewegen: so viele Kreuzungen wie die Stärke des Ritters, eine mehr, wenn unversteckt; eine Strecke entlang einer Straße zählt halb. Den Ort eines Monsters zu verlassen braucht eine Versteckprobe (der Ritter bleibt versteckt oder nicht wie zuvor).',
      'Trupps: ein starker oder mächtiger Ritter bildet einen mit schwächeren Rittern seiner Farbe an seinem Ort; andere schließen sich später an; nie aufgelöst. Eine Aktion zieht den ganzen Trupp im Tempo seines schwächsten Ritters; er versteckt sich mit seinem stärksten Ritter; für andere Aktionen addiert er Stärken; im Kampf würfelt er Stärke + einen Würfel pro Mitglied. Seine schwächsten Ritter müssen zuerst sterben.',
      'Aktionen: Bewegen, Angriff, Beruhigen, Reparieren, Schleifen, Verstecken, Rekrutieren, Trupp bilden/beitreten, Rasten (1 Getreide) kosten 1; Ernten 2; Miliz und Besiedeln 3. Ein Hinweis kauft eine Aktion mehr.',
    ],
  },
  {
    heading: 'Proben und Kampf',
    phases: ['catan-horror/phase/player/combat'],
    paragraphs: [
      'Versteckprobe: W6 + Stärke + Wahrnehmung des Monsters, +1 in jedem Ort; 5 oder mehr gelingt. Schleifprobe: W6 + Stärke − 1 (Siedlung), 2 (Stadt) oder 4 (Metropole); 5 oder mehr. Eine für eine Probe ausgegebene Trophäe addiert ihre Zähigkeit. Die genaue Chance steht vor jedem Wurf.',
      'Kampf: Würfel = Stärke der Ritter − Kampfwert des Monsters; Treffer ab 5, ab 4 für Ritter, die einen belagerten Ort verteidigen. Die Aktion Angriff lässt Ritter zuerst mit mindestens einem Würfel zuschlagen. Resistenz halbiert die Stärke eines Ritters, Immunität macht sie 0 (einfache Ritter tragen physische Waffen, starke magische, mächtige beide). Eine Stadtmauer kann aufgegeben werden, um den Angriff eines Monsters aufzuheben.',
      'Ein Trupp würfelt zuerst alle Würfel und verteilt sie dann Monster für Monster: Würfel, um den Kampfwert des Monsters zu überwinden, Treffer für Schaden. Getötete Monster sind Trophäen des Töters; Trophäen mit Zähigkeit 5 kaufen einen Hinweis.',
    ],
  },
  {
    heading: 'Orte und Tore',
    paragraphs: [
      'Horrorgrenzen: Siedlung 5, Stadt 10, Metropole 20 — der Ort verfällt dem Wahnsinn. Bauschadengrenzen: Siedlung 5 (sie fällt), Stadt 10 und Metropole 15 (eine Stufe reduziert, dieser Schaden entfernt). Eine Reduktion kann den Horror über die neue Grenze kippen. Wahnsinnige Orte erzeugen am Ende jedes Zuges Monster: Siedlung 5+, Stadt 4+ (Zähigkeit 2 oder mehr), Metropole 2+ (Zähigkeit 3 oder mehr).',
      'Dringt ein Monster in einen Ort ein (keinen wahnsinnigen oder überfallenen), antwortet jeder Ritter dort, jeder Farbe und ein Trupp als einer, sofort: bleiben und kämpfen (unversteckt, ein Verteidiger: Treffer ab 4, solange der Ort belagert ist), bleiben und verstecken (versteckt; eine Versteckprobe mit dem +1 des Orts, sobald das Monster überfällt, die genaue Chance angezeigt; gefunden heißt Kampf) oder zu einer angrenzenden Kreuzung fliehen, die ihr nennt. Erst dann wird der Ort belagert oder überfallen.',
      'Ein Tor nimmt Schaden = angreifende Stärke + Modifikator seines Markers; bei 10 schließt es sich, und der Schließende kann es sofort mit einem Hinweis versiegeln. Ein Torwurf ohne freies Feld mit der Zahl ist eine Monsterschwemme: ein Monster an jedem offenen Tor.',
    ],
  },
  {
    heading: 'Das Ende',
    phases: ['catan-horror/phase/over'],
    paragraphs: [
      'Ein gesunder Spieler mit mehr als 10 Siegpunkten in seinem Zug gewinnt allein (Knopf drücken; die App zählt keine Punkte). Jeder Ort wahnsinnig: alle verlieren. Kein wahnsinniger Ort, kein offenes Tor und kein Monster mehr: alle Siedler gewinnen. Wahnsinnige Spieler gewinnen gemeinsam, indem sie die Gesunden auslöschen.',
    ],
  },
  {
    heading: 'Drunkards of Catan (Hausregel)',
    paragraphs: [
      'Schaltet „Drunkards of Catan: Fässer und Feste“ in den Optionen der Kampagne ein, um das Trinkspiel nebenher zu spielen. Baut Fässer für 1 Getreide + 1 Holz in Schritt 3 (ohne Ritteraktion; jeder in der Sonderbauphase des Abschlusses), handelt sie mit dem Spieler am Zug, verschenkt sie jederzeit (der Beschenkte trinkt pro Fass einmal) oder trinkt jederzeit eines für eine Rohstoffkarte aus der Bank. Je 2 Fässer sind 1 Siegpunkt; zählt sie auf dem Plan zu eurer Wertung.',
      'Zeigen roter und gelber Würfel eines Produktionswurfs einen Pasch, folgt sofort ein Fest: jeder gibt die Hälfte seiner Fässer ab, aufgerundet, und trinkt pro abgegebenem Fass einmal (5 Fässer → 2 übrig, 4 → 2, 1 → 0). Der Ereigniswürfel zählt nie zum Pasch. Eine doppelte 1 oder doppelte 6 öffnet außerdem ein Tor, nach dem Fest.',
    ],
  },
  { heading: 'Unsere Entscheide', paragraphs: RULINGS.map((text, i) => `${i + 1}. ${text}`) },
];

export { narrate, causes, reference };
