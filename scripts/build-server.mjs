/**
 * `npm run build:server`: the browser build's server and its lab and import workers bundled into out/server/
 * (packages stay in node_modules). Started from the bundle, the server listens about four times
 * sooner than through tsx, which compiles every module of the services and rulesets at each start.
 * `serve.mjs` is a few lines that switch on Node's compile cache, then load the bundle (`serve-app.mjs`): a
 * start after the first reads the bundle's compiled code from the cache instead of compiling 1 MB of
 * JavaScript again (the cache sits in the system's temp folder; a changed bundle is compiled afresh).
 * The chronicle's narrators are loaded on the first text search, not at start (a file of their own, below),
 * and each code ruleset on its first use (`rulesets/<id>.mjs`, below); zod is bundled (below).
 * The bundle is split (`chunks/`): the entry (electron/server/serve.ts) listens before it imports
 * the services, which are chunks of their own, and `node:http` and the CommonJS packages are
 * loaded through `require` (below).
 * `--outdir DIR` builds elsewhere (the e2e tests build their own copy in out/e2e-server/ before
 * they run, so they always start the server of the sources as they stand).
 */
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'out/server' } } });

/**
 * The chronicle's narrators (`chronicle-narrators.ts`: every ruleset's catalogs in every language,
 * half of the bundle) are needed only by a text search: they are an entry of their own
 * (`chronicle-narrators.mjs`, 1.1 MB) and the server's bundle reaches them through a stand-in that
 * `require()`s that file on first use — synchronously, as the RPC dispatch is (Node requires an ES
 * module without top-level await). What the server imports anyway (the rulesets' code) is in the
 * shared chunks, evaluated once at start: the narrators' file imports the same chunks, so the same
 * modules. (Bundled behind an initialiser inside the services' chunk instead, as before, the start
 * read and compiled the 1.1 MB too: ~20 ms of its CPU; the first search now pays ~80 ms once.)
 */
const narratorsOnFirstUse = {
  name: 'narrators-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^\.\/chronicle-narrators$/ }, (args) =>
      args.importer.endsWith('chronicle-narration.ts') ? { path: args.importer, namespace: 'on-first-use' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'on-first-use' }, (args) => ({
      loader: 'js',
      resolveDir: dirname(args.path),
      contents: `import { createRequire } from 'node:module';
let narrators;
/** Their bundle (\`chronicle-narrators.mjs\`, beside the server's entry; this may sit in \`chunks/\`), loaded on the first search (see scripts/build-server.mjs). */
const load = () => createRequire(import.meta.url)(import.meta.url.includes('/chunks/') ? '../chronicle-narrators.mjs' : './chronicle-narrators.mjs');
export const narratorOf = (...args) => (narrators ??= load()).narratorOf(...args);`,
    }));
  },
};

/**
 * The packs' checker (`shared/packs/check.ts`, with the pack format's zod schemas that
 * `shared/packs/schema.ts` builds as it loads: ~7 ms of the start's CPU) is needed only when a
 * pack text is checked — installed, imported, previewed or simulated, or an installed pack
 * registered at start: it is an entry of its own (`pack-check.mjs`) and the services (`packs.ts`,
 * the lab's handlers) reach it through a stand-in that `require()`s that file on the first check,
 * synchronously as the check is (as the narrators above). What it shares with the server (the
 * engine, the packs' interpreter, zod) sits in the shared chunks, evaluated once.
 */
const PACK_CHECK_USERS = [join(root, 'electron', 'main', 'services', 'packs.ts'), join(root, 'electron', 'main', 'handlers', 'lab.ts')];
const packCheckOnFirstUse = {
  name: 'pack-check-on-first-use',
  setup(build) {
    build.onResolve({ filter: /\/packs\/check$/ }, (args) =>
      PACK_CHECK_USERS.includes(args.importer) ? { path: args.importer, namespace: 'pack-check-on-first-use' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'pack-check-on-first-use' }, (args) => ({
      loader: 'js',
      resolveDir: dirname(args.path),
      contents: `import { createRequire } from 'node:module';
let check;
/** Its bundle (\`pack-check.mjs\`, beside the server's entry; this may sit in \`chunks/\`), loaded on the first check (see scripts/build-server.mjs). */
const load = () => createRequire(import.meta.url)(import.meta.url.includes('/chunks/') ? '../pack-check.mjs' : './pack-check.mjs');
export const checkPackText = (...args) => (check ??= load()).checkPackText(...args);`,
    }));
  },
};

/**
 * Each code ruleset in a file of its own (`rulesets/<id>.mjs`), loaded the first time the registry
 * asks for it (`shared/rulesets/registry.ts`), not at start: each builds its zod schemas as it loads
 * (~60 ms of the start's CPU for the eleven, where the campaign list needs only their manifests).
 * The registry's `./code-rulesets` (which imports every ruleset's module, as the sources, tests and
 * the Electron build use it) is replaced by a stand-in that `require()`s the ruleset's file on that
 * first call — synchronously, as the registry's `get` is (as the narrators above). Each file is an
 * entry that exports its ruleset as `ruleset`; what it shares with the server (the engine, the
 * manifests) sits in the shared chunks, evaluated once. Each ruleset's export is read from
 * code-rulesets.ts's imports, one `import { name } from './<id>';` per id of ids.ts.
 */
