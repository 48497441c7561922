/**
 * Die D&D-Fertigkeitsvarianten (3.5) auf Deutsch: jeder Code, die Erzählung, die Ursachen und die
 * Regelübersicht. Begriffe der deutschen 3.5-Ausgabe: Wissen, Einschüchtern, Zauberkunde, Willenswurf,
 * Trefferwürfel (TW), Goldmünzen (GM), Entdecke Magie, Identifizieren, Schule, Unterschule, Kategorie.
 */
import type { Catalog } from '../../../i18n/catalog';
import type { DndEvent } from '../../../../../shared/rulesets/dnd-skills/events';
import type { RulesetTranslation } from '../../types';
import { typedNarration } from '../../typed-narration';

const CREATURE: Record<string, string> = {
  aberration: 'Aberration',
  animal: 'Tier',
  construct: 'Konstrukt',
  dragon: 'Drache',
  elemental: 'Elementar',
  fey: 'Feenwesen',
  giant: 'Riese',
  humanoid: 'Humanoider',
  'magical-beast': 'Magische Bestie',
  'monstrous-humanoid': 'Monströser Humanoider',
  ooze: 'Schlick',
  outsider: 'Externar',
  plant: 'Pflanze',
  undead: 'Untoter',
  vermin: 'Ungeziefer',
};
const LIBRARY: Record<string, string> = {
  small: 'Kleine Bibliothek',
  local: 'Örtliche Bibliothek',
  large: 'Große Bibliothek',
  enormous: 'Riesige Bibliothek',
};
const gp = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace('.', ',')} GM`;
const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const hours = (n: number) => `${n} ${n === 1 ? 'Stunde' : 'Stunden'}`;
const duration = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return [h ? hours(h) : '', m ? `${m} Min.` : '', s % 60 ? `${s % 60} s` : ''].filter(Boolean).join(' ') || '0 Min.';
};

const SKILL: Record<string, string> = {
  survival: 'Überlebenskunst',
  heal: 'Heilkunde',
  'disable-device': 'Mechanismus ausschalten',
  spellcraft: 'Zauberkunde',
};
const ABILITY: Record<string, string> = {
  'calling-magic': 'wirkt oder nutzt einen Zauber oder eine Fähigkeit der Unterschule Herbeirufung',
  'wild-empathy': 'hat Tierempathie',
  trapfinding: 'hat Fallen finden',
  'sorcerer-levels': 'hat Stufen als Hexenmeister',
  'matching-energy-resistance': 'ist gegen die Energieart des Elementars resistent oder immun',
  'enchantment-save-bonus': 'hat einen Rettungswurfbonus gegen Verzauberungen',
  'dodge-vs-giants': 'hat einen Ausweichbonus gegen Riesen',
  'same-subtype': 'teilt die Unterart der Kreatur',
  familiar: 'hat einen Vertrauten',
  'acid-resistance': 'ist gegen Säure resistent oder immun',
  'teleportation-magic': 'wirkt oder nutzt einen Zauber oder eine Fähigkeit der Unterschule Teleportation',
  'plant-wild-shape': 'kann per Tiergestalt Pflanzengestalt annehmen',
  'channel-energy': 'kann Untote vertreiben oder beherrschen (positive oder negative Energie fokussieren)',
  'disease-poison-resistance': 'ist gegen Krankheit oder Gift resistent oder immun',
};

export const messages: Catalog = {
  ...Object.fromEntries(Object.entries(SKILL).map(([id, name]) => [`dnd/name/skill/${id}`, name])),
  ...Object.fromEntries(Object.entries(ABILITY).map(([id, name]) => [`dnd/name/ability/${id}`, name])),
  ...Object.fromEntries(Object.entries(CREATURE).map(([id, name]) => [`dnd/name/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY).map(([id, name]) => [`dnd/name/library/${id}`, name])),
  'option/forcedResearchFirstDc': 'Erzwungene Recherche: erste Extrastunde',
  'option/forcedResearchFirstDc/help':
    'Der Konstitutionswurf nach der 9. Recherchestunde eines Tages: SG 12, wie der Text sagt, „10 + 2 je Extrastunde“ (dann 14, 16…), oder SG 10 wie der erste Wurf eines Gewaltmarschs (dann 12, 14…).',
  'option/forcedResearchFirstDc/dc-10': 'SG 10, dann +2 je Stunde (Gewaltmarsch)',
  'option/forcedResearchFirstDc/dc-12': 'SG 12, dann +2 je Stunde (wie der Text sagt)',
  'dnd-skills/forced-dc':
    'Unser Entscheid (dnd-skills #3): SG 12 des Textes für die erste Extrastunde; Kampagnen von vor diesem Standard behalten SG 10.',
  'dnd/toolkit': 'Fertigkeiten-Werkzeugkasten',
  'dnd/die/check':
    '{check, select, intimidate {W20 Einschüchtern} will {W20 Willenswurf} spellcraft {W20 Zauberkunde} constitution {W20 Konstitution} other {W20 Wissen}}',
  'dnd/roll-waiting': (p) => `Tag ${p.day}, ${p.time}. Ein Wurf wartet — oder beginnt eine andere Berechnung.`,
  'dnd/choose-calculator': (p) => `Tag ${p.day}, ${p.time}. Ausschlachten, recherchieren, verspotten oder identifizieren.`,
  'dnd/harvest': 'Eine besiegte Kreatur ausschlachten (Wissen, W20)',
  'dnd/sell-harvest': (p) => `Die Teile von ${p.creature} für ${gp(p.worth)} verkaufen`,
  'dnd/preserve-harvest': (p) => `Die Teile von ${p.creature} konservieren (Wert ${gp(p.worth)})`,
  'dnd/start-research': 'In einer Bibliothek recherchieren',
  'dnd/research': (p) => `${p.researcher} recherchiert (heute ${hours(p.free)} frei)`,
  'dnd/push-on': (p) => `${p.researcher} macht eine Stunde weiter (Konstitution SG ${p.dc})`,
  'dnd/push-on/odds': 'bleibt wach',
  'dnd/research-check/odds': 'etwas Neues wird gelernt',
  'dnd/research-take-10/odds': '10 nehmen erreicht den SG',
  'dnd/roll-intimidate/odds': 'der Spott sitzt',
  'dnd/roll-will-save/odds': '{target} widersteht',
  'dnd/roll-spellcraft/odds': 'die Schule ist bekannt',
  'dnd/sleep': (p) => `${p.researcher} schläft (setzt die erzwungene Recherche zurück)`,
  'dnd/research-check': (p) => `Recherchewurf von ${p.researcher}: W20 + Wissen + ${p.bonus} Bibliothek gegen SG ${p.dc}`,
  'dnd/research-take-10': (p) => `${p.researcher} nimmt 10 (+${p.bonus} Bibliothek, SG ${p.dc})`,
  'dnd/abandon-research': 'Diese Recherche aufgeben (nichts verbraucht)',
  'dnd/declare-taunt': 'Einen Feind verspotten (Einschüchtern)',
  'dnd/pep-talk': 'Anfeuern: ein williger Verbündeter wird tollkühn',
  'dnd/roll-intimidate': (p) => `${p.intimidator} verspottet ${p.target}: Einschüchtern gegen SG ${p.dc}`,
  'dnd/withdraw-taunt': 'Den Spott zurücknehmen',
  'dnd/roll-will-save': (p) => `Willenswurf von ${p.target} gegen SG ${p.dc} (Erfolg widersteht)`,
  'dnd/detect-magic': 'Entdecke Magie auf einen Gegenstand (Zauberkunde)',
  'dnd/roll-spellcraft': (p) =>
    `Zauberkunde von ${p.caster} auf ${p.item}: SG ${p.dc} Schule, ${p.dc + 5} Unterschule, ${p.dc + 10} Kategorien`,
  'dnd/drop-detection': 'Diese Untersuchung abbrechen',
  'dnd/end-reckless': (p) => `${p.target} ist nicht mehr tollkühn`,
  'dnd/cast-identify': (p) => `${p.caster} wirkt Identifizieren auf ${p.item}, gestützt auf sein Wissen`,
  'dnd/pass-time': 'Zeit vergeht',
  'dnd/pc': '{name}',
  ...Object.fromEntries(Object.entries(CREATURE).map(([id, name]) => [`dnd/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY).map(([id, name]) => [`dnd/library/${id}`, `${name} (+{bonus})`])),
  'dnd/library/custom': 'Andere: den Bonus unten nutzen',
  'dnd/effect/spell': 'Ein Zauber (SG 15 + Zaubergrad)',
  'dnd/effect/other': 'Ein anderer Effekt (SG 15 + halbe Zauberstufe)',
  'dnd/reckless-end/defeated': 'Ziel oder Einschüchternder besiegt',
  'dnd/reckless-end/out-of-sight': 'Eine volle Runde außer Sicht',
  'dnd/tracker/clock': 'Kampagnenuhr (Stunden)',
  'dnd/tracker/research-hours': '{researcher}: recherchierte Stunden',
  'dnd/tracker/research-today': '{researcher}: heute recherchierte Stunden',
  'dnd/tracker/drawn': '{library} · {topic}: verbrauchter Bonus',
  'field/harvester': 'Ausschlachter',
  'field/creature': 'Kreatur',
  'field/creatureType': 'Kreaturentyp',
  'field/hd': 'Trefferwürfel',
  'field/knowledgeModifier': 'Wissensmodifikator',
  'field/synergyRanks': '5+ Ränge in der Synergiefertigkeit',
  'field/synergyAbility': 'Hat die Synergiefähigkeit',
  'field/favoredEnemy': 'Erzfeindbonus',
  'field/decays': 'Teile verderben (abwählen für Schuppen, Nägel…)',
  'field/researcher': 'Rechercheur',
  'field/topic': 'Thema',
  'field/library': 'Name der Bibliothek',
  'field/newTopic': 'Ein neues Thema (noch nicht recherchiert)',
  'field/newLibrary': 'Eine neue Bibliothek (noch nicht besucht)',
  'dnd/known-name': '{name}',
  'field/preset': 'Größe der Bibliothek',
  'field/libraryBonus': 'Bibliotheksbonus (andere Größe)',
  'field/wanted': 'Gewünschter Bonus (0 = alles, was sie hat)',
  'field/trained': 'Im Wissen geübt',
  'field/conModifier': 'Konstitutionsmodifikator',
  'field/dc': 'SG des Wissenswurfs',
  'field/intimidator': 'Einschüchternder',
  'field/target': 'Ziel',
  'field/wisdomModifier': 'Weisheitsmodifikator des Ziels',
  'field/intimidateModifier': 'Einschüchtern-Modifikator',
  'field/willSave': 'Willenswurfbonus des Ziels',
  'field/caster': 'Zauberwirker',
  'field/item': 'Gegenstand',
  'field/effect': 'Effekt',
  'field/level': 'Zaubergrad / Zauberstufe',
  'field/spellcraftModifier': 'Zauberkunde-Modifikator',
  'field/hasSubschool': 'Der Effekt hat eine Unterschule',
  'field/descriptors': 'Kategorien des Effekts',
  'field/reason': 'Warum',
  'field/school': 'Stützt sich auf die Schule',
  'field/subschool': 'Stützt sich auf die Unterschule',
  'field/knowledgeRight': 'Das zugrunde gelegte Wissen stimmt (der SL sagt es)',
  'field/days': 'Tage',
  'field/hours': 'Stunden',
  'field/minutes': 'Minuten',
  'field/rounds': 'Runden (6 s)',
  'rules/unknown_player': 'Dieser Charakter ist nicht in dieser Kampagne.',
  'rules/unknown_lot': 'Diese Ausbeute gibt es nicht.',
  'rules/lot_closed': 'Die Teile von {creature} wurden schon {status}.',
  'rules/research_open': '{researcher} recherchiert noch {topic}; erst abschließen oder aufgeben.',
  'rules/did_you_mean':
    'Meintet ihr {suggestion}? („{place}“ ist {field, select, topic {kein Thema} other {keine Bibliothek}}, das diese Kampagne kennt; kreuzt „{field, select, topic {Ein neues Thema} other {Eine neue Bibliothek}}“ an, wenn es neu ist.)',
  'rules/unknown_name':
    '„{place}“ ist noch {field, select, topic {kein Thema} other {keine Bibliothek}} dieser Kampagne: wählt eines aus der Liste oder kreuzt „{field, select, topic {Ein neues Thema} other {Eine neue Bibliothek}}“ an, um es hinzuzufügen.',
  'rules/library_exhausted': '{library} hat zu {topic} nichts mehr: das Doppelte ihres Bonus ist verbraucht.',
  'rules/bonus_too_high': '{library} kann zu {topic} jetzt höchstens +{left} geben.',
  'rules/no_research': 'Niemand recherchiert.',
  'rules/passed_out': '{researcher} ist ohnmächtig: jetzt den Recherchewurf machen.',
  'rules/research_done':
    '{left, plural, =0 {Der ganze gewünschte Bonus ist verbraucht; macht den Recherchewurf.} one {Noch # Stunde verbraucht den ganzen gewünschten Bonus.} other {Noch # Stunden verbrauchen den ganzen gewünschten Bonus.}}',
  'rules/forced_research': 'Heute sind keine freien Stunden übrig: Stunde um Stunde weitermachen oder schlafen.',
  'rules/day_ending': 'Weniger als eine Stunde bleibt von diesem Recherchetag: erst Zeit vergehen lassen oder schlafen.',
  'rules/free_hours_left': 'Heute sind noch freie Stunden übrig; recherchiert erst diese.',
  'rules/untrained_needs_library': 'Ungeübt braucht der Wurf mindestens +1 von der Bibliothek.',
  'rules/taunt_open': 'Schließt erst den laufenden Spott ab.',
  'rules/not_reckless': '{from, select, taunt {Niemand ist durch diesen Spott mehr tollkühn.} other {Niemand ist tollkühn.}}',
  'rules/detection_open': 'Schließt erst den Zauberkundewurf auf {item} ab.',
  'rules/wrong_phase':
    '{waiting, select, intimidate {Kein Spott wartet auf seinen Einschüchterungswurf.} will {Kein Willenswurf ist zu machen.} spellcraft {Wirkt erst Entdecke Magie auf einen Gegenstand.} other {Nichts wartet auf diesen Wurf.}}',
  'rules/unknown_item': 'Unter dieser Nummer wurde kein Gegenstand bewertet.',
  'rules/already_identified': '{item} ist schon identifiziert.',
  'rules/nothing_to_identify': 'Kein untersuchter Gegenstand wartet auf Identifizieren.',
  'rules/no_harvest_held': 'Keine ausgeschlachteten Teile warten auf Verkauf oder Konservierung.',
  'rules/too_many_hours': 'Höchstens {most} Stunden können jetzt recherchiert werden (freie Stunden, gewünschter Bonus, Recherchetag).',
  'rules/invalid_options': 'Diese Aufbauoptionen sind ungültig.',

  'dnd/board': 'Fertigkeiten-Werkzeugkasten',
  'dnd/board/clock': 'Tag {day}, {time}',
  'dnd/board/duration/hours': '{h} h {m} Min.',
  'dnd/board/duration/minutes': '{m} Min.{s, plural, =0 {} other { # s}}',
  'dnd/board/duration/seconds': '{s} s',
  'dnd/board/gp': '{gp} GM',
  'dnd/board/harvests': 'Ausbeute',
  'dnd/board/harvests/label': 'Ausgeschlachtete Teile',
  'dnd/board/harvests/creature': 'Kreatur',
  'dnd/board/harvests/check': 'Wurf',
  'dnd/board/harvests/value': 'Wert',
  'dnd/board/harvests/age': 'Alter',
  'dnd/board/harvests/worth': 'Wert jetzt',
  'dnd/board/harvests/status': 'Zustand',
  'dnd/board/harvests/kind': '({type}, {hd} TW)',
  'dnd/board/harvests/hours': '{hours} h',
  'dnd/board/harvests/sold': '✓ verkauft',
  'dnd/board/harvests/preserved': '✓ konserviert',
  'dnd/board/harvests/keeps': 'hält',
  'dnd/board/harvests/decaying': '↓ verdirbt',
  'dnd/board/harvests/none': 'Noch nichts ausgeschlachtet.',
  'dnd/board/research': 'Recherche',
  'dnd/board/research/session': 'zu {topic} in {library} (+{libraryBonus}) · Tag {day} · Ziel +{wanted}',
  'dnd/board/research/hours': 'Recherchierte Stunden',
  'dnd/board/research/bonus': 'Verbrauchter Bonus',
  'dnd/board/research/today': 'Heute {hours} von {free} freien Stunden',
  'dnd/board/research/forced': '+ {forced} erzwungen',
  'dnd/board/research/day-ends': 'Dieser Recherchetag endet in {left}: dann wieder 8 freie Stunden.',
  'dnd/board/research/passed-out': '✗ Ohnmächtig — jetzt kommt der Recherchewurf.',
  'dnd/board/research/none': 'Keine Recherche im Gang.',
  'dnd/board/libraries': 'Bibliotheksgrößen',
  'dnd/board/libraries/all': '{hours} h für alles',
  'dnd/board/libraries/dry': 'erschöpft nach +{bonus}',
  'dnd/board/checks': 'Gemachte Würfe',
  'dnd/board/checks/who': 'Wer',
  'dnd/board/checks/where': 'Thema · Bibliothek',
  'dnd/board/checks/hours': 'Stunden',
  'dnd/board/checks/bonus': 'Bonus',
  'dnd/board/checks/result': 'Ergebnis',
  'dnd/board/checks/time': '{hours} h / {days} T',
  'dnd/board/checks/roll': '{roll} → {total} gegen {dc}',
  'dnd/board/checks/take-10': '10 genommen → {total} gegen {dc}',
  'dnd/board/checks/learned': '✓ gelernt',
  'dnd/board/checks/nothing': '✗ nichts Neues',
  'dnd/board/drawn': '{library} · {topic}: bisher +{bonus} verbraucht',
  'dnd/board/taunting': 'Verspotten',
  'dnd/board/taunting/label': 'Spott',
  'dnd/board/taunting/open': '⚔ {intimidator} → {target}: Einschüchtern SG {dc}',
  'dnd/board/taunting/will': '⚔ {intimidator} → {target}: Einschüchtern SG {dc}, Willenswurf SG {will}',
  'dnd/board/taunting/reckless':
    '⚠ {target} ist TOLLKÜHN gegen {intimidator}{pep, select, true { (angefeuert)} other {}}: +{strength} ST, {ac} RK, {will} Wille · noch {left}',
  'dnd/board/taunting/locked': 'Gesperrt: {intimidator} kann {target} für {left} nicht verspotten',
  'dnd/board/taunting/none': 'Kein Spott im Spiel.',
  'dnd/board/identify': 'Identifizieren',
  'dnd/board/identify/studying': 'Untersucht: {caster} untersucht {item}: SG {dc} / {sub} / {descriptors}',
  'dnd/board/identify/item': 'Gegenstand',
  'dnd/board/identify/spellcraft': 'Zauberkunde',
  'dnd/board/identify/school': 'Schule',
  'dnd/board/identify/subschool': 'Unterschule',
  'dnd/board/identify/descriptors': 'Kategorien',
  'dnd/board/identify/costs': 'Identifizieren kostet',
  'dnd/board/identify/cast': 'Identifizieren',
  'dnd/board/identify/vs': '{total} gegen {dc}',
  'dnd/board/identify/known': '✓ bekannt',
  'dnd/board/identify/unknown': '✗',
  'dnd/board/identify/no-subschool': 'keine',
  'dnd/board/identify/descriptors-known': '{n} bekannt',
  'dnd/board/identify/identified': '✓ identifiziert',
  'dnd/board/identify/failed': '✗ misslungen (falsches Wissen)',
  'dnd/board/identify/not-cast': 'nicht gewirkt',
  'dnd/board/identify/none': 'Noch kein Gegenstand untersucht.',
  'dnd/board/synergies': 'Synergien beim Ausschlachten nach Kreaturentyp',
  'dnd/board/synergies/type': 'Typ',
  'dnd/board/synergies/skill': 'Fertigkeit (5+ Ränge: +2)',
  'dnd/board/synergies/ability': '…und Fähigkeit (+4)',
  'dnd/input/some-time-must-pass': 'es muss etwas Zeit vergehen.',
  'dnd/key/harvests': 'Ausgeschlachtete Monster',
  'dnd/key/research': 'Recherchesitzungen',
  'dnd/key/identifies': 'Identifizierte Gegenstände',
  'dnd/key/table-actions': 'Aktionen am Tisch',
};

const narrate = typedNarration<DndEvent>({
  'time-passed': (d) => `${duration(d.seconds)} vergehen.`,
  harvested: (d) =>
    `${d.harvester} schlachtete ${d.creature} aus (${d.hd} TW, ${d.hd} Min.): Wissen ${d.roll} ${sign(d.modifier)}${d.synergy ? ` +${d.synergy} Synergie` : ''}${d.favoredEnemy ? ` +${d.favoredEnemy} Erzfeind` : ''} = ${d.total} × ${d.hd} TW = ${gp(d.value)}${d.decays ? ', verliert 2 % je Stunde bis zu Verkauf oder Konservierung' : ''}.`,
  'harvest-sold': (d) => `Die Teile von ${d.creature} wurden für ${gp(d.worth)} verkauft (${gp(d.value)} nach ${hours(d.hours)}).`,
  'harvest-preserved': (d) => `Die Teile von ${d.creature} sind mit ${gp(d.worth)} konserviert.`,
  'research-started': (d) =>
    `${d.researcher} recherchiert ${d.topic} in ${d.library} (+${d.libraryBonus}; +${d.drawn} schon verbraucht, +${d.left} übrig): Ziel +${d.wanted}, ${hours(d.hoursNeeded)}.`,
  researched: (d) => `${d.researcher} recherchierte ${hours(d.hours)} (${d.total} insgesamt): +${d.bonus}.`,
  'forced-research-hour': (d) =>
    `Extrastunde ${d.extraHour} von ${d.researcher}: Konstitution ${d.roll} → ${d.total} gegen SG ${d.dc} — ${d.success ? `macht weiter (+${d.bonus})` : `wird ohnmächtig (+${d.bonus} verbraucht)`}.`,
  'researcher-slept': (d) => `${d.researcher} schläft ${hours(d.hours)}; Tag ${d.day} bringt 8 freie Stunden.`,
  'research-checked': (d) =>
    `Recherchewurf von ${d.researcher} zu ${d.topic}: ${d.take10 ? '10 genommen' : `gewürfelt ${d.roll}`} → ${d.total} gegen SG ${d.dc} — ${d.success ? 'erfährt es' : 'nichts Neues'} (+${d.bonus} aus ${d.library} verbraucht, ${hours(d.hours)} über ${d.days} ${d.days === 1 ? 'Tag' : 'Tage'}).`,
  'research-abandoned': (d) => `${d.researcher} gab die Recherche zu ${d.topic} auf.`,
  'taunt-declared': (d) =>
    `${d.intimidator} will ${d.target} verspotten: Einschüchtern SG ${d.dc} (${d.hd} TW ${sign(d.wisdomModifier)} WE).`,
  'taunt-intimidated': (d) =>
    `Einschüchtern von ${d.intimidator} ${d.roll} → ${d.total} gegen SG ${d.dc}: ${d.success ? `${d.target} muss gegen ${d.total} retten` : 'keine Wirkung'}. 24 Stunden lang kein neuer Versuch gegen ${d.target}.`,
  'taunt-locked-out': (d) =>
    `${d.intimidator} hat es in den letzten 24 Stunden schon bei ${d.target} versucht: der Versuch misslingt (noch ${duration(d.secondsLeft)}).`,
  'taunt-withdrawn': (d) => `${d.intimidator} lässt das Verspotten von ${d.target} doch bleiben.`,
  'taunt-will-saved': (d) =>
    `Willenswurf von ${d.target} ${d.roll} → ${d.total} gegen SG ${d.dc}: ${d.success ? 'behält einen kühlen Kopf' : 'wird TOLLKÜHN: +2 ST, −4 RK und Willenswürfe, geht auf den Einschüchternden los'}.`,
  'pep-talk': (d) => `${d.intimidator} feuert ${d.target} an, der sich entscheidet, tollkühn zu sein (+2 ST, −4 RK und Willenswürfe).`,
  'reckless-ended': (d) =>
    `${d.target} ist nicht mehr tollkühn (${d.reason === 'minute' ? 'eine Minute verging' : d.reason === 'defeated' ? 'jemand wurde besiegt' : 'eine volle Runde außer Sicht'}).`,
  'magic-detected': (d) => `${d.caster} entdeckt Magie auf ${d.item}: Zauberkunde SG ${d.dc}.`,
  'spellcraft-checked': (d) => {
    const knows = d.school
      ? [
          'die Schule',
          d.subschool ? 'die Unterschule' : '',
          d.descriptorsKnown ? `${d.descriptorsKnown} ${d.descriptorsKnown === 1 ? 'Kategorie' : 'Kategorien'}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : 'nichts';
    return `Zauberkunde von ${d.caster} ${d.roll} → ${d.total} gegen SG ${d.dc}: erfährt ${knows}. Identifizieren kostet ${gp(d.cost)} (${gp(d.material)} Material + 10 Dienst).`;
  },
  'detection-dropped': (d) => `Die Untersuchung von ${d.item} ist abgebrochen.`,
  'identify-cast': (d) => {
    const relied =
      [
        d.school ? 'die Schule' : '',
        d.subschool ? 'die Unterschule' : '',
        d.descriptors ? `${d.descriptors} ${d.descriptors === 1 ? 'Kategorie' : 'Kategorien'}` : '',
      ]
        .filter(Boolean)
        .join(', ') || 'nichts';
    const paid = `${gp(d.cost)} (${gp(d.material)} Material + ${gp(d.service)} Dienst)`;
    return d.success
      ? `${d.caster} identifiziert ${d.item}, gestützt auf ${relied}: ${paid}.`
      : `Identifizieren von ${d.caster} auf ${d.item} misslingt: ${d.reason === 'not-on-item' ? 'der Gegenstand hat keine solche Unterschule oder Kategorien' : 'das zugrunde gelegte Wissen war falsch'} — die Komponenten sind verschwendet, ${paid}.`;
  },
  'research-day-began': (d) =>
    `Ein neuer Tag für die Recherche von ${d.researcher} (Tag ${d.day}): wieder 8 freie Stunden, die erzwungene Recherche beginnt von vorn.`,
});

