import { sameValue, type CatalogueVersion, type Question, type Text } from '../../../../engine';

/** What the outline is narrowed to: words (id or text in either language) and the four ticks. */
export interface OutlineFilters {
  query: string;
  needsHindi: boolean;
  hasCondition: boolean;
  asksEvidence: boolean;
  changed: boolean;
}

export const NO_FILTER: OutlineFilters = { query: '', needsHindi: false, hasCondition: false, asksEvidence: false, changed: false };

export const isFiltering = (f: OutlineFilters): boolean => f.query.trim() !== '' || f.needsHindi || f.hasCondition || f.asksEvidence || f.changed;

/** Case-insensitive, in one Unicode form, so typed Devanagari matches stored Devanagari. */
const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ');

function texts(v: unknown, out: Text[] = []): Text[] {
  if (Array.isArray(v)) v.forEach((x) => texts(x, out));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.en === 'string' && 'hi' in o) out.push(o as unknown as Text);
    else Object.values(o).forEach((x) => texts(x, out));
  }
  return out;
}

/** A Hindi text still empty or left in English (as the editor's "Hindi to do" counts them). */
const needsHindi = (q: Question) => texts(q).some((t) => !String(t.hi ?? '').trim() || t.hi === t.en);

/** Where each question of a version sits and what it is, to compare a draft with its base. */
function questionsOf(c: CatalogueVersion | null | undefined): Map<string, { q: Question; subdomain: string }> {
  const m = new Map<string, { q: Question; subdomain: string }>();
  for (const d of c?.domains ?? []) for (const s of d.subdomains) for (const q of s.questions) m.set(q.id, { q, subdomain: s.id });
  return m;
}

/**
 * The ids of the questions the outline keeps under these filters: every word of the query found
 * in the id, the text or the help (English or Hindi), and every tick true. "Changed" compares with
 * the version the draft is based on: a new question, a changed one, or one moved to another subdomain.
 */
export function matchingQuestions(c: CatalogueVersion, f: OutlineFilters, base?: CatalogueVersion | null): Set<string> {
  const words = fold(f.query).trim().split(' ').filter(Boolean);
  const before = f.changed ? questionsOf(base) : null;
  const out = new Set<string>();
  for (const d of c.domains) {
    for (const s of d.subdomains) {
      for (const q of s.questions) {
        if (words.length) {
          const hay = fold([q.id, q.label.en, q.label.hi, q.help?.en ?? '', q.help?.hi ?? ''].join(' '));
          // "q12" finds Q012: a question number is matched whatever its leading zeros.
          const number = (w: string) => /^q0*(\d+)$/.exec(w)?.[1];
          if (!words.every((w) => hay.includes(w) || (number(w) !== undefined && Number(number(w)) === Number(q.id.slice(1))))) continue;
        }
        if (f.needsHindi && !needsHindi(q)) continue;
        if (f.hasCondition && !q.showIf) continue;
        if (f.asksEvidence && q.evidence === 'none') continue;
        if (before) {
          const was = before.get(q.id);
          if (was && was.subdomain === s.id && sameValue(was.q, q)) continue;
        }
        out.add(q.id);
      }
    }
  }
  return out;
}
