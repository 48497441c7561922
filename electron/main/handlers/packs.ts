/** RPC handlers of the `packs/*` domain: the installed variant packs — list, import, export, remove, and moving a campaign to another version. */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { InstalledPack } from '../../../shared/rpc/contract';
import { exportFileName } from '../services/exporter';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { CampaignStore } from '../services/campaign-store';
import type { EngineHost } from '../services/engine-host';
import type { PackPreview } from '../services/pack-preview';
import { previewUpgrade, undoUpgrade, upgrade } from '../services/pack-upgrade';
import { checkPack, registerPack, type DamagedPack, type PackRow, type PackStore } from '../services/packs';
import type { Handlers } from '../services/rpc';

export interface PackDeps {
  packs: PackStore;
  /** What the start-up check found damaged in this database. */
  damaged: () => DamagedPack[];
  now: () => string;
  store: CampaignStore;
  host: EngineHost;
  rulesets: ReadonlyMap<string, Ruleset>;
  version: string;
  /** Takes a backup before an upgrade or its undo writes anything. */
  backup: () => void;
  preview: PackPreview;
}

export function packHandlers(deps: PackDeps): Handlers {
  const { packs, damaged, now } = deps;
  const broken = new Set(damaged().map((d) => d.hash));
  const installed = (row: PackRow): InstalledPack => {
    const pack = JSON.parse(row.text) as {
      name: string;
      author: string;
      licence: string;
      baseGame: string;
      players: { min: number; max: number };
    };
    return {
      hash: row.hash,
      packId: row.packId,
      version: row.version,
      rulesetId: row.rulesetId,
      name: pack.name,
      author: pack.author,
      licence: pack.licence,
      baseGame: pack.baseGame,
      minPlayers: pack.players.min,
      maxPlayers: pack.players.max,
      installedAt: row.installedAt,
      campaigns: packs.campaignsUsing(row.hash),
    };
  };
  const found = (hash: string): Result<PackRow> => {
    const row = packs.byHash(hash);
    return row ? ok(row) : fail('packs/not_found', 'That pack is not installed.', { hash });
  };
  return {
    'packs/list': () =>
      ok({
        packs: packs
          .list()
          .filter((r) => !broken.has(r.hash))
          .map(installed),
        damaged: damaged(),
      }),
    'packs/import': ({ text }) => {
      const checked = checkPack(text);
      if (!checked.ok) return checked;
      const { pack, hash } = checked.value;
      const same = packs.byHash(hash);
      if (same) return ok({ pack: installed(same), already: true });
      const other = packs.sameVersion(pack.id, pack.version, hash);
      if (other.length > 0)
        return fail(
          'packs/version_taken',
          `Another text of “${pack.name}” version ${pack.version} is installed; give this one a new version.`,
          { packId: pack.id, version: pack.version, name: pack.name },
        );
      registerPack(checked.value);
      return ok({ pack: installed(packs.insert(checked.value, now())), already: false });
    },
    'packs/export': ({ hash }) => {
      const row = found(hash);
      if (!row.ok) return row;
      return ok({ fileName: exportFileName(`${row.value.packId}-${row.value.version}`, now(), 'json'), content: row.value.text });
    },
    'packs/remove': ({ hash }) => packs.remove(hash),
    'packs/preview': ({ text, players, fresh }) => deps.preview.start(text, players, fresh),
    'packs/preview-act': ({ action }) => deps.preview.act(action),
    'packs/preview-undo': () => deps.preview.undo(),
    'packs/upgrade-preview': ({ campaignId, hash }) => previewUpgrade(deps, campaignId, hash),
    'packs/upgrade': ({ campaignId, hash }) => upgrade(deps, campaignId, hash),
    'packs/undo-upgrade': ({ campaignId, previousId }) => undoUpgrade(deps, campaignId, previousId),
  };
}
