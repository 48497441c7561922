/** The D&D skill toolkit's words: every code its engine emits, in English, and the history's narration. */
import type { Catalog } from '../../i18n/catalog';
import type { Narrator } from '../types';

export const CREATURE_NAMES: Record<string, string> = {
  aberration: 'Aberration',
  animal: 'Animal',
  construct: 'Construct',
  dragon: 'Dragon',
  elemental: 'Elemental',
  fey: 'Fey',
  giant: 'Giant',
  humanoid: 'Humanoid',
  'magical-beast': 'Magical beast',
  'monstrous-humanoid': 'Monstrous humanoid',
  ooze: 'Ooze',
  outsider: 'Outsider',
  plant: 'Plant',
  undead: 'Undead',
  vermin: 'Vermin',
};
export const SKILL_NAMES: Record<string, string> = {
  survival: 'Survival',
  heal: 'Heal',
  'disable-device': 'Disable Device',
  spellcraft: 'Spellcraft',
};
/** The class or race abilities that add to a skill synergy, in our words. */
export const ABILITY_NAMES: Record<string, string> = {
  'calling-magic': 'casts or uses a Calling spell or ability',
  'wild-empathy': 'has wild empathy',
  trapfinding: 'has trapfinding',
  'sorcerer-levels': 'has sorcerer levels',
  'matching-energy-resistance': 'resists or is immune to the elemental’s energy type',
  'enchantment-save-bonus': 'has a save bonus against enchantments',
  'dodge-vs-giants': 'has a dodge bonus against giants',
  'same-subtype': 'shares the creature’s subtype',
  familiar: 'has a familiar',
  'acid-resistance': 'resists or is immune to acid',
  'teleportation-magic': 'casts or uses a Teleportation spell or ability',
  'plant-wild-shape': 'can wild shape into plants',
  'channel-energy': 'can turn or rebuke (channel divine energy)',
  'disease-poison-resistance': 'resists or is immune to disease or poison',
};
export const LIBRARY_NAMES: Record<string, string> = {
  small: 'Small library',
  local: 'Local library',
  large: 'Large library',
  enormous: 'Enormous library',
};

