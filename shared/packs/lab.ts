/**
 * The lab for any pack, with no per-ruleset profile: the table's answers are drawn at random from
 * what the prompt offers (its rare reports and declared endings only when nothing else is offered),
 * the policies are `random` and `greedy` (a one-step look at the outcome),
 * and every shared track the table sees is drawn as a curve.
 */
import { dieFaces, type RolledDie } from '../engine/dice';
import { diceRequestFor, runAction } from '../engine/run';
import type { Ruleset } from '../engine/ruleset';
import { choiceOf, defaultFieldValue, randomPolicy } from '../lab/runner';
import { pickOne } from '../lab/random';
import type { Choice, LabProfile, Policy } from '../lab/types';
import type { Pack } from './schema';
import { packRulesetId } from './ruleset';
import type { PackState } from './state';

/**
 * Greedy: an offer that wins at once (with dice rolled from the game's stream), else one that does
 * not lose at once — the primary first — else any. It looks one step ahead, no further.
 */
export function greedyPolicy(ruleset: Ruleset<PackState>): Policy<PackState> {
  return (ctx) => {
    const offers = [...ctx.prompt.actions].sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)));
    const safe: Choice[] = [];
    for (const offer of offers) {
      const choice = choiceOf(offer, defaultFieldValue);
      const request = diceRequestFor(ruleset, ctx.state, choice.type, choice.payload);
      if (!request.ok) continue;
      const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => ({
        die,
        value: pickOne(ctx.random, dieFaces(die)),
        source: 'app',
      }));
      const after = runAction(ruleset, ctx.state, choice.type, choice.payload, dice);
      if (!after.ok) continue;
      const outcome = ruleset.outcome?.(after.value.state);
      if (outcome?.result === 'won') return choice;
      if (outcome?.result !== 'lost' && !offer.endsGame) safe.push(choice);
    }
    return safe[0] ?? null;
  };
}

/** A lab profile read off the pack alone. */
export function packLabProfile(pack: Pack, ruleset: Ruleset<PackState>): LabProfile<PackState> {
  return {
    rulesetId: packRulesetId(pack),
    players: Math.max(pack.players.min, Math.min(pack.players.max, 2)),
    params: [],
    table: () => null,
    // Rare reports (a Dragon Rune found) and the table declaring the end are the board's news, not a player's choice.
    tableOnly: pack.actions.filter((a) => a.rare || a.endsGame).map((a) => a.id),
    policies: {
      random: randomPolicy<PackState>(pack.actions.filter((a) => a.rare || a.endsGame).map((a) => a.id)),
      greedy: greedyPolicy(ruleset),
    },
    metrics: pack.tracks
      .filter((t) => t.scope === 'shared' && !t.hidden)
      .map((t) => ({ key: t.id, code: `track/${t.id}`, read: (state: PackState) => state.tracks[t.id] })),
    maxSteps: 500,
  };
}
