/**
 * The Seven Scions during play (engine v2): set-up done, the storm step, storm cards, Event cards
 * and the scions — each action declared once with when it is available and how the prompt offers it.
 */
import { z } from 'zod';
import { allowed, defineAction, firstRefusal, refuse } from '../../engine/define';
import type { Availability, PromptChoice } from '../../engine/ruleset';
import { ok } from '../../engine/result';
import { STORM_ADVANCE, STORM_RESULTS } from './data/seven-scions';
import type { SevenScionsEvent } from './events';
import { awakenBlock, stormMove } from './rules';
import { activePlayer, clockwiseFrom, type Phase, type SevenScionsState } from './state';

const action = defineAction<SevenScionsState, SevenScionsEvent>();
const P = 'seven-scions';

export function inPhase(state: SevenScionsState, wanted: readonly Phase[]): Availability {
  return wanted.includes(state.phase) ? allowed : refuse('rules/wrong_phase', { phase: state.phase, wanted });
}

function nameOf(state: SevenScionsState, id: string | null): string {
  return state.players.find((p) => p.id === id)?.name ?? String(id);
}

export function scionChoice(space: number, params: Record<string, unknown> = {}): PromptChoice {
  return { value: space, code: `${P}/scion`, params: { space, ...params } };
}

const none = z.object({}).strict();
const scionField = z.number().int().min(1).max(6);

export const setupDone = action({
  schema: none,
  available: (state) => inPhase(state, ['setup']),
  offer: () => ({ code: `${P}/setup-done`, primary: true }),
  decide: (state) => ok([{ type: 'setup-finished', data: { first: activePlayer(state).name } }]),
});

const challengeKeys = Object.keys(STORM_ADVANCE) as [keyof typeof STORM_ADVANCE, ...(keyof typeof STORM_ADVANCE)[]];
const stormStepSchema = z.object({ challenge: z.enum(challengeKeys) }).strict();

/** The storm step: the counter climbs 1/1/2/3 spaces for no/green/yellow/blue Challenge defeated this turn. */
export const stormStep = action({
  schema: stormStepSchema,
  available: (state) => inPhase(state, ['turn']),
  offer: () =>
    challengeKeys.map((challenge) => ({
      code: `${P}/storm-step/${challenge}`,
      params: { spaces: STORM_ADVANCE[challenge] },
      payload: { challenge },
      primary: challenge === 'none',
    })),
  decide: (state, { challenge }) => {
    const move = stormMove(state.storm.position, challenge);
    return ok([
      {
        type: 'storm-advanced',
        data: {
          player: activePlayer(state).name,
          challenge,
          from: state.storm.position,
          to: move.to,
          spaces: move.spaces,
          offTop: move.offTop,
        },
      },
    ]);
  },
});

const resolveSchema = z.object({ result: z.enum(STORM_RESULTS) }).strict();

/** The table reports how the storm card ended: an Event resolved by every hero, or a Challenge won or lost. */
export const resolveStormCard = action({
  schema: resolveSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['storm']),
      () => (state.pendingStorm ? allowed : refuse('rules/no-storm-card')),
    ),
  offer: () => ({
    code: `${P}/resolve-storm-card`,
    primary: true,
    fields: [
      { name: 'result', kind: 'choice', mustChoose: true, choices: STORM_RESULTS.map((r) => ({ value: r, code: `${P}/result/${r}` })) },
    ],
  }),
  decide: (state, { result }) =>
    ok([{ type: 'storm-card-resolved', data: { colour: state.pendingStorm!.colour, result, by: nameOf(state, state.pendingStorm!.by) } }]),
});

/** End of the storm step; the market and experience steps happen on the table, then the next hero plays. */
export const endTurn = action({
  schema: none,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['storm']),
      () => (state.pendingStorm ? refuse('rules/storm-card-pending', { colour: state.pendingStorm.colour }) : allowed),
    ),
  offer: (state) => ({ code: `${P}/end-turn`, params: { hero: activePlayer(state).name }, primary: true }),
  decide: (state) => {
    const next = (state.active + 1) % state.players.length;
    return ok([{ type: 'turn-ended', data: { player: activePlayer(state).name, next: state.players[next].name, nextIndex: next } }]);
  },
});

/** An Event card: adventure jewels refresh, every scion counter goes home, then each player may take one. */
export const eventDrawn = action({
  schema: none,
  available: (state) => inPhase(state, ['turn']),
  offer: (state) => ({ code: `${P}/event-drawn`, params: { hero: activePlayer(state).name } }),
  decide: (state) => {
    const returned = state.scions.filter((s) => s.holder !== null).map((s) => ({ space: s.space, from: nameOf(state, s.holder) }));
    return ok([
      { type: 'event-card-drawn', data: { drawer: activePlayer(state).name, order: clockwiseFrom(state.players, state.active), returned } },
    ]);
  },
});

const takeSchema = z.object({ scion: scionField }).strict();
const freeCounters = (state: SevenScionsState) => state.scions.filter((s) => s.awakenedBy === null && s.holder === null);
const chooser = (state: SevenScionsState) => state.eventPick!.order[state.eventPick!.index];

