/** Automatic consequences: the end of the game, rumors reached by doom, defeat, and the turn's steps that need no choice. */
import type { EldritchEvent } from './events';
import type { EldritchState } from './state';
import { collectableClues, currentInvestigator, drawCandidates, hasCondition, nextSeat, skillIs } from './rules';
import { threatsOutcome } from './actions/steps';
import { threatTrades } from './rules/steps';
import { flyingEvents } from './actions/omen';
import { freeInvestigators } from './rules/pending';

export function react(state: EldritchState): EldritchEvent[] {
  if (state.stage === 'over') return [];
  if (state.seats.length > 0 && state.seats.every((s) => s.out)) return [{ type: 'game-lost', data: { code: 'no-investigators' } }];
  if (state.ancientOne) {
    if (state.elderSign <= 0) return [{ type: 'game-won', data: { code: 'elder-signs' } }];
    if (state.doom <= 0) return [{ type: 'game-lost', data: { code: 'doom' } }];
    if (state.rumor && state.rumor.track >= state.doom) {
      return [
        { type: 'rumor-failed', data: { region: state.rumor.region, track: state.rumor.track }, cause: 'rumor-reached' },
        { type: 'elder-sign-regressed', data: { by: 1 }, cause: 'rumor-reached' },
      ];
    }
  }
  for (const [seat, { investigator }] of state.seats.entries()) {
    if (investigator && (investigator.health <= 0 || investigator.sanity <= 0)) {
      return [
        {
          type: 'investigator-defeated',
          data: { seat, investigator: investigator.key, region: investigator.region, by: investigator.health <= 0 ? 'health' : 'sanity' },
        },
      ];
    }
  }
  const pending = state.pending[0];
  if (pending) {
    if (
      (pending.kind === 'draw' || pending.kind === 'pick' || pending.kind === 'destroy-monster') &&
      pending.seat !== null &&
      !state.seats[pending.seat]?.investigator
    ) {
      return [{ type: 'draw-cancelled', data: { seat: pending.seat, resolves: true } }];
    }
    if (pending.kind === 'discard-items' && (state.seats[pending.seat]?.investigator?.items.length ?? 0) <= pending.keep) {
      return [{ type: 'discard-not-needed', data: { seat: pending.seat, resolves: true } }];
    }
    if (pending.kind === 'draw' && drawCandidates(state, pending).length === 0)
      return [{ type: 'deck-empty', data: { deck: pending.deck, resolves: true } }];
    if (pending.kind === 'investigator' && freeInvestigators(state).length === 0) {
      return [
        {
          type: 'seat-out',
          data: { seat: pending.seat, name: state.seats[pending.seat].player.name, resolves: true },
          cause: 'no-investigator-left',
        },
      ];
    }
    return [];
  }
  if (state.stage === 'setup') {
    if (state.ancientOne && state.seats.every((s) => s.investigator)) return [{ type: 'play-began', data: { seat: state.firstSeat } }];
    return [];
  }
  const turn = state.turnState;
  if (!turn)
    return [
      {
        type: 'turn-began',
        data: {
          seat: state.current,
          turn: state.turn + 1,
          name: state.seats[state.current].player.name,
          investigator: state.seats[state.current].investigator?.key ?? null,
        },
      },
    ];
  const inv = currentInvestigator(state);
  if (!inv)
    return state.seats[state.current].out
      ? [{ type: 'turn-ended', data: { seat: state.current, next: nextSeat(state, state.current) } }]
      : [];
  const seat = state.current;
  switch (turn.step) {
    case 'upkeep':
      if (inv.delayed) return [{ type: 'delay-ended', data: { seat } }];
      return [];
    case 'threats': {
      const trades = threatTrades(inv, turn);
      return trades.health || trades.sanity ? [] : [threatsOutcome(inv, turn, {}, seat)];
    }
    case 'clues': {
      const count = collectableClues(state);
      return [{ type: 'clues-collected', data: { seat, count, bonus: count > 0 && skillIs(inv, 'second-clue') ? 1 : 0 } }];
    }
    case 'move':
      if (hasCondition(inv, 'leg-injury') && !turn.legChecked)
        return [{ type: 'leg-injury-checked', data: { seat, paid: turn.travel > 0 } }];
      return [];
    case 'omen':
      if (!turn.omenDone && turn.lostTurn && turn.lostTurn !== 'defeated' && !state.options.lostTurnAdvancesClock) {
        return [{ type: 'turn-ended', data: { seat, next: nextSeat(state, seat) } }];
      }
      if (!turn.omenDone) return [];
      if (state.lastOmen === 'blue' && !turn.flyingChecked) return flyingEvents(state);
      return [{ type: 'turn-ended', data: { seat, next: nextSeat(state, seat) } }];
    default:
      return [];
  }
}
