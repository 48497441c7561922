/** Drunkards of Catan en français : chaque code, la narration, la cause et l'aide de jeu (Catan : blé, bois, points de victoire). */
import type { Catalog } from '../../../i18n/catalog';
import type { DrunkardsEvent } from '../../../../../shared/rulesets/drunkards-of-catan/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const tonneaux = (n: number) => `${n} ${n <= 1 ? 'tonneau' : 'tonneaux'}`;
const gorgees = (n: number) => `${n} ${n <= 1 ? 'gorgée' : 'gorgées'}`;
const RESOURCE: Record<string, string> = { brick: 'Argile', lumber: 'Bois', wool: 'Laine', grain: 'Blé', ore: 'Minerai' };

export const messages: Catalog = {
  'option/festivals': 'Fêtes sur un double',
  'option/festivals/help':
    'Quand le lancer de production fait un double, chaque joueur rend la moitié de ses tonneaux (arrondie au supérieur) et boit une fois par tonneau rendu. Désactivez pour jouer les tonneaux sans fêtes.',
  'drunkards/play': 'À la table',
  'drunkards/die/red': 'd6 rouge',
  'drunkards/die/yellow': 'd6 jaune',
  'drunkards/roll-or-trade': (p) =>
    p.rolls === 0
      ? 'Lancez la production pour commencer un tour, ou faites commerce de tonneaux à tout moment.'
      : `Prochain lancer de production : ${p.rolls + 1} — ou faites commerce de tonneaux à tout moment.`,
  'drunkards/production-roll': 'Lancer de production (2d6) — un double déclenche une fête',
  'drunkards/production-roll/chance-of': 'double → fête',
  'drunkards/build-barrel': 'Construire des tonneaux (1 blé + 1 bois chacun)',
  'drunkards/drink-barrel': 'Boire un tonneau contre une carte ressource',
  'drunkards/gift-barrels': '{name} : offrir des tonneaux (celui qui reçoit boit)',
  'drunkards/trade-barrels': '{name} : échanger des tonneaux (personne ne boit)',
  'drunkards/end-game': 'Quelqu’un a gagné la partie',
  'drunkards/player': '{name}',
  ...Object.fromEntries(Object.entries(RESOURCE).map(([id, name]) => [`drunkards/resource/${id}`, name])),
  'drunkards/tracker/barrels': '{name} : tonneaux ({vp} PV)',
  'drunkards/tracker/drinks': '{name} : gorgées',
  'drunkards/won': '{name} a gagné la partie.',
  'field/player': 'Joueur',
  'field/count': 'Combien',
  'field/from': 'De',
  'field/to': 'À',
  'field/resource': 'Carte ressource prise',
  'field/winner': 'Gagnant',
  'rules/unknown_player': 'Ce joueur n’est pas à cette table.',
  'rules/no_barrels': 'Personne n’a encore de tonneau : construisez-en un d’abord.',
  'rules/not_enough_barrels': '{name} n’a que {barrels, plural, one {# tonneau} other {# tonneaux}}.',
  'rules/invalid_options': 'Ces options de mise en place ne sont pas valides pour cette partie.',
  'rules/wrong_phase': 'Impossible à ce stade de la partie.',
  'drunkards/board': 'Tonneaux d’alcool',
  'drunkards/board/last-roll': 'Dernier lancer de production',
  'drunkards/board/festival': '★ Double — fête !',
  'drunkards/board/no-roll': 'Pas encore de lancer de production.',
  'drunkards/board/tally': 'Lancers {rolls} · fêtes {festivals}{off, select, true { (désactivées)} other {}}',
  'drunkards/board/caption': 'Tonneaux, points de victoire et gorgées par joueur',
  'drunkards/board/player': 'Joueur',
  'drunkards/board/barrels': 'Tonneaux',
  'drunkards/board/vp': 'PV des tonneaux',
  'drunkards/board/drinks': 'Gorgées',
  'drunkards/board/last-festival': 'Dernière fête',
  'drunkards/board/build': 'Construire',
  'drunkards/board/returned': '(−{returned}, {drinks, plural, one {# gorgée} other {# gorgées}})',
  'drunkards/board/nothing-returned': 'rien à rendre',
  'drunkards/board/build-one': '+1 tonneau',
  'drunkards/board/build-one-for': '+1 tonneau pour {name}',
  'drunkards/board/hint':
    'Un tonneau coûte 1 blé + 1 bois · 2 tonneaux = 1 PV · double : chacun rend la moitié (arrondie au supérieur), une gorgée chacun.',
  'drunkards/whose-turn': 'Lancer {roll}',
  'drunkards/input/gift-to-self': 'un joueur ne peut pas s’offrir des tonneaux.',
  'drunkards/key/barrels': 'Tonneaux sur la table',
  'drunkards/key/drinks': 'Gorgées bues',
  'drunkards/key/festivals': 'Fêtes tenues',
  'drunkards/key/rolls': 'Lancers de production',
};

