/**
 * Catan Horror en français : chaque code du catalogue anglais (messages, screen-words, key-track-words,
 * tonneaux), la narration de chaque événement, les causes et l'aide de jeu avec nos décisions. Termes des
 * éditions françaises : colonie, ville, métropole, remparts, chevalier (simple, fort, puissant),
 * Forteresse ; Horreur à Arkham : portail, déferlement de monstres, pion Indice, endurance, vigilance.
 */
import type { Catalog } from '../../../i18n/catalog';
import type { CatanHorrorEvent } from '../../../../../shared/rulesets/catan-horror/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const P = 'catan-horror';
const RANK_NAME: Record<string, string> = { basic: 'simple', strong: 'fort', mighty: 'puissant', general: 'général' };
const rank = (r: string) => RANK_NAME[r] ?? r;
const SIZE: Record<string, string> = { settlement: 'colonie', city: 'ville', metropolis: 'métropole' };
const size = (s: string) => SIZE[s] ?? s;
const RESOURCE: Record<string, string> = { brick: 'Argile', lumber: 'Bois', wool: 'Laine', grain: 'Blé', ore: 'Minerai' };
const RANK_SELECT = '{rank, select, basic {simple} strong {fort} mighty {puissant} general {général} other {{rank}}}';
const SIZE_SELECT = '{size, select, settlement {colonie} city {ville} metropolis {métropole} other {{size}}}';
const list = (xs: readonly unknown[] | undefined) => (xs && xs.length ? xs.join(', ') : 'aucun');
const names = (d: { names?: readonly string[]; name?: string }) => (d.names ? d.names.join(' + ') : String(d.name ?? ''));
const signed = (n: number) => `${n >= 0 ? '+' : '−'} ${Math.abs(n)}`;
const tonneaux = (n: number) => `${n} ${n <= 1 ? 'tonneau' : 'tonneaux'}`;
const gorgees = (n: number) => `${n} ${n <= 1 ? 'gorgée' : 'gorgées'}`;
const madReward = (r: readonly string[] | undefined, what: string) => (r && r.length ? ` Joueur fou ${r.join(' / ')} : ${what}.` : '');

const barrelMessages: Catalog = {
  'option/drunkards': 'Drunkards of Catan : tonneaux et fêtes',
  'option/drunkards/help':
    'Règle maison du jeu à boire Drunkards of Catan : des tonneaux d’alcool (1 blé + 1 bois, construits à l’étape construction/commerce sans action de chevalier) s’échangent, s’offrent (celui qui reçoit boit une fois par tonneau) et se boivent contre une carte ressource ; 2 tonneaux valent 1 point de victoire. Quand les dés rouge et jaune d’un lancer de production font un double (le dé événement ne compte pas), tout le monde fait la fête : chacun rend la moitié de ses tonneaux, arrondie au supérieur, et boit une fois par tonneau rendu.',
  [`${P}/drunkards`]:
    'Notre décision : seuls les deux dés numérotés font un double ; la fête suit aussitôt le lancer de production (avant qu’un 2 ou 12 n’ouvre son portail) ; les joueurs éliminés ne la font pas.',
  [`${P}/act/roll-production-festival`]: 'Lancer la production (double rouge et jaune : fête)',
  [`${P}/act/build-barrels`]: '{player} construit des tonneaux (1 blé + 1 bois chacun)',
  [`${P}/act/build-barrels-anyone`]: 'Construire des tonneaux (1 blé + 1 bois chacun)',
  [`${P}/act/trade-barrels`]: '{player} échange des tonneaux (avec le joueur actif ; personne ne boit)',
  [`${P}/act/gift-barrels`]: '{player} offre des tonneaux (celui qui reçoit boit une fois par tonneau)',
  [`${P}/act/drink-barrel`]: 'Boire un tonneau contre une carte ressource',
  ...Object.fromEntries(Object.entries(RESOURCE).map(([id, name]) => [`${P}/resource/${id}`, name])),
  [`${P}/tracker/barrels`]: '{name} : tonneaux ({vp} PV)',
  [`${P}/tracker/drinks`]: '{name} : gorgées',
  'field/player': 'Joueur',
  'field/count': 'Combien',
  'field/giver': 'De',
  'field/receiver': 'À',
  'field/resource': 'Carte ressource prise',
  'rules/own_wrapup_no_build':
    '{player} a construit à l’étape 3 : la phase de construction spéciale de la fin du tour est pour les autres joueurs.',
  'rules/drunkards_off': 'Les tonneaux sont une règle maison que cette campagne ne joue pas (option « Drunkards of Catan »).',
  'rules/not_enough_barrels': '{name} n’a que {barrels, plural, =0 {zéro tonneau} one {# tonneau} other {# tonneaux}}.',
  'rules/trade_with_current': 'Les tonneaux s’échangent avec le joueur actif ({player}).',
  'rules/mad_trades_with_mad': 'Les joueurs fous n’échangent pas avec les joueurs sains ({mad} est fou, {sane} est sain).',
};

const keyTrackWords: Catalog = {
  'catan-horror/key/towns-mad': 'Cités devenues folles',
  'catan-horror/key/towns-fallen': 'Cités tombées',
  'catan-horror/key/gates-open': 'Portails ouverts',
  'catan-horror/key/knights-alive': 'Chevaliers en vie',
  'catan-horror/key/knights-mad': 'Chevaliers fous',
  'catan-horror/key/monsters': 'Monstres sur le plateau',
};

