/** The research calculator: a topic at a library, free and forced hours, sleep, and the one Research check (002:309-313). */
import { z } from 'zod';
import { allowed, refuse } from '../../../engine/define';
import { ok } from '../../../engine/result';
import { LIBRARY_PRESETS, RESEARCH } from '../data/research';
import { bonusAfter, d20Odds, hoursForBonus, libraryBonusLeft } from '../rules';
import {
  canCheckResearch,
  canPushOn,
  canResearch,
  canSleep,
  hoursLeft,
  nextForcedDc,
  owedStep,
  researchHoursNow,
  researchUnderWay,
} from '../rules/availability';
import { knownLibraries, knownTopics, namedThing, researchNameFields } from '../rules/libraries';
import { drawnFrom, type DndState, type ResearchSession } from '../state';
import { action, checkDie, empty, modifier, name, pc, pcChoices } from './common';

const PRESETS = ['small', 'local', 'large', 'enormous', 'custom'] as const;
const startResearchSchema = z
  .object({
    researcher: z.string().min(1),
    topic: name,
    library: name,
    /** The table means a new topic / library (not one of the known ones): see rules/libraries.ts. */
    newTopic: z.boolean().optional(),
    newLibrary: z.boolean().optional(),
    /** A preset library size, or `custom` to use `libraryBonus`. */
    preset: z.enum(PRESETS).default('custom'),
    libraryBonus: z.number().int().min(1).max(60).default(8),
    /** Bonus aimed at; 0 means everything the library has left on the topic. */
    wanted: z.number().int().min(0).max(60).default(0),
    knowledgeModifier: modifier,
    trained: z.boolean().default(true),
    conModifier: z.number().int().min(-5).max(20).default(0),
    dc: z.number().int().min(0).max(80).default(15),
  })
  .strict();
/** Begin researching a topic at a library, aiming at a bonus (2 hours a point) no larger than what the library has left. */
export const startResearch = action({
  schema: startResearchSchema,
  available: (state) =>
    state.research
      ? refuse('rules/research_open', {
          researcher: state.research.researcher,
          topic: state.research.topic,
        })
      : allowed,
  offer: (state) => {
    const named = researchNameFields(state);
    return {
      code: 'dnd/start-research',
      ...(named.payload ? { payload: named.payload } : {}),
      fields: [
        { name: 'researcher', kind: 'choice', choices: pcChoices(state) },
        ...named.fields,
        {
          name: 'preset',
          kind: 'choice',
          choices: [
            ...LIBRARY_PRESETS.map((l) => ({ value: l.id, code: `dnd/library/${l.id}`, params: { bonus: l.bonus } })),
            { value: 'custom', code: 'dnd/library/custom' },
          ],
        },
        { name: 'libraryBonus', kind: 'number', min: 1, max: 60, default: 8 },
        { name: 'wanted', kind: 'number', min: 0, max: 60, default: 0 },
        { name: 'knowledgeModifier', kind: 'number', min: -20, max: 80, default: 5 },
        { name: 'trained', kind: 'boolean', default: true },
        { name: 'conModifier', kind: 'number', min: -5, max: 20, default: 0 },
        { name: 'dc', kind: 'number', min: 0, max: 80, default: 15 },
      ],
    };
  },
  decide: (state, p) => {
    const who = pc(state, p.researcher);
    if (!who.ok) return who;
    const topic = namedThing(knownTopics(state), p.topic, p.newTopic, 'topic');
    if (!topic.ok) return topic;
    const library = namedThing(knownLibraries(state), p.library, p.newLibrary, 'library');
    if (!library.ok) return library;
    const libraryBonus = p.preset === 'custom' ? p.libraryBonus : LIBRARY_PRESETS.find((l) => l.id === p.preset)!.bonus;
    const drawn = drawnFrom(state, library.value, topic.value);
    const left = libraryBonusLeft(libraryBonus, drawn);
    if (left === 0) return refuse('rules/library_exhausted', { library: library.value, topic: topic.value, drawn });
    if (p.wanted > left)
      return refuse('rules/bonus_too_high', {
        library: library.value,
        topic: topic.value,
        left,
        drawn,
      });
    const wanted = p.wanted === 0 ? left : p.wanted;
    const { preset: _preset, newTopic: _newTopic, newLibrary: _newLibrary, ...inputs } = p;
    return ok([
      {
        type: 'research-started',
        data: {
          ...inputs,
          topic: topic.value,
          library: library.value,
          researcher: who.value,
          libraryBonus,
          wanted,
          drawn,
          left,
          hoursNeeded: hoursForBonus(wanted),
        },
      },
    ]);
  },
});

/** The session under way; every research action but the start is available only with one (the guards say so first). */
const session = (state: DndState): ResearchSession => state.research!;

