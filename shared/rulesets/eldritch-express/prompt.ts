/** What the table must do now: the pending roll or choice first, then the current step of the turn, with odds on every check. */
import { d6, dN } from '../../engine/dice';
import type { Prompt, PromptAction, PromptField } from '../../engine/ruleset';
import { spellCard } from './data/cards';
import { INVESTIGATORS } from './data/investigators';
import { monsterKind } from './data/monsters';
import type { EldritchState, Investigator, Pending, TurnState } from './state';
import { canHide, drawCandidates, encounterKey, encountersIn, knowledgeIs, regionOf, skillIs, taskNeedOf } from './rules';
import { ACTION_FACES, actionDie, handOdds, isThreat, taskOdds } from './tasks';
import { drawCount, freeInvestigators } from './actions/pending';
import { setupDice } from './actions/setup';
import { availableModifiers } from './actions/dice';
import { fightOptions } from './actions/fight';
import { encounterCheck, reachable, threatTrades } from './actions/steps';
import { omenDice, nextOmen } from './actions/omen';
import { distance } from './data/world';
import { usablePossessions } from './actions/possessions';

const P = 'eldritch-express';

export function phaseOf(state: EldritchState): string {
  if (state.stage === 'setup') return `${P}/setup`;
  if (state.stage === 'over') return `${P}/over`;
  return `${P}/step/${state.turnState?.step ?? 'upkeep'}`;
}

export function prompt(state: EldritchState): Prompt {
  const phase = phaseOf(state);
  if (state.stage === 'over') return { phase, code: `${P}/prompt/over`, actions: [] };
  if (state.pending.length > 0) return pendingPrompt(state, phase, state.pending[0]);
  if (state.stage === 'setup') {
    return { phase, code: `${P}/prompt/setup`, actions: [{ type: 'roll-setup', code: `${P}/action/roll-setup`, primary: true, dice: { dice: setupDice(state) } }] };
  }
  const turn = state.turnState;
  const inv = state.seats[state.current]?.investigator;
  if (!turn || !inv) return { phase, code: `${P}/prompt/wait`, actions: [] };
  const base = stepPrompt(state, phase, inv, turn);
  const uses: PromptAction[] = usablePossessions(state, inv, turn).map((u) => ({
    type: 'use-possession', code: `${P}/action/use`, params: { card: u.card }, payload: { card: u.card }, ...(u.fields.length ? { fields: u.fields } : {}),
  }));
  return uses.length ? { ...base, actions: [...base.actions, ...uses] } : base;
}

function stepPrompt(state: EldritchState, phase: string, inv: Investigator, turn: TurnState): Prompt {
  const who = { name: state.seats[state.current].player.name, investigator: inv.key };
  switch (turn.step) {
    case 'upkeep': return { phase, code: `${P}/prompt/upkeep`, params: who, actions: upkeepActions(state, inv, turn) };
    case 'fight': {
      const monsters = regionOf(state, inv.region as number).monsters.map(monsterKind);
      const horror = monsters.reduce((sum, m) => sum + m.horror, 0);
      const strength = monsters.reduce((sum, m) => sum + (m.strength === 'delay' ? 0 : m.strength), 0);
      return { phase, code: `${P}/prompt/fight`, params: { ...who, monsters: monsters.length, horror, strength }, actions: [fightAction(state, inv, turn)] };
    }
    case 'dice': return diceStep(state, phase, inv, turn, who);
    case 'threats': {
      const trades = threatTrades(inv, turn);
      const fields: PromptField[] = [];
      if (trades.health) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
      if (trades.sanity) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
      return { phase, code: `${P}/prompt/threats`, params: who, actions: [{ type: 'resolve-threats', code: `${P}/action/resolve-threats`, primary: true, fields }] };
    }
    case 'encounter': return encounterStep(state, phase, inv, turn, who);
    case 'rest': {
      const fields: PromptField[] = turn.assignment?.kind === 'city'
        ? (turn.rest >= 3 && inv.conditions.length > 0
          ? [{ name: 'removeCondition', kind: 'choice', optional: true, choices: inv.conditions.map((c) => ({ value: c, code: `${P}/condition`, params: { key: c } })) }]
          : [])
        : [{ name: 'health', kind: 'number', min: 0, max: turn.rest, default: Math.min(turn.rest, inv.maxHealth - inv.health) }];
      return { phase, code: `${P}/prompt/rest`, params: { ...who, rest: turn.rest, city: turn.assignment?.kind === 'city' }, actions: [{ type: 'rest', code: `${P}/action/rest`, primary: true, fields }] };
    }
    case 'move': return moveStep(state, phase, inv, turn, who);
    case 'omen': {
      const next = nextOmen(state);
      return {
        phase, code: `${P}/prompt/omen`, params: { ...who, omen: next.omen },
        actions: [{ type: 'advance-omen', code: `${P}/action/advance-omen`, params: { omen: next.omen }, primary: true, dice: { dice: omenDice(state) } }],
      };
    }
    default:
      return { phase, code: `${P}/prompt/wait`, actions: [] };
  }
}

