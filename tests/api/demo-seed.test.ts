import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/start';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { checkAnswers } from '../support/openapi-responses';
import { openTestDatabase, testDatabases } from '../support/test-db';

describe.each(testDatabases)('the full demo on %s', (kind) => {
  let app: Awaited<ReturnType<typeof bootstrap>>;
  let dataDir: string;
  const token: Record<string, string> = {};

  async function call<T>(method: string, path: string, who: string, body?: unknown): Promise<{ status: number; value: T }> {
    const res = await app.app.request(path, {
      method,
      headers: { authorization: `Bearer ${token[who]}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T };
    return { status: res.status, value: json.value };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'accr-demo-'));
    app = await bootstrap({ port: 0, dataDir, seedDemo: true, demoProgress: true }, await openTestDatabase(kind));
    checkAnswers(app.app);
    for (const who of ['head', 'sqa', 'dqa']) {
      const res = await app.app.request('/v1/identity/web/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: who, loginKey: 'Demo@1234' }),
      });
      token[who] = ((await res.json()) as { value: { jwtToken: string } }).value.jwtToken;
    }
  });
  afterAll(async () => {
    await app?.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the head's own form untouched for a newcomer to fill", async () => {
    const res = await call<{ items: { schoolCode: string; status: number }[] }>('POST', '/v1/form/search', 'head', {});
    expect(res.value.items).toEqual([expect.objectContaining({ schoolCode: DEMO_SCHOOL, status: 1 })]);
  });

  it('puts other forms at every status from 2 to 9, each consistent with the engine and the machine', async () => {
    const res = await call<{ items: { accrid: number; status: number; attempted: number; total: number }[] }>('POST', '/v1/form/search', 'sqa', { pageSize: 100 });
    const statuses = new Set(res.value.items.map((f) => f.status));
    for (const s of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(statuses.has(s)).toBe(true);
    for (const f of res.value.items.filter((x) => x.status >= 3)) {
      const check = await call<{ complete: boolean }>('POST', '/v1/form/domain/details/validate', 'sqa', { accrid: f.accrid });
      expect(check.value.complete).toBe(true);
      const history = await call<{ newStatus: number }[]>('GET', `/v1/form/${f.accrid}/status/history`, 'sqa');
      expect(history.value.at(-1)?.newStatus).toBe(f.status);
    }
    const approved = res.value.items.find((f) => f.status === 9)!;
    const report = await call<{ score: number; grade: string }>('GET', `/v1/report/${approved.accrid}/score`, 'sqa');
    expect(report.status).toBe(200);
    expect(report.value.grade).toMatch(/\S/);
  });

  it('gives the dashboards something to show, scoped as always', async () => {
    const sqa = await call<{ key: number; value: number }[]>('POST', '/v1/dashboard/chart/statuswise', 'sqa', {});
    expect(sqa.value.filter((r) => r.key >= 2).length).toBeGreaterThan(3);
    const complaintsChart = await call<unknown[]>('POST', '/v1/dashboard/progress/district/complaint', 'dqa', {});
    expect(complaintsChart.value.length).toBeGreaterThan(0);
  });

  it('gives approved forms an external evaluation that differs from the self-evaluation, domain by domain', async () => {
    const rows = await call<{ key: string; self: number; external: number; gap: number; forms: number }[]>('POST', '/v1/dashboard/analysis/domain/selfvsexternal', 'sqa', {});
    expect(rows.value.map((r) => r.key)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
    // The gap is of the unrounded means, so it may differ from the rounded ones' difference by a rounding step.
    expect(rows.value.every((r) => r.forms > 1 && Math.abs(r.gap - (r.external - r.self)) <= 0.1 + 1e-9)).toBe(true);
    expect(rows.value.some((r) => Math.abs(r.gap) >= 1)).toBe(true);
    const approved = await call<{ total: number }>('POST', '/v1/dashboard/schools', 'sqa', { status: 9 });
    const audited = await call<{ total: number }>('POST', '/v1/dashboard/schools', 'sqa', { status: 9, evaluation: 'external' });
    expect(audited.value.total).toBeGreaterThan(0);
    expect(audited.value.total).toBeLessThan(approved.value.total);
  });
});
