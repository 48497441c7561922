/**
 * What the table is told to do now (phase and instruction codes): settle the chain first, then the
 * turn's checklist and the Monster Step. The actions listed with it are each action's own offer
 * (engine v2's `defineRuleset`), so the prompt never shows what the engine would refuse.
 */
import type { Prompt } from '../../engine/ruleset';
import { phaseCode } from '../manifest';
import { monsterStepManifest } from './manifest';
import { monsterColour, RULES } from './data/charts';
import { nextPending, outcome } from './chain';
import { fightParams, lairCheckDice } from './actions/lairs';
import { monsterParams } from './actions/action';
import { walkingMonsters } from './actions/monster-step';
import { closableLair, sealableLair } from './rules/lairs';
import type { S } from './state';

type Instruction = Omit<Prompt, 'actions'>;

function chainInstruction(state: S): Instruction | null {
  const owed = nextPending(state);
  if (!owed) return null;
  const phase = phaseCode(monsterStepManifest, 'chain');
  switch (owed.kind) {
    case 'face-margath':
      return { phase, code: 'rms/prompt/face-margath', params: { doom: state.doom, length: state.options.doomLength } };
    case 'city-chart':
      return { phase, code: 'rms/prompt/city-chart', params: { terror: owed.terror, lastRoll: state.lastCityRoll } };
    case 'ally-discard':
      return { phase, code: 'rms/prompt/ally-discard', params: { terror: owed.terror } };
    case 'fight-now':
      return { phase, code: 'rms/prompt/fight-now', params: monsterParams(state, owed.monster) };
  }
}

function adventureInstruction(state: S): Instruction {
  const phase = phaseCode(monsterStepManifest, 'adventure');
  const at = state.hero.at;
  if (at.kind === 'monster' && !state.hero.adventured) return { phase, code: 'rms/prompt/fight', params: fightParams(state, at.monster) };
  const plan = state.lairCheck;
  if (plan && closableLair(state)) {
    return {
      phase,
      code: 'rms/prompt/roll-lair-check',
      params: {
        marker: plan.marker,
        phase: plan.phase,
        skill: plan.skill,
        targets: plan.targets.join(', '),
        checks: plan.targets.length,
        dice: lairCheckDice(state),
      },
    };
  }
  const closable = closableLair(state);
  if (closable)
    return {
      phase,
      code: 'rms/prompt/lair-check',
      params: { marker: closable.marker, location: closable.location, checks: closable.defeated.length },
    };
  const sealable = sealableLair(state);
  if (sealable)
    return {
      phase,
      code: 'rms/prompt/seal',
      params: { marker: sealable.marker, location: sealable.location, gold: RULES.sealGold, laterTurns: state.options.sealWhileStaying },
    };
  return { phase, code: state.hero.adventured ? 'rms/prompt/adventure-spent' : 'rms/prompt/adventure' };
}

function monsterMovementInstruction(state: S): Instruction {
  const walking = walkingMonsters(state).filter((m) => !state.enteredThisStep.includes(m.id)).length;
  return {
    phase: phaseCode(monsterStepManifest, 'monster-movement'),
    code: state.options.simpleMonsterMovement ? 'rms/prompt/monster-movement-simple' : 'rms/prompt/monster-movement',
    params: { dice: state.movementDice, spaces: RULES.simpleMovementSpaces[state.movementDice] ?? 1, walking, faces: state.movementFaces },
  };
}

export function instruction(state: S): Instruction {
  const over = outcome(state);
  if (over) return { phase: phaseCode(monsterStepManifest, 'game-over'), code: over.code };
  const chain = chainInstruction(state);
  if (chain) return chain;
  switch (state.step) {
    case 'movement':
      return { phase: phaseCode(monsterStepManifest, 'movement'), code: 'rms/prompt/movement' };
    case 'adventure':
      return adventureInstruction(state);
    case 'market':
      return {
        phase: phaseCode(monsterStepManifest, 'market'),
        code: state.hero.freeHealing ? 'rms/prompt/market-free-healing' : 'rms/prompt/market',
      };
    case 'experience':
      return {
        phase: phaseCode(monsterStepManifest, 'experience'),
        code: 'rms/prompt/experience',
        params: { experience: state.hero.experience },
      };
    case 'spawn':
      return {
        phase: phaseCode(monsterStepManifest, 'spawn'),
        code: 'rms/prompt/spawn',
        params: { level: state.hero.experience + 1, colour: monsterColour(state.hero.experience) },
      };
    case 'movement-check':
      return {
        phase: phaseCode(monsterStepManifest, 'movement-check'),
        code: 'rms/prompt/movement-check',
        params: { walking: walkingMonsters(state).length },
      };
    case 'monster-movement':
      return monsterMovementInstruction(state);
    case 'end-of-turn':
      return { phase: phaseCode(monsterStepManifest, 'end-of-turn'), code: 'rms/prompt/end-of-turn' };
  }
}
