/** How each Monster Step event folds into the state: one spread-switch over the typed events (engine v2). Never mutates its input. */
import { unhandledEvent } from '../../engine/events';
import type { MonsterStepEvent } from './events';
import type { HeroAt, Lair, Monster, Pending, S } from './state';

const mapLair = (state: S, marker: number, change: (lair: Lair) => Lair): Lair[] =>
  state.lairs.map((l) => (l.marker === marker ? change(l) : l));
const mapMonster = (state: S, id: number, change: (m: Monster) => Monster): Monster[] =>
  state.monsters.map((m) => (m.id === id ? change(m) : m));
const withoutMonster = (state: S, id: number | null | undefined): Monster[] => state.monsters.filter((m) => m.id !== id);

/** Removes the first pending item of this kind. */
function resolve(pending: readonly Pending[], kind: Pending['kind']): Pending[] {
  const i = pending.findIndex((p) => p.kind === kind);
  return i < 0 ? [...pending] : [...pending.slice(0, i), ...pending.slice(i + 1)];
}

/** Where the hero stands once a monster there is gone (beaten, or taken off with its city): an ordinary space. */
function heroAfterFight(at: HeroAt, monster: number | null): HeroAt {
  return at.kind === 'monster' && at.monster === monster ? { kind: 'elsewhere' } : at;
}

