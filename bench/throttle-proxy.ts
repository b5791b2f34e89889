// A TCP proxy that plays a slow mobile link between the browser and the server, for the bench.
// Chromium's own network emulation (CDP Network.emulateNetworkConditions) applies to the page it
// is set on, not to the service worker's fetches, so a second visit served partly by the service
// worker would be measured on a fast network; a link in front of the server slows every byte alike.
import { createServer, connect, type Socket } from 'node:net';

/** A link's speed: bandwidth each way and the round trip. */
export type LinkProfile = { downKbps: number; upKbps: number; rttMs: number };

/** Lighthouse's and the slow mobile profile: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
export const MOBILE_3G: LinkProfile = { downKbps: 1600, upKbps: 750, rttMs: 150 };

export type ThrottleProxy = { port: number; setProfile: (p: LinkProfile | null) => void; close: () => Promise<void> };

/** One direction of the link, shared by every connection: a byte waits for the ones sent before it. */
class Link {
  freeAt = 0;
  constructor(private readonly kbps: () => number | null) {}
  /** When a chunk of `bytes` has crossed the link, if sent now. */
  transmit(bytes: number, now: number): number {
    const kbps = this.kbps();
    if (!kbps) return now;
    const start = Math.max(now, this.freeAt);
    this.freeAt = start + (bytes * 8) / kbps;
    return this.freeAt;
  }
}

/**
 * Forwards `from` to `to`, each chunk delivered half a round trip after it crossed the link, in
 * order. Chunks wait in one queue drained by one timer: a chunk written at once while an earlier
 * one still waited on a late timer (a busy machine fires them late) reached the browser first and
 * scrambled the response (ERR_INVALID_HTTP_RESPONSE).
 */
function pipeThrough(from: Socket, to: Socket, link: Link, halfRtt: () => number, firstAt: number): void {
  let lastAt = firstAt;
  const queue: { at: number; chunk: Buffer | null }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const drain = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].at - now <= 0.5) {
      const { chunk } = queue.shift()!;
      if (chunk === null) to.end();
      else if (to.writable) to.write(chunk);
    }
    if (queue.length > 0) timer = setTimeout(drain, queue[0].at - now);
  };
  const push = (at: number, chunk: Buffer | null) => {
    queue.push({ at, chunk });
    if (timer === null) drain();
  };
  from.on('data', (chunk: Buffer) => {
    const now = performance.now();
    const at = Math.max(link.transmit(chunk.length, now) + halfRtt(), lastAt);
    lastAt = at;
    push(at, chunk);
  });
  from.on('end', () => push(lastAt, null));
  from.on('error', () => to.destroy());
}

/** Starts the proxy in front of `target` (host:port); with no profile it passes bytes straight on. */
export async function startThrottleProxy(target: { host: string; port: number }): Promise<ThrottleProxy> {
  let profile: LinkProfile | null = null;
  const down = new Link(() => profile?.downKbps ?? null);
  const up = new Link(() => profile?.upKbps ?? null);
  const halfRtt = () => (profile ? profile.rttMs / 2 : 0);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    // A new connection costs its handshake: one round trip before the first byte goes up.
    const opened = performance.now() + (profile ? profile.rttMs : 0);
    pipeThrough(client, upstream, up, halfRtt, opened);
    pipeThrough(upstream, client, down, halfRtt, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    setProfile: (p) => {
      profile = p;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
