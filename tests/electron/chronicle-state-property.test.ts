/**
 * "As it was" (the state right after any event) and the "previously…" recap read only the event's
 * line of play, not the whole log — and give exactly what walking the whole log gave: random
 * campaigns (played through their own prompts, with undo, redo, rewinds, brought-back branches,
 * checkpoints, hand adjustments and new sessions) asked about every event and every session, checked
 * against the whole-log walk kept here as the oracle — on real SQLite.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type Services } from '../../electron/main/services/services';
import { CHECKPOINT, stateAfterEvent, walkLog } from '../../electron/main/services/replay';
import { MOST_HIGHLIGHTS, trackerMoves } from '../../electron/main/services/chronicle';
import { CORE } from '../../shared/engine/run';
import { TIMELINE_TYPES } from '../../shared/engine/timeline';
import { rulesets } from '../../shared/rulesets/registry';
import type { HistoryEntry, SessionRecap, StateAt } from '../../shared/rpc/contract';
import { seeded } from '../support/random-play';
import { tempDir } from '../support/temp-db';
import { caller } from '../support/services-call';
import { expectEveryCaseMet, moves, newCampaign, playCampaign, playedRulesets } from '../support/random-campaign';

const dir = tempDir();
let services: Services;
const { call, attempt } = caller(() => services);

beforeAll(() => {
  services = startServices({ databasePath: dir.file('campaigns.sqlite'), version: 'test', transport: 'websocket' });
  services.db.pragma('synchronous = OFF'); // test data only
});
afterAll(() => {
  services.close();
  dir.remove();
});

// ---- The oracle: both answers as they were computed before, by walking the whole log. ----

function oldStateAt(rulesetId: string, entries: readonly HistoryEntry[], seq: number): StateAt | null {
  const ruleset = rulesets.get(rulesetId)!;
  const found = stateAfterEvent(ruleset, entries, seq);
  if (!found || found.state === undefined) return null;
  const { state } = found;
  return {
    entry: entries.find((e) => e.seq === seq)!,
    state,
    prompt: ruleset.prompt(state),
    trackers: ruleset.trackers(state),
    outcome: ruleset.outcome?.(state) ?? null,
  };
}

function oldRecap(rulesetId: string, entries: readonly HistoryEntry[], sessions: SessionRecap['session'][], sessionId?: number) {
  const ruleset = rulesets.get(rulesetId)!;
  const played = new Set(entries.filter((e) => e.sessionId !== null && e.type !== CORE.setup).map((e) => e.sessionId));
  const session =
    sessionId !== undefined ? sessions.find((s) => s.id === sessionId) : [...sessions].reverse().find((s) => played.has(s.id));
  if (!session) return null;
  const first = entries.findIndex((e) => e.sessionId === session.id);
  if (first < 0) return null;
  const last = entries.length - 1 - [...entries].reverse().findIndex((e) => e.sessionId === session.id);
  let before: unknown;
  let after: unknown;
  let timelineAtEnd: readonly number[] = [];
  walkLog(ruleset, entries.slice(0, last + 1), (point) => {
    const index = point.entry.seq - 1;
    if (index === first - 1) before = point.state;
    if (index === last) {
      after = point.state;
      timelineAtEnd = [...point.timeline.applied];
    }
  });
  const inForce = new Set(timelineAtEnd);
  const mine = entries.slice(first, last + 1).filter((e) => e.sessionId === session.id);
  const heads = mine.filter((e) => e.seq === e.step && !TIMELINE_TYPES.has(e.type) && e.type !== CHECKPOINT);
  const highlights = mine
    .filter((e) => !TIMELINE_TYPES.has(e.type) && (e.type === CHECKPOINT || inForce.has(e.step)))
    .filter(
      (e) =>
        e.type === CORE.trackerAdjusted ||
        e.type === CORE.optionsChanged ||
        e.type === CHECKPOINT ||
        (ruleset.headlines?.weightOf(e) ?? null) !== null,
    );
  const outcomeBefore = before === undefined ? null : (ruleset.outcome?.(before) ?? null);
  const outcomeAfter = after === undefined ? null : (ruleset.outcome?.(after) ?? null);
  // The table's own highlights all; of the headlines, the heaviest MOST_HIGHLIGHTS (the earlier of equals), in order.
  const own = new Set<string>([CORE.trackerAdjusted, CORE.optionsChanged, CHECKPOINT]);
  const headlines = highlights.filter((e) => !own.has(e.type));
  const heaviest = new Set(
    headlines
      .map((e, at) => ({ e, at, weight: ruleset.headlines!.weightOf(e)! }))
      .sort((a, b) => b.weight - a.weight || a.at - b.at)
      .slice(0, MOST_HIGHLIGHTS)
      .map(({ e }) => e),
  );
  return {
    session,
    actions: heads.length,
    undone: heads.filter((h) => h.undone).length,
    dice: mine.reduce((n, e) => n + (e.dice?.length ?? 0), 0),
    moves: trackerMoves(ruleset, before, after),
    highlights: highlights.filter((e) => own.has(e.type) || heaviest.has(e)),
    headlines: headlines.length,
    moreHighlights: headlines.length - heaviest.size,
    outcome: outcomeAfter && !outcomeBefore ? outcomeAfter : null,
  };
}

/** What the runs exercised, so the property is known to have met every case it claims. */
const seen = { events: 0, undone: 0, timeline: 0, checkpoints: 0, broughtBack: 0, recaps: 0, recapUndone: 0 };

