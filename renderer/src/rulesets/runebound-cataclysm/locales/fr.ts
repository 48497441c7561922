/**
 * The Cataclysm en français : chaque code (avec les pièces des extensions VA 46-49 en français), la
 * narration de chaque événement, les causes et l'aide de jeu. Cartes Malédiction, pions de cataclysme, quêtes.
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
} from '../../runebound-addons/locales/fr';
import { TOWN_NAMES } from '../messages';

const CURSE_NAMES: Record<string, string> = {
  'ashen-flock': 'Malédiction de la Nuée de cendres',
  'demon-horde': 'Malédiction de la Horde démoniaque',
  'frenzied-rage': 'Malédiction de la Rage frénétique',
  'savage-brood': 'Malédiction de la Couvée sauvage',
  'winter-lord': 'Malédiction du Seigneur de l’hiver',
};
const town = (t: unknown) => TOWN_NAMES[t as string] ?? String(t);
const curse = (c: unknown) => CURSE_NAMES[c as string] ?? String(c);
/** « de la Malédiction du Seigneur de l’hiver ». */
const curseOf = (c: unknown) => `de la ${curse(c)}`;
const LEVEL = ['', 'I', 'II', 'III'];

const steps: Record<string, string | ((p: Params) => string)> = {
  'cataclysm/step/curse-decks':
    'Gardez les cinq paquets Malédiction séparés et non mélangés, chacun empilé selon le chiffre au dos : les trois Niveau I dessus, puis les deux Niveau II, puis le Niveau III.',
  'cataclysm/step/counters-comet-up':
    'Posez les 8 pions de cataclysme côté comète à côté du plateau — l’appli les distribue aux villes une fois les héros placés.',
  'cataclysm/step/market-empty': 'Ne posez aucun objet sur les piles de marché des villes.',
  'cataclysm/step/red-to-box': 'Remettez les cartes d’aventure rouges dans la boîte (les cartes rouges des extensions aussi).',
  'cataclysm/step/starting-gold':
    'Réglez le compteur d’or de chaque héros (à côté des points de victoire) sur l’or de départ de son héros ; l’appli ajoute ensuite l’or des cartes Malédiction et retire ce que coûtent marchés et échanges.',
};

