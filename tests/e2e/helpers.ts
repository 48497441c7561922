/**
 * E2E helpers: start the browser-build server (real engine + SQLite in a temp folder) as a child
 * process, and drive Debian's Chromium with playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seededRoller } from '../../electron/main/services/dice-roller';
import { tempDir } from '../support/temp-db';
import { SERVER_BUNDLE_ENV } from './global-setup';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = process.env.DOOMKEEPER_SHOTS ?? '/tmp/shots';
/**
 * Where the README's screenshots go: docs/screenshots when asked for (DOOMKEEPER_DOCS_SHOTS=1,
 * to refresh them), else the shots folder — a test run leaves the checkout as it found it.
 */
export const DOCS_SHOTS = process.env.DOOMKEEPER_DOCS_SHOTS ? join(ROOT, 'docs/screenshots') : SHOTS;

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
    probe.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  databasePath: string;
  process: ChildProcess;
  output: () => string;
  /** Stops the server: SIGTERM by default, SIGKILL to simulate a crash or power cut. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** How a test server rolls the app's dice: `seed` makes them known in advance (see `knownDice`). */
export interface ServerOptions {
  seed?: number;
  /** Pack files the server installs into its database before it listens (`--pack FILE`), each playing as its pinned `pack:<id>@<hash>`. */
  packs?: readonly string[];
}

/**
 * The dice a server started with `{ seed }` will roll, in order: call it with the same requests the
 * app will roll (e.g. `knownDice(seed)({ dice: times(2, d10) })`) to know the faces before clicking.
 */
export const knownDice = (seed: number) => seededRoller(seed);

/**
 * Starts the browser-build server on a database file; resolves once it listens. Under the e2e
 * config it runs the bundle `global-setup.ts` built from the sources before the files ran; else
 * (the benches) `electron/server/serve.ts` through tsx. Without a `port`, a free one: should
 * another process take it between the probe and the listen (two e2e files start side by side),
 * the server says so (exit 4) and another is tried.
 */
export async function startServer(databasePath: string, port?: number, options: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(databasePath, port ?? (await freePort()), options);
    } catch (error) {
      if (port !== undefined || attempt === 3 || !(error instanceof PortTaken)) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startServerOn(databasePath: string, chosen: number, options: ServerOptions): Promise<RunningServer> {
  const seed = options.seed === undefined ? [] : ['--seed', String(options.seed)];
  const packs = (options.packs ?? []).flatMap((file) => ['--pack', file]);
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'electron/server/serve.ts'];
  // One process (node, with tsx's loader when not bundled), so a SIGKILL really kills the server.
  const child = spawn(
    process.execPath,
    [...entry, '--port', String(chosen), '--db', databasePath, '--static', join(ROOT, 'out/web'), ...seed, ...packs],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The phone view, when a test switches it on, listens on loopback only.
      env: { ...process.env, DOOMKEEPER_LAN_ADDRESS: '127.0.0.1' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', () => {
      if (output.includes('Doomkeeper browser build:')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      const message = `server exited with ${code}:\n${output}`;
      fail(code === 4 ? new PortTaken(message) : new Error(message));
    });
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url: `http://127.0.0.1:${chosen}/`,
    port: chosen,
    databasePath,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Launches headless Chromium as the machines allow (no sandbox as root, no network chatter). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A page at a readable laptop size that fails the test on any uncaught page error. */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 960 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);
  return { page, errors };
}

/** Saves a screenshot to look at (SHOTS folder). */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Creates a campaign through the UI and waits for its play screen. */
export async function createCampaign(page: Page, options: { name: string; rulesetId: string; players?: string[] }): Promise<void> {
  await page.getByTestId('new-campaign').click();
  await page.getByTestId('ruleset').selectOption(options.rulesetId);
  await page.getByTestId('campaign-name').fill(options.name);
  const players = options.players ?? [];
  for (let i = 0; i < players.length; i++) {
    if (!(await page.getByTestId(`player-${i}`).count())) await page.getByTestId('add-player').click();
    await page.getByTestId(`player-${i}`).fill(players[i]);
  }
  await page.getByTestId('create-submit').click();
  await page.getByTestId('campaign-title').waitFor();
}

