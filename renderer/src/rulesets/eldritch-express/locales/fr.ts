/**
 * Eldritch Express en français : chaque code du catalogue anglais, la narration de chaque événement,
 * les causes et l'aide de jeu avec nos décisions. Termes de l'édition française d'Eldritch Horror :
 * Fatalité, Signes des Anciens, Grand Ancien, présage, portail, rumeur, investigateur, état.
 * Les noms des cartes, monstres et investigateurs restent ceux des cartes (`../names.ts`).
 */
import type { Catalog, Message, Params } from '../../../i18n/catalog';
import { formatMessage } from '../../../i18n/icu';
import type { EldritchEvent } from '../../../../../shared/rulesets/eldritch-express/events';
import { INVESTIGATORS } from '../../../../../shared/rulesets/eldritch-express/data/investigators';
import { ARTIFACTS, ITEMS, SPELLS } from '../../../../../shared/rulesets/eldritch-express/data/cards';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';
import { FACE_SYMBOL, nameOf as cardName, nameWords } from '../names';

const P = 'eldritch-express';
const REGIONS: Record<number, string> = {
  1: 'Amérique du Nord',
  2: 'Amérique du Sud',
  3: 'Europe',
  4: 'Afrique',
  5: 'Asie',
  6: 'Australie',
};
const WORDS: Record<string, string> = {
  london: 'Londres',
  alexandria: 'Alexandrie',
  'grand-canyon': 'Grand Canyon',
  amazon: 'Amazonie',
  olympus: 'Olympe',
  pyramids: 'Pyramides',
  himalaya: 'Himalaya',
  antarctica: 'Antarctique',
  dreamlands: 'Contrées du Rêve',
  'lost-carcosa': 'Carcosa la perdue',
  'plateau-of-leng': 'Plateau de Leng',
  'great-race': 'Cité de la Grand-Race',
  abyss: 'L’Abîme',
  'back-injury': 'Blessure au dos',
  'internal-injury': 'Blessure interne',
  'leg-injury': 'Blessure à la jambe',
  amnesia: 'Amnésie',
  paranoia: 'Paranoïa',
  hallucination: 'Hallucination',
  blessed: 'Béni',
  cursed: 'Maudit',
  'green-comet': 'Comète verte',
  blue: 'Bleu (dés de mythe)',
  'red-sun': 'Soleil rouge',
  travel: 'Voyage',
  rest: 'Repos',
  investigation: 'Enquête',
  research: 'Recherche',
  'health-threat': 'Menace de santé',
  'sanity-threat': 'Menace mentale',
};
const nameOf = (key: unknown): string => WORDS[String(key)] ?? cardName(key);
const LOST = 'Perdu dans le temps et l’espace';
const regionName = (id: unknown): string => (id === 'lost' ? LOST : (REGIONS[Number(id)] ?? String(id)));
const DECK: Record<string, string> = {
  item: 'objet',
  spell: 'sort',
  artifact: 'artefact',
  ally: 'allié',
  condition: 'état',
  monster: 'monstre',
  gate: 'marqueur de portail',
};
const DECKS: Record<string, string> = {
  item: 'objets',
  spell: 'sorts',
  artifact: 'artefacts',
  ally: 'alliés',
  condition: 'états',
  monster: 'monstres',
  gate: 'marqueurs de portail',
};
const deck = (d: unknown) => DECK[String(d)] ?? String(d);
const decks = (d: unknown) => DECKS[String(d)] ?? String(d);
const aDeck = (d: unknown) => `un ${deck(d)}`;
const face = (f: unknown) => `${FACE_SYMBOL[String(f)] ?? ''} ${nameOf(f)}`.trim();
const faces = (list: unknown) => (Array.isArray(list) && list.length ? list.map(face).join(', ') : 'aucun');
const count = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;
const clues = (n: number) => count(n, 'indice', 'indices');
const travelDice = (n: number) => count(n, 'dé de voyage', 'dés de voyage');
const byWhy =
  (text: string): Message =>
  (p) =>
    formatMessage(text, { why: 'other', ...p }, 'fr');
const onWhom = (p: Params | undefined) => (p?.target ? ` sur ${String(p.target)} (${nameOf(p.targetInvestigator)})` : '');
const PLACE_WHAT: Record<string, string> = {
  'setup-clue': 'l’indice de départ (pas sur la région du portail)',
  expedition: 'l’expédition (ailleurs)',
  'mystery-move': 'le mystère retourné : impair vers la diagonale ouest, pair vers l’est',
  'new-mystery': 'un nouveau mystère',
  clue: 'un nouvel indice',
  lost: 'le retour depuis le temps et l’espace',
};
const ENCOUNTER: Record<string, string> = {
  gate: 'le portail',
  expedition: 'l’expédition',
  mystery: 'le mystère',
  city: 'la cité',
  defeated: 'un investigateur vaincu',
};
const encounterName = (e: Params | undefined) =>
  e?.kind === 'defeated' ? `${nameOf(e.investigator)} vaincu(e)` : (ENCOUNTER[String(e?.kind)] ?? String(e?.kind));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const MODIFIERS: Record<string, string> = {
  'blessed-discard': 'Béni : défausser un dé',
  'change-face': 'Talent de Wilson : tourner un dé non menaçant sur n’importe quelle face',
  'cancel-health-threat': 'Savoir de Wilson : annuler une menace de santé',
  'investigation-face': 'Savoir de Joe : ajouter un résultat d’enquête',
};
const modifierName = (ability: unknown) => {
  const a = String(ability);
  if (MODIFIERS[a]) return MODIFIERS[a];
  if (a.startsWith('ally:')) return `${nameOf(a.slice(5))} : ajouter un dé`;
  if (a.startsWith('artifact:')) return `${nameOf(a.slice(9))} : convertir un dé non menaçant`;
  if (a.startsWith('item:')) return `${nameOf(a.slice(5))} : relancer un dé`;
  return a;
};
const missing = (p: Params) => {
  const parts: string[] = [];
  if (p.missingResearch) parts.push(count(p.missingResearch, 'recherche', 'recherches'));
  if (p.missingInvestigation) parts.push(count(p.missingInvestigation, 'enquête', 'enquêtes'));
  return parts.length ? parts.join(' et ') : 'rien';
};
const USE_HINT: Record<string, string> = {
  'ancient-tome': 'défausser pour un indice',
  'old-journal': 'défausser pour un indice',
  'puzzle-box': 'défausser pour un artefact',
  cross: 'défausser pour être Béni',
  necronomicon: 'défausser pour deux sorts',
  'nameless-cults': 'défausser pour deux indices',
  heal: '1 santé mentale : +3 santé ou défausser une blessure',
  'cloud-memory': '1 santé mentale : +3 santé mentale ou défausser une folie',
  'astral-travel': '1 santé mentale : aller dans n’importe quelle région',
};
const helpersText = (helpers: unknown): string => {
  const list = (helpers ?? []) as { seat: number; spell: string }[];
  return list.length
    ? ` ; lancés pour lui : ${list.map((h) => `${nameOf(h.spell)} (place ${h.seat + 1}, 1 santé mentale)`).join(', ')}`
    : '';
};

const fieldNames: Catalog = {};
for (const i of ITEMS) fieldNames[`field/use-${i.key}`] = `Utiliser ${nameOf(i.key)}`;
for (const a of ARTIFACTS) fieldNames[`field/use-${a.key}`] = `Utiliser ${nameOf(a.key)}`;
for (const s of SPELLS) fieldNames[`field/cast-${s.key}`] = `Lancer ${nameOf(s.key)} (1 santé mentale)`;
for (let i = 0; i < 8; i++) fieldNames[`field/keep-${i}`] = `Dé ${i + 1}`;
for (let i = 0; i < 30; i++) fieldNames[`field/kill-${i}`] = `Détruire le monstre ${i + 1}`;
for (let seat = 0; seat < 8; seat++) {
  for (const s of SPELLS) {
    fieldNames[`field/help-${seat}-${s.key}`] = `La place ${seat + 1} lance ${nameOf(s.key)} sur vous (1 de sa santé mentale)`;
    if (s.either) fieldNames[`field/shriveling-${seat}-${s.key}`] = `${nameOf(s.key)} de la place ${seat + 1} inflige`;
  }
}

