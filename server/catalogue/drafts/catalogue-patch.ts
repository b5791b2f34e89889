import { applyPartChanges, catalogueParts, findSubdomain, locateQuestion, sameValue, valueAt, type CatalogueVersion, type PartChange } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { badRequest, notFound } from '../../http/errors';
import { editDraft, type EditOptions, type Target } from './catalogue-drafts';
import type { Deps } from '../../deps';

/** The first keys a change may name in each kind of part: a domain or subdomain saves only its own fields, and no part changes its id. */
const OWN_FIELDS: Record<string, readonly string[] | null> = {
  version: ['en', 'hi'],
  domain: ['name', 'description', 'weight'],
  subdomain: ['name', 'description', 'weight'],
  question: null,
  optionGroup: null,
  grading: null,
};

const kindOf = (target: string) => target.split(':')[0];

/** Writes a part's new value into the catalogue (a domain keeps its subdomains, a subdomain its questions). */
export function setPart(c: CatalogueVersion, target: string, value: unknown): void {
  const id = target.slice(target.indexOf(':') + 1);
  const v = value as Record<string, unknown>;
  const fields = (o: Record<string, unknown>) => {
    for (const k of ['name', 'description', 'weight']) {
      if (v[k] === undefined) delete o[k];
      else o[k] = v[k];
    }
  };
  switch (kindOf(target)) {
    case 'version':
      c.title = value as CatalogueVersion['title'];
      return;
    case 'grading':
      c.grading = value as CatalogueVersion['grading'];
      return;
    case 'optionGroup': {
      const i = c.optionGroups.findIndex((g) => g.id === id);
      c.optionGroups[i] = value as CatalogueVersion['optionGroups'][number];
      return;
    }
    case 'domain':
      return fields(c.domains.find((d) => d.id === id) as unknown as Record<string, unknown>);
    case 'subdomain':
      return fields(findSubdomain(c, id) as unknown as Record<string, unknown>);
    default: {
      const at = locateQuestion(c, id);
      if (at) at.subdomain.questions[at.index] = value as CatalogueVersion['domains'][number]['subdomains'][number]['questions'][number];
    }
  }
}

/**
 * Saves the fields an editor changed in one part of a draft, each with the value it started from.
 * When the part changed since the editor's revision (whoever changed it), the edit still goes
 * through if none of its fields did (two tabs editing the English and the Hindi of one question
 * keep both); otherwise 409 names the fields, who changed them and when.
 */
export async function patchPart(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { target: string; changes: PartChange[] } & EditOptions) {
  const { target, changes } = input;
  const allowed = OWN_FIELDS[kindOf(target)];
  for (const ch of changes) {
    if (ch.path[0] === 'id' || (allowed && !allowed.includes(ch.path[0]))) throw badRequest([{ field: ch.path.join('.'), problem: 'notAField' }]);
  }
  const partOf = (c: CatalogueVersion) => {
    const part = catalogueParts(c).get(target);
    if (part === undefined) throw notFound();
    return part;
  };
  return editDraft(
    deps,
    user,
    version,
    {
      target: target as Target,
      action: 'update',
      conflicts: (c) => {
        const part = partOf(c);
        return changes.filter((ch) => !sameValue(valueAt(part, ch.path), ch.from) && !sameValue(valueAt(part, ch.path), ch.to)).map((ch) => ch.path.join('.'));
      },
      apply(c) {
        const before = partOf(c);
        const after = applyPartChanges(before, changes);
        setPart(c, target, after);
        return { before, after };
      },
    },
    input,
  );
}
