/** Display names of the Monster Step's places, colours and combat phases. */

export const LOCATION_NAMES: Record<string, string> = {
  'mountains-of-despair': 'Mountains of Despair',
  'bitter-downs': 'Bitter Downs',
  'blackthorn-grove': 'Blackthorn Grove',
  'ashen-hills': 'Ashen Hills',
  'broken-crags': 'Broken Crags',
  'whispering-forest': 'Whispering Forest',
  'hanging-woods': 'Hanging Woods',
  'shadow-peaks': 'Shadow Peaks',
  'crimson-forest': 'Crimson Forest',
};

export const CITY_NAMES: Record<string, string> = {
  vynelvale: 'Vynelvale',
  riverwatch: 'Riverwatch',
  dawnsmoor: 'Dawnsmoor',
  tamalir: 'Tamalir',
  forge: 'Forge',
  greyhaven: 'Greyhaven',
  nerekhall: 'Nerekhall',
  frostgate: 'Frostgate',
};

export const TERRAIN_NAMES: Record<string, string> = {
  plains: 'Plains',
  road: 'Road',
  river: 'River',
  hills: 'Hills',
  forest: 'Forest',
  mountains: 'Mountains',
  swamp: 'Swamp',
};

/** "river + swamp": the symbols a movement die showed. */
export const symbols = (list: unknown): string =>
  Array.isArray(list) ? list.map((s) => TERRAIN_NAMES[String(s)]?.toLowerCase() ?? String(s)).join(' + ') : '';

export const COMBAT_NAMES: Record<string, string> = { ranged: 'Ranged', melee: 'Melee', magic: 'Magic' };

export const place = (code: unknown): string => LOCATION_NAMES[String(code)] ?? String(code);
export const city = (code: unknown): string => CITY_NAMES[String(code)] ?? String(code);

/** "monster 3 (green, from lair 2)" — how the app names a doom token. */
export function monsterName(p: { monster?: unknown; colour?: unknown; lair?: unknown; city?: unknown }): string {
  const bits = [
    p.colour ? String(p.colour) : null,
    p.lair ? `from lair ${p.lair}` : 'lair closed',
    p.city ? `in ${city(p.city)}` : null,
  ].filter(Boolean);
  return `monster ${p.monster} (${bits.join(', ')})`;
}

export const pct = (odds: number): string => `${(odds * 100).toFixed(1)} %`;
