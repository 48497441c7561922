/**
 * Checks a pack whole before anything uses it: size, JSON, the format's schema, every expression,
 * every reference (a trigger naming a track that does not exist), triggers that can never settle,
 * and a few seeded games through the interpreter. A pack with any problem is refused with all of
 * them, each with its JSON pointer, a stable code and a plain message.
 */
import type { z } from 'zod';
import { dieFaces, type RolledDie } from '../engine/dice';
import type { PromptAction } from '../engine/ruleset';
import { CORE, diceRequestFor, foldEvents, runAction } from '../engine/run';
import { checkExpression, escapePointer, type ExpressionProblem } from './expression';
import { pack as packSchema, MAX_PACK_BYTES, type Expression, type Pack, type PackEffect } from './schema';
import { packRuleset } from './ruleset';

/** One thing wrong with a pack: where (JSON pointer), what (a stable code) and a plain message for the designer. */
export type PackProblem = ExpressionProblem;

export type PackCheck = { ok: true; pack: Pack } | { ok: false; problems: PackProblem[] };

const pointerOf = (path: readonly PropertyKey[]) => path.map((p) => `/${escapePointer(String(p))}`).join('');

function schemaProblems(error: z.ZodError): PackProblem[] {
  return error.issues.map((issue) => ({ pointer: pointerOf(issue.path), code: `schema/${issue.code}`, message: issue.message }));
}

/** Checks a pack file's text: at most 1 MB, JSON, then `checkPackValue`. */
export function checkPackText(text: string, options: CheckOptions = {}): PackCheck {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_PACK_BYTES)
    return {
      ok: false,
      problems: [{ pointer: '', code: 'pack/too-large', message: `${bytes} bytes; a pack may hold at most ${MAX_PACK_BYTES}` }],
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ pointer: '', code: 'pack/not-json', message: error instanceof Error ? error.message : 'not JSON' }] };
  }
  return checkPackValue(value, options);
}

export interface CheckOptions {
  /** Seeded games played to find chains that never settle and expressions over the step limit (default 4; 0 skips). */
  games?: number;
}

/** Checks a parsed pack: schema, expressions, references, trigger chains, then a few seeded games. */
export function checkPackValue(value: unknown, { games = 4 }: CheckOptions = {}): PackCheck {
  const parsed = packSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: schemaProblems(parsed.error) };
  const pack = parsed.data;
  const problems = [...expressionProblems(pack), ...referenceProblems(pack)];
  if (problems.length === 0) problems.push(...chainProblems(pack));
  if (problems.length === 0 && games > 0) problems.push(...playProblems(pack, games));
  return problems.length ? { ok: false, problems } : { ok: true, pack };
}

/** Every expression in the pack with its pointer. */
function* expressions(pack: Pack): Generator<[Expression, string]> {
  const params = function* (record: Record<string, Expression> | undefined, at: string): Generator<[Expression, string]> {
    for (const [k, e] of Object.entries(record ?? {})) yield [e, `${at}/${escapePointer(k)}`];
  };
  for (const [t, track] of pack.tracks.entries()) {
    yield [track.start, `/tracks/${t}/start`];
    yield [track.max, `/tracks/${t}/max`];
    if (track.shownMax !== undefined) yield [track.shownMax, `/tracks/${t}/shownMax`];
  }
  for (const [c, collection] of pack.collections.entries())
    if (collection.tracker?.when !== undefined) yield [collection.tracker.when, `/collections/${c}/tracker/when`];
  for (const [c, chart] of pack.charts.entries()) {
    if (chart.read !== undefined) yield [chart.read, `/charts/${c}/read`];
    for (const [r, row] of chart.rows.entries()) yield* effectExpressions(row.effects, `/charts/${c}/rows/${r}/effects`);
  }
  for (const [r, routine] of pack.routines.entries()) yield* effectExpressions(routine.effects, `/routines/${r}/effects`);
  yield* effectExpressions(pack.onOptionsChanged, '/onOptionsChanged');
  for (const [d, deck] of pack.decks.entries())
    for (const [c, card] of deck.cards.entries()) yield* effectExpressions(card.effects, `/decks/${d}/cards/${c}/effects`);
  for (const [a, action] of pack.actions.entries()) {
    const at = `/actions/${a}`;
    for (const key of ['when', 'each', 'player', 'odds', 'primary'] as const)
      if (action[key] !== undefined) yield [action[key], `${at}/${key}`];
    yield* params(action.payload, `${at}/payload`);
    yield* params(action.params, `${at}/params`);
    if (action.dice && !Array.isArray(action.dice)) yield [action.dice.count, `${at}/dice/count`];
    for (const [f, field] of action.fields.entries()) {
      if (field.kind === 'choice') {
        yield [field.choices, `${at}/fields/${f}/choices`];
        yield* params(field.params, `${at}/fields/${f}/params`);
      }
      if (field.kind === 'number') {
        yield [field.min, `${at}/fields/${f}/min`];
        yield [field.max, `${at}/fields/${f}/max`];
      }
      if (field.kind !== 'boolean' && field.default !== undefined) yield [field.default, `${at}/fields/${f}/default`];
    }
    yield* effectExpressions(action.effects, `${at}/effects`);
  }
  for (const [t, trigger] of pack.triggers.entries()) {
    if (trigger.when !== undefined) yield [trigger.when, `/triggers/${t}/when`];
    if (trigger.if !== undefined) yield [trigger.if, `/triggers/${t}/if`];
    yield* effectExpressions(trigger.effects, `/triggers/${t}/effects`);
  }
  for (const [o, rule] of pack.outcome.entries()) {
    yield [rule.when, `/outcome/${o}/when`];
    yield* params(rule.params, `/outcome/${o}/params`);
  }
  for (const [i, rule] of pack.instructions.entries()) {
    if (rule.when !== undefined) yield [rule.when, `/instructions/${i}/when`];
    yield* params(rule.params, `/instructions/${i}/params`);
  }
}

