import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderStore } from './document-store';

describe('the folder document store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'accr-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves an upload from its temporary file into place, without reading it, and refuses a key out of its folder', async () => {
    const store = createFolderStore(join(dir, 'documents'));
    const bytes = Buffer.from('%PDF-1.7\nregister page');
    const path = join(dir, 'upload-1');
    writeFileSync(path, bytes);
    const file = { path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    await store.putFile('forms/7/Q001/abc', file);
    expect(Buffer.from((await store.get('forms/7/Q001/abc'))!)).toEqual(bytes);
    expect(existsSync(path)).toBe(false);
    writeFileSync(path, bytes);
    await expect(store.putFile('../escape', file)).rejects.toThrow(/bad storage key/);
    expect(existsSync(join(dir, 'escape'))).toBe(false);
  });
});
