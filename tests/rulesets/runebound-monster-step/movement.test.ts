import { describe, expect, it } from 'vitest';
import { act, quietHeroTurn, quietTurn, refuse, rules, start, types, type State } from './helpers';

/** One lair with one monster on the board (Ashen Hills, marker 1, monster 1), at the movement check. */
function atMovementCheck(options: Record<string, unknown> = {}): State {
  return act(quietHeroTurn(start(options)), 'roll-lair-chart', {}, [4]).state;
}

/** Monster 1 walks into Riverwatch on turn 1; the turn ends. */
function riverwatchTaken(): State {
  let s = act(atMovementCheck(), 'roll-movement-check', {}, [6]).state;
  s = act(s, 'monster-entered-city', { monster: 1, city: 'riverwatch' }).state;
  return act(s, 'monsters-moved').state;
}

describe('B. monster movement', () => {
  it('a check of 1-5 moves no monster and ends the turn', () => {
    for (const roll of [1, 5]) {
      const { state, events } = act(atMovementCheck(), 'roll-movement-check', {}, [roll]);
      expect(types(events)).toEqual(['movement-check-rolled', 'monster-step-ended', 'turn-ended']);
      expect(state.turn).toBe(2);
      expect(state.step).toBe('movement');
    }
  });

  it('a check of 6-9 moves every monster with 2 movement dice, a 0 with 3', () => {
    const six = act(atMovementCheck(), 'roll-movement-check', {}, [9]).state;
    expect(six.step).toBe('monster-movement');
    expect(rules.prompt(six)).toMatchObject({ code: 'rms/prompt/monster-movement', params: { dice: 2 } });
    const zero = act(atMovementCheck(), 'roll-movement-check', {}, [0]).state;
    expect(rules.prompt(zero)).toMatchObject({ code: 'rms/prompt/monster-movement', params: { dice: 3 } });
  });

  it('house rule: simple movement moves each monster 1 space (2 on a 0) instead of movement dice', () => {
    const six = act(atMovementCheck({ simpleMonsterMovement: true }), 'roll-movement-check', {}, [6]).state;
    expect(rules.prompt(six)).toMatchObject({ code: 'rms/prompt/monster-movement-simple', params: { spaces: 1 } });
    const zero = act(atMovementCheck({ simpleMonsterMovement: true }), 'roll-movement-check', {}, [0]).state;
    expect(rules.prompt(zero)).toMatchObject({ code: 'rms/prompt/monster-movement-simple', params: { spaces: 2 } });
  });

  it('with no monster on the board the movement check has nothing to move', () => {
    const s = act(quietHeroTurn(start()), 'roll-lair-chart', {}, [0]).state;
    const { events } = act(s, 'roll-movement-check', {}, [7]);
    expect(types(events)).toEqual(['movement-check-rolled', 'monster-step-ended', 'turn-ended']);
  });

  it('a monster entering a city closes it to other monsters and starts a 5-turn countdown', () => {
    const s = riverwatchTaken();
    expect(s.monsters[0]).toMatchObject({ city: 'riverwatch', arrivedTurn: 1, turnsLeft: 5 });
    expect(rules.trackers(s).find((t) => t.id === 'timer-1')).toMatchObject({ value: 5, min: 1, max: 5 });
    let t = quietHeroTurn(s);
    t = act(t, 'roll-lair-chart', {}, [4]).state;
    t = act(t, 'roll-movement-check', {}, [6]).state;
    expect(refuse(t, 'monster-entered-city', { monster: 2, city: 'riverwatch' })).toBe('rules/city_occupied');
    expect(refuse(t, 'monster-entered-city', { monster: 1, city: 'forge' })).toBe('rules/monster_cannot_move');
  });

  it('the city is destroyed at the 5th end of turn after the monster arrived: Terror +1, Doom +1', () => {
    let s = riverwatchTaken();
    const left: number[] = [];
    for (let turn = 2; turn <= 5; turn++) {
      s = quietTurn(s, 0);
      left.push(s.monsters[0].turnsLeft ?? -1);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    expect(s.cities.riverwatch).toBe('open');
    const doom = s.doom;
    const { state, events } = act(act(quietHeroTurn(s), 'roll-lair-chart', {}, [0]).state, 'roll-movement-check', {}, [2]);
    expect(types(events)).toEqual(['movement-check-rolled', 'city-timer-ticked', 'city-destroyed', 'terror-raised', 'monster-step-ended']);
    expect(events.find((e) => e.type === 'terror-raised')?.cause).toBe('city-destroyed');
    expect(state.cities.riverwatch).toBe('destroyed');
    expect(state.monsters).toEqual([]);
    expect(state.terror).toBe(1);
    expect(rules.prompt(state).code).toBe('rms/prompt/ally-discard');
    const next = act(state, 'discard-ally', { none: false });
    expect(types(next.events)).toEqual(['ally-discarded', 'doom-raised', 'turn-ended']);
    expect(next.state.doom).toBe(doom + 1);
  });

  it('a closed or destroyed city cannot be entered', () => {
    let s = act(atMovementCheck(), 'roll-movement-check', {}, [6]).state;
    s = { ...s, cities: { ...s.cities, forge: 'closed' } };
    expect(refuse(s, 'monster-entered-city', { monster: 1, city: 'forge' })).toBe('rules/city_closed');
    const cities = rules
      .prompt(s)
      .actions.find((a) => a.type === 'monster-entered-city')
      ?.fields?.find((f) => f.name === 'city');
    expect(cities && cities.kind === 'choice' && cities.choices.map((c) => c.value)).not.toContain('forge');
  });
});

describe('B. the movement dice the table rolled (ruling 23)', () => {
  it('000:37 Dan’s movement dice: the table may record that one die showed river and swamp and the other plains, road and hills, and the history says what moved the monster', () => {
    let s = act(atMovementCheck(), 'roll-movement-check', {}, [6]).state;
    const offered = rules.prompt(s).actions.find((a) => a.type === 'movement-die-shown');
    expect(offered?.fields?.[0]).toMatchObject({ name: 'die', choices: [{ value: 1 }, { value: 2 }] });
    const first = act(s, 'movement-die-shown', { die: 1, symbol1: 'river', symbol2: 'swamp' });
    expect(first.events).toEqual([{ type: 'movement-die-shown', data: { die: 1, symbols: ['river', 'swamp'] } }]);
    expect(refuse(first.state, 'movement-die-shown', { die: 1, symbol1: 'forest' })).toBe('rules/die_recorded');
    expect(rules.prompt(first.state).actions.find((a) => a.type === 'movement-die-shown')?.fields?.[0]).toMatchObject({
      choices: [{ value: 2 }],
    });
    s = act(first.state, 'movement-die-shown', { die: 2, symbol1: 'road', symbol2: 'plains', symbol3: 'hills', symbol4: 'road' }).state;
    expect(rules.prompt(s).actions.some((a) => a.type === 'movement-die-shown')).toBe(false);
    expect(s.movementFaces).toEqual([
      ['river', 'swamp'],
      ['plains', 'road', 'hills'],
    ]);
    const entered = act(s, 'monster-entered-city', { monster: 1, city: 'riverwatch' });
    expect(entered.events[0].data).toMatchObject({
      faces: [
        ['river', 'swamp'],
        ['plains', 'road', 'hills'],
      ],
    });
    // The faces belong to this Monster Step only.
    expect(act(entered.state, 'monsters-moved').state.movementFaces).toEqual([]);
  });

  it('000:35 recording the movement dice is optional, and only the dice that were rolled can be recorded', () => {
    const s = act(atMovementCheck(), 'roll-movement-check', {}, [6]).state;
    const entered = act(s, 'monster-entered-city', { monster: 1, city: 'riverwatch' });
    expect(entered.events[0].data).toEqual({ monster: 1, city: 'riverwatch', turnsLeft: 5 });
    expect(refuse(s, 'movement-die-shown', { die: 3, symbol1: 'river' })).toBe('rules/die_recorded');
    expect(refuse(s, 'movement-die-shown', { die: 1 })).toBe('rules/invalid_input');
    const zero = act(atMovementCheck(), 'roll-movement-check', {}, [0]).state;
    expect(act(zero, 'movement-die-shown', { die: 3, symbol1: 'mountains' }).state.movementFaces).toEqual([null, null, ['mountains']]);
    const simple = act(atMovementCheck({ simpleMonsterMovement: true }), 'roll-movement-check', {}, [6]).state;
    expect(rules.prompt(simple).actions.some((a) => a.type === 'movement-die-shown')).toBe(false);
    expect(refuse(simple, 'movement-die-shown', { die: 1, symbol1: 'river' })).toBe('rules/no_die_to_record');
  });
});
