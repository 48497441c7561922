/** Research: library bonus presets, time per bonus point, the free hours per day and the forced-research checks. */

export const LIBRARY_PRESETS = [
  { id: 'small', bonus: 4 },
  { id: 'local', bonus: 8 },
  { id: 'large', bonus: 16 },
  { id: 'enormous', bonus: 24 },
] as const;

export const RESEARCH = {
  hoursPerBonusPoint: 2,
  freeHoursPerDay: 8,
  /** Forced research DC: this base, +2 per further hour (the first hour's DC depends on the option). */
  forcedDcBase: 10,
  forcedDcStep: 2,
  /** A library runs dry on a topic once this many times its bonus has been drawn. */
  exhaustionMultiple: 2,
} as const;
