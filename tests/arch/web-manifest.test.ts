import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pub = join(import.meta.dirname, '../../web/public');

/** A head can install the app on a phone: a manifest named in both languages, with icons that exist at their stated sizes. */
describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync(join(pub, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };

  it('names the app in English and in Hindi and opens it standalone at the start', () => {
    expect(manifest.name).toMatch(/School Accreditation/);
    expect(manifest.name).toMatch(/[\u0900-\u097F]/);
    expect([manifest.start_url, manifest.display]).toEqual(['/', 'standalone']);
  });

  it('has PNG icons of 192 and 512 pixels, as their entries say', () => {
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const png = readFileSync(join(pub, icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('is linked from the page, with a description for search results', () => {
    const html = readFileSync(join(pub, '../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
  });
});