const B = 'eldritch-express/board';
const cluesIcu = (n: string) => `{${n}, plural, one {# indice} other {# indices}}`;

const screenWords: Catalog = {
  [B]: 'Table d’Eldritch Express',
  [`${B}/turn`]: 'Tour {turn}',
  [`${B}/turn-of`]: 'Tour {turn} · {player} ({investigator})',
  [`${B}/lost`]: 'Perdus dans le temps et l’espace : {names}',
  [`${B}/delayed-name`]: '{name} (retardé)',
  [`${B}/investigators`]: 'Investigateurs',
  [`${B}/out`]: 'hors de la partie',
  [`${B}/delayed`]: 'retardé',
  [`${B}/health`]: 'Santé',
  [`${B}/sanity`]: 'Santé mentale',
  [`${B}/clues`]: 'Indices',
  [`${B}/at`]: 'à',
  [`${B}/condition-kind`]: '{kind, select, boon {avantage :} bane {fléau :} other {état :}}',
  [`${B}/items`]: 'Objets :',
  [`${B}/exhausted`]: '{name} (épuisé)',
  [`${B}/spells`]: 'Sorts : {names}',
  [`${B}/artifacts`]: 'Artefacts : {names}',
  [`${B}/ally`]: 'Allié : {name}',
  [`${B}/no-investigator`]: 'Pas encore d’investigateur.',
  [`${B}/omen-clock`]: 'Piste des présages',
  [`${B}/now`]: ' ◀ maintenant',
  [`${B}/last-roll`]: 'Dernier jet ({what}) :',
  [`${B}/roll/gate`]: 'lieu du portail',
  [`${B}/roll/mythos`]: 'dés de mythe',
  [`${B}/roll/red-sun`]: 'soleil rouge',
  [`${B}/roll/lost`]: 'retour',
  [`${B}/roll/clue-placed`]: 'indice',
  [`${B}/roll/expedition-placed`]: 'expédition',
  [`${B}/roll/mystery-placed`]: 'mystère',
  [`${B}/roll/returned-from-lost`]: 'retour',
  [`${B}/roll/setup-clue`]: 'indice de départ',
  [`${B}/roll/expedition`]: 'expédition',
  [`${B}/roll/clue`]: 'indice',
  [`${B}/roll/mystery-move`]: 'mystère',
  [`${B}/roll/new-mystery`]: 'nouveau mystère',
  [`${B}/roll/placement-rerolled`]: 'placement relancé',
  [`${B}/tracks`]: 'Pistes',
  [`${B}/no-ancient-one`]: 'Grand Ancien pas encore choisi',
  [`${B}/doom`]: 'Fatalité',
  [`${B}/elder-signs`]: 'Signes des Anciens restants',
  [`${B}/rumor-mark`]: 'rumeur',
  [`${B}/rumor`]: 'Rumeur en {region} : {clues}/4 indices, marqueur sur {track}',
  [`${B}/outcome`]: '{result, select, won {✔ Gagné} other {✖ Perdu}}',
  [`${B}/dice-tray`]: 'Piste de dés',
  [`${B}/roll-n`]: '· jet {n}',
  [`${B}/odds`]: 'la tâche est remplie à partir d’ici',
  [`${B}/set-aside`]: 'De côté :',
  [`${B}/none-yet`]: 'aucun pour l’instant',
  [`${B}/in-hand`]: 'En main :',
  [`${B}/set-all-aside`]: 'Tout mettre de côté (fin des jets)',
  [`${B}/set-aside-reroll`]: 'Garder {kept} et relancer {rest}',
  [`${B}/task-check`]: 'Test de tâche',
  [`${B}/task`]: 'Tâche {task} :',
  [`${B}/letter`]: '{met, select, true {✔} other {✖}} {letter, select, R {Recherche} other {Enquête}}',
  [`${B}/verdict/met`]: 'remplie par les dés mis de côté',
  [`${B}/verdict/so-far`]: `pour l’instant {missing, plural, one {# résultat manque} other {# résultats manquent}} ; vous avez ${cluesIcu('clues')}`,
  [`${B}/verdict/spent`]:
    '{missing, plural, one {# résultat manque} other {# résultats manquent}} : remplie en dépensant {missing, plural, one {# indice} other {# indices}}',
  [`${B}/verdict/short`]: `{missing, plural, one {# résultat manque} other {# résultats manquent}} : non remplie (seulement ${cluesIcu('clues')})`,
  [`${B}/world`]: 'Le monde (2×3)',
  [`${B}/region`]: '{id}. {name}',
  [`${B}/turn-here`]: '◆ tour ici',
  [`${B}/just-rolled`]: '◉ vient d’être lancé',
  [`${B}/gate`]: '◎ Portail : {name}',
  [`${B}/sealed`]: 'scellé',
  [`${B}/expedition`]: '▲ Expédition ({site})',
  [`${B}/mystery`]: '? Mystère ({side})',
  [`${B}/rumor-token`]: '! Rumeur ({clues}/4)',
  [`${B}/region-clues`]: `◇ ${cluesIcu('n')}`,
  [`${B}/defeated`]: '✝ {name} (face cachée)',
  [`${B}/monsters`]: 'Monstres',
  [`${B}/name`]: 'Nom',
  [`${B}/horror`]: 'Horreur',
  [`${B}/horror-short`]: 'Hor',
  [`${B}/strength`]: 'Force',
  [`${B}/strength-short`]: 'For',
  [`${B}/toughness`]: 'Endurance',
  [`${B}/toughness-short`]: 'End',
  [`${B}/physical`]: 'Résistance physique',
  [`${B}/physical-short`]: 'R.phy',
  [`${B}/magical`]: 'Résistance magique',
  [`${B}/magical-short`]: 'R.mag',
  [`${B}/flying`]: 'Volant',
  [`${B}/no-hiding`]: 'Impossible de se cacher',
  [`${B}/delay`]: 'Retard',
  [`${B}/immune`]: 'immunisé',
  [`${B}/pawn`]: '♟ {investigator} ({player}){delayed, select, true { — retardé, face cachée} other {}}',
  'eldritch-express/whose-turn': 'Tour {turn} · {name}',
  'eldritch-express/whose-turn/investigator': 'Tour {turn} · {name} ({investigator})',
  'eldritch-express/whose-round/investigator': 'Manche {round} · {name} en {investigator} (place {seat} sur {seats})',
};

const keyTrackWords: Catalog = {
  'eldritch-express/key/doom': 'Fatalité',
  'eldritch-express/key/elder-sign': 'Signes des Anciens',
  'eldritch-express/key/omen': 'Présage',
  'eldritch-express/key/gates-open': 'Portails ouverts',
  'eldritch-express/key/monsters': 'Monstres sur le plateau',
  'eldritch-express/key/defeated': 'Investigateurs vaincus',
};

