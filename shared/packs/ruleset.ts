/**
 * A pack becomes a ruleset through the same `defineRuleset`/`defineAction` contract the code
 * rulesets use, so the engine, undo, the chronicle, exports, the table display and the lab run it
 * unchanged. Every action's availability, offer and decision read the same declared expressions.
 */
import { z } from 'zod';
import { defineAction, defineRuleset, refuse, allowed, type RulesetV2 } from '../engine/define';
import { dieFaces, type DieSpec, type RolledDie } from '../engine/dice';
import type { Offer, OptionDescriptor, PromptChoice, PromptField, Tracker } from '../engine/ruleset';
import { ok, type Result } from '../engine/result';
import { EffectRun, indexPack, NeverSettles, packOutcome, PackRefusal, scope, type PackIndex } from './effects';
import { packEvents, type PackEvent } from './events';
import { packHeadlines } from './headlines';
import { evaluate, evaluateCondition, evaluateNumber, ExpressionError } from './expression';
import type { Pack, PackAction, PackDie, PackField } from './schema';
import { reduce as reduceChecked, setupState, type PackState, type PropertyValue } from './state';

/** The pack each pack ruleset was made from (the renderer's generic board draws it; see `ruleset/pack`). */
const packs = new WeakMap<object, Pack>();

/** The pack a ruleset was made from, or undefined for a code ruleset. */
export const packOf = (ruleset: object): Pack | undefined => packs.get(ruleset);

/** The ruleset id a pack plays under: `pack:<id>`, apart from every code ruleset's. */
export const packRulesetId = (pack: Pick<Pack, 'id'>): string => `pack:${pack.id}`;

/** A pack's semver as the engine's version number (snapshots and campaigns are keyed by it). */
export function packVersionNumber(version: string): number {
  const [major, minor, patch] = version.split(/[.+-]/).map(Number);
  return major * 1_000_000 + minor * 1_000 + patch;
}

/** The engine's die for a pack die (a standard d6/d10 is the same die a code ruleset asks for). */
export function dieSpec(die: PackDie): DieSpec {
  switch (die.kind) {
    case 'd6':
      return { kind: 'd6' };
    case 'd10':
      return { kind: 'd10' };
    case 'dN':
      return { kind: 'dN', sides: die.sides };
    case 'faces':
      return { kind: 'faces', id: die.id, faces: die.faces.map(String) };
  }
}

type Payload = Record<string, unknown>;
type Locals = Record<string, unknown>;

function optionsSchemaOf(pack: Pack) {
  const shape: Record<string, z.ZodType> = {};
  for (const o of pack.options) {
    if (o.kind === 'boolean') shape[o.key] = z.boolean().default(o.default);
    else if (o.kind === 'integer') shape[o.key] = z.number().int().min(o.min).max(o.max).default(o.default);
    else shape[o.key] = z.enum(o.choices as [string, ...string[]]).default(o.default);
  }
  return z.strictObject(shape) as unknown as z.ZodType<Record<string, PropertyValue>>;
}

/** The payload schema of an action: its fields' types and its fixed payload's keys. The values are judged against the state in `decide`. */
function payloadSchema(action: PackAction) {
  const shape: Record<string, z.ZodType> = {};
  for (const key of Object.keys(action.payload ?? {})) shape[key] = z.union([z.string(), z.number(), z.boolean()]);
  for (const field of action.fields) {
    if (field.kind === 'number') {
      const type = z.number().int();
      shape[field.name] = typeof field.default === 'number' ? type.default(field.default) : type;
    } else if (field.kind === 'boolean') shape[field.name] = field.default !== undefined ? z.boolean().default(field.default) : z.boolean();
    else {
      const type = field.numeric ? z.number() : z.string();
      shape[field.name] = field.optional ? type.optional() : type;
    }
  }
  return z.strictObject(shape);
}

/** Turns an interpreter failure into the refusal the engine returns: a pack rule, a pack bug (with its pointer), a chain that never settles. */
function asRefusal(error: unknown): Result<never> {
  if (error instanceof PackRefusal) return refuse(error.code, error.params);
  if (error instanceof ExpressionError) return refuse('pack/expression_failed', { pointer: error.pointer, problem: error.code });
  if (error instanceof NeverSettles) return refuse('pack/never_settles', { chain: error.chain.join(' → ') });
  throw error;
}

