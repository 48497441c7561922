/** The ruleset id an exact pack text plays under in the app: `pack:<id>@<first 12 hex of its SHA-256>`. */

/** Hex digits of the text's hash kept in the id: enough to tell the texts of one pack apart. */
const HASH_DIGITS = 12;

/** The id of the pinned text (a campaign keeps it for ever; another text of the same pack gets another id). */
export const pinnedRulesetId = (packId: string, hash: string): string => `pack:${packId}@${hash.slice(0, HASH_DIGITS)}`;

/** The pack id and hash prefix of a pinned id, or null for any other ruleset id. */
export function parsePinnedId(rulesetId: string): { packId: string; hashPrefix: string } | null {
  const found = /^pack:([a-z][a-z0-9-]*)@([0-9a-f]+)$/.exec(rulesetId);
  return found ? { packId: found[1], hashPrefix: found[2] } : null;
}