export const messages: Catalog = {
  ...nameWords(WORDS, REGIONS, LOST),
  [`${P}/setup`]: 'Mise en place',
  [`${P}/over`]: 'Partie terminée',
  [`${P}/step/upkeep`]: '1 · Entretien et affectation',
  [`${P}/step/fight`]: '2 · Combattre les monstres',
  [`${P}/step/dice`]: '3 · Dés d’action',
  [`${P}/step/threats`]: '4 · Menaces',
  [`${P}/step/encounter`]: '5 · Rencontre',
  [`${P}/step/rest`]: '6 · Repos',
  [`${P}/step/clues`]: '7 · Ramasser des indices',
  [`${P}/step/move`]: '8 · Se déplacer',
  [`${P}/step/omen`]: '9 · Piste des présages',

  [`${P}/prompt/over`]: 'La partie est terminée.',
  [`${P}/prompt/wait`]: 'En attente des règles.',
  [`${P}/prompt/setup`]: 'Lancez la mise en place : portail, indice, expédition, mystère, puis le Grand Ancien et le premier joueur.',
  [`${P}/prompt/upkeep`]: (p) => `${p.name} (${nameOf(p.investigator)}) : affectez-vous à une rencontre ou à la cité, ou cachez-vous.`,
  [`${P}/prompt/fight`]: (p) =>
    `${nameOf(p.investigator)} affronte ${count(p.monsters, 'monstre', 'monstres')} (horreur ${p.horror}, force ${p.strength} avant dégâts) : choisissez armes et sorts, et quels monstres les dégâts détruisent (horreur d’abord, puis dégâts, puis force).`,
  [`${P}/prompt/roll-dice`]: (p) => `${nameOf(p.investigator)} : lancez ${p.count} dés d’action.`,
  [`${P}/prompt/set-aside`]: (p) =>
    `Mettez de côté au moins un des ${p.inHand} dés en main${p.mustThreat ? ' — une menace apparaît, donc au moins une menace' : ''} ; les autres sont relancés. Tout mettre de côté termine les jets.`,
  [`${P}/prompt/modify`]: (p) => `${nameOf(p.investigator)} : utilisez vos capacités sur les dés, puis confirmez les dés.`,
  [`${P}/prompt/threats`]: 'Trois menaces identiques : prendre un état au lieu de trois pertes ?',
  [`${P}/prompt/encounter`]: (p) =>
    `Tâche ${p.task} à ${ENCOUNTER[p.kind] ?? p.kind} : ${p.cluesNeeded === 0 ? 'les dés la remplissent.' : `il manque ${missing(p)} — ${clues(p.cluesNeeded)} suffiraient (vous en avez ${p.clues}).`}`,
  [`${P}/prompt/city`]: (p) =>
    `La cité : un objet par deux enquêtes, un sort par deux recherches, sa spécialité sur trois identiques. Les dés donnent ${p.items} objet(s) et ${p.spells} sort(s)${p.special ? ' et la spécialité' : ''}. Chaque indice dépensé ajoute un résultat d’enquête ou de recherche ; prenez moins d’objets ou de sorts si vous voulez.`,
  [`${P}/prompt/rest`]: (p) =>
    p.city
      ? `${count(p.rest, 'dé de repos', 'dés de repos')} dans une cité : chacun soigne 1 santé et 1 santé mentale ; trois peuvent à la place retirer un état.`
      : `${count(p.rest, 'dé de repos', 'dés de repos')} : chacun soigne 1 santé ou 1 santé mentale — combien pour la santé ?`,
  [`${P}/prompt/move`]: (p) => `${capital(travelDice(p.travel))} : déplacez-vous (les diagonales comptent pour un) ou expédiez des biens.`,
  [`${P}/prompt/omen`]: (p) => `Avancez la piste des présages jusqu’à : ${nameOf(p.omen)}.`,
  [`${P}/prompt/draw`]: (p) =>
    `Piochez ${p.count > 1 ? `${p.count} cartes ${deck(p.deck)}` : aDeck(p.deck)}${p.region ? ` pour ${regionName(p.region)}` : ''} (il en reste ${p.left}).`,
  [`${P}/prompt/pick`]: (p) => `Gardez une des cartes ${deck(p.deck)} piochées.`,
  [`${P}/prompt/place`]: (p) => `Lancez un d6 pour ${PLACE_WHAT[p.what] ?? p.what}.`,
  [`${P}/prompt/investigator`]: (p) => `${p.name} : choisissez un investigateur.`,
  [`${P}/prompt/flying`]: (p) => `Les monstres volants quittent ${regionName(p.region)} vers un investigateur.`,
  [`${P}/prompt/destroy-monster`]: 'Tokyo : détruisez un monstre n’importe où sur le plateau.',
  [`${P}/prompt/discard-items`]: (p) =>
    `Blessure au dos : ${p.investigator ? nameOf(p.investigator) : 'l’investigateur'} ne peut porter que ${count(p.keep, 'objet', 'objets')}. Choisissez celui à garder ; ${p.count - p.keep === 1 ? 'l’autre est défaussé' : `les ${p.count - p.keep} autres sont défaussés`}.`,

  [`${P}/action/roll-setup`]: 'Lancer la mise en place',
  [`${P}/action/draw`]: (p) => `Piocher ${aDeck(p.deck)}`,
  [`${P}/action/draw-named`]: (p) => `Nommer la carte ${deck(p.deck)} piochée à la table`,
  [`${P}/action/pick`]: 'Garder cette carte',
  [`${P}/action/place`]: 'Lancer le d6',
  [`${P}/action/choose-investigator`]: 'Prendre cet investigateur',
  [`${P}/action/fly`]: 'Déplacer les monstres volants',
  [`${P}/action/destroy-monster`]: 'Le détruire',
  [`${P}/action/discard-items`]: 'Garder cet objet, défausser le reste',
  [`${P}/action/return-from-lost`]: 'Lancer pour revenir du temps et de l’espace',
  [`${P}/action/assign`]: 'Affecter',
  [`${P}/action/hide`]: 'Se cacher (perdre le tour)',
  [`${P}/action/exchange`]: 'Échanger santé et santé mentale',
  [`${P}/action/fight`]: (p) =>
    Array.isArray(p.monsters) && p.monsters.length > 0
      ? `Combat : ${(p.monsters as { key: string; n: number }[]).map((m) => `${m.n} ${nameOf(m.key)}`).join(', ')}`
      : 'Combat',
  [`${P}/action/roll-action-dice`]: (p) => `Lancer ${p.count} dés d’action`,
  [`${P}/action/feed-rumor`]: 'Poser plutôt des indices sur la rumeur',
  [`${P}/action/set-aside`]: 'Mettre de côté et relancer le reste',
  [`${P}/action/confirm-dice`]: 'Confirmer les dés',
  [`${P}/action/resolve-threats`]: 'Résoudre les menaces',
  [`${P}/action/resolve-encounter`]: 'Résoudre la rencontre',
  [`${P}/action/resolve-encounter/odds`]: 'la tâche est remplie',
  [`${P}/action/roll-action-dice/odds`]: 'la tâche est remplie',
  [`${P}/action/set-aside/odds`]: 'la tâche est remplie',
  [`${P}/action/rest`]: 'Se reposer',
  [`${P}/action/move`]: 'Se déplacer',
  [`${P}/action/ship`]: (p) => `Expédier à ${p.name} (${nameOf(p.investigator)}) pour ${travelDice(p.cost)}`,
  [`${P}/action/advance-omen`]: (p) => `Avancer la piste : ${nameOf(p.omen)}`,
  [`${P}/modifier`]: (p) => modifierName(p.ability),
  [`${P}/action/use`]: (p) => `Utiliser ${nameOf(p.card)}${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/action/use-by`]: (p) =>
    `${p.name} (${nameOf(p.investigator)}) lance ${nameOf(p.card)}${onWhom(p)}${USE_HINT[p.card] ? ` — ${USE_HINT[p.card]}` : ''}`,
  [`${P}/use/restore`]: (p) => (p.card === 'heal' ? '+3 santé' : '+3 santé mentale'),
  [`${P}/use/discard`]: (p) => `Défausser ${nameOf(p.key)}`,
  [`${P}/use/region`]: (p) => regionName(p.region),
  [`${P}/use/target`]: (p) => `${p.name} (${nameOf(p.investigator)})`,

  [`${P}/encounter`]: (p) =>
    p.kind === 'defeated'
      ? `${nameOf(p.investigator)} vaincu(e) (${p.task})`
      : p.kind === 'city'
        ? 'La cité'
        : `${capital(ENCOUNTER[p.kind] ?? String(p.kind))} (${p.task})`,
  [`${P}/card`]: (p) => nameOf(p.key),
  [`${P}/investigator`]: (p) => {
    const card = INVESTIGATORS.find((c) => c.key === p.key);
    return card
      ? `${nameOf(p.key)} — santé ${card.health}, santé mentale ${card.sanity}, commence en ${regionName(card.start)}`
      : nameOf(p.key);
  },
  [`${P}/monster`]: (p) => nameOf(p.key),
  [`${P}/monster-at`]: (p) => `${nameOf(p.key)} en ${regionName(p.region)}`,
  [`${P}/no-monster`]: 'Aucun monstre sur le plateau',
  [`${P}/die`]: (p) => `Dé ${p.n} : ${face(p.face)}`,
  [`${P}/face`]: (p) => face(p.face),
  [`${P}/die/setup`]:
    '{what, select, gate {d6 portail} clue {d6 indice} expedition {d6 expédition} mystery {d6 mystère} ancient-one {d6 Grand Ancien} other {Dé du premier joueur}}',
  [`${P}/die/draw`]: (p) => `Dé ${deck(p.deck)}${Number(p.count) > 1 ? ` ${p.n}` : ''} (une face par carte restante)`,
  [`${P}/die/place`]: (p) => `d6 pour ${PLACE_WHAT[String(p.what)] ?? 'le placement'}`,
  [`${P}/die/fly`]: 'Dé de vol (quel lieu)',
  [`${P}/die/rumor`]: 'd6 rumeur',
  [`${P}/die/mythos`]: 'd6 mythe {n}',
  [`${P}/die/action`]: 'Dé d’action {n}',
  [`${P}/die/item`]: 'Dé de relance (objet)',
  [`${P}/keep`]: (p) => `${face(p.face)} : de côté`,
  [`${P}/reroll`]: (p) => `${face(p.face)} : relancer`,
  [`${P}/condition`]: (p) => nameOf(p.key),
  [`${P}/damage/physical`]: 'Physique',
  [`${P}/damage/magical`]: 'Magique',
  [`${P}/region-choice`]: (p) => `${regionName(p.region)} (${p.cost === 0 ? 'rester' : travelDice(p.cost)})`,
  [`${P}/asset`]: (p) => (p.asset === 'clue' ? 'Un indice' : nameOf(String(p.asset).split(':')[1])),
  [`${P}/seat`]: (p) => `${p.name} (${travelDice(p.cost)})`,

  'field/encounter': 'Rencontre',
  'field/first': 'Mis de côté à coup sûr',
  'field/health': 'Santé',
  'field/card': 'Carte',
  'field/keep': 'Objet à garder',
  'rules/not_held': 'Cet objet n’est pas porté.',
  'field/investigator': 'Investigateur',
  'field/target': 'Monstre',
  'field/count': 'Combien',
  'field/shriveling': 'Flétrissement inflige',
  'field/banish': 'Bannir quel monstre',
  'field/tradeSanity': 'Prendre une folie au lieu de 3 santé mentale',
  'field/tradeHealth': 'Prendre une blessure au lieu de 3 santé',
  'field/clues': 'Indices à dépenser',
  'field/clueInvestigation': 'Indices dépensés en enquête',
  'field/clueResearch': 'Indices dépensés en recherche',
  'field/items': 'Objets à prendre (au plus)',
  'field/spells': 'Sorts à prendre (au plus)',
  'field/removeCondition': 'Retirer un état (3 dés de repos)',
  'field/to': 'Vers',
  'field/asset': 'Bien',
  'field/index': 'Dé',
  'field/face': 'Nouvelle face',
  'field/choice': 'Effet',
  'field/region': 'Région',
  'field/castOn': 'Lancer sur',
  ...fieldNames,

  [`${P}/tracker/doom`]: 'Fatalité',
  [`${P}/tracker/elder-sign`]: 'Signes des Anciens restants',
  [`${P}/tracker/omen`]: 'Case de la piste des présages (0 comète verte, 1 bleu, 2 soleil rouge, 3 bleu)',
  [`${P}/tracker/rumor-track`]: 'Marqueur de rumeur sur la piste de Fatalité',
  [`${P}/tracker/rumor-clues`]: 'Indices sur la rumeur',
  [`${P}/tracker/health`]: (p) => `${p.name} — ${nameOf(p.investigator)} : santé`,
  [`${P}/tracker/sanity`]: (p) => `${p.name} — ${nameOf(p.investigator)} : santé mentale`,
  [`${P}/tracker/clues`]: (p) => `${p.name} — ${nameOf(p.investigator)} : indices`,
  [`${P}/tracker/region-clues`]: (p) => `Indices en ${regionName(p.region)}`,

  'option/ancientOne': 'Grand Ancien',
  'option/ancientOne/help':
    'Quel Grand Ancien s’éveille ; « aléatoire » lance un d6 à la mise en place (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth). Fixe la Fatalité et la piste des Signes des Anciens.',
  'option/ancientOne/random': 'Aléatoire (d6 à la mise en place)',
  'option/ancientOne/cthulhu': 'Cthulhu (11)',
  'option/ancientOne/shub-niggurath': 'Shub-Niggurath (10)',
  'option/ancientOne/azathoth': 'Azathoth (12)',
  'option/lostTurnAdvancesClock': 'Un tour perdu fait quand même avancer les présages',
  'option/lostTurnAdvancesClock/help':
    'Règle maison, désactivée par défaut. Le texte source passe au joueur suivant quand un tour est perdu (retardé, caché, rumeur nourrie, retardé par un monstre, perdu dans le temps et l’espace), la piste des présages ne bouge donc pas. Activée : un tel tour finit quand même par l’étape 9. Un tour fini par une défaite finit toujours par l’étape 9 (décision 12).',
  'option/cluePairsSameFace': 'Les paires d’indices doivent être identiques',
  'option/cluePairsSameFace/help':
    'Décision pour l’étape 7 : un indice demande deux dés d’enquête inutilisés ou deux dés de recherche inutilisés. Désactivée : deux d’entre eux, quels qu’ils soient, font une paire.',
  [`${P}/lost-turn-clock`]:
    'Décision 11 : un tour perdu passe au joueur suivant sans les présages, sauf si ceci est activé ; décision 12 : une défaite les fait toujours avancer.',
  [`${P}/clue-pairs`]: 'Décision 23 : les paires d’indices sont deux faces identiques.',

  [`${P}/outcome/elder-signs`]: 'La piste des Signes des Anciens a atteint 0 : le Grand Ancien est scellé. Les investigateurs gagnent !',
  [`${P}/outcome/doom`]: 'La Fatalité a atteint 0 : le Grand Ancien s’éveille. Les investigateurs perdent.',
  [`${P}/outcome/no-investigators`]: 'Il ne reste aucun investigateur pour continuer le combat. Les investigateurs perdent.',

  'rules/cannot_use': byWhy(
    '{why, select, nothing {Rien ne peut être utilisé maintenant.} no_blessed {Il ne reste aucune carte Béni.} same_region {Le sort n’atteint que les investigateurs de la même région.} condition {Ce sort ne peut pas défausser cet état.} other_region {Choisissez une autre région.} other {Cela ne peut pas être utilisé maintenant.}}',
  ),
  'rules/wrong_phase': byWhy(
    '{why, select, set_up {Le monde est déjà mis en place.} no_turn {Aucun tour n’est en cours.} no_dice {Aucun dé en main à mettre de côté.} omen_moved {La piste des présages a déjà avancé ce tour.} step {Ce n’est pas le moment : le tour n’est pas à l’étape {step, select, upkeep {d’entretien} fight {de combat} dice {des dés d’action} threats {des menaces} encounter {de rencontre} rest {de repos} clues {des indices} move {de déplacement} omen {des présages} other {{step}}}.} other {Ce n’est pas ce que les règles attendent maintenant.}}',
  ),
  'rules/not_in_deck': 'Cette carte ne reste pas à piocher.',
  'rules/not_offered': 'Cette carte ne fait pas partie de celles piochées.',
  'rules/investigator_taken': 'Cet investigateur est déjà en jeu ou a été vaincu.',
  'rules/invalid_target': byWhy(
    '{why, select, banish {Choisissez le monstre à bannir.} destroy {Choisissez un monstre à détruire.} no_monster {Ce monstre n’existe pas.} other {Choisissez un monstre sur le plateau.}}',
  ),
  'rules/not_lost': byWhy(
    '{why, select, lost {Perdu dans le temps et l’espace : revenez d’abord.} not_lost {Cet investigateur n’est pas perdu dans le temps et l’espace.} other {Cela ne correspond pas à la situation de l’investigateur (perdu dans le temps et l’espace ou non).}}',
  ),
  'rules/out_of_range': byWhy(
    '{why, select, rest {Plus de santé que de dés de repos ({dice}).} bounds {Santé et santé mentale doivent rester entre 1 et leur maximum.} other {Ce nombre est hors limites.}}',
  ),
  'rules/no_ability': byWhy(
    '{why, select, no_modifier {Aucun modificateur ne peut être utilisé maintenant.} exchange {Cet investigateur ne peut pas échanger santé et santé mentale maintenant.} other {Cette capacité ne peut pas être utilisée maintenant.}}',
  ),
  'rules/no_hiding': 'Un monstre ici (Impossible de se cacher) empêche de se cacher.',
  'rules/no_encounter': 'Cette rencontre n’existe pas dans cette région.',
  'rules/not_enough_sanity': 'Chaque sort coûte 1 santé mentale : pas assez pour autant.',
  'rules/not_enough_damage': 'Ces dégâts ({physical} physiques, {magical} magiques) ne peuvent pas détruire chaque monstre choisi.',
  'rules/already_rolled': 'Les dés d’action sont déjà lancés ce tour.',
  'rules/set_aside_one': 'Mettez au moins un dé de côté.',
  'rules/keep_threat': 'Une menace apparaît : mettez au moins une menace de côté (sauf affecté à une cité).',
  'rules/invalid_die': byWhy(
    '{why, select, discard {Choisissez un dé à défausser.} change {Choisissez un dé non menaçant et la face qu’il devient.} convert {Choisissez un dé non menaçant à convertir.} reroll_threat {Choisissez un dé de menace à relancer.} reroll {Choisissez un dé non menaçant à relancer.} other {Choisissez un dé adapté.}}',
  ),
  'rules/dice_in_hand': 'Mettez d’abord chaque dé de côté.',
  'rules/no_rumor': 'Il n’y a pas de rumeur dans cette région.',
  'rules/not_enough_clues': 'Pas assez d’indices ({have} en main).',
  'rules/cannot_remove': byWhy(
    '{why, select, in_city {Les états se retirent en se reposant dans une cité.} other {Trois dés de repos dans une cité retirent un état que vous avez.}}',
  ),
  'rules/too_far': 'Pas assez de dés de voyage : cela coûte {cost}, vous avez {travel}.',
  'rules/no_receiver': 'Aucun investigateur ne peut le recevoir là-bas.',
  'rules/no_asset': byWhy('{why, select, nothing {Vous n’avez rien à expédier.} other {Vous n’avez pas cela à expédier.}}'),

  ...screenWords,
  ...keyTrackWords,
};

