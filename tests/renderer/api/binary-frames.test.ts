/**
 * Issue 27 finding 7: the browser build sends a chunk of a file to import as a binary frame, its
 * bytes as they are. The renderer's transport sends exactly the methods of `BINARY_METHODS` so
 * (everything else stays a JSON text frame), and what it encodes the server decodes back to the
 * same request, its bytes a view of the frame (fast-check round trip).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socketTransport, type SocketLike } from '../../../renderer/src/api/socket-transport';
import { decodeBinaryRequest, encodeBinaryRequest } from '../../../shared/rpc/transport';

/** A socket that opens at once and keeps what is sent on it. */
function fakeSocket(sent: (string | Uint8Array)[]): SocketLike {
  const socket: SocketLike = {
    readyState: 1,
    send: (data) => void sent.push(data),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  queueMicrotask(() => socket.onopen?.());
  return socket;
}

describe('binary frames for a file’s chunks', () => {
  it('the transport sends a chunk as one binary frame and every other request as JSON text', async () => {
    const sent: (string | Uint8Array)[] = [];
    const send = socketTransport({ open: () => fakeSocket(sent), hear: () => undefined, listening: () => false });
    void send('history/import-chunk', { importId: 3, offset: 1024, bytes: new Uint8Array([1, 2, 255]) });
    void send('app/info', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(2);
    const [chunk, info] = sent;
    expect(chunk).toBeInstanceOf(Uint8Array);
    const decoded = decodeBinaryRequest(chunk as Uint8Array);
    expect(decoded).toMatchObject({ ok: true, id: 1, method: 'history/import-chunk', args: { importId: 3, offset: 1024 } });
    expect(decoded.ok && [...(decoded.args.bytes as Uint8Array)]).toEqual([1, 2, 255]);
    expect(JSON.parse(info as string)).toEqual({ id: 2, method: 'app/info', args: {} });
  });

  it('any chunk request encoded is decoded back to itself', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.uint8Array({ maxLength: 2000 }), (id, importId, offset, bytes) => {
        const frame = encodeBinaryRequest({ id, method: 'history/import-chunk', args: { importId, offset, bytes } }, bytes);
        const decoded = decodeBinaryRequest(frame);
        expect(decoded).toMatchObject({ ok: true, id, method: 'history/import-chunk', args: { importId, offset } });
        expect(decoded.ok && Buffer.from(decoded.args.bytes as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a frame that is not one says why, and never throws', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (frame) => {
        const decoded = decodeBinaryRequest(frame);
        if (!decoded.ok) expect(decoded.error.length).toBeGreaterThan(10);
        else expect(decoded.method).toBe('history/import-chunk');
      }),
      { numRuns: 500 },
    );
  });
});
