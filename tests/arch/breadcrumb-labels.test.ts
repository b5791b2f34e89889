import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const read = (f: string) => readFileSync(join(root, f), 'utf8');

/** The static segments of the signed-in pages' paths in the route tables (public session pages have no trail). */
function shellSegments(): string[] {
  const tables = ['web/app/router.tsx', 'web/admin/routes.tsx', 'web/dashboards/routes.tsx'].map(read).join('\n');
  const paths = [...tables.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  return [...new Set(paths.filter((p) => !/^\/?(session|verify)\b/.test(p)).flatMap((p) => p.split('/')))].filter((s) => s && !s.startsWith(':') && s !== '*' && s !== '404');
}

describe('the breadcrumb', () => {
  it('has a word in both languages for every segment of a signed-in page (else the trail shows the raw path)', () => {
    const source = read('web/components/Breadcrumb.tsx');
    const labelled = new Set([...source.matchAll(/^\s+(\w+): t`/gm)].map((m) => m[1]!));
    const segments = shellSegments();
    expect(segments.length).toBeGreaterThan(20);
    // The old app's address of the analysis page only redirects; it never shows a trail.
    expect(segments.filter((s) => !labelled.has(s) && s !== 'echarts')).toEqual([]);
  });
});
