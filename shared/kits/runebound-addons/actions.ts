/** The add-on actions (engine v2): the set-up checklist and the Rituals and Runes tracker, typed for the carrying ruleset. */
import { z } from 'zod';
import { allowed, defineAction, firstRefusal, refuse } from '../../engine/define';
import type { Availability, Player } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import { RITUAL_SLOTS, TERRAINS } from './data';
import type { AddonEvent } from './events';
import { emptySlotFor, isEmpowered, nameConflict, type Ritual } from './rituals';
import type { WithAddons } from './state';

const terrain = z.enum(TERRAINS);

const checkSchema = z.object({ item: z.string().min(1).max(80) }).strict();
const addRitualSchema = z
  .object({
    owner: z.string().min(1),
    title: z.string().trim().min(1).max(60),
    slot1: terrain,
    slot2: terrain,
    slot3: terrain,
    slot4: terrain,
    slot5: terrain,
  })
  .strict();
const empowerSchema = z.object({ ritualId: z.string().min(1), terrain }).strict();
const transferSchema = z.object({ ritualId: z.string().min(1), to: z.string().min(1) }).strict();
const removeSchema = z.object({ ritualId: z.string().min(1) }).strict();

function findRitual<S extends WithAddons>(state: S, ritualId: string) {
  return state.addons.rituals.find((r) => r.id === ritualId);
}

function playerName(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? id;
}

/** How the carrying ruleset places the add-ons in its turn. */
export interface AddonHost<S> {
  /** When the ritual tracker takes actions (the phases whose prompt lists it). */
  ritualsOpen: (state: S) => boolean;
  /** Whether the first ritual action is the prompt's primary one (the stand-alone tracker). */
  ritualPrimary?: boolean;
}

/** Why the ritual tracker takes no action now, or `allowed`. */
function ritualsAvailable<S extends WithAddons>(state: S, host: AddonHost<S>): Availability {
  return firstRefusal(
    () => (state.addons.enabled.ritualsAndRunes ? allowed : refuse('rules/addon-off', { addon: 'ritualsAndRunes' })),
    () => (host.ritualsOpen(state) ? allowed : refuse('rules/wrong_phase', { phase: state.phase })),
    () => (state.players.length > 0 ? allowed : refuse('rules/no-players')),
  );
}

const unfilled = <S extends WithAddons>(state: S) => state.addons.rituals.filter((r) => !isEmpowered(r));
/** The terrains of a ritual's empty slots, each once: what a movement die may still fill. */
const emptyTerrains = (r: Ritual) => [...new Set(r.slots.filter((_, i) => !r.filled[i]))];

