import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomainSchema, prepareSchema, type Lang } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A form schema the web app's build did not hold gets its validator from the server, named by
 * rjsf's hash of the schema, the same hash the browser computes. That hash is a signed number
 * in hex: about half of all schemas hash to a name starting with "-", and those must be found too
 * (under the Content-Security-Policy the browser has no other way to validate them).
 */
describe('GET /v1/validators/{hash}.js', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it("serves the validator of every published version's domain forms in both languages, negative hashes included", async () => {
    const hashes: string[] = [];
    for (const version of t.deps.catalogues.versions) {
      const index = t.deps.catalogues.get(version);
      for (const domain of index.catalogue.domains) {
        for (const lang of ['en', 'hi'] as Lang[]) hashes.push(hashForSchema(prepareSchema(buildDomainSchema(index, domain.id, lang).schema) as RJSFSchema));
      }
    }
    expect(hashes.some((h) => h.startsWith('-'))).toBe(true);
    for (const hash of hashes) {
      const res = await t.app.request(`/v1/validators/${hash}.js`);
      expect({ hash, status: res.status }).toEqual({ hash, status: 200 });
      expect(res.headers.get('content-type')).toContain('javascript');
    }
  });

  it('answers 404 for a name that is no hash of a known schema', async () => {
    expect((await t.app.request('/v1/validators/-0.js')).status).toBe(404);
    expect((await t.app.request('/v1/validators/..%2Fsecrets.js')).status).toBe(404);
  });
});
