/** What the table must do now: settle the chain first, then the turn's checklist and the Monster Step. */
import { d10 } from '../../engine/dice';
import type { Prompt, PromptAction, PromptChoice, PromptField } from '../../engine/ruleset';
import { monsterColour, RULES, TERRAINS } from './data/charts';
import { nextPending, outcome } from './chain';
import { lairCheckDice, lairCheckRequest } from './actions/lairs';
import { closableLair, sealableLair } from './rules/lairs';
import { allyStacks, enterableCities } from './rules/cities';
import { unrecordedDice } from './rules/movement';
import { walkingMonsters } from './actions/monster-step';
import { lairByMarker, monsterById, type S } from './state';
import { lairCloseOdds } from './odds';

const oneD10 = { dice: [d10] };

/** Actions the hero may take in any step of the hero's turn. */
function anytime(state: S): PromptAction[] {
  const actions: PromptAction[] = [{ type: 'event-card-in-play', code: 'rms/action/event-card' }];
  if (state.hero.dragonRunes < RULES.dragonRunesToWin) actions.push({ type: 'dragon-rune-gained', code: 'rms/action/dragon-rune' });
  return actions;
}

function monsterParams(state: S, id: number) {
  const m = monsterById(state, id);
  return { monster: id, lair: m?.lair ?? null, colour: m?.colour ?? null, city: m?.city ?? null };
}

/** The fight's outcome; under the house rule of ruling 16 the table also says how many Event cards it drew on the way. */
function fightActions(state: S): PromptAction[] {
  const seeking: PromptField[] = state.options.seekingEventsRaiseTerror ? [{ name: 'eventsDrawn', kind: 'number', min: 0, max: 20, default: 0 }] : [];
  return [
    { type: 'fight-monster', code: 'rms/action/monster-defeated', payload: { result: 'defeated' }, primary: true,
      fields: [{ name: 'life', kind: 'number', min: 1, max: 20, default: 3 }, ...seeking] },
    { type: 'fight-monster', code: 'rms/action/knocked-out', payload: { result: 'knocked-out' }, ...(seeking.length ? { fields: seeking } : {}) },
  ];
}

function positionChoices(state: S): PromptChoice[] {
  const choices: PromptChoice[] = [{ value: 'elsewhere', code: 'rms/choice/elsewhere' }];
  for (const m of state.monsters) choices.push({ value: `monster-${m.id}`, code: 'rms/choice/monster', params: monsterParams(state, m.id) });
  for (const l of state.lairs) {
    if (l.status !== 'open' && l.status !== 'closed') continue;
    choices.push({ value: `lair-${l.marker}`, code: 'rms/choice/lair', params: { marker: l.marker, location: l.location, status: l.status, defeated: l.defeated.length } });
  }
  return choices;
}

function chainPrompt(state: S): Prompt | null {
  const owed = nextPending(state);
  if (!owed) return null;
  const phase = 'rms/phase/chain';
  switch (owed.kind) {
    case 'face-margath':
      return { phase, code: 'rms/prompt/face-margath', params: { doom: state.doom, length: state.options.doomLength }, actions: [
        { type: 'face-margath', code: 'rms/action/margath-hero-won', payload: { result: 'hero-won' }, primary: true },
        { type: 'face-margath', code: 'rms/action/margath-won', payload: { result: 'margath-won' } },
      ] };
    case 'city-chart':
      return { phase, code: 'rms/prompt/city-chart', params: { terror: owed.terror, lastRoll: state.lastCityRoll }, actions: [
        { type: 'roll-city-chart', code: 'rms/action/roll-city-chart', dice: oneD10, primary: true },
      ] };
    case 'ally-discard':
      return { phase, code: 'rms/prompt/ally-discard', params: { terror: owed.terror }, actions: [
        { type: 'discard-ally', code: 'rms/action/ally-discarded', payload: { none: false }, primary: true, fields: [
          { name: 'stack', kind: 'choice', optional: true, choices: allyStacks(state).map((c) => ({ value: c, code: `rms/city/${c}` })) },
        ] },
        { type: 'discard-ally', code: 'rms/action/no-ally', payload: { none: true } },
      ] };
    case 'fight-now':
      return { phase, code: 'rms/prompt/fight-now', params: monsterParams(state, owed.monster), actions: fightActions(state) };
  }
}

