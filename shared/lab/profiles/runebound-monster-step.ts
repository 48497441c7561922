/**
 * The lab's Monster Step: the table's answers (fights, monsters walking into cities, Event cards,
 * experience) as stated probabilities, and a greedy hero who fights the monster that threatens a
 * city first, tries to close a lair when the odds are at least 50 %, and seals whenever he can.
 */
import { CITIES } from '../../rulesets/runebound-monster-step/data/charts';
import { lairCheckDice, lairTargets } from '../../rulesets/runebound-monster-step/actions/lairs';
import { lairCloseOdds } from '../../rulesets/runebound-monster-step/odds';
import type { S } from '../../rulesets/runebound-monster-step/state';
import { choiceOf, defaultFieldValue, primaryPolicy, randomPolicy } from '../runner';
import { pickOne } from '../random';
import { perTurn } from '../table-rates';
import type { Choice, LabProfile, Policy, PolicyContext } from '../types';

/** What the board decides, reported by the table: never a policy's choice. */
const TABLE_ONLY = [
  'fight-monster',
  'face-margath',
  'event-card-in-play',
  'dragon-rune-gained',
  'monster-entered-city',
  'monsters-moved',
  'movement-die-shown',
  'experience-done',
];

const find = (ctx: PolicyContext<S>, type: string, payload?: Record<string, unknown>) =>
  ctx.prompt.actions.find((a) => a.type === type && (!payload || Object.entries(payload).every(([k, v]) => a.payload?.[k] === v)));

const chance = (ctx: PolicyContext<S>, key: string) => ctx.random() < (ctx.params[key] ?? 0);

/** Life of a defeated monster as the table reads it off the card: uniform 2..(2 × average − 2). */
function monsterLife(ctx: PolicyContext<S>): number {
  const average = ctx.params.monsterLife ?? 4;
  return Math.max(1, Math.round(2 + ctx.random() * (2 * average - 4)));
}

/** Once per turn per kind of table news (an Event card, a Dragon Rune, experience). */
function oncePerTurn(ctx: PolicyContext<S>, kind: string): boolean {
  const key = `${kind}@${ctx.state.turn}`;
  if (ctx.memo[key]) return false;
  ctx.memo[key] = true;
  return true;
}

const table: LabProfile<S>['table'] = (ctx) => {
  const { state } = ctx;
  const fightWon = find(ctx, 'fight-monster', { result: 'defeated' });
  if (fightWon) {
    return chance(ctx, 'fightWin')
      ? choiceOf(fightWon, defaultFieldValue, { life: monsterLife(ctx) })
      : choiceOf(find(ctx, 'fight-monster', { result: 'knocked-out' })!, defaultFieldValue);
  }
  const margath = find(ctx, 'face-margath', { result: 'hero-won' });
  if (margath) return { type: 'face-margath', payload: { result: chance(ctx, 'margathWin') ? 'hero-won' : 'margath-won' } };
  if (state.step === 'movement' && oncePerTurn(ctx, 'event') && chance(ctx, 'eventCardPerTurn') && find(ctx, 'event-card-in-play'))
    return { type: 'event-card-in-play', payload: {} };
  if (state.step === 'movement' && oncePerTurn(ctx, 'rune') && chance(ctx, 'dragonRunePerTurn') && find(ctx, 'dragon-rune-gained'))
    return { type: 'dragon-rune-gained', payload: {} };
  const experience = find(ctx, 'experience-done');
  if (experience) {
    const gained = oncePerTurn(ctx, 'experience') && chance(ctx, 'experiencePerTurn') ? 1 : 0;
    return choiceOf(experience, defaultFieldValue, { experience: Math.min(30, state.hero.experience + gained) });
  }
  const entered = find(ctx, 'monster-entered-city');
  if (entered) {
    const askedKey = `walk@${state.turn}`;
    const asked = (ctx.memo[askedKey] ??= new Set<number>()) as Set<number>;
    const monsters = entered.fields?.find((f) => f.name === 'monster');
    const cities = entered.fields?.find((f) => f.name === 'city');
    if (monsters?.kind === 'choice' && cities?.kind === 'choice') {
      for (const m of monsters.choices) {
        if (asked.has(Number(m.value))) continue;
        asked.add(Number(m.value));
        if (chance(ctx, 'monsterEntersCity') && cities.choices.length > 0)
          return { type: 'monster-entered-city', payload: { monster: m.value, city: pickOne(ctx.random, cities.choices).value } };
      }
    }
    return { type: 'monsters-moved', payload: {} };
  }
  return null;
};

const oddsSeen = new Map<string, number>();

/** Closing odds of a lair for a hero with the table's skill, from the ruleset's own odds (remembered: the same few come up all game). */
function closingOdds(ctx: PolicyContext<S>, marker: number): number {
  const lair = ctx.state.lairs.find((l) => l.marker === marker);
  if (!lair || lair.status !== 'open' || lair.defeated.length === 0) return 0;
  const dice = lairCheckDice(ctx.state);
  const skill = ctx.params.skill ?? 4;
  const targets = lairTargets(lair);
  const key = `${dice}|${skill}|${targets.join(',')}`;
  let odds = oddsSeen.get(key);
  if (odds === undefined) {
    odds = lairCloseOdds(dice, skill, targets);
    if (oddsSeen.size > 10_000) oddsSeen.clear();
    oddsSeen.set(key, odds);
  }
  return odds;
}

