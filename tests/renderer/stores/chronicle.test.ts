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
/** A dice tray of `steps` steps, nearly every one a change of the counter "Doom" (more than 1,000 matches of "doom"). */
async function doomTray(steps: number): Promise<number> {
  const { id } = (await useCampaignsStore().create({ name: 'Doom', rulesetId: 'dice-tray', players: ['Ann'], options: {} }))!;
  const act = (action: Parameters<typeof invoke<'campaign/act'>>[1]['action']) => invoke('campaign/act', { campaignId: id, action });
  await act({ type: 'add-counter', payload: { name: 'Doom', min: 0, max: 99999, start: 0 } });
  for (let i = 3; i <= steps; i++)
    await act(
      i % 10 === 0
        ? { type: 'roll', payload: { count: 1, die: 'd6' }, roll: { source: 'app' } }
        : { type: 'change-counter', payload: { counterId: 'c1', delta: 1 } },
    );
  return id;
}
/** Every row of a search, counted exactly by the server (the old ask, paged by index). */
async function exactSearch(campaignId: number, text: string) {
  const steps: number[] = [];
  for (let index = 0, total = 1; index < total; index += 500) {
    const page = await invoke('history/chronicle-page', { campaignId, filter: { text }, locale: 'en', index, limit: 500 });
    if (!page.ok) throw new Error(page.error.message);
    total = page.value.total;
    steps.push(...page.value.rows.map((r) => r.step));
  }
  return steps;
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

  it('a search counts its newest matches first ("1,000+") and grows at its top as the earliest are reached: every row once, in order', async () => {
    const id = await doomTray(1400);
    const exact = await exactSearch(id, 'doom');
    expect(exact.length).toBeGreaterThan(1100);
    const store = useChronicleStore();
    await store.load(id);
    store.filter.text = 'doom';
    await expect.poll(() => store.more).toBe(true);
    expect(store.shown).toBeGreaterThanOrEqual(1000);
    expect(store.total).toBeLessThan(exact.length);
    expect(store.count).toBe(store.total + 1); // one row stands for those not counted yet
    expect(store.rowAt(0)).toBeUndefined();
    const latest = store.rowAt(store.count - 1);
    expect(latest?.step).toBe(exact[exact.length - 1]);
    // Scrolling to the top again and again: the row standing for the rest asks for them.
    for (let guard = 0; store.more; guard++) {
      expect(guard).toBeLessThan(50);
      const before = store.total;
      store.need(0, 5);
      await arrived();
      expect(store.total).toBeGreaterThan(before);
    }
    expect(store.count).toBe(exact.length);
    expect(store.shown).toBe(exact.length);
    store.need(0, store.count - 1);
    await arrived();
    expect(Array.from({ length: store.count }, (_, i) => store.rowAt(i)?.step)).toEqual(exact);
    expect(store.rowAt(store.count - 1)).toBe(latest); // the latest row kept its place (and its object)

    // "Go to turn" in a search not counted that far yet: counted back as far as the turn, its row in the list.
    store.filter.text = 'doom:';
    await expect.poll(() => store.more).toBe(true);
    const counted = store.total;
    const early = await store.indexOfTurn(5);
    expect(early).not.toBeNull();
    expect(store.total).toBeGreaterThan(counted);
    expect(store.rowAt(early!.index)?.step).toBe(early!.step);
    expect(store.rowAt(early!.index)!.entries[0].turn).toBeGreaterThanOrEqual(5);
    expect(store.rowAt(early!.index - 1)?.entries[0].turn ?? -1).toBeLessThan(5);
  }, 60_000);

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