/**
 * Builds the ruleset of a checked pack (see `checkPack`, which every pack passes before it gets here).
 * `id` replaces `pack:<id>` for a pinned text (the app's installed packs play as `pack:<id>@<hash>`).
 */
export function packRuleset(
  pack: Pack,
  id = packRulesetId(pack),
): RulesetV2<PackState, Record<string, PropertyValue>, typeof packEvents.schemas> {
  const index = indexPack(pack);
  const action = defineAction<PackState, PackEvent>();
  const optionsSchema = optionsSchemaOf(pack);
  const view = (state: PackState, locals: Locals = {}) => scope(index, state, locals);

  const actions = Object.fromEntries(pack.actions.map((a, i) => [a.id, actionSpec(index, a, i, action, view)]));

  const options: OptionDescriptor[] = pack.options.map((o) => ({ ...o }));
  const ruleset = defineRuleset({
    id,
    version: packVersionNumber(pack.version),
    minPlayers: pack.players.min,
    maxPlayers: pack.players.max,
    optionsSchema,
    options,
    events: packEvents,
    headlines: packHeadlines(pack),
    setup: (opts, players) => {
      const parsed = optionsSchema.safeParse(opts ?? {});
      if (!parsed.success) return refuse('rules/invalid_options', { fields: parsed.error.issues.map((i) => i.path.join('.')).join(', ') });
      try {
        return ok(setupState(pack, parsed.data, players));
      } catch (error) {
        return asRefusal(error);
      }
    },
    withOptions: (state, opts) => {
      const parsed = optionsSchema.safeParse(opts ?? {});
      if (!parsed.success) return state;
      const changed = { ...state, options: parsed.data };
      if (pack.onOptionsChanged.length === 0) return changed;
      // Folded, not recorded: the options event is what is stored, and this runs again on every replay.
      return guarded(
        () => {
          const run = new EffectRun(index, changed);
          run.run(pack.onOptionsChanged, '/onOptionsChanged', {}, 'options-changed');
          return run.state;
        },
        () => changed,
      );
    },
    actions,
    reduce: (state, event) => reduceChecked(state, event),
    instruction: (state) => instruction(index, state),
    trackers: (state) => trackers(index, state),
    setTracker: (state, id, value) => setTracker(index, state, id, value),
    turnInfo: (state) => ({
      turn: pack.turnTrack ? (state.tracks[pack.turnTrack] ?? state.turn) : state.turn,
      phase: `phase/${state.phase}`,
    }),
    outcome: (state) => {
      try {
        return packOutcome(index, state);
      } catch {
        return null;
      }
    },
  });
  packs.set(ruleset, pack);
  return ruleset;
}

/** The dice an action rolls in this state: its declared dice, then a draw from its deck (a die whose faces are the cards left). */
function diceOf(index: PackIndex, action: PackAction, at: number, state: PackState, locals: Locals): DieSpec[] {
  const dice = index.pack.dice;
  const byId = (id: string) => dieSpec(dice.find((d) => d.id === id)!);
  let list: DieSpec[] = [];
  if (Array.isArray(action.dice)) list = action.dice.map(byId);
  else if (action.dice) {
    const count = evaluateNumber(action.dice.count, scope(index, state, locals), `/actions/${at}/dice/count`);
    list = Array.from({ length: Math.max(0, Math.min(60, count)) }, () => byId((action.dice as { die: string }).die));
  }
  if (action.draws) {
    const left = [...new Set(state.decks[action.draws] ?? [])];
    if (left.length) list.push({ kind: 'faces', id: `deck-${action.draws}`, faces: left });
  }
  return list;
}

/** Chance the `odds` expression holds over every face combination of the dice (exact; left out past 4,096 combinations). */
function oddsOf(
  index: PackIndex,
  action: PackAction,
  at: number,
  state: PackState,
  dice: readonly DieSpec[],
  locals: Locals,
): number | undefined {
  if (action.odds === undefined || dice.length === 0) return undefined;
  const faces = dice.map(dieFaces);
  const total = faces.reduce((n, f) => n * f.length, 1);
  if (total > 4096) return undefined;
  let hits = 0;
  for (let k = 0; k < total; k++) {
    let rest = k;
    const values = faces.map((f) => {
      const face = f[rest % f.length];
      rest = Math.floor(rest / f.length);
      return face;
    });
    const result = evaluate(action.odds, scope(index, state, { ...locals, dice: values }), `/actions/${at}/odds`);
    if (result === null || result === undefined) return undefined;
    if (result) hits++;
  }
  return hits / total;
}

