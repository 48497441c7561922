/** "Replay game 137": the one game of a run, played again from its seed with every action kept, to be walked through step by step. */
import { gameSeed } from './random';
import { labPlayers, simulateGame, type PlayedGame } from './runner';
import { labSubject } from './subject';
import type { SimulationSpec } from './types';

/** Game `game` (1-based, as the results number them) of a run from set-up; the same figures as in the run. */
export function replayGame(spec: SimulationSpec, game: number): PlayedGame<unknown> {
  const { ruleset, profile } = labSubject(spec)!;
  const params = Object.fromEntries(profile.params.map((p) => [p.key, spec.params[p.key] ?? p.default]));
  return simulateGame({
    ruleset,
    profile,
    policy: profile.policies[spec.policy],
    params,
    seed: gameSeed(spec.seed, game - 1),
    keepActions: true,
    start: { options: spec.options, players: labPlayers(spec.players ?? profile.players) },
  });
}
