/** `npm run lab -- …`: the variant lab's command line (see scripts/lab/main.ts and docs/lab.md). */
import { readFileSync, writeFileSync } from 'node:fs';
import { main } from './main';

process.exitCode = main(process.argv.slice(2), {
  read: (file) => readFileSync(file, 'utf8'),
  write: (file, text) => writeFileSync(file, text),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
