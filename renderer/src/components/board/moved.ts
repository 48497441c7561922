/** "This value just moved": true for a moment after a watched value changes, so the table notices. */
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';

/** How long a moved value stays lit (the CSS fades it when motion is welcome). */
export const MOVED_MS = 1800;

/**
 * Watches `source` (compared by value) and turns `moved` on for MOVED_MS after each change; the
 * first value is not a change, so nothing lights up when a screen opens.
 */
export function useMoved(source: () => unknown): Ref<boolean> {
  const moved = ref(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  watch(
    () => JSON.stringify(source()),
    (now, before) => {
      if (now === before) return;
      moved.value = true;
      clearTimeout(timer);
      timer = setTimeout(() => (moved.value = false), MOVED_MS);
    },
  );
  onBeforeUnmount(() => clearTimeout(timer));
  return moved;
}