/**
 * Registers a browser e2e file's hooks: before its tests, a server on a fresh database in a temp
 * folder (named with `prefix`) and headless Chromium; after them, both stopped and the folder
 * removed. Read `browser`, `server` and `dir` inside tests; `restartServer()` stops the server and
 * starts it again on the same database and port. With `{ seed }` the app's dice are known in
 * advance (`knownDice(seed)`; a restart starts the sequence again).
 */
export function useE2E(prefix: string, options: ServerOptions = {}) {
  const dir = tempDir(prefix);
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(dir.file('campaigns.sqlite'), undefined, options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dir.remove();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in beforeAll: use it inside a test`);
    return value;
  };
  return {
    dir,
    get browser(): Browser {
      return started(browser, 'browser');
    },
    get server(): RunningServer {
      return started(server, 'server');
    },
    async restartServer(): Promise<void> {
      const running = started(server, 'server');
      await running.stop();
      server = await startServer(running.databasePath, running.port, options);
    },
  };
}

/** The history's text, the prompter's text, and a tracker's value as shown. */
export const historyText = (page: Page) => page.getByTestId('history').innerText();
export const promptText = (page: Page) => page.getByTestId('prompt').innerText();
export const trackerValue = (page: Page, id: string) => page.getByTestId(`tracker-${id}`).getByTestId('tracker-value').innerText();

/** Opens the play screen's "Adjust by hand" drawer (the raw trackers), if it is closed. */
export async function openAdjustByHand(page: Page): Promise<void> {
  const drawer = page.getByTestId('adjust-by-hand');
  if ((await drawer.getAttribute('data-open')) === null) await drawer.getByRole('button', { name: /Adjust by hand/ }).click();
}

/** The prompter's action of this type: the first one, or those whose label has this text. */
export const action = (page: Page, type: string, label?: string): Locator => {
  const all = page.getByTestId(`action-${type}`);
  return label ? all.filter({ hasText: label }) : all.first();
};

/** Runs a step and waits for the history to show it. */
export async function step(page: Page, run: () => Promise<void>): Promise<void> {
  const before = await historyText(page);
  await run();
  await expect.poll(() => historyText(page)).not.toBe(before);
}

/** Confirms an action as it stands; rolls its dice with the app. */
export const confirm = (page: Page, type: string, label?: string) =>
  step(page, () => action(page, type, label).getByTestId('confirm').click());
export const appRoll = (page: Page, type: string, label?: string) =>
  step(page, () => action(page, type, label).getByTestId('roll').click());

/** Types the table's dice into an action and sends them: numbers for numbered dice, face names for action dice. */
export async function tableRoll(page: Page, type: string, values: readonly (number | string)[], label?: string): Promise<void> {
  await step(page, async () => {
    const a = action(page, type, label);
    await a.getByTestId('enter-dice').click();
    for (const [i, v] of values.entries()) {
      const die = a.getByTestId(`die-${i}`);
      if (typeof v === 'string') await die.selectOption(v);
      else await die.fill(String(v));
    }
    await a.getByTestId('dice-submit').click();
  });
}

export { tempDir };

/** Screenshots of the window as the eye sees it at a 1366×768 laptop and a 1920×1080 screen (`<name>-1366.png`, `<name>-1920.png`). */
export async function shotsAtSizes(page: Page, name: string): Promise<string[]> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  const paths: string[] = [];
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    const path = join(SHOTS, `${name}-${size.width}.png`);
    await page.screenshot({ path });
    paths.push(path);
  }
  if (before) await page.setViewportSize(before);
  return paths;
}

/** Opens "Other things that can happen" (the prompt's fold of rare actions) when it is there and closed. */
export async function openOtherThings(page: Page): Promise<void> {
  const fold = page.getByTestId('rare-actions');
  if ((await fold.count()) === 0) return;
  if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
}
