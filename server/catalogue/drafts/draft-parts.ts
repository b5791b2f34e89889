import type { Domain, Grading, OptionGroup, Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { badRequest } from '../../http/errors';
import type { Deps } from '../../deps';
import { type EditOptions, editDraft, findDomain } from './catalogue-drafts';

// The editor's changes to a draft's other parts: a domain, an option group, the grading, the title.

type DomainFields = Pick<Domain, 'name' | 'weight'> & Partial<Pick<Domain, 'description'>>;

export async function saveDomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, fields: DomainFields, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `domain:${id}`,
      action: 'update',
      apply(c) {
        const d = findDomain(c, id);
        const before = { name: d.name, description: d.description, weight: d.weight };
        d.name = fields.name;
        d.weight = fields.weight;
        if (fields.description) d.description = fields.description;
        else delete d.description;
        return { before, after: { name: d.name, description: d.description, weight: d.weight } };
      },
    },
    opts,
  );
}

export async function saveOptionGroup(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, group: OptionGroup, opts: EditOptions) {
  if (group.id !== id) throw badRequest([{ field: 'id', problem: 'mismatch' }]);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `optionGroup:${id}`,
      action: 'update',
      apply(c) {
        const index = c.optionGroups.findIndex((g) => g.id === id);
        const before = index >= 0 ? c.optionGroups[index] : null;
        if (index >= 0) c.optionGroups[index] = group;
        else c.optionGroups.push(group);
        return { before, after: group };
      },
    },
    opts,
  );
}

export async function saveGrading(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, grading: Grading, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: 'grading',
      action: 'update',
      apply(c) {
        const before = c.grading;
        c.grading = grading;
        return { before, after: grading };
      },
    },
    opts,
  );
}

export async function saveTitle(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, title: Text, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: 'version',
      action: 'update',
      apply(c) {
        const before = c.title;
        c.title = title;
        return { before, after: title };
      },
    },
    opts,
  );
}