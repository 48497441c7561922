/** The dice tray's words. */
import type { Catalog } from '../../i18n/catalog';
import type { Narrator } from '../types';

export const messages: Catalog = {
  'dice-tray/free-play': 'Free play',
  'dice-tray/roll-or-count': 'Roll any dice, or keep a counter.',
  'dice-tray/roll': 'Roll dice',
  'dice-tray/die': '{die}',
  'dice-tray/die/nth': '{count, plural, one {{die}} other {Die {n} ({die})}}',
  'dice-tray/add-counter': 'Add a counter',
  'dice-tray/increment': '{name} +1',
  'dice-tray/decrement': '{name} −1',
  'dice-tray/counter': '{name}',
  'field/count': 'How many',
  'field/die': 'Die',
  'field/name': 'Name',
  'field/min': 'Minimum',
  'field/max': 'Maximum',
  'field/start': 'Starts at',
  'rules/duplicate_counter': 'There is already a counter called "{name}".',
  'rules/unknown_counter': 'That counter no longer exists.',
  'rules/counter_limit': '{name} stays between {min} and {max}.',
  'rules/no_counters': 'There is no counter on the table yet.',
};

export const narrate: Record<string, Narrator> = {
  rolled: (d) => `Rolled ${d.notation}: ${d.values.join(', ')} — total ${d.total}.`,
  'counter-added': (d) => `Added the counter "${d.name}" at ${d.value} (from ${d.min} to ${d.max}).`,
  'counter-changed': (d) => `${d.name}: ${d.from} → ${d.to}.`,
  'counter-removed': (d) => `Removed the counter "${d.name}".`,
};
