/** Every ruleset the app knows, by id: the code rulesets of `./ids.ts` (add one there, then here), and packs registered at run time. */
import { ok, refuse, type Result } from '../engine/result';
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
import { diceTray } from './dice-tray';
import { eldritchExpress } from './eldritch-express';
import { runeboundSevenScions } from './runebound-seven-scions';
import { runeboundCataclysm } from './runebound-cataclysm';
import { runeboundAddons } from './runebound-addons';
import { advancedRunebound } from './advanced-runebound';
import { runeboundMonsterStep } from './runebound-monster-step';
import { catanHorror } from './catan-horror';
import { drunkardsOfCatan } from './drunkards-of-catan';
import { munchkinRpg } from './munchkin-rpg';
import { dndSkills } from './dnd-skills';
import { diceTrayManifest } from './dice-tray/manifest';
import { drunkardsManifest } from './drunkards-of-catan/manifest';
import { sevenScionsManifest } from './runebound-seven-scions/manifest';
import { cataclysmManifest } from './runebound-cataclysm/manifest';
import { munchkinManifest } from './munchkin-rpg/manifest';
import { monsterStepManifest } from './runebound-monster-step/manifest';
import { eldritchManifest } from './eldritch-express/manifest';
import { addonsManifest } from './runebound-addons/manifest';
import { advancedRuneboundManifest } from './advanced-runebound/manifest';
import { catanHorrorManifest } from './catan-horror/manifest';
import { dndManifest } from './dnd-skills/manifest';
import { CODE_RULESET_IDS, type CodeRulesetId } from './ids';
import type { RulesetManifest } from './manifest';

/** Each code ruleset by its id: typed by the one list, so a ruleset missing here, or one not in the list, does not compile. */
const CODE: Record<CodeRulesetId, Ruleset> = {
  'dice-tray': diceTray,
  'eldritch-express': eldritchExpress,
  'runebound-seven-scions': runeboundSevenScions,
  'runebound-cataclysm': runeboundCataclysm,
  'runebound-addons': runeboundAddons,
  'advanced-runebound': advancedRunebound,
  'runebound-monster-step': runeboundMonsterStep,
  'catan-horror': catanHorror,
  'drunkards-of-catan': drunkardsOfCatan,
  'munchkin-rpg': munchkinRpg,
  'dnd-skills': dndSkills,
};
const ALL: readonly Ruleset[] = CODE_RULESET_IDS.map((id) => CODE[id]);

/** Each code ruleset's manifest: its data in its folder (typed by the one list, so none can be missing). */
const MANIFESTS: Record<CodeRulesetId, RulesetManifest> = {
  'dice-tray': diceTrayManifest,
  'eldritch-express': eldritchManifest,
  'runebound-seven-scions': sevenScionsManifest,
  'runebound-cataclysm': cataclysmManifest,
  'runebound-addons': addonsManifest,
  'advanced-runebound': advancedRuneboundManifest,
  'runebound-monster-step': monsterStepManifest,
  'catan-horror': catanHorrorManifest,
  'drunkards-of-catan': drunkardsManifest,
  'munchkin-rpg': munchkinManifest,
  'dnd-skills': dndManifest,
};

/** A code ruleset's manifest (undefined for a pack, whose pack is its data). */
export const manifestOf = (id: string): RulesetManifest | undefined => (MANIFESTS as Record<string, RulesetManifest | undefined>)[id];

const known = new Map<string, Ruleset>(ALL.map((r) => [r.id, r]));

/** The code rulesets, and the packs registered since start-up (the services read this same map). */
export const rulesets: ReadonlyMap<string, Ruleset> = known;

/**
 * Adds a ruleset made at run time — an installed variant pack (`packRuleset`, ids `pack:<id>`) —
 * so campaigns, the chronicle, exports and the lab find it like a code ruleset. A code ruleset's
 * id, or a pack id already registered with a different ruleset, is refused.
 */
export function registerRuleset(ruleset: Ruleset): Result<void> {
  const taken = known.get(ruleset.id);
  if (taken && taken !== ruleset) return refuse('rulesets/id_taken', { id: ruleset.id });
  known.set(ruleset.id, ruleset);
  return ok(undefined);
}

export function rulesetMeta(ruleset: Ruleset): RulesetMeta {
  const { id, version, minPlayers, maxPlayers, options } = ruleset;
  return { id, version, minPlayers, maxPlayers, options };
}
