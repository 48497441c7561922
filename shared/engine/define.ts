/**
 * Engine v2: `defineAction` and `defineRuleset` give every ruleset the same shape. An action is
 * declared once — payload schema, when it is available, how the prompt offers it, its dice and
 * what it decides — so the prompt (what the table is offered) and the guard (what the engine
 * accepts) read the same predicate. The result is a plain `Ruleset`: the host, the RPC contract
 * and stored events do not change. See docs/architecture.md.
 */
import type { z } from 'zod';
import type { DiceRequest, RolledDie } from './dice';
import type { EventCatalog, EventOf, EventSchemas } from './events';
import type { Headlines } from './headlines';
import type { PlayerRecordRules } from './player-records';
import { perState } from './per-state';
import { ok, refuse, type Result } from './result';
import type {
  ActionDef,
  Availability,
  KeyTrack,
  Offer,
  OptionDescriptor,
  Outcome,
  Player,
  Prompt,
  PromptAction,
  Ruleset,
  RoundAndSeat,
  Tracker,
} from './ruleset';

export type { Availability, Offer } from './ruleset';

/** The action can be taken now. */
export const allowed: Availability = ok(undefined);

/** The action cannot be taken now: `refuse(code, details)` — a stable code (`rules/wrong_phase`) and the params its words need. */
export { refuse } from './result';

/** The first refusal among guards written in their fixed order (phase, who, cost, rule), or `allowed`. */
export function firstRefusal(...guards: readonly (() => Availability)[]): Availability {
  for (const guard of guards) {
    const result = guard();
    if (!result.ok) return result;
  }
  return allowed;
}

/** The usual phase guard: allowed in one of the `wanted` phases, else `rules/wrong_phase` with the phase it is. */
export function inPhase(phase: string, ...wanted: readonly string[]): Availability {
  return wanted.includes(phase) ? allowed : refuse('rules/wrong_phase', { phase, wanted });
}

/** One action, declared once. `E` is the ruleset's event union, `P` the payload its schema yields. */
export interface ActionSpec<S, E, P> {
  /** Validates the payload at the boundary; errors become `rules/invalid_input`. */
  schema: z.ZodType<P>;
  /**
   * The steps of the turn (the ruleset's `phaseOf`) in which the action can be taken at all; left out = any. Outside
   * them the action is refused `rules/wrong_phase` (`inPhase`) before `available` is asked, by the guard and the
   * prompt alike — and the prompt, asked at every state, walks only the actions of the state's step.
   */
  phases?: readonly string[];
  /**
   * The table's questions the action answers (as the ruleset's `questions.of` names the one waiting first); left out = it
   * needs none. While none of them waits first, the engine refuses it with the ruleset's `questions.notAsked`, after the
   * phase and before `available` — the guard and the prompt alike, and the prompt, asked at every state, does not ask it
   * then.
   */
  asks?: readonly string[];
  /** When the action can be taken at all (within its `phases`, answering its `asks`); left out = always. Read by the prompt and by the guard. */
  available?: (state: S) => Availability;
  /** How the prompt lists it while available; left out when only the ruleset's board sends it. */
  offer?: (state: S) => Offer | readonly Offer[];
  /** Dice the action needs with this payload, or null for none. */
  dice?: (state: S, payload: P) => DiceRequest | null;
  /** The chance of success with this payload, when the offer's odds depend on its fields (a trophy spent). */
  odds?: (state: S, payload: P) => number | undefined;
  /** The accepted action's events, or a refusal that depends on the payload. */
  decide: (state: S, payload: P, dice: readonly RolledDie[]) => Result<E[]>;
}

/**
 * Binds the state and event types of one ruleset, so each action's payload type is inferred from
 * its schema: `const action = defineAction<DiceTrayState, DiceTrayEvent>();` then
 * `export const roll = action({ schema, available, offer, dice, decide });`.
 */
export function defineAction<S, E>() {
  return <P>(spec: ActionSpec<S, E, P>): ActionSpec<S, E, P> => spec;
}

/** The table's questions (`RulesetSpec.questions`): the kind of the one waiting first, and the refusal of an answer to another. */
export interface Questions<S> {
  of: (state: S) => string | null;
  notAsked: (state: S) => Availability;
}

