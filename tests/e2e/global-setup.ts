/**
 * Before any e2e file: the browser-build server bundled from the sources as they stand
 * (out/e2e-server/, as `npm run build:server` builds it). Every test server starts from it: it
 * listens about twice as soon as through tsx, which compiles every module of the services and
 * rulesets again at each of the suite's ~60 server starts (helpers.ts `startServer`).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bundle's entry is, for the test workers (they start after this and inherit it). */
export const SERVER_BUNDLE_ENV = 'DOOMKEEPER_E2E_SERVER_BUNDLE';

export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const outdir = join(root, 'out/e2e-server');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the e2e server bundle did not build:\n${built.stdout}${built.stderr}`);
  process.env[SERVER_BUNDLE_ENV] = join(outdir, 'serve.mjs');
}
