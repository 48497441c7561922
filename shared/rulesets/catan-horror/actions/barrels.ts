/**
 * The Drunkards house rule's barrels: built in the build/trade step (no knight action), traded with the
 * player whose turn it is, gifted and drunk at any time. The barrel rules themselves live in `barrels.ts`.
 */
import { perState } from '../rules/memo';
import { z } from 'zod';
import { ok, type Result } from '../../../engine/result';
import { allowed, firstRefusal, refuse, type Availability } from '../../../engine/define';
import type { Offer, PromptField } from '../../../engine/ruleset';
import { holdsBarrels } from '../../../kits/barrels';
import { RESOURCES } from '../../../kits/barrels';
import type { CatanHorrorState, PlayerState } from '../state';
import { cellarOf, drinkers, tradeRefusal } from '../rules/barrels';
import { action, build, currentPlayer, id, type Failure } from './common';
import { builders, buildStep, inStep, nothingPending, someOffer } from '../rules/when';
import { P, choice, coded } from '../prompt/common';
import { builder } from './trophies';

const count = z.number().int().min(1).max(50);

/** Barrels are dealt in only when the campaign plays the house rule, once the game has begun. */
function drunkardsOn(state: CatanHorrorState): Availability {
  if (!state.options.drunkards) return refuse('rules/drunkards_off');
  if (state.phase === 'setup') return refuse('rules/barrels_not_begun', { phase: state.phase });
  return allowed;
}

const countField = (max: number): PromptField => ({ name: 'count', kind: 'number', min: 1, max, default: 1 });
const holders = (state: CatanHorrorState) => drinkers(state).filter((p) => cellarOf(p).barrels > 0);
const held = (p: PlayerState) => coded(p.id, 'player-barrels', { name: p.name, barrels: cellarOf(p).barrels });

/** The current player builds in step 3; in the wrap-up everyone else still in the game (002:369, `builders`). */
const buildOffers = perState(buildOffersNow);
function buildOffersNow(state: CatanHorrorState): Offer[] {
  const current = currentPlayer(state);
  if (state.phase === 'player/actions') {
    return current.dead
      ? []
      : [
          {
            code: `${P}/act/build-barrels`,
            player: current.id,
            params: { player: current.name },
            payload: { player: current.id },
            fields: [countField(10)],
          },
        ];
  }
  const others = drinkers(state).filter((p) => builders(state).includes(p.id));
  return others.length
    ? [
        {
          code: `${P}/act/build-barrels-anyone`,
          fields: [{ name: 'player', kind: 'choice', choices: others.map((p) => choice(p.id, p.name)) }, countField(10)],
        },
      ]
    : [];
}

/** Each holder gives up to what they hold: to anyone else (a gift), or in a trade to or from the player whose turn it is. */
function moveOffers(state: CatanHorrorState, trade: boolean): Offer[] {
  return holders(state).flatMap((giver): Offer[] => {
    const others = drinkers(state).filter((p) => p.id !== giver.id && (!trade || !tradeRefusal(state, giver, p)));
    if (!others.length) return [];
    return [
      {
        code: `${P}/act/${trade ? 'trade' : 'gift'}-barrels`,
        player: giver.id,
        params: { player: giver.name },
        payload: { giver: giver.id },
        fields: [
          { name: 'receiver', kind: 'choice', choices: others.map((p) => choice(p.id, p.name)) },
          countField(cellarOf(giver).barrels),
        ],
      },
    ];
  });
}

const tradeOffers = perState((state: CatanHorrorState) => moveOffers(state, true));

/** A trade is open when some pair may trade; else why the last pair the table could mean may not (ruling 47, 002:598). */
function someTrade(state: CatanHorrorState): Availability {
  if (tradeOffers(state).length) return allowed;
  const refusals = holders(state).flatMap((giver) =>
    drinkers(state).flatMap((receiver) => (receiver.id === giver.id ? [] : [tradeRefusal(state, giver, receiver)])),
  );
  return refusals.findLast((r) => r?.error.code === 'rules/mad_trades_with_mad') ?? someOffer([], 'trade-barrels');
}
const giftOffers = perState((state: CatanHorrorState) => moveOffers(state, false));

