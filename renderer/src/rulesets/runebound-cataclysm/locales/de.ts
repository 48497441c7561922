/**
 * The Cataclysm auf Deutsch: jeder Code (mit den Bausteinen der Erweiterungen VA 46-49 auf Deutsch), die
 * Erzählung jedes Ereignisses, die Ursachen und die Regelübersicht. Fluchkarten, Kataklysmusmarker, Questen.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { CataclysmEvent } from '../../../../../shared/rulesets/runebound-cataclysm/events';
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
import { TOWN_NAMES } from '../messages';

const CURSE_NAMES: Record<string, string> = {
  'ashen-flock': 'Fluch des Aschenschwarms',
  'demon-horde': 'Fluch der Dämonenhorde',
  'frenzied-rage': 'Fluch der rasenden Wut',
  'savage-brood': 'Fluch der wilden Brut',
  'winter-lord': 'Fluch des Winterfürsten',
};
const town = (t: unknown) => TOWN_NAMES[t as string] ?? String(t);
const curse = (c: unknown) => CURSE_NAMES[c as string] ?? String(c);
/** „des Fluchs des Winterfürsten“ (Genitiv). */
const curseOf = (c: unknown) => `des ${curse(c).replace(/^Fluch /, 'Fluchs ')}`;
const LEVEL = ['', 'I', 'II', 'III'];

const steps: Record<string, string | ((p: Params) => string)> = {
  'cataclysm/step/curse-decks':
    'Haltet die fünf Fluchstapel getrennt und ungemischt, jeder nach der Ziffer auf der Rückseite gestapelt: die drei Stufe-I-Karten oben, dann die zwei Stufe-II, dann die Stufe-III.',
  'cataclysm/step/counters-comet-up':
    'Legt die 8 Kataklysmusmarker mit der Kometenseite nach oben neben den Plan — die App verteilt sie an die Städte, nachdem die Helden stehen.',
  'cataclysm/step/market-empty': 'Legt keine Gegenstände auf die Marktstapel der Städte.',
  'cataclysm/step/red-to-box': 'Legt die roten Abenteuerkarten in die Schachtel zurück (auch rote Karten jeder Erweiterung).',
  'cataclysm/step/starting-gold':
    'Setzt die Goldanzeige jedes Helden (neben den Siegpunkten) auf das Startgold seines Helden; die App addiert dann das Gold der Fluchkarten und zieht ab, was Marktschritte und Handel kosten.',
};

