/** The Drunkards festival as an automatic consequence: it follows a production roll with doubles on the red and yellow dice. */
import type { EventBuilder } from './events';
import { festivalFor } from './rules/barrels';

/** Holds the festival the last production roll earned: everyone returns half their barrels, rounded up, one drink each (the fold hands the barrels back). */
export function holdFestival(b: EventBuilder): void {
  const roll = b.state.lastRoll;
  const [red, yellow] = roll?.kind === 'production' ? [Number(roll.values[0]), Number(roll.values[1])] : [0, 1];
  const shares = festivalFor(b.state, red, yellow) ?? [];
  b.emit('festival-held', { red, yellow, shares }, 'drunkards-doubles');
}
