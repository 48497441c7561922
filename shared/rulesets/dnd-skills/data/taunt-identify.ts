/** Taunting (the reckless state) and cheaper identify: the numbers. */

export const TAUNT = {
  /** Seconds a reckless state lasts at most (1 minute). */
  recklessSeconds: 60,
  /** Seconds before the same intimidator may try the same target again (24 hours). */
  lockoutSeconds: 24 * 3600,
  reckless: { strength: 2, armorClass: -4, willSaves: -4 },
} as const;

export const IDENTIFY = {
  baseDc: 15,
  subschoolMargin: 5,
  descriptorMargin: 10,
  materialCost: 100,
  serviceCost: 10,
  schoolWithoutSubschool: 10,
  schoolWithSubschool: 5,
  subschool: 5,
  perDescriptor: 5,
} as const;

/** Seconds in a combat round. */
export const ROUND_SECONDS = 6;