/** Every effect, nested ones too, with its pointer. */
export function* walkEffects(effects: readonly PackEffect[], at: string): Generator<[PackEffect, string]> {
  for (const [i, effect] of effects.entries()) {
    const here = `${at}/${i}`;
    yield [effect, here];
    if ('if' in effect) {
      yield* walkEffects(effect.then, `${here}/then`);
      if (effect.else) yield* walkEffects(effect.else, `${here}/else`);
    }
    if ('repeat' in effect) yield* walkEffects(effect.effects, `${here}/effects`);
  }
}

function* effectExpressions(effects: readonly PackEffect[], at: string): Generator<[Expression, string]> {
  for (const [effect, here] of walkEffects(effects, at)) {
    for (const key of ['by', 'to', 'player', 'value', 'card', 'if', 'repeat', 'be', 'when'] as const) {
      const expr = (effect as Record<string, Expression | undefined>)[key];
      if (expr !== undefined && !(key === 'if' && !('then' in effect))) yield [expr, `${here}/${key}`];
    }
    if ('move' in effect || 'remove' in effect) yield [(effect as { piece: Expression }).piece, `${here}/piece`];
    for (const key of ['params', 'with'] as const) {
      if (key === 'with' && 'do' in effect) {
        for (const [k, e] of Object.entries(effect.with ?? {})) yield [e, `${here}/with/${escapePointer(k)}`];
        continue;
      }
      const record = (effect as unknown as Record<string, Record<string, Expression> | undefined>)[key];
      for (const [k, e] of Object.entries(record ?? {})) yield [e, `${here}/${key}/${escapePointer(k)}`];
    }
    if ('place' in effect) for (const [k, e] of Object.entries(effect.piece)) yield [e, `${here}/piece/${escapePointer(k)}`];
  }
}

function expressionProblems(pack: Pack): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const [expr, at] of expressions(pack)) {
    problems.push(...checkExpression(expr, at));
    problems.push(...readProblems(pack, expr, at));
  }
  return problems;
}

