/** How Eldritch Express's events fold into the state. Each case works on a copy; the input is never changed. */
import type { RulesEvent } from '../../engine/ruleset';
import { OMEN_CLOCK } from './data/world';
import { investigatorCard } from './data/investigators';
import type { Deck, EldritchState, Encounter, Investigator, Pending, Step, TurnState } from './state';
import { firstNeededStep, nextSeat, regionOf } from './rules';

type Data = Record<string, any>;

const takeFrom = (list: string[], card: string): void => {
  const at = list.indexOf(card);
  if (at >= 0) list.splice(at, 1);
};

function freshTurn(): TurnState {
  return {
    step: 'upkeep', assignment: null, lostTurn: null, spellsCast: [], dice: null,
    leftover: { research: 0, investigation: 0 }, travel: 0, rest: 0, encounterResult: null, omenDone: false, legChecked: false,
  };
}

function inv(s: EldritchState, seat: number): Investigator {
  const found = s.seats[seat]?.investigator;
  if (!found) throw new Error(`seat ${seat} has no investigator`);
  return found;
}

function goTo(s: EldritchState, from: Step): void {
  if (s.turnState) s.turnState.step = firstNeededStep(s, from);
}

/** Clamps a track: doom and elder sign never rise above their start. */
const clampTrack = (s: EldritchState, value: number) => Math.max(0, Math.min(s.doomStart, value));