export const messages: Catalog = {
  'cataclysm/whose-turn': 'Runde {round} · {name}',
  'cataclysm/die/deal': 'Verteilwürfel {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  ...Object.fromEntries(Object.entries(TOWN_NAMES).map(([k, v]) => [`town/${k}`, v])),
  ...Object.fromEntries(Object.entries(CURSE_NAMES).map(([k, v]) => [`cataclysm/curse/${k}`, v])),
  'cataclysm/phase/setup': 'Aufbau',
  'cataclysm/phase/turn': 'Zug eines Helden',
  'cataclysm/phase/over': 'Spielende',
  'cataclysm/prompt/setup': 'Hakt die Schritte der Aufbau-Checkliste unten ab, dann stellt die Helden auf.',
  'cataclysm/prompt/starting-town': '{hero}: wähle eine Startstadt (letzter Spieler zuerst; ein Held je Stadt).',
  'cataclysm/prompt/draw': 'Jeder Held steht. Verteilt die Kataklysmusmarker an die acht Städte und dreht sie um.',
  'cataclysm/prompt/quest-counter': '{hero}: wähle einen Marker für unbesiegte Begegnungen als deinen Questmarker.',
  'option/oneCurseCardPerAdventure': 'Eine Fluchkarte je Abenteuerschritt',
  'option/oneCurseCardPerAdventure/help':
    'Hausregel. „Helden, die ihre Bewegung in einer der verfluchten Städte beenden, dürfen versuchen, eine der Fluchkarten zu erringen“ (001:311), gelesen als eine Karte pro Zug: eine errungene Karte der Stufe I oder III beendet den Abenteuerschritt, wie eine verlorene es immer tut. Aus: ein erfolgreicher Held darf in derselben Stadt weitermachen (eine Stufe-I-Karte, dann ihre Stufe-III-Karte).',
  'cataclysm/prompt/turn': (p) => {
    const step: Record<string, string> = {
      movement:
        'Bewegung: teile die Würfel in Reise- und Handelspool (ein Handelswurf). Dann der Abenteuerschritt in einer verfluchten Stadt, dann ein Marktschritt in einer befreiten Stadt.',
      adventure:
        'Abenteuerschritt: weitere Fluchkarten dieser Stadt, wenn er Erfolg hatte, dann ein Marktschritt in einer befreiten Stadt.',
      'adventure-over': 'Der Abenteuerschritt ist vorbei: nur der Marktschritt (in einer befreiten Stadt) bleibt.',
      'market-done': 'Der Marktschritt ist erledigt: der Erfahrungsschritt, dann Zug beenden.',
    };
    return `Zug von ${p.hero}, ${p.gold} Gold. ${step[p.step as string] ?? ''} Zerstörte Städte können nicht betreten werden. Sieg: eine befreite Stadt und ${p.target} Siegpunkte.`;
  },
  'cataclysm/prompt/attempt-1': (p) =>
    `${p.hero} zieht eine zufällige Stufe-I-Karte ${curseOf(p.curse)} in ${town(p.town)}. Hat ${p.hero} ihre Herausforderung oder Proben bestanden?`,
  'cataclysm/prompt/attempt-3': (p) =>
    `${p.hero} stellt sich der Stufe-III-Karte ${curseOf(p.curse)} in ${town(p.town)} — stärker als ein Drachenfürst. Wurde sie besiegt?`,
  'cataclysm/prompt/over': 'Das Spiel ist vorbei.',
  'cataclysm/setup-done': 'Aufbau fertig — die Helden aufstellen',
  'cataclysm/place-hero': '{hero} aufstellen',
  'cataclysm/draw-cataclysm': 'Die Kataklysmusmarker verteilen (W8, W7 … W2)',
  'cataclysm/choose-quest-counter': '{hero} nimmt diesen Questmarker',
  'cataclysm/quest-space': 'Marker {space}',
  'cataclysm/curse-in-town': (p) => `${curse(p.curse)} (${town(p.town)})`,
  'cataclysm/attempt-level-1': 'Eine Stufe-I-Fluchkarte versuchen (Abenteuerschritt in dieser Stadt begonnen)',
  'cataclysm/claim-quest': 'Eine aufgedeckte Queste (Stufe II) erringen, deren Bedingungen erfüllt sind',
  'cataclysm/attempt-level-3': 'Sich einer Stufe-III-Fluchkarte stellen',
  'cataclysm/market-step': 'Marktschritt dieses Zuges, in einer befreiten Stadt (Rabatt: deine Karten aus ihrem Stapel; {gold} Gold)',
  'cataclysm/trade':
    'Handelspool (einmal, während der Bewegung): beiseitegelegte Würfel, wie viele das Gelände des Helden zeigen, gezahltes und erhaltenes Gold ({gold} Gold)',
  'cataclysm/end-turn': 'Zug von {hero} beenden',
  'cataclysm/curse-won': 'Ja — {hero} erringt die Karte',
  'cataclysm/curse-lost': 'Nein — der Abenteuerschritt endet',
  'cataclysm/tracker/vp': '{name}: Siegpunkte',
  'cataclysm/tracker/gold': '{name}: Gold',
  'cataclysm/tracker/level-one': (p) => `${town(p.town)}: Stufe-I-Karten übrig`,
  'cataclysm/tracker/quests': (p) => `${town(p.town)}: aufgedeckte Questen`,
  'cataclysm/outcome/winner': '{name} gewinnt mit {vp} Siegpunkten und einer befreiten Stadt.',
  'cataclysm/board/label': 'The-Cataclysm-Tisch',
  'cataclysm/board/heroes': 'Helden — {target} Siegpunkte und eine befreite Stadt zum Sieg',
  'cataclysm/board/winner': '★ Sieger',
  'cataclysm/board/quest-space': 'Questmarker {space}',
  'cataclysm/board/vp': 'Siegpunkte',
  'cataclysm/board/gold': 'Gold',
  'cataclysm/board/claims': 'Errungene Fluchkarten',
  'cataclysm/board/claim': '{curse}: {levels}',
  'cataclysm/board/numeral': '{level, select, 1 {I} 2 {II} other {III}}',
  'cataclysm/board/freed': 'Befreit: {towns}',
  'cataclysm/board/last-market': 'Markt in {town}: {spent} Gold − {discount} Rabatt = {pays} zahlen',
  'cataclysm/board/last-trade':
    'Handelspool: {travel, plural, one {# Reisewürfel} other {# Reisewürfel}} · {trading, plural, one {# Handelswürfel} other {# Handelswürfel}} · {matches, plural, one {# Handel} other {# Handel}}',
  'cataclysm/board/towns': 'Die freien Städte',
  'cataclysm/board/face-down': '☄ Kataklysmusmarker verdeckt',
  'cataclysm/board/destroyed': '☄☄ zerstört — nicht betretbar',
  'cataclysm/board/freed-by': '✔ befreit von {name} — Markt offen',
  'cataclysm/board/deck-returned': 'Ihre Fluchkarten sind zurück in der Schachtel.',
  'cataclysm/board/level-one': 'Stufe-I-Karten',
  'cataclysm/board/quests': 'Aufgedeckte Questen',
  'cataclysm/board/level-two': 'Stufe II verdeckt',
  'cataclysm/board/town': 'Stadt',
  'cataclysm/board/curse': 'Fluch',
  'cataclysm/board/level-three-head': 'Stufe III',
  'cataclysm/board/level-three-cell': '{left, plural, =0 {besiegt} other {wartet}}',
  'cataclysm/board/started-head': 'Hier begonnen',
  'cataclysm/table/heroes': 'Helden',
  'cataclysm/table/towns': 'Städte',
  'cataclysm/table/face-down': 'Marker verdeckt',
  'cataclysm/table/destroyed': 'zerstört — nicht betretbar',
  'cataclysm/table/freed-by': 'befreit von {name}',
  'cataclysm/table/level-one': 'Stufe I übrig',
  'field/town': 'Stadt',
  'field/space': 'Questmarker',
  'field/curse': 'Fluch',
  'field/healing': 'Für Heilung ausgegebenes Gold',
  'field/cards': 'Für Marktkarten ausgegebenes Gold',
  'field/movementDice': 'Bewegungswürfel',
  'field/tradingPool': 'Würfel im Handelspool',
  'field/matches': 'Handelswürfel mit dem Gelände des Helden',
  'field/spent': 'In diesen Handeln gezahltes Gold (Karten und Heilung)',
  'field/sold': 'Für zum halben Preis verkaufte Gegenstände erhaltenes Gold',
  'rules/wrong_phase': 'Das ist gerade nicht dran.',
  'rules/town-taken': (p) => `${p.by} beginnt schon in ${town(p.town)}.`,
  'rules/quest-counter-taken': '{by} hat schon Questmarker {space}.',
  'rules/not-cursed': 'Dieser Fluch liegt in diesem Spiel auf keiner Stadt.',
  'rules/town-freed': 'Diese Stadt ist schon befreit; ihre übrigen Fluchkarten sind zurück in der Schachtel.',
  'rules/already-claimed': (p) =>
    `Dieser Held hält schon eine Stufe-${LEVEL[p.level as number]}-Karte ${curseOf(p.curse)}: nur eine je Stufe und Stapel.`,
  'rules/deck-empty': (p) => `Keine Stufe-${LEVEL[p.level as number]}-Karte ${curseOf(p.curse)} ist übrig.`,
  'rules/no-quest-revealed': (p) => `Keine Queste ${curseOf(p.curse)} ist aufgedeckt.`,
  'rules/needs-lower-card': (p) =>
    `Nur ein Held mit einer Stufe-I- oder -II-Karte ${curseOf(p.curse)} darf sich seiner Stufe-III-Karte stellen.`,
  'rules/town-not-freed': (p) => `${town(p.town)} ist keine befreite Stadt: Marktschritte gibt es nur in befreiten Städten.`,
  'rules/pool-too-big': 'Der Handelspool kann nicht mehr Würfel halten, als der Held wirft.',
  'rules/too-many-matches': 'Mehr passende Würfel als Würfel im Handelspool.',
  'rules/adventure-over':
    'Der Abenteuerschritt dieses Helden ist vorbei: eine verlorene Fluchkarte beendet ihn (001:327), und ebenso der Marktschritt.',
  'rules/after-market': 'Der Marktschritt (Schritt 4) kommt nach dem Abenteuerschritt: danach keine Fluchkarte mehr.',
  'rules/other-town':
    'Dieser Abenteuerschritt ist in einer anderen Stadt: der Held stellt sich den Fluchkarten der Stadt, in der er steht.',
  'rules/one-market-step': 'Der Marktschritt dieses Zuges ist schon genommen: ein Marktschritt pro Zug (Schritt 4).',
  'rules/already-traded': 'Der Handelspool wird einmal pro Zug geworfen, alles auf einmal.',
  'rules/movement-over': 'Der Handelspool wird während der Bewegung geworfen, vor dem Abenteuerschritt.',
  'rules/not-enough-gold': '{hero} hat {has} Gold und braucht {needed}. Berichtigt die Goldanzeige, wenn der Tisch anders zählt.',
  'rules/no-curse-card': 'Jetzt kann keine Fluchkarte versucht werden: keine ist übrig, die dieser Held in dieser Stadt versuchen darf.',
  'rules/no-quest-to-claim': 'Keine aufgedeckte Queste kann von diesem Helden errungen werden (eine Stufe-II-Karte je Stapel).',
  'rules/no-attempt': 'Es wird gerade keine Fluchkarte versucht.',
  'rules/no-trade': 'Kein Handelswürfel zeigte das Gelände des Helden: kein Handel, also nichts zu zahlen oder zu verkaufen.',
  'cataclysm/key/towns-destroyed': 'Zerstörte Städte',
  'cataclysm/key/curses-freed': 'Befreite Flüche',
  'cataclysm/key/quests-revealed': 'Aufgedeckte Questen',
  'cataclysm/key/round': 'Runde',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  ...typedNarration<CataclysmEvent>({
    'setup-finished': (d) => `Aufbau fertig. ${d.placer} stellt zuerst auf.`,
    'hero-placed': (d) => `${d.playerName} beginnt in ${town(d.town)}.`,
    'cataclysm-drawn': (d) => {
      const towns = d.towns as Record<string, string>;
      const destroyed = Object.entries(towns)
        .filter(([, c]) => c === 'destroyed')
        .map(([t]) => town(t));
      const cursed = Object.entries(towns)
        .filter(([, c]) => c !== 'destroyed')
        .map(([t, c]) => `${town(t)}: ${curse(c)}`);
      const stranded = d.strandedIn.map((s) => `${s.player} steht im zerstörten ${town(s.town)}`);
      return `Der Kataklysmus bricht herein. Zerstört: ${destroyed.join(', ')}. Verflucht — ${cursed.join('; ')}. Legt jeden Fluchstapel auf den Marktstapel seiner Stadt.${stranded.length ? ` ${stranded.join('; ')} (Entscheid C-2).` : ''}`;
    },
    'quest-counter-chosen': (d) => `${d.playerName} nimmt Marker ${d.space} als Questmarker: Questfeld ${d.space}.`,
    'curse-card-drawn': (d) =>
      d.level === 1
        ? `${d.playerName} zieht eine Stufe-I-Karte ${curseOf(d.curse)} in ${town(d.town)}.`
        : `${d.playerName} stellt sich der Stufe-III-Karte ${curseOf(d.curse)} in ${town(d.town)}.`,
    'curse-attempt-failed': (d) =>
      `${d.playerName} scheitert an der Stufe-${LEVEL[d.level]}-Karte${d.level === 1 ? '; sie geht zurück in den Stapel' : '; sie bleibt auf dem Stapel'}. Sein Abenteuerschritt ist vorbei.`,
    'curse-card-claimed': (d) =>
      `${d.playerName} erringt eine Stufe-${LEVEL[d.level]}-Karte ${curseOf(d.curse)}: +${d.vp} Siegpunkt(e), ${d.xp} Erfahrung und ${d.gold} Gold nehmen${typeof d.goldTo === 'number' ? ` (Gold ${d.goldFrom} → ${d.goldTo})` : ''}${d.adventureOver ? '; der Abenteuerschritt endet (Hausregel)' : ''}.`,
    'quest-revealed': (d) =>
      `Eine Queste (Stufe II) ${curseOf(d.curse)} wird zufällig gezogen und offen neben den Stapel von ${town(d.town)} gelegt.`,
    'town-freed': (d) =>
      `${town(d.town)} ist befreit durch ${d.playerName}! ${d.returned} nicht errungene Fluchkarte(n) gehen zurück in die Schachtel. ${d.playerName} darf dort sofort einen Marktschritt machen, ${d.discount} Gold Rabatt.`,
    'market-priced': (d) =>
      `${d.playerName} gibt in ${town(d.town)} ${d.spent} Gold aus (${d.healing} Heilung, ${d.cards} Karten): ${d.discount} Rabatt für gehaltene Fluchkarten, zahlt ${d.pays}${d.sold ? `, verkauft für ${d.sold}` : ''}${typeof d.goldTo === 'number' ? ` (Gold ${d.goldFrom} → ${d.goldTo})` : ''}.`,
    'trading-pool-rolled': (d) =>
      `${d.playerName}: ${d.travel} Reisewürfel, ${d.trading} Handelswürfel, ${d.matches} auf dem Gelände des Helden — ${d.matches} Handel, jeder entweder ${d.cardsToDraw} Marktkarte(n) zum Kaufen ziehen oder bis zu ${d.healingCap} Gold Heilung (Verkauf zum halben Preis erlaubt)${typeof d.goldTo === 'number' && (d.spent || d.sold) ? `; gezahlt ${d.spent}, erhalten ${d.sold} (Gold ${d.goldFrom} → ${d.goldTo})` : ''}.`,
    'turn-ended': (d) => `Der Zug von ${d.player} endet; ${d.next} ist als Nächstes dran.`,
    'game-won': (d) =>
      `${d.playerName} hat ${d.freed} Stadt/Städte befreit und hält ${d.vp} von ${d.target} Siegpunkten: ${d.playerName} gewinnt!`,
  }),
};

