/** The rulesets the lab can simulate. Another ruleset needs only its profile, added here. */
import { catanHorrorProfile } from './catan-horror';
import { eldritchExpressProfile } from './eldritch-express';
import { monsterStepProfile } from './runebound-monster-step';
import type { LabProfile } from '../types';

export const labProfiles: ReadonlyMap<string, LabProfile> = new Map(
  [monsterStepProfile, catanHorrorProfile, eldritchExpressProfile].map((p) => [p.rulesetId, p as LabProfile]),
);
