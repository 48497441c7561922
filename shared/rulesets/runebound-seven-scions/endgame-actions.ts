/** The Seven Scions' endgame: hero levels, facing the Stormlords in a rolled order, fights and the cooperative values. */
import { z } from 'zod';
import type { DiceRequest } from '../../engine/dice';
import type { ActionDef } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { orderFromDice, shuffleDice } from '../../kits/dice-shuffle';
import { COMBAT_PHASES } from './data/seven-scions';
import { heroesWithoutLevel, heroOrderFromDice, levelGroups, tieBreakDice } from './rules';
import type { SevenScionsState, StormlordRun } from './state';

type Def<P> = ActionDef<SevenScionsState, P>;
const none = z.object({}).strict();

function wrongPhase(state: SevenScionsState, wanted: string) {
  return fail('rules/wrong_phase', `Not now: the game is in ${state.phase}.`, { phase: state.phase, wanted: [wanted] });
}

const stormlordNumbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export const MAX_LEVEL = 60;
export const MAX_GOLD = 200;
const levelSchema = z.object({
  player: z.string().min(1),
  level: z.number().int().min(0).max(MAX_LEVEL),
  gold: z.number().int().min(0).max(MAX_GOLD),
}).strict();

/**
 * A hero's level and gold, entered by the table: level is the total of his experience counters'
 * bonuses (004:74, 004:225), gold breaks ties (004:76). They decide who faces the Stormlords first.
 */
export const setHeroLevel: Def<z.infer<typeof levelSchema>> = {
  schema: levelSchema,
  decide: (state, { player, level, gold }) => {
    if (state.phase !== 'endgame-prepare') return wrongPhase(state, 'endgame-prepare');
    const hero = state.players.find((p) => p.id === player);
    if (!hero) return fail('rules/unknown-player', 'There is no such player.', { player });
    return ok([{ type: 'hero-level-set', data: { player, playerName: hero.name, level, gold, measure: 'experience-bonus' } }]);
  },
};

/** The dice `face-stormlords` needs now: tie-breaks between equal levels, or the group's Stormlord order. */
export function faceStormlordsDice(state: SevenScionsState): DiceRequest {
  if (state.options.cooperative) return { dice: shuffleDice(state.stormlords) };
  const ids = state.players.map((p) => p.id);
  if (heroesWithoutLevel(ids, state.levels, state.gold).length > 0) return { dice: [] };
  return { dice: tieBreakDice(levelGroups(ids, state.levels, state.gold)) };
}

/** The towns' aid is done; the heroes face the Stormlords (order by level, or the group's shuffled Stormlords). */
export const faceStormlords: Def<z.infer<typeof none>> = {
  schema: none,
  dice: (state) => (state.phase === 'endgame-prepare' ? faceStormlordsDice(state) : null),
  decide: (state, _p, dice) => {
    if (state.phase !== 'endgame-prepare') return wrongPhase(state, 'endgame-prepare');
    const values = dice.map((d) => Number(d.value));
    if (state.options.cooperative) {
      const order = orderFromDice(stormlordNumbers(state.stormlords), values);
      return ok([
        { type: 'stormlords-faced', data: { mode: 'cooperative', heroOrder: state.players.map((p) => p.id), names: state.players.map((p) => p.name) } },
        { type: 'stormlord-order-rolled', data: { player: null, playerName: null, order } },
      ]);
    }
    const ids = state.players.map((p) => p.id);
    const missing = heroesWithoutLevel(ids, state.levels, state.gold);
    if (missing.length > 0) {
      const names = missing.map((id) => state.players.find((p) => p.id === id)!.name);
      return fail('rules/levels-missing', `Enter the level and gold of ${names.join(', ')} first.`, { names: names.join(', ') });
    }
    const groups = levelGroups(ids, state.levels, state.gold);
    const heroOrder = heroOrderFromDice(groups, values);
    const names = heroOrder.map((id) => state.players.find((p) => p.id === id)!.name);
    return ok([{ type: 'stormlords-faced', data: { mode: 'competitive', heroOrder, names, tieBroken: groups.some((g) => g.length > 1), levels: heroOrder.map((id) => state.levels[id]), gold: heroOrder.map((id) => state.gold[id]) } }]);
  },
};

function currentRun(state: SevenScionsState): StormlordRun | null {
  const eg = state.endgame;
  return eg ? eg.runs[eg.current] ?? null : null;
}

