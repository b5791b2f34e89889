import type { Domain, Grading, OptionGroup, Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { badRequest } from '../../http/errors';
import type { Deps } from '../../deps';
import { type Edit, type EditOptions, editDraft, findDomain } from './catalogue-drafts';

// The editor's changes to a draft's other parts: a domain, an option group, the grading, the title.

type DomainFields = Pick<Domain, 'name' | 'weight'> & Partial<Pick<Domain, 'description'>>;
type DraftDeps = Pick<Deps, 'db' | 'now'>;

/** A change that writes one whole part of the draft, kept in the draft's history under `target`. */
function updatePart(deps: DraftDeps, user: CurrentUser, version: string, opts: EditOptions, target: Edit['target'], apply: Edit['apply']) {
  return editDraft(deps, user, version, { target, action: 'update', apply }, opts);
}

export async function saveDomain(deps: DraftDeps, user: CurrentUser, version: string, id: string, fields: DomainFields, opts: EditOptions) {
  return updatePart(deps, user, version, opts, `domain:${id}`, (c) => {
    const d = findDomain(c, id);
    const before = { name: d.name, description: d.description, weight: d.weight };
    d.name = fields.name;
    d.weight = fields.weight;
    if (fields.description) d.description = fields.description;
    else delete d.description;
    return { before, after: { name: d.name, description: d.description, weight: d.weight } };
  });
}

export async function saveOptionGroup(deps: DraftDeps, user: CurrentUser, version: string, id: string, group: OptionGroup, opts: EditOptions) {
  if (group.id !== id) throw badRequest([{ field: 'id', problem: 'mismatch' }]);
  return updatePart(deps, user, version, opts, `optionGroup:${id}`, (c) => {
    const index = c.optionGroups.findIndex((g) => g.id === id);
    const before = index >= 0 ? c.optionGroups[index] : null;
    if (index >= 0) c.optionGroups[index] = group;
    else c.optionGroups.push(group);
    return { before, after: group };
  });
}

export async function saveGrading(deps: DraftDeps, user: CurrentUser, version: string, grading: Grading, opts: EditOptions) {
  return updatePart(deps, user, version, opts, 'grading', (c) => {
    const before = c.grading;
    c.grading = grading;
    return { before, after: grading };
  });
}

export async function saveTitle(deps: DraftDeps, user: CurrentUser, version: string, title: Text, opts: EditOptions) {
  return updatePart(deps, user, version, opts, 'version', (c) => {
    const before = c.title;
    c.title = title;
    return { before, after: title };
  });
}
