import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface VersionView {
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
  nextQuestionId: string;
}
interface HistoryRow {
  id: number;
  target: string;
  action: string;
  before: unknown;
  after: unknown;
}

const questions = (c: CatalogueVersion) => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
const findQuestion = (c: CatalogueVersion, id: string): Question | undefined => questions(c).find((q) => q.id === id);
const placeOf = (c: CatalogueVersion, id: string) => {
  for (const d of c.domains) for (const s of d.subdomains) if (s.questions.some((q) => q.id === id)) return { subdomain: s.id, ids: s.questions.map((q) => q.id) };
  return null;
};

/** Copy, restore, revert, undo and redo in the catalogue editor (issue 28, items 2 and 3), each a line of the history. */
describe.each(testDatabases)('catalogue copy, restore, revert and undo on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dept']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  const open = async (v: string) => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token: token.dept })).body.value;
  const start = async () => (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v4' } })).body.value.version;
  const history = async (v: string, target: string) =>
    (await t.call<HistoryRow[]>('GET', `/v1/catalogue/versions/${v}/history?target=${encodeURIComponent(target)}`, { token: token.dept })).body.value;
  const post = <T = { revision: number }>(path: string, body?: unknown, who = 'dept', lang?: string) => t.call<T>('POST', path, { token: token[who], body, lang });
  const patch = (v: string, body: unknown, who = 'dept') => t.call<{ revision: number }>('PATCH', `/v1/catalogue/drafts/${v}`, { token: token[who], body });

  it('copies a question right after the original under a fresh id never used, its texts marked, conditions on the original left alone', async () => {
    const v = await start();
    const draft = await open(v);
    // A question another question's condition names: the copy must not take that condition over.
    const dependent = questions(draft.catalogue).find((q) => q.showIf)!;
    const original = findQuestion(draft.catalogue, dependent.showIf!.question)!;
    // Retire a question first: its number, the highest so far, must not be given to the copy.
    const newest = draft.nextQuestionId;
    const added = await post<{ questionid: string }>(`/v1/catalogue/drafts/${v}/questions`, { subdomain: 'SD1', question: { ...original, id: undefined, showIf: undefined } });
    expect(added.body.value.questionid).toBe(newest);
    expect((await post(`/v1/catalogue/drafts/${v}/questions/${newest}/retire`)).status).toBe(200);

    const copied = await post<{ questionid: string; revision: number }>(`/v1/catalogue/drafts/${v}/questions/${original.id}/copy`, undefined);
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = copied.body.value.questionid;
    expect(Number(copyId.slice(1))).toBe(Number(newest.slice(1)) + 1);
    const after = await open(v);
    const place = placeOf(after.catalogue, original.id)!;
    expect(place.ids[place.ids.indexOf(original.id) + 1]).toBe(copyId);
    const copy = findQuestion(after.catalogue, copyId)!;
    expect(copy.label.en).toBe(`[Copy of ${original.id}] ${original.label.en}`);
    expect(copy.label.hi).toBe(`[${original.id} की प्रति] ${original.label.hi}`);
    expect({ ...copy, id: original.id, label: original.label }).toEqual(original);
    expect(findQuestion(after.catalogue, dependent.id)!.showIf!.question).toBe(original.id);
    const [row] = await history(v, `question:${copyId}`);
    expect(row).toMatchObject({ id: copied.body.value.revision, action: 'copy', before: null, after: { copyOf: original.id, subdomain: place.subdomain } });
    // The check keeps it from being published until both marks are removed, linking the question.
    type Problem = { questionid: string | null; message: string; kind: string };
    const marks = async () => (await t.call<Problem[]>('GET', `/v1/catalogue/versions/${v}/check`, { token: token.dept })).body.value.filter((p) => p.questionid === copyId);
    expect((await marks()).map((p) => [p.kind, p.message])).toEqual([
      ['rule', `The text (English) of question ${copyId} still starts with "[Copy of ${original.id}]": review it and remove the mark.`],
      ['rule', `The text (Hindi) of question ${copyId} still starts with "[${original.id} की प्रति]": review it and remove the mark.`],
    ]);
    const reviewed = await patch(v, {
      target: `question:${copyId}`,
      revision: copied.body.value.revision,
      changes: [
        { path: ['label', 'en'], from: copy.label.en, to: 'Reviewed English' },
        { path: ['label', 'hi'], from: copy.label.hi, to: 'समीक्षित हिन्दी' },
      ],
    });
    expect(reviewed.status).toBe(200);
    expect(await marks()).toEqual([]);
    // A copy of an unknown question is 404 and leaves nothing behind.
    expect((await post(`/v1/catalogue/drafts/${v}/questions/Q999/copy`)).status).toBe(404);
  });

  it('brings a retired question back to its place; refuses while a question it depends on is gone, naming it', async () => {
    const v = await start();
    const draft = await open(v);
    const all = questions(draft.catalogue);
    const usedBy = (id: string) => all.filter((q) => [q.showIf?.question, q.formula?.numerator, q.formula?.denominator, q.notMoreThan].includes(id));
    // A question with a condition on a question only it depends on, and nothing depending on it.
    const q = all.find((x) => x.showIf && usedBy(x.id).length === 0 && usedBy(x.showIf.question).length === 1)!;
    const needed = q.showIf!.question;
    const before = placeOf(draft.catalogue, q.id)!;

    const retired = await post(`/v1/catalogue/drafts/${v}/questions/${q.id}/retire`);
    expect(retired.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, q.id)).toBeUndefined();
    expect((await post(`/v1/catalogue/drafts/${v}/questions/${needed}/retire`)).status).toBe(200);

    const refused = await post(`/v1/catalogue/drafts/${v}/questions/${q.id}/restore`, undefined, 'dept', 'hi');
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('catalogueRestoreDependencyGone');
    expect(refused.body.errorMessage).toMatch(/पहले उन्हें वापस लाएँ/);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: needed, problem: 'gone' })]);
    expect(findQuestion((await open(v)).catalogue, q.id)).toBeUndefined();

    expect((await post(`/v1/catalogue/drafts/${v}/questions/${needed}/restore`)).status).toBe(200);
    const restored = await post(`/v1/catalogue/drafts/${v}/questions/${q.id}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const now = await open(v);
    expect(findQuestion(now.catalogue, q.id)).toEqual(q);
    expect(placeOf(now.catalogue, q.id)).toEqual(before);
    expect(now.catalogue.retired?.questions ?? []).not.toContain(q.id);
    expect((await history(v, `question:${q.id}`)).map((r) => r.action)).toEqual(['restore', 'retire']);
    // A question that is in the draft, or was never retired in it, has nothing to bring back.
    const again = await post(`/v1/catalogue/drafts/${v}/questions/${q.id}/restore`);
    expect([again.status, again.body.errorCode]).toEqual([409, 'catalogueRestoreNotRetired']);
  });

  it('reverts one part to an earlier line of its history, and refuses after someone else changed it since', async () => {
    const v = await start();
    const draft = await open(v);
    const q = findQuestion(draft.catalogue, 'Q003')!;
    const first = await patch(v, {
      target: 'question:Q003',
      revision: draft.revisions['question:Q003'] ?? 0,
      changes: [{ path: ['label', 'en'], from: q.label.en, to: 'First wording' }],
    });
    const second = await patch(v, {
      target: 'question:Q003',
      revision: first.body.value.revision,
      changes: [{ path: ['label', 'en'], from: 'First wording', to: 'Second wording' }],
    });
    expect(second.status).toBe(200);
    // The officer opens the history (revision = the second change) and picks the first line.
    const reverted = await post<{ revision: number; target: string }>(`/v1/catalogue/drafts/${v}/revert`, {
      change: first.body.value.revision,
      revision: second.body.value.revision,
    });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(findQuestion((await open(v)).catalogue, 'Q003')!.label.en).toBe('First wording');
    const [row] = await history(v, 'question:Q003');
    expect(row).toMatchObject({ id: reverted.body.value.revision, action: 'revert' });
    expect((row.before as Question).label.en).toBe('Second wording');
    expect((row.after as Question).label.en).toBe('First wording');

    // The administrator changes it; the officer's history is now stale.
    const theirs = await patch(
      v,
      { target: 'question:Q003', revision: reverted.body.value.revision, changes: [{ path: ['label', 'en'], from: 'First wording', to: 'Administrator wording' }] },
      'admin',
    );
    expect(theirs.status).toBe(200);
    const stale = await post(`/v1/catalogue/drafts/${v}/revert`, { change: second.body.value.revision, revision: reverted.body.value.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('catalogueEditConflict');
    expect(stale.body.details).toEqual([expect.objectContaining({ field: 'question:Q003', problem: 'changedSince', byYou: false })]);
    expect(findQuestion((await open(v)).catalogue, 'Q003')!.label.en).toBe('Administrator wording');
    // A line without content of the part (a retirement, the draft's start) cannot be reverted to.
    const created = (await history(v, 'version')).find((r) => r.action === 'create')!;
    expect((await post(`/v1/catalogue/drafts/${v}/revert`, { change: created.id, revision: 0 })).status).toBe(400);
  });

  it('undoes and redoes a save, a copy, a move and a retirement, each as a new line, refused when the part changed since', async () => {
    const v = await start();
    const draft = await open(v);
    const q = findQuestion(draft.catalogue, 'Q004')!;
    const undo = (change: number, direction: 'undo' | 'redo', revision: number, who = 'dept') =>
      post<{ revision: number; target: string }>(`/v1/catalogue/drafts/${v}/undo`, { change, direction, revision }, who);

    // A save: undo puts the old text back, redo the new one.
    const saved = await patch(v, {
      target: 'question:Q004',
      revision: draft.revisions['question:Q004'] ?? 0,
      changes: [{ path: ['evidence'], from: q.evidence, to: q.evidence === 'mandatory' ? 'optional' : 'mandatory' }],
    });
    const undone = await undo(saved.body.value.revision, 'undo', saved.body.value.revision);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(findQuestion((await open(v)).catalogue, 'Q004')!.evidence).toBe(q.evidence);
    const redone = await undo(saved.body.value.revision, 'redo', undone.body.value.revision);
    expect(redone.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, 'Q004')!.evidence).not.toBe(q.evidence);
    expect((await history(v, 'question:Q004')).map((r) => r.action).slice(0, 3)).toEqual(['redo', 'undo', 'update']);
    // Someone else changes it: the undo the officer expects is refused, and nothing changes.
    const theirs = await patch(v, { target: 'question:Q004', revision: redone.body.value.revision, changes: [{ path: ['label', 'en'], from: q.label.en, to: 'Theirs' }] }, 'admin');
    expect(theirs.status).toBe(200);
    const refused = await undo(saved.body.value.revision, 'undo', redone.body.value.revision);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'catalogueEditConflict']);
    expect(findQuestion((await open(v)).catalogue, 'Q004')!.label.en).toBe('Theirs');

    // A copy: undo retires the copy (its number stays used), redo brings it back.
    const copied = await post<{ questionid: string; revision: number }>(`/v1/catalogue/drafts/${v}/questions/Q004/copy`);
    const copyId = copied.body.value.questionid;
    const uncopied = await undo(copied.body.value.revision, 'undo', copied.body.value.revision);
    expect(uncopied.status, JSON.stringify(uncopied.body)).toBe(200);
    const gone = await open(v);
    expect(findQuestion(gone.catalogue, copyId)).toBeUndefined();
    expect(Number(gone.nextQuestionId.slice(1))).toBeGreaterThan(Number(copyId.slice(1)));
    const recopied = await undo(copied.body.value.revision, 'redo', uncopied.body.value.revision);
    expect(recopied.status).toBe(200);
    const back = placeOf((await open(v)).catalogue, 'Q004')!;
    expect(back.ids[back.ids.indexOf('Q004') + 1]).toBe(copyId);
    expect((await history(v, `question:${copyId}`)).map((r) => r.action)).toEqual(['restore', 'retire', 'copy']);

    // A move within its subdomain: undo puts it back where it was.
    const start0 = placeOf((await open(v)).catalogue, 'Q004')!;
    const moved = await post(`/v1/catalogue/drafts/${v}/questions/Q004/move`, { subdomain: start0.subdomain, index: 0 });
    expect(moved.status).toBe(200);
    const unmoved = await undo(moved.body.value.revision, 'undo', moved.body.value.revision);
    expect(unmoved.status).toBe(200);
    expect(placeOf((await open(v)).catalogue, 'Q004')).toEqual(start0);

    // A retirement: undo brings the question back, redo retires it again.
    const retired = await post(`/v1/catalogue/drafts/${v}/questions/${copyId}/retire`);
    const unretired = await undo(retired.body.value.revision, 'undo', retired.body.value.revision);
    expect(unretired.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, copyId)).toBeDefined();
    const reretired = await undo(retired.body.value.revision, 'redo', unretired.body.value.revision);
    expect(reretired.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, copyId)).toBeUndefined();

    // A subdomain added, then retired with its question: undo brings both back at its place; undoing the addition retires it.
    const subdomains = (c: CatalogueVersion) => c.domains.find((d) => d.id === 'D1')!.subdomains.map((s) => s.id);
    const newSd = await post<{ subdomainid: string; revision: number }>(`/v1/catalogue/drafts/${v}/subdomains`, { domain: 'D1', name: { en: 'Visitors', hi: 'आगंतुक' } });
    const sdId = newSd.body.value.subdomainid;
    const inSd = await post<{ questionid: string }>(`/v1/catalogue/drafts/${v}/questions`, {
      subdomain: sdId,
      question: { label: { en: 'Visitors register?', hi: 'आगंतुक रजिस्टर?' }, type: 'yesNo', optionGroup: 'yesNo', required: true, evidence: 'none', allowNotApplicable: false },
    });
    const order = subdomains((await open(v)).catalogue);
    const sdRetired = await post(`/v1/catalogue/drafts/${v}/subdomains/${sdId}/retire`);
    expect(sdRetired.status).toBe(200);
    const sdBack = await undo(sdRetired.body.value.revision, 'undo', sdRetired.body.value.revision);
    expect(sdBack.status, JSON.stringify(sdBack.body)).toBe(200);
    const withSd = await open(v);
    expect(subdomains(withSd.catalogue)).toEqual(order);
    expect(findQuestion(withSd.catalogue, inSd.body.value.questionid)).toBeDefined();
    expect(withSd.catalogue.retired?.subdomains ?? []).not.toContain(sdId);
    const sdAgain = await undo(sdRetired.body.value.revision, 'redo', sdBack.body.value.revision);
    expect(sdAgain.status).toBe(200);
    expect(subdomains((await open(v)).catalogue)).not.toContain(sdId);
    expect((await history(v, `subdomain:${sdId}`)).map((r) => r.action)).toEqual(['retire', 'restore', 'retire', 'add']);
  });
});
