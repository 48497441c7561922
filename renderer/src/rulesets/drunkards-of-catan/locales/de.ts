/** Drunkards of Catan auf Deutsch: jeder Code, die Erzählung, die Ursache und die Regelübersicht (Catan: Getreide, Holz, Siegpunkte). */
import type { Catalog } from '../../../i18n/catalog';
import type { DrunkardsEvent } from '../../../../../shared/rulesets/drunkards-of-catan/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const fass = (n: number) => `${n} ${n === 1 ? 'Fass' : 'Fässer'}`;
const schluck = (n: number) => `${n} ${n === 1 ? 'Schluck' : 'Schlucke'}`;
const RESOURCE: Record<string, string> = { brick: 'Lehm', lumber: 'Holz', wool: 'Wolle', grain: 'Getreide', ore: 'Erz' };

export const messages: Catalog = {
  'option/festivals': 'Feste bei einem Pasch',
  'option/festivals/help':
    'Zeigt der Produktionswurf einen Pasch, gibt jeder Spieler die Hälfte seiner Fässer ab (aufgerundet) und trinkt pro abgegebenem Fass einmal. Ausschalten, um Fässer ohne Feste zu spielen.',
  'drunkards/play': 'Am Tisch',
  'drunkards/die/red': 'Roter W6',
  'drunkards/die/yellow': 'Gelber W6',
  'drunkards/roll-or-trade': (p) =>
    p.rolls === 0
      ? 'Würfelt die Produktion, um einen Zug zu beginnen, oder handelt jederzeit mit Fässern.'
      : `Als Nächstes Produktionswurf ${p.rolls + 1} — oder handelt jederzeit mit Fässern.`,
  'drunkards/production-roll': 'Produktionswurf (2W6) — ein Pasch bringt ein Fest',
  'drunkards/production-roll/chance-of': 'Pasch → Fest',
  'drunkards/build-barrel': 'Fässer bauen (je 1 Getreide + 1 Holz)',
  'drunkards/drink-barrel': 'Ein Fass trinken, für eine Rohstoffkarte',
  'drunkards/gift-barrels': '{name}: Fässer verschenken (der Beschenkte trinkt)',
  'drunkards/trade-barrels': '{name}: Fässer handeln (niemand trinkt)',
  'drunkards/end-game': 'Jemand hat das Spiel gewonnen',
  'drunkards/player': '{name}',
  ...Object.fromEntries(Object.entries(RESOURCE).map(([id, name]) => [`drunkards/resource/${id}`, name])),
  'drunkards/tracker/barrels': '{name}: Fässer ({vp} SP)',
  'drunkards/tracker/drinks': '{name}: Schlucke',
  'drunkards/won': '{name} hat das Spiel gewonnen.',
  'field/player': 'Spieler',
  'field/count': 'Wie viele',
  'field/from': 'Von',
  'field/to': 'An',
  'field/resource': 'Genommene Rohstoffkarte',
  'field/winner': 'Sieger',
  'rules/unknown_player': 'Dieser Spieler sitzt nicht an diesem Tisch.',
  'rules/no_barrels': 'Noch niemand hat ein Fass: baut zuerst eines.',
  'rules/not_enough_barrels': '{name} hat nur {barrels, plural, one {# Fass} other {# Fässer}}.',
  'rules/invalid_options': 'Diese Aufbauoptionen sind für dieses Spiel ungültig.',
  'rules/wrong_phase': 'Das geht an dieser Stelle des Spiels nicht.',
  'drunkards/board': 'Fässer mit Alkohol',
  'drunkards/board/last-roll': 'Letzter Produktionswurf',
  'drunkards/board/festival': '★ Pasch — Fest!',
  'drunkards/board/no-roll': 'Noch kein Produktionswurf.',
  'drunkards/board/tally': 'Würfe {rolls} · Feste {festivals}{off, select, true { (aus)} other {}}',
  'drunkards/board/caption': 'Fässer, Siegpunkte und Schlucke je Spieler',
  'drunkards/board/player': 'Spieler',
  'drunkards/board/barrels': 'Fässer',
  'drunkards/board/vp': 'SP aus Fässern',
  'drunkards/board/drinks': 'Schlucke',
  'drunkards/board/last-festival': 'Letztes Fest',
  'drunkards/board/build': 'Bauen',
  'drunkards/board/returned': '(−{returned}, {drinks, plural, one {# Schluck} other {# Schlucke}})',
  'drunkards/board/nothing-returned': 'nichts abzugeben',
  'drunkards/board/build-one': '+1 Fass',
  'drunkards/board/build-one-for': '+1 Fass für {name}',
  'drunkards/board/hint':
    'Ein Fass kostet 1 Getreide + 1 Holz · 2 Fässer = 1 SP · Pasch: alle geben die Hälfte ab (aufgerundet), je ein Schluck.',
  'drunkards/whose-turn': 'Wurf {roll}',
  'drunkards/input/gift-to-self': 'man kann sich nicht selbst Fässer schenken.',
  'drunkards/key/barrels': 'Fässer auf dem Tisch',
  'drunkards/key/drinks': 'Getrunkene Schlucke',
  'drunkards/key/festivals': 'Gefeierte Feste',
  'drunkards/key/rolls': 'Produktionswürfe',
};

