import { describe, expect, it } from 'vitest';
import { mergeRows } from './benchmarks-page';

const page = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` on 2026-11-28, Node v20, 2 cores.',
  'Figures vary with the machine.',
  '',
  '| figure | value | target |',
  '|---|---|---|',
  '| engine: build | 2 ms | < 50 ms (met) |',
  '| scale (25000 schools, pglite): old list | 24 ms | < 300 ms (met) |',
  '| scale: seeding | 900 ms |  |',
  '| browser: form | 118 ms | < 300 ms (met) |',
  '',
  '## Notes',
  '',
  '- **scale: seeding**: an old note',
  '- **browser: form**: a browser note',
  '',
].join('\n');

describe('mergeRows()', () => {
  const merged = mergeRows(
    page,
    ['scale'],
    [{ name: 'scale (postgres): new list', value: 12, unit: 'ms p95', target: 'p95 < 200 ms', ok: true, note: 'a new note' }],
    'Rows of scale rewritten by `BENCH_ONLY=scale npm run bench` on today.',
  );

  it("puts the suite's fresh rows where its old ones were, and keeps every other suite's rows", () => {
    const rows = merged.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| figure'));
    expect(rows).toEqual([
      '| engine: build | 2 ms | < 50 ms (met) |',
      '| scale (postgres): new list | 12 ms p95 | p95 < 200 ms (met) |',
      '| browser: form | 118 ms | < 300 ms (met) |',
    ]);
  });

  it("drops the suite's old notes and keeps the others'", () => {
    expect(merged).toContain('- **browser: form**: a browser note');
    expect(merged).toContain('- **scale (postgres): new list**: a new note');
    expect(merged).not.toContain('an old note');
  });

  it("says under the full run's line which rows were rewritten, once however often it runs", () => {
    const again = mergeRows(merged, ['scale'], [], 'Rows of scale rewritten by `BENCH_ONLY=scale npm run bench` on a later day.');
    const intro = again.split('\n').slice(0, 4);
    expect(intro[2]).toMatch(/^Written by/);
    expect(intro[3]).toBe('Rows of scale rewritten by `BENCH_ONLY=scale npm run bench` on a later day.');
    expect(again).not.toContain('on today.');
  });

  it("keeps an earlier partial run's stamp for the suites this run does not rewrite", () => {
    const later = mergeRows(merged, ['save load'], [], 'Rows of save load rewritten by `BENCH_ONLY=save load npm run bench` on a later day.');
    expect(later.split('\n').slice(2, 5)).toEqual([
      'Written by `npm run bench` on 2026-11-28, Node v20, 2 cores.',
      'Rows of scale rewritten by `BENCH_ONLY=scale npm run bench` on today.',
      'Rows of save load rewritten by `BENCH_ONLY=save load npm run bench` on a later day.',
    ]);
    // One stamp naming two suites loses only the one rewritten again.
    const both = mergeRows(page, ['scale', 'browser'], [], 'Rows of scale, browser rewritten by `BENCH_ONLY=scale,browser npm run bench` on today.');
    const again = mergeRows(both, ['browser'], [], 'Rows of browser rewritten by `BENCH_ONLY=browser npm run bench` later.');
    expect(again.split('\n').slice(3, 5)).toEqual([
      'Rows of scale rewritten by `BENCH_ONLY=scale,browser npm run bench` on today.',
      'Rows of browser rewritten by `BENCH_ONLY=browser npm run bench` later.',
    ]);
  });
});
