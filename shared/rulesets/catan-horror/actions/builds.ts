/** Builds the app tracks (current player in step 3, anyone in the special building phase): promotions, Generals, towns, walls; plus knight names. */
import { perParts } from '../rules/memo';
import { z } from 'zod';
import { refuse } from '../../../engine/result';
import { firstRefusal } from '../../../engine/define';
import type { Offer } from '../../../engine/ruleset';
import type { CatanHorrorState, PlayerState } from '../state';
import { action, build, id, standingTown } from './common';
import { BUILD_STEPS, builders, buildStep, offersOf, open, someCandidate, someOffer, type Candidate } from '../rules/when';
import { P } from '../prompt/common';
import { standing } from '../rules/towns';

/** The players who may build now. */
const building = perParts(
  (s: CatanHorrorState) => [s.phase, s.current, s.players],
  (state: CatanHorrorState): PlayerState[] => builders(state).map((pid) => state.players.find((p) => p.id === pid)!),
);

/**
 * What the build offers read of the state: who builds (the step, whose turn, the players) and the towns; promotions
 * and Generals also the knights and the pieces left (recruits waiting, pieces per rank). Most steps change none of
 * these (a knight moves, a die is rolled), and the offers are then the ones already made.
 */
const townParts = (s: CatanHorrorState) => [s.phase, s.current, s.players, s.towns];
const knightParts = (s: CatanHorrorState) => [s.phase, s.current, s.players, s.towns, s.knights, s.recruits, s.options];

const promoteCandidates = perParts(knightParts, (state: CatanHorrorState): Candidate[] =>
  building(state).flatMap((player) =>
    state.knights
      .filter((k) => k.alive && k.owner === player.id)
      .map(
        (k) =>
          promoteRefusal(state, k, player) ??
          open({
            code: `${P}/act/promote`,
            player: player.id,
            params: { knight: k.name, to: RANK_ABOVE[k.rank]! },
            payload: { knightId: k.id },
          }),
      ),
  ),
);

const generalCandidates = perParts(knightParts, (state: CatanHorrorState): Candidate[] =>
  building(state).flatMap((player) =>
    state.towns
      .filter((t) => standing(t) && t.owner === player.id && t.size !== 'settlement')
      .map(
        (t) =>
          generalRefusal(state, player, t) ??
          open({ code: `${P}/act/make-general`, player: player.id, rare: true, params: { town: t.label }, payload: { townId: t.id } }),
      ),
  ),
);

const fortressOffers = perParts(townParts, (state: CatanHorrorState): Offer[] =>
  building(state).map((player) => ({
    code: `${P}/act/set-fortress`,
    player: player.id,
    rare: true,
    params: { player: player.name, has: !player.hasFortress },
    payload: { player: player.id, has: !player.hasFortress },
  })),
);

const upgradeOffers = perParts(townParts, (state: CatanHorrorState): Offer[] =>
  building(state).flatMap((player) =>
    state.towns
      .filter((t) => standing(t) && !upgradeRefusal(state, t, player))
      .map((t): Offer =>
        t.owner === player.id
          ? { code: `${P}/act/upgrade-town`, player: player.id, params: { town: t.label, size: t.size }, payload: { townId: t.id } }
          : {
              code: `${P}/act/rebuild-metropolis`,
              player: player.id,
              rare: true,
              params: { town: t.label, player: player.name },
              payload: { townId: t.id, by: player.id },
            },
      ),
  ),
);

const wallsOffers = perParts(townParts, (state: CatanHorrorState): Offer[] =>
  building(state).flatMap((player) =>
    state.towns
      .filter((t) => standing(t) && t.owner === player.id && !wallsRefusal(t))
      .map((t) => ({ code: `${P}/act/build-walls`, player: player.id, params: { town: t.label }, payload: { townId: t.id } })),
  ),
);
import { builder } from './trophies';
import { knightById } from '../rules/knights';
import { generalRefusal, promoteRefusal, RANK_ABOVE, reducedMetropolis, upgradeRefusal, wallsRefusal } from '../rules/allowed';
import { newKnight } from './setup';

