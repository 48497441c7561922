/**
 * The VA 46-49 add-ons as a module any Runebound ruleset can carry: options, the set-up
 * checklist, and the Rituals and Runes tracker (actions, fold, prompt actions).
 */
import { z } from 'zod';
import type { ActionDef, OptionDescriptor, Player, PromptAction, RulesEvent } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { ADDONS, ADDON_SETUP_STEPS, RITUAL_SLOTS, TERRAINS, type Addon } from './data';
import { emptySlotFor, isEmpowered, nameConflict, type Ritual } from './rituals';

export type { Ritual } from './rituals';

/** Option fields every ruleset with the add-ons spreads into its options schema. */
export const addonOptionsShape = {
  ritualsAndRunes: z.boolean().default(false),
  weaponsOfLegend: z.boolean().default(false),
  trapsAndTerrors: z.boolean().default(false),
  beastsAndBandits: z.boolean().default(false),
};
export type AddonOptions = { [K in Addon]?: boolean };

/** Set-up screen entries for the add-ons. */
export const addonOptionDescriptors: readonly OptionDescriptor[] = ADDONS.map((key) => ({ key, kind: 'boolean', default: false }));

/** One line of a set-up checklist: a catalog code and its params. */
export interface ChecklistItem {
  code: string;
  params?: Record<string, unknown>;
}

/** The set-up checklist: the ruleset's own steps then each chosen add-on's. */
export interface SetupChecklist {
  items: ChecklistItem[];
  ticked: string[];
}

export interface AddonsState {
  enabled: Record<Addon, boolean>;
  rituals: Ritual[];
  nextRitual: number;
}

/** What a ruleset's state must hold to carry the add-ons. */
export interface WithAddons {
  phase: string;
  players: Player[];
  checklist: SetupChecklist;
  addons: AddonsState;
}

/** The add-ons as chosen at set-up. */
export function addonsSetup(options: AddonOptions): AddonsState {
  const enabled = Object.fromEntries(ADDONS.map((a) => [a, options[a] === true])) as Record<Addon, boolean>;
  return { enabled, rituals: [], nextRitual: 1 };
}

/** A checklist of the ruleset's own steps followed by the chosen add-ons' steps. */
export function buildChecklist(own: readonly ChecklistItem[], options: AddonOptions): SetupChecklist {
  const extra = ADDONS.filter((a) => options[a] === true).flatMap((a) => ADDON_SETUP_STEPS[a].map((code) => ({ code })));
  return { items: [...own, ...extra], ticked: [] };
}

/** House rules changed mid-campaign: add-ons switched on keep their rituals; switched off hide them. */
export function addonsWithOptions(addons: AddonsState, options: AddonOptions): AddonsState {
  return { ...addons, enabled: addonsSetup(options).enabled };
}

const terrain = z.enum(TERRAINS);

const checkSchema = z.object({ item: z.string().min(1).max(80) }).strict();
const addRitualSchema = z
  .object({
    owner: z.string().min(1),
    title: z.string().trim().min(1).max(60),
    slot1: terrain, slot2: terrain, slot3: terrain, slot4: terrain, slot5: terrain,
  })
  .strict();
const empowerSchema = z.object({ ritualId: z.string().min(1), terrain }).strict();
const transferSchema = z.object({ ritualId: z.string().min(1), to: z.string().min(1) }).strict();
const removeSchema = z.object({ ritualId: z.string().min(1) }).strict();

function ritualsOff() {
  return fail('rules/addon-off', 'Rituals and Runes is not part of this campaign.', { addon: 'ritualsAndRunes' });
}

function findRitual<S extends WithAddons>(state: S, ritualId: string) {
  return state.addons.rituals.find((r) => r.id === ritualId);
}

function playerName(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? id;
}

