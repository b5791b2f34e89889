import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('streams an upload from its temporary file, sent as it is with its SHA-256 for the bucket to check', async () => {
    const store = await createS3Store({ bucket: 'evidence', prefix: '', region: 'ap-south-1', endpoint, accessKeyId: 'test-key', secretAccessKey: 'test-secret' });
    const dir = mkdtempSync(join(tmpdir(), 'accr-s3-'));
    try {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 'x')]);
      const path = join(dir, 'upload');
      writeFileSync(path, bytes);
      await store.putFile('forms/7/Q002/big.pdf', { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      // Byte for byte: a stream sent aws-chunked (what the SDK does without a checksum) would be stored framed.
      expect(s3.objects.get('/evidence/forms/7/Q002/big.pdf')).toEqual(bytes);
      expect(s3.unsigned).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
