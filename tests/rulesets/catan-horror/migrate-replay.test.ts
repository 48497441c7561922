/**
 * The games of `fixtures/v1-patch-log.json` played again with today's code: the same seeds make the
 * same choices and rolls, now written as version 2 events (what happened), and every event leaves
 * the state the version 1 patch event left — a digest compared after every event. Where
 * `migrate.test.ts` proves that old events still fold, this proves that the new ones fold the same.
 *
 * It holds while random play makes the same choices on the same seeds. A later change to a rule or
 * a prompt that changes what random play does will break it without any fold being wrong: then it
 * has done its work for the version 2 migration and may be deleted (`migrate.test.ts`, which reads
 * the stored events, stays for ever).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldEvent } from '../../../shared/engine/run';
import type { RulesEvent } from '../../../shared/engine/ruleset';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import type { CatanHorrorState } from '../../../shared/rulesets/catan-horror/state';
import { playRandomly, playTable } from '../../support/random-play';
import { stateDigest } from './fixtures/digest';

const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'v1-patch-log.json'), 'utf8')) as {
  games: { seed: number; how: string; events: RulesEvent[]; digests: string[] }[];
};

/** The game a fixture entry recorded, played again from its seed ("playRandomly {…}" or "playTable {…}"). */
function playAgain(game: (typeof fixture.games)[number]): RulesEvent[] {
  const [how, json] = [game.how.slice(0, game.how.indexOf(' ')), game.how.slice(game.how.indexOf(' ') + 1)];
  const options = JSON.parse(json) as Record<string, unknown>;
  const setup = game.events[0];
  const players = (setup.data as { players: unknown[] }).players.length;
  if (how === 'playRandomly') {
    const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
    return playRandomly(catanHorror, options, seats, game.seed, 1200, { record: false }).log;
  }
  return [setup, ...playTable(catanHorror, { seed: game.seed, players, options: [options] }, 1200).events];
}

describe('version 2 plays the recorded version 1 games again', () => {
  for (const game of fixture.games) {
    it(`${game.how}, seed ${game.seed}: the same events, each leaving the state its version 1 patch left`, () => {
      const events = playAgain(game);
      expect(events.map((e) => e.type)).toEqual(game.events.map((e) => e.type));
      let state: CatanHorrorState | undefined;
      const off: string[] = [];
      for (const [n, event] of events.entries()) {
        state = foldEvent(catanHorror, state, event);
        if (stateDigest(state) !== game.digests[n] && off.length < 3) off.push(`event ${n} (${event.type})`);
      }
      expect(off).toEqual([]);
    });
  }
});
