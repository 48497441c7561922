/** The `runebound-addons` ruleset: the VA 46-49 set-up checklists and ritual tracker beside any Runebound game. */
import { z } from 'zod';
import type { Player, Ruleset } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { ADDONS } from '../../kits/runebound-addons/data';
import {
  addonActions, addonsSetup, addonsWithOptions, applyAddonEvent, buildChecklist, ritualPromptActions, type WithAddons,
} from '../../kits/runebound-addons';

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

const none = z.object({}).strict();

export const runeboundAddons: Ruleset<RuneboundAddonsState, RuneboundAddonsOptions> = {
  id: 'runebound-addons',
  version: 1,
  minPlayers: 1,
  maxPlayers: 6,
  optionsSchema: runeboundAddonsOptionsSchema,
  options: ADDONS.map((key) => ({ key, kind: 'boolean' as const, default: key === 'ritualsAndRunes' })),
  setup: (options, players) => {
    const parsed = runeboundAddonsOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return fail('rules/invalid_options', parsed.error.issues.map((i) => i.message).join('; '));
    return ok({ options: parsed.data, players: [...players], phase: 'setup', checklist: buildChecklist([], parsed.data), addons: addonsSetup(parsed.data) });
  },
  actions: {
    ...addonActions<RuneboundAddonsState>(),
    'setup-done': {
      schema: none,
      decide: (state) => (state.phase === 'setup' ? ok([{ type: 'setup-finished', data: {} }]) : fail('rules/wrong_phase', 'Set-up is already done.', { phase: state.phase })),
    },
  },
  apply: (state, event) => applyAddonEvent(state, event) ?? (event.type === 'setup-finished' ? { ...state, phase: 'play' } : state),
  prompt: (state) => {
    if (state.phase === 'setup') {
      return { phase: 'addons/phase/setup', code: 'addons/prompt/setup', actions: [{ type: 'setup-done', code: 'addons/setup-done', primary: true }] };
    }
    const actions = ritualPromptActions(state.addons, state.players).map((a, i) => (i === 0 ? { ...a, primary: true } : a));
    return { phase: 'addons/phase/play', code: actions.length > 0 ? 'addons/prompt/rituals' : 'addons/prompt/nothing', actions };
  },
  trackers: () => [],
  setTracker: (state) => state,
  withOptions: (state, options) => {
    const parsed = runeboundAddonsOptionsSchema.safeParse(options ?? {});
    return parsed.success ? { ...state, options: parsed.data, addons: addonsWithOptions(state.addons, parsed.data) } : state;
  },
  turnInfo: (state) => ({ turn: 0, phase: `addons/phase/${state.phase}` }),
};
