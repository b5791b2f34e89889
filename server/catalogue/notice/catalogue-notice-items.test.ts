import { describe, expect, it } from 'vitest';
import { diffCatalogues, type CatalogueVersion } from '../../../engine';
import { loadCatalogueVersion } from '../store/load-catalogue';
import { noticeSections } from './catalogue-notice-items';

const v4 = loadCatalogueVersion('v4');
const sections = (to: CatalogueVersion, lang: 'en' | 'hi' = 'en') => noticeSections(v4, to, diffCatalogues(v4, to), lang);
const domain = (c: CatalogueVersion, id: string) => c.domains.find((d) => d.id === id)!;

describe('noticeSections()', () => {
  it('lists nothing for questions whose places changed only within their subdomain', () => {
    const to = structuredClone(v4);
    const sd2 = domain(to, 'D1').subdomains.find((s) => s.id === 'SD2')!;
    sd2.questions.reverse();
    const found = sections(to);
    expect(diffCatalogues(v4, to).changed.filter((c) => c.moved).length).toBeGreaterThan(0);
    expect(Object.values(found).flat()).toEqual([]);
  });

  it('lists the questions of a subdomain moved whole to another domain, naming both domains', () => {
    const to = structuredClone(v4);
    const d1 = domain(to, 'D1');
    const [sd8] = d1.subdomains.splice(
      d1.subdomains.findIndex((s) => s.id === 'SD8'),
      1,
    );
    domain(to, 'D2').subdomains.push(sd8);
    const en = sections(to).moved;
    expect(en.map((i) => i.questionid)).toEqual(sd8.questions.map((q) => q.id));
    expect(en[0]).toMatchObject({ domainId: 'D2', subdomainId: 'SD8', first: true });
    expect(en[0].lines).toEqual([
      'Moved from D1 School Leadership and Management › SD8 Self-evaluation and improvement to D2 Teaching and Learning › SD8 Self-evaluation and improvement',
    ]);
    expect(sections(to, 'hi').moved[0].lines).toEqual(['D1 विद्यालय नेतृत्व एवं प्रबंधन › SD8 स्व-मूल्यांकन एवं सुधार से D2 शिक्षण एवं अधिगम › SD8 स्व-मूल्यांकन एवं सुधार में ले जाया गया']);
  });
});
