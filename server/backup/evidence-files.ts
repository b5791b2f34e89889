import { readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createFolderStore, type DocumentStore } from '../storage/document-store';
import { createS3Store, type S3Settings } from '../storage/s3-store';

/** The evidence store as a backup sees it: the server's three calls, plus listing every key and emptying it. */
export interface EvidenceFiles extends DocumentStore {
  source: 'folder' | 's3';
  /** Every stored key, sorted. */
  keys(): Promise<string[]>;
  /** Deletes every stored file (a forced restore). */
  clear(): Promise<void>;
}

async function walk(root: string, dir: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(root, path, into);
    else if (entry.isFile()) into.push(relative(root, path).split(sep).join('/'));
  }
}

/** Every file under a folder as a storage key (forward slashes), sorted. */
export async function folderKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  await walk(root, root, keys);
  return keys.sort();
}

/** The folder store of one machine (DATA_DIR/documents). */
export function folderEvidence(root: string): EvidenceFiles {
  return {
    ...createFolderStore(root),
    source: 'folder',
    keys: () => folderKeys(root),
    clear: () => rm(root, { recursive: true, force: true }),
  };
}

/** The S3-compatible bucket of several servers: keys under S3_PREFIX, listed page by page. */
export async function s3Evidence(settings: S3Settings): Promise<EvidenceFiles> {
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
  });
  const store = await createS3Store(settings);
  const keys = async (): Promise<string[]> => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix || undefined, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key.slice(settings.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  };
  return {
    ...store,
    source: 's3',
    keys,
    async clear() {
      for (const key of await keys()) await store.delete(key);
    },
  };
}
