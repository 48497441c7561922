/**
 * What `npm start` does, as a decision apart from the processes it starts (scripts/start.mjs wires
 * the real ones; tests pass stand-ins): the desktop app when Electron's binary is here; when it is
 * missing, Electron's own install script fetches it first (with its progress), then the app; and
 * only when the fetch is impossible (offline, a blocked download) the browser build, whose address
 * is printed. One command that always ends in a running Doomkeeper.
 */

/**
 * @typedef {object} Starters
 * @property {() => boolean} binaryPresent Whether Electron's binary is installed.
 * @property {() => Promise<boolean>} fetchElectron Runs Electron's install script; true when it succeeded.
 * @property {() => Promise<number>} launchApp Starts the desktop app; resolves with its exit code.
 * @property {() => Promise<number>} serveBrowser Starts the browser build; resolves with its exit code.
 * @property {(line: string) => void} say One line to the terminal.
 */

/**
 * Starts Doomkeeper one way or the other; resolves with which, and the exit code of what ran.
 * @param {Starters} starters
 * @returns {Promise<{ started: 'app' | 'browser'; code: number }>}
 */
export async function firstStart({ binaryPresent, fetchElectron, launchApp, serveBrowser, say }) {
  if (!binaryPresent()) {
    say('Doomkeeper: first start on this machine — fetching the Electron runtime the desktop app needs (about 100 MB, once)…');
    const fetched = await fetchElectron().catch(() => false);
    if (!fetched || !binaryPresent()) {
      say(
        'Doomkeeper: Electron could not be fetched (is this machine offline?), so Doomkeeper opens in your browser instead; its address follows. Run `npm start` again once online for the desktop app.',
      );
      return { started: 'browser', code: await serveBrowser() };
    }
    say('Doomkeeper: Electron is installed; starting the desktop app.');
  }
  return { started: 'app', code: await launchApp() };
}
