/** The Seven Scions during play: set-up done, the storm step, storm cards, Event cards and the scions. */
import { z } from 'zod';
import type { ActionDef } from '../../engine/ruleset';
import { fail, ok } from '../../engine/result';
import { STORM_ADVANCE, STORM_RESULTS } from './data/seven-scions';
import { awakenBlock, stormMove } from './rules';
import { activePlayer, clockwiseFrom, type Phase, type SevenScionsState } from './state';

type Def<P> = ActionDef<SevenScionsState, P>;

function wrongPhase(state: SevenScionsState, wanted: readonly Phase[]) {
  return fail('rules/wrong_phase', `Not now: the game is in ${state.phase}.`, { phase: state.phase, wanted });
}

function nameOf(state: SevenScionsState, id: string | null): string {
  return state.players.find((p) => p.id === id)?.name ?? String(id);
}

const none = z.object({}).strict();
const scionField = z.number().int().min(1).max(6);

export const setupDone: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => (state.phase !== 'setup' ? wrongPhase(state, ['setup']) : ok([{ type: 'setup-finished', data: { first: activePlayer(state).name } }])),
};

const stormStepSchema = z.object({ challenge: z.enum(Object.keys(STORM_ADVANCE) as [keyof typeof STORM_ADVANCE, ...(keyof typeof STORM_ADVANCE)[]]) }).strict();

/** The storm step: the counter climbs 1/1/2/3 spaces for no/green/yellow/blue Challenge defeated this turn. */
export const stormStep: Def<z.infer<typeof stormStepSchema>> = {
  schema: stormStepSchema,
  decide: (state, { challenge }) => {
    if (state.phase !== 'turn') return wrongPhase(state, ['turn']);
    const move = stormMove(state.storm.position, challenge);
    return ok([{ type: 'storm-advanced', data: { player: activePlayer(state).name, challenge, from: state.storm.position, to: move.to, spaces: move.spaces, offTop: move.offTop } }]);
  },
};

const resolveSchema = z.object({ result: z.enum(STORM_RESULTS) }).strict();

/** The table reports how the storm card ended: an Event resolved by every hero, or a Challenge won or lost. */
export const resolveStormCard: Def<z.infer<typeof resolveSchema>> = {
  schema: resolveSchema,
  decide: (state, { result }) => {
    if (state.phase !== 'storm') return wrongPhase(state, ['storm']);
    if (!state.pendingStorm) return fail('rules/no-storm-card', 'No storm card is waiting to be resolved.');
    return ok([{ type: 'storm-card-resolved', data: { colour: state.pendingStorm.colour, result, by: nameOf(state, state.pendingStorm.by) } }]);
  },
};

/** End of the storm step; the market and experience steps happen on the table, then the next hero plays. */
export const endTurn: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'storm') return wrongPhase(state, ['storm']);
    if (state.pendingStorm) return fail('rules/storm-card-pending', 'Resolve the storm card first.', { colour: state.pendingStorm.colour });
    const next = (state.active + 1) % state.players.length;
    return ok([{ type: 'turn-ended', data: { player: activePlayer(state).name, next: state.players[next].name, nextIndex: next } }]);
  },
};

/** An Event card: adventure jewels refresh, every scion counter goes home, then each player may take one. */
export const eventDrawn: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'turn') return wrongPhase(state, ['turn']);
    const returned = state.scions.filter((s) => s.holder !== null).map((s) => ({ space: s.space, from: nameOf(state, s.holder) }));
    return ok([{ type: 'event-card-drawn', data: { drawer: activePlayer(state).name, order: clockwiseFrom(state.players, state.active), returned } }]);
  },
};

const takeSchema = z.object({ scion: scionField }).strict();

export const takeScionCounter: Def<z.infer<typeof takeSchema>> = {
  schema: takeSchema,
  decide: (state, { scion }) => {
    if (state.phase !== 'event-scions' || !state.eventPick) return wrongPhase(state, ['event-scions']);
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.awakenedBy !== null) return fail('rules/scion-awake', 'An awakened scion has no counter to take.', { scion });
    if (card.holder !== null) return fail('rules/counter-taken', 'Someone already took that scion counter.', { scion, holder: nameOf(state, card.holder) });
    const player = state.eventPick.order[state.eventPick.index];
    return ok([{ type: 'scion-counter-taken', data: { player, playerName: nameOf(state, player), scion } }]);
  },
};

export const passScionCounter: Def<z.infer<typeof none>> = {
  schema: none,
  decide: (state) => {
    if (state.phase !== 'event-scions' || !state.eventPick) return wrongPhase(state, ['event-scions']);
    const player = state.eventPick.order[state.eventPick.index];
    return ok([{ type: 'scion-counter-passed', data: { player, playerName: nameOf(state, player) } }]);
  },
};

/** A player discards a slumbering scion's counter during a storm step for its benefit. */
export const useScionCounter: Def<z.infer<typeof takeSchema>> = {
  schema: takeSchema,
  decide: (state, { scion }) => {
    if (state.phase !== 'storm') return fail('rules/not-storm-step', 'Scion counters are used only during a storm step.', { phase: state.phase });
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.holder === null) return fail('rules/no-counter', 'Nobody holds that scion counter.', { scion });
    return ok([{ type: 'scion-counter-used', data: { scion, player: card.holder, playerName: nameOf(state, card.holder) } }]);
  },
};

/** The active hero awakens a slumbering scion (red jewel with a red counter, requirements met on the table). */
export const awakenScion: Def<z.infer<typeof takeSchema>> = {
  schema: takeSchema,
  decide: (state, { scion }) => {
    const card = state.scions.find((s) => s.space === scion)!;
    const hero = activePlayer(state);
    const block = awakenBlock(state, scion);
    if (block === 'rules/wrong_phase') return wrongPhase(state, ['turn']);
    if (block === 'rules/scion-awake') return fail(block, 'That scion is already awake.', { scion, by: nameOf(state, card.awakenedBy) });
    if (block) return fail(block, 'The red jewel this turn has already been used to awaken a scion.', { hero: hero.name });
    const previous = state.scions.find((s) => s.awakenedBy === hero.id)?.space ?? null;
    return ok([{
      type: 'scion-awakened',
      data: { scion, player: hero.id, playerName: hero.name, previous, counterFrom: card.holder === null ? null : nameOf(state, card.holder) },
    }]);
  },
};

const lostSchema = z.object({ scion: scionField, reason: z.enum(['killed', 'discarded']) }).strict();

/** An awakened scion is killed or discarded: it slumbers again on its space, its counter back on the card. */
export const scionLost: Def<z.infer<typeof lostSchema>> = {
  schema: lostSchema,
  decide: (state, { scion, reason }) => {
    if (!['turn', 'storm', 'endgame-prepare', 'endgame-shuffle', 'endgame-fight'].includes(state.phase)) {
      return wrongPhase(state, ['turn', 'storm', 'endgame-prepare', 'endgame-shuffle', 'endgame-fight']);
    }
    const card = state.scions.find((s) => s.space === scion)!;
    if (card.awakenedBy === null) return fail('rules/scion-asleep', 'That scion is not awake.', { scion });
    return ok([{ type: 'scion-returned', data: { scion, reason, player: card.awakenedBy, playerName: nameOf(state, card.awakenedBy) } }]);
  },
};
