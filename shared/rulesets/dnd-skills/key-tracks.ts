/** The D&D skill variants' key tracks (the manifest's), which statistics open on: monsters harvested, research sessions, items identified, actions at the table. */
import type { KeyTrack } from '../../engine/ruleset';
import { keyTrackValue } from '../manifest';
import { dndManifest } from './manifest';
import type { DndState } from './state';

export function keyTracks(state: DndState): KeyTrack[] {
  return [
    keyTrackValue(dndManifest, 'harvests', state.harvests.length),
    keyTrackValue(dndManifest, 'research', state.researchLog.length),
    keyTrackValue(dndManifest, 'identifies', state.identifies.length),
    keyTrackValue(dndManifest, 'table-actions', state.tableActions),
  ];
}
