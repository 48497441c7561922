/** The RPC dispatcher: one entry point, payloads validated at the boundary, errors returned as data. */
import type { ErrorData, Result } from '../../../shared/engine/result';
import type { Args, Method, Returns, RpcResult } from '../../../shared/rpc/contract';
import { argSchemas, describeIssues } from '../../../shared/rpc/schemas';

export type Handler<M extends Method> = (args: Args<M>) => Result<Returns<M>>;
export type Handlers = { [M in Method]?: Handler<M> };

/** Combines per-domain handler maps; a name registered twice fails at start-up. */
export function combineHandlers(...domains: Handlers[]): Handlers {
  const all: Handlers = {};
  for (const domain of domains) {
    for (const name of Object.keys(domain) as Method[]) {
      if (all[name]) throw new Error(`RPC method "${name}" is registered twice`);
      (all as Record<string, unknown>)[name] = domain[name];
    }
  }
  return all;
}

export type Dispatch = (method: unknown, args: unknown) => RpcResult<Method>;

/** Builds the dispatcher: unknown names and invalid payloads get typed errors; nothing is written. */
export function createDispatcher(handlers: Handlers, log: (message: string, error: unknown) => void = console.error): Dispatch {
  return (method, args) => {
    if (typeof method !== 'string' || !(method in argSchemas) || !handlers[method as Method]) {
      return { ok: false, error: { code: 'rpc/unknown_method', message: `Unknown request "${String(method)}".` } };
    }
    const name = method as Method;
    const parsed = argSchemas[name].safeParse(args ?? {});
    if (!parsed.success) {
      return { ok: false, error: { code: 'rpc/invalid_payload', message: `The request "${name}" was malformed: ${describeIssues(parsed.error)}.` } };
    }
    try {
      return (handlers[name] as Handler<Method>)(parsed.data as Args<Method>);
    } catch (error) {
      log(`RPC ${name} failed`, error);
      const err: ErrorData = { code: 'rpc/internal', message: `Something went wrong inside Doomkeeper (${error instanceof Error ? error.message : String(error)}). Nothing was saved for this request.` };
      return { ok: false, error: err };
    }
  };
}