/** What `defineRuleset` takes: the `Ruleset` contract with typed events, a reducer and the prompt's words. */
export interface RulesetSpec<S, O, M extends EventSchemas> {
  id: string;
  /** Bumped when events or state change shape; see "Versioning" in docs/architecture.md. */
  version: number;
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: z.ZodType<O>;
  options: readonly OptionDescriptor[];
  /** The ruleset's event catalog (`defineEvents`). */
  events: EventCatalog<M>;
  setup: (options: O, players: readonly Player[]) => Result<S>;
  /** Every action, by type, in the order the prompt lists them. */
  actions: Record<string, ActionSpec<S, EventOf<M>, any>>;
  /** Folds one typed event: a spread-switch over `event.type` ending in `unhandledEvent(event)`. */
  reduce: (state: S, event: EventOf<M>) => S;
  /** Automatic consequences of the state as it stands; empty when quiet. */
  react?: (state: S) => EventOf<M>[];
  /** The step of the turn a state is in, as the actions' `phases` name it; needed when an action declares `phases`. */
  phaseOf?: (state: S) => string;
  /**
   * The table's questions, as the actions' `asks` name them: the kind of the one waiting first (`of`, null when none
   * waits) and the ruleset's refusal of an answer to another (`notAsked`). Needed when an action declares `asks`.
   */
  questions?: Questions<S>;
  /** The phase and instruction codes of the prompt; its action list comes from the actions' offers. */
  instruction: (state: S) => Omit<Prompt, 'actions'>;
  trackers: (state: S) => Tracker[];
  setTracker: (state: S, trackerId: string, value: number) => S;
  withOptions?: (state: S, options: O) => S;
  turnInfo: (state: S) => { turn: number; phase: string };
  outcome?: (state: S) => Outcome | null;
  /** The game's big moments among its events (`defineHeadlines` in `<id>/headlines.ts`): every ruleset declares them. */
  headlines: Headlines;
  /** The few figures statistics open on (Doom, towns fallen…); left out, statistics open on the tracks that moved. */
  keyTracks?: (state: S) => KeyTrack[];
  /** "Round 3 · Ada (seat 2 of 4)" for rulesets whose turns go round the seats (`<id>/round-and-seat.ts`); see `Ruleset`. */
  roundAndSeat?: (state: S) => RoundAndSeat | null;
  /** Which events are a player's win, death or madness (`definePlayerRecords` in `<id>/player-records.ts`). */
  playerRecords?: PlayerRecordRules;
}

/** A ruleset built by `defineRuleset`: a plain `Ruleset` that also carries its event catalog. */
export interface RulesetV2<S = any, O = any, M extends EventSchemas = EventSchemas> extends Ruleset<S, O> {
  engine: 2;
  events: EventCatalog<M>;
  actions: Record<string, ActionDef<S, any>>;
  /** The typed reducer `apply` runs after checking the stored event. */
  reduce: (state: S, event: EventOf<M>) => S;
}

/** Builds a `Ruleset` from declarations: `apply` checks each event against its schema, `prompt` lists the available offers. */
export function defineRuleset<S, O, M extends EventSchemas>(spec: RulesetSpec<S, O, M>): RulesetV2<S, O, M> {
  const { events, reduce, instruction, react, outcome: declaredOutcome, phaseOf, questions, ...rest } = spec;
  const remembered = rememberAvailability(spec.actions, phaseOf, questions);
  const offering = phaseOf || questions ? offeringByStep(offeringActions(remembered), phaseOf, questions?.of) : offeringActions(remembered);
  // The host, the prompt and the action each ask whether the game is over: once per state.
  const outcome = declaredOutcome && perState(declaredOutcome);
  return {
    ...rest,
    engine: 2,
    events,
    reduce,
    actions: remembered as Record<string, ActionDef<S, any>>,
    apply: (state, event) => reduce(state, events.parse(event)),
    ...(react ? { react } : {}),
    ...(outcome ? { outcome } : {}),
    prompt: (state) => ({
      ...instruction(state),
      actions: outcome?.(state) ? [] : listOffers(typeof offering === 'function' ? offering(state) : offering, state),
    }),
  };
}

type Offered<S> = Pick<ActionSpec<S, unknown, unknown>, 'available' | 'offer' | 'phases' | 'asks'> &
  Partial<Pick<ActionSpec<S, unknown, unknown>, 'schema' | 'dice'>>;

/**
 * Each action's availability worked out once per state: the prompt asks it of every action, then
 * the dice request and the action itself ask it again of the one the table chose. An action with
 * `phases` is refused outside them first, as `inPhase` refuses, then one with `asks` while none of its questions
 * waits, as the ruleset's `questions.notAsked` refuses.
 */
