import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from './env';

/** The process's metrics: request counts and times by route, the database pool, Node's own. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

interface RequestMetrics {
  requests: Counter<'method' | 'route' | 'status'>;
  seconds: Histogram<'method' | 'route'>;
}
const made = new WeakMap<Registry, RequestMetrics>();

function requestMetricsOf(reg: Registry): RequestMetrics {
  let m = made.get(reg);
  if (!m) {
    m = {
      requests: new Counter({ name: 'http_requests_total', help: 'API requests by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [reg] }),
      seconds: new Histogram({
        name: 'http_request_duration_seconds',
        help: 'API request time by method and route pattern',
        labelNames: ['method', 'route'],
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [reg],
      }),
    };
    made.set(reg, m);
  }
  return m;
}

/** Counts and times every API request by its route pattern (so ids never become labels). */
export function requestMetrics(reg: Registry = registry): MiddlewareHandler<AppEnv> {
  const m = requestMetricsOf(reg);
  // The labelled children, by method, route and status: prom-client hashes a label object on
  // every call otherwise, a cost paid on each API call (issue 29).
  const timers = new Map<string, ReturnType<typeof m.seconds.labels>>();
  const counters = new Map<string, ReturnType<typeof m.requests.labels>>();
  return async (c, next) => {
    if (!c.req.path.startsWith('/v1/')) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c) || 'unmatched';
      const method = c.req.method;
      const status = String(c.res.status);
      const key = `${method} ${route}`;
      let timer = timers.get(key);
      if (!timer) timers.set(key, (timer = m.seconds.labels(method, route)));
      timer.observe((performance.now() - started) / 1000);
      let counter = counters.get(`${key} ${status}`);
      if (!counter) counters.set(`${key} ${status}`, (counter = m.requests.labels(method, route, status)));
      counter.inc();
    }
  };
}

/** The database pool's connections, read when Prometheus scrapes (PostgreSQL only; the embedded database has none). */
export function watchPool(stats: () => { total: number; idle: number; waiting: number }, reg: Registry = registry): void {
  const gauge = (name: string, help: string, pick: (s: ReturnType<typeof stats>) => number) =>
    new Gauge({
      name,
      help,
      registers: [reg],
      collect() {
        this.set(pick(stats()));
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds', (s) => s.total);
  gauge('db_pool_idle_connections', 'Connections waiting for a query', (s) => s.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a connection', (s) => s.waiting);
}

/**
 * GET /metrics in Prometheus's text format, only when METRICS_TOKEN is set and the scraper sends
 * it as a bearer token; otherwise the route does not exist (404), so nothing is exposed by default.
 */
export function metricsRoutes(token: string | undefined, reg: Registry = registry) {
  return new Hono().get('/metrics', async (c) => {
    if (!token || c.req.header('authorization') !== `Bearer ${token}`) return c.notFound();
    return c.body(await reg.metrics(), 200, { 'Content-Type': reg.contentType, 'Cache-Control': 'no-store' });
  });
}
