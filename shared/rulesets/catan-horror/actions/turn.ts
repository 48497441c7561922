/** Turn-flow actions: end combat, the production roll, end of knight actions, the monster turn's rolls and reports, end of turn. */
import { z } from 'zod';
import { d6, times, type DieSpec } from '../../../engine/dice';
import { fail } from '../../../engine/result';
import type { ActionDef } from '../../../engine/ruleset';
import type { CatanHorrorState, Pending } from '../state';
import { build, currentPlayer, guardPhase, id, label } from './common';
import { exposedKnights, foeById } from '../rules/combat';
import { controlledFoes, madController, mobileFoes, moveNeeds, moveRefusal } from '../rules/movement';
import { MAD_PRODUCTION, sameLocation } from '../rules/towns';
import { mandatoryStrikes, pendingHideChecks } from '../rules/flow';
import { responseOwed } from '../rules/invasion';
import { unitById } from '../rules/knights';
import { isFestivalRoll } from '../../../kits/barrels';
import { townProduces } from '../rules/players';

/** The Cities & Knights event die: three ship faces and three coloured city gates. */
export const EVENT_DIE: DieSpec = { kind: 'faces', id: 'event', faces: ['ship', 'ship', 'ship', 'trade', 'politics', 'science'] };

/** The production roll: red d6, yellow d6, event die. */
export const PRODUCTION_DICE = [d6, d6, EVENT_DIE] as const;

const noInput = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/** Ends step 1 (knight and town combat / hide) once every found knight's fight and every hide check is done. */
export const endCombat: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  decide: (state) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['player/combat']);
      if (phaseError) return phaseError;
      const strikes = mandatoryStrikes(state);
      const hides = pendingHideChecks(state);
      if (strikes.length || hides.length) {
        return fail('rules/combat_unresolved', 'Every monster here must strike and every hidden knight must check first.', { strikes: strikes.length, hides: hides.length });
      }
      b.emit('phase-changed', { to: 'player/production', set: { phase: 'player/production' } });
    }),
};

/** Production: red + yellow decide the hexes; invaded towns and gated hexes draw nothing; 2 or 12 opens a gate; doubles hold a festival (house rule). */
export const rollProduction: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  dice: () => ({ dice: [...PRODUCTION_DICE] }),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['player/production']);
      if (phaseError) return phaseError;
      const red = Number(dice[0].value);
      const yellow = Number(dice[1].value);
      const event = String(dice[2].value);
      const total = red + yellow;
      const opensGate = total === 2 || total === 12;
      const invaded = state.towns.filter((t) => t.state === 'invaded').map((t) => t.label);
      const mad = state.towns.filter((t) => t.state === 'mad').map((t) => t.label);
      // Mad towns of sane players draw nothing either; a mad player's mad towns do (ruling catan-horror#22).
      const madIdle = state.towns.filter((t) => t.state === 'mad' && !townProduces(state, t)).map((t) => t.label);
      const gated = state.gates.filter((g) => g.status === 'open' && g.number === total).map((g) => g.label);
      const pending: Pending[] = opensGate ? [{ kind: 'gate-location' }] : [];
      // Drunkards house rule: doubles on the two number dice hold a festival, chained right after this roll.
      const festival = state.options.drunkards && isFestivalRoll(red, yellow);
      b.emit('production-rolled', {
        red, yellow, event, total, opensGate, invaded, mad, ...(madIdle.length ? { madIdle } : {}), gated, cityGate: event === 'ship' ? null : event, ...(festival ? { festival } : {}),
        set: { phase: 'player/actions', pending, lastRoll: { kind: 'production', values: [red, yellow, event], total }, ...(festival ? { festivalDue: true } : {}) },
      }, opensGate ? 'production-2-12' : undefined);
    }),
};

/** Ends the player's knight actions and starts the monster turn. */
export const endActions: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  decide: (state) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['player/actions']);
      if (phaseError) return phaseError;
      const strikes = mandatoryStrikes(state);
      if (strikes.length) return fail('rules/combat_unresolved', 'The monsters your knights attacked strike back first.', { strikes: strikes.length });
      b.emit('phase-changed', { to: 'monster/move', set: { phase: 'monster/move' } });
    }),
};

/** One d6 per foe that rolls to move (002:513); a mad player's own mad knights move as the mad player says (002:604). */
export const rollMonsterMovement: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  dice: (state) => ({ dice: times(mobileFoes(state).length, d6) }),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['monster/move']);
      if (phaseError) return phaseError;
      const foes = mobileFoes(state);
      const rolls = foes.map((f, i) => ({ foeId: f.id, name: f.name, location: f.location, value: Number(dice[i].value), needs: moveNeeds(f.movement), moves: Number(dice[i].value) >= moveNeeds(f.movement) }));
      const controlled = controlledFoes(state);
      const moving = [...rolls.filter((r) => r.moves).map((r) => r.foeId), ...controlled.map((f) => f.id)];
      b.emit('monster-movement-rolled', {
        rolls, ...(controlled.length ? { controlled: controlled.map((f) => f.name) } : {}), set: { phase: 'monster/report', pending: moving.length ? [{ kind: 'monster-moves', moving }] : [], lastRoll: { kind: 'movement', values: rolls.map((r) => r.value) } },
      });
    }),
};

const monsterMovedSchema = z.object({ foeId: id, to: label }).strict();

