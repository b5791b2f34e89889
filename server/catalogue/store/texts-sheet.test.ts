import { describe, expect, it } from 'vitest';
import { readTextsSheet, writeTextsSheet } from '../drafts/catalogue-texts';
import { applyTextRows, textRows } from '../../../engine';
import { loadCatalogueVersion } from './load-catalogue';

const v2 = loadCatalogueVersion('v2');

describe('texts sheet', () => {
  it('lists every text once, keyed by id and field', () => {
    const rows = textRows(v2);
    const keys = rows.map((r) => `${r.id}|${r.field}`);
    expect(new Set(keys).size).toBe(keys.length);
    const questions = v2.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
    expect(rows.filter((r) => r.field === 'label' && /^Q\d+$/.test(r.id))).toHaveLength(questions.length);
    expect(rows[0]).toEqual({ id: 'version', field: 'title', en: v2.title.en, hi: v2.title.hi });
  });

  it.each(['csv', 'xlsx'] as const)('reads back what it wrote as %s, formulas defused and "2022-23" kept a text', async (format) => {
    const rows = [
      { id: 'Q001', field: 'label', en: '=HYPERLINK("http://x")', hi: 'सत्र 2022-23' },
      { id: 'Q002', field: 'help', en: '2022-23', hi: 'पंक्ति, "उद्धरण" सहित\nदो पंक्तियाँ' },
    ];
    const bytes = await writeTextsSheet(rows, format, 'v9');
    if (format === 'csv') expect(new TextDecoder().decode(bytes)).toContain(`'=HYPERLINK`);
    expect(await readTextsSheet(bytes, `texts.${format}`)).toEqual(rows);
  });

  it('leaves a text as it is when a cell is empty, and moves nothing but texts', () => {
    const rows = textRows(v2).map((r) => ({ ...r, hi: '' }));
    const q = rows.find((r) => r.id === 'Q003' && r.field === 'label')!;
    q.en = 'A reworded question';
    const { catalogue, changes, problems } = applyTextRows(v2, rows);
    expect(problems).toEqual([]);
    expect(changes).toHaveLength(1);
    const before = structuredClone(v2);
    const q003 = (c: typeof v2) => c.domains[0].subdomains[0].questions.find((x) => x.id === 'Q003')!;
    expect(q003(catalogue).label).toEqual({ en: 'A reworded question', hi: q003(before).label.hi });
    q003(catalogue).label = q003(before).label;
    expect(catalogue).toEqual(before);
  });
});