const gp = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} gp`;
const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
const duration = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return [h ? hours(h) : '', m ? `${m} min` : '', s % 60 ? `${s % 60} s` : ''].filter(Boolean).join(' ') || '0 min';
};

export const messages: Catalog = {
  ...Object.fromEntries(Object.entries(SKILL_NAMES).map(([id, name]) => [`dnd/name/skill/${id}`, name])),
  ...Object.fromEntries(Object.entries(ABILITY_NAMES).map(([id, name]) => [`dnd/name/ability/${id}`, name])),
  ...Object.fromEntries(Object.entries(CREATURE_NAMES).map(([id, name]) => [`dnd/name/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY_NAMES).map(([id, name]) => [`dnd/name/library/${id}`, name])),
  'option/forcedResearchFirstDc': 'Forced research: first extra hour',
  'option/forcedResearchFirstDc/help':
    'The Constitution check after the 9th hour of research in a day: DC 12 as the text says, “10 + 2 per extra hour” (then 14, 16…), or DC 10 like a forced march’s first check (then 12, 14…).',
  'option/forcedResearchFirstDc/dc-10': 'DC 10, then +2 an hour (forced march)',
  'option/forcedResearchFirstDc/dc-12': 'DC 12, then +2 an hour (as the text says)',
  'dnd-skills/forced-dc':
    'Our ruling (dnd-skills #3): the text’s DC 12 for the first extra hour; campaigns set up before this default keep DC 10.',

  'dnd/toolkit': 'Skill toolkit',
  'dnd/die/check':
    '{check, select, intimidate {Intimidate check d20} will {Will save d20} spellcraft {Spellcraft check d20} constitution {Constitution check d20} other {Knowledge check d20}}',
  'dnd/roll-waiting': (p) => `Day ${p.day}, ${p.time}. A roll is waiting — or start another calculation.`,
  'dnd/choose-calculator': (p) => `Day ${p.day}, ${p.time}. Harvest, research, taunt or identify.`,

  'dnd/harvest': 'Harvest a defeated creature (Knowledge, d20)',
  'dnd/sell-harvest': (p) => `Sell the ${p.creature} parts for ${gp(p.worth)}`,
  'dnd/preserve-harvest': (p) => `Preserve the ${p.creature} parts (worth ${gp(p.worth)})`,
  'dnd/start-research': 'Research at a library',
  'dnd/research': (p) => `${p.researcher} researches (${hours(p.free)} free today)`,
  'dnd/push-on': (p) => `${p.researcher} pushes on one more hour (Constitution DC ${p.dc})`,
  'dnd/push-on/odds': 'stays awake',
  'dnd/research-check/odds': 'something new is learned',
  'dnd/research-take-10/odds': 'taking 10 meets the DC',
  'dnd/roll-intimidate/odds': 'the taunt lands',
  'dnd/roll-will-save/odds': '{target} resists',
  'dnd/roll-spellcraft/odds': 'the school is known',
  'dnd/sleep': (p) => `${p.researcher} sleeps (resets forced research)`,
  'dnd/research-check': (p) => `${p.researcher}’s Research check: d20 + Knowledge + ${p.bonus} library vs DC ${p.dc}`,
  'dnd/research-take-10': (p) => `${p.researcher} takes 10 (+${p.bonus} library, DC ${p.dc})`,
  'dnd/abandon-research': 'Give up this research (nothing drawn)',
  'dnd/declare-taunt': 'Taunt a foe (Intimidate)',
  'dnd/pep-talk': 'Pep talk: a willing ally becomes reckless',
  'dnd/roll-intimidate': (p) => `${p.intimidator} taunts ${p.target}: Intimidate vs DC ${p.dc}`,
  'dnd/withdraw-taunt': 'Withdraw the taunt',
  'dnd/roll-will-save': (p) => `${p.target}’s Will save vs DC ${p.dc} (success resists)`,
  'dnd/detect-magic': 'Detect magic on an item (Spellcraft)',
  'dnd/roll-spellcraft': (p) =>
    `${p.caster}’s Spellcraft on the ${p.item}: DC ${p.dc} school, ${p.dc + 5} subschool, ${p.dc + 10} descriptors`,
  'dnd/drop-detection': 'Drop this detection',
  'dnd/end-reckless': (p) => `${p.target} is no longer reckless`,
  'dnd/cast-identify': (p) => `${p.caster} casts identify on the ${p.item}, relying on what they know`,
  'dnd/pass-time': 'Time passes',

  'dnd/pc': '{name}',
  ...Object.fromEntries(Object.entries(CREATURE_NAMES).map(([id, name]) => [`dnd/creature/${id}`, name])),
  ...Object.fromEntries(Object.entries(LIBRARY_NAMES).map(([id, name]) => [`dnd/library/${id}`, `${name} (+{bonus})`])),
  'dnd/library/custom': 'Other: use the bonus below',
  'dnd/effect/spell': 'A spell (DC 15 + spell level)',
  'dnd/effect/other': 'Another effect (DC 15 + half caster level)',
  'dnd/reckless-end/defeated': 'Target or intimidator defeated',
  'dnd/reckless-end/out-of-sight': 'Out of sight for a full round',

  'dnd/tracker/clock': 'Campaign clock (hours)',
  'dnd/tracker/research-hours': '{researcher}: hours researched',
  'dnd/tracker/research-today': '{researcher}: hours researched today',
  'dnd/tracker/drawn': '{library} · {topic}: bonus drawn',

  'field/harvester': 'Harvester',
  'field/creature': 'Creature',
  'field/creatureType': 'Creature type',
  'field/hd': 'Hit Dice',
  'field/knowledgeModifier': 'Knowledge modifier',
  'field/synergyRanks': '5+ ranks in the synergy skill',
  'field/synergyAbility': 'Has the synergy ability',
  'field/favoredEnemy': 'Favored enemy bonus',
  'field/decays': 'Parts decay (uncheck for scales, nails…)',
  'field/researcher': 'Researcher',
  'field/topic': 'Topic',
  'field/library': 'Library name',
  'field/newTopic': 'A new topic (not researched before)',
  'field/newLibrary': 'A new library (not visited before)',
  'dnd/known-name': '{name}',
  'field/preset': 'Library size',
  'field/libraryBonus': 'Library bonus (other size)',
  'field/wanted': 'Bonus wanted (0 = all it has)',
  'field/trained': 'Trained in the Knowledge',
  'field/conModifier': 'Constitution modifier',
  'field/dc': 'Knowledge DC',
  'field/intimidator': 'Intimidator',
  'field/target': 'Target',
  'field/wisdomModifier': 'Target’s Wisdom modifier',
  'field/intimidateModifier': 'Intimidate modifier',
  'field/willSave': 'Target’s Will save bonus',
  'field/caster': 'Caster',
  'field/item': 'Item',
  'field/effect': 'Effect',
  'field/level': 'Spell level / caster level',
  'field/spellcraftModifier': 'Spellcraft modifier',
  'field/hasSubschool': 'The effect has a subschool',
  'field/descriptors': 'Descriptors the effect has',
  'field/reason': 'Why',
  'field/school': 'Relies on knowing the school',
  'field/subschool': 'Relies on knowing the subschool',
  'field/knowledgeRight': 'The knowledge relied on is right (the DM says)',
  'field/days': 'Days',
  'field/hours': 'Hours',
  'field/minutes': 'Minutes',
  'field/rounds': 'Rounds (6 s)',

  'rules/unknown_player': 'That character is not in this campaign.',
  'rules/unknown_lot': 'There is no such harvest.',
  'rules/lot_closed': 'The {creature} parts were already {status}.',
  'rules/research_open': '{researcher} is still researching {topic}; finish or give up first.',
  'rules/did_you_mean':
    'Did you mean {suggestion}? (“{place}” is not a {field, select, topic {topic} other {library}} this campaign knows; tick “A new {field, select, topic {topic} other {library}}” if it is a new one.)',
  'rules/unknown_name':
    '“{place}” is not a {field, select, topic {topic} other {library}} this campaign knows yet: pick one from the list, or tick “A new {field, select, topic {topic} other {library}}” to add it.',
  'rules/library_exhausted': '{library} has nothing more on {topic}: twice its bonus has been drawn.',
  'rules/bonus_too_high': '{library} can give at most +{left} on {topic} now.',
  'rules/no_research': 'Nobody is researching.',
  'rules/passed_out': '{researcher} passed out: make the Research check now.',
  'rules/research_done':
    '{left, plural, =0 {The whole bonus wanted is drawn; make the Research check.} one {# more hour draws the whole bonus wanted.} other {# more hours draw the whole bonus wanted.}}',
  'rules/forced_research': 'No free hours are left today: push on hour by hour, or sleep.',
  'rules/day_ending': 'Less than an hour is left in this research day: let time pass or sleep first.',
  'rules/free_hours_left': 'There are free hours left today; research those first.',
  'rules/untrained_needs_library': 'Untrained, the check needs at least +1 from the library.',
  'rules/taunt_open': 'Finish the taunt under way first.',
  'rules/not_reckless': '{from, select, taunt {Nobody is reckless from that taunt any more.} other {Nobody is reckless.}}',
  'rules/detection_open': 'Finish the Spellcraft check on the {item} first.',
  'rules/wrong_phase':
    '{waiting, select, intimidate {There is no taunt waiting for its Intimidate check.} will {There is no Will save to make.} spellcraft {Detect magic on an item first.} other {There is nothing waiting for that roll.}}',
  'rules/unknown_item': 'No item has been priced under that number.',
  'rules/already_identified': 'The {item} is identified already.',
  'rules/nothing_to_identify': 'No studied item is waiting to be identified.',
  'rules/no_harvest_held': 'No harvested parts are waiting to be sold or preserved.',
  'rules/too_many_hours': 'At most {most} hours can be researched now (free hours, the bonus wanted, the research day).',
  'rules/invalid_options': 'These set-up options are not valid.',
};

