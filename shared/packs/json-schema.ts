/** The pack format as a JSON Schema (draft 2020-12), generated from the same zod schemas the checker parses with. */
import { z } from 'zod';
import { pack } from './schema';

/** The JSON Schema an author's editor reads (published as docs/packs/pack.schema.json). */
export function packJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(pack, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    $schema: schema.$schema,
    $id: 'https://doomkeeper.invalid/packs/pack.schema.json',
    title: 'Doomkeeper variant pack',
    description:
      'A tabletop variant as data: tracks, charts, dice, pieces, phases, actions, triggers, outcome and words. See docs/packs/README.md.',
    ...schema,
  };
}

/** The file's text: stable key order, two-space indent, a final newline. */
export const packJsonSchemaText = (): string => `${JSON.stringify(packJsonSchema(), null, 2)}\n`;