/** The add-on actions (engine v2), typed for the ruleset that carries them; their events are `AddonEvent`s. */
export function addonActions<S extends WithAddons>(host: AddonHost<S>) {
  const action = defineAction<S, AddonEvent>();
  const terrainChoices = TERRAINS.map((t) => ({ value: t, code: `terrain/${t}` }));
  const playerChoices = (state: S) => state.players.map((p) => ({ value: p.id, code: 'addons/player', params: { name: p.name } }));
  const ritualChoices = (state: S, rituals: readonly Ritual[]) =>
    rituals.map((r) => ({
      value: r.id,
      code: 'addons/ritual-choice',
      params: { title: r.title, owner: playerName(state.players, r.owner) },
    }));
  const open = (state: S) => ritualsAvailable(state, host);
  const withRituals = (state: S) =>
    firstRefusal(
      () => open(state),
      () => (state.addons.rituals.length > 0 ? allowed : refuse('rules/no-rituals')),
    );

  const setupCheck = action({
    schema: checkSchema,
    available: (state) => (state.phase === 'setup' ? allowed : refuse('rules/wrong_phase', { phase: state.phase })),
    decide: (state, { item }) => {
      const step = state.checklist.items.find((i) => i.code === item);
      if (!step) return refuse('rules/unknown-step', { item });
      return ok([{ type: 'setup-step-ticked', data: { item, params: step.params ?? {}, done: !state.checklist.ticked.includes(item) } }]);
    },
  });

  const addRitual = action({
    schema: addRitualSchema,
    available: open,
    offer: (state) => ({
      code: 'addons/ritual-add',
      primary: host.ritualPrimary === true,
      fields: [
        { name: 'owner', kind: 'choice', choices: playerChoices(state) },
        { name: 'title', kind: 'text', maxLength: 60 },
        ...[1, 2, 3, 4, 5].map((n) => ({ name: `slot${n}`, kind: 'choice' as const, choices: terrainChoices })),
      ],
    }),
    decide: (state, p) => {
      if (!state.players.some((pl) => pl.id === p.owner)) return refuse('rules/unknown-player', { player: p.owner });
      const conflict = nameConflict(state.addons.rituals, p.owner, p.title);
      if (conflict) {
        return refuse('rules/ritual-name-conflict', {
          title: p.title,
          other: conflict.ritual.title,
          word: conflict.word,
          owner: playerName(state.players, p.owner),
        });
      }
      const slots = [p.slot1, p.slot2, p.slot3, p.slot4, p.slot5];
      return ok([
        {
          type: 'ritual-added',
          data: {
            ritualId: `r${state.addons.nextRitual}`,
            title: p.title,
            owner: p.owner,
            ownerName: playerName(state.players, p.owner),
            slots,
          },
        },
      ]);
    },
  });

  const empower = action({
    schema: empowerSchema,
    available: (state) =>
      firstRefusal(
        () => open(state),
        () => (unfilled(state).length > 0 ? allowed : refuse('rules/no-ritual-to-empower')),
      ),
    // One offer per ritual still to empower, listing the terrains of its empty slots.
    offer: (state) =>
      unfilled(state).map((r) => ({
        code: 'addons/ritual-empower',
        player: r.owner,
        params: { title: r.title, owner: playerName(state.players, r.owner) },
        payload: { ritualId: r.id },
        fields: [{ name: 'terrain', kind: 'choice' as const, choices: emptyTerrains(r).map((t) => ({ value: t, code: `terrain/${t}` })) }],
      })),
    decide: (state, { ritualId, terrain: t }) => {
      const ritual = findRitual(state, ritualId);
      if (!ritual) return refuse('rules/unknown-ritual', { ritualId });
      const slot = emptySlotFor(ritual, t);
      if (slot < 0) return refuse('rules/ritual-no-slot', { title: ritual.title, terrain: t });
      const filled = ritual.filled.filter(Boolean).length + 1;
      const events: AddonEvent[] = [
        { type: 'ritual-slot-filled', data: { ritualId, title: ritual.title, slot, terrain: t, filled, total: RITUAL_SLOTS } },
      ];
      if (filled === RITUAL_SLOTS) {
        events.push({
          type: 'ritual-empowered',
          data: { ritualId, title: ritual.title, ownerName: playerName(state.players, ritual.owner) },
          cause: 'ritual-all-slots',
        });
      }
      return ok(events);
    },
  });

  const targets = (state: S, ritual: Ritual) =>
    state.players.filter((p) => p.id !== ritual.owner && nameConflict(state.addons.rituals, p.id, ritual.title, ritual.id) === null);
  const transfer = action({
    schema: transferSchema,
    available: (state) =>
      firstRefusal(
        () => withRituals(state),
        () => (state.players.length > 1 ? allowed : refuse('rules/one-hero')),
        () => (state.addons.rituals.some((r) => targets(state, r).length > 0) ? allowed : refuse('rules/no-transfer')),
      ),
    // One offer per ritual, listing the heroes who may take it (not its owner, nobody it would clash with).
    offer: (state) =>
      state.addons.rituals
        .filter((r) => targets(state, r).length > 0)
        .map((r) => ({
          code: 'addons/ritual-transfer',
          // A Ritual changes hands seldom (traded, stolen): folded with the other seldom actions.
          rare: true,
          player: r.owner,
          params: { title: r.title, owner: playerName(state.players, r.owner) },
          payload: { ritualId: r.id },
          fields: [
            {
              name: 'to',
              kind: 'choice' as const,
              choices: targets(state, r).map((p) => ({ value: p.id, code: 'addons/player', params: { name: p.name } })),
            },
          ],
        })),
    decide: (state, { ritualId, to }) => {
      const ritual = findRitual(state, ritualId);
      if (!ritual) return refuse('rules/unknown-ritual', { ritualId });
      if (!state.players.some((pl) => pl.id === to)) return refuse('rules/unknown-player', { player: to });
      if (ritual.owner === to) return refuse('rules/same-owner', { title: ritual.title });
      const conflict = nameConflict(state.addons.rituals, to, ritual.title, ritual.id);
      if (conflict) {
        return refuse('rules/ritual-name-conflict', {
          title: ritual.title,
          other: conflict.ritual.title,
          word: conflict.word,
          owner: playerName(state.players, to),
        });
      }
      return ok([
        {
          type: 'ritual-transferred',
          data: {
            ritualId,
            title: ritual.title,
            fromName: playerName(state.players, ritual.owner),
            to,
            toName: playerName(state.players, to),
            cleared: ritual.filled.filter(Boolean).length,
          },
          cause: 'ritual-new-owner',
        },
      ]);
    },
  });

  const remove = action({
    schema: removeSchema,
    available: withRituals,
    offer: (state) => ({
      code: 'addons/ritual-remove',
      // A Ritual lost, sold or discarded: seldom.
      rare: true,
      fields: [{ name: 'ritualId', kind: 'choice', choices: ritualChoices(state, state.addons.rituals) }],
    }),
    decide: (state, { ritualId }) => {
      const ritual = findRitual(state, ritualId);
      if (!ritual) return refuse('rules/unknown-ritual', { ritualId });
      return ok([{ type: 'ritual-removed', data: { ritualId, title: ritual.title, ownerName: playerName(state.players, ritual.owner) } }]);
    },
  });

  return {
    'setup-check': setupCheck,
    'ritual-add': addRitual,
    'ritual-empower': empower,
    'ritual-transfer': transfer,
    'ritual-remove': remove,
  };
}