function adventurePrompt(state: S): Prompt {
  const phase = 'rms/phase/adventure';
  const at = state.hero.at;
  if (at.kind === 'monster' && !state.hero.adventured) {
    return { phase, code: 'rms/prompt/fight', params: { ...monsterParams(state, at.monster), level: state.hero.experience + 1, drawColour: monsterColour(state.hero.experience) }, actions: [...fightActions(state), ...anytime(state)] };
  }
  const lair = at.kind === 'lair' ? lairByMarker(state, at.marker) : undefined;
  const done: PromptAction = { type: 'adventure-done', code: 'rms/action/adventure-done' };
  if (lair && state.lairCheck) {
    const plan = state.lairCheck;
    const dice = lairCheckDice(state);
    return { phase, code: 'rms/prompt/roll-lair-check', params: { marker: plan.marker, phase: plan.phase, skill: plan.skill, targets: plan.targets.join(', '), checks: plan.targets.length, dice }, actions: [
      { type: 'roll-lair-check', code: 'rms/action/roll-lair-check', params: { checks: plan.targets.length, dice }, dice: lairCheckRequest(state) ?? undefined, odds: lairCloseOdds(dice, plan.skill, plan.targets), primary: true },
      { type: 'cancel-lair-check', code: 'rms/action/cancel-lair-check' },
    ] };
  }
  const closable = closableLair(state);
  if (closable) {
    const lair = closable;
    return { phase, code: 'rms/prompt/lair-check', params: { marker: lair.marker, location: lair.location, checks: lair.defeated.length }, actions: [
      { type: 'plan-lair-check', code: 'rms/action/plan-lair-check', primary: true, fields: [
        { name: 'phase', kind: 'choice', choices: (['ranged', 'melee', 'magic'] as const).map((p) => ({ value: p, code: `rms/combat/${p}` })) },
        { name: 'skill', kind: 'number', min: 0, max: 20, default: state.hero.lastSkill.melee },
      ] },
      done, ...anytime(state),
    ] };
  }
  const sealable = sealableLair(state);
  if (sealable) {
    const lair = sealable;
    return { phase, code: 'rms/prompt/seal', params: { marker: lair.marker, location: lair.location, gold: RULES.sealGold, laterTurns: state.options.sealWhileStaying }, actions: [
      { type: 'seal-lair', code: 'rms/action/seal-gold', payload: { payment: 'gold' }, params: { gold: RULES.sealGold }, primary: true },
      { type: 'seal-lair', code: 'rms/action/seal-ally', payload: { payment: 'ally' } },
      { type: 'adventure-done', code: 'rms/action/leave-unsealed' },
      ...anytime(state),
    ] };
  }
  return { phase, code: state.hero.adventured ? 'rms/prompt/adventure-spent' : 'rms/prompt/adventure', actions: [{ ...done, primary: true }, ...anytime(state)] };
}

function monsterMovementPrompt(state: S): Prompt {
  const entered = new Set(state.enteredThisStep);
  const walkers = walkingMonsters(state).filter((m) => !entered.has(m.id));
  const cities = enterableCities(state);
  const actions: PromptAction[] = [];
  if (walkers.length > 0 && cities.length > 0) {
    actions.push({ type: 'monster-entered-city', code: 'rms/action/monster-entered-city', fields: [
      { name: 'monster', kind: 'choice', choices: walkers.map((m) => ({ value: m.id, code: 'rms/choice/walker', params: monsterParams(state, m.id) })) },
      { name: 'city', kind: 'choice', choices: cities.map((c) => ({ value: c, code: `rms/city/${c}` })) },
    ] });
  }
  actions.push({ type: 'monsters-moved', code: 'rms/action/monsters-moved', primary: true });
  const unrecorded = unrecordedDice(state);
  if (unrecorded.length > 0) {
    actions.push({ type: 'movement-die-shown', code: 'rms/action/movement-die-shown', fields: [
      { name: 'die', kind: 'choice', choices: unrecorded.map((die) => ({ value: die, code: 'rms/choice/die', params: { die } })) },
      ...TERRAINS.map((t): PromptField => ({ name: t, kind: 'boolean', default: false })),
    ] });
  }
  const simple = state.options.simpleMonsterMovement;
  return {
    phase: 'rms/phase/monster-movement',
    code: simple ? 'rms/prompt/monster-movement-simple' : 'rms/prompt/monster-movement',
    params: { dice: state.movementDice, spaces: RULES.simpleMovementSpaces[state.movementDice] ?? 1, walking: walkers.length, faces: state.movementFaces },
    actions,
  };
}

export function prompt(state: S): Prompt {
  const over = outcome(state);
  if (over) return { phase: 'rms/phase/game-over', code: over.code, actions: [] };
  const chain = chainPrompt(state);
  if (chain) return chain;
  switch (state.step) {
    case 'movement':
      return { phase: 'rms/phase/movement', code: 'rms/prompt/movement', actions: [
        { type: 'hero-moved', code: 'rms/action/hero-moved', primary: true, fields: [{ name: 'at', kind: 'choice', choices: positionChoices(state) }] },
        ...anytime(state),
      ] };
    case 'adventure':
      return adventurePrompt(state);
    case 'market':
      return { phase: 'rms/phase/market', code: state.hero.freeHealing ? 'rms/prompt/market-free-healing' : 'rms/prompt/market', actions: [
        { type: 'market-done', code: 'rms/action/market-done', primary: true }, ...anytime(state),
      ] };
    case 'experience':
      return { phase: 'rms/phase/experience', code: 'rms/prompt/experience', params: { experience: state.hero.experience }, actions: [
        { type: 'experience-done', code: 'rms/action/experience-done', primary: true, fields: [{ name: 'experience', kind: 'number', min: 0, max: 30, default: state.hero.experience }] },
        ...anytime(state),
      ] };
    case 'spawn':
      return { phase: 'rms/phase/spawn', code: 'rms/prompt/spawn', params: { level: state.hero.experience + 1, colour: monsterColour(state.hero.experience) }, actions: [
        { type: 'roll-lair-chart', code: 'rms/action/roll-lair-chart', dice: oneD10, primary: true },
      ] };
    case 'movement-check':
      return { phase: 'rms/phase/movement-check', code: 'rms/prompt/movement-check', params: { walking: walkingMonsters(state).length }, actions: [
        { type: 'roll-movement-check', code: 'rms/action/roll-movement-check', dice: oneD10, primary: true },
      ] };
    case 'monster-movement':
      return monsterMovementPrompt(state);
    case 'end-of-turn':
      return { phase: 'rms/phase/end-of-turn', code: 'rms/prompt/end-of-turn', actions: [] };
  }
}
