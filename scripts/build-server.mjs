/**
 * `npm run build:server`: the browser build's server and its lab and import workers bundled into out/server/
 * (packages stay in node_modules). Started from the bundle, the server listens about four times
 * sooner than through tsx, which compiles every module of the services and rulesets at each start.
 * `--outdir DIR` builds elsewhere (the e2e tests build their own copy in out/e2e-server/ before
 * they run, so they always start the server of the sources as they stand).
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'out/server' } } });

await build({
  absWorkingDir: root,
  entryPoints: ['electron/server/serve.ts', 'electron/main/services/lab-worker.ts', 'electron/main/services/import-worker.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outdir: values.outdir,
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});
