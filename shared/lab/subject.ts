/** What a simulation plays: a code ruleset with its profile, or a variant pack with the profile read off the pack alone. */
import { isRulesetV2 } from '../engine/define';
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
      subject = { ruleset: forSimulation(ruleset as Ruleset), profile: packLabProfile(spec.pack, ruleset) as LabProfile };
      built.set(spec.pack, subject);
    }
    return subject;
  }
  const profile = labProfiles.get(spec.rulesetId);
  const ruleset = rulesets.get(spec.rulesetId);
  if (!profile || !ruleset) return null;
  let simulated = simulating.get(ruleset);
  if (!simulated) simulating.set(ruleset, (simulated = forSimulation(ruleset)));
  return { ruleset: simulated, profile };
}

const simulating = new WeakMap<Ruleset, Ruleset>();

/**
 * The ruleset as the lab plays it: the same object but for `apply`, which folds the events the ruleset itself has just
 * decided or chained without checking them against the stored-event schemas first. That check is for what comes from
 * storage (replay, opening, import) and guards the table's log; a simulated game stores nothing, and its events are
 * the ruleset's own, of their declared shape — checking each again cost a twentieth of a game. The rules, prompts and
 * refusals are the ruleset's own; a simulated game's log still replays through the checked `apply` (tests/lab).
 */
function forSimulation(ruleset: Ruleset): Ruleset {
  if (!isRulesetV2(ruleset)) return ruleset;
  const { reduce } = ruleset;
  return { ...ruleset, apply: (state, event) => reduce(state, event) };
}
