/** What a simulation plays: a code ruleset with its profile, or a variant pack with the profile read off the pack alone. */
import type { Ruleset } from '../engine/ruleset';
import { packLabProfile } from '../packs/lab';
import { packRuleset } from '../packs/ruleset';
import type { Pack } from '../packs/schema';
import { rulesets } from '../rulesets/registry';
import { labProfiles } from './profiles/index';
import type { LabProfile, SimulationSpec } from './types';

export interface LabSubject {
  ruleset: Ruleset;
  profile: LabProfile;
}

/** A pack's ruleset is built once per pack object (a worker builds it once for all its games). */
const built = new WeakMap<Pack, LabSubject>();

/** The ruleset and profile a spec simulates, or null when the lab has neither. */
export function labSubject(spec: Pick<SimulationSpec, 'rulesetId' | 'pack'>): LabSubject | null {
  if (spec.pack) {
    let subject = built.get(spec.pack);
    if (!subject) {
      const ruleset = packRuleset(spec.pack);
      subject = { ruleset: ruleset as Ruleset, profile: packLabProfile(spec.pack, ruleset) as LabProfile };
      built.set(spec.pack, subject);
    }
    return subject;
  }
  const profile = labProfiles.get(spec.rulesetId);
  const ruleset = rulesets.get(spec.rulesetId);
  return profile && ruleset ? { ruleset, profile } : null;
}