const causes: Record<string, string> = {
  ...addonCauses,
  'level-one-claimed': 'Eine errungene Stufe-I-Karte deckt eine Queste auf',
  'level-three-defeated': 'Die besiegte Stufe-III-Karte befreit die Stadt',
  'victory-check': 'Eine befreite Stadt und 15 minus Spielerzahl an Siegpunkten',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Aufbau',
    paragraphs: [
      'Für 2 bis 5 Spieler. Die fünf Fluchstapel bleiben getrennt und ungemischt: drei Stufe I oben, zwei Stufe II, eine Stufe III. Keine Gegenstände auf den Marktstapeln; rote Abenteuerkarten zurück in die Schachtel.',
      'Die Helden beginnen in verschiedenen Städten, aufgestellt vom letzten Spieler zum ersten. Dann verteilt die App die acht Kataklysmusmarker an die acht Städte und dreht sie um: ein Komet auf beiden Seiten heißt zerstört; ein Fluchsymbol heißt, der Stapel dieses Fluchs kommt auf den Marktstapel der Stadt. Unser Entscheid C-1: die acht Marker sind die fünf Flüche und drei zerstörte Städte. Unser Entscheid C-2: die Marker werden verteilt, nachdem die Helden stehen (gleichwertig mit verdecktem Verteilen davor); ein Held in einer Stadt, die sich als zerstört erweist, bleibt auf dem Feld und verlässt es wie üblich, kann aber nicht zurück hinein.',
      'Jeder Spieler nimmt einen Marker für unbesiegte Begegnungen als Questmarker; seine Nummer ist sein Questfeld, auf das seine Fortschrittsmarker kommen. Unser Entscheid C-3: die Spieler wählen in Sitzreihenfolge, der erste Spieler zuerst.',
    ],
  },
  {
    heading: 'Bewegung, Handel und der Markt',
    paragraphs: [
      'Zerstörte Städte können nicht betreten werden; eine verfluchte Stadt zählt als Gelände ihres Plättchens.',
      'Ein Zug läuft: Bewegung (mit Handel), der Abenteuerschritt (Fluchkarten), ein Marktschritt. Unser Entscheid C-13: die Fluchkarten des Abenteuerschritts sind die der einen verfluchten Stadt, in der der Held seine Bewegung beendete; eine verlorene Karte oder der Marktschritt beendet den Abenteuerschritt, und nach dem Marktschritt kommt keine Fluchkarte.',
      'Teile die Bewegungswürfel in einen Reisepool (gewürfelt und genutzt wie üblich) und einen Handelspool (einmal zusammen gewürfelt, jederzeit während der Bewegung — unser Entscheid C-12: also einmal pro Zug, vor dem Abenteuerschritt). Jeder Handelswürfel mit dem aktuellen Gelände des Helden kauft einen Handel: entweder so viele Marktkarten ziehen, wie Handelswürfel da sind, und beliebige davon kaufen (der Rest wird abgeworfen), oder bis zu so viel Gold für Heilung zahlen; in beiden Fällen darf der Held auch Gegenstände zum halben Preis verkaufen. Handelswürfel zählen für Karteneffekte und Fähigkeiten weiter als Bewegungswürfel; Handel geht auch in verfluchten Städten. Die App kennt die Seiten der Bewegungswürfel nicht, also zeigt sie hier keine Chance.',
      'Marktschritte nur in einer befreiten Stadt, einer pro Zug (Schritt 4). Der Held zahlt die Summe (Heilung plus Karten) abzüglich 1 Gold je Fluchkarte dieser Stadt, die er hält: mit zwei solchen Karten kosten 3 Gold Heilung und 7 Karten zusammen 8.',
      'Unser Entscheid C-11: jeder Held hat eine Goldanzeige. Setzt sie beim Aufbau auf das Startgold des Helden und berichtigt sie, wann immer der Tisch anders zählt; die App addiert das Gold errungener Fluchkarten und zieht ab, was Marktschritte und Handel kosten (plus Verkauftes), und lehnt eine Zahlung ab, die der Held nicht leisten kann.',
    ],
  },
  {
    heading: 'Fluchkarten',
    paragraphs: [
      'Jede Karte ist ihre Stufe in Siegpunkten wert und gibt beim Erringen so viele Erfahrungspunkte und Gold.',
      'Stufe I: ein Held, der seinen Abenteuerschritt in einer verfluchten Stadt beginnt und keine Stufe-I-Karte von dort hält, zieht dort eine zufällige Stufe-I-Karte. Verloren: sein Abenteuerschritt ist vorbei — diesen Zug keine Fluchkarten mehr (unser Entscheid C-4: die Karte geht zurück in den Stapel). Gewonnen: er behält sie verdeckt, und eine zufällige Stufe-II-Queste wird offen neben den Stapel gelegt. Eine Stufe-I-Karte je Stapel und Held.',
      'Unser Entscheid C-10: nach einem Erfolg darf der Held in derselben Stadt weitermachen (eine Stufe-I-Karte, dann ihre Stufe-III-Karte). Hausregel „Eine Fluchkarte je Abenteuerschritt“: eine errungene Karte beendet den Abenteuerschritt ebenfalls.',
      'Stufe II (Questen): jeder darf an einer aufgedeckten Queste arbeiten und den Fortschritt mit Markern über seinem Questfeld oder seinem Questmarker auf der Karte festhalten; ist sie erfüllt, erringt er sie. Eine Stufe-II-Karte je Stapel und Held. Unser Entscheid C-14: eine Queste wird errungen, sobald ihre Bedingungen im Zug des Helden erfüllt sind, auch nach seinem Abenteuerschritt.',
      'Stufe III: nur ein Held mit einer Stufe-I- oder -II-Karte dieses Fluchs darf sich ihr stellen — sie ist stärker als ein Drachenfürst. Besiegt: die Stadt ist befreit, der Rest ihrer Fluchkarten geht zurück in die Schachtel, und der Held darf dort sofort mit seinem Rabatt einen Marktschritt machen — unser Entscheid C-9: das ist der eine Marktschritt dieses Zuges. Eine Stufe-III-Karte gibt eine Fähigkeit, genutzt wie eine Drachenrune.',
      'Besiegt: bleib auf dem Feld oder zieh in die nächste befreite Stadt, falls es eine gibt.',
    ],
  },
  {
    heading: 'Sieg',
    paragraphs: [
      'Der erste Held, der mindestens eine Stadt befreit hat und 15 minus Spielerzahl Siegpunkte hält, gewinnt (13 bei 2 Spielern, 12 bei 3, 11 bei 4, 10 bei 5). Die App prüft nach jedem Schritt.',
    ],
  },
  ...addonReference,
];

export { narrate, causes, reference };
