/** The hero's turn as a checklist (Movement, Adventure, Market, Experience) with the variant's hooks. */
import { z } from 'zod';
import { ok } from '../../../engine/result';
import { firstRefusal, refuse, allowed } from '../../../engine/define';
import { monsterColour, RULES } from '../data/charts';
import { raiseTerror } from '../chain';
import type { MonsterStepEvent } from '../events';
import { HERO_STEPS, lairByMarker, monsterById, type HeroAt, type S } from '../state';
import { inStep } from './guards';
import { action, positionChoices } from './action';
import { closableLair, lairLeftUnsealed, sealableLair } from '../rules/lairs';

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

export const heroMoved = action({
  schema: heroMovedSchema,
  available: (state) => inStep(state, ['movement']),
  offer: (state) => ({
    code: 'rms/action/hero-moved',
    primary: true,
    fields: [{ name: 'at', kind: 'choice', choices: positionChoices(state) }],
  }),
  decide: (state, { at }) => {
    const to = readPosition(state, at);
    if (!to) return refuse('rules/not_on_board', { at });
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
});

const noPayload = z.object({}).strict();

/** A hero who ended on a monster fights it before the Adventure step can end (000:43, ruling 9). */
const mustFight = (state: S) =>
  state.hero.at.kind === 'monster' && !state.hero.adventured ? refuse('rules/must_fight', { monster: state.hero.at.monster }) : allowed;

export const adventureDone = action({
  schema: noPayload,
  available: (state) =>
    firstRefusal(
      () => inStep(state, ['adventure']),
      () => mustFight(state),
    ),
  offer: (state) => {
    if (sealableLair(state)) return { code: 'rms/action/leave-unsealed' };
    // The main step when the Adventure step holds nothing else: no lair to close or seal, no check set up.
    return { code: 'rms/action/adventure-done', primary: !state.lairCheck && !closableLair(state) };
  },
  decide: (state) => {
    const unsealed = lairLeftUnsealed(state);
    const events: MonsterStepEvent[] = [{ type: 'adventure-done', data: {} }];
    if (unsealed)
      events.push({ type: 'lair-marker-returned', data: { marker: unsealed.marker, location: unsealed.location }, cause: 'left-unsealed' });
    return ok(events);
  },
});

export const marketDone = action({
  schema: noPayload,
  available: (state) => inStep(state, ['market']),
  offer: () => ({ code: 'rms/action/market-done', primary: true }),
  decide: (state) => ok([{ type: 'market-done', data: { freeHealing: state.hero.freeHealing } }]),
});

const experienceSchema = z.object({ experience: z.number().int().min(0).max(30) }).strict();

export const experienceDone = action({
  schema: experienceSchema,
  available: (state) => inStep(state, ['experience']),
  offer: (state) => ({
    code: 'rms/action/experience-done',
    primary: true,
    fields: [{ name: 'experience', kind: 'number', min: 0, max: 30, default: state.hero.experience }],
  }),
  decide: (_state, { experience }) =>
    ok([{ type: 'experience-recorded', data: { experience, level: experience + 1, colour: monsterColour(experience) } }]),
});

/** A new Event card in play raises Terror, whenever in the hero's turn it happens (000:61). */
export const eventCardInPlay = action({
  schema: noPayload,
  available: (state) => inStep(state, HERO_STEPS),
  offer: () => ({ code: 'rms/action/event-card' }),
  decide: (state) => ok([{ type: 'event-card-in-play', data: {} }, ...raiseTerror(state.terror, 'event-card')]),
});

export const dragonRuneGained = action({
  schema: noPayload,
  available: (state) =>
    firstRefusal(
      () => inStep(state, HERO_STEPS),
      () => (state.hero.dragonRunes >= RULES.dragonRunesToWin ? refuse('rules/no_more_runes') : allowed),
    ),
  offer: () => ({ code: 'rms/action/dragon-rune', rare: true }),
  decide: (state) => ok([{ type: 'dragon-rune-gained', data: { runes: state.hero.dragonRunes + 1 } }]),
});
