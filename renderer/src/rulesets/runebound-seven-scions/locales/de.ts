/**
 * The Seven Scions auf Deutsch: jeder Code (mit den Bausteinen der Erweiterungen VA 46-49 auf Deutsch),
 * die Erzählung jedes Ereignisses, die Ursachen und die Regelübersicht. Sturmkarten, Sturmherren, Sprösslinge.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { SevenScionsEvent } from '../../../../../shared/rulesets/runebound-seven-scions/events';
import type { RulesetTranslation } from '../../types';
import type { Narrator } from '../../types';
import { typedNarration } from '../../typed-narration';
import {
  addonCauses,
  addonMessages,
  addonNarrate,
  addonReference,
  checklistMessages,
  checklistNarrator,
} from '../../runebound-addons/locales/de';

const COLOUR: Record<string, string> = { green: 'Grün', yellow: 'Gelb', blue: 'Blau' };
const COLOUR_E: Record<string, string> = { green: 'grüne', yellow: 'gelbe', blue: 'blaue' };
const SCION_NAMES: Record<number, string> = { 1: 'die Bogenschützin', 2: 'der Schelm' };
const scionName = (space: unknown) => SCION_NAMES[Number(space)] ?? `Sprössling ${space}`;
const scionTitle = (space: unknown) => {
  const n = scionName(space);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
/** „der Bogenschützin“ / „des Schelms“ / „von Sprössling 3“ — wessen Marker. */
const scionOf = (space: unknown) =>
  Number(space) === 1 ? 'der Bogenschützin' : Number(space) === 2 ? 'des Schelms' : `von Sprössling ${space}`;
const STACK: Record<number, string> = {
  1: 'Tamalir',
  2: 'Riverwatch',
  3: 'Dawnsmoor',
  4: 'Vynelvale',
  5: 'Stapel 5',
  6: 'Nerekhall',
  7: 'Stapel 7',
  8: 'Frostgate',
};
const stormPlace = (position: unknown) => {
  const p = Number(position);
  if (p <= 0) return 'unter dem untersten Stapel';
  if (p > 8) return 'über dem obersten hinaus';
  return `${p} (${STACK[p]})`;
};
const RESULT: Record<string, string> = {
  'event-resolved': 'Sturmereignis — jeder Held hat es abgehandelt',
  'challenge-defeated': 'Sturmherausforderung — besiegt',
  'all-knocked-out': 'Sturmherausforderung — jeder Held besiegt',
};
const CHALLENGE: Record<string, string> = {
  none: 'keine Herausforderung',
  green: 'eine grüne Herausforderung',
  yellow: 'eine gelbe Herausforderung',
  blue: 'eine blaue Herausforderung',
};

const steps: Record<string, string | ((p: Params) => string)> = {
  'seven-scions/step/scions-on-spaces':
    'Legt die sechs Sprösslingskarten mit der Textseite nach oben auf die Felder 1-6 der unbesiegten Abenteuer, nach der Nummer unter ihrer Kopfzeile (Bogenschützin auf 1, Schelm auf 2 …), und auf jede einen Marker für unbesiegte Abenteuer: die Sprösslingsmarker.',
  'seven-scions/step/storm-decks': (p) =>
    `Sortiert die Sturmkarten nach Farbe, mischt und nehmt je ${p.count} zufällig von Grün, Gelb und Blau; legt jedes Set links neben den Abenteuerstapel seiner Farbe.`,
  'seven-scions/step/stormlords': (p) =>
    `Mischt die 6 Sturmherren und nehmt ${p.count} zufällig; legt sie offen aus, von links nach rechts von 1 bis ${p.count} nummeriert (jeder darf sie jederzeit lesen).`,
  'seven-scions/step/storm-counter':
    'Legt einen Verderbensmarker direkt unter das unterste Stadtsymbol neben den Marktstapeln: den Sturmmarker.',
  'seven-scions/step/red-to-box': 'Legt die roten Abenteuerkarten in die Schachtel zurück (auch rote Karten jeder Erweiterung).',
};

