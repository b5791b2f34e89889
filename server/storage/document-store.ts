import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A file on this machine's disk, with what was measured while it was written (an upload streamed there). */
export interface LocalFile {
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/**
 * Where evidence bytes live. The local folder implementation serves one
 * machine; an S3-compatible store implements the same calls for many.
 */
export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Stores a file from local disk without reading it into memory; the file may be moved away (it is a temporary upload). */
  putFile(key: string, file: LocalFile): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** A key every store accepts: plain path characters, never a way out of its folder or prefix. */
export function checkedKey(key: string): string {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
  return key;
}

/** Stores documents as files under a folder (DATA_DIR/documents). */
export function createFolderStore(root: string): DocumentStore {
  const pathOf = (key: string): string => join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async putFile(key, file) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        // Uploads wait under DATA_DIR/uploads, on the same disk: a rename, no copy.
        await rename(file.path, path);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
        await copyFile(file.path, path);
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
