import { newOrderBreaks, orderBreakText, type CatalogueVersion } from '../../../engine';
import { AppError } from '../../http/errors';

/**
 * Refuses (409 catalogueMoveBreaksOrder) an edit that puts a question before a question its
 * condition, limit or formula uses: the form would then treat the condition as "Always". Only
 * breaks the edit makes count, so an old one elsewhere does not block unrelated moves. The message
 * names both questions, in the caller's language; each break is a detail.
 */
export function refuseOrderBreaks(before: CatalogueVersion, after: CatalogueVersion): void {
  const breaks = newOrderBreaks(before, after);
  if (!breaks.length) return;
  const texts = breaks.map(orderBreakText);
  throw new AppError(
    409,
    'catalogueMoveBreaksOrder',
    breaks.map((b, i) => ({ questionid: b.questionid, field: b.kind, problem: 'dependsOn', dependsOn: b.dependsOn, message: texts[i] })),
    'catalogueMoveBreaksOrder',
    { en: texts.map((x) => x.en).join(' '), hi: texts.map((x) => x.hi).join(' ') },
  );
}
