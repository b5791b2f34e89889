import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, type FormScore } from '../../engine';
import { blocks, cycles, formAnswers, forms, questionDocuments, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { parseCsv } from '../support/csv';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Table = { header: string[]; labels: string[]; rows: Record<string, string>[] };

/** The CSV export as the header row of codes, the row of labels, and the forms keyed by column code. */
function table(text: string): Table {
  const [header, labels, ...rest] = parseCsv(text);
  return { header, labels, rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

describe.each(testDatabases)('GET /v1/export/forms on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let cycleId: number;
  let approved: { accrid: number; self: FormScore };
  // A school of Ambala (district 1, the DQA's) answered by hand: a choice, Not Applicable, a multiple choice, evidence.
  const known = { school: '06010100102', formId: 0, choice: '', choiceCode: '', na: '', multi: '', multiCodes: [] as string[], evidence: '' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    [{ id: cycleId }] = await t.deps.db.select({ id: cycles.id }).from(cycles).where(eq(cycles.name, '2026-27'));
    approved = await approveForm(t, DEMO_SCHOOL, { self: 'first' });

    const [form] = await t.deps.db
      .select()
      .from(forms)
      .where(and(eq(forms.schoolCode, known.school), eq(forms.cycleId, cycleId)));
    known.formId = form.id;
    const index = t.deps.catalogues.get(form.catalogueVersion);
    const entries = index.order.map((id) => index.questions.get(id)!).filter((e) => !e.question.showIf);
    const choice = entries.find((e) => e.question.type === 'yesNo')!;
    const na = entries.find((e) => e.question.allowNotApplicable && e.question.id !== choice.question.id)!;
    const multi = entries.find((e) => e.question.type === 'multi' && e.options.filter((o) => !o.exclusive).length >= 2)!;
    const evidence = entries.find((e) => e.question.evidence !== 'none')!;
    Object.assign(known, {
      choice: choice.question.id,
      choiceCode: choice.options[1].code,
      na: na.question.id,
      multi: multi.question.id,
      multiCodes: multi.options
        .filter((o) => !o.exclusive)
        .slice(0, 2)
        .map((o) => o.code),
      evidence: evidence.question.id,
    });
    // Written straight to the tables, as approveForm does: saving answers is tested elsewhere.
    await t.deps.db.insert(formAnswers).values([
      { formId: form.id, kind: 'self', questionId: known.choice, value: known.choiceCode },
      { formId: form.id, kind: 'self', questionId: known.na, value: NOT_APPLICABLE },
      { formId: form.id, kind: 'self', questionId: known.multi, value: known.multiCodes },
    ]);
    const file = { formId: form.id, questionId: known.evidence, contentType: 'application/pdf', size: 10, sha256: 'x', storageKey: 'none' };
    await t.deps.db.insert(questionDocuments).values([
      { ...file, fileName: 'a.pdf' },
      { ...file, fileName: 'b.pdf' },
    ]);
  });
  afterAll(async () => t?.close());

  const get = (query: string, who = 'sqa', lang?: string) =>
    t.app.request(`/v1/export/forms?${query}`, { headers: { authorization: `Bearer ${token[who]}`, ...(lang ? { 'accept-language': lang } : {}) } });
  const csv = async (query: string, who = 'sqa', lang?: string) => {
    const res = await get(query, who, lang);
    expect(res.status).toBe(200);
    return { res, table: table(await res.text()) };
  };
  const formsOf = async (where: { districtId?: number }) =>
    (
      await t.deps.db
        .select({ id: forms.id })
        .from(forms)
        .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
        .where(and(eq(forms.cycleId, cycleId), where.districtId ? eq(schools.districtId, where.districtId) : undefined))
    ).length;

  it('writes one row per form of the cycle, with code headers, and counts them ahead in X-Total-Count', async () => {
    const { res, table: x } = await csv(`cycleId=${cycleId}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename\*=UTF-8''export-2026-27\.csv/);
    expect(x.rows).toHaveLength(await formsOf({}));
    expect(Number(res.headers.get('x-total-count'))).toBe(x.rows.length);
    expect(x.header.slice(0, 9)).toEqual(['form_id', 'cycle_id', 'school_code', 'udise', 'school_name', 'district_id', 'block_id', 'status', 'catalogue_version']);
    expect(x.header).toContain('D1_score');
    expect(x.header).toContain('D7_score');
    // Every question of the cycle's version, each followed by its evidence count.
    const index = t.deps.catalogues.get(x.rows[0].catalogue_version);
    const questions = x.header.filter((h) => /^Q\d{3}$/.test(h));
    expect(questions).toEqual(index.order);
    for (const q of questions) expect(x.header[x.header.indexOf(q) + 1]).toBe(`${q}_evidence`);
  });

  it('keeps headers and values the same in English and Hindi; only the label row changes', async () => {
    const en = (await csv(`cycleId=${cycleId}&lang=en`)).table;
    const hi = (await csv(`cycleId=${cycleId}&lang=hi`)).table;
    // The language of the request decides the labels when lang is left out.
    const hiByHeader = (await csv(`cycleId=${cycleId}`, 'sqa', 'hi')).table;
    expect(hi.header).toEqual(en.header);
    expect(hi.rows).toEqual(en.rows);
    expect(hiByHeader.labels).toEqual(hi.labels);
    expect(en.labels[en.header.indexOf('district_id')]).toBe('District');
    expect(hi.labels[hi.header.indexOf('district_id')]).toBe('जिला');
    expect(hi.labels[hi.header.indexOf('D1_score')]).toMatch(/^D1 अंक: /);
    // Values are codes: a status number, not its words.
    expect(en.rows.find((r) => r.school_code === DEMO_SCHOOL)!.status).toBe('9');
  });

  it("writes a form's answers as option codes, NA as NA, evidence counts and the report card's scores", async () => {
    const { table: x } = await csv(`cycleId=${cycleId}`);
    const row = x.rows.find((r) => r.form_id === String(known.formId))!;
    expect(row[known.choice]).toBe(known.choiceCode);
    expect(row[known.na]).toBe('NA');
    expect(row[known.multi]).toBe(known.multiCodes.join(' '));
    expect(row[`${known.evidence}_evidence`]).toBe('2');
    expect(row[`${known.choice === known.evidence ? known.na : known.choice}_evidence`]).toBe('0');
    expect(row.status).toBe('1');
    // Unanswered questions are empty, not zero.
    const unanswered = x.header.find((h) => /^Q\d{3}$/.test(h) && ![known.choice, known.na, known.multi].includes(h))!;
    expect(row[unanswered]).toBe('');
    expect(row.report_score).toBe('');

    // The approved form: the score, grade and domain scores the report card was given.
    const card = x.rows.find((r) => r.form_id === String(approved.accrid))!;
    expect(Number(card.report_score)).toBe(approved.self.overall);
    expect(Number(card.score)).toBe(approved.self.overall);
    expect(card.grade).toBe(approved.self.grade);
    expect(card.report_grade).toBe(approved.self.grade);
    expect(approved.self.domains.map((d) => Number(card[`${d.domainId}_score`]))).toEqual(approved.self.domains.map((d) => d.score));
  });

  it('gives a DQA their district only, with or without naming it, and refuses another district or its block', async () => {
    const own = (await csv(`cycleId=${cycleId}`, 'dqa')).table;
    expect(own.rows.length).toBe(await formsOf({ districtId: 1 }));
    expect(new Set(own.rows.map((r) => r.district_id))).toEqual(new Set(['1']));
    expect((await csv(`cycleId=${cycleId}&districtId=1`, 'dqa')).table.rows).toEqual(own.rows);
    expect((await get(`cycleId=${cycleId}&districtId=2`, 'dqa')).status).toBe(403);
    const [otherBlock] = await t.deps.db.select({ id: blocks.id }).from(blocks).where(eq(blocks.districtId, 2)).limit(1);
    expect((await get(`cycleId=${cycleId}&blockId=${otherBlock.id}`, 'dqa')).status).toBe(403);
  });

  it('filters by district, block and status', async () => {
    const district = (await csv(`cycleId=${cycleId}&districtId=2`)).table;
    expect(district.rows.length).toBe(await formsOf({ districtId: 2 }));
    expect(new Set(district.rows.map((r) => r.district_id))).toEqual(new Set(['2']));
    const [block] = await t.deps.db.select({ id: blocks.id }).from(blocks).where(eq(blocks.districtId, 2)).orderBy(asc(blocks.id)).limit(1);
    const inBlock = (await csv(`cycleId=${cycleId}&districtId=2&blockId=${block.id}`)).table;
    expect(inBlock.rows.length).toBeGreaterThan(0);
    expect(new Set(inBlock.rows.map((r) => r.block_id))).toEqual(new Set([String(block.id)]));
    const { res, table: approvedOnly } = await csv(`cycleId=${cycleId}&status=9`, 'dept');
    expect(approvedOnly.rows.map((r) => r.form_id)).toEqual([String(approved.accrid)]);
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.headers.get('content-disposition')).toContain('export-2026-27-s9.csv');
  });

  it('streams an XLSX with the same codes and a labels sheet in both languages', async () => {
    const en = (await csv(`cycleId=${cycleId}&lang=en`)).table;
    const book = async (lang: string) => {
      const res = await get(`cycleId=${cycleId}&format=xlsx&lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await res.arrayBuffer());
      return wb;
    };
    const [wbEn, wbHi] = [await book('en'), await book('hi')];
    expect(wbEn.worksheets.map((s) => s.name)).toEqual(['data', 'labels']);
    const values = (wb: ExcelJS.Workbook, sheet: string) =>
      wb
        .getWorksheet(sheet)!
        .getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1));
    const dataEn = values(wbEn, 'data');
    expect(dataEn[0]).toEqual(en.header);
    expect(dataEn).toHaveLength(en.rows.length + 1);
    expect(values(wbHi, 'data')).toEqual(dataEn);
    // A number stays a number in the workbook.
    const statusAt = en.header.indexOf('status');
    expect(typeof dataEn[1][statusAt]).toBe('number');

    const labelsEn = values(wbEn, 'labels');
    const labelsHi = values(wbHi, 'labels');
    expect(labelsEn[0]).toEqual(['column', 'code', 'label', 'label_en', 'label_hi']);
    const find = (rows: unknown[][], column: string, code?: string) =>
      rows.find((r) => r[0] === column && (code === undefined ? r[1] === undefined || r[1] === null : r[1] === code))!;
    expect(find(labelsEn, 'status', '9')).toEqual(['status', '9', 'Report Card Generated', 'Report Card Generated', 'रिपोर्ट कार्ड जारी']);
    expect(find(labelsHi, 'status', '9')[2]).toBe('रिपोर्ट कार्ड जारी');
    expect(find(labelsEn, known.choice, known.choiceCode)).toBeDefined();
    expect(find(labelsHi, known.na, 'NA')[2]).toBe('लागू नहीं');
    expect(find(labelsEn, 'district_id', '1')[3]).toBe('Ambala');
    expect(find(labelsEn, known.choice)[2]).not.toBe(find(labelsHi, known.choice)[2]);
  });

  it('refuses a school head and the administrator (no review privilege), bad input and an unknown cycle', async () => {
    expect((await get(`cycleId=${cycleId}`, 'head')).status).toBe(403);
    expect((await get(`cycleId=${cycleId}`, 'admin')).status).toBe(403);
    const missing = await get('');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errorMessage: string }).errorMessage).toBe('Please select a cycle');
    expect((await get(`cycleId=${cycleId}&format=pdf`)).status).toBe(400);
    expect((await get(`cycleId=${cycleId}&status=11`)).status).toBe(400);
    expect((await get(`cycleId=${cycleId}&lang=fr`)).status).toBe(400);
    expect((await get('cycleId=987654')).status).toBe(404);
    expect((await get(`cycleId=${cycleId}&districtId=987654`)).status).toBe(404);
  });
});