const screenWords: Catalog = {
  'catan-horror/screen/barrels-panel/barrels-of-alcohol-drunkards-of-catan': 'Tonneaux d’alcool (règle maison Drunkards of Catan)',
  'catan-horror/screen/barrels-panel/barrels': 'Tonneaux',
  'catan-horror/screen/barrels-panel/drunkards-of-catan-house-rule': 'Règle maison Drunkards of Catan',
  'catan-horror/screen/barrels-panel/doubles-on-red-and-yellow-festival': '★ Double rouge et jaune — fête !',
  'catan-horror/screen/barrels-panel/barrels-victory-points-from-barrels-drinks':
    'Tonneaux, points de victoire des tonneaux, gorgées et dernière fête par joueur',
  'catan-horror/screen/barrels-panel/player': 'Joueur',
  'catan-horror/screen/barrels-panel/vp-from-barrels': 'PV des tonneaux',
  'catan-horror/screen/barrels-panel/drinks': 'Gorgées',
  'catan-horror/screen/barrels-panel/last-festival': 'Dernière fête',
  'catan-horror/screen/barrels-panel/turn': '(tour {turn})',
  'catan-horror/screen/barrels-panel/returned': '(−{returned}, {drinks, plural, one {# gorgée} other {# gorgées}})',
  'catan-horror/screen/barrels-panel/nothing-to-return': 'rien à rendre',
  'catan-horror/screen/barrels-panel/a-barrel-costs-1-grain-1':
    'Un tonneau coûte 1 blé + 1 bois · 2 tonneaux = 1 PV · double rouge et jaune : chacun rend la moitié (arrondie au supérieur), une gorgée chacun.',
  'catan-horror/screen/board/catan-horror-table': 'Table de Catan Horror',
  'catan-horror/screen/board/turn': 'Tour {turn} · {player}',
  'catan-horror/screen/board/player-stock': 'Trophées {trophies} (endurance {worth}) · indices {clues} · pions libres : {free}',
  'catan-horror/screen/board/intersections': '{n, plural, one {# intersection} other {# intersections}}',
  'catan-horror/screen/board/monster-line': 'à {location} — combat {combat}, horreur {horror}, santé {health}/{toughness},',
  'catan-horror/screen/board/turn-steps': 'Étapes du tour',
  'catan-horror/screen/board/event': 'événement :',
  'catan-horror/screen/board/a-gate-opens': '⚠ un portail s’ouvre',
  'catan-horror/screen/board/festival': '★ fête',
  'catan-horror/screen/board/now': '▶ maintenant',
  'catan-horror/screen/board/mad-player': '☠ joueur fou',
  'catan-horror/screen/board/fallen': '✕ éliminé',
  'catan-horror/screen/board/appearing-at-the-end-of-the': 'Apparaissent à la fin du tour :',
  'catan-horror/screen/board/fortress': '· Forteresse',
  'catan-horror/screen/board/no-knights': 'Aucun chevalier.',
  'catan-horror/screen/board/towns': 'Cités',
  'catan-horror/screen/board/towns-with-their-damage-and-state': 'Cités avec leurs dégâts et leur état',
  'catan-horror/screen/board/town': 'Cité',
  'catan-horror/screen/board/owner': 'Propriétaire',
  'catan-horror/screen/board/size': 'Taille',
  'catan-horror/screen/board/walls': 'Remparts',
  'catan-horror/screen/board/horror': 'Horreur',
  'catan-horror/screen/board/structural': 'Structure',
  'catan-horror/screen/board/state': 'État',
  'catan-horror/screen/board/seen-from': 'Vue depuis',
  'catan-horror/screen/board/building': 'en construction',
  'catan-horror/screen/board/draws-nothing-no-victory-points': 'ne produit rien, aucun point de victoire',
  'catan-horror/screen/board/gates': 'Portails',
  'catan-horror/screen/board/gates-number-damage-toward-closing-state': 'Portails : numéro, dégâts vers la fermeture, état',
  'catan-horror/screen/board/gate': 'Portail',
  'catan-horror/screen/board/hex': 'Case',
  'catan-horror/screen/board/modifier': 'Modificateur',
  'catan-horror/screen/board/damage': 'Dégâts',
  'catan-horror/screen/board/monsters-on-the-board': 'Monstres sur le plateau ({count})',
  'catan-horror/screen/board/evasive': ', insaisissable',
  'catan-horror/screen/board/player-stock-short': 'Trophées {trophies} ({worth}) · indices {clues} · libres {free}',
  'catan-horror/screen/board/foe-short': 'combat {combat}, horreur {horror}, santé {health}/{toughness}',
  'catan-horror/screen/board/towns-of': 'Cités de {player} avec leurs dégâts et leur état',
  'catan-horror/screen/board/gate-hex': 'case {hex}',
  'catan-horror/screen/board/gate-open': '◎ ouvert',
  'catan-horror/screen/board/gate-sealed': '✶ scellé (Signe des Anciens)',
  'catan-horror/screen/board/gate-closed': '✕ fermé',
  'catan-horror/screen/board/production-roll': 'Lancer de production',
  'catan-horror/screen/board/monsters-here': 'Monstres ici',
  'catan-horror/screen/board/monsters-roaming': 'Monstres ailleurs ({count})',
  'catan-horror/screen/combat-resolver/combat-resolver': 'Résolution des combats',
  'catan-horror/screen/combat-resolver/combat-resolver-2': '⚔ Résolution des combats',
  'catan-horror/screen/combat-resolver/no-monster-on-the-board': 'Aucun monstre sur le plateau.',
  'catan-horror/screen/combat-resolver/at': 'À {place}',
  'catan-horror/screen/combat-resolver/odds': '{dice, plural, one {# dé} other {# dés}}, touche sur {needs}+, tue {kill}',
  'catan-horror/screen/combat-resolver/defending-an-assaulted-town-hits-on': 'défense d’une cité assiégée : touche sur 4+',
  'catan-horror/screen/combat-resolver/monsters-at': 'Monstres à',
  'catan-horror/screen/combat-resolver/monster': 'Monstre',
  'catan-horror/screen/combat-resolver/combat': 'Combat',
  'catan-horror/screen/combat-resolver/horror': 'Horreur',
  'catan-horror/screen/combat-resolver/health': 'Santé',
  'catan-horror/screen/combat-resolver/awareness': 'Vigilance',
  'catan-horror/screen/combat-resolver/defences': 'Défenses',
  'catan-horror/screen/combat-resolver/chosen-knights': 'Chevaliers choisis',
  'catan-horror/screen/combat-resolver/struck': '(a frappé)',
  'catan-horror/screen/combat-resolver/attack-app-rolls': 'Attaque (l’appli lance)',
  'catan-horror/screen/combat-resolver/monsters-strike-first': '— les monstres frappent d’abord',
  'catan-horror/screen/combat-resolver/pick-knights': 'choisir des chevaliers',
  'catan-horror/screen/combat-resolver/knights-here': 'Chevaliers ici',
  'catan-horror/screen/combat-resolver/hidden': ', caché',
  'catan-horror/screen/combat-resolver/squad': ', escouade',
  'catan-horror/screen/combat-resolver/attacked': ', a attaqué',
  'catan-horror/screen/knight-card/hidden': '◐ caché',
  'catan-horror/screen/knight-card/squad': '⚑ escouade',
  'catan-horror/screen/knight-card/name-it-after-the-mark-on': 'Nommez-le d’après la marque du pion',
  'catan-horror/screen/knight-card/new-name': 'Nouveau nom',
  'catan-horror/screen/knight-card/save': 'Enregistrer',
  'catan-horror/screen/knight-card/mad': '☠ FOU — encore {turns, plural, one {# tour} other {# tours}}',
  'catan-horror/screen/knight-card/at': 'à',
  'catan-horror/screen/knight-card/hiding': '⚠ caché — test si {town} tombe',
  'catan-horror/screen/library-panel/monster-library': 'Bibliothèque des monstres ({kinds} sortes)',
  'catan-horror/screen/library-panel/monster-stats-as-catan-horror-reads': 'Caractéristiques des monstres lues par Catan Horror',
  'catan-horror/screen/library-panel/monster': 'Monstre',
  'catan-horror/screen/library-panel/movement': 'Mouvement',
  'catan-horror/screen/library-panel/combat': 'Combat',
  'catan-horror/screen/library-panel/horror': 'Horreur',
  'catan-horror/screen/library-panel/toughness': 'Endurance',
  'catan-horror/screen/library-panel/awareness': 'Vigilance',
  'catan-horror/screen/library-panel/physical': 'Physique',
  'catan-horror/screen/library-panel/magical': 'Magique',
  'catan-horror/screen/library-panel/nightm-overwh': 'Cauch. / Écras.',
  'catan-horror/screen/library-panel/cup-out': 'Réserve (sortis)',
  'catan-horror/screen/library-panel/edit': 'Modifier',
  'catan-horror/screen/library-panel/evasive': ' ; insaisissable',
  'catan-horror/screen/library-panel/remove': 'Retirer',
  'catan-horror/screen/library-panel/add-or-change-a-monster': 'Ajouter ou modifier un monstre',
  'catan-horror/screen/library-panel/name': 'Nom',
  'catan-horror/screen/library-panel/evasive-found-before-fought': 'Insaisissable (à trouver avant de combattre)',
  'catan-horror/screen/library-panel/nightmarish': 'Cauchemardesque',
  'catan-horror/screen/library-panel/overwhelming': 'Écrasant',
  'catan-horror/screen/library-panel/in-the-cup': 'Dans la réserve',
  'catan-horror/screen/library-panel/save-to-the-library': 'Enregistrer dans la bibliothèque',
  'catan-horror/screen/board/step':
    '{step, select, combat {1 Combat / se cacher} production {2 Production} actions {3 Actions de chevalier} monsters {Tour des monstres} other {Fin du tour}}',
  'catan-horror/screen/board/die-showing': '{colour, select, red {dé rouge montrant {value}} other {dé jaune montrant {value}}}',
  'catan-horror/screen/board/event-die':
    '{event, select, ship {navire} trade {commerce (porte jaune)} politics {politique (porte bleue)} science {science (porte verte)} other {{event}}}',
  'catan-horror/screen/board/free-pieces': '{basic} simples, {strong} forts, {mighty} puissants',
  'catan-horror/screen/board/move-note': '{movesOn, select, never {ne lance jamais pour bouger} other {bouge sur {movesOn}+}}',
  'catan-horror/screen/combat-resolver/weapon-defence':
    '{defence, select, resistant {résistance} immune {immunité} other {{defence}}} {weapon, select, physical {physique} other {magique}}',
  'catan-horror/screen/combat-resolver/nightmarish': 'cauchemardesque {n}',
  'catan-horror/screen/combat-resolver/overwhelming': 'écrasant {n}',
  'catan-horror/screen/combat-resolver/evasive': 'Insaisissable',
  'catan-horror/screen/knight-card/rank': '{rank, select, basic {Simple} strong {Fort} mighty {Puissant} other {Général}}',
  'catan-horror/screen/knight-card/rename': 'Renommer {name}',
  'catan-horror/screen/knight-card/health': 'Santé',
  'catan-horror/screen/knight-card/sanity': 'Santé mentale',
  'catan-horror/screen/library-panel/move-note':
    '{movement, select, stationary {ne bouge jamais} unique {spécial (repioché sauf permission)} fast {rapide : {needs}+, {steps, plural, one {un pas} =2 {deux pas} other {# pas}}} flying {volant : {needs}+, vers la cité la plus proche} aquatic {aquatique : {needs}+, librement sur l’eau} stalker {traqueur : {needs}+, vers le chevalier le plus proche} other {bouge sur {needs}+}}',
  'catan-horror/screen/library-panel/movement-kind':
    '{movement, select, normal {normal} fast {rapide} stationary {immobile} flying {volant} aquatic {aquatique} stalker {traqueur} unique {unique} other {{movement}}}',
  'catan-horror/screen/library-panel/defence': '{defence, select, none {aucune} resistant {résistant} immune {immunisé} other {{defence}}}',
  'catan-horror/screen/board/size-word': '{size, select, settlement {colonie} city {ville} metropolis {métropole} other {{size}}}',
  'catan-horror/screen/board/horror-of': 'Horreur {value} sur {limit}',
  'catan-horror/screen/board/structural-of': 'Structure {value} sur {limit}',
  'catan-horror/screen/library-panel/edit-kind': 'Modifier {name}',
  'catan-horror/screen/library-panel/remove-kind': 'Retirer {name}',
  'catan-horror/screen/library-panel/remove-title':
    '{onBoard, select, yes {Un exemplaire est sur le plateau} other {Le retirer de la bibliothèque}}',
  'catan-horror/screen/board/gates-none': 'Portails : aucun portail sur le plateau.',
  'catan-horror/table/knight-actions': 'Actions de chevalier',
  'catan-horror/table/knights': 'Chevaliers',
  'catan-horror/table/clues': 'Indices',
  'catan-horror/table/structural': 'Dégâts',
  'catan-horror/table/trophies': 'Trophées',
  'catan-horror/table/no-knights': 'Aucun chevalier.',
  'catan-horror/table/towns': 'Cités',
  'catan-horror/table/gates-monsters': 'Portails et monstres',
  'catan-horror/table/hex': 'case {n}',
  'catan-horror/table/damage-to-close': 'Dégâts pour fermer',
  'catan-horror/table/monsters': 'Monstres',
  'catan-horror/table/on-board': '{n} sur le plateau',
  'catan-horror/table/foe-at': 'à {location} · {left}/{toughness}',
  'catan-horror/town/owned': `${SIZE_SELECT} de {owner}{walls, select, yes {, remparts} other {}}`,
  'catan-horror/town/state':
    '{state, select, sane {saine} assaulted {assiégée} invaded {ENVAHIE} mad {FOLLE} destroyed {détruite} other {{state}}}',
  'catan-horror/town/horror': 'Horreur',
  'catan-horror/town/structural': 'Structure',
  'catan-horror/town/building': 'construit {kind} {progress}/{needs}',
  'catan-horror/town/counts-nothing': 'ne produit rien, aucun point de victoire',
};

