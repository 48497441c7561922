import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { d6 } from '../../shared/engine/dice';
import type { Player, RulesEvent } from '../../shared/engine/ruleset';
import { runAction } from '../../shared/engine/run';
import { pack as packSchema } from '../../shared/packs/schema';
import { packRuleset } from '../../shared/packs/ruleset';
import { drunkardsOfCatan } from '../../shared/rulesets/drunkards-of-catan';
import { randomGame, replayBoth, shippedPack, type Game, type TableStep } from './support/differential';

const pack = shippedPack('drunkards-of-catan.json');

/** The code ruleset's actions and the pack's have the same names and payloads; a festival is the chain's, not the table's. */
const samePayload = (step: TableStep) => step;

/** The table's steps behind a recorded Drunkards log: one action per event the table caused. */
function stepsOf(events: readonly RulesEvent[]): Game {
  const setup = events[0].data as { options: Record<string, unknown>; players: Player[] };
  const steps: TableStep[] = [];
  for (const event of events.slice(1)) {
    const d = event.data as Record<string, any>;
    switch (event.type) {
      case 'barrel-built':
        steps.push({ type: 'build-barrel', payload: { player: d.player, count: d.count }, dice: [] });
        break;
      case 'barrels-traded':
      case 'barrels-gifted':
        steps.push({
          type: event.type === 'barrels-traded' ? 'trade-barrels' : 'gift-barrels',
          payload: { from: d.from, to: d.to, count: d.count },
          dice: [],
        });
        break;
      case 'barrel-drunk':
        steps.push({ type: 'drink-barrel', payload: { player: d.player, resource: d.resource }, dice: [] });
        break;
      case 'production-rolled':
        steps.push({ type: 'production-roll', payload: {}, dice: d.dice.map((value: number) => ({ die: d6, value, source: 'table' })) });
        break;
      case 'game-ended':
        steps.push({ type: 'end-game', payload: { winner: d.winner }, dice: [] });
        break;
      case 'festival':
        break;
      default:
        if (event.type.startsWith('core/')) steps.push({ core: event });
        else throw new Error(`no table step for ${event.type}`);
    }
  }
  return { options: setup.options, players: setup.players, steps };
}

describe('Drunkards of Catan as a pack: the same table, step by step', () => {
  it('replays the recorded version 1 fixture (every event type) with the same trackers and outcome after every step', () => {
    const fixture = JSON.parse(readFileSync(new URL('../rulesets/drunkards-of-catan/fixtures/v1-log.json', import.meta.url), 'utf8')) as {
      events: RulesEvent[];
    };
    const steps = replayBoth(drunkardsOfCatan, pack, stepsOf(fixture.events), samePayload, 'fixture');
    expect(steps).toBeGreaterThan(300);
  });

  it('replays 40 seeded random games of the code ruleset (2-6 players, festivals on and off)', () => {
    let steps = 0;
    let festivals = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const players = Array.from({ length: 2 + (seed % 5) }, (_, i) => ({
        id: `p${i + 1}`,
        name: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'][i],
      }));
      const game = randomGame(drunkardsOfCatan, { festivals: seed % 4 !== 0 }, players, seed, 250);
      festivals += game.steps.filter((s) => 'dice' in s && s.dice.length === 2 && s.dice[0].value === s.dice[1].value).length;
      steps += replayBoth(drunkardsOfCatan, pack, game, samePayload, `seed ${seed}`);
    }
    expect(steps).toBeGreaterThan(5000);
    expect(festivals).toBeGreaterThan(50);
  });

  it('notices a difference: a pack whose festival rounds down instead of up fails the replay', () => {
    const text = readFileSync(new URL('../../packs/drunkards-of-catan.json', import.meta.url), 'utf8').replace('"ceil"', '"floor"');
    const rounding = packRuleset(packSchema.parse(JSON.parse(text)));
    const caught = [1, 2, 3, 4, 5, 6].filter((seed) => {
      const game = randomGame(
        drunkardsOfCatan,
        {},
        [
          { id: 'a', name: 'Ann' },
          { id: 'b', name: 'Bob' },
        ],
        seed,
        250,
      );
      try {
        replayBoth(drunkardsOfCatan, rounding, game, samePayload, 'floor');
        return false;
      } catch (error) {
        return /after step/.test(String(error));
      }
    });
    expect(caught.length).toBeGreaterThan(0);
  });

  it('offers what the code ruleset offers: the same action types, in the same order, after every step of a game', () => {
    const game = randomGame(
      drunkardsOfCatan,
      {},
      [
        { id: 'a', name: 'Ann' },
        { id: 'b', name: 'Bob' },
        { id: 'c', name: 'Cy' },
      ],
      9,
      200,
    );
    const codeState = drunkardsOfCatan.setup({ festivals: true }, game.players);
    const packState = pack.setup({}, game.players);
    if (!codeState.ok || !packState.ok) throw new Error('set-up refused');
    let code = codeState.value;
    let packed = packState.value;
    for (const step of game.steps) {
      if ('core' in step) continue;
      const types = (r: typeof pack, s: unknown) => r.prompt(s).actions.map((a) => `${a.type}${a.player ? `:${a.player}` : ''}`);
      expect(types(pack, packed)).toEqual(types(drunkardsOfCatan, code));
      const c = drunkardsOfCatan.prompt(code).actions.find((a) => a.type === 'production-roll');
      expect(pack.prompt(packed).actions.find((a) => a.type === 'production-roll')?.odds).toBe(c?.odds);
      code = codeStep(drunkardsOfCatan, code, step);
      packed = codeStep(pack, packed, step);
    }
  });
});

function codeStep(ruleset: typeof pack, state: unknown, step: Extract<TableStep, { type: string }>) {
  const done = runAction(ruleset, state, step.type, step.payload, step.dice);
  if (!done.ok) throw new Error(done.error.code);
  return done.value.state;
}