const who = (d: Params) => (d.investigator ? nameOf(d.investigator) : 'L’investigateur');
const REFUSED: Record<string, string> = {
  'back-injury': 'une Blessure au dos ne permet qu’un objet',
  hallucination: 'Hallucination interdit les nouveaux sorts',
  paranoia: 'Paranoïa interdit les alliés',
};
const names = (list: unknown) => ((list ?? []) as string[]).map(nameOf).join(', ');

const narrate = typedNarration<EldritchEvent>({
  'gate-site-rolled': (d: Params) =>
    `Le dé de portail montre ${regionName(d.region)} : ${d.had?.sealed ? `le portail scellé y est retiré${d.tokenBack ? ' (son marqueur retourne dans la réserve de portails)' : ''}` : d.had ? `${d.monsters} monstres de plus passent le portail ouvert` : `un portail s’ouvre avec ${count(d.monsters, 'monstre', 'monstres')}`}.`,
  'gate-opened': (d) => `Un portail vers ${nameOf(d.gate)} s’ouvre en ${regionName(d.region)}.`,
  'monster-spawned': (d) => `${nameOf(d.monster)} apparaît en ${regionName(d.region)}.`,
  'clue-placed': (d) => `Un indice apparaît en ${regionName(d.region)}.`,
  'placement-due': (d) => `Lancez un d6 pour ${PLACE_WHAT[d.what] ?? d.what}.`,
  'placement-rerolled': (d) => `Le d6 montre ${d.die}, interdit ici : relancez.`,
  'expedition-placed': (d) => `L’expédition va en ${regionName(d.region)}.`,
  'mystery-placed': (d: Params) =>
    `Le mystère (${d.side === 'back' ? 'verso' : 'recto'}) va en ${regionName(d.region)}${d.direction ? ` (diagonale ${d.direction === 'left' ? 'ouest' : 'est'})` : ''}.`,
  'mystery-flipped': () => 'Le mystère est retourné sur son verso.',
  'mystery-solved': (d) => `Le mystère en ${regionName(d.region)} est résolu.`,
  'investigators-due': () => 'Chaque joueur choisit un investigateur.',
  'investigator-chosen': (d) => `${nameOf(d.investigator)} rejoint l’enquête.`,
  'draw-due': (d) => `À piocher : ${aDeck(d.deck)}${(d.count ?? 1) > 1 ? ` (${d.count}, en garder un)` : ''}.`,
  'card-drawn': (d: Params) => {
    if (d.refused) return `${nameOf(d.card)} est pioché mais rendu : ${REFUSED[d.refused] ?? d.refused}.`;
    if (d.cancels) return `${nameOf(d.card)} et ${nameOf(d.cancels)} s’annulent ; les deux sont défaussés.`;
    const extra = d.losesAlly
      ? ` L’allié ${nameOf(d.losesAlly)} s’en va.`
      : d.losesSpells
        ? ' Tous les sorts sont perdus.'
        : d.replaces
          ? ` ${nameOf(d.replaces)} s’en va.`
          : d.mustDiscard
            ? ` Un seul objet peut être porté : ${count(d.mustDiscard, 'objet doit', 'objets doivent')} être défaussé(s).`
            : '';
    return `Gagne ${nameOf(d.card)} (${deck(d.deck)}).${extra}`;
  },
  'cards-drawn-for-pick': (d) => `Piochés : ${names(d.cards)} — en garder un.`,
  'deck-empty': (d) => `Plus aucun ${deck(d.deck)} à piocher.`,
  'draw-cancelled': () => 'La pioche est annulée : cet investigateur n’est plus là.',
  'items-discarded': (d) => `${names(d.kept)} est gardé ; ${names(d.items)} ${d.items.length === 1 ? 'est défaussé' : 'sont défaussés'}.`,
  'discard-not-needed': () => 'Plus aucun objet à défausser.',
  'play-began': () => 'La mise en place est terminée : la partie commence.',
  'ancient-one-chosen': (d) =>
    `${nameOf(d.ancientOne)} s’agite${d.random ? ' (tiré au dé)' : ''} : Fatalité et Signes des Anciens commencent à ${d.doom}.`,
  'first-player-chosen': (d) => `${d.name} joue en premier.`,
  'turn-began': (d) => `Tour ${d.turn} : ${d.name}${d.investigator ? ` (${nameOf(d.investigator)})` : ''}.`,
  'delay-ended': () => 'Retardé : l’investigateur est redressé et perd ce tour.',
  'returned-from-lost': (d) => `De retour du temps et de l’espace, en ${regionName(d.region)}.`,
  'health-sanity-exchanged': (d) => `Santé ${d.fromHealth} → ${d.health}, santé mentale ${d.fromSanity} → ${d.sanity}.`,
  hid: (d) => `Se cache en ${regionName(d.region)} et perd le tour.`,
  assigned: (d: Params) =>
    `Affecté à ${encounterName(d.encounter)} en ${regionName(d.region)}${(d.refreshed as string[]).length ? ` ; ${names(d.refreshed)} rechargé(s)` : ''}.`,
  'fight-resolved': (d: Params) => {
    if (d.avoided) return `Les monstres sont évités${d.sanityLoss ? ` (${d.sanityLoss} santé mentale pour les sorts)` : ''}.`;
    const killed = (d.killed as number[]).map((i) => nameOf((d.monsters as string[])[i]));
    return `Combat : horreur ${d.horror} → ${d.sanityLoss} santé mentale perdue${d.madness ? ' et une folie' : ''} ; ${d.physical} dégâts physiques et ${d.magical} magiques ${killed.length ? `détruisent ${killed.join(', ')}` : 'ne détruisent rien'} ; force ${d.strength} → ${d.healthLoss} santé perdue${d.injury ? ' et une blessure' : ''}${d.delayed ? ` ; retardé par une Maigre bête de la nuit${d.losesTurn ? ', et le reste du tour est perdu' : ''}` : ''}${d.clues ? ` ; ${clues(d.clues)} gagné(s)` : ''}${helpersText(d.helpers)}.`;
  },
  'rumor-clues-dropped': (d: Params) =>
    `${capital(clues(d.count))} posé(s) sur la rumeur (${d.total} sur 4)${d.solved ? ' : la rumeur est résolue et la Fatalité recule de 1' : ''}.`,
  'action-dice-rolled': (d) => `Dés d’action : ${faces(d.values)}.`,
  'dice-set-aside': (d) => `De côté : ${faces(d.kept)}${d.rerolled.length ? ` ; relancés : ${faces(d.rerolled)}` : ' — fin des jets'}.`,
  'die-changed': (d) => `${modifierName(d.ability)} : ${face(d.from)} → ${face(d.to)}.`,
  'die-added': (d) => `${modifierName(d.ability)} : + ${face(d.face)}.`,
  'die-removed': (d) => `${modifierName(d.ability)} : ${face(d.face)} retiré.`,
  'dice-confirmed': (d) => `Dés définitifs : ${faces(d.kept)}.`,
  'threats-resolved': (d: Params) =>
    `Menaces : ${d.health} santé et ${d.sanity} santé mentale perdues${d.injury ? ', une blessure au lieu de trois' : ''}${d.madness ? ', une folie au lieu de trois' : ''}${d.prevented ? ` (${d.prevented} évitées)` : ''}.`,
  'encounter-resolved': (d: Params) =>
    d.result === 'done'
      ? `Visite de la cité : ${count(d.items, 'objet', 'objets')}, ${count(d.spells, 'sort', 'sorts')}${d.cluesSpent ? ` (${clues(d.cluesSpent)} dépensé(s) en résultats)` : ''}.`
      : `${capital(encounterName(d.encounter))} (${d.task}) : ${d.result === 'passed' ? 'réussie' : `échouée — il manque ${missing(d)}`}${d.cluesSpent ? `, ${clues(d.cluesSpent)} dépensé(s)` : ''}.`,
  'gate-sealed': (d) => `Le portail vers ${nameOf(d.gate)} en ${regionName(d.region)} est fermé et scellé.`,
  'elder-sign-advanced': (d) => `Le Signe des Anciens avance de ${d.by}.`,
  'elder-sign-regressed': (d) => `Le Signe des Anciens recule de ${d.by}.`,
  'lost-in-time-and-space': (d) =>
    `Perdu dans le temps et l’espace${d.delayed ? ', retardé' : ''}${d.losesTurn ? ' ; le reste du tour est perdu' : ''}.`,
  delayed: () => 'Retardé.',
  'possessions-recovered': (d) => `Le pion de ${nameOf(d.investigator)} quitte le plateau ; ses possessions vont à qui le trouve.`,
  'condition-removed': (d) => `${nameOf(d.condition)} est retiré.`,
  'clue-gained': (d) => `${capital(clues(d.count))} gagné(s).`,
  rested: (d: Params) => `Repos : +${d.health} santé, +${d.sanity} santé mentale${d.condition ? `, ${nameOf(d.condition)} retiré` : ''}.`,
  'clues-collected': (d) =>
    `${capital(clues(d.count))} ramassé(s) grâce aux paires inutilisées${d.bonus ? ', et un de plus de la réserve' : ''}.`,
  'leg-injury-checked': (d) =>
    d.paid ? 'Blessure à la jambe : un dé de voyage dépensé.' : 'Blessure à la jambe sans dé de voyage : retardé.',
  'asset-shipped': (d) => `${d.asset === 'clue' ? 'Un indice' : nameOf(d.asset.split(':')[1])} expédié pour ${travelDice(d.cost)}.`,
  moved: (d: Params) => (d.from === d.to ? `Reste en ${regionName(d.to)}.` : `Va de ${regionName(d.from)} en ${regionName(d.to)}.`),
  'omen-advanced': (d) => `La piste des présages avance jusqu’à : ${nameOf(d.omen)}.`,
  'doom-advanced': (d) => `La Fatalité avance à ${d.to}.`,
  'rumor-failed': () => 'La Fatalité atteint la rumeur : les deux pions de rumeur sont défaussés.',
  'rumor-spawned': (d) => `Une rumeur se répand en ${regionName(d.region)} ; son marqueur est sur ${d.track} de la piste de Fatalité.`,
  'rumor-regressed': (d) => `Le marqueur de la rumeur va sur ${d.track}.`,
  'mythos-rolled': (d) => `Dés de mythe : ${d.values.join(' et ')}${d.what === 'red-sun' ? ' (soleil rouge)' : ''}.`,
  'flying-due': (d) => `Les monstres volants en ${regionName(d.region)} s’envolent : ${names(d.monsters)}.`,
  'flying-checked': (d) => (d.count ? 'Monstres volants vérifiés.' : 'Aucun monstre volant ne s’envole.'),
  'monsters-flew': (d) => `${names(d.monsters)} volent de ${regionName(d.from)} vers ${regionName(d.to)}.`,
  'monster-destroyed': (d) => `${nameOf(d.monster)} en ${regionName(d.region)} est détruit.`,
  'destroy-monster-due': () => 'Tokyo : un monstre n’importe où peut être détruit.',
  'nothing-to-destroy': () => 'Aucun monstre sur le plateau à détruire.',
  'sanity-lost': (d) => `${who(d)} perd ${d.amount} santé mentale.`,
  'possession-used': (d: Params) => {
    const parts: string[] = [];
    if (d.sanityCost) parts.push(`${d.sanityCost} santé mentale dépensée`);
    if (d.targetInvestigator && d.target !== d.seat) parts.push(`lancé sur ${nameOf(d.targetInvestigator)}`);
    if (d.health) parts.push(`+${d.health} santé`);
    if (d.sanity) parts.push(`+${d.sanity} santé mentale`);
    if (d.removeCondition) parts.push(`${nameOf(d.removeCondition)} défaussé`);
    if (d.moveTo) parts.push(`maintenant en ${regionName(d.moveTo)}`);
    if (d.draws?.length) parts.push(`${d.draws.length} ${d.draws.length === 1 ? deck(d.draws[0].deck) : decks(d.draws[0].deck)} à piocher`);
    if (d.discardItem || d.discardArtifact) parts.push('défaussé');
    if (d.exhaustItem) parts.push('épuisé');
    return `${nameOf(d.card)} est utilisé${parts.length ? ` : ${parts.join(', ')}` : ''}.`;
  },
  'investigator-defeated': (d: Params) =>
    `${nameOf(d.investigator)} est vaincu (${d.by === 'health' ? 'santé' : d.by === 'sanity' ? 'santé mentale' : d.by} à 0) et gît face cachée${d.region === 'lost' ? '' : ` en ${regionName(d.region)}`} ; le Signe des Anciens recule de 1.`,
  'seat-out': (d) => `Il ne reste aucun investigateur pour ${d.name}, qui quitte la partie.`,
  'turn-ended': () => 'Le tour se termine.',
  'game-won': () => 'La piste des Signes des Anciens atteint 0 : les investigateurs gagnent !',
  'game-lost': (d) =>
    d.code === 'doom' ? 'La Fatalité atteint 0 : le Grand Ancien s’éveille.' : 'Il ne reste aucun investigateur : la partie est perdue.',
});