export const messages: Catalog = {
  'catan-horror/input/gift-to-self': 'un joueur ne peut pas s’offrir des tonneaux.',
  'catan-horror/whose-turn': 'Tour {turn} · {name}',
  [`${P}/phase/setup`]: 'Mise en place',
  [`${P}/phase/player/combat`]: '1. Combat des chevaliers et des cités / se cacher',
  [`${P}/phase/player/production`]: '2. Lancer de production',
  [`${P}/phase/player/actions`]: '3. Construire, commercer, actions de chevalier',
  [`${P}/phase/monster/move`]: 'Tour des monstres : mouvement',
  [`${P}/phase/monster/report`]: 'Tour des monstres : déplacer les figurines',
  [`${P}/phase/monster/invaded`]: 'Tour des monstres : les cités envahies subissent des dégâts',
  [`${P}/phase/monster/mad-towns`]: 'Tour des monstres : production des cités folles',
  [`${P}/phase/monster/sanity`]: 'Tour des monstres : santé mentale et folie',
  [`${P}/phase/wrapup`]: 'Fin du tour : les recrues arrivent, construction spéciale',
  [`${P}/phase/over`]: 'La partie est terminée',

  [`${P}/enter-towns`]:
    'Saisissez les cités de départ de chaque joueur telles qu’elles sont posées (une colonie et une ville chacun ; les villes ont des remparts gratuits), puis commencez.',
  [`${P}/roll-setup-gate`]: 'Lancez 2d6 pour l’emplacement d’un portail de départ (encore {left}). 2, 6, 7, 8 et 12 se relancent.',
  [`${P}/roll-gate-location`]: 'Un 2 ou un 12 : relancez 2d6 pour l’emplacement du nouveau portail.',
  [`${P}/roll-gate-hex`]:
    '{choices} cases libres montrent le {number} : lancez pour en choisir une (dans l’ordre de lecture, en haut à gauche d’abord).',
  [`${P}/choose-gate-hex`]:
    '{choices} cases libres montrent le {number} : le joueur fou choisit laquelle (dans l’ordre de lecture), ou lance.',
  [`${P}/allocate-squad-dice`]:
    'L’escouade a obtenu {values} (touche sur {needs}+). Choisissez l’ordre des monstres : chacun reçoit les plus bas échecs pour vaincre son combat, puis des touches.',
  [`${P}/gate-token`]:
    'Piochez un marqueur de portail pour la case {number} (#{hex}) : saisissez son modificateur imprimé et, si vous voulez, un nom pour l’endroit.',
  [`${P}/place-monster`]: (p) =>
    `Piochez un monstre dans la réserve pour ${p.location}${Number(p.min) > 0 ? ` (endurance ${p.min} ou plus ; sinon, repiochez)` : ''} et dites lequel est sorti.`,
  [`${P}/seal-gate`]:
    '{player} a fermé un portail. Le sceller maintenant avec un pion Indice ({clues} en main) ? Plus tard, ce sera impossible.',
  [`${P}/report-moves`]:
    'Déplacez les figurines des monstres qui bougent, puis dites où chacun est allé. Terminé quand le plateau est juste.',
  [`${P}/report-none-moved`]: 'Aucun jet de monstre ne le fait bouger ce tour : rien à déplacer sur le plateau.',
  [`${P}/resolve-combat`]:
    '{player} : les monstres là où sont vos chevaliers frappent d’abord ; les chevaliers cachés font leur test ; puis vos chevaliers ripostent.',
  [`${P}/combat-clear`]: '{player} : aucun combat dû. Ripostez où vous le pouvez, ou passez à la production.',
  [`${P}/roll-production`]: '{player} : lancez le d6 rouge, le d6 jaune et le dé événement.',
  [`${P}/knight-actions`]:
    '{player} : construisez et commercez librement ; {left, plural, =0 {plus aucune action de chevalier} one {encore # action de chevalier} other {encore # actions de chevalier}}.',
  [`${P}/roll-movement`]: 'Lancez un dé pour chaque monstre qui peut bouger ({count}) : normal 4+, rapide 3+.',
  [`${P}/roll-mad-towns`]: 'Lancez un dé pour chaque cité folle : {list}.',
  [`${P}/wrapup`]:
    'Les recrues et la milice sont sur le plateau. Phase de construction spéciale : chacun peut construire. Puis terminez le tour de {player}.',
  [`${P}/monster-response`]:
    '{foe} est entré dans {town}. Chaque chevalier présent choisit : rester et combattre, rester et se cacher, ou fuir.',
  [`${P}/invasion-hide`]:
    '{town} est envahie : les chevaliers restés cachés font maintenant leur test de discrétion (d6 + force + vigilance + 1 en cité, 5+).',
  [`${P}/working`]: 'Un instant…',
  [`${P}/over/sole-winner`]: 'Un joueur a gagné seul.',
  [`${P}/over/catan-fallen`]: 'Catan est tombé aux mains des Grands Anciens.',
  [`${P}/over/catan-freed`]: 'Catan est libre : les colons gagnent.',
  [`${P}/over/mad-players-win`]: 'Les joueurs fous ont anéanti les sains.',
  [`${P}/over/all-fallen`]: 'Tous les joueurs sont éliminés.',
  [`${P}/over/ended`]: 'La partie est terminée.',
  [`${P}/choice`]: '{label}',
  [`${P}/choice/size-settlement`]: 'Colonie',
  [`${P}/choice/size-city`]: 'Ville (remparts gratuits)',
  [`${P}/choice/size-metropolis`]: 'Métropole',
  [`${P}/choice/trophy`]: '{kind} (+{toughness})',
  [`${P}/choice/monster`]: '{name} ({movement}, combat {combat}, endurance {toughness})',
  [`${P}/choice/monster-toughness`]: '{name} (endurance {toughness})',
  [`${P}/choice/player-barrels`]: '{name} ({barrels})',
  [`${P}/choice/strike-one`]: `{name} (${RANK_SELECT}, dégâts {damage})`,
  [`${P}/choice/strike-part`]: `{name} (${RANK_SELECT}, dégâts {damage}) : en prend {amount}, le reste est perdu`,
  [`${P}/choice/strike-split`]: '{shares}',
  [`${P}/choice/walls`]: 'Remparts de {town}',

  [`${P}/act/add-town`]: 'Ajouter une cité de {player}',
  [`${P}/act/apply-madness`]: '{name} n’a plus de santé mentale mais n’est pas fou — appliquer la folie',
  [`${P}/die/red`]: 'd6 rouge',
  [`${P}/die/yellow`]: 'd6 jaune',
  [`${P}/die/event`]: 'Dé événement',
  [`${P}/die/attack`]: 'Dé d’attaque {n}',
  [`${P}/die/squad`]: 'Dé d’escouade {n}',
  [`${P}/die/hide`]: 'd6 de discrétion',
  [`${P}/die/raze`]: 'd6 de destruction',
  [`${P}/die/gate`]: 'd6 de portail {n}',
  [`${P}/die/gate-hex`]: 'Quelle case : d{hexes}',
  [`${P}/die/moves`]: '{name} (bouge sur {needs}+)',
  [`${P}/die/mad-town`]: '{town} : dé de monstre',
  [`${P}/act/begin`]: 'Commencer : chevaliers simples sur les villes, lancer les deux portails',
  [`${P}/ask/begin-anyway`]: (p) =>
    `${new Intl.ListFormat('fr', { type: 'conjunction' }).format(p.players as string[])} ${p.count === 1 ? 'n’a' : 'n’ont'} pas encore de colonie sur le plateau — commencer quand même ?`,
  [`${P}/act/roll-setup-gate`]: 'Lancer pour un portail de départ',
  [`${P}/act/roll-gate-location`]: 'Lancer l’emplacement du portail',
  [`${P}/act/roll-gate-hex`]: 'Lancer la case',
  [`${P}/act/open-gate`]: 'Ouvrir le portail (sans nom : « {label} »)',
  [`${P}/act/choose-gate-hex`]: 'Le joueur fou choisit la case',
  [`${P}/act/mad-reroll-gate`]: '{player} (fou) paie 1 blé pour relancer l’emplacement du portail',
  [`${P}/act/mad-build-start`]: 'Construire un monstre sur la carte de {town} (pioché dans la réserve)',
  [`${P}/act/mad-town-to`]: 'Donner la cité folle {town} à un autre joueur fou',
  [`${P}/act/mad-build-add`]: 'Construire le {kind} sur {town} ({progress}/{needed} ; 2 laine, 1 blé, 1 bois)',
  [`${P}/act/place-monster`]: 'Placer le monstre',
  [`${P}/act/seal-gate`]: 'Le sceller (dépenser un indice)',
  [`${P}/act/leave-unsealed`]: 'Ne pas le sceller',
  [`${P}/act/buy-clue`]: '{player} : échanger des trophées contre un pion Indice',
  [`${P}/act/monster-moved`]:
    '{name} (à {from} ; {movement, select, fast {rapide : deux intersections, un jet chacune si au hasard} flying {volant : vers la cité la plus proche, puis la plus petite, vue ou non ; librement au-dessus de l’eau} aquatic {aquatique : comme normal, librement sur l’eau} stalker {traqueur : vers le chevalier le plus proche, toujours connu} unique {son propre mouvement spécial, voir sa carte} other {une intersection vers la cité visible la plus proche, puis la plus petite, sinon un chevalier non caché à côté, sinon au hasard}}) est allé à…',
  [`${P}/act/movement-done`]: 'Les figurines sont déplacées',
  [`${P}/act/nothing-moved`]: 'Continuer (aucun monstre n’a bougé)',
  [`${P}/act/end-combat`]: 'Combat terminé : à la production',
  [`${P}/act/roll-production`]: 'Lancer la production',
  [`${P}/act/end-actions`]: 'Fin des actions de chevalier : tour des monstres',
  [`${P}/act/roll-monster-movement`]: 'Lancer le mouvement des monstres ({list})',
  [`${P}/act/roll-mad-towns`]: 'Lancer pour les cités folles',
  [`${P}/act/end-turn`]: 'Finir le tour',
  [`${P}/act/declare-victory`]:
    'Seulement si {player} a plus de 10 points (la table les compte) : {player} gagne seul (les cités envahies et folles ne comptent pas : {notCounting})',
  [`${P}/act/foe-strike`]: '{foe} frappe pour {damage} à {location} : qui encaisse ?',
  [`${P}/act/knights-attack`]: (p) =>
    `${p.knights} attaquent ${p.foe} : ${p.dice} ${Number(p.dice) <= 1 ? 'dé' : 'dés'}, touche sur ${p.needs}+, ${p.health} pour tuer`,
  [`${P}/act/squad-attack`]:
    'L’escouade {knights} attaque : {dice, plural, one {# dé} other {# dés}}, touche sur {needs}+, contre {foes} (chance affichée : tous meurent)',
  [`${P}/act/allocate-squad-dice`]: (p) => `${p.order} : tue ${p.kills}`,
  [`${P}/act/hide-check`]: 'Test de discrétion pour {knights}',
  [`${P}/act/respond-to-monster`]: '{player} : {knights} à {town} — rester et combattre ou rester et se cacher face à {foe} ?',
  [`${P}/act/flee-from-monster`]: '{player} : {knights} fuient {town} et {foe}, vers une intersection adjacente',
  [`${P}/act/invasion-hide-check`]: 'Test de discrétion pour {knights} de {player}, cachés à {town}',
  [`${P}/response/fight`]: 'Rester et combattre (défendre {town} : touche sur 4+)',
  [`${P}/response/hide`]: 'Rester et se cacher (test de discrétion à l’invasion : {odds})',
  [`${P}/response/flee`]: 'Fuir vers une intersection adjacente (dites où ci-dessous)',
  [`${P}/act/move`]: (p) =>
    `Déplacer ${p.knights} : jusqu’à ${p.reach} intersection${Number(p.reach) <= 1 ? '' : 's'}, les routes comptent moitié${p.check ? ' (test de discrétion pour quitter le monstre)' : ''}`,
  [`${P}/act/hide`]: 'Cacher {knights}',
  [`${P}/act/hide/odds`]: 'le test de discrétion réussit',
  [`${P}/act/move/odds`]: 'le test de discrétion pour partir réussit',
  [`${P}/act/find-monster/odds`]: '{foe} est trouvé',
  [`${P}/act/raze/odds`]: 'le test de destruction réussit',
  [`${P}/act/knights-attack/odds`]: '{foe} est tué',
  [`${P}/act/squad-attack/odds`]: 'tous meurent',
  [`${P}/act/hide-check/odds`]: '{knights} restent cachés',
  [`${P}/act/invasion-hide-check/odds`]: '{knights} restent cachés',
  [`${P}/act/unhide`]: '{knights} se montrent (gratuit)',
  [`${P}/act/attack-gate`]: '{knights} attaquent {gate} : {dealt} dégâts (maintenant {damage}/10)',
  [`${P}/act/calm`]: '{knights} calment {town} (−{amount} horreur)',
  [`${P}/act/repair`]: '{knights} réparent {town} (−{amount} structure)',
  [`${P}/act/raze`]: (p) => `${p.knights} rasent ${p.town} (${p.amount} structure${p.check ? ', test de destruction' : ', sans test'})`,
  [`${P}/act/recruit`]: '{knights} recrutent un chevalier simple à {town}',
  [`${P}/act/harvest`]: '{knights} récoltent {resources} ressource(s) (2 actions)',
  [`${P}/act/rest`]: '{knight} se repose (payer 1 blé)',
  [`${P}/act/form-squad`]: '{knight} forme une escouade avec {members}',
  [`${P}/act/join-squad`]: '{knight} rejoint l’escouade {squad}',
  [`${P}/act/colonize`]: '{knight} colonise {location} (3 actions, coût d’une colonie, rétrogradé)',
  [`${P}/act/militia`]: 'Milice à {town} (3 actions)',
  [`${P}/act/spend-clue-for-action`]: 'Dépenser un indice : une action de chevalier de plus',
  [`${P}/act/promote`]: '{knight} promu {to, select, strong {fort} mighty {puissant} general {général} other {{to}}} (laine + minerai)',
  [`${P}/act/upgrade-town`]: `Agrandir {town} (actuellement ${SIZE_SELECT})`,
  [`${P}/act/build-walls`]: 'Remparts pour {town}',
  [`${P}/act/make-general`]: 'Lever un général à {town} (défausser une carte point de victoire)',
  [`${P}/act/build-settlement`]: '{player} construit une colonie',
  [`${P}/act/set-fortress`]: (p) => `${p.player} ${p.has ? 'a construit la Forteresse' : 'n’a plus la Forteresse'}`,

  [`${P}/tracker/actions`]: 'Actions de chevalier restantes',
  [`${P}/tracker/knight-damage`]: '{name} : dégâts',
  [`${P}/tracker/knight-sanity`]: '{name} : dégâts mentaux',
  [`${P}/tracker/knight-mad`]: '{name} : tours de folie restants',
  [`${P}/tracker/town-horror`]: '{name} : horreur',
  [`${P}/tracker/town-structural`]: '{name} : dégâts de structure',
  [`${P}/tracker/gate-damage`]: '{name} : dégâts du portail',
  [`${P}/tracker/monster-wounds`]: '{name} : blessures',
  [`${P}/tracker/clues`]: '{name} : pions Indice',

  'option/piecesPerRank': 'Pions de chevalier par rang et couleur',
  'option/piecesPerRank/help':
    'Villes et Chevaliers donne à chaque couleur 2 pions simples, 2 forts et 2 puissants. Une rétrogradation vers un rang sans pion libre tue le chevalier ; recrues et milice demandent un pion simple libre ; un général se tient sur un pion puissant.',
  ...Object.fromEntries(
    [3, 4, 5, 6, 8, 9, 10, 11].flatMap((n) => [
      [`option/chits${n}`, `Cases portant le ${n}`],
      [`option/chits${n}/short`, `${n}`],
      [
        `option/chits${n}/help`,
        `Combien de jetons de production montrent le ${n} une fois le 2 et le 12 remplacés. Un portail s’ouvre sur l’un d’eux ; quand aucun n’est plus libre, un jet de ${n} pour un portail amène plutôt un déferlement de monstres.`,
      ],
    ]),
  ),
  [`option-group/${P}/chits`]: 'Cases portant chaque nombre',
  'option/specialMovementMonsters': 'Garder les monstres à mouvement spécial (verts)',
  'option/specialMovementMonsters/help':
    'Désactivé (le conseil du texte source) : un Chthonien ou un Chien de Tindalos pioché retourne dans la réserve et on en pioche un autre. Activé : ils entrent en jeu et bougent comme des monstres normaux.',
  'option/startMadPlayer': 'Commencer avec un joueur fou',
  'option/startMadPlayer/help':
    'Règle optionnelle : un joueur commence la partie fou, contre les autres (choisi au début de la partie). Notre décision : ses cités commencent folles et son chevalier commence fou ; les chevaliers d’un joueur fou restent fous.',
  'option/deadBecomeMad': 'Les joueurs anéantis deviennent fous',
  'option/deadBecomeMad/help':
    'Règle optionnelle : un joueur qui perd toutes ses cités et tous ses chevaliers devient un joueur fou au lieu de quitter la partie.',
  [`${P}/chits`]:
    'Notre décision : l’appli ne voit pas votre plateau, saisissez donc combien de cases montrent chaque nombre. Par défaut : un plateau standard dont le 2 et le 12 sont remplacés par un 4 et un 10.',
  [`${P}/pieces`]: 'Compté par couleur ; les recrues en attente occupent un pion simple.',

  [`${P}/outcome/sole-winner`]: '{player} a trouvé le moyen de vaincre les monstres, seul.',
  [`${P}/outcome/catan-fallen`]: 'Toutes les cités sont folles : Catan est tombé.',
  [`${P}/outcome/catan-freed`]: 'Aucune cité folle, aucun portail ouvert, aucun monstre : tous les colons gagnent.',
  [`${P}/outcome/mad-players-win`]: 'Les joueurs fous ont anéanti les sains.',
  [`${P}/outcome/all-fallen`]: 'Tous les joueurs sont éliminés.',

  'field/owner': 'Joueur',
  'field/label': 'Nom sur le plateau',
  'field/size': 'Taille',
  'field/modifier': 'Modificateur du marqueur de portail',
  'field/kind': 'Monstre pioché',
  'field/target': 'Encaisse le coup',
  'field/to': 'Maintenant à',
  'field/madPlayer': 'Commence fou',
  'field/hex': 'Numéro de case',
  'field/trophy': 'Dépenser un trophée (+son endurance)',
  'field/response': 'Réponse',
  'field/fleeTo': 'Fuit vers',
  'field/newPlace': 'Un nouveau lieu (pas encore sur le plateau)',

  'rules/wrong_phase': 'Pas maintenant : cela relève d’une autre étape du tour.',
  'rules/nothing_to_do': 'Rien sur le plateau ne peut faire cela maintenant.',
  'rules/did_you_mean':
    'Vouliez-vous dire {suggestion} ? (« {place} » n’est pas un lieu du plateau ; cochez « Un nouveau lieu » s’il est nouveau.)',
  'rules/unknown_place':
    '« {place} » n’est pas encore un lieu du plateau : cochez « Un nouveau lieu » pour l’ajouter, ou choisissez un lieu dans la liste.',
  'rules/answer_pending': 'Répondez d’abord à la question posée à la table.',
  'rules/not_asked': 'On n’a pas demandé cela à la table maintenant.',
  'rules/no_actions_left': 'Il faut {cost, plural, one {# action de chevalier} other {# actions de chevalier}} ; il en reste {left}.',
  'rules/unknown_knight': 'Ce chevalier n’existe pas.',
  'rules/already_mad': '{name} est déjà fou : plus de santé mentale à perdre avant sa guérison.',
  'rules/not_at_sanity_limit': 'Aucun chevalier n’est à la limite de sa santé mentale sans être fou.',
  'rules/not_your_knight': 'Ce chevalier appartient à un autre joueur.',
  'rules/knight_mad': 'On ne donne pas d’ordres à un chevalier fou.',
  'rules/unknown_player': 'Ce joueur n’existe pas.',
  'rules/duplicate_location': 'Il y a déjà une cité nommée « {label} ».',
  'rules/build_settlement_first': 'En cours de partie, une nouvelle cité commence comme colonie ; agrandissez-la ensuite.',
  'rules/walls_need_city': 'Les remparts n’entourent qu’une ville ou une métropole.',
  'rules/already_begun': 'La partie a déjà commencé.',
  'rules/needs_city': 'Chaque joueur doit avoir une ville sur le plateau avant le début.',
  'rules/unknown_monster': 'La bibliothèque des monstres ne connaît pas « {kind} ».',
  'rules/redraw_special_movement': '{kind} a un mouvement spécial : remettez-le et repiochez.',
  'rules/redraw_weak_monster': '{kind} est trop faible ici (endurance inférieure à {min}) : repiochez.',
  'rules/none_left_in_cup': 'Les {count} {kind} sont déjà tous sur le plateau.',
  'rules/no_clue': 'Vous n’avez pas de pion Indice à dépenser.',
  'rules/combat_unresolved': 'Chaque monstre ici doit d’abord frapper et chaque chevalier caché faire son test.',
  'rules/no_strike_due': 'Ce monstre n’a pas d’attaque à faire maintenant.',
  'rules/no_walls': 'Il n’y a pas de remparts à sacrifier ici.',
  'rules/not_in_fight': 'Ce chevalier ne participe pas à ce combat.',
  'rules/squad_weakest_first': 'Dans une escouade, les chevaliers les plus faibles tombent d’abord.',
  'rules/monsters_strike_first': 'Sans l’action Attaque, les monstres frappent d’abord.',
  'rules/squad_fights_together': 'Un chevalier d’une escouade combat avec son escouade.',
  'rules/hidden_knight': 'Un chevalier caché n’est pas au combat ; montrez-le d’abord.',
  'rules/already_attacked': 'Chaque chevalier attaque une fois par tour.',
  'rules/no_attack_dice': 'Leur force ne surmonte pas {foe} : aucun dé à lancer.',
  'rules/no_foe_here': 'Il n’y a pas de monstre à combattre ici.',
  'rules/no_check_due': 'Ce chevalier ne doit pas de test de discrétion maintenant.',
  'rules/no_such_trophy': 'Ce trophée n’est pas dans la pile.',
  'rules/not_enough_trophies': 'Un indice coûte {price} d’endurance en trophées ; ceux-ci valent {worth}.',
  'rules/player_dead': '{player} est éliminé et ne construit plus.',
  'rules/not_your_turn': 'Pas pendant le tour d’un autre joueur.',
  'rules/same_location': 'Le chevalier y est déjà.',
  'rules/already_hidden': 'Déjà caché.',
  'rules/not_hidden': 'Pas caché.',
  'rules/no_open_gate': 'Ce portail ouvert n’existe pas.',
  'rules/not_at_gate': 'Le chevalier doit se trouver à {gate}.',
  'rules/unknown_town': 'Cette cité n’existe pas.',
  'rules/not_in_town': 'Le chevalier doit être à {town}.',
  'rules/town_invaded': 'Une cité envahie ne peut pas être calmée.',
  'rules/town_mad': 'Une cité folle ne peut plus être calmée ; rasez-la.',
  'rules/nothing_to_calm': 'La cité n’a pas de dégâts d’horreur.',
  'rules/nothing_to_repair': 'La cité n’a pas de dégâts de structure.',
  'rules/needs_strong': 'Il faut un chevalier fort ou mieux.',
  'rules/needs_own_sane_town': 'Recruter demande une cité saine de votre couleur.',
  'rules/one_recruit_per_town': '{town} a déjà fourni une recrue ce tour.',
  'rules/no_free_piece': 'Aucun pion de chevalier {rank, select, basic {simple} strong {fort} mighty {puissant} other {général}} libre.',
  'rules/already_in_squad': 'Ce chevalier est déjà dans une escouade.',
  'rules/squad_needs_weaker': 'Le fondateur forme une escouade avec des chevaliers plus faibles ({knight} ne l’est pas).',
  'rules/not_here': 'Les membres d’une escouade doivent partager le lieu ({knight} est ailleurs).',
  'rules/nothing_to_heal': '{knight} est indemne.',
  'rules/top_rank': 'Un chevalier puissant ou un général ne peut plus être promu.',
  'rules/needs_sane_city': 'Un général apparaît sur l’une de vos villes saines.',
  'rules/needs_fortress': 'Un général demande l’amélioration de ville Forteresse.',
  'rules/one_general': 'Un joueur a au plus un général.',
  'rules/general_and_two_mighty': 'Pas de général à côté de deux chevaliers puissants.',
  'rules/needs_sane_town': 'Seule une cité saine s’agrandit.',
  'rules/build_needs_sane_town': '{player} n’a pas de cité saine : une construction doit se relier à une cité saine du constructeur.',
  'rules/top_size': 'Une cité ne devient pas plus grande qu’une métropole.',
  'rules/already_walled': 'La cité a déjà des remparts.',
  'rules/monster_on_board': 'Un {kind} est sur le plateau.',
  'rules/mad_cannot_win_on_points': 'Les joueurs fous et éliminés ne gagnent pas aux points.',
  'rules/invalid_options': 'Ces options ne sont pas valides ({fields}).',
  'rules/mad_players_divide': 'Seuls les joueurs fous se donnent des cités folles.',
  'rules/invalid_order': 'Chaque monstre est affronté une fois.',
  'rules/no_mad_reroll': 'Seul un joueur fou peut relancer l’emplacement d’un nouveau portail, une fois par portail.',
  'rules/no_mad_player': 'Seul un joueur fou choisit où s’ouvre un portail.',
  'rules/no_such_hex': '{choices, plural, one {Seule # case montre} other {Seules # cases montrent}} le {number}.',
  'rules/needs_mad_players_town': 'Les monstres ne se construisent que dans une cité folle d’un joueur fou.',
  'rules/already_building': '{town} construit déjà un monstre.',
  'rules/not_building': 'Rien ne se construit sur cette carte de cité.',
  'rules/build_complete': 'Le monstre est terminé ; il apparaît à l’étape de production des monstres.',
  'rules/no_mad_start': 'Commencer avec un joueur fou est une option choisie à la mise en place.',
  'rules/too_few_players': 'Catan Horror demande au moins {min} joueurs.',
  'rules/no_response_due': 'Ce chevalier ne doit pas de réponse à ce monstre.',
  'rules/flee_needs_place': 'Dites où fuit le chevalier : une intersection voisine de la cité.',
  'rules/only_flee_moves': 'Seul un chevalier qui fuit se déplace ; laissez « Fuit vers » vide pour combattre ou se cacher.',
  'rules/evasive_not_found': 'Un monstre insaisissable doit être trouvé (un test de discrétion) avant d’être combattu.',
  'rules/not_evasive': 'Seul un monstre insaisissable pas encore trouvé doit être cherché ; {foe} est déjà au combat.',
  'rules/no_move_rolled': 'Seul un monstre que son jet de mouvement a fait bouger ce tour des monstres est déplacé, une fois.',
  [`${P}/act/find-monster`]: '{knights} : trouver {foe}, insaisissable (test de discrétion)',
  [`${P}/report-moves-mad`]:
    'Déplacez les figurines que leur jet fait bouger ; les joueurs fous ({controller}) choisissent où, et peuvent ignorer les règles de mouvement habituelles.',
  'rules/share_too_large': 'Le monstre inflige {combat} ; les parts font {total}.',
  'rules/damage_unassigned': 'Chaque point des {combat} du monstre porte, sauf si un chevalier meurt de sa part (les parts font {total}).',
  'rules/setup_one_settlement_one_city': 'À la mise en place, chaque joueur pose une colonie et une ville (pas de métropole).',
  'rules/mad_start_needs_sane': 'Au moins un joueur doit commencer sain.',
  'rules/mighty_needs_fortress': 'Un chevalier fort ne devient puissant qu’avec la Forteresse (comme dans Villes et Chevaliers).',
  'rules/not_your_town': 'Seul son propriétaire agrandit une cité ; tout joueur peut rebâtir une métropole réduite en ville.',
  [`${P}/act/rebuild-metropolis`]:
    '{player} : rebâtir la métropole de {town} (4 de sa marchandise, 5 si son propriétaire a construit la dernière amélioration)',

  'rules/barrels_not_begun': 'Les tonneaux entrent en jeu une fois la partie commencée.',
  'rules/player_dead_barrels': '{player} est éliminé et ne fait plus commerce de tonneaux.',
  'rules/no_strikes_due': 'Aucun monstre n’a d’attaque à faire maintenant.',
  'rules/not_your_knight_fights': 'Seuls vos propres chevaliers sains combattent.',
  'rules/knight_not_with_monster': 'Ce chevalier n’est pas là où est le monstre.',
  'rules/no_such_monster': 'Ce monstre n’est pas sur le plateau.',
  'rules/unknown_squad': 'Cette escouade n’existe pas.',
  'rules/hidden_squad': 'Une escouade cachée n’est pas au combat ; montrez-la d’abord.',
  'rules/monster_not_with_squad': 'Ce monstre n’est pas là où est l’escouade.',
  'rules/no_checks_due': 'Aucun chevalier caché ne doit de test de discrétion maintenant.',
  'rules/unknown_unit': 'Ce chevalier ou cette escouade n’existe pas.',
  'rules/duplicate_gate': 'Il y a déjà un portail ouvert nommé « {label} ».',
  'rules/seal_needs_clue': 'Sceller un portail coûte un pion Indice ; {player} n’en a pas.',
  'rules/squad_needs_strong': 'Une escouade est formée par un chevalier fort ou puissant.',
  'rules/town_already_there': 'Il y a déjà une cité à cet endroit.',
  'rules/not_your_knight_squads': 'Seuls vos propres chevaliers sains forment des escouades.',
  'rules/founder_in_squad': 'Ce chevalier est déjà dans une escouade ; les autres la rejoignent.',
  'rules/not_your_knight_joins': 'Seuls vos propres chevaliers sains rejoignent une escouade.',
  'rules/no_squad_of_yours': 'Vous n’avez pas cette escouade.',
  'rules/not_with_squad': 'Le chevalier doit être là où est l’escouade.',
  'rules/not_your_knight_rests': 'Seuls vos propres chevaliers sains se reposent.',
  'rules/nothing_to_heal_unit': 'Ce chevalier est indemne.',
  'rules/not_your_knight_colonizes': 'Seuls vos propres chevaliers sains colonisent.',
  'rules/monster_not_with_knight': 'Ce monstre n’est pas là où est le chevalier.',
  'rules/not_in_a_town': 'Le chevalier doit être dans une cité (« {town} » n’en est pas une).',
  'rules/others_build_in_wrapup':
    'Les autres construisent en fin de tour (la phase de construction spéciale), pas pendant le tour de {player}.',
  'rules/strike_back_first': 'Les monstres que vos chevaliers ont attaqués ripostent d’abord.',
  'rules/claim_on_own_turn': 'La victoire aux points se réclame pendant son propre tour ({player} n’est pas le joueur actif).',
  'rules/knight_mad_promote': 'Un chevalier fou ne peut pas être promu.',
  'rules/no_piece_for_general': 'Aucun pion puissant n’est libre pour représenter le général.',
  'rules/recruit_needs_strong': 'Seul un chevalier fort ou mieux recrute.',
  'rules/no_basic_piece': 'Vous n’avez plus de pion de chevalier simple.',
  'rules/militia_needs_own_town': 'La milice ne se lève que dans une cité non folle que vous contrôlez.',
  'rules/repair_invaded': 'Une cité envahie ne peut pas être réparée.',
  'rules/no_shares': 'Nommez les chevaliers qui encaissent le coup.',
  'rules/share_over_cap': '{knight} ne peut pas recevoir plus de {most} dégâts : sa force à travers toutes ses rétrogradations.',

  ...barrelMessages,
  ...screenWords,
  ...keyTrackWords,
};

