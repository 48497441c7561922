/**
 * `npm start`: the desktop app (electron-vite preview). On a fresh machine Electron's binary is
 * fetched first by Electron's own install script, with its progress; where that is impossible
 * (offline) the browser build starts instead and prints its address. The decision is
 * scripts/first-start.mjs; this file starts the real processes.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstStart } from './first-start.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronPackage = join(root, 'node_modules', 'electron');

/** Where the `electron` package would run its binary from, or null when it is not there. */
function electronBinary() {
  const pathFile = join(electronPackage, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, executable || 'electron') : executable ? join(electronPackage, 'dist', executable) : null;
  return binary && existsSync(binary) ? binary : null;
}

/** Runs a command in the project with the terminal attached; resolves with its exit code. */
function run(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 0)));
  });
}

const { code } = await firstStart({
  binaryPresent: () => electronBinary() !== null,
  // Electron's own postinstall script: downloads (from its cache when it has one) with its progress, checks the checksum, unpacks.
  fetchElectron: async () => (await run(process.execPath, [join(electronPackage, 'install.js')])) === 0,
  launchApp: () => run(join(root, 'node_modules', '.bin', 'electron-vite'), ['preview', ...process.argv.slice(2)]),
  // What `npm run serve` does: build the renderer and the server, then serve it with the real services (it prints its address).
  serveBrowser: async () => {
    const built = await run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
    if (built !== 0) return built;
    const bundled = await run(process.execPath, [join(root, 'scripts', 'build-server.mjs')]);
    return bundled === 0 ? run(process.execPath, [join(root, 'out', 'server', 'serve.mjs')]) : bundled;
  },
  say: (line) => console.error(line),
});
process.exit(code);
