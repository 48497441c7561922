/** Harvesting: the creature types, the skill whose 5+ ranks give +2, the ability that with those ranks gives +4, and the decay. */

export const CREATURE_TYPES = [
  'aberration',
  'animal',
  'construct',
  'dragon',
  'elemental',
  'fey',
  'giant',
  'humanoid',
  'magical-beast',
  'monstrous-humanoid',
  'ooze',
  'outsider',
  'plant',
  'undead',
  'vermin',
] as const;
export type CreatureType = (typeof CREATURE_TYPES)[number];

/** Synergy skill and ability code per creature type; `null` ability: none counts. */
export const HARVEST_SYNERGY: Record<CreatureType, { skill: string; ability: string | null }> = {
  aberration: { skill: 'survival', ability: 'calling-magic' },
  animal: { skill: 'heal', ability: 'wild-empathy' },
  construct: { skill: 'disable-device', ability: 'trapfinding' },
  dragon: { skill: 'heal', ability: 'sorcerer-levels' },
  elemental: { skill: 'spellcraft', ability: 'matching-energy-resistance' },
  fey: { skill: 'heal', ability: 'enchantment-save-bonus' },
  giant: { skill: 'heal', ability: 'dodge-vs-giants' },
  humanoid: { skill: 'heal', ability: 'same-subtype' },
  'magical-beast': { skill: 'spellcraft', ability: 'familiar' },
  'monstrous-humanoid': { skill: 'heal', ability: null },
  ooze: { skill: 'survival', ability: 'acid-resistance' },
  outsider: { skill: 'heal', ability: 'teleportation-magic' },
  plant: { skill: 'survival', ability: 'plant-wild-shape' },
  undead: { skill: 'heal', ability: 'channel-energy' },
  vermin: { skill: 'heal', ability: 'disease-poison-resistance' },
};

export const HARVEST = {
  /** Harvesting takes this many minutes per Hit Die. */
  minutesPerHd: 1,
  /** Ranks in the synergy skill needed for a bonus. */
  synergyRanks: 5,
  skillBonus: 2,
  skillAndAbilityBonus: 4,
  /** Share of the harvest's worth lost per hour unsold and unpreserved. */
  decayPerHour: 0.02,
  /** Worth never falls below this share. */
  decayFloor: 0.5,
} as const;
