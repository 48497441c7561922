/** How The Seven Scions' events fold into the state, and the automatic consequences (storm reset, storm card, endgame). */
import type { RulesEvent } from '../../engine/ruleset';
import { applyAddonEvent } from '../../kits/runebound-addons';
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

export function applySevenScions(state: SevenScionsState, event: RulesEvent): SevenScionsState {
  const addon = applyAddonEvent(state, event);
  if (addon) return addon;
  const d = event.data as Record<string, any>;
  switch (event.type) {
    case 'setup-finished':
      return { ...state, phase: 'turn' };
    case 'storm-advanced':
      return { ...state, phase: 'storm', storm: { ...state.storm, position: d.to, lastMove: { from: d.from, to: d.to, spaces: d.spaces, challenge: d.challenge } } };
    case 'storm-reset':
      return { ...state, storm: { ...state.storm, position: STORM_START, resets: state.storm.resets + 1, cardDue: true } };
    case 'storm-card-drawn':
      return {
        ...state,
        storm: { ...state.storm, cardDue: false },
        stormDeck: { ...state.stormDeck, [d.colour]: state.stormDeck[d.colour as keyof typeof state.stormDeck] - 1 },
        pendingStorm: { colour: d.colour, by: d.by, order: d.order },
      };
    case 'endgame-begun':
      return { ...state, storm: { ...state.storm, cardDue: false }, pendingStorm: null, phase: 'endgame-prepare' };
    case 'storm-card-resolved':
      return {
        ...state,
        stormLog: [...state.stormLog, { colour: state.pendingStorm!.colour, result: d.result, by: state.pendingStorm!.by, round: state.round }],
        pendingStorm: null,
      };
    case 'turn-ended':
      return { ...state, phase: 'turn', active: d.nextIndex, round: d.nextIndex === 0 ? state.round + 1 : state.round, awakenedThisTurn: false };
    case 'event-card-drawn':
      return {
        ...state,
        phase: 'event-scions',
        scions: state.scions.map((s) => ({ ...s, holder: null })),
        eventPick: { drawer: state.players[state.active].id, order: [...d.order], index: 0 },
      };
    case 'scion-counter-taken':
      return advancePick({ ...state, scions: mapScion(state, d.scion, (s) => ({ ...s, holder: d.player })) });
    case 'scion-counter-passed':
      return advancePick(state);
    case 'scion-counter-used':
      return { ...state, scions: mapScion(state, d.scion, (s) => ({ ...s, holder: null })) };
    case 'scion-awakened': {
      const scions = state.scions.map((s) => {
        if (s.space === d.scion) return { ...s, awakenedBy: d.player, holder: null };
        if (s.space === d.previous) return { ...s, awakenedBy: null, holder: null };
        return s;
      });
      return { ...state, scions, awakenedThisTurn: true };
    }
    case 'scion-returned':
      return { ...state, scions: mapScion(state, d.scion, (s) => ({ ...s, awakenedBy: null, holder: null })) };
    case 'hero-level-set':
      // Version 1 recorded a level (counters + 1) and no gold: it stays as entered, and the gold is
      // asked for again, so the level is re-entered under today's reading before the order is set.
      return { ...state, levels: { ...state.levels, [d.player]: d.level }, gold: { ...state.gold, [d.player]: typeof d.gold === 'number' ? d.gold : null } };
    case 'stormlords-faced': {
      const runs: StormlordRun[] = d.mode === 'cooperative'
        ? [{ player: null, order: null, defeated: 0, lastWounds: null, knockedOut: false }]
        : d.heroOrder.map((player: string) => ({ player, order: null, defeated: 0, lastWounds: null, knockedOut: false }));
      const endgame: Endgame = { mode: d.mode, heroOrder: [...d.heroOrder], current: 0, runs, result: null };
      return { ...state, endgame, phase: 'endgame-shuffle' };
    }
    case 'stormlord-order-rolled': {
      const eg = state.endgame!;
      return { ...state, phase: 'endgame-fight', endgame: { ...eg, runs: eg.runs.map((r, i) => (i === eg.current ? { ...r, order: [...d.order] } : r)) } };
    }
    case 'stormlord-defeated':
      return withRun(state, (r) => ({ ...r, defeated: r.defeated + 1 }));
    case 'hero-knocked-out':
      return withRun(state, (r) => ({ ...r, knockedOut: true, lastWounds: d.wounds }));
    case 'heroes-knocked-out':
      return withRun(state, (r) => ({ ...r, knockedOut: true }));
    case 'stormlords-result':
      return { ...state, phase: 'over', endgame: { ...state.endgame!, result: { winners: [...d.winners], code: d.code } } };
    case 'combat-values-recorded': {
      const mine = { ...(state.coopValues[d.player] ?? {}) };
      mine[d.combatPhase as 'ranged'] = { score: d.score, damage: d.damage, scionScore: d.scionScore, scionDamage: d.scionDamage, replace: d.replace };
      return { ...state, coopValues: { ...state.coopValues, [d.player]: mine } };
    }
    default:
      return state;
  }
}

/** Automatic consequences: a counter off the top resets, a reset draws a storm card or begins the endgame, a finished endgame names its winner. */
export function reactSevenScions(state: SevenScionsState): RulesEvent[] {
  if (state.storm.position > STORM_TOP) {
    return [{ type: 'storm-reset', data: { from: state.storm.position }, cause: 'storm-off-top' }];
  }
  if (state.storm.cardDue) {
    const colour = lowestStormColour(state.stormDeck);
    const by = state.players[state.active];
    if (colour === null) return [{ type: 'endgame-begun', data: { stormlords: state.stormlords }, cause: 'only-stormlords-left' }];
    const order = clockwiseFrom(state.players, state.active);
    return [{
      type: 'storm-card-drawn',
      data: { colour, by: by.id, byName: by.name, order, orderNames: order.map((id) => state.players.find((p) => p.id === id)!.name), left: state.stormDeck[colour] - 1 },
      cause: 'storm-counter-reset',
    }];
  }
  const eg = state.endgame;
  const first = eg && !eg.result && eg.mode === 'competitive' && state.options.firstToDefeatAllWins ? firstToDefeatAll(eg.runs, state.stormlords) : null;
  if (first !== null) {
    const name = state.players.find((p) => p.id === first)!.name;
    return [{ type: 'stormlords-result', data: { winners: [first], names: [name], code: 'seventh-scion' }, cause: 'first-to-defeat-all' }];
  }
  if (eg && !eg.result && eg.current >= eg.runs.length) {
    if (eg.mode === 'cooperative') {
      const won = eg.runs[0].defeated >= state.stormlords;
      return [{ type: 'stormlords-result', data: { winners: won ? state.players.map((p) => p.id) : [], names: won ? state.players.map((p) => p.name) : [], code: won ? 'coop-won' : 'coop-lost' }, cause: 'cooperative-endgame' }];
    }
    const winners = stormlordWinners(eg.runs);
    const names = winners.map((id) => state.players.find((p) => p.id === id)!.name);
    return [{ type: 'stormlords-result', data: { winners, names, code: winners.length === 1 ? 'seventh-scion' : 'shared-win' }, cause: 'all-heroes-faced' }];
  }
  return [];
}
