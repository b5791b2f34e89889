import { mkdirSync, mkdtempSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './upload-sweep';

describe('sweepStaleUploads', () => {
  it('removes upload folders a killed process left behind, and keeps the ones being received and everything else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweep-'));
    const now = new Date();
    const old = new Date(now.getTime() - STALE_UPLOAD_MS - 60_000);
    for (const name of ['upload-old', 'upload-fresh', 'keep-old']) {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, 'part'), 'x');
    }
    utimesSync(join(root, 'upload-old'), old, old);
    utimesSync(join(root, 'keep-old'), old, old);
    expect(await sweepStaleUploads(root, now)).toBe(1);
    expect(existsSync(join(root, 'upload-old'))).toBe(false);
    expect(existsSync(join(root, 'upload-fresh'))).toBe(true);
    expect(existsSync(join(root, 'keep-old'))).toBe(true);
  });

  it('does nothing when no upload has happened yet (no folder)', async () => {
    expect(await sweepStaleUploads(join(tmpdir(), 'no-such-folder-' + Date.now()), new Date())).toBe(0);
  });
});