export const messages: Catalog = {
  'seven-scions/whose-turn': 'Runde {round} · {name}',
  'seven-scions/die/shuffle': 'Würfel für die Reihenfolge der Sturmherren {n}',
  'seven-scions/die/tie-break': 'Stichwürfel {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  'option/cooperative': 'Kooperative Version',
  'option/firstToDefeatAllWins': 'Wer zuerst alle Sturmherren besiegt, gewinnt',
  'option/firstToDefeatAllWins/help':
    'Hausregel. Das Endspiel „funktioniert genau wie“ das von Advanced Runebound (001:228), wo der erste Held, der die letzte Herausforderung besiegt, gewinnt: der erste Held, der jeden Sturmherrn besiegt, gewinnt sofort, und die Helden nach ihm kämpfen nicht. Aus: jeder Held stellt sich den Sturmherren, und Helden, die jeweils alle besiegen, teilen den Sieg (Entscheid S-4).',
  'option/cooperative/help':
    'Die Helden spielen zusammen: sie stellen sich den Sturmherren als eine Gruppe mit dem jeweils niedrigsten Wert unter den Helden (ein Held darf den seines erweckten Sprösslings einsetzen) und gewinnen oder verlieren gemeinsam.',
  'seven-scions/phase/setup': 'Aufbau',
  'seven-scions/phase/turn': 'Bewegung und Abenteuer',
  'seven-scions/phase/storm': 'Sturmschritt',
  'seven-scions/phase/event': 'Ereignis: Sprösslingsmarker',
  'seven-scions/phase/endgame': 'Endspiel: die Sturmherren',
  'seven-scions/phase/over': 'Spielende',
  'seven-scions/prompt/setup': 'Baut den Plan für {count} Held(en) auf: hakt die Schritte der Checkliste unten ab, dann beginnt.',
  'seven-scions/prompt/turn': (p) =>
    `${p.hero}: Bewegung und Abenteuer. Begegnungen werden für eine neue Karte abgeworfen; meldet ein Ereignis. Dann der Sturmschritt: welche Herausforderung hat ${p.hero} diesen Zug besiegt? (Sturmmarker ${stormPlace(p.position)})`,
  'seven-scions/prompt/storm-card': (p) =>
    `Sturm! Zieht eine ${COLOUR_E[p.colour as string] ?? p.colour} Sturmkarte. Ereignisse: jeder Held der Reihe nach (${p.order}). Herausforderungen: alle Helden zusammen, ${p.hero} zuerst in Vor dem Kampf. Wie ging es aus?`,
  'seven-scions/prompt/storm-step': (p) =>
    `Sturmschritt — der Marker steht ${stormPlace(p.position)}. Sprösslingsmarker dürfen jetzt ausgegeben werden. Dann Markt- und Erfahrungsschritt von ${p.hero}.`,
  'seven-scions/prompt/event-pick': (p) =>
    `Ereignis, gezogen von ${p.drawer}: jeder Sprösslingsmarker ging heim. ${p.hero}, nimm einen Sprösslingsmarker oder passe.`,
  'seven-scions/prompt/endgame': (p) =>
    `Nur noch Sturmherren: das Endspiel. Die freien Städte helfen: jeder Spieler darf ${p.x} Wunde(n) und ${p.x} Erschöpfung von Held und Verbündeten abwerfen und ${p.x} Gegenstand/Gegenstände aktivieren. Dann stellt euch den Sturmherren, der Held der höchsten Stufe zuerst.`,
  'seven-scions/prompt/endgame-levels': (p) =>
    `Nur noch Sturmherren: das Endspiel. Die freien Städte helfen: jeder Spieler darf ${p.x} Wunde(n) und ${p.x} Erschöpfung von Held und Verbündeten abwerfen und ${p.x} Gegenstand/Gegenstände aktivieren. Gebt die Stufe jedes Helden ein — die Summe der Boni auf seinen Erfahrungsmarkern — und sein Gold (Gold entscheidet Gleichstand bei der Stufe). Noch einzugeben: ${p.missing}.`,
  'seven-scions/prompt/endgame-coop': (p) =>
    `Nur noch Sturmherren: das Endspiel. Die freien Städte helfen: jeder Spieler darf ${p.x} Wunde(n) und ${p.x} Erschöpfung abwerfen und ${p.x} Gegenstand/Gegenstände aktivieren. Dann stellen sich die Helden den Sturmherren gemeinsam.`,
  'seven-scions/prompt/shuffle': '{hero} stellt sich als Nächstes den Sturmherren: würfelt ihre Reihenfolge.',
  'seven-scions/prompt/fight': (p) =>
    `${p.hero} kämpft gegen Sturmherr ${p.stormlord} (bisher ${p.defeated} von ${p.of} besiegt). Kein Auffrischen zwischen den Sturmherren.`,
  'seven-scions/prompt/fight-coop': (p) =>
    `Die Helden kämpfen gemeinsam gegen Sturmherr ${p.stormlord} (${p.defeated} von ${p.of} besiegt). Ein Angriffswurf je Phase, mit dem niedrigsten Wert und Schaden der Gruppe.`,
  'seven-scions/prompt/over': 'Der Sturm ist vorüber.',
  'seven-scions/setup-done': 'Aufbau fertig — Zug des ersten Helden',
  'seven-scions/storm-step/none': 'Sturmschritt — keine Herausforderung besiegt (+{spaces})',
  'seven-scions/storm-step/green': 'Sturmschritt — grüne Herausforderung besiegt (+{spaces})',
  'seven-scions/storm-step/yellow': 'Sturmschritt — gelbe Herausforderung besiegt (+{spaces})',
  'seven-scions/storm-step/blue': 'Sturmschritt — blaue Herausforderung besiegt (+{spaces})',
  'seven-scions/event-drawn': '{hero} zog eine Ereigniskarte',
  'seven-scions/awaken-scion': '{hero} erweckt einen Sprössling (rotes Juwel mit rotem Marker)',
  'seven-scions/scion': (p) =>
    p.hero ? `${scionTitle(p.space)} (Feld ${p.space}, bei ${p.hero})` : `${scionTitle(p.space)} (Feld ${p.space})`,
  'seven-scions/scion-lost': 'Ein erweckter Sprössling wird getötet oder abgeworfen',
  'seven-scions/reason/killed': 'Getötet',
  'seven-scions/reason/discarded': 'Abgeworfen (Niederlage)',
  'seven-scions/use-scion-counter': (p) => `${p.hero} gibt den Marker ${scionOf(p.space)} für seinen Vorteil aus`,
  'seven-scions/resolve-storm-card': 'Die Sturmkarte ist erledigt',
  'seven-scions/result/event-resolved': RESULT['event-resolved'],
  'seven-scions/result/challenge-defeated': RESULT['challenge-defeated'],
  'seven-scions/result/all-knocked-out': RESULT['all-knocked-out'],
  'seven-scions/end-turn': 'Ende des Sturmschritts — Markt und Erfahrung von {hero}, dann der nächste Held',
  'seven-scions/take-scion-counter': (p) => `${p.hero} nimmt den Marker ${scionOf(p.space)}`,
  'seven-scions/pass-scion-counter': '{hero} nimmt keinen',
  'seven-scions/face-stormlords': 'Den Sturmherren entgegentreten',
  'seven-scions/set-hero-level': 'Stufe und Gold eines Helden eingeben',
  'seven-scions/hero-level': (p) =>
    p.level == null || p.gold == null ? `${p.name} (noch nicht eingegeben)` : `${p.name} (Stufe ${p.level}, ${p.gold} Gold)`,
  'seven-scions/shuffle-stormlords': 'Die Reihenfolge der Sturmherren für {hero} würfeln',
  'seven-scions/stormlord-defeated': 'Sturmherr {stormlord} besiegt',
  'seven-scions/hero-knocked-out': '{hero} ist besiegt',
  'seven-scions/heroes-knocked-out': 'Jeder Held ist besiegt',
  'seven-scions/record-combat-values': 'Kooperativ: Wert und Schaden eines Helden für eine Kampfphase',
  'seven-scions/combat/ranged': 'Fernkampf (Geist)',
  'seven-scions/combat/melee': 'Nahkampf (Körper)',
  'seven-scions/combat/magic': 'Magie (Seele)',
  'seven-scions/replace/none': 'Eigene Werte des Helden',
  'seven-scions/replace/score': 'Stattdessen Wert des Sprösslings',
  'seven-scions/replace/damage': 'Stattdessen Schaden des Sprösslings',
  'seven-scions/tracker/storm-position': 'Sturmmarker (0 = ganz unten)',
  'seven-scions/tracker/storm-green': 'Grüne Sturmkarten übrig',
  'seven-scions/tracker/storm-yellow': 'Gelbe Sturmkarten übrig',
  'seven-scions/tracker/storm-blue': 'Blaue Sturmkarten übrig',
  'seven-scions/tracker/stormlords': 'Sturmherren',
  'seven-scions/outcome/seventh-scion': '{names} hat die meisten Sturmherren besiegt: der Siebte Sprössling.',
  'seven-scions/outcome/shared-win': '{names} liegen gleichauf: sie teilen den Titel des Siebten Sprösslings.',
  'seven-scions/outcome/coop-won': 'Die Helden haben gemeinsam jeden Sturmherrn besiegt.',
  'seven-scions/outcome/coop-lost': 'Jeder Held ist gefallen: der Sturm bedeckt das Land.',
  ...Object.fromEntries(
    ['Tamalir', 'Riverwatch', 'Dawnsmoor', 'Vynelvale', 'Nerekhall', 'Frostgate'].map((town) => [`town/${town.toLowerCase()}`, town]),
  ),
  'seven-scions/board/label': 'The-Seven-Scions-Tisch',
  'seven-scions/board/storm-track': 'Sturmleiste',
  'seven-scions/board/storm-counter': 'Sturmmarker, neben den Marktstapeln',
  'seven-scions/board/place': (p) => {
    const n = Number(p.position);
    if (n <= 0) return 'Start (unter Tamalir)';
    if (n > 8) return 'über dem obersten hinaus';
    return `Feld ${n} (${STACK[n]})`;
  },
  'seven-scions/board/stack': (p) => `${p.space} ${p.town || '(keine Stadt)'}`,
  'seven-scions/board/storm-at': 'Marker auf {place}',
  'seven-scions/board/resets': 'Neustarts bisher',
  'seven-scions/board/moved': 'Diesen Zug bewegt: {from} → {to}',
  'seven-scions/board/advance': 'Wie weit der Sturmmarker zieht',
  'seven-scions/board/challenge': 'Diesen Zug besiegte Herausforderung',
  'seven-scions/board/spaces': 'Felder',
  'seven-scions/board/challenge/none': 'Keine',
  'seven-scions/board/challenge/green': 'Grün',
  'seven-scions/board/challenge/yellow': 'Gelb',
  'seven-scions/board/challenge/blue': 'Blau',
  'seven-scions/board/storm-cards': 'Sturmkarten',
  'seven-scions/board/colour/green': 'Grün',
  'seven-scions/board/colour/yellow': 'Gelb',
  'seven-scions/board/colour/blue': 'Blau',
  'seven-scions/board/next-storm': '◀ nächster Sturm',
  'seven-scions/board/cards-left': 'Karten',
  'seven-scions/board/stormlords': 'Sturmherren (offen, von links nummeriert)',
  'seven-scions/board/pending': '⚡ Sturmkarte {colour} im Spiel — ausgelöst von {name}',
  'seven-scions/board/storms-so-far': 'Bisherige Stürme',
  'seven-scions/board/storm-entry': '{colour} · {result} · {name} (Runde {round})',
  'seven-scions/board/result/event-resolved': 'Ereignis abgehandelt',
  'seven-scions/board/result/challenge-defeated': 'Herausforderung besiegt',
  'seven-scions/board/result/all-knocked-out': 'alle besiegt',
  'seven-scions/board/none-yet': 'noch keine',
  'seven-scions/board/scions': 'Sprösslinge',
  'seven-scions/board/scion': (p) => scionTitle(p.space),
  'seven-scions/board/space': 'Feld {space}',
  'seven-scions/board/awake': '☀ wach — Verbündeter von {name}',
  'seven-scions/board/slumbering': '☾ schlummernd',
  'seven-scions/board/counter-aside': 'Marker beiseitegelegt',
  'seven-scions/board/counter-held': 'Marker bei {name}',
  'seven-scions/board/counter-on-card': 'Marker auf der Karte',
  'seven-scions/board/players': 'Spieler, im Uhrzeigersinn:',
  'seven-scions/board/round': 'Runde {n}',
  'seven-scions/board/endgame':
    'Endspiel — {n, plural, one {# Sturmherr} other {# Sturmherren}}{cooperative, select, yes {, kooperativ} other {}}',
  'seven-scions/board/order': 'Reihenfolge',
  'seven-scions/board/level': 'Stufe',
  'seven-scions/board/stormlord-order': 'Reihenfolge der Sturmherren',
  'seven-scions/board/defeated': 'Besiegt',
  'seven-scions/board/last-wounds': 'Letzte Wunden',
  'seven-scions/board/seventh-scion': '★ Siebter Sprössling',
  'seven-scions/board/group-order': 'Reihenfolge: {order} · besiegt {defeated} von {of}',
  'seven-scions/board/group-values': 'Kampfwerte der Gruppe',
  'seven-scions/board/group-score': 'Wert der Gruppe',
  'seven-scions/board/group-damage': 'Schaden der Gruppe',
  'seven-scions/board/heroes-entered': 'Eingetragene Helden',
  'seven-scions/board/lowest': 'niedrigster: {name}',
  'seven-scions/board/of-heroes': '{n} von {of}',
  'field/scion': 'Sprössling',
  'field/reason': 'Wie',
  'field/result': 'Ausgang',
  'field/player': 'Held',
  'field/level': 'Stufe (Summe der Boni auf seinen Erfahrungsmarkern)',
  'field/gold': 'Gold',
  'field/wounds': 'Wunden auf diesem Sturmherrn',
  'field/combatPhase': 'Kampfphase',
  'field/score': 'Wert des Helden',
  'field/damage': 'Schaden des Helden',
  'field/replace': 'Sprössling ersetzt',
  'field/scionScore': 'Wert des Sprösslings',
  'field/scionDamage': 'Schaden des Sprösslings',
  'rules/wrong_phase': 'Das ist gerade nicht dran.',
  'rules/no-storm-card': 'Keine Sturmkarte wartet.',
  'rules/storm-card-pending': (p) => `Handelt zuerst die Sturmkarte ${COLOUR[p.colour as string] ?? ''} ab.`,
  'rules/scion-awake': (p) =>
    `${scionTitle(p.scion)} ist wach${p.by ? ` (bei ${p.by})` : ''}: ein erweckter Sprössling hat keinen Marker und kann nicht erneut erweckt werden.`,
  'rules/counter-taken': (p) => `${p.holder} hat den Marker ${scionOf(p.scion)} schon genommen.`,
  'rules/not-storm-step': 'Sprösslingsmarker werden nur im Sturmschritt ausgegeben.',
  'rules/no-counter': 'Niemand hält diesen Sprösslingsmarker.',
  'rules/no-counter-left': 'Jeder Sprösslingsmarker ist genommen oder beiseitegelegt: nimm keinen.',
  'rules/scion-asleep': 'Dieser Sprössling ist nicht wach.',
  'rules/cooperative': 'Im kooperativen Spiel fallen die Helden gemeinsam.',
  'rules/competitive': 'Im Wettbewerbsspiel fällt jeder Held allein.',
  'rules/not-cooperative': 'Kampfwerte der Gruppe gehören zur kooperativen Version.',
  'rules/no-awakened-scion': '{player} hat keinen erweckten Sprössling, der einspringen könnte.',
  'rules/missing-scion-value': 'Gebt den Wert des Sprösslings ein, der für den des Helden einspringt.',
  'rules/levels-missing':
    'Gebt zuerst Stufe und Gold von {names} ein: sie bestimmen, in welcher Reihenfolge die Helden den Sturmherren entgegentreten.',
  'rules/one-awakening-per-turn':
    '{hero} hat diesen Zug schon einen Sprössling erweckt: das rote Juwel, auf dem er stand, ist abgeworfen (Entscheid S-9).',
  'seven-scions/key/storm': 'Sturmfeld',
  'seven-scions/key/storm-resets': 'Sturmrunden um die Leiste',
  'seven-scions/key/scions-awakened': 'Erweckte Sprösslinge',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  ...typedNarration<SevenScionsEvent>({
    'setup-finished': (d) => `Aufbau fertig. ${d.first} hat den ersten Zug.`,
    'storm-advanced': (d) =>
      `${d.player} besiegte ${CHALLENGE[d.challenge] ?? d.challenge}: der Sturmmarker zieht ${d.spaces} Feld(er), ${stormPlace(d.from)} → ${stormPlace(d.to)}.`,
    'storm-reset': () =>
      'Der Sturmmarker ging über den obersten Stapel hinaus: er beginnt wieder unter dem untersten (übrige Felder verfallen).',
    'storm-card-drawn': (d) =>
      `${d.byName} löst eine ${COLOUR_E[d.colour] ?? d.colour} Sturmkarte aus (${d.left} ${COLOUR_E[d.colour] ?? d.colour} übrig). Reihenfolge: ${d.orderNames.join(', ')}.`,
    'endgame-begun': (d) =>
      `Ein Sturm ist fällig, aber nur noch Sturmherren sind übrig: das Endspiel gegen ${d.stormlords} Sturmherr(en) beginnt.`,
    'storm-card-resolved': (d) => `Sturmkarte ${COLOUR[d.colour] ?? d.colour}: ${RESULT[d.result] ?? d.result}.`,
    'turn-ended': (d) => `Der Zug von ${d.player} endet; ${d.next} ist als Nächstes dran.`,
    'event-card-drawn': (d) =>
      `${d.drawer} zog ein Ereignis: die Abenteuer-Juwelen frischen auf${d.returned.length ? ` und ${d.returned.map((r) => `${r.from} gibt den Marker ${scionOf(r.space)} zurück`).join(', ')}` : ''}. Dann darf jeder Spieler einen Sprösslingsmarker nehmen; danach das Ereignis abwerfen und eine neue Abenteuerkarte ziehen.`,
    'scion-counter-taken': (d) => `${d.playerName} nimmt den Marker ${scionOf(d.scion)}.`,
    'scion-counter-passed': (d) => `${d.playerName} nimmt keinen Sprösslingsmarker.`,
    'scion-counter-used': (d) => `${d.playerName} gibt den Marker ${scionOf(d.scion)} für seinen schlummernden Vorteil aus.`,
    'scion-awakened': (d) =>
      `${d.playerName} erweckt ${scionName(d.scion)}: das rote Juwel abwerfen; der Sprössling wird ein Verbündeter für Sturmschritte und das Endspiel${d.previous ? `; ${scionName(d.previous)} schlummert wieder auf Feld ${d.previous}` : ''}${d.counterFrom ? `; ${d.counterFrom} verliert seinen Marker` : ''}.`,
    'scion-returned': (d) =>
      `${scionTitle(d.scion)} (von ${d.playerName}) ist ${d.reason === 'killed' ? 'getötet' : 'abgeworfen'}: er schlummert wieder auf Feld ${d.scion}, sein Marker auf der Karte.`,
    'hero-level-set': (d) =>
      typeof d.gold === 'number' ? `${d.playerName} hat Stufe ${d.level} und ${d.gold} Gold.` : `${d.playerName} hat Stufe ${d.level}.`,
    'stormlords-faced': (d) =>
      d.mode === 'cooperative'
        ? 'Die Helden treten den Sturmherren gemeinsam entgegen.'
        : `Reihenfolge der Helden, höchste Stufe zuerst (bei gleicher Stufe das meiste Gold zuerst): ${(d.names ?? []).join(', ')}${d.tieBroken ? ' (gleiche Stufe und gleiches Gold per Würfel geordnet)' : ''}.`,
    'stormlord-order-rolled': (d) =>
      `${d.playerName ?? 'Die Helden'} ${d.playerName ? 'tritt' : 'treten'} den Sturmherren in dieser Reihenfolge entgegen: ${d.order.join(', ')}.`,
    'stormlord-defeated': (d) =>
      `${d.playerName ? `${d.playerName} besiegt` : 'Die Helden besiegen'} Sturmherr ${d.stormlord} (${d.defeated} von ${d.of}).`,
    'hero-knocked-out': (d) =>
      `${d.playerName} wird von Sturmherr ${d.stormlord} besiegt, der ${d.wounds} Wunde(n) trägt; ${d.defeated} besiegt.`,
    'heroes-knocked-out': (d) => `Jeder Held wird von Sturmherr ${d.stormlord} besiegt.`,
    'stormlords-result': (d) => {
      if (d.code === 'coop-won') return 'Jeder Sturmherr ist gefallen: die Helden gewinnen gemeinsam.';
      if (d.code === 'coop-lost') return 'Die Helden sind gefallen: der Sturm gewinnt.';
      return d.code === 'seventh-scion'
        ? `${d.names[0]} ist der Siebte Sprössling und gewinnt.`
        : `${d.names.join(' und ')} teilen den Sieg.`;
    },
    'combat-values-recorded': (d) =>
      `${d.playerName}, ${d.combatPhase}: Wert ${d.score}, Schaden ${d.damage}${d.replace !== 'none' ? ` (${d.replace === 'score' ? `Wert ${d.scionScore}` : `Schaden ${d.scionDamage}`} des Sprösslings springt ein)` : ''}.`,
  }),
};

