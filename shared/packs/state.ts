/** A pack game's state (plain JSON), its set-up, how its events fold, and what expressions see of it. */
import { unhandledEvent } from '../engine/events';
import type { Player } from '../engine/ruleset';
import type { PackEvent } from './events';
import { evaluateNumber } from './expression';
import type { Pack } from './schema';

export type PropertyValue = string | number | boolean | null;
export type Piece = Record<string, PropertyValue> & { id: string | number };

export interface PackState {
  options: Record<string, PropertyValue>;
  players: Player[];
  turn: number;
  phase: string;
  step: string | null;
  /** Shared tracks by id. */
  tracks: Record<string, number>;
  /** Per-player tracks: player id → track id → value. */
  playerTracks: Record<string, Record<string, number>>;
  collections: Record<string, Piece[]>;
  /** The id the next piece placed without one gets, per collection. */
  nextPiece: Record<string, number>;
  /** Cards left in each deck (one entry per copy). */
  decks: Record<string, string[]>;
  /** Questions waiting for the table (or for an automatic trigger), answered in order. */
  questions: { question: string; params: Record<string, unknown> }[];
  /** The last roll of each chart: its value and row. */
  rolls: Record<string, { value: number | string; row: number }>;
  ended: { result: 'won' | 'lost' | 'ended'; word: string; params: Record<string, unknown> } | null;
}

/** The state before the first action: tracks at their start, the collections' starting pieces, full decks. */
export function setupState(pack: Pack, options: Record<string, PropertyValue>, players: readonly Player[]): PackState {
  const base = { options, players: [...players] };
  const tracks: Record<string, number> = {};
  const playerTracks: Record<string, Record<string, number>> = Object.fromEntries(players.map((p) => [p.id, {}]));
  pack.tracks.forEach((track, i) => {
    const start = evaluateNumber(track.start, { options, players }, `/tracks/${i}/start`);
    if (track.scope === 'shared') tracks[track.id] = start;
    else for (const p of players) playerTracks[p.id][track.id] = start;
  });
  const first = pack.phases[0];
  return {
    ...base,
    turn: 1,
    phase: first.id,
    step: first.steps?.[0]?.id ?? null,
    tracks,
    playerTracks,
    collections: Object.fromEntries(pack.collections.map((c) => [c.id, c.start.map((p, i) => ({ ...c.properties, id: i + 1, ...p }))])),
    nextPiece: Object.fromEntries(pack.collections.map((c) => [c.id, c.start.length + 1])),
    decks: Object.fromEntries(pack.decks.map((d) => [d.id, d.cards.flatMap((c) => Array.from({ length: c.copies }, () => c.id))])),
    questions: [],
    rolls: {},
    ended: null,
  };
}

const samePiece = (piece: Piece, id: string | number) => String(piece.id) === String(id);

/** Folds one pack event: a spread-switch, never mutating its input. */
export function reduce(state: PackState, event: PackEvent): PackState {
  switch (event.type) {
    case 'acted':
    case 'announced':
      return state;
    case 'track-changed': {
      const { track, player, to } = event.data;
      if (player === null) return { ...state, tracks: { ...state.tracks, [track]: to } };
      return { ...state, playerTracks: { ...state.playerTracks, [player]: { ...state.playerTracks[player], [track]: to } } };
    }
    case 'piece-placed': {
      const { collection, piece } = event.data;
      const list = state.collections[collection] ?? [];
      const numeric = typeof piece.id === 'number' ? piece.id + 1 : (state.nextPiece[collection] ?? 1);
      return {
        ...state,
        collections: { ...state.collections, [collection]: [...list, piece as Piece] },
        nextPiece: { ...state.nextPiece, [collection]: Math.max(numeric, state.nextPiece[collection] ?? 1) },
      };
    }
    case 'piece-changed': {
      const { collection, piece, set } = event.data;
      const list = (state.collections[collection] ?? []).map((p) => (samePiece(p, piece) ? { ...p, ...set, id: p.id } : p));
      return { ...state, collections: { ...state.collections, [collection]: list } };
    }
    case 'piece-removed': {
      const { collection, piece } = event.data;
      return {
        ...state,
        collections: { ...state.collections, [collection]: (state.collections[collection] ?? []).filter((p) => !samePiece(p, piece)) },
      };
    }
    case 'chart-rolled':
      return { ...state, rolls: { ...state.rolls, [event.data.chart]: { value: event.data.value, row: event.data.row } } };
    case 'card-drawn': {
      const { deck, card } = event.data;
      const left = state.decks[deck] ?? [];
      const at = left.indexOf(card);
      return at < 0 ? state : { ...state, decks: { ...state.decks, [deck]: [...left.slice(0, at), ...left.slice(at + 1)] } };
    }
    case 'asked': {
      const asked = { question: event.data.question, params: event.data.params };
      return { ...state, questions: event.data.first ? [asked, ...state.questions] : [...state.questions, asked] };
    }
    case 'answered': {
      const at = state.questions.findIndex((q) => q.question === event.data.question);
      return at < 0 ? state : { ...state, questions: [...state.questions.slice(0, at), ...state.questions.slice(at + 1)] };
    }
    case 'phase-changed':
      return { ...state, phase: event.data.phase, step: event.data.step, turn: event.data.turn };
    case 'game-ended':
      return { ...state, ended: { result: event.data.result, word: event.data.word, params: event.data.params } };
    default:
      return unhandledEvent(event);
  }
}

/** Per-player view for expressions: id, name and every per-player track. */
function playersView(state: PackState) {
  return state.players.map((p) => ({ id: p.id, name: p.name, ...state.playerTracks[p.id] }));
}

const views = new WeakMap<PackState, Record<string, unknown>>();

/**
 * What an expression reads (`{"var": "tracks.terror"}`): options, turn, phase, step, tracks, players
 * (a list, each with its tracks) and player (the same by id), pieces (each collection's list),
 * decks (`left`), questions (all) and question (the first waiting for the table), rolls, ended.
 */
export function stateView(state: PackState, autoQuestions: ReadonlySet<string>): Record<string, unknown> {
  const cached = views.get(state);
  if (cached) return cached;
  const players = playersView(state);
  const view = {
    options: state.options,
    turn: state.turn,
    phase: state.phase,
    step: state.step,
    tracks: state.tracks,
    players,
    player: Object.fromEntries(players.map((p) => [p.id, p])),
    pieces: state.collections,
    decks: Object.fromEntries(Object.entries(state.decks).map(([id, left]) => [id, { left: left.length, cards: left }])),
    questions: state.questions,
    question: state.questions.find((q) => !autoQuestions.has(q.question)) ?? null,
    rolls: state.rolls,
    ended: state.ended,
  };
  views.set(state, view);
  return view;
}
