/** Turn-flow actions: end combat, the production roll, end of knight actions, the monster turn's rolls and reports, end of turn. */
import { perState } from '../rules/memo';
import { z } from 'zod';
import { d6, times, type DieLook, type DieSpec } from '../../../engine/dice';
import { allowed, firstRefusal, refuse } from '../../../engine/define';

import type { Offer } from '../../../engine/ruleset';
import { TURN_STEPS, type CatanHorrorState } from '../state';
import { action, build, currentPlayer, id, label } from './common';
import { nothingPending } from '../rules/when';
import { P } from '../prompt/common';
import { newPlaceField, placeField, placeName, placeRefusal } from '../rules/places';
import { allFoes } from '../rules/combat';
import { moveSteps } from '../rules/movement';
import { productionOpensGate } from '../rules/gates';
import { exposedKnights, foeById } from '../rules/combat';
import { controlledFoes, madController, mobileFoes, moveNeeds, moveRefusal } from '../rules/movement';
import { MAD_PRODUCTION, sameLocation } from '../rules/towns';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { responseOwed } from '../rules/invasion';
import { unitById } from '../rules/knights';
import { isFestivalRoll } from '../../../kits/barrels';
import { townProduces, townsNotCounting } from '../rules/players';

/** The Cities & Knights event die: three ship faces and three coloured city gates. */
export const EVENT_DIE: DieSpec = { kind: 'faces', id: 'event', faces: ['ship', 'ship', 'ship', 'trade', 'politics', 'science'] };

/** The production roll: red d6, yellow d6, event die. */
export const PRODUCTION_DICE = [d6, d6, EVENT_DIE] as const;
/** The production dice as they lie on the table (data the entry draws): a red d6, a yellow d6 and the event die. */
export const PRODUCTION_LOOKS: readonly DieLook[] = [
  { code: `${P}/die/red`, tint: 'red' },
  { code: `${P}/die/yellow`, tint: 'yellow' },
  { code: `${P}/die/event`, tint: 'white' },
];

const noInput = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/** Ends step 1 (knight and town combat / hide) once every found knight's fight and every hide check is done. */
export const endCombat = action({
  schema: noInput,
  phases: ['player/combat'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => {
        const strikes = mandatoryStrikes(state);
        const hides = pendingHideChecks(state);
        return strikes.length || hides.length
          ? refuse('rules/combat_unresolved', {
              strikes: strikes.length,
              hides: hides.length,
            })
          : allowed;
      },
    ),
  offer: () => ({ code: `${P}/act/end-combat`, primary: true, endsPhase: true }),
  decide: (state) =>
    build(state, (b) => {
      b.emit('phase-changed', { to: 'player/production' });
    }),
});

/** Production: red + yellow decide the hexes; invaded towns and gated hexes draw nothing; 2 or 12 opens a gate; doubles hold a festival (house rule). */
export const rollProduction = action({
  schema: noInput,
  phases: ['player/production'],
  available: (state) => firstRefusal(() => nothingPending(state)),
  offer: (state) => ({
    code: state.options.drunkards ? `${P}/act/roll-production-festival` : `${P}/act/roll-production`,
    primary: true,
    dice: { dice: [...PRODUCTION_DICE], looks: PRODUCTION_LOOKS },
    params: { gateChance: 2 / 36 },
  }),
  dice: () => ({ dice: [...PRODUCTION_DICE], looks: PRODUCTION_LOOKS }),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const red = Number(dice[0].value);
      const yellow = Number(dice[1].value);
      const event = String(dice[2].value);
      const total = red + yellow;
      const opensGate = productionOpensGate(total);
      const invaded = state.towns.filter((t) => t.state === 'invaded').map((t) => t.label);
      const mad = state.towns.filter((t) => t.state === 'mad').map((t) => t.label);
      // Mad towns of sane players draw nothing either; a mad player's mad towns do (ruling catan-horror#22).
      const madIdle = state.towns.filter((t) => t.state === 'mad' && !townProduces(state, t)).map((t) => t.label);
      const gated = state.gates.filter((g) => g.status === 'open' && g.number === total).map((g) => g.label);
      // Drunkards house rule: doubles on the two number dice hold a festival, chained right after this roll.
      const festival = state.options.drunkards && isFestivalRoll(red, yellow);
      b.emit(
        'production-rolled',
        {
          red,
          yellow,
          event,
          total,
          opensGate,
          invaded,
          mad,
          ...(madIdle.length ? { madIdle } : {}),
          gated,
          cityGate: event === 'ship' ? null : event,
          ...(festival ? { festival } : {}),
        },
        opensGate ? 'production-2-12' : undefined,
      );
    }),
});

