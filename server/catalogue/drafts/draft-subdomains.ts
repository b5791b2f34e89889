import type { Subdomain, Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { conflict } from '../../http/errors';
import type { Deps } from '../../deps';
import { refuseOrderBreaks } from './catalogue-moves';
import { usedSubdomainIds, nextId, type EditOptions, editDraft, findSubdomain, findDomain, clampIndex, dependents, retire, withoutQuestions } from './catalogue-drafts';

// The editor's changes to subdomains: save, add, move between domains, retire.

type SubdomainFields = Pick<Subdomain, 'name'> & Partial<Pick<Subdomain, 'description' | 'weight'>>;

export async function saveSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, fields: SubdomainFields, opts: EditOptions) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'update',
      apply(c) {
        const { domain, index } = findSubdomain(c, id);
        const s = domain.subdomains[index];
        const before = withoutQuestions(s);
        domain.subdomains[index] = {
          id,
          name: fields.name,
          ...(fields.description ? { description: fields.description } : {}),
          ...(fields.weight !== undefined ? { weight: fields.weight } : {}),
          questions: s.questions,
        };
        return { before, after: withoutQuestions(domain.subdomains[index]) };
      },
    },
    opts,
  );
}

/** Adds a subdomain (the next unused SD number) at the end of a domain; it needs questions before publishing. */
export async function addSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { domain: string; name: Text }) {
  const id = nextId(await usedSubdomainIds(deps.db), 'SD', 0);
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'add',
      apply(c) {
        const d = findDomain(c, input.domain);
        const s: Subdomain = { id, name: input.name, questions: [] };
        d.subdomains.push(s);
        return { before: null, after: { domain: d.id, ...withoutQuestions(s) }, result: { subdomainid: id } };
      },
    },
    {},
  );
}

export async function moveSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, to: { domain: string; index: number }, opts: EditOptions = {}) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'move',
      apply(c) {
        const was = structuredClone(c);
        const from = findSubdomain(c, id);
        const [s] = from.domain.subdomains.splice(from.index, 1);
        const d = findDomain(c, to.domain);
        d.subdomains.splice(clampIndex(to.index, d.subdomains.length), 0, s);
        refuseOrderBreaks(was, c);
        return { before: { domain: from.domain.id, index: from.index }, after: { domain: d.id, index: d.subdomains.indexOf(s) } };
      },
    },
    opts,
  );
}

/** Retires a subdomain with its questions, unless a question elsewhere depends on one of them. */
export async function retireSubdomain(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, id: string, opts: EditOptions = {}) {
  return editDraft(
    deps,
    user,
    version,
    {
      target: `subdomain:${id}`,
      action: 'retire',
      apply(c) {
        const { domain, index } = findSubdomain(c, id);
        const s = domain.subdomains[index];
        const ids = s.questions.map((q) => q.id);
        const users = dependents(c, new Set(ids));
        if (users.length)
          throw conflict(
            'catalogueQuestionInUse',
            users.map((q) => ({ questionid: q, problem: 'dependsOn' })),
          );
        domain.subdomains.splice(index, 1);
        retire(c, ids, [id]);
        // Where it stood, for an undo that brings it back.
        return { before: { ...s, domain: domain.id, index }, after: null };
      },
    },
    opts,
  );
}