/** Where the table moved a monster (or a mad knight) on the board. */
export const monsterMoved: ActionDef<CatanHorrorState, z.infer<typeof monsterMovedSchema>> = {
  schema: monsterMovedSchema,
  decide: (state, p) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['monster/report'], { pendingOk: true });
      if (phaseError) return phaseError;
      const head = state.pending[0];
      if (head?.kind === 'monster-response' || head?.kind === 'invasion-hide') {
        return fail('rules/answer_pending', 'Answer what the table was asked first.', { pending: head.kind });
      }
      const foe = foeById(state, p.foeId);
      if (!foe) return fail('rules/unknown_monster', 'There is no such monster on the board.', { foeId: p.foeId });
      const refusal = moveRefusal(state, foe.id);
      if (refusal) return refusal;
      const moves = head as Extract<Pending, { kind: 'monster-moves' }>;
      const patch = foe.type === 'monster' ? { monsters: [{ id: foe.id, location: p.to }] } : { knights: [{ id: foe.id, location: p.to }] };
      const still = moves.moving.filter((m) => m !== foe.id);
      let pending: Pending[] = still.length ? [{ ...moves, moving: still }, ...state.pending.slice(1)] : state.pending.slice(1);
      // A monster entering a town: every knight there must choose fight, hide or flee before anything else.
      const owed = responseOwed(state, foe.id, foe.location, p.to);
      if (owed) pending = [owed, ...pending];
      const controller = madController(state);
      const asks = owed ? owed.units.map((u) => unitById(state, u)!.knights.map((k) => k.name).join(' + ')) : [];
      b.emit('monster-moved', {
        foeId: foe.id, name: foe.name, from: foe.location, to: p.to, ...patch, ...(owed ? { asks } : {}),
        ...(controller ? { controller } : {}), set: { pending },
      });
    }),
};

/** The table has moved every figure that moves: invaded towns take damage next. */
export const movementDone: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  decide: (state) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['monster/report'], { pendingOk: true });
      if (phaseError) return phaseError;
      if (state.pending.some((x) => x.kind !== 'monster-moves')) return fail('rules/answer_pending', 'Answer what the table was asked first.');
      b.emit('monster-movement-done', { set: { phase: 'monster/invaded', pending: [] } });
    }),
};

/** One d6 per mad town: a settlement produces a monster on 5+, a city on 4+, a metropolis on 2+. */
export const rollMadTurns: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  dice: (state) => ({ dice: times(state.towns.filter((t) => t.state === 'mad').length, d6) }),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['monster/mad-towns']);
      if (phaseError) return phaseError;
      const mad = state.towns.filter((t) => t.state === 'mad');
      const rolls = mad.map((t, i) => ({ townId: t.id, label: t.label, size: t.size, value: Number(dice[i].value), needs: MAD_PRODUCTION[t.size].needs, produces: Number(dice[i].value) >= MAD_PRODUCTION[t.size].needs }));
      const pending: Pending[] = rolls
        .filter((r) => r.produces)
        .map((r) => ({ kind: 'place-monster', location: r.label, reason: 'mad-town', minToughness: MAD_PRODUCTION[r.size].minToughness }));
      b.emit('mad-towns-rolled', { rolls, set: { phase: 'monster/sanity', pending, lastRoll: { kind: 'mad-towns', values: rolls.map((r) => r.value) } } });
    }),
};

/** Ends the turn after the special building phase; the next player's turn begins. */
export const endTurn: ActionDef<CatanHorrorState, Record<string, never>> = {
  schema: noInput,
  decide: (state) =>
    build(state, (b) => {
      const phaseError = guardPhase(state, ['wrapup']);
      if (phaseError) return phaseError;
      let next = state.current;
      for (let i = 0; i < state.players.length; i++) {
        next = (next + 1) % state.players.length;
        if (!state.players[next].dead) break;
      }
      b.emit('turn-began', {
        turn: state.turn + 1, player: state.players[next].id, who: state.players[next].name,
        set: { turn: state.turn + 1, current: next, phase: 'player/combat', actionsLeft: 3, struck: [], attacked: [], hideChecked: [], recruitedFrom: [], lastRoll: null, fights: [], found: [] },
      });
    }),
};

const declareSchema = z.object({ player: id }).strict();

/** A sane player with more than 10 victory points on the board wins alone (the table counts the points). */
export const declareVictory: ActionDef<CatanHorrorState, z.infer<typeof declareSchema>> = {
  schema: declareSchema,
  decide: (state, p) =>
    build(state, (b) => {
      if (state.phase === 'setup') return fail('rules/wrong_phase', 'The game has not begun.');
      const player = state.players.find((pl) => pl.id === p.player);
      if (!player) return fail('rules/unknown_player', 'No such player.');
      if (player.mad || player.dead) return fail('rules/mad_cannot_win_on_points', 'Mad and fallen players cannot win on points.', { player: player.name });
      if (player.id !== currentPlayer(state).id) return fail('rules/not_your_turn', 'Victory on points is claimed during your own turn.', { player: player.name });
      b.emit('victory-declared', { player: player.id, who: player.name, set: { phase: 'over', winner: { code: 'sole-winner', player: player.id } } }, 'more-than-10-vp');
    }),
};

export { exposedKnights, mobileFoes, moveNeeds, sameLocation };
