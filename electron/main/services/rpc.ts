/** The RPC dispatcher: one entry point, payloads validated at the boundary, errors returned as data. */
import type { ErrorData, Result } from '../../../shared/engine/result';
import type { Args, Method, Returns, RpcResult } from '../../../shared/rpc/contract';
import { argSchemas, describeIssues } from '../../../shared/rpc/schemas';
import { environmentError, isEnvironmental } from './environment';

export type Handler<M extends Method> = (args: Args<M>) => Result<Returns<M>>;
export type Handlers = { [M in Method]?: Handler<M> };

/** Combines per-domain handler maps; a name registered twice fails at start-up. */
export function combineHandlers(...domains: Handlers[]): Handlers {
  const all: Handlers = {};
  for (const domain of domains) {
    for (const name of Object.keys(domain) as Method[]) {
      if (Object.hasOwn(all, name)) throw new Error(`RPC method "${name}" is registered twice`);
      (all as Record<string, unknown>)[name] = domain[name];
    }
  }
  return all;
}

/** How much of an unknown name a refusal repeats. */
const NAME_SHOWN = 60;

export type Dispatch = (method: unknown, args: unknown) => RpcResult<Method>;

/** Builds the dispatcher: unknown names and invalid payloads get typed errors; nothing is written. */
export function createDispatcher(handlers: Handlers, log: (message: string, error: unknown) => void = console.error): Dispatch {
  // Only the contract's own names: `constructor`, `toString` or `__proto__` never reach a prototype.
  const known = new Map<string, Handler<Method>>();
  for (const name of Object.keys(handlers) as Method[]) {
    if (Object.hasOwn(argSchemas, name)) known.set(name, handlers[name] as Handler<Method>);
  }
  return (method, args) => {
    const handler = typeof method === 'string' ? known.get(method) : undefined;
    if (!handler) {
      const shown = typeof method === 'string' ? method.slice(0, NAME_SHOWN) : typeof method;
      return { ok: false, error: { code: 'rpc/unknown_method', message: `Unknown request "${shown}".` } };
    }
    const name = method as Method;
    try {
      const parsed = argSchemas[name].safeParse(args ?? {});
      if (!parsed.success) {
        return {
          ok: false,
          error: { code: 'rpc/invalid_payload', message: `The request "${name}" was malformed: ${describeIssues(parsed.error)}.` },
        };
      }
      return handler(parsed.data);
    } catch (error) {
      log(`RPC ${name} failed`, error);
      // The machine refusing (a full disk, no file handles) is said as such, with what to do.
      if (isEnvironmental(error)) return { ok: false, error: refusedByMachine(error) };
      const err: ErrorData = {
        code: 'rpc/internal',
        message: `Something went wrong inside Doomkeeper (${error instanceof Error ? error.message : String(error)}). Nothing was saved for this request.`,
      };
      return { ok: false, error: err };
    }
  };
}

/** `db/full` or `db/environment`, with the system's code, for a request the machine refused. */
export function refusedByMachine(error: unknown): ErrorData {
  const { code, osCode } = environmentError(error, 'the campaign database');
  return {
    code,
    message:
      code === 'db/full'
        ? `The disk is full (${osCode}), so nothing was saved for this request. Free some space on the disk, then try again.`
        : `The computer refused Doomkeeper its campaign file (${osCode}), so nothing was saved for this request. Try again in a moment.`,
    details: { osCode },
  };
}
