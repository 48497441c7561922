/** What the table can do now, for each phase of Advanced Runebound. */
import type { Prompt, PromptAction, PromptField } from '../../engine/ruleset';
import {
  COLOURS, DOOM_SPACES, EXPERIENCE_TYPES, HAZARD_NUMBER_RANGE, MAX_COUNTER_BONUS, PLACE_REASONS, TERRAINS,
} from './data/tables';
import { endgameOrderDice } from './actions-endgame';
import { goldDecidesOrder, MAX_GOLD } from './rules/gold';
import { doomTrigger, experiencePrice, firstTurnDice, heroById, type AdvancedRuneboundState } from './state';

const P = 'advanced-runebound';

const colourField = (name = 'colour'): PromptField => ({
  name, kind: 'choice', choices: COLOURS.map((c) => ({ value: c, code: `${P}/colour/${c}` })),
});

export function prompt(state: AdvancedRuneboundState): Prompt {
  switch (state.phase) {
    case 'play': return playPrompt(state);
    case 'endgame-order': return orderPrompt(state);
    case 'endgame': return confrontationPrompt(state);
    case 'over': return { phase: `${P}/phase/over`, code: `${P}/game-over`, actions: [] };
  }
}

function playPrompt(state: AdvancedRuneboundState): Prompt {
  const phase = `${P}/phase/play`;
  const hero = state.heroes[state.seat];
  const player = hero.id;
  if (state.knockout) {
    const name = heroById(state, state.knockout.player)?.name;
    return {
      phase, code: state.knockout.hazard ? `${P}/knockout-checklist-hazard` : `${P}/knockout-checklist`, params: { name },
      actions: [{ type: 'finish-knockout', code: `${P}/finish-knockout`, primary: true }],
    };
  }
  if (state.hazard?.stage === 'number') {
    return {
      phase, code: `${P}/hazard-roll-again`, params: { name: hero.name, cards: state.track.length },
      actions: [{
        type: 'hazard-number', code: `${P}/hazard-number`, primary: true,
        fields: [{ name: 'symbols', kind: 'number', min: HAZARD_NUMBER_RANGE.min, max: HAZARD_NUMBER_RANGE.max, default: 2 }],
      }],
    };
  }
  if (state.hazard?.stage === 'resolve') {
    const { colour, space, number } = state.hazard;
    return {
      phase, code: `${P}/hazard-resolve`, params: { name: hero.name, colour, space, number, town: DOOM_SPACES[space - 1].town ?? String(space) },
      actions: [
        { type: 'resolve-hazard', code: `${P}/hazard-challenge-defeated`, payload: { kind: 'challenge-defeated' }, primary: true,
          fields: [{ name: 'experience', kind: 'number', min: 0, max: 40, default: 0 }] },
        { type: 'resolve-hazard', code: `${P}/hazard-challenge-failed`, payload: { kind: 'challenge-failed' },
          fields: [{ name: 'knockedOut', kind: 'boolean', default: false }] },
        { type: 'resolve-hazard', code: `${P}/hazard-encounter`, payload: { kind: 'encounter' } },
        { type: 'resolve-hazard', code: `${P}/hazard-event`, payload: { kind: 'event' },
          fields: [{ name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }] },
      ],
    };
  }
  const trigger = doomTrigger(state.heroes.length, state.options);
  const actions: PromptAction[] = [
    { type: 'place-card', code: `${P}/place-card`, primary: true, params: { space: state.track.length + 1 },
      fields: [colourField(), { name: 'reason', kind: 'choice', choices: PLACE_REASONS.map((r) => ({ value: r, code: `${P}/reason/${r}` })) }] },
    { type: 'check-hazard', code: `${P}/check-hazard`, params: { name: hero.name }, payload: { player },
      fields: [
        { name: 'terrain', kind: 'choice', choices: TERRAINS.map((t) => ({ value: t, code: `${P}/terrain/${t}` })) },
        ...TERRAINS.map((t): PromptField => ({ name: t, kind: 'boolean', default: false })),
      ] },
    { type: 'draw-event', code: `${P}/draw-event`, params: { inPlay: state.eventInPlay?.number ?? null },
      fields: [colourField(), { name: 'eventNumber', kind: 'number', min: 0, max: 999, default: 1 }] },
    { type: 'end-turn', code: `${P}/end-turn`, params: { name: hero.name } },
    { type: 'gain-experience', code: `${P}/gain-experience`, params: { name: hero.name }, payload: { player },
      fields: [{ name: 'points', kind: 'number', min: 1, max: 40, default: 1 }] },
    { type: 'buy-experience', code: `${P}/buy-experience`, params: { name: hero.name, cost: experiencePrice(state.heroes.length) }, payload: { player },
      fields: [
        { name: 'first', kind: 'choice', choices: EXPERIENCE_TYPES.map((t) => ({ value: t, code: `${P}/counter/${t}` })) },
        { name: 'firstBonus', kind: 'number', min: 1, max: MAX_COUNTER_BONUS, default: 1 },
        { name: 'second', kind: 'choice', choices: EXPERIENCE_TYPES.map((t) => ({ value: t, code: `${P}/counter/${t}` })) },
        { name: 'secondBonus', kind: 'number', min: 1, max: MAX_COUNTER_BONUS, default: 1 },
      ] },
    { type: 'buy-healing', code: `${P}/buy-healing`, params: { name: hero.name, gold: hero.gold }, payload: { player },
      fields: [
        { name: 'wounds', kind: 'number', min: 0, max: 30, default: 0 },
        { name: 'exhaustion', kind: 'number', min: 0, max: 10, default: 0 },
      ] },
    { type: 'gold-counted', code: `${P}/gold-counted`, params: { name: hero.name, gold: hero.gold }, payload: { player },
      fields: [{ name: 'gold', kind: 'number', min: 0, max: MAX_GOLD, default: hero.gold }] },
    { type: 'keep-red-challenge', code: `${P}/keep-red-challenge`, params: { name: hero.name }, payload: { player } },
    { type: 'knocked-out', code: `${P}/knocked-out`, params: { name: hero.name }, payload: { player } },
    { type: 'reshuffle-discards', code: `${P}/reshuffle-discards`, fields: [colourField()] },
    { type: 'correct-card', code: `${P}/correct-card`,
      fields: [
        { name: 'space', kind: 'choice', choices: state.track.map((c, i) => ({ value: i + 1, code: `${P}/space-choice`, params: { space: i + 1, colour: c } })) },
        colourField(),
      ] },
  ];
  return {
    phase,
    code: state.round === 1 ? `${P}/first-turn` : `${P}/turn`,
    params: {
      name: hero.name, round: state.round, seat: state.seat + 1,
      dice: firstTurnDice(state.heroes.length, state.seat + 1),
      cards: state.track.length, trigger, counters: state.doomCounters,
    },
    actions,
  };
}