/** The add-on actions, typed for the ruleset that carries them. */
export function addonActions<S extends WithAddons>(): Record<string, ActionDef<S, any>> {
  const setupCheck: ActionDef<S, z.infer<typeof checkSchema>> = {
    schema: checkSchema,
    decide: (state, { item }) => {
      if (state.phase !== 'setup') return fail('rules/wrong_phase', 'The set-up checklist is only open during set-up.', { phase: state.phase });
      const step = state.checklist.items.find((i) => i.code === item);
      if (!step) return fail('rules/unknown-step', 'That is not a step of this set-up.', { item });
      return ok([{ type: 'setup-step-ticked', data: { item, params: step.params ?? {}, done: !state.checklist.ticked.includes(item) } }]);
    },
  };

  const addRitual: ActionDef<S, z.infer<typeof addRitualSchema>> = {
    schema: addRitualSchema,
    decide: (state, p) => {
      if (!state.addons.enabled.ritualsAndRunes) return ritualsOff();
      if (!state.players.some((pl) => pl.id === p.owner)) return fail('rules/unknown-player', 'There is no such player.', { player: p.owner });
      const conflict = nameConflict(state.addons.rituals, p.owner, p.title);
      if (conflict) {
        return fail('rules/ritual-name-conflict', `${p.title} shares "${conflict.word}" with ${conflict.ritual.title}.`, {
          title: p.title, other: conflict.ritual.title, word: conflict.word, owner: playerName(state.players, p.owner),
        });
      }
      const slots = [p.slot1, p.slot2, p.slot3, p.slot4, p.slot5];
      return ok([{ type: 'ritual-added', data: { ritualId: `r${state.addons.nextRitual}`, title: p.title, owner: p.owner, ownerName: playerName(state.players, p.owner), slots } }]);
    },
  };

  const empower: ActionDef<S, z.infer<typeof empowerSchema>> = {
    schema: empowerSchema,
    decide: (state, { ritualId, terrain: t }) => {
      if (!state.addons.enabled.ritualsAndRunes) return ritualsOff();
      const ritual = findRitual(state, ritualId);
      if (!ritual) return fail('rules/unknown-ritual', 'That ritual is not in play.', { ritualId });
      const slot = emptySlotFor(ritual, t);
      if (slot < 0) return fail('rules/ritual-no-slot', `${ritual.title} has no empty ${t} slot.`, { title: ritual.title, terrain: t });
      const filled = ritual.filled.filter(Boolean).length + 1;
      const events: RulesEvent[] = [{ type: 'ritual-slot-filled', data: { ritualId, title: ritual.title, slot, terrain: t, filled, total: RITUAL_SLOTS } }];
      if (filled === RITUAL_SLOTS) {
        events.push({ type: 'ritual-empowered', data: { ritualId, title: ritual.title, ownerName: playerName(state.players, ritual.owner) }, cause: 'ritual-all-slots' });
      }
      return ok(events);
    },
  };

  const transfer: ActionDef<S, z.infer<typeof transferSchema>> = {
    schema: transferSchema,
    decide: (state, { ritualId, to }) => {
      if (!state.addons.enabled.ritualsAndRunes) return ritualsOff();
      const ritual = findRitual(state, ritualId);
      if (!ritual) return fail('rules/unknown-ritual', 'That ritual is not in play.', { ritualId });
      if (!state.players.some((pl) => pl.id === to)) return fail('rules/unknown-player', 'There is no such player.', { player: to });
      if (ritual.owner === to) return fail('rules/same-owner', 'That hero already owns it.', { title: ritual.title });
      const conflict = nameConflict(state.addons.rituals, to, ritual.title, ritual.id);
      if (conflict) {
        return fail('rules/ritual-name-conflict', `${ritual.title} shares "${conflict.word}" with ${conflict.ritual.title}.`, {
          title: ritual.title, other: conflict.ritual.title, word: conflict.word, owner: playerName(state.players, to),
        });
      }
      return ok([{
        type: 'ritual-transferred',
        data: { ritualId, title: ritual.title, fromName: playerName(state.players, ritual.owner), to, toName: playerName(state.players, to), cleared: ritual.filled.filter(Boolean).length },
        cause: 'ritual-new-owner',
      }]);
    },
  };

  const remove: ActionDef<S, z.infer<typeof removeSchema>> = {
    schema: removeSchema,
    decide: (state, { ritualId }) => {
      if (!state.addons.enabled.ritualsAndRunes) return ritualsOff();
      const ritual = findRitual(state, ritualId);
      if (!ritual) return fail('rules/unknown-ritual', 'That ritual is not in play.', { ritualId });
      return ok([{ type: 'ritual-removed', data: { ritualId, title: ritual.title, ownerName: playerName(state.players, ritual.owner) } }]);
    },
  };

  return { 'setup-check': setupCheck, 'ritual-add': addRitual, 'ritual-empower': empower, 'ritual-transfer': transfer, 'ritual-remove': remove };
}

