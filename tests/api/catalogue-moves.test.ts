import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

const order = (c: CatalogueVersion, sd: string) =>
  c.domains
    .flatMap((d) => d.subdomains)
    .find((s) => s.id === sd)!
    .questions.map((q) => q.id);
const subdomains = (c: CatalogueVersion, d: string) => c.domains.find((x) => x.id === d)!.subdomains.map((s) => s.id);

// Issue 28, item 9: a move that puts a question before the question its condition, limit or
// formula uses is refused (the editor then showed the condition as "Always").
describe.each(testDatabases)('moving questions and subdomains of a draft on %s', (kind) => {
  let t: TestApp;
  let token = '';
  let v = '';
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('dept');
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token, body: { from: 'v4' } })).body.value.version;
  });
  afterAll(async () => t?.close());

  const draft = async () => (await t.call<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${v}`, { token })).body.value.catalogue;
  const moveQ = (id: string, subdomain: string, index: number, lang = 'en') =>
    t.call('POST', `/v1/catalogue/drafts/${v}/questions/${id}/move`, { token, lang, body: { subdomain, index } });
  const moves = async () => (await t.call<{ action: string }[]>('GET', `/v1/catalogue/versions/${v}/history`, { token })).body.value.filter((h) => h.action === 'move').length;

  it('refuses to move a question above the question its condition depends on, naming both, in English and Hindi', async () => {
    // v4: Q002 is shown only when Q001 is answered Yes.
    const en = await moveQ('Q002', 'SD1', 0);
    expect(en.status).toBe(409);
    expect(en.body.errorCode).toBe('catalogueMoveBreaksOrder');
    expect(en.body.errorMessage).toContain('Q002 cannot come before Q001');
    expect(en.body.details).toEqual([expect.objectContaining({ questionid: 'Q002', dependsOn: 'Q001', field: 'showIf', problem: 'dependsOn' })]);
    const hi = await moveQ('Q002', 'SD1', 0, 'hi');
    expect(hi.status).toBe(409);
    expect(hi.body.errorMessage).toContain('Q002 को Q001 से पहले नहीं रखा जा सकता');
    expect(hi.body.errorMessage).not.toMatch(/cannot|before/);
    expect(order(await draft(), 'SD1')).toEqual(['Q001', 'Q002', 'Q003', 'Q004']);
    expect(await moves()).toBe(0);
  });

  it('refuses the same for a limit (not more than) and a formula', async () => {
    // Q007 not more than Q006; Q008 = Q007 ÷ Q006.
    const limit = await moveQ('Q007', 'SD2', 1);
    expect(limit.status).toBe(409);
    expect(limit.body.details).toEqual([expect.objectContaining({ questionid: 'Q007', dependsOn: 'Q006', field: 'notMoreThan' })]);
    const formula = await moveQ('Q008', 'SD2', 0);
    expect(formula.status).toBe(409);
    expect((formula.body.details ?? []).map((d) => `${String(d.field)}:${String(d.dependsOn)}`).sort()).toEqual(['denominator:Q006', 'numerator:Q007']);
    // Moving the source down below its user is refused too.
    expect((await moveQ('Q006', 'SD2', 3)).status).toBe(409);
    expect(order(await draft(), 'SD2')).toEqual(['Q005', 'Q006', 'Q007', 'Q008']);
  });

  it('refuses moving a question to another subdomain, or a subdomain, where that puts a question before what it uses', async () => {
    // Q001 to the end of SD2 would leave Q002 and Q003 (shown when Q001 is Yes) before it.
    const toOther = await moveQ('Q001', 'SD2', 4);
    expect(toOther.status).toBe(409);
    expect((toOther.body.details ?? []).map((d) => d.questionid).sort()).toEqual(['Q002', 'Q003']);
    // SD4's Q015 is "not more than" SD3's Q012: SD4 cannot go above SD3.
    const sd = await t.call('POST', `/v1/catalogue/drafts/${v}/subdomains/SD4/move`, { token, body: { domain: 'D1', index: 2 } });
    expect(sd.status).toBe(409);
    expect(sd.body.errorCode).toBe('catalogueMoveBreaksOrder');
    expect(sd.body.errorMessage).toContain('Q015 cannot come before Q012');
    const c = await draft();
    expect(subdomains(c, 'D1').slice(0, 4)).toEqual(['SD1', 'SD2', 'SD3', 'SD4']);
    expect(await moves()).toBe(0);
  });

  it('still moves what depends on nothing it would pass', async () => {
    // Q004 depends on nothing and nothing in SD1 depends on it.
    expect((await moveQ('Q004', 'SD1', 0)).status).toBe(200);
    expect(order(await draft(), 'SD1')).toEqual(['Q004', 'Q001', 'Q002', 'Q003']);
    // Q003 and Q002 both depend on Q001 only: they may swap.
    expect((await moveQ('Q003', 'SD1', 2)).status).toBe(200);
    expect(order(await draft(), 'SD1')).toEqual(['Q004', 'Q001', 'Q003', 'Q002']);
    expect(await moves()).toBe(2);
  });
});
