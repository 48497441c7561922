/** Mad players' own powers: choosing a new gate's hex and re-rolling its location once (1 wheat), and building monsters on their town cards. */
import { perState } from '../rules/memo';
import { z } from 'zod';

import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending, PlayerState } from '../state';
import { action, build, id, standingTown } from './common';
import { drawable, madChooses } from './gates';
import {
  BUILD_STEPS,
  builders,
  buildStep,
  buildTurnRefusal,
  offersOf,
  open,
  someCandidate,
  someOffer,
  type Candidate,
} from '../rules/when';
import type { Availability } from '../../../engine/define';
import { P, choice, coded } from '../prompt/common';
import { builder } from './trophies';
import { kindByName } from '../rules/combat';
import type { EventBuilder } from '../events';

/** Mad players still in the game. */
export const madPlayers = (state: CatanHorrorState): PlayerState[] => state.players.filter((p) => p.mad && !p.dead);

const noInput = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/** Whether a mad player may still re-roll where the gate now opening goes (once per gate, not at set-up). */
export function canRerollGate(state: CatanHorrorState): boolean {
  const head = state.pending[0];
  return (
    state.phase !== 'setup' && madPlayers(state).length > 0 && (head?.kind === 'gate-hex' || head?.kind === 'gate-token') && !head.rerolled
  );
}

/** A mad player pays 1 wheat to roll the new gate's location again (once per gate). */
export const madRerollGate = action({
  schema: noInput,
  available: (state) => (canRerollGate(state) ? allowed : refuse('rules/no_mad_reroll')),
  offer: (state) => ({
    code: `${P}/act/mad-reroll-gate`,
    rare: true,
    params: {
      player: madPlayers(state)
        .map((p) => p.name)
        .join(' / '),
    },
  }),
  decide: (state) =>
    build(state, (b) => {
      b.emit(
        'gate-location-rerolled',
        {
          who: madPlayers(state)
            .map((p) => p.name)
            .join(' / '),
        },
        'mad-player-gate',
      );
    }),
});

const chooseSchema = z.object({ hex: z.number().int().min(1).max(12) }).strict();

/** With a mad player in the game, the mad player picks which of the hexes showing the number gets the gate. */
export const chooseGateHex = action({
  schema: chooseSchema,
  asks: ['gate-hex'],
  available: (state) => (madChooses(state) ? allowed : refuse('rules/no_mad_player')),
  offer: (state) => {
    const head = state.pending[0] as Extract<Pending, { kind: 'gate-hex' }>;
    return {
      code: `${P}/act/choose-gate-hex`,
      primary: true,
      fields: [{ name: 'hex', kind: 'number', min: 1, max: head.choices, default: 1 }],
    };
  },
  decide: (state, p) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'gate-hex' }>;
      if (p.hex > head.choices) return refuse('rules/no_such_hex', { choices: head.choices, number: head.number });
      b.emit(
        'gate-hex-chosen',
        {
          number: head.number,
          hex: p.hex,
          of: head.choices,
          who: madPlayers(state)
            .map((pl) => pl.name)
            .join(' / '),
        },
        'mad-player-gate',
      );
    }),
});

const startSchema = z.object({ townId: id, kind: z.string().min(1).max(60) }).strict();

function madTown(state: CatanHorrorState, townId: string) {
  const found = standingTown(state, townId);
  if (!found.ok) return found;
  const town = found.value;
  if (!state.players.find((p) => p.id === town.owner)?.mad || town.state !== 'mad')
    return refuse('rules/needs_mad_players_town', { town: town.label });
  return town;
}

/** A mad player takes a random monster from the cup onto an idle town card to build it. */
/** The mad towns (idle or building) of mad players who may build now. */
const madBuilderTowns = perState((state: CatanHorrorState) => {
  // Three offers ask at every step; with no mad player (most games, most of the time) there are none.
  if (!state.players.some((p) => p.mad)) return [];
  const who = builders(state);
  return state.towns.filter((t) => who.includes(t.owner) && t.state === 'mad' && state.players.find((p) => p.id === t.owner)?.mad);
});

/**
 * Allowed when there are offers; else, when a mad player holds mad towns but may not build now (his own
 * wrap-up, 002:369), that refusal — the reason the table needs — or `rules/nothing_to_do`.
 */
function madBuildOpen(state: CatanHorrorState, offers: readonly Offer[], action: string): Availability {
  if (offers.length) return allowed;
  const holders = state.players.filter((p) => p.mad && state.towns.some((t) => t.owner === p.id && t.state === 'mad'));
  return holders.map((p) => buildTurnRefusal(state, p)).find((r) => r !== null) ?? someOffer(offers, action);
}

