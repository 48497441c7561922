/**
 * Every ruleset the app knows, by id: the code rulesets of `./ids.ts` (add one there, then its module
 * to `./code-rulesets.ts` and its manifest here), and packs registered at run time.
 */
import { ok, refuse, type Result } from '../engine/result';
import type { Ruleset, RulesetMeta } from '../engine/ruleset';
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
import { codeRuleset } from './code-rulesets';
import { CODE_RULESET_IDS, type CodeRulesetId } from './ids';
import type { RulesetManifest } from './manifest';
import { loadedRuleset, standIn } from './stand-in';

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

/**
 * The rulesets by id. A code ruleset's engine loads on its first use, not at start (each builds its
 * schemas as it loads; in the server's bundle each is a file of its own, `./code-rulesets.ts`): until
 * then the map holds a stand-in (`./stand-in.ts`) that answers its meta from its manifest, which is
 * all the campaign list and `ruleset/list` read. `get` always answers the ruleset itself, loading it
 * if need be — the same object at every call, as before; iterated, the map yields the stand-in of
 * a ruleset not used yet, which loads it on any use beyond its meta. Once loaded, the map holds the ruleset.
 */
class Rulesets extends Map<string, Ruleset> {
  override get(id: string): Ruleset | undefined {
    const found = super.get(id);
    return found && loadedRuleset(found);
  }
}

const known = new Rulesets(
  CODE_RULESET_IDS.map((id) => {
    const { version, players, options } = MANIFESTS[id];
    const meta = { id, version, minPlayers: players.min, maxPlayers: players.max, options };
    return [id, standIn(meta, () => loaded(id))];
  }),
);

/** A code ruleset's module, loaded now; the map holds it from then on. */
function loaded(id: CodeRulesetId): Ruleset {
  const ruleset = codeRuleset(id);
  known.set(id, ruleset);
  return ruleset;
}

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
