/** What the table must do now in The Cataclysm. */
import type { Prompt, PromptAction } from '../../engine/ruleset';
import { ritualPromptActions } from '../../kits/runebound-addons';
import { shuffleDice } from '../../kits/dice-shuffle';
import { CATACLYSM_COUNTERS, CURSES, MAX_MOVEMENT_DICE, QUEST_SPACES, TOWNS, type Curse, type CurseLevel } from './data/cataclysm';
import { attemptBlock, goldOf, marketBlock, tradeBlock, victoryTarget } from './rules';
import type { CataclysmState } from './state';

const P = 'cataclysm';

function curseField(state: CataclysmState, player: string, level: CurseLevel) {
  const open = CURSES.filter((c) => state.curses[c] && attemptBlock(state, player, c, level) === null);
  return open.map((c: Curse) => ({ value: c, code: `${P}/curse-in-town`, params: { curse: c, town: state.curses[c]!.town } }));
}

function turnActions(state: CataclysmState): PromptAction[] {
  const hero = state.players[state.active];
  const actions: PromptAction[] = [{ type: 'end-turn', code: `${P}/end-turn`, params: { hero: hero.name }, primary: true }];
  const levelOne = curseField(state, hero.id, 1);
  if (levelOne.length > 0) actions.push({ type: 'attempt-curse', code: `${P}/attempt-level-1`, payload: { level: 1 }, fields: [{ name: 'curse', kind: 'choice', choices: levelOne }] });
  const quests = curseField(state, hero.id, 2);
  if (quests.length > 0) actions.push({ type: 'claim-quest', code: `${P}/claim-quest`, fields: [{ name: 'curse', kind: 'choice', choices: quests }] });
  const levelThree = curseField(state, hero.id, 3);
  if (levelThree.length > 0) actions.push({ type: 'attempt-curse', code: `${P}/attempt-level-3`, payload: { level: 3 }, fields: [{ name: 'curse', kind: 'choice', choices: levelThree }] });
  const markets = TOWNS.filter((t) => marketBlock(state, t) === null);
  if (markets.length > 0) {
    actions.push({
      type: 'market-step', code: `${P}/market-step`, params: { gold: goldOf(state, hero.id) },
      fields: [
        { name: 'town', kind: 'choice', choices: markets.map((t) => ({ value: t, code: `town/${t}` })) },
        { name: 'healing', kind: 'number', min: 0, max: 99, default: 0 },
        { name: 'cards', kind: 'number', min: 0, max: 99, default: 0 },
        { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
      ],
    });
  }
  if (tradeBlock(state) === null) {
    actions.push({
      type: 'trade', code: `${P}/trade`, params: { gold: goldOf(state, hero.id) },
      fields: [
        { name: 'movementDice', kind: 'number', min: 1, max: MAX_MOVEMENT_DICE, default: MAX_MOVEMENT_DICE },
        { name: 'tradingPool', kind: 'number', min: 1, max: MAX_MOVEMENT_DICE, default: 1 },
        { name: 'matches', kind: 'number', min: 0, max: MAX_MOVEMENT_DICE, default: 0 },
        { name: 'spent', kind: 'number', min: 0, max: 99, default: 0 },
        { name: 'sold', kind: 'number', min: 0, max: 99, default: 0 },
      ],
    });
  }
  return [...actions, ...ritualPromptActions(state.addons, state.players)];
}

export function promptCataclysm(state: CataclysmState): Prompt {
  switch (state.phase) {
    case 'setup':
      return { phase: `${P}/phase/setup`, code: `${P}/prompt/setup`, actions: [{ type: 'setup-done', code: `${P}/setup-done`, primary: true }] };
    case 'starting-towns': {
      const hero = state.players[state.setupTurn];
      const taken = new Set(Object.values(state.startingTowns));
      return {
        phase: `${P}/phase/setup`, code: `${P}/prompt/starting-town`, params: { hero: hero.name },
        actions: [{
          type: 'place-hero', code: `${P}/place-hero`, params: { hero: hero.name }, primary: true,
          fields: [{ name: 'town', kind: 'choice', choices: TOWNS.filter((t) => !taken.has(t)).map((t) => ({ value: t, code: `town/${t}` })) }],
        }],
      };
    }
    case 'cataclysm-draw':
      return {
        phase: `${P}/phase/setup`, code: `${P}/prompt/draw`,
        actions: [{ type: 'draw-cataclysm', code: `${P}/draw-cataclysm`, primary: true, dice: { dice: shuffleDice(CATACLYSM_COUNTERS.length) } }],
      };
    case 'quest-counters': {
      const hero = state.players[state.setupTurn];
      const taken = new Set(Object.values(state.questSpaces));
      return {
        phase: `${P}/phase/setup`, code: `${P}/prompt/quest-counter`, params: { hero: hero.name },
        actions: [{
          type: 'choose-quest-counter', code: `${P}/choose-quest-counter`, params: { hero: hero.name }, primary: true,
          fields: [{ name: 'space', kind: 'choice', choices: QUEST_SPACES.filter((s) => !taken.has(s)).map((s) => ({ value: s, code: `${P}/quest-space`, params: { space: s } })) }],
        }],
      };
    }
    case 'turn':
      return {
        phase: `${P}/phase/turn`, code: `${P}/prompt/turn`,
        params: {
          hero: state.players[state.active].name, target: victoryTarget(state.players.length), gold: goldOf(state, state.players[state.active].id),
          step: state.steps.market ? 'market-done' : state.steps.adventureOver ? 'adventure-over' : state.steps.town !== null ? 'adventure' : 'movement',
        },
        actions: turnActions(state),
      };
    case 'curse-attempt': {
      const a = state.attempt!;
      const hero = state.players.find((p) => p.id === a.player)!.name;
      return {
        phase: `${P}/phase/turn`, code: `${P}/prompt/attempt-${a.level}`, params: { hero, curse: a.curse, town: state.curses[a.curse]!.town },
        actions: [
          { type: 'curse-result', code: `${P}/curse-won`, params: { hero }, payload: { success: true }, primary: true },
          { type: 'curse-result', code: `${P}/curse-lost`, params: { hero }, payload: { success: false } },
        ],
      };
    }
    case 'over':
      return { phase: `${P}/phase/over`, code: `${P}/prompt/over`, actions: [] };
  }
}