/** Ends the player's knight actions and starts the monster turn. */
export const endActions = action({
  schema: noInput,
  phases: ['player/actions'],
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => {
        const strikes = mandatoryStrikes(state);
        return strikes.length ? refuse('rules/strike_back_first', { strikes: strikes.length }) : allowed;
      },
    ),
  offer: () => ({ code: `${P}/act/end-actions`, primary: true, endsPhase: true }),
  decide: (state) =>
    build(state, (b) => {
      b.emit('phase-changed', { to: 'monster/move' });
    }),
});

/** One d6 per foe that rolls to move (002:513); a mad player's own mad knights move as the mad player says (002:604). */
export const rollMonsterMovement = action({
  schema: noInput,
  phases: ['monster/move'],
  available: (state) => firstRefusal(() => nothingPending(state)),
  offer: (state) => {
    const foes = mobileFoes(state);
    return {
      code: `${P}/act/roll-monster-movement`,
      primary: true,
      dice: { dice: times(foes.length, d6) },
      params: { list: foes.map((f) => `${f.name} ${moveNeeds(f.movement)}+`).join(', ') },
    };
  },
  dice: (state) => {
    const foes = mobileFoes(state);
    return {
      dice: times(foes.length, d6),
      looks: foes.map((f) => ({ code: `${P}/die/moves`, params: { name: f.name, needs: moveNeeds(f.movement) } })),
    };
  },
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const foes = mobileFoes(state);
      const rolls = foes.map((f, i) => ({
        foeId: f.id,
        name: f.name,
        location: f.location,
        value: Number(dice[i].value),
        needs: moveNeeds(f.movement),
        moves: Number(dice[i].value) >= moveNeeds(f.movement),
      }));
      const controlled = controlledFoes(state);
      b.emit('monster-movement-rolled', { rolls, ...(controlled.length ? { controlled: controlled.map((f) => f.name) } : {}) });
    }),
});

/** The monsters' moves the table may report, worked out once per state (read by the guard and the prompt). */
const moveOffers = perState(moveOffersNow);

const monsterMovedSchema = z.object({ foeId: id, to: label, newPlace: z.boolean().optional() }).strict();

/** Where the table moved a monster (or a mad knight) on the board. */
export const monsterMoved = action({
  schema: monsterMovedSchema,
  phases: ['monster/report'],
  available: (state) =>
    firstRefusal(
      () => (state.pending.length === 0 || state.pending[0].kind === 'monster-moves' ? allowed : nothingPending(state)),
      () => (moveOffers(state).length ? allowed : refuse('rules/no_move_rolled')),
    ),
  offer: moveOffers,
  decide: (state, p) =>
    build(state, (b) => {
      const foe = foeById(state, p.foeId);
      if (!foe) return refuse('rules/no_such_monster', { foeId: p.foeId });
      const refusal = moveRefusal(state, foe.id) ?? placeRefusal(state, p.to, p.newPlace, 'to');
      if (refusal) return refusal;
      const to = placeName(state, p.to);
      // A monster entering a town: every knight there must choose fight, hide or flee before anything else (rules/queue.ts).
      const owed = responseOwed(state, foe.id, foe.location, to);
      const controller = madController(state);
      const asks = owed
        ? owed.units.map((u) =>
            unitById(state, u)!
              .knights.map((k) => k.name)
              .join(' + '),
          )
        : [];
      b.emit('monster-moved', {
        foeId: foe.id,
        name: foe.name,
        figure: foe.type,
        from: foe.location,
        to,
        ...(owed ? { asks } : {}),
        ...(controller ? { controller } : {}),
      });
    }),
});