const townLine = (verb: string) => (d: Extract<CatanHorrorEvent, { type: 'town-damaged' }>['data']) => {
  const bits = [`${d.label} ${verb} : horreur ${d.horrorNow}, structure ${d.structuralNow}.`];
  if (d.reduced && d.reduced.length) bits.push(`Réduite en ${size(String(d.size))}${d.lostWalls ? ', ses remparts perdus' : ''}.`);
  if (d.wentMad) bits.push(`${d.label} devient FOLLE.`);
  if (d.fell) bits.push(`${d.label} tombe.${madReward(d.madReward, 'pioche 2 ressources au choix dans la banque')}`);
  return bits.join(' ');
};

const damageLine = (d: Extract<CatanHorrorEvent, { type: 'knight-hurt' }>['data']) => {
  if (d.died)
    return `${d.name} est tué (${rank(d.fromRank)}, ${d.amount} dégâts reçus).${madReward(d.madReward, `pioche 1 ressource dans la main de ${d.ownerName}`)}`;
  const demoted = d.demotions && d.demotions.length ? `, rétrogradé ${rank(d.rank)}` : '';
  return `${d.name} subit ${d.amount} dégâts${demoted} (maintenant ${d.damage} dégâts).`;
};

const narrate = typedNarration<CatanHorrorEvent>({
  'town-added': (d) => `La ${size(d.size)} ${d.label} de ${d.who ?? d.owner} est sur le plateau${d.walls ? ', avec remparts' : ''}.`,
  'knight-added': (d) => `${d.name}, un chevalier ${rank(d.rank)}, se tient à ${d.location}.`,
  'setup-gates-begin': () => 'La partie commence : lancez les deux portails de départ.',
  'setup-gate-reroll': (d) => `Jet de portail de départ ${d.total}${d.noHex ? ' (aucune case libre ne le montre)' : ''} : relancez.`,
  'gate-location-rolled': (d) => `Jet de portail ${d.total} : ${d.free} case(s) libre(s) le montrent.`,
  'gate-hex-rolled': (d) => `La case #${d.hex} sur ${d.of} portant le ${d.number} reçoit le portail.`,
  'gate-location-rerolled': (d) => `${d.who} (fou) paie 1 blé : l’emplacement du portail est relancé.`,
  'gate-hex-chosen': (d) => `${d.who} (fou) place le portail sur la case #${d.hex} sur ${d.of} portant le ${d.number}.`,
  'mad-town-handed': (d) => `Les joueurs fous se partagent leurs cités : ${d.label} passe de ${d.from} à ${d.to}.`,
  'mad-build-started': (d) => `Un ${d.kind} se construit sur la carte de ${d.label} (${d.toughness} constructions).`,
  'mad-build-added': (d) => `Le ${d.kind} sur ${d.label} : ${d.progress}/${d.needed} construit.`,
  'gate-opened': (d) =>
    `Un portail s’ouvre sur le ${d.number} : ${d.label} (modificateur ${d.modifier >= 0 ? '+' : ''}${d.modifier}). Sa case ne produit rien.`,
  'monster-surge': (d) =>
    `Jet de portail ${d.total} : aucune case libre ne le montre. DÉFERLEMENT DE MONSTRES : un monstre à chaque portail ouvert (${list(d.gateLabels)}).`,
  'monster-appeared': (d) => `Un ${d.kind} apparaît à ${d.location}.`,
  'gate-sealed': (d) => `${d.who} scelle ${d.label} avec un indice : plus aucun portail ne s’y ouvrira.`,
  'gate-left-unsealed': () => 'Le portail fermé n’est pas scellé.',
  'phase-changed': (d) => {
    const phase = messages[`${P}/phase/${d.to}`];
    return `Maintenant : ${typeof phase === 'string' ? phase : d.to}.`;
  },
  'game-started': (d) =>
    `Chacun reçoit les ressources de départ de sa ville (aucune d’une case sous un portail). Tour 1 : ${d.who} commence.`,
  'turn-began': (d) => `Tour ${d.turn} : au tour de ${d.who}.`,
  'production-rolled': (d) => {
    const bits = [`Production : rouge ${d.red} + jaune ${d.yellow} = ${d.total} ; dé événement ${d.event}.`];
    if (d.invaded && d.invaded.length) bits.push(`Les cités envahies ne produisent rien et ne comptent aucun point : ${list(d.invaded)}.`);
    if (d.madIdle && d.madIdle.length)
      bits.push(`Les cités folles des joueurs sains ne produisent rien et ne comptent aucun point : ${list(d.madIdle)}.`);
    const madPlayers = (d.mad ?? []).filter((m) => !(d.madIdle ?? []).includes(m));
    if (d.madIdle && madPlayers.length) bits.push(`Les cités des joueurs fous produisent pour les joueurs fous : ${list(madPlayers)}.`);
    if (d.gated && d.gated.length) bits.push(`Les cases sous un portail ne produisent rien : ${list(d.gated)}.`);
    if (d.cityGate) bits.push(`La porte de ville ${d.cityGate} avec le rouge ${d.red} : cartes progrès comme dans Villes et Chevaliers.`);
    if (d.opensGate) bits.push('Un portail peut s’ouvrir !');
    if (d.festival) bits.push('Double : une fête !');
    return bits.join(' ');
  },
  'monster-movement-rolled': (d) => {
    if (!d.rolls.length) return 'Aucun monstre ne peut bouger.';
    return `Mouvement des monstres : ${d.rolls.map((r) => `${r.name} ${r.value} (${r.needs}+) ${r.moves ? 'BOUGE' : 'reste'}`).join(' ; ')}.`;
  },
  'monster-moved': (d) =>
    `${d.name} va de ${d.from} à ${d.to}.${d.asks && d.asks.length ? ` Les chevaliers présents doivent choisir : combattre, se cacher ou fuir (${list(d.asks)}).` : ''}`,
  'monster-response': (d) => {
    const who = `${names(d)} de ${d.ownerName}`;
    const pl = d.squad;
    if (d.response === 'flee') return `${who} ${pl ? 'fuient' : 'fuit'} ${d.label} devant ${d.foe}, vers ${d.to}.`;
    if (d.response === 'hide')
      return `${who} ${pl ? 'restent' : 'reste'} à ${d.label} et se ${pl ? 'cachent' : 'cache'} de ${d.foe} : un test de discrétion (+1 en cité) s’il envahit.`;
    return `${who} ${pl ? 'restent' : 'reste'} pour combattre ${d.foe} à ${d.label}.`;
  },
  'answers-lapsed': (d) => `${d.count} chevalier(s) ne peuvent plus répondre au monstre (partis, fous ou éloignés).`,
  'monster-movement-done': () => 'Les figurines sont déplacées.',
  'mad-towns-rolled': (d) =>
    `Cités folles : ${d.rolls.map((r) => `${r.label} ${r.value} (${r.needs}+) ${r.produces ? 'PRODUIT UN MONSTRE' : 'rien'}`).join(' ; ')}.`,
  'victory-declared': (d) => `${d.who} a plus de 10 points de victoire et gagne seul.`,
  'walls-sacrificed': (d) => `Les remparts de ${d.label} sont sacrifiés contre ${d.name}.`,
  'foe-struck': (d) =>
    d.shares && d.shares.length > 1
      ? `${d.name} frappe pour ${d.damage}, réparti : ${d.shares.map((s) => `${s.name} ${s.amount}`).join(', ')}.`
      : `${d.name} frappe ${d.targetName} pour ${d.damage}.`,
  'monster-sought': (d) =>
    `${names(d)} cherchent ${d.foe}, insaisissable : ${d.value} + ${d.total - d.value} = ${d.total} — ${d.success ? 'TROUVÉ : il peut être combattu ce tour' : 'pas trouvé'}.`,
  'knight-hurt': damageLine,
  'knight-killed': damageLine,
  'knight-sanity': (d) => `${d.name} subit ${d.amount} dégâts mentaux (maintenant ${d.sanity}).`,
  'knight-went-mad': (d) =>
    `${d.name} DEVIENT FOU (dégâts mentaux ${d.sanity}) pour ${d.turns} tour(s) : un monstre de combat ${d.strength}, horreur 1.`,
  'madness-waned': (d) => `La folie de ${d.name} faiblit : encore ${d.left} tour(s).`,
  'knight-recovered': (d) => `${d.name} se libère de la folie ; dégâts mentaux effacés.`,
  'town-damaged': (d) => `${d.foe ? `${d.foe} : ` : ''}${townLine('est touchée')(d)}`,
  'town-calmed': townLine('est calmée'),
  'town-repaired': townLine('est réparée'),
  'town-razed': townLine('est rasée'),
  'monster-wounded': (d) => `${d.kind} subit ${d.hits} touche(s) : ${d.wounds} sur ${d.toughness}.`,
  'monster-killed': (d) => `${d.kind} est tué${d.who ? ` : un trophée pour ${d.who} (endurance ${d.toughness})` : ''}.`,
  'knights-attacked': (d) =>
    `${names(d)} attaquent ${d.foe}${d.attackAction ? ' (action Attaque)' : ''} : ${list(d.values)} — ${d.hits} touche(s) sur ${d.needs}+.`,
  'squad-attacked': (d) => {
    const parts = d.allocation.map((a) =>
      a.engaged
        ? `${a.foe} : ${a.overcome.map((i) => d.values[i]).join(',') || '—'} pour vaincre, ${a.damage.map((i) => d.values[i]).join(',') || 'aucune'} touche(s)`
        : `${a.foe} : pas assez de dés`,
    );
    return `L’escouade ${names(d)} obtient ${d.values.join(', ')} (touche sur ${d.needs}+). ${parts.join(' ; ')}.`;
  },
  'squad-rolled': (d) => `L’escouade ${names(d)} obtient ${list(d.values)} : ${d.hits} touche(s) sur ${d.needs}+.`,
  'hide-checked': (d) =>
    `${names(d)} ${d.leaving ? 'tente de s’éclipser' : d.invasion ? `tente de rester caché pendant que ${d.label} est envahie` : 'se cache'} : ${d.value} + force ${d.strength} + vigilance ${d.awareness}${d.town ? ' + 1 cité' : ''}${d.trophyBonus ? ` + ${d.trophyBonus} trophée` : ''} = ${d.total} : ${d.success ? 'réussite' : d.start || d.invasion ? 'TROUVÉ' : 'échec'}.`,
  'unit-moved': (d) => `${names(d)} vont de ${d.from} à ${d.to}.`,
  'unit-unhidden': (d) => `${names(d)} sortent de leur cachette.`,
  'gate-attacked': (d) =>
    `${names(d)} attaquent ${d.label} : ${d.strength} ${signed(d.modifier)} = ${d.dealt} dégâts, maintenant ${d.damage}/10${d.closed ? ' : LE PORTAIL SE FERME' : ''}.`,
  'action-taken': (d) => `${names(d)} : ${{ calm: 'calmer', repair: 'réparer', raze: 'raser' }[d.action] ?? d.action}.`,
  'raze-checked': (d) =>
    `Test de destruction à ${d.label} : ${d.value} ${signed(d.modifier)}${d.trophyBonus ? ` + ${d.trophyBonus} trophée` : ''} = ${d.total} : ${d.success ? 'réussite' : 'les citoyens fous les arrêtent'}.`,
  'recruit-called': (d) => `${names(d)} recrutent à ${d.label} : un chevalier simple apparaît à la fin du tour.`,
  'militia-called': (d) => `${d.who} lève la milice à ${d.label} : un chevalier simple apparaît à la fin du tour.`,
  'squad-formed': (d) => `Escouade formée : ${names(d)}.`,
  'squad-joined': (d) => `${d.name} rejoint l’escouade.`,
  'knight-rested': (d) => `${d.name} se repose (1 blé) : dégâts ${d.damage}, dégâts mentaux ${d.sanity}.`,
  harvested: (d) => `${names(d)} récoltent ${d.resources} ressource(s) d’une case adjacente.`,
  colonized: (d) => `${d.name} fonde une colonie à ${d.label} (payez le coût d’une colonie).`,
  'clue-bought': (d) => `${d.who} échange des trophées (${list(d.spent)}, endurance ${d.worth}) contre un pion Indice.`,
  'clue-spent-for-action': (d) => `${d.who} dépense un indice pour une action de chevalier de plus.`,
  'knight-promoted': (d) => `${d.name} est promu de ${rank(d.from)} à ${rank(d.to)}.`,
  'general-raised': (d) => `${d.name}, un général (force 4), se tient à ${d.location}.`,
  'fortress-set': (d) => `${d.who} ${d.has ? 'a' : 'n’a plus'} la Forteresse.`,
  'town-upgraded': (d) => `${d.label} passe de ${size(d.from)} à ${size(d.to)}.`,
  'walls-built': (d) => `${d.label} construit des remparts.`,
  'knight-renamed': (d) => `${d.from} s’appelle désormais ${d.to}.`,
  'library-monster-added': (d) => `Bibliothèque des monstres : ${d.name} ajouté.`,
  'library-monster-changed': (d) => `Bibliothèque des monstres : caractéristiques de ${d.name} modifiées.`,
  'library-monster-removed': (d) => `Bibliothèque des monstres : ${d.name} retiré.`,
  'town-freed': (d) => `${d.label} est de nouveau libre de monstres (ses dégâts restent).`,
  'town-assaulted': (d) => `${list(d.foes)} assiègent ${d.label} : ses défenseurs combattent (touche sur 4+).`,
  'town-invaded': (d) =>
    `${list(d.foes)} ENVAHISSENT ${d.label} : elle ne produit rien et subit des dégâts à chaque tour des monstres.${d.hiders && d.hiders.length ? ` Cachés là, ${list(d.hiders)} doivent faire un test de discrétion aussitôt.` : ''}`,
  'player-went-mad': (d) => `${d.who} devient un joueur FOU${d.takes && d.takes.length ? ` et prend ${list(d.takes)}` : ''}.`,
  'player-fell': (d) => `${d.who} a perdu toutes ses cités et tous ses chevaliers et quitte la partie.`,
  'game-ended': (d) => {
    const outcome = messages[`${P}/outcome/${d.code}`];
    return (typeof outcome === 'string' ? outcome : d.code).replace('{player}', '');
  },
  'barrels-built': (d) => `${d.who} construit ${tonneaux(d.count)} (paie ${d.count} blé et ${d.count} bois).`,
  'barrels-traded': (d) => `${d.from} échange ${tonneaux(d.count)} avec ${d.to}.`,
  'barrels-gifted': (d) => `${d.from} offre ${tonneaux(d.count)} à ${d.to}, qui boit ${gorgees(d.count)}.`,
  'barrel-drunk': (d) => `${d.who} boit un tonneau et prend ${RESOURCE[d.resource] ?? d.resource} à la banque.`,
  'festival-held': (d) => {
    const shares = d.shares.filter((s) => s.returned > 0);
    const head = `Fête (règle maison Drunkards of Catan) ! Rouge ${d.red} et jaune ${d.yellow} font un double.`;
    if (shares.length === 0) return `${head} Personne n’avait de tonneau à rendre.`;
    return `${head} ${shares.map((s) => `${s.name} rend ${s.returned} sur ${s.before} (${gorgees(s.returned)}, il en reste ${s.after})`).join(' ; ')}.`;
  },
});