export function applyEvent(state: EldritchState, event: RulesEvent): EldritchState {
  const s: EldritchState = structuredClone(state);
  const d = event.data as Data;
  if (d.resolves) s.pending.shift();
  if (typeof d.die === 'number') s.lastRoll = { what: event.type, values: [d.die] };
  const push = (p: Pending) => s.pending.push(p);
  switch (event.type) {
    case 'ancient-one-chosen':
      s.ancientOne = d.ancientOne;
      s.doomStart = d.doom;
      s.doom = d.doom;
      s.elderSign = d.doom;
      break;
    case 'first-player-chosen':
      s.firstSeat = d.seat;
      s.current = d.seat;
      break;
    case 'gate-site-rolled': {
      const region = regionOf(s, d.region);
      if (region.gate?.sealed) region.gate = null;
      else if (region.gate) for (let i = 0; i < d.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: d.region, reason: 'gate' });
      else {
        push({ kind: 'draw', deck: 'gate', seat: null, region: d.region, reason: 'gate' });
        for (let i = 0; i < d.monsters; i++) push({ kind: 'draw', deck: 'monster', seat: null, region: d.region, reason: 'gate' });
      }
      if (d.values) s.lastRoll = { what: 'gate', values: d.values };
      break;
    }
    case 'gate-opened':
      regionOf(s, d.region).gate = { key: d.gate, sealed: false };
      takeFrom(s.decks.gate, d.gate);
      break;
    case 'monster-spawned':
      regionOf(s, d.region).monsters.push(d.monster);
      takeFrom(s.decks.monster, d.monster);
      break;
    case 'clue-placed':
      if (s.clueSupply > 0) {
        regionOf(s, d.region).clues++;
        s.clueSupply--;
      }
      break;
    case 'placement-due':
      push({ kind: 'place', what: d.what, seat: d.seat, avoid: d.avoid });
      break;
    case 'expedition-placed':
      s.expedition = d.region;
      break;
    case 'mystery-placed':
      s.mystery = { region: d.region, side: d.side };
      break;
    case 'mystery-flipped':
      if (s.mystery) s.mystery.side = 'back';
      break;
    case 'mystery-solved':
      s.mystery = null;
      break;
    case 'investigators-due':
      for (const seat of d.seats as number[]) push({ kind: 'investigator', seat });
      break;
    case 'investigator-chosen': {
      const card = investigatorCard(d.investigator);
      s.seats[d.seat].investigator = {
        key: card.key, health: card.health, sanity: card.sanity, maxHealth: card.health, maxSanity: card.sanity,
        region: card.start, delayed: false, conditions: [], items: [], spells: [], artifacts: [], ally: null, clues: 0,
      };
      const fresh = s.seats[d.seat].investigator!;
      // Starting cards are drawn at once, before the next player chooses.
      const draws: Pending[] = [];
      for (const asset of card.assets) {
        if (asset === 'clue') {
          if (s.clueSupply > 0) { fresh.clues++; s.clueSupply--; }
        } else draws.push({ kind: 'draw', deck: asset, seat: d.seat, reason: 'starting' });
      }
      s.pending.unshift(...draws);
      break;
    }
    case 'draw-due':
      push({ kind: 'draw', deck: d.deck as Deck, seat: d.seat ?? null, region: d.region, reason: d.reason, filter: d.filter, count: d.count });
      break;
    case 'card-drawn':
      gainCard(s, d);
      break;
    case 'cards-drawn-for-pick':
      push({ kind: 'pick', deck: d.deck, seat: d.seat, cards: d.cards });
      break;
    case 'deck-empty':
    case 'draw-cancelled':
      break;
    case 'play-began':
      s.stage = 'play';
      s.current = s.firstSeat;
      s.turn = 0;
      break;
    case 'turn-began':
      s.turn++;
      s.current = d.seat;
      s.turnState = freshTurn();
      break;
    case 'delay-ended':
      inv(s, d.seat).delayed = false;
      s.turnState!.lostTurn = 'delayed';
      s.turnState!.step = 'omen';
      break;
    case 'returned-from-lost':
      inv(s, d.seat).region = d.region;
      s.lastRoll = { what: 'lost', values: [d.region] };
      break;
    case 'health-sanity-exchanged': {
      const i = inv(s, d.seat);
      i.health = d.health;
      i.sanity = d.sanity;
      s.turnState!.exchanged = true;
      break;
    }
    case 'hid':
      s.turnState!.lostTurn = 'hid';
      s.turnState!.step = 'omen';
      break;
    case 'assigned': {
      const i = inv(s, d.seat);
      s.turnState!.assignment = d.encounter as Encounter;
      for (const item of i.items) if ((d.refreshed as string[]).includes(item.key)) item.exhausted = false;
      goTo(s, 'fight');
      break;
    }
    case 'fight-resolved':
      foldFight(s, d);
      goTo(s, 'dice');
      break;
    case 'rumor-clues-dropped': {
      inv(s, d.seat).clues -= d.count;
      if (s.rumor) s.rumor.clues += d.count;
      if (d.solved) {
        s.clueSupply += s.rumor?.clues ?? 0;
        s.rumor = null;
        s.doom = clampTrack(s, s.doom + 1);
      }
      s.turnState!.lostTurn = 'rumor';
      s.turnState!.step = 'omen';
      break;
    }
    case 'action-dice-rolled':
      s.turnState!.dice = { rolled: d.values, kept: [], rolls: 1, settled: false, confirmed: false, artifactOrAllyUsed: false, abilitiesUsed: [] };
      break;
    case 'dice-set-aside': {
      const tray = s.turnState!.dice!;
      tray.kept.push(...(d.kept as string[]));
      tray.rolled = d.rerolled;
      if (tray.rolled.length > 0) tray.rolls++;
      else tray.settled = true;
      break;
    }
    case 'die-changed': {
      const tray = s.turnState!.dice!;
      tray.kept[d.index] = d.to;
      markAbility(s, d);
      break;
    }
    case 'die-added':
      s.turnState!.dice!.kept.push(d.face);
      markAbility(s, d);
      break;
    case 'die-removed':
      s.turnState!.dice!.kept.splice(d.index, 1);
      markAbility(s, d);
      break;
    case 'dice-confirmed': {
      const turn = s.turnState!;
      turn.dice!.confirmed = true;
      turn.travel = d.travel;
      turn.rest = d.rest;
      goTo(s, 'threats');
      break;
    }
    case 'threats-resolved': {
      const i = inv(s, d.seat);
      i.health = Math.max(0, i.health - d.health);
      i.sanity = Math.max(0, i.sanity - d.sanity);
      if (d.injury) push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'injury' });
      if (d.madness) push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'madness' });
      goTo(s, 'encounter');
      break;
    }
    case 'encounter-resolved': {
      const turn = s.turnState!;
      turn.encounterResult = d.result;
      turn.leftover = { research: d.leftoverResearch, investigation: d.leftoverInvestigation };
      if (d.cluesSpent > 0) {
        inv(s, d.seat).clues -= d.cluesSpent;
        s.clueSupply += d.cluesSpent;
      }
      goTo(s, 'rest');
      break;
    }
    case 'gate-sealed':
      regionOf(s, d.region).gate!.sealed = true;
      break;
    case 'elder-sign-advanced':
      s.elderSign = clampTrack(s, s.elderSign - d.by);
      break;
    case 'elder-sign-regressed':
      s.elderSign = clampTrack(s, s.elderSign + d.by);
      break;
    case 'lost-in-time-and-space': {
      const i = inv(s, d.seat);
      i.region = 'lost';
      i.delayed = d.delayed;
      break;
    }
    case 'delayed':
      inv(s, d.seat).delayed = true;
      break;
    case 'possessions-recovered': {
      const region = regionOf(s, d.region);
      const at = region.defeated.findIndex((t) => t.investigator === d.investigator);
      const token = region.defeated[at];
      region.defeated.splice(at, 1);
      if (token && d.seat !== undefined) {
        const i = inv(s, d.seat);
        i.items.push(...token.items);
        i.spells.push(...token.spells.filter((sp) => !i.spells.includes(sp)));
        i.artifacts.push(...token.artifacts);
        if (!i.ally && token.ally) i.ally = token.ally;
        i.clues += token.clues;
      }
      break;
    }
    case 'condition-removed': {
      const i = inv(s, d.seat);
      takeFrom(i.conditions, d.condition);
      s.decks.condition.push(d.condition);
      break;
    }
    case 'clue-gained':
      if (s.clueSupply >= d.count) {
        inv(s, d.seat).clues += d.count;
        s.clueSupply -= d.count;
      }
      break;
    case 'rested': {
      const i = inv(s, d.seat);
      i.health = Math.min(i.maxHealth, i.health + d.health);
      i.sanity = Math.min(i.maxSanity, i.sanity + d.sanity);
      if (d.condition) {
        takeFrom(i.conditions, d.condition);
        s.decks.condition.push(d.condition);
      }
      goTo(s, 'clues');
      break;
    }
    case 'clues-collected': {
      const i = inv(s, d.seat);
      if (i.region !== 'lost') regionOf(s, i.region).clues -= d.count;
      i.clues += d.count;
      const bonus = Math.min(d.bonus, s.clueSupply);
      i.clues += bonus;
      s.clueSupply -= bonus;
      goTo(s, 'move');
      break;
    }
    case 'leg-injury-checked':
      s.turnState!.legChecked = true;
      if (d.paid) s.turnState!.travel--;
      else inv(s, d.seat).delayed = true;
      if (s.turnState!.travel <= 0) s.turnState!.step = 'omen';
      break;
    case 'placement-rerolled':
      s.lastRoll = { what: d.what, values: [d.die] };
      break;
    case 'flying-checked':
      s.turnState!.flyingChecked = true;
      break;
    case 'nothing-to-destroy':
      break;
    case 'asset-shipped': {
      const from = inv(s, d.seat);
      const to = inv(s, d.to);
      if (d.asset === 'clue') { from.clues--; to.clues++; }
      else if (d.asset.startsWith('item:')) {
        const at = from.items.findIndex((it) => it.key === d.asset.slice(5));
        to.items.push(...from.items.splice(at, 1));
      } else if (d.asset.startsWith('spell:')) {
        takeFrom(from.spells, d.asset.slice(6));
        to.spells.push(d.asset.slice(6));
      }
      s.turnState!.travel -= d.cost;
      break;
    }
    case 'moved':
      inv(s, d.seat).region = d.to;
      s.turnState!.travel -= d.cost;
      s.turnState!.step = 'omen';
      break;
    case 'omen-advanced':
      s.omen = d.index;
      s.lastOmen = OMEN_CLOCK[d.index];
      s.turnState!.step = 'omen';
      s.turnState!.omenDone = true;
      break;
    case 'doom-advanced':
      s.doom = clampTrack(s, s.doom - 1);
      break;
    case 'rumor-failed':
      s.rumor = null;
      break;
    case 'rumor-spawned':
      s.rumor = { region: d.region, track: d.track, clues: 0 };
      break;
    case 'rumor-regressed':
      if (s.rumor) s.rumor.track = d.track;
      break;
    case 'mythos-rolled':
      s.lastRoll = { what: d.what ?? 'mythos', values: d.values };
      break;
    case 'flying-due':
      push({ kind: 'flying', region: d.region, monsters: d.monsters, choices: d.choices });
      break;
    case 'monsters-flew': {
      const from = regionOf(s, d.from);
      for (const m of d.monsters as string[]) takeFrom(from.monsters, m);
      regionOf(s, d.to).monsters.push(...d.monsters);
      break;
    }
    case 'monster-destroyed': {
      const region = regionOf(s, d.region);
      region.monsters.splice(d.index, 1);
      s.decks.monster.push(d.monster);
      break;
    }
    case 'destroy-monster-due':
      push({ kind: 'destroy-monster', seat: d.seat });
      break;
    case 'sanity-lost': {
      const i = inv(s, d.seat);
      i.sanity = Math.max(0, i.sanity - d.amount);
      break;
    }
    case 'possession-used':
      usePossession(s, d);
      break;
    case 'investigator-defeated': {
      const i = inv(s, d.seat);
      if (i.region !== 'lost') {
        regionOf(s, i.region).defeated.push({
          investigator: i.key, items: i.items.map((it) => ({ ...it, exhausted: false })), spells: i.spells, artifacts: i.artifacts, ally: i.ally, clues: i.clues,
        });
      } else {
        // Lost in time and space there is no token to find: the possessions go back to their decks.
        s.clueSupply += i.clues;
        s.decks.item.push(...i.items.map((it) => it.key));
        s.decks.spell.push(...i.spells);
        s.decks.artifact.push(...i.artifacts);
        if (i.ally) s.decks.ally.push(i.ally);
      }
      for (const c of i.conditions) s.decks.condition.push(c);
      s.seats[d.seat].investigator = null;
      s.retired.push(i.key);
      s.elderSign = clampTrack(s, s.elderSign + 1);
      push({ kind: 'investigator', seat: d.seat });
      if (d.seat === s.current && s.turnState) {
        s.turnState.lostTurn = 'defeated';
        if (!s.turnState.omenDone) s.turnState.step = 'omen';
      }
      break;
    }
    case 'seat-out':
      s.seats[d.seat].out = true;
      break;
    case 'turn-ended':
      s.turnState = null;
      s.current = d.next ?? nextSeat(s, s.current);
      break;
    case 'game-won':
      s.stage = 'over';
      s.outcome = { result: 'won', code: d.code };
      break;
    case 'game-lost':
      s.stage = 'over';
      s.outcome = { result: 'lost', code: d.code };
      break;
    default:
      return state;
  }
  return s;
}

