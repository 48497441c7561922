/** Drunkards of Catan's words: every code its engine emits, in English, and the history's narration. */
import type { Catalog } from '../../i18n/catalog';
import type { Narrator } from '../types';

const barrels = (n: number) => `${n} barrel${n === 1 ? '' : 's'}`;
const drinks = (n: number) => `${n} drink${n === 1 ? '' : 's'}`;

export const RESOURCE_NAMES: Record<string, string> = { brick: 'Brick', lumber: 'Lumber', wool: 'Wool', grain: 'Grain', ore: 'Ore' };

export const messages: Catalog = {
  'option/festivals': 'Festivals on doubles',
  'option/festivals/help':
    'When the production roll shows doubles, every player returns half their barrels (rounded up) and drinks once per barrel returned. Switch off to play barrels without festivals.',

  'drunkards/play': 'At the table',
  'drunkards/die/red': 'Red d6',
  'drunkards/die/yellow': 'Yellow d6',
  'drunkards/roll-or-trade': (p) =>
    p.rolls === 0
      ? 'Roll for production to start a turn, or deal in barrels at any time.'
      : `Production roll ${p.rolls + 1} next — or deal in barrels at any time.`,
  'drunkards/production-roll': 'Production roll (2d6) — doubles hold a festival',
  'drunkards/production-roll/chance-of': 'doubles → festival',
  'drunkards/build-barrel': 'Build barrels (1 grain + 1 lumber each)',
  'drunkards/drink-barrel': 'Drink a barrel for a resource card',
  'drunkards/gift-barrels': '{name}: gift barrels (the receiver drinks)',
  'drunkards/trade-barrels': '{name}: trade barrels (nobody drinks)',
  'drunkards/end-game': 'Someone won the game',
  'drunkards/player': '{name}',
  ...Object.fromEntries(Object.entries(RESOURCE_NAMES).map(([id, name]) => [`drunkards/resource/${id}`, name])),
  'drunkards/tracker/barrels': (p) => `${p.name}: barrels (${p.vp} VP)`,
  'drunkards/tracker/drinks': '{name}: drinks',
  'drunkards/won': '{name} won the game.',

  'field/player': 'Player',
  'field/count': 'How many',
  'field/from': 'From',
  'field/to': 'To',
  'field/resource': 'Resource card taken',
  'field/winner': 'Winner',

  'rules/unknown_player': 'That player is not at this table.',
  'rules/no_barrels': 'Nobody holds a barrel yet: build one first.',
  'rules/not_enough_barrels': '{name} holds only {barrels, plural, one {# barrel} other {# barrels}}.',
  'rules/invalid_options': 'These set-up options are not valid for this game.',
  'rules/wrong_phase': 'That cannot be done at this point of the game.',
};

export const narrate: Record<string, Narrator> = {
  'barrel-built': (d) => `${d.name} built ${barrels(d.count)} (paying ${d.count} grain and ${d.count} lumber).`,
  'barrels-traded': (d) => `${d.fromName} traded ${barrels(d.count)} to ${d.toName}.`,
  'barrels-gifted': (d) => `${d.fromName} gifted ${barrels(d.count)} to ${d.toName}, who takes ${drinks(d.count)}.`,
  'barrel-drunk': (d) => `${d.name} drank a barrel and took ${RESOURCE_NAMES[d.resource] ?? d.resource} from the bank.`,
  'production-rolled': (d) => `Production roll ${d.dice[0]} + ${d.dice[1]} = ${d.total}${d.doubles ? ' — doubles!' : '.'}`,
  festival: (d) => {
    const shares = (d.shares as { name: string; before: number; returned: number; after: number }[]).filter((s) => s.returned > 0);
    if (shares.length === 0) return 'Festival! Nobody had a barrel to return.';
    return `Festival! ${shares.map((s) => `${s.name} returns ${s.returned} of ${s.before} (${drinks(s.returned)}, ${s.after} left)`).join('; ')}.`;
  },
  'game-ended': (d) => `${d.name} won the game.`,
};

export const causes: Record<string, string> = {
  'drunkards/doubles': 'Doubles on the production roll: festival',
};
