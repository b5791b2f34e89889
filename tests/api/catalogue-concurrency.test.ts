import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameValue, type CatalogueVersion, type Question } from '../../engine';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface VersionView {
  version: string;
  status: string;
  basedOn: string | null;
  newestPublished: string | null;
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
}
interface Conflict {
  field: string;
  problem: string;
  by: string;
  byYou: boolean;
  at: string;
  fields: string[];
}

const questions = (c: CatalogueVersion) => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
const findQuestion = (c: CatalogueVersion, id: string): Question => questions(c).find((q) => q.id === id)!;

/**
 * Nothing an officer typed into the catalogue editor is lost to another tab, another officer, an
 * older draft base or an older translator sheet (issue 26, items 5 to 7).
 */
describe.each(testDatabases)('catalogue editor concurrency on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dept']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  const open = async (v: string) => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token: token.dept })).body.value;
  const start = async (from: string) =>
    (await t.call<{ version: string; newestPublished: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from } })).body.value;
  const patch = (v: string, body: unknown, who = 'dept', lang?: string) => t.call('PATCH', `/v1/catalogue/drafts/${v}`, { token: token[who], body, lang });

  it('keeps both edits when two tabs of one officer change the English and the Hindi of one question', async () => {
    const { version: v } = await start('v4');
    // Both tabs open the draft at the same moment.
    const tabA = await open(v);
    const tabB = await open(v);
    const q = findQuestion(tabA.catalogue, 'Q005');
    const revision = tabA.revisions['question:Q005'] ?? 0;
    const a = await patch(v, { target: 'question:Q005', revision, changes: [{ path: ['label', 'en'], from: q.label.en, to: 'Tab A English' }] });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    // Tab B is stale: it changed only the Hindi, and sends only that.
    const b = await patch(v, {
      target: 'question:Q005',
      revision: tabB.revisions['question:Q005'] ?? 0,
      changes: [{ path: ['label', 'hi'], from: q.label.hi, to: 'टैब बी का हिन्दी पाठ' }],
    });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const now = findQuestion((await open(v)).catalogue, 'Q005');
    expect(now.label).toEqual({ en: 'Tab A English', hi: 'टैब बी का हिन्दी पाठ' });
    // Every other field of the question is as it was.
    expect({ ...now, label: q.label }).toEqual(q);

    // The same stale tab saving its whole copy (the old way) is refused, though the newer change was its own officer's.
    const whole = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q005`, {
      token: token.dept,
      body: { question: { ...q, label: { ...q.label, hi: 'पुरानी प्रति' } }, revision: tabB.revisions['question:Q005'] ?? 0 },
    });
    expect(whole.status).toBe(409);
    expect((whole.body.details as unknown as Conflict[])[0]).toMatchObject({ problem: 'changedSince', byYou: true });
    expect(findQuestion((await open(v)).catalogue, 'Q005').label.en).toBe('Tab A English');
  });

  it('refuses an edit of a field changed since its revision, whoever changed it, naming who and when; overwrite saves it', async () => {
    const { version: v } = await start('v4');
    const stale = await open(v);
    const q = findQuestion(stale.catalogue, 'Q006');
    const revision = stale.revisions['question:Q006'] ?? 0;
    // The same officer in another tab, then another officer, change the English first.
    for (const [who, text, byYou] of [
      ['dept', 'Changed in another tab', true],
      ['admin', 'Changed by the administrator', false],
    ] as const) {
      const fresh = await open(v);
      const current = findQuestion(fresh.catalogue, 'Q006');
      const first = await patch(
        v,
        { target: 'question:Q006', revision: fresh.revisions['question:Q006'] ?? 0, changes: [{ path: ['label', 'en'], from: current.label.en, to: text }] },
        who,
      );
      expect(first.status).toBe(200);
      const before = Date.now();
      const mine = await patch(v, { target: 'question:Q006', revision, changes: [{ path: ['label', 'en'], from: q.label.en, to: 'My stale English' }] }, 'dept', 'hi');
      expect(mine.status).toBe(409);
      expect(mine.body.errorMessage).toBe('आपके खोलने के बाद प्रारूप का यह भाग बदल दिया गया है (किसी और ने, या आपने किसी दूसरे टैब में)।');
      const detail = (mine.body.details as unknown as Conflict[])[0];
      expect(detail).toMatchObject({ field: 'question:Q006', problem: 'changedSince', byYou, fields: ['label.en'] });
      expect(detail.by).toMatch(/\S/);
      expect(Math.abs(new Date(detail.at).getTime() - before)).toBeLessThan(60_000);
      expect(findQuestion((await open(v)).catalogue, 'Q006').label.en).toBe(text);
    }
    // After being told, the officer keeps theirs.
    const forced = await patch(v, { target: 'question:Q006', revision, overwrite: true, changes: [{ path: ['label', 'en'], from: q.label.en, to: 'My stale English' }] });
    expect(forced.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, 'Q006').label.en).toBe('My stale English');
    // A change may not rename the part or reach outside its own fields.
    expect((await patch(v, { target: 'question:Q006', revision: 0, overwrite: true, changes: [{ path: ['id'], to: 'Q999' }] })).status).toBe(400);
    expect((await patch(v, { target: 'subdomain:SD1', revision: 0, changes: [{ path: ['questions'], to: [] }] })).status).toBe(400);
    expect((await patch(v, { target: 'question:Q999', revision: 0, changes: [{ path: ['label', 'en'], to: 'x' }] })).status).toBe(404);
  });

  it("comes back with an older sheet's changed cells as conflicts, writes only the rest, and the chosen ones on request", async () => {
    const { version: v } = await start('v4');
    const res = await t.app.request(`/v1/catalogue/versions/${v}/texts?format=xlsx`, { headers: { authorization: `Bearer ${token.dept}` } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    // After the sheet was made, the draft's Hindi of Q010 and Q012 changes.
    const draft = await open(v);
    for (const id of ['Q010', 'Q012']) {
      const q = findQuestion(draft.catalogue, id);
      expect(
        (
          await patch(v, {
            target: `question:${id}`,
            revision: draft.revisions[`question:${id}`] ?? 0,
            changes: [{ path: ['label', 'hi'], from: q.label.hi, to: `नया पाठ ${id}` }],
          })
        ).status,
      ).toBe(200);
    }
    // The translator writes Q010's and Q011's Hindi; Q012's cell is as the sheet had it (older than the draft).
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(String(sheet.getRow(1).getCell(5).value)).toMatch(/^v\d+, revision \d+$/);
    sheet.eachRow((row) => {
      if (row.getCell(2).value !== 'label') return;
      if (row.getCell(1).value === 'Q010') row.getCell(4).value = 'अनुवादक का पाठ Q010';
      if (row.getCell(1).value === 'Q011') row.getCell(4).value = 'अनुवादक का पाठ Q011';
    });
    const sheetBytes = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
    const upload = async (apply: boolean, take: string[] = []) => {
      const form = new FormData();
      form.set('apply', String(apply));
      for (const k of take) form.append('take', k);
      form.set('file', new File([sheetBytes], 'texts.xlsx'));
      const r = await t.app.request(`/v1/catalogue/drafts/${v}/texts`, { method: 'POST', headers: { authorization: `Bearer ${token.dept}` }, body: form });
      expect(r.status).toBe(200);
      return (
        (await r.json()) as {
          value: { applied: boolean; changes: { id: string }[]; conflicts: { id: string; field: string; lang: string; draft: string; sheet: string; by: string; at: string }[] };
        }
      ).value;
    };
    const preview = await upload(false);
    expect(preview.changes.map((c) => c.id)).toEqual(['Q011']);
    expect(preview.conflicts.map((c) => [c.id, c.field, c.lang, c.draft])).toEqual([
      ['Q010', 'label', 'hi', 'नया पाठ Q010'],
      ['Q012', 'label', 'hi', 'नया पाठ Q012'],
    ]);
    expect(preview.conflicts[0]).toMatchObject({ sheet: 'अनुवादक का पाठ Q010', by: expect.stringMatching(/\S/), at: expect.any(String) });

    const applied = await upload(true);
    expect(applied.applied).toBe(true);
    let now = (await open(v)).catalogue;
    expect([findQuestion(now, 'Q010').label.hi, findQuestion(now, 'Q011').label.hi, findQuestion(now, 'Q012').label.hi]).toEqual([
      'नया पाठ Q010',
      'अनुवादक का पाठ Q011',
      'नया पाठ Q012',
    ]);
    // The officer decides Q010 for the translator; Q012 keeps the draft's newer text.
    await upload(true, ['Q010|label|hi']);
    now = (await open(v)).catalogue;
    expect([findQuestion(now, 'Q010').label.hi, findQuestion(now, 'Q012').label.hi]).toEqual(['अनुवादक का पाठ Q010', 'नया पाठ Q012']);
  });

  it('refuses to publish a draft based on an older version than the newest, in both languages, and publishes it once rebased with a choice per part', async () => {
    const started = await start('v2');
    const v = started.version;
    expect(started.newestPublished).toBe('v4');
    const draft = await open(v);
    expect([draft.basedOn, draft.newestPublished]).toEqual(['v2', 'v4']);
    const v2 = draft.catalogue;
    const v4 = (await open('v4')).catalogue;
    // A question v4 changed from v2, which the draft changes too; one neither changed, which the draft changes; one only v4 changed.
    const both = questions(v2).find((q) => !sameValue(q, findQuestion(v4, q.id)))!;
    const onlyV4 = questions(v2).find((q) => q.id !== both.id && !sameValue(q, findQuestion(v4, q.id)))!;
    const onlyDraft = questions(v2).find((q) => sameValue(q, findQuestion(v4, q.id)))!;
    for (const q of [both, onlyDraft]) {
      const r = await patch(v, {
        target: `question:${q.id}`,
        revision: draft.revisions[`question:${q.id}`] ?? 0,
        changes: [{ path: ['label', 'en'], from: q.label.en, to: `Draft's ${q.id}` }],
      });
      expect(r.status).toBe(200);
    }

    for (const [lang, text] of [
      ['en', 'This draft was started from an older version than the newest published one. Bring in the newest version’s changes first, so publishing does not undo them.'],
      ['hi', 'यह प्रारूप नवीनतम प्रकाशित संस्करण से पुराने संस्करण से शुरू किया गया था। पहले नवीनतम संस्करण के परिवर्तन इसमें लाएँ, ताकि प्रकाशित करने पर वे मिट न जाएँ।'],
    ]) {
      const refused = await sendAndApprove(t, v, { lang });
      expect([refused.step, refused.status]).toEqual(['send', 409]);
      expect(refused.body.errorMessage).toBe(text);
      expect(refused.body.details).toEqual([{ field: 'basedOn', problem: 'notNewest', basedOn: 'v2', newest: 'v4' }]);
    }
    expect((await open(v)).status).toBe('draft');

    const preview = (
      await t.call<{ basedOn: string; newest: string; conflicts: { target: string; base: Question; draft: Question; newest: Question }[]; fromNewest: number }>(
        'GET',
        `/v1/catalogue/versions/${v}/rebase`,
        { token: token.dept },
      )
    ).body.value;
    expect([preview.basedOn, preview.newest]).toEqual(['v2', 'v4']);
    expect(preview.conflicts.map((c) => c.target)).toContain(`question:${both.id}`);
    expect(preview.conflicts.map((c) => c.target)).not.toContain(`question:${onlyDraft.id}`);
    const conflict = preview.conflicts.find((c) => c.target === `question:${both.id}`)!;
    expect([conflict.draft.label.en, conflict.newest]).toEqual([`Draft's ${both.id}`, findQuestion(v4, both.id)]);
    expect(preview.fromNewest).toBeGreaterThan(0);

    // Every part changed in both needs a choice.
    const unchosen = await t.call('POST', `/v1/catalogue/drafts/${v}/rebase`, { token: token.dept, body: { onto: 'v4', choices: [] }, lang: 'hi' });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.details).toContainEqual({ field: `question:${both.id}`, problem: 'choiceMissing' });
    expect((await open(v)).basedOn).toBe('v2');
    // Onto an older version than the newest: refused.
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/rebase`, { token: token.dept, body: { onto: 'v3', choices: [] } })).status).toBe(409);

    const choices = preview.conflicts.map((c) => ({ target: c.target, take: c.target === `question:${both.id}` ? 'draft' : 'newest' }));
    const rebased = await t.call('POST', `/v1/catalogue/drafts/${v}/rebase`, { token: token.dept, body: { onto: 'v4', choices } });
    expect(rebased.status, JSON.stringify(rebased.body)).toBe(200);
    const after = await open(v);
    expect(after.basedOn).toBe('v4');
    expect(findQuestion(after.catalogue, both.id).label.en).toBe(`Draft's ${both.id}`);
    expect(findQuestion(after.catalogue, onlyDraft.id).label.en).toBe(`Draft's ${onlyDraft.id}`);
    expect(findQuestion(after.catalogue, onlyV4.id)).toEqual(findQuestion(v4, onlyV4.id));
    expect(after.catalogue.grading).toEqual(v4.grading);
    const history = (await t.call<{ action: string; target: string }[]>('GET', `/v1/catalogue/versions/${v}/history`, { token: token.dept })).body.value;
    expect(history[0]).toMatchObject({ action: 'rebaseOnto', target: 'version' });
    expect(history.some((h) => h.action === 'rebase' && h.target === `question:${onlyV4.id}`)).toBe(true);

    // The draft changed two English texts and not their Hindi: publishing them is a choice made knowingly.
    const published = await sendAndApprove(t, v, { body: { evenWithHindiToRecheck: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // The draft started from v4 in an earlier test is now behind the version just published.
    expect((await open('v5')).newestPublished).toBe(v);
  });
});
