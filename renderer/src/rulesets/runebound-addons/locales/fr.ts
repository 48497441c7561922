/**
 * Les extensions Runebound VA 46-49 en français : les mots, la narration, les causes et l'aide de jeu du
 * jeu de règles autonome, et (en exports supplémentaires) les pièces que The Seven Scions et The Cataclysm
 * portent en français, comme leurs fichiers anglais celles de `../messages.ts`.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { AddonEvent } from '../../../../../shared/kits/runebound-addons/events';
import type { RuneboundAddonsEvent } from '../../../../../shared/rulesets/runebound-addons/index';
import type { RulesetTranslation } from '../../types';
import type { Narrator } from '../../types';
import { typedNarration } from '../../typed-narration';

export const TERRAIN_NAMES: Record<string, string> = {
  plains: 'Plaine',
  road: 'Route',
  hills: 'Collines',
  forest: 'Forêt',
  mountains: 'Montagnes',
  swamp: 'Marais',
  river: 'Rivière',
};

const ADDON_STEP_TEXT: Record<string, string> = {
  'addons/step/rituals-into-market':
    'Rituels et Runes : mélangez ses 30 cartes de marché (20 objets Rituel, 10 objets Rune) dans la pioche du marché.',
  'addons/step/weapons-into-market':
    'Armes de légende : mélangez ses 30 cartes de marché (6 alliés équipables, 12 objets, 12 alliés) dans la pioche du marché.',
  'addons/step/traps-by-colour':
    'Pièges et Terreurs : triez ses 30 cartes d’aventure par couleur et mélangez chaque couleur dans la pioche d’aventure de cette couleur.',
  'addons/step/beasts-by-colour':
    'Bêtes et Bandits : triez ses 30 cartes d’aventure par couleur et mélangez chaque couleur dans la pioche d’aventure de cette couleur.',
};

export function checklistMessages(steps: Record<string, string | ((p: Params) => string)>): Catalog {
  return { ...ADDON_STEP_TEXT, ...steps };
}

const cap = (word: unknown) => {
  const w = String(word ?? '');
  return w.charAt(0).toUpperCase() + w.slice(1);
};
const slotList = (slots: readonly string[]) => slots.map((s) => (TERRAIN_NAMES[s] ?? s).toLowerCase()).join(', ');

export const addonMessages: Catalog = {
  ...Object.fromEntries(Object.entries(TERRAIN_NAMES).map(([k, v]) => [`terrain/${k}`, v])),
  'addons/player': '{name}',
  'addons/ritual-add': 'Rituels : un héros gagne un Rituel (titre et ses cinq symboles de terrain)',
  'addons/ritual-empower': 'Rituels : dépenser un dé de mouvement sur {title} ({owner})',
  'addons/ritual-transfer': 'Rituels : {title} ({owner}) change de propriétaire (il doit être rechargé)',
  'addons/ritual-remove': 'Rituels : un Rituel quitte son propriétaire (perdu, vendu ou défaussé)',
  'addons/ritual-choice': '{title} ({owner})',
  'field/owner': 'Propriétaire',
  'field/title': 'Titre tel qu’imprimé',
  'field/slot1': 'Symbole 1',
  'field/slot2': 'Symbole 2',
  'field/slot3': 'Symbole 3',
  'field/slot4': 'Symbole 4',
  'field/slot5': 'Symbole 5',
  'field/ritualId': 'Rituel',
  'field/terrain': 'Le dé montre',
  'field/to': 'Nouveau propriétaire',
  'field/item': 'Étape',
  'option/ritualsAndRunes': 'VA 46 Rituels et Runes',
  'option/ritualsAndRunes/help':
    'Ajoute son étape de mise en place et le suivi des rituels : cinq emplacements de terrain par Rituel remplis par les dés de mouvement, vidés quand le Rituel change de propriétaire, et aucun héros ne peut posséder deux Rituels dont les titres partagent un mot en majuscule.',
  'option/weaponsOfLegend': 'VA 47 Armes de légende',
  'option/weaponsOfLegend/help':
    'Ajoute son étape de mise en place (30 cartes de marché dans la pioche du marché). Alliés équipables : voir l’aide de jeu.',
  'option/trapsAndTerrors': 'VA 48 Pièges et Terreurs',
  'option/trapsAndTerrors/help':
    'Ajoute son étape de mise en place (30 cartes d’aventure, triées par couleur dans les pioches d’aventure).',
  'option/beastsAndBandits': 'VA 49 Bêtes et Bandits',
  'option/beastsAndBandits/help':
    'Ajoute son étape de mise en place (30 cartes d’aventure, triées par couleur dans les pioches d’aventure).',
  'rules/addon-off': 'Rituels et Runes ne fait pas partie de cette campagne (activez-le dans les règles maison).',
  'rules/unknown-step': 'Ce n’est pas une étape de cette mise en place.',
  'rules/unknown-player': 'Ce joueur n’existe pas dans cette campagne.',
  'rules/ritual-name-conflict': (p) =>
    `${p.owner} ne peut pas détenir ${p.title} : il partage le mot en majuscule « ${cap(p.word)} » avec ${p.other}, que ${p.owner} détient déjà. Un héros ne peut pas posséder deux Rituels dont les titres partagent un mot en majuscule.`,
  'rules/unknown-ritual': 'Ce Rituel n’est plus en jeu.',
  'rules/ritual-no-slot': (p) =>
    `${p.title} n’a pas d’emplacement ${(TERRAIN_NAMES[p.terrain as string] ?? String(p.terrain)).toLowerCase()} vide pour ce dé.`,
  'rules/same-owner': '{title} appartient déjà à ce héros.',
  'rules/no-rituals': 'Aucun rituel n’est encore en jeu.',
  'rules/no-ritual-to-empower': 'Tous les rituels en jeu sont déjà chargés.',
  'rules/one-hero': 'Il n’y a pas d’autre héros pour prendre un rituel.',
  'rules/no-players': 'Il n’y a pas de héros pour posséder un rituel.',
  'rules/no-transfer': 'Aucun rituel ne peut changer de mains : tout autre héros détiendrait deux rituels partageant un mot en majuscule.',
  'rules/invalid_options': 'Ces options de mise en place ne sont pas valides : {fields}.',
  'rules/player-count': 'Ce jeu se joue de {min} à {max} joueurs.',
  'addons/board/label': 'Extensions Runebound',
  'addons/board/checklist': 'Liste de mise en place',
  'addons/board/rituals': 'Rituels',
  'addons/board/ritual-tracker': 'Suivi des rituels',
  'addons/board/no-rituals': 'Aucun héros ne détient encore de Rituel. Ajoutez-en un par les actions quand un héros en gagne un.',
  'addons/board/slot': '{terrain} emplacement {n} : {filled, select, true {rempli} other {vide, dépenser un dé}}',
  'addons/board/empowered': '✔ chargé',
  'addons/board/filled': '{filled}/{total}',
};

/** Narre une étape de mise en place cochée avec son texte (les étapes du jeu de règles, puis celles des extensions). */
export function checklistNarrator(steps: Record<string, string | ((p: Params) => string)>): Narrator {
  return (d) => {
    const step = steps[d.item] ?? ADDON_STEP_TEXT[d.item] ?? String(d.item);
    const text = typeof step === 'function' ? step(d.params ?? {}) : step;
    return d.done ? `Étape de mise en place faite : ${text}` : `Étape de mise en place finalement pas faite : ${text}`;
  };
}