/** An idle mad town of a mad builder, with the monsters that may come out of the cup for it. */
const buildStartOffers = perState(buildStartOffersNow);
function buildStartOffersNow(state: CatanHorrorState): Offer[] {
  return madBuilderTowns(state)
    .filter((t) => !t.building && state.library.some((k) => drawable(state, k.name, 0) === null))
    .map((town) => ({
      code: `${P}/act/mad-build-start`,
      player: town.owner,
      params: { town: town.label },
      payload: { townId: town.id },
      fields: [
        {
          name: 'kind',
          kind: 'choice',
          mustChoose: true,
          choices: state.library.map((k) =>
            coded(k.name, 'monster-toughness', { name: k.name, toughness: k.toughness }, drawable(state, k.name, 0) !== null),
          ),
        },
      ],
    }));
}

/** A monster under construction on a mad builder's town card: one more build, unless it is finished. */
const buildAddCandidates = perState(buildAddCandidatesNow);
function buildAddCandidatesNow(state: CatanHorrorState): Candidate[] {
  return madBuilderTowns(state).flatMap((town): Candidate[] => {
    if (!town.building) return [];
    const needed = kindByName(state, town.building.kind)?.toughness ?? 1;
    return [
      town.building.progress < needed
        ? open({
            code: `${P}/act/mad-build-add`,
            player: town.owner,
            params: { town: town.label, kind: town.building.kind, progress: town.building.progress, needed },
            payload: { townId: town.id },
          })
        : refuse('rules/build_complete'),
    ];
  });
}

/** A mad town of a mad builder handed to another mad player (only with several mad players). */
const handOffers = perState(handOffersNow);
function handOffersNow(state: CatanHorrorState): Offer[] {
  const mad = madPlayers(state);
  if (mad.length < 2) return [];
  return madBuilderTowns(state).map((town) => ({
    code: `${P}/act/mad-town-to`,
    player: town.owner,
    rare: true,
    params: { town: town.label },
    payload: { townId: town.id },
    fields: [{ name: 'owner', kind: 'choice', choices: mad.filter((p) => p.id !== town.owner).map((p) => choice(p.id, p.name)) }],
  }));
}

export const madBuildStart = action({
  schema: startSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => madBuildOpen(state, buildStartOffers(state), 'mad-build-start'),
    ),
  offer: buildStartOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const town = madTown(state, p.townId);
      if ('ok' in town) return town;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      if (town.building) return refuse('rules/already_building', { town: town.label });
      const failure = drawable(state, p.kind, 0);
      if (failure) return failure;
      const kind = kindByName(state, p.kind)!;
      b.emit('mad-build-started', {
        townId: town.id,
        label: town.label,
        kind: kind.name,
        toughness: kind.toughness,
      });
    }),
});

const addSchema = z.object({ townId: id }).strict();

/** One build toward the monster (2 wool, 1 grain, 1 lumber); it is done after as many builds as its toughness. */
export const madBuildAdd = action({
  schema: addSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someCandidate(buildAddCandidates(state), 'mad-build-add'),
    ),
  offer: (state) => offersOf(buildAddCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const town = madTown(state, p.townId);
      if ('ok' in town) return town;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      if (!town.building) return refuse('rules/not_building');
      const kind = kindByName(state, town.building.kind);
      const needed = kind?.toughness ?? 1;
      if (town.building.progress >= needed) return refuse('rules/build_complete');
      const progress = town.building.progress + 1;
      b.emit('mad-build-added', {
        townId: town.id,
        label: town.label,
        kind: town.building.kind,
        progress,
        needed,
      });
    }),
});

/** Monster production step: finished monsters leave their town cards for the board. */
export function releaseBuiltMonsters(b: EventBuilder): void {
  for (const town of b.state.towns) {
    if (!town.building || town.state === 'destroyed') continue;
    const kind = kindByName(b.state, town.building.kind);
    if (!kind || town.building.progress < kind.toughness) continue;
    b.emit(
      'monster-appeared',
      { monsterId: `m${b.state.monsters.length + 1}`, kind: kind.name, location: town.label, reason: 'built', townId: town.id },
      'monster-built',
    );
  }
}

const divideSchema = z.object({ townId: id, owner: id }).strict();

/** Several mad players divide their mad towns among themselves as they agree: hands one over. */
export const madTownTo = action({
  schema: divideSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someOffer(handOffers(state), 'mad-town-to'),
    ),
  offer: handOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const town = state.towns.find((t) => t.id === p.townId && t.state === 'mad');
      const from = town && state.players.find((pl) => pl.id === town.owner);
      const to = state.players.find((pl) => pl.id === p.owner);
      if (!town || !from?.mad || !to?.mad || to.dead || from.id === to.id) {
        return refuse('rules/mad_players_divide');
      }
      b.emit('mad-town-handed', {
        townId: town.id,
        label: town.label,
        from: from.name,
        to: to.name,
        receiver: to.id,
      });
    }),
});
