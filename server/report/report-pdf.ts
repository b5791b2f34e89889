import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Lang } from '../../engine';
import { msg, type MessageKey } from '../i18n/messages';
import { fillIn } from '../i18n/report.messages';
import type { reportScore } from './report';

export type ReportCard = Awaited<ReturnType<typeof reportScore>>;

/**
 * Noto Sans Devanagari, the web app's own font (@fontsource), in its Devanagari and Latin
 * halves: fontkit shapes the conjuncts and matras, pdfkit embeds only the glyphs used.
 */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
const fontFile = (script: 'devanagari' | 'latin', weight: 400 | 600) => readFileSync(join(fontDir, `noto-sans-devanagari-${script}-${weight}-normal.woff`));
let fonts: Record<'dev' | 'devBold' | 'lat' | 'latBold', Buffer> | null = null;
function loadFonts() {
  fonts ??= { dev: fontFile('devanagari', 400), devBold: fontFile('devanagari', 600), lat: fontFile('latin', 400), latBold: fontFile('latin', 600) };
  return fonts;
}

export const A4_MARGIN = 50;
export const INK = '#1d2433';
export const MUTED = '#5f6b7a';
export const ACCENT = '#2f4b9a';
export const WARN = '#9a3412';

type Style = { size?: number; bold?: boolean; color?: string; width?: number; x?: number; y?: number; align?: 'left' | 'right' | 'center'; gap?: number };

/** Devanagari and everything else in separate runs: each half of the font covers one. */
function runs(text: string): { dev: boolean; text: string }[] {
  const out: { dev: boolean; text: string }[] = [];
  for (const m of text.matchAll(/[\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*|[^\u0900-\u097F\u200C\u200D]+/g)) {
    out.push({ dev: /[\u0900-\u097F]/.test(m[0]), text: m[0] });
  }
  return out.length ? out : [{ dev: false, text: '' }];
}

/** One paragraph, in as many font runs as its scripts need. */
export function write(doc: PDFKit.PDFDocument, text: string, s: Style = {}): void {
  const parts = runs(text);
  doc.fillColor(s.color ?? INK).fontSize(s.size ?? 10);
  const face = (dev: boolean) => (dev ? (s.bold ? 'devBold' : 'dev') : s.bold ? 'latBold' : 'lat');
  if (parts.length > 1 && s.align && s.align !== 'left' && s.width !== undefined && s.x !== undefined) {
    // pdfkit aligns each continued run on its own and they overprint: place the one line by hand.
    const total = parts.reduce((sum, p) => sum + doc.font(face(p.dev)).widthOfString(p.text), 0);
    let x = s.x + (s.align === 'right' ? s.width - total : (s.width - total) / 2);
    const y = s.y ?? doc.y;
    for (const p of parts) {
      doc.font(face(p.dev)).text(p.text, x, y, { lineBreak: false });
      x += doc.widthOfString(p.text);
    }
    return;
  }
  parts.forEach((p, i) => {
    doc.font(face(p.dev));
    const options: PDFKit.Mixins.TextOptions = { continued: i < parts.length - 1, lineGap: 1.5, ...(s.width ? { width: s.width } : {}), ...(s.align ? { align: s.align } : {}) };
    if (i === 0 && s.x !== undefined) doc.text(p.text, s.x, s.y ?? doc.y, options);
    else doc.text(p.text, options);
  });
  if (s.gap) doc.moveDown(s.gap);
}

/** The height a paragraph will take (measured in the Latin face: close enough to break pages). */
export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, size = 10): number {
  doc.font('lat').fontSize(size);
  return doc.heightOfString(text, { width, lineGap: 1.5 }) * 1.15;
}

export function ensureRoom(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > doc.page.height - A4_MARGIN - 20) doc.addPage();
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  write(doc, text, { size: 13, bold: true, color: ACCENT, x: A4_MARGIN });
  doc.moveDown(0.3);
}

const number = (n: number | null | undefined, lang: Lang) =>
  n === null || n === undefined ? '—' : new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(n);

/**
 * The report card as an A4 PDF in one language: everything the screen shows (school, UDISE code,
 * district and block, cycle, catalogue version, report code and date, score and grade, domain
 * scores with their bars, the grade scale and method, critical questions, Not Applicable answers
 * with their reasons, improvement priorities) and the approving authority, with a QR code and
 * the address that verifies the report code against the server.
 */
