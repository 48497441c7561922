/**
 * The effects vocabulary, run on a working copy of the state: each effect emits pack events (folded
 * at once, so the next effect sees them), and `settle` then runs the triggers in order until the
 * state is quiet, with a guard that names the chain when it never is.
 */
import { d10InSum } from '../engine/dice';
import type { Outcome } from '../engine/ruleset';
import type { PackEvent } from './events';
import { evaluate, evaluateCondition, evaluateNumber, ExpressionError, type ExpressionProblem } from './expression';
import type { Expression, Pack, PackEffect } from './schema';
import { reduce, stateView, type PackState, type Piece, type PropertyValue } from './state';

/** More trigger firings than this in one step: the triggers do not settle. */
export const MAX_FIRINGS = 200;
/** The most times a `repeat` may run its effects. */
export const MAX_REPEAT = 100;
/** How deep routines may call routines (the checker refuses a routine that calls itself; this is the run-time guard). */
export const MAX_ROUTINE_DEPTH = 16;

/** An action refused by its own rule (`refuse` effect) or by the interpreter: a code and its params. */
export class PackRefusal extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Triggers that kept firing: `chain` names them in the order they repeat. */
export class NeverSettles extends Error {
  constructor(readonly chain: string[]) {
    super(`triggers never settle: ${chain.join(' → ')}`);
  }
}

/** Something that happened this step that `on` triggers listen for. */
type Happening =
  | { kind: 'track'; id: string; event: Record<string, unknown> }
  | { kind: 'action'; id: string; event: Record<string, unknown> }
  | { kind: 'answered'; id: string; event: Record<string, unknown> };

type Locals = Record<string, unknown>;

/** What the interpreter knows about a pack once, for quick lookups. */
export interface PackIndex {
  pack: Pack;
  autoQuestions: ReadonlySet<string>;
  trackAt: ReadonlyMap<string, number>;
  chartAt: ReadonlyMap<string, number>;
  routineAt: ReadonlyMap<string, number>;
  deckAt: ReadonlyMap<string, number>;
  /** Step id → the phase holding it. */
  phaseOfStep: ReadonlyMap<string, string>;
}

export function indexPack(pack: Pack): PackIndex {
  const at = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((item, i) => [item.id, i]));
  return {
    pack,
    autoQuestions: new Set(pack.questions.filter((q) => q.auto).map((q) => q.id)),
    trackAt: at(pack.tracks),
    chartAt: at(pack.charts),
    routineAt: at(pack.routines),
    deckAt: at(pack.decks),
    phaseOfStep: new Map(pack.phases.flatMap((p) => (p.steps ?? []).map((s) => [s.id, p.id] as const))),
  };
}

/** What an expression sees: the state's view with the locals of the moment (fields, dice, each, event, roll…). */
export function scope(index: PackIndex, state: PackState, locals: Locals): Record<string, unknown> {
  return { ...stateView(state, index.autoQuestions), ...locals };
}

/** Evaluates a record of params (announce, ask, place…) to plain values. */
function evaluateParams(
  index: PackIndex,
  state: PackState,
  params: Record<string, Expression> | undefined,
  locals: Locals,
  pointer: string,
) {
  const out: Record<string, unknown> = {};
  for (const [key, expr] of Object.entries(params ?? {})) out[key] = evaluate(expr, scope(index, state, locals), `${pointer}/${key}`);
  return out;
}

/** The outcome the state stands at: an `end` effect's, or the first of the pack's outcome rules that holds. */
export function packOutcome(index: PackIndex, state: PackState): Outcome | null {
  if (state.ended) return { result: state.ended.result, code: state.ended.word, params: state.ended.params };
  const rules = index.pack.outcome;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i];
    if (evaluateCondition(rule.when, scope(index, state, {}), `/outcome/${i}/when`, false)) {
      return { result: rule.result, code: rule.word, params: evaluateParams(index, state, rule.params, {}, `/outcome/${i}/params`) };
    }
  }
  return null;
}

const toValue = (value: unknown, pointer: string): PropertyValue => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as PropertyValue;
  throw new ExpressionError(pointer, 'expression/not-a-value', 'gave a list or object where a single value belongs');
};

/** One step's run: the working state, the events so far, the dice still to read. */
export class EffectRun {
  readonly events: PackEvent[] = [];
  private readonly happenings: Happening[] = [];
  private diceCursor = 0;
  private depth = 0;

