import type { CatalogueVersion, Domain, Grading, OptionGroup, PartChange, Question, RebaseChoice, Subdomain, Text } from '../../../../engine';
import { api } from '../../../api/client';
import type { ApiValue } from '../../../api/types';
import { recorded } from './editEvents';

/** A version as the editor opens it (GET /v1/catalogue/versions/{version}). */
export type VersionView = ApiValue<'/v1/catalogue/versions/{version}', 'get'>;

/** One problem that stops publishing, with where to fix it. */
export type Problem = ApiValue<'/v1/catalogue/versions/{version}/check', 'get'>[number];

export type Change = ApiValue<'/v1/catalogue/versions/{version}/history', 'get'>[number];

/** A Hindi text whose English changed after the Hindi was written or confirmed. */
export type RecheckText = ApiValue<'/v1/catalogue/versions/{version}/hindi-recheck', 'get'>[number];

/** What rebasing a draft onto the newest published version would do. */
export type RebasePreview = ApiValue<'/v1/catalogue/versions/{version}/rebase', 'get'>;

const base = (v: string) => `/v1/catalogue/drafts/${encodeURIComponent(v)}`;
type Saved = ApiValue<'/v1/catalogue/drafts/{version}/title', 'put'>;
type EditOpts = { revision: number; overwrite?: boolean };

export const draftApi = {
  open: (v: string) => api<VersionView>('GET', `/v1/catalogue/versions/${encodeURIComponent(v)}`),
  check: (v: string) => api<Problem[]>('GET', `/v1/catalogue/versions/${encodeURIComponent(v)}/check`),
  history: (v: string, target?: string) => api<Change[]>('GET', `/v1/catalogue/versions/${encodeURIComponent(v)}/history${target ? `?target=${encodeURIComponent(target)}` : ''}`),
  start: (from: string) => api<ApiValue<'/v1/catalogue/drafts', 'post'>>('POST', '/v1/catalogue/drafts', { from }),
  import: (file: unknown) => api<ApiValue<'/v1/catalogue/import', 'post'>>('POST', '/v1/catalogue/import', file),
  saveQuestion: (v: string, question: Question, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/questions/${question.id}`, { question, ...opts }),
  // The undo stack hears of each change recorded here (editEvents.ts).
  addQuestion: (v: string, subdomain: string, question: Omit<Question, 'id'>, index?: number) =>
    recorded(
      (a) => ({ version: v, target: `question:${a.questionid}`, action: 'add' }),
      api<ApiValue<'/v1/catalogue/drafts/{version}/questions', 'post'>>('POST', `${base(v)}/questions`, { subdomain, question, ...(index !== undefined ? { index } : {}) }),
    ),
  moveQuestion: (v: string, id: string, subdomain: string, index: number) =>
    recorded({ version: v, target: `question:${id}`, action: 'move' }, api<Saved>('POST', `${base(v)}/questions/${id}/move`, { subdomain, index })),
  retireQuestion: (v: string, id: string) => recorded({ version: v, target: `question:${id}`, action: 'retire' }, api<Saved>('POST', `${base(v)}/questions/${id}/retire`)),
  saveSubdomain: (v: string, id: string, subdomain: Pick<Subdomain, 'name' | 'description' | 'weight'>, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/subdomains/${id}`, { subdomain, ...opts }),
  addSubdomain: (v: string, domain: string, name: Text) =>
    recorded(
      (a) => ({ version: v, target: `subdomain:${a.subdomainid}`, action: 'add' }),
      api<ApiValue<'/v1/catalogue/drafts/{version}/subdomains', 'post'>>('POST', `${base(v)}/subdomains`, { domain, name }),
    ),
  moveSubdomain: (v: string, id: string, domain: string, index: number) =>
    recorded({ version: v, target: `subdomain:${id}`, action: 'move' }, api<Saved>('POST', `${base(v)}/subdomains/${id}/move`, { domain, index })),
  retireSubdomain: (v: string, id: string) => recorded({ version: v, target: `subdomain:${id}`, action: 'retire' }, api<Saved>('POST', `${base(v)}/subdomains/${id}/retire`)),
  saveDomain: (v: string, id: string, domain: Pick<Domain, 'name' | 'description' | 'weight'>, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/domains/${id}`, { domain, ...opts }),
  saveOptionGroup: (v: string, group: OptionGroup, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/option-groups/${encodeURIComponent(group.id)}`, { group, ...opts }),
  saveGrading: (v: string, grading: Grading, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/grading`, { grading, ...opts }),
  saveTitle: (v: string, title: Text, opts: EditOpts) => api<Saved>('PUT', `${base(v)}/title`, { title, ...opts }),
  /** Saves only the fields changed in one part, each with the value it started from. */
  savePart: (v: string, target: string, changes: PartChange[], opts: EditOpts) => recorded({ version: v, target, action: 'update' }, api<Saved>('PATCH', base(v), { target, changes, ...opts })),
  rebasePreview: (v: string) => api<RebasePreview>('GET', `/v1/catalogue/versions/${encodeURIComponent(v)}/rebase`),
  rebase: (v: string, onto: string, choices: { target: string; take: RebaseChoice }[]) =>
    api<ApiValue<'/v1/catalogue/drafts/{version}/rebase', 'post'>>('POST', `${base(v)}/rebase`, { onto, choices }),
  recheck: (v: string) => api<RecheckText[]>('GET', `/v1/catalogue/versions/${encodeURIComponent(v)}/hindi-recheck`),
  hindiChecked: (v: string, texts: { id: string; field: string }[]) => api<ApiValue<'/v1/catalogue/drafts/{version}/hindi-checked', 'post'>>('POST', `${base(v)}/hindi-checked`, { texts }),
  discard: (v: string) => api<ApiValue<'/v1/catalogue/drafts/{version}', 'delete'>>('DELETE', base(v)),
};

/** Where a question sits: its domain, subdomain and position. */
export function locate(c: CatalogueVersion, id: string): { domain: Domain; subdomain: Subdomain; index: number } | null {
  for (const domain of c.domains) {
    for (const subdomain of domain.subdomains) {
      const index = subdomain.questions.findIndex((q) => q.id === id);
      if (index >= 0) return { domain, subdomain, index };
    }
  }
  return null;
}

/** Every question before `id` in display order (conditions and formulas may only look back). */
export function questionsBefore(c: CatalogueVersion, id: string | null): Question[] {
  const out: Question[] = [];
  for (const d of c.domains) for (const s of d.subdomains) for (const q of s.questions) {
    if (q.id === id) return out;
    out.push(q);
  }
  return out;
}