const researchSchema = z.object({ hours: z.number().int().min(1).max(RESEARCH.freeHoursPerDay) }).strict();
/** Research for some hours within today's 8 free ones (002:310), never past the end of the research day. */
export const research = action({
  schema: researchSchema,
  available: canResearch,
  offer: (state) => {
    const r = session(state);
    const most = researchHoursNow(state, r);
    return {
      code: 'dnd/research',
      params: { researcher: r.researcher, free: RESEARCH.freeHoursPerDay - r.hoursToday },
      primary: owedStep(state) === 'research',
      fields: [{ name: 'hours', kind: 'number', min: 1, max: most, default: most }],
    };
  },
  decide: (state, { hours }) => {
    const r = session(state);
    if (hours > hoursLeft(r)) return refuse('rules/research_done', { left: hoursLeft(r) });
    const most = researchHoursNow(state, r);
    if (hours > most) return refuse('rules/too_many_hours', { most });
    return ok([
      {
        type: 'researched',
        data: { researcher: r.researcher, hours, total: r.hours + hours, bonus: bonusAfter(r.hours + hours, r.wanted) },
      },
    ]);
  },
});

/** Push on past 8 hours today: one more hour, then a Constitution check at 10 + 2 per extra hour; a failure means passing out (002:311). */
export const pushOn = action({
  schema: empty,
  available: canPushOn,
  offer: (state) => {
    const r = session(state);
    const dc = nextForcedDc(state, r);
    return {
      code: 'dnd/push-on',
      params: { researcher: r.researcher, dc },
      dice: checkDie('constitution'),
      odds: d20Odds(r.conModifier, dc),
      primary: owedStep(state) === 'push-on',
    };
  },
  dice: () => checkDie('constitution'),
  decide: (state, _p, dice) => {
    const r = session(state);
    const roll = Number(dice[0].value);
    const dc = nextForcedDc(state, r);
    const total = roll + r.conModifier;
    return ok([
      {
        type: 'forced-research-hour',
        data: {
          researcher: r.researcher,
          extraHour: r.forcedToday + 1,
          roll,
          total,
          dc,
          success: total >= dc,
          bonus: bonusAfter(r.hours + 1, r.wanted),
        },
      },
    ]);
  },
});

const sleepSchema = z.object({ hours: z.number().int().min(1).max(24).default(8) }).strict();
/** Sleep: time passes, and waking starts a new research day with 8 free hours (002:311). */
export const sleep = action({
  schema: sleepSchema,
  available: canSleep,
  offer: (state) => ({
    code: 'dnd/sleep',
    params: { researcher: session(state).researcher },
    primary: owedStep(state) === 'sleep',
    fields: [{ name: 'hours', kind: 'number', min: 1, max: 24, default: 8 }],
  }),
  decide: (state, { hours }) =>
    ok([{ type: 'researcher-slept', data: { researcher: session(state).researcher, hours, day: session(state).day + 1 } }]),
});

const checkSchema = z.object({ take10: z.boolean().default(false) }).strict();
/** The one Research check of the session: d20 (or take 10, never 20) + Knowledge + the library bonus drawn (002:312). */
export const researchCheck = action({
  schema: checkSchema,
  available: canCheckResearch,
  offer: (state) => {
    const r = session(state);
    const bonus = bonusAfter(r.hours, r.wanted);
    const params = { researcher: r.researcher, bonus, dc: r.dc };
    return [
      {
        code: 'dnd/research-check',
        params,
        dice: checkDie('knowledge'),
        odds: d20Odds(r.knowledgeModifier + bonus, r.dc),
        primary: owedStep(state) === 'research-check',
      },
      { code: 'dnd/research-take-10', params, payload: { take10: true }, odds: 10 + r.knowledgeModifier + bonus >= r.dc ? 1 : 0 },
    ];
  },
  dice: (_s, { take10 }) => (take10 ? null : checkDie('knowledge')),
  decide: (state, { take10 }, dice) => {
    const r = session(state);
    const bonus = bonusAfter(r.hours, r.wanted);
    const roll = take10 ? null : Number(dice[0].value);
    const total = (roll ?? 10) + r.knowledgeModifier + bonus;
    return ok([
      {
        type: 'research-checked',
        data: {
          researcher: r.researcher,
          topic: r.topic,
          library: r.library,
          bonus,
          roll,
          take10,
          total,
          dc: r.dc,
          success: total >= r.dc,
          hours: r.hours,
          days: r.day,
        },
      },
    ]);
  },
});

/** Give up the research without a check (nothing is drawn from the library). */
export const abandonResearch = action({
  schema: empty,
  available: researchUnderWay,
  offer: () => ({ code: 'dnd/abandon-research', rare: true }),
  decide: (state) => ok([{ type: 'research-abandoned', data: { researcher: session(state).researcher, topic: session(state).topic } }]),
});
