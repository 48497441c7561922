/**
 * Where a simulated step's time goes (issue 33, docs/lab.md "Speed"): plays games as `simulateGame` does — the same
 * calls in the same order, the same RNG draws, so the same games — timing each part of a step on its own clock and
 * counting what the prompt offered. Not a test, not the bench: a developer's measuring tool.
 *
 *   node --import tsx scripts/lab/step-breakdown.ts [rulesetId] [policy] [warm-up games] [timed games]
 *
 * Prints CPU µs per step by part (the timer's own cost, ~0.05 µs a reading, included), steps, refused attempts,
 * the prompt's actions and the option-list sizes of their fields.
 */
import { dieFaces, type RolledDie } from '../../shared/engine/dice';
import { newGameOptions, type PromptAction, type RulesEvent } from '../../shared/engine/ruleset';
import { CORE, foldEvents, prepareAction } from '../../shared/engine/run';
import { gameSeed, pickOne, seededRandom } from '../../shared/lab/random';
import { labPlayers, randomPolicy, withinReach } from '../../shared/lab/runner';
import { labSubject } from '../../shared/lab/subject';
import type { Choice, PolicyContext } from '../../shared/lab/types';

const [rulesetId = 'catan-horror', policyName = 'random', warmArg = '150', timedArg = '150'] = process.argv.slice(2);
const { ruleset, profile } = labSubject({ rulesetId })!;
const policy = profile.policies[policyName];
const params = Object.fromEntries(profile.params.map((p) => [p.key, p.default]));
const players = labPlayers(profile.players);

/**
 * PER_ACTION=1: each action's `available` and `offer` timed on their own (the prompt walks these very objects);
 * PER_ACTION=<step> (`player/combat`): only in the steps of the turn whose phase code contains it, per such step. The
 * timers add ~0.1 µs a call: compare shares, not the total.
 */
const ONLY_PHASE = process.env.PER_ACTION && process.env.PER_ACTION !== '1' ? process.env.PER_ACTION : null;
let phaseNow = '';
let phaseSteps = 0;
const timing = () => !ONLY_PHASE || phaseNow.includes(ONLY_PHASE);
const perAction = new Map<string, { available: number; offer: number; asked: number; offered: number; refused: number }>();
if (process.env.PER_ACTION) {
  for (const [type, def] of Object.entries(ruleset.actions) as [
    string,
    { available?: (s: unknown) => { ok: boolean }; offer?: (s: unknown) => unknown },
  ][]) {
    const row = { available: 0, offer: 0, asked: 0, offered: 0, refused: 0 };
    perAction.set(type, row);
    const { available, offer } = def;
    if (available)
      def.available = (s) => {
        if (!timing()) return available(s);
        const t0 = performance.now();
        const r = available(s);
        row.available += performance.now() - t0;
        row.asked++;
        if (!r.ok) row.refused++;
        return r;
      };
    if (offer)
      def.offer = (s) => {
        if (!timing()) return offer(s);
        const t0 = performance.now();
        const r = offer(s);
        row.offer += performance.now() - t0;
        row.offered += Array.isArray(r) ? r.length : 1;
        return r;
      };
  }
}
/** Per step of the turn (the ruleset's `turnInfo` phase of the state the step starts from): steps, prompt, run and the rest (wall ms). */
const byPhase = new Map<string, { steps: number; prompt: number; run: number; all: number; offers: number }>();

const PARTS = ['outcome', 'prompt', 'withinReach', 'table+policy', 'fallback', 'prepare', 'dice', 'run', 'turnInfo', 'metrics'] as const;
type Part = (typeof PARTS)[number];
const time: Record<Part, number> = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>;
const counts = {
  steps: 0,
  games: 0,
  attempts: 0,
  prepareRefused: 0,
  runRefused: 0,
  refusedCodes: new Map<string, number>(),
  promptActions: 0,
  keptActions: 0,
  fields: 0,
  fieldOptions: 0,
  chosenFieldOptions: 0,
  byType: new Map<string, number>(),
  droppedType: new Map<string, number>(),
  chosenType: new Map<string, number>(),
};
/** How often each part of the state is a new object after a step (what `perParts` memories key on). */
const changed = new Map<string, number>();
const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const now = () => performance.now();

