import { and, eq, inArray } from 'drizzle-orm';
import { checkCompleteness, migrateAnswers, type Answers } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { cycleMigrations, cycles, formAnswers, formHistory, forms, questionDocuments, schools } from '../db/schema';
import { PRIV } from '../auth/privileges';
import { assertMayMoveCycle, windowOpen } from './cycle-window';
import { badRequest, conflict, notFound } from '../http/errors';
import { loadSchoolTotals } from '../form';
import type { Deps } from '../deps';

/** Forms not yet submitted: the only ones a version change may touch. */
const MOVABLE = [1, 2];

export interface FormMigration {
  accrid: number;
  schoolCode: string;
  schoolName: string;
  status: number;
  kept: number;
  dropped: string[];
  toAnswer: string[];
  evidenceKept: number;
  evidenceDropped: number;
}

async function plan(deps: Pick<Deps, 'db' | 'catalogues'>, cycleid: number, to: string) {
  const [cycle] = await deps.db.select().from(cycles).where(eq(cycles.id, cycleid));
  if (!cycle) throw notFound();
  if (!deps.catalogues.versions.includes(to) || deps.catalogues.get(to).catalogue.status !== 'published') {
    throw badRequest([{ field: 'to', problem: 'notPublished' }], 'catalogueVersionUnknown');
  }
  const rows = await deps.db
    .select({ form: forms, schoolName: schools.name })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(and(eq(forms.cycleId, cycleid), inArray(forms.status, MOVABLE)))
    .orderBy(forms.id);
  const target = deps.catalogues.get(to);
  const moves = [];
  for (const { form, schoolName } of rows) {
    if (form.catalogueVersion === to) continue;
    const from = deps.catalogues.get(form.catalogueVersion);
    const answers = Object.fromEntries(
      (
        await deps.db
          .select({ q: formAnswers.questionId, v: formAnswers.value })
          .from(formAnswers)
          .where(and(eq(formAnswers.formId, form.id), eq(formAnswers.kind, 'self')))
      ).map((r) => [r.q, r.v]),
    ) as Answers;
    const report = migrateAnswers(from, target, answers);
    const docs = await deps.db.select({ id: questionDocuments.id, q: questionDocuments.questionId }).from(questionDocuments).where(eq(questionDocuments.formId, form.id));
    const droppedDocs = docs.filter((d) => !target.questions.has(d.q));
    moves.push({
      form,
      report,
      droppedDocIds: droppedDocs.map((d) => d.id),
      view: {
        accrid: form.id,
        schoolCode: form.schoolCode,
        schoolName,
        status: form.status,
        kept: Object.keys(report.carried).length,
        dropped: report.dropped,
        toAnswer: [...report.added.filter((q) => target.questions.get(q)!.question.type !== 'computedPercentage'), ...report.invalidated],
        evidenceKept: docs.length - droppedDocs.length,
        evidenceDropped: droppedDocs.length,
      } satisfies FormMigration,
    });
  }
  return { cycle, moves };
}

/**
 * What moving a cycle's not-yet-submitted forms to another published catalogue version would do,
 * per form: answers kept, dropped (the question is gone), to be given (new questions, or an old
 * answer the new version does not accept), evidence kept and dropped. Nothing is written.
 */
export async function previewCycleMigration(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, cycleid: number, to: string) {
  const { cycle, moves } = await plan(deps, cycleid, to);
  const forms = moves.map((m) => m.view);
  const open = windowOpen(cycle, deps.now());
  return {
    cycleid,
    cycleName: cycle.name,
    from: cycle.catalogueVersion,
    to,
    /** The submission window (issue 27): while open, only a privilege-61 holder moves the forms, giving a reason. */
    window: { open, endsOn: cycle.endsOn, mayMove: !open || user.privileges.has(PRIV.catalogueApprove) },
    forms,
    totals: {
      forms: forms.length,
      kept: forms.reduce((s, f) => s + f.kept, 0),
      dropped: forms.reduce((s, f) => s + f.dropped.length, 0),
      toAnswer: forms.reduce((s, f) => s + f.toAnswer.length, 0),
      evidenceDropped: forms.reduce((s, f) => s + f.evidenceDropped, 0),
    },
  };
}

