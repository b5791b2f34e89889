import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import type { AppEnv } from './env';
import { fail } from './envelope';
import { requestLog } from './request-log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(chunk.toString());
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, raw, stream };
}

describe('request log', () => {
  const app = (sink: ReturnType<typeof capture>) => {
    process.env.LOG_LEVEL = 'info';
    const log = createLogger(sink.stream);
    delete process.env.LOG_LEVEL;
    return new Hono<AppEnv>()
      .use('*', requestLog(log))
      .use('/v1/private/*', async (c, next) => {
        c.set('user', { userId: 7, role: 'DQA' } as AppEnv['Variables']['user']);
        await next();
      })
      .post('/v1/private/forms/:accrid', async (c) => {
        log.info({ body: await c.req.json() }, 'a careless line');
        return c.json({ ok: true });
      })
      .get('/v1/broken', (c) => fail(c, 400, 'invalidRequest'));
  };

  it('writes one line per request with its id, user, role, route pattern, status and time, and returns the id', async () => {
    const sink = capture();
    const res = await app(sink).request('/v1/private/forms/123?aadhaar=123412341234', {
      method: 'POST',
      headers: { authorization: 'Bearer secret.jwt.token', 'content-type': 'application/json', 'x-request-id': 'lb-7f3a9c21' },
      body: JSON.stringify({ loginKey: 'Demo@1234', password: 'Demo@1234', aadhaar: '123412341234', nested: { token: 'abc.def' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c21');
    const line = sink.lines.find((l) => l.msg === 'request')!;
    expect(line).toMatchObject({ requestId: 'lb-7f3a9c21', userId: 7, role: 'DQA', method: 'POST', route: '/v1/private/forms/:accrid', status: 200 });
    expect(typeof line.ms).toBe('number');
    // No secret in any line, even one that logs a request body by mistake.
    const all = sink.raw.join('');
    for (const secret of ['Demo@1234', 'secret.jwt.token', '123412341234', 'abc.def']) expect(all).not.toContain(secret);
    expect(all).toContain('[hidden]');
  });

  it('makes an id when the caller sends none (or a strange one), and puts it in the error envelope', async () => {
    const sink = capture();
    const res = await app(sink).request('/v1/broken', { headers: { 'x-request-id': '<script>' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
    expect(sink.lines.find((l) => l.msg === 'request')).toMatchObject({ requestId: id, status: 400, userId: null, route: '/v1/broken' });
  });
});
