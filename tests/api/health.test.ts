import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

describe.each(testDatabases)('health probes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('/healthz answers while the process runs; /readyz once the database holds every migration', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; migrations: { applied: number; expected: number } };
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThanOrEqual(6);
  });

  it('/readyz says not ready while a migration of this build is missing', async () => {
    const [last] = (await t.deps.db
      .execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { id: number; hash: string; created_at: string }[];
    await t.deps.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await t.app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not ready', migrations: { applied: expect.any(Number) } });
    } finally {
      await t.deps.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await t.app.request('/readyz')).status).toBe(200);
  });
});