/** The items an action is offered for (`each`), or one offer with no item. */
function offerItems(index: PackIndex, action: PackAction, at: number, state: PackState): { locals: Locals }[] {
  if (action.each === undefined) return [{ locals: {} }];
  const items = evaluate(action.each, scope(index, state, {}), `/actions/${at}/each`);
  if (!Array.isArray(items)) throw new ExpressionError(`/actions/${at}/each`, 'expression/not-a-list', 'gave no list');
  return items.map((each) => ({ locals: { each } }));
}

function fixedPayload(index: PackIndex, action: PackAction, at: number, state: PackState, locals: Locals): Payload {
  const payload: Payload = {};
  for (const [key, expr] of Object.entries(action.payload ?? {}))
    payload[key] = evaluate(expr, scope(index, state, locals), `/actions/${at}/payload/${key}`);
  return payload;
}

function choicesOf(
  index: PackIndex,
  field: Extract<PackField, { kind: 'choice' }>,
  pointer: string,
  state: PackState,
  locals: Locals,
): unknown[] {
  const list = evaluate(field.choices, scope(index, state, locals), `${pointer}/choices`);
  if (!Array.isArray(list)) throw new ExpressionError(`${pointer}/choices`, 'expression/not-a-list', 'gave no list');
  return list;
}

function promptField(
  index: PackIndex,
  action: PackAction,
  field: PackField,
  pointer: string,
  state: PackState,
  locals: Locals,
): PromptField {
  const here = scope(index, state, locals);
  if (field.kind === 'boolean')
    return { name: field.name, kind: 'boolean', ...(field.default !== undefined ? { default: field.default } : {}) };
  if (field.kind === 'number') {
    const fallback = evaluate(field.default, here, `${pointer}/default`);
    return {
      name: field.name,
      kind: 'number',
      min: evaluateNumber(field.min, here, `${pointer}/min`),
      max: evaluateNumber(field.max, here, `${pointer}/max`),
      ...(typeof fallback === 'number' ? { default: fallback } : {}),
    };
  }
  const choices: PromptChoice[] = choicesOf(index, field, pointer, state, locals).map((value) => {
    const params: Record<string, unknown> = { value };
    for (const [key, expr] of Object.entries(field.params ?? {}))
      params[key] = evaluate(expr, scope(index, state, { ...locals, choice: value }), `${pointer}/params/${key}`);
    return { value: value as string | number, code: field.word ?? `choice/${action.id}/${field.name}`, params };
  });
  return {
    name: field.name,
    kind: 'choice',
    choices,
    ...(field.optional ? { optional: true } : {}),
    ...(field.mustChoose ? { mustChoose: true } : {}),
  };
}

/** Whether the action can be taken now: a question waiting allows only its answer; then the action's `when`. */
function availability(index: PackIndex, action: PackAction, at: number, state: PackState) {
  const waiting = scope(index, state, {}).question as { question: string } | null;
  if (action.answers !== undefined) {
    if (waiting?.question !== action.answers)
      return refuse('rules/wrong_phase', { phase: state.phase, why: 'nothingWaiting', question: action.answers });
  } else if (waiting) return refuse('rules/settle_first', { pending: waiting.question });
  if (!evaluateCondition(action.when, scope(index, state, {}), `/actions/${at}/when`))
    return refuse(action.refusal ?? 'rules/wrong_phase', { phase: state.phase });
  if (action.each !== undefined && offerItems(index, action, at, state).length === 0)
    return refuse(action.refusal ?? 'rules/wrong_phase', { phase: state.phase });
  return allowed;
}

function guarded<T>(run: () => T, fallback: (error: unknown) => T): T {
  try {
    return run();
  } catch (error) {
    return fallback(error);
  }
}