/**
 * Moves a cycle's not-yet-submitted forms to another published version, all or nothing: each
 * form's answers are migrated (kept, dropped, or left to answer again), evidence of questions the
 * version no longer has is dropped, counts are recomputed, and the move is written in each form's
 * history; new forms of the cycle start on the new version too. Forms already submitted keep the
 * version they were answered against.
 */
export async function applyCycleMigration(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, cycleid: number, to: string, reason?: string) {
  const why = reason?.trim() || undefined;
  return deps.db.transaction(async (tx) => {
    // The cycle row is the lock: two moves of one cycle, or a move and an initiation, go one after the other.
    const [locked] = await tx.select({ id: cycles.id }).from(cycles).where(eq(cycles.id, cycleid)).for('update');
    if (!locked) throw notFound();
    const { cycle, moves } = await plan({ db: tx, catalogues: deps.catalogues }, cycleid, to);
    const at = deps.now();
    // Under the cycle's lock: a last day changed meanwhile is the one that counts.
    assertMayMoveCycle(user, cycle, why, at);
    if (moves.length === 0) throw conflict('nothingToMigrate');
    const target = deps.catalogues.get(to);
    for (const m of moves) {
      // Re-read under the form's lock: a form submitted meanwhile is not moved.
      const [row] = await tx.select({ status: forms.status }).from(forms).where(eq(forms.id, m.form.id)).for('update');
      if (!row || !MOVABLE.includes(row.status)) throw conflict('concurrentChange');
      const keep = new Set(Object.keys(m.report.carried));
      const existing = await tx
        .select({ q: formAnswers.questionId })
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, m.form.id), eq(formAnswers.kind, 'self')));
      const gone = existing.map((r) => r.q).filter((q) => !keep.has(q));
      if (gone.length) await tx.delete(formAnswers).where(and(eq(formAnswers.formId, m.form.id), eq(formAnswers.kind, 'self'), inArray(formAnswers.questionId, gone)));
      if (m.droppedDocIds.length) await tx.delete(questionDocuments).where(inArray(questionDocuments.id, m.droppedDocIds));
      const evidence = new Set((await tx.select({ q: questionDocuments.questionId }).from(questionDocuments).where(eq(questionDocuments.formId, m.form.id))).map((d) => d.q));
      const c = checkCompleteness(target, m.report.carried, evidence, await loadSchoolTotals(tx, m.form.schoolCode));
      await tx.update(forms).set({ catalogueVersion: to, attempted: c.attempted, total: c.total, updatedAt: at }).where(eq(forms.id, m.form.id));
      await tx.insert(formHistory).values({
        formId: m.form.id,
        userId: user.userId,
        fromStatus: row.status,
        toStatus: row.status,
        event: 'catalogue.migrate',
        comment: `${m.form.catalogueVersion} → ${to}: ${m.view.kept} kept, ${m.view.dropped.length} dropped, ${m.view.toAnswer.length} to answer${why ? `. Reason: ${why}` : ''}`,
        createdAt: at,
      });
    }
    await tx.update(cycles).set({ catalogueVersion: to }).where(eq(cycles.id, cycle.id));
    const open = windowOpen(cycle, at);
    await tx.insert(cycleMigrations).values({
      cycleId: cycle.id,
      fromVersion: cycle.catalogueVersion,
      toVersion: to,
      moved: moves.length,
      windowOpen: open,
      reason: why ?? null,
      userId: user.userId,
      createdAt: at,
    });
    return { cycleid, to, moved: moves.length, windowOpen: open };
  });
}
