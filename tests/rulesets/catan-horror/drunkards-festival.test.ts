/** The Drunkards of Catan house rule in Catan Horror: barrels, the festival on red/yellow doubles, option off, replay. */
import { describe, expect, it } from 'vitest';
import { dieFaces, type RolledDie } from '../../../shared/engine/dice';
import { CORE, diceRequestFor, foldEvent, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import '../../support/ruleset-words'; // every ruleset's words loaded, as when its campaign opens
import { wordsFor } from '../../../renderer/src/i18n/words';
import { act, atActions, clearMonsters, PLAYERS, started, tryAct, types } from './helpers';

const BARREL_ACTIONS = ['build-barrels', 'trade-barrels', 'gift-barrels', 'drink-barrel'];
const barrels = (s: CatanHorrorState, id: string) => s.players.find((p) => p.id === id)?.barrels ?? 0;
const drinks = (s: CatanHorrorState, id: string) => s.players.find((p) => p.id === id)?.drinks ?? 0;
const atProduction = (s: CatanHorrorState): CatanHorrorState => ({ ...s, phase: 'player/production' });

/** A started game with the house rule on, in Ann's step 3, Ann 5 barrels, Ben 4, Cid 1 (built and gifted through the actions). */
function stocked(): CatanHorrorState {
  let s = atActions(clearMonsters(started({ drunkards: true })));
  s = act(s, 'build-barrels', { player: 'ann', count: 10 }).state;
  s = act(s, 'trade-barrels', { giver: 'ann', receiver: 'ben', count: 4 }).state;
  s = act(s, 'gift-barrels', { giver: 'ann', receiver: 'cid', count: 1 }).state;
  return s;
}

describe('barrels under the Drunkards house rule', () => {
  it('builds, trades, gifts and drinks barrels, and counts the drinks', () => {
    let s = stocked();
    expect([barrels(s, 'ann'), barrels(s, 'ben'), barrels(s, 'cid')]).toEqual([5, 4, 1]);
    expect([drinks(s, 'ann'), drinks(s, 'ben'), drinks(s, 'cid')]).toEqual([0, 0, 1]);
    expect(s.actionsLeft).toBe(3);
    const drunk = act(s, 'drink-barrel', { player: 'ben', resource: 'ore' });
    expect(types(drunk.events)).toEqual(['barrel-drunk']);
    s = drunk.state;
    expect([barrels(s, 'ben'), drinks(s, 'ben')]).toEqual([3, 1]);
  });

  it('shows barrels and drinks as trackers with the victory points, and the table can correct them', () => {
    const s = stocked();
    const tracker = catanHorror.trackers(s).find((t) => t.id === 'player/ann/barrels')!;
    expect(tracker).toMatchObject({ value: 5, params: { name: 'Ann', vp: 2 } });
    expect(catanHorror.trackers(s).find((t) => t.id === 'player/cid/drinks')?.value).toBe(1);
    const fixed = foldEvent(catanHorror, s, { type: CORE.trackerAdjusted, data: { tracker: 'player/ben/drinks', to: 7 } });
    expect([drinks(fixed, 'ben'), barrels(fixed, 'ben'), fixed.players[1].clues]).toEqual([7, 4, 0]);
  });

  it('refuses what the rules do not allow', () => {
    const s = stocked();
    expect(tryAct(s, 'gift-barrels', { giver: 'cid', receiver: 'ben', count: 2 })).toMatchObject({
      ok: false,
      error: { code: 'rules/not_enough_barrels' },
    });
    expect(tryAct(s, 'trade-barrels', { giver: 'ben', receiver: 'cid', count: 1 })).toMatchObject({
      ok: false,
      error: { code: 'rules/trade_with_current' },
    });
    expect(tryAct(s, 'build-barrels', { player: 'ben' })).toMatchObject({ ok: false, error: { code: 'rules/others_build_in_wrapup' } });
    expect(tryAct({ ...s, phase: 'player/combat' }, 'build-barrels', { player: 'ann' })).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase' },
    });
    // gifts and drinks at any time, even in step 1
    expect(tryAct({ ...s, phase: 'player/combat' }, 'drink-barrel', { player: 'cid', resource: 'grain' }).ok).toBe(true);
    expect(act({ ...s, phase: 'wrapup' }, 'build-barrels', { player: 'cid', count: 2 }).state.players[2].barrels).toBe(3);
  });
});

