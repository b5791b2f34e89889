import type { CatalogueVersion, Domain, Grading, OptionGroup, PartChange, Question, RebaseChoice, Subdomain, Text } from '../../../../engine';
import { api } from '../../../api/client';
import { apiCall, type CallOptions, type Operation } from '../../../api/call';
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

/** A catalogue file as POST /v1/catalogue/import takes it. */
export type CatalogueImport = CallOptions<Operation<'post', '/v1/catalogue/import'>>['body'];
type Saved = ApiValue<'/v1/catalogue/drafts/{version}/title', 'put'>;
type EditOpts = { revision: number; overwrite?: boolean };

export const draftApi = {
  open: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}', { path: { version: v } }),
  check: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}/check', { path: { version: v } }),
  history: (v: string, target?: string) => apiCall('get', '/v1/catalogue/versions/{version}/history', { path: { version: v }, query: { target: target || undefined } }),
  start: (from: string) => apiCall('post', '/v1/catalogue/drafts', { body: { from } }),
  import: (file: CatalogueImport) => apiCall('post', '/v1/catalogue/import', { body: file }),
  saveQuestion: (v: string, question: Question, opts: EditOpts) =>
    apiCall('put', '/v1/catalogue/drafts/{version}/questions/{questionid}', { path: { version: v, questionid: question.id }, body: { question, ...opts } }),
  // The undo stack hears of each change recorded here (editEvents.ts).
  addQuestion: (v: string, subdomain: string, question: Omit<Question, 'id'>, index?: number) =>
    recorded(
      (a) => ({ version: v, target: `question:${a.questionid}`, action: 'add' }),
      apiCall('post', '/v1/catalogue/drafts/{version}/questions', { path: { version: v }, body: { subdomain, question, ...(index !== undefined ? { index } : {}) } }),
    ),
  moveQuestion: (v: string, id: string, subdomain: string, index: number) =>
    recorded(
      { version: v, target: `question:${id}`, action: 'move' },
      apiCall('post', '/v1/catalogue/drafts/{version}/questions/{questionid}/move', { path: { version: v, questionid: id }, body: { subdomain, index } }),
    ),
  retireQuestion: (v: string, id: string) =>
    recorded({ version: v, target: `question:${id}`, action: 'retire' }, apiCall('post', '/v1/catalogue/drafts/{version}/questions/{questionid}/retire', { path: { version: v, questionid: id } })),
  saveSubdomain: (v: string, id: string, subdomain: Pick<Subdomain, 'name' | 'description' | 'weight'>, opts: EditOpts) =>
    apiCall('put', '/v1/catalogue/drafts/{version}/subdomains/{subdomainid}', { path: { version: v, subdomainid: id }, body: { subdomain, ...opts } }),
  addSubdomain: (v: string, domain: string, name: Text) =>
    recorded(
      (a) => ({ version: v, target: `subdomain:${a.subdomainid}`, action: 'add' }),
      apiCall('post', '/v1/catalogue/drafts/{version}/subdomains', { path: { version: v }, body: { domain, name } }),
    ),
  moveSubdomain: (v: string, id: string, domain: string, index: number) =>
    recorded(
      { version: v, target: `subdomain:${id}`, action: 'move' },
      apiCall('post', '/v1/catalogue/drafts/{version}/subdomains/{subdomainid}/move', { path: { version: v, subdomainid: id }, body: { domain, index } }),
    ),
  retireSubdomain: (v: string, id: string) =>
    recorded(
      { version: v, target: `subdomain:${id}`, action: 'retire' },
      apiCall('post', '/v1/catalogue/drafts/{version}/subdomains/{subdomainid}/retire', { path: { version: v, subdomainid: id } }),
    ),
  saveDomain: (v: string, id: string, domain: Pick<Domain, 'name' | 'description' | 'weight'>, opts: EditOpts) =>
    apiCall('put', '/v1/catalogue/drafts/{version}/domains/{domainid}', { path: { version: v, domainid: id }, body: { domain, ...opts } }),
  saveOptionGroup: (v: string, group: OptionGroup, opts: EditOpts) =>
    apiCall('put', '/v1/catalogue/drafts/{version}/option-groups/{groupid}', { path: { version: v, groupid: group.id }, body: { group, ...opts } }),
  saveGrading: (v: string, grading: Grading, opts: EditOpts) => apiCall('put', '/v1/catalogue/drafts/{version}/grading', { path: { version: v }, body: { grading, ...opts } }),
  saveTitle: (v: string, title: Text, opts: EditOpts) => apiCall('put', '/v1/catalogue/drafts/{version}/title', { path: { version: v }, body: { title, ...opts } }),
  /** Saves only the fields changed in one part, each with the value it started from. */
  // Left on api<T>: the OpenAPI document types this PATCH's answer as unknown.
  savePart: (v: string, target: string, changes: PartChange[], opts: EditOpts) =>
    recorded({ version: v, target, action: 'update' }, api<Saved>('PATCH', `/v1/catalogue/drafts/${encodeURIComponent(v)}`, { target, changes, ...opts })),
  rebasePreview: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}/rebase', { path: { version: v } }),
  rebase: (v: string, onto: string, choices: { target: string; take: RebaseChoice }[]) =>
    apiCall('post', '/v1/catalogue/drafts/{version}/rebase', { path: { version: v }, body: { onto, choices } }),
  recheck: (v: string) => apiCall('get', '/v1/catalogue/versions/{version}/hindi-recheck', { path: { version: v } }),
  hindiChecked: (v: string, texts: { id: string; field: string }[]) => apiCall('post', '/v1/catalogue/drafts/{version}/hindi-checked', { path: { version: v }, body: { texts } }),
  discard: (v: string) => apiCall('delete', '/v1/catalogue/drafts/{version}', { path: { version: v } }),
};


/** Every question before `id` in display order (conditions and formulas may only look back). */
export function questionsBefore(c: CatalogueVersion, id: string | null): Question[] {
  const out: Question[] = [];
  for (const d of c.domains) for (const s of d.subdomains) for (const q of s.questions) {
    if (q.id === id) return out;
    out.push(q);
  }
  return out;
}
