/**
 * The editor's live preview: a scratch campaign of the pack being edited, in a database in memory
 * (nothing reaches the campaign file), played through the same host as any campaign — main rolls
 * the dice. Each valid change of the text starts it again under the new text and plays the steps
 * played so far (their actions and dice) until one is refused, so the game goes on across edits.
 */
import { fail, ok, type Result } from '../../../shared/engine/result';
import type { Ruleset } from '../../../shared/engine/ruleset';
import type { ActionInput, PlayView } from '../../../shared/rpc/contract';
import { rulesets as registered } from '../../../shared/rulesets/registry';
import { CampaignStore } from './campaign-store';
import { openDatabase, type Db } from './database';
import type { DiceRoller } from './dice-roller';
import { EngineHost } from './engine-host';
import { checkPack, registerPack } from './packs';

/** A step of the preview, as played: its action with the dice it got (replayed as the table's). */
type PlayedStep = { type: string; payload: Record<string, unknown>; values: (number | string)[] };

export class PackPreview {
  private readonly db: Db = openDatabase(':memory:');
  private readonly host: EngineHost;
  private current: { campaignId: number; rulesetId: string; played: PlayedStep[] } | null = null;

  constructor(deps: { rulesets?: ReadonlyMap<string, Ruleset>; rollDice: DiceRoller; now: () => string }) {
    this.host = new EngineHost({
      store: new CampaignStore(this.db),
      rulesets: deps.rulesets ?? registered,
      rollDice: deps.rollDice,
      now: deps.now,
    });
  }

  /** (Re)starts the preview under `text` (from the set-up when `fresh`): refused with every problem when the text is not a whole pack; the preview then stays as it was. */
  start(text: string, players: readonly string[], fresh = false): Result<PlayView & { replayed: number }> {
    const checked = checkPack(text);
    if (!checked.ok) return checked;
    const ruleset = registerPack(checked.value);
    // As few seats as the pack takes, at least one when it takes any.
    const seats = players.slice(0, Math.min(Math.max(ruleset.minPlayers, 1), ruleset.maxPlayers));
    const created = this.host.create({ name: checked.value.pack.name, rulesetId: ruleset.id, players: seats, options: {} });
    if (!created.ok) return created;
    const played = fresh ? [] : (this.current?.played ?? []);
    const kept: PlayedStep[] = [];
    for (const step of played) {
      const view = this.host.act(created.value.id, {
        type: step.type,
        payload: step.payload,
        ...(step.values.length ? { roll: { source: 'table' as const, values: step.values } } : {}),
      });
      if (!view.ok) break;
      kept.push(step);
    }
    if (this.current) this.host.forget(this.current.campaignId);
    this.current = { campaignId: created.value.id, rulesetId: ruleset.id, played: kept };
    const view = this.host.open(created.value.id);
    return view.ok ? ok({ ...view.value, replayed: kept.length }) : view;
  }

  /** Plays an action in the preview (the app's dice when it rolls). */
  act(action: ActionInput): Result<PlayView> {
    if (!this.current) return fail('preview/not_started', 'The preview has not started.');
    const view = this.host.act(this.current.campaignId, action);
    if (!view.ok) return view;
    const first = view.value.lastStep[0];
    if (first)
      this.current.played.push({
        type: action.type,
        payload: action.payload ?? {},
        values: ((first.dice ?? []) as { value: number | string }[]).map((d) => d.value),
      });
    return view;
  }

  /** Takes the last step of the preview back (and out of what the next text replays). */
  undo(): Result<PlayView> {
    if (!this.current) return fail('preview/not_started', 'The preview has not started.');
    const view = this.host.undo(this.current.campaignId);
    if (view.ok) this.current.played.pop();
    return view;
  }

  close(): void {
    this.db.close();
  }
}
