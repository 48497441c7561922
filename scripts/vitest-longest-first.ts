/**
 * A sequencer that starts the files known to be long first (longest-first scheduling): with a few
 * workers taking the next file as they come free, a long file started last keeps one worker busy
 * while the others sit idle. Vitest orders files by their last run's duration when it has one; a
 * clean clone (CI) has none and falls back to file size, which says little about an e2e file's time
 * (the accessibility walk is short text and a minute long). The files listed come first, in the
 * order given; every other file follows in Vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

export function longestFirst(known: readonly string[]): new (...args: ConstructorParameters<typeof BaseSequencer>) => BaseSequencer {
  const rank = new Map(known.map((file, i) => [file, i]));
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rankOf = (spec: TestSpecification) =>
        rank.get(relative(spec.project.config.root, spec.moduleId).split('\\').join('/')) ?? known.length;
      // Array.prototype.sort is stable: unlisted files keep Vitest's order after the listed ones.
      return sorted.sort((a, b) => rankOf(a) - rankOf(b));
    }
  };
}
