import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, s3SettingsFromEnv } from './s3-store';
import { fakeS3 } from '../../tests/support/fake-s3';

describe('the S3-compatible document store', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await s3.start();
  });
  afterAll(() => s3.stop());

  it('is chosen by S3_BUCKET, with the endpoint, keys and prefix of the environment', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'evidence', S3_PREFIX: 'haryana/', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      bucket: 'evidence',
      prefix: 'haryana/',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  it('puts, gets and deletes evidence under the bucket and prefix, signed, and answers null for a missing key', async () => {
    const store = await createS3Store({ bucket: 'evidence', prefix: 'state/', region: 'ap-south-1', endpoint, accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    const pdf = new TextEncoder().encode('%PDF-1.4 mock drill report');
    await store.put('forms/7/Q001/abc.pdf', pdf);
    expect([...s3.objects.keys()]).toEqual(['/evidence/state/forms/7/Q001/abc.pdf']);
    expect(Buffer.from((await store.get('forms/7/Q001/abc.pdf'))!).toString()).toBe('%PDF-1.4 mock drill report');
    expect(await store.get('forms/7/Q001/none.pdf')).toBeNull();
    await store.delete('forms/7/Q001/abc.pdf');
    expect(await store.get('forms/7/Q001/abc.pdf')).toBeNull();
    expect(s3.unsigned).toEqual([]);
    await expect(store.put('../escape', pdf)).rejects.toThrow(/bad storage key/);
  });
});
