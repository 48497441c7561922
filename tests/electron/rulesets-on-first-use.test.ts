/**
 * Issue 35: a code ruleset's engine loads on its first use, not at start (shared/rulesets/registry.ts;
 * in the server's bundle each ruleset is a file of its own, tests/reliability/server-bundle-rulesets.test.ts).
 * Until then the registry holds a stand-in that answers the ruleset's meta from its manifest — all the
 * campaign list and `ruleset/list` read — and a ruleset used for the first time behaves exactly as
 * the ruleset itself: the same answers, refusals and validation errors, call for call, as services
 * given every ruleset loaded beforehand (the registry as it was).
 * A fresh process per file (the `side-by-side` project): the registry here starts with nothing loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRoller } from '../../electron/main/services/dice-roller';
import { startServices, type Services } from '../../electron/main/services/services';
import type { Ruleset } from '../../shared/engine/ruleset';
import { prepareAction } from '../../shared/engine/run';
import type { PlayView } from '../../shared/rpc/contract';
import { codeRuleset } from '../../shared/rulesets/code-rulesets';
import { CODE_RULESET_IDS } from '../../shared/rulesets/ids';
import { manifestOf, registerRuleset, rulesetMeta, rulesets } from '../../shared/rulesets/registry';
import { isStandIn, loadedRuleset, standIn } from '../../shared/rulesets/stand-in';
import { firstOfferPayload } from '../support/first-offer';
import { tempDir } from '../support/temp-db';

let dir: ReturnType<typeof tempDir>;
/** On the registry: each ruleset loads on its first use. */
let onFirstUse: Services;
/** Given every code ruleset loaded beforehand, as the registry held them before. */
let loadedBefore: Services;

const NOW = '2026-11-29T12:00:00.000Z';
const held = (id: string) => [...rulesets.entries()].find(([key]) => key === id)![1];

beforeAll(() => {
  dir = tempDir('doomkeeper-first-use-');
  // The same clock, and each its own dice seeded alike.
  const common = { version: 'test', transport: 'websocket', now: () => NOW } as const;
  onFirstUse = startServices({ ...common, rollDice: seededRoller(35), databasePath: dir.file('first-use.sqlite') });
  loadedBefore = startServices({
    ...common,
    rollDice: seededRoller(35),
    databasePath: dir.file('loaded.sqlite'),
    rulesets: new Map(CODE_RULESET_IDS.map((id) => [id, codeRuleset(id)])),
  });
});
afterAll(() => {
  onFirstUse.close();
  loadedBefore.close();
  dir.remove();
});

/** The same request to both services: their answers, which must be equal. */
function both(method: string, args: unknown): [unknown, unknown] {
  return [onFirstUse.dispatch(method, args), loadedBefore.dispatch(method, args)];
}

describe('the registry, a ruleset loaded on its first use', () => {
  it('lists every ruleset (ruleset/list, the campaign list) without loading any, by the meta of the ruleset itself and its manifest', () => {
    const [listed, before] = both('ruleset/list', {});
    expect(listed).toEqual(before);
    expect(listed).toEqual({ ok: true, value: CODE_RULESET_IDS.map((id) => rulesetMeta(codeRuleset(id))) });
    for (const id of CODE_RULESET_IDS) {
      const { version, players, options } = manifestOf(id)!;
      expect(rulesetMeta(codeRuleset(id))).toEqual({ id, version, minPlayers: players.min, maxPlayers: players.max, options });
    }
    const [list, listBefore] = both('campaign/list', {});
    expect(list).toEqual(listBefore);
    expect(
      CODE_RULESET_IDS.filter((id) => !isStandIn(held(id))),
      'loaded by the lists',
    ).toEqual([]);
  });

  it.each(CODE_RULESET_IDS.map((id) => [id]))(
    '%s: its first campaign is refused, made, played and listed exactly as by the ruleset loaded beforehand',
    (id) => {
      expect(isStandIn(held(id)), 'not loaded before its first use').toBe(true);
      const { minPlayers, maxPlayers } = rulesetMeta(codeRuleset(id));
      const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];
      const players = names.slice(0, Math.min(maxPlayers, Math.max(minPlayers, 2)));
      const create = (options: Record<string, unknown>, who = players) =>
        both('campaign/create', { name: `First ${id}`, rulesetId: id, players: who, options });

      for (const refused of [
        create({ 'no such option': true }),
        create({}, names.slice(0, maxPlayers + 1)),
        ...(rulesetMeta(codeRuleset(id)).options.length
          ? [create(Object.fromEntries(codeRuleset(id).options.map((o) => [o.key, {}])))]
          : []),
      ]) {
        expect(refused[0]).toEqual(refused[1]);
      }
      const [made, madeBefore] = create({});
      expect(made).toEqual(madeBefore);
      expect(made).toMatchObject({ ok: true });
      expect(isStandIn(held(id)), 'loaded by its first use, and held from then on').toBe(false);
      expect(held(id)).toBe(codeRuleset(id));

      const campaignId = (made as { value: { id: number } }).value.id;
      const [opened, openedBefore] = both('campaign/open', { campaignId });
      expect(opened).toEqual(openedBefore);
      const view = (opened as { value: PlayView }).value;
      const offered = view.prompt.actions[0];
      if (offered) {
        for (const payload of [{ 'no such field': 1 }, { ...firstOfferPayload(offered), 'no such field': 1 }, 42]) {
          const [refused, refusedBefore] = both('campaign/act', { campaignId, action: { type: offered.type, payload } });
          expect(refused).toEqual(refusedBefore);
        }
        const [played, playedBefore] = both('campaign/act', {
          campaignId,
          action: {
            type: offered.type,
            payload: firstOfferPayload(offered),
            ...(offered.dice?.dice.length || offered.rolls ? { roll: { source: 'app' } } : {}),
          },
        });
        expect(played).toEqual(playedBefore);
      }
      const [unknown, unknownBefore] = both('campaign/act', { campaignId, action: { type: 'no-such-action', payload: {} } });
      expect(unknown).toEqual(unknownBefore);
      const [list, listBefore] = both('campaign/list', {});
      expect(list).toEqual(listBefore);
    },
  );

  it('get answers the ruleset itself at every call, and the code rulesets are taken by themselves only', () => {
    for (const id of CODE_RULESET_IDS) {
      expect(rulesets.get(id)).toBe(codeRuleset(id));
      expect(rulesets.get(id)).toBe(rulesets.get(id));
    }
    expect(registerRuleset(codeRuleset('dice-tray'))).toEqual({ ok: true, value: undefined });
    expect(registerRuleset({ ...codeRuleset('dice-tray') })).toMatchObject({ ok: false, error: { code: 'rulesets/id_taken' } });
    expect(rulesets.get('pack:not-there')).toBeUndefined();
  });
});