function play(seed: number, measure: boolean) {
  const random = seededRandom(seed);
  const options = ruleset.optionsSchema.parse(newGameOptions(ruleset, {}));
  const setupEvent: RulesEvent = { type: CORE.setup, data: { options, players } };
  let state: unknown = foldEvents(ruleset, undefined, [setupEvent]);
  const memo: Record<string, unknown> = {};
  for (const m of profile.metrics) m.read(state);
  let turn = ruleset.turnInfo(state).turn;
  const fallback = randomPolicy(profile.tableOnly);
  let t = 0;
  const lap = (part: Part) => {
    const n = now();
    if (measure) time[part] += n - t;
    t = n;
  };
  for (let steps = 0; steps < profile.maxSteps; steps++) {
    t = now();
    const stepStarted = t;
    phaseNow = ruleset.turnInfo(state).phase;
    if (measure && ONLY_PHASE && phaseNow.includes(ONLY_PHASE)) phaseSteps++;
    const phaseRow = measure
      ? (byPhase.get(ruleset.turnInfo(state).phase) ??
        byPhase.set(ruleset.turnInfo(state).phase, { steps: 0, prompt: 0, run: 0, all: 0, offers: 0 }).get(ruleset.turnInfo(state).phase)!)
      : null;
    const before = { prompt: time.prompt, run: time.run };
    t = now();
    const over = ruleset.outcome ? ruleset.outcome(state) : profile.ending?.(state);
    lap('outcome');
    if (over) break;
    const full = ruleset.prompt(state);
    lap('prompt');
    const prompt = withinReach(profile, state, full);
    lap('withinReach');
    if (prompt.actions.length === 0) break;
    if (measure) {
      counts.steps++;
      counts.promptActions += full.actions.length;
      counts.keptActions += prompt.actions.length;
      for (const a of full.actions as PromptAction[]) if (!prompt.actions.includes(a)) bump(counts.droppedType, a.type);
      for (const a of prompt.actions as PromptAction[]) {
        bump(counts.byType, a.type);
        for (const f of a.fields ?? []) {
          counts.fields++;
          if (f.kind === 'choice') counts.fieldOptions += f.choices.length;
        }
      }
    }
    const ctx: PolicyContext<unknown> = { state, prompt, random, params, memo };
    t = now();
    const tried = [profile.table(ctx), policy(ctx)].filter((c): c is Choice => c !== null);
    lap('table+policy');
    let applied = false;
    for (let attempt = 0; attempt < tried.length + 8 && !applied; attempt++) {
      let choice = tried[attempt];
      if (!choice) {
        t = now();
        choice = fallback(ctx)!;
        lap('fallback');
        if (!choice) break;
      }
      if (measure) counts.attempts++;
      t = now();
      const prepared = prepareAction(ruleset, state, choice.type, choice.payload);
      lap('prepare');
      if (!prepared.ok) {
        if (measure) {
          counts.prepareRefused++;
          bump(counts.refusedCodes, `${choice.type}: ${prepared.error.code}`);
        }
        continue;
      }
      const dice: RolledDie[] = (prepared.value.dice?.dice ?? []).map((die) => ({
        die,
        value: pickOne(random, dieFaces(die)),
        source: 'app',
      }));
      const shown = prompt.actions.find((a) => a.type === choice.type && a.odds !== undefined);
      void shown;
      lap('dice');
      const outcome = prepared.value.run(dice);
      lap('run');
      if (!outcome.ok) {
        if (measure) {
          counts.runRefused++;
          bump(counts.refusedCodes, `${choice.type}: ${outcome.error.code} (run)`);
        }
        continue;
      }
      applied = true;
      if (measure)
        for (const [k, v] of Object.entries(state as Record<string, unknown>))
          if ((outcome.value.state as Record<string, unknown>)[k] !== v) bump(changed, k);
      state = outcome.value.state;
      if (measure) {
        bump(counts.chosenType, choice.type);
        const offered = (prompt.actions as PromptAction[]).find((a) => a.type === choice.type);
        for (const f of offered?.fields ?? []) if (f.kind === 'choice') counts.chosenFieldOptions += f.choices.length;
      }
    }
    if (!applied) break;
    if (phaseRow) {
      phaseRow.steps++;
      phaseRow.prompt += time.prompt - before.prompt;
      phaseRow.run += time.run - before.run;
      phaseRow.all += now() - stepStarted;
      phaseRow.offers += prompt.actions.length;
    }
    t = now();
    const next = ruleset.turnInfo(state).turn;
    lap('turnInfo');
    if (next !== turn) {
      turn = next;
      for (const m of profile.metrics) m.read(state);
      lap('metrics');
    }
  }
  if (measure) counts.games++;
}

