/** Set-up actions: the table enters its towns, then the game begins (a Basic knight and walls on each first city). */
import { perState } from '../rules/memo';
import { z } from 'zod';

import { allowed, firstRefusal, refuse } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, Knight, Town } from '../state';
import { action, build, id, label } from './common';
import { builders, nothingPending, offersOf, open, someCandidate, someOffer, type Candidate } from '../rules/when';
import { P, choice, coded } from '../prompt/common';
import { sameLocation } from '../rules/towns';
import { builder } from './trophies';
import { setupTownRefusal, startMadRefusal } from '../rules/setup';
import { settlementRefusal } from '../rules/allowed';

/** A new knight card for a player, named so the table can tell it apart. */
export function newKnight(state: CatanHorrorState, owner: string, location: string, rank: Knight['rank'] = 'basic'): Knight {
  const player = state.players.find((p) => p.id === owner);
  const count = state.knights.filter((k) => k.owner === owner).length + 1;
  return {
    id: `k${state.knights.length + 1}`,
    owner,
    name: `${player?.name ?? owner} #${count}`,
    rank,
    damage: 0,
    sanity: 0,
    madTurns: 0,
    madSince: null,
    hidden: false,
    squad: null,
    location,
    alive: true,
  };
}

export function newTown(state: CatanHorrorState, owner: string, townLabel: string, size: Town['size'], walls: boolean): Town {
  return { id: `t${state.towns.length + 1}`, owner, label: townLabel, size, walls, horror: 0, structural: 0, state: 'sane' };
}

const addTownSchema = z
  .object({ owner: id, label, size: z.enum(['settlement', 'city', 'metropolis']), walls: z.boolean().optional() })
  .strict();

/** Every player has a city on the board: the game can begin. */
const everyoneHasCity = (state: CatanHorrorState): boolean =>
  state.players.every((pl) => state.towns.some((t) => t.owner === pl.id && t.size !== 'settlement'));

/** The players whose set-up towns are not all on the board yet (002:374: one settlement and one city each). */
const stillPlacing = (state: CatanHorrorState) =>
  state.players.filter((pl) => (['settlement', 'city'] as const).some((size) => !setupTownRefusal(state, pl.id, size, undefined)));

/** The towns the table may enter now: at set-up each player's settlement and city still to place; in play a settlement of each builder's. */
const townOffers = perState(townOffersNow);
function townOffersNow(state: CatanHorrorState): Offer[] {
  if (state.phase === 'setup') {
    // The big button stays "Add town" until the set-up checklist is complete; Begin takes its place only then.
    const ready = stillPlacing(state).length === 0;
    const offers = state.players.flatMap((pl): Offer[] => {
      const sizes = (['settlement', 'city'] as const).filter((size) => !setupTownRefusal(state, pl.id, size, undefined));
      if (!sizes.length) return [];
      return [
        {
          code: `${P}/act/add-town`,
          params: { player: pl.name },
          payload: { owner: pl.id },
          fields: [
            { name: 'label', kind: 'text', maxLength: 60 },
            { name: 'size', kind: 'choice', choices: sizes.map((size) => coded(size, `size-${size}`, {})) },
          ],
        },
      ];
    });
    return offers.map((o, i) => ({ ...o, primary: !ready && i === 0 }));
  }
  return offersOf(settlementCandidates(state));
}

/** In play, each builder's settlement, or why that builder has none (002:419). */
const settlementCandidates = perState((state: CatanHorrorState): Candidate[] =>
  builders(state)
    .map((pid) => state.players.find((pl) => pl.id === pid)!)
    .map(
      (pl) =>
        settlementRefusal(state, pl) ??
        open({
          code: `${P}/act/build-settlement`,
          params: { player: pl.name },
          payload: { owner: pl.id, size: 'settlement' },
          fields: [{ name: 'label', kind: 'text', maxLength: 60 }],
        }),
    ),
);

