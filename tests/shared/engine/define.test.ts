import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowed, firstRefusal, offeredActions, refuse } from '../../../shared/engine/define';
import { defineEvents, EventShapeError } from '../../../shared/engine/events';

describe('defineEvents', () => {
  const events = defineEvents(
    {
      'doom-raised': z.object({ to: z.number(), reason: z.string().default('unknown') }),
    },
    { 'doom-up': (stored) => ({ type: 'doom-raised', data: { to: Number(stored.data.level) } }) },
  );

  it('checks a stored event against its schema and fills what old events lack from the schema default', () => {
    expect(events.parse({ type: 'doom-raised', data: { to: 3 }, cause: 'terror-3' })).toEqual({ type: 'doom-raised', data: { to: 3, reason: 'unknown' }, cause: 'terror-3' });
  });

  it('upgrades a retired event type into the current one before checking it', () => {
    expect(events.parse({ type: 'doom-up', data: { level: '4' } })).toEqual({ type: 'doom-raised', data: { to: 4, reason: 'unknown' } });
  });

  it('refuses an event of the wrong shape or of no known type, saying which field', () => {
    expect(() => events.parse({ type: 'doom-raised', data: { to: 'high' } })).toThrow(EventShapeError);
    expect(() => events.parse({ type: 'doom-raised', data: { to: 'high' } })).toThrow(/to:/);
    expect(() => events.parse({ type: 'toString', data: {} })).toThrow(/no such event type/);
  });
});

describe('availability', () => {
  it('answers the first refusal among guards in their order, and runs no guard after it', () => {
    let ran = 0;
    const result = firstRefusal(
      () => allowed,
      () => refuse('rules/wrong_phase', 'Not now.'),
      () => { ran++; return refuse('rules/not_your_turn', 'Not you.'); },
    );
    expect(result).toEqual({ ok: false, error: { code: 'rules/wrong_phase', message: 'Not now.' } });
    expect(ran).toBe(0);
    expect(firstRefusal(() => allowed)).toEqual(allowed);
  });

  it('lists the offers of available actions only, in declaration order, one or several per action', () => {
    const actions = {
      fight: { available: () => refuse('rules/no_monster', 'No monster.'), offer: () => ({ code: 'fight' }) },
      move: { offer: () => [{ code: 'move', payload: { to: 'a' } }, { code: 'move', payload: { to: 'b' } }] },
      rename: {},
      rest: { available: () => allowed, offer: () => ({ code: 'rest', primary: true }) },
    };
    expect(offeredActions(actions, {})).toEqual([
      { type: 'move', code: 'move', payload: { to: 'a' } },
      { type: 'move', code: 'move', payload: { to: 'b' } },
      { type: 'rest', code: 'rest', primary: true },
    ]);
  });
});