const causes: Record<string, string> = {
  'clue-not-on-gate': 'Mise en place : un indice ne peut pas commencer sur la région du portail',
  'gate-closed': 'Un portail fermé fait avancer le Signe des Anciens de 1',
  'mystery-solved': 'Le verso du mystère réussi fait avancer le Signe des Anciens de 2',
  'defeated-encounter': 'La rencontre avec un investigateur vaincu réussie fait avancer le Signe des Anciens de 1',
  'dexter-drake': 'Savoir de Dexter Drake : un second sort en gagnant un sort',
  'joe-diamond': 'Talent de Joe Diamond : un second indice en gagnant des indices',
  'city-special': 'Trois identiques dans une cité : la spécialité de la cité',
  blue: 'Présage bleu : les dés de mythe',
  'green-comet': 'Comète verte : la Fatalité avance',
  'red-sun': 'Soleil rouge : l’effet du Grand Ancien',
  doubles: 'Double aux dés de mythe : une rumeur',
  'rumor-reached': 'La Fatalité a atteint le marqueur de rumeur',
  'no-investigator-left': 'Vaincu sans investigateur restant à prendre',
  'back-injury': 'Blessure au dos : un seul objet peut être porté',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'But',
    paragraphs: [
      'La Fatalité et la piste des Signes des Anciens commencent toutes deux à la valeur du Grand Ancien (Cthulhu 11, Shub-Niggurath 10, Azathoth 12) et décomptent. Signes des Anciens à 0 : la table gagne. Fatalité à 0 : la table perd.',
    ],
  },
  {
    heading: 'Mise en place (l’appli lance)',
    paragraphs: [
      'Piste des présages sur la comète verte. Un d6 place un portail avec un monstre ; un d6 place un indice (relancé s’il tombe sur le portail) ; un d6 chacun pour l’expédition et le mystère (recto visible). Chaque joueur prend un investigateur en pleine santé et santé mentale, dans sa région de départ, avec ses biens de départ. Le Grand Ancien et le premier joueur sont tirés au hasard.',
    ],
  },
  {
    heading: 'Un tour',
    paragraphs: [
      '1 Entretien : un investigateur retardé se redresse et perd le tour (on passe au joueur suivant) ; un perdu dans le temps et l’espace lance un d6 pour revenir. Se cacher (perdre le tour, ne rencontrer aucun monstre) sauf si un monstre « Impossible de se cacher » est là, ou s’affecter à une rencontre de la région ou à sa cité (ce qui recharge les objets épuisés).',
      '2 Combattez tous les monstres de la région à la fois : perdez de la santé mentale égale à leur horreur totale, répartissez vos dégâts physiques et magiques comme vous le voulez (les résistances ignorent les premiers points de leur type, « immunisé » tous), puis perdez de la santé égale à la force des survivants ; un monstre à Retard qui survit coûte le reste du tour et vous retarde. Trois pertes peuvent devenir une blessure ou une folie. Les sorts coûtent 1 santé mentale chacun, et les autres investigateurs de votre région peuvent lancer les leurs pour vous.',
      '3 Dés d’action : lancez-en 5 (6 béni, 4 maudit). Mettez au moins un dé de côté à chaque jet — au moins une menace s’il y en a, sauf dans une cité — et relancez les autres, jusqu’à ce que tous soient de côté. Ensuite capacités, artefacts ou alliés (un par tour) peuvent changer des dés. Ou, au lieu de lancer, posez des indices sur la rumeur de votre région.',
      '4 Menaces : chaque menace de santé coûte 1 santé, chaque menace mentale 1 santé mentale, rien dans une cité ; trois identiques peuvent devenir une blessure ou une folie.',
      '5 Rencontre : les dés de recherche (R) et d’enquête (I) mis de côté, plus les indices (chacun ajoute un R ou un I), doivent couvrir la tâche, par ex. RRI. La piste de dés montre quelles lettres sont remplies et ce qui manque.',
      '6 Repos : chaque dé de repos soigne 1 santé ou 1 santé mentale ; dans une cité 1 de chaque, et trois dés de repos peuvent retirer un état. 7 Indices : chaque paire inutilisée de dés d’enquête ou de recherche ramasse un indice de la région. 8 Déplacez-vous d’une région par dé de voyage (les diagonales comptent pour un) ; expédier un bien coûte 1 dé de voyage plus 1 par région intermédiaire.',
      '9 Présages : avancez d’une case. Comète verte : Fatalité −1 ; atteindre le marqueur de la rumeur défausse la rumeur et le Signe des Anciens recule. Bleu : dés de mythe — le premier ouvre un portail avec deux monstres (un portail ouvert reçoit deux monstres de plus, un scellé est retiré), le second place un indice, un double amène une rumeur quatre cases devant la Fatalité (ou rapproche d’un le marqueur d’une rumeur existante). Les monstres volants d’une pile de portail gardée où personne ne se trouve volent d’un pas vers un investigateur. Soleil rouge : l’effet du Grand Ancien.',
    ],
  },
  {
    heading: 'Rencontres',
    paragraphs: [
      'Portail : réussite — scellé, Signe des Anciens +1 ; échec — un état, perdu dans le temps et l’espace et retardé, et le reste du tour est perdu. Expédition : réussite — un artefact ; échec — un état ; elle va ensuite dans une autre région. Recto du mystère : réussite — retourné et déplacé vers une région diagonale (impair ouest, pair est). Verso du mystère (tâche plus I et R) : réussite — Signe des Anciens +2 et un nouveau mystère ; échec — un état. Cité : jusqu’à un objet par deux I et un sort par deux R (les indices peuvent ajouter des résultats), la spécialité de la cité sur trois identiques. Investigateur vaincu : réussite — Signe des Anciens +1 ; dans tous les cas vous prenez ses possessions et le pion s’en va.',
    ],
  },
  {
    heading: 'Défaite',
    paragraphs: [
      'À 0 santé ou santé mentale, un investigateur gît face cachée dans la région avec ses possessions, le Signe des Anciens recule de 1, et le joueur prend un nouvel investigateur (un vaincu ne revient jamais). S’il n’en reste aucun, le joueur est éliminé ; si tous les joueurs le sont, la partie est perdue.',
    ],
  },
  {
    heading: 'Chances',
    paragraphs: [
      'Avant les dés d’action et à chaque mise de côté, l’appli affiche la chance exacte que les dés encore à lancer, joués au mieux avec la boucle de relance, plus les indices que vous avez, remplissent la tâche. Capacités, artefacts et alliés ne sont pas comptés.',
    ],
  },
  {
    heading: 'Les décisions de l’appli (là où le texte source se tait ; numérotées comme dans docs/rulings/eldritch-express.md)',
    paragraphs: [
      '1. La carte : régions 1-6 en trois colonnes de deux, le nord au-dessus du sud — 1 Amérique du Nord, 2 Amérique du Sud | 3 Europe, 4 Afrique | 5 Asie, 6 Australie. Les voisins en diagonale comptent pour un pas ; le monde ne boucle pas.',
      '2. Un mystère qui bouge « en diagonale » va au voisin diagonal à l’ouest (jet impair) ou à l’est (jet pair) ; s’il n’y en a pas de ce côté, à l’autre.',
      '3. Le marqueur d’un portail scellé retiré par un présage bleu retourne dans la réserve de portails et peut se rouvrir. Réserve vide, une apparition de portail n’ouvre pas de portail (ses monstres viennent quand même).',
      '4. Une expédition qui bouge relance jusqu’à ce que le dé désigne une autre région.',
      '5. Pioches au hasard : l’appli lance un dé sur les cartes ou monstres restants ; ou nommez la carte piochée à la table. Les cartes défaussées, les états utilisés et les monstres détruits reviennent aussitôt.',
      '6. Une rumeur à la fois : son pion sur une région et son marqueur quatre cases devant la Fatalité ; une seconde rumeur (ou le soleil rouge d’Azathoth) rapproche le marqueur d’une case. La Fatalité atteignant le marqueur défausse la rumeur et le Signe des Anciens recule. Les indices y sont posés depuis sa région au lieu de lancer ; le quatrième la retire et la Fatalité recule.',
      '7. Un Grand Ancien aléatoire est un d6 (1-2 Cthulhu, 3-4 Shub-Niggurath, 5-6 Azathoth) ; le premier joueur est un dé sur les places.',
      '8. La Fatalité et le Signe des Anciens ne montent jamais au-dessus de leur départ.',
      '9. Un sort coûte 1 santé mentale, rien de plus : la dernière peut être dépensée (et le lanceur est vaincu). Un sort est gardé et agit une fois par tour et par lanceur.',
      '10. Vous combattez comme vous le décidez : chaque objet, artefact et sort utilisable est proposé, avec un interrupteur par monstre pour diriger les dégâts. Par défaut, armes et artefacts réutilisables sont utilisés et les interrupteurs suggèrent ce qu’ils peuvent détruire (le plus de force évitée d’abord). Des dégâts visant plus de monstres qu’ils n’en peuvent détruire détruisent le plus de force possible parmi eux ; les autres survivent.',
      '11. Règle maison, désactivée par défaut : un tour perdu à cause d’un retard, d’une cachette, d’une rumeur, du Retard d’un monstre ou du temps et de l’espace passe au joueur suivant sans les présages (comme le dit le texte source). Activée, un tel tour finit quand même par l’étape 9.',
      '12. Un tour fini par une défaite finit quand même par les présages.',
      '13. Le Retard d’un monstre coûte le reste de ce tour et retourne le pion face cachée ; le tour suivant est aussi perdu à l’entretien.',
      '14. Échouer à un portail : le reste du tour est perdu (ni repos, ni indices, ni déplacement), l’investigateur est perdu dans le temps et l’espace et retardé (Akachi non), le tour suivant est perdu, et au suivant un d6 le ramène.',
      '15. Blessure à la jambe dépense un dé de voyage à l’étape de déplacement ; sans dé, l’investigateur est retardé (le tour suivant est perdu).',
      '16. Le combat se déroule : sorts payés, 1 horreur (santé mentale), 2 dégâts, 3 force (santé). Santé mentale épuisée à 1 signifie la défaite sur place : aucun dégât infligé, aucune santé perdue. Grand bannissement retire son monstre avant le combat.',
      '17. Mettez au moins un dé de côté par jet, et une menace s’il y en a (pas dans une cité) ; tout mettre de côté termine les jets. L’invite demande d’abord le dé mis de côté à coup sûr (une menace s’il le faut), puis les autres.',
      '18. Après la dernière mise de côté : Béni peut défausser un dé ; Joe Diamond ajoute un résultat d’enquête ; Wilson Richards change un dé non menaçant et annule une menace de santé ; un dé d’artefact ou d’allié par tour ; Amulette protectrice / Patte de lapin relancent un dé et sont épuisées.',
      '19. Exactement trois pertes s’échangent contre une blessure ou une folie (au choix) ; le reste est quand même perdu ; impossible une fois les trois de ce genre détenues.',
      '20. Les états issus d’un échec viennent des blessures, folies et Maudit (jamais Béni), en sautant ceux détenus. Béni et Maudit s’annulent.',
      '21. Les armes et artefacts à dégâts physiques et magiques infligent les deux. Diana Stanley réduit l’horreur totale de 1. Les +1 de Lily Chen et Dexter Drake et le +1 des alliés comptent sans arme. Statue extraterrestre, Bijoux enchantés, Tom Murphy et Eric Colt évitent 1 en combat et 1 à l’étape des menaces. Whisky et Bandage sont épuisés à l’usage.',
      '22. Dans une cité, vous prenez jusqu’à un objet par deux enquêtes et un sort par deux recherches (tous par défaut, moins si vous voulez) ; les indices qui y sont dépensés ajoutent des résultats un à un ; trois identiques (indices comptés) donnent la spécialité de la cité. Alexandrie retire une malédiction si maudit, sinon bénit.',
      '23. Les paires d’indices sont deux dés inutilisés de même face (règle maison), limitées par les indices de la région, et toujours ramassées. Joe Diamond gagne un indice de plus chaque fois qu’il en gagne.',
      '24. Pour une tâche, vous dites combien d’indices dépenser : une tâche remplie ne dépense que ceux nécessaires ; une non remplie n’en dépense aucun.',
      '25. Le soleil rouge de Shub-Niggurath lance les deux dés de mythe une fois par investigateur.',
      '26. Les monstres volants d’une pile de portail gardée où personne ne se trouve volent ensemble d’un pas vers l’investigateur le plus proche : vers une région voisine avec un investigateur, sinon vers un voisin plus proche d’une région (un dé choisit entre plusieurs) ; sans investigateur sur le plateau, vers un voisin au hasard.',
      '27. Un investigateur vaincu est hors jeu pour la partie ; son pion garde ses possessions pour qui le rencontre (perdu dans le temps et l’espace, les possessions retournent dans les pioches). Un joueur sans investigateur restant est éliminé ; tous éliminés, la partie est perdue. Les sorts de départ ne donnent pas de second sort à Dexter Drake.',
      '28. Les chances comptent les dés et les indices (meilleure mise de côté), pas les capacités, artefacts ou alliés.',
      '29. Utilisables depuis l’invite : Tome ancien / Vieux journal (un indice), Cultes sans nom (deux indices), Boîte-puzzle (un artefact), Croix (Béni), Necronomicon (deux sorts) — chacun défaussé ; Soins / Brume mémorielle (1 santé mentale : +3 santé / +3 santé mentale, ou défausser une blessure / une folie) ; Voyage astral (1 santé mentale : n’importe quelle région, à l’entretien ou au déplacement).',
      '30. Tout investigateur de la région de l’investigateur actif peut lancer Soins, Brume mémorielle ou Voyage astral sur lui-même ou quiconque s’y trouve pendant le tour, et des sorts de combat dans le combat en cours ; le lanceur paie. Les objets ne s’utilisent pas sur les autres — expédiez-les.',
      '31. Blessure au dos (« ne peut porter d’objets, ou seulement 1 ») permet un objet : gagné en en portant plus, vous choisissez celui à garder et le reste est défaussé ; un nouvel objet est refusé tant qu’un est détenu.',
      '32. La Fatalité ou le Signe des Anciens mis à 0 à la main met fin à la partie aussitôt ; remis au-dessus de 0, elle continue.',
      '33. Rencontrer le pion d’un investigateur vaincu donne chaque possession qu’il porte, réussite ou échec ; une réussite fait aussi avancer le Signe des Anciens.',
      '34. La spécialité de Tokyo détruit un monstre de votre choix n’importe où sur le plateau.',
      '35. Le plateau physique, les marqueurs et dés, et les notes de conception de l’auteur ne sont pas suivis par l’appli.',
      '36. La piste des présages suit comète verte, bleu, soleil rouge, bleu, depuis la comète verte ; chaque tour l’avance d’une case (décision du projet).',
      '37. La Fatalité et le Signe des Anciens commencent à la valeur du Grand Ancien et décomptent : Fatalité 0 perd, Signe des Anciens 0 gagne (décision du projet).',
      '38. Une tâche comme RRI est remplie quand les dés gardés plus les indices la couvrent (décision du projet).',
    ],
  },
];

export { narrate, causes, reference };