/** The next hero's Stormlords are put in a random order (competitive game). */
export const shuffleStormlords: Def<z.infer<typeof none>> = {
  schema: none,
  dice: (state) => (state.phase === 'endgame-shuffle' ? { dice: shuffleDice(state.stormlords) } : null),
  decide: (state, _p, dice) => {
    if (state.phase !== 'endgame-shuffle') return wrongPhase(state, 'endgame-shuffle');
    const run = currentRun(state)!;
    const order = orderFromDice(stormlordNumbers(state.stormlords), dice.map((d) => Number(d.value)));
    const playerName = state.players.find((p) => p.id === run.player)?.name ?? null;
    return ok([{ type: 'stormlord-order-rolled', data: { player: run.player, playerName, order } }]);
  },
};

function fightData(state: SevenScionsState) {
  const run = currentRun(state)!;
  const stormlord = run.order![run.defeated];
  const playerName = run.player === null ? null : state.players.find((p) => p.id === run.player)?.name ?? null;
  return { run, stormlord, playerName };
}

export const stormlordDefeated: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'endgame-fight') return wrongPhase(state, 'endgame-fight');
    const { run, stormlord, playerName } = fightData(state);
    return ok([{ type: 'stormlord-defeated', data: { player: run.player, playerName, stormlord, defeated: run.defeated + 1, of: state.stormlords } }]);
  },
};

const knockedSchema = z.object({ wounds: z.number().int().min(0).max(99) }).strict();

/** Competitive: the hero is knocked out; the wounds on this Stormlord break ties. */
export const heroKnockedOut: Def<z.infer<typeof knockedSchema>> = {
  schema: knockedSchema,
  decide: (state, { wounds }) => {
    if (state.phase !== 'endgame-fight') return wrongPhase(state, 'endgame-fight');
    if (state.endgame!.mode !== 'competitive') return fail('rules/cooperative', 'In the cooperative game the heroes fall together.');
    const { run, stormlord, playerName } = fightData(state);
    return ok([{ type: 'hero-knocked-out', data: { player: run.player, playerName, stormlord, wounds, defeated: run.defeated } }]);
  },
};

/** Cooperative: every hero is knocked out; the storm wins. */
export const heroesKnockedOut: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'endgame-fight') return wrongPhase(state, 'endgame-fight');
    if (state.endgame!.mode !== 'cooperative') return fail('rules/competitive', 'In the competitive game each hero falls alone.');
    const { run, stormlord } = fightData(state);
    return ok([{ type: 'heroes-knocked-out', data: { stormlord, defeated: run.defeated } }]);
  },
};

const phaseKeys = Object.keys(COMBAT_PHASES) as [keyof typeof COMBAT_PHASES, ...(keyof typeof COMBAT_PHASES)[]];
const valuesSchema = z.object({
  player: z.string().min(1),
  combatPhase: z.enum(phaseKeys),
  score: z.number().int().min(-10).max(30),
  damage: z.number().int().min(0).max(30),
  scionScore: z.number().int().min(-10).max(30).optional(),
  scionDamage: z.number().int().min(0).max(30).optional(),
  replace: z.enum(['none', 'score', 'damage']).default('none'),
}).strict();

/** Cooperative endgame: a hero's score and damage for one combat phase (and his scion's, if he swaps one in). */
export const recordCombatValues: Def<z.infer<typeof valuesSchema>> = {
  schema: valuesSchema,
  decide: (state, v) => {
    if (!state.options.cooperative) return fail('rules/not-cooperative', 'Group combat values belong to the cooperative game.');
    if (!['endgame-prepare', 'endgame-fight'].includes(state.phase)) return wrongPhase(state, 'endgame-fight');
    const hero = state.players.find((p) => p.id === v.player);
    if (!hero) return fail('rules/unknown-player', 'There is no such player.', { player: v.player });
    const hasScion = state.scions.some((s) => s.awakenedBy === v.player);
    if (v.replace !== 'none' && !hasScion) return fail('rules/no-awakened-scion', `${hero.name} has no awakened scion to stand in.`, { player: hero.name });
    const scionValue = v.replace === 'score' ? v.scionScore : v.replace === 'damage' ? v.scionDamage : 0;
    if (scionValue === undefined) return fail('rules/missing-scion-value', "Enter the scion's value that replaces the hero's.", { replace: v.replace });
    return ok([{
      type: 'combat-values-recorded',
      data: { player: v.player, playerName: hero.name, combatPhase: v.combatPhase, score: v.score, damage: v.damage, scionScore: v.scionScore ?? null, scionDamage: v.scionDamage ?? null, replace: v.replace },
    }]);
  },
};