const narrate = typedNarration<DrunkardsEvent>({
  'barrel-built': (d) => `${d.name} a construit ${tonneaux(d.count)} (paie ${d.count} blé et ${d.count} bois).`,
  'barrels-traded': (d) => `${d.fromName} a échangé ${tonneaux(d.count)} avec ${d.toName}.`,
  'barrels-gifted': (d) => `${d.fromName} a offert ${tonneaux(d.count)} à ${d.toName}, qui boit ${gorgees(d.count)}.`,
  'barrel-drunk': (d) => `${d.name} a bu un tonneau et pris ${RESOURCE[d.resource] ?? d.resource} à la banque.`,
  'production-rolled': (d) => `Lancer de production ${d.dice[0]} + ${d.dice[1]} = ${d.total}${d.doubles ? ' — double !' : '.'}`,
  festival: (d) => {
    const shares = d.shares.filter((s) => s.returned > 0);
    if (shares.length === 0) return 'Fête ! Personne n’avait de tonneau à rendre.';
    return `Fête ! ${shares.map((s) => `${s.name} rend ${s.returned} sur ${s.before} (${gorgees(s.returned)}, il en reste ${s.after})`).join(' ; ')}.`;
  },
  'game-ended': (d) => `${d.name} a gagné la partie.`,
});

const causes: Record<string, string> = {
  'drunkards/doubles': 'Double au lancer de production : fête',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Tonneaux',
    paragraphs: [
      'Construisez un tonneau d’alcool en payant 1 blé et 1 bois à la banque ; marquez-le d’un jeton ou d’une pièce. Les tonneaux s’échangent comme toute carte ressource. Chaque paire de tonneaux détenus compte 1 point de victoire (arrondi à l’inférieur) — ajoutez-les à votre score sur le plateau.',
      'Boire : à tout moment, rendez un tonneau à la banque, buvez une gorgée et prenez une carte ressource de votre choix à la banque.',
      'Offrir : à tout moment, donnez des tonneaux à un autre joueur ; il doit boire une fois par tonneau reçu.',
    ],
  },
  {
    heading: 'Fêtes',
    paragraphs: [
      'Quand le lancer de production fait un double (de deux 1 à deux 6), tout le monde fait la fête : chaque joueur rend la moitié de ses tonneaux, arrondie au supérieur, et boit une fois par tonneau rendu. 1 tonneau → en rend 1 ; 5 → en rend 3 et en garde 2.',
      'L’appli lance 2d6 ou prend vos dés, et règle la fête pour tout le monde d’un coup. La colonne des gorgées est le bilan de la soirée.',
    ],
  },
  {
    heading: 'Nos décisions',
    paragraphs: [
      'Un cadeau fait boire celui qui reçoit une fois par tonneau ; un échange ne fait boire personne. Les tonneaux de la banque ne s’épuisent jamais. Un joueur sans tonneau ne participe pas à la fête. L’appli ne suit que les tonneaux : le plateau de Catan, les ressources et le score gagnant restent sur la table — dites à l’appli qui a gagné.',
      'Vous jouez à Catan Horror ? Ses tables peuvent activer la fête comme règle maison ; c’est la même règle.',
    ],
  },
];

export { narrate, causes, reference };
