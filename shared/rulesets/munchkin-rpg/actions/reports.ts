/** Reports from the table: how a combat with a monster ended, and a level gained or lost some other way (002:150-152). */
import { z } from 'zod';
import { allowed, firstRefusal, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import type { Offer } from '../../../engine/ruleset';
import type { MunchkinEvent } from '../events';
import { goldForTreasures } from '../rules';
import { inPlay, takingTurns } from '../rules/availability';
import { currentPlayer, type MunchkinState } from '../state';
import { action, findPlayer, playerChoice, playerId } from './common';

const RESULTS = ['won', 'ran-away', 'died'] as const;
const resultField = {
  name: 'result',
  kind: 'choice' as const,
  mustChoose: true,
  choices: RESULTS.map((r) => ({ value: r, code: `munchkin/result/${r}` })),
};
const living = (state: MunchkinState) => state.players.filter(inPlay);

/**
 * A combat with a monster ended: a win pays 200 gold per treasure (split with a helper as agreed) and the
 * levels; a death is a death. Offered for the current player's combat (with a helper and the split), and
 * for another player's (the Sucker of a Bait n' Switch, a Last Man Standing fight).
 */
export const reportCombat = action({
  schema: z
    .object({
      player: playerId,
      result: z.enum(RESULTS),
      levels: z.number().int().min(0).max(10).default(0),
      treasures: z.number().int().min(0).max(20).default(0),
      helper: playerId.optional(),
      helperGold: z.number().int().min(0).max(100_000).default(0),
    })
    .strict(),
  available: (state) =>
    firstRefusal(
      () => takingTurns(state),
      () => (living(state).length > 0 ? allowed : refuse('rules/player_dead', { who: 'everyone' })),
    ),
  offer: (state) => {
    const now = currentPlayer(state)!;
    const counts = [
      { name: 'levels', kind: 'number' as const, min: 0, max: 10, default: 1 },
      { name: 'treasures', kind: 'number' as const, min: 0, max: 20, default: 1 },
    ];
    const offers: Offer[] = [];
    if (inPlay(now)) {
      offers.push({
        code: 'munchkin/report-combat',
        params: { name: now.name },
        payload: { player: now.id },
        fields: [
          resultField,
          ...counts,
          {
            name: 'helper',
            kind: 'choice',
            optional: true,
            choices: living(state)
              .filter((p) => p.id !== now.id)
              .map(playerChoice),
          },
          { name: 'helperGold', kind: 'number', min: 0, max: 100_000, default: 0 },
        ],
      });
    }
    const others = living(state).filter((p) => p.id !== now.id);
    if (others.length > 0)
      offers.push({
        code: 'munchkin/report-other-combat',
        fields: [{ name: 'player', kind: 'choice', choices: others.map(playerChoice) }, resultField, ...counts],
      });
    return offers;
  },
  decide: (state, { player, result, levels, treasures, helper, helperGold }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    if (!inPlay(found.value)) return refuse('rules/player_dead', { name: found.value.name });
    const won = result === 'won';
    const gold = won ? goldForTreasures(treasures) : 0;
    if (helper !== undefined) {
      const helping = findPlayer(state, helper);
      if (!helping.ok || helper === player) return refuse('rules/unknown_player', { player: helper, role: 'helper' });
    }
    const share = won && helper ? helperGold : 0;
    if (share > gold) return refuse('rules/split_too_large', { gold, share });
    const helperName = helper ? (state.players.find((p) => p.id === helper)?.name ?? null) : null;
    const events: MunchkinEvent[] = [
      {
        type: 'combat-ended',
        data: {
          player,
          name: found.value.name,
          result,
          levels: won ? levels : 0,
          treasures: won ? treasures : 0,
          gold: gold - share,
          helper: won ? (helper ?? null) : null,
          helperName,
          helperGold: share,
        },
      },
    ];
    if (result === 'died') events.push({ type: 'player-died', data: { player, name: found.value.name }, cause: 'munchkin/combat-death' });
    return ok(events);
  },
});

/** A level gained or lost some other way (a curse, a card): never below the player's minimum level. */
export const changeLevel = action({
  schema: z
    .object({
      player: playerId,
      by: z
        .number()
        .int()
        .min(-10)
        .max(10)
        .refine((n) => n !== 0, 'munchkin/input/zero-change'),
    })
    .strict(),
  available: takingTurns,
  offer: (state) => ({
    code: 'munchkin/change-level',
    rare: true,
    fields: [
      { name: 'player', kind: 'choice', choices: state.players.map(playerChoice) },
      { name: 'by', kind: 'number', min: -10, max: 10, default: 1 },
    ],
  }),
  decide: (state, { player, by }) => {
    const found = findPlayer(state, player);
    if (!found.ok) return found;
    const from = found.value.level;
    return ok([{ type: 'level-changed', data: { player, name: found.value.name, from, to: from + by }, cause: 'munchkin/table' }]);
  },
});
