/** What the table may do now, as predicates read by both the prompt's offers and the engine's guards. */
import { allowed, firstRefusal, refuse, type Availability } from '../../../engine/define';
import { RESEARCH } from '../data/research';
import type { DndState, ResearchSession } from '../state';
import { bonusAfter, forcedResearchDc, hoursForBonus, hoursLeftToday } from './index';

/** Hours still to research before the bonus wanted is drawn. */
export const hoursLeft = (r: ResearchSession): number => hoursForBonus(r.wanted) - r.hours;

/** Free hours left today (002:310). */
export const freeHoursLeft = (r: ResearchSession): number => RESEARCH.freeHoursPerDay - r.hoursToday;

/** The most free hours the researcher can put in now: today's free ones, no more than the bonus needs, within the research day. */
export function researchHoursNow(state: DndState, r: ResearchSession): number {
  return Math.min(freeHoursLeft(r), hoursLeft(r), hoursLeftToday(r.dayStart, state.clock));
}

/** The Constitution DC of the researcher's next forced hour: 10 + 2 per extra hour (002:311), or the forced march's first DC 10. */
export function nextForcedDc(state: DndState, r: ResearchSession): number {
  return forcedResearchDc(r.forcedToday + 1, state.options.forcedResearchFirstDc === 'dc-12');
}

export const researchUnderWay = (state: DndState): Availability => (state.research ? allowed : refuse('rules/no_research'));

const awake = (r: ResearchSession): Availability => (r.passedOut ? refuse('rules/passed_out', { researcher: r.researcher }) : allowed);

const bonusStillWanted = (r: ResearchSession): Availability => (hoursLeft(r) > 0 ? allowed : refuse('rules/research_done', { left: 0 }));

/** Researching free hours: someone is researching, awake, still short of the bonus, with free hours left today and in the day. */
export function canResearch(state: DndState): Availability {
  const r = state.research;
  if (!r) return researchUnderWay(state);
  return firstRefusal(
    () => awake(r),
    () => bonusStillWanted(r),
    () => (freeHoursLeft(r) > 0 ? allowed : refuse('rules/forced_research', { free: 0 })),
    () => (hoursLeftToday(r.dayStart, state.clock) > 0 ? allowed : refuse('rules/day_ending', { left: 0 })),
  );
}

/** Forced research (002:311): someone is researching, awake, still short of the bonus, with today's free hours used up. */
export function canPushOn(state: DndState): Availability {
  const r = state.research;
  if (!r) return researchUnderWay(state);
  return firstRefusal(
    () => awake(r),
    () => bonusStillWanted(r),
    () => (freeHoursLeft(r) <= 0 ? allowed : refuse('rules/free_hours_left', { free: freeHoursLeft(r) })),
  );
}

/** Sleeping: someone is researching and awake. */
export function canSleep(state: DndState): Availability {
  const r = state.research;
  return r ? awake(r) : researchUnderWay(state);
}

/** The Research check: someone is researching; untrained, the library must give at least +1 (002:309). */
export function canCheckResearch(state: DndState): Availability {
  const r = state.research;
  if (!r) return researchUnderWay(state);
  const bonus = bonusAfter(r.hours, r.wanted);
  return !r.trained && bonus < 1 ? refuse('rules/untrained_needs_library', { bonus }) : allowed;
}

/** The roll the table owes first, which the prompt makes its primary step; null when nothing is owed. */
export function owedStep(
  state: DndState,
): 'roll-intimidate' | 'roll-will-save' | 'roll-spellcraft' | 'research' | 'push-on' | 'research-check' | 'sleep' | null {
  if (state.taunt) return state.taunt.intimidateTotal === null ? 'roll-intimidate' : 'roll-will-save';
  if (state.detection) return 'roll-spellcraft';
  const r = state.research;
  if (!r) return null;
  if (r.passedOut || hoursLeft(r) <= 0) return 'research-check';
  if (canResearch(state).ok) return 'research';
  if (canPushOn(state).ok) return 'push-on';
  return 'sleep';
}
