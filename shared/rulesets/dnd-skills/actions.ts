/** D&D skill toolkit actions: each calculator's inputs arrive as an action and are kept in its events. */
import { z } from 'zod';
import { dN } from '../../engine/dice';
import type { ActionDef } from '../../engine/ruleset';
import { fail, ok, type Result } from '../../engine/result';
import { CREATURE_TYPES, HARVEST } from './data/harvest';
import { LIBRARY_PRESETS, RESEARCH } from './data/research';
import { ROUND_SECONDS, TAUNT } from './data/taunt-identify';
import {
  bonusAfter, forcedResearchDc, harvestSynergy, harvestValue, harvestWorth, hoursForBonus, identifyCost, learned, libraryBonusLeft, schoolDc, tauntDc,
} from './rules';
import { drawnFrom, type DndState, type ResearchSession } from './state';

export const d20 = dN(20);
const name = z.string().trim().min(1).max(60);
const modifier = z.number().int().min(-20).max(80);
const empty = z.object({}).strict();

function pc(state: DndState, id: string): Result<string> {
  const player = state.players.find((p) => p.id === id);
  return player ? ok(player.name) : fail('rules/unknown_player', 'That character is not in this campaign.', { player: id });
}

// ---- Time ----

const timeSchema = z
  .object({ days: z.number().int().min(0).max(365).default(0), hours: z.number().int().min(0).max(23).default(0), minutes: z.number().int().min(0).max(59).default(0), rounds: z.number().int().min(0).max(100).default(0) })
  .strict()
  .refine((t) => t.days + t.hours + t.minutes + t.rounds > 0, { message: 'some time must pass', path: ['hours'] });
/** Time passes in the game: harvests decay, reckless states and taunt lockouts run out. */
export const passTime: ActionDef<DndState, z.infer<typeof timeSchema>> = {
  schema: timeSchema,
  decide: (_state, { days, hours, minutes, rounds }) =>
    ok([{ type: 'time-passed', data: { seconds: days * 86400 + hours * 3600 + minutes * 60 + rounds * ROUND_SECONDS, days, hours, minutes, rounds } }]),
};

// ---- Harvesting ----

const harvestSchema = z
  .object({
    harvester: z.string().min(1),
    creature: name,
    creatureType: z.enum(CREATURE_TYPES),
    hd: z.number().int().min(1).max(60),
    knowledgeModifier: modifier,
    synergyRanks: z.boolean().default(false),
    synergyAbility: z.boolean().default(false),
    favoredEnemy: z.number().int().min(0).max(20).default(0),
    decays: z.boolean().default(true),
  })
  .strict();
/** Harvest a defeated creature: 1 minute per HD, then Knowledge (d20 + modifier + synergy + favored enemy) × HD in parts. */
export const harvest: ActionDef<DndState, z.infer<typeof harvestSchema>> = {
  schema: harvestSchema,
  dice: () => ({ dice: [d20] }),
  decide: (state, p, dice) => {
    const who = pc(state, p.harvester);
    if (!who.ok) return who;
    const roll = Number(dice[0].value);
    const synergy = harvestSynergy(p.creatureType, p.synergyRanks, p.synergyAbility);
    const total = roll + p.knowledgeModifier + synergy + p.favoredEnemy;
    return ok([{
      type: 'harvested',
      data: {
        harvester: who.value, creature: p.creature, creatureType: p.creatureType, hd: p.hd, roll, modifier: p.knowledgeModifier, synergy, favoredEnemy: p.favoredEnemy,
        total, value: harvestValue(total, p.hd), decays: p.decays, seconds: p.hd * HARVEST.minutesPerHd * 60,
      },
    }]);
  },
};

const lotSchema = z.object({ lot: z.number().int().min(1) }).strict();
function closeLot(type: 'harvest-sold' | 'harvest-preserved'): ActionDef<DndState, z.infer<typeof lotSchema>> {
  return {
    schema: lotSchema,
    decide: (state, { lot }) => {
      const found = state.harvests.find((h) => h.id === lot);
      if (!found) return fail('rules/unknown_lot', 'There is no such harvest.', { lot });
      if (found.status !== 'held') return fail('rules/lot_closed', `The ${found.creature} parts were already ${found.status}.`, { creature: found.creature, status: found.status });
      const hours = Math.floor((state.clock - found.at) / 3600);
      const worth = found.decays ? harvestWorth(found.value, hours) : found.value;
      return ok([{ type, data: { lot, creature: found.creature, value: found.value, hours, worth } }]);
    },
  };
}
/** Sell held parts at their worth now. */
export const sellHarvest = closeLot('harvest-sold');
/** Preserve held parts: their worth stops falling. */
export const preserveHarvest = closeLot('harvest-preserved');

