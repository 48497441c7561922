/**
 * Munchkin RPG en français : chaque code, la narration de chaque événement, les causes et l'aide de jeu.
 * Termes des éditions françaises de Munchkin : niveau, trésor, malédiction, amplificateur de monstre,
 * Déguerpir, Incident fâcheux.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import { formatMessage } from '../../../i18n/icu';
import type { MunchkinEvent } from '../../../../../shared/rulesets/munchkin-rpg/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const ap = (n: number) => `${n} PA`;
const STAT: Record<string, string> = { strength: 'Force', agility: 'Agilité', intellect: 'Intellect' };
const MENU: Record<string, string> = {
  equip: 'S’équiper d’un objet',
  unequip: 'Retirer un objet',
  sell: 'Vendre un objet',
  peek: 'Jeter un coup d’œil',
  'challenge-boss': 'Combattre le boss du donjon révélé',
  'go-up-a-level': 'Jouer une carte « Gagnez un niveau »',
  stuff: 'Fourrer des objets dans le sac à dos',
  place: 'Poser un objet sur le sac à dos',
  'throw-item': 'Lancer un objet',
  'cast-spell': 'Lancer un sort',
  buy: 'Acheter à la boutique',
  'frantic-search': 'Fouille frénétique',
  'gift-basket': 'Panier-cadeau (300 or)',
  'trap-boss': 'Piéger le boss du donjon',
  'careful-search': 'Fouille minutieuse',
  'looking-for-trouble': 'Chercher la bagarre',
  'open-door': 'Ouvrir une porte',
  'reveal-boss': 'Révéler le boss du donjon',
  recycle: 'Recycler la défausse',
  retrain: 'Réentraîner ses caractéristiques',
  'polymorph-boss': 'Métamorphoser le boss du donjon',
  'attack-player': 'Attaquer un joueur',
};
const SPECIAL: Record<string, string> = {
  'munchkin-rage': 'RAGE MUNCHKIN !!!',
  'bait-n-switch': 'Appât et échange',
  'hidden-agenda': 'Plan secret',
};
const RESULT: Record<string, string> = { won: 'a gagné', 'ran-away': 'a déguerpi', died: 'est mort' };
const statLine = (d: { high: string; medium: string; low: string }) =>
  `Haute ${STAT[d.high] ?? d.high}, Moyenne ${STAT[d.medium] ?? d.medium}, Basse ${STAT[d.low] ?? d.low}`;
const niveaux = (n: number) => `${n} ${n <= 1 ? 'niveau' : 'niveaux'}`;

const OUTCOMES: Catalog = {
  'munchkin/won/boss-slain': '{names} a terrassé le boss du donjon et gagne.',
  'munchkin/won/handshake': '{names} se sont serré la main au-dessus du boss du donjon et gagnent ensemble.',
  'munchkin/won/backstab': '« Coup de poignard ! » — {names} gagne seul.',
  'munchkin/won/double-backstab': 'Les deux ont crié « Coup de poignard ! » en même temps : ils se sont poignardés, et les deux perdent.',
  'munchkin/won/richest': '{names} est le plus riche et gagne (La vraie règle d’or).',
  'munchkin/won/last-man': '{names} est le dernier debout et va le dire au roi.',
};

export const messages: Catalog = {
  'option/packingYourBag': 'Faire son sac',
  'option/packingYourBag/help':
    'Mise en place : au lieu de sacs à dos au hasard, les joueurs choisissent à tour de rôle 4 cartes Porte ou Trésor à la fois jusqu’à en avoir 40 chacun.',
  'option/biggerAndScarier': 'Plus gros et plus effrayant',
  'option/biggerAndScarier/help': 'Mise en place : les joueurs s’accordent sur le boss du donjon au lieu de retourner des cartes Porte.',
  'option/ending': 'Fin de partie',
  'option/ending/help':
    'Comment la partie se gagne une fois le boss du donjon tombé : la poignée de main (standard), La vraie règle d’or (le plus riche gagne) ou Le dernier debout (tout le monde se bat jusqu’à ce qu’il en reste un).',
  'option/ending/handshake': 'Poignée de main (standard)',
  'option/ending/real-golden-rule': 'La vraie règle d’or',
  'option/ending/last-man-standing': 'Le dernier debout',
  'option/highGrantsMedium': 'Une caractéristique haute donne aussi son bonus moyen',
  'option/highGrantsMedium/help':
    'Comme le dit la table des caractéristiques (002:45) : Force haute commence au niveau 2 et ne descend jamais en dessous ; Intellect haut peut acheter des niveaux pour 1000 or ; Agilité haute peut mettre des grenades face cachée à la ceinture. Les campagnes d’avant cette option jouent sans (haute ne donne que sa propre ligne) ; activez-la dans les réglages de la campagne pour suivre la table.',
  'munchkin/ruling/high-grants-medium':
    'Notre décision (munchkin-rpg #13) : activée pour les nouvelles campagnes ; désactivée, elle ne garde que les anciennes campagnes telles qu’elles ont été jouées.',
  'munchkin/phase/stats': 'Mise en place · caractéristiques',
  'munchkin/phase/first-player': 'Mise en place · premier joueur',
  'munchkin/phase/turn': 'Manche · tours',
  'munchkin/phase/restock': 'Fin de manche · réassort de la boutique',
  'munchkin/phase/handshake': 'Victoire · la poignée de main',
  'munchkin/phase/tally': 'Victoire · La vraie règle d’or',
  'munchkin/phase/last-stand': 'Le dernier debout',
  'munchkin/phase/over': 'Partie terminée',
  'munchkin/choose-stats': (p) =>
    `Chaque joueur choisit une caractéristique haute, une moyenne et une basse (encore ${p.count} à choisir). Pendant ce temps, faites les sacs à dos, disposez 6 cartes de boutique et cachez le boss du donjon — voir la liste sur la table.`,
  'munchkin/set-stats': 'Fixer les caractéristiques',
  'munchkin/choose-first-player': (p) => `Qui commence ? Lancez un d${p.sides} (1 = la première place), ou dites qui.`,
  'munchkin/roll-first-player': 'Tirer le premier joueur',
  'munchkin/die/first-player': 'Dé du premier joueur (une face par joueur)',
  'munchkin/die/restock': 'd6 de réassort',
  'munchkin/pick-first-player': 'La table a choisi',
  'munchkin/turn-of': (p) =>
    `Manche ${p.round} : au tour de ${p.name} — encore ${ap(p.ap)}. Les autres peuvent lancer des objets ou des sorts avec leurs propres points.`,
  'munchkin/end-turn': (p) => `Finir le tour de ${p.name} (les points inutilisés sont perdus)`,
  'munchkin/menu-action': (p) => `${p.name} agit à la table (encore ${ap(p.ap)})`,
  ...Object.fromEntries(Object.entries(MENU).map(([id, name]) => [`munchkin/menu/${id}`, (p: Params) => `${name} · ${ap(p.cost)}`])),
  'munchkin/buy-level': 'Acheter un niveau pour 1000 or (Intellect moyen)',
  'munchkin/use-special': 'Utiliser une capacité spéciale (une fois par vie)',
  'munchkin/use-special-of': (p) => `${p.name} : ${SPECIAL[p.special as string] ?? p.special} (une fois par vie)`,
  'rules/special_target':
    '{why, select, missing {Appât et échange a besoin du Pigeon : un autre joueur encore en jeu prend la place de {name}.} none {RAGE MUNCHKIN ne désigne personne.} other {{special, select, bait-n-switch {Le Pigeon doit être un autre joueur encore en jeu, pas {name}.} other {Ce joueur n’est pas à la table.}}}}',
  'munchkin/report-combat': (p) => `Signaler le combat de ${p.name} contre un monstre`,
  'munchkin/report-other-combat': 'Signaler le combat d’un autre joueur (un Pigeon, un combat entre joueurs)',
  'munchkin/report-boss-fight-helper-died': (p) =>
    `L’aide de ${p.name} n’a pas pu déguerpir face au boss du donjon de niveau ${p.level} et est mort`,
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
  'munchkin/report-boss-fight': (p) => `Comment s’est terminé le combat de ${p.name} contre le boss du donjon de niveau ${p.level} ?`,
  'munchkin/change-level': 'Un niveau gagné ou perdu autrement',
  'munchkin/defeat-player': 'Un joueur a été vaincu (hors de la partie)',
  'munchkin/restock-now': (p) =>
    `Fin de manche : jet de réassort ${p.done + 1} sur ${p.of}. Comptez le d6 depuis le côté de la réserve ; cette carte est remélangée et remplacée.${p.empty ? ` Les emplacements ${p.empty} ont été achetés : en tomber sur un, c’est relancer ; ils sont remplis ensuite.` : ''}`,
  'munchkin/restock-roll': 'Lancer pour l’emplacement de boutique (d6)',
  'munchkin/restock-all-bought': 'Toutes les cartes de la boutique ont été achetées : remplir les six emplacements et finir la manche',
  'munchkin/restock-roll/chance-of': 'tombe sur un emplacement qui a encore une carte',
  'munchkin/handshake-now':
    '{names} ont vaincu le boss ensemble : serrez-vous la main pour gagner tous les deux — sauf si quelqu’un crie d’abord « Coup de poignard ! ».',
  'munchkin/handshake': 'Poignée de main faite',
  'munchkin/backstab': '« Coup de poignard ! »',
  'munchkin/double-backstab': 'Les deux ont crié « Coup de poignard ! » en même temps',
  'munchkin/tally-now':
    'La vraie règle d’or : chaque joueur additionne ses objets équipés, de ceinture et en main (coût) et ses sorts ; l’appli ajoute son or et 200 par sort.',
  'munchkin/enter-tally': 'Saisir le total d’un joueur',
  'munchkin/enter-tally-for': 'Total de {name}',
  'munchkin/game-over': 'La partie est terminée.',
  'munchkin/player': '{name}',
  'munchkin/stat/strength': 'Force',
  'munchkin/stat/agility': 'Agilité',
  'munchkin/stat/intellect': 'Intellect',
  'munchkin/result/won': 'Gagné',
  'munchkin/result/ran-away': 'Déguerpi',
  'munchkin/result/died': 'Mort',
  'munchkin/slot': 'Emplacement {slot}',
  'munchkin/trap/curse': 'Malédiction ou piège',
  'munchkin/placement/equip': 'S’en équiper maintenant (un emplacement est libre)',
  'munchkin/placement/backpack': 'Le mettre sur le dessus du sac à dos',
  'munchkin/trap/enhancer': 'Amplificateur de monstre',
  'munchkin/tracker/level': '{name} : niveau',
  'munchkin/tracker/gold': '{name} : or',
  'munchkin/tracker/ap': '{name} : points d’action ({per} par manche)',
  'munchkin/tracker/boss-enhancers': 'Boss du donjon : niveaux des amplificateurs',
  'munchkin/tracker/boss-kills': 'Boss du donjon : joueurs tués (+2 chacun)',
  ...OUTCOMES,
  'field/player': 'Joueur',
  'field/line': 'Caractéristiques (haute · moyenne · basse)',
  'field/high': 'Caractéristique haute',
  'field/medium': 'Caractéristique moyenne',
  'field/low': 'Caractéristique basse',
  'field/action': 'Action',
  'field/result': 'Résultat',
  'field/helper': 'Aide',
  'field/helperGold': 'Or pour l’aide',
  'field/helperDied': 'L’aide n’a pas pu déguerpir et est mort aussi',
  'field/target': 'Cible',
  'field/bonus': 'Bonus de grenade sur la carte',
  'field/doubled': 'Le doubler (Agilité haute)',
  'field/cost': 'Coût de la carte (or)',
  'field/costless': 'La carte n’a pas de coût',
  'field/slot': 'Emplacement de boutique',
  'field/placement': 'Ensuite',
  'field/kind': 'Carte',
  'field/levels': 'Niveaux',
  'field/treasures': 'Trésors',
  'field/by': 'Niveaux (+/−)',
  'field/itemValue': 'Coût total des objets',
  'field/spells': 'Sorts détenus',
  'rules/unknown_player':
    '{role, select, helper {L’aide doit être un autre joueur vivant de cette table.} other {Ce joueur n’est pas à cette table.}}',
  'rules/wrong_phase': 'Impossible à ce stade de la partie.',
  'rules/invalid_options': 'Ces options de mise en place ne sont pas valides pour cette partie.',
  'rules/player_dead':
    '{who, select, everyone {Tout le monde est mort jusqu’à la fin de la manche.} other {{name} est mort jusqu’à la fin de la manche.}}',
  'rules/not_your_turn': 'Pendant le tour d’un autre, on ne peut que lancer un objet ou un sort.',
  'rules/not_enough_ap':
    '{who, select, nobody {Plus personne n’a de point d’action.} other {Il reste à {name} {ap, plural, one {# point d’action} other {# points d’action}} ; il en faut {cost}.}}',
  'rules/not_enough_gold': '{name} a {gold} or ; cela coûte {price}.',
  'rules/store_empty': 'Tous les emplacements de la boutique ont été achetés cette manche ; réassort en fin de manche.',
  'rules/slot_empty': 'L’emplacement {slot} a été acheté cette manche et reste vide jusqu’à la fin de la manche.',
  'rules/needs_medium_intellect': 'Seul un Munchkin à l’Intellect moyen peut acheter un niveau.',
  'rules/no_level_ten': 'L’or ne peut pas acheter le niveau 10.',
  'rules/no_stats': '{name} n’a pas encore de caractéristiques.',
  'rules/special_used':
    '{who, select, everyone {Toutes les capacités spéciales ont déjà servi dans cette vie.} other {{name} a déjà utilisé sa capacité spéciale dans cette vie.}}',
  'rules/boss_defeated': 'Le boss du donjon est déjà vaincu.',
  'rules/level_too_low': '{name} doit être niveau 10 pour affronter le boss du donjon (actuellement {level}).',
  'rules/boss_revealed': 'Le boss du donjon est déjà révélé.',
  'rules/boss_hidden': 'Le boss du donjon n’a pas encore été révélé.',
  'rules/boss_busy': 'Quelqu’un combat le boss du donjon ; signalez d’abord ce combat.',
  'rules/no_boss_fight': 'Personne ne combat le boss du donjon.',
  'rules/split_too_large': 'La part de l’aide ne peut pas dépasser les {gold} or gagnés.',
  'rules/no_helper': 'Seul un aide peut mourir aux côtés du combattant ; choisissez d’abord l’aide.',
  'rules/helper_died_in_victory': 'Un combat gagné ne tue personne.',
  'rules/not_a_victor': 'Seul un joueur qui a battu le boss peut crier « Coup de poignard ! ».',
  'rules/bad_target':
    '{why, select, nobody_left {Il ne reste personne d’autre à attaquer.} out {Ce joueur est déjà éliminé.} other {Choisissez un autre joueur encore en jeu.}}',

  'munchkin/board': 'Table de Munchkin RPG',
  'munchkin/board/players': 'Munchkins',
  'munchkin/board/checklist': 'Liste de mise en place',
  'munchkin/board/checklist/stats': 'Choisir les caractéristiques (haute, moyenne, basse) — marquez-les avec quelque chose de modifiable.',
  'munchkin/board/checklist/race': 'Au choix, prendre une Race dans la pioche (pas de Classe).',
  'munchkin/board/checklist/packing': 'Faire son sac : à tour de rôle, chacun prend 4 cartes Porte/Trésor à la fois jusqu’à en avoir 40.',
  'munchkin/board/checklist/backpack':
    'Chacun choisit combien de cartes Porte et Trésor (40 en tout, au moins 12 de chaque) et les reçoit au hasard, sans les voir.',
  'munchkin/board/checklist/store': 'Posez 6 trésors face visible : la boutique. Le reste est la réserve de la boutique.',
  'munchkin/board/checklist/bigger': 'Plus gros et plus effrayant : mettez-vous d’accord sur le boss du donjon et posez-le face cachée.',
  'munchkin/board/checklist/boss':
    'Retournez des cartes Porte jusqu’à 6 monstres ; l’un au hasard est le boss face cachée, les 5 autres vont dans le donjon.',
  'munchkin/board/checklist/draw': 'Piochez 6 cartes dans votre sac à dos, puis défaussez jusqu’à 2.',
  'munchkin/board/seats': 'Ordre des places cette manche',
  'munchkin/board/seats/heading': '{round, plural, =0 {Ordre du tour} other {Manche # · ordre du tour}}',
  'munchkin/board/seats/first': 'Premier joueur de cette manche',
  'munchkin/board/seats/first-badge': '1er',
  'munchkin/board/seats/current': 'tour en cours',
  'munchkin/board/seats/passing': 'Le jeu passe à gauche ; la manche suivante commence une place plus à gauche.',
  'munchkin/board/dead': '✝ mort',
  'munchkin/board/out': '✗ éliminé',
  'munchkin/board/quick': '{name} dépense :',
  'munchkin/board/quick/frantic-search': 'Fouille frénétique · {cost} PA',
  'munchkin/board/quick/careful-search': 'Fouille minutieuse · {cost} PA',
  'munchkin/board/quick/open-door': 'Ouvrir une porte · {cost} PA',
  'munchkin/board/quick/recycle': 'Recycler · {cost} PA',
  'munchkin/board/store': 'Boutique',
  'munchkin/board/store/label': 'La boutique',
  'munchkin/board/store/sold': 'vendu',
  'munchkin/board/store/rolled': '◆ tiré',
  'munchkin/board/store/new': 'nouveau',
  'munchkin/board/store/card': 'carte',
  'munchkin/board/store/note':
    'L’emplacement 1 est le plus proche de la réserve. Les emplacements vendus restent vides jusqu’à la fin de la manche.',
  'munchkin/board/boss': 'Boss du donjon',
  'munchkin/board/boss/label': 'Le boss du donjon',
  'munchkin/board/boss/defeated': '✓ Vaincu',
  'munchkin/board/boss/face-down':
    'Face cachée · {curses, plural, one {# malédiction} other {# malédictions}} et {enhancers, plural, one {# amplificateur} other {# amplificateurs}} en attente dessus',
  'munchkin/board/boss/revealed': 'Révélé · niveau',
  'munchkin/board/boss/level-sum':
    '20 de base + {kills, plural, one {# victime} other {# victimes}} × 2 + {enhancers} des amplificateurs{revealed, select, true {} other { (+{hidden} face cachée)}}',
  'munchkin/board/boss/fighting': '⚔ {name} le combat',
  'munchkin/board/boss/state': '{state, select, defeated {vaincu} revealed {révélé} other {face cachée}}',
  'munchkin/board/boss/level': 'Niveau',
  'munchkin/board/boss/kills': 'Victimes',
  'munchkin/board/boss/curses': 'Malédictions en attente',
  'munchkin/board/card/level': 'Niveau',
  'munchkin/board/card/gold': 'Or',
  'munchkin/board/card/tally': 'Total',
  'munchkin/board/card/ap': 'Points d’action',
  'munchkin/board/card/stats': 'Haute {high} · Moyenne {medium} · Basse {low}',
  'munchkin/board/card/no-stats': 'Pas encore de caractéristiques.',
  'munchkin/board/card/retraining': 'Réentraînement → Haute {high}, Moyenne {medium}, Basse {low} en fin de manche',
  'munchkin/board/card/special': 'Spéciale :',
  'munchkin/board/card/ready': '{special} ✓ prête',
  'munchkin/board/card/tired': ' · fatigué : −5 niveaux au prochain combat',
  'munchkin/board/turn': 'Manche {round}',
  'munchkin/board/turn/player': 'Manche {round} · {name}',
  'munchkin/input/zero-change': 'un changement de 0 ne change rien.',
  'munchkin/key/round': 'Manche',
  'munchkin/key/top-level': 'Niveau le plus haut',
  'munchkin/key/boss-kills': 'Joueurs tués par le boss',
};

const onTurn = (d: { name: string; onTurnOf?: string | null }) =>
  d.onTurnOf && d.onTurnOf !== d.name ? `, pendant le tour de ${d.onTurnOf}` : '';
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;

const narrate = typedNarration<MunchkinEvent>({
  'stats-chosen': (d) => `${d.name} a choisi ${statLine(d)}.`,
  'stats-complete': () => 'Tout le monde a ses caractéristiques. Piochez 6 cartes, puis défaussez jusqu’à 2.',
  'first-player-chosen': (d) => `${d.name} commence. La manche 1 débute.`,
  'action-taken': (d) =>
    `${d.name} : ${MENU[d.action] ?? d.action}${d.targetName ? ` sur ${d.targetName}` : ''} (${ap(d.cost)}${onTurn(d)}).`,
  'item-sold': (d) =>
    `${d.name} a vendu une carte${d.cost === null ? ' sans coût' : ` coûtant ${d.cost}`} pour ${d.gold} or ; elle va sous la réserve de la boutique.`,
  'item-bought': (d) =>
    `${d.name} a acheté l’emplacement ${d.slot} pour ${d.price} or (${ap(d.cost)}) ; ${d.placement === 'equip' ? 'équipé aussitôt' : d.placement === 'backpack' ? 'il va sur le dessus du sac à dos' : 'équipez-le ou mettez-le sur le dessus du sac à dos'}.`,
  'gift-basket': (d) =>
    `${d.name} a payé ${d.price} or pour un panier-cadeau : mélangez la réserve de la boutique et posez sa première carte sur le sac à dos sans la regarder.`,
  'grenade-thrown': (d) =>
    `${d.name} a lancé un objet ${signed(d.bonus)}${d.effective !== d.bonus ? `, doublé à ${signed(d.effective)} par l’Agilité haute` : ''} (${ap(d.cost)}${onTurn(d)}).`,
  'level-bought': (d) => `${d.name} a payé ${d.price} or pour le niveau ${d.to}.`,
  'level-changed': (d) => `${d.name} : niveau ${d.from} → ${d.to}.`,
  'special-used': (d) =>
    `${d.name} a utilisé ${SPECIAL[d.special] ?? d.special}${d.targetName ? ` sur ${d.targetName}` : ''}.${d.special === 'munchkin-rage' ? ' +30 dans ce combat ; au prochain combat, le niveau compte 5 de moins.' : ''}`,
  'retrain-chosen': (d) => `${d.name} se réentraîne en ${statLine(d)}, dès la fin de la manche (${ap(d.cost)}).`,
  'combat-ended': (d) =>
    d.result === 'won'
      ? `${d.name} a gagné le combat : ${niveaux(d.levels)} et ${d.gold} or${d.helperName ? ` ; ${d.helperName} reçoit ${d.helperGold} or` : ''}.`
      : `${d.name} ${RESULT[d.result] ?? d.result}.`,
  'player-died': (d) =>
    `${d.name} est mort : les 3 objets les plus chers vont sur le dessus de la réserve de la boutique, les autres sont pillés un par joueur en partant de la gauche. De retour en fin de manche avec 4 nouvelles cartes.`,
  'boss-trapped': (d) =>
    `${d.name} a posé ${d.kind === 'enhancer' ? `un amplificateur de monstre (${signed(d.levels)})` : 'une malédiction'} sur le boss du donjon, face ${d.faceDown ? 'cachée' : 'visible'} (${ap(d.cost)}).`,
  'boss-revealed': (d) =>
    `${d.name} a révélé le boss du donjon (${ap(d.cost)}) : ${d.curses} malédiction${d.curses <= 1 ? '' : 's'} frappe${d.curses <= 1 ? '' : 'nt'} ${d.name}, ${d.enhancers} amplificateur${d.enhancers <= 1 ? '' : 's'} (${signed(d.enhancerLevels)}) rejoigne${d.enhancers <= 1 ? '' : 'nt'} le boss. Combat !`,
  'boss-challenged': (d) => `${d.name} défie le boss du donjon.`,
  'boss-polymorphed': (d) =>
    `${d.name} a métamorphosé le boss du donjon (${ap(d.cost)}) : retournez des cartes de donjon jusqu’à un monstre — le nouveau boss de niveau 20.`,
  'boss-fight-ended': (d) => {
    const helped = d.helperNames?.length ? ` avec l’aide de ${d.helperNames.join(' & ')}` : d.helpers?.length ? ' avec de l’aide' : '';
    const kills = d.kills ? ` Il en a tué ${d.kills} : +${2 * d.kills} niveaux au boss pour de bon.` : '';
    return `${d.name} ${RESULT[d.result] ?? d.result} contre le boss du donjon${helped}.${kills}`;
  },
  'victory-claimed': (d) =>
    d.next === 'tally' ? 'Le boss du donjon est mort. Comptez vos richesses.' : 'Le boss du donjon est mort. Place à la poignée de main…',
  'game-won': (d: Params) => {
    const text = OUTCOMES[d.code];
    return typeof text === 'function' ? text(d) : text ? formatMessage(text, d, 'fr') : String(d.code);
  },
  'tally-entered': (d) => `${d.name} : ${d.gold} or + ${d.itemValue} en objets + ${d.spells} sort${d.spells <= 1 ? '' : 's'} = ${d.total}.`,
  'last-stand-began': () => 'Le boss est mort — maintenant tout le monde se retourne contre tout le monde. Une nouvelle manche commence.',
  'player-defeated': (d) => `${d.name} est éliminé.`,
  'turn-ended': (d) =>
    d.nextName ? `Le tour de ${d.name} se termine ; ${d.nextName} joue ensuite.` : `Le tour de ${d.name} se termine ; la manche est finie.`,
  'restock-rerolled': (d) => `Le dé de réassort montre ${d.slot} : cet emplacement a été acheté et est vide — relancez.`,
  'store-restocked': (d) => `Réassort ${d.count} : l’emplacement ${d.slot} est mélangé dans la réserve et remplacé par la première carte.`,
  'store-refilled': (d) =>
    `${d.slots.length === 1 ? 'L’emplacement acheté' : 'Les emplacements achetés'} ${d.slots.join(', ')} ${d.slots.length === 1 ? 'est rempli' : 'sont remplis'} depuis la réserve.`,
  'round-ended': (d) =>
    `La manche ${d.round} se termine. Les points d’action sont rendus${d.retrained.length ? ` ; ${d.retrained.join(', ')} réentraîné(s)` : ''}${d.revived.length ? ` ; ${d.revived.join(', ')} revien${d.revived.length === 1 ? 't' : 'nent'} (mélanger la défausse dans le sac à dos, piocher 4)` : ''}. ${d.nextFirstName} commence la manche ${d.round + 1}.`,
});

const causes: Record<string, string> = {
  'munchkin/level-card': 'Carte « Gagnez un niveau »',
  'munchkin/table': 'Signalé par la table',
  'munchkin/boss-kill': 'Tué par le boss du donjon (+2 niveaux pour lui par mort)',
  'munchkin/combat-death': 'Mort au combat',
  'munchkin/empty-slot': 'Un emplacement vide de la boutique est relancé',
  'munchkin/all-bought':
    'Toutes les cartes de la boutique achetées cette manche : pas de jet de réassort, les six emplacements sont remplis',
  'munchkin/end-of-round': 'Chaque joueur a joué son tour',
  'munchkin/last-man-standing': 'Le dernier debout',
  'munchkin/real-golden-rule': 'La vraie règle d’or',
  'munchkin/helped': 'Un aide partage la victoire',
  'munchkin/out': 'Les joueurs éliminés sont sautés',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'But et mise en place',
    paragraphs: [
      'Vaincre le boss du donjon. Chaque joueur choisit parmi Force, Agilité et Intellect une caractéristique haute, une moyenne et une basse (haute donne aussi le bonus moyen de cette caractéristique et une capacité spéciale une fois par vie, rendue par une mort) et peut prendre une Race dans la pioche, pas une Classe.',
      'Composez des sacs à dos d’exactement 40 cartes, au moins 12 de chaque type, choisis à l’aveugle par type (Faire son sac : choisir les cartes, 4 à la fois à tour de rôle). Posez 6 trésors face visible comme boutique ; le reste est sa réserve. Retournez des cartes Porte jusqu’à 6 monstres : l’un au hasard est le boss face cachée, les autres vont dans le donjon (Plus gros et plus effrayant : mettez-vous d’accord sur le boss). Piochez 6, puis défaussez jusqu’à 2. Un joueur au hasard commence.',
    ],
  },
  {
    heading: 'Caractéristiques',
    paragraphs: [
      'Force — haute : +1 par main utilisée au combat et un emplacement de main de plus ; spéciale RAGE MUNCHKIN !!! (+30 dans un combat, au suivant votre niveau compte 5 de moins). Moyenne (et haute) : +1 à votre niveau minimum (et de départ) — niveau 2. Basse : main de 1 carte au lieu de 2.',
      'Agilité — haute : bonus des grenades doublés (vous pouvez refuser) et 2 emplacements de ceinture de plus ; spéciale Appât et échange. Moyenne (et haute) : les grenades (ou tout objet qui se fait passer pour une) peuvent aller face cachée à la ceinture. Basse : −1 pour Déguerpir.',
      'Intellect — haute : +1 point d’action par manche et 2 emplacements de grimoire de plus ; spéciale Plan secret. Moyenne (et haute) : 1000 or achètent un niveau chaque fois que vous pourriez acheter à la boutique, jamais le niveau 10. Basse : −1 point d’action par manche.',
    ],
  },
  {
    heading: 'Points d’action',
    paragraphs: [
      '5 par manche, +1 dès le niveau 4, +1 de plus dès le niveau 8 (aussitôt, utilisable le même tour), +1 Intellect haut, −1 Intellect bas. Dépensez-les pendant votre tour ; seuls Lancer un objet et Lancer un sort se font pendant le tour d’un autre, avec vos propres points.',
      '0 PA : s’équiper, retirer, vendre (moitié du coût, 200 pour une carte sans coût), jeter un coup d’œil, combattre un boss révélé, carte « Gagnez un niveau », fourrer des objets dans le sac, y poser un objet. 1 PA : lancer un objet, lancer un sort, acheter (le coût, 400 sans coût), fouille frénétique, panier-cadeau (300 or), piéger le boss. 2 PA : fouille minutieuse, chercher la bagarre. 3 PA : ouvrir une porte, révéler le boss (niveau 10). 4 PA : recycler. 6 PA : réentraîner (nouvelles caractéristiques en fin de manche). 7 PA : métamorphoser le boss révélé.',
    ],
  },
  {
    heading: 'Manches et boutique',
    paragraphs: [
      'Le jeu passe à gauche ; quand chacun a joué, la manche se termine. Lancez deux fois un d6 en comptant les emplacements depuis le côté de la réserve : cette carte est mélangée dans la réserve et remplacée par la première (elle peut revenir aussitôt). Un emplacement acheté cette manche est vide : tomber dessus, c’est relancer ; les emplacements achetés sont remplis après les deux jets. Les points d’action reviennent ; le joueur suivant à gauche commence la manche suivante.',
      'Les monstres rapportent 200 or par trésor au lieu de cartes Trésor ; les aides partagent l’or selon l’accord. Pas de pillage de la pièce, pas d’achat de niveaux, rien joué directement de la main au combat, main de 2, les défausses de fin de tour vont sous la réserve de la boutique.',
    ],
  },
  {
    heading: 'Le boss du donjon',
    paragraphs: [
      'Un joueur de niveau 10 peut le révéler (3 PA) : malédictions et pièges posés dessus face cachée frappent celui qui révèle, les amplificateurs rejoignent le boss pour de bon. Il est de niveau 20 quoi que dise la carte, +2 pour de bon pour chaque joueur qu’il tue — le combattant et un aide qui ratent tous deux leur fuite font deux victimes, +4 — et son Incident fâcheux inclut la mort. Une fois révélé, le combattre ne coûte aucun point (le niveau 10 reste nécessaire). Seuls le tuer ou le métamorphoser (7 PA) en débarrassent.',
      'Gagnez seul, ou serrez la main de votre aide pour gagner ensemble — un « Coup de poignard ! » crié d’abord gagne seul ; crié ensemble, les deux perdent. La vraie règle d’or : le plus riche (or + coût des objets + 200 par sort) gagne. Le dernier debout : une nouvelle manche commence et les joueurs s’attaquent (1 PA) jusqu’à ce qu’il en reste un.',
    ],
  },
  {
    heading: 'Nos décisions',
    paragraphs: [
      'Révéler le boss coûte 3 PA et lance le combat ; un boss révélé se défie pour 0 PA. L’achat de niveau de l’Intellect moyen demande votre tour et au moins 1 PA restant, mais n’en dépense aucun. Descendre sous le niveau 4 ou 8 ne reprend pas les points déjà donnés cette manche. La Force moyenne vous garde au niveau 2 ou plus. Le tour d’un joueur mort est sauté et il n’agit plus jusqu’à la fin de la manche. En Dernier debout, la boutique reste ouverte mais n’est pas réassortie. Les places suivent l’ordre de saisie des joueurs, vers la gauche. Les fins sont exclusives : choisissez-en une à la mise en place. Une caractéristique haute donne aussi son bonus moyen (option de mise en place, activée pour les nouvelles campagnes ; les campagnes d’avant gardent la ligne propre de la haute, sauf activation). Dans un combat de boss perdu, la table dit si l’aide est mort aussi ; chaque mort est une victime (+2). Les capacités spéciales sont notées et limitées à une fois par vie ; Appât et échange et Plan secret se jouent ensuite à la table, comme les cartes des actions de table (l’appli décompte leurs points) et les totaux de combat. « Pas d’achat de niveaux » signifie pas de niveaux à 1000 or sauf par le bonus de l’Intellect moyen ; une vente ne donne jamais de niveau. Quand toutes les cartes de la boutique ont été achetées dans une manche, aucun jet de réassort : les six emplacements sont remplis et la manche se termine.',
    ],
  },
];

export { narrate, causes, reference };