const causes: Record<string, string> = {
  'dnd/one-minute': 'Tollkühnheit dauert höchstens eine Minute',
  'dnd/new-day': 'Jeden Tag 8 Stunden Recherche ohne Nachteil',
};

const reference: NonNullable<RulesetTranslation['reference']> = [
  {
    heading: 'Ausschlachten (3.5)',
    paragraphs: [
      'Nach einem Kampf kann ein Charakter verkäufliche Teile aus einer Kreatur schneiden: das dauert 1 Minute je Trefferwürfel, dann ein Wissenswurf; die Teile sind Wurfergebnis × TW der Kreatur in GM wert, meist an Läden für Zauberkomponenten oder Magie verkauft.',
      'Fünf oder mehr Ränge in der für den Kreaturentyp genannten Fertigkeit geben +2; diese Ränge plus die genannte Klassen- oder Volksfähigkeit geben +4. Der Erzfeindbonus eines Waldläufers zählt auch. Teile einer lebenden Kreatur verlieren je Stunde, die sie unverkauft oder unkonserviert bleiben, 2 % ihres Werts, nie unter die Hälfte.',
    ],
  },
  {
    heading: 'Recherche (3.5 oder 4.)',
    paragraphs: [
      'Ein Wissenswurf mit Hilfe einer Bibliothek ist ein Recherchewurf. Bibliotheksbonus: klein +4, örtlich +8, groß +16, riesig +24 oder mehr. Jeder verbrauchte Punkt dauert 2 Stunden; du darfst niedriger zielen, um Zeit zu sparen. Recherche erlaubt einen ungeübten Wissenswurf, wenn die Bibliothek mindestens +1 gibt. Bibliotheken haben selten Neuigkeiten.',
      'Acht Stunden am Tag sind frei. Jede Stunde über 8 endet mit einem Konstitutions- (oder Ausdauer-)Wurf, SG 10 + 2 je Extrastunde: misslingt er, wirst du ohnmächtig. Schlafen setzt die Zählung zurück; unfertige Stunden gehen auf den nächsten Tag über. Wenn du ohnmächtig wirst oder den gewünschten Bonus hast, mach einen Wurf — 10 nehmen, wenn du willst, nie 20.',
      'Eine Bibliothek ist zu einem Thema erschöpft, sobald das Doppelte ihres Bonus verbraucht ist, über alle Würfe. Tardok in seiner örtlichen Bibliothek (+8) zu Blauen Drachen: 8 Stunden am ersten Tag für +4, nichts gelernt; 12 Stunden am zweiten Tag für +6, wieder nichts. Mit +10 von +16 verbraucht bekommt jeder weitere Versuch höchstens +6, danach nichts.',
    ],
  },
  {
    heading: 'Verspotten (3.5)',
    paragraphs: [
      'Eine Standard-Aktion: Einschüchtern gegen SG = TW des Ziels + sein Weisheitsmodifikator (ein negativer senkt ihn). Bei Erfolg macht das Ziel einen Willenswurf gegen dein Einschüchterungsergebnis; misslingt er, wird es tollkühn. Ein geistesbeeinflussender, sprachabhängiger Furchteffekt.',
      'Tollkühn: +2 Stärke, −4 RK und −4 auf Willenswürfe, und es geht auf den Einschüchternden los. Es endet, wenn einer von beiden besiegt wird, nach einer vollen Runde außer Sicht des Einschüchternden oder nach 1 Minute. Nach jedem Versuch kann derselbe Einschüchternde dasselbe Ziel 24 Stunden lang nicht beeinflussen. Ein williges Ziel darf es einfach annehmen — Anfeuern.',
    ],
  },
  {
    heading: 'Günstigeres Identifizieren (3.5)',
    paragraphs: [
      'Mit Entdecke Magie enthüllt ein Zauberkundewurf gegen 15 + Zaubergrad (oder 15 + halbe Zauberstufe für andere Effekte) die Schule; um 5 übertroffen die Unterschule, um 10 jede Kategorie.',
      'Identifizieren kostet normal 110 GM (100 Material + 10 Dienst). Die Schule zu kennen spart 10 GM Material (5, wenn der Effekt eine Unterschule hat); die Unterschule zu kennen spart 5 mehr; jede bekannte Kategorie spart 5. Identifizieren mit falschem Wissen misslingt und verschwendet die Komponenten: wenn du Identifizieren wirkst, sag, auf welches Wissen du dich stützt (standardmäßig, was Zauberkunde enthüllte); der Preis folgt, und der SL sagt, ob dieses Wissen stimmt.',
    ],
  },
  {
    heading: 'Unsere Entscheide',
    paragraphs: [
      'Verderben sind 2 Punkte des ursprünglichen Werts je volle Stunde (linear), die Teile erreichen also nach 25 Stunden die Hälfte; Konservieren oder Verkaufen hält den Wert fest. Eine Fähigkeit ohne die 5 Ränge gibt nichts. Der erste Wurf erzwungener Recherche ist SG 12, wie der Text sagt (eine Aufbauoption macht SG 10 daraus wie bei einem Gewaltmarsch; Kampagnen von vor diesem Standard behalten SG 10). Ein Recherchetag dauert 24 Stunden auf der Kampagnenuhr ab seinem Beginn (Recherche begonnen oder der Rechercheur erwacht): sobald die Uhr ihn überschreitet — etwa 8 Stunden Recherche und 16 weitere vergangen —, hat der Rechercheur wieder 8 freie Stunden und die erzwungene Recherche beginnt von vorn; freie Stunden können nicht über das Ende eines Recherchetags hinaus laufen. Die Stunde, die in Ohnmacht endet, zählt trotzdem. Anfeuern startet ebenfalls die 24-Stunden-Sperre. Bibliotheken und Themen sind die, die die Kampagne kennt: die Recherche bietet die schon recherchierten an, eine neue braucht das Kreuz „Eine neue Bibliothek“ oder „Ein neues Thema“, und ein Name, der ein oder zwei Buchstaben von einem bekannten abweicht, fragt zuerst „Meintet ihr …?“; derselbe Name in jeder Schreibweise ist dieselbe Bibliothek, und der verbrauchte Bonus wird je Bibliothek und Thema geführt. Die Kampagne führt ihre eigene Uhr: Ausschlachten, Recherche und Schlaf bewegen sie; „Zeit vergeht“ bewegt sie von Hand. Identifizieren: was der Zauberkundewurf enthüllte, wird als richtig angeboten; eine Unterschule zu behaupten, die der Gegenstand nicht hat, oder mehr Kategorien, als er hat, ist sofort falsch; sonst sagt der SL, ob das zugrunde gelegte Wissen stimmt; ein misslungenes Identifizieren kostet den vollen Preis. Ein Identifizieren, das sich auf kein Wissen stützt, hat keines, das falsch sein kann: es gelingt für 110 GM. In der Chronik ist ein Zug eine Tischaktion mit dem, was sie auslöste.',
    ],
  },
];

export { narrate, causes, reference };