export const messages: Catalog = {
  'cataclysm/whose-turn': 'Manche {round} · {name}',
  'cataclysm/die/deal': 'Dé de distribution {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  ...Object.fromEntries(Object.entries(TOWN_NAMES).map(([k, v]) => [`town/${k}`, v])),
  ...Object.fromEntries(Object.entries(CURSE_NAMES).map(([k, v]) => [`cataclysm/curse/${k}`, v])),
  'cataclysm/phase/setup': 'Mise en place',
  'cataclysm/phase/turn': 'Tour d’un héros',
  'cataclysm/phase/over': 'Partie terminée',
  'cataclysm/prompt/setup': 'Cochez les étapes de la liste de mise en place ci-dessous à mesure, puis placez les héros.',
  'cataclysm/prompt/starting-town': '{hero} : choisissez une ville de départ (le dernier joueur d’abord ; un héros par ville).',
  'cataclysm/prompt/draw': 'Chaque héros est placé. Distribuez les pions de cataclysme aux huit villes et retournez-les.',
  'cataclysm/prompt/quest-counter': '{hero} : choisissez un jeton de rencontre invaincue comme pion de quête.',
  'option/oneCurseCardPerAdventure': 'Une carte Malédiction par étape d’aventure',
  'option/oneCurseCardPerAdventure/help':
    'Règle maison. « Les héros qui terminent leur mouvement dans une des villes maudites peuvent tenter de gagner une des cartes Malédiction » (001:311), lu comme une carte par tour : une carte de Niveau I ou III gagnée termine l’étape d’aventure, comme une carte échouée le fait toujours. Désactivée : un héros qui réussit peut continuer dans la même ville (une carte de Niveau I, puis sa carte de Niveau III).',
  'cataclysm/prompt/turn': (p) => {
    const step: Record<string, string> = {
      movement:
        'Mouvement : partagez les dés entre réserve de voyage et réserve d’échange (un jet d’échange). Puis l’étape d’aventure dans une ville maudite, puis une étape de marché dans une ville libérée.',
      adventure:
        'Étape d’aventure : d’autres cartes Malédiction de cette ville s’il a réussi, puis une étape de marché dans une ville libérée.',
      'adventure-over': 'L’étape d’aventure est terminée : seule reste l’étape de marché (dans une ville libérée).',
      'market-done': 'L’étape de marché est faite : l’étape d’expérience, puis finir le tour.',
    };
    return `Tour de ${p.hero}, ${p.gold} or. ${step[p.step as string] ?? ''} On ne peut pas entrer dans les villes détruites. Victoire : une ville libérée et ${p.target} points de victoire.`;
  },
  'cataclysm/prompt/attempt-1': (p) =>
    `${p.hero} pioche une carte de Niveau I au hasard ${curseOf(p.curse)} à ${town(p.town)}. ${p.hero} a-t-il réussi son défi ou ses tests ?`,
  'cataclysm/prompt/attempt-3': (p) =>
    `${p.hero} affronte la carte de Niveau III ${curseOf(p.curse)} à ${town(p.town)} — plus forte qu’un Seigneur dragon. A-t-elle été vaincue ?`,
  'cataclysm/prompt/over': 'La partie est terminée.',
  'cataclysm/setup-done': 'Mise en place faite — placer les héros',
  'cataclysm/place-hero': 'Placer {hero}',
  'cataclysm/draw-cataclysm': 'Distribuer les pions de cataclysme (d8, d7 … d2)',
  'cataclysm/choose-quest-counter': '{hero} prend ce pion de quête',
  'cataclysm/quest-space': 'Jeton {space}',
  'cataclysm/curse-in-town': (p) => `${curse(p.curse)} (${town(p.town)})`,
  'cataclysm/attempt-level-1': 'Tenter une carte Malédiction de Niveau I (étape d’aventure commencée dans cette ville)',
  'cataclysm/claim-quest': 'Gagner une quête révélée (Niveau II) dont les conditions sont remplies',
  'cataclysm/attempt-level-3': 'Affronter une carte Malédiction de Niveau III',
  'cataclysm/market-step': 'L’étape de marché de ce tour, dans une ville libérée (remise : vos cartes de son paquet ; {gold} or)',
  'cataclysm/trade':
    'Réserve d’échange (une fois, pendant le mouvement) : dés mis de côté, combien montrent le terrain du héros, or payé et reçu ({gold} or)',
  'cataclysm/end-turn': 'Finir le tour de {hero}',
  'cataclysm/curse-won': 'Oui — {hero} gagne la carte',
  'cataclysm/curse-lost': 'Non — l’étape d’aventure se termine',
  'cataclysm/tracker/vp': '{name} : points de victoire',
  'cataclysm/tracker/gold': '{name} : or',
  'cataclysm/tracker/level-one': (p) => `${town(p.town)} : cartes de Niveau I restantes`,
  'cataclysm/tracker/quests': (p) => `${town(p.town)} : quêtes révélées`,
  'cataclysm/outcome/winner': '{name} gagne avec {vp} points de victoire et une ville libérée.',
  'cataclysm/board/label': 'Table de The Cataclysm',
  'cataclysm/board/heroes': 'Héros — {target} points de victoire et une ville libérée pour gagner',
  'cataclysm/board/winner': '★ gagnant',
  'cataclysm/board/quest-space': 'pion de quête {space}',
  'cataclysm/board/vp': 'Points de victoire',
  'cataclysm/board/gold': 'Or',
  'cataclysm/board/claims': 'Cartes Malédiction gagnées',
  'cataclysm/board/claim': '{curse} : {levels}',
  'cataclysm/board/numeral': '{level, select, 1 {I} 2 {II} other {III}}',
  'cataclysm/board/freed': 'Libérées : {towns}',
  'cataclysm/board/last-market': 'Marché à {town} : {spent} or − {discount} de remise = {pays} à payer',
  'cataclysm/board/last-trade':
    'Réserve d’échange : {travel, plural, one {# dé de voyage} other {# dés de voyage}} · {trading, plural, one {# dé d’échange} other {# dés d’échange}} · {matches, plural, one {# échange} other {# échanges}}',
  'cataclysm/board/towns': 'Les villes libres',
  'cataclysm/board/face-down': '☄ pion de cataclysme face cachée',
  'cataclysm/board/destroyed': '☄☄ détruite — on ne peut pas y entrer',
  'cataclysm/board/freed-by': '✔ libérée par {name} — marché ouvert',
  'cataclysm/board/deck-returned': 'Ses cartes Malédiction sont retournées dans la boîte.',
  'cataclysm/board/level-one': 'Cartes de Niveau I',
  'cataclysm/board/quests': 'Quêtes révélées',
  'cataclysm/board/level-two': 'Niveau II cachées',
  'cataclysm/board/town': 'Ville',
  'cataclysm/board/curse': 'Malédiction',
  'cataclysm/board/level-three-head': 'Niveau III',
  'cataclysm/board/level-three-cell': '{left, plural, =0 {vaincue} other {en attente}}',
  'cataclysm/board/started-head': 'Départ ici',
  'cataclysm/table/heroes': 'Héros',
  'cataclysm/table/towns': 'Villes',
  'cataclysm/table/face-down': 'pion face cachée',
  'cataclysm/table/destroyed': 'détruite — on ne peut pas y entrer',
  'cataclysm/table/freed-by': 'libérée par {name}',
  'cataclysm/table/level-one': 'Niveau I restant',
  'field/town': 'Ville',
  'field/space': 'Pion de quête',
  'field/curse': 'Malédiction',
  'field/healing': 'Or dépensé en soins',
  'field/cards': 'Or dépensé en cartes de marché',
  'field/movementDice': 'Dés de mouvement',
  'field/tradingPool': 'Dés dans la réserve d’échange',
  'field/matches': 'Dés d’échange montrant le terrain du héros',
  'field/spent': 'Or payé dans ces échanges (cartes et soins)',
  'field/sold': 'Or reçu pour des objets vendus à moitié prix',
  'rules/wrong_phase': 'Ce n’est pas le moment de faire cela.',
  'rules/town-taken': (p) => `${p.by} commence déjà à ${town(p.town)}.`,
  'rules/quest-counter-taken': '{by} a déjà le pion de quête {space}.',
  'rules/not-cursed': 'Cette malédiction ne pèse sur aucune ville dans cette partie.',
  'rules/town-freed': 'Cette ville est déjà libérée ; ses cartes Malédiction restantes sont retournées dans la boîte.',
  'rules/already-claimed': (p) =>
    `Ce héros détient déjà une carte de Niveau ${LEVEL[p.level as number]} ${curseOf(p.curse)} : une seule de chaque niveau par paquet.`,
  'rules/deck-empty': (p) => `Il ne reste aucune carte de Niveau ${LEVEL[p.level as number]} ${curseOf(p.curse)}.`,
  'rules/no-quest-revealed': (p) => `Aucune quête ${curseOf(p.curse)} n’est révélée.`,
  'rules/needs-lower-card': (p) =>
    `Seul un héros détenant une carte de Niveau I ou II ${curseOf(p.curse)} peut affronter sa carte de Niveau III.`,
  'rules/town-not-freed': (p) =>
    `${town(p.town)} n’est pas une ville libérée : les étapes de marché n’ont lieu que dans les villes libérées.`,
  'rules/pool-too-big': 'La réserve d’échange ne peut pas contenir plus de dés que le héros n’en lance.',
  'rules/too-many-matches': 'Plus de dés correspondants que de dés dans la réserve d’échange.',
  'rules/adventure-over':
    'L’étape d’aventure de ce héros est terminée : une carte Malédiction échouée la termine (001:327), tout comme l’étape de marché.',
  'rules/after-market': 'L’étape de marché (étape 4) vient après l’étape d’aventure : plus de carte Malédiction ensuite.',
  'rules/other-town':
    'Cette étape d’aventure a lieu dans une autre ville : le héros affronte les cartes Malédiction de la ville où il se tient.',
  'rules/one-market-step': 'L’étape de marché de ce tour est déjà prise : une étape de marché par tour (étape 4).',
  'rules/already-traded': 'La réserve d’échange se lance une fois par tour, d’un coup.',
  'rules/movement-over': 'La réserve d’échange se lance pendant le mouvement, avant l’étape d’aventure.',
  'rules/not-enough-gold': '{hero} a {has} or et en a besoin de {needed}. Corrigez le compteur d’or si le compte de la table diffère.',
  'rules/no-curse-card': 'Aucune carte Malédiction ne peut être tentée : il n’en reste aucune que ce héros puisse tenter dans cette ville.',
  'rules/no-quest-to-claim': 'Aucune quête révélée ne peut être gagnée par ce héros (une carte de Niveau II par paquet).',
  'rules/no-attempt': 'Aucune carte Malédiction n’est tentée.',
  'rules/no-trade': 'Aucun dé d’échange n’a montré le terrain du héros : pas d’échange, donc rien à payer ni à vendre.',
  'cataclysm/key/towns-destroyed': 'Villes détruites',
  'cataclysm/key/curses-freed': 'Malédictions levées',
  'cataclysm/key/quests-revealed': 'Quêtes révélées',
  'cataclysm/key/round': 'Manche',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  ...typedNarration<CataclysmEvent>({
    'setup-finished': (d) => `Mise en place faite. ${d.placer} place en premier.`,
    'hero-placed': (d) => `${d.playerName} commence à ${town(d.town)}.`,
    'cataclysm-drawn': (d) => {
      const towns = d.towns as Record<string, string>;
      const destroyed = Object.entries(towns)
        .filter(([, c]) => c === 'destroyed')
        .map(([t]) => town(t));
      const cursed = Object.entries(towns)
        .filter(([, c]) => c !== 'destroyed')
        .map(([t, c]) => `${town(t)} : ${curse(c)}`);
      const stranded = d.strandedIn.map((s) => `${s.player} se tient dans ${town(s.town)} en ruine`);
      return `Le cataclysme s’abat. Détruites : ${destroyed.join(', ')}. Maudites — ${cursed.join(' ; ')}. Posez chaque paquet Malédiction sur la pile de marché de sa ville.${stranded.length ? ` ${stranded.join(' ; ')} (décision C-2).` : ''}`;
    },
    'quest-counter-chosen': (d) => `${d.playerName} prend le jeton ${d.space} comme pion de quête : case de quête ${d.space}.`,
    'curse-card-drawn': (d) =>
      d.level === 1
        ? `${d.playerName} pioche une carte de Niveau I ${curseOf(d.curse)} à ${town(d.town)}.`
        : `${d.playerName} affronte la carte de Niveau III ${curseOf(d.curse)} à ${town(d.town)}.`,
    'curse-attempt-failed': (d) =>
      `${d.playerName} échoue face à la carte de Niveau ${LEVEL[d.level]}${d.level === 1 ? ' ; elle retourne dans le paquet' : ' ; elle reste sur la pile'}. Son étape d’aventure est terminée.`,
    'curse-card-claimed': (d) =>
      `${d.playerName} gagne une carte de Niveau ${LEVEL[d.level]} ${curseOf(d.curse)} : +${d.vp} point(s) de victoire, prenez ${d.xp} d’expérience et ${d.gold} or${typeof d.goldTo === 'number' ? ` (or ${d.goldFrom} → ${d.goldTo})` : ''}${d.adventureOver ? ' ; l’étape d’aventure se termine (règle maison)' : ''}.`,
    'quest-revealed': (d) =>
      `Une quête (Niveau II) ${curseOf(d.curse)} est piochée au hasard et posée face visible à côté de la pile de ${town(d.town)}.`,
    'town-freed': (d) =>
      `${town(d.town)} est libérée par ${d.playerName} ! ${d.returned} carte(s) Malédiction non gagnée(s) retournent dans la boîte. ${d.playerName} peut y faire une étape de marché tout de suite, ${d.discount} or de remise.`,
    'market-priced': (d) =>
      `${d.playerName} dépense ${d.spent} or à ${town(d.town)} (${d.healing} de soins, ${d.cards} de cartes) : ${d.discount} de remise pour les cartes Malédiction détenues, paie ${d.pays}${d.sold ? `, vend pour ${d.sold}` : ''}${typeof d.goldTo === 'number' ? ` (or ${d.goldFrom} → ${d.goldTo})` : ''}.`,
    'trading-pool-rolled': (d) =>
      `${d.playerName} : ${d.travel} dés de voyage, ${d.trading} dés d’échange, ${d.matches} sur le terrain du héros — ${d.matches} échange(s), chacun piochant ${d.cardsToDraw} carte(s) de marché à acheter ou jusqu’à ${d.healingCap} or de soins (vente à moitié prix permise)${typeof d.goldTo === 'number' && (d.spent || d.sold) ? ` ; payé ${d.spent}, reçu ${d.sold} (or ${d.goldFrom} → ${d.goldTo})` : ''}.`,
    'turn-ended': (d) => `Le tour de ${d.player} se termine ; ${d.next} joue ensuite.`,
    'game-won': (d) =>
      `${d.playerName} a libéré ${d.freed} ville(s) et détient ${d.vp} points de victoire sur ${d.target} : ${d.playerName} gagne !`,
  }),
};