for (let i = 0; i < Number(warmArg); i++) play(gameSeed(777, i), false);
const cpu = process.cpuUsage();
const started = now();
for (let i = 0; i < Number(timedArg); i++) play(gameSeed(1, i), true);
const used = process.cpuUsage(cpu);
const wall = now() - started;
const cpuMs = (used.user + used.system) / 1000;
const { loadavg } = await import('node:os');
const per = (x: number) => (x / counts.steps) * 1000;
const measured = PARTS.reduce((n, p) => n + time[p], 0);
console.log(`${rulesetId} ${policyName}: ${counts.games} games after ${warmArg} warm-up, load ${loadavg()[0].toFixed(1)}`);
console.log(
  `games/s: ${((counts.games / cpuMs) * 1000).toFixed(0)} CPU, ${((counts.games / wall) * 1000).toFixed(0)} wall; steps a game ${(counts.steps / counts.games).toFixed(0)}`,
);
console.log(`CPU µs a step ${per(cpuMs).toFixed(1)} (wall ${per(wall).toFixed(1)}, parts timed ${per(measured).toFixed(1)})`);
for (const p of PARTS)
  console.log(`  ${p.padEnd(14)} ${per(time[p]).toFixed(2).padStart(7)} µs  ${((time[p] / measured) * 100).toFixed(1).padStart(5)} %`);
console.log(
  `attempts a step ${(counts.attempts / counts.steps).toFixed(3)}; refused by prepare ${counts.prepareRefused}, by run ${counts.runRefused}`,
);
for (const [k, v] of [...counts.refusedCodes].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  refused ${v} × ${k}`);
console.log(
  `prompt actions a step ${(counts.promptActions / counts.steps).toFixed(1)} (kept ${(counts.keptActions / counts.steps).toFixed(1)}); fields ${(counts.fields / counts.steps).toFixed(1)}, choice options ${(counts.fieldOptions / counts.steps).toFixed(0)} a step; the chosen action's ${(counts.chosenFieldOptions / counts.steps).toFixed(1)}`,
);
console.log(
  'offers a step by type:',
  [...counts.byType]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${k} ${(v / counts.steps).toFixed(1)}`)
    .join(', '),
);
console.log(
  'chosen by type:',
  [...counts.chosenType]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${k} ${((v / counts.steps) * 100).toFixed(0)}%`)
    .join(', '),
);
console.log(
  'left out by the box a step:',
  [...counts.droppedType]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${(v / counts.steps).toFixed(2)}`)
    .join(', '),
);
if (process.env.PER_ACTION) {
  const of = ONLY_PHASE ? phaseSteps : counts.steps;
  const perOf = (x: number) => (x / of) * 1000;
  console.log(
    `per action, wall µs a step${ONLY_PHASE ? ` in ${ONLY_PHASE} (${phaseSteps} steps)` : ''} (available / offer), asked and refused a step, offers a step:`,
  );
  const rows = [...perAction]
    .filter(([, r]) => r.asked || r.offered)
    .sort((a, b) => b[1].available + b[1].offer - a[1].available - a[1].offer);
  for (const [type, r] of rows)
    console.log(
      `  ${type.padEnd(22)} ${perOf(r.available).toFixed(2).padStart(6)} / ${perOf(r.offer).toFixed(2).padStart(6)}   asked ${(r.asked / of).toFixed(2)} refused ${(r.refused / of).toFixed(2)} offers ${(r.offered / of).toFixed(2)}`,
    );
}
// CPU µs by step of the turn: each kind's share of the steps' wall time, of the CPU time (the machine slows all alike).
const stepped = [...byPhase.values()].reduce((n, r) => n + r.all, 0);
console.log(
  'by step of the turn (CPU µs a step of that kind, whole step — of it prompt / run —; share of the steps; of the time; offers):',
);
for (const [phase, r] of [...byPhase].filter(([, r]) => r.steps).sort((a, b) => b[1].all - a[1].all)) {
  const cpuPer = (x: number) => ((x / stepped) * cpuMs * 1000) / r.steps;
  console.log(
    `  ${phase.padEnd(34)} ${cpuPer(r.all).toFixed(1).padStart(6)} (${cpuPer(r.prompt).toFixed(1)} / ${cpuPer(r.run).toFixed(1)})  ${((r.steps / counts.steps) * 100).toFixed(1).padStart(5)} % of steps, ${((r.all / stepped) * 100).toFixed(1).padStart(5)} % of time; ${(r.offers / r.steps).toFixed(1)} offers`,
  );
}
console.log(
  'parts of the state made new by a step:',
  [...changed]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${((v / counts.steps) * 100).toFixed(0)}%`)
    .join(', '),
);
