import { createReadStream } from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkedKey, type DocumentStore } from './document-store';

/** Where an S3-compatible bucket is, from the environment (S3_BUCKET set means: use it). */
export interface S3Settings {
  bucket: string;
  /** Keys are stored under this prefix ("" for none), so one bucket can serve several installations. */
  prefix: string;
  region: string;
  /** For MinIO, Ceph and other S3-compatible stores; unset for AWS itself. */
  endpoint?: string;
  /** Explicit keys; without them the SDK's usual chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX ? env.S3_PREFIX.replace(/\/+$/, '') + '/' : '',
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

const missing = (e: unknown): boolean => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/**
 * Evidence in an S3-compatible bucket, for several servers behind a load balancer. The SDK is
 * loaded only when a bucket is configured, so a single machine never pays for it.
 */
export async function createS3Store(settings: S3Settings): Promise<DocumentStore> {
  const { S3Client: Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  const client: S3Client = new Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted stores are addressed by path (http://host/bucket/key), not by a bucket subdomain.
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const keyOf = (key: string): string => settings.prefix + checkedKey(key);
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(key), Body: bytes, ContentLength: bytes.length }));
    },
    async putFile(key, file) {
      const body = createReadStream(file.path);
      try {
        // The SHA-256 taken while the upload arrived: the bucket checks the bytes against it, and with a
        // checksum given the SDK sends the stream as it is instead of re-encoding it (aws-chunked with a trailer).
        const checksum = Buffer.from(file.sha256, 'hex').toString('base64');
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(key), Body: body, ContentLength: file.size, ChecksumSHA256: checksum }));
      } finally {
        body.destroy();
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
    },
  };
}
