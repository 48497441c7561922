/**
 * The Seven Scions (VA 50) pinned for mutation testing, named after their seed lines: what the prompt
 * names, what statistics, headlines and the players' records read, and the manifest.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHT } from '../../../shared/engine/headlines';
import { runeboundSevenScions as rs } from '../../../shared/rulesets/runebound-seven-scions';
import { sevenScionsManifest } from '../../../shared/rulesets/runebound-seven-scions/manifest';
import type { SevenScionsState } from '../../../shared/rulesets/runebound-seven-scions/state';
import { act, start, type Game } from '../runebound-addons/helpers';

type G = Game<SevenScionsState>;
const instruction = (g: G) => {
  const { actions: _actions, ...rest } = rs.prompt(g.state);
  return rest;
};

describe('001:64-245 what the table sees', () => {
  it('001:91-106 set-up names the players counted; a turn names the hero and the storm counter’s space, seat by seat', () => {
    const g = start(rs, {}, 3);
    expect(instruction(g)).toEqual({ phase: 'seven-scions/phase/setup', code: 'seven-scions/prompt/setup', params: { count: 3 } });
    expect(rs.roundAndSeat!(g.state)).toBeNull();
    let t = act(g, 'setup-done');
    expect(instruction(t)).toEqual({
      phase: 'seven-scions/phase/turn',
      code: 'seven-scions/prompt/turn',
      params: { hero: 'Ann', position: 0 },
    });
    expect(rs.roundAndSeat!(t.state)).toEqual({ round: 1, seat: 1, seats: 3, name: 'Ann' });
    t = act(act(t, 'storm-step', { challenge: 'none' }), 'end-turn');
    expect(rs.roundAndSeat!(t.state)).toEqual({ round: 1, seat: 2, seats: 3, name: 'Ben' });
  });

  it('001:107-130 the storm moving is a headline only when it moves; statistics open on its space, its resets and the scions awakened', () => {
    const weightOf = (type: string, data: Record<string, unknown>) => rs.headlines!.weightOf({ type, data });
    expect(weightOf('storm-advanced', { from: 1, to: 2 })).toBe(WEIGHT.track);
    expect(weightOf('storm-advanced', { from: 2, to: 2 })).toBeNull();
    expect(weightOf('stormlords-result', {})).toBe(WEIGHT.outcome);
    expect(weightOf('hero-knocked-out', {})).toBe(WEIGHT.death);
    expect(weightOf('heroes-knocked-out', {})).toBe(WEIGHT.death);
    expect(weightOf('endgame-begun', {})).toBe(WEIGHT.threat);
    expect(weightOf('scion-awakened', {})).toBe(WEIGHT.threat);
    expect(weightOf('stormlord-defeated', {})).toBe(WEIGHT.relief);
    expect(weightOf('scion-returned', {})).toBe(WEIGHT.notable);
    const g = act(start(rs, {}, 2), 'setup-done');
    expect(rs.keyTracks!(g.state)).toEqual([
      { id: 'storm', code: 'seven-scions/key/storm', value: 0 },
      { id: 'storm-resets', code: 'seven-scions/key/storm-resets', value: 0 },
      { id: 'scions-awakened', code: 'seven-scions/key/scions-awakened', value: 0 },
    ]);
  });

  it('the Stormlords’ result names the winners in the players’ records; a hero knocked out is his player’s death', () => {
    const records = rs.playerRecords!;
    expect(records.wins === 'everyone' ? null : records.wins['stormlords-result']?.({ winners: ['p2'] } as never, [])).toEqual(['p2']);
    expect(records.deaths['hero-knocked-out']?.({ player: 'p1' } as never, [])).toBe('p1');
  });

  it('names itself and what it holds in the list of games, and its turn order', () => {
    expect(sevenScionsManifest.name).toMatch(/Seven Scions/);
    expect(sevenScionsManifest.about).toMatch(/storm counter/);
    expect(sevenScionsManifest.phases.map((p) => [p.id, p.code, p.next])).toEqual([
      ['setup', 'seven-scions/phase/setup', ['turn']],
      ['turn', 'seven-scions/phase/turn', ['storm', 'event', 'endgame', 'over']],
      ['storm', 'seven-scions/phase/storm', ['turn', 'event', 'endgame', 'over']],
      ['event', 'seven-scions/phase/event', ['turn', 'storm', 'endgame', 'over']],
      ['endgame', 'seven-scions/phase/endgame', ['over']],
      ['over', 'seven-scions/phase/over', []],
    ]);
    expect(sevenScionsManifest.options.map((o) => [o.key, o.default])).toEqual([
      ['cooperative', false],
      ['firstToDefeatAllWins', false],
      ['ritualsAndRunes', false],
      ['weaponsOfLegend', false],
      ['trapsAndTerrors', false],
      ['beastsAndBandits', false],
    ]);
  });
});