export const narrate: Record<string, Narrator> = {
  'time-passed': (d) => `${duration(d.seconds)} pass.`,
  harvested: (d) =>
    `${d.harvester} harvested the ${d.creature} (${d.hd} HD, ${d.hd} min): Knowledge ${d.roll} ${sign(d.modifier)}${d.synergy ? ` +${d.synergy} synergy` : ''}${d.favoredEnemy ? ` +${d.favoredEnemy} favored enemy` : ''} = ${d.total} × ${d.hd} HD = ${gp(d.value)}${d.decays ? ', losing 2% an hour until sold or preserved' : ''}.`,
  'harvest-sold': (d) => `The ${d.creature} parts sold for ${gp(d.worth)} (${gp(d.value)} after ${hours(d.hours)}).`,
  'harvest-preserved': (d) => `The ${d.creature} parts are preserved at ${gp(d.worth)}.`,
  'research-started': (d) =>
    `${d.researcher} researches ${d.topic} at ${d.library} (+${d.libraryBonus}; +${d.drawn} drawn before, +${d.left} left): aiming at +${d.wanted}, ${hours(d.hoursNeeded)}.`,
  researched: (d) => `${d.researcher} researched ${hours(d.hours)} (${d.total} in all): +${d.bonus}.`,
  'forced-research-hour': (d) =>
    `${d.researcher}’s extra hour ${d.extraHour}: Constitution ${d.roll} → ${d.total} vs DC ${d.dc} — ${d.success ? `keeps going (+${d.bonus})` : `passes out (+${d.bonus} drawn)`}.`,
  'researcher-slept': (d) => `${d.researcher} sleeps ${hours(d.hours)}; day ${d.day} brings 8 free hours.`,
  'research-checked': (d) =>
    `${d.researcher}’s Research check on ${d.topic}: ${d.take10 ? 'took 10' : `rolled ${d.roll}`} → ${d.total} vs DC ${d.dc} — ${d.success ? 'learns it' : 'nothing new'} (+${d.bonus} drawn from ${d.library}, ${hours(d.hours)} over ${d.days} day${d.days === 1 ? '' : 's'}).`,
  'research-abandoned': (d) => `${d.researcher} gave up researching ${d.topic}.`,
  'taunt-declared': (d) => `${d.intimidator} means to taunt ${d.target}: Intimidate DC ${d.dc} (${d.hd} HD ${sign(d.wisdomModifier)} Wis).`,
  'taunt-intimidated': (d) =>
    `${d.intimidator}’s Intimidate ${d.roll} → ${d.total} vs DC ${d.dc}: ${d.success ? `${d.target} must save against ${d.total}` : 'no effect'}. No new attempt on ${d.target} for 24 hours.`,
  'taunt-locked-out': (d) =>
    `${d.intimidator} already tried ${d.target} in the last 24 hours: the attempt fails (${duration(d.secondsLeft)} to go).`,
  'taunt-withdrawn': (d) => `${d.intimidator} thinks better of taunting ${d.target}.`,
  'taunt-will-saved': (d) =>
    `${d.target}’s Will save ${d.roll} → ${d.total} vs DC ${d.dc}: ${d.success ? 'keeps a cool head' : 'becomes RECKLESS: +2 Str, −4 AC and Will saves, goes for the intimidator'}.`,
  'pep-talk': (d) => `${d.intimidator} fires up ${d.target}, who chooses to be reckless (+2 Str, −4 AC and Will saves).`,
  'reckless-ended': (d) =>
    `${d.target} is no longer reckless (${d.reason === 'minute' ? 'a minute passed' : d.reason === 'defeated' ? 'someone was defeated' : 'out of sight a full round'}).`,
  'magic-detected': (d) => `${d.caster} detects magic on the ${d.item}: Spellcraft DC ${d.dc}.`,
  'spellcraft-checked': (d) => {
    const knows = d.school
      ? [
          'the school',
          d.subschool ? 'the subschool' : '',
          d.descriptorsKnown ? `${d.descriptorsKnown} descriptor${d.descriptorsKnown === 1 ? '' : 's'}` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : 'nothing';
    return `${d.caster}’s Spellcraft ${d.roll} → ${d.total} vs DC ${d.dc}: learns ${knows}. Identify costs ${gp(d.cost)} (${gp(d.material)} material + 10 service).`;
  },
  'detection-dropped': (d) => `Stopped studying the ${d.item}.`,
  'identify-cast': (d) => {
    const relied =
      [
        d.school ? 'the school' : '',
        d.subschool ? 'the subschool' : '',
        d.descriptors ? `${d.descriptors} descriptor${d.descriptors === 1 ? '' : 's'}` : '',
      ]
        .filter(Boolean)
        .join(', ') || 'nothing';
    const paid = `${gp(d.cost)} (${gp(d.material)} material + ${gp(d.service)} service)`;
    return d.success
      ? `${d.caster} identifies the ${d.item}, relying on ${relied}: ${paid}.`
      : `${d.caster}’s identify on the ${d.item} fails: ${d.reason === 'not-on-item' ? 'the item has no such subschool or descriptors' : 'the knowledge relied on was wrong'} — the components are wasted, ${paid}.`;
  },
  'research-day-began': (d) => `A new day for ${d.researcher}’s research (day ${d.day}): 8 free hours again, forced research starts over.`,
};

export const causes: Record<string, string> = {
  'dnd/one-minute': 'Recklessness lasts at most a minute',
  'dnd/new-day': 'Each day, 8 hours of research without penalty',
};
