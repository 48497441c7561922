/** The research calculator: a topic at a library, free and forced hours, sleep, and the one Research check. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import { fail, ok, type Result } from '../../../engine/result';
import { LIBRARY_PRESETS, RESEARCH } from '../data/research';
import { bonusAfter, forcedResearchDc, hoursForBonus, hoursLeftToday, libraryBonusLeft } from '../rules';
import { drawnFrom, type DndState, type ResearchSession } from '../state';
import { d20, empty, modifier, name, pc } from './common';

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
    const dayLeft = hoursLeftToday(r.dayStart, state.clock);
    if (hours > dayLeft) return fail('rules/day_ending', `Only ${dayLeft} hours are left in this research day; let time pass or sleep first.`, { left: dayLeft });
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