export const addonNarrate: Record<string, Narrator> = {
  ...typedNarration<AddonEvent>({
    'ritual-added': (d) =>
      `${d.ownerName} gagne le Rituel ${d.title} (il faut ${slotList(d.slots)}) ; il est sans pouvoir tant que les cinq ne sont pas remplis.`,
    'ritual-slot-filled': (d) =>
      `${d.title} : un dé ${(TERRAIN_NAMES[d.terrain] ?? d.terrain).toLowerCase()} remplit l’emplacement ${d.slot + 1} (${d.filled} sur ${d.total}).`,
    'ritual-empowered': (d) => `${d.title} est entièrement chargé : ${d.ownerName} peut désormais l’utiliser.`,
    'ritual-transferred': (d) =>
      `${d.title} passe de ${d.fromName} à ${d.toName} ; ses ${d.cleared} pion(s) sont retirés et il doit être rechargé.`,
    'ritual-removed': (d) => `${d.ownerName} ne détient plus ${d.title}.`,
  }),
  'setup-step-ticked': checklistNarrator({}),
};

export const addonCauses: Record<string, string> = {
  'ritual-all-slots': 'Les cinq emplacements de terrain sont remplis',
  'ritual-new-owner': 'Un Rituel qui change de propriétaire perd son pouvoir',
};

