import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueDiff } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

describe.each(testDatabases)('catalogue versions on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dept', 'sqa', 'dqa', 'head']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  it('are for the Department and the Administrator (privilege 60) only', async () => {
    for (const who of ['sqa', 'dqa', 'head']) {
      for (const path of ['/v1/catalogue/versions', '/v1/catalogue/diff?from=v1&to=v2', '/v1/catalogue/versions/v1/export']) {
        expect((await t.call('GET', path, { token: token[who] })).status, `${who} ${path}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/v1/catalogue/versions', { token: token.admin })).status).toBe(200);
  });

  it('lists v4 (current), v3, v2 and v1 with their size, Hindi to do and the cycles on each', async () => {
    const res = await t.call<{ version: string; status: string; current: boolean; questions: number; missingHindi: number; cycles: { name: string }[] }[]>(
      'GET',
      '/v1/catalogue/versions',
      { token: token.dept },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.map((v) => [v.version, v.status, v.current, v.questions, v.missingHindi])).toEqual([
      ['v4', 'published', true, 226, 0],
      ['v3', 'published', false, 226, 0],
      ['v2', 'published', false, 226, 0],
      ['v1', 'published', false, 226, 0],
    ]);
    expect(res.body.value[0].cycles.map((c) => c.name)).toEqual(['2026-27']);
  });

  it('compares v1 and v2 as a department officer reads it', async () => {
    const res = await t.call<CatalogueDiff>('GET', '/v1/catalogue/diff?from=v1&to=v2', { token: token.dept });
    expect(res.status).toBe(200);
    const d = res.body.value;
    expect(d.added).toEqual([]);
    expect(d.retired).toEqual([]);
    const q115 = d.changed.find((c) => c.questionid === 'Q115')!;
    expect(q115.reworded).toEqual([expect.objectContaining({ field: 'label', lang: 'hi' })]);
    expect(d.changed.find((c) => c.questionid === 'Q130')!.rules.map((r) => r.field)).toEqual(['evidenceFor', 'critical']);
    expect(d.changed.find((c) => c.questionid === 'Q002')!.options).toEqual([expect.objectContaining({ change: 'added', code: 'SDP2_6' })]);
    expect(d.domains.find((x) => x.domainId === 'D2')).toMatchObject({ weightBefore: 1, weightAfter: 1.5 });
    expect(d.grading.map((g) => g.field)).toEqual(['bands', 'zeroDenominator', 'description']);
  });

  it('refuses an unknown version with a clear message, and downloads a version as its catalogue file', async () => {
    const bad = await t.call('GET', '/v1/catalogue/diff?from=v1&to=v9', { token: token.dept, lang: 'hi' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('प्रश्न सूची का कोई प्रकाशित संस्करण चुनें');
    const file = await t.app.request('/v1/catalogue/versions/v2/export', { headers: { authorization: `Bearer ${token.dept}` } });
    expect(file.headers.get('content-disposition')).toContain('catalogue-v2.json');
    const body = (await file.json()) as { version: string; domains: unknown[] };
    expect([body.version, body.domains.length]).toEqual(['v2', 7]);
  });

  it('lets a cycle pick a published version (default: the newest), and refuses any other', async () => {
    const old = await t.call<{ catalogueVersion: string }>('POST', '/v1/cycle/create', { token: token.dept, body: { name: 'Pilot on v1', catalogueVersion: 'v1' } });
    expect(old.status).toBe(201);
    expect(old.body.value.catalogueVersion).toBe('v1');
    const plain = await t.call<{ catalogueVersion: string }>('POST', '/v1/cycle/create', { token: token.dept, body: { name: 'Next year' } });
    expect(plain.body.value.catalogueVersion).toBe('v4');
    const wrong = await t.call('POST', '/v1/cycle/create', { token: token.dept, body: { name: 'Wrong', catalogueVersion: 'v7' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorMessage).toBe('Choose a published version of the question catalogue');
  });
});
