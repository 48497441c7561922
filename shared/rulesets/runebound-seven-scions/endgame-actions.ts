/**
 * The Seven Scions' endgame (engine v2): hero levels and gold, facing the Stormlords in a rolled
 * order, fights and the cooperative values — each action declared once with its availability and offer.
 */
import { z } from 'zod';
import { described, type DiceRequest } from '../../engine/dice';
import { allowed, defineAction, firstRefusal, refuse } from '../../engine/define';
import type { Availability } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import { orderFromDice, shuffleDice } from '../../kits/dice-shuffle';
import { COMBAT_PHASES } from './data/seven-scions';
import type { SevenScionsEvent } from './events';
import { heroesWithoutLevel, heroOrderFromDice, levelGroups, tieBreakDice } from './rules';
import type { SevenScionsState, StormlordRun } from './state';
import { inPhase } from './turn-actions';

const action = defineAction<SevenScionsState, SevenScionsEvent>();
const P = 'seven-scions';
const none = z.object({}).strict();

const stormlordNumbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const nameOf = (state: SevenScionsState, id: string | null) => state.players.find((p) => p.id === id)?.name ?? null;

export const MAX_LEVEL = 60;
export const MAX_GOLD = 200;
const levelSchema = z
  .object({
    player: z.string().min(1),
    level: z.number().int().min(0).max(MAX_LEVEL),
    gold: z.number().int().min(0).max(MAX_GOLD),
  })
  .strict();

const missingLevels = (state: SevenScionsState) =>
  heroesWithoutLevel(
    state.players.map((p) => p.id),
    state.levels,
    state.gold,
  );
const competitive = (state: SevenScionsState): Availability => (state.options.cooperative ? refuse('rules/cooperative') : allowed);

/**
 * A hero's level and gold, entered by the table: level is the total of his experience counters'
 * bonuses (004:74, 004:225), gold breaks ties (004:76). They decide who faces the Stormlords first.
 */
export const setHeroLevel = action({
  schema: levelSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['endgame-prepare']),
      () => competitive(state),
    ),
  offer: (state) => ({
    code: `${P}/set-hero-level`,
    primary: missingLevels(state).length > 0,
    fields: [
      {
        name: 'player',
        kind: 'choice',
        default: missingLevels(state)[0] ?? state.players[0].id,
        choices: state.players.map((p) => ({
          value: p.id,
          code: `${P}/hero-level`,
          params: { name: p.name, level: state.levels[p.id], gold: state.gold[p.id] },
        })),
      },
      { name: 'level', kind: 'number', min: 0, max: MAX_LEVEL, default: 0 },
      { name: 'gold', kind: 'number', min: 0, max: MAX_GOLD, default: 0 },
    ],
  }),
  decide: (state, { player, level, gold }) => {
    const hero = state.players.find((p) => p.id === player);
    if (!hero) return refuse('rules/unknown-player', { player });
    return ok([{ type: 'hero-level-set', data: { player, playerName: hero.name, level, gold, measure: 'experience-bonus' } }]);
  },
});

/** The dice `face-stormlords` needs now: tie-breaks between equal levels and gold, or the group's Stormlord order. */
export function faceStormlordsDice(state: SevenScionsState): DiceRequest {
  if (state.options.cooperative) return described(shuffleDice(state.stormlords), `${P}/die/shuffle`);
  const ids = state.players.map((p) => p.id);
  if (missingLevels(state).length > 0) return { dice: [] };
  return described(tieBreakDice(levelGroups(ids, state.levels, state.gold)), `${P}/die/tie-break`);
}

/** The towns' aid is done; the heroes face the Stormlords (order by level, or the group's shuffled Stormlords). */
export const faceStormlords = action({
  schema: none,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['endgame-prepare']),
      () => {
        const missing = state.options.cooperative ? [] : missingLevels(state);
        if (missing.length === 0) return allowed;
        const names = missing.map((id) => nameOf(state, id)).join(', ');
        return refuse('rules/levels-missing', { names });
      },
    ),
  offer: (state) => {
    const dice = faceStormlordsDice(state);
    return { code: `${P}/face-stormlords`, primary: true, ...(dice.dice.length > 0 ? { dice } : {}) };
  },
  dice: (state) => faceStormlordsDice(state),
  decide: (state, _p, dice) => {
    const values = dice.map((d) => Number(d.value));
    if (state.options.cooperative) {
      const order = orderFromDice(stormlordNumbers(state.stormlords), values);
      return ok([
        {
          type: 'stormlords-faced',
          data: { mode: 'cooperative', heroOrder: state.players.map((p) => p.id), names: state.players.map((p) => p.name) },
        },
        { type: 'stormlord-order-rolled', data: { player: null, playerName: null, order } },
      ]);
    }
    const ids = state.players.map((p) => p.id);
    const groups = levelGroups(ids, state.levels, state.gold);
    const heroOrder = heroOrderFromDice(groups, values);
    const names = heroOrder.map((id) => nameOf(state, id)!);
    return ok([
      {
        type: 'stormlords-faced',
        data: {
          mode: 'competitive',
          heroOrder,
          names,
          tieBroken: groups.some((g) => g.length > 1),
          levels: heroOrder.map((id) => state.levels[id] ?? null),
          gold: heroOrder.map((id) => state.gold[id] ?? null),
        },
      },
    ]);
  },
});

function currentRun(state: SevenScionsState): StormlordRun {
  const eg = state.endgame!;
  return eg.runs[eg.current];
}