export function reduce(state: S, event: MonsterStepEvent): S {
  switch (event.type) {
    case 'hero-moved':
      return { ...state, step: 'adventure', hero: { ...state.hero, at: event.data.to }, lairCheck: null };
    case 'lair-marker-returned': {
      const { marker } = event.data;
      const standing = state.hero.at.kind === 'lair' && state.hero.at.marker === marker;
      return {
        ...state,
        lairs: mapLair(state, marker, ({ closedTurn: _closed, ...l }) => ({ ...l, status: 'free', location: null, defeated: [] })),
        hero: standing ? { ...state.hero, at: { kind: 'elsewhere' } } : state.hero,
      };
    }
    case 'monster-defeated': {
      const d = event.data;
      const lairs =
        d.recorded && d.lair !== null
          ? mapLair(state, d.lair, (l) => ({ ...l, defeated: [...l.defeated, { monster: d.monster, life: d.life, colour: d.colour }] }))
          : state.lairs;
      return {
        ...state,
        lairs,
        monsters: withoutMonster(state, d.monster),
        pending: d.duringMonsterStep ? resolve(state.pending, 'fight-now') : state.pending,
        step: d.duringMonsterStep ? state.step : 'market',
        hero: {
          ...state.hero,
          at: heroAfterFight(state.hero.at, d.monster),
          adventured: d.duringMonsterStep ? state.hero.adventured : true,
          freeHealing: state.hero.freeHealing || d.city !== null,
        },
      };
    }
    case 'hero-knocked-out': {
      const during = event.data.duringMonsterStep;
      return {
        ...state,
        pending: during ? resolve(state.pending, 'fight-now') : state.pending,
        step: during ? state.step : 'market',
        hero: { ...state.hero, at: { kind: 'elsewhere' }, adventured: during ? state.hero.adventured : true },
        lairCheck: null,
      };
    }
    case 'seeking-events-drawn':
      return state;
    case 'lair-check-planned': {
      const { marker, phase, skill, targets } = event.data;
      return {
        ...state,
        lairCheck: { marker, phase, skill, targets },
        hero: { ...state.hero, lastSkill: { ...state.hero.lastSkill, [phase]: skill } },
      };
    }
    case 'lair-check-cancelled':
      return { ...state, lairCheck: null };
    case 'lair-check-rolled':
      return { ...state, lairCheck: null, step: event.data.success ? state.step : 'market', hero: { ...state.hero, adventured: true } };
    case 'lair-closed': {
      const { marker } = event.data;
      return {
        ...state,
        lairs: mapLair(state, marker, (l) => ({ ...l, status: 'closed', defeated: [], closedTurn: state.turn })),
        monsters: state.monsters.map((m) => (m.lair === marker ? { ...m, lair: null } : m)),
      };
    }
    case 'lair-sealed':
      return { ...state, step: 'market', lairs: mapLair(state, event.data.marker, (l) => ({ ...l, status: 'sealed' })) };
    case 'doom-lowered':
      return { ...state, doom: event.data.to };
    case 'adventure-done':
      return { ...state, step: 'market', lairCheck: null };
    case 'market-done':
      return { ...state, step: 'experience' };
    case 'experience-recorded':
      return { ...state, step: 'spawn', hero: { ...state.hero, experience: event.data.experience } };
    case 'event-card-in-play':
      return state;
    case 'dragon-rune-gained':
      return { ...state, hero: { ...state.hero, dragonRunes: event.data.runes } };
    case 'lair-chart-rolled':
      return { ...state, step: 'movement-check', lastLairRoll: event.data.value };
    case 'spawn-blocked':
      return state;
    case 'lair-opened': {
      const { marker, location } = event.data;
      return {
        ...state,
        lairs: mapLair(state, marker, (l) => ({ ...l, status: 'open', location, defeated: [] })),
        pending: [...state.pending, { kind: 'doom', cause: 'lair-opened' }],
      };
    }
    case 'monster-spawned': {
      const d = event.data;
      return {
        ...state,
        nextMonster: state.nextMonster + 1,
        monsters: [...state.monsters, { id: d.monster, lair: d.lair, colour: d.colour, city: null, arrivedTurn: null, turnsLeft: null }],
        pending: d.onHero ? [...state.pending, { kind: 'fight-now', monster: d.monster }] : state.pending,
      };
    }
    case 'monster-to-outskirts':
      return { ...state, outskirts: event.data.outskirts };
    case 'outskirts-cleared':
      return { ...state, outskirts: 0 };
    case 'terror-raised': {
      const { to, cityChart } = event.data;
      // Tom's order (000:74): the City chart, then the Ally, then Margath's Doom (ruling 15).
      const owed: Pending[] = [];
      if (cityChart) owed.push({ kind: 'city-chart', terror: to });
      owed.push({ kind: 'ally-discard', terror: to }, { kind: 'doom', cause: 'terror-raised' });
      return { ...state, terror: to, pending: [...state.pending, ...owed] };
    }
    case 'terror-at-max':
      return state;
    case 'doom-raised': {
      const pending = resolve(state.pending, 'doom');
      const full = event.data.full && state.margath === 'waiting' && !pending.some((p) => p.kind === 'face-margath');
      return { ...state, doom: event.data.to, pending: full ? [{ kind: 'face-margath' }, ...pending] : pending };
    }
    case 'ally-discarded':
      return { ...state, pending: resolve(state.pending, 'ally-discard') };
    case 'city-chart-rolled':
      return { ...state, lastCityRoll: event.data.value };
    case 'city-chart-skipped':
      return { ...state, pending: resolve(state.pending, 'city-chart') };
    case 'city-closed': {
      const { city, monsterRemoved } = event.data;
      return {
        ...state,
        cities: { ...state.cities, [city]: 'closed' },
        monsters: withoutMonster(state, monsterRemoved),
        hero: { ...state.hero, at: heroAfterFight(state.hero.at, monsterRemoved) },
        pending: resolve(state.pending, 'city-chart'),
      };
    }
    case 'movement-check-rolled':
      return {
        ...state,
        step: 'monster-movement',
        lastMovementCheck: event.data.value,
        movementDice: event.data.movementDice,
        enteredThisStep: [],
        movementFaces: [],
      };
    case 'movement-die-shown': {
      const { die, symbols } = event.data;
      const faces = Array.from({ length: Math.max(state.movementFaces.length, die) }, (_, i) => state.movementFaces[i] ?? null);
      faces[die - 1] = symbols;
      return { ...state, movementFaces: faces };
    }
    case 'monster-entered-city': {
      const { monster, city, turnsLeft } = event.data;
      return {
        ...state,
        monsters: mapMonster(state, monster, (m) => ({ ...m, city, arrivedTurn: state.turn, turnsLeft })),
        enteredThisStep: [...state.enteredThisStep, monster],
      };
    }
    case 'city-timer-ticked':
      return { ...state, monsters: mapMonster(state, event.data.monster, (m) => ({ ...m, turnsLeft: event.data.turnsLeft })) };
    case 'city-destroyed': {
      const { city, monster } = event.data;
      return {
        ...state,
        cities: { ...state.cities, [city]: 'destroyed' },
        monsters: withoutMonster(state, monster),
        hero: { ...state.hero, at: heroAfterFight(state.hero.at, monster) },
      };
    }
    case 'monster-step-ended':
      return { ...state, step: 'end-of-turn' };
    case 'turn-ended':
      return {
        ...state,
        turn: event.data.turn + 1,
        step: 'movement',
        movementDice: 0,
        enteredThisStep: [],
        movementFaces: [],
        hero: { ...state.hero, adventured: false, freeHealing: false },
      };
    case 'margath-fought':
      return { ...state, margath: event.data.result === 'hero-won' ? 'defeated' : 'won', pending: resolve(state.pending, 'face-margath') };
    default:
      return unhandledEvent(event);
  }
}
