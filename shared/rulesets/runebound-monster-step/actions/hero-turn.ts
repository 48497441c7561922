/** The hero's turn as a checklist (Movement, Adventure, Market, Experience) with the variant's hooks. */
import { z } from 'zod';
import type { ActionDef } from '../../../engine/ruleset';
import type { MonsterStepEvent } from '../events';
import { fail, ok } from '../../../engine/result';
import { monsterColour, RULES } from '../data/charts';
import { raiseTerror } from '../chain';
import { HERO_STEPS, lairByMarker, monsterById, type HeroAt, type S } from '../state';
import { inStep } from './guards';
import { lairLeftUnsealed } from '../rules/lairs';

/** `elsewhere`, `monster-<id>` or `lair-<marker>`: where the hero ended the Movement step. */
const heroMovedSchema = z.object({ at: z.string().regex(/^(elsewhere|monster-\d+|lair-\d+)$/) }).strict();

/** Reads a position code and checks it against the board. */
export function readPosition(state: S, code: string): HeroAt | null {
  if (code === 'elsewhere') return { kind: 'elsewhere' };
  const [kind, n] = [code.replace(/-\d+$/, ''), Number(code.replace(/^\D+-/, ''))];
  if (kind === 'monster') return monsterById(state, n) ? { kind: 'monster', monster: n } : null;
  const lair = lairByMarker(state, n);
  return lair && (lair.status === 'open' || lair.status === 'closed') ? { kind: 'lair', marker: n } : null;
}

export const heroMoved: ActionDef<S, z.infer<typeof heroMovedSchema>> = {
  schema: heroMovedSchema,
  decide: (state, { at }) => {
    const refused = inStep(state, ['movement']);
    if (refused) return refused;
    const to = readPosition(state, at);
    if (!to) return fail('rules/not_on_board', 'There is no such monster or lair on the board.', { at });
    const events: MonsterStepEvent[] = [{ type: 'hero-moved', data: { to } }];
    const from = state.hero.at;
    const stayed = from.kind === 'lair' && to.kind === 'lair' && from.marker === to.marker;
    if (from.kind === 'lair' && !stayed) {
      const left = lairByMarker(state, from.marker);
      if (left?.status === 'closed') {
        events.push({ type: 'lair-marker-returned', data: { marker: left.marker, location: left.location }, cause: 'left-closed-lair' });
      }
    }
    return ok(events);
  },
};

const noPayload = z.object({}).strict();

export const adventureDone: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => {
    const refused = inStep(state, ['adventure']);
    if (refused) return refused;
    if (state.hero.at.kind === 'monster' && !state.hero.adventured) {
      return fail('rules/must_fight', 'A hero who ends on a monster must fight it.', { monster: state.hero.at.monster });
    }
    const unsealed = lairLeftUnsealed(state);
    const events: MonsterStepEvent[] = [{ type: 'adventure-done', data: {} }];
    if (unsealed) events.push({ type: 'lair-marker-returned', data: { marker: unsealed.marker, location: unsealed.location }, cause: 'left-unsealed' });
    return ok(events);
  },
};

export const marketDone: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => inStep(state, ['market']) ?? ok([{ type: 'market-done', data: { freeHealing: state.hero.freeHealing } }]),
};

const experienceSchema = z.object({ experience: z.number().int().min(0).max(30) }).strict();

export const experienceDone: ActionDef<S, z.infer<typeof experienceSchema>> = {
  schema: experienceSchema,
  decide: (state, { experience }) =>
    inStep(state, ['experience']) ??
    ok([{ type: 'experience-recorded', data: { experience, level: experience + 1, colour: monsterColour(experience) } }]),
};

/** A new Event card in play raises Terror, whenever in the hero's turn it happens. */
export const eventCardInPlay: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => inStep(state, HERO_STEPS) ?? ok([{ type: 'event-card-in-play', data: {} }, ...raiseTerror(state.terror, 'event-card')]),
};

export const dragonRuneGained: ActionDef<S, z.infer<typeof noPayload>> = {
  schema: noPayload,
  decide: (state) => {
    const refused = inStep(state, HERO_STEPS);
    if (refused) return refused;
    if (state.hero.dragonRunes >= RULES.dragonRunesToWin) return fail('rules/no_more_runes', 'The hero already holds every Dragon Rune.');
    return ok([{ type: 'dragon-rune-gained', data: { runes: state.hero.dragonRunes + 1 } }]);
  },
};
