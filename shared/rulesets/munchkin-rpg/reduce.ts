/** How Munchkin RPG's events fold into its state. */
import { unhandledEvent } from '../../engine/events';
import type { MunchkinEvent } from './events';
import { apPerRound, milestonesReached, minimumLevel } from './rules';
import type { Munchkin, MunchkinPhase, MunchkinState } from './state';

const withPlayer = (state: MunchkinState, id: string, change: (p: Munchkin) => Munchkin): MunchkinState => ({
  ...state,
  players: state.players.map((p) => (p.id === id ? change(p) : p)),
});

/** A level change: never below the player's minimum; milestone levels add their action point at once. */
export function levelTo(state: MunchkinState, player: Munchkin, level: number): Munchkin {
  const to = Math.max(minimumLevel(player.stats, state.options), level);
  return { ...player, level: to, ap: player.ap + milestonesReached(player.level, to) };
}

const spend = (state: MunchkinState, id: string, ap: number) => withPlayer(state, id, (p) => ({ ...p, ap: p.ap - ap }));

function newRound(state: MunchkinState, phase: MunchkinPhase): MunchkinState {
  return {
    ...state,
    phase,
    round: state.round + 1,
    firstSeat: (state.firstSeat + 1) % state.players.length,
    turnInRound: 0,
    boughtSlots: [],
    restocked: [],
    lastRestock: state.restocked,
    lastRestockRoll: null,
    players: state.players.map((p) => {
      const stats = p.retrainTo ?? p.stats;
      const raised = { ...p, stats, retrainTo: null, dead: false };
      const level = Math.max(minimumLevel(stats, state.options), p.level);
      return { ...raised, level, ap: apPerRound(level, stats) };
    }),
  };
}

/** Folds one Munchkin RPG event into a new state: one spread-switch over the typed events. */
export function reduce(state: MunchkinState, event: MunchkinEvent): MunchkinState {
  switch (event.type) {
    case 'stats-chosen': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => {
        const stats = { high: d.high, medium: d.medium, low: d.low };
        const level = minimumLevel(stats, state.options);
        return { ...p, stats, level, ap: apPerRound(level, stats) };
      });
    }
    case 'stats-complete': {
      return { ...state, phase: 'first-player' };
    }
    case 'first-player-chosen': {
      const d = event.data;
      return {
        ...state,
        phase: 'turn',
        round: 1,
        firstSeat: d.seat,
        turnInRound: 0,
        players: state.players.map((p) => ({ ...p, ap: apPerRound(p.level, p.stats) })),
      };
    }
    case 'action-taken': {
      const d = event.data;
      return spend(state, d.player, d.cost);
    }
    case 'item-sold': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => ({ ...p, gold: p.gold + d.gold }));
    }
    case 'item-bought': {
      const d = event.data;
      return {
        ...withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({ ...p, gold: p.gold - d.price })),
        boughtSlots: [...state.boughtSlots, d.slot],
      };
    }
    case 'gift-basket': {
      const d = event.data;
      return withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({ ...p, gold: p.gold - d.price }));
    }
    case 'grenade-thrown': {
      const d = event.data;
      return spend(state, d.player, d.cost);
    }
    case 'level-bought': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => levelTo(state, { ...p, gold: p.gold - d.price }, p.level + 1));
    }
    case 'level-changed': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => levelTo(state, p, d.to));
    }
    case 'special-used': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => ({ ...p, specialUsed: true, tired: p.tired || d.special === 'munchkin-rage' }));
    }
    case 'retrain-chosen': {
      const d = event.data;
      return withPlayer(spend(state, d.player, d.cost), d.player, (p) => ({
        ...p,
        retrainTo: { high: d.high, medium: d.medium, low: d.low },
      }));
    }
    case 'combat-ended': {
      const d = event.data;
      let next = withPlayer(state, d.player, (p) => ({ ...levelTo(state, p, p.level + d.levels), gold: p.gold + d.gold, tired: false }));
      if (d.helper) next = withPlayer(next, d.helper, (p) => ({ ...p, gold: p.gold + d.helperGold }));
      return next;
    }
    case 'player-died': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => ({ ...p, dead: true, specialUsed: false, tired: false }));
    }
    case 'boss-trapped': {
      const d = event.data;
      const spent = spend(state, d.player, d.cost);
      const boss = state.boss;
      if (boss.revealed)
        return { ...spent, boss: { ...boss, enhancerLevels: boss.enhancerLevels + (d.kind === 'enhancer' ? d.levels : 0) } };
      return {
        ...spent,
        boss:
          d.kind === 'enhancer'
            ? { ...boss, hiddenEnhancers: boss.hiddenEnhancers + 1, hiddenEnhancerLevels: boss.hiddenEnhancerLevels + d.levels }
            : { ...boss, hiddenCurses: boss.hiddenCurses + 1 },
      };
    }
    case 'boss-revealed': {
      const d = event.data;
      return {
        ...spend(state, d.player, d.cost),
        boss: {
          ...state.boss,
          revealed: true,
          enhancerLevels: state.boss.enhancerLevels + state.boss.hiddenEnhancerLevels,
          hiddenCurses: 0,
          hiddenEnhancers: 0,
          hiddenEnhancerLevels: 0,
          fighting: d.player,
        },
      };
    }
    case 'boss-challenged': {
      const d = event.data;
      return { ...state, boss: { ...state.boss, fighting: d.player } };
    }
    case 'boss-polymorphed': {
      const d = event.data;
      return { ...spend(state, d.player, d.cost), boss: { ...state.boss, enhancerLevels: 0, kills: 0, fighting: null } };
    }
    case 'boss-fight-ended': {
      const d = event.data;
      const fighter = withPlayer(state, d.player, (p) => ({ ...p, tired: false }));
      if (d.result === 'won')
        return { ...fighter, boss: { ...state.boss, fighting: null, defeated: true }, victors: [d.player, ...d.helpers] };
      // Version 1 recorded no `kills` (only the fighter could die): a death was one kill.
      const kills = typeof d.kills === 'number' ? d.kills : d.result === 'died' ? 1 : 0;
      return { ...fighter, boss: { ...state.boss, fighting: null, kills: state.boss.kills + kills } };
    }
    case 'victory-claimed': {
      const d = event.data;
      return { ...state, phase: d.next };
    }
    case 'game-won': {
      const d = event.data;
      return { ...state, phase: 'over', winners: d.winners, endCode: d.code };
    }
    case 'tally-entered': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => ({ ...p, tally: d.total }));
    }
    case 'last-stand-began': {
      return newRound(state, 'last-stand');
    }
    case 'player-defeated': {
      const d = event.data;
      return withPlayer(state, d.player, (p) => ({ ...p, out: true }));
    }
    case 'turn-ended': {
      const d = event.data;
      return d.next === null
        ? { ...state, phase: state.phase === 'last-stand' ? state.phase : 'restock', turnInRound: state.players.length }
        : { ...state, turnInRound: d.next };
    }
    case 'restock-rerolled': {
      const d = event.data;
      return { ...state, lastRestockRoll: d.slot };
    }
    case 'store-restocked': {
      const d = event.data;
      return { ...state, lastRestockRoll: d.slot, restocked: [...state.restocked, d.slot] };
    }
    case 'store-refilled': {
      return { ...state, boughtSlots: [] };
    }
    case 'round-ended': {
      return newRound(state, state.phase === 'last-stand' ? 'last-stand' : 'turn');
    }
    default:
      return unhandledEvent(event);
  }
}
