/** Dice tray ("free play"): state, options and how its events fold. */
import { z } from 'zod';

export const diceTrayOptionsSchema = z.object({}).strict();
export type DiceTrayOptions = z.infer<typeof diceTrayOptionsSchema>;

export interface Counter {
  id: string;
  name: string;
  value: number;
  min: number;
  max: number;
  retired: boolean;
}

export interface DiceTrayState {
  options: DiceTrayOptions;
  players: { id: string; name: string }[];
  counters: Counter[];
  nextCounter: number;
  rollCount: number;
  lastRoll: { notation: string; values: number[]; total: number } | null;
}
