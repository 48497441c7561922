/**
 * Version 3 (issue 29) refuses steps versions 1-2 accepted: a settlement built by a player without a sane
 * town (002:419) and a barrel trade between a mad and a sane player (002:598). The migration: their
 * recorded events replay as recorded, the game going on from there under the new rules.
 * Version 4 (issue 29) refuses a build by the player whose wrap-up it is (002:369: the special building
 * phase is "during the Wrap Up of each other player"); the same migration: such builds replay as recorded.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { foldEvent, foldEvents, runAction } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';

const drunkards = JSON.parse(readFileSync(new URL('./fixtures/v1-drunkards-log.json', import.meta.url), 'utf8')) as {
  events: RulesEvent[];
  state: CatanHorrorState;
};

/** The state just before each recorded event of this type, with the event. */
function before(events: readonly RulesEvent[], type: string): { state: CatanHorrorState; event: RulesEvent }[] {
  const found: { state: CatanHorrorState; event: RulesEvent }[] = [];
  let state: CatanHorrorState | undefined;
  for (const event of events) {
    if (state && event.type === type) found.push({ state, event });
    state = foldEvent(catanHorror, state, event);
  }
  return found;
}

describe('campaigns recorded before version 3', () => {
  it('the rules are at version 4', () => {
    expect(catanHorror.version).toBe(4);
  });

  it('002:419 a settlement a mad player built under version 1 is refused today, yet the recorded log replays with it standing', () => {
    const built = before(drunkards.events, 'town-added').filter(({ state, event }) => {
      const owner = state.players.find((p) => p.id === (event.data as { owner: string }).owner)!;
      return state.phase !== 'setup' && owner.mad;
    });
    expect(built.length).toBeGreaterThan(0);
    for (const { state, event } of built) {
      const { owner, label, size } = event.data as { owner: string; label: string; size: string };
      const today = runAction(catanHorror, state, 'add-town', { owner, label, size }, []);
      expect(today.ok ? 'accepted' : today.error.code).toBe('rules/build_needs_sane_town');
      expect(foldEvent(catanHorror, state, event).towns.at(-1)).toMatchObject({ owner, label, state: 'sane' });
    }
    expect(foldEvents(catanHorror, undefined, drunkards.events)).toEqual(drunkards.state);
  });

  it('002:598 a barrel trade between a mad and a sane player under version 1 is refused today, yet replays as recorded', () => {
    const trades = before(drunkards.events, 'barrels-traded').filter(({ state, event }) => {
      const { giver, receiver } = event.data as { giver: string; receiver: string };
      const mad = (id: string) => state.players.find((p) => p.id === id)!.mad;
      return mad(giver) !== mad(receiver);
    });
    expect(trades.length).toBeGreaterThan(0);
    for (const { state, event } of trades) {
      const { giver, receiver, count } = event.data as { giver: string; receiver: string; count: number };
      const today = runAction(catanHorror, state, 'trade-barrels', { giver, receiver, count }, []);
      expect(today.ok ? 'accepted' : today.error.code).toBe('rules/mad_trades_with_mad');
      const after = foldEvent(catanHorror, state, event);
      expect(after.players.find((p) => p.id === receiver)!.barrels).toBe(
        (state.players.find((p) => p.id === receiver)!.barrels ?? 0) + count,
      );
    }
  });
});

describe('campaigns recorded before version 4', () => {
  /** The builds the current player made in his own wrap-up in a recorded log: the action today, and what the event built. */
  function ownWrapupBuilds(events: readonly RulesEvent[]) {
    const found: { state: CatanHorrorState; event: RulesEvent; type: string; payload: Record<string, unknown> }[] = [];
    let state: CatanHorrorState | undefined;
    for (const event of events) {
      if (state?.phase === 'wrapup') {
        const now = state.players[state.current].id;
        const d = event.data;
        const knightOwner = state.knights.find((k) => k.id === d.knightId)?.owner;
        if (event.type === 'knight-promoted' && knightOwner === now)
          found.push({ state, event, type: 'promote', payload: { knightId: d.knightId } });
        if (event.type === 'barrels-built' && d.player === now)
          found.push({ state, event, type: 'build-barrels', payload: { player: d.player, count: d.count } });
      }
      state = foldEvent(catanHorror, state, event);
    }
    return found;
  }

  it('002:369 a promotion or barrels the current player built in his own wrap-up under version 1 are refused today, yet the recorded log replays with them', () => {
    const builds = ownWrapupBuilds(drunkards.events);
    expect(builds.map((b) => b.type)).toEqual(expect.arrayContaining(['promote', 'build-barrels']));
    for (const { state, event, type, payload } of builds) {
      const today = runAction(catanHorror, state, type, payload, []);
      expect(today.ok ? 'accepted' : today.error.code, `${type} ${JSON.stringify(payload)}`).toBe('rules/own_wrapup_no_build');
      const after = foldEvent(catanHorror, state, event);
      if (type === 'promote') {
        const d = event.data as { knightId: string; to: string };
        expect(after.knights.find((k) => k.id === d.knightId)!.rank).toBe(d.to);
      } else {
        const d = event.data as { player: string; count: number };
        const held = (s: CatanHorrorState) => s.players.find((p) => p.id === d.player)!.barrels ?? 0;
        expect(held(after)).toBe(held(state) + d.count);
      }
    }
    expect(foldEvents(catanHorror, undefined, drunkards.events)).toEqual(drunkards.state);
  });

  it('002:622 the endings the fixtures recorded (Catan fallen beside a sane player, the mad players’ win) are what version 4 decides from the same state', () => {
    const logs = ['v1-engine1-plain-log.json', 'v1-patch-log.json'].flatMap((file) => {
      const fixture = JSON.parse(readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as {
        events?: RulesEvent[];
        games?: { events: RulesEvent[] }[];
      };
      return fixture.events ? [fixture.events] : fixture.games!.map((g) => g.events);
    });
    const ended = logs.flatMap((events) => before(events, 'game-ended'));
    expect(ended.map(({ event }) => (event.data as { code: string }).code).sort()).toEqual(['catan-fallen', 'mad-players-win']);
    for (const { state, event } of ended) {
      const today = catanHorror.react!(state).find((e) => e.type === 'game-ended');
      expect(today?.data.code).toBe((event.data as { code: string }).code);
    }
  });
});
