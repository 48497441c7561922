/** The editor finds the place a checker's pointer names in the pack's text, and outlines the pack by its lists. */
import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { describe, expect, it } from 'vitest';
import { outlineOf } from '../../../renderer/src/packs/outline';
import { pointerRange } from '../../../renderer/src/packs/pointer-range';
import { vigilText } from '../../support/vigil-pack';

const stateOf = (doc: string) => EditorState.create({ doc, extensions: [json()] });
const at = (doc: string, pointer: string) => {
  const { from, to } = pointerRange(stateOf(doc), pointer);
  return doc.slice(from, to);
};

describe('pointerRange', () => {
  const text = vigilText();
  it('names the value a pointer reaches, through objects and arrays', () => {
    expect(at(text, '/actions/0/effects/0/roll')).toBe('"draught"');
    expect(at(text, '/players/min')).toBe('1');
    expect(at(text, '/tracks/1')).toMatch(/^\{\s+"id": "dawn"/);
    expect(at(text, '/words/en/track~1candle')).toBe('"Candle"');
  });
  it('stops at the deepest place that exists (a missing key, an index past the end) and takes the whole text for ""', () => {
    expect(at(text, '/players/seats')).toMatch(/^\{\s+"min": 1/);
    expect(at(text, '/tracks/9/id')).toMatch(/^\[/);
    expect(at(text, '')).toBe(text);
    expect(at('{ "a": [1, 2', '/a/1')).toBe('2');
  });
});

describe('outlineOf', () => {
  it('lists phases, tracks, charts, actions, triggers and words with their pointers, or null for text that is not JSON', () => {
    const outline = outlineOf(vigilText())!;
    expect(outline.map((s) => [s.key, s.items.map((i) => i.label)])).toEqual([
      ['phases', ['vigil']],
      ['tracks', ['candle', 'dawn']],
      ['charts', ['draught']],
      ['actions', ['keep-vigil', 'relight']],
      ['words', ['en (9)']],
    ]);
    expect(outline[3].items[1].pointer).toBe('/actions/1');
    expect(outlineOf('{ "tracks": [')).toBeNull();
    expect(outlineOf('[1]')).toEqual([]);
  });
});
