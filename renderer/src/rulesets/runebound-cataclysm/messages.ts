/** The Cataclysm's words: prompts, actions, narration, errors. */
import type { Catalog, Params } from '../../i18n/catalog';
import { addonCauses, addonMessages, addonNarrate, checklistMessages, checklistNarrator } from '../runebound-addons/messages';
import type { Narrator } from '../types';

export const TOWN_NAMES: Record<string, string> = {
  tamalir: 'Tamalir',
  riverwatch: 'Riverwatch',
  dawnsmoor: 'Dawnsmoor',
  vynelvale: 'Vynelvale',
  forge: 'Forge',
  greyhaven: 'Greyhaven',
  nerekhall: 'Nerekhall',
  frostgate: 'Frostgate',
};
export const CURSE_NAMES: Record<string, string> = {
  'ashen-flock': 'Curse of the Ashen Flock',
  'demon-horde': 'Curse of the Demon Horde',
  'frenzied-rage': 'Curse of the Frenzied Rage',
  'savage-brood': 'Curse of the Savage Brood',
  'winter-lord': 'Curse of the Winter Lord',
};
const town = (t: unknown) => TOWN_NAMES[t as string] ?? String(t);
const curse = (c: unknown) => CURSE_NAMES[c as string] ?? String(c);
const LEVEL = ['', 'I', 'II', 'III'];

const steps: Record<string, string | ((p: Params) => string)> = {
  'cataclysm/step/curse-decks':
    'Keep the five Curse decks apart, unshuffled, each stacked by the numeral on the back: the three Level I on top, then the two Level II, then the Level III.',
  'cataclysm/step/counters-comet-up':
    'Put the 8 cataclysm counters comet side up beside the board — the app deals them to the towns after the heroes are placed.',
  'cataclysm/step/market-empty': 'Lay out no items on the towns’ market stacks.',
  'cataclysm/step/red-to-box': 'Return the red adventure cards to the box (red cards of any add-on too).',
  'cataclysm/step/starting-gold':
    'Set each hero’s gold tracker (beside the victory points) to the gold his hero starts with; the app then adds curse-card gold and takes off what market steps and trades cost.',
};

