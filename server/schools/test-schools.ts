import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { indexCatalogue, validateAnswers, type Answers, type CatalogueVersion, type SchoolTotals } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { readsOneMoment } from '../db/snapshot';
import { cycles, districts, forms, schools, testSchoolAcceptances, testSchools, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { loadAnswers, loadSchoolTotals } from '../form';
import { assertDraft, loadVersion, personName } from '../catalogue';
import type { Deps } from '../deps';
import { nextStamp } from '../db/revision';
import { schoolScope, loadScopedForm } from '../auth/scope';
import { resultsUnder, type TestSchoolResult } from './test-school-results';
import { withFormSchool } from '../db/place-joins';

type Row = typeof testSchools.$inferSelect;

/** A test school as the panel lists it, with its result under the version asked for. */
export interface TestSchoolView {
  id: number;
  name: { en: string; hi: string | null };
  /** What it stands for, in English, and in Hindi: either may be null. */
  description: string | null;
  descriptionHi: string | null;
  expectedGrade: string;
  catalogueVersion: string;
  sourceForm: number | null;
  answered: number;
  answers: Answers;
  totals: SchoolTotals;
  revision: number;
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
  result: TestSchoolResult;
}

/** A new test school: its answers given here, or copied from a form (`fromForm`, an accrid the caller may read). */
export interface NewTestSchool {
  name: { en: string; hi?: string };
  description?: string;
  descriptionHi?: string;
  expectedGrade: string;
  answers?: Answers;
  totals?: SchoolTotals;
  catalogueVersion?: string;
  fromForm?: number;
}

/** A change to a test school, made against the revision the caller read. */
export interface TestSchoolChange {
  revision: number;
  name?: { en: string; hi?: string };
  description?: string;
  descriptionHi?: string;
  expectedGrade?: string;
  answers?: Answers;
  totals?: SchoolTotals;
  catalogueVersion?: string;
}

async function contentOf(db: Db, version: string): Promise<CatalogueVersion> {
  return (await loadVersion(db, version)).content as CatalogueVersion;
}

/** Every test school with its result under `version` (a draft, or a published version), and the grades that version gives. */
export const listTestSchools = readsOneMoment(async function listTestSchools(deps: Pick<Deps, 'db' | 'catalogues'>, version: string) {
  const content = await contentOf(deps.db, version);
  const results = (await resultsUnder(deps, version, content)) ?? [];
  const ids = [...new Set(results.flatMap((r) => [r.school.createdBy, r.school.updatedBy]).filter((id): id is number => id !== null))];
  const people = new Map((ids.length ? await deps.db.select({ id: users.id, name: personName }).from(users).where(inArray(users.id, ids)) : []).map((u) => [u.id, u.name]));
  const nameOf = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const items: TestSchoolView[] = results.map(({ school: s, result }) => ({
    id: s.id,
    name: { en: s.nameEn, hi: s.nameHi },
    description: s.description,
    descriptionHi: s.descriptionHi,
    expectedGrade: s.expectedGrade,
    catalogueVersion: s.catalogueVersion,
    sourceForm: s.sourceForm,
    answered: Object.keys(s.answers as Answers).length,
    answers: s.answers as Answers,
    totals: s.totals as SchoolTotals,
    revision: s.revision,
    createdBy: nameOf(s.createdBy),
    createdAt: s.createdAt.toISOString(),
    updatedBy: nameOf(s.updatedBy),
    updatedAt: s.updatedAt.toISOString(),
    result,
  }));
  return {
    version,
    status: (await loadVersion(deps.db, version)).status as 'draft' | 'published',
    grades: content.grading.bands.map((b) => ({ grade: b.grade, label: b.label })),
    items,
  };
});

/** The approved forms (report card generated) the caller may read whose school matches `search`, to copy answers from. */
export const formsToCopy = readsOneMoment(async function formsToCopy(deps: Pick<Deps, 'db'>, user: CurrentUser, search: string | undefined, lang: 'en' | 'hi') {
  const words = search?.trim();
  const rows = await withFormSchool(
    deps.db
      .select({
        accrid: forms.id,
        schoolCode: forms.schoolCode,
        schoolName: schools.name,
        districtName: lang === 'hi' ? districts.nameHi : districts.name,
        cycleName: cycles.name,
        catalogueVersion: forms.catalogueVersion,
        grade: forms.grade,
        score: forms.selfScore,
      })
      .from(forms)
      .$dynamic(),
  )
    .innerJoin(cycles, eq(cycles.id, forms.cycleId))
    .where(and(schoolScope(user), eq(forms.status, 9), words ? or(ilike(schools.name, `%${words}%`), eq(schools.schoolCode, words), eq(schools.udise, words)) : undefined))
    .orderBy(asc(schools.name), desc(forms.id))
    .limit(20);
  return rows;
});

/** Whether `grade` is one of the grades of the version the answers were given against. */
function assertGrade(content: CatalogueVersion, grade: string): void {
  if (!content.grading.bands.some((b) => b.grade === grade)) throw badRequest([{ field: 'expectedGrade', problem: 'unknownGrade' }], 'testSchoolGradeUnknown');
}

/** Refuses answers the version they were given against would not take (400, each question named). */
async function assertAnswers(db: Db, deps: Pick<Deps, 'catalogues'>, version: string, answers: Answers): Promise<CatalogueVersion> {
  const row = await loadVersion(db, version);
  const content = row.content as CatalogueVersion;
  const index = deps.catalogues.versions.includes(version) ? deps.catalogues.get(version) : indexCatalogue(content);
  const problems = validateAnswers(index, answers, answers).filter((p) => p.problem !== 'answerMissing' && p.problem !== 'evidenceMissing');
  if (problems.length)
    throw badRequest(
      problems.slice(0, 50).map((p) => ({ questionid: p.questionid, field: `answers.${p.questionid}`, problem: p.problem })),
      'testSchoolAnswersInvalid',
    );
  return content;
}

/** Saves a new test school, from answers given or copied from a form the caller may read. */
export async function createTestSchool(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, input: NewTestSchool) {
  return deps.db.transaction(async (tx) => {
    let answers: Answers;
    let totals: SchoolTotals;
    let version: string;
    // Either copied from a form or given here, never both: the copy would silently win.
    if (input.fromForm !== undefined && (input.answers || input.catalogueVersion || input.totals))
      throw badRequest([{ field: 'fromForm', problem: 'notWithAnswers' }], 'invalidRequest');
    if (input.fromForm !== undefined) {
      // 404 for no such form, 403 for a school outside the caller's reach: never its answers.
      const { form } = await loadScopedForm(tx, user, input.fromForm);
      answers = await loadAnswers(tx, form.id);
      totals = (await loadSchoolTotals(tx, form.schoolCode)) ?? {};
      version = form.catalogueVersion;
    } else {
      if (!input.answers || !input.catalogueVersion) throw badRequest([{ field: 'answers', problem: 'required' }], 'testSchoolAnswersMissing');
      answers = input.answers;
      totals = input.totals ?? {};
      version = input.catalogueVersion;
    }
    const content = input.fromForm !== undefined ? await contentOf(tx, version) : await assertAnswers(tx, deps, version, answers);
    assertGrade(content, input.expectedGrade);
    const at = deps.now();
    const [row] = await tx
      .insert(testSchools)
      .values({
        nameEn: input.name.en.trim(),
        nameHi: input.name.hi?.trim() || null,
        description: input.description?.trim() || null,
        descriptionHi: input.descriptionHi?.trim() || null,
        answers,
        totals,
        catalogueVersion: version,
        expectedGrade: input.expectedGrade,
        sourceForm: input.fromForm ?? null,
        createdBy: user.userId,
        createdAt: at,
        updatedBy: user.userId,
        updatedAt: at,
      })
      .returning();
    return { id: row.id, revision: row.revision };
  });
}

/** Locks a test school and refuses (409 recordChanged, naming who and when) a revision older than its own. */
async function lockCurrent(tx: Db, id: number, revision: number): Promise<Row> {
  const [row] = await tx.select().from(testSchools).where(eq(testSchools.id, id)).for('update');
  if (!row) throw notFound();
  if (row.revision !== revision) {
    const [who] = row.updatedBy ? await tx.select({ name: personName }).from(users).where(eq(users.id, row.updatedBy)) : [];
    throw conflict('recordChanged', [{ field: 'revision', problem: 'changedByOther', by: who?.name ?? null, at: row.updatedAt.toISOString(), revision: row.revision }]);
  }
  return row;
}

/** Changes a test school's name, description, expected grade or answers, against the revision the caller read. */
export async function updateTestSchool(deps: Pick<Deps, 'db' | 'catalogues' | 'now'>, user: CurrentUser, id: number, change: TestSchoolChange) {
  return deps.db.transaction(async (tx) => {
    const row = await lockCurrent(tx, id, change.revision);
    const version = change.catalogueVersion ?? row.catalogueVersion;
    const answers = change.answers ?? (row.answers as Answers);
    const content = change.answers || change.catalogueVersion ? await assertAnswers(tx, deps, version, answers) : await contentOf(tx, version);
    const expectedGrade = change.expectedGrade ?? row.expectedGrade;
    assertGrade(content, expectedGrade);
    const at = nextStamp(deps.now(), row.updatedAt);
    const [saved] = await tx
      .update(testSchools)
      .set({
        nameEn: change.name ? change.name.en.trim() : row.nameEn,
        nameHi: change.name ? change.name.hi?.trim() || null : row.nameHi,
        description: change.description !== undefined ? change.description.trim() || null : row.description,
        descriptionHi: change.descriptionHi !== undefined ? change.descriptionHi.trim() || null : row.descriptionHi,
        expectedGrade,
        answers,
        totals: change.totals ?? row.totals,
        catalogueVersion: version,
        updatedBy: user.userId,
        updatedAt: at,
        revision: row.revision + 1,
      })
      .where(eq(testSchools.id, id))
      .returning();
    // Other answers are another school: what was accepted for the old ones no longer speaks for them.
    if (change.answers || change.totals || change.catalogueVersion) await tx.delete(testSchoolAcceptances).where(eq(testSchoolAcceptances.testSchoolId, id));
    return { id, revision: saved.revision };
  });
}

/** Deletes a test school (and its acceptances), against the revision the caller read. */
export async function deleteTestSchool(deps: Pick<Deps, 'db'>, id: number, revision: number) {
  return deps.db.transaction(async (tx) => {
    await lockCurrent(tx, id, revision);
    await tx.delete(testSchools).where(eq(testSchools.id, id));
    return { id };
  });
}

/**
 * Accepts a failing result under a draft with a reason. `grade` is the result the officer saw: if
 * the draft has moved it since, the acceptance would speak for a result nobody looked at (409).
 */
export async function acceptTestSchool(
  deps: Pick<Deps, 'db' | 'catalogues' | 'now'>,
  user: CurrentUser,
  id: number,
  input: { version: string; grade: string | null; reason: string },
) {
  return deps.db.transaction(async (tx) => {
    const [school] = await tx.select().from(testSchools).where(eq(testSchools.id, id)).for('update');
    if (!school) throw notFound();
    const draft = await loadVersion(tx, input.version, true);
    assertDraft(draft);
    const [got] = (await resultsUnder({ db: tx, catalogues: deps.catalogues }, input.version, draft.content as CatalogueVersion, [id])) ?? [];
    if (!got) throw badRequest([{ field: 'version', problem: 'notScorable' }], 'cataloguePublishProblems');
    if (got.result.grade === school.expectedGrade) throw conflict('testSchoolPasses', [{ field: 'grade', problem: 'passes' }]);
    if (got.result.grade !== input.grade) throw conflict('testSchoolResultChanged', [{ field: 'grade', problem: 'resultChanged' }]);
    const values = { grade: got.result.grade, expectedGrade: school.expectedGrade, reason: input.reason.trim(), acceptedBy: user.userId, acceptedAt: deps.now() };
    await tx
      .insert(testSchoolAcceptances)
      .values({ testSchoolId: id, version: input.version, ...values })
      .onConflictDoUpdate({ target: [testSchoolAcceptances.testSchoolId, testSchoolAcceptances.version], set: values });
    return { id, version: input.version, grade: got.result.grade };
  });
}

/** Withdraws the acceptance of a test school's result under a draft (404 when there is none). */
export async function withdrawAcceptance(deps: Pick<Deps, 'db'>, id: number, version: string) {
  return deps.db.transaction(async (tx) => {
    const draft = await loadVersion(tx, version);
    assertDraft(draft);
    const gone = await tx
      .delete(testSchoolAcceptances)
      .where(and(eq(testSchoolAcceptances.testSchoolId, id), eq(testSchoolAcceptances.version, version)))
      .returning({ id: testSchoolAcceptances.id });
    if (!gone.length) throw notFound();
    return { id, version };
  });
}
