import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion, Question } from '../../engine';
import { pdfText, squeeze } from '../support/pdf-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface Item {
  target: string;
  questionid: string;
  domainId: string;
  subdomainId: string;
  subdomainName: string;
  label: string;
  texts: { field: string; before: string; after: string }[];
  lines: string[];
  first: boolean;
}
interface Reason {
  en: string;
  hi: string;
  updatedAt: string;
  updatedBy: string | null;
}
interface Notice {
  version: string;
  status: string;
  from: string | null;
  orderNumber: string | null;
  approvedBy: string | null;
  editable: boolean;
  nothingChanged: boolean;
  sections: { section: string; title: string; items: Item[] }[];
  reasons: Record<string, Reason>;
  needsHindi: string[];
}
interface VersionView {
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
}

const questions = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));
const section = (n: Notice, s: string) => n.sections.find((x) => x.section === s)?.items ?? [];

/**
 * The change notice for schools (issue 27, item 3): generated from the diff, with the officers'
 * reason per item, as JSON and as a PDF in both languages; a draft's notice is for the department,
 * a published one for every signed-in user.
 */
describe.each(testDatabases)('change notice on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let v = '';
  let added = '';
  let retired = '';
  const reworded = 'Q005';
  // Q017 moves to another subdomain of its domain, Q005 (also reworded) to another domain; Q001 only
  // shifts down one place in SD1, under the question added at its top.
  const movedInDomain = 'Q017';
  const shifted = 'Q001';
  const hindiLabel = 'क्या कक्षा-कक्ष में पंखे चालू हैं?';

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dept', 'admin', 'head']) token[who] = await t.login(who);
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v4' } })).body.value.version;
    const draft = (await t.call<VersionView>('GET', `/v1/catalogue/versions/${v}`, { token: token.dept })).body.value;
    const add = await t.call<{ questionid: string }>('POST', `/v1/catalogue/drafts/${v}/questions`, {
      token: token.dept,
      body: {
        subdomain: 'SD1',
        index: 0,
        question: {
          label: { en: 'Are the fans in every classroom working?', hi: hindiLabel },
          type: 'yesNo',
          optionGroup: 'yesNo',
          required: true,
          evidence: 'none',
          allowNotApplicable: false,
        },
      },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    added = add.body.value.questionid;
    const q5 = questions(draft.catalogue).find((q) => q.id === reworded)!;
    const patched = await t.call('PATCH', `/v1/catalogue/drafts/${v}`, {
      token: token.dept,
      body: { target: `question:${reworded}`, revision: 0, changes: [{ path: ['label', 'en'], from: q5.label.en, to: 'Does the school keep a complete admission register?' }] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // A question nothing depends on, so retiring it is allowed.
    const all = questions(draft.catalogue);
    const free = all.find((q) => q.id !== reworded && !all.some((x) => [x.showIf?.question, x.formula?.numerator, x.formula?.denominator, x.notMoreThan].includes(q.id)))!;
    retired = free.id;
    expect((await t.call('POST', `/v1/catalogue/drafts/${v}/questions/${retired}/retire`, { token: token.dept })).status).toBe(200);
    for (const [id, to] of [
      [movedInDomain, 'SD6'],
      [reworded, 'SD11'],
    ]) {
      const moved = await t.call('POST', `/v1/catalogue/drafts/${v}/questions/${id}/move`, { token: token.dept, body: { subdomain: to, index: 1000 } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  const notice = async (who: string, version = v, lang = 'en') => t.call<Notice>('GET', `/v1/catalogue/${version}/notice?lang=${lang}`, { token: token[who] });
  const saveReason = (body: Record<string, unknown>, who = 'dept') => t.call<Reason & { target: string }>('PUT', `/v1/catalogue/${v}/notice/reason`, { token: token[who], body });
  const pdf = async (who: string, lang: string, version = v) => {
    const res = await t.app.request(`/v1/catalogue/${version}/notice.pdf?lang=${lang}`, { headers: { authorization: `Bearer ${token[who]}` } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("lists a draft's added, reworded and retired questions with the reasons officers give", async () => {
    const first = (await notice('dept')).body.value;
    expect(first).toMatchObject({ version: v, status: 'draft', from: 'v4', orderNumber: null, approvedBy: null, editable: true, nothingChanged: false });
    expect(section(first, 'added').map((i) => i.questionid)).toEqual([added]);
    expect(section(first, 'retired').map((i) => i.questionid)).toEqual([retired]);
    const rew = section(first, 'reworded').find((i) => i.questionid === reworded)!;
    expect(rew.texts).toEqual([{ field: 'label', before: expect.any(String), after: 'Does the school keep a complete admission register?' }]);
    expect(rew.domainId).toMatch(/^D\d/);

    const a = await saveReason({ target: `question:${added}`, en: 'Classrooms get hot in summer', hi: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं', base: null });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect((await saveReason({ target: `question:${reworded}`, en: 'The register must be complete', hi: '', base: null })).status).toBe(200);
    expect((await saveReason({ target: `question:${retired}`, en: 'Asked twice before', hi: 'पहले दो बार पूछा जाता था', base: null })).status).toBe(200);

    const after = (await notice('dept')).body.value;
    expect(after.reasons[`question:${added}`]).toMatchObject({ en: 'Classrooms get hot in summer', hi: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं' });
    expect(after.reasons[`question:${retired}`].en).toBe('Asked twice before');
    // English given, Hindi blank: the editor is told, never the English in its place.
    expect(after.needsHindi).toEqual([`question:${reworded}`]);
    const hindi = (await notice('dept', v, 'hi')).body.value;
    expect(section(hindi, 'added')[0].label).toBe(hindiLabel);
    expect(hindi.sections[0].title).toBe('जोड़े गए प्रश्न');
  });

  it('lists the questions moved to another subdomain, saying from where to where in both languages, but not one only shifted within its subdomain', async () => {
    const en = (await notice('dept')).body.value;
    expect(en.sections.map((s) => s.section)).toEqual(['added', 'reworded', 'moved', 'retired']);
    expect(en.sections.find((s) => s.section === 'moved')!.title).toBe('Questions moved to another subdomain or domain');
    expect(section(en, 'moved').map((i) => [i.questionid, i.domainId, i.subdomainId, i.lines, i.first])).toEqual([
      [movedInDomain, 'D1', 'SD6', ['Moved from SD4 Professional development of teachers to SD6 Records, accounts and data'], true],
      // Also reworded: its reason is asked once, under its first place in the notice.
      [reworded, 'D2', 'SD11', ['Moved from D1 School Leadership and Management › SD2 Annual planning and activities to D2 Teaching and Learning › SD11 Teaching methods'], false],
    ]);
    expect(section(en, 'reworded').find((i) => i.questionid === reworded)).toMatchObject({ domainId: 'D2', subdomainId: 'SD11', first: true });
    // Q001 is one place lower in SD1, under the added question, and nothing else changed: a school still finds it where it was.
    expect(en.sections.flatMap((s) => s.items.map((i) => i.questionid))).not.toContain(shifted);
    const hi = (await notice('dept', v, 'hi')).body.value;
    expect(hi.sections.find((s) => s.section === 'moved')!.title).toBe('दूसरे उप-क्षेत्र या क्षेत्र में ले जाए गए प्रश्न');
    expect(section(hi, 'moved').map((i) => i.lines)).toEqual([
      ['SD4 शिक्षकों का व्यावसायिक विकास से SD6 अभिलेख, लेखा एवं डेटा में ले जाया गया'],
      ['D1 विद्यालय नेतृत्व एवं प्रबंधन › SD2 वार्षिक योजना एवं गतिविधियाँ से D2 शिक्षण एवं अधिगम › SD11 शिक्षण विधियाँ में ले जाया गया'],
    ]);
    expect(section(hi, 'moved')[0].subdomainName).toBe('अभिलेख, लेखा एवं डेटा');
    // A moved question is an item of the notice: officers may say why it moved.
    const why = await saveReason({
      target: `question:${movedInDomain}`,
      en: 'Training records belong with the other records',
      hi: 'प्रशिक्षण के अभिलेख अन्य अभिलेखों के साथ रखे जाते हैं',
      base: null,
    });
    expect(why.status, JSON.stringify(why.body)).toBe(200);
  });

  it("refuses the second of two officers' saves of one reason, naming who and when, unless it writes over", async () => {
    const target = `question:${added}`;
    const read = (await notice('dept')).body.value.reasons[target];
    const mine = await saveReason({ target, en: 'Fans are needed in the heat', hi: 'गर्मी में पंखे ज़रूरी हैं', base: read.updatedAt });
    expect(mine.status).toBe(200);
    const theirs = await saveReason({ target, en: 'Another reason', hi: 'दूसरा कारण', base: read.updatedAt }, 'admin');
    expect(theirs.status).toBe(409);
    const detail = (theirs.body as unknown as { details: { by: string | null; at: string }[] }).details[0];
    expect(detail.by).toBeTruthy();
    expect(detail.at).toBe(mine.body.value.updatedAt);
    expect((await notice('dept')).body.value.reasons[target].en).toBe('Fans are needed in the heat');
    const over = await saveReason({ target, en: 'Another reason', hi: 'दूसरा कारण', base: detail.at }, 'admin');
    expect(over.status).toBe(200);
    // Back to the words the next tests read.
    expect((await saveReason({ target, en: 'Classrooms get hot in summer', hi: 'गर्मी में कक्षा-कक्ष बहुत गरम होते हैं', base: over.body.value.updatedAt })).status).toBe(200);
  });

  it('refuses a reason for an item not in the notice, and one over 500 characters', async () => {
    const none = await saveReason({ target: 'question:Q001', en: 'x', hi: 'x', base: null });
    expect(none.status).toBe(400);
    expect((none.body as unknown as { errorMessage: string }).errorMessage).toContain('not in the change notice');
    expect((await saveReason({ target: `question:${added}`, en: 'x'.repeat(501), hi: '', base: null })).status).toBe(400);
    expect((await saveReason({ target: 'domain:D1', en: 'x', hi: '', base: null })).status).toBe(400);
  });

  it("is a PDF in both languages with the order's place, the items and their reasons", async () => {
    const en = await pdf('dept', 'en');
    expect(en.status).toBe(200);
    expect(en.type).toBe('application/pdf');
    expect(en.disposition).toContain(`change-notice-${v}-en.pdf`);
    const text = squeeze(await pdfText(en.bytes));
    for (const s of [
      'Changenotice',
      'Officeordernumber:notgivenyet',
      added,
      retired,
      'Classroomsgethotinsummer',
      'Doestheschoolkeepacompleteadmissionregister?',
      'Questionsmovedtoanothersubdomainordomain',
      'MovedfromSD4ProfessionaldevelopmentofteacherstoSD6Records,accountsanddata',
      'Trainingrecordsbelongwiththeotherrecords',
    ])
      expect(text, s).toContain(s);
    const hi = squeeze(await pdfText((await pdf('dept', 'hi')).bytes));
    // Words whose glyphs keep their logical order, as extraction gives them.
    for (const s of ['कक्षा-कक्ष', 'पंखे', 'चालू', 'जोड़े', 'अभी', 'गरम']) expect(hi, s).toContain(s);
    // The moved section's title (दूसरे …) and its line: from SD4 (named only there) … ले जाया गया.
    for (const s of ['दूसरे', 'SD4', 'जाया']) expect(hi, s).toContain(s);
    // The Hindi notice leaves out a reason written only in English.
    expect(hi).not.toContain('Theregistermustbecomplete');
  });

  it("keeps a draft's notice from a school head and gives them a published one", async () => {
    expect((await notice('head')).status).toBe(403);
    expect((await pdf('head', 'en')).status).toBe(403);
    const v4 = await notice('head', 'v4');
    expect(v4.status).toBe(200);
    expect(v4.body.value).toMatchObject({ version: 'v4', status: 'published', from: 'v3', editable: false });
    expect((await pdf('head', 'hi', 'v4')).status).toBe(200);
    expect((await saveReason({ target: `question:${added}`, en: 'x', hi: 'x', base: null }, 'head')).status).toBe(403);
  });

  it('shows the order number and the approver once published, and keeps the reasons read-only', async () => {
    const sent = await t.call('POST', `/v1/catalogue/drafts/${v}/send-for-approval`, {
      token: token.dept,
      body: { reason: 'Annual revision', orderNumber: 'SE/2026/417', orderDate: '2026-11-20' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const published = await sendAndApprove(t, v, { body: { evenWithHindiToRecheck: true } });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const n = (await notice('head')).body.value;
    expect(n).toMatchObject({ status: 'published', orderNumber: 'SE/2026/417', editable: false });
    expect(n.approvedBy).toBeTruthy();
    expect(n.reasons[`question:${added}`].en).toBe('Classrooms get hot in summer');
    const text = squeeze(await pdfText((await pdf('head', 'en')).bytes));
    expect(text).toContain('SE/2026/417');
    const late = await saveReason({ target: `question:${added}`, en: 'Too late', hi: 'देर', base: n.reasons[`question:${added}`].updatedAt });
    expect(late.status).toBe(409);
  });
});
