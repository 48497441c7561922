/** How The Cataclysm's events fold into the state, and the victory check after every step. */
import { unhandledEvent } from '../../engine/events';
import { isAddonEvent, reduceAddonEvent } from '../../kits/runebound-addons';
import { CURSES, type Curse, type Town } from './data/cataclysm';
import type { CataclysmEvent } from './events';
import { hasWon, victoryPoints, victoryTarget } from './rules';
import { freshTurn, newCurseDeck, type CataclysmState, type CurseDeck } from './state';

/** A hero's gold after an event that carries it; version 1 events carried none and leave it alone. */
function withGold(state: CataclysmState, d: { player: string; goldTo?: number }): CataclysmState {
  return typeof d.goldTo === 'number' ? { ...state, gold: { ...state.gold, [d.player]: d.goldTo } } : state;
}

function withDeck(state: CataclysmState, curse: Curse, change: (d: CurseDeck) => CurseDeck): CataclysmState {
  return { ...state, curses: { ...state.curses, [curse]: change(state.curses[curse]!) } };
}

/** Folds one typed event of The Cataclysm. */
export function reduceCataclysm(state: CataclysmState, event: CataclysmEvent): CataclysmState {
  if (isAddonEvent(event)) return reduceAddonEvent(state, event);
  switch (event.type) {
    case 'setup-finished':
      return { ...state, phase: 'starting-towns', setupTurn: state.players.length - 1 };
    case 'hero-placed': {
      const d = event.data;
      const setupTurn = state.setupTurn - 1;
      return {
        ...state,
        startingTowns: { ...state.startingTowns, [d.player]: d.town },
        setupTurn,
        phase: setupTurn < 0 ? 'cataclysm-draw' : 'starting-towns',
      };
    }
    case 'cataclysm-drawn': {
      const towns = { ...event.data.towns } as Record<Town, Curse | 'destroyed'>;
      const curses: Partial<Record<Curse, CurseDeck>> = {};
      for (const [town, counter] of Object.entries(towns)) if (counter !== 'destroyed') curses[counter] = newCurseDeck(town as Town);
      return { ...state, towns, curses, phase: 'quest-counters', setupTurn: 0 };
    }
    case 'quest-counter-chosen': {
      const d = event.data;
      const setupTurn = state.setupTurn + 1;
      return {
        ...state,
        questSpaces: { ...state.questSpaces, [d.player]: d.space },
        setupTurn,
        phase: setupTurn >= state.players.length ? 'turn' : 'quest-counters',
      };
    }
    case 'curse-card-drawn': {
      const d = event.data;
      return {
        ...state,
        phase: 'curse-attempt',
        attempt: { player: d.player, curse: d.curse, level: d.level },
        steps: { ...state.steps, town: d.town },
      };
    }
    case 'curse-attempt-failed':
      // 001:327 "If he fails the Challenge or tests presented by the Curse card, his Adventure step is over."
      return { ...state, phase: 'turn', attempt: null, steps: { ...state.steps, adventureOver: true } };
    case 'curse-card-claimed': {
      const d = event.data;
      const level = d.level;
      const mine = state.claims[d.player];
      const claims = { ...state.claims, [d.player]: { ...mine, [d.curse]: { ...mine[d.curse], [level]: true } } };
      const steps = d.adventureOver === true ? { ...state.steps, adventureOver: true } : state.steps;
      const next = withDeck(withGold({ ...state, claims, phase: 'turn', attempt: null, steps }, d), d.curse, (deck) => ({
        ...deck,
        levelOne: level === 1 ? deck.levelOne - 1 : deck.levelOne,
        questsRevealed: level === 2 ? deck.questsRevealed - 1 : deck.questsRevealed,
        levelThree: level === 3 ? false : deck.levelThree,
      }));
      return next;
    }
    case 'quest-revealed':
      return withDeck(state, event.data.curse, (deck) => ({
        ...deck,
        levelTwoHidden: deck.levelTwoHidden - 1,
        questsRevealed: deck.questsRevealed + 1,
      }));
    case 'town-freed': {
      const { curse, player } = event.data;
      return withDeck(state, curse, (deck) => ({ ...deck, freedBy: player, levelOne: 0, levelTwoHidden: 0, questsRevealed: 0 }));
    }
    case 'market-priced': {
      const d = event.data;
      return withGold(
        {
          ...state,
          lastMarket: { player: d.player, town: d.town, spent: d.spent, discount: d.discount, pays: d.pays },
          steps: { ...state.steps, market: true, adventureOver: true },
        },
        d,
      );
    }
    case 'trading-pool-rolled': {
      const d = event.data;
      return withGold(
        {
          ...state,
          lastTrade: { player: d.player, travel: d.travel, trading: d.trading, matches: d.matches },
          steps: { ...state.steps, traded: true },
        },
        d,
      );
    }
    case 'turn-ended': {
      const { nextIndex } = event.data;
      return {
        ...state,
        active: nextIndex,
        round: nextIndex === 0 ? state.round + 1 : state.round,
        lastMarket: null,
        lastTrade: null,
        steps: freshTurn(),
      };
    }
    case 'game-won':
      return { ...state, winner: event.data.player, phase: 'over' };
    default:
      return unhandledEvent(event);
  }
}

/** The victory check: the first hero (the active one first) with a freed town and 15 - players points wins. */
export function reactCataclysm(state: CataclysmState): CataclysmEvent[] {
  if (state.winner !== null || state.phase === 'over' || Object.keys(state.curses).length === 0) return [];
  const n = state.players.length;
  const order = state.players.map((_, i) => state.players[(state.active + i) % n]);
  const winner = order.find((p) => hasWon(state, p.id));
  if (!winner) return [];
  return [
    {
      type: 'game-won',
      data: {
        player: winner.id,
        playerName: winner.name,
        vp: victoryPoints(state, winner.id),
        target: victoryTarget(n),
        freed: CURSES.filter((c) => state.curses[c]?.freedBy === winner.id).length,
      },
      cause: 'victory-check',
    },
  ];
}
