/**
 * The lab for any pack, with no per-ruleset profile: the table's answers are drawn at random from
 * what the prompt offers (its rare reports only when nothing else is offered), a declared ending
 * (an `endsGame` action: the board game underneath is over) comes from a stated round on with a
 * stated chance per turn, the policies are `random` and `greedy` (a one-step look at the outcome),
 * and every shared track the table sees is drawn as a curve.
 */
import { dieFaces, type RolledDie } from '../engine/dice';
import { diceRequestFor, runAction } from '../engine/run';
import type { Ruleset } from '../engine/ruleset';
import { firstThisTurn, report } from '../lab/profiles/kit';
import { choiceOf, defaultFieldValue, randomPolicy } from '../lab/runner';
import { pickOne } from '../lab/random';
import type { Choice, LabProfile, Policy, TableParam } from '../lab/types';
import type { Pack } from './schema';
import { packRulesetId } from './ruleset';
import type { PackState } from './state';

/** The end the table declares: from this round on (a round = every seat's turn), with this chance per turn — as the Drunkards profile states it. */
export const packEndParams: readonly TableParam[] = [
  { key: 'endRound', code: 'lab/param/end-round', kind: 'integer', default: 15, min: 1, max: 200 },
  { key: 'endChance', code: 'lab/param/end-chance', kind: 'probability', default: 0.3, min: 0, max: 1 },
];

/** The table declares a declared ending once the stated round is reached, at most once a turn; its fields (who won the game underneath) drawn alike. */
function tableOf(ruleset: Ruleset<PackState>, endings: readonly string[]): Policy<PackState> {
  return (ctx) => {
    if (endings.length === 0) return null;
    const ending = ctx.prompt.actions.find((a) => endings.includes(a.type));
    if (!ending) return null;
    const turn = ruleset.turnInfo(ctx.state).turn;
    const round = Math.ceil(turn / Math.max(1, ctx.state.players.length));
    if (round < (ctx.params.endRound ?? 15) || !firstThisTurn(ctx, 'end', turn)) return null;
    return ctx.random() < (ctx.params.endChance ?? 0.3) ? report(ctx, ending) : null;
  };
}

/**
 * Greedy: an offer that wins at once (with dice rolled from the game's stream), else one that does
 * not lose at once and changes the game — the primary (the turn's move) first — else any. It looks
 * one step ahead, no further, and never takes an offer that leaves the state as it was (it would loop).
 */
export function greedyPolicy(ruleset: Ruleset<PackState>): Policy<PackState> {
  return (ctx) => {
    const offers = [...ctx.prompt.actions].sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)));
    const before = JSON.stringify(ctx.state);
    const safe: Choice[] = [];
    for (const offer of offers) {
      if (offer.endsGame || offer.rare) continue;
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
      if (outcome?.result !== 'lost' && JSON.stringify(after.value.state) !== before) safe.push(choice);
    }
    return safe[0] ?? null;
  };
}

/** A lab profile read off the pack alone. */
export function packLabProfile(pack: Pack, ruleset: Ruleset<PackState>): LabProfile<PackState> {
  const endings = pack.actions.filter((a) => a.endsGame).map((a) => a.id);
  // Rare reports (a Dragon Rune found) and the table declaring the end are the board's news, not a player's choice.
  const tableOnly = pack.actions.filter((a) => a.rare || a.endsGame).map((a) => a.id);
  return {
    rulesetId: packRulesetId(pack),
    players: Math.max(pack.players.min, Math.min(pack.players.max, 2)),
    params: endings.length ? packEndParams : [],
    table: tableOf(ruleset, endings),
    tableOnly,
    policies: {
      random: randomPolicy<PackState>(tableOnly),
      greedy: greedyPolicy(ruleset),
    },
    metrics: pack.tracks
      .filter((t) => t.scope === 'shared' && !t.hidden)
      .map((t) => ({ key: t.id, code: `track/${t.id}`, read: (state: PackState) => state.tracks[t.id] })),
    maxSteps: 500,
  };
}