describe('the festival on doubles of the red and yellow dice', () => {
  it('follows a production double at once: 5 barrels → 2, 4 → 2, 1 → 0, one drink per barrel returned', () => {
    const s = atProduction(stocked());
    const { state, events } = act(s, 'roll-production', {}, [3, 3, 'ship']);
    expect(types(events)).toEqual(['production-rolled', 'festival-held']);
    const festival = events[1];
    expect(festival.cause).toBe('drunkards-doubles');
    expect(festival.data.shares).toEqual([
      { playerId: 'ann', name: 'Ann', before: 5, returned: 3, after: 2, drinks: 3 },
      { playerId: 'ben', name: 'Ben', before: 4, returned: 2, after: 2, drinks: 2 },
      { playerId: 'cid', name: 'Cid', before: 1, returned: 1, after: 0, drinks: 1 },
    ]);
    expect([barrels(state, 'ann'), barrels(state, 'ben'), barrels(state, 'cid')]).toEqual([2, 2, 0]);
    expect([drinks(state, 'ann'), drinks(state, 'ben'), drinks(state, 'cid')]).toEqual([3, 2, 2]);
    expect(state.festivalDue).toBe(false);
    expect(state.lastFestival?.turn).toBe(state.turn);
    expect(state.phase).toBe('player/actions');
    const words = wordsFor('catan-horror');
    expect(words.narrate(festival)).toBe(
      'Festival (Drunkards of Catan house rule)! Red 3 and yellow 3 are doubles. Ann returns 3 of 5 (3 drinks, 2 left); Ben returns 2 of 4 (2 drinks, 2 left); Cid returns 1 of 1 (1 drink, 0 left).',
    );
    expect(words.cause(festival.cause)).toMatch(/doubles on the red and yellow dice/);
  });

  it('a double 6 holds the festival before the gate is rolled for', () => {
    const { state, events } = act(atProduction(stocked()), 'roll-production', {}, [6, 6, 'science']);
    expect(types(events)).toEqual(['production-rolled', 'festival-held']);
    expect(state.pending).toEqual([{ kind: 'gate-location' }]);
    expect(barrels(state, 'ann')).toBe(2);
  });

  it.each([[[3, 5, 'ship']], [[2, 1, 'trade']], [[6, 5, 'politics']]])(
    'holds no festival when red and yellow differ, whatever the event die shows (%j)',
    (dice) => {
      const s = atProduction(stocked());
      const { state, events } = act(s, 'roll-production', {}, dice);
      expect(types(events)).toEqual(['production-rolled']);
      expect(events[0].data.festival).toBeUndefined();
      expect(state.players).toEqual(s.players);
      expect(state.festivalDue).toBeUndefined();
    },
  );
});

describe('with the house rule off (the default)', () => {
  it('offers no barrel action in any step and refuses them', () => {
    const s = clearMonsters(started());
    expect(s.options.drunkards).toBe(false);
    for (const st of [s, atActions(s), atProduction(s), { ...s, phase: 'wrapup' as const }]) {
      expect(catanHorror.prompt(st).actions.map((a) => a.type)).not.toEqual(expect.arrayContaining([expect.stringMatching(/barrel/)]));
      expect(catanHorror.trackers(st).some((t) => /barrels|drinks/.test(t.id))).toBe(false);
    }
    expect(tryAct(atActions(s), 'build-barrels', { player: 'ann' })).toMatchObject({ ok: false, error: { code: 'rules/drunkards_off' } });
    expect(catanHorror.prompt(atProduction(s)).actions[0].code).toBe('catan-horror/act/roll-production');
  });

  it('leaves the production roll exactly as it was on doubles', () => {
    const s = atProduction(clearMonsters(started()));
    const { state, events } = act(s, 'roll-production', {}, [4, 4, 'ship']);
    expect(types(events)).toEqual(['production-rolled']);
    expect(Object.keys(events[0].data).sort()).toEqual([
      'cityGate',
      'event',
      'gated',
      'invaded',
      'mad',
      'opensGate',
      'red',
      'total',
      'yellow',
    ]);
    expect(state).toMatchObject({
      phase: 'player/actions',
      pending: [],
      lastRoll: { kind: 'production', values: [4, 4, 'ship'], total: 8 },
    });
    expect('festivalDue' in state).toBe(false);
    expect(state.players.every((p) => !('barrels' in p) && !('drinks' in p))).toBe(true);
  });
});

