// Bringing a draft up to a newer published version: a three-way merge by part. A part the draft
// did not change takes the newer version's; a part only the draft changed keeps the draft's; a
// part both changed differently is a conflict the officer decides (keep the draft's, or take the
// newer version's). The draft's order of questions and subdomains stays; parts the newer version
// added go where it has them, parts it retired leave.
import type { CatalogueVersion, Domain, Question, Subdomain } from '../generated/catalogue';
import { sameValue } from './partChanges';

/** One part changed both in the draft and in the newer version, each differently. */
export interface RebaseConflict {
  /** The part, as the change history names it: question:Q012, subdomain:SD4, domain:D1, optionGroup:yesNo, grading, version (the title). */
  target: string;
  base: unknown;
  draft: unknown;
  newest: unknown;
}

export type RebaseChoice = 'draft' | 'newest';

const compact = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** Every part of a version by its change-history name, as an editor saves it (a domain without its subdomains, a subdomain without its questions). */
export function catalogueParts(c: CatalogueVersion): Map<string, unknown> {
  const parts = new Map<string, unknown>();
  parts.set('version', c.title);
  parts.set('grading', c.grading);
  for (const g of c.optionGroups) parts.set(`optionGroup:${g.id}`, g);
  for (const d of c.domains) {
    parts.set(`domain:${d.id}`, compact({ name: d.name, description: d.description, weight: d.weight }));
    for (const s of d.subdomains) {
      parts.set(`subdomain:${s.id}`, compact({ name: s.name, description: s.description, weight: s.weight }));
      for (const q of s.questions) parts.set(`question:${q.id}`, q);
    }
  }
  return parts;
}

const idOf = (target: string) => target.slice(target.indexOf(':') + 1);

/** Parts changed in both the draft and the newer version since the draft's base, each differently. */
export function rebaseConflicts(base: CatalogueVersion | null, draft: CatalogueVersion, newest: CatalogueVersion): RebaseConflict[] {
  const b = base ? catalogueParts(base) : new Map<string, unknown>();
  const d = catalogueParts(draft);
  const n = catalogueParts(newest);
  const out: RebaseConflict[] = [];
  for (const target of new Set([...d.keys(), ...n.keys(), ...b.keys()])) {
    const [bv, dv, nv] = [b.get(target), d.get(target), n.get(target)];
    if (sameValue(dv, nv) || sameValue(dv, bv) || sameValue(nv, bv)) continue;
    out.push({ target, base: bv ?? null, draft: dv ?? null, newest: nv ?? null });
  }
  return out;
}

/**
 * The draft brought up to `newest`: each conflict decided by `choices` (a conflict without a
 * choice is listed in `unresolved` and keeps the draft's part), and every part that changed,
 * with its value before and after, for the change history.
 */
