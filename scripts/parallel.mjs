/**
 * `node scripts/parallel.mjs <script>…`: runs these npm scripts side by side, as many at a time as
 * the machine has cores (lint and the typechecks are each one busy core), and fails if any of them
 * fails. Each script's output is printed whole when it ends, so the logs do not interleave; every
 * script runs to its end, so one run shows all the errors.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const lanes = Math.max(1, Math.min(scripts.length, availableParallelism()));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script, collecting its output; resolves with its exit code. */
function run(script) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      done(code ?? 1);
    });
  });
}

const queue = [...scripts];
const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) if ((await run(script)) !== 0) failed.push(script);
  }),
);
if (failed.length) {
  process.stderr.write(`\n${failed.length} of ${scripts.length} scripts failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
