import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { d10 } from '../../shared/engine/dice';
import type { Player, Ruleset, RulesEvent } from '../../shared/engine/ruleset';
import { runAction } from '../../shared/engine/run';
import { runeboundMonsterStep } from '../../shared/rulesets/runebound-monster-step';
import { nextPending } from '../../shared/rulesets/runebound-monster-step/chain';
import { packRuleset } from '../../shared/packs/ruleset';
import { pack as packSchema } from '../../shared/packs/schema';
import { randomGame, replayBoth, shippedPack, type Game, type TableStep } from './support/differential';

const pack = shippedPack('runebound-monster-step.json');
const table = (values: readonly number[]) => values.map((value) => ({ die: d10, value, source: 'table' as const }));

/** The odds the prompt shows for a planned lair check, to 12 places (the pack counts faces, the code multiplies chances); none past 4,096 dice faces. */
function lairCheckOdds(rules: Ruleset, state: unknown, planned: boolean): string | null {
  if (!planned) return null;
  const offer = rules.prompt(state).actions.find((a) => a.type === 'roll-lair-check');
  const dice = offer?.dice?.dice.length ?? 0;
  return offer?.odds === undefined || dice > 3 ? null : offer.odds.toFixed(12);
}

/** Beyond the trackers: what the chain owes, in order; each lair's and city's standing; the step of the turn; a lair check's odds. */
function board(code: any, packed: any): [unknown, unknown] {
  return [
    {
      owed: code.pending.map((p: { kind: string }) => p.kind),
      lairs: code.lairs.map((l: { status: string; location: string | null }) => [l.status, l.location]),
      cities: Object.values(code.cities),
      step: code.step,
      monsters: code.monsters.map((m: { id: number; city: string | null }) => [m.id, m.city]),
      odds: lairCheckOdds(runeboundMonsterStep, code, code.lairCheck !== null),
    },
    {
      owed: packed.questions.map((q: { question: string }) => q.question),
      lairs: packed.collections.lairs.map((l: { status: string; location: string | null }) => [l.status, l.location]),
      cities: packed.collections.cities.map((c: { status: string }) => c.status),
      step: packed.step,
      monsters: packed.collections.monsters.map((m: { id: number; city: string | null }) => [m.id, m.city]),
      odds: lairCheckOdds(pack, packed, packed.tracks['plan-marker'] > 0),
    },
  ];
}

/** The pack answers a fight the chain owes (a monster on the hero's lair) with its own action; every other action keeps its name and payload. */
function toPack(step: TableStep, codeState: any): TableStep {
  if ('core' in step || step.type !== 'fight-monster') return step;
  return nextPending(codeState)?.kind === 'fight-now' ? { ...step, type: 'fight-now' } : step;
}

/**
 * The table's actions behind a recorded log: each event the table caused starts a step, the rest
 * are its consequences. The end of the Monster Step is the table's (monsters moved) unless the
 * movement check ended it at once (no dice, or nobody walking).
 */
function stepsOf(log: readonly RulesEvent[]): Game {
  const setup = log[0].data as { options: Record<string, unknown>; players: Player[] };
  const steps: TableStep[] = [];
  let endedByCheck = false;
  let seeking = 0;
  const act = (type: string, payload: Record<string, unknown> = {}, dice: number[] = []) =>
    steps.push({ type, payload, dice: table(dice) });
  for (const event of log.slice(1)) {
    const d = event.data as Record<string, any>;
    if (event.type.startsWith('core/')) {
      steps.push({ core: event });
      continue;
    }
    switch (event.type) {
      case 'hero-moved': {
        const to = d.to as { kind: string; monster?: number; marker?: number };
        act('hero-moved', {
          at: to.kind === 'elsewhere' ? 'elsewhere' : to.kind === 'monster' ? `monster-${to.monster}` : `lair-${to.marker}`,
        });
        break;
      }
      case 'seeking-events-drawn':
        seeking = d.count;
        break;
      case 'monster-defeated':
      case 'hero-knocked-out': {
        const result = event.type === 'monster-defeated' ? { result: 'defeated', life: d.life } : { result: 'knocked-out' };
        act('fight-monster', { ...result, ...(seeking ? { eventsDrawn: seeking } : {}) });
        seeking = 0;
        break;
      }
      case 'lair-check-planned':
        act('plan-lair-check', { phase: d.phase, skill: d.skill });
        break;
      case 'lair-check-cancelled':
        act('cancel-lair-check');
        break;
      case 'lair-check-rolled':
        act(
          'roll-lair-check',
          {},
          d.checks.flatMap((c: { values: number[] }) => c.values),
        );
        break;
      case 'lair-sealed':
        act('seal-lair', { payment: d.payment });
        break;
      case 'experience-recorded':
        act('experience-done', { experience: d.experience });
        break;
      case 'lair-chart-rolled':
        act('roll-lair-chart', {}, [d.value]);
        break;
      case 'movement-check-rolled':
        act('roll-movement-check', {}, [d.value]);
        endedByCheck = d.movementDice === 0 || d.walking === 0;
        break;
      case 'city-timer-ticked':
      case 'monster-step-ended':
        if (!endedByCheck) act('monsters-moved');
        endedByCheck = true;
        break;
      case 'monster-entered-city':
        act('monster-entered-city', { monster: d.monster, city: d.city });
        break;
      case 'movement-die-shown':
        act('movement-die-shown', { die: d.die, ...Object.fromEntries(d.symbols.map((s: string, i: number) => [`symbol${i + 1}`, s])) });
        break;
      case 'city-chart-rolled':
        act('roll-city-chart', {}, [d.value]);
        break;
      case 'ally-discarded':
        act('discard-ally', { none: d.none, ...(d.stack ? { stack: d.stack } : {}) });
        break;
      case 'margath-fought':
        act('face-margath', { result: d.result });
        break;
      case 'adventure-done':
      case 'market-done':
      case 'event-card-in-play':
      case 'dragon-rune-gained':
        act(event.type);
        break;
      default:
        // A consequence of the step before (Doom, Terror, lairs opening and closing, monsters appearing, the turn ending).
        break;
    }
  }
  return { options: setup.options, players: setup.players, steps };
}

