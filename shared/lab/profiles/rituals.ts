/**
 * Rituals and Runes (VA 46) in the lab, for any Runebound game carrying the add-ons: a hero acquires
 * a Ritual with a stated chance a turn (never one whose name conflicts with his own, by the kit's
 * rule), and spends every movement die whose terrain fills an empty slot of one of his Rituals.
 */
import { TERRAINS } from '../../kits/runebound-addons/data';
import { emptySlotFor, isEmpowered, nameConflict } from '../../kits/runebound-addons/rituals';
import type { WithAddons } from '../../kits/runebound-addons/state';
import { pickOne } from '../random';
import type { Choice, PolicyContext, TableParam } from '../types';
import { chance, firstThisTurn, offer } from './kit';

/** Made-up Ritual titles, some sharing a capitalised word (so the name-conflict rule comes up as at a table). */
const TITLES = [
  'Ritual of Fire',
  'Rune of Fire',
  'Ward of Stone',
  'Stone Rune',
  'Rite of the Storm',
  'Chant of Ice',
  'Word of Shadow',
  'Shadow Ward',
  'Song of the Deep',
  'Circle of Thorns',
];

/** The ritual tracker's actions: the table's news in the lab, never a policy's choice. */
export const RITUAL_TABLE_ONLY = ['ritual-add', 'ritual-empower', 'ritual-transfer', 'ritual-remove'];

export const RITUAL_PARAMS: readonly TableParam[] = [
  { key: 'ritualPerTurn', code: 'lab/param/ritual-per-turn', kind: 'probability', default: 0.1, min: 0, max: 1 },
  { key: 'movementDice', code: 'lab/param/movement-dice', kind: 'integer', default: 2, min: 0, max: 5 },
];

/** Rituals all of whose slots hold a counter. */
export const ritualsEmpowered = (s: WithAddons): number => s.addons.rituals.filter(isEmpowered).length;

/** The ritual news of this turn for the hero `owner`, or null: a Ritual acquired, then each fitting die spent. */
export function ritualNews<S extends WithAddons>(ctx: PolicyContext<S>, turn: number, owner: string): Choice | null {
  const { state } = ctx;
  if (!state.addons.enabled.ritualsAndRunes || !offer(ctx, 'ritual-add')) return null;
  if (firstThisTurn(ctx, 'ritual', turn) && chance(ctx, 'ritualPerTurn')) {
    const title = pickOne(ctx.random, TITLES);
    if (!nameConflict(state.addons.rituals, owner, title)) {
      const slots = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`slot${n}`, pickOne(ctx.random, TERRAINS)]));
      return { type: 'ritual-add', payload: { owner, title, ...slots } };
    }
  }
  const diceKey = `dice@${turn}`;
  // The terrains the movement dice showed this turn (uniform over the seven: the seeds do not give the dice's faces).
  const dice = (ctx.memo[diceKey] ??= Array.from({ length: ctx.params.movementDice ?? 2 }, () =>
    pickOne(ctx.random, TERRAINS),
  )) as string[];
  for (const ritual of state.addons.rituals) {
    if (ritual.owner !== owner || isEmpowered(ritual)) continue;
    const die = dice.findIndex((t) => emptySlotFor(ritual, t as (typeof TERRAINS)[number]) >= 0);
    if (die >= 0) {
      const [terrain] = dice.splice(die, 1);
      return { type: 'ritual-empower', payload: { ritualId: ritual.id, terrain } };
    }
  }
  return null;
}
