/** The rulesets the lab can simulate. Another ruleset needs only its profile, added here; a pack needs none (shared/packs/lab.ts). */
import { advancedRuneboundProfile } from './advanced-runebound';
import { catanHorrorProfile } from './catan-horror';
import { dndSkillsProfile } from './dnd-skills';
import { drunkardsProfile } from './drunkards-of-catan';
import { eldritchExpressProfile } from './eldritch-express';
import { munchkinProfile } from './munchkin-rpg';
import { runeboundAddonsProfile } from './runebound-addons';
import { cataclysmProfile } from './runebound-cataclysm';
import { monsterStepProfile } from './runebound-monster-step';
import { sevenScionsProfile } from './runebound-seven-scions';
import type { LabProfile } from '../types';

export const labProfiles: ReadonlyMap<string, LabProfile> = new Map(
  [
    monsterStepProfile,
    advancedRuneboundProfile,
    sevenScionsProfile,
    cataclysmProfile,
    runeboundAddonsProfile,
    catanHorrorProfile,
    eldritchExpressProfile,
    drunkardsProfile,
    munchkinProfile,
    dndSkillsProfile,
  ].map((p) => [p.rulesetId, p as LabProfile]),
);
