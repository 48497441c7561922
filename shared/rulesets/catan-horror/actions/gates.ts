/** Gate actions: set-up gates, a gate's location after a 2 or 12, the random hex, the gate token, monsters appearing, sealing. */
import { z } from 'zod';
import { d6, described, dN, times } from '../../../engine/dice';

import { allowed, refuse } from '../../../engine/define';
import type { CatanHorrorState, Pending } from '../state';
import { action, build, label, type Failure } from './common';
import { kindByName } from '../rules/combat';
import { sameLocation } from '../rules/towns';
import { defaultGateLabel, onBoardOfKind } from '../rules/gates';
import { P, coded } from '../prompt/common';

/** Set-up gates re-roll these totals. */
export const SETUP_REROLL = [2, 6, 7, 8, 12] as const;

/** How many uncovered, unsealed hexes show a number (the board's chits, as entered in the options). */
export function availableHexes(state: CatanHorrorState, number: number): number {
  const key = `chits${number}` as keyof CatanHorrorState['options'];
  const chits = typeof state.options[key] === 'number' ? state.options[key] : 0;
  const covered = state.gates.filter((g) => g.number === number && g.status !== 'closed').length;
  return Math.max(0, chits - covered);
}

const noInput = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/** Where a set-up gate opens: 2d6, re-rolling 2, 6, 7, 8, 12 and numbers with no free hex. */
export const rollSetupGate = action({
  schema: noInput,
  asks: ['setup-gate'],
  offer: () => ({ code: `${P}/act/roll-setup-gate`, dice: { dice: times(2, d6) }, primary: true }),
  dice: () => described(times(2, d6), `${P}/die/gate`),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const values = dice.map((d) => Number(d.value));
      const total = values[0] + values[1];
      const free = availableHexes(state, total);
      if ((SETUP_REROLL as readonly number[]).includes(total) || free === 0) {
        b.emit(
          'setup-gate-reroll',
          { values, total, noHex: free === 0 && !(SETUP_REROLL as readonly number[]).includes(total) },
          'setup-gate-reroll',
        );
        return;
      }
      b.emit('gate-location-rolled', { values, total, free, setup: true });
    }),
});

/** Where a new gate opens after a 2 or 12: 2d6; no free hex showing it means a monster surge. */
export const rollGateLocation = action({
  schema: noInput,
  asks: ['gate-location'],
  offer: () => ({ code: `${P}/act/roll-gate-location`, dice: { dice: times(2, d6) }, primary: true }),
  dice: () => described(times(2, d6), `${P}/die/gate`),
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const values = dice.map((d) => Number(d.value));
      const total = values[0] + values[1];
      const free = availableHexes(state, total);
      if (free === 0) {
        const gateLabels = state.gates.filter((g) => g.status === 'open').map((g) => g.label);
        b.emit('monster-surge', { values, total, gateLabels }, 'no-free-hex');
        return;
      }
      b.emit('gate-location-rolled', { values, total, free, setup: false });
    }),
});

/** Which of several hexes showing the number gets the gate: a die with one face per hex (counted in reading order). */
export const rollGateHex = action({
  schema: noInput,
  asks: ['gate-hex'],
  offer: (state) => {
    const head = state.pending[0] as Extract<Pending, { kind: 'gate-hex' }>;
    return { code: `${P}/act/roll-gate-hex`, dice: { dice: [dN(head.choices)] }, primary: !madChooses(state) };
  },
  dice: (state) => {
    const head = state.pending[0];
    return head?.kind === 'gate-hex' ? described([dN(head.choices)], `${P}/die/gate-hex`, { hexes: head.choices }) : null;
  },
  decide: (state, _p, dice) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'gate-hex' }>;
      const hex = Number(dice[0].value);
      b.emit('gate-hex-rolled', {
        number: head.number,
        hex,
        of: head.choices,
      });
    }),
});

const openGateSchema = z.object({ label: label.optional(), modifier: z.number().int().min(-5).max(5) }).strict();

/** The gate token drawn: its printed modifier and a name for its hex. A monster then appears there (not during set-up). */
export const openGate = action({
  schema: openGateSchema,
  asks: ['gate-token'],
  offer: (state) => {
    const head = state.pending[0] as Extract<Pending, { kind: 'gate-token' }>;
    return {
      code: `${P}/act/open-gate`,
      primary: true,
      params: { label: defaultGateLabel(state, head) },
      fields: [
        { name: 'modifier', kind: 'number', min: -5, max: 5, default: 0 },
        { name: 'label', kind: 'text', maxLength: 60, optional: true },
      ],
    };
  },
  decide: (state, p) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'gate-token' }>;
      const gateLabel = p.label ?? defaultGateLabel(state, head);
      if (state.gates.some((g) => g.status === 'open' && sameLocation(g.label, gateLabel))) {
        return refuse('rules/duplicate_gate', { label: gateLabel });
      }
      b.emit(
        'gate-opened',
        { gateId: `g${state.gates.length + 1}`, number: head.number, label: gateLabel, modifier: p.modifier },
        state.phase === 'setup' ? 'setup-gate' : 'production-2-12',
      );
    }),
});