export const addonReference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'VA 46 Rituels et Runes',
    paragraphs: [
      'Mise en place : ses 30 cartes de marché (20 objets Rituel, 10 objets Rune) vont dans la pioche du marché.',
      'Un Rituel est un objet, acheté ou pris comme un autre, mais il ne fait rien tant que ses cinq symboles de terrain ne sont pas couverts. Pendant une étape de mouvement, tout dé de mouvement montrant un terrain imprimé sur un Rituel du héros peut être dépensé sur ce Rituel au lieu de bouger : un pion couvre ce symbole. Plusieurs dés peuvent être dépensés ainsi en un tour. Ajoutez chaque Rituel au suivi avec ses cinq symboles ; la table montre les emplacements remplis.',
      'Si un Rituel change de propriétaire, ses pions sont retirés et le nouveau propriétaire doit le recharger. Notre décision R-A3 : un dé couvre le premier emplacement vide montrant son terrain (plaine, route, collines, forêt, montagnes, marais, rivière). Notre décision R-A4 : notez chaque dé au suivi en le dépensant pendant votre étape de mouvement.',
      'Règle des noms : un héros ne peut pas posséder deux Rituels dont les titres partagent un mot en majuscule (Inner Fire et Outer Fire partagent Fire). L’appli le vérifie quand un Rituel est ajouté ou change de mains et dit quel mot pose problème. Notre décision R-A1 : chaque mot en majuscule compte, y compris le premier mot d’un titre ; les mots en minuscules n’entrent jamais en conflit.',
    ],
  },
  {
    heading: 'VA 47 Armes de légende',
    paragraphs: [
      'Mise en place : ses 30 cartes de marché (6 alliés équipables, 12 objets, 12 alliés) vont dans la pioche du marché.',
      'Un allié équipable peut être gardé comme allié sans sa capacité de texte, ou comme objet : il utilise alors sa capacité de texte, ignore ses valeurs de vie et de combat, et porte un pion de fatigue pour montrer qu’il est un objet.',
    ],
  },
  {
    heading: 'VA 48 Pièges et Terreurs · VA 49 Bêtes et Bandits',
    paragraphs: [
      'Mise en place seulement : triez les 30 cartes d’aventure de chaque set par couleur et mélangez-les dans la pioche d’aventure de cette couleur.',
      'Notre décision R-A2 : dans The Seven Scions et The Cataclysm, qui renvoient les cartes d’aventure rouges dans la boîte, les cartes rouges de ces sets retournent aussi dans la boîte.',
      'Notre décision R-A5 : les cartes de ces extensions (objets Rune, Armes de légende, alliés équipables, pièges, bêtes et bandits) se jouent comme le dit leur texte ; l’appli liste leur mise en place et ne suit que le chargement des Rituels.',
    ],
  },
];

const T = 'addons/table';

export const messages: Catalog = {
  ...addonMessages,
  ...checklistMessages({}),
  'addons/phase/setup': 'Mise en place',
  'addons/phase/play': 'Jeu',
  'addons/prompt/setup': 'Cochez les étapes de la liste de mise en place ci-dessous à mesure que la table les fait, puis commencez.',
  'addons/prompt/rituals': 'Suivez les Rituels des héros à mesure qu’ils les gagnent et les chargent.',
  'addons/prompt/nothing': 'La mise en place est faite ; rien à suivre sans Rituels et Runes.',
  'addons/setup-done': 'Mise en place faite — commencer à jouer',
  'rules/wrong_phase': 'Ce n’est pas le moment de faire cela.',
  [`${T}/in-play`]: 'Extensions de cette partie',
  [`${T}/none-in-play`]: 'Aucune extension choisie',
  [`${T}/checklist`]: 'Liste de mise en place — {done} sur {total} faites',
  [`${T}/step-done`]: 'fait',
  [`${T}/step-to-do`]: 'à faire',
  [`${T}/heroes`]: 'Rituels des héros',
  [`${T}/rituals-of`]: 'Rituels de {name}',
  [`${T}/ritual-count`]: '{n, plural, =0 {aucun Rituel} one {# Rituel} other {# Rituels}}',
  [`${T}/ritual-empowered-count`]: '{n} sur {total} chargés',
  [`${T}/no-ritual`]: 'Pas encore de Rituel : {names}',
  [`${T}/ritual`]: '{title} ({owner})',
  [`${T}/symbols`]: 'Symboles de terrain',
  [`${T}/counters`]: 'Pions',
  [`${T}/empowered`]: '✔ Chargé',
  [`${T}/slot-filled`]: '{terrain}, couvert',
  [`${T}/slot-empty`]: '{terrain}, vide',
  [`${T}/rituals-off`]: 'Rituels et Runes n’est pas dans cette partie : aucun Rituel à suivre.',
  [`${T}/remember`]: 'À retenir',
  [`${T}/remember/die`]: 'Un dé de mouvement montrant un terrain de l’un de vos Rituels peut couvrir ce symbole au lieu de bouger.',
  [`${T}/remember/names`]: 'Aucun héros ne peut posséder deux Rituels dont les titres partagent un mot en majuscule.',
  [`${T}/remember/new-owner`]: 'Un Rituel qui change de propriétaire perd ses pions.',
  [`${T}/remember/equipping`]: 'Armes de légende : un allié équipable gardé comme objet porte un pion de fatigue.',
};

const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  ...typedNarration<RuneboundAddonsEvent>({ 'setup-finished': () => 'Mise en place faite.' }),
};

export { narrate, addonCauses as causes, addonReference as reference };
