import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, scoreForm } from '../../engine';
import { formDomainScores, forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { storeAnswers } from '../../server/form/answers-store';
import { domainScoresOf } from '../../server/dashboards/domain-scores';
import { variantAnswers } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** The analysis charts read each form's domain scores from a store that follows the form's changes. */
describe.each(testDatabases)('stored domain scores on %s', (kind) => {
  let t: TestApp;
  let form: { id: number; catalogueVersion: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    [form] = await t.deps.db.select({ id: forms.id, catalogueVersion: forms.catalogueVersion }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL));
  });
  afterAll(async () => t?.close());

  const engineScores = (variant: 'first' | 'last') => {
    const index = t.deps.catalogues.get(form.catalogueVersion);
    return scoreForm(index, computeFields(index, variantAnswers(index, variant))).domains.map((d) => ({ domainId: d.domainId, name: d.name, score: d.score }));
  };
  const d1Name = () => t.deps.catalogues.get(form.catalogueVersion).catalogue.domains[0].name;
  const kept = (variant: 'first' | 'last') => engineScores(variant).map(({ domainId, score }) => ({ domainId, score }));
  const save = async (variant: 'first' | 'last', at: Date) => {
    const index = t.deps.catalogues.get(form.catalogueVersion);
    await t.deps.db.transaction(async (tx) => {
      await storeAnswers(tx, form.id, 'self', variantAnswers(index, variant), 1, at);
      await tx.update(forms).set({ updatedAt: at }).where(eq(forms.id, form.id));
    });
  };
  const storedRow = async (k: 'self' | 'external') =>
    (
      await t.deps.db
        .select()
        .from(formDomainScores)
        .where(and(eq(formDomainScores.formId, form.id), eq(formDomainScores.kind, k)))
    )[0];

  it('scores a form as the engine does and keeps the result', async () => {
    await save('first', new Date('2026-11-20T10:00:00.123Z'));
    const scores = await domainScoresOf(t.deps, [form], 'self');
    expect(scores.get(form.id)).toEqual(engineScores('first'));
    // Kept without the names (they come from the catalogue version), so a state's worth of rows stays small.
    expect((await storedRow('self')).scores).toEqual(kept('first'));
  });

  it('reads the kept scores while the form is unchanged, and scores it again once an answer changes', async () => {
    // Mark the kept row: reading it back proves no answer was read again.
    await t.deps.db
      .update(formDomainScores)
      .set({ scores: [{ domainId: 'D1', score: 1 }] })
      .where(eq(formDomainScores.formId, form.id));
    expect((await domainScoresOf(t.deps, [form], 'self')).get(form.id)).toEqual([{ domainId: 'D1', name: d1Name(), score: 1 }]);

    await save('last', new Date('2026-11-20T10:05:00.456Z'));
    const scores = await domainScoresOf(t.deps, [form], 'self');
    expect(scores.get(form.id)).toEqual(engineScores('last'));
    expect(engineScores('last')).not.toEqual(engineScores('first'));
  });

  it('matches the stamp to the microsecond a database clock writes', async () => {
    await t.deps.db.execute(`update forms set updated_at = '2026-11-20 10:06:00.123456+00' where id = ${form.id}`);
    expect((await domainScoresOf(t.deps, [form], 'self')).get(form.id)).toEqual(engineScores('last'));
    await t.deps.db
      .update(formDomainScores)
      .set({ scores: [{ domainId: 'D1', score: 2 }] })
      .where(eq(formDomainScores.formId, form.id));
    expect((await domainScoresOf(t.deps, [form], 'self')).get(form.id)).toEqual([{ domainId: 'D1', name: d1Name(), score: 2 }]);
  });

  it('leaves out a form with no answers of a kind, and remembers that it has none', async () => {
    const external = await domainScoresOf(t.deps, [form], 'external');
    expect(external.has(form.id)).toBe(false);
    expect((await storedRow('external')).scores).toEqual([]);
  });

  it('never puts back older scores over newer ones', async () => {
    const newer = await storedRow('self');
    await t.deps.db.execute(`update forms set updated_at = '2026-11-19 09:00:00+00' where id = ${form.id}`);
    await domainScoresOf(t.deps, [form], 'self');
    expect((await storedRow('self')).scoredAt.getTime()).toBe(newer.scoredAt.getTime());
  });
});