/**
 * The steps a version-1 game takes that today's rules still accept, in order: where version 2 refuses
 * one (a rule fixed since: a lair left unsealed goes back to the track, the Ally before the Doom, a held
 * city re-rolled), the replay stops there — 20 of 77 steps of the scenario, 90 of 312 and 105 of 313 of
 * the random games.
 */
function acceptedPrefix(game: Game): Game {
  const state = runeboundMonsterStep.setup(game.options as never, game.players);
  if (!state.ok) throw new Error('set-up refused');
  let current = state.value;
  const kept: TableStep[] = [];
  for (const step of game.steps) {
    if ('core' in step) {
      kept.push(step);
      continue;
    }
    const done = runAction(runeboundMonsterStep, current, step.type, step.payload, step.dice);
    if (!done.ok) break;
    current = done.value.state;
    kept.push(step);
  }
  return { ...game, steps: kept };
}

/** The same games, for the tests that need them. */
const OPTION_SETS = (seed: number) => ({
  doomLength: 10 + (seed % 6),
  lairCheckOneDie: seed % 2 === 0,
  noMarkerToOutskirts: seed % 3 === 0,
  simpleMonsterMovement: seed % 5 === 0,
  cityChartClosesHeldCity: seed % 4 === 0,
  sealWhileStaying: seed % 3 === 1,
  seekingEventsRaiseTerror: seed % 7 === 0,
});
const game = (seed: number) =>
  randomGame(runeboundMonsterStep, OPTION_SETS(seed), [{ id: 'p1', name: 'Dan' }], seed, 600, {
    adjust: 0.03,
    rare: ['dragon-rune-gained', 'event-card-in-play'],
    reoption: { chance: 0.01, options: (random) => ({ ...OPTION_SETS(seed), doomLength: 10 + Math.floor(random() * 6) }) },
  });

describe('Runebound Monster Step as a pack: the same table, step by step', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('../rulesets/runebound-monster-step/fixtures/v1-events.json', import.meta.url), 'utf8'),
  ) as {
    scenario: { log: RulesEvent[] };
    random: { seed: number; log: RulesEvent[] }[];
  };

  it('replays the recorded fixture games (the scenario and the random games, up to the first step version 2 refuses) with the same trackers, outcome, chain queue and board after every step', () => {
    let compared = 0;
    for (const [i, log] of [fixture.scenario.log, ...fixture.random.map((r) => r.log)].entries()) {
      const game = acceptedPrefix(stepsOf(log));
      compared += replayBoth(runeboundMonsterStep, pack, game, toPack, `fixture ${i}`, board);
    }
    expect(compared).toBe(215);
  });

  // 40 games in four tests of ten, each within the test timeout on a loaded machine.
  it.each([1, 11, 21, 31])(
    'replays seeded random games %i+ (ten each; every house rule, Doom 10-15 and changed mid-game, hand corrections) with the same trackers, outcome, chain queue, board and lair-check odds after every step',
    (from) => {
      let steps = 0;
      const kinds = new Set<string>();
      for (let seed = from; seed < from + 10; seed++) {
        const played = game(seed);
        for (const s of played.steps) kinds.add('core' in s ? s.core.type : s.type);
        steps += replayBoth(runeboundMonsterStep, pack, played, toPack, `seed ${seed}`, board);
      }
      expect(steps).toBeGreaterThan(700);
      expect([...kinds]).toEqual(
        expect.arrayContaining(['roll-lair-chart', 'fight-monster', 'roll-city-chart', 'discard-ally', 'monster-entered-city']),
      );
    },
  );

  it('notices a difference: a pack whose City chart waits for Terror 3 and 6 only fails the replay', () => {
    const text = readFileSync(new URL('../../packs/runebound-monster-step.json', import.meta.url), 'utf8');
    const changed = JSON.parse(text) as { triggers: { id: string; effects: { if?: { in: unknown[] } }[] }[] };
    changed.triggers.find((t) => t.id === 'terror-rises')!.effects[0].if!.in[1] = [3, 6];
    const lenient = packRuleset(packSchema.parse(changed));
    const caught = [1, 2, 3, 4, 5, 6, 7, 8].filter((seed) => {
      try {
        replayBoth(runeboundMonsterStep, lenient, game(seed), toPack, 'lenient');
        return false;
      } catch (error) {
        return /after step|refused/.test(String(error));
      }
    });
    expect(caught.length).toBeGreaterThan(0);
  });
});
