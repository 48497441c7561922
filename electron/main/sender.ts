/** Which renderer frames may call RPC: exactly our packaged renderer page, or the dev server we started. */
export interface TrustedPages {
  /** The packaged renderer's file URL (`file:///…/out/renderer/index.html`). */
  rendererUrl: string;
  /** The dev server's URL, in development only (`ELECTRON_RENDERER_URL`). */
  devServerUrl?: string;
}

export function isTrustedSenderUrl(url: string, trusted: TrustedPages): boolean {
  const from = parse(url);
  if (!from) return false;
  const dev = trusted.devServerUrl ? parse(trusted.devServerUrl) : null;
  if (dev && dev.protocol !== 'file:' && from.origin === dev.origin) return true;
  const renderer = parse(trusted.rendererUrl);
  // The same file, whatever the route after `#`: not any page of a folder that happens to be called `renderer`.
  return !!renderer && from.protocol === 'file:' && from.host === renderer.host && from.pathname === renderer.pathname;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
