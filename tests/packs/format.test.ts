import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packJsonSchemaText } from '../../shared/packs/json-schema';
import { pack } from '../../shared/packs/schema';

const drunkards = () => JSON.parse(readFileSync(new URL('../../packs/drunkards-of-catan.json', import.meta.url), 'utf8'));

describe('the pack format', () => {
  it('docs/packs/pack.schema.json is the JSON Schema generated from the zod schemas (regenerate: npm run pack -- schema)', () => {
    const published = readFileSync(new URL('../../docs/packs/pack.schema.json', import.meta.url), 'utf8');
    expect(published).toBe(packJsonSchemaText());
  });

  it('the JSON Schema describes every part of a pack an author writes', () => {
    const schema = JSON.parse(packJsonSchemaText()) as { properties: Record<string, unknown>; required: string[] };
    for (const key of [
      'id',
      'version',
      'name',
      'author',
      'licence',
      'baseGame',
      'players',
      'options',
      'dice',
      'tracks',
      'collections',
      'charts',
      'decks',
      'questions',
      'phases',
      'actions',
      'triggers',
      'outcome',
      'instructions',
      'headlines',
      'words',
    ]) {
      expect(schema.properties, key).toHaveProperty(key);
    }
    expect(schema.required).toEqual(
      expect.arrayContaining(['format', 'id', 'version', 'name', 'author', 'licence', 'baseGame', 'players', 'phases', 'actions', 'words']),
    );
  });

  it('reads a shipped pack and fills the defaults (scope shared, no triggers, start 0)', () => {
    const parsed = pack.parse(drunkards());
    expect(parsed.tracks.find((t) => t.id === 'rolls')).toMatchObject({ scope: 'shared', start: 0, min: 0 });
    expect(parsed.triggers).toEqual([]);
  });

  it('refuses a version that is not semver, an id with capitals, a die with one side and words without English, each at its path', () => {
    const bad = { ...drunkards(), version: '1.0', id: 'Drunkards', dice: [{ id: 'd1', kind: 'dN', sides: 1 }], words: { de: {} } };
    const result = pack.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('/'));
    expect(paths).toEqual(expect.arrayContaining(['version', 'id', 'dice/0/sides', 'words']));
  });
});
