/** `npm run pack -- …`: the pack designer's command line (see scripts/pack/main.ts and docs/packs/README.md). */
import { readFileSync, writeFileSync } from 'node:fs';
import { main } from './main';

process.exitCode = await main(process.argv.slice(2), {
  read: (file) => readFileSync(file, 'utf8'),
  write: (file, text) => writeFileSync(file, text),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
