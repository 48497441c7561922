// @vitest-environment happy-dom
/**
 * The chronicle store keeps only the rows it was asked for (a sparse map by index): opening reads
 * the latest page, the rows in view ask for theirs, filters and the text search ask the server (a
 * search in the pseudo-locale, which main does not narrate, reads the rest).
 */
import { describe, expect, it } from 'vitest';
import { settled, useStoreServices } from '../../support/store-services';
import { invoke } from '../../../renderer/src/api/client';
import { useCampaignsStore } from '../../../renderer/src/stores/campaigns';
import { PAGE, useChronicleStore } from '../../../renderer/src/stores/chronicle';
import { setLocale } from '../../../renderer/src/i18n';

useStoreServices(3);
const STEPS = 260;

/** A dice tray of STEPS steps: the counter, then raises with a roll every sixth step. */
async function longTray(): Promise<number> {
  const { id } = (await useCampaignsStore().create({ name: 'Tray', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
  const act = (action: Parameters<typeof invoke<'campaign/act'>>[1]['action']) => invoke('campaign/act', { campaignId: id, action });
  await act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 9999, start: 0 } });
  for (let i = 3; i <= STEPS; i++)
    await act(
      i % 6 === 0
        ? { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } }
        : { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } },
    );
  return id;
}
/** Lets the pages asked for arrive. */
async function arrived() {
  for (let i = 0; i < 5; i++) await settled();
}

describe('the chronicle store', () => {
  it('opens on the latest page only and loads the pages in view as asked', async () => {
    const id = await longTray();
    const store = useChronicleStore();
    await store.load(id);
    expect(store.count).toBe(STEPS);
    expect(store.head?.events).toBe(STEPS);
    expect(store.rowAt(STEPS - 1)?.entries[0].type).toBe('counter-changed');
    expect(store.rowAt(STEPS - PAGE)).toBeDefined();
    expect(store.rowAt(STEPS - PAGE - 1)).toBeUndefined();
    expect(store.rowAt(0)).toBeUndefined();
    expect(Object.isFrozen(store.rowAt(STEPS - 1))).toBe(true);

    store.need(0, 12);
    await arrived();
    expect(store.rowAt(0)?.entries[0].type).toBe('core/setup');
    expect(store.rowAt(0)?.heading).toBe('session');
    expect(store.rowAt(PAGE - 1)).toBeDefined();
    expect(store.rowAt(PAGE)).toBeUndefined(); // the page between was never in view

    const turn = await store.indexOfTurn(20);
    expect(turn).not.toBeNull();
    expect(store.rowAt(turn!.index)).toMatchObject({ step: turn!.step, heading: 'turn' });
    expect(store.rowAt(turn!.index)!.entries[0].turn).toBe(20);
    expect(await store.indexOfTurn(9999)).toBeNull();
  });

  it('filters on the server, the narrated text too', async () => {
    const id = await longTray();
    const store = useChronicleStore();
    await store.load(id);
    store.filter.kind = 'dice';
    await expect.poll(() => store.count).toBe(Math.floor(STEPS / 6));
    expect(store.rowAt(store.count - 1)?.entries.every((e) => e.dice?.length)).toBe(true);

    store.filter.kind = 'all';
    await expect.poll(() => store.count).toBe(STEPS);
    store.filter.text = 'Doom: 10 → 11.';
    await expect.poll(() => store.count).toBe(1);
    expect(store.shown).toBe(1);
    expect(store.rowAt(0)?.entries.map((e) => store.sentence(e))).toEqual(['Doom: 10 → 11.']);
    expect(store.rowAt(PAGE + 10)).toBeUndefined(); // main searched: no page of the log was read here
    store.filter.text = 'DOOM: 100 → 1';
    await expect.poll(() => store.count).toBe(1); // the lower-cased sentence holds the lower-cased text
    store.filter.text = '';
    await expect.poll(() => store.count).toBe(STEPS);
  });

  it('searches in the language the app speaks, and searches itself in a language main does not narrate', async () => {
    const id = await longTray();
    const store = useChronicleStore();
    await store.load(id);
    await setLocale('de', false);
    store.filter.text = 'Zähler „Doom“';
    await expect.poll(() => store.count).toBe(1);
    expect(store.rowAt(0)?.entries[0].type).toBe('counter-added');
    // The pseudo-locale (accented English) is narrated only here: the search reads every page.
    store.filter.text = '';
    await expect.poll(() => store.count).toBe(STEPS);
    await setLocale('en-XA', false);
    const latest = store.rowAt(STEPS - 1)!.entries[0];
    store.filter.text = store.sentence(latest);
    expect(store.filter.text).not.toMatch(/^Doom/); // accented
    await expect.poll(() => store.count).toBe(1);
    expect(store.rowAt(0)?.entries[0].seq).toBe(latest.seq);
    expect(store.rowAt(PAGE + 10)).toBeUndefined(); // a search's rows, not the log's
    store.filter.text = '';
    await expect.poll(() => store.count).toBe(STEPS);
    expect(store.rowAt(PAGE + 10)).toBeDefined(); // the search read every page
    await setLocale('en', false);
  });
});