const drinkOffers = perState(drinkOffersNow);
function drinkOffersNow(state: CatanHorrorState): Offer[] {
  const who = holders(state);
  return who.length
    ? [
        {
          code: `${P}/act/drink-barrel`,
          fields: [
            { name: 'player', kind: 'choice', choices: who.map(held) },
            { name: 'resource', kind: 'choice', choices: RESOURCES.map((r) => ({ value: r, code: `${P}/resource/${r}` })) },
          ],
        },
      ]
    : [];
}

/** A player still in the game who can deal in barrels. */
function dealer(state: CatanHorrorState, playerId: string): Result<PlayerState> {
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return refuse('rules/unknown_player', { player: playerId });
  if (player.dead) return refuse('rules/player_dead_barrels', { player: player.name });
  return ok(player);
}

function holding(player: PlayerState, wanted: number): Failure | null {
  const cellar = cellarOf(player);
  return holdsBarrels(cellar, wanted)
    ? null
    : refuse('rules/not_enough_barrels', {
        name: player.name,
        barrels: cellar.barrels,
        wanted,
      });
}

const buildSchema = z.object({ player: id, count: count.max(10).default(1) }).strict();

/** Builds barrels (1 grain + 1 lumber each, paid on the board): the current player in step 3, anyone in the wrap-up. */
export const buildBarrels = action({
  schema: buildSchema,
  available: (state) =>
    firstRefusal(
      () => drunkardsOn(state),
      () => buildStep(state, true),
      () => someOffer(buildOffers(state), 'build-barrels'),
    ),
  offer: buildOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const who = builder(state, p.player);
      if (!who.ok) return who;
      const player = who.value;
      b.emit('barrels-built', {
        player: player.id,
        who: player.name,
        count: p.count,
      });
    }),
});

const moveSchema = z
  .object({ giver: id, receiver: id, count: count.default(1) })
  .strict()
  .refine((m) => m.giver !== m.receiver, {
    message: 'catan-horror/input/gift-to-self',
    path: ['receiver'],
  });
type Move = z.infer<typeof moveSchema>;

function move(type: 'barrels-traded' | 'barrels-gifted') {
  return (state: CatanHorrorState, p: Move) =>
    build(state, (b) => {
      const giver = dealer(state, p.giver);
      if (!giver.ok) return giver;
      const receiver = dealer(state, p.receiver);
      if (!receiver.ok) return receiver;
      const refusal = type === 'barrels-traded' ? tradeRefusal(state, giver.value, receiver.value) : null;
      if (refusal) return refusal;
      const short = holding(giver.value, p.count);
      if (short) return short;
      b.emit(type, {
        giver: giver.value.id,
        receiver: receiver.value.id,
        from: giver.value.name,
        to: receiver.value.name,
        count: p.count,
      });
    });
}

/** Trades barrels like any resource, during the build/trade step, with the player whose turn it is: nobody drinks. */
export const tradeBarrels = action({
  schema: moveSchema,
  available: (state) =>
    firstRefusal(
      () => drunkardsOn(state),
      () => inStep(state, 'player/actions'),
      () => nothingPending(state),
      () => someTrade(state),
    ),
  offer: tradeOffers,
  decide: move('barrels-traded'),
});

/** Gifts barrels at any time: the receiver drinks once per barrel. */
export const giftBarrels = action({
  schema: moveSchema,
  available: (state) =>
    firstRefusal(
      () => drunkardsOn(state),
      () => someOffer(giftOffers(state), 'gift-barrels'),
    ),
  offer: giftOffers,
  decide: move('barrels-gifted'),
});

const drinkSchema = z.object({ player: id, resource: z.enum(RESOURCES) }).strict();

/** Drinks a barrel at any time: it returns to the bank, its owner drinks and takes one resource card from the bank. */
export const drinkBarrel = action({
  schema: drinkSchema,
  available: (state) =>
    firstRefusal(
      () => drunkardsOn(state),
      () => someOffer(drinkOffers(state), 'drink-barrel'),
    ),
  offer: drinkOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const who = dealer(state, p.player);
      if (!who.ok) return who;
      const short = holding(who.value, 1);
      if (short) return short;
      b.emit('barrel-drunk', {
        player: who.value.id,
        who: who.value.name,
        resource: p.resource,
      });
    }),
});
