/**
 * L'étape des monstres (Runebound) en français : chaque code du catalogue anglais, la narration de chaque
 * événement, les causes et l'aide de jeu. Les noms des lieux et des cités de Terrinoth restent des noms propres.
 */
import type { Catalog, Params } from '../../../i18n/catalog';
import type { MonsterStepEvent } from '../../../../../shared/rulesets/runebound-monster-step/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';
import { city, place } from '../names';

const TERRAIN: Record<string, string> = {
  plains: 'Plaine',
  road: 'Route',
  river: 'Rivière',
  hills: 'Collines',
  forest: 'Forêt',
  mountains: 'Montagnes',
  swamp: 'Marais',
};
const COMBAT: Record<string, string> = { ranged: 'Distance', melee: 'Mêlée', magic: 'Magie' };
const COLOUR: Record<string, string> = { green: 'vert', yellow: 'jaune', blue: 'bleu' };
const COLOURS: Record<string, string> = { green: 'verts', yellow: 'jaunes', blue: 'bleus' };
const colour = (c: unknown) => COLOUR[String(c)] ?? String(c);
const colours = (c: unknown) => COLOURS[String(c)] ?? String(c);
const symbols = (list: unknown) =>
  Array.isArray(list) ? list.map((s) => (TERRAIN[String(s)] ?? String(s)).toLowerCase()).join(' + ') : '';
const facesText = (faces: unknown): string =>
  Array.isArray(faces)
    ? faces
        .map((f, i) => (Array.isArray(f) ? `dé ${i + 1} ${symbols(f)}` : null))
        .filter(Boolean)
        .join(' ; ')
    : '';
const count = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;
/** « monstre 3 (vert, du repaire 2) » — comment l'appli nomme un jeton de fatalité. */
const monsterName = (p: Params) => {
  const bits = [p.colour ? colour(p.colour) : null, p.lair ? `du repaire ${p.lair}` : 'repaire fermé', p.city ? `à ${city(p.city)}` : null];
  return `monstre ${p.monster} (${bits.filter(Boolean).join(', ')})`;
};
const B = 'rms/board';

const screenWords: Catalog = {
  [`${B}/label`]: 'Table de l’étape des monstres',
  [`${B}/checklist`]: 'Liste du tour',
  [`${B}/turn`]: 'Tour {n}',
  [`${B}/check`]:
    '{step, select, movement {Mouvement} adventure {Aventure} market {Marché} experience {Expérience} monster {Étape des monstres} other {{step}}}',
  [`${B}/hero`]: 'Héros : niveau {level} ({experience} exp.) · dernier arrêt : {at} · Runes de dragon {runes}/{toWin}',
  [`${B}/hero-at`]: '{kind, select, monster {sur le monstre {monster}} lair {sur le repaire {marker}} other {nulle part en particulier}}',
  [`${B}/free-healing`]: ' · soins gratuits ce tour',
  [`${B}/terror`]: 'Terreur',
  [`${B}/city-chart-mark`]: 'table des cités',
  [`${B}/outskirts`]: 'Périphérie :',
  [`${B}/outskirts-count`]: '{count} sur {limit} (le {limit}e augmente la Terreur)',
  [`${B}/doom`]: 'Fatalité de Margath',
  [`${B}/margath-mark`]: 'Margath',
  [`${B}/lair-chart`]: 'Table des repaires (d10)',
  [`${B}/city-chart`]: 'Table des cités (d10)',
  [`${B}/d10`]: 'd10',
  [`${B}/location`]: 'Lieu',
  [`${B}/lair`]: 'Repaire',
  [`${B}/city`]: 'Cité',
  [`${B}/state`]: 'État',
  [`${B}/no-location`]: 'Ni monstre ni repaire',
  [`${B}/lair-row`]:
    'Repaire {marker} · {status, select, free {sur la piste} open {ouvert} closed {fermé} sealed {scellé} other {{status}}}',
  [`${B}/roll-again`]: 'Relancer',
  [`${B}/city-state`]: '{status, select, open {ouverte} closed {fermée ✖} destroyed {détruite ✖} other {{status} ✖}}',
  [`${B}/lair-markers`]: 'Marqueurs de repaire',
  [`${B}/on-the-track`]: 'Sur la piste',
  [`${B}/marker`]: '{status, select, free {○ libre} open {● ouvert} closed {⊘ fermé} sealed {✖ scellé} other {{status}}}',
  [`${B}/defeated-here`]: 'Vaincus sur sa case :',
  [`${B}/lives`]: '{lives} → tests contre {targets}',
  [`${B}/life`]: 'vie {life}',
  [`${B}/none`]: 'aucun',
  [`${B}/monsters-out`]: '· monstres sortis : {n}',
  [`${B}/monsters`]: 'Monstres sur le plateau ({n} / {max})',
  [`${B}/movement-dice`]: 'Dés de mouvement : {faces}',
  [`${B}/die-faces`]: 'dé {die} : {symbols}',
  [`${B}/no-monsters`]: 'Aucun.',
  [`${B}/monster`]:
    '{colour, select, green {vert} yellow {jaune} blue {bleu} other {{colour}}} · {lair, select, none {repaire fermé} other {du repaire {lair}}}',
  [`${B}/monster-holds`]: 'tient {city} ({n, plural, one {encore # tour} other {encore # tours}})',
  [`${B}/roaming`]: 'errant',
  [`${B}/cities`]: 'Cités',
  [`${B}/city-destroyed`]: '✖ détruite',
  [`${B}/city-closed`]: '✖ fermée',
  [`${B}/city-held`]:
    '⚠ tenue par le monstre {monster} — {n, plural, one {encore # tour} other {encore # tours}} (fermée tant qu’il reste)',
  [`${B}/city-open`]: 'ouverte',
  'rms/table/tracks': 'Pistes',
  'rms/table/outskirts': 'Périphérie',
  'rms/table/hero': 'Le héros',
  'rms/table/level': 'niveau {level}',
  'rms/table/experience': 'Expérience',
  'rms/table/runes': 'Runes de dragon ({n} pour gagner)',
  'rms/table/monsters': 'Monstres',
  'rms/table/monsters-of': '{n}/{max}',
  'rms/table/cities': 'Cités',
  'rms/table/held': '⚠ tenue par le monstre {monster}',
  'rms/table/turns-left': 'tours restants',
  'rms/table/lairs': 'Repaires',
  'rms/table/lair': 'Repaire {marker}',
  'rms/table/status': '{status, select, free {sur la piste} open {ouvert} closed {fermé} sealed {scellé} other {{status}}}',
  'rms/table/monsters-out': 'monstres sortis : {n}',
  'rms/whose-turn': 'Tour {turn} · {name}',
  'rms/whose-turn/nobody': 'Tour {turn}',
  'rms/input/defeated-needs-life': 'un monstre vaincu a besoin de sa valeur de vie.',
};

