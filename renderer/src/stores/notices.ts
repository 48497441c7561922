/** Errors shown in plain words, and the polite announcements screen readers hear. */
import { defineStore } from 'pinia';
import { ref } from 'vue';

export const useNoticesStore = defineStore('notices', () => {
  const error = ref<string | null>(null);
  const announcement = ref('');

  function showError(message: string) {
    error.value = message;
  }
  function clearError() {
    error.value = null;
  }
  /** Says something to screen readers (rolls, track changes). */
  function announce(message: string) {
    announcement.value = '';
    queueMicrotask(() => (announcement.value = message));
  }
  return { error, announcement, showError, clearError, announce };
});
