/**
 * Pack expressions: JSON Logic (json-logic-js), made safe and bounded. Only the operators listed
 * here are allowed, `var` reads only a value's own fields, every evaluation has a step budget, and
 * every failure names the JSON pointer of the expression in the pack. No eval, no clock, no
 * randomness: the only chance an expression sees is the recorded dice in its data.
 */
import jsonLogic from 'json-logic-js';
import type { Expression } from './schema';

/** Steps (operator applications) one evaluation may take before it is stopped. */
export const MAX_STEPS = 20_000;
/** Nodes one expression may hold in the pack. */
export const MAX_NODES = 2_000;
/** How deep an expression may nest. */
export const MAX_DEPTH = 40;

/**
 * The operators a pack may use: json-logic-js's own (less `log`, which writes to the console) and
 * ours for numbers and lists. JSON Logic's `filter` and `map` cannot see outside the item, so
 * `where` (items whose field equals a value), `except`, `first` and `get` carry a value in.
 */
export const OPERATORS: ReadonlySet<string> = new Set([
  ...['var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and'],
  ...['>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'map', 'reduce', 'filter', 'all', 'none', 'some'],
  ...['merge', 'in', 'cat', 'substr'],
  ...['floor', 'ceil', 'abs', 'count', 'sum', 'except', 'where', 'first', 'get'],
]);

/** Names `var` may never walk through: they lead out of the data into the language's machinery. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** One thing wrong with an expression: where (a JSON pointer into the pack), a stable code and a plain message. */
export interface ExpressionProblem {
  pointer: string;
  code: string;
  message: string;
}

/** An evaluation that failed; `pointer` names the expression in the pack. */
export class ExpressionError extends Error {
  constructor(
    readonly pointer: string,
    readonly code: string,
    message: string,
  ) {
    super(`${pointer || '/'}: ${message}`);
  }
}

class StepLimit extends Error {}

/** Reads a dotted path through own fields only; a missing part gives the default (or null). */
function safeVar(this: unknown, path?: unknown, fallback?: unknown): unknown {
  return readPath(this, path, fallback);
}

/** Paths split once: the same few hundred paths are read millions of times in a simulation. */
const splitPaths = new Map<string, string[]>();
const keysOf = (path: string): string[] => {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 10_000) splitPaths.set(path, keys);
  }
  return keys;
};

function readPath(data: unknown, path?: unknown, fallback?: unknown): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === null || path === '') return data;
  let value: unknown = data;
  for (const key of keysOf(String(path))) {
    if (FORBIDDEN_KEYS.has(key)) throw new Error(`"${key}" cannot be read`);
    if (value === null || value === undefined || typeof value !== 'object' || !Object.hasOwn(value, key)) return notFound;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined ? notFound : value;
}

let budget = 0;
let counting = false;
const apply = jsonLogic.apply.bind(jsonLogic);

/** json-logic-js calls `jsonLogic.apply` for every node it visits, so counting here counts every step. */
function countedApply(logic: unknown, data: unknown): unknown {
  if (counting && --budget < 0) throw new StepLimit();
  return apply(logic as jsonLogic.RulesLogic, data);
}

jsonLogic.rm_operation('log');
jsonLogic.add_operation('var', safeVar);
jsonLogic.add_operation('floor', (n: unknown) => Math.floor(Number(n)));
jsonLogic.add_operation('ceil', (n: unknown) => Math.ceil(Number(n)));
jsonLogic.add_operation('abs', (n: unknown) => Math.abs(Number(n)));
jsonLogic.add_operation('count', (list: unknown) => (Array.isArray(list) ? list.length : 0));
jsonLogic.add_operation('sum', (list: unknown) => (Array.isArray(list) ? list.reduce((total: number, n) => total + Number(n), 0) : 0));
jsonLogic.add_operation('except', (list: unknown, ...values: unknown[]) =>
  Array.isArray(list) ? list.filter((x) => !values.includes(x)) : [],
);
jsonLogic.add_operation('where', (list: unknown, field: unknown, value: unknown) =>
  Array.isArray(list) ? list.filter((item) => readPath(item, field) === value) : [],
);
jsonLogic.add_operation('first', (list: unknown) => (Array.isArray(list) && list.length ? (list[0] as unknown) : null));
jsonLogic.add_operation('get', (value: unknown, path: unknown, fallback?: unknown) => readPath(value, path, fallback));
(jsonLogic as { apply: typeof countedApply }).apply = countedApply;

/** Whether a value is an operation `{ "op": args }` rather than data. */
const isOperation = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1;

/** Problems with an expression as written (unknown operators, forbidden reads, too large or deep), each with its pointer. */
export function checkExpression(expression: unknown, pointer: string): ExpressionProblem[] {
  const problems: ExpressionProblem[] = [];
  let nodes = 0;
  const walk = (node: unknown, at: string, depth: number): void => {
    nodes++;
    if (depth > MAX_DEPTH) {
      problems.push({ pointer: at, code: 'expression/too-deep', message: `nested deeper than ${MAX_DEPTH}` });
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${at}/${i}`, depth + 1));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (!isOperation(node)) {
      problems.push({
        pointer: at,
        code: 'expression/not-an-operation',
        message: 'an object in an expression must have exactly one key, its operator',
      });
      return;
    }
    const [op] = Object.keys(node);
    const args = node[op];
    const here = `${at}/${escapePointer(op)}`;
    if (!OPERATORS.has(op)) {
      problems.push({ pointer: here, code: 'expression/unknown-operator', message: `"${op}" is not an operator packs may use` });
      return;
    }
    if (op === 'var') {
      const path = Array.isArray(args) ? args[0] : args;
      if (typeof path === 'string' && path.split('.').some((k) => FORBIDDEN_KEYS.has(k))) {
        problems.push({ pointer: here, code: 'expression/forbidden-read', message: `"${path}" cannot be read` });
      }
    }
    walk(args, here, depth + 1);
  };
  walk(expression, pointer, 0);
  if (nodes > MAX_NODES) problems.push({ pointer, code: 'expression/too-large', message: `${nodes} nodes; at most ${MAX_NODES}` });
  return problems;
}

/** A JSON pointer token: `~` and `/` escaped (RFC 6901). */
export const escapePointer = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Evaluates an expression over `data` within the step budget; a failure throws `ExpressionError` naming `pointer`. */
export function evaluate(expression: Expression | undefined, data: object, pointer: string, steps = MAX_STEPS): unknown {
  if (expression === undefined) return undefined;
  if (expression === null || typeof expression !== 'object') return expression;
  budget = steps;
  counting = true;
  try {
    return apply(expression as jsonLogic.RulesLogic, data);
  } catch (error) {
    if (error instanceof StepLimit) throw new ExpressionError(pointer, 'expression/step-limit', `took more than ${steps} steps`);
    throw new ExpressionError(pointer, 'expression/failed', error instanceof Error ? error.message : String(error));
  } finally {
    counting = false;
  }
}

/** An amount: evaluates and insists on a finite number. */
export function evaluateNumber(expression: Expression | undefined, data: object, pointer: string): number {
  const value = evaluate(expression, data, pointer);
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ExpressionError(pointer, 'expression/not-a-number', `gave ${JSON.stringify(value) ?? 'nothing'}, not a number`);
  }
  return value;
}

/** A condition: JSON Logic's truthiness (an empty list is false). */
export function evaluateCondition(expression: Expression | undefined, data: object, pointer: string, fallback = true): boolean {
  if (expression === undefined) return fallback;
  return jsonLogic.truthy(evaluate(expression, data, pointer));
}
