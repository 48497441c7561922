import { describe, expect, it } from 'vitest';
import { isTrustedSenderUrl } from '../../electron/main/sender';

describe('who may call RPC from a renderer', () => {
  it('trusts our packaged renderer page', () => {
    expect(isTrustedSenderUrl('file:///opt/Doomkeeper/resources/app.asar/out/renderer/index.html', undefined)).toBe(true);
  });
  it('trusts the dev server only when it is the one we started', () => {
    expect(isTrustedSenderUrl('http://localhost:5173/', 'http://localhost:5173')).toBe(true);
    expect(isTrustedSenderUrl('http://localhost:5173/', undefined)).toBe(false);
  });
  it('refuses any other page or file', () => {
    expect(isTrustedSenderUrl('https://evil.example/', 'http://localhost:5173')).toBe(false);
    expect(isTrustedSenderUrl('file:///tmp/download.html', undefined)).toBe(false);
    expect(isTrustedSenderUrl('not a url', 'http://localhost:5173')).toBe(false);
  });
});
