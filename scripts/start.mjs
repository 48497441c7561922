/**
 * `npm start`: the desktop app (electron-vite preview) when Electron's binary is installed here;
 * otherwise one line saying so and offering the browser build, instead of a download attempt and
 * a stack trace.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the `electron` package would run its binary from, or null when it is not there. */
function electronBinary() {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, executable || 'electron') : executable ? join(pkg, 'dist', executable) : null;
  return binary && existsSync(binary) ? binary : null;
}

if (!electronBinary()) {
  console.error(
    'Doomkeeper: the Electron binary is not installed on this machine, so the desktop app cannot start; run `npm run serve` to use Doomkeeper in your browser instead.',
  );
  process.exit(1);
}

const preview = spawn(join(root, 'node_modules', '.bin', 'electron-vite'), ['preview', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
preview.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