function check(rulesetId: string, campaignId: number, seqs: 'all' | number): void {
  const { entries, sessions } = call('history/chronicle', { campaignId });
  const asked = seqs === 'all' ? entries.map((e) => e.seq) : [entries[seqs % entries.length].seq];
  for (const seq of asked) {
    const want = oldStateAt(rulesetId, entries, seq);
    const got = attempt('history/state-at', { campaignId, seq });
    if (want === null) expect(got.ok ? got.value : got.error.code, `seq ${seq}`).toBe('history/no_such_event');
    else expect(got.ok ? got.value : got.error, `seq ${seq}`).toEqual(want);
    seen.events++;
    const e = entries[seq - 1];
    if (e.undone) seen.undone++;
    if (TIMELINE_TYPES.has(e.type)) seen.timeline++;
    if (e.type === CHECKPOINT) seen.checkpoints++;
    if (e.type === 'core/rewind' && Array.isArray(e.data.restore) && e.data.restore.length) seen.broughtBack++;
  }
  for (const sessionId of [undefined, ...sessions.map((s) => s.id)]) {
    const want = oldRecap(rulesetId, entries, sessions, sessionId);
    expect(call('history/recap', { campaignId, ...(sessionId === undefined ? {} : { sessionId }) }), `session ${sessionId}`).toEqual(want);
    seen.recaps++;
    if (want?.undone) seen.recapUndone++;
  }
}

describe('the state after an event and the session recap, from the event’s line of play', () => {
  it('give exactly what walking the whole log gave, for every event and session of random campaigns, as the log grows', () => {
    let run = 0;
    fc.assert(
      fc.property(playedRulesets, fc.integer(), fc.array(moves, { minLength: 10, maxLength: 60 }), (rulesetId, seed, script) => {
        const random = seeded(seed);
        const campaignId = newCampaign(call, rulesetId, `Run ${++run}`);
        playCampaign(services, call, campaignId, script, random, (at) => check(rulesetId, campaignId, at * 7));
        check(rulesetId, campaignId, 'all');
      }),
      { numRuns: 50, seed: 23 },
    );
    expectEveryCaseMet(seen);
  }, 240_000);

  it('refuses an event the log does not have, and a seq that is not a positive whole number, changing nothing', () => {
    const campaignId = newCampaign(call, 'dice-tray', 'Short');
    const code = (seq: number) => {
      const answer = attempt('history/state-at', { campaignId, seq });
      return answer.ok ? 'answered' : answer.error.code;
    };
    expect(code(1)).toBe('answered'); // the set-up
    expect(code(2)).toBe('history/no_such_event');
    for (const seq of [0, -1, 1.5]) expect(code(seq), `seq ${seq}`).toBe('rpc/invalid_payload');
    expect(call('campaign/open', { campaignId }).campaign.eventCount).toBe(1);
  });
});
