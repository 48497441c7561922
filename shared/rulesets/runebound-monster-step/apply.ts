/** How each Monster Step event folds into the state. Never mutates its input. */
import type { RulesEvent } from '../../engine/ruleset';
import type { CityId, LocationId, MonsterColour, Terrain } from './data/charts';
import type { CombatPhase, DefeatedMonster, HeroAt, Lair, Monster, Pending, S } from './state';

type D = Record<string, any>;

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
function heroAfterFight(at: HeroAt, monster: number): HeroAt {
  return at.kind === 'monster' && at.monster === monster ? { kind: 'elsewhere' } : at;
}

export function apply(state: S, event: RulesEvent): S {
  const d = event.data as D;
  switch (event.type) {
    case 'hero-moved':
      return { ...state, step: 'adventure', hero: { ...state.hero, at: d.to as HeroAt }, lairCheck: null };
    case 'lair-marker-returned': {
      const standing = state.hero.at.kind === 'lair' && state.hero.at.marker === d.marker;
      return {
        ...state,
        lairs: mapLair(state, d.marker, ({ closedTurn: _closed, ...l }) => ({ ...l, status: 'free', location: null, defeated: [] })),
        hero: standing ? { ...state.hero, at: { kind: 'elsewhere' } } : state.hero,
      };
    }
    case 'monster-defeated': {
      const defeated: DefeatedMonster = { monster: d.monster, life: d.life, colour: d.colour as MonsterColour };
      const lairs = d.recorded ? mapLair(state, d.lair, (l) => ({ ...l, defeated: [...l.defeated, defeated] })) : state.lairs;
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
    case 'hero-knocked-out':
      return {
        ...state,
        pending: d.duringMonsterStep ? resolve(state.pending, 'fight-now') : state.pending,
        step: d.duringMonsterStep ? state.step : 'market',
        hero: { ...state.hero, at: { kind: 'elsewhere' }, adventured: d.duringMonsterStep ? state.hero.adventured : true },
        lairCheck: null,
      };
    case 'lair-check-planned':
      return {
        ...state,
        lairCheck: { marker: d.marker, phase: d.phase, skill: d.skill, targets: d.targets },
        hero: { ...state.hero, lastSkill: { ...state.hero.lastSkill, [d.phase as CombatPhase]: d.skill } },
      };
    case 'lair-check-cancelled':
      return { ...state, lairCheck: null };
    case 'lair-check-rolled':
      return { ...state, lairCheck: null, step: d.success ? state.step : 'market', hero: { ...state.hero, adventured: true } };
    case 'lair-closed':
      return {
        ...state,
        lairs: mapLair(state, d.marker, (l) => ({ ...l, status: 'closed', defeated: [], closedTurn: state.turn })),
        monsters: state.monsters.map((m) => (m.lair === d.marker ? { ...m, lair: null } : m)),
      };
    case 'lair-sealed':
      return { ...state, step: 'market', lairs: mapLair(state, d.marker, (l) => ({ ...l, status: 'sealed' })) };
    case 'doom-lowered':
      return { ...state, doom: d.to };
    case 'adventure-done':
      return { ...state, step: 'market', lairCheck: null };
    case 'market-done':
      return { ...state, step: 'experience' };
    case 'experience-recorded':
      return { ...state, step: 'spawn', hero: { ...state.hero, experience: d.experience } };
    case 'lair-chart-rolled':
      return { ...state, step: 'movement-check', lastLairRoll: d.value };
    case 'lair-opened':
      return {
        ...state,
        lairs: mapLair(state, d.marker, (l) => ({ ...l, status: 'open', location: d.location as LocationId, defeated: [] })),
        pending: [...state.pending, { kind: 'doom', cause: 'lair-opened' }],
      };
    case 'monster-spawned':
      return {
        ...state,
        nextMonster: state.nextMonster + 1,
        monsters: [...state.monsters, { id: d.monster, lair: d.lair, colour: d.colour, city: null, arrivedTurn: null, turnsLeft: null }],
        pending: d.onHero ? [...state.pending, { kind: 'fight-now', monster: d.monster }] : state.pending,
      };
    case 'monster-to-outskirts':
      return { ...state, outskirts: d.outskirts };
    case 'outskirts-cleared':
      return { ...state, outskirts: 0 };
    case 'terror-raised': {
      // Tom's order (000:74): the City chart, then the Ally, then Margath's Doom (ruling 15).
      const owed: Pending[] = [];
      if (d.cityChart) owed.push({ kind: 'city-chart', terror: d.to });
      owed.push({ kind: 'ally-discard', terror: d.to }, { kind: 'doom', cause: 'terror-raised' });
      return { ...state, terror: d.to, pending: [...state.pending, ...owed] };
    }
    case 'doom-raised': {
      const pending = resolve(state.pending, 'doom');
      const full = d.full && state.margath === 'waiting' && !pending.some((p) => p.kind === 'face-margath');
      return { ...state, doom: d.to, pending: full ? [{ kind: 'face-margath' }, ...pending] : pending };
    }
    case 'ally-discarded':
      return { ...state, pending: resolve(state.pending, 'ally-discard') };
    case 'city-chart-rolled':
      return { ...state, lastCityRoll: d.value };
    case 'city-chart-skipped':
      return { ...state, pending: resolve(state.pending, 'city-chart') };
    case 'city-closed':
      return {
        ...state,
        cities: { ...state.cities, [d.city as CityId]: 'closed' },
        monsters: withoutMonster(state, d.monsterRemoved),
        hero: { ...state.hero, at: heroAfterFight(state.hero.at, d.monsterRemoved) },
        pending: resolve(state.pending, 'city-chart'),
      };
    case 'movement-check-rolled':
      return { ...state, step: 'monster-movement', lastMovementCheck: d.value, movementDice: d.movementDice, enteredThisStep: [], movementFaces: [] };
    case 'movement-die-shown': {
      const faces = Array.from({ length: Math.max(state.movementFaces.length, d.die) }, (_, i) => state.movementFaces[i] ?? null);
      faces[d.die - 1] = d.symbols as Terrain[];
      return { ...state, movementFaces: faces };
    }
    case 'monster-entered-city':
      return {
        ...state,
        monsters: mapMonster(state, d.monster, (m) => ({ ...m, city: d.city, arrivedTurn: state.turn, turnsLeft: d.turnsLeft })),
        enteredThisStep: [...state.enteredThisStep, d.monster],
      };
    case 'city-timer-ticked':
      return { ...state, monsters: mapMonster(state, d.monster, (m) => ({ ...m, turnsLeft: d.turnsLeft })) };
    case 'city-destroyed':
      return {
        ...state,
        cities: { ...state.cities, [d.city as CityId]: 'destroyed' },
        monsters: withoutMonster(state, d.monster),
        hero: { ...state.hero, at: heroAfterFight(state.hero.at, d.monster) },
      };
    case 'monster-step-ended':
      return { ...state, step: 'end-of-turn' };
    case 'turn-ended':
      return {
        ...state,
        turn: d.turn + 1,
        step: 'movement',
        movementDice: 0,
        enteredThisStep: [],
        movementFaces: [],
        hero: { ...state.hero, adventured: false, freeHealing: false },
      };
    case 'dragon-rune-gained':
      return { ...state, hero: { ...state.hero, dragonRunes: d.runes } };
    case 'margath-fought':
      return { ...state, margath: d.result === 'hero-won' ? 'defeated' : 'won', pending: resolve(state.pending, 'face-margath') };
    default:
      return state;
  }
}
