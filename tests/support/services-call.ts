/** Calling the real services the way the renderer does, with failures thrown for readable tests. */
import type { Services } from '../../electron/main/services/services';
import type { Args, Method, Returns, RpcResult } from '../../shared/rpc/contract';

export function caller(services: () => Services) {
  const call = <M extends Method>(method: M, args: Args<M>): Returns<M> => {
    const result = services().dispatch(method, args);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    return result.value as Returns<M>;
  };
  const attempt = (method: string, args: unknown) => services().dispatch(method, args);
  return { call, attempt };
}

/** The services' dispatch, typed by method (for tests that hold several services at once). */
export function rpc<M extends Method>(services: Services, method: M, args: Args<M>): RpcResult<M> {
  return services.dispatch(method, args) as RpcResult<M>;
}