const keyTrackWords: Catalog = {
  'rms/key/terror': 'Terreur',
  'rms/key/doom': 'Fatalité de Margath',
  'rms/key/lairs-open': 'Repaires ouverts',
  'rms/key/lairs-sealed': 'Repaires scellés',
  'rms/key/cities-lost': 'Cités fermées ou détruites',
};

export const messages: Catalog = {
  'option/doomLength': 'Longueur de la piste de Fatalité de Margath',
  'option/doomLength/help': 'Combien de jetons de Fatalité appellent Margath (10 à 15, 12 par défaut). Plus court, c’est plus dur.',
  'option/lairCheckOneDie': 'Tests de repaire avec 1d10',
  'option/lairCheckOneDie/help':
    'Fermer un repaire : 1d10 + compétence par test au lieu de 2d10 + compétence, comme dans l’exemple chiffré de la variante. Bien plus dur.',
  'option/noMarkerToOutskirts': 'Aucun marqueur de repaire libre : monstre en périphérie',
  'option/noMarkerToOutskirts/help':
    'Quand la table des repaires désigne un lieu sans repaire et que les six marqueurs sont utilisés, un monstre va en périphérie au lieu que rien n’apparaisse.',
  'option/simpleMonsterMovement': 'Mouvement simple des monstres',
  'option/simpleMonsterMovement/help':
    'Quand le test de mouvement dit que les monstres bougent, chacun avance d’1 case vers sa cité la plus proche (2 sur un 0) au lieu de lancer des dés de mouvement.',
  'option/cityChartClosesHeldCity': 'La table des cités ferme une cité tenue par un monstre',
  'option/cityChartClosesHeldCity/help':
    'Si la table des cités désigne une cité tenue par un monstre, elle la ferme définitivement et le monstre quitte le plateau, au lieu de relancer (une cité tenue compte comme fermée, 000:37).',
  'option/sealWhileStaying': 'Sceller un repaire fermé lors d’un tour ultérieur',
  'option/sealWhileStaying/help':
    'Un repaire fermé peut être scellé à n’importe quel tour ultérieur tant que vous ne l’avez pas quitté ; tant que vous restez, la table des repaires n’y amène rien. Sans cela, vous scellez à l’étape d’aventure où vous l’avez fermé, ou son marqueur retourne sur la piste.',
  'option/seekingEventsRaiseTerror': 'Les événements piochés en cherchant un monstre augmentent la Terreur',
  'option/seekingEventsRaiseTerror/help':
    'Chaque carte Événement piochée en cherchant le défi d’un monstre compte comme un nouvel événement en jeu : Terreur +1. Sans cela, ces événements ne font que rafraîchir les soleils et vont sous la pioche (000:43).',
  'rms/ruling/16':
    'Décision 16 : les événements piochés en cherchant le défi d’un monstre sont défaussés, pas mis en jeu (000:43, 000:45).',
  'rms/ruling/20': 'Décision 20 : une cité tenue par un monstre est fermée (000:37), la table des cités est donc relancée (000:72).',
  'rms/ruling/22': 'Décision 22 : un repaire se scelle juste après l’avoir fermé, sans bouger (000:55, décisions du projet).',

  'rms/phase/movement': 'Votre tour · Mouvement',
  'rms/phase/adventure': 'Votre tour · Aventure',
  'rms/phase/market': 'Votre tour · Marché',
  'rms/phase/experience': 'Votre tour · Expérience',
  'rms/phase/spawn': 'Étape des monstres · A. Apparition',
  'rms/phase/movement-check': 'Étape des monstres · B. Test de mouvement',
  'rms/phase/monster-movement': 'Étape des monstres · B. Les monstres bougent',
  'rms/phase/end-of-turn': 'Fin du tour',
  'rms/phase/chain': 'Conséquences à régler',
  'rms/phase/game-over': 'Partie terminée',

  'rms/prompt/movement':
    'Déplacez votre héros comme d’habitude. Où s’est-il arrêté ? (Sur un monstre : combattez-le. Sur un repaire : fermez-le ou scellez-le — restez dessus pour réessayer.)',
  'rms/prompt/fight': (p) =>
    `Vous vous arrêtez sur le ${monsterName(p)} : combattez-le. Vous êtes niveau ${p.level}, piochez donc des cartes d’aventure ${colours(p.drawColour)} jusqu’à tomber sur un défi (un événement rafraîchit d’abord les soleils ; mettez événements et rencontres sous la pioche). Gardez son or et son expérience, mais pas la carte. Comment cela s’est-il passé ?`,
  'rms/prompt/fight-now': (p) =>
    `Un monstre est apparu sur le repaire où vous vous tenez : combattez le ${monsterName(p)} maintenant. Comment cela s’est-il passé ?`,
  'rms/prompt/lair-check': (p) =>
    `Vous êtes sur le repaire ${p.marker} (${place(p.location)}) avec ${count(p.checks, 'monstre vaincu', 'monstres vaincus')} sur sa case : vous pouvez tenter de le fermer avec ${count(p.checks, 'test', 'tests')}. Choisissez une phase de combat et saisissez cette valeur de compétence (ni objets ni alliés).`,
  'rms/prompt/roll-lair-check': (p) =>
    `Fermer le repaire ${p.marker} avec ${COMBAT[p.phase] ?? p.phase} ${p.skill} : ${count(p.checks, 'test', 'tests')} de ${p.dice}d10 + ${p.skill} contre ${p.targets}. Chaque test doit réussir.`,
  'rms/prompt/seal': (p) =>
    `Le repaire ${p.marker} (${place(p.location)}) est fermé. Scellez-le pour de bon avec ${p.gold} or ou en défaussant un allié (Fatalité −1), ou laissez-le — ${p.laterTurns ? 'restez dessus pour le sceller à un tour ultérieur ; le quitter renvoie le marqueur sur la piste' : 'c’est votre seule chance : non scellé, son marqueur retourne maintenant sur la piste'}.`,
  'rms/prompt/adventure': 'Faites votre étape d’aventure comme d’habitude, puis cochez-la.',
  'rms/prompt/adventure-spent': 'Votre aventure de ce tour est utilisée. Cochez l’étape d’aventure.',
  'rms/prompt/market': 'Faites votre étape de marché comme d’habitude.',
  'rms/prompt/market-free-healing':
    'Étape de marché : vous avez vaincu un monstre dans une cité ce tour — soignez gratuitement toutes les blessures et la fatigue.',
  'rms/prompt/experience':
    'Faites votre étape d’expérience, puis saisissez combien de pions d’expérience a le héros (cela fixe la couleur des monstres).',
  'rms/prompt/spawn': (p) =>
    `Étape des monstres. Lancez la table des repaires. Les nouveaux monstres sont ${colours(p.colour)} (héros niveau ${p.level}). Un nouveau repaire va sur n’importe quelle case du lieu sans joyau d’aventure.`,
  'rms/prompt/movement-check': (p) =>
    p.walking > 0
      ? `Lancez le test de mouvement : les ${count(p.walking, 'monstre errant', 'monstres errants')} bougent-ils ?`
      : 'Lancez le test de mouvement (aucun monstre n’erre sur le plateau).',
  'rms/prompt/monster-movement': (p) =>
    `Lancez ${p.dice} dés de mouvement une fois et déplacez avec eux chaque monstre errant vers sa cité la plus proche (un monstre qui peut bouger le doit). Vous pouvez noter ce que chaque dé a montré. Signalez chaque monstre entré dans une cité, puis confirmez.${facesText(p.faces) ? ` Dés : ${facesText(p.faces)}.` : ''}`,
  'rms/prompt/monster-movement-simple': (p) =>
    `Déplacez chaque monstre errant de ${count(p.spaces, 'case', 'cases')} vers sa cité la plus proche. Signalez chaque monstre entré dans une cité, puis confirmez.`,
  'rms/prompt/end-of-turn': 'Le tour se termine.',
  'rms/prompt/face-margath': (p) =>
    `La piste de Fatalité de Margath est pleine (${p.doom} sur ${p.length}). Affrontez le Seigneur Margath. Qui a gagné ?`,
  'rms/prompt/city-chart': (p) =>
    `La Terreur a atteint ${p.terror} : lancez la table des cités. Cette cité ferme pour de bon (9, 0, une cité fermée ou tenue par un monstre : relancez). Puis défaussez un allié ; la Fatalité de Margath monte en dernier.`,
  'rms/prompt/ally-discard': (p) =>
    `La Terreur est montée à ${p.terror} : défaussez un allié de votre choix de la pile de marché d’une cité ouverte sous la pioche de marché. La Fatalité de Margath monte ensuite.`,

  'rms/action/hero-moved': 'Mouvement terminé',
  'rms/action/monster-defeated': 'Monstre vaincu',
  'rms/action/knocked-out': 'Il m’a mis hors de combat',
  'rms/action/plan-lair-check': 'Tenter de fermer le repaire',
  'rms/action/roll-lair-check': (p) => `Lancer ${p.checks * p.dice}d10`,
  'rms/action/roll-lair-check/odds': 'chaque test réussit',
  'rms/action/cancel-lair-check': 'Changer de compétence',
  'rms/action/seal-gold': 'Sceller pour {gold} or',
  'rms/action/seal-ally': 'Sceller en défaussant un allié',
  'rms/action/leave-unsealed': 'Ne pas le sceller',
  'rms/action/adventure-done': 'Étape d’aventure terminée',
  'rms/action/market-done': 'Étape de marché terminée',
  'rms/action/experience-done': 'Étape d’expérience terminée',
  'rms/action/event-card': 'Une nouvelle carte Événement est entrée en jeu',
  'rms/action/dragon-rune': 'Rune de dragon gagnée',
  'rms/action/roll-lair-chart': 'Lancer la table des repaires',
  'rms/die/lair-chart': 'd10 table des repaires',
  'rms/die/movement': 'd10 test de mouvement',
  'rms/die/city-chart': 'd10 table des cités',
  'rms/die/lair-check': '{count, plural, one {Test contre {target} : d10} other {Test contre {target} : d10 n° {n}}}',
  'rms/action/roll-movement-check': 'Lancer le test de mouvement',
  'rms/action/monster-entered-city': 'Un monstre est entré dans une cité',
  'rms/action/monsters-moved': 'Monstres déplacés',
  'rms/action/movement-die-shown': 'Noter ce qu’a montré un dé de mouvement',
  'rms/action/roll-city-chart': 'Lancer la table des cités',
  'rms/action/ally-discarded': 'Allié défaussé',
  'rms/action/no-ally': 'Plus aucun allié dans les piles de marché',
  'rms/action/margath-hero-won': 'J’ai vaincu Margath',
  'rms/action/margath-won': 'Margath m’a vaincu',

  'rms/choice/elsewhere': 'Nulle part en particulier',
  'rms/choice/die': 'Dé {die}',
  'rms/choice/monster': (p) => `Sur le ${monsterName(p)}`,
  'rms/choice/walker': (p) => monsterName(p).replace(/^m/, 'M'),
  'rms/choice/lair': (p) =>
    `Sur le repaire ${p.marker}, ${place(p.location)} (${p.status === 'closed' ? 'fermé' : count(p.defeated, 'monstre vaincu', 'monstres vaincus')})`,
  'rms/combat/ranged': 'Distance',
  'rms/combat/melee': 'Mêlée',
  'rms/combat/magic': 'Magie',
  ...Object.fromEntries(
    ['vynelvale', 'riverwatch', 'dawnsmoor', 'tamalir', 'forge', 'greyhaven', 'nerekhall', 'frostgate'].map((c) => [
      `rms/city/${c}`,
      city(c),
    ]),
  ),

  'field/at': 'Où le héros s’est arrêté',
  'field/life': 'Sa valeur de vie',
  'field/phase': 'Phase de combat',
  'field/skill': 'Valeur de compétence',
  'field/experience': 'Pions d’expérience',
  'field/monster': 'Monstre',
  'field/city': 'Cité',
  'field/die': 'Dé de mouvement',
  'field/stack': 'De la pile de marché de (facultatif)',
  'field/eventsDrawn': 'Cartes Événement piochées en le cherchant',
  'field/symbol1': 'Il a montré',
  'field/symbol2': 'et (facultatif)',
  'field/symbol3': 'et (facultatif)',
  'field/symbol4': 'et (facultatif)',
  ...Object.fromEntries(Object.entries(TERRAIN).map(([k, v]) => [`rms/terrain/${k}`, v])),

  'rms/tracker/doom': 'Fatalité de Margath (sur {length})',
  'rms/tracker/terror': 'Terreur',
  'rms/tracker/outskirts': 'Monstres en périphérie',
  'rms/tracker/experience': 'Pions d’expérience',
  'rms/tracker/dragon-runes': 'Runes de dragon',
  'rms/tracker/city-timer': (p) => `${city(p.city)} : tours restants (monstre ${p.monster})`,

  'rms/outcome/margath-defeated': 'Victoire : le Seigneur Margath est vaincu.',
  'rms/outcome/margath-won': 'Défaite : Margath a gagné.',
  'rms/outcome/dragon-runes': 'Victoire : trois Runes de dragon sont à vous.',
  'rms/outcome/six-lairs-sealed': 'Victoire : les six repaires sont scellés.',
  'rms/outcome/all-cities-closed': 'Défaite : toutes les cités de Terrinoth sont fermées.',

  'rules/settle_first': 'Réglez d’abord ce qui attend (voir l’invite).',
  'rules/wrong_phase':
    '{why, select, nothingWaiting {Rien de ce genre n’attend d’être réglé.} other {Cela ne relève pas de cette étape du tour.}}',
  'rules/not_on_board': 'Ce monstre ou ce repaire n’est pas sur le plateau.',
  'rules/must_fight': 'Vous vous êtes arrêté sur un monstre : combattez-le d’abord.',
  'rules/no_more_runes': 'Le héros a déjà trois Runes de dragon.',
  'rules/no_fight': 'Il n’y a aucun monstre à combattre pour l’instant.',
  'rules/cannot_close':
    'Un repaire ne se ferme que depuis sa case, avec au moins un monstre vaincu sur sa case, et avec l’aventure de ce tour encore disponible.',
  'rules/no_lair_check': 'Aucun test de repaire n’est préparé.',
  'rules/cannot_seal':
    'Un repaire ne se scelle que tant que vous êtes encore dessus après l’avoir fermé (à l’étape d’aventure où il a fermé, sauf si la règle maison permet plus tard).',
  'rules/monster_cannot_move':
    '{why, select, noneCanEnter {Aucun monstre errant ne peut entrer dans une cité maintenant.} other {Ce monstre n’erre pas sur le plateau (il est déjà dans une cité, ou parti).}}',
  'rules/city_closed': 'Cette cité est fermée : aucun monstre ne peut y entrer.',
  'rules/city_occupied': 'Un monstre tient déjà cette cité.',
  'rules/invalid_options': 'Ces options de mise en place ne sont pas valides ({fields}).',
  'rules/seeking_events_discarded':
    'Les cartes Événement piochées en cherchant le défi d’un monstre sont défaussées, pas mises en jeu (activez la règle maison pour les compter).',
  'rules/stack_gone': 'Cette cité est fermée pour de bon : sa pile de marché a disparu. Choisissez la pile d’une cité ouverte.',
  'rules/die_recorded': 'Le dé de mouvement {die} est déjà noté, ou n’a pas été lancé ; annulez la note pour la changer.',
  'rules/no_die_to_record': 'Plus aucun dé de mouvement à noter (ou la règle maison de mouvement simple n’en lance aucun).',

  ...screenWords,
  ...keyTrackWords,
};