function actionSpec(
  index: PackIndex,
  a: PackAction,
  at: number,
  action: ReturnType<typeof defineAction<PackState, PackEvent>>,
  view: (s: PackState, l?: Locals) => Record<string, unknown>,
) {
  const pointer = `/actions/${at}`;
  return action({
    schema: payloadSchema(a),
    available: (state) => guarded(() => availability(index, a, at, state), asRefusal),
    offer: (state) =>
      guarded(
        () =>
          offerItems(index, a, at, state).map(({ locals }): Offer => {
            const payload = fixedPayload(index, a, at, state, locals);
            const dice = diceOf(index, a, at, state, locals);
            const odds = oddsOf(index, a, at, state, dice, { ...locals, fields: payload });
            const player = a.player === undefined ? undefined : evaluate(a.player, view(state, locals), `${pointer}/player`);
            const params: Record<string, unknown> = {};
            for (const [key, expr] of Object.entries(a.params ?? {}))
              params[key] = evaluate(expr, view(state, locals), `${pointer}/params/${key}`);
            return {
              code: a.word ?? `action/${a.id}`,
              ...(Object.keys(params).length ? { params } : {}),
              ...(Object.keys(payload).length ? { payload } : {}),
              ...(a.fields.length
                ? { fields: a.fields.map((f, i) => promptField(index, a, f, `${pointer}/fields/${i}`, state, locals)) }
                : {}),
              ...(dice.length ? { dice: { dice } } : {}),
              ...(odds !== undefined ? { odds } : {}),
              ...(evaluateCondition(a.primary, view(state, locals), `${pointer}/primary`, false) ? { primary: true } : {}),
              ...(a.rare ? { rare: true } : {}),
              ...(a.endsGame ? { endsGame: true } : {}),
              ...(typeof player === 'string' ? { player } : {}),
            };
          }),
        () => [],
      ),
    dice: (state, payload) =>
      guarded(
        () => {
          const locals = matchItem(index, a, at, state, payload);
          const dice = locals ? diceOf(index, a, at, state, { ...locals, fields: payload }) : [];
          return dice.length ? { dice } : null;
        },
        () => null,
      ),
    decide: (state, payload, dice) => guarded(() => decide(index, a, at, state, payload, dice), asRefusal),
  });
}

/** The `each` item whose fixed payload the sent payload carries (the offer it answers), or null when none does. */
function matchItem(index: PackIndex, a: PackAction, at: number, state: PackState, payload: Payload): Locals | null {
  for (const { locals } of offerItems(index, a, at, state)) {
    const fixed = fixedPayload(index, a, at, state, locals);
    if (Object.entries(fixed).every(([key, value]) => payload[key] === value)) return locals;
  }
  return null;
}

function decide(
  index: PackIndex,
  a: PackAction,
  at: number,
  state: PackState,
  payload: Payload,
  dice: readonly RolledDie[],
): Result<PackEvent[]> {
  const item = matchItem(index, a, at, state, payload);
  if (!item) return refuse('rules/invalid_input', { field: null, issues: [{ field: null, code: 'input-problem/not-a-choice' }] });
  for (const [i, field] of a.fields.entries()) {
    const value = payload[field.name];
    if (value === undefined || field.kind === 'boolean') continue;
    const prompt = promptField(index, a, field, `/actions/${at}/fields/${i}`, state, item);
    const fits =
      prompt.kind === 'number'
        ? typeof value === 'number' && value >= prompt.min && value <= prompt.max
        : prompt.kind === 'choice' && prompt.choices.some((c) => c.value === value && !c.disabled);
    if (!fits) {
      const code =
        prompt.kind === 'number'
          ? Number(value) < prompt.min
            ? 'input-problem/too-small'
            : 'input-problem/too-big'
          : 'input-problem/not-a-choice';
      const params = prompt.kind === 'number' ? { min: prompt.min, max: prompt.max } : undefined;
      return refuse('rules/invalid_input', { field: field.name, issues: [{ field: field.name, code, ...(params ? { params } : {}) }] });
    }
  }
  const faces = dice.map((d) => d.value);
  const run = new EffectRun(
    index,
    state,
    faces,
    dice.map((d) => d.die.kind),
  );
  const fields: Record<string, never> = {};
  for (const field of a.fields) if (payload[field.name] !== undefined) fields[field.name as never] = payload[field.name] as never;
  run.emit({
    type: 'acted',
    data: { action: a.id, fields: { ...fields, ...(fixedPayload(index, a, at, state, item) as Record<string, never>) }, dice: faces },
  });
  const drawn = a.draws ? faces[faces.length - 1] : undefined;
  run.run(
    a.effects,
    `/actions/${at}/effects`,
    { ...item, fields: payload, dice: faces, ...(drawn !== undefined ? { drawn } : {}) },
    `action/${a.id}`,
  );
  run.acted(a.id, payload);
  run.settle();
  return ok(run.events);
}

