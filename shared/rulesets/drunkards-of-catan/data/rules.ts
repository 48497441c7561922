/** Drunkards of Catan numbers, as the table reads them (kept in the shared barrels kit). */
export { BARREL_COST, BARRELS_PER_VICTORY_POINT, FESTIVAL_SHARE, RESOURCES, type Resource } from '../../../kits/barrels';
