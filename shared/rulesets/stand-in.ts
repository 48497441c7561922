/**
 * A code ruleset before its engine has loaded: what the registry's map holds for it until its first
 * use (`./registry.ts`). It answers what the campaign list and the new-campaign form read of every
 * ruleset — its id, version, players and options, its manifest's — without loading anything, and
 * on any other use (an action, the prompt, a schema, its keys, `in`, a spread) it loads the ruleset
 * and is that ruleset from then on: every read, write and key is the loaded ruleset's own.
 */
import type { Ruleset, RulesetMeta } from '../engine/ruleset';

/** The properties a stand-in answers before its ruleset has loaded (`rulesetMeta`'s). */
const META: ReadonlySet<PropertyKey> = new Set<keyof RulesetMeta>(['id', 'version', 'minPlayers', 'maxPlayers', 'options']);

/** Which objects are stand-ins, with how each loads its ruleset. */
const loaders = new WeakMap<object, () => Ruleset>();

/**
 * A stand-in for the ruleset `load` returns, answering `meta` until it has loaded. `load` is called
 * once, on the first use that needs more than the meta.
 */
export function standIn(meta: RulesetMeta, load: () => Ruleset): Ruleset {
  let loaded: Ruleset | undefined;
  const ruleset = (): Ruleset => (loaded ??= load());
  // The proxy's own target stays empty but for the non-configurable properties it has reported (the proxy's invariants).
  const mirror = (target: object, key: PropertyKey, found: PropertyDescriptor | undefined) => {
    if (found && !found.configurable && !Reflect.getOwnPropertyDescriptor(target, key)) Reflect.defineProperty(target, key, found);
    return found;
  };
  const proxy = new Proxy({} as Ruleset, {
    get: (_, key) => (loaded === undefined && META.has(key) ? meta[key as keyof RulesetMeta] : Reflect.get(ruleset(), key)),
    has: (_, key) => (loaded === undefined && META.has(key)) || Reflect.has(ruleset(), key),
    ownKeys: () => Reflect.ownKeys(ruleset()),
    getOwnPropertyDescriptor: (target, key) => mirror(target, key, Reflect.getOwnPropertyDescriptor(ruleset(), key)),
    defineProperty: (target, key, descriptor) => {
      const defined = Reflect.defineProperty(ruleset(), key, descriptor);
      if (defined) mirror(target, key, Reflect.getOwnPropertyDescriptor(ruleset(), key));
      return defined;
    },
    set: (_, key, value) => Reflect.set(ruleset(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(ruleset(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(ruleset()),
    setPrototypeOf: (_, prototype) => Reflect.setPrototypeOf(ruleset(), prototype),
  });
  loaders.set(proxy, ruleset);
  return proxy;
}

/** The ruleset itself: a stand-in's, loaded now if it was not yet; any other ruleset as it is. */
export function loadedRuleset(ruleset: Ruleset): Ruleset {
  return loaders.get(ruleset)?.() ?? ruleset;
}

/** Whether this is a stand-in (`standIn`), loaded or not. */
export const isStandIn = (ruleset: Ruleset): boolean => loaders.has(ruleset);