/**
 * The Endgame's order: heroes tied on level go by gold (004:76), so the prompt asks the table to
 * count those heroes' gold (prefilled from the trackers) before the order is set.
 */
function orderPrompt(state: AdvancedRuneboundState): Prompt {
  const dice = endgameOrderDice(state);
  const counting = goldDecidesOrder(state);
  return {
    phase: `${P}/phase/endgame`,
    code: dice ? `${P}/endgame-prepare-ties` : `${P}/endgame-prepare`,
    params: { goldTies: counting.map((h) => h.name) },
    actions: [
      { type: 'set-endgame-order', code: dice ? `${P}/set-order-roll` : `${P}/set-order`, primary: true, ...(dice ? { dice } : {}) },
      ...counting.map((h): PromptAction => ({
        type: 'gold-counted', code: `${P}/gold-counted`, params: { name: h.name, gold: h.gold, level: h.level }, payload: { player: h.id },
        fields: [{ name: 'gold', kind: 'number', min: 0, max: MAX_GOLD, default: h.gold }],
      })),
    ],
  };
}

function confrontationPrompt(state: AdvancedRuneboundState): Prompt {
  const endgame = state.endgame!;
  const hero = heroById(state, endgame.order[endgame.up])!;
  return {
    phase: `${P}/phase/endgame`,
    code: endgame.defeatedThisTurn > 0 ? `${P}/confront-again` : `${P}/confront`,
    params: { name: hero.name, red: hero.redChallenges, defeated: endgame.defeatedThisTurn },
    actions: [
      { type: 'confrontation', code: `${P}/confront-defeated`, payload: { result: 'defeated' }, primary: true,
        fields: [{ name: 'reward', kind: 'number', min: 0, max: MAX_GOLD, default: 0 }] },
      { type: 'confrontation', code: `${P}/confront-margath`, payload: { result: 'margath' } },
      { type: 'confrontation', code: `${P}/confront-failed`, payload: { result: 'failed' } },
    ],
  };
}