const rulesetsDir = join(root, 'shared', 'rulesets');
const codeRulesetIds = [...readFileSync(join(rulesetsDir, 'ids.ts'), 'utf8').matchAll(/^ {2}'([a-z-]+)',$/gm)].map((m) => m[1]);
const codeRulesetExports = new Map(
  [...readFileSync(join(rulesetsDir, 'code-rulesets.ts'), 'utf8').matchAll(/^import \{ (\w+) \} from '\.\/([a-z-]+)';$/gm)].map((m) => [
    m[2],
    m[1],
  ]),
);
if (
  codeRulesetIds.length === 0 ||
  codeRulesetIds.some((id) => !codeRulesetExports.has(id)) ||
  codeRulesetExports.size !== codeRulesetIds.length
)
  throw new Error(
    `scripts/build-server.mjs: shared/rulesets/code-rulesets.ts should import each ruleset of ids.ts (${codeRulesetIds.join(', ')}) as "import { name } from './<id>';", and only those; it imports ${[...codeRulesetExports.keys()].join(', ')}`,
  );
const rulesetsOnFirstUse = {
  name: 'rulesets-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^\.\/code-rulesets$/ }, (args) =>
      args.importer === join(rulesetsDir, 'registry.ts') ? { path: args.importer, namespace: 'rulesets-on-first-use' } : undefined,
    );
    build.onResolve({ filter: /^ruleset-entry:/ }, (args) => ({
      path: args.path.slice('ruleset-entry:'.length),
      namespace: 'ruleset-entry',
    }));
    build.onLoad({ filter: /.*/, namespace: 'rulesets-on-first-use' }, () => ({
      loader: 'js',
      resolveDir: rulesetsDir,
      contents: `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
/** The rulesets' files (\`rulesets/<id>.mjs\`, beside the server's entry; this may sit in \`chunks/\`), each loaded on its first use (see scripts/build-server.mjs). */
const folder = import.meta.url.includes('/chunks/') ? '../rulesets/' : './rulesets/';
const IDS = new Set(${JSON.stringify(codeRulesetIds)});
export function codeRuleset(id) {
  if (!IDS.has(id)) throw new Error(\`no code ruleset "\${id}"\`);
  return require(folder + id + '.mjs').ruleset;
}`,
    }));
    build.onLoad({ filter: /.*/, namespace: 'ruleset-entry' }, (args) => ({
      loader: 'js',
      resolveDir: rulesetsDir,
      contents: `export { ${codeRulesetExports.get(args.path)} as ruleset } from './${args.path}';`,
    }));
  },
};

/**
 * Node's own `node:http` and the CommonJS packages through `require`, not `import`. An ES module's
 * `import … from 'node:http'` builds Node's ESM facade of it, which reads every export, getters
 * included, and `http.WebSocket`'s getter loads undici (~25 ms of the start); importing a CommonJS
 * package (ws, better-sqlite3, json-logic-js) from an ES module has Node scan its source for its
 * exports first (cjs-module-lexer, set up on its first use: the largest part of loading ws). The
 * bundle takes each module object from `require` and exports the names the sources import.
 */
const THROUGH_REQUIRE = {
  'node:http': ['createServer', 'request'],
  ws: ['default', 'WebSocketServer', 'WebSocket'],
  'better-sqlite3': ['default'],
  'json-logic-js': ['default'],
};
const throughRequire = {
  name: 'through-require',
  setup(build) {
    const names = Object.keys(THROUGH_REQUIRE).map((name) => name.replace(/[-/]/g, '\\$&'));
    build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => ({ path: args.path, namespace: 'through-require' }));
    build.onLoad({ filter: /.*/, namespace: 'through-require' }, (args) => ({
      loader: 'js',
      contents: [
        `import { createRequire } from 'node:module';`,
        `const loaded = createRequire(import.meta.url)(${JSON.stringify(args.path)});`,
        ...THROUGH_REQUIRE[args.path].map((name) =>
          name === 'default' ? 'export default loaded;' : `export const ${name} = loaded.${name};`,
        ),
      ].join('\n'),
    }));
  },
};

/**
 * zod in the bundle, not loaded from node_modules: imported from there it is ~80 ES modules
 * (every locale among them) that Node resolves, reads and links one by one at each start, ~27 ms of
 * CPU; bundled, the same code costs ~9 ms (one chunk, from Node's compile cache). The one copy
 * sits in the shared chunks, so the server, the rulesets' files and the workers share it. The
 * other packages stay in node_modules (`packages: 'external'`).
 */
const zodBundled = {
  name: 'zod-bundled',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, () => ({ path: fileURLToPath(import.meta.resolve('zod')) }));
  },
};

// The chunks are named by their content: those of earlier builds would pile up beside the new ones.
rmSync(resolve(root, values.outdir, 'chunks'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  plugins: [narratorsOnFirstUse, packCheckOnFirstUse, rulesetsOnFirstUse, throughRequire, zodBundled],
  entryPoints: [
    { in: 'electron/server/serve.ts', out: 'serve-app' },
    { in: 'electron/main/services/lab-worker.ts', out: 'lab-worker' },
    { in: 'electron/main/services/import-worker.ts', out: 'import-worker' },
    { in: 'electron/main/services/chronicle-narrators.ts', out: 'chronicle-narrators' },
    { in: 'shared/packs/check.ts', out: 'pack-check' },
    ...codeRulesetIds.map((id) => ({ in: `ruleset-entry:${id}`, out: `rulesets/${id}` })),
  ],
  bundle: true,
  // The server's entry listens before it imports the services (electron/server/serve.ts): they are a chunk of their own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outdir: values.outdir,
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
});

writeFileSync(
  resolve(root, values.outdir, 'serve.mjs'),
  `// Written by scripts/build-server.mjs: the compile cache on, then the server (serve-app.mjs).
import module from 'node:module';
module.enableCompileCache?.();
await import('./serve-app.mjs');
`,
);
