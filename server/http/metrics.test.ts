import { Hono } from 'hono';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { metricsRoutes, requestMetrics, watchPool } from './metrics';

describe('metrics', () => {
  const make = (token?: string) => {
    const reg = new Registry();
    watchPool(() => ({ total: 7, idle: 5, waiting: 1 }), reg);
    const app = new Hono<AppEnv>()
      .use('*', requestMetrics(reg))
      .get('/v1/form/:accrid/status', (c) => c.json({ ok: true }))
      .get('/v1/broken', (c) => c.json({ ok: false }, 500))
      .route('/', metricsRoutes(token, reg));
    return app;
  };

  it('does not exist unless a token is configured, and then only for a scraper that sends it', async () => {
    expect((await make().request('/metrics')).status).toBe(404);
    const app = make('s3cret-scrape');
    expect((await app.request('/metrics')).status).toBe(404);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer s3cret-scrape' } })).status).toBe(200);
  });

  it('counts and times requests by route pattern, never by id, and reports the database pool', async () => {
    const app = make('t0ken-abc');
    await app.request('/v1/form/101/status');
    await app.request('/v1/form/202/status');
    await app.request('/v1/broken');
    const res = await app.request('/metrics', { headers: { authorization: 'Bearer t0ken-abc' } });
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/v1/form/:accrid/status",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/v1/broken",status="500"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/v1\/form\/:accrid\/status"\} 2/);
    // Durations are numbers that may contain any digits; only labels must never carry an id.
    const labels = text.match(/\{[^}]*\}/g) ?? [];
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l) => l.includes('101') || l.includes('202'))).toEqual([]);
    expect(text).toContain('db_pool_connections 7');
    expect(text).toContain('db_pool_waiting_requests 1');
  });
});