function instruction(index: PackIndex, state: PackState) {
  const phase = index.pack.phases.find((p) => p.id === state.phase);
  const phaseCode = phase?.word ?? `phase/${state.phase}`;
  const over = guarded(
    () => packOutcome(index, state),
    () => null,
  );
  if (over) return { phase: phaseCode, code: over.code, ...(over.params ? { params: over.params } : {}) };
  const here = scope(index, state, {});
  const waiting = here.question as { question: string; params: Record<string, unknown> } | null;
  if (waiting) {
    const question = index.pack.questions.find((q) => q.id === waiting.question);
    return { phase: phaseCode, code: question?.word ?? `question/${waiting.question}`, params: waiting.params };
  }
  return guarded(
    () => {
      for (const [i, rule] of index.pack.instructions.entries()) {
        if (!evaluateCondition(rule.when, here, `/instructions/${i}/when`)) continue;
        const params: Record<string, unknown> = {};
        for (const [key, expr] of Object.entries(rule.params ?? {})) params[key] = evaluate(expr, here, `/instructions/${i}/params/${key}`);
        return { phase: phaseCode, code: rule.word, ...(Object.keys(params).length ? { params } : {}) };
      }
      return { phase: phaseCode, code: phaseCode };
    },
    () => ({ phase: phaseCode, code: phaseCode }),
  );
}

function trackers(index: PackIndex, state: PackState): Tracker[] {
  const list: Tracker[] = [];
  const here = scope(index, state, {});
  index.pack.tracks.forEach((track, i) => {
    if (track.hidden) return;
    const max = guarded(
      () => evaluateNumber(track.max, here, `/tracks/${i}/max`),
      () => track.min,
    );
    const shown =
      track.shownMax === undefined
        ? max
        : guarded(
            () => evaluateNumber(track.shownMax, here, `/tracks/${i}/shownMax`),
            () => max,
          );
    if (track.scope === 'shared')
      list.push({ id: track.id, code: `track/${track.id}`, value: Math.min(state.tracks[track.id], shown), min: track.min, max: shown });
    else
      for (const p of state.players)
        list.push({
          id: `${track.id}/${p.id}`,
          code: `track/${track.id}`,
          params: { name: p.name },
          value: state.playerTracks[p.id][track.id],
          min: track.min,
          max,
        });
  });
  index.pack.collections.forEach((c, i) => {
    const shown = c.tracker;
    if (!shown) return;
    for (const piece of state.collections[c.id] ?? []) {
      const value = piece[shown.property];
      if (typeof value !== 'number') continue;
      if (
        !guarded(
          () => evaluateCondition(shown.when, scope(index, state, { piece }), `/collections/${i}/tracker/when`),
          () => false,
        )
      )
        continue;
      list.push({
        id: `${shown.prefix}-${piece.id}`,
        code: `tracker/${shown.prefix}`,
        params: { ...piece },
        value,
        min: shown.min,
        max: shown.max,
      });
    }
  });
  return list;
}

/** A correction by hand: sets the number, with no trigger (the table is putting the app right). */
function setTracker(index: PackIndex, state: PackState, id: string, value: number): PackState {
  if (Object.hasOwn(state.tracks, id)) return { ...state, tracks: { ...state.tracks, [id]: value } };
  const [track, player] = id.split('/');
  if (player !== undefined && state.playerTracks[player] && Object.hasOwn(state.playerTracks[player], track)) {
    return { ...state, playerTracks: { ...state.playerTracks, [player]: { ...state.playerTracks[player], [track]: value } } };
  }
  for (const c of index.pack.collections) {
    const shown = c.tracker;
    if (!shown || !id.startsWith(`${shown.prefix}-`)) continue;
    const piece = id.slice(shown.prefix.length + 1);
    const list = (state.collections[c.id] ?? []).map((p) => (String(p.id) === piece ? { ...p, [shown.property]: value } : p));
    return { ...state, collections: { ...state.collections, [c.id]: list } };
  }
  return state;
}
