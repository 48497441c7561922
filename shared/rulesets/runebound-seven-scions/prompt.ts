/** What the table must do now in The Seven Scions. */
import type { Prompt, PromptAction, PromptChoice } from '../../engine/ruleset';
import { ritualPromptActions } from '../../kits/runebound-addons';
import { COMBAT_PHASES, STORM_ADVANCE, STORM_RESULTS } from './data/seven-scions';
import { faceStormlordsDice } from './endgame-actions';
import { shuffleDice } from '../../kits/dice-shuffle';
import { awakenBlock, heroesWithoutLevel } from './rules';
import { MAX_GOLD, MAX_LEVEL } from './endgame-actions';
import type { SevenScionsState } from './state';

const P = 'seven-scions';

function name(state: SevenScionsState, id: string | null): string {
  return state.players.find((p) => p.id === id)?.name ?? '';
}

function scionChoice(space: number, disabled = false): PromptChoice {
  return { value: space, code: `${P}/scion`, params: { space }, disabled };
}

function scionActions(state: SevenScionsState): PromptAction[] {
  const awake = state.scions.filter((s) => s.awakenedBy !== null);
  if (awake.length === 0) return [];
  return [{
    type: 'scion-lost', code: `${P}/scion-lost`,
    fields: [
      { name: 'scion', kind: 'choice', choices: awake.map((s) => ({ ...scionChoice(s.space), params: { space: s.space, hero: name(state, s.awakenedBy) } })) },
      { name: 'reason', kind: 'choice', choices: [{ value: 'killed', code: `${P}/reason/killed` }, { value: 'discarded', code: `${P}/reason/discarded` }] },
    ],
  }];
}

function useCounterActions(state: SevenScionsState): PromptAction[] {
  return state.scions
    .filter((s) => s.holder !== null)
    .map((s) => ({ type: 'use-scion-counter', code: `${P}/use-scion-counter`, params: { space: s.space, hero: name(state, s.holder) }, payload: { scion: s.space } }));
}

function coopValueAction(state: SevenScionsState): PromptAction[] {
  if (!state.options.cooperative) return [];
  return [{
    type: 'record-combat-values', code: `${P}/record-combat-values`,
    fields: [
      { name: 'player', kind: 'choice', choices: state.players.map((p) => ({ value: p.id, code: 'addons/player', params: { name: p.name } })) },
      { name: 'combatPhase', kind: 'choice', choices: Object.keys(COMBAT_PHASES).map((k) => ({ value: k, code: `${P}/combat/${k}` })) },
      { name: 'score', kind: 'number', min: -10, max: 30, default: 0 },
      { name: 'damage', kind: 'number', min: 0, max: 30, default: 1 },
      { name: 'replace', kind: 'choice', choices: ['none', 'score', 'damage'].map((r) => ({ value: r, code: `${P}/replace/${r}` })) },
      { name: 'scionScore', kind: 'number', min: -10, max: 30, default: 0 },
      { name: 'scionDamage', kind: 'number', min: 0, max: 30, default: 0 },
    ],
  }];
}

