/**
 * Les variantes de compétences D&D (3.5) en français : chaque code, la narration, les causes et l'aide de
 * jeu. Termes de l'édition française 3.5 : Connaissances, Intimidation, Art de la magie, jet de Volonté,
 * dés de vie (DV), pièces d'or (po), détection de la magie, identification, école, sous-école, registre.
 */
import type { Catalog } from '../../../i18n/catalog';
import type { DndEvent } from '../../../../../shared/rulesets/dnd-skills/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const CREATURE: Record<string, string> = {
  aberration: 'Aberration',
  animal: 'Animal',
  construct: 'Créature artificielle',
  dragon: 'Dragon',
  elemental: 'Élémentaire',
  fey: 'Fée',
  giant: 'Géant',
  humanoid: 'Humanoïde',
  'magical-beast': 'Créature magique',
  'monstrous-humanoid': 'Humanoïde monstrueux',
  ooze: 'Vase',
  outsider: 'Extérieur',
  plant: 'Plante',
  undead: 'Mort-vivant',
  vermin: 'Vermine',
};
const LIBRARY: Record<string, string> = {
  small: 'Petite bibliothèque',
  local: 'Bibliothèque locale',
  large: 'Grande bibliothèque',
  enormous: 'Bibliothèque immense',
};
const gp = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace('.', ',')} po`;
const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const hours = (n: number) => `${n} heure${n <= 1 ? '' : 's'}`;
const duration = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return [h ? hours(h) : '', m ? `${m} min` : '', s % 60 ? `${s % 60} s` : ''].filter(Boolean).join(' ') || '0 min';
};

const SKILL: Record<string, string> = {
  survival: 'Survie',
  heal: 'Premiers secours',
  'disable-device': 'Désamorçage/sabotage',
  spellcraft: 'Art de la magie',
};
const ABILITY: Record<string, string> = {
  'calling-magic': 'lance ou utilise un sort ou un pouvoir d’appel',
  'wild-empathy': 'a l’empathie sauvage',
  trapfinding: 'a la recherche des pièges',
  'sorcerer-levels': 'a des niveaux d’ensorceleur',
  'matching-energy-resistance': 'résiste ou est immunisé au type d’énergie de l’élémentaire',
  'enchantment-save-bonus': 'a un bonus aux sauvegardes contre les enchantements',
  'dodge-vs-giants': 'a un bonus d’esquive contre les géants',
  'same-subtype': 'partage le sous-type de la créature',
  familiar: 'a un familier',
  'acid-resistance': 'résiste ou est immunisé à l’acide',
  'teleportation-magic': 'lance ou utilise un sort ou un pouvoir de téléportation',
  'plant-wild-shape': 'peut prendre la forme d’une plante (forme animale)',
  'channel-energy': 'peut renvoyer ou intimider (canaliser l’énergie divine)',
  'disease-poison-resistance': 'résiste ou est immunisé aux maladies ou au poison',
};

export const messages: Catalog = {
  ...Object.fromEntries(Object.entries(SKILL).map(([id, name]) => [`dnd/name/skill/${id}`, name])),
  ...Object.fromEntries(Object.entries(ABILITY).map(([id, name]) => [`dnd/name/ability/${id}`, name])),
  ...Object.fromEntries(Object.entries(CREATURE).map(([id, name]) => [`dnd/name/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY).map(([id, name]) => [`dnd/name/library/${id}`, name])),
  'option/forcedResearchFirstDc': 'Recherche forcée : première heure supplémentaire',
  'option/forcedResearchFirstDc/help':
    'Le test de Constitution après la 9e heure de recherche d’une journée : DD 12 comme le dit le texte, « 10 + 2 par heure supplémentaire » (puis 14, 16…), ou DD 10 comme le premier test d’une marche forcée (puis 12, 14…).',
  'option/forcedResearchFirstDc/dc-10': 'DD 10, puis +2 par heure (marche forcée)',
  'option/forcedResearchFirstDc/dc-12': 'DD 12, puis +2 par heure (comme le dit le texte)',
  'dnd-skills/forced-dc':
    'Notre décision (dnd-skills #3) : le DD 12 du texte pour la première heure supplémentaire ; les campagnes créées avant ce défaut gardent DD 10.',
  'dnd/toolkit': 'Boîte à outils de compétences',
  'dnd/die/check':
    '{check, select, intimidate {d20 Intimidation} will {d20 jet de Volonté} spellcraft {d20 Art de la magie} constitution {d20 Constitution} other {d20 Connaissances}}',
  'dnd/roll-waiting': (p) => `Jour ${p.day}, ${p.time}. Un jet attend — ou commencez un autre calcul.`,
  'dnd/choose-calculator': (p) => `Jour ${p.day}, ${p.time}. Dépecer, rechercher, provoquer ou identifier.`,
  'dnd/harvest': 'Dépecer une créature vaincue (Connaissances, d20)',
  'dnd/sell-harvest': (p) => `Vendre les morceaux de ${p.creature} pour ${gp(p.worth)}`,
  'dnd/preserve-harvest': (p) => `Conserver les morceaux de ${p.creature} (valeur ${gp(p.worth)})`,
  'dnd/start-research': 'Rechercher dans une bibliothèque',
  'dnd/research': (p) => `${p.researcher} recherche (${hours(p.free)} libres aujourd’hui)`,
  'dnd/push-on': (p) => `${p.researcher} continue une heure de plus (Constitution DD ${p.dc})`,
  'dnd/push-on/odds': 'reste éveillé',
  'dnd/research-check/odds': 'quelque chose de nouveau est appris',
  'dnd/research-take-10/odds': 'faire 10 atteint le DD',
  'dnd/roll-intimidate/odds': 'la provocation porte',
  'dnd/roll-will-save/odds': '{target} résiste',
  'dnd/roll-spellcraft/odds': 'l’école est connue',
  'dnd/sleep': (p) => `${p.researcher} dort (remet à zéro la recherche forcée)`,
  'dnd/research-check': (p) => `Test de recherche de ${p.researcher} : d20 + Connaissances + ${p.bonus} de bibliothèque contre DD ${p.dc}`,
  'dnd/research-take-10': (p) => `${p.researcher} fait 10 (+${p.bonus} de bibliothèque, DD ${p.dc})`,
  'dnd/abandon-research': 'Abandonner cette recherche (rien de puisé)',
  'dnd/declare-taunt': 'Provoquer un ennemi (Intimidation)',
  'dnd/pep-talk': 'Harangue : un allié volontaire devient téméraire',
  'dnd/roll-intimidate': (p) => `${p.intimidator} provoque ${p.target} : Intimidation contre DD ${p.dc}`,
  'dnd/withdraw-taunt': 'Retirer la provocation',
  'dnd/roll-will-save': (p) => `Jet de Volonté de ${p.target} contre DD ${p.dc} (la réussite résiste)`,
  'dnd/detect-magic': 'Détection de la magie sur un objet (Art de la magie)',
  'dnd/roll-spellcraft': (p) =>
    `Art de la magie de ${p.caster} sur ${p.item} : DD ${p.dc} école, ${p.dc + 5} sous-école, ${p.dc + 10} registres`,
  'dnd/drop-detection': 'Abandonner cet examen',
  'dnd/end-reckless': (p) => `${p.target} n’est plus téméraire`,
  'dnd/cast-identify': (p) => `${p.caster} lance identification sur ${p.item}, en s’appuyant sur ce qu’il sait`,
  'dnd/pass-time': 'Le temps passe',
  'dnd/pc': '{name}',
  ...Object.fromEntries(Object.entries(CREATURE).map(([id, name]) => [`dnd/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY).map(([id, name]) => [`dnd/library/${id}`, `${name} (+{bonus})`])),
  'dnd/library/custom': 'Autre : utiliser le bonus ci-dessous',
  'dnd/effect/spell': 'Un sort (DD 15 + niveau du sort)',
  'dnd/effect/other': 'Un autre effet (DD 15 + moitié du niveau de lanceur)',
  'dnd/reckless-end/defeated': 'Cible ou intimidateur vaincu',
  'dnd/reckless-end/out-of-sight': 'Hors de vue pendant un round complet',
  'dnd/tracker/clock': 'Horloge de campagne (heures)',
  'dnd/tracker/research-hours': '{researcher} : heures de recherche',
  'dnd/tracker/research-today': '{researcher} : heures de recherche aujourd’hui',
  'dnd/tracker/drawn': '{library} · {topic} : bonus puisé',
  'field/harvester': 'Dépeceur',
  'field/creature': 'Créature',
  'field/creatureType': 'Type de créature',
  'field/hd': 'Dés de vie',
  'field/knowledgeModifier': 'Modificateur de Connaissances',
  'field/synergyRanks': '5+ degrés dans la compétence de synergie',
  'field/synergyAbility': 'A la capacité de synergie',
  'field/favoredEnemy': 'Bonus d’ennemi juré',
  'field/decays': 'Les morceaux se gâtent (décochez pour écailles, griffes…)',
  'field/researcher': 'Chercheur',
  'field/topic': 'Sujet',
  'field/library': 'Nom de la bibliothèque',
  'field/newTopic': 'Un nouveau sujet (jamais recherché)',
  'field/newLibrary': 'Une nouvelle bibliothèque (jamais visitée)',
  'dnd/known-name': '{name}',
  'field/preset': 'Taille de la bibliothèque',
  'field/libraryBonus': 'Bonus de bibliothèque (autre taille)',
  'field/wanted': 'Bonus voulu (0 = tout ce qu’elle a)',
  'field/trained': 'Formé en Connaissances',
  'field/conModifier': 'Modificateur de Constitution',
  'field/dc': 'DD de Connaissances',
  'field/intimidator': 'Intimidateur',
  'field/target': 'Cible',
  'field/wisdomModifier': 'Modificateur de Sagesse de la cible',
  'field/intimidateModifier': 'Modificateur d’Intimidation',
  'field/willSave': 'Bonus de Volonté de la cible',
  'field/caster': 'Lanceur',
  'field/item': 'Objet',
  'field/effect': 'Effet',
  'field/level': 'Niveau du sort / niveau de lanceur',
  'field/spellcraftModifier': 'Modificateur d’Art de la magie',
  'field/hasSubschool': 'L’effet a une sous-école',
  'field/descriptors': 'Registres de l’effet',
  'field/reason': 'Pourquoi',
  'field/school': 'S’appuie sur l’école',
  'field/subschool': 'S’appuie sur la sous-école',
  'field/knowledgeRight': 'Le savoir invoqué est juste (le MD le dit)',
  'field/days': 'Jours',
  'field/hours': 'Heures',
  'field/minutes': 'Minutes',
  'field/rounds': 'Rounds (6 s)',
  'rules/unknown_player': 'Ce personnage n’est pas dans cette campagne.',
  'rules/unknown_lot': 'Ce dépeçage n’existe pas.',
  'rules/lot_closed': 'Les morceaux de {creature} ont déjà été {status}.',
  'rules/research_open': '{researcher} recherche encore {topic} ; terminez ou abandonnez d’abord.',
  'rules/did_you_mean':
    'Vouliez-vous dire {suggestion} ? (« {place} » n’est pas {field, select, topic {un sujet} other {une bibliothèque}} que cette campagne connaît ; cochez « {field, select, topic {Un nouveau sujet} other {Une nouvelle bibliothèque}} » si c’est nouveau.)',
  'rules/unknown_name':
    '« {place} » n’est pas encore {field, select, topic {un sujet} other {une bibliothèque}} de cette campagne : choisissez dans la liste, ou cochez « {field, select, topic {Un nouveau sujet} other {Une nouvelle bibliothèque}} » pour l’ajouter.',
  'rules/library_exhausted': '{library} n’a plus rien sur {topic} : le double de son bonus a été puisé.',
  'rules/bonus_too_high': '{library} peut donner au plus +{left} sur {topic} maintenant.',
  'rules/no_research': 'Personne ne fait de recherche.',
  'rules/passed_out': '{researcher} s’est évanoui : faites le test de recherche maintenant.',
  'rules/research_done':
    '{left, plural, =0 {Tout le bonus voulu est puisé ; faites le test de recherche.} one {Encore # heure puise tout le bonus voulu.} other {Encore # heures puisent tout le bonus voulu.}}',
  'rules/forced_research': 'Plus d’heures libres aujourd’hui : continuez heure par heure, ou dormez.',
  'rules/day_ending': 'Il reste moins d’une heure dans cette journée de recherche : laissez passer le temps ou dormez d’abord.',
  'rules/free_hours_left': 'Il reste des heures libres aujourd’hui ; recherchez d’abord celles-là.',
  'rules/untrained_needs_library': 'Sans formation, le test demande au moins +1 de la bibliothèque.',
  'rules/taunt_open': 'Terminez d’abord la provocation en cours.',
  'rules/not_reckless':
    '{from, select, taunt {Plus personne n’est téméraire à cause de cette provocation.} other {Personne n’est téméraire.}}',
  'rules/detection_open': 'Terminez d’abord le test d’Art de la magie sur {item}.',
  'rules/wrong_phase':
    '{waiting, select, intimidate {Aucune provocation n’attend son test d’Intimidation.} will {Aucun jet de Volonté à faire.} spellcraft {Lancez d’abord détection de la magie sur un objet.} other {Rien n’attend ce jet.}}',
  'rules/unknown_item': 'Aucun objet n’a été évalué sous ce numéro.',
  'rules/already_identified': '{item} est déjà identifié.',
  'rules/nothing_to_identify': 'Aucun objet examiné n’attend d’être identifié.',
  'rules/no_harvest_held': 'Aucun morceau dépecé n’attend d’être vendu ou conservé.',
  'rules/too_many_hours': 'Au plus {most} heures peuvent être recherchées maintenant (heures libres, bonus voulu, journée de recherche).',
  'rules/invalid_options': 'Ces options de mise en place ne sont pas valides.',

  'dnd/board': 'Boîte à outils de compétences',
  'dnd/board/clock': 'Jour {day}, {time}',
  'dnd/board/duration/hours': '{h} h {m} min',
  'dnd/board/duration/minutes': '{m} min{s, plural, =0 {} other { # s}}',
  'dnd/board/duration/seconds': '{s} s',
  'dnd/board/gp': '{gp} po',
  'dnd/board/harvests': 'Dépeçages',
  'dnd/board/harvests/label': 'Morceaux dépecés',
  'dnd/board/harvests/creature': 'Créature',
  'dnd/board/harvests/check': 'Test',
  'dnd/board/harvests/value': 'Valeur',
  'dnd/board/harvests/age': 'Âge',
  'dnd/board/harvests/worth': 'Valeur actuelle',
  'dnd/board/harvests/status': 'État',
  'dnd/board/harvests/kind': '({type}, {hd} DV)',
  'dnd/board/harvests/hours': '{hours} h',
  'dnd/board/harvests/sold': '✓ vendus',
  'dnd/board/harvests/preserved': '✓ conservés',
  'dnd/board/harvests/keeps': 'se garde',
  'dnd/board/harvests/decaying': '↓ se gâte',
  'dnd/board/harvests/none': 'Rien de dépecé pour l’instant.',
  'dnd/board/research': 'Recherche',
  'dnd/board/research/session': 'sur {topic} à {library} (+{libraryBonus}) · jour {day} · objectif +{wanted}',
  'dnd/board/research/hours': 'Heures de recherche',
  'dnd/board/research/bonus': 'Bonus puisé',
  'dnd/board/research/today': 'Aujourd’hui {hours} sur {free} heures libres',
  'dnd/board/research/forced': '+ {forced} forcées',
  'dnd/board/research/day-ends': 'Cette journée de recherche se termine dans {left} : puis de nouveau 8 heures libres.',
  'dnd/board/research/passed-out': '✗ Évanoui — le test de recherche vient maintenant.',
  'dnd/board/research/none': 'Aucune recherche en cours.',
  'dnd/board/libraries': 'Tailles de bibliothèque',
  'dnd/board/libraries/all': '{hours} h pour tout',
  'dnd/board/libraries/dry': 'épuisée après +{bonus}',
  'dnd/board/checks': 'Tests faits',
  'dnd/board/checks/who': 'Qui',
  'dnd/board/checks/where': 'Sujet · bibliothèque',
  'dnd/board/checks/hours': 'Heures',
  'dnd/board/checks/bonus': 'Bonus',
  'dnd/board/checks/result': 'Résultat',
  'dnd/board/checks/time': '{hours} h / {days} j',
  'dnd/board/checks/roll': '{roll} → {total} contre {dc}',
  'dnd/board/checks/take-10': 'fait 10 → {total} contre {dc}',
  'dnd/board/checks/learned': '✓ appris',
  'dnd/board/checks/nothing': '✗ rien de nouveau',
  'dnd/board/drawn': '{library} · {topic} : +{bonus} puisé jusqu’ici',
  'dnd/board/taunting': 'Provocation',
  'dnd/board/taunting/label': 'Provocations',
  'dnd/board/taunting/open': '⚔ {intimidator} → {target} : Intimidation DD {dc}',
  'dnd/board/taunting/will': '⚔ {intimidator} → {target} : Intimidation DD {dc}, jet de Volonté DD {will}',
  'dnd/board/taunting/reckless':
    '⚠ {target} est TÉMÉRAIRE envers {intimidator}{pep, select, true { (harangue)} other {}} : +{strength} For, {ac} CA, {will} Volonté · encore {left}',
  'dnd/board/taunting/locked': 'Bloqué : {intimidator} ne peut pas provoquer {target} pendant {left}',
  'dnd/board/taunting/none': 'Aucune provocation en jeu.',
  'dnd/board/identify': 'Identification',
  'dnd/board/identify/studying': 'Examen : {caster} examine {item} : DD {dc} / {sub} / {descriptors}',
  'dnd/board/identify/item': 'Objet',
  'dnd/board/identify/spellcraft': 'Art de la magie',
  'dnd/board/identify/school': 'École',
  'dnd/board/identify/subschool': 'Sous-école',
  'dnd/board/identify/descriptors': 'Registres',
  'dnd/board/identify/costs': 'Coût de l’identification',
  'dnd/board/identify/cast': 'Identification',
  'dnd/board/identify/vs': '{total} contre {dc}',
  'dnd/board/identify/known': '✓ connu',
  'dnd/board/identify/unknown': '✗',
  'dnd/board/identify/no-subschool': 'aucune',
  'dnd/board/identify/descriptors-known': '{n} connus',
  'dnd/board/identify/identified': '✓ identifié',
  'dnd/board/identify/failed': '✗ échec (savoir faux)',
  'dnd/board/identify/not-cast': 'pas lancé',
  'dnd/board/identify/none': 'Aucun objet examiné pour l’instant.',
  'dnd/board/synergies': 'Synergies de dépeçage par type de créature',
  'dnd/board/synergies/type': 'Type',
  'dnd/board/synergies/skill': 'Compétence (5+ degrés : +2)',
  'dnd/board/synergies/ability': '…et capacité (+4)',
  'dnd/input/some-time-must-pass': 'il faut laisser passer un peu de temps.',
  'dnd/key/harvests': 'Monstres dépecés',
  'dnd/key/research': 'Séances de recherche',
  'dnd/key/identifies': 'Objets identifiés',
  'dnd/key/table-actions': 'Actions à la table',
};

const narrate = typedNarration<DndEvent>({
  'time-passed': (d) => `${duration(d.seconds)} passent.`,
  harvested: (d) =>
    `${d.harvester} a dépecé ${d.creature} (${d.hd} DV, ${d.hd} min) : Connaissances ${d.roll} ${sign(d.modifier)}${d.synergy ? ` +${d.synergy} synergie` : ''}${d.favoredEnemy ? ` +${d.favoredEnemy} ennemi juré` : ''} = ${d.total} × ${d.hd} DV = ${gp(d.value)}${d.decays ? ', perd 2 % par heure jusqu’à la vente ou la conservation' : ''}.`,
  'harvest-sold': (d) => `Les morceaux de ${d.creature} se sont vendus ${gp(d.worth)} (${gp(d.value)} après ${hours(d.hours)}).`,
  'harvest-preserved': (d) => `Les morceaux de ${d.creature} sont conservés à ${gp(d.worth)}.`,
  'research-started': (d) =>
    `${d.researcher} recherche ${d.topic} à ${d.library} (+${d.libraryBonus} ; +${d.drawn} puisé avant, +${d.left} restant) : objectif +${d.wanted}, ${hours(d.hoursNeeded)}.`,
  researched: (d) => `${d.researcher} a recherché ${hours(d.hours)} (${d.total} en tout) : +${d.bonus}.`,
  'forced-research-hour': (d) =>
    `Heure supplémentaire ${d.extraHour} de ${d.researcher} : Constitution ${d.roll} → ${d.total} contre DD ${d.dc} — ${d.success ? `continue (+${d.bonus})` : `s’évanouit (+${d.bonus} puisé)`}.`,
  'researcher-slept': (d) => `${d.researcher} dort ${hours(d.hours)} ; le jour ${d.day} apporte 8 heures libres.`,
  'research-checked': (d) =>
    `Test de recherche de ${d.researcher} sur ${d.topic} : ${d.take10 ? 'a fait 10' : `a obtenu ${d.roll}`} → ${d.total} contre DD ${d.dc} — ${d.success ? 'l’apprend' : 'rien de nouveau'} (+${d.bonus} puisé à ${d.library}, ${hours(d.hours)} sur ${d.days} jour${d.days <= 1 ? '' : 's'}).`,
  'research-abandoned': (d) => `${d.researcher} a abandonné sa recherche sur ${d.topic}.`,
  'taunt-declared': (d) =>
    `${d.intimidator} veut provoquer ${d.target} : Intimidation DD ${d.dc} (${d.hd} DV ${sign(d.wisdomModifier)} Sag).`,
  'taunt-intimidated': (d) =>
    `Intimidation de ${d.intimidator} ${d.roll} → ${d.total} contre DD ${d.dc} : ${d.success ? `${d.target} doit faire un jet de sauvegarde contre ${d.total}` : 'aucun effet'}. Pas de nouvelle tentative sur ${d.target} pendant 24 heures.`,
  'taunt-locked-out': (d) =>
    `${d.intimidator} a déjà tenté ${d.target} ces dernières 24 heures : la tentative échoue (encore ${duration(d.secondsLeft)}).`,
  'taunt-withdrawn': (d) => `${d.intimidator} renonce à provoquer ${d.target}.`,
  'taunt-will-saved': (d) =>
    `Jet de Volonté de ${d.target} ${d.roll} → ${d.total} contre DD ${d.dc} : ${d.success ? 'garde la tête froide' : 'devient TÉMÉRAIRE : +2 For, −4 CA et jets de Volonté, s’en prend à l’intimidateur'}.`,
  'pep-talk': (d) => `${d.intimidator} galvanise ${d.target}, qui choisit d’être téméraire (+2 For, −4 CA et jets de Volonté).`,
  'reckless-ended': (d) =>
    `${d.target} n’est plus téméraire (${d.reason === 'minute' ? 'une minute a passé' : d.reason === 'defeated' ? 'quelqu’un a été vaincu' : 'hors de vue un round complet'}).`,
  'magic-detected': (d) => `${d.caster} détecte la magie sur ${d.item} : Art de la magie DD ${d.dc}.`,
  'spellcraft-checked': (d) => {
    const knows = d.school
      ? [
          'l’école',
          d.subschool ? 'la sous-école' : '',
          d.descriptorsKnown ? `${d.descriptorsKnown} registre${d.descriptorsKnown <= 1 ? '' : 's'}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : 'rien';
    return `Art de la magie de ${d.caster} ${d.roll} → ${d.total} contre DD ${d.dc} : apprend ${knows}. L’identification coûte ${gp(d.cost)} (${gp(d.material)} de matériel + 10 de service).`;
  },
  'detection-dropped': (d) => `Examen de ${d.item} abandonné.`,
  'identify-cast': (d) => {
    const relied =
      [
        d.school ? 'l’école' : '',
        d.subschool ? 'la sous-école' : '',
        d.descriptors ? `${d.descriptors} registre${d.descriptors <= 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(', ') || 'rien';
    const paid = `${gp(d.cost)} (${gp(d.material)} de matériel + ${gp(d.service)} de service)`;
    return d.success
      ? `${d.caster} identifie ${d.item}, en s’appuyant sur ${relied} : ${paid}.`
      : `L’identification de ${d.caster} sur ${d.item} échoue : ${d.reason === 'not-on-item' ? 'l’objet n’a pas cette sous-école ni ces registres' : 'le savoir invoqué était faux'} — les composantes sont perdues, ${paid}.`;
  },
  'research-day-began': (d) =>
    `Un nouveau jour pour la recherche de ${d.researcher} (jour ${d.day}) : de nouveau 8 heures libres, la recherche forcée repart de zéro.`,
});

const causes: Record<string, string> = {
  'dnd/one-minute': 'La témérité dure au plus une minute',
  'dnd/new-day': 'Chaque jour, 8 heures de recherche sans pénalité',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Dépeçage (3.5)',
    paragraphs: [
      'Après un combat, un personnage peut prélever des morceaux vendables sur une créature : cela prend 1 minute par dé de vie, puis un test de Connaissances ; les morceaux valent le résultat du test × les DV de la créature en po, en général vendus aux boutiques de composantes ou de magie.',
      'Cinq degrés ou plus dans la compétence indiquée pour le type de la créature donnent +2 ; ces degrés plus la capacité de classe ou de race indiquée donnent +4. Le bonus d’ennemi juré d’un rôdeur s’applique aussi. Les morceaux d’une créature vivante perdent 2 % de leur valeur par heure passée sans être vendus ni conservés, jamais sous la moitié.',
    ],
  },
  {
    heading: 'Recherche (3.5 ou 4e)',
    paragraphs: [
      'Un test de Connaissances fait avec l’aide d’une bibliothèque est un test de recherche. Bonus de bibliothèque : petite +4, locale +8, grande +16, immense +24 ou plus. Chaque point puisé prend 2 heures ; vous pouvez viser plus bas pour gagner du temps. La recherche permet un test de Connaissances sans formation si la bibliothèque donne au moins +1. Les bibliothèques ont rarement des nouvelles récentes.',
      'Huit heures par jour sont libres. Chaque heure au-delà de 8 se termine par un test de Constitution (ou d’Endurance), DD 10 + 2 par heure supplémentaire : en cas d’échec, vous vous évanouissez. Dormir remet le compte à zéro ; les heures inachevées passent au lendemain. Quand vous vous évanouissez ou avez le bonus voulu, faites un seul test — faites 10 si vous voulez, jamais 20.',
      'Une bibliothèque est épuisée sur un sujet dès que le double de son bonus a été puisé, tous tests confondus. Tardok, à sa bibliothèque locale (+8), sur les Dragons bleus : 8 heures le premier jour pour +4, rien appris ; 12 heures le deuxième jour pour +6, de nouveau rien. Avec +10 sur +16 puisés, toute nouvelle tentative obtient au plus +6, puis plus rien.',
    ],
  },
  {
    heading: 'Provocation (3.5)',
    paragraphs: [
      'Une action simple : Intimidation contre DD = DV de la cible + son modificateur de Sagesse (un modificateur négatif l’abaisse). En cas de réussite, la cible fait un jet de Volonté contre votre résultat d’Intimidation ; si elle échoue, elle devient téméraire. Un effet de terreur mental et dépendant du langage.',
      'Téméraire : +2 en Force, −4 à la CA et −4 aux jets de Volonté, et elle s’en prend à l’intimidateur. Cela prend fin quand l’un des deux est vaincu, après un round complet hors de vue de l’intimidateur, ou après 1 minute. Après toute tentative, le même intimidateur ne peut pas affecter la même cible pendant 24 heures. Une cible volontaire peut simplement l’accepter — une harangue.',
    ],
  },
  {
    heading: 'Identification à moindre coût (3.5)',
    paragraphs: [
      'Avec détection de la magie, un test d’Art de la magie contre 15 + niveau du sort (ou 15 + moitié du niveau de lanceur pour les autres effets) révèle l’école ; le dépasser de 5 révèle la sous-école, de 10 chaque registre.',
      'Identification coûte normalement 110 po (100 de matériel + 10 de service). Connaître l’école économise 10 po de matériel (5 si l’effet a une sous-école) ; connaître la sous-école en économise 5 de plus ; chaque registre connu en économise 5. Identifier avec un savoir faux échoue et gâche les composantes : quand vous lancez identification, dites sur quoi vous vous appuyez (par défaut ce qu’Art de la magie a révélé) ; le prix suit, et le MD dit si ce savoir est juste.',
    ],
  },
  {
    heading: 'Nos décisions',
    paragraphs: [
      'La détérioration est de 2 points de la valeur d’origine par heure pleine (linéaire), les morceaux atteignent donc la moitié après 25 heures ; conserver ou vendre fige la valeur. Une capacité sans les 5 degrés ne donne rien. Le premier test de recherche forcée est DD 12, comme le dit le texte (une option de mise en place en fait DD 10 comme une marche forcée ; les campagnes créées avant ce défaut gardent DD 10). Une journée de recherche dure 24 heures sur l’horloge de campagne depuis son début (recherche commencée ou chercheur réveillé) : dès que l’horloge la dépasse — 8 heures de recherche et 16 de plus écoulées, par exemple —, le chercheur a de nouveau 8 heures libres et la recherche forcée repart de zéro ; les heures libres ne peuvent pas dépasser la fin d’une journée de recherche. L’heure qui se termine par un évanouissement compte quand même. Une harangue lance aussi le blocage de 24 heures. Bibliothèques et sujets sont ceux que la campagne connaît : la recherche propose ceux déjà recherchés, un nouveau demande de cocher « Une nouvelle bibliothèque » ou « Un nouveau sujet », et un nom à une ou deux lettres d’un nom connu demande d’abord « Vouliez-vous dire … ? » ; le même nom quelle que soit la casse est la même bibliothèque, et le bonus puisé est suivi par bibliothèque et par sujet. La campagne tient sa propre horloge : dépeçage, recherche et sommeil la font avancer ; « Le temps passe » la fait avancer à la main. Identification : ce que le test d’Art de la magie a révélé est proposé comme juste ; prétendre une sous-école que l’objet n’a pas ou plus de registres qu’il n’en a est faux d’emblée ; sinon le MD dit si le savoir invoqué est juste ; une identification ratée coûte son plein prix. Une identification qui n’invoque aucun savoir n’en a aucun qui puisse être faux : elle réussit pour 110 po. Dans l’historique, un tour est une action de la table avec ce qu’elle a déclenché.',
    ],
  },
];

export { narrate, causes, reference };
