import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catanHorror } from '../../../shared/rulesets/catan-horror';
import { messages } from '../../../renderer/src/rulesets/catan-horror/messages';
import { rulesetNames } from '../../../renderer/src/rulesets/registry';
import { causes, narrate } from '../../../renderer/src/rulesets/catan-horror/narration';
import { act, atActions, clearMonsters, started, withKnight, withMonster } from './helpers';

const ROOT = join(__dirname, '../../../shared/rulesets/catan-horror');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? sources(join(dir, f)) : f.endsWith('.ts') ? [readFileSync(join(dir, f), 'utf8')] : [],
  );
const code = sources(ROOT).join('\n');
const all = (re: RegExp) => [...new Set([...code.matchAll(re)].map((m) => m[1]))];

describe('every code the engine emits has words', () => {
  it('every event type is narrated', () => {
    const emitted = all(/emit\(\s*'([a-z-]+)'/g);
    expect(emitted.length).toBeGreaterThan(50);
    for (const type of [...emitted, 'knight-killed', 'knight-hurt', 'library-monster-added', 'library-monster-changed', 'player-fell'])
      expect(narrate[type], type).toBeTypeOf('function');
  });

  it('every error code has a message', () => {
    const refusals = all(/\b(?:refuse|fail)\(\s*'(rules\/[a-z_]+)'/g);
    expect(refusals.length).toBeGreaterThan(80);
    for (const c of refusals) expect(messages[c], c).toBeDefined();
  });

  it('every cause has a sentence', () => {
    const emitted = all(/\}, '([a-z0-9-]+)'\)/g).concat(all(/cause: '([a-z-]+)'/g));
    for (const c of [...emitted, 'monster-gate', 'monster-surge', 'monster-setup', 'monster-mad-town', 'recruit', 'militia'])
      expect(causes[c], c).toBeDefined();
  });

  it('every option has a label and help', () => {
    for (const o of catanHorror.options) {
      expect(messages[`option/${o.key}`], o.key).toBeDefined();
      expect(messages[`option/${o.key}/help`], o.key).toBeDefined();
    }
  });

  it('every prompt, action, choice, field and tracker code met in a game has words', () => {
    let s = clearMonsters(started());
    s = withMonster(s, 'Zombie', 'Ann City').state;
    s = withKnight(s, 'ann', 'strong', 'Ann City', { damage: 1 }).state;
    const states = [
      s,
      atActions(s),
      { ...s, phase: 'wrapup' as const },
      { ...s, phase: 'monster/move' as const },
      { ...s, phase: 'monster/mad-towns' as const },
      { ...s, phase: 'player/production' as const },
    ];
    states.push(act(states[5], 'roll-production', {}, [1, 1, 'ship']).state);
    const codes = new Set<string>();
    for (const st of states) {
      const p = catanHorror.prompt(st);
      codes.add(p.phase);
      codes.add(p.code);
      for (const a of p.actions) {
        codes.add(a.code ?? a.type);
        for (const f of a.fields ?? []) {
          codes.add(`field/${f.name}`);
          if (f.kind === 'choice') f.choices.forEach((c) => codes.add(c.code));
        }
      }
      catanHorror.trackers(st).forEach((t) => codes.add(t.code));
    }
    for (const c of codes) expect(messages[c], c).toBeDefined();
    for (const ph of [
      'setup',
      'player/combat',
      'player/production',
      'player/actions',
      'monster/move',
      'monster/report',
      'monster/invaded',
      'monster/mad-towns',
      'monster/sanity',
      'wrapup',
      'over',
    ]) {
      expect(messages[`catan-horror/phase/${ph}`], ph).toBeDefined();
    }
    // The name and description live in the registry: the campaign list shows them before the ruleset loads.
    expect(rulesetNames['ruleset/catan-horror']).toBeDefined();
    expect(rulesetNames['ruleset/catan-horror/about']).toBeDefined();
  });
});