// ---- Research ----

const startResearchSchema = z
  .object({
    researcher: z.string().min(1),
    topic: name,
    library: name,
    /** A preset library size, or `custom` to use `libraryBonus`. */
    preset: z.enum(['small', 'local', 'large', 'enormous', 'custom']).default('custom'),
    libraryBonus: z.number().int().min(1).max(60).default(8),
    /** Bonus aimed at; 0 means everything the library has left on the topic. */
    wanted: z.number().int().min(0).max(60).default(0),
    knowledgeModifier: modifier,
    trained: z.boolean().default(true),
    conModifier: z.number().int().min(-5).max(20).default(0),
    dc: z.number().int().min(0).max(80).default(15),
  })
  .strict();
/** Begin researching a topic at a library, aiming at a bonus (2 hours a point) no larger than what the library has left. */
export const startResearch: ActionDef<DndState, z.infer<typeof startResearchSchema>> = {
  schema: startResearchSchema,
  decide: (state, p) => {
    if (state.research) return fail('rules/research_open', `${state.research.researcher} is still researching ${state.research.topic}.`, { researcher: state.research.researcher, topic: state.research.topic });
    const who = pc(state, p.researcher);
    if (!who.ok) return who;
    const libraryBonus = p.preset === 'custom' ? p.libraryBonus : LIBRARY_PRESETS.find((l) => l.id === p.preset)!.bonus;
    const drawn = drawnFrom(state, p.library, p.topic);
    const left = libraryBonusLeft(libraryBonus, drawn);
    if (left === 0) return fail('rules/library_exhausted', `${p.library} has nothing more on ${p.topic}.`, { library: p.library, topic: p.topic, drawn });
    if (p.wanted > left) return fail('rules/bonus_too_high', `${p.library} can give at most +${left} on ${p.topic} now.`, { library: p.library, topic: p.topic, left, drawn });
    const wanted = p.wanted === 0 ? left : p.wanted;
    const { preset: _preset, ...inputs } = p;
    return ok([{ type: 'research-started', data: { ...inputs, researcher: who.value, libraryBonus, wanted, drawn, left, hoursNeeded: hoursForBonus(wanted) } }]);
  },
};

function session(state: DndState): Result<ResearchSession> {
  return state.research ? ok(state.research) : fail('rules/no_research', 'Nobody is researching.');
}
const hoursLeft = (r: ResearchSession) => hoursForBonus(r.wanted) - r.hours;

const researchSchema = z.object({ hours: z.number().int().min(1).max(RESEARCH.freeHoursPerDay) }).strict();
/** Research for some hours within today's 8 free ones. */
export const research: ActionDef<DndState, z.infer<typeof researchSchema>> = {
  schema: researchSchema,
  decide: (state, { hours }) => {
    const open = session(state);
    if (!open.ok) return open;
    const r = open.value;
    if (r.passedOut) return fail('rules/passed_out', `${r.researcher} has passed out; make the Research check.`, { researcher: r.researcher });
    if (hours > hoursLeft(r)) return fail('rules/research_done', `${hoursLeft(r)} more hours draw the whole bonus wanted.`, { left: hoursLeft(r) });
    const free = RESEARCH.freeHoursPerDay - r.hoursToday;
    if (hours > free) return fail('rules/forced_research', `Only ${free} free hours are left today; push on hour by hour or sleep.`, { free });
    return ok([{ type: 'researched', data: { researcher: r.researcher, hours, total: r.hours + hours, bonus: bonusAfter(r.hours + hours, r.wanted) } }]);
  },
};

/** The Constitution DC of the researcher's next forced hour. */
export function nextForcedDc(state: DndState, r: ResearchSession): number {
  return forcedResearchDc(r.forcedToday + 1, state.options.forcedResearchFirstDc === 'dc-12');
}

/** Push on past 8 hours today: one more hour, then a Constitution check; a failure means passing out. */
export const pushOn: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const open = session(state);
    if (!open.ok) return open;
    const r = open.value;
    if (r.passedOut) return fail('rules/passed_out', `${r.researcher} has passed out; make the Research check.`, { researcher: r.researcher });
    if (hoursLeft(r) <= 0) return fail('rules/research_done', 'The whole bonus wanted is drawn already.', { left: 0 });
    if (r.hoursToday < RESEARCH.freeHoursPerDay) return fail('rules/free_hours_left', 'Free hours are left today; research those first.', { free: RESEARCH.freeHoursPerDay - r.hoursToday });
    const roll = Number(dice[0].value);
    const dc = nextForcedDc(state, r);
    const total = roll + r.conModifier;
    return ok([{ type: 'forced-research-hour', data: { researcher: r.researcher, extraHour: r.forcedToday + 1, roll, total, dc, success: total >= dc, bonus: bonusAfter(r.hours + 1, r.wanted) } }]);
  },
};