/** The next hero's Stormlords are put in a random order (competitive game). */
export const shuffleStormlords = action({
  schema: none,
  available: (state) => inPhase(state, ['endgame-shuffle']),
  offer: (state) => {
    const dice = shuffleDice(state.stormlords);
    return {
      code: `${P}/shuffle-stormlords`,
      params: { hero: nameOf(state, currentRun(state).player) ?? '' },
      primary: true,
      ...(dice.length > 0 ? { dice: { dice } } : {}),
    };
  },
  dice: (state) => described(shuffleDice(state.stormlords), `${P}/die/shuffle`),
  decide: (state, _p, dice) => {
    const run = currentRun(state);
    const order = orderFromDice(
      stormlordNumbers(state.stormlords),
      dice.map((d) => Number(d.value)),
    );
    return ok([{ type: 'stormlord-order-rolled', data: { player: run.player, playerName: nameOf(state, run.player), order } }]);
  },
});

function fightData(state: SevenScionsState) {
  const run = currentRun(state);
  return { run, stormlord: run.order![run.defeated], playerName: nameOf(state, run.player) };
}

export const stormlordDefeated = action({
  schema: none,
  available: (state) => inPhase(state, ['endgame-fight']),
  offer: (state) => ({ code: `${P}/stormlord-defeated`, params: { stormlord: fightData(state).stormlord }, primary: true }),
  decide: (state) => {
    const { run, stormlord, playerName } = fightData(state);
    return ok([
      { type: 'stormlord-defeated', data: { player: run.player, playerName, stormlord, defeated: run.defeated + 1, of: state.stormlords } },
    ]);
  },
});

const knockedSchema = z.object({ wounds: z.number().int().min(0).max(99) }).strict();

/** Competitive: the hero is knocked out; the wounds on this Stormlord break ties. */
export const heroKnockedOut = action({
  schema: knockedSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['endgame-fight']),
      () => (state.endgame!.mode === 'competitive' ? allowed : refuse('rules/cooperative')),
    ),
  offer: (state) => ({
    code: `${P}/hero-knocked-out`,
    params: { hero: fightData(state).playerName },
    fields: [{ name: 'wounds', kind: 'number', min: 0, max: 99, default: 0 }],
  }),
  decide: (state, { wounds }) => {
    const { run, stormlord, playerName } = fightData(state);
    return ok([{ type: 'hero-knocked-out', data: { player: run.player, playerName, stormlord, wounds, defeated: run.defeated } }]);
  },
});

/** Cooperative: every hero is knocked out; the storm wins. */
export const heroesKnockedOut = action({
  schema: none,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['endgame-fight']),
      () => (state.endgame!.mode === 'cooperative' ? allowed : refuse('rules/competitive')),
    ),
  offer: () => ({ code: `${P}/heroes-knocked-out` }),
  decide: (state) => {
    const { run, stormlord } = fightData(state);
    return ok([{ type: 'heroes-knocked-out', data: { stormlord, defeated: run.defeated } }]);
  },
});

const phaseKeys = Object.keys(COMBAT_PHASES) as [keyof typeof COMBAT_PHASES, ...(keyof typeof COMBAT_PHASES)[]];
const valuesSchema = z
  .object({
    player: z.string().min(1),
    combatPhase: z.enum(phaseKeys),
    score: z.number().int().min(-10).max(30),
    damage: z.number().int().min(0).max(30),
    scionScore: z.number().int().min(-10).max(30).optional(),
    scionDamage: z.number().int().min(0).max(30).optional(),
    replace: z.enum(['none', 'score', 'damage']).default('none'),
  })
  .strict();

/** Cooperative endgame: a hero's score and damage for one combat phase (and his scion's, if he swaps one in). */
export const recordCombatValues = action({
  schema: valuesSchema,
  available: (state) =>
    firstRefusal(
      () => (state.options.cooperative ? allowed : refuse('rules/not-cooperative')),
      () => inPhase(state, ['endgame-prepare', 'endgame-fight']),
    ),
  offer: (state) => ({
    code: `${P}/record-combat-values`,
    fields: [
      {
        name: 'player',
        kind: 'choice',
        choices: state.players.map((p) => ({ value: p.id, code: 'addons/player', params: { name: p.name } })),
      },
      { name: 'combatPhase', kind: 'choice', choices: phaseKeys.map((k) => ({ value: k, code: `${P}/combat/${k}` })) },
      { name: 'score', kind: 'number', min: -10, max: 30, default: 0 },
      { name: 'damage', kind: 'number', min: 0, max: 30, default: 1 },
      { name: 'replace', kind: 'choice', choices: ['none', 'score', 'damage'].map((r) => ({ value: r, code: `${P}/replace/${r}` })) },
      { name: 'scionScore', kind: 'number', min: -10, max: 30, default: 0 },
      { name: 'scionDamage', kind: 'number', min: 0, max: 30, default: 0 },
    ],
  }),
  decide: (state, v) => {
    const hero = state.players.find((p) => p.id === v.player);
    if (!hero) return refuse('rules/unknown-player', { player: v.player });
    const hasScion = state.scions.some((s) => s.awakenedBy === v.player);
    if (v.replace !== 'none' && !hasScion) return refuse('rules/no-awakened-scion', { player: hero.name });
    const scionValue = v.replace === 'score' ? v.scionScore : v.replace === 'damage' ? v.scionDamage : 0;
    if (scionValue === undefined) return refuse('rules/missing-scion-value', { replace: v.replace });
    return ok([
      {
        type: 'combat-values-recorded',
        data: {
          player: v.player,
          playerName: hero.name,
          combatPhase: v.combatPhase,
          score: v.score,
          damage: v.damage,
          scionScore: v.scionScore ?? null,
          scionDamage: v.scionDamage ?? null,
          replace: v.replace,
        },
      },
    ]);
  },
});
