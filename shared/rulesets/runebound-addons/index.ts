/** The `runebound-addons` ruleset: the VA 46-49 set-up checklists and ritual tracker beside any Runebound game (engine v2). */
import { z } from 'zod';
import { allowed, defineAction, defineRuleset, refuse, type RulesetV2 } from '../../engine/define';
import { runeboundAddonsEvents, type RuneboundAddonsEvent } from './events';
import type { Player } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import {
  addonActions,
  addonsSetup,
  addonsWithOptions,
  buildChecklist,
  isAddonEvent,
  reduceAddonEvent,
  type WithAddons,
} from '../../kits/runebound-addons';
import { phaseCode } from '../manifest';
import { addonsManifest } from './manifest';

export const runeboundAddonsOptionsSchema = z.object({
  ritualsAndRunes: z.boolean().default(true),
  weaponsOfLegend: z.boolean().default(false),
  trapsAndTerrors: z.boolean().default(false),
  beastsAndBandits: z.boolean().default(false),
});
export type RuneboundAddonsOptions = z.infer<typeof runeboundAddonsOptionsSchema>;

export interface RuneboundAddonsState extends WithAddons {
  options: RuneboundAddonsOptions;
  players: Player[];
  phase: 'setup' | 'play';
}

export { runeboundAddonsEvents, type RuneboundAddonsEvent } from './events';

const action = defineAction<RuneboundAddonsState, RuneboundAddonsEvent>();

const setupDone = action({
  schema: z.object({}).strict(),
  available: (state) => (state.phase === 'setup' ? allowed : refuse('rules/wrong_phase', { phase: state.phase })),
  offer: () => ({ code: 'addons/setup-done', primary: true }),
  decide: () => ok([{ type: 'setup-finished', data: {} }]),
});

function reduce(state: RuneboundAddonsState, event: RuneboundAddonsEvent): RuneboundAddonsState {
  if (isAddonEvent(event)) return reduceAddonEvent(state, event);
  return { ...state, phase: 'play' };
}

export const runeboundAddons: RulesetV2<RuneboundAddonsState, RuneboundAddonsOptions, typeof runeboundAddonsEvents.schemas> = defineRuleset(
  {
    // Its version, players, options and headlines: the manifest's.
    id: addonsManifest.id,
    version: addonsManifest.version,
    minPlayers: addonsManifest.players.min,
    maxPlayers: addonsManifest.players.max,
    optionsSchema: runeboundAddonsOptionsSchema,
    options: addonsManifest.options,
    events: runeboundAddonsEvents,
    headlines: addonsManifest.headlines,
    setup: (options, players) => {
      const parsed = runeboundAddonsOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
      return ok({
        options: parsed.data,
        players: [...players],
        phase: 'setup',
        checklist: buildChecklist([], parsed.data),
        addons: addonsSetup(parsed.data),
      });
    },
    actions: {
      'setup-done': setupDone,
      ...addonActions<RuneboundAddonsState>({ ritualsOpen: (state) => state.phase === 'play', ritualPrimary: true }),
    },
    reduce,
    instruction: (state) => {
      const phase = phaseCode(addonsManifest, state.phase);
      if (state.phase === 'setup') return { phase, code: 'addons/prompt/setup' };
      const open = state.addons.enabled.ritualsAndRunes && state.players.length > 0;
      return { phase, code: open ? 'addons/prompt/rituals' : 'addons/prompt/nothing' };
    },
    trackers: () => [],
    setTracker: (state) => state,
    withOptions: (state, options) => {
      const parsed = runeboundAddonsOptionsSchema.safeParse(options ?? {});
      return parsed.success ? { ...state, options: parsed.data, addons: addonsWithOptions(state.addons, parsed.data) } : state;
    },
    turnInfo: (state) => ({ turn: 0, phase: phaseCode(addonsManifest, state.phase) }),
  },
);