const causes: Record<string, string> = {
  'setup-knight': 'Mise en place : un chevalier simple sur la ville de chaque joueur',
  'setup-gate-reroll': 'Les portails de départ relancent 2, 6, 7, 8 et 12',
  'setup-gate': 'Mise en place : la partie commence avec deux portails',
  'production-2-12': 'Une production de 2 ou 12 ouvre un portail',
  'no-free-hex': 'Aucune case libre ne montre le nombre : déferlement de monstres',
  'monster-gate': 'Un nouveau portail amène un monstre',
  'monster-surge': 'Déferlement de monstres : un monstre à chaque portail ouvert',
  'monster-setup': 'Mise en place : un monstre à chaque portail ouvert',
  'monster-mad-town': 'Production de monstres des cités folles',
  'monster-strike': 'L’attaque d’un monstre (sans report)',
  'walls-negate-attack': 'Les remparts annulent l’attaque d’un monstre',
  'walls-only-defence': 'Des remparts, seule défense, tombent sous les dégâts de structure',
  'attack-action': 'L’action Attaque : les chevaliers frappent d’abord, au moins un dé',
  found: 'Un test de discrétion raté : trouvé, le combat commence',
  'leaving-a-monster': 'Quitter le lieu d’un monstre demande un test de discrétion',
  calm: 'Calmer : horreur retirée égale à la force',
  repair: 'Réparer : dégâts de structure retirés égaux à la force',
  raze: 'Raser : dégâts de structure égaux à la force',
  colonize: 'Coloniser rétrograde le chevalier (un simple quitte le plateau)',
  'table-harm': 'Une carte ou un événement blesse le chevalier (le − de la carte de chevalier)',
  'sanity-set-by-hand': 'Santé mentale mise à la main à la limite : le chevalier devient fou',
  'knight-hits': 'Touches des chevaliers',
  'squad-hits': 'Touches de l’escouade',
  'in-mad-town': 'Les chevaliers dans une cité folle perdent 1 santé mentale par tour',
  'in-invaded-town': 'Les chevaliers dans une cité envahie perdent 1 santé mentale par tour',
  'madness-over': 'La folie dure 5 − force tours',
  invader: 'Les envahisseurs infligent horreur et dégâts de combat à chaque tour',
  'nightmarish-overwhelming': 'Cauchemardesque / écrasant blessent une cité assiégée',
  recruit: 'Les recrues apparaissent à la fin du tour',
  militia: 'La milice apparaît à la fin du tour',
  'wiped-out': 'Plus de cités ni de chevaliers',
  'mad-player-gate': 'Un joueur fou place les nouveaux portails',
  'monster-built': 'Le monstre d’un joueur fou est terminé (étape de production des monstres)',
  'starts-mad': 'Règle optionnelle : un joueur commence fou',
  'all-mad': 'Toutes les cités et tous les chevaliers sont fous',
  'every-town-mad': 'Toutes les cités du plateau sont folles',
  'no-sane-player': 'Il ne reste aucun joueur sain',
  'horrors-cleared': 'Plus de cité folle, de portail ouvert ni de monstre',
  'more-than-10-vp': 'Plus de 10 points de victoire',
  'invaders-defeated': 'Tous les envahisseurs vaincus',
  'assault-over': 'Plus aucun monstre n’assiège la cité',
  'monster-at-town': 'Un monstre devant une cité défendue l’assiège',
  'defences-fell': 'La dernière défense de la cité est tombée',
  undefended: 'Un monstre a atteint une cité sans défense',
  'monster-enters-town': 'Un monstre entre dans une cité : chaque chevalier présent reste et combat, reste et se cache, ou fuit',
  'invasion-hide': 'Les chevaliers restés cachés font leur test dès que le monstre envahit (+1 en cité)',
  'knight-gone': 'Un chevalier parti, fou ou ailleurs ne doit pas de réponse',
  'drunkards-doubles': 'Drunkards of Catan (règle maison) : un double sur les dés rouge et jaune déclenche une fête',
};

