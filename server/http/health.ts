import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/client';
import { lifecycle } from './shutdown';

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Probes for a load balancer or an orchestrator, outside /v1 and its limits:
 * /healthz answers while the process runs (restart it if not); /readyz only when the database
 * answers and holds every migration this build ships (send it traffic only then: during a
 * rolling deploy a new process may start before its migrations are applied).
 */
export function healthRoutes(db: Db) {
  const expected = shippedMigrations();
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      if (lifecycle.draining) return c.json({ status: 'draining' }, 503);
      try {
        const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
        const applied = Number(list[0]?.n ?? 0);
        if (applied < expected) return c.json({ status: 'not ready', database: 'ok', migrations: { applied, expected } }, 503);
        return c.json({ status: 'ready', database: 'ok', migrations: { applied, expected } });
      } catch {
        return c.json({ status: 'not ready', database: 'unreachable' }, 503);
      }
    });
}
