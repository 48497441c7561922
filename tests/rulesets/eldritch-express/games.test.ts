import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../shared/engine/run';
import type { PromptField } from '../../../shared/engine/ruleset';
import { nextOmen } from '../../../shared/rulesets/eldritch-express/actions/omen';
import { monsterKind } from '../../../shared/rulesets/eldritch-express/data/monsters';
import { act, ee, rollAndKeepAll, setUp, tryAct } from './helpers';
import { playRandomly } from './random-game';

type Game = ReturnType<typeof setUp>;

/** Resolves what the rules wait for: monsters by name (never a flyer), placements with `die`. */
function settle(g: Game, die = 1) {
  for (let guard = 0; g.state.pending.length > 0 && !g.state.outcome && guard < 50; guard++) {
    const p = g.state.pending[0];
    if (p.kind === 'draw') {
      const named = ee.prompt(g.state).actions.find((a) => a.code?.endsWith('draw-named'))!;
      const choices = (named.fields![0] as Extract<PromptField, { kind: 'choice' }>).choices.map((c) => String(c.value));
      const card = p.deck === 'monster' ? (choices.find((c) => !monsterKind(c).flying) ?? choices[0]) : choices[0];
      act(g, 'draw', { card });
    } else if (p.kind === 'place') act(g, 'place', {}, [die]);
    else if (p.kind === 'flying') act(g, 'fly', {}, p.choices.length > 1 ? [1] : []);
    else throw new Error(`unexpected pending ${p.kind}`);
  }
}

/** The omen step with quiet mythos dice: gates in Australia, clues in Asia, no doubles; red sun dice low. */
function omen(g: Game) {
  const dice = ee.prompt(g.state).actions[0].dice!.dice;
  act(g, 'advance-omen', {}, nextOmen(g.state).omen === 'blue' ? [6, 5] : dice.map(() => 1));
  settle(g);
}

describe('full games', () => {
  it('a scripted game to a win: mysteries solved again and again until the elder sign reaches 0', () => {
    const g = setUp({
      ancientOne: 'shub-niggurath',
      gate: 6,
      monster: 'cultist',
      clue: 2,
      expedition: 3,
      mystery: 1,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
    });
    const letters = (task: string) => [...task].map((l) => (l === 'R' ? 'research' : 'investigation'));
    for (let cycle = 0; cycle < 5; cycle++) {
      // front: the region's task plus two travel dice; the mystery flips and moves diagonally, Joe follows
      act(g, 'assign', { encounter: 'mystery' });
      rollAndKeepAll(g, [...letters(regionTask(g)), 'travel', 'travel']);
      act(g, 'resolve-encounter');
      settle(g, 1);
      const target = g.state.mystery!.region;
      if (g.state.turnState!.step === 'rest') act(g, 'rest', {});
      act(g, 'move', { to: target });
      omen(g);
      // back: the task plus one investigation and one research — all five dice
      act(g, 'assign', { encounter: 'mystery' });
      rollAndKeepAll(g, [...letters(regionTask(g)), 'investigation', 'research']);
      act(g, 'resolve-encounter');
      settle(g, target);
      if (g.state.outcome) break;
      omen(g);
    }
    expect(g.state.outcome).toEqual({ result: 'won', code: 'elder-signs' });
    expect(ee.outcome!(g.state)).toMatchObject({ result: 'won' });
    expect(g.state.doom).toBeGreaterThan(0);
    expect(foldEvents(ee, undefined, g.log)).toEqual(g.state);
  });

  it('a scripted game to a loss: the investigator hides every turn and doom runs out', () => {
    const g = setUp({
      ancientOne: 'shub-niggurath',
      gate: 6,
      monster: 'cultist',
      clue: 2,
      expedition: 3,
      mystery: 1,
      investigators: [{ key: 'joe-diamond', cards: ['knife'] }],
      options: { lostTurnAdvancesClock: true },
    });
    for (let turn = 0; turn < 60 && !g.state.outcome; turn++) {
      act(g, 'hide');
      omen(g);
    }
    expect(g.state.doom).toBe(0);
    expect(g.state.outcome).toEqual({ result: 'lost', code: 'doom' });
    expect(tryAct(g.state, 'hide')).toMatchObject({ ok: false, error: { code: 'rules/game_over' } });
  });

  it('replay: folding the recorded events from set-up gives exactly the state reached step by step', () => {
    for (const seed of [1, 7, 42]) {
      const game = playRandomly(seed, 3, 600);
      expect(game.steps).toBeGreaterThan(100);
      expect(foldEvents(ee, undefined, game.log)).toEqual(game.state);
    }
  });
});

/** The printed task of the mystery where Joe stands, read from the prompt of the encounter step. */
function regionTask(g: Game): string {
  const inv = g.state.seats[0].investigator!;
  const REG: Record<number, string> = { 1: 'RRR', 2: 'RRI', 3: 'RRR', 4: 'RII', 5: 'RRI', 6: 'RII' };
  return REG[inv.region as number];
}
