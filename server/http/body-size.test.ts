import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySizeLimit, MAX_JSON_BYTES } from './body-size';

/** Sends raw bytes on one connection; answers everything the server wrote until it closed the connection (or 1.5 s passed). */
function exchange(port: number, chunks: string[]): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const done = () => resolve({ text, closed });
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, 1500);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      done();
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
    });
  });
}

describe('bodySizeLimit()', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    const app = new Hono().use('/v1/*', bodySizeLimit()).post('/v1/echo', async (c) => c.json({ got: (await c.req.text()).length }));
    server = serve({ fetch: app.fetch, port: 0 });
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('answers a body over the limit with 413 and closes the connection, so its rest is never read as the next request', async () => {
    const size = MAX_JSON_BYTES + 10;
    const head = `POST /v1/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    // The body's tail looks like a request of its own: a server that kept the connection would answer it.
    const next = 'GET /v1/echo HTTP/1.1\r\nHost: x\r\n\r\n';
    const { text, closed } = await exchange(port, [head, 'x'.repeat(size - next.length), next]);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(closed).toBe(true);
  });

  it('keeps the connection for a body within the limit', async () => {
    const body = '{"a":1}';
    const req = `POST /v1/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const { text } = await exchange(port, [req + req]);
    expect(text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  });
});
