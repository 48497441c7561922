/** The dungeon boss: trapping, revealing, challenging and polymorphing it, and how the fight went (002:116, 002:125, 002:131, 002:137, 002:162-168). */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import type { MunchkinEvent } from '../events';
import { bossLevel } from '../rules';
import { bossIdle, bossRevealed, bossStanding, canFaceBoss, inPlay, myAction } from '../rules/availability';
import type { Munchkin, MunchkinState } from '../state';
import { action, actor, me, paid, playerChoice, playerId, playerOnly } from './common';

const TRAPS = ['curse', 'enhancer'] as const;
/** Trapping the boss (1 AP): curses and monster enhancers, face down before it is revealed, face up after (002:125). */
export const trapBoss = action({
  schema: z.object({ player: playerId, kind: z.enum(TRAPS), levels: z.number().int().min(-20).max(30).default(0) }).strict(),
  available: (state) => myAction(state, 'trap-boss', () => bossStanding(state)),
  offer: (state) => ({
    code: 'munchkin/menu/trap-boss',
    params: { cost: 1 },
    payload: { player: me(state).id },
    fields: [
      { name: 'kind', kind: 'choice', choices: TRAPS.map((t) => ({ value: t, code: `munchkin/trap/${t}` })) },
      { name: 'levels', kind: 'number', min: -20, max: 30, default: 0 },
    ],
  }),
  decide: (state, { player, kind, levels }) => {
    const found = actor(state, player, 'trap-boss');
    if (!found.ok) return found;
    return ok([
      {
        type: 'boss-trapped',
        data: { ...paid(state, found.value, 'trap-boss'), kind, levels: kind === 'enhancer' ? levels : 0, faceDown: !state.boss.revealed },
      },
    ]);
  },
});

const hidden = (state: MunchkinState) => (state.boss.revealed ? refuse('rules/boss_revealed') : allowed);

/** Reveal the dungeon boss (3 AP, level 10): face-down curses hit the revealer, enhancers join the boss, and the fight begins (002:164). */
export const revealBoss = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'reveal-boss', () => hidden(state), canFaceBoss),
  offer: (state) => ({ code: 'munchkin/menu/reveal-boss', params: { cost: 3 }, payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'reveal-boss');
    if (!found.ok) return found;
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    const { hiddenCurses, hiddenEnhancers, hiddenEnhancerLevels } = state.boss;
    return ok([
      {
        type: 'boss-revealed',
        data: {
          ...paid(state, found.value, 'reveal-boss'),
          curses: hiddenCurses,
          enhancers: hiddenEnhancers,
          enhancerLevels: hiddenEnhancerLevels,
        },
      },
    ]);
  },
});

const fightable = (state: MunchkinState) => () =>
  firstRefusal(
    () => bossStanding(state),
    () => bossRevealed(state),
    () => bossIdle(state),
  );

/** Challenge a revealed boss (0 AP, 002:116; level 10). */
export const challengeBoss = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'challenge-boss', fightable(state), canFaceBoss),
  offer: (state) => ({ code: 'munchkin/menu/challenge-boss', params: { cost: 0 }, payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'challenge-boss');
    if (!found.ok) return found;
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    return ok([{ type: 'boss-challenged', data: { player, name: found.value.name } }]);
  },
});

/** Polymorph the revealed boss (7 AP, 002:137): it and everything on it go into the dungeon; the next monster flipped is a fresh level-20 boss. */
export const polymorphBoss = action({
  schema: playerOnly,
  available: (state) => myAction(state, 'polymorph-boss', fightable(state)),
  offer: (state) => ({ code: 'munchkin/menu/polymorph-boss', params: { cost: 7 }, payload: { player: me(state).id } }),
  decide: (state, { player }) => {
    const found = actor(state, player, 'polymorph-boss');
    if (!found.ok) return found;
    return ok([{ type: 'boss-polymorphed', data: paid(state, found.value, 'polymorph-boss') }]);
  },
});

const RESULTS = ['won', 'ran-away', 'died'] as const;
const resultChoices = (results: readonly (typeof RESULTS)[number][]) => results.map((r) => ({ value: r, code: `munchkin/result/${r}` }));
const fighterOf = (state: MunchkinState): Munchkin => state.players.find((p) => p.id === state.boss.fighting)!;
const possibleHelpers = (state: MunchkinState) => state.players.filter((p) => p.id !== state.boss.fighting && inPlay(p));

/**
 * The table reports how the boss fight went. A lost fight kills whoever fails to run away: the fighter
 * (`died`) and, on their own roll, the helper (`helperDied`); each death is a kill, +2 levels (002:166, ruling 14).
 */
export const reportBossFight = action({
  schema: z.object({ result: z.enum(RESULTS), helper: playerId.optional(), helperDied: z.boolean().default(false) }).strict(),
  available: (state) => (state.boss.fighting ? allowed : refuse('rules/no_boss_fight')),
  offer: (state) => {
    const fighter = fighterOf(state);
    const params = { name: fighter.name, level: bossLevel(state.boss.kills, state.boss.enhancerLevels) };
    const helpers = possibleHelpers(state).map(playerChoice);
    return [
      {
        code: 'munchkin/report-boss-fight',
        params,
        primary: true,
        fields: [
          { name: 'result', kind: 'choice', mustChoose: true, choices: resultChoices(RESULTS) },
          { name: 'helper', kind: 'choice', optional: true, choices: helpers },
        ],
      },
      ...(helpers.length > 0
        ? [
            {
              code: 'munchkin/report-boss-fight-helper-died',
              params,
              payload: { helperDied: true },
              fields: [
                { name: 'result', kind: 'choice' as const, mustChoose: true, choices: resultChoices(['ran-away', 'died']) },
                { name: 'helper', kind: 'choice' as const, choices: helpers },
              ],
            },
          ]
        : []),
    ];
  },
  decide: (state, { result, helper, helperDied }) => {
    const fighter = fighterOf(state);
    const helping = helper === undefined ? null : possibleHelpers(state).find((p) => p.id === helper);
    if (helping === undefined) return refuse('rules/unknown_player', { player: helper, role: 'helper' });
    if (helperDied && !helping) return refuse('rules/no_helper');
    if (helperDied && result === 'won') return refuse('rules/helper_died_in_victory');
    const victims = [...(result === 'died' ? [fighter] : []), ...(helperDied && helping ? [helping] : [])];
    const events: MunchkinEvent[] = [
      {
        type: 'boss-fight-ended',
        data: {
          player: fighter.id,
          name: fighter.name,
          result,
          helpers: helping ? [helping.id] : [],
          helperNames: helping ? [helping.name] : [],
          kills: victims.length,
        },
      },
    ];
    for (const victim of victims)
      events.push({ type: 'player-died', data: { player: victim.id, name: victim.name }, cause: 'munchkin/boss-kill' });
    return ok(events);
  },
});
