import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allowed,
  defineAction,
  defineRuleset,
  firstRefusal,
  inPhase,
  isRulesetV2,
  offeredActions,
  refuse,
} from '../../../shared/engine/define';
import { defineEvents, EventShapeError, unhandledEvent, type EventOf } from '../../../shared/engine/events';
import { defineHeadlines, WEIGHT } from '../../../shared/engine/headlines';
import { ok } from '../../../shared/engine/result';
import { CORE, diceRequestFor, foldEvents, runAction } from '../../../shared/engine/run';

describe('defineEvents', () => {
  const events = defineEvents(
    {
      'doom-raised': z.object({ to: z.number(), reason: z.string().default('unknown') }),
    },
    { 'doom-up': (stored) => ({ type: 'doom-raised', data: { to: Number(stored.data.level) } }) },
  );

  it('checks a stored event against its schema and fills what old events lack from the schema default', () => {
    expect(events.parse({ type: 'doom-raised', data: { to: 3 }, cause: 'terror-3' })).toEqual({
      type: 'doom-raised',
      data: { to: 3, reason: 'unknown' },
      cause: 'terror-3',
    });
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
      () => refuse('rules/wrong_phase', { phase: 'move' }),
      () => {
        ran++;
        return refuse('rules/not_your_turn');
      },
    );
    // A refusal is a code and its params; `message` repeats the code for logs (no English in shared/).
    expect(result).toEqual({ ok: false, error: { code: 'rules/wrong_phase', message: 'rules/wrong_phase', details: { phase: 'move' } } });
    expect(ran).toBe(0);
    expect(firstRefusal(() => allowed)).toEqual(allowed);
  });

  it('guards a phase with rules/wrong_phase, saying the phase it is and the ones wanted', () => {
    expect(inPhase('spawn', 'spawn', 'move')).toEqual(allowed);
    expect(inPhase('fight', 'spawn', 'move')).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase', details: { phase: 'fight', wanted: ['spawn', 'move'] } },
    });
  });

  it('lists the offers of available actions only, in declaration order, one or several per action', () => {
    const actions = {
      fight: { available: () => refuse('rules/no_monster'), offer: () => ({ code: 'fight' }) },
      move: {
        offer: () => [
          { code: 'move', payload: { to: 'a' } },
          { code: 'move', payload: { to: 'b' } },
        ],
      },
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

/** A toy ruleset on engine v2: Doom rises by 1-3 a step; at 5 the game is lost (a reaction). Rest is refused once Doom is 0. */
const doomEvents = defineEvents({
  'doom-raised': z.object({ by: z.number(), to: z.number() }),
  'doom-eased': z.object({ to: z.number() }),
  'game-lost': z.object({ doom: z.number() }),
});
type DoomEvent = EventOf<typeof doomEvents.schemas>;
interface DoomState {
  doom: number;
  lost: boolean;
}
const doomAction = defineAction<DoomState, DoomEvent>();
const doom = defineRuleset<DoomState, Record<string, never>, typeof doomEvents.schemas>({
  id: 'toy-doom',
  version: 1,
  minPlayers: 0,
  maxPlayers: 1,
  optionsSchema: z.object({}).strict(),
  options: [],
  events: doomEvents,
  headlines: defineHeadlines<DoomEvent>({ 'game-lost': WEIGHT.outcome, 'doom-raised': WEIGHT.track }),
  setup: () => ok({ doom: 0, lost: false }),
  actions: {
    raise: doomAction({
      schema: z.object({ by: z.number().int().min(1).max(3) }).strict(),
      offer: () => ({ code: 'raise', primary: true, fields: [{ name: 'by', kind: 'number', min: 1, max: 3, default: 1 }] }),
      decide: (state, { by }) => ok([{ type: 'doom-raised', data: { by, to: state.doom + by } }]),
    }),
    ease: doomAction({
      schema: z.object({}).strict(),
      available: (state) => (state.doom > 0 ? allowed : refuse('rules/no_doom')),
      offer: () => ({ code: 'ease' }),
      decide: (state) => ok([{ type: 'doom-eased', data: { to: state.doom - 1 } }]),
    }),
  },
  reduce: (state, event) => {
    switch (event.type) {
      case 'doom-raised':
        return { ...state, doom: event.data.to };
      case 'doom-eased':
        return { ...state, doom: event.data.to };
      case 'game-lost':
        return { ...state, lost: true };
      default:
        return unhandledEvent(event);
    }
  },
  react: (state) => (state.doom >= 5 && !state.lost ? [{ type: 'game-lost', data: { doom: state.doom }, cause: 'doom-5' }] : []),
  instruction: () => ({ phase: 'toy/doom', code: 'toy/raise-or-ease' }),
  trackers: (state) => [{ id: 'doom', code: 'toy/doom', value: state.doom, min: 0, max: 9 }],
  setTracker: (state, _id, value) => ({ ...state, doom: value }),
  turnInfo: (state) => ({ turn: state.doom, phase: 'toy/doom' }),
  outcome: (state) => (state.lost ? { result: 'lost', code: 'toy/doom-5' } : null),
});
const doomStart = () => foldEvents(doom, undefined, [{ type: CORE.setup, data: { options: {}, players: [] } }]);

describe('defineRuleset', () => {
  it('builds the prompt from the instruction and the offers of the available actions', () => {
    expect(doom.prompt(doomStart())).toEqual({
      phase: 'toy/doom',
      code: 'toy/raise-or-ease',
      actions: [{ type: 'raise', code: 'raise', primary: true, fields: [{ name: 'by', kind: 'number', min: 1, max: 3, default: 1 }] }],
    });
    const raised = runAction(doom, doomStart(), 'raise', { by: 2 }, []);
    expect(raised.ok && doom.prompt(raised.value.state).actions.map((a) => a.type)).toEqual(['raise', 'ease']);
  });

  it('refuses an unavailable action with its availability code before reading the payload', () => {
    expect(runAction(doom, doomStart(), 'ease', { nonsense: true }, [])).toMatchObject({ ok: false, error: { code: 'rules/no_doom' } });
    expect(diceRequestFor(doom, doomStart(), 'ease', {})).toMatchObject({ ok: false, error: { code: 'rules/no_doom' } });
    expect(runAction(doom, doomStart(), 'raise', { by: 4 }, [])).toMatchObject({ ok: false, error: { code: 'rules/invalid_input' } });
  });

  it('chains typed reactions, and offers nothing once the game is over', () => {
    const result = runAction(doom, doomStart(), 'raise', { by: 3 }, []);
    if (!result.ok) throw new Error(result.error.code);
    const lost = runAction(doom, result.value.state, 'raise', { by: 2 }, []);
    if (!lost.ok) throw new Error(lost.error.code);
    expect(lost.value.events).toEqual([
      { type: 'doom-raised', data: { by: 2, to: 5 } },
      { type: 'game-lost', data: { doom: 5 }, cause: 'doom-5' },
    ]);
    expect(doom.prompt(lost.value.state).actions).toEqual([]);
    expect(runAction(doom, lost.value.state, 'ease', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/game_over' } });
  });

  it('replays its stored events, checked, to the same state', () => {
    const first = runAction(doom, doomStart(), 'raise', { by: 3 }, []);
    if (!first.ok) throw new Error(first.error.code);
    const log = [{ type: CORE.setup, data: { options: {}, players: [] } }, ...first.value.events];
    expect(foldEvents(doom, undefined, log)).toEqual(first.value.state);
    expect(isRulesetV2(doom)).toBe(true);
  });
});

/** A toy on `phases`: a step counter's phase is "even" or "odd"; `tick` any time, `cheer` only in even steps (and only past 0), `rest` in odd ones. */
describe('actions declared with phases', () => {
  interface Steps {
    n: number;
  }
  const stepEvents = defineEvents({ ticked: z.object({ to: z.number() }) });
  type StepEvent = EventOf<typeof stepEvents.schemas>;
  const stepAction = defineAction<Steps, StepEvent>();
  let cheerAsked = 0;
  const steps = defineRuleset<Steps, Record<string, never>, typeof stepEvents.schemas>({
    id: 'toy-steps',
    version: 1,
    minPlayers: 0,
    maxPlayers: 1,
    optionsSchema: z.object({}).strict(),
    options: [],
    events: stepEvents,
    headlines: defineHeadlines<StepEvent>({ ticked: WEIGHT.track }),
    setup: () => ok({ n: 0 }),
    phaseOf: (state) => (state.n % 2 ? 'odd' : 'even'),
    actions: {
      tick: stepAction({
        schema: z.object({}).strict(),
        offer: () => ({ code: 'tick' }),
        decide: (state) => ok([{ type: 'ticked', data: { to: state.n + 1 } }]),
      }),
      cheer: stepAction({
        schema: z.object({}).strict(),
        phases: ['even'],
        available: (state) => (cheerAsked++, state.n > 0 ? allowed : refuse('rules/too_soon')),
        offer: () => ({ code: 'cheer' }),
        decide: (state) => ok([{ type: 'ticked', data: { to: state.n + 2 } }]),
      }),
      rest: stepAction({
        schema: z.object({}).strict(),
        phases: ['odd'],
        offer: () => ({ code: 'rest' }),
        decide: (state) => ok([{ type: 'ticked', data: { to: state.n + 1 } }]),
      }),
    },
    reduce: (_state, event) => ({ n: event.data.to }),
    instruction: () => ({ phase: 'toy/steps', code: 'toy/step' }),
    trackers: () => [],
    setTracker: (state) => state,
    turnInfo: (state) => ({ turn: state.n, phase: 'toy/steps' }),
  });
  const at = (n: number): Steps => ({ n });

  it('offers an action only in its phases, and asks its own guard only there', () => {
    cheerAsked = 0;
    expect(steps.prompt(at(1)).actions.map((a) => a.type)).toEqual(['tick', 'rest']);
    expect(cheerAsked).toBe(0);
    expect(steps.prompt(at(2)).actions.map((a) => a.type)).toEqual(['tick', 'cheer']);
    expect(steps.prompt(at(0)).actions.map((a) => a.type)).toEqual(['tick']);
    expect(cheerAsked).toBe(2);
  });

  it('refuses it outside them as inPhase does (the phase it is, the ones wanted), then by its own guard', () => {
    expect(runAction(steps, at(1), 'cheer', {}, [])).toEqual(inPhase('odd', 'even'));
    expect(runAction(steps, at(3), 'cheer', {}, [])).toMatchObject({
      ok: false,
      error: { code: 'rules/wrong_phase', details: { phase: 'odd', wanted: ['even'] } },
    });
    expect(runAction(steps, at(0), 'cheer', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/too_soon' } });
    expect(runAction(steps, at(2), 'cheer', {}, [])).toMatchObject({ ok: true, value: { state: { n: 4 } } });
    expect(runAction(steps, at(2), 'rest', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/wrong_phase' } });
  });

  it('needs the ruleset to say its phase when an action declares phases', () => {
    expect(() =>
      defineRuleset({ ...steps, phaseOf: undefined, actions: steps.actions } as unknown as Parameters<typeof defineRuleset>[0]),
    ).toThrow(/phaseOf/);
  });
});

/**
 * A toy on `asks`: a counter that sometimes waits for the table's answer (`waiting`); `answer` answers a "roll" or a
 * "pick" question and only then; `confirm` only a "pick" question, when its own guard allows; `tick` any time (and in
 * step "odd" `rest`, with `phases`), so the guard order phase → question → own guard shows.
 */
describe('actions declared with asks', () => {
  interface Asking {
    n: number;
    waiting: string | null;
  }
  const askEvents = defineEvents({ answered: z.object({ to: z.number() }) });
  type AskEvent = EventOf<typeof askEvents.schemas>;
  const askAction = defineAction<Asking, AskEvent>();
  let confirmAsked = 0;
  const asking = defineRuleset<Asking, Record<string, never>, typeof askEvents.schemas>({
    id: 'toy-asking',
    version: 1,
    minPlayers: 0,
    maxPlayers: 1,
    optionsSchema: z.object({}).strict(),
    options: [],
    events: askEvents,
    headlines: defineHeadlines<AskEvent>({ answered: WEIGHT.track }),
    setup: () => ok({ n: 0, waiting: null }),
    phaseOf: (state) => (state.n % 2 ? 'odd' : 'even'),
    questions: { of: (state) => state.waiting, notAsked: (state) => refuse('toy/not_asked', { waiting: state.waiting }) },
    actions: {
      tick: askAction({
        schema: z.object({}).strict(),
        offer: () => ({ code: 'tick' }),
        decide: (state) => ok([{ type: 'answered', data: { to: state.n + 1 } }]),
      }),
      answer: askAction({
        schema: z.object({}).strict(),
        asks: ['roll', 'pick'],
        offer: () => ({ code: 'answer', primary: true }),
        decide: (state) => ok([{ type: 'answered', data: { to: state.n + 1 } }]),
      }),
      confirm: askAction({
        schema: z.object({}).strict(),
        phases: ['even'],
        asks: ['pick'],
        available: (state) => (confirmAsked++, state.n > 0 ? allowed : refuse('rules/too_soon')),
        offer: () => ({ code: 'confirm' }),
        decide: (state) => ok([{ type: 'answered', data: { to: state.n + 2 } }]),
      }),
    },
    reduce: (state, event) => ({ n: event.data.to, waiting: state.waiting }),
    instruction: () => ({ phase: 'toy/asking', code: 'toy/ask' }),
    trackers: () => [],
    setTracker: (state) => state,
    turnInfo: (state) => ({ turn: state.n, phase: 'toy/asking' }),
  });
  const at = (n: number, waiting: string | null): Asking => ({ n, waiting });
  const offered = (state: Asking) => asking.prompt(state).actions.map((a) => a.type);

  it('offers an answer only while its question waits, and asks its own guard only then', () => {
    confirmAsked = 0;
    expect(offered(at(2, null))).toEqual(['tick']);
    expect(offered(at(2, 'other'))).toEqual(['tick']);
    expect(confirmAsked).toBe(0);
    expect(offered(at(2, 'roll'))).toEqual(['tick', 'answer']);
    expect(confirmAsked).toBe(0);
    expect(offered(at(2, 'pick'))).toEqual(['tick', 'answer', 'confirm']);
    expect(offered(at(0, 'pick'))).toEqual(['tick', 'answer']);
    expect(offered(at(3, 'pick'))).toEqual(['tick', 'answer']);
    expect(confirmAsked).toBe(2);
  });

  it("refuses it otherwise with the ruleset's notAsked, after the phase and before its own guard", () => {
    expect(runAction(asking, at(2, null), 'answer', {}, [])).toEqual(refuse('toy/not_asked', { waiting: null }));
    expect(runAction(asking, at(2, 'other'), 'answer', {}, [])).toEqual(refuse('toy/not_asked', { waiting: 'other' }));
    expect(runAction(asking, at(2, 'roll'), 'answer', {}, [])).toMatchObject({ ok: true, value: { state: { n: 3 } } });
    expect(runAction(asking, at(3, 'roll'), 'confirm', {}, [])).toEqual(inPhase('odd', 'even'));
    expect(runAction(asking, at(2, 'roll'), 'confirm', {}, [])).toEqual(refuse('toy/not_asked', { waiting: 'roll' }));
    expect(runAction(asking, at(0, 'pick'), 'confirm', {}, [])).toMatchObject({ ok: false, error: { code: 'rules/too_soon' } });
    expect(runAction(asking, at(2, 'pick'), 'confirm', {}, [])).toMatchObject({ ok: true, value: { state: { n: 4 } } });
  });

  it('needs the ruleset to say its questions when an action declares asks', () => {
    expect(() =>
      defineRuleset({ ...asking, questions: undefined, actions: asking.actions } as unknown as Parameters<typeof defineRuleset>[0]),
    ).toThrow(/questions/);
  });
});
