import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** An upload in progress is at most 60 MB on a slow line; six hours is far past any of them. */
export const STALE_UPLOAD_MS = 6 * 3600_000;

/**
 * Removes the temporary folders of uploads that never finished: a process killed mid-upload
 * cannot remove its own. Only `upload-*` folders older than `olderThanMs` go, so another process
 * sharing the folder keeps the uploads it is receiving. Answers how many were removed.
 */
export async function sweepStaleUploads(root: string, now: Date, olderThanMs = STALE_UPLOAD_MS): Promise<number> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < olderThanMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