const promoteSchema = z.object({ knightId: id }).strict();

/** Promote a knight one rank (a wool and an ore); see promoteRefusal for what forbids it. */
export const promote = action({
  schema: promoteSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someCandidate(promoteCandidates(state), 'promote'),
    ),
  offer: (state) => offersOf(promoteCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight) return refuse('rules/unknown_knight', { knightId: p.knightId });
      const who = builder(state, knight.owner);
      if (!who.ok) return who;
      const refusal = promoteRefusal(state, knight, who.value);
      if (refusal) return refusal;
      const to = RANK_ABOVE[knight.rank]!;
      b.emit('knight-promoted', { knightId: knight.id, name: knight.name, from: knight.rank, to });
    }),
});

const generalSchema = z.object({ townId: id }).strict();

/** A General (discarding a victory-point card): see generalRefusal (002:640). */
export const makeGeneral = action({
  schema: generalSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someCandidate(generalCandidates(state), 'make-general'),
    ),
  offer: (state) => offersOf(generalCandidates(state)),
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      const player = who.value;
      const refusal = generalRefusal(state, player, town);
      if (refusal) return refusal;
      const knight = { ...newKnight(state, player.id, town.label, 'general') };
      b.emit('general-raised', { knightId: knight.id, name: knight.name, owner: player.id, location: town.label });
    }),
});

const fortressSchema = z.object({ player: id, has: z.boolean() }).strict();

/** Records whether a player has built the Fortress (Cities & Knights), which Generals need. */
export const setFortress = action({
  schema: fortressSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someOffer(fortressOffers(state), 'set-fortress'),
    ),
  offer: fortressOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const player = state.players.find((pl) => pl.id === p.player);
      if (!player) return refuse('rules/unknown_player');
      b.emit('fortress-set', { player: player.id, who: player.name, has: p.has });
    }),
});

const townSchema = z.object({ townId: id }).strict();
const upgradeSchema = z.object({ townId: id, by: id.optional() }).strict();

/** A settlement becomes a city, a city a metropolis; any player (`by`) may rebuild a metropolis reduced to a city (002:532). */
export const upgradeTown = action({
  schema: upgradeSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someOffer(upgradeOffers(state), 'upgrade-town'),
    ),
  offer: upgradeOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const by = p.by ?? town.owner;
      const who = builder(state, by);
      if (!who.ok) return who;
      const refusal = upgradeRefusal(state, town, who.value);
      if (refusal) return refusal;
      const to = town.size === 'settlement' ? 'city' : 'metropolis';
      const rebuilt = reducedMetropolis(town);
      b.emit('town-upgraded', {
        townId: town.id,
        label: town.label,
        from: town.size,
        to,
        ...(rebuilt ? { rebuilt: true, by, who: who.value.name } : {}),
      });
    }),
});

/** City walls around a sane city or metropolis. */
export const buildWalls = action({
  schema: townSchema,
  phases: BUILD_STEPS,
  available: (state) =>
    firstRefusal(
      () => buildStep(state),
      () => someOffer(wallsOffers(state), 'build-walls'),
    ),
  offer: wallsOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      const refusal = wallsRefusal(town);
      if (refusal) return refusal;
      b.emit('walls-built', { townId: town.id, label: town.label });
    }),
});

const renameSchema = z.object({ knightId: id, name: z.string().trim().min(1).max(30) }).strict();

/** Names a knight after the table's own mark (tape, colour dot) to tell pieces of one rank apart. */
export const renameKnight = action({
  schema: renameSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight) return refuse('rules/unknown_knight');
      b.emit('knight-renamed', { knightId: knight.id, from: knight.name, to: p.name });
    }),
});
