/** Builds the app tracks (current player in step 3, anyone in the special building phase): promotions, Generals, towns, walls; plus knight names. */
import { z } from 'zod';
import { fail } from '../../../engine/result';
import type { ActionDef } from '../../../engine/ruleset';
import type { CatanHorrorState, Rank } from '../state';
import { build, id, standingTown } from './common';
import { builder } from './trophies';
import { freePieces, knightById, PIECE_OF } from '../rules/knights';
import { newKnight } from './setup';

const RANK_ABOVE: Partial<Record<Rank, Rank>> = { basic: 'strong', strong: 'mighty' };

const promoteSchema = z.object({ knightId: id }).strict();

/** Promote a knight one rank (a wool and an ore), when a piece of the higher rank is free. */
export const promote: ActionDef<CatanHorrorState, z.infer<typeof promoteSchema>> = {
  schema: promoteSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight) return fail('rules/unknown_knight', 'There is no such knight.', { knightId: p.knightId });
      const who = builder(state, knight.owner);
      if (!who.ok) return who;
      if (knight.madTurns > 0) return fail('rules/knight_mad', 'A mad knight cannot be promoted.');
      const to = RANK_ABOVE[knight.rank];
      if (!to) return fail('rules/top_rank', 'A Mighty knight or General cannot be promoted further.');
      if (freePieces(state, knight.owner, PIECE_OF[to]) < 1) return fail('rules/no_free_piece', `No ${to} knight piece is free.`, { rank: to });
      const mine = state.knights.filter((k) => k.alive && k.owner === knight.owner);
      if (to === 'mighty' && mine.some((k) => k.rank === 'general') && mine.some((k) => k.rank === 'mighty')) {
        return fail('rules/general_and_two_mighty', 'No General alongside two Mighty knights.');
      }
      b.emit('knight-promoted', { knightId: knight.id, name: knight.name, from: knight.rank, to, knights: [{ id: knight.id, rank: to }] });
    }),
};

const generalSchema = z.object({ townId: id }).strict();

/** A General (discarding a victory-point card): needs the Fortress, at most one, on a Mighty piece, placed on a sane city of the player. */
export const makeGeneral: ActionDef<CatanHorrorState, z.infer<typeof generalSchema>> = {
  schema: generalSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      const player = who.value;
      if (town.state !== 'sane' || town.size === 'settlement') return fail('rules/needs_sane_city', 'A General appears on a sane city of yours.');
      if (!player.hasFortress) return fail('rules/needs_fortress', 'A General needs the Fortress city improvement.');
      const mine = state.knights.filter((k) => k.alive && k.owner === player.id);
      if (mine.some((k) => k.rank === 'general')) return fail('rules/one_general', 'A player has at most one General.');
      if (mine.filter((k) => k.rank === 'mighty').length >= 2) return fail('rules/general_and_two_mighty', 'No General alongside two Mighty knights.');
      if (freePieces(state, player.id, 'mighty') < 1) return fail('rules/no_free_piece', 'No Mighty piece is free to stand for the General.');
      const knight = { ...newKnight(state, player.id, town.label, 'general') };
      b.emit('general-raised', { knightId: knight.id, name: knight.name, owner: player.id, location: town.label, knights: [knight] });
    }),
};

const fortressSchema = z.object({ player: id, has: z.boolean() }).strict();

/** Records whether a player has built the Fortress (Cities & Knights), which Generals need. */
export const setFortress: ActionDef<CatanHorrorState, z.infer<typeof fortressSchema>> = {
  schema: fortressSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const player = state.players.find((pl) => pl.id === p.player);
      if (!player) return fail('rules/unknown_player', 'No such player.');
      b.emit('fortress-set', { player: player.id, who: player.name, has: p.has, players: [{ id: player.id, hasFortress: p.has }] });
    }),
};

const townSchema = z.object({ townId: id }).strict();

/** A settlement becomes a city, a city a metropolis (also rebuilding a reduced metropolis). */
export const upgradeTown: ActionDef<CatanHorrorState, z.infer<typeof townSchema>> = {
  schema: townSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      if (town.state !== 'sane') return fail('rules/needs_sane_town', 'Only a sane town is built up.');
      const to = town.size === 'settlement' ? 'city' : town.size === 'city' ? 'metropolis' : null;
      if (!to) return fail('rules/top_size', 'A metropolis is as large as a town grows.');
      b.emit('town-upgraded', { townId: town.id, label: town.label, from: town.size, to, towns: [{ id: town.id, size: to }] });
    }),
};

/** City walls around a sane city or metropolis. */
export const buildWalls: ActionDef<CatanHorrorState, z.infer<typeof townSchema>> = {
  schema: townSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const found = standingTown(state, p.townId);
      if (!found.ok) return found;
      const town = found.value;
      const who = builder(state, town.owner);
      if (!who.ok) return who;
      if (town.size === 'settlement') return fail('rules/walls_need_city', 'City walls stand only around a city or metropolis.');
      if (town.walls) return fail('rules/already_walled', 'The town already has walls.');
      if (town.state !== 'sane') return fail('rules/needs_sane_town', 'Only a sane town is built up.');
      b.emit('walls-built', { townId: town.id, label: town.label, towns: [{ id: town.id, walls: true }] });
    }),
};

const renameSchema = z.object({ knightId: id, name: z.string().trim().min(1).max(30) }).strict();

/** Names a knight after the table's own mark (tape, colour dot) to tell pieces of one rank apart. */
export const renameKnight: ActionDef<CatanHorrorState, z.infer<typeof renameSchema>> = {
  schema: renameSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const knight = knightById(state, p.knightId);
      if (!knight) return fail('rules/unknown_knight', 'There is no such knight.');
      b.emit('knight-renamed', { knightId: knight.id, from: knight.name, to: p.name, knights: [{ id: knight.id, name: p.name }] });
    }),
};
