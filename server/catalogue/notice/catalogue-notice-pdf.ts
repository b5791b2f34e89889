import type { Lang } from '../../../engine';
import { msg, type MessageKey } from '../../i18n/messages';
import { fillIn } from '../../i18n/report.messages';
import { noticeDate, type ChangeNotice, type NoticeReason } from './catalogue-notice';
import { A4_MARGIN, ACCENT, ensureRoom, heading, heightOf, MUTED, openPdf, pageFooters, WARN, write } from '../../report';

/** A reason in the notice's language; a Hindi notice never prints the English one in its place. */
const reasonText = (r: NoticeReason | undefined, lang: Lang) => (r ? r[lang].trim() : '');

/**
 * A version's change notice as an A4 PDF in one language, drawn from the same value as the screen
 * (changeNotice) with the report card's machinery: Noto Sans Devanagari, shaped by fontkit.
 */
export async function noticePdf(n: ChangeNotice): Promise<Buffer> {
  const lang = n.lang;
  const t = (key: MessageKey, ...values: (string | number)[]) => fillIn(msg(key, lang), ...values);
  const { doc, finish } = openPdf({ Title: `${t('noticeTitle')} ${n.version}`, Author: msg('reportProduct', lang) });
  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;

  const w = n.words;
  write(doc, t('reportProduct'), { size: 10, color: MUTED, x: left, y: A4_MARGIN, width });
  write(doc, w.title, { size: 18, bold: true, color: ACCENT, x: left, width });
  doc.moveDown(0.3);
  write(doc, w.versionLine, { size: 13, bold: true, x: left, width });
  write(doc, w.comparedLine, { size: 10, x: left, width });
  if (w.draftNote) write(doc, w.draftNote, { size: 10, bold: true, color: WARN, x: left, width });
  doc.moveDown(0.4);
  write(doc, `${w.orderNumber}: ${n.orderNumber ?? w.notGiven}`, { size: 10, x: left, width });
  write(doc, `${w.orderDate}: ${n.orderDate ? noticeDate(n.orderDate, lang) : w.notGiven}`, { size: 10, x: left, width });
  write(doc, `${w.overallReason}: ${n.approvalReason ?? w.notGiven}`, { size: 10, x: left, width });
  write(doc, w.approvedLine, { size: 10, x: left, width });
  if (n.nothingChanged) {
    doc.moveDown(1);
    write(doc, w.nothing, { size: 11, x: left, width });
  }

  const reason = (target: string) => {
    const text = reasonText(n.reasons[target], lang);
    if (text) write(doc, `${w.reason}: ${text}`, { size: 9.5, color: ACCENT, x: left + 14, width: width - 14 });
  };
  for (const s of n.sections) {
    heading(doc, s.title);
    for (const i of s.items) {
      ensureRoom(doc, 36 + heightOf(doc, i.label, width));
      write(doc, `${i.questionid} · ${i.domainId} ${i.domainName} › ${i.subdomainId} ${i.subdomainName}`, { size: 8.5, color: MUTED, x: left, width });
      write(doc, i.label, { size: 10.5, bold: true, x: left, width });
      for (const x of i.texts) {
        const what = x.field === 'help' ? `${w.help} · ` : '';
        write(doc, `${what}${w.was}: ${x.before || '—'}`, { size: 9.5, color: MUTED, x: left + 14, width: width - 14 });
        write(doc, `${what}${w.now}: ${x.after || '—'}`, { size: 9.5, x: left + 14, width: width - 14 });
      }
      for (const line of i.lines) write(doc, `• ${line}`, { size: 9.5, x: left + 14, width: width - 14 });
      if (i.first) reason(i.target);
      doc.moveDown(0.4);
    }
  }
  if (n.domains.length) {
    heading(doc, w.points);
    for (const d of n.domains) write(doc, d.line, { size: 10, x: left, width });
  }
  if (n.grading.length) {
    heading(doc, w.grading);
    for (const line of n.grading) write(doc, `• ${line}`, { size: 10, x: left, width });
    reason('grading');
  }
  pageFooters(doc, (page, count) => `${t('noticeTitle')} ${n.version} · ${t('noticePage', page, count)}`);
  return finish();
}
