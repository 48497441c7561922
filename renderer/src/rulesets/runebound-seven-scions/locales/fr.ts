/**
 * The Seven Scions en français : chaque code (avec les pièces des extensions VA 46-49 en français), la
 * narration de chaque événement, les causes et l'aide de jeu. Cartes Tempête, Seigneurs de la Tempête, Rejetons.
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
} from '../../runebound-addons/locales/fr';

const COLOUR: Record<string, string> = { green: 'verte', yellow: 'jaune', blue: 'bleue' };
const SCION_NAMES: Record<number, string> = { 1: 'l’Archère', 2: 'le Filou' };
const scionName = (space: unknown) => SCION_NAMES[Number(space)] ?? `le Rejeton ${space}`;
const scionTitle = (space: unknown) => {
  const n = scionName(space);
  return n.charAt(0).toUpperCase() + n.slice(1);
};
/** « de l’Archère » / « du Filou » / « du Rejeton 3 ». */
const scionOf = (space: unknown) => (Number(space) === 1 ? 'de l’Archère' : Number(space) === 2 ? 'du Filou' : `du Rejeton ${space}`);
const STACK: Record<number, string> = {
  1: 'Tamalir',
  2: 'Riverwatch',
  3: 'Dawnsmoor',
  4: 'Vynelvale',
  5: 'pile 5',
  6: 'Nerekhall',
  7: 'pile 7',
  8: 'Frostgate',
};
const stormPlace = (position: unknown) => {
  const p = Number(position);
  if (p <= 0) return 'sous la pile du bas';
  if (p > 8) return 'au-delà du sommet';
  return `${p} (${STACK[p]})`;
};
const RESULT: Record<string, string> = {
  'event-resolved': 'Événement Tempête — chaque héros l’a résolu',
  'challenge-defeated': 'Défi Tempête — vaincu',
  'all-knocked-out': 'Défi Tempête — tous les héros hors de combat',
};
const CHALLENGE: Record<string, string> = {
  none: 'aucun défi',
  green: 'un défi vert',
  yellow: 'un défi jaune',
  blue: 'un défi bleu',
};

const steps: Record<string, string | ((p: Params) => string)> = {
  'seven-scions/step/scions-on-spaces':
    'Posez les six cartes Rejeton face texte sur les cases 1-6 des aventures invaincues, selon le numéro sous leur titre (l’Archère sur 1, le Filou sur 2 …), et un marqueur d’aventure invaincue sur chacune : les pions de Rejeton.',
  'seven-scions/step/storm-decks': (p) =>
    `Triez les cartes Tempête par couleur, mélangez et prenez-en ${p.count} au hasard de vert, de jaune et de bleu ; posez chaque lot à gauche de la pioche d’aventure de sa couleur.`,
  'seven-scions/step/stormlords': (p) =>
    `Mélangez les 6 Seigneurs de la Tempête et prenez-en ${p.count} au hasard ; posez-les face visible, numérotés de 1 à ${p.count} de gauche à droite (chacun peut les lire à tout moment).`,
  'seven-scions/step/storm-counter':
    'Posez un jeton de Fatalité juste sous l’icône de ville la plus basse à côté des piles du marché : le pion de Tempête.',
  'seven-scions/step/red-to-box': 'Remettez les cartes d’aventure rouges dans la boîte (les cartes rouges des extensions aussi).',
};

