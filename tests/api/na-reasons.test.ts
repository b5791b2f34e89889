import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, evidenceNeeded, isVisible, schoolTotals, type Answers, type CatalogueIndex } from '../../engine';
import { forms, questionDocuments } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { storeAnswers } from '../../server/form/answers-store';
import { fillAnswers, fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Missing = { questionid: string; domainId: string }[];
type Validate = { complete: boolean; missingAnswers: Missing; missingEvidence: Missing; missingNaReasons: Missing };
type Domain = { domainId: string; missing: { answers: number; evidence: number; reasons: number } };
type FormJson = { answers: Answers; naReasons: Record<string, string>; naReason: string };
type Summary = { score: { notApplicable: { questionid: string; computed: boolean; reason?: string | null }[] } };

/** A question the school may answer Not Applicable, shown without a condition and asked of the school. */
function notApplicableQuestion(index: CatalogueIndex): string {
  return index.order.find((id) => {
    const q = index.questions.get(id)!.question;
    return q.allowNotApplicable && q.type !== 'computedPercentage' && !q.fromSchoolInfo && !q.showIf && !q.critical;
  })!;
}

/**
 * Catalogue v4 asks a school why it answers Not Applicable: the reason travels with the answer,
 * is kept only while the answer stays Not Applicable, blocks submit while missing, and reaches
 * the reviewers beside the score.
 */
describe.each(testDatabases)('Not Applicable reasons on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid = 0;
  let index: CatalogueIndex;
  let naQ = '';
  let domainId = '';
  let otherQ = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['head', 'dqa']) token[who] = await t.login(who);
    index = t.deps.catalogues.get('v4');
    expect(index.catalogue.grading.notApplicableReason).toBe('required');
    const [form] = await t.deps.db
      .update(forms)
      .set({ catalogueVersion: 'v4', status: 2, machineState: null })
      .where(eq(forms.schoolCode, DEMO_SCHOOL))
      .returning({ id: forms.id });
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: token.head, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    const info = fillSchoolInfo(schema);
    expect((await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info } })).status).toBe(200);

    // Everything answered and every needed file attached, but one question Not Applicable.
    naQ = notApplicableQuestion(index);
    domainId = index.questions.get(naQ)!.domain.id;
    const answers: Answers = { ...fillAnswers(index), [naQ]: 'NA' };
    otherQ = index.order.find((id) => id !== naQ && index.questions.get(id)!.question.type === 'yesNo' && isVisible(index, id, answers))!;
    await t.deps.db.transaction((tx) => storeAnswers(tx, accrid, 'self', answers, 1, new Date()));
    const all = computeFields(index, answers, schoolTotals(info));
    const needing = index.order.filter((id) => isVisible(index, id, all) && evidenceNeeded(index.questions.get(id)!.question, all[id]));
    if (needing.length) {
      await t.deps.db
        .insert(questionDocuments)
        .values(needing.map((q) => ({ formId: accrid, questionId: q, fileName: `${q}.pdf`, contentType: 'application/pdf', size: 10, sha256: 'x', storageKey: `test/${q}` })));
    }
  });
  afterAll(async () => t?.close());

  const validate = async () => (await t.call<Validate>('POST', '/v1/form/domain/details/validate', { token: token.head, body: { accrid } })).body.value;
  const save = (answers: Record<string, unknown>[], lang?: string) => t.call('POST', '/v1/form/answers', { token: token.head, body: { accrid, answers }, lang });
  const domainJson = async () => (await t.call<FormJson>('POST', '/v1/form/json', { token: token.head, body: { accrid, domainId } })).body.value;

  it('lists a Not Applicable without its reason as the one thing missing, on the home counts and in the submit', async () => {
    const v = await validate();
    expect(v.missingAnswers).toEqual([]);
    expect(v.missingEvidence).toEqual([]);
    expect(v.missingNaReasons).toEqual([{ questionid: naQ, domainId }]);
    expect(v.complete).toBe(false);
    const domains = (await t.call<Domain[]>('GET', `/v1/form/${accrid}/domain`, { token: token.head })).body.value;
    expect(domains.find((d) => d.domainId === domainId)!.missing).toEqual({ answers: 0, evidence: 0, reasons: 1 });
    expect(domains.filter((d) => d.domainId !== domainId).every((d) => d.missing.reasons === 0)).toBe(true);

    const refused = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: token.head, body: { accrid, consent: true }, lang: 'hi' });
    expect(refused.status).toBe(422);
    expect(refused.body.errorMessage).toBe('कृपया हर "लागू नहीं" उत्तर का कारण लिखें');
    expect(refused.body.details).toEqual([expect.objectContaining({ questionid: naQ, problem: 'naReasonMissing' })]);
    const [form] = await t.deps.db.select({ status: forms.status }).from(forms).where(eq(forms.id, accrid));
    expect(form.status).toBe(2);
  });

  it('refuses a reason on an answer that is not Not Applicable, and from the external evaluation, changing nothing', async () => {
    const res = await save([{ questionid: otherQ, value: 'YN2', reason: 'because' }], 'hi');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('कारण केवल "लागू नहीं" उत्तर के साथ दिया जा सकता है');
    expect(res.body.details).toEqual([expect.objectContaining({ questionid: otherQ, problem: 'naReasonNotTaken' })]);
    const external = await t.call('POST', '/v1/form/answers', { token: token.dqa, body: { accrid, kind: 'external', answers: [{ questionid: naQ, value: 'NA', reason: 'x' }] } });
    expect(external.status).toBe(400);
    expect((await domainJson()).answers[otherQ]).not.toBe('YN2');
  });

  it('keeps a reason with its answer, trimmed, through a save without one, and drops it when the answer changes', async () => {
    expect((await save([{ questionid: naQ, value: 'NA', reason: '  No kitchen: meals come from the cluster school  ' }])).status).toBe(200);
    let json = await domainJson();
    expect(json.naReason).toBe('required');
    expect(json.naReasons).toEqual({ [naQ]: 'No kitchen: meals come from the cluster school' });
    expect((await save([{ questionid: naQ, value: 'NA' }])).status).toBe(200);
    expect((await domainJson()).naReasons[naQ]).toBe('No kitchen: meals come from the cluster school');
    expect((await validate()).complete).toBe(true);

    const option = index.questions.get(naQ)!.options[0].code;
    expect((await save([{ questionid: naQ, value: option }])).status).toBe(200);
    expect((await save([{ questionid: naQ, value: 'NA' }])).status).toBe(200);
    json = await domainJson();
    expect(json.naReasons).toEqual({});
    expect((await validate()).missingNaReasons).toEqual([{ questionid: naQ, domainId }]);
    // An emptied reason is no reason.
    expect((await save([{ questionid: naQ, value: 'NA', reason: 'x' }])).status).toBe(200);
    expect((await save([{ questionid: naQ, value: 'NA', reason: '   ' }])).status).toBe(200);
    expect((await domainJson()).naReasons).toEqual({});
  });

  it('submits once the reason is given, and shows it to the district reviewer with the score', async () => {
    expect((await save([{ questionid: naQ, value: 'NA', reason: 'No kitchen: meals come from the cluster school' }])).status).toBe(200);
    const sh = await t.call<{ status: number }>('POST', '/v1/workflow/form/sh/status/submit', { token: token.head, body: { accrid, consent: true } });
    expect(sh.status, JSON.stringify(sh.body)).toBe(200);
    expect(sh.body.value.status).toBe(3);
    const summary = await t.call<Summary>('GET', `/v1/form/${accrid}/review-summary`, { token: token.dqa });
    expect(summary.body.value.score.notApplicable).toContainEqual(
      expect.objectContaining({ questionid: naQ, computed: false, reason: 'No kitchen: meals come from the cluster school' }),
    );
    const reviewerJson = await t.call<FormJson>('POST', '/v1/form/json', { token: token.dqa, body: { accrid, domainId } });
    expect(reviewerJson.body.value.naReasons[naQ]).toBe('No kitchen: meals come from the cluster school');
  });
});
