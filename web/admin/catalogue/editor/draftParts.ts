import { findSubdomain, locateQuestion, type CatalogueVersion, type Grading, type OptionGroup, type Question, type Text } from '../../../../engine';
import type { Problem } from './draftApi';
import type { Selection } from './OutlineNav';
import type { SectionFields } from './SectionEditor';

/** A part being edited: what is typed (value), what it started from (base) and that part's revision then. */
type Of<K, V> = { kind: K; id: string; value: V; base: V; revision: number };
export type Working = Of<'question', Question> | Of<'subdomain' | 'domain', SectionFields> | Of<'optionGroup', OptionGroup> | Of<'grading', Grading> | Of<'title', Text>;
export type Conflict = { by: string; at: string; byYou: boolean; fields: string[] };
/**
 * Where an action's message shows: beside the buttons that caused it (toolbar: check, publish,
 * discard; save: save and retire; move: move to subdomain; top: the editor pane's top, for a part
 * just added or gone; rebase: under the rebase panel; outline:<row>: that row of the outline).
 */
export type Where = 'toolbar' | 'save' | 'move' | 'top' | 'rebase' | `outline:${string}`;
export type Message = { kind: 'success' | 'error'; text: string; details?: string[]; at: Where };

const NEW_GROUP: OptionGroup = {
  id: '',
  label: { en: '', hi: '' },
  options: [
    { code: 'OPT1', index: 1, label: { en: '', hi: '' }, score: 1 },
    { code: 'OPT2', index: 2, label: { en: '', hi: '' }, score: 0 },
  ],
};

/** The name the server's change history and revisions give a part. */
export function targetOf(w: { kind: Working['kind'] | 'title'; id: string }): string {
  if (w.kind === 'title') return 'version';
  if (w.kind === 'grading') return 'grading';
  return `${w.kind}:${w.id}`;
}

export const NEW_QUESTION: Omit<Question, 'id'> = { label: { en: 'New question', hi: '' }, type: 'yesNo', optionGroup: 'yesNo', required: true, evidence: 'none', allowNotApplicable: false };

/** A selection as one string (kind and id), and back: equal strings, the same part. */
export const keyOfSelection = (s: Selection): string => (s ? `${s.kind}\u0000${s.id}` : '');
export function selectionOfKey(key: string): Selection {
  if (!key) return null;
  const [kind, id] = key.split('\u0000') as [NonNullable<Selection>['kind'], string];
  return { kind, id };
}

export function selectionOf(params: URLSearchParams): Selection {
  const part = params.get('part');
  if (part === 'title' || part === 'grading') return { kind: part, id: '' };
  // An empty og is a new group still to be named.
  if (params.has('og')) return { kind: 'optionGroup', id: params.get('og') ?? '' };
  const q = params.get('q');
  if (q) return { kind: 'question', id: q };
  const sd = params.get('sd');
  if (sd) return { kind: 'subdomain', id: sd };
  const d = params.get('d');
  return d ? { kind: 'domain', id: d } : null;
}

const sectionOf = (s: SectionFields): SectionFields => ({ name: s.name, description: s.description, weight: s.weight });
/** A domain's or subdomain's fields as the server keeps them: an empty description is none. */
export function compact(s: SectionFields): SectionFields {
  const out: SectionFields = { name: s.name };
  if (s.description && (s.description.en || s.description.hi)) out.description = s.description;
  if (s.weight !== undefined) out.weight = s.weight;
  return out;
}

/** The outline selection of a part named as the change history names it. */
export function selectionOfTarget(target: string): Selection {
  if (target === 'version') return { kind: 'title', id: '' };
  if (target === 'grading') return { kind: 'grading', id: '' };
  const [kind, id] = target.split(':');
  return { kind: kind as 'question' | 'subdomain' | 'domain' | 'optionGroup', id };
}

export function paramsOf(s: Selection): Record<string, string> {
  if (!s) return {};
  if (s.kind === 'title' || s.kind === 'grading') return { part: s.kind };
  const key = { question: 'q', subdomain: 'sd', domain: 'd', optionGroup: 'og' }[s.kind];
  return { [key]: s.id };
}

/** The part a problem is in, from the ids the server names or else from its path. */
export function partOfProblem(p: Problem, c: CatalogueVersion): Selection {
  if (p.questionid) return { kind: 'question', id: p.questionid };
  if (p.subdomainid) return { kind: 'subdomain', id: p.subdomainid };
  if (p.domainid) return { kind: 'domain', id: p.domainid };
  if (p.path.startsWith('grading')) return { kind: 'grading', id: '' };
  if (p.path.startsWith('title')) return { kind: 'title', id: '' };
  const group = /^optionGroups\[(\d+)\]/.exec(p.path);
  if (group) return { kind: 'optionGroup', id: c.optionGroups[Number(group[1])]?.id ?? '' };
  return null;
}

/** The part picked, as a working copy at `revision`: a new option group starts from NEW_GROUP; null when the part is not in the catalogue. */
export function workingPart(c: CatalogueVersion, revision: number, selected: NonNullable<Selection>): Working | null {
  const part = <K extends Working['kind'], V>(kind: K, id: string, value: V) => ({ kind, id, value, base: value, revision }) as Working;
  if (selected.kind === 'question') {
    const at = locateQuestion(c, selected.id);
    return at ? part('question', selected.id, at.subdomain.questions[at.index]) : null;
  }
  if (selected.kind === 'title') return part('title', '', c.title);
  if (selected.kind === 'grading') return part('grading', '', c.grading);
  if (selected.kind === 'optionGroup') {
    const g = selected.id ? c.optionGroups.find((x) => x.id === selected.id) : NEW_GROUP;
    return g ? part('optionGroup', selected.id, g) : null;
  }
  if (selected.kind === 'subdomain') {
    const s = findSubdomain(c, selected.id);
    return s ? part('subdomain', s.id, sectionOf(s)) : null;
  }
  const d = c.domains.find((x) => x.id === selected.id);
  return d ? part('domain', d.id, sectionOf(d)) : null;
}

/** The domain the part picked is in, for the logic map and the head's preview: the first domain for a part outside them. */
export function domainOfPart(c: CatalogueVersion, selected: Selection): string | null {
  if (!selected || selected.kind === 'title' || selected.kind === 'grading' || selected.kind === 'optionGroup') return c.domains[0]?.id ?? null;
  if (selected.kind === 'domain') return selected.id;
  if (selected.kind === 'subdomain') return c.domains.find((d) => d.subdomains.some((s) => s.id === selected.id))?.id ?? null;
  return locateQuestion(c, selected.id)?.domain.id ?? null;
}
