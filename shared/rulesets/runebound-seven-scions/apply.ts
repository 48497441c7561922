/** How The Seven Scions' events fold into the state, and the automatic consequences (storm reset, storm card, endgame). */
import { unhandledEvent } from '../../engine/events';
import { isAddonEvent, reduceAddonEvent } from '../../kits/runebound-addons';
import type { SevenScionsEvent } from './events';
import { STORM_START, STORM_TOP } from './data/seven-scions';
import { firstToDefeatAll, lowestStormColour, stormlordWinners } from './rules';
import { clockwiseFrom, type Endgame, type Scion, type SevenScionsState, type StormlordRun } from './state';

function mapScion(state: SevenScionsState, space: number, change: (s: Scion) => Scion): Scion[] {
  return state.scions.map((s) => (s.space === space ? change(s) : s));
}

function advancePick(state: SevenScionsState): SevenScionsState {
  const pick = state.eventPick!;
  const index = pick.index + 1;
  return index >= pick.order.length ? { ...state, eventPick: null, phase: 'turn' } : { ...state, eventPick: { ...pick, index } };
}

function withRun(state: SevenScionsState, change: (r: StormlordRun) => StormlordRun): SevenScionsState {
  const eg = state.endgame!;
  const runs = eg.runs.map((r, i) => (i === eg.current ? change(r) : r));
  const run = runs[eg.current];
  const finished = run.knockedOut || run.defeated >= state.stormlords;
  if (!finished) return { ...state, endgame: { ...eg, runs } };
  if (eg.mode === 'cooperative') return { ...state, endgame: { ...eg, runs, current: eg.current + 1 } };
  const current = eg.current + 1;
  return { ...state, endgame: { ...eg, runs, current }, phase: current < runs.length ? 'endgame-shuffle' : 'endgame-fight' };
}

/** Folds one typed event of The Seven Scions. */
export function reduceSevenScions(state: SevenScionsState, event: SevenScionsEvent): SevenScionsState {
  if (isAddonEvent(event)) return reduceAddonEvent(state, event);
  switch (event.type) {
    case 'setup-finished':
      return { ...state, phase: 'turn' };
    case 'storm-advanced': {
      const { from, to, spaces, challenge } = event.data;
      return { ...state, phase: 'storm', storm: { ...state.storm, position: to, lastMove: { from, to, spaces, challenge } } };
    }
    case 'storm-reset':
      return { ...state, storm: { ...state.storm, position: STORM_START, resets: state.storm.resets + 1, cardDue: true } };
    case 'storm-card-drawn': {
      const { colour, by, order } = event.data;
      return {
        ...state,
        storm: { ...state.storm, cardDue: false },
        stormDeck: { ...state.stormDeck, [colour]: state.stormDeck[colour] - 1 },
        pendingStorm: { colour, by, order: [...order] },
      };
    }
    case 'endgame-begun':
      return { ...state, storm: { ...state.storm, cardDue: false }, pendingStorm: null, phase: 'endgame-prepare' };
    case 'storm-card-resolved':
      return {
        ...state,
        stormLog: [
          ...state.stormLog,
          { colour: state.pendingStorm!.colour, result: event.data.result, by: state.pendingStorm!.by, round: state.round },
        ],
        pendingStorm: null,
      };
    case 'turn-ended': {
      const { nextIndex } = event.data;
      return {
        ...state,
        phase: 'turn',
        active: nextIndex,
        round: nextIndex === 0 ? state.round + 1 : state.round,
        awakenedThisTurn: false,
      };
    }
    case 'event-card-drawn':
      return {
        ...state,
        phase: 'event-scions',
        scions: state.scions.map((s) => ({ ...s, holder: null })),
        eventPick: { drawer: state.players[state.active].id, order: [...event.data.order], index: 0 },
      };
    case 'scion-counter-taken': {
      const { scion, player } = event.data;
      return advancePick({ ...state, scions: mapScion(state, scion, (s) => ({ ...s, holder: player })) });
    }
    case 'scion-counter-passed':
      return advancePick(state);
    case 'scion-counter-used':
      return { ...state, scions: mapScion(state, event.data.scion, (s) => ({ ...s, holder: null })) };
    case 'scion-awakened': {
      const { scion, previous, player } = event.data;
      const scions = state.scions.map((s) => {
        if (s.space === scion) return { ...s, awakenedBy: player, holder: null };
        if (s.space === previous) return { ...s, awakenedBy: null, holder: null };
        return s;
      });
      return { ...state, scions, awakenedThisTurn: true };
    }
    case 'scion-returned':
      return { ...state, scions: mapScion(state, event.data.scion, (s) => ({ ...s, awakenedBy: null, holder: null })) };
    case 'hero-level-set': {
      // Version 1 recorded a level (counters + 1) and no gold: it stays as entered, and the gold is
      // asked for again, so the level is re-entered under today's reading before the order is set.
      const { player, level, gold } = event.data;
      return { ...state, levels: { ...state.levels, [player]: level }, gold: { ...state.gold, [player]: gold ?? null } };
    }
    case 'stormlords-faced': {
      const { mode, heroOrder } = event.data;
      const runs: StormlordRun[] =
        mode === 'cooperative'
          ? [{ player: null, order: null, defeated: 0, lastWounds: null, knockedOut: false }]
          : heroOrder.map((player) => ({ player, order: null, defeated: 0, lastWounds: null, knockedOut: false }));
      const endgame: Endgame = { mode, heroOrder: [...heroOrder], current: 0, runs, result: null };
      return { ...state, endgame, phase: 'endgame-shuffle' };
    }
    case 'stormlord-order-rolled': {
      const eg = state.endgame!;
      const order = [...event.data.order];
      return {
        ...state,
        phase: 'endgame-fight',
        endgame: { ...eg, runs: eg.runs.map((r, i) => (i === eg.current ? { ...r, order } : r)) },
      };
    }
    case 'stormlord-defeated':
      return withRun(state, (r) => ({ ...r, defeated: r.defeated + 1 }));
    case 'hero-knocked-out': {
      const { wounds } = event.data;
      return withRun(state, (r) => ({ ...r, knockedOut: true, lastWounds: wounds }));
    }
    case 'heroes-knocked-out':
      return withRun(state, (r) => ({ ...r, knockedOut: true }));
    case 'stormlords-result': {
      const { winners, code } = event.data;
      return { ...state, phase: 'over', endgame: { ...state.endgame!, result: { winners: [...winners], code } } };
    }
    case 'combat-values-recorded': {
      const d = event.data;
      const mine = {
        ...(state.coopValues[d.player] ?? {}),
        [d.combatPhase]: { score: d.score, damage: d.damage, scionScore: d.scionScore, scionDamage: d.scionDamage, replace: d.replace },
      };
      return { ...state, coopValues: { ...state.coopValues, [d.player]: mine } };
    }
    default:
      return unhandledEvent(event);
  }
}