  constructor(
    private readonly index: PackIndex,
    public state: PackState,
    private readonly dice: readonly (number | string)[] = [],
    private readonly diceKinds: readonly string[] = [],
  ) {}

  emit(event: PackEvent): void {
    this.state = reduce(this.state, event);
    this.events.push(event);
    if (event.type === 'track-changed') this.happenings.push({ kind: 'track', id: event.data.track, event: { ...event.data } });
    if (event.type === 'answered') this.happenings.push({ kind: 'answered', id: event.data.question, event: { ...event.data } });
  }

  /** After an action's own effects: `on: { action }` triggers hear it. */
  acted(action: string, fields: Record<string, unknown>): void {
    this.happenings.push({ kind: 'action', id: action, event: { action, fields } });
  }

  run(effects: readonly PackEffect[], pointer: string, locals: Locals, cause: string): void {
    let scoped = locals;
    effects.forEach((effect, i) => {
      scoped = this.runOne(effect, `${pointer}/${i}`, scoped, cause);
    });
  }

  private value(expr: Expression | undefined, locals: Locals, pointer: string) {
    return evaluate(expr, scope(this.index, this.state, locals), pointer);
  }

  private number(expr: Expression | undefined, locals: Locals, pointer: string) {
    return evaluateNumber(expr, scope(this.index, this.state, locals), pointer);
  }