/** Enters a town on the board (set-up, or a town built later in the game). */
export const addTown = action({
  schema: addTownSchema,
  phases: ['setup', 'player/actions', 'wrapup'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => (state.phase === 'setup' ? someOffer(townOffers(state), 'add-town') : someCandidate(settlementCandidates(state), 'add-town')),
    ),
  offer: townOffers,
  decide: (state, p) =>
    build(state, (b) => {
      if (!state.players.some((pl) => pl.id === p.owner)) return refuse('rules/unknown_player', { owner: p.owner });
      if (state.phase !== 'setup') {
        const who = builder(state, p.owner);
        if (!who.ok) return who;
        const refusal = settlementRefusal(state, who.value);
        if (refusal) return refusal;
      }
      if (state.towns.some((t) => t.state !== 'destroyed' && sameLocation(t.label, p.label))) {
        return refuse('rules/duplicate_location', { label: p.label });
      }
      if (state.phase !== 'setup' && p.size !== 'settlement') {
        return refuse('rules/build_settlement_first');
      }
      if (state.phase === 'setup') {
        const refusal = setupTownRefusal(state, p.owner, p.size, p.walls);
        if (refusal) return refusal;
      }
      const walls = p.walls ?? (state.phase === 'setup' && p.size !== 'settlement');
      if (walls && p.size === 'settlement') return refuse('rules/walls_need_city');
      const town = newTown(state, p.owner, p.label, p.size, walls);
      b.emit('town-added', {
        townId: town.id,
        label: town.label,
        owner: town.owner,
        who: state.players.find((pl) => pl.id === town.owner)?.name,
        size: town.size,
        walls,
      });
    }),
});

const beginSchema = z.object({ madPlayer: id.optional(), madPlayers: z.array(id).max(5).optional() }).strict();

/** Starts the game: each player's first city gets a Basic knight (unhidden); then the two set-up gates are rolled. */
export const begin = action({
  schema: beginSchema,
  phases: ['setup'],
  available: (state) =>
    firstRefusal(
      () => (state.gates.length > 0 || state.pending.length > 0 ? refuse('rules/already_begun') : allowed),
      () =>
        everyoneHasCity(state)
          ? allowed
          : refuse('rules/needs_city', {
              players: state.players
                .filter((pl) => !state.towns.some((t) => t.owner === pl.id && t.size !== 'settlement'))
                .map((m) => m.name),
            }),
    ),
  offer: (state) => {
    const missing = stillPlacing(state);
    return {
      code: `${P}/act/begin`,
      primary: missing.length === 0,
      endsPhase: true,
      ...(missing.length
        ? { asks: { code: `${P}/ask/begin-anyway`, params: { players: missing.map((pl) => pl.name), count: missing.length } } }
        : {}),
      ...(state.options.startMadPlayer
        ? {
            fields: [
              { name: 'madPlayer', kind: 'choice' as const, optional: true, choices: state.players.map((pl) => choice(pl.id, pl.name)) },
            ],
          }
        : {}),
    };
  },
  decide: (state, p) =>
    build(state, (b) => {
      const chosen = [...new Set([...(p.madPlayer ? [p.madPlayer] : []), ...(p.madPlayers ?? [])])];
      const madRefusal = startMadRefusal(state, chosen);
      if (madRefusal) return madRefusal;
      for (const player of state.players) {
        const city = state.towns.find((t) => t.owner === player.id && t.size !== 'settlement')!;
        const knight = newKnight(b.state, player.id, city.label);
        b.emit(
          'knight-added',
          { knightId: knight.id, name: knight.name, owner: player.id, rank: 'basic', location: city.label },
          'setup-knight',
        );
      }
      for (const madPlayer of chosen.map((pid) => state.players.find((pl) => pl.id === pid)!)) {
        b.emit('player-went-mad', { player: madPlayer.id, who: madPlayer.name, reason: 'starts-mad', takes: [] }, 'starts-mad');
      }
      b.emit('setup-gates-begin', { count: 2 });
    }),
});