describe('offers and words with the house rule on', () => {
  it('offers build and trade in step 3, build for anyone in the wrap-up, gift and drink at any time, all with words', () => {
    const s = stocked();
    const words = wordsFor('catan-horror');
    const offered = (st: CatanHorrorState) =>
      catanHorror
        .prompt(st)
        .actions.filter((a, i, all) => BARREL_ACTIONS.includes(a.type) && all.findIndex((b) => b.type === a.type) === i);
    expect(offered(s).map((a) => a.type)).toEqual(['build-barrels', 'trade-barrels', 'gift-barrels', 'drink-barrel']);
    expect(offered({ ...s, phase: 'wrapup' }).map((a) => a.type)).toEqual(['build-barrels', 'gift-barrels', 'drink-barrel']);
    expect(offered({ ...s, phase: 'player/combat' }).map((a) => a.type)).toEqual(['gift-barrels', 'drink-barrel']);
    expect(catanHorror.prompt(atProduction(s)).actions[0]).toMatchObject({
      type: 'roll-production',
      primary: true,
      code: 'catan-horror/act/roll-production-festival',
    });
    const codes = new Set<string>([
      'option/drunkards',
      'option/drunkards/help',
      'catan-horror/drunkards',
      'rules/drunkards_off',
      'rules/trade_with_current',
    ]);
    for (const st of [s, { ...s, phase: 'wrapup' as const }, atProduction(s)]) {
      for (const a of catanHorror.prompt(st).actions) {
        const text = words.t(a.code ?? a.type, a.params);
        expect(text, a.type).not.toMatch(/\{\w+\}|undefined|^catan-horror\//);
        for (const f of a.fields ?? []) {
          codes.add(`field/${f.name}`);
          if (f.kind === 'choice')
            f.choices.forEach((c) => expect(words.t(c.code, c.params), c.code).not.toMatch(/\{\w+\}|undefined|^catan-horror\//));
        }
      }
      for (const t of catanHorror.trackers(st)) expect(words.t(t.code, t.params), t.code).not.toMatch(/\{\w+\}|undefined|^catan-horror\//);
    }
    for (const c of codes) expect(words.t(c), c).not.toBe(c);
    expect(words.error({ code: 'rules/not_enough_barrels', message: '', details: { name: 'Cid', barrels: 1 } })).toBe(
      'Cid holds only 1 barrel.',
    );
  });
});

/** A seeded random game through the prompts with the house rule on, recording every event. */
function playRandom(seed: number, steps: number) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const setup: RulesEvent = { type: CORE.setup, data: { options: { drunkards: true }, players: PLAYERS } };
  let state = foldEvents(catanHorror, undefined, [setup]);
  const log: RulesEvent[] = [setup];
  const checkpoints: { events: number; state: CatanHorrorState }[] = [];
  const seededTowns = ['Ann City', 'Ben City', 'Cid City'];
  for (let i = 0; i < steps && !catanHorror.outcome!(state); i++) {
    const prompt = catanHorror.prompt(state);
    const barrelsOffered = prompt.actions.filter((x) => BARREL_ACTIONS.includes(x.type));
    const action =
      state.phase === 'setup' && seededTowns.length
        ? {
            type: 'add-town',
            payload: { owner: PLAYERS[3 - seededTowns.length].id, label: seededTowns.shift()!, size: 'city' },
            fields: [],
          }
        : barrelsOffered.length && rand() < 0.3
          ? pick(barrelsOffered)
          : rand() < 0.5
            ? (prompt.actions.find((x) => x.primary) ?? pick(prompt.actions))
            : pick(prompt.actions.filter((x) => x.type !== 'declare-victory'));
    if (!action) break;
    const payload: Record<string, unknown> = { ...(action.payload ?? {}) };
    for (const f of action.fields ?? []) {
      if (f.kind === 'choice') {
        const open = f.choices.filter((c) => !c.disabled);
        if (open.length) payload[f.name] = pick(open).value;
      } else if (f.kind === 'number') payload[f.name] = f.min + Math.floor(rand() * (f.max - f.min + 1));
      else if (f.kind === 'text') payload[f.name] = pick(['Ann City', 'Gate 4', 'Marsh', 'Ben City']);
    }
    const request = diceRequestFor(catanHorror, state, action.type, payload);
    const dice: RolledDie[] = request.ok
      ? (request.value?.dice ?? []).map((die) => ({ die, value: pick(dieFaces(die)), source: 'app' }))
      : [];
    const result = runAction(catanHorror, state, action.type, payload, dice);
    if (!result.ok) continue;
    state = result.value.state;
    log.push(...result.value.events);
    checkpoints.push({ events: log.length, state });
  }
  return { state, log, checkpoints };
}

describe('undo-safe replay with the house rule on', () => {
  it('folding the recorded events gives exactly the state reached step by step, festivals included', () => {
    const games = [11, 23].map((seed) => playRandom(seed, 700));
    const seen = new Set(games.flatMap((g) => g.log.map((e) => e.type)));
    for (const type of ['barrels-built', 'barrels-gifted', 'barrel-drunk', 'festival-held']) expect(seen, type).toContain(type);
    for (const game of games) {
      for (const checkpoint of game.checkpoints.filter((_, i) => i % 40 === 0)) {
        expect(foldEvents(catanHorror, undefined, game.log.slice(0, checkpoint.events))).toEqual(checkpoint.state);
      }
      expect(foldEvents(catanHorror, undefined, game.log)).toEqual(game.state);
      expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
    }
  });

  it('undoing the festival (folding up to the roll) gives back the barrels as they were', () => {
    const before = atProduction(stocked());
    const { events } = act(before, 'roll-production', {}, [5, 5, 'ship']);
    const afterRoll = foldEvent(catanHorror, before, events[0]);
    expect(afterRoll.festivalDue).toBe(true);
    expect(afterRoll.players).toEqual(before.players);
    expect(catanHorror.react!(afterRoll).map((e) => e.type)).toEqual(['festival-held']);
    expect(foldEvents(catanHorror, before, events)).toEqual(act(before, 'roll-production', {}, [5, 5, 'ship']).state);
  });
});