function pendingPrompt(state: EldritchState, phase: string, p: Pending): Prompt {
  switch (p.kind) {
    case 'draw': {
      const candidates = drawCandidates(state, p);
      const count = drawCount(state, p);
      const distinct = [...new Set(candidates)];
      return {
        phase, code: `${P}/prompt/draw`, params: { deck: p.deck, reason: p.reason, region: p.region, seat: p.seat, count, left: candidates.length },
        actions: [
          { type: 'draw', code: `${P}/action/draw`, params: { deck: p.deck }, primary: true, dice: { dice: Array.from({ length: count }, (_, i) => dN(candidates.length - i)) } },
          { type: 'draw', code: `${P}/action/draw-named`, params: { deck: p.deck }, fields: [{ name: 'card', kind: 'choice', choices: distinct.map((c) => ({ value: c, code: `${P}/card`, params: { deck: p.deck, key: c } })) }] },
        ],
      };
    }
    case 'pick':
      return { phase, code: `${P}/prompt/pick`, params: { deck: p.deck }, actions: [{ type: 'pick', code: `${P}/action/pick`, primary: true, fields: [{ name: 'card', kind: 'choice', choices: p.cards.map((c) => ({ value: c, code: `${P}/card`, params: { deck: p.deck, key: c } })) }] }] };
    case 'place':
      return { phase, code: `${P}/prompt/place`, params: { what: p.what, avoid: p.avoid }, actions: [{ type: 'place', code: `${P}/action/place`, params: { what: p.what }, primary: true, dice: { dice: [d6] } }] };
    case 'investigator': {
      const free = freeInvestigators(state);
      return {
        phase, code: `${P}/prompt/investigator`, params: { name: state.seats[p.seat].player.name },
        actions: [{ type: 'choose-investigator', code: `${P}/action/choose-investigator`, primary: true, fields: [{ name: 'investigator', kind: 'choice', choices: INVESTIGATORS.map((c) => ({ value: c.key, code: `${P}/investigator`, params: { key: c.key }, disabled: !free.includes(c.key) })) }] }],
      };
    }
    case 'flying':
      return { phase, code: `${P}/prompt/flying`, params: { region: p.region, count: p.monsters.length }, actions: [{ type: 'fly', code: `${P}/action/fly`, primary: true, ...(p.choices.length > 1 ? { dice: { dice: [dN(p.choices.length)] } } : {}) }] };
    case 'destroy-monster': {
      const choices = state.regions.flatMap((r) => r.monsters.map((m, i) => ({ value: `${r.id}:${i}`, code: `${P}/monster-at`, params: { key: m, region: r.id } })));
      return { phase, code: `${P}/prompt/destroy-monster`, actions: [{ type: 'destroy-monster', code: `${P}/action/destroy-monster`, primary: true, fields: [{ name: 'target', kind: 'choice', choices: choices.length > 0 ? choices : [{ value: 'none', code: `${P}/no-monster` }] }] }] };
    }
  }
}

function upkeepActions(state: EldritchState, inv: Investigator, turn: TurnState): PromptAction[] {
  if (inv.region === 'lost') return [{ type: 'return-from-lost', code: `${P}/action/return-from-lost`, primary: true, dice: { dice: [d6] } }];
  const actions: PromptAction[] = [{
    type: 'assign', code: `${P}/action/assign`, primary: true,
    fields: [{ name: 'encounter', kind: 'choice', choices: encountersIn(state, inv.region).map((e) => ({ value: encounterKey(e), code: `${P}/encounter`, params: { kind: e.kind, investigator: e.kind === 'defeated' ? e.investigator : null, task: taskLabel(state, inv.region as number, e) } })) }],
  }];
  if (canHide(regionOf(state, inv.region))) actions.push({ type: 'hide', code: `${P}/action/hide` });
  if (knowledgeIs(inv, 'exchange-health-sanity') && !turn.exchanged) {
    const total = inv.health + inv.sanity;
    actions.push({ type: 'exchange', code: `${P}/action/exchange`, fields: [{ name: 'health', kind: 'number', min: Math.max(1, total - inv.maxSanity), max: Math.min(inv.maxHealth, total - 1), default: inv.health }] });
  }
  return actions;
}

