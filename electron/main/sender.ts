/** Which renderer frames may call RPC: only our own window's pages (packaged files or the dev server). */
export function isTrustedSenderUrl(url: string, devServerUrl: string | undefined): boolean {
  if (devServerUrl) {
    try {
      const dev = new URL(devServerUrl);
      const from = new URL(url);
      if (from.origin === dev.origin) return true;
    } catch {
      return false;
    }
  }
  return url.startsWith('file://') && url.includes('/renderer/');
}
