/**
 * Display names for Eldritch Express's data keys (regions, cards, monsters, investigators, omens,
 * faces): the English words here, read on screen from the ruleset's catalog (`eldritch-express/name/<key>`,
 * `eldritch-express/region/<id>`, German and French in `locales/`), so they follow the language.
 */
import type { Catalog } from '../../i18n/catalog';
import { hasWords, translate } from '../../i18n/speaker';

const P = 'eldritch-express';

export const REGION_NAMES: Record<number, string> = {
  1: 'North America',
  2: 'South America',
  3: 'Europe',
  4: 'Africa',
  5: 'Asia',
  6: 'Australia',
};

export const NAMES: Record<string, string> = {
  // cities and sites
  arkham: 'Arkham',
  'buenos-aires': 'Buenos Aires',
  london: 'London',
  alexandria: 'Alexandria',
  tokyo: 'Tokyo',
  sydney: 'Sydney',
  'grand-canyon': 'Grand Canyon',
  amazon: 'Amazon',
  olympus: 'Olympus',
  pyramids: 'Pyramids',
  himalaya: 'Himalaya',
  antarctica: 'Antarctica',
  // other worlds
  yuggoth: 'Yuggoth',
  dreamlands: 'The Dreamlands',
  'lost-carcosa': 'Lost Carcosa',
  'plateau-of-leng': 'Plateau of Leng',
  'great-race': 'City of the Great Race',
  abyss: 'The Abyss',
  // ancient ones
  cthulhu: 'Cthulhu',
  'shub-niggurath': 'Shub-Niggurath',
  azathoth: 'Azathoth',
  // investigators
  'lily-chen': 'Lily Chen',
  'diana-stanley': 'Diana Stanley',
  'akachi-onyele': 'Akachi Onyele',
  'joe-diamond': 'Joe Diamond',
  'wilson-richards': 'Wilson Richards',
  'dexter-drake': 'Dexter Drake',
  // monsters
  cultist: 'Cultist',
  witch: 'Witch',
  warlock: 'Warlock',
  zombie: 'Zombie',
  'mi-go': 'Mi-Go',
  ghost: 'Ghost',
  nightgaunt: 'Nightgaunt',
  vampire: 'Vampire',
  'elder-thing': 'Elder Thing',
  werewolf: 'Werewolf',
  'hound-of-tindalos': 'Hound of Tindalos',
  shoggoth: 'Shoggoth',
  'star-spawn': 'Star Spawn',
  'flying-polyp': 'Flying Polyp',
  dhole: 'Dhole',
  // items
  'revolver-32': '.32 Revolver',
  'automatic-45': '.45 Automatic',
  knife: 'Knife',
  shotgun: 'Shotgun',
  rifle: 'Rifle',
  'cavalry-saber': 'Cavalry Saber',
  flamethrower: 'Flamethrower',
  'tommy-gun': 'Tommy Gun',
  dynamite: 'Dynamite',
  kerosene: 'Kerosene',
  'molotov-cocktail': 'Molotov Cocktail',
  'holy-water': 'Holy Water',
  whiskey: 'Whiskey',
  bandage: 'Bandage',
  'ancient-tome': 'Ancient Tome',
  'old-journal': 'Old Journal',
  'puzzle-box': 'Puzzle Box',
  cross: 'Cross',
  'protective-amulet': 'Protective Amulet',
  'lucky-rabbits-foot': "Lucky Rabbit's Foot",
  // spells
  heal: 'Heal',
  'cloud-memory': 'Cloud Memory',
  shriveling: 'Shriveling',
  'red-sign': "Red Sign of Shudde M'ell",
  'dread-curse': 'Dread Curse of Azathoth',
  'mists-of-rlyeh': "Mists of R'lyeh",
  'greater-banishment': 'Greater Banishment',
  'flesh-ward': 'Flesh Ward',
  'instill-bravery': 'Instill Bravery',
  'astral-travel': 'Astral Travel',
  // artifacts
  'spirit-dagger': 'Spirit Dagger',
  'enchanted-blade': 'Enchanted Blade',
  'sword-of-glory': 'Sword of Glory',
  'lightning-gun': 'Lightning Gun',
  necronomicon: 'Necronomicon',
  'nameless-cults': 'Nameless Cults',
  'cultes-des-goules': 'Cultes des Goules',
  'book-of-dzyan': 'Book of Dzyan',
  'healing-stone': 'Healing Stone',
  'ruby-of-rlyeh': "Ruby of R'lyeh",
  'pallid-mask': 'Pallid Mask',
  'gate-box': 'Gate Box',
  'alien-statue': 'Alien Statue',
  'enchanted-jewelry': 'Enchanted Jewelry',
  // allies
  'asenath-waite': 'Asenath Waite',
  'nameless-ally': 'The nameless ally',
  'john-legrasse': 'John Legrasse',
  'professor-armitage': 'Professor Armitage',
  'tom-murphy': 'Tom "Mountain" Murphy',
  'eric-colt': 'Eric Colt',
  'professor-morgan': 'Professor Morgan',
  'charles-dexter-ward': 'Charles Dexter Ward',
  // conditions
  'back-injury': 'Back Injury',
  'internal-injury': 'Internal Injury',
  'leg-injury': 'Leg Injury',
  amnesia: 'Amnesia',
  paranoia: 'Paranoia',
  hallucination: 'Hallucination',
  blessed: 'Blessed',
  cursed: 'Cursed',
  // omens and faces
  'green-comet': 'Green comet',
  blue: 'Blue (mythos dice)',
  'red-sun': 'Red sun',
  travel: 'Travel',
  rest: 'Rest',
  investigation: 'Investigation',
  research: 'Research',
  'health-threat': 'Health threat',
  'sanity-threat': 'Sanity threat',
};

const LOST = 'Lost in time and space';

/** The catalog entries of the names, in English — or, given a translation's own words, in its language (a name it lacks stays the card's). */
export function nameWords(words: Record<string, string> = {}, regions: Record<number, string> = {}, lost = LOST): Catalog {
  return {
    ...Object.fromEntries(Object.entries(NAMES).map(([key, name]) => [`${P}/name/${key}`, words[key] ?? name])),
    ...Object.fromEntries(Object.entries(REGION_NAMES).map(([id, name]) => [`${P}/region/${id}`, regions[Number(id)] ?? name])),
    [`${P}/region/lost`]: lost,
  };
}

/** A code's words in the language shown once the ruleset's words are loaded, else the English given. */
const said = (code: string, english: string) => (hasWords(P, code) ? translate([P], code) : english);

/** The display name of a key, or the key itself when unknown (so a gap shows rather than hides). */
export const nameOf = (key: unknown): string => (NAMES[String(key)] ? said(`${P}/name/${String(key)}`, NAMES[String(key)]) : String(key));
export const regionName = (id: unknown): string =>
  id === 'lost'
    ? said(`${P}/region/lost`, LOST)
    : REGION_NAMES[Number(id)]
      ? said(`${P}/region/${Number(id)}`, REGION_NAMES[Number(id)])
      : String(id);

/** A one-glance symbol for each die face, beside its word (colour is never the only cue). */
export const FACE_SYMBOL: Record<string, string> = {
  travel: '»',
  rest: '+',
  investigation: 'I',
  research: 'R',
  'health-threat': '♥✖',
  'sanity-threat': '✺✖',
};

export const DECK_NAMES: Record<string, string> = {
  item: 'item',
  spell: 'spell',
  artifact: 'artifact',
  ally: 'ally',
  condition: 'condition',
  monster: 'monster',
  gate: 'gate token',
};
