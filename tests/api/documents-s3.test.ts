import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import { createS3Store } from '../../server/storage/s3-store';
import { fakeS3 } from '../support/fake-s3';
import { tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** Evidence kept in an S3-compatible bucket (several servers) works through the API as on one machine. */
describe.each(testDatabases)('evidence in an S3-compatible bucket on %s', (kind) => {
  let t: TestApp;
  let head: string;
  let accrid: number;
  const s3 = fakeS3();

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.deps.documents = await createS3Store({
      bucket: 'evidence',
      prefix: '',
      region: 'ap-south-1',
      endpoint: await s3.start(),
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
    head = await t.login('head');
    [{ id: accrid }] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, '06010100101'));
  });
  afterAll(async () => {
    await t?.close();
    await s3.stop();
  });

  it('uploads to the bucket, downloads the same bytes and deletes from the bucket', async () => {
    const form = new FormData();
    form.set('accrid', String(accrid));
    form.set('questionid', 'Q001');
    form.append('files', new File([tinyPdf], 'plan.pdf', { type: 'application/pdf' }));
    const up = await t.call<{ documentid: number }[]>('POST', '/v1/form/question/document', { token: head, raw: form });
    expect(up.status).toBe(201);
    expect([...s3.objects.keys()]).toEqual([expect.stringMatching(new RegExp(`^/evidence/forms/${accrid}/Q001/`))]);
    const id = up.body.value[0].documentid;
    const down = await t.app.request(`/v1/form/${accrid}/question/Q001/documents/${id}`, { headers: { authorization: `Bearer ${head}` } });
    expect(down.status).toBe(200);
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(tinyPdf);
    expect((await t.call('POST', '/v1/form/question/document/delete', { token: head, body: { accrid, documentid: id } })).status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(s3.unsigned).toEqual([]);
  });
});