const narrate = typedNarration<DrunkardsEvent>({
  'barrel-built': (d) => `${d.name} baute ${fass(d.count)} (zahlt ${d.count} Getreide und ${d.count} Holz).`,
  'barrels-traded': (d) => `${d.fromName} gab ${d.toName} im Handel ${fass(d.count)}.`,
  'barrels-gifted': (d) => `${d.fromName} schenkte ${d.toName} ${fass(d.count)}; ${d.toName} trinkt ${schluck(d.count)}.`,
  'barrel-drunk': (d) => `${d.name} trank ein Fass und nahm ${RESOURCE[d.resource] ?? d.resource} aus der Bank.`,
  'production-rolled': (d) => `Produktionswurf ${d.dice[0]} + ${d.dice[1]} = ${d.total}${d.doubles ? ' — Pasch!' : '.'}`,
  festival: (d) => {
    const shares = d.shares.filter((s) => s.returned > 0);
    if (shares.length === 0) return 'Fest! Niemand hatte ein Fass abzugeben.';
    return `Fest! ${shares.map((s) => `${s.name} gibt ${s.returned} von ${s.before} ab (${schluck(s.returned)}, ${s.after} übrig)`).join('; ')}.`;
  },
  'game-ended': (d) => `${d.name} hat das Spiel gewonnen.`,
});

const causes: Record<string, string> = {
  'drunkards/doubles': 'Pasch beim Produktionswurf: Fest',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Fässer',
    paragraphs: [
      'Baut ein Fass mit Alkohol, indem ihr der Bank 1 Getreide und 1 Holz zahlt; markiert es mit einem Chip oder einer Münze. Fässer werden wie jede Rohstoffkarte gehandelt. Je 2 Fässer, die ihr haltet, zählen 1 Siegpunkt (abgerundet) — zählt sie auf dem Plan zu eurer Wertung.',
      'Trinken: jederzeit ein Fass an die Bank zurückgeben, einen Schluck nehmen und eine Rohstoffkarte eurer Wahl aus der Bank nehmen.',
      'Verschenken: jederzeit Fässer an einen anderen Spieler geben; er muss für jedes erhaltene Fass einmal trinken.',
    ],
  },
  {
    heading: 'Feste',
    paragraphs: [
      'Zeigt der Produktionswurf einen Pasch (zwei 1en bis zwei 6en), feiern alle ein Fest: jeder gibt die Hälfte seiner Fässer ab, aufgerundet, und trinkt pro abgegebenem Fass einmal. 1 Fass → gibt 1 ab; 5 → gibt 3 ab und behält 2.',
      'Die App würfelt 2W6 oder nimmt eure Würfel und wickelt das Fest für alle auf einmal ab. Die Spalte Schlucke ist die Bilanz des Abends.',
    ],
  },
  {
    heading: 'Unsere Entscheide',
    paragraphs: [
      'Ein Geschenk lässt den Beschenkten pro Fass einmal trinken; ein Handel lässt niemanden trinken. Die Fässer der Bank gehen nie aus. Ein Spieler ohne Fässer setzt bei einem Fest aus. Die App führt nur die Fässer: der Catan-Plan, die Rohstoffe und der Siegstand bleiben auf dem Tisch — sagt der App, wer gewonnen hat.',
      'Ihr spielt Catan Horror? Dort kann der Tisch das Fest als Hausregel einschalten; es ist dieselbe Regel.',
    ],
  },
];

export { narrate, causes, reference };