const causes: Record<string, string> = {
  ...addonCauses,
  'storm-off-top': 'Der Sturmmarker zog über den obersten Marktstapel hinaus',
  'storm-counter-reset': 'Jeder Neustart zieht eine Sturmkarte der niedrigsten übrigen Farbe',
  'only-stormlords-left': 'Eine Sturmkarte war fällig, aber nur noch Sturmherren sind übrig',
  'all-heroes-faced': 'Jeder Held ist den Sturmherren entgegengetreten',
  'first-to-defeat-all': 'Hausregel: der erste Held, der jeden Sturmherrn besiegt, gewinnt sofort',
  'cooperative-endgame': 'Der Kampf der Gruppe ist vorbei',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Aufbau',
    paragraphs: [
      'Sechs Sprösslingskarten, Textseite oben, auf die Felder 1-6 der unbesiegten Abenteuer (die Bogenschützin auf 1, der Schelm auf 2 und so weiter), jede mit einem Marker für unbesiegte Abenteuer darauf: die Sprösslingsmarker.',
      'Von jeder Farbe der Sturmkarten (grün, gelb, blau) und von den silbernen Sturmherren nehmt so viele zufällig, wie Spieler mitspielen. Sturmherren sind offene Information. Der Sturmmarker (ein Verderbensmarker) beginnt direkt unter dem untersten Stadtsymbol neben den Marktstapeln. Rote Abenteuerkarten kommen zurück in die Schachtel.',
    ],
  },
  {
    heading: 'Züge',
    paragraphs: [
      'Begegnungskarten werden wirkungslos abgeworfen und durch eine neue Abenteuerkarte ersetzt.',
      'Eine Ereigniskarte frischt die Abenteuer-Juwelen wie üblich auf; dann geht jeder Sprösslingsmarker zu seinem Sprössling zurück und, vom Spieler, der das Ereignis zog, im Uhrzeigersinn, darf jeder Spieler einen nehmen. Dann wird das Ereignis abgeworfen und der aktive Spieler zieht erneut.',
      'Ein Sturmschritt folgt direkt auf den Abenteuerschritt, vor Markt und Erfahrung.',
    ],
  },
  {
    heading: 'Der Sturmschritt',
    paragraphs: [
      'Der Sturmmarker steigt die Marktstapel hinauf: 1 Feld, wenn diesen Zug keine oder eine grüne Herausforderung besiegt wurde, 2 für gelb, 3 für blau — immer mindestens 1.',
      'Über den obersten Stapel hinaus: der Marker geht zurück unter den untersten Stapel (übrige Felder verfallen), und eine zufällige Sturmkarte der niedrigsten noch verfügbaren Farbe wird gezogen. Sturmereignisse: jeder Held handelt es ab, vom Auslöser im Uhrzeigersinn. Sturmherausforderungen: alle Helden kämpfen gemeinsam — Vor dem Kampf vom Auslöser im Uhrzeigersinn, dann darf in jeder Phase jeder Held angreifen; Verbündete greifen weiterhin einmal an; Wunden bleiben. Ein geflohener Held muss jede Runde wieder einsteigen oder erneut fliehen; nur Helden, die in der Siegesrunde angegriffen oder Schaden verursacht haben, teilen die Belohnung (Vor dem Kampf zählt als erste Runde).',
      'Der Zug geht weiter, sobald jeder Held das Ereignis abgehandelt hat, die Herausforderung besiegt ist oder jeder Held besiegt ist. Unser Entscheid S-10: der Tisch zieht die Sturmkarte aus seinem Stapel der Farbe, die die App nennt; die App zählt die übrigen Karten.',
      'Der Marker eines schlummernden Sprösslings darf zu jedem Zeitpunkt eines Sturmschritts für den auf diesem Sprössling gedruckten Vorteil abgeworfen werden.',
    ],
  },
  {
    heading: 'Sprösslinge',
    paragraphs: [
      'Ein Held, der seine Bewegung auf einem roten Abenteuer-Juwel mit rotem Marker beendet, darf in seinem Abenteuerschritt versuchen, einen Sprössling seiner Wahl zu erwecken (die Karte sagt, wie). Ein erweckter Sprössling: das rote Juwel wird abgeworfen, die Karte verlässt ihr Feld mit der Bildseite oben und schließt sich dem Helden als Verbündeter außerhalb des Verbündetenlimits an, nutzbar nur in Sturmschritten und im Endspiel. Er hat keinen Marker. Einer pro Held: erweckt er einen weiteren, wird der erste abgeworfen.',
      'Ein getöteter Sprössling schlummert wieder auf seinem Feld. Unser Entscheid S-1: ein abgeworfener Sprössling (Niederlage oder für eine zweite Erweckung) ebenso, und sein Marker kommt zurück auf die Karte. Unser Entscheid S-2: ein von einem Spieler gehaltener Marker kommt beiseite, wenn sein Sprössling erwacht.',
      'Unser Entscheid S-9: eine Erweckung pro Zug — der Held steht auf einem roten Juwel, und es wird abgeworfen, sobald ein Sprössling erwacht. Mehrere Sprösslinge können in einem Zug trotzdem die Hand wechseln: der vorige Sprössling des Helden schlummert wieder, ein von jemandem gehaltener Marker kommt beiseite, und jeder im Sturmschritt getötete Sprössling schlummert wieder.',
    ],
  },
  {
    heading: 'Endspiel',
    paragraphs: [
      'Es beginnt, wenn eine Sturmkarte fällig ist und nur noch Sturmherren übrig sind. X ist die Zahl der Sturmherren: jeder Spieler darf X Wunden und X Erschöpfung von Held und Verbündeten abwerfen und X Gegenstände aktivieren.',
      'Wettbewerb: der Held der höchsten Stufe stellt sich allen Sturmherren in zufälliger Reihenfolge, dann der nächsthöhere und so weiter, ohne Auffrischen dazwischen. Die meisten besiegten Sturmherren gewinnen; bei Gleichstand gewinnt der Held, dessen letzter Sturmherr beim Fallen die meisten Wunden hatte. Unser Entscheid S-6: dieses Endspiel „funktioniert genau wie“ das von Advanced Runebound, wo die Stufe eines Helden die Summe der Boni auf seinen Erfahrungsmarkern ist (0 ohne) — nicht Marker + 1. Gebt Stufe und Gold jedes Helden ein: die App legt keine Reihenfolge fest, bevor sie alle hat. Unser Entscheid S-3: bei gleicher Stufe geht der Held mit dem meisten Gold zuerst (wie in Advanced Runebound); gleiche Stufe und gleiches Gold werden per Wurf geordnet (ein Würfel je Platz). Unser Entscheid S-4: weiterhin gleichauf liegende Helden (etwa beide haben jeden Sturmherrn besiegt) teilen den Sieg. Hausregel S-12 (Option): der erste Held, der jeden Sturmherrn besiegt, gewinnt sofort, wie der erste, der in Advanced Runebound die letzte Herausforderung besiegt.',
      'Kooperativ (Option): kein Held kämpft gegen einen anderen, und die Spieler dürfen gemeinsam vereinbaren, wer welchen Marker eines schlummernden Sprösslings nimmt und wer welchen Sprössling erweckt. Im Endspiel greifen die Helden als einer an, ein Wurf je Kampfphase, mit dem niedrigsten Wert und dem niedrigsten Schaden unter ihnen (Fernkampf liest Geist, Nahkampf Körper, Magie Seele). Sie dürfen magische Gegenstände und Fähigkeiten bündeln, und vor dem Wurf darf jeder Held seinen Wert oder Schaden durch den seines erweckten Sprösslings ersetzen. Unser Entscheid S-5: die Gruppe stellt sich den Sturmherren in einer gewürfelten Reihenfolge; alle zu besiegen gewinnt, sind alle Helden besiegt, ist verloren.',
    ],
  },
  ...addonReference,
];

export { narrate, causes, reference };
