import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A proxy in front of the test server that holds a page's HTML back at a chosen place. */
export interface PausingProxy {
  url: string;
  /** Settles once a page has been sent up to the place and held there. */
  held: Promise<void>;
  /** Sends the rest of the held page. */
  release: () => void;
  close: () => Promise<void>;
}

/** Dropped both ways: the proxy reads and sends whole, uncompressed bodies. */
const HOP = new Set(['host', 'connection', 'accept-encoding', 'content-encoding', 'content-length', 'transfer-encoding', 'keep-alive', 'set-cookie']);

const forwarded = (headers: IncomingHttpHeaders): Headers => {
  const out = new Headers();
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP.has(k)) out.set(k, Array.isArray(v) ? v.join(', ') : v);
  return out;
};

/**
 * Passes every request to `upstream`; the first HTML page whose path starts with `path` is sent up
 * to just before `cut` and the rest only on `release`, as a slow link splits a page between packets
 * and the browser's parser paints the part it has.
 */
export async function pausingProxy(upstream: string, path: string, cut: string): Promise<PausingProxy> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached = () => undefined as void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  let pausedOnce = false;
  const server = createServer((req, res) => {
    void (async () => {
      const body: Buffer[] = [];
      for await (const chunk of req) body.push(chunk as Buffer);
      const up = await fetch(upstream + (req.url ?? '/'), {
        method: req.method,
        headers: forwarded(req.headers),
        body: body.length > 0 ? Buffer.concat(body) : undefined,
        redirect: 'manual',
      });
      const headers: Record<string, string | string[]> = {};
      up.headers.forEach((v, k) => {
        if (!HOP.has(k)) headers[k] = v;
      });
      if (up.headers.getSetCookie().length > 0) headers['set-cookie'] = up.headers.getSetCookie();
      res.writeHead(up.status, headers);
      const bytes = Buffer.from(await up.arrayBuffer());
      const at = !pausedOnce && (req.url ?? '').startsWith(path) && /text\/html/.test(up.headers.get('content-type') ?? '') ? bytes.indexOf(cut) : -1;
      if (at > 0) {
        pausedOnce = true;
        res.write(bytes.subarray(0, at));
        reached();
        await released;
      }
      res.end(bytes.subarray(Math.max(at, 0)));
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