  /** Runs one effect; returns the locals for the effects after it (changed only by `let`). */
  private runOne(effect: PackEffect, at: string, locals: Locals, cause: string): Locals {
    const { pack } = this.index;
    if ('add' in effect || 'set' in effect) {
      const trackId = 'add' in effect ? effect.add : effect.set;
      const track = pack.tracks[this.index.trackAt.get(trackId)!];
      const player = track.scope === 'player' ? String(this.value(effect.player, locals, `${at}/player`)) : null;
      if (player !== null && !this.state.playerTracks[player]) throw new PackRefusal('rules/unknown_player', { player });
      const from = player === null ? this.state.tracks[trackId] : this.state.playerTracks[player][trackId];
      const wanted = 'add' in effect ? from + this.number(effect.by, locals, `${at}/by`) : this.number(effect.to, locals, `${at}/to`);
      const max = this.number(track.max, { ...locals }, `/tracks/${this.index.trackAt.get(trackId)}/max`);
      const to = Math.max(track.min, Math.min(max, Math.round(wanted)));
      if (to !== from) this.emit({ type: 'track-changed', data: { track: trackId, player, from, to }, cause });
      return locals;
    }
    if ('roll' in effect) {
      this.roll(effect.roll, effect.value, at, locals, cause);
      return locals;
    }
    if ('ask' in effect) {
      const params = evaluateParams(this.index, this.state, effect.params, locals, `${at}/params`) as Record<string, never>;
      this.emit({ type: 'asked', data: { question: effect.ask, params, ...(effect.first ? { first: true } : {}) }, cause });
      return locals;
    }
    if ('answer' in effect) {
      if (!this.state.questions.some((q) => q.question === effect.answer))
        throw new PackRefusal('rules/nothing_waiting', { question: effect.answer });
      this.emit({ type: 'answered', data: { question: effect.answer }, cause });
      return locals;
    }
    if ('draw' in effect) {
      const card = String(this.value(effect.card, locals, `${at}/card`));
      if (!(this.state.decks[effect.draw] ?? []).includes(card))
        throw new PackRefusal('rules/card_not_in_deck', { deck: effect.draw, card });
      const deckAt = this.index.deckAt.get(effect.draw)!;
      const deck = pack.decks[deckAt];
      if (!deck.replace) this.emit({ type: 'card-drawn', data: { deck: effect.draw, card }, cause });
      else this.emit({ type: 'announced', data: { word: `card/${effect.draw}/${card}`, params: {} }, cause });
      const cardAt = deck.cards.findIndex((c) => c.id === card);
      this.run(deck.cards[cardAt].effects, `/decks/${deckAt}/cards/${cardAt}/effects`, { ...locals, card }, cause);
      return locals;
    }
    if ('place' in effect) {
      const collection = pack.collections.find((c) => c.id === effect.place)!;
      const list = this.state.collections[effect.place] ?? [];
      if (list.length >= collection.max) throw new PackRefusal('rules/collection_full', { collection: effect.place });
      const props: Record<string, PropertyValue> = { ...collection.properties, id: this.state.nextPiece[effect.place] ?? 1 };
      for (const [key, expr] of Object.entries(effect.piece))
        props[key] = toValue(this.value(expr, locals, `${at}/piece/${key}`), `${at}/piece/${key}`);
      this.emit({ type: 'piece-placed', data: { collection: effect.place, piece: props }, cause });
      return { ...locals, placed: props };
    }
    if ('move' in effect) {
      const piece = this.piece(effect.move, this.value(effect.piece, locals, `${at}/piece`));
      const set: Record<string, PropertyValue> = {};
      const here = { ...locals, piece };
      for (const [key, expr] of Object.entries(effect.with))
        set[key] = toValue(this.value(expr, here, `${at}/with/${key}`), `${at}/with/${key}`);
      this.emit({ type: 'piece-changed', data: { collection: effect.move, piece: piece.id, set }, cause });
      return locals;
    }
    if ('remove' in effect) {
      const piece = this.piece(effect.remove, this.value(effect.piece, locals, `${at}/piece`));
      this.emit({ type: 'piece-removed', data: { collection: effect.remove, piece: piece.id }, cause });
      return locals;
    }
    if ('if' in effect) {
      if (evaluateCondition(effect.if, scope(this.index, this.state, locals), `${at}/if`))
        this.run(effect.then, `${at}/then`, locals, cause);
      else if (effect.else) this.run(effect.else, `${at}/else`, locals, cause);
      return locals;
    }
    if ('repeat' in effect) {
      const over = this.value(effect.repeat, locals, `${at}/repeat`);
      const items = Array.isArray(over)
        ? over
        : typeof over === 'number'
          ? Array.from({ length: Math.max(0, Math.floor(over)) }, (_, i) => i)
          : null;
      if (!items) throw new ExpressionError(`${at}/repeat`, 'expression/not-a-list', 'gave neither a list nor a count');
      if (items.length > MAX_REPEAT)
        throw new ExpressionError(`${at}/repeat`, 'expression/too-many', `repeats ${items.length} times; at most ${MAX_REPEAT}`);
      items.forEach((item, i) => this.run(effect.effects, `${at}/effects`, { ...locals, [effect.as ?? 'item']: item, index: i }, cause));
      return locals;
    }
    if ('let' in effect) return { ...locals, [effect.let]: this.value(effect.be, locals, `${at}/be`) };
    if ('announce' in effect) {
      const params = evaluateParams(this.index, this.state, effect.params, locals, `${at}/params`) as Record<string, never>;
      this.emit({ type: 'announced', data: { word: effect.announce, params }, cause });
      return locals;
    }
    if ('phase' in effect) {
      const phase = this.index.phaseOfStep.get(effect.phase) ?? effect.phase;
      const step = this.index.phaseOfStep.has(effect.phase)
        ? effect.phase
        : (pack.phases.find((p) => p.id === phase)?.steps?.[0]?.id ?? null);
      const startsTurn = phase === pack.phases[0].id && this.state.phase !== phase && pack.phases.length > 1;
      this.emit({ type: 'phase-changed', data: { phase, step, turn: this.state.turn + (startsTurn ? 1 : 0) }, cause });
      return locals;
    }
    if ('end' in effect) {
      const params = evaluateParams(this.index, this.state, effect.params, locals, `${at}/params`) as Record<string, never>;
      this.emit({ type: 'game-ended', data: { result: effect.end, word: effect.word, params }, cause });
      return locals;
    }
    if ('do' in effect) {
      const at2 = this.index.routineAt.get(effect.do)!;
      const routine = pack.routines[at2];
      const args: Locals = {};
      for (const name of routine.params) args[name] = this.value(effect.with?.[name], locals, `${at}/with/${name}`) ?? null;
      if (++this.depth > MAX_ROUTINE_DEPTH)
        throw new ExpressionError(at, 'pack/routines-too-deep', `routines nested deeper than ${MAX_ROUTINE_DEPTH}`);
      try {
        this.run(routine.effects, `/routines/${at2}/effects`, args, cause);
      } finally {
        this.depth--;
      }
      return locals;
    }
    if ('refuse' in effect) {
      if (evaluateCondition(effect.when, scope(this.index, this.state, locals), `${at}/when`)) {
        throw new PackRefusal(effect.refuse, evaluateParams(this.index, this.state, effect.params, locals, `${at}/params`));
      }
      return locals;
    }
    return locals;
  }