const placeMonsterSchema = z.object({ kind: z.string().min(1).max(60) }).strict();

/** The monster the table drew from the cup for the spot the app asked about. */
export const placeMonster = action({
  schema: placeMonsterSchema,
  asks: ['place-monster'],
  offer: (state) => {
    const head = state.pending[0] as Extract<Pending, { kind: 'place-monster' }>;
    return {
      code: `${P}/act/place-monster`,
      primary: true,
      fields: [
        {
          name: 'kind',
          kind: 'choice',
          // The monster that came out of the cup: only the table knows it.
          mustChoose: true,
          choices: state.library.map((k) =>
            coded(
              k.name,
              'monster',
              { name: k.name, movement: k.movement, combat: k.combatDamage, toughness: k.toughness },
              drawable(state, k.name, head.minToughness) !== null,
            ),
          ),
        },
      ],
    };
  },
  decide: (state, p) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'place-monster' }>;
      const failure = drawable(state, p.kind, head.minToughness);
      if (failure) return failure;
      const kind = kindByName(state, p.kind)!;
      b.emit(
        'monster-appeared',
        { monsterId: `m${state.monsters.length + 1}`, kind: kind.name, location: head.location, reason: head.reason },
        `monster-${head.reason}`,
      );
    }),
});

/** Whether a monster of this kind may come out of the cup now (redraws for special movement and weak monsters). */
export function drawable(state: CatanHorrorState, name: string, minToughness: number): Failure | null {
  const kind = kindByName(state, name);
  if (!kind) return refuse('rules/unknown_monster', { kind: name });
  if (kind.movement === 'unique' && !state.options.specialMovementMonsters) {
    return refuse('rules/redraw_special_movement', { kind: kind.name });
  }
  if (kind.toughness < minToughness) {
    return refuse('rules/redraw_weak_monster', {
      kind: kind.name,
      min: minToughness,
    });
  }
  if (outOfCup(state, kind.name) >= kind.count)
    return refuse('rules/none_left_in_cup', {
      kind: kind.name,
      count: kind.count,
    });
  return null;
}

/**
 * Monsters of a kind out of the cup: on the board, on a mad town's card, and kept as trophies
 * (002:574; a trophy spent on a check or a clue goes back to the cup — ruling catan-horror#30).
 */
export function outOfCup(state: CatanHorrorState, name: string): number {
  const onBoard = onBoardOfKind(state, name);
  const building = state.towns.filter((t) => t.building?.kind === name).length;
  const trophies = state.players.reduce((n, p) => n + p.trophies.filter((t) => t.kind === name).length, 0);
  return onBoard + building + trophies;
}

/** The player who closed the gate now waiting to be sealed (pending seal-gate first). */
const sealer = (state: CatanHorrorState) => {
  const head = state.pending[0] as Extract<Pending, { kind: 'seal-gate' }>;
  return state.players.find((pl) => pl.id === head.player)!;
};

/** With a mad player in the game (not at set-up), the mad player chooses which hex a new gate opens on (002:601). */
export const madChooses = (state: CatanHorrorState): boolean => state.phase !== 'setup' && state.players.some((p) => p.mad && !p.dead);

/** Seals a gate just closed by spending a clue token: no gate opens on that hex again. */
export const sealGate = action({
  schema: noInput,
  asks: ['seal-gate'],
  available: (state) => {
    const player = sealer(state);
    return player.clues >= 1 ? allowed : refuse('rules/seal_needs_clue', { player: player.name });
  },
  offer: () => ({ code: `${P}/act/seal-gate`, primary: true }),
  decide: (state) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'seal-gate' }>;
      const player = sealer(state);
      const gate = state.gates.find((g) => g.id === head.gateId)!;
      b.emit('gate-sealed', {
        gateId: gate.id,
        label: gate.label,
        player: player.id,
        who: player.name,
      });
    }),
});

/** Leaves a closed gate unsealed (the moment passes; it cannot be sealed later). */
export const leaveUnsealed = action({
  schema: noInput,
  asks: ['seal-gate'],
  offer: (state) => ({ code: `${P}/act/leave-unsealed`, primary: sealer(state).clues === 0 }),
  decide: (state) =>
    build(state, (b) => {
      const head = state.pending[0] as Extract<Pending, { kind: 'seal-gate' }>;
      b.emit('gate-left-unsealed', { gateId: head.gateId });
    }),
});
