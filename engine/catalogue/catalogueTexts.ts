// A version's texts as rows a translator can fill in a spreadsheet (id, field, English, Hindi),
// and those rows read back onto a draft. Keys are ids, never positions, so a sheet exported
// before a question moved still lands on that question.
import type { CatalogueVersion, Option, Text } from '../generated/catalogue';

export interface TextRow {
  /** The part: "version", "grading", "grade:A+", "group:yesNo", "D1", "SD4", "Q012". */
  id: string;
  /** The text of that part: "title", "name", "label", "help", "description", "formula", "option:YES". */
  field: string;
  en: string;
  hi: string;
}

export interface TextChange {
  id: string;
  field: string;
  lang: 'en' | 'hi';
  before: string;
  after: string;
}

export interface TextProblem {
  /** The sheet's row number (1 is the header). */
  row: number;
  problem: 'unknownText' | 'duplicateRow' | 'notDevanagari';
  id: string;
  field: string;
}

interface Slot {
  row: TextRow;
  get: () => Text | undefined;
  set: (t: Text) => void;
  /** The change history's name for the part (question:Q012), so each changed part is audited. */
  target: string;
}

const DEVANAGARI = /[\u0900-\u097F]/;

function slots(c: CatalogueVersion): Slot[] {
  const out: Slot[] = [];
  const slot = (id: string, field: string, target: string, get: () => Text | undefined, set: (t: Text) => void) => {
    const t = get();
    if (t) out.push({ row: { id, field, en: t.en, hi: t.hi }, get, set, target });
  };
  const options = (id: string, target: string, list: Option[]) => {
    for (const o of list) slot(id, `option:${o.code}`, target, () => o.label, (t) => (o.label = t));
  };
  slot('version', 'title', 'version', () => c.title, (t) => (c.title = t));
  slot('grading', 'description', 'grading', () => c.grading.description, (t) => (c.grading.description = t));
  for (const b of c.grading.bands) slot(`grade:${b.grade}`, 'label', 'grading', () => b.label, (t) => (b.label = t));
  for (const g of c.optionGroups) {
    slot(`group:${g.id}`, 'label', `optionGroup:${g.id}`, () => g.label, (t) => (g.label = t));
    options(`group:${g.id}`, `optionGroup:${g.id}`, g.options);
  }
  for (const d of c.domains) {
    slot(d.id, 'name', `domain:${d.id}`, () => d.name, (t) => (d.name = t));
    slot(d.id, 'description', `domain:${d.id}`, () => d.description, (t) => (d.description = t));
    for (const s of d.subdomains) {
      slot(s.id, 'name', `subdomain:${s.id}`, () => s.name, (t) => (s.name = t));
      slot(s.id, 'description', `subdomain:${s.id}`, () => s.description, (t) => (s.description = t));
      for (const q of s.questions) {
        const target = `question:${q.id}`;
        slot(q.id, 'label', target, () => q.label, (t) => (q.label = t));
        slot(q.id, 'help', target, () => q.help, (t) => (q.help = t));
        if (q.formula) {
          const f = q.formula;
          slot(q.id, 'formula', target, () => f.description, (t) => (f.description = t));
        }
        if (q.options) options(q.id, target, q.options);
      }
    }
  }
  return out;
}

/** Every text of a version, in display order. */
export function textRows(c: CatalogueVersion): TextRow[] {
  return slots(c).map((s) => s.row);
}

/**
 * Reads a translator's rows onto a copy of a version. An empty cell leaves the text as it is
 * (a half-finished sheet never erases); a row naming no text of this version, or a second row
 * for the same text, is a problem, and so is Hindi without Devanagari.
 */
export function applyTextRows(c: CatalogueVersion, rows: TextRow[]): { catalogue: CatalogueVersion; changes: TextChange[]; problems: TextProblem[]; targets: Map<string, TextChange[]> } {
  const catalogue = structuredClone(c);
  const byKey = new Map(slots(catalogue).map((s) => [`${s.row.id}|${s.row.field}`, s]));
  const seen = new Set<string>();
  const changes: TextChange[] = [];
  const problems: TextProblem[] = [];
  const targets = new Map<string, TextChange[]>();
  rows.forEach((r, i) => {
    const row = i + 2;
    const key = `${r.id}|${r.field}`;
    const slot = byKey.get(key);
    if (!slot) return problems.push({ row, problem: 'unknownText', id: r.id, field: r.field });
    if (seen.has(key)) return problems.push({ row, problem: 'duplicateRow', id: r.id, field: r.field });
    seen.add(key);
    const current = slot.get() ?? { en: '', hi: '' };
    const next = { ...current };
    for (const lang of ['en', 'hi'] as const) {
      const value = r[lang].trim();
      if (!value || value === current[lang]) continue;
      if (lang === 'hi' && !DEVANAGARI.test(value)) {
        problems.push({ row, problem: 'notDevanagari', id: r.id, field: r.field });
        continue;
      }
      next[lang] = value;
      const change = { id: r.id, field: r.field, lang, before: current[lang], after: value };
      changes.push(change);
      targets.set(slot.target, [...(targets.get(slot.target) ?? []), change]);
    }
    if (next.en !== current.en || next.hi !== current.hi) slot.set(next);
  });
  return { catalogue, changes, problems, targets };
}

/** The texts of one part (as `catalogueParts` gives it), keyed `id|field|lang` like a sheet's cells. */
export function partTexts(target: string, value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!value || typeof value !== 'object') return out;
  const colon = target.indexOf(':');
  const [kind, id] = colon < 0 ? [target, ''] : [target.slice(0, colon), target.slice(colon + 1)];
  const v = value as Record<string, unknown>;
  const c = { title: undefined, grading: { bands: [] }, optionGroups: [], domains: [] } as unknown as CatalogueVersion;
  const domain = (subdomains: unknown[]) => ({ id: '', name: undefined, subdomains }) as unknown as CatalogueVersion['domains'][number];
  if (kind === 'version') c.title = value as Text;
  else if (kind === 'grading') c.grading = { bands: [], ...v } as unknown as CatalogueVersion['grading'];
  else if (kind === 'optionGroup') c.optionGroups = [{ options: [], ...v, id } as unknown as CatalogueVersion['optionGroups'][number]];
  else if (kind === 'domain') c.domains = [{ ...domain([]), ...v, id, subdomains: [] }];
  else if (kind === 'subdomain') c.domains = [domain([{ ...v, id, questions: [] }])];
  else if (kind === 'question') c.domains = [domain([{ id: '', questions: [{ ...v, id }] }])];
  for (const s of slots(c)) {
    if (s.target !== target) continue;
    out.set(`${s.row.id}|${s.row.field}|en`, s.row.en);
    out.set(`${s.row.id}|${s.row.field}|hi`, s.row.hi);
  }
  return out;
}