export const messages: Catalog = {
  'cataclysm/whose-turn': 'Round {round} · {name}',
  'cataclysm/die/deal': 'Counter deal die {n}',
  ...addonMessages,
  ...checklistMessages(steps),
  ...Object.fromEntries(Object.entries(TOWN_NAMES).map(([k, v]) => [`town/${k}`, v])),
  ...Object.fromEntries(Object.entries(CURSE_NAMES).map(([k, v]) => [`cataclysm/curse/${k}`, v])),
  'cataclysm/phase/setup': 'Set-up',
  'cataclysm/phase/turn': 'Hero’s turn',
  'cataclysm/phase/over': 'Game over',
  'cataclysm/prompt/setup': 'Tick the steps on the set-up checklist below as you do them, then place the heroes.',
  'cataclysm/prompt/starting-town': '{hero}: choose a starting town (last player first; one hero a town).',
  'cataclysm/prompt/draw': 'Every hero is placed. Deal the cataclysm counters to the eight towns and flip them.',
  'cataclysm/prompt/quest-counter': '{hero}: choose an undefeated encounter token as your quest counter.',
  'option/oneCurseCardPerAdventure': 'One curse card an adventure step',
  'option/oneCurseCardPerAdventure/help':
    'House rule. “Heroes who end their movement on one of the cursed towns may attempt to claim one of the Curse cards” (001:311) read as one card a turn: a claimed Level I or III card ends the adventure step, as a failed one always does. Off: a hero who succeeds may go on in the same town (a Level I card, then its Level III card).',
  'cataclysm/prompt/turn': (p) => {
    const step: Record<string, string> = {
      movement:
        'Movement: split the dice into travel and trading pools (one trading roll). Then the adventure step in a cursed town, then one market step in a freed town.',
      adventure: 'Adventure step: more curse cards of this town if he succeeded, then one market step in a freed town.',
      'adventure-over': 'The adventure step is over: only the market step (in a freed town) is left.',
      'market-done': 'The market step is done: the experience step, then end the turn.',
    };
    return `${p.hero}’s turn, ${p.gold} gold. ${step[p.step as string] ?? ''} Destroyed towns cannot be entered. Win: a freed town and ${p.target} victory points.`;
  },
  'cataclysm/prompt/attempt-1': (p) =>
    `${p.hero} draws a random Level I card of the ${curse(p.curse)} in ${town(p.town)}. Did ${p.hero} pass its challenge or tests?`,
  'cataclysm/prompt/attempt-3': (p) =>
    `${p.hero} faces the Level III card of the ${curse(p.curse)} in ${town(p.town)} — stronger than a Dragon Lord. Was it defeated?`,
  'cataclysm/prompt/over': 'The game is over.',
  'cataclysm/setup-done': 'Set-up done — place the heroes',
  'cataclysm/place-hero': 'Place {hero}',
  'cataclysm/draw-cataclysm': 'Deal the cataclysm counters (d8, d7 … d2)',
  'cataclysm/choose-quest-counter': '{hero} takes this quest counter',
  'cataclysm/quest-space': 'Token {space}',
  'cataclysm/curse-in-town': (p) => `${curse(p.curse)} (${town(p.town)})`,
  'cataclysm/attempt-level-1': 'Try a Level I curse card (adventure step begun in that town)',
  'cataclysm/claim-quest': 'Claim a revealed quest (Level II) whose requirements are met',
  'cataclysm/attempt-level-3': 'Face a Level III curse card',
  'cataclysm/market-step': 'This turn’s market step, in a freed town (discount: your cards from its deck; {gold} gold)',
  'cataclysm/trade':
    'Trading pool (once, during movement): dice set aside, how many show the hero’s terrain, gold paid and received ({gold} gold)',
  'cataclysm/end-turn': 'End {hero}’s turn',
  'cataclysm/curse-won': 'Yes — {hero} claims the card',
  'cataclysm/curse-lost': 'No — the adventure step ends',
  'cataclysm/tracker/vp': '{name}: victory points',
  'cataclysm/tracker/gold': '{name}: gold',
  'cataclysm/tracker/level-one': (p) => `${town(p.town)}: Level I cards left`,
  'cataclysm/tracker/quests': (p) => `${town(p.town)}: quests revealed`,
  'cataclysm/outcome/winner': '{name} wins with {vp} victory points and a freed town.',
  'cataclysm/board/label': 'The Cataclysm table',
  'cataclysm/board/heroes': 'Heroes — {target} victory points and a freed town to win',
  'cataclysm/board/winner': '★ winner',
  'cataclysm/board/quest-space': 'quest counter {space}',
  'cataclysm/board/vp': 'Victory points',
  'cataclysm/board/gold': 'Gold',
  'cataclysm/board/claims': 'Curse cards claimed',
  'cataclysm/board/claim': '{curse}: {levels}',
  'cataclysm/board/numeral': '{level, select, 1 {I} 2 {II} other {III}}',
  'cataclysm/board/freed': 'Freed: {towns}',
  'cataclysm/board/last-market': 'Market in {town}: {spent} gold − {discount} discount = pay {pays}',
  'cataclysm/board/last-trade':
    'Trading pool: {travel, plural, one {# travel die} other {# travel dice}} · {trading, plural, one {# trading die} other {# trading dice}} · {matches, plural, one {# trade} other {# trades}}',
  'cataclysm/board/towns': 'The free towns',
  'cataclysm/board/face-down': '☄ cataclysm counter face down',
  'cataclysm/board/destroyed': '☄☄ destroyed — cannot be entered',
  'cataclysm/board/freed-by': '✔ freed by {name} — market open',
  'cataclysm/board/deck-returned': 'Its curse cards are back in the box.',
  'cataclysm/board/level-one': 'Level I cards',
  'cataclysm/board/quests': 'Quests revealed',
  'cataclysm/board/level-two': 'Level II hidden',
  'cataclysm/board/town': 'Town',
  'cataclysm/board/curse': 'Curse',
  'cataclysm/board/level-three-head': 'Level III',
  'cataclysm/board/level-three-cell': '{left, plural, =0 {defeated} other {waiting}}',
  'cataclysm/board/started-head': 'Started here',
  'cataclysm/table/heroes': 'Heroes',
  'cataclysm/table/towns': 'Towns',
  'cataclysm/table/face-down': 'counter face down',
  'cataclysm/table/destroyed': 'destroyed — cannot be entered',
  'cataclysm/table/freed-by': 'freed by {name}',
  'cataclysm/table/level-one': 'Level I left',
  'field/town': 'Town',
  'field/space': 'Quest counter',
  'field/curse': 'Curse',
  'field/healing': 'Gold spent on healing',
  'field/cards': 'Gold spent on market cards',
  'field/movementDice': 'Movement dice',
  'field/tradingPool': 'Dice in the trading pool',
  'field/matches': 'Trading dice showing the hero’s terrain',
  'field/spent': 'Gold paid in these trades (cards and healing)',
  'field/sold': 'Gold received for items sold at half price',
  'rules/wrong_phase': 'That is not something to do right now.',
  'rules/town-taken': (p) => `${p.by} already starts in ${town(p.town)}.`,
  'rules/quest-counter-taken': '{by} already has quest counter {space}.',
  'rules/not-cursed': 'That curse is on no town in this game.',
  'rules/town-freed': 'That town is already freed; its remaining curse cards are back in the box.',
  'rules/already-claimed': (p) =>
    `This hero already holds a Level ${LEVEL[p.level as number]} card of the ${curse(p.curse)}: only one of each level per deck.`,
  'rules/deck-empty': (p) => `No Level ${LEVEL[p.level as number]} card of the ${curse(p.curse)} is left.`,
  'rules/no-quest-revealed': (p) => `No quest of the ${curse(p.curse)} is revealed.`,
  'rules/needs-lower-card': (p) => `Only a hero holding a Level I or II card of the ${curse(p.curse)} may face its Level III card.`,
  'rules/town-not-freed': (p) => `${town(p.town)} is not a freed town: market steps happen only in freed towns.`,
  'rules/pool-too-big': 'The trading pool cannot hold more dice than the hero rolls.',
  'rules/too-many-matches': 'More matching dice than dice in the trading pool.',
  'rules/adventure-over': 'This hero’s adventure step is over: a failed curse card ends it (001:327), and so does the market step.',
  'rules/after-market': 'The market step (step 4) comes after the adventure step: no curse card after it.',
  'rules/other-town': 'This adventure step is in another town: the hero faces the curse cards of the town he stands in.',
  'rules/one-market-step': 'This turn’s market step is already taken: one market step a turn (step 4).',
  'rules/already-traded': 'The trading pool is rolled once a turn, all at once.',
  'rules/movement-over': 'The trading pool is rolled during movement, before the adventure step.',
  'rules/not-enough-gold': '{hero} has {has} gold and needs {needed}. Correct the gold tracker if the table’s count differs.',
  'rules/no-curse-card': 'No curse card can be tried now: none is left that this hero may try in this town.',
  'rules/no-quest-to-claim': 'No revealed quest can be claimed by this hero (one Level II card per deck).',
  'rules/no-attempt': 'No curse card is being tried.',
  'rules/no-trade': 'No trading die showed the hero’s terrain: no trade, so nothing to pay or sell.',
};

