import { computeFields, improvementPriorities, naReasonRule, pick, scoreForm, type Answers, type CatalogueIndex, type FormScore, type Lang, type SchoolTotals } from '../../engine';
import { and, desc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { blocks, districts, formHistory, roles, users } from '../db/schema';
import { conflict } from '../http/errors';
import { loadAnswers, loadNaReasons, loadSchoolTotals } from '../form';
import type { Deps } from '../deps';
import { loadScopedForm } from '../auth/scope';
import { readsOneMoment } from '../db/snapshot';
import { changeNoticeShown } from '../catalogue';

/**
 * What makes a score explainable, in one language: the grade scale and the method in plain
 * words, the critical questions and whether one lowered the grade, the Not Applicable answers,
 * and the school's improvement priorities. The report card shows it for an approved form and
 * the reviewers for a form on its way.
 */
export function explainScore(
  index: CatalogueIndex,
  answers: Answers,
  self: FormScore,
  totals: SchoolTotals | undefined,
  lang: Lang,
  naReasons: Readonly<Record<string, string>> = {},
) {
  const grading = index.catalogue.grading;
  const notApplicable = index.order.filter((id) => answers[id] === 'NA');
  const asksReason = naReasonRule(index) !== 'none';
  return {
    score: self.overall,
    grade: self.grade,
    gradeLabel: self.gradeLabel,
    gradeText: self.gradeLabel ? self.gradeLabel[lang] : null,
    gradeScale: grading.bands.map((b) => ({ grade: b.grade, min: b.min, label: pick(b.label, lang) })),
    method: grading.description ? pick(grading.description, lang) : null,
    uncappedGrade: self.uncappedGrade,
    critical: self.critical.map((c) => ({ questionid: c.questionid, label: pick(c.label, lang), percent: c.percent, passed: c.passed, maxGrade: c.maxGrade })),
    notApplicable: notApplicable.map((id) => ({
      questionid: id,
      label: pick(index.questions.get(id)!.question.label, lang),
      computed: index.questions.get(id)!.question.type === 'computedPercentage',
      // Only where the version asks for reasons: elsewhere "no reason given" would read as a fault.
      ...(asksReason && index.questions.get(id)!.question.type !== 'computedPercentage' ? { reason: naReasons[id] ?? null } : {}),
    })),
    priorities: improvementPriorities(index, answers, self, totals).map((p) => ({
      domainId: p.domainId,
      subdomainId: p.subdomainId,
      name: pick(p.name, lang),
      score: p.score,
      nextGrade: p.nextBand?.grade ?? null,
      advice: pick(p.advice, lang),
      questions: p.questions.slice(0, 5).map((q) => ({ questionid: q.questionid, label: pick(q.label, lang), percent: q.percent })),
    })),
  };
}

/** Who approved the report card (the last move to status 9), as a person and a role in the reader's language. */
async function approverOf(db: Db, formId: number, lang: Lang): Promise<{ name: string; role: string } | null> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, role: roles.name, roleHi: roles.nameHi })
    .from(formHistory)
    .innerJoin(users, eq(users.id, formHistory.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(formHistory.formId, formId), eq(formHistory.toStatus, 9)))
    .orderBy(desc(formHistory.id))
    .limit(1);
  return row ? { name: `${row.first} ${row.last}`.trim(), role: lang === 'hi' ? row.roleHi : row.role } : null;
}

/** The district and block of a school, named in the reader's language. */
async function placeOf(db: Db, districtId: number, blockId: number, lang: Lang): Promise<{ district: string; block: string }> {
  const [d] = await db.select().from(districts).where(eq(districts.id, districtId));
  const [b] = await db.select().from(blocks).where(eq(blocks.id, blockId));
  const name = (r: { name: string; nameHi: string } | undefined) => (r ? (lang === 'hi' ? r.nameHi : r.name) : '');
  return { district: name(d), block: name(b) };
}

/**
 * The report card of a form: overall score, grade and domain scores, from the engine, with what
 * makes them explainable (explainScore), and what an official record carries (UDISE code,
 * district and block, the approving authority). Only once the department has approved it (status 9).
 */
export const reportScore = readsOneMoment(async function reportScore(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, accrid: number, lang: Lang) {
  const { form, school, cycle } = await loadScopedForm(deps.db, user, accrid);
  if (form.status !== 9) throw conflict('reportNotReady');
  const index = deps.catalogues.get(form.catalogueVersion);
  const totals = await loadSchoolTotals(deps.db, form.schoolCode);
  const answers = computeFields(index, await loadAnswers(deps.db, form.id, 'self'), totals);
  const self = scoreForm(index, answers, totals);
  const externalAnswers = await loadAnswers(deps.db, form.id, 'external');
  const external = Object.keys(externalAnswers).length ? scoreForm(index, computeFields(index, externalAnswers, totals), totals) : null;
  const explained = explainScore(index, answers, self, totals, lang, await loadNaReasons(deps.db, form.id));
  return {
    accrid: form.id,
    schoolCode: school.schoolCode,
    schoolName: school.name,
    udise: school.udise,
    ...(await placeOf(deps.db, school.districtId, school.blockId, lang)),
    approvedBy: await approverOf(deps.db, form.id, lang),
    cycleName: cycle.name,
    reportCode: form.reportCode,
    accreditedAt: form.accreditedAt,
    score: explained.score,
    grade: explained.grade,
    gradeLabel: explained.gradeLabel,
    gradeText: explained.gradeText,
    externalScore: external?.overall ?? null,
    domains: self.domains.map((d, i) => ({ domainId: d.domainId, name: d.name, weight: d.weight, score: d.score, externalScore: external?.domains[i].score ?? null })),
    catalogueVersion: form.catalogueVersion,
    // Whether the version's change notice has a link: the card shows it without asking for the notice.
    changeNotice: await changeNoticeShown(deps.db, form.catalogueVersion),
    gradeScale: explained.gradeScale,
    method: explained.method,
    uncappedGrade: explained.uncappedGrade,
    critical: explained.critical,
    notApplicable: explained.notApplicable,
    priorities: explained.priorities,
  };
});