export function rebaseCatalogue(
  base: CatalogueVersion | null,
  draft: CatalogueVersion,
  newest: CatalogueVersion,
  choices: Record<string, RebaseChoice>,
): { catalogue: CatalogueVersion; unresolved: string[]; changed: { target: string; before: unknown; after: unknown }[] } {
  const b = base ? catalogueParts(base) : new Map<string, unknown>();
  const d = catalogueParts(draft);
  const n = catalogueParts(newest);
  const resolved = new Map<string, unknown>();
  const unresolved: string[] = [];
  for (const target of new Set([...d.keys(), ...n.keys()])) {
    const [bv, dv, nv] = [b.get(target), d.get(target), n.get(target)];
    if (sameValue(dv, nv) || sameValue(nv, bv)) resolved.set(target, dv);
    else if (sameValue(dv, bv)) resolved.set(target, nv);
    else if (choices[target] === 'newest') resolved.set(target, nv);
    else {
      if (choices[target] !== 'draft') unresolved.push(target);
      resolved.set(target, dv);
    }
  }
  const changed = [...resolved].filter(([target, v]) => !sameValue(v, d.get(target))).map(([target, after]) => ({ target, before: d.get(target) ?? null, after: after ?? null }));
  const c = structuredClone(draft);
  const kinds = (kind: string) => changed.filter((x) => x.target.startsWith(`${kind}:`));
  const retiredQuestions = new Set(c.retired?.questions ?? []);
  const retiredSubdomains = new Set(c.retired?.subdomains ?? []);

  for (const x of changed) {
    if (x.target === 'version') c.title = x.after as CatalogueVersion['title'];
    if (x.target === 'grading') c.grading = x.after as CatalogueVersion['grading'];
  }
  for (const x of kinds('optionGroup')) {
    const i = c.optionGroups.findIndex((g) => g.id === idOf(x.target));
    if (x.after === null) c.optionGroups.splice(i, 1);
    else if (i < 0) c.optionGroups.push(x.after as CatalogueVersion['optionGroups'][number]);
    else c.optionGroups[i] = x.after as CatalogueVersion['optionGroups'][number];
  }
  // Domains and subdomains the newer version added, then changed fields.
  for (const x of kinds('domain')) {
    const id = idOf(x.target);
    const here = c.domains.find((dm) => dm.id === id);
    if (x.after === null) continue;
    if (here) Object.assign(here, { description: undefined }, x.after);
    else c.domains.push({ ...(x.after as Omit<Domain, 'id' | 'subdomains'>), id, subdomains: [] });
    if (here && here.description === undefined) delete here.description;
  }
  const subdomainOf = (cat: CatalogueVersion, id: string) => {
    for (const dm of cat.domains) {
      const i = dm.subdomains.findIndex((s) => s.id === id);
      if (i >= 0) return { domain: dm, index: i, subdomain: dm.subdomains[i] };
    }
    return null;
  };
  const questionOf = (cat: CatalogueVersion, id: string) => {
    for (const dm of cat.domains)
      for (const s of dm.subdomains) {
        const i = s.questions.findIndex((q) => q.id === id);
        if (i >= 0) return { subdomain: s, index: i };
      }
    return null;
  };
  for (const x of kinds('subdomain')) {
    const id = idOf(x.target);
    if (x.after === null) continue;
    const here = subdomainOf(c, id);
    if (here) {
      const s = here.subdomain;
      delete s.description;
      delete s.weight;
      Object.assign(s, x.after);
      continue;
    }
    const there = subdomainOf(newest, id);
    const domain = there && c.domains.find((dm) => dm.id === there.domain.id);
    if (!there || !domain) continue;
    const before = there.index > 0 ? domain.subdomains.findIndex((s) => s.id === there.domain.subdomains[there.index - 1].id) : -1;
    domain.subdomains.splice(before + 1, 0, { ...(x.after as Omit<Subdomain, 'id' | 'questions'>), id, questions: [] });
    retiredSubdomains.delete(id);
  }
  for (const x of kinds('question')) {
    const id = idOf(x.target);
    const here = questionOf(c, id);
    if (x.after === null) {
      if (here) here.subdomain.questions.splice(here.index, 1);
      retiredQuestions.add(id);
      continue;
    }
    if (here) {
      here.subdomain.questions[here.index] = x.after as Question;
      continue;
    }
    const there = questionOf(newest, id);
    const target = there && subdomainOf(c, there.subdomain.id);
    // The draft retired the subdomain the newer version put it in: it goes with it.
    if (!there || !target) continue;
    const list = target.subdomain.questions;
    const before = there.index > 0 ? list.findIndex((q) => q.id === there.subdomain.questions[there.index - 1].id) : -1;
    list.splice(before + 1, 0, x.after as Question);
    retiredQuestions.delete(id);
  }
  // Subdomains and domains the newer version retired leave once nothing the draft keeps is in them.
  for (const x of kinds('subdomain')) {
    const here = x.after === null && subdomainOf(c, idOf(x.target));
    if (here && here.subdomain.questions.length === 0) {
      here.domain.subdomains.splice(here.index, 1);
      retiredSubdomains.add(here.subdomain.id);
    }
  }
  for (const x of kinds('domain')) {
    const i = x.after === null ? c.domains.findIndex((dm) => dm.id === idOf(x.target) && dm.subdomains.length === 0) : -1;
    if (i >= 0) c.domains.splice(i, 1);
  }
  for (const id of newest.retired?.questions ?? []) retiredQuestions.add(id);
  for (const id of newest.retired?.subdomains ?? []) retiredSubdomains.add(id);
  const live = catalogueParts(c);
  const questions = [...retiredQuestions].filter((id) => !live.has(`question:${id}`)).sort();
  const subdomains = [...retiredSubdomains].filter((id) => !live.has(`subdomain:${id}`)).sort();
  if (questions.length || subdomains.length) c.retired = { questions, ...(subdomains.length ? { subdomains } : {}) };
  else delete c.retired;
  c.basedOn = newest.version;
  return { catalogue: c, unresolved, changed };
}
