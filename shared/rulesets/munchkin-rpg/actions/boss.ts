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

const bossResultSchema = z.object({ result: z.enum(['won', 'ran-away', 'died']), helper: playerId.optional() }).strict();
/** The table reports how the boss fight went. */
export const reportBossFight: ActionDef<MunchkinState, z.infer<typeof bossResultSchema>> = {
  schema: bossResultSchema,
  decide: (state, { result, helper }) => {
    const helpers = helper ? [helper] : [];
    const fighterId = state.boss.fighting;
    if (!fighterId) return fail('rules/no_boss_fight', 'Nobody is fighting the dungeon boss.');
    const fighter = state.players.find((p) => p.id === fighterId)!;
    for (const helper of helpers) {
      if (helper === fighterId || !state.players.some((p) => p.id === helper)) return fail('rules/unknown_player', 'A helper must be another player at this table.', { player: helper });
    }
    const events: RulesEvent[] = [{ type: 'boss-fight-ended', data: { player: fighterId, name: fighter.name, result, helpers: result === 'won' ? helpers : [] } }];
    if (result === 'died') events.push({ type: 'player-died', data: { player: fighterId, name: fighter.name }, cause: 'munchkin/boss-kill' });
    return ok(events);
  },
};
