import { describe, expect, it } from 'vitest';
import { isTrustedSenderUrl } from '../../electron/main/sender';

const packaged = { rendererUrl: 'file:///opt/Doomkeeper/resources/app.asar/out/renderer/index.html' };
const dev = { ...packaged, devServerUrl: 'http://localhost:5173' };

describe('who may call RPC from a renderer', () => {
  it('trusts our packaged renderer page, whatever its route', () => {
    expect(isTrustedSenderUrl('file:///opt/Doomkeeper/resources/app.asar/out/renderer/index.html', packaged)).toBe(true);
    expect(isTrustedSenderUrl('file:///opt/Doomkeeper/resources/app.asar/out/renderer/index.html#/campaign/3', packaged)).toBe(true);
  });
  it('trusts the dev server only when it is the one we started', () => {
    expect(isTrustedSenderUrl('http://localhost:5173/', dev)).toBe(true);
    expect(isTrustedSenderUrl('http://localhost:5173/', packaged)).toBe(false);
    expect(isTrustedSenderUrl('http://localhost:5174/', dev)).toBe(false);
  });
  it('refuses any other page or file', () => {
    expect(isTrustedSenderUrl('https://evil.example/', dev)).toBe(false);
    expect(isTrustedSenderUrl('file:///tmp/download.html', packaged)).toBe(false);
    expect(isTrustedSenderUrl('not a url', dev)).toBe(false);
  });
  // Issue 12 case 10: any file:// URL containing /renderer/ used to be trusted.
  it('refuses another file that merely sits in a folder called renderer', () => {
    expect(isTrustedSenderUrl('file:///home/me/Downloads/renderer/index.html', packaged)).toBe(false);
    expect(isTrustedSenderUrl('file:///opt/Doomkeeper/resources/app.asar/out/renderer/evil.html', packaged)).toBe(false);
    expect(
      isTrustedSenderUrl('file:///tmp/x/renderer/../../opt/Doomkeeper/resources/app.asar/out/renderer/index.html.html', packaged),
    ).toBe(false);
    expect(isTrustedSenderUrl('file://evil-host/opt/Doomkeeper/resources/app.asar/out/renderer/index.html', packaged)).toBe(false);
  });
});