export const takeScionCounter = action({
  schema: takeSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['event-scions']),
      () => (freeCounters(state).length > 0 ? allowed : refuse('rules/no-counter-left')),
    ),
  offer: (state) =>
    freeCounters(state).map((s, i) => ({
      code: `${P}/take-scion-counter`,
      player: chooser(state),
      params: { space: s.space, hero: nameOf(state, chooser(state)) },
      payload: { scion: s.space },
      primary: i === 0,
    })),
  decide: (state, { scion }) => {
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.awakenedBy !== null) return refuse('rules/scion-awake', { scion });
    if (card.holder !== null) return refuse('rules/counter-taken', { scion, holder: nameOf(state, card.holder) });
    const player = chooser(state);
    return ok([{ type: 'scion-counter-taken', data: { player, playerName: nameOf(state, player), scion } }]);
  },
});

export const passScionCounter = action({
  schema: none,
  available: (state) => inPhase(state, ['event-scions']),
  offer: (state) => ({
    code: `${P}/pass-scion-counter`,
    player: chooser(state),
    params: { hero: nameOf(state, chooser(state)) },
    primary: freeCounters(state).length === 0,
  }),
  decide: (state) => {
    const player = chooser(state);
    return ok([{ type: 'scion-counter-passed', data: { player, playerName: nameOf(state, player) } }]);
  },
});

const heldCounters = (state: SevenScionsState) => state.scions.filter((s) => s.holder !== null);

/** A player discards a slumbering scion's counter during a storm step for its benefit. */
export const useScionCounter = action({
  schema: takeSchema,
  available: (state) =>
    firstRefusal(
      () => (state.phase === 'storm' ? allowed : refuse('rules/not-storm-step', { phase: state.phase })),
      () => (heldCounters(state).length > 0 ? allowed : refuse('rules/no-counter')),
    ),
  offer: (state) =>
    heldCounters(state).map((s) => ({
      code: `${P}/use-scion-counter`,
      params: { space: s.space, hero: nameOf(state, s.holder) },
      payload: { scion: s.space },
    })),
  decide: (state, { scion }) => {
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.holder === null) return refuse('rules/no-counter', { scion });
    return ok([{ type: 'scion-counter-used', data: { scion, player: card.holder, playerName: nameOf(state, card.holder) } }]);
  },
});

const awakenable = (state: SevenScionsState) => state.scions.filter((s) => awakenBlock(state, s.space) === null);

/** The active hero awakens a slumbering scion (red jewel with a red counter, requirements met on the table). */
export const awakenScion = action({
  schema: takeSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['turn']),
      () =>
        state.awakenedThisTurn
          ? refuse('rules/one-awakening-per-turn', {
              hero: activePlayer(state).name,
            })
          : allowed,
      () => (awakenable(state).length > 0 ? allowed : refuse('rules/scion-awake')),
    ),
  offer: (state) => ({
    code: `${P}/awaken-scion`,
    params: { hero: activePlayer(state).name },
    fields: [{ name: 'scion', kind: 'choice', choices: awakenable(state).map((s) => scionChoice(s.space)) }],
  }),
  decide: (state, { scion }) => {
    const card = state.scions.find((s) => s.space === scion)!;
    const hero = activePlayer(state);
    const block = awakenBlock(state, scion);
    if (block === 'rules/scion-awake') return refuse(block, { scion, by: nameOf(state, card.awakenedBy) });
    if (block) return refuse(block, { hero: hero.name });
    const previous = state.scions.find((s) => s.awakenedBy === hero.id)?.space ?? null;
    return ok([
      {
        type: 'scion-awakened',
        data: {
          scion,
          player: hero.id,
          playerName: hero.name,
          previous,
          counterFrom: card.holder === null ? null : nameOf(state, card.holder),
        },
      },
    ]);
  },
});

const lostSchema = z.object({ scion: scionField, reason: z.enum(['killed', 'discarded']) }).strict();
const awake = (state: SevenScionsState) => state.scions.filter((s) => s.awakenedBy !== null);

/** An awakened scion is killed or discarded: it slumbers again on its space, its counter back on the card. */
export const scionLost = action({
  schema: lostSchema,
  available: (state) =>
    firstRefusal(
      () => inPhase(state, ['turn', 'storm', 'endgame-prepare', 'endgame-shuffle', 'endgame-fight']),
      () => (awake(state).length > 0 ? allowed : refuse('rules/scion-asleep')),
    ),
  offer: (state) => ({
    code: `${P}/scion-lost`,
    // An awakened scion killed or discarded by a card: seldom.
    rare: true,
    fields: [
      { name: 'scion', kind: 'choice', choices: awake(state).map((s) => scionChoice(s.space, { hero: nameOf(state, s.awakenedBy) })) },
      {
        name: 'reason',
        kind: 'choice',
        mustChoose: true,
        choices: [
          { value: 'killed', code: `${P}/reason/killed` },
          { value: 'discarded', code: `${P}/reason/discarded` },
        ],
      },
    ],
  }),
  decide: (state, { scion, reason }) => {
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.awakenedBy === null) return refuse('rules/scion-asleep', { scion });
    return ok([{ type: 'scion-returned', data: { scion, reason, player: card.awakenedBy, playerName: nameOf(state, card.awakenedBy) } }]);
  },
});