export function promptSevenScions(state: SevenScionsState): Prompt {
  const active = state.players[state.active];
  const rituals = ritualPromptActions(state.addons, state.players);
  switch (state.phase) {
    case 'setup':
      return {
        phase: `${P}/phase/setup`, code: `${P}/prompt/setup`, params: { count: state.players.length },
        actions: [{ type: 'setup-done', code: `${P}/setup-done`, primary: true }],
      };
    case 'turn': {
      const asleep = state.scions.filter((s) => awakenBlock(state, s.space) === null);
      return {
        phase: `${P}/phase/turn`, code: `${P}/prompt/turn`, params: { hero: active.name, position: state.storm.position },
        actions: [
          ...(Object.keys(STORM_ADVANCE) as (keyof typeof STORM_ADVANCE)[]).map((challenge) => ({
            type: 'storm-step', code: `${P}/storm-step/${challenge}`, params: { spaces: STORM_ADVANCE[challenge] },
            payload: { challenge }, primary: challenge === 'none',
          })),
          { type: 'event-drawn', code: `${P}/event-drawn`, params: { hero: active.name } },
          ...(asleep.length > 0 ? [{ type: 'awaken-scion', code: `${P}/awaken-scion`, params: { hero: active.name }, fields: [{ name: 'scion', kind: 'choice' as const, choices: asleep.map((s) => scionChoice(s.space)) }] }] : []),
          ...scionActions(state),
          ...rituals,
        ],
      };
    }
    case 'storm': {
      const pending = state.pendingStorm;
      if (pending) {
        return {
          phase: `${P}/phase/storm`, code: `${P}/prompt/storm-card`,
          params: { colour: pending.colour, hero: name(state, pending.by), order: pending.order.map((id) => name(state, id)).join(', ') },
          actions: [
            { type: 'resolve-storm-card', code: `${P}/resolve-storm-card`, primary: true,
              fields: [{ name: 'result', kind: 'choice', choices: STORM_RESULTS.map((r) => ({ value: r, code: `${P}/result/${r}` })) }] },
            ...useCounterActions(state), ...scionActions(state), ...rituals,
          ],
        };
      }
      return {
        phase: `${P}/phase/storm`, code: `${P}/prompt/storm-step`, params: { hero: active.name, position: state.storm.position },
        actions: [{ type: 'end-turn', code: `${P}/end-turn`, params: { hero: active.name }, primary: true }, ...useCounterActions(state), ...scionActions(state), ...rituals],
      };
    }
    case 'event-scions': {
      const pick = state.eventPick!;
      const chooser = name(state, pick.order[pick.index]);
      const free = state.scions.filter((s) => s.awakenedBy === null && s.holder === null);
      return {
        phase: `${P}/phase/event`, code: `${P}/prompt/event-pick`, params: { hero: chooser, drawer: name(state, pick.drawer) },
        actions: [
          ...free.map((s, i) => ({ type: 'take-scion-counter', code: `${P}/take-scion-counter`, params: { space: s.space, hero: chooser }, payload: { scion: s.space }, primary: i === 0 })),
          { type: 'pass-scion-counter', code: `${P}/pass-scion-counter`, params: { hero: chooser }, primary: free.length === 0 },
        ],
      };
    }
    case 'endgame-prepare': {
      const dice = faceStormlordsDice(state);
      const missing = state.options.cooperative ? [] : heroesWithoutLevel(state.players.map((p) => p.id), state.levels, state.gold);
      const face: PromptAction[] = missing.length > 0 ? [] : [{ type: 'face-stormlords', code: `${P}/face-stormlords`, primary: true, ...(dice.dice.length > 0 ? { dice } : {}) }];
      return {
        phase: `${P}/phase/endgame`,
        code: state.options.cooperative ? `${P}/prompt/endgame-coop` : missing.length > 0 ? `${P}/prompt/endgame-levels` : `${P}/prompt/endgame`,
        params: { x: state.stormlords, missing: missing.map((id) => name(state, id)).join(', ') },
        actions: [
          ...face,
          ...(state.options.cooperative ? [] : [{
            type: 'set-hero-level', code: `${P}/set-hero-level`, primary: missing.length > 0,
            fields: [
              {
                name: 'player', kind: 'choice' as const, default: missing[0] ?? state.players[0].id,
                choices: state.players.map((p) => ({ value: p.id, code: `${P}/hero-level`, params: { name: p.name, level: state.levels[p.id], gold: state.gold[p.id] } })),
              },
              { name: 'level', kind: 'number' as const, min: 0, max: MAX_LEVEL, default: 0 },
              { name: 'gold', kind: 'number' as const, min: 0, max: MAX_GOLD, default: 0 },
            ],
          }]),
          ...coopValueAction(state), ...scionActions(state),
        ],
      };
    }
    case 'endgame-shuffle': {
      const run = state.endgame!.runs[state.endgame!.current];
      const dice = shuffleDice(state.stormlords);
      return {
        phase: `${P}/phase/endgame`, code: `${P}/prompt/shuffle`, params: { hero: name(state, run.player) },
        actions: [{ type: 'shuffle-stormlords', code: `${P}/shuffle-stormlords`, params: { hero: name(state, run.player) }, primary: true, ...(dice.length > 0 ? { dice: { dice } } : {}) }],
      };
    }
    case 'endgame-fight': {
      const eg = state.endgame!;
      const run = eg.runs[eg.current];
      const stormlord = run.order![run.defeated];
      const hero = run.player === null ? null : name(state, run.player);
      return {
        phase: `${P}/phase/endgame`, code: hero === null ? `${P}/prompt/fight-coop` : `${P}/prompt/fight`,
        params: { hero, stormlord, defeated: run.defeated, of: state.stormlords },
        actions: [
          { type: 'stormlord-defeated', code: `${P}/stormlord-defeated`, params: { stormlord }, primary: true },
          eg.mode === 'competitive'
            ? { type: 'hero-knocked-out', code: `${P}/hero-knocked-out`, params: { hero }, fields: [{ name: 'wounds', kind: 'number', min: 0, max: 99, default: 0 }] }
            : { type: 'heroes-knocked-out', code: `${P}/heroes-knocked-out` },
          ...coopValueAction(state),
        ],
      };
    }
    case 'over':
      return { phase: `${P}/phase/over`, code: `${P}/prompt/over`, actions: [] };
  }
}
