import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { lifecycle, shutdownGracefully } from './shutdown';

const log = createLogger();

function start(app: Hono): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0 }, (info: AddressInfo) => resolve({ server: server as Server, port: info.port })) as Server;
  });
}

afterEach(() => {
  lifecycle.draining = false;
});

describe('graceful shutdown', () => {
  it('lets an upload that started before SIGTERM finish, refuses new connections, then closes the resources', async () => {
    const app = new Hono().post('/upload', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }, 201));
    const { server, port } = await start(app);
    const events: string[] = [];
    const chunk = Buffer.alloc(256 * 1024, 7);

    const upload = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ port, method: 'POST', path: '/upload', headers: { 'content-type': 'application/octet-stream', 'content-length': String(chunk.length * 4) } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(chunk);
      // The rest of the file arrives while the server is shutting down.
      setTimeout(() => {
        events.push('rest sent');
        req.write(chunk);
        req.write(chunk);
        req.end(chunk);
      }, 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const stopped = shutdownGracefully(server, { deadlineMs: 5000, log, closeResources: async () => void events.push('resources closed') });
    expect(lifecycle.draining).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body: 'x' })).rejects.toThrow();

    const res = await upload;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ bytes: chunk.length * 4 });
    expect(await stopped).toBe('drained');
    expect(events).toEqual(['rest sent', 'resources closed']);
  });

  it('cuts a request that outlives the deadline, and still closes the resources', async () => {
    const app = new Hono().get('/stuck', () => new Promise<Response>(() => undefined));
    const { server, port } = await start(app);
    const stuck = fetch(`http://127.0.0.1:${port}/stuck`).catch(() => 'cut');
    await new Promise((r) => setTimeout(r, 50));
    let closed = false;
    const t0 = Date.now();
    expect(await shutdownGracefully(server, { deadlineMs: 300, log, closeResources: async () => void (closed = true) })).toBe('deadline');
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(closed).toBe(true);
    expect(await stuck).toBe('cut');
  });
});