export async function reportPdf(r: ReportCard, lang: Lang, verifyUrl: string): Promise<Buffer> {
  const t = (key: MessageKey, ...values: (string | number)[]) => fillIn(msg(key, lang), ...values);
  const { doc, finish } = openPdf({ Title: `${msg('reportTitle', lang)} ${r.reportCode ?? ''}`, Author: msg('reportProduct', lang) });
  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const date = r.accreditedAt ? new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long' }).format(new Date(r.accreditedAt)) : '—';

  // Head: product, title, QR code at the right.
  const qrSize = 92;
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: qrSize * 3, errorCorrectionLevel: 'M' });
  doc.image(qr, left + width - qrSize, A4_MARGIN, { width: qrSize });
  write(doc, t('reportProduct'), { size: 10, color: MUTED, x: left, y: A4_MARGIN, width: width - qrSize - 10 });
  write(doc, t('reportTitle'), { size: 18, bold: true, color: ACCENT, x: left, width: width - qrSize - 10 });
  doc.moveDown(0.3);
  write(doc, r.schoolName, { size: 14, bold: true, x: left, width: width - qrSize - 10 });
  doc.moveDown(0.2);
  const facts: [string, string][] = [
    [t('reportUdise'), r.udise],
    [t('reportSchoolCode'), r.schoolCode],
    [t('reportDistrict'), r.district],
    [t('reportBlock'), r.block],
    [t('reportCycle'), r.cycleName],
    [t('reportCatalogue'), r.catalogueVersion],
    [t('reportCode'), r.reportCode ?? '—'],
    [t('reportDate'), date],
  ];
  for (const [label, value] of facts) write(doc, `${label}: ${value}`, { size: 10, x: left, width: width - qrSize - 10 });

  // Score and grade.
  doc.moveDown(0.6);
  const boxY = doc.y;
  doc.roundedRect(left, boxY, width, 54, 6).fillAndStroke('#eef2fb', '#c9d3ee');
  write(doc, t('reportScore'), { size: 9, color: MUTED, x: left + 14, y: boxY + 8 });
  write(doc, number(r.score, lang), { size: 20, bold: true, x: left + 14, y: boxY + 20 });
  write(doc, t('reportGrade'), { size: 9, color: MUTED, x: left + 150, y: boxY + 8 });
  write(doc, `${r.grade ?? '—'}  ${r.gradeText ?? ''}`, { size: 20, bold: true, x: left + 150, y: boxY + 20, width: 230 });
  if (r.externalScore !== null) {
    write(doc, t('reportExternal'), { size: 9, color: MUTED, x: left + 390, y: boxY + 8 });
    write(doc, number(r.externalScore, lang), { size: 16, bold: true, x: left + 390, y: boxY + 22 });
  }
  doc.y = boxY + 62;
  if (r.uncappedGrade) write(doc, t('reportCapped', r.uncappedGrade, r.grade ?? ''), { size: 10, color: WARN, x: left, width });

  // Domain scores: the table and its bars are the chart.
  heading(doc, t('reportDomainScores'));
  const cols = { name: left, weight: left + 250, score: left + 290, external: left + 335, bar: left + 380 };
  write(doc, t('reportDomain'), { size: 9, bold: true, color: MUTED, x: cols.name, width: 240 });
  const headY = doc.y - 12;
  write(doc, t('reportWeight'), { size: 9, bold: true, color: MUTED, x: cols.weight, y: headY, width: 40 });
  write(doc, t('reportScore'), { size: 9, bold: true, color: MUTED, x: cols.score, y: headY, width: 45 });
  if (r.externalScore !== null) write(doc, t('reportExternal'), { size: 8, bold: true, color: MUTED, x: cols.external, y: headY, width: 45 });
  doc.moveDown(0.3);
  for (const d of r.domains) {
    const name = `${d.domainId} ${lang === 'hi' ? d.name.hi : d.name.en}`;
    ensureRoom(doc, 24);
    const y = doc.y;
    write(doc, name, { size: 10, x: cols.name, y, width: 240 });
    const after = doc.y;
    write(doc, String(d.weight ?? 1), { size: 10, x: cols.weight, y, width: 40 });
    write(doc, number(d.score, lang), { size: 10, x: cols.score, y, width: 45 });
    if (d.externalScore !== null) write(doc, number(d.externalScore, lang), { size: 10, x: cols.external, y, width: 45 });
    const barWidth = left + width - cols.bar;
    doc.rect(cols.bar, y + 3, barWidth, 8).fill('#e5e9f0');
    doc.rect(cols.bar, y + 3, (barWidth * Math.max(0, Math.min(100, d.score ?? 0))) / 100, 8).fill(ACCENT);
    doc.y = Math.max(after, y + 16) + 3;
  }

  // Improvement priorities.
  if (r.priorities.length) {
    heading(doc, t('reportPriorities'));
    write(doc, t('reportPrioritiesNote'), { size: 9, color: MUTED, x: left, width, gap: 0.3 });
    r.priorities.forEach((p, i) => {
      ensureRoom(doc, 40 + heightOf(doc, p.advice, width));
      write(doc, `${i + 1}. ${p.subdomainId} ${p.name} · ${number(p.score, lang)}%`, { size: 10.5, bold: true, x: left, width });
      write(doc, p.advice, { size: 10, x: left + 14, width: width - 14 });
      for (const q of p.questions) write(doc, `${q.questionid} ${q.label} (${number(q.percent, lang)}%)`, { size: 9, color: MUTED, x: left + 14, width: width - 14 });
      doc.moveDown(0.3);
    });
  }

  // Critical questions.
  if (r.critical.length) {
    heading(doc, t('reportCritical'));
    write(doc, t('reportCriticalNote'), { size: 9, color: MUTED, x: left, width, gap: 0.3 });
    for (const c of r.critical) {
      ensureRoom(doc, 30 + heightOf(doc, c.label, width - 14));
      write(doc, `${c.questionid} ${c.label}`, { size: 10, x: left, width });
      write(doc, `${c.passed ? t('reportMet') : t('reportNotMet')} · ${t('reportHighestIfNotMet', c.maxGrade)}`, {
        size: 9,
        color: c.passed ? MUTED : WARN,
        x: left + 14,
        width: width - 14,
        gap: 0.2,
      });
    }
  }

  // Not Applicable, with the school's reasons where the version asks for them.
  if (r.notApplicable.length) {
    heading(doc, t('reportNotApplicable'));
    write(doc, t('reportNotApplicableNote'), { size: 9, color: MUTED, x: left, width, gap: 0.3 });
    for (const n of r.notApplicable) {
      ensureRoom(doc, 30 + heightOf(doc, n.label, width));
      write(doc, `${n.questionid} ${n.label} ${n.computed ? t('reportBaseZero') : t('reportChosen')}`, { size: 10, x: left, width });
      if ('reason' in n) write(doc, `${t('reportWhyNotApplicable')} ${n.reason ?? t('reportNoReason')}`, { size: 9, color: MUTED, x: left + 14, width: width - 14 });
      doc.moveDown(0.2);
    }
  }

  // Grade scale and method.
  heading(doc, t('reportGradeScale'));
  r.gradeScale.forEach((b, i) => {
    const range = i === 0 ? t('reportBandTop', b.min) : t('reportBand', b.min, r.gradeScale[i - 1].min);
    write(doc, `${b.grade} · ${range} · ${b.label}`, { size: 10, bold: b.grade === r.grade, x: left, width });
  });
  if (r.method) {
    doc.moveDown(0.3);
    ensureRoom(doc, heightOf(doc, r.method, width, 9));
    write(doc, r.method, { size: 9, color: MUTED, x: left, width });
  }

  // Approving authority and verification.
  ensureRoom(doc, 110);
  doc.moveDown(1);
  if (r.approvedBy) write(doc, `${t('reportApprovedBy')}: ${r.approvedBy.name}, ${r.approvedBy.role} · ${date}`, { size: 10, bold: true, x: left, width });
  doc.moveDown(0.4);
  write(doc, t('reportVerify'), { size: 10, bold: true, x: left, width });
  write(doc, t('reportVerifyNote'), { size: 9, color: MUTED, x: left, width });
  write(doc, verifyUrl, { size: 9, color: ACCENT, x: left, width });

  pageFooters(doc, (page, count) => `${r.reportCode ?? ''} · ${t('reportPage', page, count)}`);
  return finish();
}

/**
 * An A4 document with the Noto fonts registered under the names `write` uses ('dev', 'devBold',
 * 'lat', 'latBold'), pages buffered for the footers; `finish()` ends it and gives its bytes.
 */
export function openPdf(info: PDFKit.DocumentInfo): { doc: PDFKit.PDFDocument; finish: () => Promise<Buffer> } {
  const f = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: A4_MARGIN, bufferPages: true, info });
  doc.registerFont('dev', f.dev);
  doc.registerFont('devBold', f.devBold);
  doc.registerFont('lat', f.lat);
  doc.registerFont('latBold', f.latBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  return {
    doc,
    finish: async () => {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

/** A footer line at the right of every page (page numbers), once the count is known. */
export function pageFooters(doc: PDFKit.PDFDocument, text: (page: number, count: number) => string): void {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * A4_MARGIN;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.height - A4_MARGIN + 10;
    // Writing below the margin would start a new page: lift the margin for the footer only.
    doc.page.margins.bottom = 0;
    write(doc, text(i + 1, range.count), { size: 8, color: MUTED, x: A4_MARGIN, y: bottom, width, align: 'right' });
  }
}
