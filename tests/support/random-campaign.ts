/**
 * Random campaigns played through the real services, the way a table plays them: actions the
 * prompt offers, undo, redo, rewinds, brought-back branches, checkpoints, hand adjustments and new
 * sessions. The property tests over the chronicle drive them and check what they ask against an
 * oracle of their own.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Services } from '../../electron/main/services/services';
import type { PromptField } from '../../shared/engine/ruleset';
import type { PlayView } from '../../shared/rpc/contract';
import type { caller } from './services-call';

export const PLAYERS = ['Ann', 'Bo', 'Cy'];

/** The rulesets the property tests play (one of each engine shape, Catan Horror's the largest). */
export const playedRulesets = fc.constantFrom('dice-tray', 'eldritch-express', 'munchkin-rpg', 'dnd-skills', 'catan-horror');

/** A new campaign of a ruleset for a random run, with as many of the players as it seats. */
export function newCampaign(call: ReturnType<typeof caller>['call'], rulesetId: string, name: string): number {
  const players = rulesetId === 'eldritch-express' ? PLAYERS.slice(0, 2) : PLAYERS;
  return call('campaign/create', { name, rulesetId, players, options: {} }).id;
}

/** What a table does next; `check` is the test's own question, asked between moves. */
export type Move =
  | { do: 'play' | 'undo' | 'redo' | 'checkpoint' | 'adjust' | 'session' | 'check' }
  | { do: 'rewind'; back: number }
  | { do: 'bring-back'; which: number };

export const moves: fc.Arbitrary<Move> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ do: 'play' as const }) },
  { weight: 2, arbitrary: fc.constant({ do: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('rewind' as const), back: fc.nat(8) }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('bring-back' as const), which: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'checkpoint' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'adjust' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'session' as const }) },
  { weight: 3, arbitrary: fc.constant({ do: 'check' as const }) },
);

function randomValue(random: () => number, field: PromptField): unknown {
  switch (field.kind) {
    case 'choice': {
      const open = field.choices.filter((c) => !c.disabled);
      return open.length ? open[Math.floor(random() * open.length)].value : undefined;
    }
    case 'number':
      return field.default ?? field.min;
    case 'boolean':
      return random() < 0.5;
    case 'text':
      // Free text may name a player: the player filter finds it.
      return random() < 0.4 ? PLAYERS[Math.floor(random() * PLAYERS.length)] : 'Lantern';
  }
}

/** A random action the prompt offers that the rules accept, or null when none is. */
function play(services: Services, campaignId: number, view: PlayView, random: () => number): PlayView | null {
  const offered = [...view.prompt.actions].sort(() => random() - 0.5);
  for (const action of offered) {
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const field of action.fields ?? []) if (!(field.name in payload)) payload[field.name] = randomValue(random, field);
    const roll = action.dice?.dice.length || action.rolls ? { roll: { source: 'app' as const } } : {};
    const result = services.dispatch('campaign/act', { campaignId, action: { type: action.type, payload, ...roll } });
    if (result.ok) return result.value as PlayView;
  }
  return null;
}

/**
 * Plays `script` on a campaign; at each `check` (the index of the move is given) and nowhere else
 * the test asks its questions. Moves that cannot be made (nothing to undo, no branch) are skipped.
 */
export function playCampaign(
  services: Services,
  call: ReturnType<typeof caller>['call'],
  campaignId: number,
  script: readonly Move[],
  random: () => number,
  check: (at: number) => void,
): void {
  let view = call('campaign/open', { campaignId });
  script.forEach((m, at) => {
    if (m.do === 'play') view = play(services, campaignId, view, random) ?? view;
    else if (m.do === 'undo' && view.canUndo) view = call('campaign/undo', { campaignId });
    else if (m.do === 'redo' && view.canRedo) view = call('campaign/redo', { campaignId });
    else if (m.do === 'rewind') {
      const { head, rows } = call('history/chronicle-page', { campaignId, filter: { kind: 'actions' }, outline: true, limit: 500 });
      const inForce = rows.filter((r) => !r.entries[0].undone).map((r) => r.step);
      const to = inForce[inForce.length - 1 - m.back];
      if (to !== undefined && to !== head!.topStep) view = call('campaign/rewind', { campaignId, toStep: to });
    } else if (m.do === 'bring-back') {
      const { branches } = call('history/chronicle', { campaignId });
      const branch = branches[m.which % Math.max(1, branches.length)];
      if (branch) view = call('campaign/bring-back', { campaignId, step: branch.steps[branch.steps.length - 1] });
    } else if (m.do === 'checkpoint') view = call('history/checkpoint', { campaignId, name: `Moment ${view.campaign.eventCount}` });
    else if (m.do === 'adjust') {
      const t = view.trackers.find((t) => t.value < t.max || t.value > t.min);
      if (t) view = call('campaign/adjust', { campaignId, trackerId: t.id, value: t.value < t.max ? t.value + 1 : t.value - 1 });
    } else if (m.do === 'session') {
      call('session/end', { campaignId });
      call('session/start', { campaignId });
    } else if (m.do === 'check') check(at);
  });
}

/** After the runs: prints how often each case was met, and fails if one never was (the property claims it). */
export function expectEveryCaseMet(seen: Record<string, number>): void {
  console.log('the property met', seen);
  for (const [what, times] of Object.entries(seen)) expect(times, what).toBeGreaterThan(0);
}