function markAbility(s: EldritchState, d: Data): void {
  const tray = s.turnState!.dice!;
  if (d.artifactOrAlly) tray.artifactOrAllyUsed = true;
  if (d.ability) tray.abilitiesUsed.push(d.ability);
}

/** A card reaches an investigator (or the board): the flags were worked out when the action was decided. */
function gainCard(s: EldritchState, d: Data): void {
  const deck = d.deck as Deck;
  if (deck === 'monster') {
    regionOf(s, d.region).monsters.push(d.card);
    takeFrom(s.decks.monster, d.card);
    return;
  }
  if (deck === 'gate') {
    regionOf(s, d.region).gate = { key: d.card, sealed: false };
    takeFrom(s.decks.gate, d.card);
    return;
  }
  if (d.refused) return;
  const i = inv(s, d.seat);
  takeFrom(s.decks[deck], d.card);
  switch (deck) {
    case 'item': i.items.push({ key: d.card, exhausted: false }); break;
    case 'spell': i.spells.push(d.card); break;
    case 'artifact': i.artifacts.push(d.card); break;
    case 'ally':
      if (i.ally) s.decks.ally.push(i.ally);
      i.ally = d.card;
      break;
    case 'condition':
      if (d.cancels) {
        takeFrom(i.conditions, d.cancels);
        s.decks.condition.push(d.cancels, d.card);
        break;
      }
      i.conditions.push(d.card);
      if (d.card === 'paranoia' && i.ally) { s.decks.ally.push(i.ally); i.ally = null; }
      if (d.card === 'hallucination') { s.decks.spell.push(...i.spells); i.spells = []; }
      break;
  }
}