const greedy: Policy<S> = (ctx) => {
  const { state } = ctx;
  const seal = find(ctx, 'seal-lair', { payment: 'gold' });
  if (seal) return { type: 'seal-lair', payload: { payment: 'gold' } };
  const moved = find(ctx, 'hero-moved');
  if (moved) {
    const inCity = state.monsters.find((m) => m.city !== null);
    const closable = state.lairs
      .filter((l) => closingOdds(ctx, l.marker) >= 0.5)
      .sort((a, b) => closingOdds(ctx, b.marker) - closingOdds(ctx, a.marker))[0];
    const anyMonster = state.monsters[0];
    const at = inCity
      ? `monster-${inCity.id}`
      : closable
        ? `lair-${closable.marker}`
        : anyMonster
          ? `monster-${anyMonster.id}`
          : 'elsewhere';
    return { type: 'hero-moved', payload: { at } };
  }
  const plan = find(ctx, 'plan-lair-check');
  if (plan && state.hero.at.kind === 'lair') {
    return closingOdds(ctx, state.hero.at.marker) >= 0.5
      ? { type: 'plan-lair-check', payload: { phase: 'melee', skill: ctx.params.skill ?? 4 } }
      : { type: 'adventure-done', payload: {} };
  }
  return primaryPolicy<S>(TABLE_ONLY)(ctx);
};

/** A random hero, but one who reports the table's skill when planning a lair check. */
const random: Policy<S> = (ctx) => {
  const plan = find(ctx, 'plan-lair-check');
  if (plan && ctx.random() < 0.5)
    return { type: 'plan-lair-check', payload: { phase: 'melee', skill: ctx.params.skill ?? 4 } } satisfies Choice;
  return randomPolicy<S>(TABLE_ONLY)(ctx);
};

export const monsterStepProfile: LabProfile<S> = {
  rulesetId: 'runebound-monster-step',
  players: 1,
  params: [
    { key: 'fightWin', code: 'lab/param/fight-win', kind: 'probability', default: 0.65, min: 0, max: 1 },
    { key: 'margathWin', code: 'lab/param/margath-win', kind: 'probability', default: 0.35, min: 0, max: 1 },
    { key: 'monsterEntersCity', code: 'lab/param/monster-enters-city', kind: 'probability', default: 0.2, min: 0, max: 1 },
    { key: 'eventCardPerTurn', code: 'lab/param/event-card', kind: 'probability', default: 0.15, min: 0, max: 1 },
    { key: 'experiencePerTurn', code: 'lab/param/experience', kind: 'probability', default: 0.25, min: 0, max: 1 },
    { key: 'dragonRunePerTurn', code: 'lab/param/dragon-rune', kind: 'probability', default: 0.01, min: 0, max: 1 },
    { key: 'skill', code: 'lab/param/skill', kind: 'integer', default: 4, min: 0, max: 20 },
    { key: 'monsterLife', code: 'lab/param/monster-life', kind: 'integer', default: 4, min: 2, max: 10 },
  ],
  table,
  tableOnly: TABLE_ONLY,
  policies: { greedy, random },
  metrics: [
    { key: 'doom', code: 'lab/metric/doom', read: (s) => s.doom },
    { key: 'terror', code: 'lab/metric/terror', read: (s) => s.terror },
    { key: 'sealed', code: 'lab/metric/sealed', read: (s) => s.lairs.filter((l) => l.status === 'sealed').length },
    { key: 'citiesClosed', code: 'lab/metric/cities-closed', read: (s) => CITIES.filter((c) => s.cities[c] !== 'open').length },
  ],
  checkSucceeded: (type, events) => {
    if (type !== 'roll-lair-check') return null;
    const rolled = events.find((e) => e.type === 'lair-check-rolled');
    return rolled ? Boolean(rolled.data.success) : null;
  },
  maxSteps: 3000,
  tableRates: [
    // A fight reported: the monster defeated, or the hero knocked out by it.
    {
      key: 'fightWin',
      read: (log) => {
        const won = log.filter((e) => e.type === 'monster-defeated').length;
        const lost = log.filter((e) => e.type === 'hero-knocked-out' && e.data.monster !== undefined).length;
        return { count: won, of: won + lost };
      },
    },
    {
      key: 'margathWin',
      read: (log) => {
        const fights = log.filter((e) => e.type === 'margath-fought');
        return { count: fights.filter((e) => e.data.result === 'hero-won').length, of: fights.length };
      },
    },
    { key: 'eventCardPerTurn', read: (log) => perTurn(log, 'event-card-in-play') },
    { key: 'dragonRunePerTurn', read: (log) => perTurn(log, 'dragon-rune-gained') },
    // Experience is recorded once a turn: a turn gained some when the figure went up.
    {
      key: 'experiencePerTurn',
      read: (log) => {
        let last = 0;
        let gained = 0;
        const recorded = log.filter((e) => e.type === 'experience-recorded');
        for (const e of recorded) {
          const now = Number(e.data.experience);
          if (now > last) gained++;
          last = now;
        }
        return { count: gained, of: recorded.length };
      },
    },
  ],
};
