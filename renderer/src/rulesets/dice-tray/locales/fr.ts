/** La piste de dés en français : chaque code, la narration et l'aide de jeu. */
import type { Catalog } from '../../../i18n/catalog';
import type { DiceTrayEvent } from '../../../../../shared/rulesets/dice-tray/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

export const messages: Catalog = {
  'dice-tray/free-play': 'Jeu libre',
  'dice-tray/roll-or-count': 'Lancez n’importe quels dés, ou tenez un compteur.',
  'dice-tray/roll': 'Lancer les dés',
  'dice-tray/die': '{die}',
  'dice-tray/die/nth': '{count, plural, one {{die}} other {Dé {n} ({die})}}',
  'dice-tray/add-counter': 'Ajouter un compteur',
  'dice-tray/increment': '{name} +1',
  'dice-tray/decrement': '{name} −1',
  'dice-tray/counter': '{name}',
  'field/count': 'Combien',
  'field/die': 'Dé',
  'field/name': 'Nom',
  'field/min': 'Minimum',
  'field/max': 'Maximum',
  'field/start': 'Commence à',
  'rules/duplicate_counter': 'Il y a déjà un compteur nommé « {name} ».',
  'rules/unknown_counter': 'Ce compteur n’existe plus.',
  'rules/counter_limit': '{name} reste entre {min} et {max}.',
  'rules/no_counters': 'Il n’y a encore aucun compteur sur la table.',
  'dice-tray/board': 'Piste de dés',
  'dice-tray/board/last-roll': 'Dernier jet · {notation}',
  'dice-tray/board/no-roll': 'Aucun dé lancé pour l’instant.',
  'dice-tray/board/scale': '{name} de {min} à {max}',
  'dice-tray/input/min-below-max': 'le minimum doit être inférieur au maximum.',
  'dice-tray/input/start-in-range': 'le départ doit être entre le minimum et le maximum.',
  'dice-tray/input/zero-change': 'un changement de 0 ne change rien.',
};

const narrate = typedNarration<DiceTrayEvent>({
  rolled: (d) => `${d.notation} lancé : ${d.values.join(', ')} — total ${d.total}.`,
  'counter-added': (d) => `Compteur « ${d.name} » ajouté à ${d.value} (de ${d.min} à ${d.max}).`,
  'counter-changed': (d) => `${d.name} : ${d.from} → ${d.to}.`,
  'counter-removed': (d) => `Compteur « ${d.name} » retiré.`,
});

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Ce que c’est',
    paragraphs: [
      'Une piste pour n’importe quel jeu : lancez autant de d4, d6, d8, d10, d12, d20 ou d100 que vous voulez, ou saisissez ce que la table a lancé.',
      'Un d10 montre 0 à 9 ; dans un total, un 0 compte pour 10.',
    ],
  },
  {
    heading: 'Compteurs',
    paragraphs: [
      'Ajoutez un compteur avec un minimum et un maximum. Il n’en sort jamais ; réglez-le à la main depuis le panneau des compteurs si la table n’est pas d’accord.',
    ],
  },
];

export { narrate, reference };