export const messages: Catalog = {
  'seven-scions/whose-turn': 'Manche {round} · {name}',
  'seven-scions/die/shuffle': 'Dé d’ordre des Seigneurs de la Tempête {n}',
  'seven-scions/die/tie-break': 'Dé de départage {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  'option/cooperative': 'Version coopérative',
  'option/firstToDefeatAllWins': 'Le premier à vaincre tous les Seigneurs de la Tempête gagne',
  'option/firstToDefeatAllWins/help':
    'Règle maison. La phase finale « fonctionne exactement comme » celle d’Advanced Runebound (001:228), où le premier héros à vaincre le défi final gagne : le premier héros à vaincre tous les Seigneurs de la Tempête gagne aussitôt et les héros suivants ne combattent pas. Désactivée : chaque héros affronte les Seigneurs, et les héros qui les vainquent tous partagent la victoire (décision S-4).',
  'option/cooperative/help':
    'Les héros jouent ensemble : ils affrontent les Seigneurs de la Tempête en un seul groupe avec la plus basse valeur de chaque caractéristique parmi eux (un héros peut prendre celle de son Rejeton éveillé), et gagnent ou perdent ensemble.',
  'seven-scions/phase/setup': 'Mise en place',
  'seven-scions/phase/turn': 'Mouvement et aventure',
  'seven-scions/phase/storm': 'Étape de tempête',
  'seven-scions/phase/event': 'Événement : pions de Rejeton',
  'seven-scions/phase/endgame': 'Phase finale : les Seigneurs de la Tempête',
  'seven-scions/phase/over': 'Partie terminée',
  'seven-scions/prompt/setup':
    'Mettez en place le plateau pour {count} héros : cochez les étapes de la liste ci-dessous à mesure, puis commencez.',
  'seven-scions/prompt/turn': (p) =>
    `${p.hero} : mouvement et aventure. Les rencontres sont défaussées pour une nouvelle carte ; signalez un événement. Puis l’étape de tempête : quel défi ${p.hero} a-t-il vaincu ce tour ? (pion de Tempête ${stormPlace(p.position)})`,
  'seven-scions/prompt/storm-card': (p) =>
    `Tempête ! Piochez une carte Tempête ${COLOUR[p.colour as string] ?? p.colour}. Événements : chaque héros à son tour (${p.order}). Défis : tous les héros ensemble, ${p.hero} d’abord dans Avant le combat. Comment cela s’est-il fini ?`,
  'seven-scions/prompt/storm-step': (p) =>
    `Étape de tempête — le pion est ${stormPlace(p.position)}. Les pions de Rejeton peuvent être dépensés maintenant. Puis les étapes de marché et d’expérience de ${p.hero}.`,
  'seven-scions/prompt/event-pick': (p) =>
    `Événement pioché par ${p.drawer} : chaque pion de Rejeton est rentré. ${p.hero}, prenez un pion de Rejeton ou passez.`,
  'seven-scions/prompt/endgame': (p) =>
    `Il ne reste que des Seigneurs de la Tempête : la phase finale. Les villes libres aident : chaque joueur peut défausser ${p.x} blessure(s) et ${p.x} fatigue de son héros et de ses alliés et activer ${p.x} objet(s). Puis affrontez les Seigneurs, le héros de plus haut niveau d’abord.`,
  'seven-scions/prompt/endgame-levels': (p) =>
    `Il ne reste que des Seigneurs de la Tempête : la phase finale. Les villes libres aident : chaque joueur peut défausser ${p.x} blessure(s) et ${p.x} fatigue de son héros et de ses alliés et activer ${p.x} objet(s). Saisissez le niveau de chaque héros — le total des bonus de ses pions d’expérience — et son or (l’or départage les niveaux égaux). Reste à saisir : ${p.missing}.`,
  'seven-scions/prompt/endgame-coop': (p) =>
    `Il ne reste que des Seigneurs de la Tempête : la phase finale. Les villes libres aident : chaque joueur peut défausser ${p.x} blessure(s) et ${p.x} fatigue et activer ${p.x} objet(s). Puis les héros affrontent les Seigneurs ensemble.`,
  'seven-scions/prompt/shuffle': '{hero} affronte ensuite les Seigneurs de la Tempête : lancez leur ordre.',
  'seven-scions/prompt/fight': (p) =>
    `${p.hero} combat le Seigneur de la Tempête ${p.stormlord} (${p.defeated} sur ${p.of} vaincus jusqu’ici). Pas de rafraîchissement entre les Seigneurs.`,
  'seven-scions/prompt/fight-coop': (p) =>
    `Les héros combattent ensemble le Seigneur de la Tempête ${p.stormlord} (${p.defeated} sur ${p.of} vaincus). Un jet d’attaque par phase, avec le score et les dégâts les plus bas du groupe.`,
  'seven-scions/prompt/over': 'La tempête est passée.',
  'seven-scions/setup-done': 'Mise en place faite — tour du premier héros',
  'seven-scions/storm-step/none': 'Étape de tempête — aucun défi vaincu (+{spaces})',
  'seven-scions/storm-step/green': 'Étape de tempête — défi vert vaincu (+{spaces})',
  'seven-scions/storm-step/yellow': 'Étape de tempête — défi jaune vaincu (+{spaces})',
  'seven-scions/storm-step/blue': 'Étape de tempête — défi bleu vaincu (+{spaces})',
  'seven-scions/event-drawn': '{hero} a pioché une carte Événement',
  'seven-scions/awaken-scion': '{hero} éveille un Rejeton (joyau rouge avec un pion rouge)',
  'seven-scions/scion': (p) =>
    p.hero ? `${scionTitle(p.space)} (case ${p.space}, avec ${p.hero})` : `${scionTitle(p.space)} (case ${p.space})`,
  'seven-scions/scion-lost': 'Un Rejeton éveillé est tué ou défaussé',
  'seven-scions/reason/killed': 'Tué',
  'seven-scions/reason/discarded': 'Défaussé (hors de combat)',
  'seven-scions/use-scion-counter': (p) => `${p.hero} dépense le pion ${scionOf(p.space)} pour son avantage`,
  'seven-scions/resolve-storm-card': 'La carte Tempête est réglée',
  'seven-scions/result/event-resolved': RESULT['event-resolved'],
  'seven-scions/result/challenge-defeated': RESULT['challenge-defeated'],
  'seven-scions/result/all-knocked-out': RESULT['all-knocked-out'],
  'seven-scions/end-turn': 'Fin de l’étape de tempête — marché et expérience de {hero}, puis le héros suivant',
  'seven-scions/take-scion-counter': (p) => `${p.hero} prend le pion ${scionOf(p.space)}`,
  'seven-scions/pass-scion-counter': '{hero} n’en prend aucun',
  'seven-scions/face-stormlords': 'Affronter les Seigneurs de la Tempête',
  'seven-scions/set-hero-level': 'Saisir le niveau et l’or d’un héros',
  'seven-scions/hero-level': (p) =>
    p.level == null || p.gold == null ? `${p.name} (pas encore saisi)` : `${p.name} (niveau ${p.level}, ${p.gold} or)`,
  'seven-scions/shuffle-stormlords': 'Lancer l’ordre des Seigneurs de la Tempête de {hero}',
  'seven-scions/stormlord-defeated': 'Seigneur de la Tempête {stormlord} vaincu',
  'seven-scions/hero-knocked-out': '{hero} est mis hors de combat',
  'seven-scions/heroes-knocked-out': 'Tous les héros sont hors de combat',
  'seven-scions/record-combat-values': 'Coopératif : score et dégâts d’un héros pour une phase de combat',
  'seven-scions/combat/ranged': 'Distance (esprit)',
  'seven-scions/combat/melee': 'Mêlée (corps)',
  'seven-scions/combat/magic': 'Magie (âme)',
  'seven-scions/replace/none': 'Valeurs propres du héros',
  'seven-scions/replace/score': 'Score du Rejeton à la place',
  'seven-scions/replace/damage': 'Dégâts du Rejeton à la place',
  'seven-scions/tracker/storm-position': 'Pion de Tempête (0 = sous le bas)',
  'seven-scions/tracker/storm-green': 'Cartes Tempête vertes restantes',
  'seven-scions/tracker/storm-yellow': 'Cartes Tempête jaunes restantes',
  'seven-scions/tracker/storm-blue': 'Cartes Tempête bleues restantes',
  'seven-scions/tracker/stormlords': 'Seigneurs de la Tempête',
  'seven-scions/outcome/seventh-scion': '{names} a vaincu le plus de Seigneurs de la Tempête : le Septième Rejeton.',
  'seven-scions/outcome/shared-win': '{names} sont à égalité : ils partagent le titre de Septième Rejeton.',
  'seven-scions/outcome/coop-won': 'Les héros ont vaincu ensemble tous les Seigneurs de la Tempête.',
  'seven-scions/outcome/coop-lost': 'Tous les héros sont tombés : la tempête recouvre le pays.',
  ...Object.fromEntries(
    ['Tamalir', 'Riverwatch', 'Dawnsmoor', 'Vynelvale', 'Nerekhall', 'Frostgate'].map((town) => [`town/${town.toLowerCase()}`, town]),
  ),
  'seven-scions/board/label': 'Table de The Seven Scions',
  'seven-scions/board/storm-track': 'Piste de la tempête',
  'seven-scions/board/storm-counter': 'Pion de Tempête, à côté des piles du marché',
  'seven-scions/board/place': (p) => {
    const n = Number(p.position);
    if (n <= 0) return 'départ (sous Tamalir)';
    if (n > 8) return 'au-delà du sommet';
    return `case ${n} (${STACK[n]})`;
  },
  'seven-scions/board/stack': (p) => `${p.space} ${p.town || '(pas de ville)'}`,
  'seven-scions/board/storm-at': 'Pion sur {place}',
  'seven-scions/board/resets': 'remises à zéro jusqu’ici',
  'seven-scions/board/moved': 'Déplacé ce tour : {from} → {to}',
  'seven-scions/board/advance': 'De combien avance le pion de Tempête',
  'seven-scions/board/challenge': 'Défi vaincu ce tour',
  'seven-scions/board/spaces': 'Cases',
  'seven-scions/board/challenge/none': 'Aucun',
  'seven-scions/board/challenge/green': 'Vert',
  'seven-scions/board/challenge/yellow': 'Jaune',
  'seven-scions/board/challenge/blue': 'Bleu',
  'seven-scions/board/storm-cards': 'Cartes Tempête',
  'seven-scions/board/colour/green': 'Vert',
  'seven-scions/board/colour/yellow': 'Jaune',
  'seven-scions/board/colour/blue': 'Bleu',
  'seven-scions/board/next-storm': '◀ prochaine tempête',
  'seven-scions/board/cards-left': 'Cartes',
  'seven-scions/board/stormlords': 'Seigneurs de la Tempête (face visible, numérotés depuis la gauche)',
  'seven-scions/board/pending': '⚡ carte Tempête {colour} en jeu — déclenchée par {name}',
  'seven-scions/board/storms-so-far': 'Tempêtes jusqu’ici',
  'seven-scions/board/storm-entry': '{colour} · {result} · {name} (manche {round})',
  'seven-scions/board/result/event-resolved': 'événement résolu',
  'seven-scions/board/result/challenge-defeated': 'défi vaincu',
  'seven-scions/board/result/all-knocked-out': 'tous hors de combat',
  'seven-scions/board/none-yet': 'aucune pour l’instant',
  'seven-scions/board/scions': 'Rejetons',
  'seven-scions/board/scion': (p) => scionTitle(p.space),
  'seven-scions/board/space': 'case {space}',
  'seven-scions/board/awake': '☀ éveillé — allié de {name}',
  'seven-scions/board/slumbering': '☾ endormi',
  'seven-scions/board/counter-aside': 'Pion mis de côté',
  'seven-scions/board/counter-held': 'Pion détenu par {name}',
  'seven-scions/board/counter-on-card': 'Pion sur la carte',
  'seven-scions/board/players': 'Joueurs, dans le sens horaire :',
  'seven-scions/board/round': 'manche {n}',
  'seven-scions/board/endgame':
    'Phase finale — {n, plural, one {# Seigneur de la Tempête} other {# Seigneurs de la Tempête}}{cooperative, select, yes {, coopérative} other {}}',
  'seven-scions/board/order': 'Ordre',
  'seven-scions/board/level': 'Niveau',
  'seven-scions/board/stormlord-order': 'Ordre des Seigneurs',
  'seven-scions/board/defeated': 'Vaincus',
  'seven-scions/board/last-wounds': 'Dernières blessures',
  'seven-scions/board/seventh-scion': '★ Septième Rejeton',
  'seven-scions/board/group-order': 'Ordre : {order} · vaincus {defeated} sur {of}',
  'seven-scions/board/group-values': 'Valeurs de combat du groupe',
  'seven-scions/board/group-score': 'Score du groupe',
  'seven-scions/board/group-damage': 'Dégâts du groupe',
  'seven-scions/board/heroes-entered': 'Héros saisis',
  'seven-scions/board/lowest': 'le plus bas : {name}',
  'seven-scions/board/of-heroes': '{n} sur {of}',
  'field/scion': 'Rejeton',
  'field/reason': 'Comment',
  'field/result': 'Issue',
  'field/player': 'Héros',
  'field/level': 'Niveau (total des bonus de ses pions d’expérience)',
  'field/gold': 'Or',
  'field/wounds': 'Blessures sur ce Seigneur',
  'field/combatPhase': 'Phase de combat',
  'field/score': 'Score du héros',
  'field/damage': 'Dégâts du héros',
  'field/replace': 'Le Rejeton remplace',
  'field/scionScore': 'Score du Rejeton',
  'field/scionDamage': 'Dégâts du Rejeton',
  'rules/wrong_phase': 'Ce n’est pas le moment de faire cela.',
  'rules/no-storm-card': 'Aucune carte Tempête n’attend.',
  'rules/storm-card-pending': (p) => `Résolvez d’abord la carte Tempête ${COLOUR[p.colour as string] ?? ''}.`,
  'rules/scion-awake': (p) =>
    `${scionTitle(p.scion)} est éveillé${p.by ? ` (avec ${p.by})` : ''} : un Rejeton éveillé n’a pas de pion et ne peut pas être éveillé à nouveau.`,
  'rules/counter-taken': (p) => `${p.holder} a déjà pris le pion ${scionOf(p.scion)}.`,
  'rules/not-storm-step': 'Les pions de Rejeton ne se dépensent que pendant une étape de tempête.',
  'rules/no-counter': 'Personne ne détient ce pion de Rejeton.',
  'rules/no-counter-left': 'Chaque pion de Rejeton est pris ou mis de côté : n’en prenez aucun.',
  'rules/scion-asleep': 'Ce Rejeton n’est pas éveillé.',
  'rules/cooperative': 'Dans le jeu coopératif, les héros tombent ensemble.',
  'rules/competitive': 'Dans le jeu compétitif, chaque héros tombe seul.',
  'rules/not-cooperative': 'Les valeurs de combat du groupe relèvent de la version coopérative.',
  'rules/no-awakened-scion': '{player} n’a pas de Rejeton éveillé pour le remplacer.',
  'rules/missing-scion-value': 'Saisissez la valeur du Rejeton qui remplace celle du héros.',
  'rules/levels-missing':
    'Saisissez d’abord le niveau et l’or de {names} : ils fixent l’ordre dans lequel les héros affrontent les Seigneurs de la Tempête.',
  'rules/one-awakening-per-turn':
    '{hero} a déjà éveillé un Rejeton ce tour : le joyau rouge sur lequel il se tenait est défaussé (décision S-9).',
  'seven-scions/key/storm': 'Case de la tempête',
  'seven-scions/key/storm-resets': 'Tours de piste de la tempête',
  'seven-scions/key/scions-awakened': 'Rejetons éveillés',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  ...typedNarration<SevenScionsEvent>({
    'setup-finished': (d) => `Mise en place faite. ${d.first} joue le premier tour.`,
    'storm-advanced': (d) =>
      `${d.player} a vaincu ${CHALLENGE[d.challenge] ?? d.challenge} : le pion de Tempête avance de ${d.spaces} case(s), ${stormPlace(d.from)} → ${stormPlace(d.to)}.`,
    'storm-reset': () => 'Le pion de Tempête a dépassé le sommet : il repart sous la pile du bas (les cases restantes sont perdues).',
    'storm-card-drawn': (d) =>
      `${d.byName} déclenche une carte Tempête ${COLOUR[d.colour] ?? d.colour} (il en reste ${d.left}). Ordre : ${d.orderNames.join(', ')}.`,
    'endgame-begun': (d) =>
      `Une tempête est due mais il ne reste que des Seigneurs de la Tempête : la phase finale commence contre ${d.stormlords} Seigneur(s).`,
    'storm-card-resolved': (d) => `Carte Tempête ${COLOUR[d.colour] ?? d.colour} : ${RESULT[d.result] ?? d.result}.`,
    'turn-ended': (d) => `Le tour de ${d.player} se termine ; ${d.next} joue ensuite.`,
    'event-card-drawn': (d) =>
      `${d.drawer} a pioché un événement : les joyaux d’aventure se rafraîchissent${d.returned.length ? ` et ${d.returned.map((r) => `${r.from} rend le pion ${scionOf(r.space)}`).join(', ')}` : ''}. Puis chaque joueur peut prendre un pion de Rejeton ; ensuite défaussez l’événement et piochez une nouvelle carte d’aventure.`,
    'scion-counter-taken': (d) => `${d.playerName} prend le pion ${scionOf(d.scion)}.`,
    'scion-counter-passed': (d) => `${d.playerName} ne prend aucun pion de Rejeton.`,
    'scion-counter-used': (d) => `${d.playerName} dépense le pion ${scionOf(d.scion)} pour son avantage endormi.`,
    'scion-awakened': (d) =>
      `${d.playerName} éveille ${scionName(d.scion)} : défaussez le joyau rouge ; le Rejeton devient un allié pour les étapes de tempête et la phase finale${d.previous ? ` ; ${scionName(d.previous)} se rendort sur la case ${d.previous}` : ''}${d.counterFrom ? ` ; ${d.counterFrom} perd son pion` : ''}.`,
    'scion-returned': (d) =>
      `${scionTitle(d.scion)} (de ${d.playerName}) est ${d.reason === 'killed' ? 'tué' : 'défaussé'} : il se rendort sur la case ${d.scion}, son pion sur la carte.`,
    'hero-level-set': (d) =>
      typeof d.gold === 'number' ? `${d.playerName} est niveau ${d.level} avec ${d.gold} or.` : `${d.playerName} est niveau ${d.level}.`,
    'stormlords-faced': (d) =>
      d.mode === 'cooperative'
        ? 'Les héros affrontent ensemble les Seigneurs de la Tempête.'
        : `Ordre des héros, plus haut niveau d’abord (à niveau égal, le plus d’or d’abord) : ${(d.names ?? []).join(', ')}${d.tieBroken ? ' (niveau et or égaux départagés aux dés)' : ''}.`,
    'stormlord-order-rolled': (d) =>
      `${d.playerName ?? 'Les héros'} ${d.playerName ? 'affrontera' : 'affronteront'} les Seigneurs de la Tempête dans cet ordre : ${d.order.join(', ')}.`,
    'stormlord-defeated': (d) =>
      `${d.playerName ? `${d.playerName} vainc` : 'Les héros vainquent'} le Seigneur de la Tempête ${d.stormlord} (${d.defeated} sur ${d.of}).`,
    'hero-knocked-out': (d) =>
      `${d.playerName} est mis hors de combat par le Seigneur de la Tempête ${d.stormlord}, qui porte ${d.wounds} blessure(s) ; ${d.defeated} vaincu(s).`,
    'heroes-knocked-out': (d) => `Tous les héros sont mis hors de combat par le Seigneur de la Tempête ${d.stormlord}.`,
    'stormlords-result': (d) => {
      if (d.code === 'coop-won') return 'Tous les Seigneurs de la Tempête sont tombés : les héros gagnent ensemble.';
      if (d.code === 'coop-lost') return 'Les héros sont tombés : la tempête l’emporte.';
      return d.code === 'seventh-scion'
        ? `${d.names[0]} est le Septième Rejeton et gagne.`
        : `${d.names.join(' et ')} partagent la victoire.`;
    },
    'combat-values-recorded': (d) =>
      `${d.playerName}, ${d.combatPhase} : score ${d.score}, dégâts ${d.damage}${d.replace !== 'none' ? ` (${d.replace === 'score' ? `le score ${d.scionScore}` : `les dégâts ${d.scionDamage}`} du Rejeton le remplacent)` : ''}.`,
  }),
};