/** A `var` that reads a track, option, collection or roll by a literal name must name one that exists. */
function readProblems(pack: Pack, expr: Expression, at: string): PackProblem[] {
  const known: Record<string, ReadonlySet<string>> = {
    tracks: new Set(pack.tracks.filter((t) => t.scope === 'shared').map((t) => t.id)),
    options: new Set(pack.options.map((o) => o.key)),
    pieces: new Set(pack.collections.map((c) => c.id)),
    rolls: new Set(pack.charts.map((c) => c.id)),
    decks: new Set(pack.decks.map((d) => d.id)),
  };
  const problems: PackProblem[] = [];
  const walk = (node: unknown, here: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${here}/${i}`));
    if (node === null || typeof node !== 'object') return;
    for (const [op, args] of Object.entries(node)) {
      if (op === 'var') {
        const path = Array.isArray(args) ? args[0] : args;
        const [root, name] = typeof path === 'string' ? path.split('.') : [];
        if (root && name !== undefined && known[root] && !known[root].has(name)) {
          problems.push({
            pointer: `${here}/var`,
            code: 'pack/unknown-reference',
            message: `reads ${root}.${name}, but the pack has no ${root.replace(/s$/, '')} "${name}"`,
          });
        }
      }
      walk(args, `${here}/${escapePointer(op)}`);
    }
  };
  walk(expr, at);
  return problems;
}

function referenceProblems(pack: Pack): PackProblem[] {
  const problems: PackProblem[] = [];
  const ids = <T extends { id: string }>(list: readonly T[]) => new Set(list.map((x) => x.id));
  const tracks = new Map(pack.tracks.map((t) => [t.id, t]));
  const charts = ids(pack.charts);
  const decks = ids(pack.decks);
  const dice = ids(pack.dice);
  const questions = ids(pack.questions);
  const collections = ids(pack.collections);
  const routines = new Map(pack.routines.map((r) => [r.id, r]));
  const actions = ids(pack.actions);
  const phases = new Set(pack.phases.flatMap((p) => [p.id, ...(p.steps ?? []).map((s) => s.id)]));
  const unknown = (pointer: string, what: string, id: string) =>
    problems.push({ pointer, code: 'pack/unknown-reference', message: `names ${what} "${id}", which the pack does not declare` });

  for (const [name, list] of Object.entries({
    tracks: pack.tracks,
    collections: pack.collections,
    charts: pack.charts,
    decks: pack.decks,
    dice: pack.dice,
    actions: pack.actions,
    triggers: pack.triggers,
    questions: pack.questions,
  }))
    (list as { id: string }[]).forEach((item, i) => {
      if ((list as { id: string }[]).findIndex((x) => x.id === item.id) < i)
        problems.push({ pointer: `/${name}/${i}/id`, code: 'pack/duplicate-id', message: `"${item.id}" is declared twice` });
    });
  if (pack.players.min > pack.players.max)
    problems.push({ pointer: '/players/min', code: 'pack/players', message: 'min is more than max' });
  if (pack.turnTrack && !tracks.has(pack.turnTrack)) unknown('/turnTrack', 'the track', pack.turnTrack);
  pack.charts.forEach((c, i) => c.dice.forEach((d, j) => !dice.has(d) && unknown(`/charts/${i}/dice/${j}`, 'the die', d)));

  const checkEffects = (effects: readonly PackEffect[], at: string) => {
    for (const [effect, here] of walkEffects(effects, at)) {
      if ('add' in effect || 'set' in effect) {
        const id = 'add' in effect ? effect.add : effect.set;
        const track = tracks.get(id);
        if (!track) unknown(`${here}/${'add' in effect ? 'add' : 'set'}`, 'the track', id);
        else if (track.scope === 'player' && effect.player === undefined)
          problems.push({ pointer: here, code: 'pack/player-needed', message: `"${id}" is kept per player: say whose with "player"` });
        else if (track.scope === 'shared' && effect.player !== undefined)
          problems.push({ pointer: `${here}/player`, code: 'pack/player-not-needed', message: `"${id}" is shared: it has no player` });
      }
      if ('roll' in effect && !charts.has(effect.roll)) unknown(`${here}/roll`, 'the chart', effect.roll);
      if ('ask' in effect && !questions.has(effect.ask)) unknown(`${here}/ask`, 'the question', effect.ask);
      if ('answer' in effect && !questions.has(effect.answer)) unknown(`${here}/answer`, 'the question', effect.answer);
      if ('draw' in effect && !decks.has(effect.draw)) unknown(`${here}/draw`, 'the deck', effect.draw);
      for (const key of ['place', 'move', 'remove'] as const)
        if (key in effect && !collections.has((effect as Record<string, string>)[key]))
          unknown(`${here}/${key}`, 'the collection', (effect as Record<string, string>)[key]);
      if ('phase' in effect && !phases.has(effect.phase)) unknown(`${here}/phase`, 'the phase or step', effect.phase);
      if ('do' in effect) {
        const routine = routines.get(effect.do);
        if (!routine) unknown(`${here}/do`, 'the routine', effect.do);
        else
          for (const name of Object.keys(effect.with ?? {}))
            if (!routine.params.includes(name))
              problems.push({
                pointer: `${here}/with/${escapePointer(name)}`,
                code: 'pack/unknown-reference',
                message: `"${effect.do}" takes no "${name}"`,
              });
      }
    }
  };
  pack.charts.forEach((c, i) => c.rows.forEach((r, j) => checkEffects(r.effects, `/charts/${i}/rows/${j}/effects`)));
  pack.routines.forEach((r, i) => checkEffects(r.effects, `/routines/${i}/effects`));
  checkEffects(pack.onOptionsChanged, '/onOptionsChanged');
  problems.push(...routineRings(pack));
  pack.decks.forEach((d, i) => d.cards.forEach((c, j) => checkEffects(c.effects, `/decks/${i}/cards/${j}/effects`)));
  pack.actions.forEach((a, i) => {
    checkEffects(a.effects, `/actions/${i}/effects`);
    if (a.answers && !questions.has(a.answers)) unknown(`/actions/${i}/answers`, 'the question', a.answers);
    if (a.draws && !decks.has(a.draws)) unknown(`/actions/${i}/draws`, 'the deck', a.draws);
    const die = Array.isArray(a.dice) ? a.dice : a.dice ? [a.dice.die] : [];
    die.forEach((d, j) => !dice.has(d) && unknown(`/actions/${i}/dice${Array.isArray(a.dice) ? `/${j}` : '/die'}`, 'the die', d));
  });
  pack.triggers.forEach((t, i) => {
    checkEffects(t.effects, `/triggers/${i}/effects`);
    if (t.on && 'track' in t.on && !tracks.has(t.on.track)) unknown(`/triggers/${i}/on/track`, 'the track', t.on.track);
    if (t.on && 'action' in t.on && !actions.has(t.on.action)) unknown(`/triggers/${i}/on/action`, 'the action', t.on.action);
    if (t.on && 'answered' in t.on && !questions.has(t.on.answered)) unknown(`/triggers/${i}/on/answered`, 'the question', t.on.answered);
  });
  return problems;
}

/** A routine that calls itself, directly or through others, never ends: refused with the ring named. */
function routineRings(pack: Pack): PackProblem[] {
  const calls = new Map(pack.routines.map((r) => [r.id, [...walkEffects(r.effects, '')].flatMap(([e]) => ('do' in e ? [e.do] : []))]));
  const problems: PackProblem[] = [];
  pack.routines.forEach((routine, i) => {
    const walk = (path: string[]): string[] | null => {
      for (const next of calls.get(path[path.length - 1]) ?? []) {
        if (next === routine.id) return [...path, next];
        if (!path.includes(next) && path.length < 20) {
          const ring = walk([...path, next]);
          if (ring) return ring;
        }
      }
      return null;
    };
    const ring = walk([routine.id]);
    if (ring) problems.push({ pointer: `/routines/${i}`, code: 'pack/routine-calls-itself', message: `never ends: ${ring.join(' → ')}` });
  });
  return problems;
}

/** What a trigger's effects change (tracks, questions, collections), through the charts and cards they read too. */
function writesOf(pack: Pack, effects: readonly PackEffect[], seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  for (const [effect] of walkEffects(effects, '')) {
    if ('add' in effect) out.add(`track:${effect.add}`);
    if ('set' in effect) out.add(`track:${effect.set}`);
    if ('ask' in effect) out.add('questions');
    if ('answer' in effect) out.add(`answered:${effect.answer}`).add('questions');
    for (const key of ['place', 'move', 'remove'] as const) if (key in effect) out.add(`pieces:${(effect as Record<string, string>)[key]}`);
    if ('do' in effect && !seen.has(`routine:${effect.do}`)) {
      seen.add(`routine:${effect.do}`);
      for (const w of writesOf(pack, pack.routines.find((r) => r.id === effect.do)?.effects ?? [], seen)) out.add(w);
    }
    if ('roll' in effect && !seen.has(`chart:${effect.roll}`)) {
      seen.add(`chart:${effect.roll}`);
      for (const row of pack.charts.find((c) => c.id === effect.roll)?.rows ?? [])
        for (const w of writesOf(pack, row.effects, seen)) out.add(w);
    }
  }
  return out;
}

/** What a trigger listens to: its event, or the tracks, questions and collections its condition reads. */
function readsOf(trigger: Pack['triggers'][number]): Set<string> {
  if (trigger.on) {
    if ('track' in trigger.on) return new Set([`track:${trigger.on.track}`]);
    if ('answered' in trigger.on) return new Set([`answered:${trigger.on.answered}`]);
    return new Set();
  }
  const text = JSON.stringify(trigger.when);
  const reads = new Set<string>();
  for (const m of text.matchAll(/"(tracks|pieces)\.([a-z0-9-]+)/g)) reads.add(`${m[1] === 'tracks' ? 'track' : 'pieces'}:${m[2]}`);
  if (/"questions?\b/.test(text)) reads.add('questions');
  // A condition that reads through a computed path may read anything: listen to every track.
  if (/"var":\s*\{/.test(text)) reads.add('*');
  return reads;
}

/**
 * Triggers that set each other off in a ring never settle: refused with the chain named. A `when`
 * trigger may change what it reads (its effects make it false); an `on` trigger that changes the
 * very thing it hears fires itself forever.
 */
function chainProblems(pack: Pack): PackProblem[] {
  const writes = pack.triggers.map((t) => writesOf(pack, t.effects));
  const reads = pack.triggers.map(readsOf);
  // The question queue is left out: answering drains it, so triggers that read and answer it settle; a queue that keeps refilling is caught in play.
  const feeds = (from: number, to: number) =>
    [...writes[from]].some((w) => w !== 'questions' && (reads[to].has(w) || (reads[to].has('*') && w.startsWith('track:'))));
  const problems: PackProblem[] = [];
  pack.triggers.forEach((t, i) => {
    if (t.on && feeds(i, i))
      problems.push({ pointer: `/triggers/${i}`, code: 'pack/never-settles', message: `"${t.id}" sets itself off: ${t.id} → ${t.id}` });
  });
  // Rings of two or more, found by a depth-first walk; each reported once, by its first trigger.
  const reported = new Set<string>();
  const walk = (path: number[]) => {
    const last = path[path.length - 1];
    for (let next = 0; next < pack.triggers.length; next++) {
      if (next === last || !feeds(last, next)) continue;
      if (next === path[0] && path.length > 1) {
        const ring = path.map((i) => pack.triggers[i].id);
        const key = [...ring].sort().join(',');
        if (!reported.has(key)) {
          reported.add(key);
          problems.push({
            pointer: `/triggers/${path[0]}`,
            code: 'pack/never-settles',
            message: `triggers set each other off: ${[...ring, ring[0]].join(' → ')}`,
          });
        }
      } else if (!path.includes(next) && path.length < 12) walk([...path, next]);
    }
  };
  pack.triggers.forEach((_, i) => walk([i]));
  return problems;
}

/** A few seeded games through the prompts: a chain that never settles or an expression that fails is a problem of the pack. */
function playProblems(pack: Pack, games: number): PackProblem[] {
  const ruleset = packRuleset(pack);
  const problems = new Map<string, PackProblem>();
  for (let game = 0; game < games; game++) {
    let seed = 0x9e3779b9 ^ (game + 1);
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const players = Array.from({ length: Math.max(pack.players.min, Math.min(pack.players.max, 2)) }, (_, i) => ({
      id: `p${i + 1}`,
      name: `P${i + 1}`,
    }));
    const setup = ruleset.setup({}, players);
    if (!setup.ok) {
      problems.set('setup', {
        pointer: '',
        code: setup.error.code,
        message: `set-up refused: ${JSON.stringify(setup.error.details ?? {})}`,
      });
      break;
    }
    let state = foldEvents(ruleset, undefined, [{ type: CORE.setup, data: { options: {}, players } }]);
    for (let step = 0; step < 150 && !ruleset.outcome?.(state); step++) {
      const offered = ruleset.prompt(state).actions;
      if (!offered.length) break;
      const action: PromptAction = offered[Math.floor(random() * offered.length)];
      const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
      for (const field of action.fields ?? []) {
        if (field.kind === 'choice') {
          const open = field.choices.filter((c) => !c.disabled);
          if (open.length) payload[field.name] = open[Math.floor(random() * open.length)].value;
        } else if (field.kind === 'number') payload[field.name] = field.min + Math.floor(random() * (field.max - field.min + 1));
        else if (field.kind === 'boolean') payload[field.name] = random() < 0.5;
      }
      const request = diceRequestFor(ruleset, state, action.type, payload);
      if (!request.ok) continue;
      const dice: RolledDie[] = (request.value?.dice ?? []).map((die) => {
        const faces = dieFaces(die);
        return { die, value: faces[Math.floor(random() * faces.length)], source: 'app' };
      });
      const result = runAction(ruleset, state, action.type, payload, dice);
      if (!result.ok) {
        const { code, details = {} } = result.error;
        if (code === 'pack/never_settles')
          problems.set(`${code}${String(details.chain)}`, {
            pointer: '/triggers',
            code: 'pack/never-settles',
            message: `a game never settled: ${String(details.chain)}`,
          });
        if (code === 'pack/expression_failed')
          problems.set(String(details.pointer), {
            pointer: String(details.pointer),
            code: String(details.problem),
            message: `failed in play (${action.type})`,
          });
        continue;
      }
      state = result.value.state;
    }
  }
  return [...problems.values()];
}
