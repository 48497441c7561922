/** The code every Eldritch Express prompt is keyed under. */
export const P = 'eldritch-express';
