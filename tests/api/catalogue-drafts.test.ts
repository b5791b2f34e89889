import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { routeRegistry } from '../../server/openapi/registry';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface VersionView {
  version: string;
  status: string;
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
  missingHindi: Record<string, number>;
  nextQuestionId: string;
}

const findQuestion = (c: CatalogueVersion, id: string): Question | undefined => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id);

describe.each(testDatabases)('catalogue drafts on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dept', 'sqa', 'dqa', 'head']) token[who] = await t.login(who);
  });
  afterAll(async () => t?.close());

  const open = async (v: string, who = 'dept') => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token: token[who] })).body.value;

  it('refuses every catalogue route to a user without privilege 60, before reading the body', async () => {
    // A published version's change notice is for schools: every signed-in user reads it (a draft's is refused: catalogue-notice.test.ts).
    const forEveryone = new Set(['GET /v1/catalogue/:version/notice', 'GET /v1/catalogue/:version/notice.pdf']);
    const routes = Object.keys(routeRegistry).filter((r) => r.split(' ')[1].startsWith('/v1/catalogue/') && !forEveryone.has(r));
    expect(routes.length).toBeGreaterThanOrEqual(22);
    for (const who of ['sqa', 'dqa', 'head']) {
      for (const route of routes) {
        const [method, path] = route.split(' ');
        const url = path
          .replace(':version', 'v2')
          .replace(':questionid', 'Q001')
          .replace(':subdomainid', 'SD1')
          .replace(':domainid', 'D1')
          .replace(':groupid', 'yesNo')
          .replace(':cycleid', '1');
        const res = await t.app.request(url, {
          method,
          headers: { authorization: `Bearer ${token[who]}`, 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(res.status, `${who} ${route}`).toBe(403);
      }
    }
  });

  it('takes a draft from v4 (the newest in files) through additions, a score change and a retirement to a published v5', async () => {
    const started = await t.call<{ version: string; newestPublished: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v4' } });
    expect(started.status).toBe(201);
    const v = started.body.value.version;
    expect(v).toBe('v5');
    expect(started.body.value.newestPublished).toBe('v4');
    const draft = await open(v);
    expect([draft.status, draft.catalogue.basedOn, draft.nextQuestionId]).toEqual(['draft', 'v4', 'Q227']);

    // A new question in SD1, shown only when Q001's answer is its first option, with evidence for "Yes".
    const q001 = findQuestion(draft.catalogue, 'Q001')!;
    const group = draft.catalogue.optionGroups.find((g) => g.id === q001.optionGroup)!;
    const yes = draft.catalogue.optionGroups.find((g) => g.id === 'yesNo')!.options.find((o) => o.score > 0)!.code;
    const added = await t.call<{ questionid: string; revision: number }>('POST', `/v1/catalogue/drafts/${v}/questions`, {
      token: token.dept,
      body: {
        subdomain: 'SD1',
        question: {
          label: { en: 'Does the school display its fire evacuation plan?', hi: 'क्या विद्यालय अपनी अग्नि निकासी योजना प्रदर्शित करता है?' },
          type: 'yesNo',
          optionGroup: 'yesNo',
          required: true,
          evidence: 'mandatory',
          evidenceFor: [yes],
          allowNotApplicable: false,
          showIf: { question: 'Q001', in: [group.options[0].code] },
        },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.value.questionid).toBe('Q227');

    // A changed option score on a question with its own options.
    const own = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.options && q.type === 'single')!;
    const rescored = { ...own, options: own.options!.map((o, i) => (i === 0 ? { ...o, score: o.score + 1 } : o)) };
    const saved = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/${own.id}`, {
      token: token.dept,
      body: { question: rescored, revision: draft.revisions[`question:${own.id}`] ?? 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // A question others depend on cannot go; one nobody needs can.
    const parent = draft.catalogue.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.showIf)!.showIf!.question;
    const inUse = await t.call('POST', `/v1/catalogue/drafts/${v}/questions/${parent}/retire`, { token: token.dept, lang: 'hi' });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorMessage).toBe('अन्य प्रश्न इस प्रश्न पर निर्भर हैं (शर्त, सूत्र या सीमा)। पहले उन्हें बदलें।');
    expect(inUse.body.details!.length).toBeGreaterThan(0);
    const retired = await t.call('POST', `/v1/catalogue/drafts/${v}/questions/Q226/retire`, { token: token.dept });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);

    const check = await t.call<{ message: string }[]>('GET', `/v1/catalogue/versions/${v}/check`, { token: token.dept });
    expect(check.body.value).toEqual([]);
    const published = await sendAndApprove(t, v);
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const after = await open(v);
    expect(after.status).toBe('published');
    expect(findQuestion(after.catalogue, 'Q227')!.label.hi).toContain('अग्नि');
    expect(findQuestion(after.catalogue, 'Q226')).toBeUndefined();
    expect(after.catalogue.retired?.questions).toContain('Q226');
    expect(findQuestion(after.catalogue, own.id)!.options![0].score).toBe(own.options![0].score + 1);

    // Served at once: new cycles are offered it, preselected.
    const versions = await t.call<{ version: string }[]>('GET', '/v1/cycle/versions', { token: token.dept });
    expect(versions.body.value[0].version).toBe('v5');
    const history = await t.call<{ action: string; target: string; by: string }[]>('GET', `/v1/catalogue/versions/${v}/history`, { token: token.dept });
    expect(history.body.value.map((h) => `${h.action} ${h.target}`)).toEqual([
      'publish version',
      'sendForApproval version',
      'retire question:Q226',
      `update question:${own.id}`,
      'add question:Q227',
      'create version',
    ]);
    expect(history.body.value[0].by).toBeTruthy();

    // Published means frozen, and a retired id is never given again.
    const edit = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q001`, {
      token: token.dept,
      lang: 'hi',
      body: { question: findQuestion(after.catalogue, 'Q001'), revision: 0 },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errorMessage).toBe('यह संस्करण प्रकाशित है और अब बदला नहीं जा सकता। इससे नया प्रारूप शुरू करें।');
    const next = await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: v } });
    expect((await open(next.body.value.version)).nextQuestionId).toBe('Q228');
  });

  it('tells an editor that someone else changed the same question since it was opened', async () => {
    const { version: v } = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v2' } })).body.value;
    const mine = await open(v, 'dept');
    const theirs = await open(v, 'admin');
    const q = findQuestion(mine.catalogue, 'Q005')!;
    const revision = mine.revisions['question:Q005'] ?? 0;
    const first = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q005`, {
      token: token.admin,
      body: { question: { ...q, label: { ...q.label, en: `${q.label.en} (admin)` } }, revision: theirs.revisions['question:Q005'] ?? 0 },
    });
    expect(first.status).toBe(200);
    const second = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q005`, {
      token: token.dept,
      body: { question: { ...q, label: { ...q.label, en: `${q.label.en} (dept)` } }, revision },
    });
    expect(second.status).toBe(409);
    expect(second.body.details![0]).toMatchObject({ field: 'question:Q005', problem: 'changedSince', by: expect.any(String), byYou: false });
    expect(findQuestion((await open(v)).catalogue, 'Q005')!.label.en).toContain('(admin)');
    // Another part is not in conflict; and after seeing the notice the editor may save over it.
    const other = findQuestion(mine.catalogue, 'Q006')!;
    expect(
      (await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q006`, { token: token.dept, body: { question: other, revision: mine.revisions['question:Q006'] ?? 0 } })).status,
    ).toBe(200);
    const forced = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q005`, {
      token: token.dept,
      body: { question: { ...q, label: { ...q.label, en: `${q.label.en} (dept)` } }, revision, overwrite: true },
    });
    expect(forced.status).toBe(200);
    expect(findQuestion((await open(v)).catalogue, 'Q005')!.label.en).toContain('(dept)');
  });

  it('refuses an edit that breaks the format, and a publish while problems remain, changing nothing', async () => {
    // From the newest published version, so only the problems stand in the way.
    const newest = (await t.call<{ version: string; status: string }[]>('GET', '/v1/catalogue/versions', { token: token.dept })).body.value.find(
      (x) => x.status === 'published',
    )!.version;
    const { version: v } = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: newest } })).body.value;
    const bad = await t.call('PUT', `/v1/catalogue/drafts/${v}/questions/Q001`, {
      token: token.dept,
      body: { question: { id: 'Q001', label: { en: 'x', hi: '' }, type: 'rating' }, revision: 0 },
    });
    expect(bad.status).toBe(400);
    const sd = await t.call<{ subdomainid: string }>('POST', `/v1/catalogue/drafts/${v}/subdomains`, {
      token: token.dept,
      body: { domain: 'D1', name: { en: 'Road safety', hi: '' } },
    });
    expect(sd.status).toBe(201);
    const draft = await open(v);
    expect(draft.missingHindi.D1).toBe(1);
    const problems = await t.call<{ subdomainid: string; kind: string; message: string }[]>('GET', `/v1/catalogue/versions/${v}/check`, { token: token.dept, lang: 'hi' });
    const mine = problems.body.value.filter((p) => p.subdomainid === sd.body.value.subdomainid);
    expect(mine.map((p) => p.kind).sort()).toEqual(['hindi', 'rule', 'rule']);
    for (const p of mine) expect(p.message).toMatch(/^[^a-z]*[\u0900-\u097F]/);
    const refused = await sendAndApprove(t, v, { lang: 'hi' });
    expect([refused.step, refused.status]).toEqual(['send', 409]);
    expect(refused.body.errorMessage).toBe('सूची में दी गई समस्याएँ ठीक होने तक प्रारूप अनुमोदन के लिए नहीं भेजा जा सकता।');
    expect((await open(v)).status).toBe('draft');
  });

  it('imports a catalogue file as a new draft, and refuses a broken one whole with its problems listed', async () => {
    const before = (await t.call<{ version: string }[]>('GET', '/v1/catalogue/versions', { token: token.dept })).body.value.length;
    const file = (await (await t.app.request('/v1/catalogue/versions/v1/export', { headers: { authorization: `Bearer ${token.dept}` } })).json()) as CatalogueVersion;
    const broken = structuredClone(file);
    broken.domains[0].subdomains[0].questions[1].showIf = { question: 'Q999', in: ['YES'] };
    const refused = await t.call('POST', '/v1/catalogue/import', { token: token.dept, body: broken });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.details)).toContain('Q999');
    expect((await t.call<unknown[]>('GET', '/v1/catalogue/versions', { token: token.dept })).body.value.length).toBe(before);
    const imported = await t.call<{ version: string }>('POST', '/v1/catalogue/import', { token: token.dept, body: file });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const draft = await open(imported.body.value.version);
    expect([draft.status, draft.catalogue.domains.length]).toEqual(['draft', 7]);
  });
  it('gives translators the texts as a sheet and reads it back: a preview first, then all or nothing, each part in the history', async () => {
    const { version: v } = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v2' } })).body.value;
    const res = await t.app.request(`/v1/catalogue/versions/${v}/texts?format=xlsx`, { headers: { authorization: `Bearer ${token.dept}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const rows = (sheet.getSheetValues() as unknown[][]).slice(2).map((r) => r.slice(1, 5).map((x) => String(x ?? '')));
    const q010 = rows.find((r) => r[0] === 'Q010' && r[1] === 'label')!;
    expect(q010[3]).toMatch(/[\u0900-\u097F]/);
    expect(rows.some((r) => r[0] === 'group:yesNo' && r[1].startsWith('option:'))).toBe(true);
    expect(rows.some((r) => r[0].startsWith('grade:'))).toBe(true);

    // A translator rewrites Q010's Hindi and leaves every other Hindi cell empty (which changes nothing).
    const csvOf = (lines: string[][]) => '\uFEFFid,field,English,हिन्दी\r\n' + lines.map((l) => l.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');
    const edited = rows.map((r) => (r[0] === 'Q010' && r[1] === 'label' ? [r[0], r[1], r[2], 'विद्यालय का नया हिन्दी पाठ'] : [r[0], r[1], r[2], '']));
    const upload = (csv: string, apply: boolean) => {
      const form = new FormData();
      form.set('apply', String(apply));
      form.set('file', new File([csv], 'texts.csv', { type: 'text/csv' }));
      return t.app.request(`/v1/catalogue/drafts/${v}/texts`, { method: 'POST', headers: { authorization: `Bearer ${token.dept}`, 'accept-language': 'hi' }, body: form });
    };
    type Result = {
      value: { changes: { id: string; field: string; lang: string; before: string; after: string }[]; problems: { row: number; problem: string }[]; applied: boolean };
    };
    const preview = (await (await upload(csvOf(edited), false)).json()) as Result;
    expect(preview.value.applied).toBe(false);
    expect(preview.value.changes).toEqual([{ id: 'Q010', field: 'label', lang: 'hi', before: q010[3], after: 'विद्यालय का नया हिन्दी पाठ' }]);
    expect(findQuestion((await open(v)).catalogue, 'Q010')!.label.hi).toBe(q010[3]);

    // A row naming no text of the draft, or Hindi in Latin letters: listed in the preview, and applying is refused with nothing changed.
    const q011 = edited.findIndex((r) => r[0] === 'Q011' && r[1] === 'label');
    const wrong = [...edited.map((r, i) => (i === q011 ? [r[0], r[1], '', 'Vidyalaya'] : r)), ['Q999', 'label', 'Nothing', 'कुछ नहीं'], ['Q010', 'label', '', 'दूसरी बार']];
    const problems = (await (await upload(csvOf(wrong), false)).json()) as Result;
    expect(problems.value.problems.map((p) => [p.row, p.problem])).toEqual([
      [q011 + 2, 'notDevanagari'],
      [rows.length + 2, 'unknownText'],
      [rows.length + 3, 'duplicateRow'],
    ]);
    const refused = await upload(csvOf(wrong), true);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errorMessage: string }).errorMessage).toBe('यह फ़ाइल उपयोग योग्य प्रश्न सूची नहीं है; कुछ नहीं बदला गया।');
    expect(findQuestion((await open(v)).catalogue, 'Q010')!.label.hi).toBe(q010[3]);

    const applied = await upload(csvOf(edited), true);
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as Result).value.applied).toBe(true);
    expect(findQuestion((await open(v)).catalogue, 'Q010')!.label.hi).toBe('विद्यालय का नया हिन्दी पाठ');
    const history = (await t.call<{ target: string; action: string }[]>('GET', `/v1/catalogue/versions/${v}/history`, { token: token.dept })).body.value;
    expect(history[0]).toMatchObject({ target: 'question:Q010', action: 'texts' });

    // A sheet whose first row is not the header: refused, said in the reader's language.
    const noHeader = await upload(csvOf(edited).replace('id,field,English', 'code,what,English'), false);
    expect(noHeader.status).toBe(400);
    expect(((await noHeader.json()) as { details: { problem: string; message: string }[] }).details).toEqual([
      expect.objectContaining({ problem: 'header', message: 'पहली पंक्ति यह होनी चाहिए: id, field, English, हिन्दी' }),
    ]);

    // Not a sheet at all; a published version.
    const junk = new FormData();
    junk.set('apply', 'false');
    junk.set('file', new File([new Uint8Array([1, 2, 3, 4])], 'texts.xlsx'));
    expect((await t.app.request(`/v1/catalogue/drafts/${v}/texts`, { method: 'POST', headers: { authorization: `Bearer ${token.dept}` }, body: junk })).status).toBe(400);
    const published = new FormData();
    published.set('apply', 'false');
    published.set('file', new File([csvOf(edited)], 'texts.csv'));
    expect((await t.app.request('/v1/catalogue/drafts/v1/texts', { method: 'POST', headers: { authorization: `Bearer ${token.dept}` }, body: published })).status).toBe(409);
  });
});