/** Automatic consequences: a counter off the top resets, a reset draws a storm card or begins the endgame, a finished endgame names its winner. */
export function reactSevenScions(state: SevenScionsState): SevenScionsEvent[] {
  if (state.storm.position > STORM_TOP) {
    return [{ type: 'storm-reset', data: { from: state.storm.position }, cause: 'storm-off-top' }];
  }
  if (state.storm.cardDue) {
    const colour = lowestStormColour(state.stormDeck);
    const by = state.players[state.active];
    if (colour === null) return [{ type: 'endgame-begun', data: { stormlords: state.stormlords }, cause: 'only-stormlords-left' }];
    const order = clockwiseFrom(state.players, state.active);
    return [
      {
        type: 'storm-card-drawn',
        data: {
          colour,
          by: by.id,
          byName: by.name,
          order,
          orderNames: order.map((id) => state.players.find((p) => p.id === id)!.name),
          left: state.stormDeck[colour] - 1,
        },
        cause: 'storm-counter-reset',
      },
    ];
  }
  const eg = state.endgame;
  const first =
    eg && !eg.result && eg.mode === 'competitive' && state.options.firstToDefeatAllWins
      ? firstToDefeatAll(eg.runs, state.stormlords)
      : null;
  if (first !== null) {
    const name = state.players.find((p) => p.id === first)!.name;
    return [{ type: 'stormlords-result', data: { winners: [first], names: [name], code: 'seventh-scion' }, cause: 'first-to-defeat-all' }];
  }
  if (eg && !eg.result && eg.current >= eg.runs.length) {
    if (eg.mode === 'cooperative') {
      const won = eg.runs[0].defeated >= state.stormlords;
      return [
        {
          type: 'stormlords-result',
          data: {
            winners: won ? state.players.map((p) => p.id) : [],
            names: won ? state.players.map((p) => p.name) : [],
            code: won ? 'coop-won' : 'coop-lost',
          },
          cause: 'cooperative-endgame',
        },
      ];
    }
    const winners = stormlordWinners(eg.runs);
    const names = winners.map((id) => state.players.find((p) => p.id === id)!.name);
    return [
      {
        type: 'stormlords-result',
        data: { winners, names, code: winners.length === 1 ? 'seventh-scion' : 'shared-win' },
        cause: 'all-heroes-faced',
      },
    ];
  }
  return [];
}
