import type { ErrorObject } from 'ajv';
import type { CatalogueVersion } from '../../../engine';
import type { ErrorDetail } from '../../http/errors';

/**
 * One way an edited draft breaks the catalogue format, said so the editor can word it and put it
 * on its field: the part (`question:Q012`), the field inside it (`label.en`, `options.2.score`),
 * ajv's keyword and limit. `message` is ajv's own English, for developers and logs.
 */
export interface FormatProblem extends ErrorDetail {
  field: string;
  problem: 'format';
  part: string;
  path: string;
  keyword: string;
  limit?: number;
  /** For the keyword `type`: the type the field must have (number, string …). */
  type?: string;
  message: string;
}

/** The part of a version a JSON pointer falls in, and the rest of the pointer as a dotted path inside that part. */
export function partOfPointer(c: CatalogueVersion, pointer: string): { part: string; path: string } {
  const seg = pointer.split('/').slice(1);
  const rest = (n: number) => seg.slice(n).join('.');
  if (seg[0] === 'domains') {
    const d = c.domains?.[Number(seg[1])];
    if (!d) return { part: 'version', path: rest(0) };
    if (seg[2] !== 'subdomains' || seg[3] === undefined) return { part: `domain:${d.id}`, path: rest(2) };
    const s = d.subdomains?.[Number(seg[3])];
    if (!s) return { part: `domain:${d.id}`, path: rest(2) };
    if (seg[4] !== 'questions' || seg[5] === undefined) return { part: `subdomain:${s.id}`, path: rest(4) };
    const q = s.questions?.[Number(seg[5])];
    return q ? { part: `question:${q.id}`, path: rest(6) } : { part: `subdomain:${s.id}`, path: rest(4) };
  }
  if (seg[0] === 'optionGroups' && seg[1] !== undefined) {
    const g = c.optionGroups?.[Number(seg[1])];
    return g ? { part: `optionGroup:${g.id}`, path: rest(2) } : { part: 'version', path: rest(0) };
  }
  if (seg[0] === 'grading') return { part: 'grading', path: rest(1) };
  if (seg[0] === 'title') return { part: 'version', path: rest(1) };
  return { part: 'version', path: rest(0) };
}

// Branch keywords repeat what their branches said; kept only when nothing else was found.
const BRANCHES = new Set(['anyOf', 'oneOf', 'if', 'then', 'else', 'not']);

/** ajv's findings on a draft as the editor's refusal details, one per field, first the part being saved. */
export function formatProblems(c: CatalogueVersion, errors: ErrorObject[], saving?: string): FormatProblem[] {
  const plain = errors.filter((e) => !BRANCHES.has(e.keyword));
  const seen = new Set<string>();
  const out: FormatProblem[] = [];
  for (const e of plain.length ? plain : errors) {
    const at = partOfPointer(c, e.instancePath);
    const params = e.params as Record<string, unknown>;
    const extra = e.keyword === 'required' ? String(params.missingProperty ?? '') : e.keyword === 'additionalProperties' ? String(params.additionalProperty ?? '') : '';
    const path = [at.path, extra].filter(Boolean).join('.');
    const key = `${at.part}|${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const limit = typeof params.limit === 'number' ? params.limit : undefined;
    out.push({
      field: at.part,
      problem: 'format',
      part: at.part,
      path,
      keyword: e.keyword,
      ...(limit !== undefined ? { limit } : {}),
      ...(e.keyword === 'type' ? { type: String(params.type) } : {}),
      message: `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`,
    });
  }
  return saving ? [...out.filter((p) => p.part === saving), ...out.filter((p) => p.part !== saving)] : out;
}
