/** The phone view on the local network: how it stands, switched on for a campaign, and off. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { LAN_OFF, type LanStatus } from '../../../shared/rpc/contract';
import { invoke } from '../api/client';
import { wordsFor } from '../i18n/words';

/** How often the status is asked while the listener is being bound. */
const POLL_MS = 150;

export const useLanStore = defineStore('lan', () => {
  const status = ref<LanStatus>({ ...LAN_OFF });
  const error = ref<string | null>(null);
  const busy = ref(false);

  async function refresh() {
    const result = await invoke('lan/status', {});
    if (result.ok) status.value = result.value;
    else error.value = wordsFor(null).error(result.error);
  }

  /** Shares this campaign with phones on the network, and waits until they can reach it. */
  async function switchOn(campaignId: number) {
    busy.value = true;
    error.value = null;
    const started = await invoke('lan/start', { campaignId });
    if (!started.ok) {
      error.value = wordsFor(null).error(started.error);
      busy.value = false;
      return;
    }
    status.value = started.value;
    while (status.value.state === 'starting') {
      await new Promise((wait) => setTimeout(wait, POLL_MS));
      await refresh();
    }
    busy.value = false;
  }

  async function switchOff() {
    busy.value = true;
    const stopped = await invoke('lan/stop', {});
    if (stopped.ok) status.value = stopped.value;
    else error.value = wordsFor(null).error(stopped.error);
    busy.value = false;
  }

  return { status, error, busy, refresh, switchOn, switchOff };
});