/** Each figure whose roll let it move this monster turn and has not been reported yet: where did it go? */
function moveOffersNow(state: CatanHorrorState): Offer[] {
  const head = state.pending[0];
  if (head?.kind !== 'monster-moves') return [];
  return allFoes(state)
    .filter((f) => head.moving.includes(f.id) && !moveRefusal(state, f.id))
    .map((f) => ({
      code: `${P}/act/monster-moved`,
      params: {
        name: f.name,
        from: f.location,
        movement: f.evasive ? 'normal' : f.movement,
        steps: moveSteps(f.movement),
      },
      payload: { foeId: f.id },
      fields: [placeField(state, 'to'), newPlaceField],
    }));
}

/** The table has moved every figure that moves: invaded towns take damage next. */
export const movementDone = action({
  schema: noInput,
  phases: ['monster/report'],
  available: (state) =>
    firstRefusal(() =>
      state.pending.some((x) => x.kind !== 'monster-moves') ? refuse('rules/answer_pending', { pending: state.pending[0].kind }) : allowed,
    ),
  offer: (state) => ({
    code: state.pending.some((p) => p.kind === 'monster-moves') ? `${P}/act/movement-done` : `${P}/act/nothing-moved`,
    primary: true,
    endsPhase: true,
  }),
  decide: (state) =>
    build(state, (b) => {
      b.emit('monster-movement-done', {});
    }),
});

/** One d6 per mad town: a settlement produces a monster on 5+, a city on 4+, a metropolis on 2+. */
export const rollMadTurns = action({
  schema: noInput,
  phases: ['monster/mad-towns'],
  available: (state) => firstRefusal(() => nothingPending(state)),
  offer: (state) => ({
    code: `${P}/act/roll-mad-towns`,
    primary: true,
    dice: { dice: times(state.towns.filter((t) => t.state === 'mad').length, d6) },
  }),
  dice: (state) => {
    const mad = state.towns.filter((t) => t.state === 'mad');
    return { dice: times(mad.length, d6), looks: mad.map((t) => ({ code: `${P}/die/mad-town`, params: { town: t.label } })) };
  },
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const mad = state.towns.filter((t) => t.state === 'mad');
      const rolls = mad.map((t, i) => ({
        townId: t.id,
        label: t.label,
        size: t.size,
        value: Number(dice[i].value),
        needs: MAD_PRODUCTION[t.size].needs,
        produces: Number(dice[i].value) >= MAD_PRODUCTION[t.size].needs,
      }));
      b.emit('mad-towns-rolled', { rolls });
    }),
});

/** Ends the turn after the special building phase; the next player's turn begins. */
export const endTurn = action({
  schema: noInput,
  phases: ['wrapup'],
  available: (state) => firstRefusal(() => nothingPending(state)),
  offer: () => ({ code: `${P}/act/end-turn`, primary: true, endsPhase: true }),
  decide: (state) =>
    build(state, (b) => {
      let next = state.current;
      for (let i = 0; i < state.players.length; i++) {
        next = (next + 1) % state.players.length;
        if (!state.players[next].dead) break;
      }
      b.emit('turn-began', {
        turn: state.turn + 1,
        player: state.players[next].id,
        who: state.players[next].name,
        actions: 3,
      });
    }),
});

const declareSchema = z.object({ player: id }).strict();

/**
 * A sane player with more than 10 victory points "at any point during his turn" wins alone (002:643-644; the
 * table counts the points): in any step of the game turn, once the question the table is answering is settled.
 */
export const declareVictory = action({
  schema: declareSchema,
  phases: TURN_STEPS,
  available: (state) =>
    firstRefusal(
      () => nothingPending(state),
      () => {
        const player = currentPlayer(state);
        return player.mad || player.dead ? refuse('rules/mad_cannot_win_on_points', { player: player.name }) : allowed;
      },
    ),
  offer: (state) => {
    const player = currentPlayer(state);
    return {
      code: `${P}/act/declare-victory`,
      player: player.id,
      rare: true,
      endsGame: true,
      params: { player: player.name, notCounting: townsNotCounting(state, player.id).join(', ') || '—' },
      payload: { player: player.id },
    };
  },
  decide: (state, p) =>
    build(state, (b) => {
      const player = state.players.find((pl) => pl.id === p.player);
      if (!player) return refuse('rules/unknown_player');
      if (player.id !== currentPlayer(state).id) return refuse('rules/claim_on_own_turn', { player: player.name });
      b.emit('victory-declared', { player: player.id, who: player.name }, 'more-than-10-vp');
    }),
});

export { exposedKnights, mobileFoes, moveNeeds, sameLocation };