const causes: Record<string, string> = {
  'lair-opened': 'un nouveau repaire s’est ouvert',
  'terror-raised': 'la Terreur est montée',
  'outskirts-full': 'le 4e monstre en périphérie',
  'city-destroyed': 'une cité a été détruite',
  'city-timer': 'un monstre a tenu une cité pendant 5 tours',
  'event-card': 'une nouvelle carte Événement en jeu',
  'lair-sealed': 'un repaire a été scellé',
  'left-closed-lair': 'le héros a quitté un repaire fermé non scellé',
  'left-unsealed': 'un repaire fermé est resté non scellé (il ne se scelle que juste après sa fermeture)',
  'seeking-event': 'une carte Événement piochée en cherchant un monstre (règle maison)',
  'terror-3': 'la Terreur a atteint 3',
  'terror-6': 'la Terreur a atteint 6',
  'terror-9': 'la Terreur a atteint 9',
};

const REASON: Record<string, string> = {
  sealed: 'il est scellé',
  closed: 'son repaire est fermé',
  'no-marker': 'aucun marqueur de repaire n’est libre',
};

const narrate = typedNarration<MonsterStepEvent>({
  'hero-moved': (d) => {
    if (d.to.kind === 'monster') return `Mouvement : le héros s’est arrêté sur le monstre ${d.to.monster}.`;
    if (d.to.kind === 'lair') return `Mouvement : le héros s’est arrêté sur le repaire ${d.to.marker}.`;
    return 'Mouvement terminé.';
  },
  'lair-marker-returned': (d) =>
    `Le héros a quitté le repaire fermé ${d.marker} (${place(d.location)}) sans le sceller : son marqueur retourne sur la piste.`,
  'seeking-events-drawn': (d) =>
    `${count(d.count, 'carte Événement piochée', 'cartes Événement piochées')} en cherchant le défi du monstre ${d.monster} ${d.count <= 1 ? 'est entrée' : 'sont entrées'} en jeu (règle maison).`,
  'movement-die-shown': (d) => `Le dé de mouvement ${d.die} a montré ${symbols(d.symbols)}.`,
  'city-chart-skipped': () =>
    'Il ne reste aucune cité que la table des cités pourrait fermer (chacune est fermée ou tenue par un monstre) : rien ne ferme.',
  'monster-defeated': (d) =>
    `Monstre ${d.monster} vaincu (vie ${d.life})${d.recorded ? ` — noté sur la case du repaire ${d.lair}` : ' — son repaire a disparu, la carte est défaussée'}.${d.city ? ` ${city(d.city)} est de nouveau libre : soins gratuits à l’étape de marché.` : ''}`,
  'hero-knocked-out': (d) =>
    `Le héros a été mis hors de combat par le monstre ${d.monster} ; il reste, ses blessures retirées.${d.city ? ` Placez le héros sur une case voisine de ${city(d.city)} sans joyau, repaire ni monstre.` : ''}`,
  'lair-check-planned': (d) =>
    `Repaire ${d.marker} : fermeture avec ${COMBAT[d.phase] ?? d.phase} ${d.skill} contre ${d.targets.join(', ')}.`,
  'lair-check-cancelled': (d) => `Repaire ${d.marker} : le test a été repréparé.`,
  'lair-check-rolled': (d) =>
    `Test du repaire ${d.marker} : ${d.checks.map((c) => `${c.values.join('+')} → ${c.total} contre ${c.target} ${c.success ? '✓' : '✗'}`).join(' ; ')} — ${d.success ? 'réussite' : 'échec (restez dessus pour réessayer au prochain tour)'}.`,
  'lair-closed': (d) =>
    `Le repaire ${d.marker} (${place(d.location)}) est fermé ; ${count(d.discarded.length, 'carte', 'cartes')} sur sa case vont sous leurs pioches.`,
  'lair-sealed': (d) =>
    `Le repaire ${d.marker} (${place(d.location)}) est scellé ${d.payment === 'gold' ? `pour ${d.gold} or` : 'par un allié qui reste le garder'} ; aucun repaire ne s’y ouvrira plus.`,
  'doom-lowered': (d) => `Fatalité de Margath ${d.from} → ${d.to}.`,
  'adventure-done': () => 'Étape d’aventure terminée.',
  'market-done': (d) => (d.freeHealing ? 'Étape de marché terminée (soins gratuits).' : 'Étape de marché terminée.'),
  'experience-recorded': (d) =>
    `Étape d’expérience terminée : ${count(d.experience, 'pion d’expérience', 'pions d’expérience')}, niveau ${d.level} — monstres ${colours(d.colour)}.`,
  'lair-chart-rolled': (d) =>
    d.location ? `Table des repaires ${d.value} : ${place(d.location)}.` : `Table des repaires ${d.value} : ni monstre ni repaire.`,
  'spawn-blocked': (d) => `Rien n’apparaît à ${place(d.location)} : ${REASON[d.reason] ?? d.reason}.`,
  'lair-opened': (d) => `Le repaire ${d.marker} s’ouvre à ${place(d.location)}.`,
  'monster-spawned': (d) =>
    `Le monstre ${d.monster} (${colour(d.colour)}) apparaît sur le repaire ${d.lair}, ${place(d.location)}.${d.onHero ? ' Il est sur la case du héros : combattez-le maintenant.' : ''}`,
  'monster-to-outskirts': (d) =>
    `${d.reason === 'board-full' ? 'Six monstres errent déjà sur le plateau' : 'Aucun marqueur de repaire n’est libre'} : le monstre va en périphérie (${d.outskirts}).`,
  'outskirts-cleared': (d) => `La périphérie est pleine (${d.count}) : elle se vide.`,
  'terror-raised': (d) => `Terreur ${d.from} → ${d.to}.`,
  'terror-at-max': () => 'La Terreur est déjà à 10 et ne monte plus.',
  'doom-raised': (d) =>
    d.from === d.to
      ? `La Fatalité de Margath est déjà pleine (${d.to} sur ${d.length}).`
      : `Fatalité de Margath ${d.from} → ${d.to} sur ${d.length}.${d.full ? ' La piste est pleine : affrontez Margath !' : ''}`,
  'ally-discarded': (d) =>
    d.none
      ? 'Il ne restait aucun allié à défausser dans les piles de marché.'
      : `Un allié a quitté le marché${d.stack ? ` de ${city(d.stack)}` : ''} : les gens fuient Terrinoth.`,
  'city-chart-rolled': (d) =>
    d.result === 'closes'
      ? `Table des cités ${d.value} : ${city(d.city)}.`
      : d.result === 'blank'
        ? `Table des cités ${d.value} : relancez.`
        : d.result === 'held'
          ? `Table des cités ${d.value} : un monstre tient ${city(d.city)}, elle est donc déjà fermée — relancez.`
          : `Table des cités ${d.value} : ${city(d.city)} est déjà fermée — relancez.`,
  'city-closed': (d) =>
    `${city(d.city)} ferme pour de bon ; sa pile de marché va sous la pioche de marché.${d.monsterRemoved ? ` Le monstre ${d.monsterRemoved} à l’intérieur quitte le plateau.` : ''}`,
  'movement-check-rolled': (d) =>
    d.movementDice === 0
      ? `Test de mouvement ${d.value} : aucun monstre ne bouge.`
      : d.walking === 0
        ? `Test de mouvement ${d.value} : aucun monstre n’erre.`
        : d.simple
          ? `Test de mouvement ${d.value} : chaque monstre avance de ${count(d.movementDice === 3 ? 2 : 1, 'case', 'cases')}.`
          : `Test de mouvement ${d.value} : chaque monstre bouge avec ${d.movementDice} dés de mouvement.`,
  'monster-entered-city': (d) =>
    `Le monstre ${d.monster} est entré dans ${city(d.city)}${facesText(d.faces) ? ` (dés : ${facesText(d.faces)})` : ''} : la cité est fermée tant qu’il reste ; ${d.turnsLeft} tours pour le vaincre.`,
  'city-timer-ticked': (d) =>
    d.turnsLeft > 0
      ? `${city(d.city)} : encore ${count(d.turnsLeft, 'tour', 'tours')} pour vaincre le monstre ${d.monster}.`
      : `${city(d.city)} : le temps est écoulé.`,
  'city-destroyed': (d) => `${city(d.city)} est détruite par le monstre ${d.monster} et fermée pour de bon.`,
  'monster-step-ended': () => 'Étape des monstres terminée.',
  'turn-ended': (d) => `Fin du tour ${d.turn}.`,
  'event-card-in-play': () => 'Une nouvelle carte Événement est entrée en jeu.',
  'dragon-rune-gained': (d) => `Le héros gagne une Rune de dragon (${d.runes} sur 3).`,
  'margath-fought': (d) => (d.result === 'hero-won' ? 'Le héros a vaincu le Seigneur Margath !' : 'Margath a vaincu le héros.'),
});

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Le tour',
    paragraphs: [
      'Jouez vos étapes de Mouvement, d’Aventure, de Marché et d’Expérience comme d’habitude et cochez-les ; l’appli y ajoute ce que la variante y greffe. Vient ensuite l’étape des monstres : apparition, puis test de mouvement. Ce que la chaîne doit (Fatalité, un allié à défausser, la table des cités, Margath) est réglé avant que le jeu reprenne.',
      'Une nouvelle carte Événement entrant en jeu augmente la Terreur à tout moment de votre tour : appuyez sur le bouton correspondant. Notre décision 16 : les cartes Événement piochées en cherchant le défi d’un monstre ne font que rafraîchir les soleils et vont sous la pioche (000:43, 000:45) ; elles n’entrent donc jamais en jeu et ne comptent pas. Règle maison : comptez chacune comme un nouvel événement (le combat demande alors combien vous en avez pioché).',
    ],
  },
  {
    heading: 'A. Apparition',
    paragraphs: [
      'Lancez la table des repaires (d10) : 1-9 désigne un lieu, 0 n’amène rien. Un lieu sans repaire reçoit le marqueur de repaire libre au plus petit numéro (posez-le sur une case du lieu sans joyau d’aventure) et un monstre ; Fatalité de Margath +1. Un lieu qui a déjà un repaire ouvert ne reçoit qu’un monstre. Un lieu scellé ne reçoit jamais rien.',
      'La couleur des monstres suit votre niveau (pions d’expérience + 1) : 1-2 vert, 3-4 jaune, 5 ou plus bleu. Avec six monstres sur le plateau, un nouveau va en périphérie ; le 4e monstre là-bas vide la périphérie et augmente la Terreur.',
      'Nos décisions : sans marqueur libre, rien n’apparaît (règle maison : le monstre va en périphérie). Un monstre qui apparaît sur le repaire où vous êtes doit être combattu aussitôt. Avec la règle maison « sceller à un tour ultérieur », un repaire fermé sur lequel vous êtes encore n’amène rien tant que vous le gardez.',
    ],
  },
  {
    heading: 'B. Mouvement des monstres',
    paragraphs: [
      'Test de mouvement (d10) : 1-5 personne ne bouge ; 6-9 chaque monstre errant avance vers sa cité la plus proche avec 2 dés de mouvement (un jet pour tous) ; 0 avec 3 dés. Lancez vos propres dés de mouvement, déplacez les figurines et dites à l’appli quels monstres sont entrés dans quelles cités.',
      'Un monstre dans une cité la ferme (aux autres monstres aussi) jusqu’à ce que vous le vainquiez ; s’il y est encore à la 5e fin de tour après son arrivée, la cité est détruite pour de bon et la Terreur monte.',
      'Nos décisions : l’appli ne connaît pas les faces de vos dés de mouvement, la table les lance donc ; vous pouvez noter ce que chaque dé a montré (décision 23) et l’historique le garde. Un monstre dans une cité y reste. Le monstre d’une cité détruite quitte le plateau. Règle maison, mouvement simple : 1 case (2 sur un 0) au lieu des dés de mouvement.',
    ],
  },
  {
    heading: 'C. Monstres et repaires',
    paragraphs: [
      'Terminez votre mouvement sur un monstre (même un qui se tient sur son repaire : signalez le monstre, pas le repaire) et vous devez le combattre : piochez des défis de la couleur de votre niveau jusqu’à tomber sur un défi. Victoire : gardez son or et son expérience ; la carte va sur la case de son repaire (saisissez sa valeur de vie). Victoire dans une cité : soins gratuits à l’étape de marché. Mis hors de combat : le monstre reste, ses blessures retirées ; dans une cité, allez sur une case adjacente sans joyau, repaire ni monstre.',
      'Sur un repaire ouvert avec des monstres vaincus sur sa case, vous pouvez tenter de le fermer : un test par monstre, chacun 2d10 (règle maison : 1d10) + la compétence d’une phase de combat choisie, sans objets ni alliés, contre le numéro du marqueur + la vie de ce monstre. Un d10 montrant 0 compte 10. Tous les tests doivent réussir ; la chance exacte est affichée avant le jet. En cas d’échec, restez sur place pour réessayer au prochain tour.',
      'Les cartes d’un repaire fermé vont sous leurs pioches. Juste après l’avoir fermé, avant de bouger, vous pouvez le sceller avec 5 or ou en défaussant un allié : Fatalité −1. Notre décision 22 (000:55 et les décisions du projet) : c’est votre seule chance — non scellé, son marqueur retourne aussitôt sur la piste. Règle maison : vous pouvez le sceller à un tour ultérieur tant que vous restez dessus ; en partir renvoie le marqueur. Notre décision : un combat ou un test de repaire est l’aventure du tour ; les monstres dont le repaire est fermé ne sont notés nulle part quand ils sont vaincus.',
    ],
  },
  {
    heading: 'D-E. Terreur et Fatalité',
    paragraphs: [
      'La Terreur va de 0 à 10. À chaque hausse, dans l’ordre de Tom (000:74, notre décision 15) : à 3, 6 et 9, lancez d’abord la table des cités — 1-8 une cité, qui ferme pour de bon et perd sa pile de marché ; 9, 0 ou une cité fermée : relancez ; puis défaussez un allié d’une pile de marché de votre choix (plus aucun : passez) ; enfin, Fatalité de Margath +1. Notre décision 25 : vous pouvez dire de quelle pile de marché l’allié est parti ; une cité fermée pour de bon n’a plus de pile.',
      'Notre décision 20 : une cité tenue par un monstre est fermée (000:37), la table des cités est donc relancée et le monstre reste. Règle maison : la table ferme la cité tenue pour de bon et son monstre quitte le plateau. Notre décision 21 : quand toutes les cités restantes sont fermées ou tenues, la table n’est pas lancée et rien ne ferme.',
      'La Fatalité monte pour chaque nouveau repaire et chaque hausse de Terreur, et baisse de 1 pour chaque repaire scellé (jamais sous 0). Sa longueur se choisit à la mise en place, 10-15. Quand elle est pleine, affrontez Margath — aussi quand la piste est raccourcie en cours de campagne à la Fatalité déjà posée (notre décision 24).',
    ],
  },
  {
    heading: 'F. La fin',
    paragraphs: [
      'Vous gagnez en vainquant Margath, en détenant 3 Runes de dragon ou en scellant les 6 repaires. Vous perdez si Margath vous vainc ou si les huit cités sont fermées ou détruites.',
      'Pas de défis invaincus dans cette variante : un défi qui vous met hors de combat va sous sa pioche.',
    ],
  },
];

export { narrate, causes, reference };
