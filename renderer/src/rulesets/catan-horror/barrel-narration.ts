/** Catan Horror's narration for the Drunkards of Catan house rule: barrels changing hands and the festival. */
import type { Narrator } from '../types';
import { RESOURCE_NAMES } from './barrel-messages';

const barrels = (n: unknown) => `${n} barrel${Number(n) === 1 ? '' : 's'}`;
const drinks = (n: unknown) => `${n} drink${Number(n) === 1 ? '' : 's'}`;

export const barrelNarration: Record<string, Narrator> = {
  'barrels-built': (d) => `${d.who} builds ${barrels(d.count)} (paying ${d.count} grain and ${d.count} lumber).`,
  'barrels-traded': (d) => `${d.from} trades ${barrels(d.count)} to ${d.to}.`,
  'barrels-gifted': (d) => `${d.from} gifts ${barrels(d.count)} to ${d.to}, who takes ${drinks(d.count)}.`,
  'barrel-drunk': (d) => `${d.who} drinks a barrel and takes ${RESOURCE_NAMES[String(d.resource)] ?? d.resource} from the bank.`,
  'festival-held': (d) => {
    const shares = ((d.shares as { name: string; before: number; returned: number; after: number }[]) ?? []).filter((s) => s.returned > 0);
    const head = `Festival (Drunkards of Catan house rule)! Red ${d.red} and yellow ${d.yellow} are doubles.`;
    if (shares.length === 0) return `${head} Nobody had a barrel to return.`;
    return `${head} ${shares.map((s) => `${s.name} returns ${s.returned} of ${s.before} (${drinks(s.returned)}, ${s.after} left)`).join('; ')}.`;
  },
};

export const barrelCauses: Record<string, string> = {
  'drunkards-doubles': 'Drunkards of Catan (house rule): doubles on the red and yellow dice hold a festival',
};