const sleepSchema = z.object({ hours: z.number().int().min(1).max(24).default(8) }).strict();
/** Sleep: time passes, and tomorrow brings 8 more free hours. */
export const sleep: ActionDef<DndState, z.infer<typeof sleepSchema>> = {
  schema: sleepSchema,
  decide: (state, { hours }) => {
    const open = session(state);
    if (!open.ok) return open;
    if (open.value.passedOut) return fail('rules/passed_out', `${open.value.researcher} has passed out; make the Research check.`, { researcher: open.value.researcher });
    return ok([{ type: 'researcher-slept', data: { researcher: open.value.researcher, hours, day: open.value.day + 1 } }]);
  },
};

const checkSchema = z.object({ take10: z.boolean().default(false) }).strict();
/** The one Research check of the session: d20 (or take 10, never 20) + Knowledge + the library bonus drawn. */
export const researchCheck: ActionDef<DndState, z.infer<typeof checkSchema>> = {
  schema: checkSchema,
  dice: (_s, { take10 }) => (take10 ? null : { dice: [d20] }),
  decide: (state, { take10 }, dice) => {
    const open = session(state);
    if (!open.ok) return open;
    const r = open.value;
    const bonus = bonusAfter(r.hours, r.wanted);
    if (!r.trained && bonus < 1) return fail('rules/untrained_needs_library', 'Untrained, the check needs at least +1 from the library.', { bonus });
    const roll = take10 ? null : Number(dice[0].value);
    const total = (roll ?? 10) + r.knowledgeModifier + bonus;
    return ok([{ type: 'research-checked', data: { researcher: r.researcher, topic: r.topic, library: r.library, bonus, roll, take10, total, dc: r.dc, success: total >= r.dc, hours: r.hours, days: r.day } }]);
  },
};

/** Give up the research without a check (nothing is drawn from the library). */
export const abandonResearch: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => {
    const open = session(state);
    if (!open.ok) return open;
    return ok([{ type: 'research-abandoned', data: { researcher: open.value.researcher, topic: open.value.topic } }]);
  },
};

// ---- Taunting ----

const tauntSchema = z
  .object({
    intimidator: z.string().min(1),
    target: name,
    hd: z.number().int().min(1).max(60),
    wisdomModifier: z.number().int().min(-5).max(20),
    intimidateModifier: modifier,
    willSave: modifier,
  })
  .strict();
/** Declare a taunt: the Intimidate DC is the target's HD + Wisdom modifier. */
export const declareTaunt: ActionDef<DndState, z.infer<typeof tauntSchema>> = {
  schema: tauntSchema,
  decide: (state, p) => {
    if (state.taunt) return fail('rules/taunt_open', 'Finish the taunt under way first.');
    const who = pc(state, p.intimidator);
    if (!who.ok) return who;
    const locked = state.lockouts.find((l) => l.intimidator === who.value && l.target.toLowerCase() === p.target.toLowerCase() && l.until > state.clock);
    if (locked) return ok([{ type: 'taunt-locked-out', data: { intimidator: who.value, target: p.target, secondsLeft: locked.until - state.clock } }]);
    return ok([{ type: 'taunt-declared', data: { ...p, intimidator: who.value, dc: tauntDc(p.hd, p.wisdomModifier) } }]);
  },
};

/** Roll Intimidate against the taunt DC; a success makes the target save. The attempt starts the 24-hour lockout. */
export const rollIntimidate: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const t = state.taunt;
    if (!t || t.intimidateTotal !== null) return fail('rules/wrong_phase', 'There is no taunt waiting for its Intimidate check.');
    const roll = Number(dice[0].value);
    const total = roll + t.intimidateModifier;
    return ok([{ type: 'taunt-intimidated', data: { intimidator: t.intimidator, target: t.target, roll, total, dc: t.dc, success: total >= t.dc, lockoutSeconds: TAUNT.lockoutSeconds } }]);
  },
};

