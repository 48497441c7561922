/**
 * What the Monster Step's board shows, computed by the ruleset: the board component draws this and
 * decides no rule (issue 13). Words stay in the renderer; this holds codes and numbers.
 */
import { CITIES, CITY_CHART, LAIR_CHART, RULES, type CityId, type LocationId, type MonsterColour, type Terrain } from './data/charts';
import { lairTargets } from './rules/lairs';
import { occupant, type CityStatus, type HeroAt, type LairStatus, type S, type Step } from './state';

/** The turn as a checklist: the four hero steps, then the Monster Step. */
const CHECKLIST: readonly { id: string; steps: readonly Step[] }[] = [
  { id: 'movement', steps: ['movement'] },
  { id: 'adventure', steps: ['adventure'] },
  { id: 'market', steps: ['market'] },
  { id: 'experience', steps: ['experience'] },
  { id: 'monster', steps: ['spawn', 'movement-check', 'monster-movement', 'end-of-turn'] },
];

export interface MonsterStepBoard {
  turn: number;
  checklist: { id: string; state: 'done' | 'now' | 'to-do' }[];
  hero: { level: number; experience: number; dragonRunes: number; runesToWin: number; at: HeroAt; freeHealing: boolean };
  terror: { value: number; max: number; boxes: { n: number; reached: boolean; current: boolean; cityChart: boolean }[] };
  outskirts: { count: number; limit: number; slots: ('filled' | 'limit' | 'empty')[] };
  doom: { value: number; length: number; boxes: { n: number; reached: boolean; margath: boolean }[] };
  lairChart: {
    roll: number;
    location: LocationId | null;
    lair: { marker: number; status: LairStatus } | null;
    struck: boolean;
    lit: boolean;
  }[];
  cityChart: { rolls: readonly number[]; city: CityId | null; status: CityStatus | null; struck: boolean; lit: boolean }[];
  lairs: { marker: number; status: LairStatus; location: LocationId | null; lives: number[]; targets: number[]; monstersOut: number }[];
  monsters: { id: number; colour: MonsterColour; lair: number | null; city: CityId | null; turnsLeft: number | null }[];
  maxMonsters: number;
  cities: { city: CityId; status: CityStatus; heldBy: { monster: number; turnsLeft: number | null } | null }[];
  movementFaces: (Terrain[] | null)[];
}

export function boardView(state: S): MonsterStepBoard {
  const now = CHECKLIST.findIndex((c) => c.steps.includes(state.step));
  const lairAt = (location: LocationId | null) => state.lairs.find((l) => l.location === location && location !== null);
  return {
    turn: state.turn,
    checklist: CHECKLIST.map((c, i) => ({ id: c.id, state: i < now ? 'done' : i === now ? 'now' : 'to-do' })),
    hero: {
      level: state.hero.experience + 1,
      experience: state.hero.experience,
      dragonRunes: state.hero.dragonRunes,
      runesToWin: RULES.dragonRunesToWin,
      at: state.hero.at,
      freeHealing: state.hero.freeHealing,
    },
    terror: {
      value: state.terror,
      max: RULES.terrorMax,
      boxes: Array.from({ length: RULES.terrorMax + 1 }, (_, n) => ({
        n,
        reached: n > 0 && n <= state.terror,
        current: n === state.terror,
        cityChart: RULES.cityChartAt.includes(n),
      })),
    },
    outskirts: {
      count: state.outskirts,
      limit: RULES.outskirtsLimit,
      slots: Array.from({ length: RULES.outskirtsLimit }, (_, i) =>
        i < state.outskirts ? 'filled' : i === RULES.outskirtsLimit - 1 ? 'limit' : 'empty',
      ),
    },
    doom: {
      value: state.doom,
      length: state.options.doomLength,
      boxes: Array.from({ length: state.options.doomLength }, (_, i) => ({
        n: i + 1,
        reached: i + 1 <= state.doom,
        margath: i + 1 === state.options.doomLength,
      })),
    },
    lairChart: LAIR_CHART.map((row) => {
      const lair = lairAt(row.location);
      return {
        roll: row.roll,
        location: row.location,
        lair: lair ? { marker: lair.marker, status: lair.status } : null,
        struck: lair?.status === 'sealed',
        lit: state.lastLairRoll === row.roll,
      };
    }),
    cityChart: CITY_CHART.map((row) => ({
      rolls: row.rolls,
      city: row.city,
      status: row.city ? state.cities[row.city] : null,
      struck: row.city ? state.cities[row.city] !== 'open' : false,
      lit: state.lastCityRoll !== null && row.rolls.includes(state.lastCityRoll),
    })),
    lairs: state.lairs.map((l) => ({
      marker: l.marker,
      status: l.status,
      location: l.location,
      lives: l.defeated.map((m) => m.life),
      targets: lairTargets(l),
      monstersOut: state.monsters.filter((m) => m.lair === l.marker).length,
    })),
    monsters: state.monsters.map((m) => ({ id: m.id, colour: m.colour, lair: m.lair, city: m.city, turnsLeft: m.turnsLeft })),
    maxMonsters: RULES.maxMonstersOnBoard,
    cities: CITIES.map((city) => {
      const holder = occupant(state, city);
      return {
        city,
        status: state.cities[city],
        heldBy: holder && state.cities[city] === 'open' ? { monster: holder.id, turnsLeft: holder.turnsLeft } : null,
      };
    }),
    movementFaces: state.movementFaces,
  };
}