const causes: Record<string, string> = {
  ...addonCauses,
  'level-one-claimed': 'Gagner une carte de Niveau I révèle une quête',
  'level-three-defeated': 'Vaincre la carte de Niveau III libère la ville',
  'victory-check': 'Une ville libérée et 15 moins le nombre de joueurs en points de victoire',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Mise en place',
    paragraphs: [
      'De 2 à 5 joueurs. Les cinq paquets Malédiction restent séparés et non mélangés : trois Niveau I dessus, deux Niveau II, un Niveau III. Aucun objet sur les piles du marché ; les cartes d’aventure rouges retournent dans la boîte.',
      'Les héros commencent dans des villes différentes, placés du dernier joueur au premier. Puis l’appli distribue les huit pions de cataclysme aux huit villes et les retourne : une comète des deux côtés signifie détruite ; un symbole de malédiction signifie que le paquet de cette malédiction va sur la pile de marché de la ville. Notre décision C-1 : les huit pions sont les cinq malédictions et trois villes détruites. Notre décision C-2 : les pions sont distribués après le placement des héros (équivalent à une distribution face cachée avant) ; un héros dans une ville qui s’avère détruite reste sur cette case et en sort comme d’habitude, mais ne peut pas y revenir.',
      'Chaque joueur prend un jeton de rencontre invaincue comme pion de quête ; son numéro est sa case de quête, où vont ses pions de progression. Notre décision C-3 : les joueurs choisissent dans l’ordre des places, le premier joueur d’abord.',
    ],
  },
  {
    heading: 'Mouvement, échanges et marché',
    paragraphs: [
      'On ne peut pas entrer dans les villes détruites ; une ville maudite compte comme le terrain de sa tuile.',
      'Un tour se déroule : mouvement (avec échanges), l’étape d’aventure (cartes Malédiction), une étape de marché. Notre décision C-13 : les cartes Malédiction de l’étape d’aventure sont celles de la ville maudite où le héros a terminé son mouvement ; une carte échouée ou l’étape de marché termine l’étape d’aventure, et aucune carte Malédiction ne vient après l’étape de marché.',
      'Partagez les dés de mouvement entre une réserve de voyage (lancée et utilisée comme d’habitude) et une réserve d’échange (lancée d’un coup, à tout moment du mouvement — notre décision C-12 : donc une fois par tour, avant l’étape d’aventure). Chaque dé d’échange montrant le terrain actuel du héros achète un échange : soit piocher autant de cartes de marché qu’il y a de dés d’échange et en acheter à volonté (le reste est défaussé), soit payer jusqu’à autant d’or en soins ; dans les deux cas le héros peut aussi vendre des objets à moitié prix. Les dés d’échange comptent toujours comme dés de mouvement pour les effets de cartes et les capacités ; l’échange fonctionne aussi dans les villes maudites. L’appli ne connaît pas les faces des dés de mouvement, elle n’affiche donc pas de chance ici.',
      'Étapes de marché seulement dans une ville libérée, une par tour (étape 4). Le héros paie le total (soins plus cartes) moins 1 or par carte Malédiction de cette ville qu’il détient : avec deux telles cartes, 3 or de soins et 7 de cartes coûtent 8.',
      'Notre décision C-11 : chaque héros a un compteur d’or. Réglez-le sur l’or de départ du héros à la mise en place et corrigez-le quand le compte de la table diffère ; l’appli ajoute l’or des cartes Malédiction gagnées et retire ce que coûtent marchés et échanges (plus ce qui a été vendu), et refuse un paiement que le héros ne peut pas faire.',
    ],
  },
  {
    heading: 'Cartes Malédiction',
    paragraphs: [
      'Chaque carte vaut son niveau en points de victoire et, une fois gagnée, donne autant de points d’expérience et d’or.',
      'Niveau I : un héros qui commence son étape d’aventure dans une ville maudite, sans carte de Niveau I de celle-ci, y pioche une carte de Niveau I au hasard. Échec : son étape d’aventure est terminée — plus de cartes Malédiction ce tour (notre décision C-4 : la carte retourne dans le paquet). Réussite : il la garde face cachée, et une quête de Niveau II au hasard est posée face visible à côté de la pile. Une carte de Niveau I par paquet et par héros.',
      'Notre décision C-10 : après une réussite, le héros peut continuer dans la même ville (une carte de Niveau I, puis sa carte de Niveau III). Règle maison « Une carte Malédiction par étape d’aventure » : une carte gagnée termine aussi l’étape d’aventure.',
      'Niveau II (quêtes) : chacun peut travailler sur une quête révélée, en suivant sa progression avec des pions au-dessus de sa case de quête ou son pion de quête sur la carte ; une fois faite, il la gagne. Une carte de Niveau II par paquet et par héros. Notre décision C-14 : une quête est gagnée dès que ses conditions sont remplies pendant le tour du héros, même après son étape d’aventure.',
      'Niveau III : seul un héros détenant une carte de Niveau I ou II de cette malédiction peut l’affronter — elle est plus forte qu’un Seigneur dragon. Vaincue : la ville est libérée, le reste de ses cartes Malédiction retourne dans la boîte, et le héros peut y faire aussitôt une étape de marché avec sa remise — notre décision C-9 : c’est l’unique étape de marché de ce tour. Une carte de Niveau III donne une capacité utilisée comme une Rune de dragon.',
      'Hors de combat : restez sur la case ou allez à la ville libérée la plus proche, s’il y en a une.',
    ],
  },
  {
    heading: 'Victoire',
    paragraphs: [
      'Le premier héros qui a libéré au moins une ville et détient 15 moins le nombre de joueurs en points de victoire gagne (13 à 2 joueurs, 12 à 3, 11 à 4, 10 à 5). L’appli vérifie après chaque étape.',
    ],
  },
  ...addonReference,
];

export { narrate, causes, reference };