/** The target's Will save against the Intimidate result; a failure makes it reckless. */
export const rollWillSave: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const t = state.taunt;
    if (!t || t.intimidateTotal === null) return fail('rules/wrong_phase', 'There is no Will save to make.');
    const roll = Number(dice[0].value);
    const total = roll + t.willSave;
    return ok([{ type: 'taunt-will-saved', data: { intimidator: t.intimidator, target: t.target, roll, total, dc: t.intimidateTotal, success: total >= t.intimidateTotal } }]);
  },
};

/** Drop a declared taunt before its Intimidate roll. */
export const withdrawTaunt: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => (state.taunt && state.taunt.intimidateTotal === null
    ? ok([{ type: 'taunt-withdrawn', data: { intimidator: state.taunt.intimidator, target: state.taunt.target } }])
    : fail('rules/wrong_phase', 'There is no declared taunt to withdraw.')),
};

const pepSchema = z.object({ intimidator: z.string().min(1), target: name }).strict();
/** A willing target chooses to be reckless: no rolls, the Strength bonus and the penalties all the same. */
export const pepTalk: ActionDef<DndState, z.infer<typeof pepSchema>> = {
  schema: pepSchema,
  decide: (state, { intimidator, target }) => {
    const who = pc(state, intimidator);
    if (!who.ok) return who;
    const locked = state.lockouts.find((l) => l.intimidator === who.value && l.target.toLowerCase() === target.toLowerCase() && l.until > state.clock);
    if (locked) return ok([{ type: 'taunt-locked-out', data: { intimidator: who.value, target, secondsLeft: locked.until - state.clock } }]);
    return ok([{ type: 'pep-talk', data: { intimidator: who.value, target, lockoutSeconds: TAUNT.lockoutSeconds } }]);
  },
};

const endRecklessSchema = z.object({ id: z.number().int().min(1), reason: z.enum(['defeated', 'out-of-sight']) }).strict();
/** A reckless state ends early: the target or the intimidator was defeated, or a full round passed out of sight. */
export const endReckless: ActionDef<DndState, z.infer<typeof endRecklessSchema>> = {
  schema: endRecklessSchema,
  decide: (state, { id, reason }) => {
    const r = state.reckless.find((x) => x.id === id);
    if (!r) return fail('rules/not_reckless', 'Nobody is reckless by that taunt any more.', { id });
    return ok([{ type: 'reckless-ended', data: { id, target: r.target, intimidator: r.intimidator, reason } }]);
  },
};

// ---- Cheaper identify ----

const detectSchema = z
  .object({
    caster: z.string().min(1),
    item: name,
    effect: z.enum(['spell', 'other']),
    level: z.number().int().min(0).max(40),
    spellcraftModifier: modifier,
    hasSubschool: z.boolean().default(false),
    descriptors: z.number().int().min(0).max(8).default(0),
  })
  .strict();
/** Detect magic on an item: the Spellcraft DC is 15 + spell level, or 15 + half the caster level for other effects. */
export const detectMagic: ActionDef<DndState, z.infer<typeof detectSchema>> = {
  schema: detectSchema,
  decide: (state, p) => {
    if (state.detection) return fail('rules/detection_open', `Finish the Spellcraft check on ${state.detection.item} first.`, { item: state.detection.item });
    const who = pc(state, p.caster);
    if (!who.ok) return who;
    return ok([{ type: 'magic-detected', data: { ...p, caster: who.value, dc: schoolDc(p.effect, p.level) } }]);
  },
};

/** The Spellcraft check: school at the DC, subschool at +5, descriptors at +10; the identify price follows. */
export const rollSpellcraft: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  dice: () => ({ dice: [d20] }),
  decide: (state, _p, dice) => {
    const det = state.detection;
    if (!det) return fail('rules/wrong_phase', 'Detect magic on an item first.');
    const roll = Number(dice[0].value);
    const total = roll + det.spellcraftModifier;
    const known = learned(total, det.dc, det.hasSubschool, det.descriptors);
    const cost = identifyCost(known);
    return ok([{
      type: 'spellcraft-checked',
      data: { caster: det.caster, item: det.item, roll, total, dc: det.dc, school: known.school, subschool: known.subschool, hasSubschool: det.hasSubschool, descriptorsKnown: known.descriptors, cost: cost.total, material: cost.material, saved: cost.saved },
    }]);
  },
};

/** Drop a detection before its Spellcraft check. */
export const dropDetection: ActionDef<DndState, z.infer<typeof empty>> = {
  schema: empty,
  decide: (state) => (state.detection ? ok([{ type: 'detection-dropped', data: { item: state.detection.item } }]) : fail('rules/wrong_phase', 'Nothing is being detected.')),
};
