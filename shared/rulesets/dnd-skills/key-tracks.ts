/** The D&D skill variants' key tracks, which statistics open on: monsters harvested, research sessions, items identified, actions at the table. */
import type { KeyTrack } from '../../engine/ruleset';
import type { DndState } from './state';

const K = 'dnd/key';

export function keyTracks(state: DndState): KeyTrack[] {
  return [
    { id: 'harvests', code: `${K}/harvests`, value: state.harvests.length },
    { id: 'research', code: `${K}/research`, value: state.researchLog.length },
    { id: 'identifies', code: `${K}/identifies`, value: state.identifies.length },
    { id: 'table-actions', code: `${K}/table-actions`, value: state.tableActions },
  ];
}
