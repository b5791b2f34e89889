import { describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../generated/catalogue';
import { fixtureCatalogue } from '../testing/fixtureCatalogue';
import { catalogueParts, rebaseCatalogue, rebaseConflicts } from './rebaseCatalogue';

const questions = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));

describe('rebaseCatalogue()', () => {
  const base = { ...fixtureCatalogue(), version: 'v1' };
  const [q1, q2, q3] = questions(base);
  const edit = (c: CatalogueVersion, id: string, en: string) => {
    const q = questions(c).find((x) => x.id === id)!;
    q.label = { ...q.label, en };
  };
  const draft = structuredClone(base);
  edit(draft, q1.id, 'Draft one');
  edit(draft, q2.id, 'Draft two');
  const newest = { ...structuredClone(base), version: 'v2' };
  edit(newest, q2.id, 'Newest two');
  edit(newest, q3.id, 'Newest three');

  it('lists as conflicts only the parts changed on both sides, differently', () => {
    expect(rebaseConflicts(base, draft, newest).map((c) => c.target)).toEqual([`question:${q2.id}`]);
  });

  it("keeps the draft's own changes, takes the newest version's, and decides each conflict by its choice", () => {
    const open = rebaseCatalogue(base, draft, newest, {});
    expect(open.unresolved).toEqual([`question:${q2.id}`]);
    for (const take of ['draft', 'newest'] as const) {
      const { catalogue, unresolved, changed } = rebaseCatalogue(base, draft, newest, { [`question:${q2.id}`]: take });
      expect(unresolved).toEqual([]);
      const label = (id: string) => questions(catalogue).find((q) => q.id === id)!.label.en;
      expect([label(q1.id), label(q2.id), label(q3.id)]).toEqual(['Draft one', take === 'draft' ? 'Draft two' : 'Newest two', 'Newest three']);
      expect(catalogue.basedOn).toBe('v2');
      expect(changed.map((c) => c.target).sort()).toEqual(take === 'draft' ? [`question:${q3.id}`] : [`question:${q2.id}`, `question:${q3.id}`].sort());
    }
  });

  it('brings in a question the newest version added, after its predecessor, and drops one it retired', () => {
    const added = structuredClone(newest);
    const sd = added.domains[0].subdomains[0];
    sd.questions.splice(1, 0, { ...sd.questions[0], id: 'Q900', label: { en: 'Added', hi: 'जोड़ा गया' } });
    const gone = sd.questions.pop()!;
    added.retired = { questions: [gone.id] };
    const { catalogue } = rebaseCatalogue(base, draft, added, { [`question:${q2.id}`]: 'draft' });
    expect(catalogue.domains[0].subdomains[0].questions[1].id).toBe('Q900');
    expect(catalogueParts(catalogue).has(`question:${gone.id}`)).toBe(false);
    expect(catalogue.retired?.questions).toContain(gone.id);
  });
});