function taskLabel(state: EldritchState, region: number, e: Parameters<typeof taskNeedOf>[2]): string {
  const need = taskNeedOf(state, region, e);
  return need ? 'R'.repeat(need.research) + 'I'.repeat(need.investigation) : '';
}

function fightAction(state: EldritchState, inv: Investigator, turn: TurnState): PromptAction {
  const opts = fightOptions(inv, turn.spellsCast);
  const fields: PromptField[] = [
    ...[...opts.items, ...opts.artifacts].map((k): PromptField => ({ name: `use-${k}`, kind: 'boolean', default: false })),
    ...opts.spells.map((k): PromptField => ({ name: `cast-${k}`, kind: 'boolean', default: false })),
  ];
  if (opts.spells.some((k) => spellCard(k)?.either)) fields.push({ name: 'shriveling', kind: 'choice', choices: [{ value: 'physical', code: `${P}/damage/physical` }, { value: 'magical', code: `${P}/damage/magical` }] });
  const monsters = regionOf(state, inv.region as number).monsters;
  if (opts.spells.includes('greater-banishment')) fields.push({ name: 'banish', kind: 'choice', optional: true, choices: monsters.map((m, i) => ({ value: i, code: `${P}/monster`, params: { key: m } })) });
  const horror = monsters.reduce((s, m) => s + monsterKind(m).horror, 0);
  const strength = monsters.reduce((s, m) => s + (monsterKind(m).strength === 'delay' ? 0 : (monsterKind(m).strength as number)), 0);
  if (horror >= 3) fields.push({ name: 'tradeSanity', kind: 'boolean', default: false });
  if (strength >= 3) fields.push({ name: 'tradeHealth', kind: 'boolean', default: false });
  return { type: 'fight', code: `${P}/action/fight`, primary: true, fields };
}

/** The task and the odds of meeting it with the dice still to roll. */
function taskOddsFor(state: EldritchState, inv: Investigator, turn: TurnState, hand: readonly string[] | null): number | undefined {
  if (!turn.assignment || turn.assignment.kind === 'city' || inv.region === 'lost') return undefined;
  const need = taskNeedOf(state, inv.region, turn.assignment);
  if (!need) return undefined;
  const atGate = turn.assignment.kind === 'gate';
  const swap = atGate && skillIs(inv, 'swap-at-gates');
  const clues = inv.clues + (atGate && inv.artifacts.includes('gate-box') ? 1 : 0);
  const kept = turn.dice?.kept ?? [];
  const r = need.research - kept.filter((f) => f === 'research').length;
  const i = need.investigation - kept.filter((f) => f === 'investigation').length;
  const opts = { city: false, swap };
  if (hand) return handOdds(Math.max(0, r), Math.max(0, i), hand, clues, opts);
  return taskOdds(Math.max(0, r), Math.max(0, i), poolOf(inv), clues, opts);
}

const poolOf = (inv: Investigator) => 5 + (inv.conditions.includes('blessed') ? 1 : 0) - (inv.conditions.includes('cursed') ? 1 : 0);

function diceStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const tray = turn.dice;
  if (!tray) {
    const odds = taskOddsFor(state, inv, turn, null);
    const actions: PromptAction[] = [{ type: 'roll-action-dice', code: `${P}/action/roll-action-dice`, params: { count: poolOf(inv) }, primary: true, dice: { dice: Array.from({ length: poolOf(inv) }, () => actionDie) }, ...(odds !== undefined ? { odds } : {}) }];
    if (state.rumor && state.rumor.region === inv.region && inv.clues > 0) {
      actions.push({ type: 'feed-rumor', code: `${P}/action/feed-rumor`, fields: [{ name: 'count', kind: 'number', min: 1, max: Math.min(inv.clues, 4 - state.rumor.clues), default: Math.min(inv.clues, 4 - state.rumor.clues) }] });
    }
    return { phase, code: `${P}/prompt/roll-dice`, params: { ...who, count: poolOf(inv) }, actions };
  }
  if (!tray.settled) {
    const odds = taskOddsFor(state, inv, turn, tray.rolled);
    const mustThreat = tray.rolled.some(isThreat) && turn.assignment?.kind !== 'city';
    const suggested = suggestedKeep(tray.rolled, mustThreat);
    return {
      phase, code: `${P}/prompt/set-aside`, params: { ...who, inHand: tray.rolled.length, mustThreat },
      actions: [{
        type: 'set-aside', code: `${P}/action/set-aside`, primary: true, rolls: true,
        fields: tray.rolled.map((face, i): PromptField => {
          const keep = { value: 1, code: `${P}/keep`, params: { face, n: i + 1 } };
          const reroll = { value: 0, code: `${P}/reroll`, params: { face, n: i + 1 } };
          return { name: `keep-${i}`, kind: 'choice', choices: suggested.includes(i) ? [keep, reroll] : [reroll, keep] };
        }),
        params: { faces: tray.rolled }, ...(odds !== undefined ? { odds } : {}),
      }],
    };
  }
  const actions: PromptAction[] = [{ type: 'confirm-dice', code: `${P}/action/confirm-dice`, primary: true }];
  const indexField = (want: (f: string) => boolean): PromptField => ({
    name: 'index', kind: 'choice',
    choices: tray.kept.map((f, i) => ({ value: i, code: `${P}/die`, params: { face: f, n: i + 1 }, disabled: !want(f) })),
  });
  for (const ability of availableModifiers(state, inv, turn)) {
    const base = { type: 'modify-dice', code: `${P}/modifier`, params: { ability }, payload: { ability } };
    if (ability === 'investigation-face' || ability.startsWith('ally:')) actions.push(base);
    else if (ability === 'cancel-health-threat') actions.push({ ...base, fields: [indexField((f) => f === 'health-threat')] });
    else if (ability === 'blessed-discard') actions.push({ ...base, fields: [indexField(() => true)] });
    else if (ability === 'change-face') actions.push({ ...base, fields: [indexField((f) => !isThreat(f)), { name: 'face', kind: 'choice', choices: ACTION_FACES.map((f) => ({ value: f, code: `${P}/face`, params: { face: f } })) }] });
    else if (ability.startsWith('artifact:')) actions.push({ ...base, fields: [indexField((f) => !isThreat(f))] });
    else if (ability.startsWith('item:')) {
      const threat = ability === 'item:protective-amulet';
      actions.push({ ...base, dice: { dice: [actionDie] }, fields: [indexField((f) => isThreat(f) === threat)] });
    }
  }
  return { phase, code: `${P}/prompt/modify`, params: who, actions };
}

function encounterStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const found = encounterCheck(state, inv.clues);
  if (!found) {
    return { phase, code: `${P}/prompt/city`, params: { ...who, kind: turn.assignment?.kind }, actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true }] };
  }
  const { task, check } = found;
  const clues = Math.min(check.cluesNeeded, inv.clues);
  return {
    phase, code: `${P}/prompt/encounter`,
    params: { ...who, kind: turn.assignment!.kind, task, met: check.met, missingResearch: check.missingResearch, missingInvestigation: check.missingInvestigation, cluesNeeded: check.cluesNeeded, clues: inv.clues },
    actions: [{ type: 'resolve-encounter', code: `${P}/action/resolve-encounter`, primary: true, odds: check.met ? 1 : 0, fields: [{ name: 'clues', kind: 'number', min: 0, max: inv.clues, default: clues }] }],
  };
}

function moveStep(state: EldritchState, phase: string, inv: Investigator, turn: TurnState, who: Record<string, unknown>): Prompt {
  const from = inv.region as number;
  const actions: PromptAction[] = [{
    type: 'move', code: `${P}/action/move`, primary: true,
    fields: [{ name: 'to', kind: 'choice', choices: reachable(from, turn.travel).map((r) => ({ value: r, code: `${P}/region-choice`, params: { region: r, cost: distance(from, r) } })) }],
  }];
  const receivers = state.seats.flatMap((s, i) => (i !== state.current && s.investigator && s.investigator.region !== 'lost' && 1 + distance(from, s.investigator.region) <= turn.travel ? [i] : []));
  const assets = [...(inv.clues > 0 ? ['clue'] : []), ...inv.items.map((i) => `item:${i.key}`), ...inv.spells.map((s) => `spell:${s}`)];
  if (receivers.length > 0 && assets.length > 0) {
    actions.push({
      type: 'ship', code: `${P}/action/ship`,
      fields: [
        { name: 'asset', kind: 'choice', choices: [...new Set(assets)].map((a) => ({ value: a, code: `${P}/asset`, params: { asset: a } })) },
        { name: 'to', kind: 'choice', choices: receivers.map((i) => ({ value: i, code: `${P}/seat`, params: { name: state.seats[i].player.name, cost: 1 + distance(from, state.seats[i].investigator!.region as number) } })) },
      ],
    });
  }
  return { phase, code: `${P}/prompt/move`, params: { ...who, travel: turn.travel }, actions };
}

/** A suggestion for the prompter's defaults: set aside research and investigation and one threat if one must go; never nothing. */
function suggestedKeep(hand: readonly string[], mustThreat: boolean): number[] {
  const keep = hand.flatMap((f, i) => (f === 'research' || f === 'investigation' ? [i] : []));
  const threat = hand.findIndex(isThreat);
  if (mustThreat && threat >= 0) keep.push(threat);
  return keep.length > 0 ? keep : [0];
}
