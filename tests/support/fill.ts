import { isVisible, type Answers, type CatalogueIndex } from '../../engine';

/**
 * A complete, valid set of answers for a catalogue, as a careful school head
 * would give: the first option of each choice, 3 for counts (no more than the
 * totals fillSchoolInfo gives, which counts taken from the school information
 * carry and their follow-ups may not exceed), 80 for percentages, follow-ups
 * answered when their parent shows them. Counts taken from the school
 * information are not asked.
 */
export function fillAnswers(index: CatalogueIndex, domainIds?: string[]): Answers {
  const answers: Answers = {};
  for (const id of index.order) {
    const entry = index.questions.get(id)!;
    if (domainIds && !domainIds.includes(entry.domain.id)) continue;
    if (!isVisible(index, id, answers)) continue;
    const q = entry.question;
    if (q.type === 'yesNo' || q.type === 'single') answers[id] = entry.options[0].code;
    else if (q.type === 'multi') answers[id] = [entry.options[0].code];
    else if (q.type === 'count' && !q.fromSchoolInfo) answers[id] = Math.min(3, q.max ?? 3);
    else if (q.type === 'percentage') answers[id] = Math.min(80, q.max ?? 80);
  }
  return answers;
}

/** A valid school information record for catalogue/school-info.schema.json. */
export function fillSchoolInfo(schema: Record<string, unknown>): Record<string, number> {
  const props = schema.properties as Record<string, { type: string }>;
  return Object.fromEntries(Object.entries(props).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
}

/** The smallest real PDF, for evidence uploads in tests. */
export const tinyPdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
