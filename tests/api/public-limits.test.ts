import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/mail/mailer';
import { Hono } from 'hono';
import { clientAddress, PUBLIC_LIMITS } from '../../server/http/public-limits';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** The calls anyone may make without signing in are limited per client address, and login-name mails per mailbox. */
describe.each(testDatabases)('limits on public calls on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-21T10:00:00Z');
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const real = t.deps.mailer!;
    t.deps.mailer = { appUrl: real.appUrl, send: (m) => (sent.push(m), real.send(m)) };
    t.deps.now = () => new Date(clock);
  });
  afterAll(async () => t?.close());

  const forgot = (headers: Record<string, string> = {}, lang = 'en') =>
    t.app.request('/v1/identity/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang, ...headers },
      body: JSON.stringify({ loginId: 'nobody' }),
    });

  it('refuses a client past the limit with 429, the message in its language and when to come back, until the window turns', async () => {
    const { limit } = PUBLIC_LIMITS['POST /v1/identity/forgot-password'];
    for (let i = 0; i < limit; i++) expect((await forgot()).status).toBe(200);
    const refused = await forgot({}, 'hi');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 'FAILURE', errorMessage: 'इस नेटवर्क से बहुत अधिक अनुरोध आए हैं। कृपया कुछ समय बाद पुनः प्रयास करें।' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // Without TRUST_PROXY a client cannot pick another bucket by sending X-Forwarded-For.
    expect((await forgot({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    // Other calls keep their own count: signing in still works.
    expect((await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 'head', loginKey: 'Demo@1234' } })).status).toBe(200);

    clock += 15 * 60_000;
    expect((await forgot()).status).toBe(200);
  });

  // Audit, issue 31 finding 6: fixed windows let about twice the limit through in a moment across a boundary.
  it('lets no more than the limit through around a window boundary, then one hit per window ÷ limit', async () => {
    const { limit, windowMs } = PUBLIC_LIMITS['POST /v1/identity/forgot-password'];
    clock = Date.parse('2026-11-21T12:14:59Z');
    let passed = 0;
    for (let i = 0; i < limit; i++) if ((await forgot()).status === 200) passed++;
    clock += 2_000;
    for (let i = 0; i < limit; i++) if ((await forgot()).status === 200) passed++;
    expect(passed).toBe(limit);
    clock += windowMs / limit;
    expect((await forgot()).status).toBe(200);
    const next = await forgot();
    expect(next.status).toBe(429);
    // The next hit refills on the first burst's grid: two seconds of the step have gone by.
    expect(Number(next.headers.get('retry-after'))).toBe(windowMs / limit / 1000 - 2);
  });

  it('documents the limits in the API document', async () => {
    const res = await t.app.request('/v1/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
    for (const route of Object.keys(PUBLIC_LIMITS)) {
      const [method, path] = route.split(' ');
      expect(doc.paths[path][method.toLowerCase()].responses['429'].description, route).toMatch(/Retry-After/);
    }
    expect(doc.paths['/v1/form/json'].post.responses['429']).toBeUndefined();
  });

  it('sends at most three login-name mails an hour to one mailbox, and answers the same either way', async () => {
    const before = sent.length;
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/v1/identity/forgot-userid', { body: { email: 'head@example.org' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Login name sent to the e-mail');
    }
    expect(sent.slice(before).map((m) => m.to)).toEqual(['head@example.org', 'head@example.org', 'head@example.org']);
    clock += 60 * 60_000;
    await t.call('POST', '/v1/identity/forgot-userid', { body: { email: 'head@example.org' } });
    expect(sent.length).toBe(before + 4);
  });
});

describe('the client address behind a load balancer', () => {
  it('is the entry the balancer appended, never one the client wrote', async () => {
    const app = new Hono().get('/', (c) => c.text(`${clientAddress(c, true)}|${clientAddress(c, false)}`));
    const res = await app.request('/', { headers: { 'x-forwarded-for': '10.9.9.9, 203.0.113.5' } });
    expect(await res.text()).toBe('203.0.113.5|unknown');
  });
});
