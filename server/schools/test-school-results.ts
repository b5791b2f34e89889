import { eq, inArray, sql } from 'drizzle-orm';
import { indexCatalogue, migrateAnswers, type Answers, type CatalogueIndex, type CatalogueVersion, type SchoolTotals } from '../../engine';
import type { Db } from '../db/client';
import { catalogueVersions, testSchoolAcceptances, testSchools, users } from '../db/schema';
import { AppError } from '../http/errors';
import type { LocalizedProblem } from '../catalogue';
import type { Deps } from '../deps';
import { approvalOf } from '../report';

type Lang = 'en' | 'hi';
// Not catalogue-drafts' own: that module calls into this one, and a cycle of imports is fragile.
const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
type SchoolRow = typeof testSchools.$inferSelect;

/** An acceptance of a failing result, as the panel and the check show it. */
export interface AcceptanceView {
  grade: string | null;
  expectedGrade: string;
  reason: string;
  by: string | null;
  at: string;
  /** Whether it still holds: the draft still gives the grade it was accepted at. */
  holds: boolean;
}

/** What a test school gets under one version. */
export interface TestSchoolResult {
  grade: string | null;
  score: number | null;
  /** pass: the expected grade; accepted: another grade, accepted with a reason; fail: another grade, not accepted. */
  state: 'pass' | 'fail' | 'accepted';
  /** Answers the version does not take (question gone or answer no longer valid), so the officer sees why a grade moved. */
  answersDropped: number;
  acceptance: AcceptanceView | null;
}

/**
 * Indexes of the versions test schools' answers were given against: published ones from memory, a
 * draft (or discarded draft, whose content stays) from its row, once per call.
 */
function indexer(db: Db, catalogues: Deps['catalogues'], under: { version: string; index: CatalogueIndex }) {
  const seen = new Map<string, CatalogueIndex>([[under.version, under.index]]);
  return async (version: string): Promise<CatalogueIndex> => {
    const known = seen.get(version) ?? (catalogues.versions.includes(version) ? catalogues.get(version) : undefined);
    if (known) return known;
    const [row] = await db.select({ content: catalogueVersions.content }).from(catalogueVersions).where(eq(catalogueVersions.version, version));
    const index = indexCatalogue(row.content as CatalogueVersion);
    seen.set(version, index);
    return index;
  };
}

/**
 * The grade and overall score of answers given against `from`, carried to `to` (the engine's
 * migrateAnswers, as a cycle's move does) and scored as the report card scores an approved form.
 */
export function gradeUnder(from: CatalogueIndex, to: CatalogueIndex, answers: Answers, totals: SchoolTotals): { grade: string | null; score: number | null; dropped: number } {
  const moved = from === to ? { carried: answers, dropped: [], invalidated: [] } : migrateAnswers(from, to, answers);
  // approvalOf is the report card's own scoring; the form fields it names go unused here.
  const { card } = approvalOf(to, moved.carried, {}, { cycleId: 0, schoolCode: 'test' }, new Date(0), totals);
  return { grade: card.grade, score: card.selfScore, dropped: moved.dropped.length + moved.invalidated.length };
}

/** Every test school (oldest first) with its result under a version's content; null when the content cannot be indexed (the check says why). */
export async function resultsUnder(
  deps: Pick<Deps, 'db' | 'catalogues'>,
  version: string,
  content: CatalogueVersion,
  ids?: number[],
): Promise<{ school: SchoolRow; result: TestSchoolResult }[] | null> {
  let index: CatalogueIndex;
  try {
    index = indexCatalogue(content);
  } catch {
    return null;
  }
  const schools = await deps.db
    .select()
    .from(testSchools)
    .where(ids ? inArray(testSchools.id, ids) : undefined)
    .orderBy(testSchools.id);
  if (!schools.length) return [];
  const accepted = await deps.db
    .select({ a: testSchoolAcceptances, by: personName })
    .from(testSchoolAcceptances)
    .leftJoin(users, eq(users.id, testSchoolAcceptances.acceptedBy))
    .where(eq(testSchoolAcceptances.version, version));
  const indexOf = indexer(deps.db, deps.catalogues, { version, index });
  const out: { school: SchoolRow; result: TestSchoolResult }[] = [];
  for (const school of schools) {
    const got = gradeUnder(await indexOf(school.catalogueVersion), index, school.answers as Answers, school.totals as SchoolTotals);
    const row = accepted.find((x) => x.a.testSchoolId === school.id);
    const acceptance = row
      ? {
          grade: row.a.grade,
          expectedGrade: row.a.expectedGrade,
          reason: row.a.reason,
          by: row.by,
          at: row.a.acceptedAt.toISOString(),
          // A changed result (or a changed expectation) needs a new look: the acceptance lapses.
          holds: row.a.grade === got.grade && row.a.expectedGrade === school.expectedGrade,
        }
      : null;
    const state = got.grade === school.expectedGrade ? 'pass' : acceptance?.holds ? 'accepted' : 'fail';
    out.push({ school, result: { grade: got.grade, score: got.score, state, answersDropped: got.dropped, acceptance } });
  }
  return out;
}