const RULINGS: readonly string[] = [
  'Les lieux sont des noms. Chevaliers, monstres, cités et portails se tiennent à des noms de lieux que vous donnez (« Ville d’Anne », « Portail 9 », « le pont ») ; le même nom (casse et espaces ignorés) est le même lieu. Le nom d’une cité est son emplacement ; le nom d’un portail est l’endroit où ses monstres apparaissent.',
  'Jetons de production : vous saisissez combien de cases montrent chaque nombre (options chits3 … chits11 ; par défaut un plateau standard dont le 2 et le 12 sont devenus un 4 et un 10). Une case sous un portail ouvert ou scellée par un Signe des Anciens ne compte pas ; un portail fermé libère sa case.',
  'Quelle case : quand plusieurs cases libres montrent le nombre tiré, un dé à une face par case la choisit, comptées dans l’ordre de lecture (en haut à gauche d’abord). Un jet de portail de départ dont le nombre n’a pas de case libre est relancé, comme 2, 6, 7, 8 et 12.',
  'Déferlement de monstres : un jet d’emplacement de portail de 2, 7 ou 12 (aucun jeton ne les montre) ou d’un nombre dont toutes les cases sont couvertes est un déferlement de monstres.',
  'La table pioche les monstres dans la réserve ; l’appli demande lequel est sorti et refuse (en demandant de repiocher) un monstre à mouvement spécial (vert) sauf si l’option le permet, un monstre trop faible pour une ville ou métropole folle, ou une sorte dont tous les exemplaires sont sortis (sur le plateau, sur la carte d’une cité folle ou gardés en trophées).',
  'Mouvement des monstres : l’appli lance un dé par monstre et par chevalier fou (4+, rapide 3+, immobile jamais) ; vous déplacez les figurines selon les règles de vue du texte source et indiquez chaque nouveau lieu. Un déplacement n’est accepté que pour une figurine que son jet a fait bouger ce tour des monstres, une fois ; les deux intersections d’un monstre rapide font un seul report.',
  'La folie dure 5 − force tours (simple 4, fort 3, puissant 2, général 1), comme nos décisions communes le fixent ; l’exemple du texte source (3/2/1) contredit sa formule. Le compte à rebours avance à la fin de chaque tour des monstres, pas au tour où le chevalier est devenu fou ; à la guérison, tous les dégâts mentaux sont effacés.',
  'Les chevaliers fous sont ennemis de tout chevalier sain à leur lieu, avec une vigilance de 0 ; les touches sur un chevalier fou sont des dégâts de chevalier (rétrogradation ou mort) et ne donnent pas de trophée. Les chevaliers d’un joueur fou restent fous tant que leur joueur l’est.',
  'Se cacher sans monstre présent lance quand même le dé (vigilance 0). Face à plusieurs monstres, la pire (plus basse) vigilance s’applique. Une escouade se cache avec la force de son membre le plus fort.',
  'L’attaque d’un monstre est répartie entre les chevaliers au combat comme le joueur actif le décide, en points entiers. Chaque part vaut au plus ce que ce chevalier peut encaisser à travers toutes ses rétrogradations. Chaque point porte, sauf si une part tue son chevalier : le reste est alors perdu, jamais reporté (le monstre de force 4 du texte source qui tue un chevalier simple inflige 1, les 3 autres sont perdus). Les remparts peuvent prendre tout le coup à la place.',
  'Dans une escouade, aucun chevalier n’est tué tant qu’un membre de rang inférieur vit (un plus fort peut être blessé) ; une répartition qui les tue tous deux frappe d’abord le plus faible.',
  'Une escouade réduite à un membre se dissout (une escouade d’un chevalier n’est qu’un chevalier).',
  'Un général rétrograde en puissant sur son propre pion (puissant), il n’a donc pas besoin d’un pion puissant libre. Il n’est levé qu’avec la Forteresse (un interrupteur par joueur), sur une ville saine du joueur (une ville assiégée est saine) ; un au plus, et jamais à côté de deux chevaliers puissants.',
  'Les chevaliers sont « toujours promus » comme dans Villes et Chevaliers : un chevalier fort ne devient puissant qu’avec la Forteresse, et seulement avec un pion puissant libre. La promotion est une construction, les autres promeuvent donc pendant la construction spéciale de fin de tour.',
  'Armes : chevaliers simples physiques, forts magiques ; chevaliers puissants et généraux utilisent la meilleure contre le monstre (l’appli choisit). La résistance divise par deux la force d’un chevalier, l’immunité la ramène à 0 ; un groupe additionne les moitiés, puis arrondit à l’inférieur.',
  'Pions par rang et couleur : 2 par défaut (Villes et Chevaliers) ; les recrues en attente occupent un pion simple.',
  'Des chevaliers isolés en un lieu peuvent s’unir contre un monstre ; une escouade combat comme son propre groupe.',
  'Dés d’escouade : l’escouade lance d’abord force + membres ; puis vous choisissez l’ordre des monstres. Pour chaque monstre tour à tour, l’appli dépense les plus bas dés sans touche pour vaincre son combat, puis des touches pour le blesser (autant de morts que toute répartition à la main). La chance affichée est qu’un ordre les tue tous. Résistance ou immunité coûte à l’escouade autant de dés de plus que ses membres perdent de force.',
  'L’exemple d’escouade du texte source appelle 2 simples + fort + puissant « force de combat 10 » ; selon la règle des membres, cette escouade a 7 + 4 = 11. Le test de l’appli reproduit les 10 dés de l’exemple avec un puissant et deux forts (7 + 3 = 10).',
  'Ordre du combat : à l’étape 1, les monstres frappent d’abord, puis les chevaliers peuvent riposter (sans dé minimum). Avec l’action Attaque (étape 3), les chevaliers frappent d’abord avec au moins un dé, et les monstres de ce lieu ripostent avant la fin de l’étape — là seulement : un chevalier qui a attaqué ailleurs ou à l’étape 1 n’attire aucun coup là où il va ensuite. Chaque chevalier attaque une fois par tour ; chaque monstre frappe une fois.',
  'Début du tour : l’action Se cacher est une action de chevalier, prise à l’étape 3. Au début d’un tour (étape 1), les chevaliers cachés près d’un monstre font leur test de discrétion ; un chevalier pas encore caché ne peut pas se cacher maintenant (il combat).',
  'Cités folles et envahies : une cité envahie ne produit rien et ne compte aucun point ; une cité folle ne produit des ressources que pour un joueur fou (qui en construit des monstres) et ne compte aucun point. Le lancer de production les nomme et la réclamation de victoire les énumère.',
  'Les touches sur 4+ ne valent que pour les chevaliers d’une cité dont l’état est « assiégée » ; sinon 5+.',
  'Trouvé à l’étape 3 : une action Se cacher ratée là où se tient un monstre laisse le chevalier découvert ; le combat vient à la prochaine étape 1 du joueur (les monstres frappent d’abord), sauf si les chevaliers prennent l’action Attaque avant.',
  'Les seuils des cités sont atteints, pas dépassés, et chaque sorte compte à part : une colonie devient folle à 5 horreur et tombe à 5 structure (« un total de 5 » de l’une ou l’autre) ; une ville devient folle à 10 horreur, est réduite à 10 structure ; une métropole folle à 20, réduite à 15. Après chaque dégât, la limite de structure est testée d’abord (réduction ou chute), puis l’horreur contre la (nouvelle) limite ; une colonie qui atteint les deux à la fois tombe.',
  'Une ville réduite en colonie perd ses remparts (les remparts demandent une ville).',
  'Assiégée ou envahie : un monstre devant une cité avec un défenseur (un chevalier sain non caché de n’importe quelle couleur, ou des remparts) l’assiège, et la cité reste saine ; sans défenseur, il l’envahit. Une cité envahie le reste jusqu’au départ de tous les monstres. Les cités folles et détruites sont ignorées.',
  'Un monstre entre dans une cité saine ou assiégée : chaque chevalier sain présent, de toute couleur (une escouade comme un seul), répond avant tout le reste — combattre (reste découvert, un défenseur), se cacher (caché aussitôt, sans jet ni action ; un test de discrétion avec le +1 de la cité dès qu’elle est envahie) ou fuir (vers le lieu adjacent que vous nommez, sans test ni action). Alors seulement la cité est assiégée ou envahie. Un caché trouvé combat à la prochaine étape 1 de son propriétaire.',
  'Un monstre assiégeant frappe à l’étape 1 du propriétaire de la cité (« au début de chaque tour »), contre les chevaliers de ce joueur présents ou contre les remparts, qui annulent le coup. Les dégâts cauchemardesques et écrasants viennent à l’étape 2 du tour des monstres, tous les monstres ensemble ; les remparts ne les arrêtent pas et sont sacrifiés quand la cité subit des dégâts de structure sans autre défense. Sans défense, la cité est aussitôt envahie.',
  'Les monstres tués restent hors de la réserve comme trophées ; un trophée dépensé pour un test ou un indice retourne dans la réserve.',
  'Les envahisseurs infligent leurs dégâts ensemble : à chaque tour des monstres, une cité envahie subit d’un coup la somme de l’horreur et des dégâts de combat de tous ses envahisseurs, le résultat ne dépend donc jamais de l’ordre des monstres.',
  'Une cité folle ne peut pas être calmée (« perdue ») mais peut être réparée et rasée. Raser demande un test pour une cité folle, la cité d’une autre couleur ou une cité envahie.',
  'Dégâts au portail = force d’attaque (forces d’une escouade additionnées, sans bonus de membre) + le modificateur imprimé du marqueur, jamais sous 0 ; à 10, il se ferme. Alors seulement celui qui l’a fermé peut le sceller avec un indice (ou en acheter un avec des trophées d’abord).',
  'La victoire aux points est déclarée par la table (l’appli ne compte pas les points de Catan), à toute étape du tour du demandeur (combat, production, construction, tour des monstres et fin du tour), une fois réglée la question à laquelle la table répond ; refusée aux joueurs fous ou éliminés et à quiconque n’est pas le joueur actif.',
  'Les joueurs sont jugés après chaque étape : toutes les cités et tous les chevaliers d’un joueur fous → un joueur fou, qui prend les autres cités folles qu’aucun joueur fou ne tient. Un joueur qui ne contrôle aucune cité (une cité envahie n’est plus la sienne), sans chevalier sain ni recrue en attente, est anéanti : hors de la partie, ou fou avec l’option « les joueurs anéantis deviennent fous ».',
  'Commencer fou (option) : les joueurs choisis au début de la partie commencent fous — autant qu’on veut, tant qu’un commence sain ; leurs cités sont folles et leurs chevaliers aussi.',
  'Joueurs fous et portails : tant qu’un joueur fou est en jeu, la case d’un nouveau portail (quand plusieurs montrent le nombre) est choisie par le joueur fou, qui peut payer 1 blé pour relancer l’emplacement, une fois par portail, avant que le marqueur soit posé (pas pendant la mise en place).',
  'Les monstres des joueurs fous se construisent sur la carte d’une cité folle : un à la fois par cité, pris dans la réserve (l’appli vérifie le nombre), une construction (2 laine, 1 blé, 1 bois, payés à la table) par point d’endurance ; un monstre terminé apparaît à cette cité à la prochaine étape de production des monstres.',
  'Plusieurs joueurs fous se partagent leurs cités folles comme ils l’entendent : la cité folle de n’importe quel joueur fou peut être donnée à un autre joueur fou (un événement dans l’historique). Les échanges de cartes restent à la table ; les tonneaux, que l’appli suit, ne s’échangent qu’entre deux joueurs fous ou deux joueurs sains.',
  'Contrôle des monstres : les joueurs fous choisissent où vont les monstres qui bougent et peuvent ignorer les règles de mouvement habituelles (l’invite de déplacement les nomme) ; qu’un monstre bouge dépend toujours de son jet. Les chevaliers fous d’un joueur fou sont entièrement contrôlés : ils bougent sans jet.',
  'Les fins de partie sont vérifiées après chaque étape : plus aucun joueur sain → les joueurs fous gagnent (ils ont balayé les autres du plateau, même si chaque cité encore debout est à eux et folle), ou tous sont tombés s’il n’y a aucun joueur fou ; toutes les cités debout folles tant qu’un joueur sain reste → Catan est tombé, tous perdent ; aucune cité folle, aucun portail ouvert, aucun monstre ni chevalier fou → les colons gagnent.',
  'Une métropole réduite en ville peut être rebâtie sur place par tout joueur : la cité reste à son propriétaire ; celui qui rebâtit paie 4 de la marchandise, 5 si le propriétaire a construit la dernière amélioration de ville (payés à la table ; l’appli note qui l’a rebâtie). Comme pour toute construction, celui qui rebâtit doit y relier une cité saine à lui (002:419) : un joueur fou ne peut donc pas en rebâtir.',
  'Monstres insaisissables (un drapeau de la bibliothèque) : un chevalier en quitte un sans test de discrétion ; il reste hors de tout combat jusqu’à ce qu’on le trouve. Le trouver est une action de chevalier selon la méthode de discrétion (d6 + force + sa vigilance + 1 en cité, 5+) ; trouvé, il peut être combattu jusqu’à la fin du tour.',
  'Monstres volants, aquatiques, traqueurs et rapides, rivières et Marins : vous déplacez les figurines, l’appli nomme donc le mouvement de chaque monstre avec son déplacement (rapide deux intersections, volant vers la cité la plus proche, vue ou non, aquatique sur l’eau, traqueur vers le chevalier le plus proche) ; les passages de rivières et de routes maritimes sont à suivre sur le plateau.',
  'Limites de mise en place : chaque joueur saisit une colonie et une ville (pas de métropole) ; seule la ville reçoit les remparts gratuits. La partie commence dès que chaque joueur a une ville (le chevalier simple et les remparts y vont).',
  'Règle maison Drunkards (option) : seuls les dés rouge et jaune font un double ; le dé événement ne compte jamais. La fête suit aussitôt le lancer de production, comme conséquence automatique dans l’historique ; sur un double 1 ou 6, elle vient avant le jet d’emplacement du nouveau portail.',
  'Règle maison Drunkards : construire un tonneau (1 blé + 1 bois, payés sur le plateau) ne prend pas d’action de chevalier — le joueur actif à l’étape 3, les autres joueurs en fin de tour (décision 52) ; l’échange se fait entre le joueur actif et un autre joueur ; offrir et boire sont permis à tout moment une fois la partie commencée. Les éliminés ne font ni commerce de tonneaux ni fête ; les fous font les deux, mais n’échangent des tonneaux qu’entre fous.',
  'Règle maison Drunkards : les points de victoire des tonneaux (1 pour 2) sont affichés sur le panneau et le compteur des tonneaux ; la table les ajoute à son score. Activer l’option en cours de campagne démarre tout le monde à 0 tonneau ; la désactiver cache les tonneaux et arrête les fêtes.',
  'Un nouveau portail que la table ne nomme pas s’appelle « Gate N » (« Gate N (h) » quand plusieurs cases montrent N) ; si un portail ouvert porte déjà ce nom, le prochain « #2 », « #3 »… libre est ajouté, le nom par défaut n’est donc jamais refusé. Le formulaire du marqueur de portail montre le nom qu’il recevra.',
  'Un monstre dont les dégâts de combat sont 0 (Maigre bête de la nuit, Rôdeur dimensionnel) n’inflige rien en frappant, l’appli ne lui demande donc pas de coup : l’étape de combat peut finir, et les chevaliers l’attaquent sans attendre de coup.',
  'Les lieux sont des entités : l’appli connaît les lieux de la campagne (cités, portails et tout lieu où un chevalier ou un monstre s’est tenu). Où un chevalier va ou fuit et où un monstre va se choisit parmi eux (une case où taper, avec la liste) ; un nom absent du plateau n’est accepté que si vous cochez « Un nouveau lieu ». Un nom à 2 lettres près d’un lieu connu (toute casse), non coché, est refusé avec « Vouliez-vous dire … ? » près du champ, ainsi « Arkam » ne sépare jamais un monstre des chevaliers d’Arkham. Un lieu connu saisi dans une autre casse est noté dans sa propre graphie.',
  'Phase de construction spéciale (002:369 : tout joueur peut construire « pendant la fin du tour de chaque autre joueur ») : pendant la fin du tour d’un joueur, les autres joueurs encore en jeu construisent — colonies, promotions, remparts, améliorations, généraux, indices, tonneaux et les monstres d’un joueur fou ; le joueur dont c’est la fin du tour a construit à sa propre étape 3 et ne construit rien alors. Les campagnes enregistrées avant la version 4 gardent ces constructions telles que jouées.',
  'Révéler un chevalier (002:451 « à tout moment pendant le tour du joueur qui le contrôle ») est gratuit — aucune action de chevalier, même s’il n’en reste plus — pendant les étapes du tour de ce joueur : l’étape de combat, l’étape de production et l’étape de construction/échange/actions de chevalier, une fois réglée la question à laquelle la table répond ; pas pendant le tour des monstres ni la fin du tour, et jamais le chevalier d’un autre joueur.',
];

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Ce que l’appli suit',
    phases: ['catan-horror/phase/setup'],
    paragraphs: [
      'Votre plateau de Catan, les routes, cartes et figurines restent sur la table. L’appli suit ce qui n’a pas de carton : chaque carte de chevalier (rang, dégâts, santé mentale, folie, caché, escouade, lieu), l’horreur, les dégâts de structure et l’état de chaque cité, les portails, les monstres et leurs blessures, trophées et indices, et à qui est le tour et à quelle étape.',
      'Les lieux sont des noms que vous choisissez (« Ville d’Anne », « Portail 9 », « le pont »). Un chevalier et un monstre au même nom de lieu sont ensemble ; donnez le nom d’une cité à un chevalier qui s’y trouve. Quand une figurine bouge sur le plateau, indiquez son nouveau lieu à l’appli.',
    ],
  },
  {
    heading: 'Un tour',
    phases: ['catan-horror/phase/player', 'catan-horror/phase/monster', 'catan-horror/phase/wrapup'],
    paragraphs: [
      'Tour du joueur : 1. les monstres là où sont vos chevaliers non cachés frappent, les chevaliers cachés font des tests de discrétion, les cités assiégées sont attaquées ; puis vos chevaliers ripostent. 2. Production : d6 rouge + d6 jaune + dé événement ; les cités envahies et les cases sous un portail ne produisent rien ; un 2 ou 12 ouvre un portail. 3. Construire, commercer, et 3 actions de chevalier partagées par tous vos chevaliers.',
      'Tour des monstres : un dé par monstre (4+ bouge, rapide 3+, immobile jamais) ; déplacez les figurines et indiquez-les. Les cités envahies subissent l’horreur et les dégâts de combat de chaque envahisseur ; les monstres cauchemardesques et écrasants blessent les cités assiégées. Les cités folles lancent pour des monstres. Les chevaliers dans des cités folles ou envahies perdent 1 santé mentale ; la folie faiblit. Fin du tour : recrues et milice apparaissent ; chacun peut construire.',
    ],
  },
  {
    heading: 'Chevaliers',
    paragraphs: [
      'Force : simple 1, fort 2, puissant 3, général 4 (sinon un chevalier puissant). Des dégâts égaux à la force rétrogradent le chevalier et retirent ces dégâts ; un chevalier simple meurt au moindre dégât ; une rétrogradation sans pion libre du rang inférieur tue. Vous répartissez le coup d’un monstre entre vos chevaliers au combat ; la part d’un chevalier le tue au plus une fois, le reste est alors perdu.',
      'Un chevalier devient fou quand ses dégâts mentaux dépassent sa force (simple à 2 … général à 5). Il est fou pendant 5 − force tours (général 1), agit comme un monstre de combat et de dégâts égaux à sa force et d’horreur 1, puis guérit, dégâts mentaux effacés.',
      'Déplacement : autant d’intersections que la force du chevalier, une de plus s’il n’est pas caché ; un tronçon le long d’une route compte moitié. Quitter le lieu d’un monstre demande un test de discrétion (le chevalier reste caché ou non comme avant).',
      'Escouades : un chevalier fort ou puissant en forme une avec des chevaliers plus faibles de sa couleur à son lieu ; d’autres la rejoignent ensuite ; jamais dissoute. Une action déplace toute l’escouade au rythme de son plus faible ; elle se cache avec son plus fort ; elle additionne les forces pour les autres actions ; au combat, elle lance force + un dé par membre. Ses plus faibles doivent mourir d’abord.',
      'Actions : Se déplacer, Attaquer, Calmer, Réparer, Raser, Se cacher, Recruter, Former/Rejoindre une escouade, Se reposer (1 blé) coûtent 1 ; Récolter 2 ; Milice et Coloniser 3. Un indice achète une action de plus.',
    ],
  },
  {
    heading: 'Tests et combat',
    phases: ['catan-horror/phase/player/combat'],
    paragraphs: [
      'Test de discrétion : d6 + force + vigilance du monstre, +1 dans toute cité ; 5 ou plus réussit. Test de destruction : d6 + force − 1 (colonie), 2 (ville) ou 4 (métropole) ; 5 ou plus. Un trophée dépensé pour un test ajoute son endurance. La chance exacte est affichée avant chaque jet.',
      'Combat : dés = force des chevaliers − combat du monstre ; touche sur 5+, sur 4+ pour les chevaliers qui défendent une cité assiégée. L’action Attaque permet aux chevaliers de frapper d’abord avec au moins un dé. La résistance divise par deux la force d’un chevalier, l’immunité la ramène à 0 (les chevaliers simples portent des armes physiques, les forts magiques, les puissants les deux). Les remparts peuvent être sacrifiés pour annuler l’attaque d’un monstre.',
      'Une escouade lance d’abord tous ses dés, puis les dépense monstre par monstre : des dés pour vaincre le combat du monstre, des touches pour le blesser. Les monstres tués sont les trophées du tueur ; 5 d’endurance en trophées achètent un indice.',
    ],
  },
  {
    heading: 'Cités et portails',
    paragraphs: [
      'Limites d’horreur : colonie 5, ville 10, métropole 20 — la cité devient folle. Limites de structure : colonie 5 (elle tombe), ville 10 et métropole 15 (réduite d’une taille, ces dégâts retirés). Une réduction peut faire passer l’horreur au-dessus de la nouvelle limite. Les cités folles produisent des monstres à la fin de chaque tour : colonie 5+, ville 4+ (endurance 2 ou plus), métropole 2+ (endurance 3 ou plus).',
      'Quand un monstre entre dans une cité (ni folle ni envahie), chaque chevalier présent, de toute couleur et une escouade comme un seul, répond aussitôt : rester et combattre (non caché, un défenseur : touche sur 4+ tant que la cité est assiégée), rester et se cacher (caché ; un test de discrétion avec le +1 de la cité dès que le monstre envahit, la chance exacte affichée ; trouvé signifie combat), ou fuir vers une intersection adjacente que vous nommez. Alors seulement la cité est assiégée ou envahie.',
      'Un portail subit des dégâts = force d’attaque + le modificateur de son marqueur ; à 10, il se ferme, et celui qui l’a fermé peut aussitôt le sceller avec un indice. Un jet de portail sans case libre montrant le nombre est un déferlement de monstres : un monstre à chaque portail ouvert.',
    ],
  },
  {
    heading: 'La fin',
    phases: ['catan-horror/phase/over'],
    paragraphs: [
      'Un joueur sain avec plus de 10 points de victoire pendant son tour gagne seul (appuyez sur le bouton ; l’appli ne compte pas les points). Toutes les cités folles : tous perdent. Plus de cité folle, de portail ouvert ni de monstre : tous les colons gagnent. Les joueurs fous gagnent ensemble en anéantissant les sains.',
    ],
  },
  {
    heading: 'Drunkards of Catan (règle maison)',
    paragraphs: [
      'Activez « Drunkards of Catan : tonneaux et fêtes » dans les options de la campagne pour jouer le jeu à boire en parallèle. Construisez des tonneaux pour 1 blé + 1 bois à l’étape 3 (sans action de chevalier ; tout le monde pendant la construction spéciale de fin de tour), échangez-les avec le joueur actif, offrez-les à tout moment (celui qui reçoit boit une fois par tonneau) ou buvez-en un à tout moment contre une carte ressource de la banque. 2 tonneaux valent 1 point de victoire ; ajoutez-les à votre score sur le plateau.',
      'Quand les dés rouge et jaune d’un lancer de production font un double, une fête suit aussitôt : chacun rend la moitié de ses tonneaux, arrondie au supérieur, et boit une fois par tonneau rendu (5 tonneaux → il en reste 2, 4 → 2, 1 → 0). Le dé événement ne compte jamais pour le double. Un double 1 ou double 6 ouvre aussi un portail, après la fête.',
    ],
  },
  { heading: 'Nos décisions', paragraphs: RULINGS.map((text, i) => `${i + 1}. ${text}`) },
];

export { narrate, causes, reference };
