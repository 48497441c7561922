/**
 * The browser-build server as a real child process on 127.0.0.1, for the reliability suite:
 * spawned on a temp database, with its output kept and its death noticed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended (null: killed by a signal). */
  exited: Promise<number | null>;
  alive: () => boolean;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', reject);
  });
}

/** Spawns serve.ts; resolves once it listens, or once it exits (check `alive()`). */
export async function spawnServer(
  databasePath: string,
  options: {
    port?: number;
    staticRoot?: string;
    /** Where the phone view listens once switched on (127.0.0.1 in tests). */
    lanAddress?: string;
    /** The process's limit on open files (`ulimit -n`), to show what happens when it runs out. */
    openFiles?: number;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const args = ['--import', 'tsx', 'electron/server/serve.ts', '--port', String(port), '--db', databasePath];
  if (options.staticRoot) args.push('--static', options.staticRoot);
  if (options.lanAddress) args.push('--lan-address', options.lanAddress);
  const child =
    options.openFiles === undefined
      ? spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
      : // `exec`: the child is the server itself, so its pid and its exit are the server's.
        spawn('/bin/sh', ['-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, process.execPath, ...args], {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  let output = '';
  let running = true;
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running = false;
      done(code);
    }),
  );
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes('Doomkeeper browser build:')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      ready();
    });
  });
  return {
    port,
    child,
    exited,
    output: () => output,
    alive: () => running,
    stop: async () => {
      if (running) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const originOf = (port: number) => `http://127.0.0.1:${port}`;

/** Opens an RPC socket the way our own page does. */
export function connect(port: number, origin = originOf(port)): Promise<WebSocket> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/rpc`, { origin, maxPayload: 256 * 1024 * 1024 });
    socket.once('open', () => done(socket));
    socket.once('error', fail);
  });
}

/** Sends one frame and waits for the answer (skipping pushed notices), or for the socket to close (with its code). */
export function exchange(
  socket: WebSocket,
  frame: string | Buffer,
  options: { binary?: boolean } = {},
): Promise<{ answer?: unknown; closed?: number }> {
  return new Promise((done) => {
    const onMessage = (data: WebSocket.RawData) => {
      const answer = JSON.parse(String(data)) as unknown;
      // A notice (a campaign changed, pushed to every view) answers no request: wait on.
      if (answer && typeof answer === 'object' && 'notice' in answer) return;
      cleanup();
      done({ answer });
    };
    const onClose = (code: number) => {
      cleanup();
      done({ closed: code });
    };
    const onError = () => undefined; // the close that follows says how it ended
    const cleanup = () => {
      socket.off('message', onMessage);
      socket.off('close', onClose);
      socket.off('error', onError);
    };
    socket.on('message', onMessage);
    socket.on('close', onClose);
    socket.on('error', onError);
    socket.send(frame, { binary: options.binary ?? false });
  });
}

/** One raw HTTP GET (the path is sent exactly as given, unnormalised). */
export function httpGet(port: number, path: string, host = `127.0.0.1:${port}`): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The server process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}