function foldFight(s: EldritchState, d: Data): void {
  const i = inv(s, d.seat);
  const region = regionOf(s, i.region as number);
  i.sanity = Math.max(0, i.sanity - d.sanityLoss);
  i.health = Math.max(0, i.health - d.healthLoss);
  for (const index of [...(d.killed as number[])].sort((a, b) => b - a)) {
    s.decks.monster.push(region.monsters[index]);
    region.monsters.splice(index, 1);
  }
  for (const key of d.itemsUsed as string[]) {
    const item = i.items.find((it) => it.key === key && !it.exhausted);
    if (!item) continue;
    if ((d.itemsDiscarded as string[]).includes(key)) {
      i.items.splice(i.items.indexOf(item), 1);
      s.decks.item.push(key);
    } else if ((d.itemsExhausted as string[]).includes(key)) item.exhausted = true;
  }
  s.turnState!.spellsCast.push(...(d.spellsCast as string[]));
  if (d.delayed) i.delayed = true;
  const clues = Math.min(d.clues ?? 0, s.clueSupply);
  i.clues += clues;
  s.clueSupply -= clues;
  if (d.madness) s.pending.push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'madness' });
  if (d.injury) s.pending.push({ kind: 'draw', deck: 'condition', seat: d.seat, reason: 'trade', filter: 'injury' });
}