function rememberAvailability<S, E>(
  actions: Record<string, ActionSpec<S, E, any>>,
  phaseOf: ((state: S) => string) | undefined,
  questions: Questions<S> | undefined,
): Record<string, ActionSpec<S, E, any>> {
  return Object.fromEntries(
    Object.entries(actions).map(([type, def]) => {
      if (def.phases && !phaseOf) throw new Error(`Action ${type} declares phases, and the ruleset no phaseOf`);
      if (def.asks && !questions) throw new Error(`Action ${type} declares asks, and the ruleset no questions`);
      const available =
        def.phases || def.asks ? inSteps(def.phases && phaseOf, def.phases, def.asks && questions, def.asks, def.available) : def.available;
      return [type, available ? { ...def, available: perState(available) } : def];
    }),
  );
}

/** The phase guard of an action with `phases`, the question guard of one with `asks`, then its own. */
function inSteps<S>(
  phaseOf: ((state: S) => string) | undefined,
  phases: readonly string[] | undefined,
  questions: Questions<S> | undefined,
  asks: readonly string[] | undefined,
  available: ((state: S) => Availability) | undefined,
) {
  return (state: S): Availability => {
    if (phaseOf && phases) {
      const phase = phaseOf(state);
      if (!phases.includes(phase)) return inPhase(phase, ...phases);
    }
    if (questions && asks) {
      const question = questions.of(state);
      if (question === null || !asks.includes(question)) return questions.notAsked(state);
    }
    return available ? available(state) : allowed;
  };
}

/**
 * The actions with offers that a state's step and question may offer, per step and question (made on first asking): an
 * action with `phases` outside them, or with `asks` while none of its questions waits, is refused at once, so the prompt
 * need not ask it.
 */
function offeringByStep<S>(
  offering: readonly (readonly [string, Offered<S>])[],
  phaseOf: ((state: S) => string) | undefined,
  questionOf: ((state: S) => string | null) | undefined,
): (state: S) => readonly (readonly [string, Offered<S>])[] {
  // Per phase, per question ('' for none: a question kind is never empty).
  const byStep = new Map<string, Map<string, readonly (readonly [string, Offered<S>])[]>>();
  return (state) => {
    const phase = phaseOf ? phaseOf(state) : '';
    const question = questionOf ? (questionOf(state) ?? '') : '';
    let byQuestion = byStep.get(phase);
    if (!byQuestion) byStep.set(phase, (byQuestion = new Map()));
    let list = byQuestion.get(question);
    if (!list)
      byQuestion.set(
        question,
        (list = offering.filter(
          ([, def]) => (!phaseOf || !def.phases || def.phases.includes(phase)) && (!questionOf || !def.asks || def.asks.includes(question)),
        )),
      );
    return list;
  };
}

/** The actions that have offers, with their types, in declaration order: what the prompt walks at every state. */
function offeringActions<S>(actions: Record<string, Offered<S>>): readonly (readonly [string, Offered<S>])[] {
  return Object.entries(actions).filter(([, def]) => def.offer);
}

/** The prompt's action list: each available action's offers, in declaration order. */
export function offeredActions<S>(actions: Record<string, Offered<S>>, state: S): PromptAction[] {
  return listOffers(offeringActions(actions), state);
}

/**
 * The prompt's list over the actions that have offers. Asked at every state the table (or the lab) reaches, so it is a
 * plain loop over a list made once: no entries, lists or closures made per action at each prompt.
 */
function listOffers<S>(offering: readonly (readonly [string, Offered<S>])[], state: S): PromptAction[] {
  const list: PromptAction[] = [];
  for (const [type, def] of offering) {
    if (def.available && !def.available(state).ok) continue;
    const offers = def.offer!(state);
    if (isOfferList(offers)) for (const offer of offers) list.push({ type, ...withLooks(def, state, offer) });
    else list.push({ type, ...withLooks(def, state, offers) });
  }
  return list;
}

/**
 * An offer's dice described as the action's own dice are (`looks`: "Red d6", "Lair check d10"): the action declares them once,
 * in `dice`, and the offer and the dice asked with the form's inputs read that one declaration.
 */
function withLooks<S>(def: Offered<S>, state: S, offer: Offer): Offer {
  if (!offer.dice?.dice.length || offer.dice.looks || !def.dice || !def.schema) return offer;
  const payload = def.schema.safeParse(offer.payload ?? {});
  if (!payload.success) return offer;
  const looks = def.dice(state, payload.data)?.looks;
  return looks?.length === offer.dice.dice.length ? { ...offer, dice: { ...offer.dice, looks } } : offer;
}

const isOfferList = (offers: Offer | readonly Offer[]): offers is readonly Offer[] => Array.isArray(offers);

/** Whether a registered ruleset was built by `defineRuleset`. */
export function isRulesetV2(ruleset: Ruleset): ruleset is RulesetV2 {
  return (ruleset as Partial<RulesetV2>).engine === 2;
}
