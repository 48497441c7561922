/** The dungeon boss: trapping, revealing, challenging and polymorphing it, and how the fight went. */
import { z } from 'zod';
import type { ActionDef, RulesEvent } from '../../../engine/ruleset';
import { fail, ok, type Result } from '../../../engine/result';
import { BOSS } from '../data/actions';
import type { Munchkin, MunchkinState } from '../state';
import { actor, paid, playerId, playerOnly, type PlayerOnly } from './common';

const trapSchema = z.object({ player: playerId, kind: z.enum(['curse', 'enhancer']), levels: z.number().int().min(-20).max(30).default(0) }).strict();
/** Trapping the boss (1 AP): curses and monster enhancers, face down before it is revealed, face up after. */
export const trapBoss: ActionDef<MunchkinState, z.infer<typeof trapSchema>> = {
  schema: trapSchema,
  decide: (state, { player, kind, levels }) => {
    const found = actor(state, player, 'trap-boss');
    if (!found.ok) return found;
    if (state.boss.defeated) return fail('rules/boss_defeated', 'The dungeon boss is already defeated.');
    return ok([{ type: 'boss-trapped', data: { ...paid(state, found.value, 'trap-boss'), kind, levels: kind === 'enhancer' ? levels : 0, faceDown: !state.boss.revealed } }]);
  },
};

function canFaceBoss(p: Munchkin): Result<true> {
  return p.level >= BOSS.levelToFace ? ok(true) : fail('rules/level_too_low', `${p.name} must be level ${BOSS.levelToFace} to face the dungeon boss.`, { name: p.name, level: p.level });
}

/** Reveal the dungeon boss (3 AP, level 10): face-down curses hit the revealer, enhancers join the boss, and the fight begins. */
export const revealBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'reveal-boss');
    if (!found.ok) return found;
    if (state.boss.revealed) return fail('rules/boss_revealed', 'The dungeon boss is already revealed.');
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    const { hiddenCurses, hiddenEnhancers, hiddenEnhancerLevels } = state.boss;
    return ok([{ type: 'boss-revealed', data: { ...paid(state, found.value, 'reveal-boss'), curses: hiddenCurses, enhancers: hiddenEnhancers, enhancerLevels: hiddenEnhancerLevels } }]);
  },
};

/** Challenge a revealed boss (0 AP, level 10). */
export const challengeBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'challenge-boss');
    if (!found.ok) return found;
    if (!state.boss.revealed) return fail('rules/boss_hidden', 'The dungeon boss has not been revealed yet.');
    if (state.boss.fighting) return fail('rules/boss_busy', 'Someone is already fighting the dungeon boss.');
    const level = canFaceBoss(found.value);
    if (!level.ok) return level;
    return ok([{ type: 'boss-challenged', data: { player, name: found.value.name } }]);
  },
};

/** Polymorph the revealed boss (7 AP): it and everything on it go into the dungeon; the next monster flipped is a fresh level-20 boss. */
export const polymorphBoss: ActionDef<MunchkinState, PlayerOnly> = {
  schema: playerOnly,
  decide: (state, { player }) => {
    const found = actor(state, player, 'polymorph-boss');
    if (!found.ok) return found;
    if (!state.boss.revealed) return fail('rules/boss_hidden', 'Only a revealed dungeon boss can be polymorphed.');
    if (state.boss.fighting) return fail('rules/boss_busy', 'Not while someone is fighting the dungeon boss.');
    return ok([{ type: 'boss-polymorphed', data: paid(state, found.value, 'polymorph-boss') }]);
  },
};

const bossResultSchema = z
  .object({ result: z.enum(['won', 'ran-away', 'died']), helper: playerId.optional(), helperDied: z.boolean().default(false) })
  .strict();
/**
 * The table reports how the boss fight went. A lost fight kills whoever fails to run away: the
 * fighter (`died`) and, on their own roll, the helper (`helperDied`); each death is a kill, +2 levels (002:166).
 */
export const reportBossFight: ActionDef<MunchkinState, z.infer<typeof bossResultSchema>> = {
  schema: bossResultSchema,
  decide: (state, { result, helper, helperDied }) => {
    const fighterId = state.boss.fighting;
    if (!fighterId) return fail('rules/no_boss_fight', 'Nobody is fighting the dungeon boss.');
    const fighter = state.players.find((p) => p.id === fighterId)!;
    const helping = helper === undefined ? null : state.players.find((p) => p.id === helper && p.id !== fighterId && !p.dead && !p.out);
    if (helping === undefined) return fail('rules/unknown_player', 'A helper must be another living player at this table.', { player: helper });
    if (helperDied && !helping) return fail('rules/no_helper', 'Only a helper can die beside the fighter.');
    if (helperDied && result === 'won') return fail('rules/helper_died_in_victory', 'A won fight kills nobody.');
    const victims = [...(result === 'died' ? [fighter] : []), ...(helperDied && helping ? [helping] : [])];
    const events: RulesEvent[] = [{
      type: 'boss-fight-ended',
      data: { player: fighterId, name: fighter.name, result, helpers: helping ? [helping.id] : [], helperNames: helping ? [helping.name] : [], kills: victims.length },
    }];
    for (const victim of victims) events.push({ type: 'player-died', data: { player: victim.id, name: victim.name }, cause: 'munchkin/boss-kill' });
    return ok(events);
  },
};
