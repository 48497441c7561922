/** How gently the table display's rotating pages turn (issue "Table display v2"). */

/** The fastest a page may turn: slower than anyone reads a line across the room. */
export const SLOWEST_TURN_MS = 8000;
