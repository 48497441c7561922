/** Where a gate comes: the location rolls (set-up and after a 2 or 12), a monster surge, the hex among several that show the number, a mad player's re-roll, the gate token. */
import { z } from 'zod';
import type { EventOf } from '../../../engine/events';
import type { CatanHorrorState, Pending } from '../state';
import { afterGateLocation, afterGateOpened, afterSurge } from '../rules/queue';
import { addOne } from './entities';

const values = z.array(z.number());

export const gateFacts = {
  /** A gate's location roll (`setup`: a set-up gate) shows `total`, on `free` free hexes: which hex, or its token, comes next. */
  'gate-location-rolled': z.object({ values, total: z.number(), free: z.number(), setup: z.boolean() }),
  /** A new gate's location roll shows a number no free hex has: a monster comes out at every open gate (`gateLabels`). */
  'monster-surge': z.object({ values, total: z.number(), gateLabels: z.array(z.string()) }),
  /** A set-up gate roll the rules re-roll (2, 6, 7, 8, 12, or no free hex shows it); the table rolls again. */
  'setup-gate-reroll': z.object({ values, total: z.number(), noHex: z.boolean() }),
  /** Of the `of` free hexes showing `number`, the die picks hex `hex`: its gate token comes next. */
  'gate-hex-rolled': z.object({ number: z.number(), hex: z.number(), of: z.number() }),
  /** The mad players pick hex `hex` of the `of` showing `number`: its gate token comes next. */
  'gate-hex-chosen': z.object({ number: z.number(), hex: z.number(), of: z.number(), who: z.string() }),
  /** The mad players pay to roll the gate's location again. */
  'gate-location-rerolled': z.object({ who: z.string() }),
  /** The gate token drawn for the hex asked about: gate `gateId`, named `label`, with its printed `modifier`. */
  'gate-opened': z.object({ gateId: z.string(), number: z.number(), label: z.string(), modifier: z.number() }),
};
type GateEvent = EventOf<typeof gateFacts>;

/** The gate token to place on the hex picked for the gate the table was asked about (the head of `pending`). */
function tokenOnHex(state: CatanHorrorState, hex: number): CatanHorrorState {
  const head = state.pending[0] as Extract<Pending, { kind: 'gate-hex' }>;
  const token: Pending = { kind: 'gate-token', number: head.number, hex, label: null, rerolled: head.rerolled };
  return { ...state, pending: [token, ...state.pending.slice(1)] };
}

export function foldGates(state: CatanHorrorState, event: GateEvent): CatanHorrorState {
  switch (event.type) {
    case 'gate-location-rolled': {
      const { values, total, free } = event.data;
      return { ...state, lastRoll: { kind: 'gate-location', values, total }, pending: afterGateLocation(state, total, free) };
    }
    case 'monster-surge': {
      const { values, total, gateLabels } = event.data;
      return { ...state, lastRoll: { kind: 'gate-location', values, total }, pending: afterSurge(state, gateLabels) };
    }
    case 'setup-gate-reroll':
      return { ...state, lastRoll: { kind: 'gate-location', values: event.data.values, total: event.data.total } };
    case 'gate-hex-rolled':
    case 'gate-hex-chosen':
      return tokenOnHex(state, event.data.hex);
    case 'gate-location-rerolled':
      return { ...state, pending: [{ kind: 'gate-location', rerolled: true }, ...state.pending.slice(1)] };
    case 'gate-opened': {
      const { gateId, number, label, modifier } = event.data;
      const opened = addOne(state, 'gates', { id: gateId, number, label, modifier, damage: 0, status: 'open' });
      return { ...opened, pending: afterGateOpened(state, label) };
    }
  }
}