function usePossession(s: EldritchState, d: Data): void {
  const i = inv(s, d.seat);
  if (d.sanityCost) i.sanity = Math.max(0, i.sanity - d.sanityCost);
  if (d.discardItem) {
    const at = i.items.findIndex((it) => it.key === d.discardItem);
    if (at >= 0) i.items.splice(at, 1);
    s.decks.item.push(d.discardItem);
  }
  if (d.exhaustItem) {
    const item = i.items.find((it) => it.key === d.exhaustItem);
    if (item) item.exhausted = true;
  }
  if (d.discardArtifact) {
    takeFrom(i.artifacts, d.discardArtifact);
    s.decks.artifact.push(d.discardArtifact);
  }
  if (d.spell) s.turnState?.spellsCast.push(d.spell);
  // A spell's effect may land on another investigator in the region; the caster paid the sanity.
  const subject = d.target !== undefined ? inv(s, d.target) : i;
  if (d.health) subject.health = Math.min(subject.maxHealth, subject.health + d.health);
  if (d.sanity) subject.sanity = Math.min(subject.maxSanity, subject.sanity + d.sanity);
  if (d.removeCondition) {
    takeFrom(subject.conditions, d.removeCondition);
    s.decks.condition.push(d.removeCondition);
  }
  if (d.clues) {
    const n = Math.min(d.clues, s.clueSupply);
    i.clues += n;
    s.clueSupply -= n;
  }
  if (d.moveTo) i.region = d.moveTo;
  for (const draw of (d.draws ?? []) as { deck: Deck; filter?: string }[]) {
    s.pending.push({ kind: 'draw', deck: draw.deck, seat: d.seat, reason: 'possession', filter: draw.filter });
  }
}