const causes: Record<string, string> = {
  ...addonCauses,
  'storm-off-top': 'Le pion de Tempête a dépassé la pile du marché du haut',
  'storm-counter-reset': 'Chaque remise à zéro pioche une carte Tempête de la plus basse couleur restante',
  'only-stormlords-left': 'Une carte Tempête était due mais il ne reste que des Seigneurs de la Tempête',
  'all-heroes-faced': 'Chaque héros a affronté les Seigneurs de la Tempête',
  'first-to-defeat-all': 'Règle maison : le premier héros à vaincre tous les Seigneurs gagne aussitôt',
  'cooperative-endgame': 'Le combat du groupe est terminé',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Mise en place',
    paragraphs: [
      'Six cartes Rejeton, face texte, sur les cases 1-6 des aventures invaincues (l’Archère sur 1, le Filou sur 2, et ainsi de suite), chacune avec un marqueur d’aventure invaincue dessus : les pions de Rejeton.',
      'De chaque couleur de cartes Tempête (vert, jaune, bleu) et des Seigneurs de la Tempête argentés, prenez au hasard autant qu’il y a de joueurs. Les Seigneurs sont une information publique. Le pion de Tempête (un jeton de Fatalité) commence juste sous l’icône de ville la plus basse à côté des piles du marché. Les cartes d’aventure rouges retournent dans la boîte.',
    ],
  },
  {
    heading: 'Tours',
    paragraphs: [
      'Les cartes Rencontre sont défaussées sans effet et remplacées par une nouvelle carte d’aventure.',
      'Une carte Événement rafraîchit les joyaux d’aventure comme d’habitude ; puis chaque pion de Rejeton retourne à son Rejeton et, depuis le joueur qui a pioché l’événement dans le sens horaire, chaque joueur peut en prendre un. Puis l’événement est défaussé et le joueur actif repioche.',
      'Une étape de tempête suit juste l’étape d’aventure, avant le marché et l’expérience.',
    ],
  },
  {
    heading: 'L’étape de tempête',
    paragraphs: [
      'Le pion de Tempête grimpe les piles du marché : 1 case si aucun défi ou un défi vert a été vaincu ce tour, 2 pour jaune, 3 pour bleu — toujours au moins 1.',
      'Au-delà de la pile du haut : le pion repart sous la pile du bas (les cases restantes sont perdues), et une carte Tempête au hasard de la plus basse couleur encore disponible est piochée. Événements Tempête : chaque héros le résout, depuis le déclencheur dans le sens horaire. Défis Tempête : tous les héros le combattent ensemble — Avant le combat depuis le déclencheur dans le sens horaire, puis à chaque phase chaque héros peut attaquer ; les alliés attaquent toujours une fois ; les blessures restent. Un héros qui a fui doit revenir ou refuir à chaque round ; seuls les héros qui ont attaqué ou infligé des dégâts au round gagnant partagent la récompense (Avant le combat compte comme premier round).',
      'Le tour continue quand chaque héros a résolu l’événement, que le défi est vaincu ou que tous les héros sont hors de combat. Notre décision S-10 : la table pioche la carte Tempête dans sa pile de la couleur nommée par l’appli ; l’appli compte les cartes restantes.',
      'Le pion d’un Rejeton endormi peut être défaussé à tout moment d’une étape de tempête pour l’avantage imprimé sur ce Rejeton.',
    ],
  },
  {
    heading: 'Rejetons',
    paragraphs: [
      'Un héros qui termine son mouvement sur un joyau d’aventure rouge avec un pion rouge peut tenter, à son étape d’aventure, d’éveiller le Rejeton de son choix (la carte dit comment). Un Rejeton éveillé : le joyau rouge est défaussé, la carte quitte sa case face illustrée et rejoint le héros comme allié hors limite d’alliés, utilisable seulement dans les étapes de tempête et la phase finale. Il n’a pas de pion. Un par héros : en éveiller un autre défausse le premier.',
      'Un Rejeton tué se rendort sur sa case. Notre décision S-1 : un Rejeton défaussé (mise hors de combat, ou pour un second éveil) de même, et son pion revient sur la carte. Notre décision S-2 : un pion détenu par un joueur est mis de côté quand son Rejeton s’éveille.',
      'Notre décision S-9 : un éveil par tour — le héros se tient sur un joyau rouge, défaussé dès qu’un Rejeton s’éveille. Plusieurs Rejetons peuvent tout de même changer de mains en un tour : le Rejeton précédent du héros se rendort, un pion détenu est mis de côté, et chaque Rejeton tué à l’étape de tempête se rendort.',
    ],
  },
  {
    heading: 'Phase finale',
    paragraphs: [
      'Elle commence quand une carte Tempête est due et qu’il ne reste que des Seigneurs de la Tempête. X est le nombre de Seigneurs : chaque joueur peut défausser X blessures et X fatigue de son héros et de ses alliés et activer X objets.',
      'Compétitif : le héros de plus haut niveau affronte tous les Seigneurs dans un ordre aléatoire, puis le suivant, et ainsi de suite, sans rafraîchissement entre eux. Le plus de Seigneurs vaincus gagne ; en cas d’égalité, gagne le héros dont le dernier Seigneur avait le plus de blessures à sa chute. Notre décision S-6 : cette phase finale « fonctionne exactement comme » celle d’Advanced Runebound, où le niveau d’un héros est le total des bonus de ses pions d’expérience (0 sans pion) — pas pions + 1. Saisissez le niveau et l’or de chaque héros : l’appli ne fixe aucun ordre avant de les avoir tous. Notre décision S-3 : à niveau égal, le héros le plus riche passe d’abord (comme dans Advanced Runebound) ; niveau et or égaux sont départagés par un jet (un dé par place). Notre décision S-4 : les héros encore à égalité (par exemple tous deux ont vaincu tous les Seigneurs) partagent la victoire. Règle maison S-12 (option) : le premier héros à vaincre tous les Seigneurs gagne aussitôt, comme le premier à vaincre le défi final dans Advanced Runebound.',
      'Coopératif (option) : aucun héros ne combat un autre héros, et les joueurs peuvent décider ensemble qui prend le pion de quel Rejeton endormi et qui éveille quel Rejeton. Dans la phase finale, les héros attaquent comme un seul, un jet par phase de combat, avec le score le plus bas et les dégâts les plus bas parmi eux (la distance lit l’esprit, la mêlée le corps, la magie l’âme). Ils peuvent mettre en commun objets magiques et capacités, et avant de lancer, tout héros peut remplacer son score ou ses dégâts par ceux de son Rejeton éveillé. Notre décision S-5 : le groupe affronte les Seigneurs dans un seul ordre tiré aux dés ; les vaincre tous gagne, tous les héros hors de combat perd.',
    ],
  },
  ...addonReference,
];

export { narrate, causes, reference };