  private piece(collection: string, id: unknown): Piece {
    const found = (this.state.collections[collection] ?? []).find((p) => String(p.id) === String(id));
    if (!found) throw new PackRefusal('rules/no_such_piece', { collection, piece: String(id) });
    return found;
  }

  /** Reads a chart: its dice from the action's (or a given value), the first row that holds the value, that row's effects. */
  private roll(chartId: string, given: Expression | undefined, at: string, locals: Locals, cause: string): void {
    const chartAt = this.index.chartAt.get(chartId)!;
    const chart = this.index.pack.charts[chartAt];
    let dice: (number | string)[] = [];
    let value: unknown;
    if (given !== undefined) value = this.value(given, locals, `${at}/value`);
    else {
      dice = this.dice.slice(this.diceCursor, this.diceCursor + chart.dice.length);
      const kinds = this.diceKinds.slice(this.diceCursor, this.diceCursor + chart.dice.length);
      if (dice.length < chart.dice.length) throw new PackRefusal('dice/wrong_count', { wanted: chart.dice.length, got: dice.length });
      this.diceCursor += chart.dice.length;
      value =
        chart.read !== undefined
          ? this.value(chart.read, { ...locals, dice }, `/charts/${chartAt}/read`)
          : dice.length === 1
            ? dice[0]
            : dice.reduce<number>((sum, face, i) => sum + (typeof face === 'number' ? (kinds[i] === 'd10' ? d10InSum(face) : face) : 0), 0);
    }
    if (typeof value !== 'number' && typeof value !== 'string')
      throw new ExpressionError(`${at}/value`, 'expression/not-a-value', 'a chart is read by a number or a face');
    const row = chart.rows.findIndex((r) => r.on.includes(value));
    if (row < 0) throw new ExpressionError(`/charts/${chartAt}/rows`, 'pack/no-row', `no row for ${JSON.stringify(value)}`);
    this.emit({ type: 'chart-rolled', data: { chart: chartId, value, row, dice }, cause });
    this.run(chart.rows[row].effects, `/charts/${chartAt}/rows/${row}/effects`, { ...locals, roll: { value, row, dice } }, cause);
  }

  /** Runs the triggers until quiet: each happening in order to its `on` triggers, then the first `when` trigger that holds, again. */
  settle(): void {
    const { triggers } = this.index.pack;
    const fired: string[] = [];
    let heard = 0;
    const fire = (i: number, locals: Locals) => {
      fired.push(triggers[i].id);
      if (fired.length > MAX_FIRINGS) throw new NeverSettles(repeatingChain(fired));
      this.run(triggers[i].effects, `/triggers/${i}/effects`, locals, `trigger/${triggers[i].id}`);
    };
    for (;;) {
      if (packOutcome(this.index, this.state)) return;
      if (heard < this.happenings.length) {
        const happening = this.happenings[heard++];
        triggers.forEach((t, i) => {
          if (!t.on || !listensTo(t.on, happening)) return;
          const locals = { event: happening.event };
          if (evaluateCondition(t.if, scope(this.index, this.state, locals), `/triggers/${i}/if`)) fire(i, locals);
        });
        continue;
      }
      const due = triggers.findIndex(
        (t, i) => t.when !== undefined && evaluateCondition(t.when, scope(this.index, this.state, {}), `/triggers/${i}/when`),
      );
      if (due < 0) return;
      fire(due, {});
    }
  }
}

function listensTo(on: NonNullable<Pack['triggers'][number]['on']>, happening: Happening): boolean {
  if ('track' in on) return happening.kind === 'track' && happening.id === on.track;
  if ('action' in on) return happening.kind === 'action' && happening.id === on.action;
  return happening.kind === 'answered' && happening.id === on.answered;
}

/** The shortest run of trigger ids the firings end by repeating: the chain to name. */
export function repeatingChain(fired: readonly string[]): string[] {
  for (let period = 1; period <= fired.length / 2; period++) {
    const tail = fired.slice(-period);
    const before = fired.slice(-2 * period, -period);
    if (tail.every((id, i) => id === before[i])) return [...tail, tail[0]];
  }
  return fired.slice(-10);
}

/** An expression failure as a problem the checker and the refusals report. */
export const asProblem = (error: ExpressionError): ExpressionProblem => ({
  pointer: error.pointer,
  code: error.code,
  message: error.message,
});