export const schoolName = (s: Pick<SchoolRow, 'nameEn' | 'nameHi'>, lang: Lang): string => (lang === 'hi' && s.nameHi ? s.nameHi : s.nameEn);

const failText = (name: string, expected: string, got: string | null, lang: Lang): string =>
  lang === 'hi'
    ? `परीक्षण विद्यालय '${name}' को ग्रेड ${expected} मिलना चाहिए, इस प्रारूप में ${got ?? '–'} मिलता है`
    : `Test school '${name}' should be ${expected}, gets ${got ?? '–'} under this draft`;

/**
 * The check's lines for test schools: each failing one not accepted stops publishing (a 'rule'),
 * each accepted one is a warning with its reason. Path `testSchools[id]` names the school.
 */
export async function testSchoolProblems(deps: Pick<Deps, 'db' | 'catalogues'>, version: string, content: CatalogueVersion, lang: Lang): Promise<LocalizedProblem[]> {
  const results = await resultsUnder(deps, version, content);
  if (!results) return [];
  return results
    .filter((r) => r.result.state !== 'pass')
    .map(({ school, result }) => {
      const base = failText(schoolName(school, lang), school.expectedGrade, result.grade, lang);
      const a = result.acceptance;
      const message =
        result.state === 'accepted' && a ? (lang === 'hi' ? `${base}; ${a.by ?? '–'} ने स्वीकार किया: ${a.reason}` : `${base}; accepted by ${a.by ?? '–'}: ${a.reason}`) : `${base}.`;
      return { path: `testSchools[${school.id}]`, message, questionid: null, subdomainid: null, domainid: null, kind: result.state === 'accepted' ? 'warning' : 'rule' };
    });
}

/**
 * Refuses publishing (409 catalogueTestSchoolsFail, the message naming each school) while a test
 * school fails under the draft and is not accepted. Called inside publish's transaction, on the
 * locked draft, so what is checked is what is published.
 */
export async function refuseFailingTestSchools(deps: Pick<Deps, 'db' | 'catalogues'>, version: string, content: CatalogueVersion, lang: Lang): Promise<void> {
  const results = await resultsUnder(deps, version, content);
  const failing = (results ?? []).filter((r) => r.result.state === 'fail');
  if (!failing.length) return;
  const lines = (l: Lang) => failing.map((r) => failText(schoolName(r.school, l), r.school.expectedGrade, r.result.grade, l)).join('; ');
  throw new AppError(
    409,
    'catalogueTestSchoolsFail',
    failing.map((r) => ({
      field: `testSchools[${r.school.id}]`,
      problem: 'testSchoolFails',
      name: schoolName(r.school, lang),
      message: failText(schoolName(r.school, lang), r.school.expectedGrade, r.result.grade, lang),
    })),
    'catalogueTestSchoolsFail',
    {
      en: `Test schools fail under this draft: ${lines('en')}. Change the draft, or accept each result with a reason.`,
      hi: `इस प्रारूप में परीक्षण विद्यालय विफल हैं: ${lines('hi')}। प्रारूप बदलें, या हर परिणाम को कारण सहित स्वीकार करें।`,
    },
  );
}
