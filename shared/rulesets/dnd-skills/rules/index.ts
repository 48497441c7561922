/** The D&D skill variants as pure calculators: harvest value and decay, research time and bonus, taunt DCs, identify cost. */
import { HARVEST, HARVEST_SYNERGY, type CreatureType } from '../data/harvest';
import { RESEARCH } from '../data/research';
import { IDENTIFY } from '../data/taunt-identify';

/** Chance that d20 + modifier meets or beats the DC (no automatic success or failure on skill checks). */
export function d20Odds(modifier: number, dc: number): number {
  const needed = dc - modifier;
  return Math.min(20, Math.max(0, 21 - needed)) / 20;
}

/** Harvest synergy: +2 with 5+ ranks in the type's skill, +4 with those ranks and the type's ability; the ability alone gives nothing. */
export function harvestSynergy(type: CreatureType, ranksInSkill: boolean, hasAbility: boolean): number {
  if (!ranksInSkill) return 0;
  return hasAbility && HARVEST_SYNERGY[type].ability !== null ? HARVEST.skillAndAbilityBonus : HARVEST.skillBonus;
}

/** Worth of a harvest: the check result times the creature's Hit Dice (never negative). */
export function harvestValue(checkTotal: number, hd: number): number {
  return Math.max(0, checkTotal) * hd;
}

/** Share of a harvest's worth left after some whole hours unsold: 2 points per hour off the original, never below half. */
export function harvestWorthShare(hours: number): number {
  return Math.max(HARVEST.decayFloor, 1 - HARVEST.decayPerHour * Math.max(0, Math.floor(hours)));
}

/** A harvest's worth after some hours, to the copper piece. */
export function harvestWorth(value: number, hours: number): number {
  return Math.round(value * harvestWorthShare(hours) * 100) / 100;
}

/** Library bonus left for a topic: the library's bonus, but no more than twice it minus what was already drawn. */
export function libraryBonusLeft(libraryBonus: number, drawn: number): number {
  return Math.max(0, Math.min(libraryBonus, RESEARCH.exhaustionMultiple * libraryBonus - drawn));
}

/** Hours of research to draw a bonus: 2 per point. */
export function hoursForBonus(bonus: number): number {
  return bonus * RESEARCH.hoursPerBonusPoint;
}

/** Bonus drawn after some hours, capped by the bonus wanted. */
export function bonusAfter(hours: number, wanted: number): number {
  return Math.min(wanted, Math.floor(hours / RESEARCH.hoursPerBonusPoint));
}

/** DC of the Constitution check at the end of the n-th hour past 8 (n from 1); `firstDc12` reads "10 + 2 per extra hour" literally. */
export function forcedResearchDc(extraHour: number, firstDc12: boolean): number {
  return RESEARCH.forcedDcBase + RESEARCH.forcedDcStep * (firstDc12 ? extraHour : extraHour - 1);
}

/** Intimidate DC to taunt: the target's Hit Dice + its Wisdom modifier (a negative modifier lowers it). */
export function tauntDc(hd: number, wisdomModifier: number): number {
  return hd + wisdomModifier;
}

/** Spellcraft DC to learn an effect's school: 15 + spell level, or 15 + half the caster level for a non-spell effect. */
export function schoolDc(effect: 'spell' | 'other', level: number): number {
  return IDENTIFY.baseDc + (effect === 'spell' ? level : Math.floor(level / 2));
}

export interface IdentifyKnowledge {
  school: boolean;
  hasSubschool: boolean;
  subschool: boolean;
  descriptors: number;
}

/** What a Spellcraft result reveals: the school at the DC, the subschool at +5, every descriptor at +10. */
export function learned(total: number, dc: number, hasSubschool: boolean, descriptors: number): IdentifyKnowledge {
  const school = total >= dc;
  return {
    school,
    hasSubschool,
    subschool: hasSubschool && total >= dc + IDENTIFY.subschoolMargin,
    descriptors: total >= dc + IDENTIFY.descriptorMargin ? descriptors : 0,
  };
}

/** Identify's price in gp: 100 material (reduced by what is known, never below 0) + 10 service. */
export function identifyCost(known: IdentifyKnowledge): { material: number; service: number; total: number; saved: number } {
  let saved = 0;
  if (known.school) saved += known.hasSubschool ? IDENTIFY.schoolWithSubschool : IDENTIFY.schoolWithoutSubschool;
  if (known.subschool) saved += IDENTIFY.subschool;
  saved += IDENTIFY.perDescriptor * known.descriptors;
  const material = Math.max(0, IDENTIFY.materialCost - saved);
  return { material, service: IDENTIFY.serviceCost, total: material + IDENTIFY.serviceCost, saved: IDENTIFY.materialCost - material };
}

/** Seconds in a research day (002:310: "Each day, the PCs can research for 8 hours without penalty"). */
const DAY = 86400;

/** Whole research days begun since the current one started (0 while it lasts). */
export function researchDaysBegun(dayStart: number, clock: number): number {
  return Math.max(0, Math.floor((clock - dayStart) / DAY));
}

/** Whole hours left in the current research day: free hours cannot run past its end (they would count twice). */
export function hoursLeftToday(dayStart: number, clock: number): number {
  return Math.max(0, Math.floor((dayStart + DAY - clock) / 3600));
}

/** What an identify relies on knowing; each part beyond the item's real make-up (002:326) is wrong knowledge. */
export interface IdentifyClaim {
  school: boolean;
  subschool: boolean;
  descriptors: number;
}

/** Whether a claim asks more of the item than it has: a subschool it lacks, more descriptors than it carries. */
export function claimExceedsItem(claim: IdentifyClaim, hasSubschool: boolean, descriptors: number): boolean {
  return (claim.subschool && !hasSubschool) || claim.descriptors > descriptors;
}

/** Whether a claim goes beyond what the Spellcraft check revealed (so the table must say whether it is right). */
export function claimBeyondCheck(claim: IdentifyClaim, known: IdentifyKnowledge): boolean {
  return (claim.school && !known.school) || (claim.subschool && !known.subschool) || claim.descriptors > known.descriptors;
}

/** The time of day on the campaign clock as a 24-hour `HH:MM` (the day is given separately). */
export function clockText(seconds: number): string {
  const h = Math.floor((seconds % DAY) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