export const narrate: Record<string, Narrator> = {
  ...addonNarrate,
  'setup-step-ticked': checklistNarrator(steps),
  'setup-finished': (d) => `Set-up done. ${d.placer} places first.`,
  'hero-placed': (d) => `${d.playerName} starts in ${town(d.town)}.`,
  'cataclysm-drawn': (d) => {
    const towns = d.towns as Record<string, string>;
    const destroyed = Object.entries(towns)
      .filter(([, c]) => c === 'destroyed')
      .map(([t]) => town(t));
    const cursed = Object.entries(towns)
      .filter(([, c]) => c !== 'destroyed')
      .map(([t, c]) => `${town(t)}: ${curse(c)}`);
    const stranded = (d.strandedIn as { player: string; town: string }[]).map((s) => `${s.player} stands in ruined ${town(s.town)}`);
    return `The cataclysm falls. Destroyed: ${destroyed.join(', ')}. Cursed — ${cursed.join('; ')}. Put each Curse deck on its town’s market stack.${stranded.length ? ` ${stranded.join('; ')} (ruling C-2).` : ''}`;
  },
  'quest-counter-chosen': (d) => `${d.playerName} takes token ${d.space} as quest counter: quest space ${d.space}.`,
  'curse-card-drawn': (d) =>
    d.level === 1
      ? `${d.playerName} draws a Level I card of the ${curse(d.curse)} in ${town(d.town)}.`
      : `${d.playerName} faces the Level III card of the ${curse(d.curse)} in ${town(d.town)}.`,
  'curse-attempt-failed': (d) =>
    `${d.playerName} fails the Level ${LEVEL[d.level]} card${d.level === 1 ? '; it goes back into the deck' : '; it stays on the stack'}. His adventure step is over.`,
  'curse-card-claimed': (d) =>
    `${d.playerName} claims a Level ${LEVEL[d.level]} card of the ${curse(d.curse)}: +${d.vp} victory point(s), take ${d.xp} experience and ${d.gold} gold${typeof d.goldTo === 'number' ? ` (gold ${d.goldFrom} → ${d.goldTo})` : ''}${d.adventureOver ? '; the adventure step ends (house rule)' : ''}.`,
  'quest-revealed': (d) =>
    `A quest (Level II) of the ${curse(d.curse)} is drawn at random and laid face up beside ${town(d.town)}’s stack.`,
  'town-freed': (d) =>
    `${town(d.town)} is freed by ${d.playerName}! ${d.returned} unclaimed curse card(s) go back to the box. ${d.playerName} may take a market step there now, ${d.discount} gold off.`,
  'market-priced': (d) =>
    `${d.playerName} spends ${d.spent} gold in ${town(d.town)} (${d.healing} healing, ${d.cards} cards): ${d.discount} off for curse cards held, pays ${d.pays}${d.sold ? `, sells for ${d.sold}` : ''}${typeof d.goldTo === 'number' ? ` (gold ${d.goldFrom} → ${d.goldTo})` : ''}.`,
  'trading-pool-rolled': (d) =>
    `${d.playerName}: ${d.travel} travel dice, ${d.trading} trading dice, ${d.matches} on the hero’s terrain — ${d.matches} trade(s), each either drawing ${d.cardsToDraw} market card(s) to buy from or up to ${d.healingCap} gold of healing (selling at half price allowed)${typeof d.goldTo === 'number' && (d.spent || d.sold) ? `; paid ${d.spent}, received ${d.sold} (gold ${d.goldFrom} → ${d.goldTo})` : ''}.`,
  'turn-ended': (d) => `${d.player}’s turn ends; ${d.next} is next.`,
  'game-won': (d) => `${d.playerName} has freed ${d.freed} town(s) and holds ${d.vp} of ${d.target} victory points: ${d.playerName} wins!`,
};

export const causes: Record<string, string> = {
  ...addonCauses,
  'level-one-claimed': 'Claiming a Level I card reveals a quest',
  'level-three-defeated': 'Defeating the Level III card frees the town',
  'victory-check': 'A freed town and 15 minus the players in victory points',
};
