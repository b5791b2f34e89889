import { eq } from 'drizzle-orm';
import { computeFields, isVisible, scoreForm, type Answers, type CatalogueIndex, type FormScore } from '../../engine';
import { formAnswers, forms } from '../../server/db/schema';
import type { TestApp } from './test-app';

/**
 * Answers a careful or a careless school head would give: the first option of
 * each choice (and high numbers), or the last option (and low numbers), so
 * two forms score differently.
 */
export function variantAnswers(index: CatalogueIndex, variant: 'first' | 'last'): Answers {
  const answers: Answers = {};
  for (const id of index.order) {
    if (!isVisible(index, id, answers)) continue;
    const entry = index.questions.get(id)!;
    const q = entry.question;
    const option = variant === 'first' ? entry.options[0] : entry.options[entry.options.length - 1];
    if (q.type === 'yesNo' || q.type === 'single') answers[id] = option.code;
    else if (q.type === 'multi') answers[id] = [option.code];
    else if (q.type === 'count') answers[id] = variant === 'first' ? Math.min(5, q.max ?? 5) : 0;
    else if (q.type === 'percentage') answers[id] = variant === 'first' ? Math.min(80, q.max ?? 80) : 10;
  }
  return answers;
}

/**
 * Puts a school's form straight to status 9 (report card generated) with its
 * answers and the scores the approval would store, writing the database
 * directly: the review workflow itself is tested in journey.test.ts.
 */
export async function approveForm(
  t: TestApp,
  schoolCode: string,
  opts: { self?: 'first' | 'last'; external?: 'first' | 'last' } = {},
): Promise<{ accrid: number; self: FormScore; external: FormScore | null }> {
  const db = t.deps.db;
  const [form] = await db.select().from(forms).where(eq(forms.schoolCode, schoolCode));
  const index = t.deps.catalogues.get(form.catalogueVersion);
  const write = async (kind: 'self' | 'external', answers: Answers) =>
    db.insert(formAnswers).values(Object.entries(answers).map(([questionId, value]) => ({ formId: form.id, kind, questionId, value })));
  const selfAnswers = variantAnswers(index, opts.self ?? 'first');
  await write('self', selfAnswers);
  const self = scoreForm(index, computeFields(index, selfAnswers));
  let external: FormScore | null = null;
  if (opts.external) {
    const externalAnswers = variantAnswers(index, opts.external);
    await write('external', externalAnswers);
    external = scoreForm(index, computeFields(index, externalAnswers));
  }
  await db
    .update(forms)
    .set({
      status: 9,
      selfScore: self.overall,
      externalScore: external?.overall ?? null,
      grade: self.grade,
      accreditedAt: new Date(),
      // As every answer save does: the stamp the stored domain scores are checked against.
      updatedAt: new Date(),
      reportCode: `RC-${form.cycleId}-${schoolCode}`,
    })
    .where(eq(forms.id, form.id));
  return { accrid: form.id, self, external };
}

/** Sets a school's form to a status without answers (for the status charts). */
export async function setFormStatus(t: TestApp, schoolCode: string, status: number): Promise<number> {
  const [row] = await t.deps.db.update(forms).set({ status }).where(eq(forms.schoolCode, schoolCode)).returning({ id: forms.id });
  return row.id;
}