describe('a stand-in', () => {
  /** A stand-in of this ruleset, and how many times it loaded it. */
  function standInOf(ruleset: Ruleset) {
    const loads = { count: 0 };
    const stand = standIn(rulesetMeta(ruleset), () => {
      loads.count++;
      return ruleset;
    });
    return { stand, loads };
  }

  it.each(CODE_RULESET_IDS.map((id) => [id]))('%s: answers its meta unloaded, then is its ruleset in every read', (id) => {
    const ruleset = codeRuleset(id);
    const { stand, loads } = standInOf(ruleset);
    expect(rulesetMeta(stand)).toEqual(rulesetMeta(ruleset));
    expect('id' in stand && 'options' in stand).toBe(true);
    expect(loads.count).toBe(0);

    expect(Reflect.ownKeys(stand)).toEqual(Reflect.ownKeys(ruleset));
    for (const key of Reflect.ownKeys(ruleset)) {
      expect(stand[key as keyof Ruleset], String(key)).toBe(ruleset[key as keyof Ruleset]);
      expect(Object.getOwnPropertyDescriptor(stand, key)).toEqual(Object.getOwnPropertyDescriptor(ruleset, key));
    }
    expect({ ...stand }).toStrictEqual({ ...ruleset });
    for (const key of ['react', 'outcome', 'withOptions', 'roundAndSeat', 'keyTracks', 'playerRecords', 'no such key'])
      expect(key in stand, key).toBe(key in ruleset);
    expect(Object.getPrototypeOf(stand)).toBe(Object.getPrototypeOf(ruleset));
    expect(loadedRuleset(stand)).toBe(ruleset);
    expect(loads.count, 'loaded once').toBe(1);
  });

  it('refuses a payload with the validation error of the ruleset itself', () => {
    const ruleset = codeRuleset('dice-tray');
    const state = ruleset.setup({}, []);
    if (!state.ok) throw new Error(state.error.code);
    for (const [type, payload] of [
      ['roll', { count: 0, die: 'd7' }],
      ['add-counter', { name: 5 }],
      ['nothing', {}],
    ] as const) {
      const { stand } = standInOf(ruleset);
      expect(prepareAction(stand, state.value, type, payload)).toEqual(prepareAction(ruleset, state.value, type, payload));
      expect(prepareAction(stand, state.value, type, payload)).toMatchObject({ ok: false });
    }
  });

  it('writes, defines and deletes on its ruleset, and keeps the invariants of a property that cannot change', () => {
    const ruleset = { ...codeRuleset('dice-tray') } as Ruleset & Record<string, unknown>;
    const { stand, loads } = standInOf(ruleset);
    const written = stand as unknown as Record<string, unknown>;
    written.extra = 1;
    expect(ruleset.extra).toBe(1);
    Object.defineProperty(stand, 'fixed', { value: 2, writable: false, configurable: false, enumerable: true });
    expect(Object.getOwnPropertyDescriptor(stand, 'fixed')).toEqual({ value: 2, writable: false, configurable: false, enumerable: true });
    expect(ruleset.fixed).toBe(2);
    expect(delete written.extra).toBe(true);
    expect('extra' in ruleset).toBe(false);
    expect(Object.keys(stand)).toEqual(Object.keys(ruleset));
    expect(loads.count).toBe(1);
  });
});
