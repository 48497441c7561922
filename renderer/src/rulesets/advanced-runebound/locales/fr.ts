/**
 * Advanced Runebound en français : chaque code, la narration de chaque événement, les causes et l'aide de
 * jeu. Termes de Runebound : carte d'aventure, défi, rencontre, événement, pions d'expérience, Seigneur
 * Margath ; les villes de Terrinoth restent des noms propres.
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
  return town ? `${town} (case ${space})` : `la case ${space}`;
};
const nameList = (names: readonly string[] = []) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
const COLOUR: Record<string, string> = { green: 'vert', yellow: 'jaune', blue: 'bleu', red: 'rouge' };
const COLOUR_F: Record<string, string> = { green: 'verte', yellow: 'jaune', blue: 'bleue', red: 'rouge' };
const TERRAIN: Record<string, string> = {
  plains: 'plaine',
  road: 'route',
  river: 'rivière',
  hills: 'collines',
  forest: 'forêt',
  mountains: 'montagnes',
  swamp: 'marais',
};
const COUNTER: Record<string, string> = { mind: 'Esprit', body: 'Corps', spirit: 'Âme', life: 'Vie', stamina: 'Endurance' };
const REASON: Record<string, string> = {
  'challenge-defeated': 'un défi vaincu',
  'encounter-resolved': 'une rencontre résolue',
  'card-used': 'une carte utilisée par un joueur',
  other: 'une autre carte d’aventure défaussée',
  'hazard-challenge': 'le défi du danger de voyage',
  'event-replaced': 'l’événement qui était en jeu',
  'event-lower': 'l’événement pioché, trop faible pour agir',
};
const colour = (c: unknown) => COLOUR[String(c)] ?? String(c);
const colourF = (c: unknown) => COLOUR_F[String(c)] ?? String(c);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const redCards = (n: number) => `${n} carte${n <= 1 ? '' : 's'} de défi rouge${n <= 1 ? '' : 's'}`;
const counters = (n: number) => `${n} jeton${n <= 1 ? '' : 's'} de Fatalité`;
const outcome = (text: (p: Params) => string) => (p: Params) => text({ ...p, who: nameList(p.names) });
const goldTies = (names: unknown): string =>
  Array.isArray(names) && names.length > 0
    ? ` ${names.join(', ')} sont à égalité de niveau, l’or décide donc de leur ordre (004:76) : comptez leur or ci-dessous.`
    : '';
const B = 'advanced-runebound/board';

export const messages: Catalog = {
  'option/soloThreeCards': 'Solo : jeton de Fatalité toutes les 3 cartes',
  'option/soloThreeCards/help':
    'Parties en solo uniquement. Les décisions donnent à un héros seul le chiffre à deux joueurs : un jeton de Fatalité quand la piste compte 4 cartes. Avec ceci, il vient à 3 cartes, et la phase finale arrive plus tôt.',
  [`${P}/phase/play`]: 'La partie normale',
  [`${P}/phase/endgame`]: 'La phase finale',
  [`${P}/phase/over`]: 'Partie terminée',
  [`${P}/first-turn`]: (p) =>
    `Tout premier tour de ${p.name} : lancez ${p.dice} dés de mouvement (place ${p.seat}). Piste de Fatalité : ${p.cards} cartes sur ${p.trigger}, ${counters(p.counters)}. Posez ici sur la piste chaque carte d’aventure défaussée.`,
  [`${P}/turn`]: (p) =>
    `Au tour de ${p.name} (manche ${p.round}). Piste de Fatalité : ${p.cards} cartes sur ${p.trigger}, ${counters(p.counters)}. Posez ici sur la piste chaque carte d’aventure défaussée ; si le héros s’arrête sur une case sauvage vide, vérifiez un danger en dernier.`,
  [`${P}/knockout-checklist`]: '{name} est mis hors de combat. Suivez la liste sur la table, puis confirmez.',
  [`${P}/knockout-checklist-hazard`]:
    '{name} est mis hors de combat par un danger de voyage. Suivez la liste sur la table (la carte du danger est déjà sur la piste de Fatalité, pas sur la piste des invaincus), puis confirmez.',
  [`${P}/hazard-roll-again`]:
    'Danger de voyage ! {name} relance 2 dés de mouvement et compte chaque symbole visible (la piste compte {cards, plural, one {# carte} other {# cartes}}).',
  [`${P}/hazard-resolve`]: (p) =>
    `Nombre du danger ${p.number} : la carte sur ${spaceName(p.space)} est ${colourF(p.colour)}. ${p.name} pioche une carte d’aventure ${colourF(p.colour)} et la résout : ni Avant le combat, ni fuite, ni récompense. Comment cela s’est-il passé ?`,
  [`${P}/endgame-prepare`]: (p) =>
    `La phase finale commence. Retirez événements et rencontres du paquet rouge, remettez-y les défis rouges de la piste des invaincus, mélangez-le et vérifiez le niveau de chaque héros dans les compteurs.${goldTies(p.goldTies)} Puis fixez l’ordre.`,
  [`${P}/endgame-prepare-ties`]: (p) =>
    `La phase finale commence. Retirez événements et rencontres du paquet rouge, remettez-y les défis rouges de la piste des invaincus, mélangez-le et vérifiez le niveau de chaque héros dans les compteurs.${goldTies(p.goldTies)} Des héros sont à égalité de niveau et d’or : lancez pour départager leur ordre.`,
  [`${P}/confront`]: (p) =>
    `${p.name} affronte le paquet rouge : piochez un défi rouge et résolvez-le — ni fuite, ni rafraîchissement, ni mouvement. (${p.name} a ${redCards(p.red)}.)`,
  [`${P}/confront-again`]: (p) => `${p.name} a gagné et doit repiocher : un autre défi rouge. (${p.name} a ${redCards(p.red)}.)`,
  [`${P}/game-over`]: 'La partie est décidée. Annuler reste possible si la table n’est pas d’accord.',
  [`${P}/place-card`]: 'Carte sur la piste de Fatalité (case {space})',
  [`${P}/draw-event`]: (p) =>
    p.inPlay === null
      ? 'Une carte Événement a été piochée (aucune en jeu)'
      : `Une carte Événement a été piochée (événement ${p.inPlay} en jeu)`,
  [`${P}/check-hazard`]: '{name} s’est arrêté sur une case sauvage vide : vérifier un danger',
  [`${P}/gain-experience`]: '{name} a gagné des points d’expérience',
  [`${P}/buy-experience`]: '{name} achète deux pions d’expérience ({cost} points)',
  [`${P}/buy-healing`]: '{name} achète des soins ({gold} or)',
  [`${P}/keep-red-challenge`]: '{name} garde un défi rouge vaincu',
  [`${P}/knocked-out`]: '{name} est mis hors de combat',
  [`${P}/finish-knockout`]: 'Liste terminée',
  [`${P}/reshuffle-discards`]: 'Un paquet est épuisé : remélanger ses défis défaussés',
  [`${P}/correct-card`]: 'Corriger la couleur d’une carte',
  [`${P}/end-turn`]: 'Finir le tour de {name}',
  [`${P}/hazard-number`]: 'Symboles au second jet',
  [`${P}/hazard-challenge-defeated`]: 'Défi vaincu',
  [`${P}/hazard-challenge-failed`]: 'Défi échoué',
  [`${P}/hazard-encounter`]: 'C’était une rencontre (résolue)',
  [`${P}/hazard-event`]: 'C’était un événement',
  [`${P}/set-order`]: 'Fixer l’ordre des affrontements',
  [`${P}/gold-counted`]: (p) => `Or de ${p.name} maintenant (${p.gold} noté)`,
  [`${P}/set-order-roll`]: 'Lancer pour l’ordre des héros à égalité',
  [`${P}/confront-defeated`]: 'Vaincu (pas Margath)',
  [`${P}/confront-margath`]: 'Seigneur Margath vaincu',
  [`${P}/confront-failed`]: 'Échec ou hors de combat',
  ...Object.fromEntries(Object.entries(COLOUR).map(([k, v]) => [`${P}/colour/${k}`, capital(v)])),
  // The letter beside a space's colour (colour is never the only cue): the colour word's first letter(s).
  ...Object.fromEntries(Object.entries({ green: 'V', yellow: 'J', blue: 'B', red: 'R' }).map(([k, v]) => [`${P}/colour-letter/${k}`, v])),
  ...Object.fromEntries(Object.entries(TERRAIN).map(([k, v]) => [`${P}/terrain/${k}`, capital(v)])),
  ...Object.fromEntries(Object.entries(COUNTER).map(([k, v]) => [`${P}/counter/${k}`, v])),
  [`${P}/counter-pair`]: (p) => `${COUNTER[String(p.first)] ?? p.first} et ${COUNTER[String(p.second)] ?? p.second}`,
  [`${P}/reason/challenge-defeated`]: 'Défi vaincu',
  [`${P}/reason/encounter-resolved`]: 'Rencontre résolue',
  [`${P}/reason/card-used`]: 'Une carte détenue a été utilisée',
  [`${P}/reason/other`]: 'Autre défausse',
  [`${P}/space-choice`]: (p) => `${capital(spaceName(p.space))} : ${colourF(p.colour)}`,
  'field/colour': 'Couleur de la carte',
  'advanced-runebound/die/tie-break': 'Dé de départage {n}',
  'field/reason': 'Pourquoi elle a été défaussée',
  'field/eventNumber': 'Numéro de l’événement',
  'field/terrain': 'Terrain de la case du héros',
  'field/plains': 'Les dés montrent plaine',
  'field/road': 'Les dés montrent route',
  'field/river': 'Les dés montrent rivière',
  'field/hills': 'Les dés montrent collines',
  'field/forest': 'Les dés montrent forêt',
  'field/mountains': 'Les dés montrent montagnes',
  'field/swamp': 'Les dés montrent marais',
  'field/points': 'Points d’expérience',
  'field/first': 'Premier pion',
  'field/firstBonus': 'Son bonus',
  'field/second': 'Second pion (autre type)',
  'field/secondBonus': 'Son bonus',
  'field/wounds': 'Blessures soignées (1 or chacune)',
  'field/gold': 'Or compté',
  'field/pair': 'Les deux pions (types différents)',
  'field/reward': 'Récompense en or prise',
  'field/exhaustion': 'Figurines libérées de la fatigue (1 or chacune)',
  'field/space': 'Case',
  'field/symbols': 'Symboles visibles',
  'field/experience': 'Expérience prise dans la réserve (0 si pas de monnaie)',
  'field/knockedOut': 'Le héros a été mis hors de combat',
  [`${P}/tracker/doom-counters`]: 'Jetons de Fatalité',
  [`${P}/tracker/level`]: '{name} : niveau',
  [`${P}/tracker/gold`]: '{name} : or',
  [`${P}/tracker/experience`]: '{name} : expérience non dépensée',
  [`${P}/tracker/red`]: '{name} : cartes de défi rouges',
  [`${P}/tracker/discards`]: (p) => `Défausse ${colourF(p.colour)}`,
  [`${P}/outcome/margath`]: outcome((p) => `${p.who} a vaincu le Seigneur Margath et gagne.`),
  [`${P}/outcome/three-red`]: outcome((p) => `${p.who} détient trois cartes de défi rouges et gagne.`),
  [`${P}/outcome/tiebreak-red`]: outcome(
    (p) => `Tous les héros sont tombés dans la phase finale ; ${p.who} détient le plus de cartes de défi rouges et gagne.`,
  ),
  [`${P}/outcome/tiebreak-level`]: outcome(
    (p) => `Tous les héros sont tombés dans la phase finale ; à égalité de défis rouges, ${p.who} a le plus haut niveau et gagne.`,
  ),
  [`${P}/outcome/tiebreak-gold`]: outcome(
    (p) => `Tous les héros sont tombés dans la phase finale ; à égalité de défis rouges et de niveau, ${p.who} a le plus d’or et gagne.`,
  ),
  [`${P}/outcome/tiebreak-shared`]: outcome(
    (p) =>
      `Tous les héros sont tombés dans la phase finale et ${p.who} sont à égalité de défis rouges, de niveau et d’or : ils partagent la victoire.`,
  ),
  [`${P}/outcome/solo-eliminated`]: '{hero} est tombé dans la phase finale : les dragons de Margath gagnent.',
  'rules/wrong_phase':
    '{why, select, endgameBegun {Cela relève de la partie normale, qui est terminée : la phase finale a commencé.} goldDecidesNothing {L’or ne décide de la place d’aucun héros dans l’ordre de la phase finale.} noKnockout {Aucune mise hors de combat à terminer.} orderSetOnce {L’ordre des affrontements se fixe une fois, au début de la phase finale.} confrontInEndgame {Les affrontements ont lieu dans la phase finale, une fois l’ordre fixé.} other {Impossible maintenant : cela relève d’une autre partie du jeu.}}',
  'rules/knockout_pending': 'Terminez d’abord la liste de mise hors de combat de {name}.',
  'rules/hazard_pending': 'Terminez d’abord le danger de voyage.',
  'rules/hazard_on_own_turn': 'Seul le héros qui s’est déplacé ce tour ({moving}) subit un danger de voyage, pas {name}.',
  'rules/unknown_player': 'Ce joueur n’existe pas dans cette partie.',
  'rules/empty_space': 'Il n’y a pas de carte sur la case {space}.',
  'rules/same_counter_type': 'Deux pions d’expérience achetés ensemble doivent être de types différents.',
  'rules/not_enough_experience': 'Deux pions coûtent {cost} points d’expérience ; {name} en a {have}.',
  'rules/not_enough_gold':
    '{have, plural, =0 {Les soins coûtent de l’or ; {name} n’en a pas.} other {Ces soins coûtent {cost} or ; {name} en a {have}.}}',
  'rules/no_knockout': 'Aucun héros n’est hors de combat.',
  'rules/nothing_to_heal': 'Soignez au moins une blessure ou libérez une figurine de la fatigue.',
  'rules/heal_on_own_turn': 'Les soins s’achètent à l’étape de marché de son propre tour : c’est le tour de {current}, pas de {name}.',
  'rules/no_hazard_roll': 'Aucun danger de voyage n’attend son second jet.',
  'rules/no_hazard_card': 'Aucune carte de danger n’attend d’être résolue.',
  'setup/player_count': 'Advanced Runebound se joue de {min} à {max} joueurs.',
  'setup/invalid_options': 'Ces options ne sont pas valides pour Advanced Runebound ({fields}).',

  [`${B}/label`]: 'Table d’Advanced Runebound',
  [`${B}/doom-track`]: 'Piste de Fatalité',
  [`${B}/cards-on-track`]: 'Cartes sur la piste',
  [`${B}/doom-counters`]: 'Jetons de Fatalité',
  [`${B}/endgame-mark`]: 'Phase finale',
  [`${B}/spaces`]: 'Cases de la piste de Fatalité, Frostgate en haut, Tamalir en bas',
  [`${B}/spaces-in-a-row`]: 'Cases de la piste de Fatalité, Tamalir d’abord',
  [`${B}/space`]: 'Case {space}',
  [`${B}/empty-space`]: 'vide',
  [`${B}/doomed`]: 'jeton de Fatalité',
  [`${B}/hazard-here`]: 'danger',
  [`${B}/last-placed`]: 'dernière',
  [`${B}/place`]: 'Poser une carte défaussée',
  [`${B}/why-discarded`]: 'Pourquoi défaussée',
  [`${B}/place-colour`]: '+ carte {colour}',
  [`${B}/event-in-play`]: 'Événement en jeu',
  [`${B}/no-event`]: 'aucun',
  [`${B}/event`]: '{number} ({colour})',
  [`${B}/discards`]: 'Défausses',
  [`${B}/heroes-round`]: 'Héros — manche {round}',
  [`${B}/heroes-endgame`]: 'Héros — la phase finale',
  [`${B}/seat`]: 'Place {n}',
  [`${B}/order`]: '{n, plural, =0 {pas encore dans l’ordre} other {#e dans l’ordre de la phase finale}}',
  [`${B}/first-turn-dice`]: '{n} dés au premier tour',
  [`${B}/hero`]: 'Héros',
  [`${B}/level`]: 'Niveau',
  [`${B}/gold`]: 'Or',
  [`${B}/experience`]: 'Expérience non dépensée',
  [`${B}/red`]: 'Cartes rouges',
  [`${B}/winner`]: '★ gagnant',
  [`${B}/eliminated`]: 'éliminé',
  [`${B}/knockout`]: 'Liste de mise hors de combat',
  [`${B}/knockout/counters`]:
    'Pions de blessure, de fatigue et d’aventure non dépensés à la réserve (l’appli a remis à zéro l’expérience non dépensée).',
  [`${B}/knockout/gold`]: 'Tout l’or à la banque (l’appli l’a remis à zéro).',
  [`${B}/knockout/item`]: 'L’allié ou l’objet le plus cher face cachée sous la pioche du marché (à votre choix en cas d’égalité).',
  [`${B}/knockout/town`]: 'Le héros à la ville la plus proche (à votre choix en cas d’égalité).',
  [`${B}/knockout/not-undefeated`]: 'Défi sur la piste des invaincus — pas pour un danger : cette carte est sur la piste de Fatalité.',
  [`${B}/knockout/undefeated`]: 'Défi sur la piste des invaincus, son pion sur le plateau, comme après une fuite.',
  [`${B}/knockout/new-hero`]: 'Au choix : un nouveau héros au hasard, en gardant les pions d’expérience.',
  [`${B}/hazard`]: 'Résoudre la carte de danger {colour, select, green {verte} yellow {jaune} blue {bleue} red {rouge} other {{colour}}}',
  [`${B}/hazard/one-card`]: 'Une seule carte : une rencontre ou un événement termine le tour.',
  [`${B}/hazard/no-before-combat`]: 'Ni texte Avant le combat ni capacités.',
  [`${B}/hazard/no-escape`]: 'Pas de phase de fuite.',
  [`${B}/hazard/no-reward`]: 'Pas de récompense — mais l’expérience d’un défi, prise dans la réserve de pions.',
  [`${B}/hazard/failed`]: 'Un défi échoué va quand même sur la piste de Fatalité.',
  [`${B}/endgame-prep`]: 'Préparer la phase finale',
  [`${B}/endgame-prep/sort`]: 'Retirer événements et rencontres du paquet rouge.',
  [`${B}/endgame-prep/return`]: 'Remettre dans le paquet rouge les défis rouges de la piste des invaincus (ceux détenus restent).',
  [`${B}/endgame-prep/shuffle`]: 'Mélanger le paquet rouge.',
  [`${B}/endgame-prep/levels`]:
    'Vérifier le niveau de chaque héros (total des bonus des pions) dans les compteurs ; compter l’or des héros à égalité de niveau (l’invite le demande).',
  [`${B}/first-turn-table`]: 'Dés de mouvement au premier tour',
  [`${B}/players`]: 'Joueurs',
  [`${B}/seat-column`]: '{seat, select, 4 {J4+} other {J{seat}}}',
  [`${B}/experience-table`]: 'Deux pions d’expérience',
  [`${B}/points`]: 'Points',
  [`${B}/healing`]: 'Soins : {perWound} or par blessure · {clear} or libère une figurine de la fatigue.',
  'advanced-runebound/whose-turn': 'Manche {round} · {name}',
  'advanced-runebound/table/experience': 'XP non dép.',
  'advanced-runebound/key/doom-counters': 'Jetons de Fatalité',
  'advanced-runebound/key/round': 'Manche',
  'advanced-runebound/key/top-level': 'Plus haut niveau de héros',
};

const HAZARD_KIND: Record<string, string> = {
  'challenge-defeated': 'a vaincu le défi du danger',
  'challenge-failed': 'a échoué face au défi du danger',
  encounter: 'a résolu la rencontre du danger',
  event: 'a pioché un événement comme danger',
};

const narrate = typedNarration<AdvancedRuneboundEvent>({
  'card-placed': (d) => `Une carte ${colourF(d.colour)} (${REASON[d.reason] ?? d.reason}) va face cachée sur ${spaceName(d.space)}.`,
  'card-colour-corrected': (d) => `La carte sur ${spaceName(d.space)} est ${colourF(d.to)}, pas ${colourF(d.from)}.`,
  'doom-counter-placed': (d) => {
    const returned = Object.entries(d.returned as Record<string, number>)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${n} ${colour(c)}`)
      .join(', ');
    return `Le jeton de Fatalité ${d.counter} va sur ${spaceName(d.space)}. La dernière carte (${colourF(d.lastCard)}) descend à Tamalir ; les autres vont dans leurs défausses${returned ? ` (${returned})` : ''}.`;
  },
  'discards-reshuffled': (d) =>
    `Le paquet ${colour(d.colour)} est épuisé : ses ${d.cards} cartes défaussées sont triées — les défis mélangés en un nouveau paquet, événements et rencontres hors du jeu.`,
  'endgame-began': () => 'Le huitième jeton de Fatalité est sur Frostgate : la partie normale se termine et la phase finale commence.',
  'turn-ended': (d) => `Le tour de ${d.name} se termine ; à ${d.nextName}${d.nextSeat === 0 ? ` (manche ${d.round})` : ''}.`,
  'hazard-checked': (d) => {
    const shown = d.shown.map((t) => TERRAIN[t] ?? t).join(', ') || 'aucun symbole de terrain';
    return d.hazard
      ? `${d.name} est en ${TERRAIN[d.terrain] ?? d.terrain} ; les dés montrent ${shown} — pas de correspondance : un danger de voyage.`
      : `${d.name} est en ${TERRAIN[d.terrain] ?? d.terrain} ; les dés montrent ${shown} — une correspondance : pas de danger.`;
  },
  'hazard-colour-found': (d) =>
    `Nombre du danger ${d.number}${d.looped ? ` (en boucle sur ${d.cardsOnTrack} cartes)` : ''} : la carte sur ${spaceName(d.space)} est ${colourF(d.colour)}. ${d.name} pioche une aventure ${colourF(d.colour)}.`,
  'hazard-resolved': (d) =>
    `${d.name} ${HAZARD_KIND[d.kind] ?? d.kind}${d.experience ? ` et prend ${d.experience} d’expérience dans la réserve` : ''}.`,
  'event-drawn': (d) => {
    if (d.inPlay === null) return `L’événement ${d.number} (${colour(d.colour)}) prend effet.`;
    return d.takesEffect
      ? `L’événement ${d.number} (${colour(d.colour)}) n’est pas inférieur à l’événement ${d.inPlay} : il le remplace.`
      : `L’événement ${d.number} (${colour(d.colour)}) est inférieur à l’événement ${d.inPlay} : il est défaussé sans effet.`;
  },
  'experience-gained': (d) => `${d.name} gagne ${d.points} d’expérience (${d.total} non dépensée).`,
  'experience-bought': (d) => {
    const bought = d.counters.map((c) => `${COUNTER[c.type] ?? c.type} +${c.bonus}`).join(' et ');
    return `${d.name} paie ${d.cost} d’expérience pour ${bought} : niveau ${d.level}. Il peut maintenant défausser toutes ses blessures et sa fatigue.`;
  },
  'healing-bought': (d) =>
    `${d.name} paie ${d.cost} or pour soigner ${d.wounds} blessure${d.wounds <= 1 ? '' : 's'}${d.exhaustion ? ` et libérer ${d.exhaustion} figurine${d.exhaustion <= 1 ? '' : 's'} de la fatigue` : ''} (il reste ${d.goldLeft} or).`,
  'hero-knocked-out': (d) => `${d.name} est mis hors de combat : ${d.goldLost} or et ${d.experienceLost} d’expérience non dépensée perdus.`,
  'knockout-checklist-done': (d) => `La mise hors de combat de ${d.name} est réglée.`,
  'red-challenge-kept': (d) => `${d.name} garde une carte de défi rouge (${d.redChallenges} détenues).`,
  'endgame-order-set': (d) => `Ordre de la phase finale : ${d.names.join(', ')}.`,
  'endgame-challenge-defeated': (d) =>
    `${d.name} vainc un défi rouge et le garde (${d.redChallenges} détenus)${d.reward ? `, en prenant ${d.reward} or (${d.gold} en tout)` : ''}.`,
  'gold-counted': (d) => `Or de ${d.name} compté : ${d.from} → ${d.to}.`,
  'margath-defeated': (d) => `${d.name} vainc le Seigneur Margath !`,
  'endgame-eliminated': (d) =>
    `${d.name} est éliminé de la phase finale ; le défi retourne dans le paquet rouge.${d.nextName ? ` À ${d.nextName}.` : ''}`,
  'game-decided': (d) => {
    const key = `${P}/outcome/${d.how}`;
    const message = messages[key];
    const params = { ...d, hero: nameList(d.names) };
    return typeof message === 'function' ? message(params) : message ? formatMessage(message, params, 'fr') : key;
  },
});

const causes: Record<string, string> = {
  'doom-trigger': 'La piste de Fatalité comptait assez de cartes pour le nombre de joueurs',
  'eighth-doom-counter': 'Le huitième jeton de Fatalité a atteint Frostgate',
  'event-lower': 'Un événement inférieur à celui en jeu est défaussé',
  'event-equal-or-higher': 'Un événement égal ou supérieur à celui en jeu le remplace',
  'hazard-discard': 'Une carte de danger est défaussée une fois résolue',
  'hazard-failure': 'Un défi de danger échoué est quand même défaussé sur la piste de Fatalité',
  'hazard-one-card': 'Une rencontre ou un événement de danger termine le tour',
  'margath-defeated': 'Vaincre le Seigneur Margath fait gagner',
  'three-red-challenges': 'Trois cartes de défi rouges gagnent la phase finale',
  'all-eliminated': 'Tous les héros ont été éliminés de la phase finale',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'La piste de Fatalité',
    paragraphs: [
      'Les huit piles du marché servent aussi de piste, comptée depuis Tamalir (case 1) vers le haut : Tamalir, Riverwatch, Dawnsmoor, Vynelvale, case 5, Nerekhall, case 7, Frostgate.',
      'À la mise en place, la première carte d’aventure verte va face cachée à côté de Tamalir. Ensuite, chaque carte d’aventure qui serait défaussée — un défi vaincu, une rencontre terminée, un événement qui ne peut être joué ou est remplacé, une carte utilisée par un joueur — va face cachée sur la prochaine case vide. Notez sa couleur dans l’appli en la posant : les dangers lisent ces couleurs.',
      'Quand la piste compte 4 cartes (2 joueurs), 6 (3 joueurs) ou 8 (4-6 joueurs), un jeton de Fatalité est posé : la dernière carte descend à Tamalir, les autres vont dans la défausse de leur couleur, et un jeton de Fatalité va sur la ville suivante dans l’ordre, Tamalir d’abord. Le huitième jeton arrive sur Frostgate et lance la phase finale.',
      'Notre décision, d’après les décisions du projet : une partie en solo utilise le chiffre à 2 joueurs de 4 cartes ; la règle maison « Solo : jeton de Fatalité toutes les 3 cartes » le ramène à 3.',
    ],
  },
  {
    heading: 'Dangers de voyage',
    paragraphs: [
      'Un héros qui termine son mouvement sur une case sauvage sans pion d’aventure, pion d’aventure invaincu ni autre héros lance 2 dés de mouvement, après tout ce qui se fait « après le mouvement ». Indiquez à l’appli le terrain et les symboles visibles : un symbole correspondant au terrain signifie aucun danger.',
      'Sinon, relancez les 2 dés et comptez chaque symbole visible : c’est le nombre du danger. Comptez autant de cartes en remontant la piste depuis Tamalir, en recommençant à Tamalir quand les cartes manquent ; la couleur trouvée est le paquet d’aventure où piocher. L’appli fait le compte.',
      'Résoudre la carte : cette seule carte (une rencontre ou un événement termine le tour) ; ni texte Avant le combat ni capacités ; pas de fuite ; pas de récompense — mais un défi vaincu donne quand même son expérience, prise dans la réserve de pions (aucune si la réserve ne peut pas rendre la monnaie) ; un défi échoué va sur la piste de Fatalité, pas sur la piste des invaincus.',
      'L’appli ne connaît pas les faces des dés de mouvement, elle ne donne donc aucune chance pour le jet de danger : montagnes, forêts et marais frappent bien plus souvent que plaines, routes et rivières.',
    ],
  },
  {
    heading: 'Premier tour et autres changements',
    paragraphs: [
      'Tout premier tour seulement : dés de mouvement selon la place — 2 joueurs : 4, 5 ; 3 joueurs : 3, 4, 5 ; 4 ou plus : 2, 3, 4, 5, 5, 5. Notre décision : un héros seul lit la ligne à 2 joueurs et lance 4.',
      'Ensuite, un héros hors d’une ville et sans fatigue peut lancer 5 dés de mouvement au lieu de 4.',
      'Blessures : seules plus de blessures que de Vie mettent un héros hors de combat ou tuent un allié ou un ennemi ; autant, ça passe. Vous ne pouvez pas choisir une fatigue qui deviendrait une blessure (le jeu peut encore l’imposer).',
      'Une carte activée par étape de mouvement, par étape de marché, dans Avant le combat et par round de combat.',
      'Événements : un nouvel événement n’est défaussé sans effet que si son numéro est inférieur à l’événement en jeu ; égal ou supérieur, il le remplace. Dans les deux cas, la carte défaussée va sur la piste de Fatalité.',
      'Soins au marché : 1 or par blessure sur le héros ou un allié ; 1 or libère le héros ou un allié de toute fatigue.',
      'Expérience : deux pions de types différents pour 6 points (2 joueurs), 5 (3-4), 4 (5) ou 3 (6) ; jamais un seul, jamais deux du même type. Notre décision : le solo paie le prix à 2 joueurs. Après l’achat, le héros peut défausser toutes ses blessures et sa fatigue. Le niveau d’un héros est le total des bonus de ses pions.',
      'Un paquet vide : mélangez les défis défaussés de cette couleur en un nouveau paquet ; ses événements et rencontres quittent le jeu.',
      'Notre décision 14 : l’appli ne voit pas les cartes, elle ne compte donc ni blessures, ni fatigue, ni activations de cartes, ni dés de mouvement après le premier tour — appliquez ces règles à la table ; l’appli note ce que d’autres règles lisent (mises hors de combat, soins achetés, expérience achetée, or).',
    ],
  },
  {
    heading: 'Mises hors de combat',
    paragraphs: [
      'Plus de blessures que de Vie : défaussez tous les pions de blessure, de fatigue et d’aventure non dépensés ; tout l’or à la banque ; l’allié ou l’objet le plus cher face cachée sous la pioche du marché (à votre choix en cas d’égalité) ; allez à la ville la plus proche (à votre choix en cas d’égalité) ; le défi va sur la piste des invaincus avec son pion sur le plateau, comme après une fuite ; vous pouvez changer pour un héros inutilisé au hasard, en gardant vos pions d’expérience.',
      'Notre décision : un héros mis hors de combat par un défi de danger de voyage suit la règle du danger pour la carte — elle va sur la piste de Fatalité, pas sur la piste des invaincus.',
    ],
  },
  {
    heading: 'La phase finale',
    paragraphs: [
      'Préparez le paquet rouge : retirez ses événements et rencontres, remettez-y les défis rouges de la piste des invaincus (les héros gardent ceux qu’ils détiennent), mélangez. Les héros passent par ordre de niveau, puis d’or, puis au hasard (l’appli lance un dé par place entre ceux encore à égalité).',
      'Notre décision 13 : l’appli suit l’or de chaque héros parce que la phase finale le lit. Comptez-le avec « or maintenant » pendant votre tour (soins et mises hors de combat le dépensent pour vous) ; au début de la phase finale, l’appli demande l’or de chaque héros à égalité de niveau, et un défi rouge vaincu dans la phase finale demande la récompense en or prise.',
      'À votre tour, piochez un défi rouge et résolvez-le sans fuite, sans rafraîchissement et sans étape de mouvement. Vainquez le Seigneur Margath et vous gagnez. Vainquez-en un autre et gardez-le : avec trois cartes de défi rouges vous gagnez, sinon repiochez. Échouez (ou soyez mis hors de combat) et vous êtes éliminé — la carte retourne dans le paquet et vous ne perdez rien d’autre — et le héros suivant dans l’ordre joue.',
      'Si tout le monde est éliminé : le plus de cartes de défi rouges gagne, puis le plus haut niveau, puis le plus d’or. Nos décisions : en cas d’égalité persistante, ces héros partagent la victoire ; un héros seul éliminé perd.',
    ],
  },
];

export { narrate, causes, reference };
