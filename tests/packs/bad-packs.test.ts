import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPackText, checkPackValue, type PackCheck } from '../../shared/packs/check';
import { packRuleset } from '../../shared/packs/ruleset';
import { main } from '../../scripts/pack/main';

const text = readFileSync(new URL('../../packs/drunkards-of-catan.json', import.meta.url), 'utf8');
const drunkards = () => JSON.parse(text) as Record<string, any>;
const problems = (check: PackCheck) => (check.ok ? [] : check.problems);

/** A small pack with one shared track and the given triggers and actions. */
const tiny = (extra: Record<string, unknown> = {}) => ({
  format: 1,
  id: 'tiny',
  version: '0.1.0',
  name: 'Tiny',
  author: 'Tests',
  licence: 'CC0',
  baseGame: 'None',
  players: { min: 1, max: 2 },
  dice: [{ id: 'd6', kind: 'd6' }],
  tracks: [
    { id: 'terror', max: 10 },
    { id: 'doom', max: 10 },
  ],
  phases: [{ id: 'play' }],
  actions: [{ id: 'scare', dice: ['d6'], effects: [{ add: 'terror', by: 1 }] }],
  words: { en: {} },
  ...extra,
});

describe('bad packs are refused whole, with reasons', () => {
  it('wrong types: each problem at its JSON pointer', () => {
    const pack = drunkards();
    pack.tracks[0].max = 'lots';
    pack.players.min = 'two';
    pack.actions[1].fields[1].kind = 'slider';
    const found = problems(checkPackValue(pack));
    expect(found.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/players/min', '/actions/1/fields/1/kind']));
    expect(found.every((p) => p.message.length > 0 && p.code.startsWith('schema/'))).toBe(true);
  });

  it('unknown references: a trigger naming a track that does not exist, a roll of a missing chart, a read of a missing option', () => {
    const pack = tiny({
      triggers: [{ id: 'panic', on: { track: 'fear' }, effects: [{ add: 'doom', by: 1 }] }],
      actions: [{ id: 'scare', effects: [{ roll: 'city-chart' }, { add: 'terror', by: { if: [{ var: 'options.hard' }, 2, 1] } }] }],
    });
    const found = problems(checkPackValue(pack));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          pointer: '/triggers/0/on/track',
          code: 'pack/unknown-reference',
          message: expect.stringContaining('"fear"'),
        }),
        expect.objectContaining({ pointer: '/actions/0/effects/0/roll', code: 'pack/unknown-reference' }),
        expect.objectContaining({ pointer: '/actions/0/effects/1/by/if/0/var', code: 'pack/unknown-reference' }),
      ]),
    );
  });

  it('triggers that set each other off are refused with the chain named', () => {
    const pack = tiny({
      triggers: [
        { id: 'terror-feeds-doom', on: { track: 'terror' }, effects: [{ add: 'doom', by: 1 }] },
        { id: 'doom-feeds-terror', on: { track: 'doom' }, effects: [{ add: 'terror', by: 1 }] },
      ],
    });
    const found = problems(checkPackValue(pack));
    expect(found).toContainEqual(
      expect.objectContaining({
        code: 'pack/never-settles',
        message: expect.stringContaining('terror-feeds-doom → doom-feeds-terror → terror-feeds-doom'),
      }),
    );
  });

  it('a routine that calls itself (through another) is refused with the ring named; a call naming a missing routine or argument too', () => {
    const pack = tiny({
      routines: [
        { id: 'worry', effects: [{ add: 'terror', by: 1 }, { do: 'fret' }] },
        { id: 'fret', effects: [{ do: 'worry' }] },
      ],
      actions: [{ id: 'scare', effects: [{ do: 'worry' }, { do: 'panic' }, { do: 'fret', with: { how: 2 } }] }],
    });
    const found = problems(checkPackValue(pack));
    expect(found).toContainEqual(
      expect.objectContaining({ pointer: '/routines/0', code: 'pack/routine-calls-itself', message: 'never ends: worry → fret → worry' }),
    );
    expect(found).toContainEqual(expect.objectContaining({ pointer: '/actions/0/effects/1/do', code: 'pack/unknown-reference' }));
    expect(found).toContainEqual(expect.objectContaining({ pointer: '/actions/0/effects/2/with/how', code: 'pack/unknown-reference' }));
  });

  it('a condition trigger that never makes itself false is found in play and refused with its chain', () => {
    const pack = tiny({ triggers: [{ id: 'always', when: { '>=': [{ var: 'tracks.terror' }, 0] }, effects: [{ announce: 'again' }] }] });
    const found = problems(checkPackValue(pack));
    expect(found).toContainEqual(
      expect.objectContaining({ code: 'pack/never-settles', message: expect.stringContaining('always → always') }),
    );
  });

  it('an expression over the step limit is refused, naming it', () => {
    const big = Array.from({ length: 300 }, (_, i) => i);
    const pack = tiny({ actions: [{ id: 'scare', effects: [{ add: 'terror', by: { count: { map: [big, { map: [big, 1] }] } } }] }] });
    expect(problems(checkPackValue(pack))).toContainEqual(
      expect.objectContaining({ pointer: '/actions/0/effects/0/by', code: 'expression/step-limit' }),
    );
  });

  it('a file over 1 MB is refused before it is read, and a file that is not JSON says so', () => {
    const huge = JSON.stringify({ ...drunkards(), name: 'x'.repeat(1_000_001) });
    expect(problems(checkPackText(huge))).toEqual([expect.objectContaining({ code: 'pack/too-large' })]);
    expect(problems(checkPackText('{ "format": 1,'))).toEqual([expect.objectContaining({ code: 'pack/not-json', pointer: '' })]);
  });

  it('npm run pack -- check: exit 1 and every problem with its pointer; exit 0 for the shipped pack', async () => {
    const lines: string[] = [];
    const io = (content: string) => ({
      read: () => content,
      write: () => {},
      out: (l: string) => lines.push(l),
      err: (l: string) => lines.push(l),
    });
    const broken = drunkards();
    broken.version = 'one';
    broken.triggers = [{ id: 'x', on: { track: 'beer' }, effects: [{ add: 'rolls', by: 1 }] }];
    expect(await main(['check', 'bad.json'], io(JSON.stringify(broken)))).toBe(1);
    expect(lines.join('\n')).toMatch(/\/version/);
    lines.length = 0;
    delete broken.version;
    broken.version = '1.0.1';
    expect(await main(['check', 'bad.json'], io(JSON.stringify(broken)))).toBe(1);
    expect(lines.join('\n')).toContain('/triggers/0/on/track');
    expect(await main(['check', 'packs/drunkards-of-catan.json'], io(text))).toBe(0);
  });

  it('npm run pack -- sim prints win/loss rates with 95 % intervals and game length, the same for the same seed', async () => {
    const run = async () => {
      const lines: string[] = [];
      const scary = tiny({ outcome: [{ when: { '>=': [{ var: 'tracks.terror' }, 10] }, result: 'lost', word: 'lost' }] });
      const code = await main(['sim', 'p.json', '--games', '20', '--seed', '5'], {
        read: () => JSON.stringify(scary),
        write: () => {},
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
      });
      return { code, lines };
    };
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.lines.join('\n')).toMatch(/lost\s+100\.0 % \(95 % CI \d+\.\d–100\.0\)/);
    expect(first.lines.join('\n')).toMatch(/policy greedy/);
    expect(first.lines.join('\n')).toMatch(/turns\s+mean/);
    expect((await run()).lines).toEqual(first.lines);
  });
});