function mapRitual<S extends WithAddons>(state: S, ritualId: string, change: (r: Ritual) => Ritual): S {
  return { ...state, addons: { ...state.addons, rituals: state.addons.rituals.map((r) => (r.id === ritualId ? change(r) : r)) } };
}

/** Folds an add-on event; returns null when the event is not one of the add-ons'. */
export function applyAddonEvent<S extends WithAddons>(state: S, event: RulesEvent): S | null {
  const d = event.data as Record<string, any>;
  switch (event.type) {
    case 'setup-step-ticked': {
      const ticked = state.checklist.ticked.filter((t) => t !== d.item);
      return { ...state, checklist: { ...state.checklist, ticked: d.done ? [...ticked, d.item] : ticked } };
    }
    case 'ritual-added': {
      const ritual: Ritual = { id: d.ritualId, title: d.title, owner: d.owner, slots: [...d.slots], filled: d.slots.map(() => false) };
      return { ...state, addons: { ...state.addons, rituals: [...state.addons.rituals, ritual], nextRitual: state.addons.nextRitual + 1 } };
    }
    case 'ritual-slot-filled':
      return mapRitual(state, d.ritualId, (r) => ({ ...r, filled: r.filled.map((f, i) => f || i === d.slot) }));
    case 'ritual-empowered':
      return state;
    case 'ritual-transferred':
      return mapRitual(state, d.ritualId, (r) => ({ ...r, owner: d.to, filled: r.filled.map(() => false) }));
    case 'ritual-removed':
      return { ...state, addons: { ...state.addons, rituals: state.addons.rituals.filter((r) => r.id !== d.ritualId) } };
    default:
      return null;
  }
}

/** Whether a ritual may be used by its owner now. */
export { isEmpowered };

/** The ritual tracker's actions, offered whenever Rituals and Runes is in the campaign. */
export function ritualPromptActions(addons: AddonsState, players: readonly Player[]): PromptAction[] {
  if (!addons.enabled.ritualsAndRunes || players.length === 0) return [];
  const terrainChoices = TERRAINS.map((t) => ({ value: t, code: `terrain/${t}` }));
  const playerChoices = players.map((p) => ({ value: p.id, code: 'addons/player', params: { name: p.name } }));
  const actions: PromptAction[] = [{
    type: 'ritual-add',
    code: 'addons/ritual-add',
    fields: [
      { name: 'owner', kind: 'choice', choices: playerChoices },
      { name: 'title', kind: 'text', maxLength: 60 },
      ...[1, 2, 3, 4, 5].map((n) => ({ name: `slot${n}`, kind: 'choice' as const, choices: terrainChoices })),
    ],
  }];
  const rituals = addons.rituals;
  if (rituals.length > 0) {
    const ritualChoices = rituals.map((r) => ({
      value: r.id, code: 'addons/ritual-choice', params: { title: r.title, owner: players.find((p) => p.id === r.owner)?.name ?? r.owner },
    }));
    const unfilled = rituals.filter((r) => !isEmpowered(r));
    if (unfilled.length > 0) {
      actions.push({
        type: 'ritual-empower', code: 'addons/ritual-empower',
        fields: [
          { name: 'ritualId', kind: 'choice', choices: ritualChoices.filter((c) => unfilled.some((r) => r.id === c.value)) },
          { name: 'terrain', kind: 'choice', choices: terrainChoices },
        ],
      });
    }
    if (players.length > 1) {
      actions.push({ type: 'ritual-transfer', code: 'addons/ritual-transfer', fields: [{ name: 'ritualId', kind: 'choice', choices: ritualChoices }, { name: 'to', kind: 'choice', choices: playerChoices }] });
    }
    actions.push({ type: 'ritual-remove', code: 'addons/ritual-remove', fields: [{ name: 'ritualId', kind: 'choice', choices: ritualChoices }] });
  }
  return actions;
}
