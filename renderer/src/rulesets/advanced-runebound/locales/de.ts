/**
 * Advanced Runebound auf Deutsch: jeder Code, die Erzählung jedes Ereignisses, die Ursachen und die
 * Regelübersicht. Runebound-Begriffe: Abenteuerkarte, Herausforderung, Begegnung, Ereignis, Erfahrungsmarker,
 * Hochlord Margath; die Städte Terrinoths bleiben Eigennamen.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import { formatMessage } from '../../../i18n/icu';
import type { AdvancedRuneboundEvent } from '../../../../../shared/rulesets/advanced-runebound/events';
import { DOOM_SPACES } from '../../../../../shared/rulesets/advanced-runebound/data/tables';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const P = 'advanced-runebound';
const spaceName = (space: number) => {
  const town = DOOM_SPACES[space - 1]?.town;
  return town ? `${town} (Feld ${space})` : `Feld ${space}`;
};
const nameList = (names: readonly string[] = []) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
const COLOUR: Record<string, string> = { green: 'grün', yellow: 'gelb', blue: 'blau', red: 'rot' };
const COLOUR_E: Record<string, string> = { green: 'grüne', yellow: 'gelbe', blue: 'blaue', red: 'rote' };
const TERRAIN: Record<string, string> = {
  plains: 'Ebene',
  road: 'Straße',
  river: 'Fluss',
  hills: 'Hügel',
  forest: 'Wald',
  mountains: 'Gebirge',
  swamp: 'Sumpf',
};
const COUNTER: Record<string, string> = { mind: 'Geist', body: 'Körper', spirit: 'Seele', life: 'Leben', stamina: 'Ausdauer' };
const REASON: Record<string, string> = {
  'challenge-defeated': 'eine besiegte Herausforderung',
  'encounter-resolved': 'eine abgehandelte Begegnung',
  'card-used': 'eine von einem Spieler benutzte Karte',
  other: 'eine andere abgeworfene Abenteuerkarte',
  'hazard-challenge': 'die Herausforderung der Reisegefahr',
  'event-replaced': 'das Ereignis, das im Spiel war',
  'event-lower': 'das gezogene Ereignis, zu niedrig, um zu wirken',
};
const colour = (c: unknown) => COLOUR[String(c)] ?? String(c);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const redCards = (n: number) => `${n} rote Herausforderungs${n === 1 ? 'karte' : 'karten'}`;
const counters = (n: number) => `${n} Verderbensmarker`;
const outcome = (text: (p: Params) => string) => (p: Params) => text({ ...p, who: nameList(p.names) });
const goldTies = (names: unknown): string =>
  Array.isArray(names) && names.length > 0
    ? ` ${names.join(', ')} haben dieselbe Stufe, also entscheidet Gold ihre Reihenfolge (004:76): zählt unten ihr Gold.`
    : '';
const B = 'advanced-runebound/board';

export const messages: Catalog = {
  'option/soloThreeCards': 'Solo: Verderbensmarker alle 3 Karten',
  'option/soloThreeCards/help':
    'Nur im Solospiel. Die Entscheide geben einem einzelnen Helden den Wert für zwei Spieler: ein Verderbensmarker, wenn die Leiste 4 Karten hält. Damit kommt er schon bei 3 Karten, das Endspiel also früher.',
  [`${P}/phase/play`]: 'Das normale Spiel',
  [`${P}/phase/endgame`]: 'Das Endspiel',
  [`${P}/phase/over`]: 'Spielende',
  [`${P}/first-turn`]: (p) =>
    `Allererster Zug von ${p.name}: wirf ${p.dice} Bewegungswürfel (Platz ${p.seat}). Verderbensleiste: ${p.cards} von ${p.trigger} Karten, ${counters(p.counters)}. Legt hier jede abgeworfene Abenteuerkarte auf die Leiste.`,
  [`${P}/turn`]: (p) =>
    `${p.name} ist am Zug (Runde ${p.round}). Verderbensleiste: ${p.cards} von ${p.trigger} Karten, ${counters(p.counters)}. Legt hier jede abgeworfene Abenteuerkarte auf die Leiste; hält der Held auf einem leeren Wildnisfeld, prüft zuletzt auf eine Gefahr.`,
  [`${P}/knockout-checklist`]: '{name} ist besiegt. Arbeitet die Checkliste auf dem Tisch ab, dann bestätigt.',
  [`${P}/knockout-checklist-hazard`]:
    '{name} ist durch eine Reisegefahr besiegt. Arbeitet die Checkliste auf dem Tisch ab (die Gefahrenkarte liegt schon auf der Verderbensleiste, nicht auf der Leiste der Unbesiegten), dann bestätigt.',
  [`${P}/hazard-roll-again`]:
    'Reisegefahr! {name} wirft 2 Bewegungswürfel erneut und zählt jedes sichtbare Symbol (die Leiste hält {cards, plural, one {# Karte} other {# Karten}}).',
  [`${P}/hazard-resolve`]: (p) =>
    `Gefahrenzahl ${p.number}: die Karte auf ${spaceName(p.space)} ist ${colour(p.colour)}. ${p.name} zieht eine ${COLOUR_E[p.colour] ?? p.colour} Abenteuerkarte und handelt sie ab: kein Vor dem Kampf, keine Flucht, keine Belohnung. Wie lief es?`,
  [`${P}/endgame-prepare`]: (p) =>
    `Das Endspiel beginnt. Nehmt Ereignisse und Begegnungen aus dem roten Stapel, legt rote Herausforderungen von der Leiste der Unbesiegten zurück hinein, mischt ihn und prüft die Stufe jedes Helden in der Anzeige.${goldTies(p.goldTies)} Dann legt die Reihenfolge fest.`,
  [`${P}/endgame-prepare-ties`]: (p) =>
    `Das Endspiel beginnt. Nehmt Ereignisse und Begegnungen aus dem roten Stapel, legt rote Herausforderungen von der Leiste der Unbesiegten zurück hinein, mischt ihn und prüft die Stufe jedes Helden in der Anzeige.${goldTies(p.goldTies)} Einige Helden haben gleiche Stufe und gleiches Gold: würfelt ihre Reihenfolge aus.`,
  [`${P}/confront`]: (p) =>
    `${p.name} stellt sich dem roten Stapel: zieht eine rote Herausforderung und handelt sie ab — keine Flucht, kein Auffrischen, keine Bewegung. (${p.name} hat ${redCards(p.red)}.)`,
  [`${P}/confront-again`]: (p) =>
    `${p.name} hat gewonnen und muss erneut ziehen: eine weitere rote Herausforderung. (${p.name} hat ${redCards(p.red)}.)`,
  [`${P}/game-over`]: 'Das Spiel ist entschieden. Rückgängig geht noch, falls der Tisch anderer Meinung ist.',
  [`${P}/place-card`]: 'Karte auf die Verderbensleiste (Feld {space})',
  [`${P}/draw-event`]: (p) =>
    p.inPlay === null
      ? 'Eine Ereigniskarte wurde gezogen (keine im Spiel)'
      : `Eine Ereigniskarte wurde gezogen (Ereignis ${p.inPlay} im Spiel)`,
  [`${P}/check-hazard`]: '{name} endete auf einem leeren Wildnisfeld: auf Gefahr prüfen',
  [`${P}/gain-experience`]: '{name} hat Erfahrungspunkte gewonnen',
  [`${P}/buy-experience`]: '{name} kauft zwei Erfahrungsmarker ({cost} Punkte)',
  [`${P}/buy-healing`]: '{name} kauft Heilung ({gold} Gold)',
  [`${P}/keep-red-challenge`]: '{name} behält eine besiegte rote Herausforderung',
  [`${P}/knocked-out`]: '{name} ist besiegt',
  [`${P}/finish-knockout`]: 'Checkliste erledigt',
  [`${P}/reshuffle-discards`]: 'Ein Stapel ist leer: seine abgeworfenen Herausforderungen neu mischen',
  [`${P}/correct-card`]: 'Die Farbe einer Karte berichtigen',
  [`${P}/end-turn`]: 'Zug von {name} beenden',
  [`${P}/hazard-number`]: 'Symbole beim zweiten Wurf',
  [`${P}/hazard-challenge-defeated`]: 'Herausforderung besiegt',
  [`${P}/hazard-challenge-failed`]: 'Herausforderung verloren',
  [`${P}/hazard-encounter`]: 'Es war eine Begegnung (abgehandelt)',
  [`${P}/hazard-event`]: 'Es war ein Ereignis',
  [`${P}/set-order`]: 'Reihenfolge der Konfrontation festlegen',
  [`${P}/gold-counted`]: (p) => `Gold von ${p.name} jetzt (${p.gold} festgehalten)`,
  [`${P}/set-order-roll`]: 'Die Reihenfolge der gleichauf liegenden Helden würfeln',
  [`${P}/confront-defeated`]: 'Besiegt (nicht Margath)',
  [`${P}/confront-margath`]: 'Hochlord Margath besiegt',
  [`${P}/confront-failed`]: 'Verloren oder besiegt',
  ...Object.fromEntries(Object.entries(COLOUR).map(([k, v]) => [`${P}/colour/${k}`, capital(v)])),
  // The letter beside a space's colour (colour is never the only cue): the colour word's first letter(s).
  ...Object.fromEntries(Object.entries({ green: 'Gr', yellow: 'Ge', blue: 'B', red: 'R' }).map(([k, v]) => [`${P}/colour-letter/${k}`, v])),
  ...Object.fromEntries(Object.entries(TERRAIN).map(([k, v]) => [`${P}/terrain/${k}`, v])),
  ...Object.fromEntries(Object.entries(COUNTER).map(([k, v]) => [`${P}/counter/${k}`, v])),
  [`${P}/counter-pair`]: (p) => `${COUNTER[String(p.first)] ?? p.first} und ${COUNTER[String(p.second)] ?? p.second}`,
  [`${P}/reason/challenge-defeated`]: 'Herausforderung besiegt',
  [`${P}/reason/encounter-resolved`]: 'Begegnung abgehandelt',
  [`${P}/reason/card-used`]: 'Eine gehaltene Karte wurde benutzt',
  [`${P}/reason/other`]: 'Anderer Abwurf',
  [`${P}/space-choice`]: (p) => `${spaceName(p.space)}: ${colour(p.colour)}`,
  'field/colour': 'Kartenfarbe',
  'advanced-runebound/die/tie-break': 'Stichwürfel {n}',
  'field/reason': 'Warum sie abgeworfen wurde',
  'field/eventNumber': 'Ereignisnummer',
  'field/terrain': 'Gelände des Heldenfelds',
  'field/plains': 'Würfel zeigen Ebene',
  'field/road': 'Würfel zeigen Straße',
  'field/river': 'Würfel zeigen Fluss',
  'field/hills': 'Würfel zeigen Hügel',
  'field/forest': 'Würfel zeigen Wald',
  'field/mountains': 'Würfel zeigen Gebirge',
  'field/swamp': 'Würfel zeigen Sumpf',
  'field/points': 'Erfahrungspunkte',
  'field/first': 'Erster Marker',
  'field/firstBonus': 'Sein Bonus',
  'field/second': 'Zweiter Marker (andere Art)',
  'field/secondBonus': 'Sein Bonus',
  'field/wounds': 'Geheilte Wunden (je 1 Gold)',
  'field/gold': 'Gezähltes Gold',
  'field/pair': 'Die zwei Marker (verschiedene Arten)',
  'field/reward': 'Genommene Goldbelohnung',
  'field/exhaustion': 'Von Erschöpfung befreite Figuren (je 1 Gold)',
  'field/space': 'Feld',
  'field/symbols': 'Sichtbare Symbole',
  'field/experience': 'Erfahrung aus dem Vorrat (0, wenn kein Wechselgeld)',
  'field/knockedOut': 'Der Held wurde besiegt',
  [`${P}/tracker/doom-counters`]: 'Verderbensmarker',
  [`${P}/tracker/level`]: '{name}: Stufe',
  [`${P}/tracker/gold`]: '{name}: Gold',
  [`${P}/tracker/experience`]: '{name}: unverbrauchte Erfahrung',
  [`${P}/tracker/red`]: '{name}: rote Herausforderungskarten',
  [`${P}/tracker/discards`]: (p) => `Ablagestapel ${colour(p.colour)}`,
  [`${P}/outcome/margath`]: outcome((p) => `${p.who} hat Hochlord Margath besiegt und gewinnt.`),
  [`${P}/outcome/three-red`]: outcome((p) => `${p.who} hält drei rote Herausforderungskarten und gewinnt.`),
  [`${P}/outcome/tiebreak-red`]: outcome(
    (p) => `Jeder Held fiel im Endspiel; ${p.who} hält die meisten roten Herausforderungskarten und gewinnt.`,
  ),
  [`${P}/outcome/tiebreak-level`]: outcome(
    (p) => `Jeder Held fiel im Endspiel; bei gleich vielen roten Herausforderungen hat ${p.who} die höchste Stufe und gewinnt.`,
  ),
  [`${P}/outcome/tiebreak-gold`]: outcome(
    (p) => `Jeder Held fiel im Endspiel; bei gleichen roten Herausforderungen und Stufen hat ${p.who} das meiste Gold und gewinnt.`,
  ),
  [`${P}/outcome/tiebreak-shared`]: outcome(
    (p) => `Jeder Held fiel im Endspiel, und ${p.who} liegen bei roten Herausforderungen, Stufe und Gold gleich: sie teilen den Sieg.`,
  ),
  [`${P}/outcome/solo-eliminated`]: '{hero} fiel im Endspiel: Margaths Drachen gewinnen.',
  'rules/wrong_phase':
    '{why, select, endgameBegun {Das gehört zum normalen Spiel, das vorbei ist: das Endspiel hat begonnen.} goldDecidesNothing {Gold entscheidet keinen Platz in der Reihenfolge des Endspiels.} noKnockout {Es gibt keine Niederlage abzuschließen.} orderSetOnce {Die Reihenfolge der Konfrontation wird einmal festgelegt, wenn das Endspiel beginnt.} confrontInEndgame {Konfrontationen gibt es im Endspiel, sobald die Reihenfolge steht.} other {Das geht jetzt nicht: es gehört zu einem anderen Teil des Spiels.}}',
  'rules/knockout_pending': 'Schließt zuerst die Niederlagen-Checkliste von {name} ab.',
  'rules/hazard_pending': 'Schließt zuerst die Reisegefahr ab.',
  'rules/hazard_on_own_turn': 'Nur der Held, der diesen Zug zog ({moving}), trifft auf eine Reisegefahr, nicht {name}.',
  'rules/unknown_player': 'Diesen Spieler gibt es in diesem Spiel nicht.',
  'rules/empty_space': 'Auf Feld {space} liegt keine Karte.',
  'rules/same_counter_type': 'Zwei zusammen gekaufte Erfahrungsmarker müssen verschiedene Arten sein.',
  'rules/not_enough_experience': 'Zwei Marker kosten {cost} Erfahrungspunkte; {name} hat {have}.',
  'rules/not_enough_gold':
    '{have, plural, =0 {Heilung kostet Gold; {name} hat keines.} other {Diese Heilung kostet {cost} Gold; {name} hat {have}.}}',
  'rules/no_knockout': 'Kein Held ist besiegt.',
  'rules/nothing_to_heal': 'Heilt mindestens eine Wunde oder befreit eine Figur von Erschöpfung.',
  'rules/heal_on_own_turn': 'Heilung wird im Marktschritt des eigenen Zuges gekauft: {current} ist am Zug, nicht {name}.',
  'rules/no_hazard_roll': 'Keine Reisegefahr wartet auf ihren zweiten Wurf.',
  'rules/no_hazard_card': 'Keine Gefahrenkarte wartet darauf, abgehandelt zu werden.',
  'setup/player_count': 'Advanced Runebound ist für {min} bis {max} Spieler.',
  'setup/invalid_options': 'Diese Optionen sind für Advanced Runebound ungültig ({fields}).',

  [`${B}/label`]: 'Advanced-Runebound-Tisch',
  [`${B}/doom-track`]: 'Verderbensleiste',
  [`${B}/cards-on-track`]: 'Karten auf der Leiste',
  [`${B}/doom-counters`]: 'Verderbensmarker',
  [`${B}/endgame-mark`]: 'Endspiel',
  [`${B}/spaces`]: 'Felder der Verderbensleiste, Frostgate oben, Tamalir unten',
  [`${B}/spaces-in-a-row`]: 'Felder der Verderbensleiste, Tamalir zuerst',
  [`${B}/space`]: 'Feld {space}',
  [`${B}/empty-space`]: 'leer',
  [`${B}/doomed`]: 'Verderbensmarker',
  [`${B}/hazard-here`]: 'Gefahr',
  [`${B}/last-placed`]: 'zuletzt',
  [`${B}/place`]: 'Eine abgeworfene Karte ablegen',
  [`${B}/why-discarded`]: 'Warum abgeworfen',
  [`${B}/place-colour`]: '+ Karte {colour}',
  [`${B}/event-in-play`]: 'Ereignis im Spiel',
  [`${B}/no-event`]: 'keines',
  [`${B}/event`]: '{number} ({colour})',
  [`${B}/discards`]: 'Ablagestapel',
  [`${B}/heroes-round`]: 'Helden — Runde {round}',
  [`${B}/heroes-endgame`]: 'Helden — das Endspiel',
  [`${B}/seat`]: 'Platz {n}',
  [`${B}/order`]: '{n, plural, =0 {noch nicht in der Reihenfolge} other {#. in der Reihenfolge des Endspiels}}',
  [`${B}/first-turn-dice`]: '{n} Würfel im ersten Zug',
  [`${B}/hero`]: 'Held',
  [`${B}/level`]: 'Stufe',
  [`${B}/gold`]: 'Gold',
  [`${B}/experience`]: 'Unverbrauchte Erfahrung',
  [`${B}/red`]: 'Rote Karten',
  [`${B}/winner`]: '★ Sieger',
  [`${B}/eliminated`]: 'ausgeschieden',
  [`${B}/knockout`]: 'Niederlagen-Checkliste',
  [`${B}/knockout/counters`]:
    'Wund-, Erschöpfungs- und unverbrauchte Abenteuermarker zurück in den Vorrat (die App hat unverbrauchte Erfahrung genullt).',
  [`${B}/knockout/gold`]: 'Alles Gold an die Bank (die App hat es genullt).',
  [`${B}/knockout/item`]: 'Teuerster Verbündeter oder Gegenstand verdeckt unter den Marktstapel (bei Gleichstand deine Wahl).',
  [`${B}/knockout/town`]: 'Held in die nächste Stadt (bei Gleichstand deine Wahl).',
  [`${B}/knockout/not-undefeated`]:
    'Herausforderung auf die Leiste der Unbesiegten — nicht bei einer Gefahr: diese Karte liegt auf der Verderbensleiste.',
  [`${B}/knockout/undefeated`]: 'Herausforderung auf die Leiste der Unbesiegten, ihr Marker auf den Plan, wie nach einer Flucht.',
  [`${B}/knockout/new-hero`]: 'Wahlweise: ein neuer zufälliger Held, die Erfahrungsmarker bleiben.',
  [`${B}/hazard`]: 'Die {colour, select, green {grüne} yellow {gelbe} blue {blaue} red {rote} other {{colour}}} Gefahrenkarte abhandeln',
  [`${B}/hazard/one-card`]: 'Nur eine Karte: eine Begegnung oder ein Ereignis beendet den Zug.',
  [`${B}/hazard/no-before-combat`]: 'Kein Vor-dem-Kampf-Text, keine Fähigkeiten.',
  [`${B}/hazard/no-escape`]: 'Keine Fluchtphase.',
  [`${B}/hazard/no-reward`]: 'Keine Belohnung — aber die Erfahrung einer Herausforderung, aus dem Markervorrat.',
  [`${B}/hazard/failed`]: 'Eine verlorene Herausforderung kommt trotzdem auf die Verderbensleiste.',
  [`${B}/endgame-prep`]: 'Das Endspiel vorbereiten',
  [`${B}/endgame-prep/sort`]: 'Ereignisse und Begegnungen aus dem roten Stapel nehmen.',
  [`${B}/endgame-prep/return`]:
    'Rote Herausforderungen von der Leiste der Unbesiegten in den roten Stapel zurücklegen (gehaltene bleiben).',
  [`${B}/endgame-prep/shuffle`]: 'Den roten Stapel mischen.',
  [`${B}/endgame-prep/levels`]:
    'Die Stufe jedes Helden (Summe der Markerboni) in der Anzeige prüfen; das Gold von Helden gleicher Stufe zählen (die Ansage fragt).',
  [`${B}/first-turn-table`]: 'Bewegungswürfel im ersten Zug',
  [`${B}/players`]: 'Spieler',
  [`${B}/seat-column`]: '{seat, select, 4 {S4+} other {S{seat}}}',
  [`${B}/experience-table`]: 'Zwei Erfahrungsmarker',
  [`${B}/points`]: 'Punkte',
  [`${B}/healing`]: 'Heilung: {perWound} Gold je Wunde · {clear} Gold befreit eine Figur von Erschöpfung.',
  'advanced-runebound/whose-turn': 'Runde {round} · {name}',
  'advanced-runebound/table/experience': 'Unverbr. EP',
  'advanced-runebound/key/doom-counters': 'Verderbensmarker',
  'advanced-runebound/key/round': 'Runde',
  'advanced-runebound/key/top-level': 'Höchste Heldenstufe',
};

const HAZARD_KIND: Record<string, string> = {
  'challenge-defeated': 'besiegte die Gefahren-Herausforderung',
  'challenge-failed': 'verlor gegen die Gefahren-Herausforderung',
  encounter: 'handelte die Gefahren-Begegnung ab',
  event: 'zog als Gefahr ein Ereignis',
};

const narrate = typedNarration<AdvancedRuneboundEvent>({
  'card-placed': (d) =>
    `Eine ${COLOUR_E[d.colour] ?? d.colour} Karte (${REASON[d.reason] ?? d.reason}) kommt verdeckt auf ${spaceName(d.space)}.`,
  'card-colour-corrected': (d) => `Die Karte auf ${spaceName(d.space)} ist ${colour(d.to)}, nicht ${colour(d.from)}.`,
  'doom-counter-placed': (d) => {
    const returned = Object.entries(d.returned as Record<string, number>)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${n} ${colour(c)}`)
      .join(', ');
    return `Verderbensmarker ${d.counter} kommt auf ${spaceName(d.space)}. Die letzte Karte (${colour(d.lastCard)}) zieht nach Tamalir; die anderen kommen auf ihre Ablagestapel${returned ? ` (${returned})` : ''}.`;
  },
  'discards-reshuffled': (d) =>
    `Der Stapel ${colour(d.colour)} ist leer: seine ${d.cards} abgeworfenen Karten werden sortiert — Herausforderungen zu einem neuen Stapel gemischt, Ereignisse und Begegnungen aus dem Spiel.`,
  'endgame-began': () => 'Der achte Verderbensmarker liegt auf Frostgate: das normale Spiel endet, das Endspiel beginnt.',
  'turn-ended': (d) => `Der Zug von ${d.name} endet; ${d.nextName} ist dran${d.nextSeat === 0 ? ` (Runde ${d.round})` : ''}.`,
  'hazard-checked': (d) => {
    const shown = d.shown.map((t) => TERRAIN[t] ?? t).join(', ') || 'kein Geländesymbol';
    return d.hazard
      ? `${d.name} steht auf ${TERRAIN[d.terrain] ?? d.terrain}; die Würfel zeigen ${shown} — kein Treffer: eine Reisegefahr.`
      : `${d.name} steht auf ${TERRAIN[d.terrain] ?? d.terrain}; die Würfel zeigen ${shown} — ein Treffer: keine Gefahr.`;
  },
  'hazard-colour-found': (d) =>
    `Gefahrenzahl ${d.number}${d.looped ? ` (herum über ${d.cardsOnTrack} Karten)` : ''}: die Karte auf ${spaceName(d.space)} ist ${colour(d.colour)}. ${d.name} zieht ein ${colour(d.colour)}es Abenteuer.`,
  'hazard-resolved': (d) =>
    `${d.name} ${HAZARD_KIND[d.kind] ?? d.kind}${d.experience ? ` und nimmt ${d.experience} Erfahrung aus dem Vorrat` : ''}.`,
  'event-drawn': (d) => {
    if (d.inPlay === null) return `Ereignis ${d.number} (${colour(d.colour)}) wirkt.`;
    return d.takesEffect
      ? `Ereignis ${d.number} (${colour(d.colour)}) ist nicht niedriger als Ereignis ${d.inPlay}: es ersetzt es.`
      : `Ereignis ${d.number} (${colour(d.colour)}) ist niedriger als Ereignis ${d.inPlay}: es wird wirkungslos abgeworfen.`;
  },
  'experience-gained': (d) => `${d.name} erhält ${d.points} Erfahrung (${d.total} unverbraucht).`,
  'experience-bought': (d) => {
    const bought = d.counters.map((c) => `${COUNTER[c.type] ?? c.type} +${c.bonus}`).join(' und ');
    return `${d.name} zahlt ${d.cost} Erfahrung für ${bought}: Stufe ${d.level}. Jetzt dürfen alle Wunden und Erschöpfung abgeworfen werden.`;
  },
  'healing-bought': (d) =>
    `${d.name} zahlt ${d.cost} Gold, um ${d.wounds} ${d.wounds === 1 ? 'Wunde' : 'Wunden'} zu heilen${d.exhaustion ? ` und ${d.exhaustion} ${d.exhaustion === 1 ? 'Figur' : 'Figuren'} von Erschöpfung zu befreien` : ''} (${d.goldLeft} Gold übrig).`,
  'hero-knocked-out': (d) => `${d.name} ist besiegt: ${d.goldLost} Gold und ${d.experienceLost} unverbrauchte Erfahrung verloren.`,
  'knockout-checklist-done': (d) => `Die Niederlage von ${d.name} ist abgehandelt.`,
  'red-challenge-kept': (d) => `${d.name} behält eine rote Herausforderungskarte (${d.redChallenges} gehalten).`,
  'endgame-order-set': (d) => `Reihenfolge im Endspiel: ${d.names.join(', ')}.`,
  'endgame-challenge-defeated': (d) =>
    `${d.name} besiegt eine rote Herausforderung und behält sie (${d.redChallenges} gehalten)${d.reward ? `, nimmt ${d.reward} Gold (insgesamt ${d.gold})` : ''}.`,
  'gold-counted': (d) => `Gold von ${d.name} gezählt: ${d.from} → ${d.to}.`,
  'margath-defeated': (d) => `${d.name} besiegt Hochlord Margath!`,
  'endgame-eliminated': (d) =>
    `${d.name} scheidet aus dem Endspiel aus; die Herausforderung kommt zurück in den roten Stapel.${d.nextName ? ` ${d.nextName} ist dran.` : ''}`,
  'game-decided': (d) => {
    const key = `${P}/outcome/${d.how}`;
    const message = messages[key];
    const params = { ...d, hero: nameList(d.names) };
    return typeof message === 'function' ? message(params) : message ? formatMessage(message, params, 'de') : key;
  },
});

const causes: Record<string, string> = {
  'doom-trigger': 'Die Verderbensleiste hielt genug Karten für die Spielerzahl',
  'eighth-doom-counter': 'Der achte Verderbensmarker erreichte Frostgate',
  'event-lower': 'Ein Ereignis, niedriger als das im Spiel, wird abgeworfen',
  'event-equal-or-higher': 'Ein Ereignis, gleich oder höher als das im Spiel, ersetzt es',
  'hazard-discard': 'Eine Gefahrenkarte wird nach dem Abhandeln abgeworfen',
  'hazard-failure': 'Eine verlorene Gefahren-Herausforderung kommt trotzdem auf die Verderbensleiste',
  'hazard-one-card': 'Eine Gefahren-Begegnung oder ein Gefahren-Ereignis beendet den Zug',
  'margath-defeated': 'Wer Hochlord Margath besiegt, gewinnt',
  'three-red-challenges': 'Drei rote Herausforderungskarten gewinnen das Endspiel',
  'all-eliminated': 'Jeder Held schied aus dem Endspiel aus',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Die Verderbensleiste',
    paragraphs: [
      'Die acht Marktstapel dienen zugleich als Leiste, von Tamalir (Feld 1) aufwärts gezählt: Tamalir, Riverwatch, Dawnsmoor, Vynelvale, Feld 5, Nerekhall, Feld 7, Frostgate.',
      'Beim Aufbau kommt die oberste grüne Abenteuerkarte verdeckt neben Tamalir. Ab dann kommt jede Abenteuerkarte, die abgeworfen würde — eine besiegte Herausforderung, eine beendete Begegnung, ein Ereignis, das nicht gespielt werden kann oder ersetzt wird, eine von einem Spieler benutzte Karte — stattdessen verdeckt auf das nächste leere Feld. Haltet ihre Farbe beim Ablegen in der App fest: Gefahren lesen diese Farben.',
      'Hält die Leiste 4 Karten (2 Spieler), 6 (3 Spieler) oder 8 (4-6 Spieler), kommt ein Verderbensmarker: die letzte Karte zieht hinunter nach Tamalir, der Rest kommt auf den Ablagestapel seiner Farbe, und ein Verderbensmarker kommt auf die nächste Stadt der Reihe, Tamalir zuerst. Der achte Marker landet auf Frostgate und beginnt das Endspiel.',
      'Unser Entscheid nach den Projektentscheiden: ein Solospiel nutzt den Wert für 2 Spieler, 4 Karten; die Hausregel „Solo: Verderbensmarker alle 3 Karten“ macht daraus 3.',
    ],
  },
  {
    heading: 'Reisegefahren',
    paragraphs: [
      'Ein Held, der seine Bewegung auf einem Wildnisfeld ohne Abenteuermarker, unbesiegten Abenteuermarker oder anderen Helden beendet, wirft 2 Bewegungswürfel, nach allem anderen „nach der Bewegung“. Sagt der App das Gelände und welche Symbole zu sehen waren: ein Symbol passend zum Gelände heißt keine Gefahr.',
      'Sonst wirf die 2 Würfel erneut und zähle jedes sichtbare Symbol: das ist die Gefahrenzahl. Zähle so viele Karten die Leiste hinauf ab Tamalir, und fange bei Tamalir neu an, wenn die Karten ausgehen; die gefundene Farbe ist der Abenteuerstapel, aus dem gezogen wird. Die App zählt.',
      'Die Karte abhandeln: nur diese eine Karte (eine Begegnung oder ein Ereignis beendet den Zug); kein Vor-dem-Kampf-Text, keine Fähigkeiten; keine Flucht; keine Belohnung — aber eine besiegte Herausforderung gibt trotzdem ihre Erfahrung, aus dem Markervorrat (keine, wenn der Vorrat nicht wechseln kann); eine verlorene Herausforderung kommt auf die Verderbensleiste, nicht auf die Leiste der Unbesiegten.',
      'Die App kennt die Seiten der Bewegungswürfel nicht, also nennt sie keine Chance für den Gefahrenwurf: Gebirge, Wälder und Sümpfe schlagen viel öfter zu als Ebenen, Straßen und Flüsse.',
    ],
  },
  {
    heading: 'Erster Zug und andere Änderungen',
    paragraphs: [
      'Nur im allerersten Zug: Bewegungswürfel nach Platz — 2 Spieler: 4, 5; 3 Spieler: 3, 4, 5; 4 oder mehr: 2, 3, 4, 5, 5, 5. Unser Entscheid: ein Solo-Held liest die Zeile für 2 Spieler und wirft 4.',
      'Danach darf ein Held außerhalb einer Stadt ohne Erschöpfung 5 statt 4 Bewegungswürfel werfen.',
      'Wunden: nur mehr Wunden als Leben besiegen einen Helden oder töten einen Verbündeten oder Feind; gleich viele sind in Ordnung. Du darfst keine Erschöpfung wählen, die zu einer Wunde würde (das Spiel kann sie trotzdem erzwingen).',
      'Eine aktivierte Karte je Bewegungsschritt, je Marktschritt, in Vor dem Kampf und je Kampfrunde.',
      'Ereignisse: ein neues Ereignis wird nur wirkungslos abgeworfen, wenn seine Nummer niedriger ist als das Ereignis im Spiel; gleich oder höher ersetzt es. So oder so kommt die abgeworfene Karte auf die Verderbensleiste.',
      'Heilen auf dem Markt: 1 Gold je Wunde am Helden oder einem Verbündeten; 1 Gold befreit den Helden oder einen Verbündeten von aller Erschöpfung.',
      'Erfahrung: zwei Marker verschiedener Art für 6 Punkte (2 Spieler), 5 (3-4), 4 (5) oder 3 (6); nie einer allein, nie zwei gleiche. Unser Entscheid: solo zahlt den Preis für 2 Spieler. Nach dem Kauf darf der Held alle Wunden und Erschöpfung abwerfen. Die Stufe eines Helden ist die Summe der Boni seiner Marker.',
      'Ein leerer Stapel: mischt die abgeworfenen Herausforderungen dieser Farbe zu einem neuen Stapel; ihre Ereignisse und Begegnungen verlassen das Spiel.',
      'Unser Entscheid 14: die App sieht die Karten nicht, also zählt sie nach dem ersten Zug keine Wunden, Erschöpfung, Kartenaktivierungen oder Bewegungswürfel — wendet diese Regeln am Tisch an; die App hält fest, was andere Regeln lesen (Niederlagen, gekaufte Heilung, gekaufte Erfahrung, Gold).',
    ],
  },
  {
    heading: 'Niederlagen',
    paragraphs: [
      'Mehr Wunden als Leben: alle Wund-, Erschöpfungs- und unverbrauchten Abenteuermarker abwerfen; alles Gold an die Bank; der teuerste Verbündete oder Gegenstand verdeckt unter den Marktstapel (bei Gleichstand deine Wahl); in die nächste Stadt ziehen (bei Gleichstand deine Wahl); die Herausforderung kommt auf die Leiste der Unbesiegten, ihr Marker auf den Plan, wie nach einer Flucht; du darfst gegen einen zufälligen unbenutzten Helden tauschen und behältst deine Erfahrungsmarker.',
      'Unser Entscheid: ein Held, der von einer Gefahren-Herausforderung besiegt wird, folgt für die Karte der Gefahrenregel — sie kommt auf die Verderbensleiste, nicht auf die Leiste der Unbesiegten.',
    ],
  },
  {
    heading: 'Das Endspiel',
    paragraphs: [
      'Bereitet den roten Stapel vor: Ereignisse und Begegnungen heraus, rote Herausforderungen von der Leiste der Unbesiegten zurück (Helden behalten ihre gehaltenen), mischen. Die Helden spielen nach Stufe, dann Gold, dann zufällig (die App wirft einen Würfel je Platz unter den noch Gleichauf liegenden).',
      'Unser Entscheid 13: die App führt das Gold jedes Helden, weil das Endspiel es liest. Zählt es mit „Gold jetzt“ in eurem Zug (Heilung und Niederlagen geben es für euch aus); beginnt das Endspiel, fragt die App nach dem Gold jedes Helden mit gleicher Stufe, und eine im Endspiel besiegte rote Herausforderung fragt nach der genommenen Goldbelohnung.',
      'Bist du dran, zieh eine rote Herausforderung und handle sie ab, ohne Flucht, ohne Auffrischen, ohne Bewegungsschritt. Besiegst du Hochlord Margath, gewinnst du. Besiegst du eine andere, behalte sie: mit drei roten Herausforderungskarten gewinnst du, sonst zieh erneut. Verlierst du (oder wirst besiegt), scheidest du aus — die Karte kommt zurück in den Stapel und du verlierst sonst nichts — und der nächste Held der Reihe ist dran.',
      'Scheiden alle aus: die meisten roten Herausforderungskarten gewinnen, dann die höchste Stufe, dann das meiste Gold. Unsere Entscheide: bei weiterem Gleichstand teilen sich diese Helden den Sieg; ein ausgeschiedener Solo-Held verliert.',
    ],
  },
];

export { narrate, causes, reference };