/** Small changes a careless edit makes: a value replaced, a key removed, an id renamed, an expression swapped. */
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    pick: fc.nat(),
    value: fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constant({}),
      fc.constant([]),
      fc.constant({ var: '__proto__' }),
      fc.constant('<img src=x onerror=alert(1)>'),
      fc.constant({ log: 1 }),
    ),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

/** Every place in a JSON value, as parent and key. */
function places(value: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []) {
  if (Array.isArray(value))
    value.forEach((v, i) => {
      out.push([value, i]);
      places(v, out);
    });
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, k]);
      places(v, out);
    }
  return out;
}

describe('fuzz: mutated packs never crash the checker or the interpreter', () => {
  it('any mutation of the Drunkards pack is either refused with problems or plays without throwing', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const pack = drunkards();
        for (const m of mutations) {
          const all = places(pack);
          const [parent, key] = all[m.pick % all.length];
          if (m.kind === 'remove') {
            if (Array.isArray(parent)) parent.splice(Number(key), 1);
            else delete parent[key];
          } else (parent as Record<string | number, unknown>)[key] = m.value;
        }
        const checked = checkPackValue(pack, { games: 1 });
        if (!checked.ok) {
          expect(checked.problems.length).toBeGreaterThan(0);
          for (const p of checked.problems)
            expect(typeof p.pointer === 'string' && typeof p.message === 'string' && typeof p.code === 'string').toBe(true);
          return;
        }
        const ruleset = packRuleset(checked.pack);
        const state = ruleset.setup({}, [
          { id: 'a', name: 'Ann' },
          { id: 'b', name: 'Bob' },
        ]);
        if (state.ok) {
          ruleset.prompt(state.value);
          ruleset.trackers(state.value);
        }
      }),
      { numRuns: 150, seed: 31 },
    );
  });

  it('pack text reaches the table only as data: no word or value of a pack is ever rendered as HTML', () => {
    const renderer = new URL('../../renderer/src/', import.meta.url);
    const sources = readdirSync(renderer, { recursive: true })
      .filter((f) => /\.(vue|ts)$/.test(String(f)))
      .map((f) => readFileSync(new URL(String(f), renderer), 'utf8'));
    expect(sources.length).toBeGreaterThan(10);
    // The renderer draws words and data with text interpolation only; v-html (and innerHTML) would let a pack inject markup.
    for (const source of sources) expect(source).not.toMatch(/v-html|innerHTML|outerHTML|insertAdjacentHTML/);
  });
});
