/** Errors shown in plain words (harmless notices quietly, a lost connection with a retry), and the polite announcements screen readers hear. */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export const useNoticesStore = defineStore('notices', () => {
  const error = ref<string | null>(null);
  /** `info`: nothing went wrong that matters ("nothing to redo"); `error`: the table should look. */
  const tone = ref<'error' | 'info'>('error');
  /** Sends the refused request again (set when the services could not be reached). */
  const retry = ref<(() => void) | null>(null);
  const announcement = ref('');

  function showError(message: string, options: { retry?: () => void } = {}) {
    error.value = message;
    tone.value = 'error';
    retry.value = options.retry ?? null;
  }
  /** A harmless notice: shown without alarm, and announced politely. */
  function showInfo(message: string) {
    error.value = message;
    tone.value = 'info';
    retry.value = null;
    announce(message);
  }
  function clearError() {
    error.value = null;
    retry.value = null;
  }
  /** Says something to screen readers (rolls, track changes). */
  function announce(message: string) {
    announcement.value = '';
    queueMicrotask(() => (announcement.value = message));
  }
  return { error, tone, retry, announcement, showError, showInfo, clearError, announce };
});
